"""Card identity.

Cards are named by Arcana Land canonical ids (``major_arcana.13``,
``minor_arcana.cups.queen``) so decks, saves and logs speak one language.
Zener cards, which no deck folder provides, are ``zener.<symbol>.<n>``.
A game played with several packs of the same cards tells them apart with a copy
mark (``major_arcana.13~2``): the card is the same card, drawn with the same art.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

SUITS = ("wands", "cups", "swords", "pentacles")
RANKS = ("ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "page", "knight", "queen", "king")
COURTS = ("page", "knight", "queen", "king")
ZENER_SYMBOLS = ("circle", "cross", "waves", "square", "star")
ZENER_COPIES = 20
COPY_MARK = "~"
HIDDEN = "hidden"   # what a seat sees in place of a card identity it may not know (games.base)
BACKS = ("tarot", "zener")   # the backs a card shows face down, by its deck

MAJOR_NAMES = (
    "The Fool", "The Magician", "The High Priestess", "The Empress", "The Emperor",
    "The Hierophant", "The Lovers", "The Chariot", "Strength", "The Hermit",
    "Wheel of Fortune", "Justice", "The Hanged Man", "Death", "Temperance", "The Devil",
    "The Tower", "The Star", "The Moon", "The Sun", "Judgement", "The World",
)
ROMAN = ("0", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII",
         "XIII", "XIV", "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI")
ZENER_NAMES = {"circle": "Circle", "cross": "Cross", "waves": "Wavy Lines",
               "square": "Square", "star": "Star"}


@dataclass(frozen=True)
class CardFacts:
    """What a card id says about the card, parsed once."""

    id: str
    arcana: str          # "major", "minor" or "zener"
    number: int          # trump numeral, pip value 1-10 (courts 11-14), zener copy
    suit: str | None     # minor suit or zener symbol
    rank: str | None     # minor rank name

    @property
    def is_court(self) -> bool:
        return self.rank in COURTS


def major_id(number: int) -> str:
    return f"major_arcana.{number:02d}"


def minor_id(suit: str, rank: str) -> str:
    return f"minor_arcana.{suit}.{rank}"


def zener_id(symbol: str, copy: int) -> str:
    return f"zener.{symbol}.{copy}"


def copy_id(card: str, copy: int) -> str:
    """The same card in the ``copy``-th extra pack at the table (copies count from 1)."""
    return f"{card}{COPY_MARK}{copy}"


def base_id(card: str) -> str:
    """A card's id without its copy mark: what decks, names and pictures know it by."""
    return card.split(COPY_MARK, 1)[0]


def copy_number(card: str) -> int:
    """Which extra pack a card belongs to; 0 for a card without a copy mark."""
    _, _, mark = card.partition(COPY_MARK)
    return int(mark) if mark else 0


TAROT_DECK: tuple[str, ...] = tuple(
    [major_id(n) for n in range(22)] + [minor_id(s, r) for s in SUITS for r in RANKS])
ZENER_DECK: tuple[str, ...] = tuple(
    zener_id(s, c) for s in ZENER_SYMBOLS for c in range(1, ZENER_COPIES + 1))

_FACTS: dict[str, CardFacts] = {}


def facts(card: str) -> CardFacts:
    """Parse a canonical id; raises ValueError for an id that names no card."""
    known = _FACTS.get(card)
    if known:
        return known
    if COPY_MARK in card:
        base, _, mark = card.partition(COPY_MARK)
        if not mark.isdigit() or int(mark) < 1:
            raise ValueError(f"not a card id: {card!r}")
        made = facts(base)
        _FACTS[card] = made
        return made
    parts = card.split(".")
    if parts[0] == "major_arcana" and len(parts) == 2 and parts[1].isdigit() and int(parts[1]) < 22:
        made = CardFacts(card, "major", int(parts[1]), None, None)
    elif parts[0] == "minor_arcana" and len(parts) == 3 and parts[1] in SUITS and parts[2] in RANKS:
        made = CardFacts(card, "minor", RANKS.index(parts[2]) + 1, parts[1], parts[2])
    elif parts[0] == "zener" and len(parts) == 3 and parts[1] in ZENER_SYMBOLS and parts[2].isdigit():
        made = CardFacts(card, "zener", int(parts[2]), parts[1], None)
    else:
        raise ValueError(f"not a card id: {card!r}")
    _FACTS[card] = made
    return made


def back_of(card: str) -> str:
    """The back ``card`` shows face down: its deck's, "zener" for a Zener card, else
    "tarot". A hidden card named apart with the back the host told (``hidden~zener~2``,
    net/remote_session.py) shows that back; a hidden card told no back, the tarot's."""
    base, _, rest = card.partition(COPY_MARK)
    if base == HIDDEN:
        told = rest.partition(COPY_MARK)[0]
        return told if told in BACKS else BACKS[0]
    return "zener" if facts(base).arcana == "zener" else BACKS[0]


@lru_cache(maxsize=None)
def english_name(card: str) -> str:
    """The built-in English name, used when a deck has no names file."""
    f = facts(card)
    if f.arcana == "major":
        return MAJOR_NAMES[f.number]
    if f.arcana == "zener":
        return ZENER_NAMES[f.suit]
    return f"{f.rank.capitalize()} of {f.suit.capitalize()}"


def the(card: str, capital: bool = False) -> str:
    """A card's name as it reads inside a sentence: the Four of Swords, the Hierophant,
    Strength (``capital``: at a sentence's start)."""
    name = english_name(card)
    if name.startswith("The "):
        name = name[4:]
    if facts(card).arcana == "minor" or english_name(card).startswith("The "):
        name = "the " + name
    return name[0].upper() + name[1:] if capital else name
