"""Hot seat: people sharing one screen each see only their own hidden cards.

The table shows what its viewer may see. When the seat to act is a person other than
the viewer, the screen is handed over: the person who has just played first sees what
their turn did and passes the screen with a button, then a pass screen hides the table
until the next person says they alone are looking, and only then may they move. A fresh
deal (a new game, the next game of a match, a restart) and a game opened from a save
begin behind the pass screen, since no hand may be face up before its owner is at the
screen; while bots play and no person has been passed the screen, no hidden hand is shown.
"""
from __future__ import annotations

from tarot_table.games.base import Game, State
from tarot_table.games.capabilities import pause_of


def humans(state: State) -> list[int]:
    return [i for i, seat in enumerate(state.seats) if seat.is_human]


def shares_screen(game: Game, state: State) -> bool:
    """Several people at one screen in a game with cards only one seat may see."""
    return len(humans(state)) > 1 and game.hidden_hands is not None


def person_to_act(game: Game, state: State) -> int | None:
    """The person to play now; nobody while a match pauses between its games."""
    seat = game.current_seat(state)
    if seat is None or not state.seats[seat].is_human or pause_of(game, state) is not None:
        return None
    return seat


def opening_view(game: Game, state: State) -> tuple[int | None, int | None]:
    """(viewer, the seat the screen is passed to) for a table just opened. Alone or with
    nothing hidden, the first person views. At a shared screen nobody views yet: the
    person to act is passed the screen before any hand is face up."""
    people = humans(state)
    if not shares_screen(game, state) or game.outcome(state) is not None:
        return (people[0] if people else None), None
    return None, person_to_act(game, state)


def pass_to(game: Game, state: State, viewer: int | None) -> int | None:
    """The seat the screen must be passed to before play goes on, if any."""
    to_act = person_to_act(game, state)
    if shares_screen(game, state) and to_act is not None and to_act != viewer:
        return to_act
    return None
