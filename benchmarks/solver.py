"""The solver against the targets of issue 34: for each rule set, difficulty and variant,
the share of deals answered (winnable or proved lost, not unknown) within the time
allowed, and the median and p95 time of an answer; and how many positions a second the
solver's own way through the rules (``bot_moves`` and ``carry_out``) reaches against the
plain rules API (``legal_actions`` and ``apply``).

Run: python benchmarks/solver.py [--deals N] [--workers W] [--only queens|fools]
(figures only; nothing asserts). Each deal runs on one core; with several workers the
times are each worker's, so keep workers at or below the free cores."""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

TARGETS = {"queens-of-fate": (5.0, 0.99), "fools-journey": (10.0, 0.90)}   # seconds a deal, share answered
OPTION_SETS = {
    "queens-of-fate": [{}, {"rules": "reiser"}, {"artifacts": "on"}],
    "fools-journey": [{}, {"reversals": "on"}, {"difficulty": "easy"}, {"difficulty": "hard"},
                      {"order": "random"}, {"ace_up": "satchel"}, {"ace_up": "on-fool"}, {"friend": "on"}],
}


def answered_figures(game, options: dict, deals: int, workers: int) -> str:
    from tarot_table.solver.deals import solve_deals
    seconds, target = TARGETS[game.id]
    report = solve_deals(game, 0, deals, game.check_options(options), seconds, None, workers)
    counts, secs = report["verdicts"], report["seconds"]
    met = "yes" if report["answered"] >= target else "NO"
    return (f"{game.id} {options or 'base'}: {deals} deals at {seconds:.0f} s: winnable {counts['winnable']}, "
            f"lost {counts['lost']}, unknown {counts['unknown']}; answered {100 * report['answered']:.0f}% "
            f"(target {100 * target:.0f}%: {met}); median {secs['median']:.2f} s, p95 {secs['p95']:.2f} s")


def positions_per_second(game, seeds: range, nodes: int) -> tuple[float, float]:
    """The proof's depth-first search over the same positions, through the solver's way
    and through the plain API, in processor seconds."""
    from tarot_table.solver import Budget
    from tarot_table.solver.budget import OutOfBudget
    from tarot_table.solver.search import Solver

    class PlainSolver(Solver):
        def ordered_moves(self, state):
            moves = self.game.legal_actions(state)
            if len(moves) < 2:
                return moves
            first = self.bot(self.game, state, self.dice)
            return [first] + [m for m in moves if m != first]

        def forced(self, state):
            return None

        def play(self, state, action):
            self.budget.spend()
            self.game.apply(state, action)

    rates = []
    for kind in (Solver, PlainSolver):
        spent, used = 0, 0.0
        for seed in seeds:
            budget = Budget(nodes=nodes)
            budget.begin()
            started = time.process_time()
            try:
                kind(game, budget).prove(game.new(seed, {}), 0, {})
            except OutOfBudget:
                pass
            used += time.process_time() - started
            spent += min(budget.spent, nodes)
        rates.append(spent / max(used, 1e-9))
    return rates[0], rates[1]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--only", choices=("queens", "fools"))
    args = parser.parse_args()
    from tarot_table.games import get_game
    for game_id, option_sets in OPTION_SETS.items():
        if args.only and not game_id.startswith(args.only):
            continue
        game = get_game(game_id)
        for options in option_sets:
            print(answered_figures(game, options, args.deals, args.workers), flush=True)
        ours, plain = positions_per_second(game, range(3), 20_000)
        print(f"{game_id} proof search: {ours:.0f} positions/s through bot_moves and carry_out, "
              f"{plain:.0f} through legal_actions and apply ({ours / plain:.2f}x)", flush=True)


if __name__ == "__main__":
    main()
