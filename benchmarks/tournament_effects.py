"""Tournament of Queens: how much each trump is worth to whoever first holds it, in
equal-skill games (the same bot in every seat). For every Major Arcana card it prints
how often the contestant who first held it won, that share less the fair share (the
swing) with its standard error, how often it was played as an effect and how often its
player won.
Run: python benchmarks/tournament_effects.py --games 300 --players 4  (figures only)."""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tarot_table.cards import MAJOR_NAMES, facts  # noqa: E402
from tarot_table.games import get_game  # noqa: E402
from tarot_table.games.base import Seat  # noqa: E402
from tarot_table.rng import Rng  # noqa: E402

def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--bot", default="quick")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    game = get_game("tournament-of-queens")
    n = args.players
    held = [0] * 22; held_won = [0.0] * 22; held_won_sq = [0.0] * 22
    used = [0] * 22; used_won = [0.0] * 22
    started = time.perf_counter()
    for i in range(args.games):
        state = game.new(args.seed + i, seats=[Seat(f"S{k}", args.bot) for k in range(n)])
        rng = Rng(state.seed ^ 0x5EED)
        first, player = {}, {}
        while game.current_seat(state) is not None:
            for s in range(n):
                for p in state.zones[f"hand{s}"]:
                    f = facts(p.card)
                    if f.arcana == "major" and f.number not in first:
                        first[f.number] = s
            seat = game.current_seat(state)
            action = game.bots[args.bot](game, game.view(state, seat), rng)
            if action.kind == "effect" or (action.kind == "discard" and action.card == "major_arcana.20"):
                player[facts(action.card).number] = seat
            game.apply(state, action)
        winners = game.outcome(state).winners
        for k, s in first.items():
            held[k] += 1
            share = (1 / len(winners)) if s in winners else 0
            held_won[k] += share
            held_won_sq[k] += share * share
        for k, s in player.items():
            used[k] += 1
            used_won[k] += (1 / len(winners)) if s in winners else 0
    fair = 100 / n
    rows = []
    for k in range(22):
        rows.append({"card": MAJOR_NAMES[k], "held": held[k],
                     "holder_won_pct": round(100 * held_won[k] / held[k], 1) if held[k] else None,
                     "swing_points": round(100 * held_won[k] / held[k] - fair, 1) if held[k] else None,
                     "standard_error_points": _standard_error(held_won[k], held_won_sq[k], held[k]),
                     "played_as_effect": used[k],
                     "player_won_pct": round(100 * used_won[k] / used[k], 1) if used[k] else None})
    print(json.dumps({"games": args.games, "players": n, "bot": args.bot, "fair_share_pct": round(fair, 1),
                      "seconds": round(time.perf_counter() - started, 1), "cards": rows}, indent=1))

def _standard_error(total: float, total_sq: float, count: int) -> float | None:
    """The standard error, in points, of the mean of ``count`` win shares (a shared crown
    counts as a fraction of a win) whose sum and sum of squares are given."""
    if count < 2:
        return None
    mean = total / count
    variance = (total_sq - count * mean * mean) / (count - 1)
    return round(100 * (max(variance, 0.0) / count) ** 0.5, 1)


if __name__ == "__main__":
    main()
