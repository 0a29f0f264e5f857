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
from tarot_table.games.fools_journey import future_counts
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


def verdict(state: State) -> Verdict | None:
    """A Verdict when no way of playing on can win the journey; None when one might
    (or when the tally cannot be kept for these options)."""
    left = margin(state)
    if left is None or left >= _MOST_POWER:
        return None                  # whichever trump comes last, there is room
    last = last_power(state)
    if left >= last:
        return None
    ahead = _ahead(state)
    return Verdict(ahead, ahead + left - last)


def margin(state: State) -> int | None:
    """The Fool's Vitality and means less the Challenges ahead: the tally no move can
    raise; None where it cannot be kept (Random Order, or a Wheel of Fortune or a Star
    not yet in the Past). One pass over the cards in play, each looked up in a table:
    it is asked after every move."""
    options = state.options
    if options["order"] == "random":
        return None
    zones = state.zones
    reversals = options["reversals"] == "on"
    if reversals and sum([p.card in UNKEPT for p in zones["past"]]) < len(UNKEPT):
        return None
    tables = _worths(reversals, state.data["max"])
    if not reversals:
        return _margin_by_the_past(state, tables)
    return _margin_by_places(state, tables)


def _margin_by_places(state: State, tables) -> int:
    """``margin``, summed over the cards in play, place by place."""
    ahead, loose, spent = tables
    zones = state.zones
    total = state.data["vitality"] + sum([ahead[p.card] for p in zones["future"]])
    for zone in _PLACES[state.options["difficulty"]]:
        pile = zones.get(zone)
        if not pile:
            continue
        first = pile[0]
        card = first.card
        if zone in _LOOSE and card in fc.TRUMPS and not first.reversed:    # a Challenge ahead
            total += ahead[card]
            if len(pile) > 1:
                total += sum([spent[p.card] for p in pile[1:]])
            continue
        total += (spent if zone == "volition" else loose)[card]
        if len(pile) > 1:
            total += sum([loose[p.card] for p in pile[1:]])
    return total + _strength(state, loose, spent)


def _strength(state: State, loose, spent) -> int:
    """What the Strength card counts: what it has left, and what works on it (what it
    has endured is spent for good)."""
    strength = state.zones["strength"]
    if not strength:
        return 0
    card = strength[0].card
    boost = state.data["boost"]
    total = spent[card] - state.data["worn"].get(card, 0)
    if len(strength) > 1:
        total += sum([loose[p.card] for p in strength[1:] if boost.get(p.card) == card])
    return total


def _margin_by_the_past(state: State, tables) -> int:
    """``margin`` without reversals, where a card counts the same wherever it lies in
    play (every trump in play is still ahead): the whole deck's count less what is
    spent, in the Past or on the Strength card."""
    ahead, loose, spent = tables
    zones = state.zones
    gone = _past_count(zones["past"], ahead)
    for placed in zones["strength"]:   # a loop, not a list: most often none or one
        gone += ahead[placed.card]
    return state.data["vitality"] + _WHOLE_DECK - gone + _strength(state, loose, spent)


# The Past as last counted: (its pile, the table counted by, how many of its cards, the
# last of them, their count). Cards are most often laid on the end of the Past, so the
# count after a move adds the cards laid on since. The Star takes a card back out from
# anywhere: a pile shorter than counted, one whose last counted place holds another
# record, or another pile, is counted whole.
_PAST_COUNTED: tuple = (None, None, 0, None, 0)


def _past_count(past: list, ahead: dict) -> int:
    """``sum(ahead[card] for the Past's cards)``, adding to the count of the move before."""
    global _PAST_COUNTED
    pile, table, counted, last, total = _PAST_COUNTED
    size = len(past)
    if pile is past and table is ahead and counted <= size and (not counted or past[counted - 1] is last):
        for index in range(counted, size):   # most often one card, or none
            total += ahead[past[index].card]
    else:
        total = sum([ahead[p.card] for p in past])
    _PAST_COUNTED = (past, ahead, size, past[-1] if size else None, total)
    return total


def _ahead(state: State) -> int:
    """The Challenges still to be completed, at full numeral."""
    return sum([fc.NUMBER_OF[p.card] for p in state.zones["future"] if p.card in fc.TRUMPS]) + \
        sum([fc.NUMBER_OF[tb.base(state, z)] for z in tb.loose_zones(state) if tb.is_upright_trump(state, z)])


