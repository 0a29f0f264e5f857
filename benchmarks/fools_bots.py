"""Is the rollout bot (hints, autoplay) stronger than the greedy one? Both play the
same deals; for each deal the figures are whether the journey was won and how many
trumps the Fool completed. The comparison is paired (deal by deal), with its
standard error. The rollout bot plays in its fixed-work mode, so the figures do not
depend on the machine's load (figures only; nothing asserts).

Run:  python benchmarks/fools_bots.py DEALS [FIRST] [option=value ...] [--out FILE]
      python benchmarks/fools_bots.py --sum FILE [FILE ...]
A long study is best run in chunks (several processes, each its own deals), each
writing its deals to a file with ``--out`` (one line a deal, appended); ``--sum``
then gives the figures of all the chunks together."""
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


def play(deals: int, first: int, options: dict, out: str | None) -> list[tuple[int, ...]]:
    """Each deal played by both bots: (deal, greedy won, greedy trumps, rollout won,
    rollout trumps), printed (or appended to ``out``) as soon as it is known."""
    from tarot_table.games import get_game
    game = get_game("fools-journey")
    options = game.check_options(options)
    rows, seconds = [], dict.fromkeys(BOTS, 0.0)
    for seed in range(first, first + deals):
        row = [seed]
        for bot in BOTS:
            started = time.process_time()
            row += journey(game, seed, options, bot)
            seconds[bot] += time.process_time() - started
        rows.append(tuple(row))
        if out:
            with open(out, "a", encoding="utf-8") as file:
                file.write(" ".join(map(str, row)) + "\n")
    print(", ".join(f"{bot}: {seconds[bot]:.0f} s of processor time" for bot in BOTS))
    return rows


def summary(rows: list[tuple[int, ...]]) -> None:
    deals = len(rows)
    greedy = [(r[1], r[2]) for r in rows]
    rollouts = [(r[3], r[4]) for r in rows]
    for bot, results in zip(BOTS, (greedy, rollouts)):
        print(f"{bot}: {sum(w for w, _ in results)} of {deals} won, "
              f"{sum(c for _, c in results) / deals:.2f} trumps completed a deal")
    for what, index in (("wins", 0), ("trumps completed", 1)):
        mean, error = paired([r[index] for r in greedy], [r[index] for r in rollouts])
        sigmas = f", {mean / error:.1f} standard errors" if error else ""
        print(f"rollouts minus greedy, {what} a deal: {mean:+.3f} ± {error:.3f} (standard error{sigmas})")
    better = sum(r[1] > g[1] for g, r in zip(greedy, rollouts))
    worse = sum(r[1] < g[1] for g, r in zip(greedy, rollouts))
    print(f"deals where the rollout bot got further: {better}, less far: {worse}, as far: {deals - better - worse}")


def read(paths: list[str]) -> list[tuple[int, ...]]:
    """The deals of several ``--out`` files, each deal once."""
    rows = {}
    for path in paths:
        for line in Path(path).read_text(encoding="utf-8").split("\n"):
            if line.strip():
                row = tuple(map(int, line.split()))
                rows[row[0]] = row
    return [rows[deal] for deal in sorted(rows)]


def main(args: list[str]) -> None:
    if args and args[0] == "--sum":
        rows = read(args[1:])
        print(f"{len(rows)} deals, {rows[0][0]} to {rows[-1][0]}")
        summary(rows)
        return
    out = None
    if "--out" in args:
        at = args.index("--out")
        out = args[at + 1]
        del args[at:at + 2]
    count = int(args.pop(0)) if args else 20
    start = int(args.pop(0)) if args and "=" not in args[0] else 0
    summary(play(count, start, dict(a.split("=", 1) for a in args), out))


if __name__ == "__main__":
    main(sys.argv[1:])
