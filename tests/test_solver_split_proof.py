"""The proof split at a deal's positions after some draws (benchmarks/split_proof.py), which
proved Reiser's deal 94 lost (docs/solver.md, "Reiser's deals 94, 87 and 40"): it agrees with
the solver's own proof, a win it meets replays through the rules, and its positions after the
draws hold every position random games through ``legal_actions``/``apply`` reach there."""
from __future__ import annotations

import random

from benchmarks.split_proof import positions_after, split_proof
from tarot_table.games import get_game
from tarot_table.solver import Budget
from tarot_table.solver.search import LOST, WINNABLE, replay_wins, solve, solver_for

QUEENS = get_game("queens-of-fate")
REISER = {"rules": "reiser"}


def quiet(_line: str) -> None:
    return None


def test_the_split_proof_of_lost_deals_agrees_with_the_solver():
    """Reiser's deals 1 and 45, which the solver proves lost within 20,000 positions, are lost
    split after 8 draws too."""
    for deal in (1, 45):
        state = QUEENS.new(deal, REISER)
        assert solve(QUEENS, state, Budget(nodes=20_000)).verdict == LOST
        result = split_proof(QUEENS, state, 8, [2_000, 20_000], report=quiet)
        assert result["verdict"] == "lost" and result["frontier"] > 1


def test_a_win_the_split_proof_meets_replays_through_the_rules():
    """Reiser's deal 25, which the solver wins: split after 5 draws, the line found from one of
    the positions there, joined to the line that reached it, wins from the deal by ``apply``."""
    state = QUEENS.new(25, REISER)
    assert solve(QUEENS, state, Budget(nodes=20_000)).verdict == WINNABLE
    result = split_proof(QUEENS, state, 5, [2_000, 20_000], report=quiet)
    assert result["verdict"] == "winnable" and replay_wins(QUEENS, state, result["line"])


def positions_random_games_reach(deal: int, draws: int, games: int) -> list:
    """Where each of ``games`` random games of ``deal`` stands right after its ``draws``-th
    draw, played through ``legal_actions`` and ``apply`` (those that end before, left out)."""
    reached = []
    for number in range(games):
        chance, state = random.Random(number), QUEENS.new(deal, REISER)
        while QUEENS.outcome(state) is None and state.data["years"] < draws:
            QUEENS.apply(state, chance.choice(QUEENS.legal_actions(state)))
        if QUEENS.outcome(state) is None:
            reached.append(state)
    return reached


def test_the_positions_after_the_draws_hold_every_line():
    """Reiser's deal 40 after 10 draws (40 positions, many ways there): each of 150 random
    games stands, right after its tenth draw, at a position the split keeps (by the solver's
    key) or one the bound proves lost. The check can fail: the positions kept where the old
    Fate is never discarded (every other move tried) miss some of them."""
    root = QUEENS.new(40, REISER)
    solver = solver_for(QUEENS, root, Budget())
    kept = {solver.key(position) for position, _ in positions_after(solver, root, 10)}
    reached = positions_random_games_reach(40, 10, 150)
    assert len(reached) > 100 and len(kept) > 20
    assert all(solver.key(state) in kept or solver.hopeless(state) for state in reached)

    narrow = solver_for(QUEENS, root, Budget())
    moves = narrow.ordered_moves
    narrow.ordered_moves = lambda state: [move for move in moves(state) if move.kind != "drop-fate"] or moves(state)
    fewer = {narrow.key(position) for position, _ in positions_after(narrow, root, 10)}
    assert sum(1 for state in reached if solver.key(state) not in fewer and not solver.hopeless(state)) > 10
