"""What a card is worth in Tempting Fate, and which attacks a zener card resists.
Shared by the rules and the bots; every card is looked up once, since the bots
ask these questions hundreds of thousands of times."""
from __future__ import annotations

from tarot_table.cards import TAROT_DECK, ZENER_DECK, facts

ZENER_POINTS = {"circle": 1, "cross": 2, "waves": 3, "square": 4, "star": 5}
IMMUNE_SUIT = {"circle": "pentacles", "cross": "swords", "waves": "cups", "square": "wands", "star": "major"}
SYMBOLS = tuple(ZENER_POINTS)
FOOL = "major_arcana.00"


def _points_of(card: str) -> int:
    f = facts(card)
    if f.arcana == "zener":
        return ZENER_POINTS[f.suit]
    if f.arcana == "major":
        return 0 if f.number == 0 else (f.number - 1) % 5 + 1
    return (f.number - 1) % 5 + 1


def _family_of(card: str) -> str:
    """The zener symbol, the minor suit, or "major" for a trump."""
    f = facts(card)
    return "major" if f.arcana == "major" else f.suit


_POINTS = {c: _points_of(c) for c in (*TAROT_DECK, *ZENER_DECK)}
_FAMILY = {c: _family_of(c) for c in (*TAROT_DECK, *ZENER_DECK)}


def points(card: str) -> int:
    """Zener: circle 1 to star 5. Tarot: rank counted round in fives (ace 1, six 1,
    ten 5, page 1, king 4); trumps likewise from the Magician, the Fool 0."""
    return _POINTS[card]


def symbol(zener: str) -> str:
    return _FAMILY[zener]


def family(tarot: str) -> str:
    return _FAMILY[tarot]


def resists(symbol_name: str, tarot: str) -> bool:
    """Whether a symbol resists a tarot card: its own suit, or a trump of its points."""
    fam = _FAMILY[tarot]
    return IMMUNE_SUIT[symbol_name] == fam or (fam == "major" and _POINTS[tarot] == ZENER_POINTS[symbol_name])


def immune(zener: str, tarot: str) -> bool:
    """Each symbol resists one suit, and any trump of exactly its own points."""
    return resists(_FAMILY[zener], tarot)


def immune_to(zener: str, tarot: str) -> str:
    """What makes a symbol immune to a tarot card it resists, in the story's words: its
    suit ("cups"), every trump (the star), or trumps of the symbol's own points."""
    fam = _FAMILY[tarot]
    if fam != "major":
        return fam
    return "trumps" if IMMUNE_SUIT[_FAMILY[zener]] == "major" else f"trumps worth {_POINTS[tarot]}"
