"""What each card is on the Fool's Journey: its role and its printed worth."""
from __future__ import annotations

from tarot_table.cards import TAROT_DECK, facts

FOOL = "major_arcana.00"
ROLE_BY_SUIT = {"cups": "vitality", "wands": "strength", "swords": "volition", "pentacles": "wisdom"}
ROLE_NAMES = {"vitality": "Vitality", "strength": "Strength", "volition": "Volition", "wisdom": "Wisdom",
              "chance": "Chance", "challenge": "Challenge", "helper": "Helper"}
# Trumps by number, for the reversed powers.
MAGICIAN, PRIESTESS, EMPRESS, EMPEROR, HIEROPHANT, LOVERS, CHARIOT, STRENGTH, HERMIT, WHEEL, \
    JUSTICE, HANGED_MAN, DEATH, TEMPERANCE, DEVIL, TOWER, STAR, MOON, SUN, JUDGEMENT, WORLD = range(1, 22)


def _role_of(card: str) -> str:
    f = facts(card)
    if f.arcana == "major":
        return "challenge"
    if f.rank == "ace":
        return "chance"
    if f.suit == "pentacles":
        return "wisdom"
    return "helper" if f.is_court else ROLE_BY_SUIT[f.suit]


# Looked up constantly by the rules and the bots: parse once.
_ROLE = {c: _role_of(c) for c in TAROT_DECK}
_NUMBER = {c: facts(c).number for c in TAROT_DECK}
_SUIT = {c: facts(c).suit for c in TAROT_DECK}
_NUMBERED = {c: facts(c).arcana == "minor" and 2 <= facts(c).number <= 10 for c in TAROT_DECK}


def role(card: str) -> str:
    """The printed role: vitality, strength, volition, wisdom, chance, challenge or helper."""
    return _ROLE[card]


def number(card: str) -> int:
    """A pip's number, a trump's numeral (courts 11-14, never used as a worth)."""
    return _NUMBER[card]


def suit(card: str) -> str | None:
    return _SUIT[card]


def is_trump(card: str) -> bool:
    return _ROLE[card] == "challenge"


def is_numbered(card: str) -> bool:
    """A pip card from two to ten, of any suit."""
    return _NUMBERED[card]


def trump_number(card: str) -> int:
    return _NUMBER[card] if _ROLE[card] == "challenge" else -1


def deck() -> list[str]:
    """Every card shuffled into the Future: the whole deck but the Fool."""
    return list(_ROAD)


_ROAD = tuple(c for c in TAROT_DECK if c != FOOL)


# For the rules' inner loops, which ask about every card in play at every move.
ROLE_OF: dict[str, str] = _ROLE
NUMBER_OF: dict[str, int] = _NUMBER
# The suit of each pip card from two to ten, and of no other card.
NUMBERED_SUIT: dict[str, str] = {c: _SUIT[c] for c in TAROT_DECK if _NUMBERED[c]}
TRUMPS = frozenset(c for c in TAROT_DECK if _ROLE[c] == "challenge")
ACES = frozenset(c for c in TAROT_DECK if _ROLE[c] == "chance")
