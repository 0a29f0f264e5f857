"""The Fool's Journey's solver counts as they were written first, reading every card of
the Future each time they are asked: what ``no_way_through.helpers_most`` and
``road_ahead.slack``, which count each Future once (``future_counts``), must agree with."""
from __future__ import annotations

from bisect import insort

from tarot_table.games.base import State
from tarot_table.games.fools_journey import cards as fc
from tarot_table.games.fools_journey.no_way_through import _PRESENT, HELPER_MOST
from tarot_table.games.fools_journey.road_ahead import _in_play

BATCH = 3


def helpers_most_afresh(state: State) -> int:
    zones, roles, on = state.zones, fc.ROLE_OF, state.data["boost"]
    numbered, number = fc.NUMBERED_SUIT, fc.NUMBER_OF
    free: dict[str, int] = {}
    values: dict[str, list[int]] = {}
    wisdom = working = 0
    for zone, pile in zones.items():
        if zone == "past" or not pile:
            continue
        base = pile[0].card
        kept = False
        for index, placed in enumerate(pile):
            card = placed.card
            role = roles[card]
            if role == "helper":
                if index and on.get(card) == base:
                    kept = zone not in _PRESENT
                    working += number[base] if kept else HELPER_MOST
                elif not (index and zone == "strength"):
                    free[fc.suit(card)] = free.get(fc.suit(card), 0) + 1
            elif role == "wisdom":
                wisdom += 1
        for index, placed in enumerate(pile):
            card = placed.card
            if card in numbered and roles[card] != "wisdom" and not (index == 0 and kept):
                values.setdefault(numbered[card], []).append(number[card])
    matches = []
    for suit, count in free.items():
        matches += sorted(values.get(suit, ()), reverse=True)[:count]
    matches.sort(reverse=True)
    return working + sum(matches[:wisdom])


def road_slack_afresh(state: State) -> int | None:
    options = state.options
    if options["reversals"] == "on" or options["order"] != "standard":
        return None
    future = state.zones["future"]
    if not future:
        return None
    counted = _in_play(state)
    if counted is None:
        return None
    vitality, challenges, free_helpers, doubles, wisdom = counted
    kept = 1 + len(state.zones.get("sleeve", ()))
    roles, numbers, suits = fc.ROLE_OF, fc.NUMBER_OF, fc.NUMBERED_SUIT
    challenges.sort()
    owed = sum(challenges[:-kept])
    largest = challenges[-kept:]
    for values in doubles.values():
        values.sort()
    boost = _boosts(free_helpers, doubles, wisdom)
    least = vitality + boost - owed
    at = len(future)
    while at > BATCH:
        helped = False
        for placed in future[at - BATCH:at]:
            card = placed.card
            role = roles[card]
            if role == "challenge":
                number = numbers[card]
                if len(largest) < kept:
                    insort(largest, number)
                elif number > largest[0]:
                    owed += largest[0]
                    largest[0] = number
                    largest.sort()
                else:
                    owed += number
            elif role == "chance":
                return least
            elif role == "helper":
                free_helpers[fc.suit(card)] = free_helpers.get(fc.suit(card), 0) + 1
                helped = True
            elif role == "wisdom":
                wisdom += 1
                helped = True
            elif card in suits:
                suit = suits[card]
                vitality += numbers[card]
                insort(doubles.setdefault(suit, []), numbers[card])
                helped = helped or suit in free_helpers
        if helped:
            boost = _boosts(free_helpers, doubles, wisdom)
        left = vitality + boost - owed
        if left < least:
            least = left
        at -= BATCH
    return least


def _boosts(free_helpers: dict[str, int], doubles: dict[str, list[int]], wisdom: int) -> int:
    if not wisdom:
        return 0
    gains = []
    for suit, count in free_helpers.items():
        values = doubles.get(suit)
        if values and count:
            gains += values[-count:]
    if len(gains) > wisdom:
        gains.sort()
        return sum(gains[-wisdom:])
    return sum(gains)
