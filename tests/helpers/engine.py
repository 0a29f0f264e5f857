"""Positions of every game reached by its bots, for engine and speed tests."""
from __future__ import annotations
from tarot_table.games.base import State
from tarot_table.rng import Rng


def positions(game, count: int, seed: int = 3) -> list[State]:
    """Positions from random play at every number of seats, a few moves apart."""
    found = []
    rng = Rng(seed)
    for players in range(game.min_players, game.max_players + 1):
        state = game.new(seed + players, None, game.default_seats(players))
        for _ in range(count):
            for _ in range(1 + rng.below(6)):
                legal = game.legal_actions(state)
                if game.current_seat(state) is None or not legal:
                    break
                game.apply(state, rng.choice(legal))
            if game.current_seat(state) is None:
                break
            found.append(state.clone())
    return found
