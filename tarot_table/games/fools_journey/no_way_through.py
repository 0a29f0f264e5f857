"""Whether the Fool can still get through: a proof, cheap enough for every move, that
no way of playing on wins (rules.md, "When the journey is lost", and house decision 27).

The proof is a tally that no move can raise. Every Challenge still to be completed
counts against the Fool by its full numeral; for him count his Vitality and the most
each card still in play could ever do for him (a Volition, Strength or Cups card its
number, a Helper the most it can double, ten, a reversed power the most it can save
him). Cards in the Past count for nothing: without Random Order or the Star nothing
brings them back. Each move either spends a card for at most what it was counted for,
or moves cards between places that count the same, so the tally never rises; a won
journey ends with it at zero or more (no Challenge left, Vitality not below 0). So a
tally below zero now means every line loses, whatever the shuffles bring.

Worn Challenges count their full numeral, and the cards that wore them down are still
counted, because a Chance (or the Chariot) can send them all back into the Future and
undo the wear. A Strength card counts what it has left; what it has endured is spent
for good. With reversals, the trump completed last never uses its power (the journey is
won the moment no Challenge is left), so the smallest power among the trumps that may
be the last is taken off. Where the tally cannot be kept (Random Order brings the Past
back and lets Challenges leave the road in a heap; a Wheel of Fortune still to come
could bring everything a Strength card endured back at once), nothing is claimed.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from tarot_table.games.base import State
from tarot_table.games.fools_journey import cards as fc
from tarot_table.games.fools_journey import table as tb

HELPER_MOST = 10        # a Helper doubles a card of two to ten
REMOVES_MOST = 21       # sparing the Fool a whole Challenge is worth at most its numeral
STRIKES_MOST = 40       # a Volition card doubled twice (a Helper and the Lovers): ten, four times

# The most each reversed power can add to the Fool's side (the World: his maximum). The
# Wheel and the Star are not here: while either may still be played no tally is kept.
POWER_MOST = {
    fc.MAGICIAN: 0, fc.PRIESTESS: 0, fc.EMPRESS: 0, fc.EMPEROR: REMOVES_MOST, fc.HIEROPHANT: 0,
    fc.LOVERS: 2 * HELPER_MOST, fc.CHARIOT: 0, fc.STRENGTH: REMOVES_MOST, fc.HERMIT: REMOVES_MOST,
    fc.JUSTICE: 5, fc.HANGED_MAN: REMOVES_MOST, fc.DEATH: REMOVES_MOST, fc.TEMPERANCE: 0,
    fc.DEVIL: REMOVES_MOST, fc.TOWER: REMOVES_MOST, fc.MOON: STRIKES_MOST, fc.SUN: STRIKES_MOST,
    fc.JUDGEMENT: REMOVES_MOST,
}
UNKEPT = (tb.trump(fc.WHEEL), tb.trump(fc.STAR))
CHARIOT = tb.trump(fc.CHARIOT)


@dataclass(frozen=True)
class Verdict:
    ahead: int       # the Challenges still to be completed, at full numeral
    at_most: int     # the most the Fool could still bring against them


@dataclass(frozen=True)
class Tally:
    ahead: int       # the Challenges still to be completed, at full numeral
    means: int       # the most every card still in play could do for the Fool


def verdict(state: State) -> Verdict | None:
    """A Verdict when no way of playing on can win the journey; None when one might
    (or when the tally cannot be kept for these options)."""
    found = tally(state)
    if found is None:
        return None
    at_most = state.data["vitality"] + found.means
    if found.ahead <= at_most - _MOST_POWER:
        return None                  # whichever trump comes last, there is room
    at_most -= last_power(state)
    return Verdict(found.ahead, at_most) if found.ahead > at_most else None


def tally(state: State) -> Tally | None:
    """The tally of the table as it lies (no move can raise its means less what is
    ahead), or None where it cannot be kept: Random Order, or a Wheel of Fortune or a
    Star not yet in the Past. One pass over the cards in play, each looked up in a
    table: it is asked after every move."""
    if state.options["order"] == "random":
        return None
    zones = state.zones
    reversals = state.options["reversals"] == "on"
    if reversals and sum([p.card in UNKEPT for p in zones["past"]]) < len(UNKEPT):
        return None
    ahead_worth, loose, spent = _worths(reversals, state.data["max"])
    numeral = _AHEAD
    ahead = means = 0
    for zone, pile in zones.items():
        if not pile or zone in _UNCOUNTED:
            continue
        if zone == "future":
            ahead += sum([numeral[p.card] for p in pile])
            means += sum([ahead_worth[p.card] for p in pile])
            continue
        first = pile[0]
        if zone == "strength":
            boost = state.data["boost"]
            means += spent[first.card] - state.data["worn"].get(first.card, 0) + \
                sum([loose[p.card] for p in pile[1:] if boost.get(p.card) == first.card])
            continue
        if first.card in fc.TRUMPS and not first.reversed and zone in _LOOSE:    # a Challenge ahead
            ahead += numeral[first.card]
            means += ahead_worth[first.card] + sum([spent[p.card] for p in pile[1:]])
            continue
        means += (spent if zone in tb.EQUIPPED else loose)[first.card] + sum([loose[p.card] for p in pile[1:]])
    return Tally(ahead, means)


_UNCOUNTED = frozenset({"past", "sleeve"})   # spent cards, and Aces that only banish (worth nothing)
_LOOSE = frozenset(z for level in tb.DIFFICULTY for z in tb.LOOSE_ZONES[level])
# What a card still ahead counts against the Fool: a trump its numeral, any other nothing.
_AHEAD = {card: fc.NUMBER_OF[card] if card in fc.TRUMPS else 0 for card in fc.ROLE_OF}


def _card_worth(card: str, reversals: bool) -> int:
    """What a card in play that is not a trump could still do for the Fool."""
    role = fc.ROLE_OF[card]
    if role == "helper":
        return HELPER_MOST
    if role == "chance" or not fc.is_numbered(card):
        return 0
    return fc.NUMBER_OF[card] if role != "wisdom" or reversals else 0   # a Pentacle only through a power


def _power(card: str, reversals: bool, most: int) -> int:
    if not reversals or card == fc.FOOL:
        return 0
    number = fc.NUMBER_OF[card]
    return most if number == fc.WORLD else POWER_MOST.get(number, 0)


@lru_cache(maxsize=None)
def _worths(reversals: bool, most: int) -> tuple[dict, dict, dict]:
    """What each card counts for the Fool: as a Challenge still ahead (a trump: its power
    to come), loose (an unused power, or a card lying on the one it works on), and spent
    (a trump equipped as Strength or Volition, or lying spent on a Challenge, which a
    Chance may send back whole: its numeral or its power, the more)."""
    ahead, loose, spent = {}, {}, {}
    for card in fc.ROLE_OF:
        if fc.is_trump(card):
            power = _power(card, reversals, most)
            ahead[card], loose[card], spent[card] = power, power, max(fc.NUMBER_OF[card], power)
        else:
            ahead[card] = loose[card] = spent[card] = _card_worth(card, reversals)
    return ahead, loose, spent


_MOST_POWER = max([STRIKES_MOST, *(most for most, _, _ in tb.DIFFICULTY.values())])


def last_power(state: State) -> int:
    """The smallest power among the trumps that may be completed last, whose power is
    then never used (the journey is won the moment no Challenge is left): the Challenges
    still ahead, and every trump of the Present if a Chance or the Chariot may still send
    them back into the Future (the Wheel and the Star, which could bring back others,
    are in the Past whenever the tally is kept)."""
    reversals, most, zones = state.options["reversals"] == "on", state.data["max"], state.zones
    if not reversals:
        return 0
    candidates = [p.card for p in zones["future"] if fc.is_trump(p.card)] + \
        [zones[z][0].card for z in tb.loose_zones(state) if tb.is_upright_trump(state, z)]
    if not candidates:
        return 0
    if _may_send_back(state):
        candidates += [p.card for z in tb.present_zones() for p in zones[z] if fc.is_trump(p.card)]
    return min(_power(card, reversals, most) for card in candidates)


def _may_send_back(state: State) -> bool:
    """An Ace that may take a Chance, or the Chariot with its power, still in play."""
    for zone, pile in state.zones.items():
        if zone in _UNCOUNTED:
            continue
        for index, placed in enumerate(pile):
            if fc.ROLE_OF[placed.card] == "chance":
                return True
            if placed.card == CHARIOT and (zone == "future" or not index and zone not in tb.EQUIPPED):
                return True     # not tamed, nor lying spent on a Challenge
    return False
