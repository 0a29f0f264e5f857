"""What a card is worth in Tournament of Queens: its attribute value, its place in
the bribe order, and the names of the four attributes."""
from __future__ import annotations

from functools import lru_cache

from tarot_table.cards import SUITS, facts

# Values for attributes and modifiers: the Ace is the lowest card, the Page 11 as the
# rules say, and the Queen outranks the King, as she does in the bribe order.
VALUES = {"ace": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
          "nine": 9, "ten": 10, "page": 11, "knight": 12, "king": 13, "queen": 14}
# The bribe order of the minor ranks: 2 lowest, up to the Queens on top of the minors.
MINOR_BRIBE = ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
               "page", "knight", "king", "queen")
ACE_BRIBE = len(MINOR_BRIBE) + 22   # above every trump

ATTRIBUTES = ("cups", "pentacles", "wands", "swords")   # the order they lie in a row
WORDS = {
    "as-written": {"cups": "Physique", "pentacles": "Talent", "wands": "Luck", "swords": "Bitchiness",
                   "negative": "being a bitch"},
    "milder": {"cups": "Physique", "pentacles": "Talent", "wands": "Luck", "swords": "Shade",
               "negative": "throwing shade"},
}
LOWER_IS_BETTER = "swords"

assert set(ATTRIBUTES) == set(SUITS)


@lru_cache(maxsize=None)
def value(card: str) -> int:
    """A minor card's worth as an attribute or modifier."""
    return VALUES[facts(card).rank]


@lru_cache(maxsize=None)
def bribe_rank(card: str) -> int:
    """Where a card stands in the bribe order (higher may be played on lower)."""
    f = facts(card)
    if f.arcana == "major":
        return len(MINOR_BRIBE) + f.number
    if f.rank == "ace":
        return ACE_BRIBE
    return MINOR_BRIBE.index(f.rank)


def is_trump(card: str) -> bool:
    return facts(card).arcana == "major"


def suit(card: str) -> str | None:
    f = facts(card)
    return f.suit if f.arcana == "minor" else None


def attribute_name(suit_name: str, words: str = "as-written") -> str:
    return WORDS[words][suit_name]


