"""Every legal move of a position, worked out in one pass over the table.

The bots ask for this list before every move of every game they play, and the
engine asks again to check the move they chose, so what several cards' moves
depend on (room in the Satchel, free Wisdom places, whether the Strength card is
in use, the points of Wisdom) is read once per position, not once per card.
The order of the list is part of the rules' answer: the greedy bot keeps the
first of equally good moves.
"""
from __future__ import annotations

from itertools import filterfalse

from tarot_table.games.base import Action, State
from tarot_table.games.fools_journey import cards as fc
from tarot_table.games.fools_journey import powers
from tarot_table.games.fools_journey.moves import act
from tarot_table.games.fools_journey import table as tb

FRIENDS = 2        # Helpers kept under the Fool (Supportive Friend)
PRESENT = frozenset(tb.present_zones())
# Places whose bottom card may have moves: the Present, the Satchel, the equipment.
_MOVABLE = PRESENT | {f"satchel_{i}" for i in range(1, 6)} | set(tb.EQUIPPED)
STRIKES = {"volition": "overcome", "strength": "endure"}   # what an equipped card does to a Challenge

_GROUPS: dict[tuple, tuple[Action, ...]] = {}


def to_places(kind: str, card: str, places: tuple[str, ...]) -> tuple[Action, ...]:
    """The moves of one card to each of ``places`` in turn, made once and shared."""
    key = (kind, card, places)
    found = _GROUPS.get(key)
    if found is None:
        found = _GROUPS[key] = tuple(act(kind, card, z) for z in places)
    return found


# Each card's moves into the Satchel, by the tuple of its free places (see ``_loose_actions``).
_STORES: dict[tuple[str, ...], dict[str, tuple[Action, ...]]] = {}


# The Present and the Satchel, in the order their moves are listed, by difficulty.
_LOOSE = tb.LOOSE_ZONES


# The Satchel's places and how many cards it holds, by difficulty.
_SATCHEL = {level: (tb.satchel_zones({"difficulty": level}), most[2]) for level, most in tb.DIFFICULTY.items()}


def loose_places(state: State) -> tuple[str, ...]:
    """``tb.loose_zones``, looked up rather than put together again."""
    return _LOOSE[state.options["difficulty"]]


def standing(state: State, places) -> tuple[str, ...]:
    """The places among ``places`` where an upright Challenge stands."""
    zones = state.zones
    return tuple([z for z in places if zones[z] and zones[z][0].card in fc.TRUMPS and not zones[z][0].reversed])


# The Wisdom row's places and how many Wisdom cards the Fool may equip, by difficulty.
_WISDOM = {level: (tb.wisdom_zones({"difficulty": level}), most[1]) for level, most in tb.DIFFICULTY.items()}


class _Position:
    """What the moves of several cards share, each worked out when first needed (the
    class holds the "not yet" of each, so a position is made with three stores)."""

    _points: int | None = None
    _satchel_free: tuple[str, ...] | None = None
    _wisdom_free: tuple[str, ...] | None = None
    _helper_places: dict[str, tuple[str, ...]] | None = None
    _stores: dict[str, tuple[Action, ...]] | None = None

    def __init__(self, game, state: State, loose: list[str]) -> None:
        self.game = game
        self.state = state
        self.loose = loose          # the places of the Present and the Satchel that hold a card
        self.standing: list[str] = []   # those where an upright Challenge stands, as they are met

    @property
    def points(self) -> int:
        """The points of Wisdom the Fool may spend."""
        if self._points is None:
            self._points = tb.wisdom_points(self.state)
        return self._points

    def satchel_free(self) -> tuple[str, ...]:
        """Empty Satchel places a card of the Present may go to (none when it is full,
        as ``satchel_room`` says). With Reversals never the place beyond its limit,
        which only the reversed Empress's draw fills (the seed: "The drawn card may be
        added to a Satchel already containing the maximum of 3 cards"; play-test round
        9, F1: a card packed there with the Satchel 1/3 full, her draw then refused as
        over-full). Without them no Empress fills it, the table never shows it empty,
        and the places are alike (``JourneyMoves.interchangeable``): the moves stay
        those the solver's searches were measured with (deal 90 with every Ace on the
        Fool, tests/test_solver_every_ace_on_the_fool.py, is won sooner without it)."""
        if self._satchel_free is None:
            state = self.state
            zones = state.zones
            places, most = _SATCHEL[state.options["difficulty"]]
            free = tuple(filterfalse(zones.get, places))
            if len(places) - len(free) >= most:
                self._satchel_free = ()
            elif state.options["reversals"] == "on":
                self._satchel_free = tuple(filterfalse(zones.get, places[:most]))
            else:
                self._satchel_free = free
        return self._satchel_free

    def wisdom_free(self) -> tuple[str, ...]:
        """Empty Wisdom places, or none when the Fool carries all the Wisdom he may."""
        if self._wisdom_free is None:
            zones = self.state.zones
            places, most = _WISDOM[self.state.options["difficulty"]]
            held = [z for z in places if zones[z] and zones[z][0].card != tb.HIEROPHANT]
            self._wisdom_free = () if len(held) >= most else tuple([z for z in places if not zones[z]])
        return self._wisdom_free

    def helper_places(self, suit: str) -> tuple[str, ...]:
        """``helper_targets`` for a Helper of ``suit``."""
        if self._helper_places is None:
            self._helper_places = _helper_places(self.state, self.loose)
        return self._helper_places.get(suit, ())


