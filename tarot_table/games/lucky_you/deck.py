"""Each player's personal 62 cards: a 50-card game pack and a 12-card wild pack,
and what every card is worth as a move."""
from __future__ import annotations

from functools import cache

from tarot_table.cards import SUITS, base_id, copy_id, copy_number, facts, major_id, minor_id

GAME_TRUMPS = (0, 1, 2, 3, 4, 5, 6, 9, 10, 14)
WILD_TRUMPS = (7, 8, 11, 12, 13, 15, 16, 17, 18, 19, 20, 21)
# the wild cards' nature: seven that help the one who draws them upright, five that hurt
POSITIVE_WILD = (7, 8, 11, 17, 19, 20, 21)
NEGATIVE_WILD = (12, 13, 15, 16, 18)
# how many of each rank the game pack holds; where fewer than four, suits are taken in order
RANK_COUNTS = {"ace": 4, "two": 4, "three": 4, "four": 4, "five": 3, "six": 3, "seven": 3,
               "eight": 2, "nine": 2, "ten": 1, "page": 4, "knight": 3, "queen": 2, "king": 1}

FOOL, HERMIT, WHEEL, TEMPERANCE = 0, 9, 10, 14
CHARIOT, STRENGTH, JUSTICE, HANGED_MAN, DEATH = 7, 8, 11, 12, 13
DEVIL, TOWER, STAR, MOON, SUN, JUDGEMENT, WORLD = 15, 16, 17, 18, 19, 20, 21
COURT_VALUES = {"page": 1, "knight": 2, "queen": 3, "king": 4}
NEAR_END_RANKS = ("six", "seven", "eight", "nine")
# the story's words after "Ann's game pack " when a spent pack is made again from its discards
PACK_SPENT = "pack is spent: its discards are shuffled back with fresh reversals."


def pack(seat: int) -> str:
    """The zone of a seat's game pack; its wild pack and its discards follow."""
    return f"pack{seat}"


def wild(seat: int) -> str:
    return f"wild{seat}"


def discard(seat: int) -> str:
    return f"discard{seat}"


def owner(card: str) -> int:
    """The seat whose personal pack a card belongs to."""
    return copy_number(card) - 1


def game_pack_cards() -> list[str]:
    cards = [major_id(n) for n in GAME_TRUMPS]
    for rank, count in RANK_COUNTS.items():
        cards += [minor_id(suit, rank) for suit in SUITS[:count]]
    return cards


def wild_pack_cards() -> list[str]:
    return [major_id(n) for n in WILD_TRUMPS]


def personal(cards: list[str], seat: int) -> list[str]:
    """The seat's own copies: seat 0 plays copy 1, and so on."""
    return [copy_id(card, seat + 1) for card in cards]


def reduce_digits(number: int) -> int:
    while number > 9:
        number = sum(int(d) for d in str(number))
    return number


@cache   # asked at every draw, for a few hundred cards at most
def value(card: str) -> int:
    """Spaces a card is worth: trumps up to the Hermit their number, later trumps their
    digits added down to one (the Wheel 1 ... the World 3), courts page 1 to king 4,
    small cards their pips."""
    f = facts(card)
    if f.arcana == "major":
        return reduce_digits(f.number)
    if f.is_court:
        return COURT_VALUES[f.rank]
    return f.number


@cache
def trump(card: str) -> int | None:
    f = facts(card)
    return f.number if f.arcana == "major" else None


@cache
def is_wild(card: str) -> bool:
    return trump(card) in WILD_TRUMPS


@cache
def is_game_card(card: str) -> bool:
    return not is_wild(card)


@cache
def is_knight(card: str) -> bool:
    return facts(card).rank == "knight"


@cache
def is_court(card: str) -> bool:
    return facts(card).is_court


def lot_rank(card: str) -> int:
    """The number that counts when drawing for the first turn: a trump's numeral (the
    Fool 0 to the World 21), a suit card's pips, page 11, knight 12, queen 13, king 14."""
    return facts(base_id(card)).number
