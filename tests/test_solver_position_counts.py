"""The proofs' counts, pinned: a change that makes a position of the proof cheaper (its key,
the bound's counts read once and handed on, the copies) must search the same positions and
note the same ones lost. Each case is the proof as ``solve`` sets it up (``solver_for``: the
game's key, order and bound), run from the deal to its end or to a count of positions: the
verdict, the positions searched and the positions noted lost, as measured on main at
``3e61693`` (29 November). A change that means to change what the proof searches (a new
bound, another order) changes these figures with it and says why in its commit; one that
only makes a position cheaper leaves them as they are. Under 2 s in all."""
from __future__ import annotations

import pytest

from tarot_table.games import GAMES
from tarot_table.solver import Budget
from tarot_table.solver.budget import OutOfBudget
from tarot_table.solver.search import solver_for

QUEENS = GAMES["queens-of-fate"]

# (deal, options, positions at most or None for the whole proof): (verdict, positions searched, noted lost)
PINNED = [
    ((1, {"rules": "reiser"}, None), ("lost", 2_169, 611)),   # 2,173 and 613 before standing_room.py's checkpoint
    ((45, {"rules": "reiser"}, None), ("lost", 2_735, 904)),   # 5,281 and 1,801 before standing_room.py
    ((85, {"rules": "reiser"}, 5_000), ("unknown", 5_001, 1_917)),   # Reiser's tolls asked at most positions
    ((82, {"rules": "reiser"}, 3_000), ("unknown", 3_001, 656)),   # 1,296 noted lost before standing_room.py's walk
    # left out the sacrifices that would end the world before the checkpoint
    ((16, {}, None), ("lost", 11, 5)),
    ((37, {}, None), ("lost", 29, 13)),
    ((10, {}, 5_000), ("unknown", 5_001, 2_290)),   # the original rules' counts and tolls at most positions
]


def proof_counts(seed: int, options: dict, nodes: int | None) -> tuple[str, int, int]:
    state = QUEENS.new(seed, QUEENS.check_options(options))
    budget = Budget(nodes=nodes)
    budget.begin()
    proof = solver_for(QUEENS, state, budget)
    try:
        line, _ = proof.prove(state, 0, {})
        verdict = "lost" if line is None else "winnable"
    except OutOfBudget:
        verdict = "unknown"
    return verdict, budget.spent, len(proof.lost)


@pytest.mark.parametrize("case, counts", PINNED, ids=[f"{seed}-{options.get('rules', 'original')}"
                                                      for (seed, options, _), _ in PINNED])
def test_the_proof_searches_the_positions_it_searched(case, counts):
    assert proof_counts(*case) == counts
