"""The solver against the targets of issue 34: for each rule set, difficulty and variant,
the share of deals answered (winnable or proved lost, not unknown) within the time
allowed, and the median and p95 time of an answer; and how many positions a second the
solver's own way through the rules (``bot_moves`` and ``carry_out``) reaches against the
plain rules API (``legal_actions`` and ``apply``).

Also the time "Winnable deals only" takes to find a deal on the new-game page, from a
cold start (target: 2 s at p95), for --deals different first deal numbers.

Run: python benchmarks/solver.py [--deals N] [--workers W] [--only queens|fools]
[--part answers|deal|speed] (figures only; nothing asserts). Each deal runs on one core; with several workers the
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


def winnable_deal_figures(game, options: dict, tries: int) -> str:
    """Seconds until a winnable deal is found, from ``tries`` first deal numbers, as the
    new-game page looks (rounds of 2 s until one is found)."""
    import statistics
    from tarot_table.solver.deals import percentile
    from tarot_table.solver.winnable import WinnableDealer
    times, searched = [], 0
    for start in range(10_000, 10_000 + 1_000 * tries, 1_000):
        started = time.perf_counter()
        dealer = WinnableDealer(game, game.check_options(options), start).start()
        dealer.wait()
        times.append(time.perf_counter() - started)
        searched += dealer.tried
    times.sort()
    p95 = percentile(times, 0.95)
    return (f"{game.id} {options or 'base'}: winnable deal found in median {statistics.median(times):.2f} s, "
            f"p95 {p95:.2f} s (target 2 s: {'yes' if p95 <= 2.0 else 'NO'}), max {times[-1]:.2f} s; "
            f"{searched / tries:.1f} deals searched each")


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
    parser.add_argument("--part", choices=("answers", "deal", "speed"))
    args = parser.parse_args()
    from tarot_table.games import get_game
    for game_id, option_sets in OPTION_SETS.items():
        if args.only and not game_id.startswith(args.only):
            continue
        game = get_game(game_id)
        for options in option_sets:
            if args.part in (None, "answers"):
                print(answered_figures(game, options, args.deals, args.workers), flush=True)
            if args.part in (None, "deal"):
                print(winnable_deal_figures(game, options, args.deals), flush=True)
        if args.part not in (None, "speed"):
            continue
        ours, plain = positions_per_second(game, range(3), 20_000)
        print(f"{game_id} proof search: {ours:.0f} positions/s through bot_moves and carry_out, "
              f"{plain:.0f} through legal_actions and apply ({ours / plain:.2f}x)", flush=True)


if __name__ == "__main__":
    main()