_LOOSE = frozenset(z for level in tb.DIFFICULTY for z in tb.LOOSE_ZONES[level])
# The places counted besides the Future and the Strength place, by difficulty (the
# Past is spent, the Aces kept by the Fool only banish and are worth nothing).
_PLACES = {level: tb.LOOSE_ZONES[level] + tb.wisdom_zones({"difficulty": level}) + ("volition", "fool", "friend")
           for level in tb.DIFFICULTY}


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
    to come less its numeral, which he must meet), loose (an unused power, or a card lying on the one it works on), and spent
    (a trump equipped as Strength or Volition, or lying spent on a Challenge, which a
    Chance may send back whole: its numeral or its power, the more)."""
    ahead, loose, spent = {}, {}, {}
    for card in fc.ROLE_OF:
        if fc.is_trump(card):
            power = _power(card, reversals, most)
            ahead[card], loose[card], spent[card] = power - fc.NUMBER_OF[card], power, max(fc.NUMBER_OF[card], power)
        else:
            ahead[card] = loose[card] = spent[card] = _card_worth(card, reversals)
    return ahead, loose, spent


_WHOLE_DECK = sum(_worths(False, 0)[0].values())   # the base count of every card: 51
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
        if zone in ("past", "sleeve"):
            continue          # spent, or Aces that only banish
        for index, placed in enumerate(pile):
            if fc.ROLE_OF[placed.card] == "chance":
                return True
            if placed.card == CHARIOT and (zone == "future" or not index and zone not in tb.EQUIPPED):
                return True     # not tamed, nor lying spent on a Challenge
    return False


# ---- a closer count of the Helpers, for the solver ------------------------------------------
def hopeless(state: State) -> bool:
    """A proof, closer than the rule's tally, that no line from here wins: the tally
    with each Helper counted for what it can still double rather than ten. Kept where
    the tally is kept without reversals (no Lovers, no powers, no bank of Wisdom); the
    solver prunes by it (tests/test_solver_pruning.py checks it against the plain search)."""
    left = closer_margin(state)
    return left is not None and left < 0


def closer_margin(state: State) -> int | None:
    """The tally with each Helper counted for what it can still double (``hopeless``'s
    count): below zero, no line wins. None where it is not kept."""
    options = state.options
    if options["reversals"] == "on" or options["order"] != "standard":
        return None
    left = margin(state)
    return None if left is None else left - (HELPER_MOST * _helpers_counted(state) - helpers_most(state))


def _helpers_counted(state: State) -> int:
    """The Helpers the tally counts at ten: all but those spent (in the Past, or lying on
    the Strength card without working on it)."""
    zones, roles = state.zones, fc.ROLE_OF
    past = sum([roles[p.card] == "helper" for p in zones["past"]])
    strength = zones["strength"]
    idle = 0
    if len(strength) > 1:
        on = state.data["boost"]
        idle = sum([roles[p.card] == "helper" and on.get(p.card) != strength[0].card for p in strength[1:]])
    return _HELPERS - past - idle


def helpers_most(state: State) -> int:
    """The most every Helper not yet spent can still add. One working on an equipped
    card or in the Satchel adds that card's number (it stays with the card until both
    are spent); one working in the Present counts ten (a Chance may send both back).
    Each of the others may double one numbered card of its suit not yet spent, with no
    Helper staying on it, once a point of Wisdom is paid (without reversals, a Wisdom
    card a point): so the best matches of free Helpers to cards, at most one a Wisdom
    card left. The Future is counted once for each Future met (``future_counts``) where
    no Helper in it works on its bottom card, which is every Future but a freak's."""
    zones, on = state.zones, state.data["boost"]
    free: dict[str, int] = {}
    values: dict[str, list[int]] = {}
    future = zones["future"]
    part = future_counts.helpers_part(future) if future else None
    if part is not None and on and _works_on(on, future[0].card, part.above):
        part = None
    roles, numbered = fc.ROLE_OF, fc.NUMBERED_SUIT
    wisdom = working = 0
    for zone, pile in zones.items():
        if zone == "past" or not pile or (zone == "future" and part is not None):
            continue
        if len(pile) == 1:   # most places: a card alone, counted as ``_pile_counted`` would
            card = pile[0].card
            role = roles[card]
            if role == "helper":
                free[fc.suit(card)] = free.get(fc.suit(card), 0) + 1
            elif role == "wisdom":
                wisdom += 1
            elif card in numbered:
                values.setdefault(numbered[card], []).append(fc.NUMBER_OF[card])
            continue
        more_wisdom, more_working = _pile_counted(zone, pile, on, free, values)
        wisdom += more_wisdom
        working += more_working
    if part is None:
        return working + _best_matches(free, values, wisdom)
    for suit, count in part.free.items():
        free[suit] = free.get(suit, 0) + count
    matches = []
    for suit, count in free.items():
        here = values.get(suit, [])
        there = part.values.get(suit, ())
        matches += sorted(here + list(there[:count]), reverse=True)[:count]
    matches.sort(reverse=True)
    return working + sum(matches[:wisdom + part.wisdom])


def _works_on(on: dict[str, str], base: str, helpers: frozenset[str]) -> bool:
    """Whether one of ``helpers`` works on ``base`` (``on``: each deployed Helper's card)."""
    return any(target == base and helper in helpers for helper, target in on.items())


def _pile_counted(zone: str, pile: list, on: dict, free: dict[str, int],
                  values: dict[str, list[int]]) -> tuple[int, int]:
    """``helpers_most``'s count of one pile: its free Helpers (into ``free``) and the
    numbered cards they may double (into ``values``); its Wisdom cards and what its
    working Helpers add."""
    roles, numbered, number = fc.ROLE_OF, fc.NUMBERED_SUIT, fc.NUMBER_OF
    base = pile[0].card
    kept = False   # a Helper stays on the base card for good
    wisdom = working = 0
    for index, placed in enumerate(pile):
        card = placed.card
        role = roles[card]
        if role == "helper":
            if index and on.get(card) == base:
                kept = zone not in _PRESENT
                working += number[base] if kept else HELPER_MOST
            elif not (index and zone == "strength"):   # not spent on the Strength card
                free[fc.suit(card)] = free.get(fc.suit(card), 0) + 1
        elif role == "wisdom":
            wisdom += 1
    for index, placed in enumerate(pile):
        card = placed.card
        if card in numbered and roles[card] != "wisdom" and not (index == 0 and kept):
            values.setdefault(numbered[card], []).append(number[card])
    return wisdom, working


def _best_matches(free: dict[str, int], values: dict[str, list[int]], wisdom: int) -> int:
    """The most the ``free`` Helpers can add doubling ``values`` of their suits, at most
    ``wisdom`` of them."""
    matches = []
    for suit, count in free.items():
        matches += sorted(values.get(suit, ()), reverse=True)[:count]
    matches.sort(reverse=True)
    return sum(matches[:wisdom])


_PRESENT = frozenset(tb.present_zones())
_HELPERS = sum(1 for card, role in fc.ROLE_OF.items() if role == "helper")
