"""Is the rollout bot (hints, autoplay) stronger than the greedy one? Both play the
same deals; for each deal the figures are whether the journey was won and how many
trumps the Fool completed. The comparison is paired (deal by deal), with its
standard error. The rollout bot plays in its fixed-work mode, so the figures do not
depend on the machine's load. Run: python benchmarks/fools_bots.py DEALS [FIRST]
[option=value ...]   (figures only; nothing asserts)."""
from __future__ import annotations

import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

BOTS = ("greedy", "rollouts-fixed")


def journey(game, seed: int, options: dict, bot: str) -> tuple[int, int]:
    """(won, trumps completed) of one deal played by ``bot``."""
    from tarot_table.simulate import play_out
    state = game.new(seed, options)
    play_out(game, state, bot)
    return int(game.outcome(state).won_by(0)), state.data["completed"]


def paired(first: list[float], second: list[float]) -> tuple[float, float]:
    """The mean of second minus first, deal by deal, and its standard error."""
    gaps = [b - a for a, b in zip(first, second)]
    mean = sum(gaps) / len(gaps)
    spread = math.sqrt(sum((g - mean) ** 2 for g in gaps) / max(1, len(gaps) - 1))
    return mean, spread / math.sqrt(len(gaps))


def main(deals: int, first: int, options: dict) -> None:
    from tarot_table.games import get_game
    game = get_game("fools-journey")
    options = game.check_options(options)
    results = {}
    for bot in BOTS:
        started = time.process_time()
        results[bot] = [journey(game, seed, options, bot) for seed in range(first, first + deals)]
        print(f"{bot}: {sum(w for w, _ in results[bot])} of {deals} won, "
              f"{sum(c for _, c in results[bot]) / deals:.2f} trumps completed a deal "
              f"({time.process_time() - started:.0f} s of processor time)")
    greedy, rollouts = results[BOTS[0]], results[BOTS[1]]
    for what, index in (("wins", 0), ("trumps completed", 1)):
        mean, error = paired([r[index] for r in greedy], [r[index] for r in rollouts])
        print(f"rollouts minus greedy, {what} a deal: {mean:+.3f} ± {error:.3f} (standard error)")
    better = sum(r[1] > g[1] for g, r in zip(greedy, rollouts))
    worse = sum(r[1] < g[1] for g, r in zip(greedy, rollouts))
    print(f"deals where the rollout bot got further: {better}, less far: {worse}, as far: {deals - better - worse}")


if __name__ == "__main__":
    args = sys.argv[1:]
    count = int(args.pop(0)) if args else 20
    start = int(args.pop(0)) if args and "=" not in args[0] else 0
    main(count, start, dict(a.split("=", 1) for a in args))
