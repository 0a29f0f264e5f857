"""Tournament of Queens bots: speed and strength, figures printed only.

Speed: the quick bot's games a second with itself in every seat, and the decision time of
each bot (median and p95, against the 0.5 s target) on the positions quick play meets,
all in this process's CPU time.

Strength, paired (--paired DEALS, four seats): every deal is played twice, two shrewd
seats facing two quick ones (shrewd, quick, shrewd, quick), then with the seats rotated
one place (quick, shrewd, quick, shrewd). The shrewd pair's share of the crowns (a shared
crown counted as its part) is printed with its standard error, taken over the deals
(each deal's two games are one paired measurement): the target is a clear majority, the
share more than two standard errors above one half.

Strength, one seat (--games N): one shrewd seat among quick ones, in every seat order
over the same deals.

Run: python benchmarks/tournament_bots.py --paired 250 --seed 9000 --workers 2
     python benchmarks/tournament_bots.py --players 4 --games 50 --seed 7000 [--speed-only]
"""
from __future__ import annotations

import argparse
import math
import time

from tarot_table.games import get_game
from tarot_table.rng import Rng
from tarot_table.simulate import play_block, simulate, worker_pool

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
        p95 = times[int(0.95 * len(times))]
        print(f"{name} decision: median {1000 * times[len(times) // 2]:.1f} ms, "
              f"p95 {1000 * p95:.1f} ms ({len(times)} decisions; target p95 under 500 ms: "
              f"{'met' if p95 < 0.5 else 'NOT met'})")


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


ROTATIONS = (("shrewd", "quick", "shrewd", "quick"), ("quick", "shrewd", "quick", "shrewd"))


def paired_deal(seed: int) -> list[float]:
    """One deal played in both rotations: the shrewd seats' share of the crown in each."""
    shares = []
    for pairing in ROTATIONS:
        tally = play_block(GAME, range(seed, seed + 1), GAME.check_options({}), pairing)
        crowned = sum(tally.wins)
        shrewd = sum(won for won, bot in zip(tally.wins, pairing) if bot == "shrewd")
        shares.append(shrewd / crowned if crowned else 0.0)
    return shares


def paired(deals: int, seed: int, workers: int) -> None:
    started = time.perf_counter()
    seeds = range(seed, seed + deals)
    if workers > 1:
        with worker_pool(workers) as pool:
            results = list(pool.map(paired_deal, seeds, chunksize=4))
    else:
        results = [paired_deal(s) for s in seeds]
    per_deal = [sum(pair) / 2 for pair in results]
    mean = sum(per_deal) / deals
    spread = math.sqrt(sum((x - mean) ** 2 for x in per_deal) / (deals - 1)) if deals > 1 else 0.0
    error = spread / math.sqrt(deals)
    for i, pairing in enumerate(ROTATIONS):
        print(f"{','.join(pairing)}: the shrewd seats' share of the crowns "
              f"{100 * sum(r[i] for r in results) / deals:.1f}% over {deals} deals")
    above = (mean - 0.5) / error if error else float("inf")
    print(f"shrewd pair against quick pair, {2 * deals} four-seat games ({deals} deals, seats rotated): "
          f"{100 * mean:.1f}% of the crowns, standard error {100 * error:.1f} points, "
          f"{above:.1f} standard errors above one half ({'a clear majority' if above > 2 else 'NOT a clear majority'}); "
          f"{time.perf_counter() - started:.0f} s")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--seed", type=int, default=7000)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--paired", type=int, default=0, help="deals of two shrewd against two quick seats")
    parser.add_argument("--speed-only", action="store_true")
    args = parser.parse_args()
    speed(4 if args.paired else args.players, 6)
    if args.paired:
        paired(args.paired, args.seed, args.workers)
    elif not args.speed_only:
        strength(args.players, args.games, args.seed, args.workers)


if __name__ == "__main__":
    main()
