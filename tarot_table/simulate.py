"""Playing many games headless with bots, for measurements and for tests.

Games are spread over worker processes in fixed blocks of deals; every deal is played
from its own seed with its own random stream, so the figures do not depend on how many
workers played them."""
from __future__ import annotations

import itertools
import math
import multiprocessing
import os
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from tarot_table.games.base import BadOptions, Game, State
from tarot_table.rng import Rng

MAX_ACTIONS = 100_000  # a game that runs longer than this is reported as unfinished
BLOCKS_PER_WORKER = 4  # deals are handed out in blocks, a few per worker, to even out


def bot_for(game: Game, state: State, seat: int, override: str | None) -> str:
    return override or state.seats[seat].bot or game.strong_bot


def basic_bot(game: Game) -> str:
    """The first bot a game lists: its quick one, used by ``simulate`` unless told."""
    return next(iter(game.bots))


def play_out(game: Game, state: State, bot: str | None = None, rng: Rng | None = None,
             dice: list[Rng] | None = None) -> int:
    """Let bots play ``state`` to the end; returns the number of actions taken. The bots
    share ``rng``, or each seat's bot draws from its own ``dice`` (as bots playing
    seats from different computers do)."""
    rng = rng or Rng(state.seed ^ 0x5EED)
    deciders = [game.bots[bot_for(game, state, seat, bot)] for seat in range(len(state.seats))]
    draws = dice or [rng] * len(state.seats)   # each seat's generator, looked up once a move
    forced_move = game.shortcuts.forced if game.says_forced else None
    for count in range(MAX_ACTIONS):
        seat = game.current_seat(state)
        if seat is None:
            return count
        forced = forced_move(state) if forced_move else None
        if forced is not None:   # no choice: no peek, and no bot to ask
            game.carry_out(state, forced)
            continue
        seen = game.peek(state, seat)
        game.apply_chosen(state, seen, deciders[seat](game, seen, draws[seat]))
    return MAX_ACTIONS


def check_players(game: Game, players: int | None) -> int:
    """The number of seats to simulate: the game's least unless told; a clear refusal
    outside what the game takes."""
    if players is None:
        return game.min_players
    if not game.min_players <= players <= game.max_players:
        allowed = (str(game.min_players) if game.min_players == game.max_players
                   else f"{game.min_players} to {game.max_players}")
        raise BadOptions(f"{game.id} is played by {allowed} player{'s' * (game.max_players > 1)}, "
                         f"not {players}")
    return players


def choose_pairings(game: Game, players: int, bot: str | None, every_pairing: bool) -> list[tuple[str, ...]]:
    """Which bot sits in which seat, once per pairing to play. ``bot`` is one bot for
    every seat or one per seat separated by commas; by default every seat gets the
    quick bot; ``every_pairing`` plays each combination of the game's bots."""
    if every_pairing:
        return list(itertools.product(game.bots, repeat=players))
    if bot is None:
        return [(basic_bot(game),) * players]
    names = tuple(name.strip() for name in bot.split(","))
    for name in names:
        if name not in game.bots:
            raise BadOptions(f"unknown bot '{name}' (bots: {', '.join(game.bots)})")
    if len(names) == 1:
        return [names * players]
    if len(names) != players:
        raise BadOptions(f"--bot names {len(names)} bots for {players} seats")
    return [names]


@dataclass
class Tally:
    """Results of a block of deals under one pairing; blocks add up."""

    wins: list[int]
    unfinished: int = 0
    actions: int = 0
    played: int = 0
    details: dict[str, int] = field(default_factory=dict)   # the games' own account of each ending
    shared: int = 0     # games won by several seats together
    drawn: int = 0      # games no seat won
    measures: dict[str, float] = field(default_factory=dict)   # sums of the game's own figures
    by_role: dict[str, int] = field(default_factory=dict)
    squares: dict[str, float] = field(default_factory=dict)   # sums of their squares, for the spread

    def add(self, other: "Tally") -> None:
        self.wins = [a + b for a, b in zip(self.wins, other.wins)]
        self.unfinished += other.unfinished
        self.actions += other.actions
        self.played += other.played
        for detail, count in other.details.items():
            self.details[detail] = self.details.get(detail, 0) + count
        self.shared += other.shared
        self.drawn += other.drawn
        for name, amount in other.measures.items():
            self.measures[name] = self.measures.get(name, 0.0) + amount
        for role, count in other.by_role.items():
            self.by_role[role] = self.by_role.get(role, 0) + count
        for name, amount in other.squares.items():
            self.squares[name] = self.squares.get(name, 0.0) + amount


