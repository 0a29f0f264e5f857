"""Tournament of Queens bots: speed and strength, figures printed only.

Speed: the quick bot's games a second with itself in every seat, and the decision time of
each bot (median and p95) on the positions quick play meets, all in this process's CPU
time. Strength: one shrewd seat among quick ones, in every seat order over the same deals.

Run: python benchmarks/tournament_bots.py --players 4 --games 50 --seed 7000 [--speed-only]
"""
from __future__ import annotations

import argparse
import time

from tarot_table.games import get_game
from tarot_table.rng import Rng
from tarot_table.simulate import play_block, simulate

GAME = get_game("tournament-of-queens")
clock = time.process_time


def speed(players: int, games: int) -> None:
    started = clock()
    tally = play_block(GAME, range(games), GAME.check_options({}), ("quick",) * players)
    spent = clock() - started
    print(f"quick, {players} seats: {games / spent:.1f} games/s, {tally.actions / games:.1f} actions a game")
    positions = []
    for seed in range(3):
        seats = GAME.default_seats(players)
        for seat in seats:
            seat.bot = "quick"
        state, rng = GAME.new(seed, {}, seats), Rng(seed)
        while (seat := GAME.current_seat(state)) is not None:
            positions.append((state.clone(), seat))
            GAME.apply(state, GAME.bots["quick"](GAME, GAME.view(state, seat), rng))
    for name, bot in GAME.bots.items():
        times = []
        for i, (state, seat) in enumerate(positions[::1 if name == "quick" else 3]):
            view = GAME.view(state, seat)
            began = clock()
            bot(GAME, view, Rng(i))
            times.append(clock() - began)
        times.sort()
        print(f"{name} decision: median {1000 * times[len(times) // 2]:.1f} ms, "
              f"p95 {1000 * times[int(0.95 * len(times))]:.1f} ms ({len(times)} decisions)")


def strength(players: int, games: int, seed: int, workers: int) -> None:
    won = 0
    for shrewd_seat in range(players):
        pairing = ",".join("shrewd" if i == shrewd_seat else "quick" for i in range(players))
        report = simulate(GAME, games, seed, pairing, {}, players=players, workers=workers)
        result = next(iter(report["results"].values()))
        name = GAME.default_seats(players)[shrewd_seat].name
        won += result[name]
        print(f"{pairing}: the shrewd seat won {result[name]} of {games}", flush=True)
    print(f"shrewd won {won} of {games * players} ({won / (games * players):.1%}; a fair share is "
          f"{1 / players:.1%})")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--seed", type=int, default=7000)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--speed-only", action="store_true")
    args = parser.parse_args()
    speed(args.players, 6)
    if not args.speed_only:
        strength(args.players, args.games, args.seed, args.workers)


if __name__ == "__main__":
    main()
