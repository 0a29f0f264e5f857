"""The solver's lean copies (issue 34): the search copies a position without its log
(``search.lean_copy``), sharing the cards' records as every copy does (a record is never
changed, ``base.Placed``). Proved here the way the solver's other short cuts are: on
positions of games of every option set, playing any legal move on a lean copy leaves the
position it was copied from as it was and gives the position the rules give on a whole
copy; and whole searches answer the same, position for position, either way."""
from __future__ import annotations

import random

import pytest

from tarot_table.games import GAMES
from tarot_table.games.base import State
from tarot_table.solver import Budget, replay_wins
from tarot_table.solver import search
from tarot_table.solver.search import Solver, lean_copy, solve

FOOLS, QUEENS = GAMES["fools-journey"], GAMES["queens-of-fate"]
JOURNEY_OPTIONS = [{}, {"reversals": "on"}, {"difficulty": "easy"}, {"difficulty": "hard"},
                   {"order": "random"}, {"ace_up": "satchel"}, {"ace_up": "on-fool"}, {"friend": "on"},
                   {"reversals": "on", "order": "random", "ace_up": "on-fool"}]
IDS = ["-".join(f"{k}={v}" for k, v in options.items()) or "base" for options in JOURNEY_OPTIONS]


def snapshot(state: State) -> tuple:
    """Everything a position holds but its log, as plain values (not the records)."""
    zones = {zone: [(p.card, p.face_up, p.reversed) for p in pile] for zone, pile in state.zones.items()}
    return zones, repr(state.data), state.rng.state, state.to_act, state.moves, state.options, \
        [(s.name, s.bot) for s in state.seats]


def positions(game, options: dict, deals: int = 3, every: int = 2):
    """Positions along games played by the quick bot with a third of the moves random
    (random moves alone end a journey within a few moves)."""
    bot = game.bots[next(iter(game.bots))]
    for seed in range(deals):
        chance = random.Random(seed)
        state = game.new(seed, game.check_options(options))
        step = 0
        while game.outcome(state) is None and step < 300:
            if step % every == 0:
                yield state
            moves = game.legal_actions(state)
            move = chance.choice(moves) if chance.random() < 0.33 else bot(game, state, chance)
            game.apply(state, move)
            step += 1
        yield state


QUEENS_OPTIONS = [{}, {"rules": "reiser"}, {"artifacts": "on"}]
GAMES_AND_OPTIONS = [(FOOLS, options) for options in JOURNEY_OPTIONS] + [(QUEENS, options) for options in QUEENS_OPTIONS]
GAME_IDS = IDS + ["queens-" + ("-".join(f"{k}={v}" for k, v in options.items()) or "original") for options in QUEENS_OPTIONS]


def test_the_search_copies_both_solitaires_leanly():
    """The journey's copies are ``lean_copy``'s; Queens of Fate's share the values of its
    data no move changes in place (``Shortcuts.data_copy``) but copy the Artifacts. Both
    share the options and the seats, which no move changes (the test below)."""
    assert Solver(FOOLS, Budget(nodes=1)).copy is lean_copy
    copy = Solver(QUEENS, Budget(nodes=1)).copy
    assert copy is not lean_copy
    state = QUEENS.new(7, {"artifacts": "on"})
    state.data["artifacts"]["minor_arcana.cups.five"] = "minor_arcana.cups.ace"
    copied = copy(state)
    assert snapshot(copied) == snapshot(state) and copied.story == []
    assert copied.data is not state.data and copied.data["artifacts"] is not state.data["artifacts"]
    assert all(copied.zones[zone] is not pile for zone, pile in state.zones.items())
    assert copied.options is state.options and copied.seats is state.seats
    assert lean_copy(state).options is state.options and lean_copy(state).seats is state.seats


@pytest.mark.parametrize("game, options", GAMES_AND_OPTIONS, ids=GAME_IDS)
def test_a_move_on_a_lean_copy_leaves_the_position_as_it_was(game, options):
    """Every legal move, played on the solver's copy (``Solver.copy``: ``lean_copy``, with
    the game's own copy of its data where it has one, the options and seats shared) by the
    solver's way (``carry_out``) and on a whole copy by the plain API (``apply``): the
    position copied from is unchanged (its options and seats among what is compared),
    and both copies end up the same. The solver's other readings of a copy (its quick
    bot, its bound) change nothing either."""
    solver = Solver(game, Budget())
    checked = 0
    for state in positions(game, options):
        before = snapshot(state)
        for move in game.legal_actions(state):
            lean, whole = solver.copy(state), state.clone()
            game.carry_out(lean, move)
            game.apply(whole, move)
            assert snapshot(state) == before, move
            assert snapshot(lean) == snapshot(whole), move
            if game.outcome(lean) is None:
                solver.hopeless(lean)
                solver.favourite(lean)
                assert snapshot(lean) == snapshot(whole)
            checked += 1
    assert checked > 200


def test_a_lean_copy_is_the_position_it_copies():
    state = FOOLS.new(4, FOOLS.check_options({"ace_up": "on-fool"}))
    copied = lean_copy(state)
    assert snapshot(copied) == snapshot(state)
    assert all(copied.zones[zone] is not pile for zone, pile in state.zones.items())
    assert copied.data is not state.data and copied.data["worn"] is not state.data["worn"]
    assert copied.rng is not state.rng


@pytest.mark.parametrize("game, options, seed", [(FOOLS, {"difficulty": "hard"}, 1), (FOOLS, {"ace_up": "on-fool"}, 3),
                                                 (FOOLS, {"reversals": "on"}, 0), (FOOLS, {"order": "random"}, 3),
                                                 (FOOLS, {}, 2), (QUEENS, {"rules": "reiser"}, 1),
                                                 (QUEENS, {"rules": "reiser"}, 81), (QUEENS, {}, 98),
                                                 (QUEENS, {"artifacts": "on"}, 7)])
def test_the_search_answers_the_same_with_lean_copies_and_whole_copies(game, options, seed, monkeypatch):
    """The same verdict, phase, number of positions and line, whichever way positions are
    copied (the search repeats exactly for a budget of positions); a line found replays to
    a win through ``apply``."""
    state = game.new(seed, game.check_options(options))
    lean = solve(game, state, Budget(nodes=8_000))
    made = Solver.__init__

    def whole_copies(self, *args, **kwargs):
        made(self, *args, **kwargs)
        self.copy = State.clone

    monkeypatch.setattr(search.Solver, "__init__", whole_copies)
    whole = solve(game, state, Budget(nodes=8_000))
    assert (lean.verdict, lean.found_by, lean.nodes, lean.line) == \
        (whole.verdict, whole.found_by, whole.nodes, whole.line)
    if lean.line:
        assert replay_wins(game, state, lean.line)
