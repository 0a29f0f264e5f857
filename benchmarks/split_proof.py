"""A deal's proof split at its positions after a number of draws, for deals whose proof does
not end in one go (docs/solver.md, "Reiser's deals 94, 87 and 40"): every position the deal
reaches after ``draws`` years, by any line, each once by the solver's key and those its bound
proves lost dropped (``Solver.turn_played``, the lines a year at a time), then the solver's
proof from each in turn, one solver for all (its table of positions noted lost shared), in
passes of growing budgets over the positions left unknown.

Every line of the deal passes through one of those positions or ends before it, so where each
is proved lost the deal is lost, as soundly as the solver's own proof (its key, its bound, its
table); a win met on the way is a line from the deal, replayed through ``apply`` before it is
told. ``--table`` raises the solver's table of positions noted lost (``LOST_TABLE_LIMIT``) for
a run that goes past a few million positions.

Run: python benchmarks/split_proof.py --seed 94 --draws 16 --passes 5000,30000,200000,3000000
[--option rules=reiser] [--table 30000000] (figures only; nothing asserts)."""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tarot_table.games.base import Game, State   # noqa: E402
from tarot_table.solver import Budget   # noqa: E402
from tarot_table.solver import search   # noqa: E402
from tarot_table.solver.search import OutOfBudget, Solver, replay_wins, solver_for, unwound   # noqa: E402


def positions_after(solver: Solver, state: State, draws: int) -> list[tuple[State, tuple | None]]:
    """Every position ``state`` reaches after ``draws`` more years, each once by the solver's
    key, with its line (the beams' linked pairs), those the bound proves lost or the solver
    noted lost dropped; raises ``search._Won`` with the line where a line wins first."""
    level: dict[bytes, tuple[State, tuple | None]] = {b"": (state, None)}
    for _ in range(draws):
        reached: dict[bytes, tuple[State, tuple | None]] = {}
        for position, path in level.values():
            solver.turn_played(position, path, solver.game.shortcuts.turn(position), 10**9, reached)
        level = {key: one for key, one in reached.items() if not solver.hopeless(one[0])}
    return list(level.values())


def split_proof(game: Game, state: State, draws: int, passes: list[int], report=print) -> dict:
    """The verdict of ``state`` by its positions after ``draws`` years, each proved with each
    budget of ``passes`` in turn while left unknown: "lost" where every one is, "winnable"
    with a line replayed to a win, else "unknown" with the positions left."""
    budget = Budget()
    budget.begin()
    solver = solver_for(game, state, budget)
    started = time.process_time()
    try:
        frontier = positions_after(solver, state, draws)
    except search._Won as won:
        return _found(game, state, won.line, budget)
    report(f"{len(frontier)} positions after {draws} draws ({budget.spent} positions played)")
    todo = list(enumerate(frontier))
    for per in passes:
        left = []
        for number, (position, path) in todo:
            budget.nodes = budget.spent + per
            try:
                line, _ = solver.prove(position, 0, {})
            except OutOfBudget:
                left.append((number, (position, path)))
                continue
            if line is not None:
                return _found(game, state, unwound(path) + line, budget)
        todo = left
        report(f"pass of {per} positions each: {len(todo)} left unknown, {budget.spent} positions in all, "
               f"{len(solver.lost)} noted lost, {time.process_time() - started:.1f} s {[n for n, _ in todo][:40]}")
        if not todo:
            return {"verdict": "lost", "positions": budget.spent, "frontier": len(frontier)}
    return {"verdict": "unknown", "positions": budget.spent, "frontier": len(frontier),
            "left": [number for number, _ in todo]}


def _found(game: Game, state: State, line: list, budget: Budget) -> dict:
    if not replay_wins(game, state, line):
        raise AssertionError("a line the split proof found does not replay to a win")
    return {"verdict": "winnable", "positions": budget.spent, "line": line}


def main() -> None:
    from tarot_table.games import get_game
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="queens-of-fate")
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--draws", type=int, required=True)
    parser.add_argument("--passes", default="5000,30000,200000")
    parser.add_argument("--option", action="append", default=[], help="KEY=VALUE (default rules=reiser)")
    parser.add_argument("--table", type=int, help="positions the solver may note lost (LOST_TABLE_LIMIT)")
    args = parser.parse_args()
    if args.table:
        search.LOST_TABLE_LIMIT = args.table
    game = get_game(args.game)
    options = dict(option.split("=", 1) for option in args.option) or {"rules": "reiser"}
    result = split_proof(game, game.new(args.seed, game.check_options(options)), args.draws,
                         [int(n) for n in args.passes.split(",")])
    print(result["verdict"], {key: value for key, value in result.items() if key not in ("verdict", "line")})


if __name__ == "__main__":
    main()
