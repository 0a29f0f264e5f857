"""How long the Fool's Journey bots take to decide: every decision of a few whole
games by the rollout bot (the one hints and autoplay use) is timed, and the quick
bot's games per second are printed. Run: python benchmarks/fools_journey.py [GAMES]
(figures only; nothing asserts)."""
from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def greedy_per_processor_second(game, options: dict, deals: int = 200, runs: int = 3) -> float:
    """Greedy games a second of this process's own time, the best of a few runs: on a
    shared machine the wall clock counts other people's work too."""
    from tarot_table.simulate import play_block
    best = float("inf")
    for _ in range(runs):
        started = time.process_time()
        play_block(game, range(deals), options, ("greedy",))
        best = min(best, time.process_time() - started)
    return deals / best


def main(games: int = 3) -> None:
    from tarot_table.games import get_game
    from tarot_table.rng import Rng
    from tarot_table.simulate import simulate
    game = get_game("fools-journey")
    for options in ({}, {"reversals": "on"}):
        report = simulate(game, 100, 0, "greedy", game.check_options(options))
        print(f"greedy {options or 'base'}: {report['games_per_second']:.1f} games/s, "
              f"{report['actions_per_second']:.0f} actions/s; "
              f"{greedy_per_processor_second(game, game.check_options(options)):.1f} games "
              "per second of processor time (best of three runs of 200 deals)")
    for options in ({}, {"reversals": "on"}):
        times = []
        for seed in range(games):
            state = game.new(seed, options)
            rng = Rng(seed)
            while game.outcome(state) is None:
                view = game.view(state, 0)
                started = time.perf_counter()
                action = game.bots["rollouts"](game, view, rng)
                times.append(time.perf_counter() - started)
                game.apply(state, action)
        times.sort()
        p95 = times[int(0.95 * (len(times) - 1))]
        print(f"rollouts {options or 'base'}: {len(times)} decisions in {games} games, "
              f"median {1000 * statistics.median(times):.0f} ms, p95 {1000 * p95:.0f} ms, "
              f"max {1000 * times[-1]:.0f} ms")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
