"""What each card is in Queens of Fate: Opposition, Source, court card or Arcana."""
from __future__ import annotations

from tarot_table.cards import SUITS, TAROT_DECK, facts

OPPOSED = {"cups": "wands", "wands": "cups", "pentacles": "swords", "swords": "pentacles"}
DOMAIN_NAMES = {"wands": "Wands", "cups": "Cups", "swords": "Swords", "pentacles": "Pentacles"}
COURT_ORDER = ("page", "knight", "king", "queen")


def _kind_of(card: str) -> str:
    f = facts(card)
    if f.arcana == "major":
        return "opposition"
    if f.rank == "ace":
        return "source"
    return "court" if f.is_court else "arcana"


# Looked up hundreds of thousands of times a second by the bots: parse once.
_KIND = {c: _kind_of(c) for c in TAROT_DECK}
_SUIT = {c: facts(c).suit for c in TAROT_DECK}
_RANK = {c: facts(c).rank for c in TAROT_DECK}
_VALUE = {c: facts(c).number for c in TAROT_DECK}
# The same tables for the rules' hottest loops, read without a call.
KIND_OF, SUIT_OF, RANK_OF, VALUE_OF = _KIND, _SUIT, _RANK, _VALUE


# Each is the table's own lookup, so a call costs no Python frame.
kind = KIND_OF.__getitem__          # "opposition", "source", "court" or "arcana"
suit = SUIT_OF.__getitem__
rank = RANK_OF.__getitem__
face_value = VALUE_OF.__getitem__   # an Arcana card's printed number (tens count 10), a trump's numeral


def in_conflict(challenge: str, fate: str) -> bool:
    return OPPOSED[suit(challenge)] == suit(fate)


def domains() -> tuple[str, ...]:
    return SUITS
