"""Playing many games headless with bots, for measurements and for tests."""
from __future__ import annotations

import itertools
import time

from tarot_table.games.base import Game, State
from tarot_table.rng import Rng

MAX_ACTIONS = 100_000  # a game that runs longer than this is reported as unfinished


def bot_for(game: Game, state: State, seat: int, override: str | None) -> str:
    return override or state.seats[seat].bot or game.strong_bot


def basic_bot(game: Game) -> str:
    """The first bot a game lists: its quick one, used by ``simulate`` unless told."""
    return next(iter(game.bots))


def play_out(game: Game, state: State, bot: str | None = None, rng: Rng | None = None) -> int:
    """Let bots play ``state`` to the end; returns the number of actions taken."""
    rng = rng or Rng(state.seed ^ 0x5EED)
    for count in range(MAX_ACTIONS):
        seat = game.current_seat(state)
        if seat is None:
            return count
        action = game.bots[bot_for(game, state, seat, bot)](game, game.view(state, seat), rng)
        game.apply(state, action)
    return MAX_ACTIONS


def simulate(game: Game, games: int, seed: int, bot: str | None, options: dict[str, str]) -> dict:
    """Play ``games`` deals per pairing of bots. A solitaire is played by one bot; a
    game for several seats is played by every pairing of its bots (or by ``bot`` in
    every seat), and the results say how often each seat won under each pairing."""
    players = game.min_players
    if players == 1 or bot:
        pairings = [(bot or basic_bot(game),) * players]
    else:
        pairings = list(itertools.product(game.bots, repeat=players))
    started = time.perf_counter()
    actions = 0
    results = {}
    for pairing in pairings:
        seats = game.default_seats(players)
        for seat, name in zip(seats, pairing):
            seat.bot = name
        wins = [0] * players
        unfinished = 0
        for i in range(games):
            state = game.new(seed + i, options, seats)
            actions += play_out(game, state)
            outcome = game.outcome(state)
            if outcome is None:
                unfinished += 1
                continue
            for winner in outcome.winners:
                wins[winner] += 1
        if players == 1:
            results = {"won": wins[0], "lost": games - wins[0] - unfinished, "unfinished": unfinished}
        else:
            key = ", ".join(f"{s.name}={name}" for s, name in zip(seats, pairing))
            results[key] = {**{s.name: wins[j] for j, s in enumerate(seats)},
                            "drawn": games - sum(wins) - unfinished, "unfinished": unfinished}
    played = games * len(pairings)
    elapsed = max(time.perf_counter() - started, 1e-9)
    return {"game": game.id, "games": games, "options": options, "bots": [list(p) for p in pairings],
            "results": results, "win_rate": results["won"] / games if players == 1 else None,
            "mean_actions": actions / played, "games_per_second": played / elapsed}
