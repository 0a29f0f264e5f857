"""Playing many games headless with bots, for measurements and for tests."""
from __future__ import annotations

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
    started = time.perf_counter()
    actions = 0
    bot = bot or basic_bot(game)
    seats = game.default_seats(game.min_players)
    for seat in seats:
        seat.bot = bot
    wins = [0] * len(seats)
    unfinished = 0
    for i in range(games):
        state = game.new(seed + i, options, seats)
        actions += play_out(game, state, bot)
        outcome = game.outcome(state)
        if outcome is None:
            unfinished += 1
            continue
        for winner in outcome.winners:
            wins[winner] += 1
    elapsed = max(time.perf_counter() - started, 1e-9)
    report = {"game": game.id, "games": games, "options": options, "bot": bot,
              "mean_actions": actions / games, "games_per_second": games / elapsed}
    if len(seats) == 1:
        report["results"] = {"won": wins[0], "lost": games - wins[0] - unfinished, "unfinished": unfinished}
        report["win_rate"] = wins[0] / games
    else:
        report["results"] = {f"seat {i + 1} ({s.name})": wins[i] for i, s in enumerate(seats)}
        report["results"]["unfinished"] = unfinished
        report["win_rate"] = None
    return report