def moves(game, state: State, only: str | None = None) -> list[Action]:
    """Every legal move, unlabelled; with ``only``, just the moves of that card."""
    if state.data["ended"]:
        return []
    if only is not None:
        return _card_moves(game, state, only)
    zones = state.zones
    loose = list(filter(zones.get, _LOOSE[state.options["difficulty"]]))   # the places that hold a card
    here = _Position(game, state, loose)
    actions: list[Action] = []
    for zone in loose:
        _loose_actions(here, zone, actions)
    challenges = tuple(here.standing)   # ``standing(state, loose)``, met on the way
    if zones["volition"] or zones["strength"]:
        actions += _equipped_actions(state, challenges)
    for placed in zones.get("friend", ()):
        actions += _helper_moves(here, placed.card)
    for placed in zones.get("sleeve", ()):
        actions += to_places("banish", placed.card, challenges)
    if state.options["reversals"] == "on":
        if any(zones[z][0].reversed for z in loose):
            actions += powers.actions(game, state, loose, challenges, here.points)
        actions += _equipped_hierophant(state)
    return actions


# The Hierophant is discarded "from any location" for its point of Wisdom: from the
# Wisdom row too, where discarding it is how an equipped Wisdom card is used.
_BANK = act("power", tb.HIEROPHANT, "past")


def _equipped_hierophant(state: State) -> list[Action]:
    """The Hierophant's one move from the Wisdom row: onto the Past, for its point."""
    zones = state.zones
    for zone in _WISDOM[state.options["difficulty"]][0]:
        pile = zones[zone]
        if pile and pile[0].card == tb.HIEROPHANT:
            return [_BANK]
    return []


def _card_moves(game, state: State, card: str) -> list[Action]:
    """The moves of one card (the same as picking them out of the whole list),
    found from where the card lies: what the engine checks a chosen move against."""
    zones = state.zones
    loose = [z for z in loose_places(state) if zones[z]]
    for zone in loose:   # most often the card at the bottom of a place of the Present or the Satchel
        if zones[zone][0].card == card:
            index = 0
            break
    else:
        found = _find(state, card)
        if found is None:
            return []
        zone, index = found
    if zone == "friend":
        return helper_actions(state, card, tb.wisdom_points(state))
    if tb.group(zone) == "wisdom":
        return _equipped_hierophant(state) if card == tb.HIEROPHANT and not index \
            and state.options["reversals"] == "on" else []
    if zone != "sleeve" and (index or zone not in _MOVABLE):
        return []
    challenges = standing(state, loose)
    if zone == "sleeve":
        return [act("banish", card, z) for z in challenges]
    if zone in tb.EQUIPPED:
        return [act(STRIKES[zone], card, target) for target in challenges]
    if zone not in loose:
        return []
    here = _Position(game, state, loose)
    actions = _loose_actions(here, zone, [])
    if state.options["reversals"] == "on":
        actions += powers.actions(game, state, loose, challenges, here.points, card)
    return actions


def _find(state: State, card: str) -> tuple[str, int] | None:
    """Where a card lies, looking at the open places only (no move picks up a card
    of the Future or the Past)."""
    for zone, pile in state.zones.items():
        if zone in ("future", "past") or not pile:
            continue
        for index, placed in enumerate(pile):
            if placed.card == card:
                return zone, index
    return None


