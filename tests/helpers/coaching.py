"""Real games played to a coaching situation (tarot_table/coaching.py): every seat's moves
chosen by the game's first (quickest) bot, the first seat counting as the person at the screen, and
each situation looked for as the table looks for it: after each move, and in each position
where the person is to play. A situation made by a kind of move the person may make is
steered to: the person makes it as soon as the rules allow it."""
from __future__ import annotations

from tarot_table.coaching import Move, Situation, open_kinds
from tarot_table.games.base import Game
from tarot_table.rng import Rng
from tarot_table.session import Session

YOU = 0


def play_until_met(game: Game, situation: Situation, seed: int, options: dict[str, str] | None = None,
                   players: int | None = None, limit: int = 400) -> int | None:
    """The number of moves after which ``situation`` is first met in this deal, or None."""
    quick = next(iter(game.bots.values()))
    session = Session.start(game, seed, options or {}, game.default_seats(players))
    for _ in range(limit):
        state = session.state
        if game.outcome(state) is not None:
            return None
        seat = game.current_seat(state)
        if seat is None:
            return None
        if seat == YOU and situation.met(open_kinds(game.legal_actions(state)), None):
            return state.moves
        steer = [a for a in game.legal_actions(state) if seat == YOU and a.kind == situation.played]
        action = steer[0] if steer else quick(game, game.view(state, seat), Rng(seed * 7919 + state.moves))
        events = session.play(action)
        legal = open_kinds(game.legal_actions(session.state)) \
            if game.current_seat(session.state) == YOU and game.outcome(session.state) is None else None
        if situation.met(legal, Move(action, tuple(events), seat == YOU)):
            return session.state.moves
    return None
