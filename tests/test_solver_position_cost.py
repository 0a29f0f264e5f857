"""A position of the proof made cheaper, each way checked against the count it replaces: the
bound reads Destiny once for one ask and hands it to every count that reads it
(``removal_counts.DestinyRead``), ``never_leave_from`` keeps its last answer, the original rules'
walk of the trumps' toll is walked once an ask, and the key joins its tokens in one call.
Each gives, on positions of random games, what the count worked out afresh gives; the
positions the proofs search are pinned in tests/test_solver_position_counts.py."""
from __future__ import annotations

import random
from functools import cache, partial

from tarot_table.games import GAMES
from tarot_table.games.base import Placed
from tarot_table.games.queens_of_fate import out_of_reach
from tarot_table.games.queens_of_fate.out_of_reach import IN_PLAY, STUCK
from tarot_table.games.queens_of_fate.reisers_toll import fate_walk
from tarot_table.games.queens_of_fate.removal_counts import (FIXED_SETS, arcana_held, beaten_in_fate, destiny_read,
                                                             sacrificed_first, sealed_first, waiting_for_a_harvest)
from tarot_table.games.queens_of_fate.trumps_toll import toll_walk
from tarot_table.solver.keys import position_key
from tests.helpers.solver import highest_queen_and_free_cards, reach_afresh

QUEENS = GAMES["queens-of-fate"]
REISER = {"rules": "reiser"}


def random_positions(options: dict, games: int, every: int = 1):
    """Every ``every``-th position of ``games`` random games (each move drawn at random,
    seeds 0 up), each a copy of its own."""
    seen = 0
    for seed in range(games):
        chance, state = random.Random(seed), QUEENS.new(seed, QUEENS.check_options(options))
        while QUEENS.outcome(state) is None:
            if seen % every == 0:
                yield state.clone()
            seen += 1
            QUEENS.apply(state, chance.choice(QUEENS.legal_actions(state)))


def with_a_queen_below(options: dict, games: int):
    """Positions of random games with a Queen in the Portents: each with her place and the
    free cards the count for her reads."""
    for state in random_positions(options, games):
        highest = highest_queen_and_free_cards(state)
        if highest is not None:
            yield state, *highest


def test_destiny_read_once_is_destiny_read_afresh():
    """``DestinyRead``, Destiny and the Kings' first draws read once for one ask of the bound:
    the Arcana beaten in Fate, those that wait for a harvest and the walk of Fate handed it
    are those each finds reading Destiny afresh, under both rules; a read made for another
    place of the Portents is not used (the Kings in the Portents come in play by where she
    lies), and a count handed it reads afresh."""
    asked = 0
    for options in (REISER, {}):
        for state, place, _ in with_a_queen_below(options, 12):
            read = destiny_read(state, place)
            assert beaten_in_fate(state, place, read) == beaten_in_fate(state, place)
            assert waiting_for_a_harvest(state, place, read) == waiting_for_a_harvest(state, place)
            battled = state.zones["challenge"][-1].card if state.data["phase"] == "battle" else None
            assert fate_walk(state, read.cards, place, battled, read) == fate_walk(state, read.cards, place, battled)
            if place:
                other = destiny_read(state, place - 1)
                assert beaten_in_fate(state, place, other) == beaten_in_fate(state, place)
                assert waiting_for_a_harvest(state, place, other) == waiting_for_a_harvest(state, place)
            asked += 1
    assert asked >= 500


def test_the_last_reach_kept_is_given_only_for_the_same_portents():
    """``never_leave_from`` keeps its last answer with a copy of the Portents and conditions
    it was for: asked again of the same position, of the next one, and of the same position
    once a card is laid on its Portents in place (the list it was asked of, changed), each
    answer is the reach worked out afresh."""
    asked = 0
    for state in random_positions(REISER, 8):
        if not state.zones["portents"]:
            continue
        assert out_of_reach.never_leave_from(state) == out_of_reach.never_leave_from(state) == reach_afresh(state)
        top = next((p.card for zone in ("destiny", "fate", "sources") for p in state.zones[zone]), None)
        if top is not None:
            state.move(top, "portents", face_up=False)   # the same list, one card longer
            assert out_of_reach.never_leave_from(state) == reach_afresh(state)
        asked += 1
    assert asked >= 300


def test_the_trumps_toll_walked_once_an_ask_is_the_walk_made_at_each_use():
    """Under the original rules the bound walks the trumps' toll once an ask and hands it
    to both counts that use it: ``sealed_first`` and ``sacrificed_first`` answer as they do
    walking it themselves, on positions of random games."""
    asked = 0
    for options in ({}, {"artifacts": "on"}):
        for state in random_positions(options, 10, every=3):
            zones = state.zones
            free = [p.card for zone, pile in zones.items() if zone not in STUCK for p in pile]
            met = frozenset(map(tuple, state.data["met"]))
            held, in_play = arcana_held(state), {p.card for zone in IN_PLAY for p in zones.get(zone, ())}
            walk = cache(partial(toll_walk, state))
            assert sealed_first(state, free, met, FIXED_SETS, held, in_play, walk) == \
                sealed_first(state, free, met, FIXED_SETS, held, in_play)
            assert sacrificed_first(state, free, met, held, in_play, walk) == sacrificed_first(state, free, met, held, in_play)
            asked += 1
    assert asked >= 300


def test_the_key_joined_in_one_call_is_the_key_written_card_by_card():
    """The key joins a pile's tokens kept on its records in one call, and writes the token of
    a record no key has met yet: a position whose records are all made apart (no token on any)
    has the key of the same position laid with the shared records, under both rules."""
    for options in (REISER, {}):
        for state in random_positions(options, 2, every=7):
            key = position_key(QUEENS, state)
            shared = key(state)
            apart = state.clone()
            apart.zones = {zone: [Placed(p.card, p.face_up, p.reversed) for p in pile] for zone, pile in state.zones.items()}
            assert all(p.keyed is None for pile in apart.zones.values() for p in pile)
            assert key(apart) == shared