def play_block(game: Game, seeds: range, options: dict[str, str], pairing: tuple[str, ...]) -> Tally:
    """Play the deals ``seeds`` with ``pairing`` in the seats."""
    tally = Tally([0] * len(pairing))
    for seed in seeds:
        seats = game.default_seats(len(pairing))
        for seat, name in zip(seats, pairing):
            seat.bot = name
        state = game.new(seed, options, seats)
        tally.actions += play_out(game, state)
        tally.played += 1
        for role in ([] if game.match is None else game.match.winning_roles(state)):
            tally.by_role[role] = tally.by_role.get(role, 0) + 1
        outcome = game.outcome(state)
        if outcome is None:
            tally.unfinished += 1
            continue
        for winner in outcome.winners:
            tally.wins[winner] += 1
        if outcome.detail:
            tally.details[outcome.detail] = tally.details.get(outcome.detail, 0) + 1
        tally.shared += len(outcome.winners) > 1
        tally.drawn += not outcome.winners
        for name, amount in game.ending.measures(state).items():
            tally.measures[name] = tally.measures.get(name, 0.0) + amount
            tally.squares[name] = tally.squares.get(name, 0.0) + amount * amount
    return tally


def _blocks(seed: int, games: int, count: int) -> list[range]:
    size = max(1, -(-games // count))
    return [range(seed + start, seed + min(games, start + size)) for start in range(0, games, size)]


def _play_all(game: Game, games: int, seed: int, options: dict[str, str],
              pairings: list[tuple[str, ...]], workers: int) -> list[Tally]:
    if workers <= 1 or games * len(pairings) < 2:
        return [play_block(game, range(seed, seed + games), options, p) for p in pairings]
    blocks = _blocks(seed, games, workers * BLOCKS_PER_WORKER)
    totals = [Tally([0] * len(p)) for p in pairings]
    with worker_pool(workers) as pool:
        jobs = [(i, pool.submit(play_block, game, block, options, p))
                for i, p in enumerate(pairings) for block in blocks]
        for i, job in jobs:
            totals[i].add(job.result())
    return totals


def _wins_by_bot(pairings: list[tuple[str, ...]], tallies: list[Tally]) -> dict[str, float]:
    """Each bot's share of the games it sat in that it won, over every pairing."""
    won: dict[str, int] = {}
    sat: dict[str, int] = {}
    for pairing, tally in zip(pairings, tallies):
        for seat, name in enumerate(pairing):
            won[name] = won.get(name, 0) + tally.wins[seat]
            sat[name] = sat.get(name, 0) + tally.played
    return {name: round(won[name] / sat[name], 4) for name in sorted(won) if sat[name]}


def worker_pool(workers: int) -> ProcessPoolExecutor:
    """Worker processes forked from this one where the system can: the packaged app
    leaves out PyInstaller's hook that lets a frozen program start workers by running
    itself again (installer.spec), and a fork needs none."""
    fork = multiprocessing.get_context("fork") if "fork" in multiprocessing.get_all_start_methods() else None
    return ProcessPoolExecutor(max_workers=workers, mp_context=fork)


def default_workers() -> int:
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)


def simulate(game: Game, games: int, seed: int, bot: str | None, options: dict[str, str],
             players: int | None = None, workers: int = 1, every_pairing: bool = False) -> dict:
    """Play ``games`` deals per pairing of bots, spread over ``workers`` processes. The
    results say how often each seat won under each pairing (a solitaire: won and lost)."""
    players = check_players(game, players)
    pairings = choose_pairings(game, players, bot, every_pairing)
    started = time.perf_counter()
    tallies = _play_all(game, games, seed, options, pairings, workers)
    elapsed = max(time.perf_counter() - started, 1e-9)
    seat_names = [s.name for s in game.default_seats(players)]
    results = {}
    for pairing, tally in zip(pairings, tallies):
        if players == 1:
            results = {"won": tally.wins[0], "lost": games - tally.wins[0] - tally.unfinished,
                       "unfinished": tally.unfinished}
            if tally.details:
                results["details"] = dict(sorted(tally.details.items(), key=lambda kv: -kv[1]))
        else:
            key = ", ".join(f"{name}={bot_name}" for name, bot_name in zip(seat_names, pairing))
            results[key] = {**{name: tally.wins[j] for j, name in enumerate(seat_names)},
                            "drawn": tally.drawn,
                            "unfinished": tally.unfinished}
            if tally.shared:
                results[key]["shared"] = tally.shared
            if tally.details:
                results[key]["details"] = dict(sorted(tally.details.items(), key=lambda kv: -kv[1]))
            if tally.by_role:
                results[key]["wins by role"] = dict(sorted(tally.by_role.items()))
        if tally.measures:
            target = results if players == 1 else results[key]
            target["means"] = {name: round(total / max(1, tally.played), 4)
                               for name, total in sorted(tally.measures.items())}
            target["spreads"] = {name: round(math.sqrt(max(0.0, tally.squares.get(name, 0.0) / max(1, tally.played)
                                                            - (total / max(1, tally.played)) ** 2)), 4)
                                 for name, total in sorted(tally.measures.items())}
    played = games * len(pairings)
    actions = sum(t.actions for t in tallies)
    return {"game": game.id, "games": games, "players": players, "options": options,
            "bots": [list(p) for p in pairings], "workers": workers,
            "results": results, "win_rate": results["won"] / games if players == 1 else None,
            "wins_by_bot": _wins_by_bot(pairings, tallies) if players > 1 else None,
            "mean_actions": actions / played, "games_per_second": played / elapsed,
            "actions_per_second": actions / elapsed}