def _loose_actions(here: _Position, zone: str, actions: list[Action]) -> list[Action]:
    """The moves of the card at the bottom of a place of the Present or the Satchel,
    added to ``actions``."""
    state = here.state
    pile = state.zones[zone]
    first = pile[0]
    card = first.card
    what = fc.ROLE_OF[card]
    if what == "challenge":
        if not first.reversed:
            here.standing.append(zone)
            actions.append(_COMPLETE[card])   # even while a worn Strength card is in play
            return actions
        what = "reversed"
    elif len(pile) > 1 and tb.has_boost(state, zone, tb.TEMPERANCE):
        what = "vitality"
    if zone in PRESENT:
        free = here._satchel_free
        if free is None:
            free = here.satchel_free()
        if free:
            stores = here._stores
            if stores is None:   # the store moves to these free places, by card: one lookup per position
                stores = here._stores = _STORES.setdefault(free, {})
            found = stores.get(card)
            if found is None:
                found = stores[card] = to_places("store", card, free)
            actions += found
    if what == "reversed":
        if card != tb.HIEROPHANT:
            actions.append(_DISCARD[card])
        return actions
    if what == "wisdom":
        free = here.wisdom_free()
        if free:
            actions += _GROUPS.get(("equip", card, free)) or to_places("equip", card, free)
    elif what in tb.EQUIPPED:
        if not state.zones[what]:
            actions.append(act("equip", card, what))
    elif what == "vitality":
        data = state.data
        if data["vitality"] < data["max"]:   # house decision 8
            actions.append(_REPLENISH[card])
    elif what == "chance":
        actions.append(_CHANCE[card])
    elif what == "helper":
        actions += _helper_moves(here, card)
        if "friend" in state.zones and len(state.zones["friend"]) < FRIENDS:
            actions.append(act("befriend", card, "friend"))
    if len(pile) < 2 or not tb.has_helper(state, zone):   # a deployed Helper is not discarded unused
        actions.append(_DISCARD[card])
    return actions


# Moves each card has one way only, looked up rather than asked of ``act``.
_COMPLETE = {card: act("complete", card, "fool") for card in fc.TRUMPS}
_DISCARD = {card: act("discard", card, "past") for card in fc.ROLE_OF}
_REPLENISH = {card: act("replenish", card, "fool") for card in fc.ROLE_OF}
_CHANCE = {card: act("chance", card, "past") for card in fc.ROLE_OF}


def helper_targets(state: State, helper: str) -> list[str]:
    """Places a Helper may double: equipped Strength or Volition not in use, or a
    Vitality card in the Present or Satchel (on easy, unequipped Strength and
    Volition too); always of its own suit and never twice."""
    loose = [z for z in loose_places(state) if state.zones[z]]
    return list(_helper_places(state, loose).get(fc.suit(helper), ()))


def _helper_places(state: State, loose: list[str]) -> dict[str, tuple[str, ...]]:
    """``helper_targets`` for every suit at once, in the order of the places; ``loose``
    are the places of the Present and the Satchel that hold a card."""
    zones = state.zones
    numbered = fc.NUMBERED_SUIT
    places: dict[str, list[str]] = {}
    for zone in tb.EQUIPPED:
        pile = zones[zone]
        if not pile or pile[0].card not in numbered or (len(pile) > 1 and tb.has_helper(state, zone)):
            continue
        if zone != "strength" or not tb.in_use(state):
            places.setdefault(numbered[pile[0].card], []).append(zone)
    easy = state.options["difficulty"] == "easy"
    alone = _DOUBLED_ALONE[easy]
    for zone in loose:
        pile = zones[zone]
        if len(pile) == 1:
            suit = alone.get(pile[0].card)
            if suit is not None:
                places.setdefault(suit, []).append(zone)
            continue
        suit = numbered.get(pile[0].card)
        if suit is None or tb.has_helper(state, zone):
            continue
        what = tb.role_now(state, zone)
        if what == "vitality" or (easy and what in tb.EQUIPPED):
            places.setdefault(suit, []).append(zone)
    for suit, found in places.items():   # in place: a dict comprehension is a call of its own
        places[suit] = tuple(found)
    return places


# The suit of each card a Helper may double when it lies alone in the Present or the
# Satchel (a numbered Vitality card; on easy, numbered Strength and Volition cards too).
_DOUBLED_ALONE = {easy: {card: suit for card, suit in fc.NUMBERED_SUIT.items()
                         if fc.ROLE_OF[card] == "vitality" or (easy and fc.ROLE_OF[card] in tb.EQUIPPED)}
                  for easy in (False, True)}


def helper_actions(state: State, helper: str, points: int) -> list[Action]:
    if points < 1:
        return []
    return [act("helper", helper, z) for z in helper_targets(state, helper)]


def _helper_moves(here: _Position, helper: str) -> tuple[Action, ...]:
    """``helper_actions`` with what the position shares worked out once (its
    stores read here rather than through ``points`` and ``helper_places``)."""
    points = here._points
    if points is None:
        points = here.points
    if points < 1:
        return ()
    by_suit = here._helper_places
    if by_suit is None:
        by_suit = here._helper_places = _helper_places(here.state, here.loose)
    places = by_suit.get(_SUIT_OF[helper])
    if not places:
        return ()
    return _GROUPS.get(("helper", helper, places)) or to_places("helper", helper, places)


_SUIT_OF = {card: fc.suit(card) for card in fc.ROLE_OF}


def _equipped_actions(state: State, challenges: tuple[str, ...]) -> list[Action]:
    actions = []
    if not challenges:
        return actions
    zones = state.zones
    for zone, kind in STRIKES.items():
        if zones[zone]:
            card = zones[zone][0].card
            actions += _GROUPS.get((kind, card, challenges)) or to_places(kind, card, challenges)
    return actions
