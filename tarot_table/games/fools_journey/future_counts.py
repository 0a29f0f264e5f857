"""What the Future holds, counted once for each Future met, for the solver's counts
(``no_way_through.helpers_most`` and ``road_ahead.slack``), which read every card of it
at every position a beam ranks.

Positions a search meets hold few different Futures: one is the next's with a batch
dealt off its top or a Challenge banished under it, and copies of a position share the
records of its cards (``State.clone``), so the same records come again and again. Each
count is kept by the Future's length and the records at both ends, and used only when
the Future is the one it was counted from, record for record (a list's ``==`` asks
identity first, so that costs a pass in C). tests/test_solver_bounds.py checks both
counts against the ones that read every card each time.
"""
from __future__ import annotations

from typing import Callable, NamedTuple

from tarot_table.games.fools_journey import cards as fc

BATCH = 3            # cards dealt when one card is left in the Present (rules.REFILL)
KEPT_MOST = 4096     # Futures remembered for each count; past that all are forgotten at once


class HelpersPart(NamedTuple):
    """What the Future adds to ``helpers_most``'s count when no Helper in it is working
    on the card at its bottom: its Helpers by suit, its Wisdom cards, the numbers of its
    numbered cards that are not Wisdom by suit (largest first), and the Helpers lying
    above its bottom card (whose ``boost`` decides whether the count holds)."""

    free: dict[str, int]
    wisdom: int
    values: dict[str, list[int]]
    above: frozenset[str]


class Batch(NamedTuple):
    """A batch of the Future as ``road_ahead.slack`` reads it: the Challenges' numbers
    in the order dealt, the Helpers' suits, the Wisdom cards, and the Cups, Wands and
    Swords cards' (suit, number) in the order dealt."""

    challenges: tuple[int, ...]
    helpers: tuple[str, ...]
    wisdom: int
    numbered: tuple[tuple[str, int], ...]


class _ByFuture:
    """``count(future)``, remembered for the Futures met (see the module's docstring).
    Futures alike at both ends and in length (Challenges banished under the Future in
    other orders) are kept side by side, the latest first."""

    def __init__(self, count: Callable[[list], object]) -> None:
        self.count = count
        self.kept: dict[tuple, list[tuple[list, object]]] = {}
        self.size = 0

    def __call__(self, future: list):
        key = (len(future), id(future[0]), id(future[-1])) if future else (0, 0, 0)
        alike = self.kept.get(key)
        if alike is None:
            alike = self.kept[key] = []
        for known, counted in alike:
            if known == future:
                return counted
        if self.size >= KEPT_MOST:
            self.kept.clear()
            self.size = 0
            alike = self.kept[key] = []
        counted = self.count(future)
        alike.insert(0, (list(future), counted))
        self.size += 1
        return counted


def _helpers_part(future: list) -> HelpersPart:
    roles, numbered, number = fc.ROLE_OF, fc.NUMBERED_SUIT, fc.NUMBER_OF
    free: dict[str, int] = {}
    values: dict[str, list[int]] = {}
    wisdom = 0
    above = []
    for index, placed in enumerate(future):
        card = placed.card
        role = roles[card]
        if role == "helper":
            free[fc.suit(card)] = free.get(fc.suit(card), 0) + 1
            if index:
                above.append(card)
        elif role == "wisdom":
            wisdom += 1
        elif card in numbered:
            values.setdefault(numbered[card], []).append(number[card])
    for suit_values in values.values():
        suit_values.sort(reverse=True)
    return HelpersPart(free, wisdom, values, frozenset(above))


def _batches(future: list) -> tuple[Batch, ...]:
    """The Future's batches from its top, each of three cards, while a card after it is
    still to come (the batch at its bottom, of three cards or fewer, is left out), up to
    the first with an Ace (not included: ``road_ahead.slack`` stops there)."""
    roles, numbers, suits = fc.ROLE_OF, fc.NUMBER_OF, fc.NUMBERED_SUIT
    batches = []
    at = len(future)        # the Future's top is its end
    while at > BATCH:
        challenges, helpers, numbered, wisdom = [], [], [], 0
        for placed in future[at - BATCH:at]:
            card = placed.card
            role = roles[card]
            if role == "challenge":
                challenges.append(numbers[card])
            elif role == "chance":
                return tuple(batches)
            elif role == "helper":
                helpers.append(fc.suit(card))
            elif role == "wisdom":
                wisdom += 1
            elif card in suits:
                numbered.append((suits[card], numbers[card]))
        batches.append(Batch(tuple(challenges), tuple(helpers), wisdom, tuple(numbered)))
        at -= BATCH
    return tuple(batches)


helpers_part = _ByFuture(_helpers_part)
batches = _ByFuture(_batches)
