"""Hot seat: people sharing one screen each see only their own hidden cards.

The table shows what its viewer may see. When the seat to act is a person other than
the viewer, the screen is handed over first: a pass screen hides the table until that
person says they alone are looking, and only then may they move. A game opened from a
save comes back behind the pass screen, since nobody knows who sits at the screen now;
while bots play and no person has been passed the screen, no hidden hand is shown.
"""
from __future__ import annotations

from tarot_table.games.base import Game, State


def humans(state: State) -> list[int]:
    return [i for i, seat in enumerate(state.seats) if seat.is_human]


def shares_screen(game: Game, state: State) -> bool:
    """Several people at one screen in a game with cards only one seat may see."""
    return len(humans(state)) > 1 and bool(game.private_zones(state))


def person_to_act(game: Game, state: State) -> int | None:
    seat = game.current_seat(state)
    return seat if seat is not None and state.seats[seat].is_human else None


def opening_view(game: Game, state: State, resumed: bool) -> tuple[int | None, int | None]:
    """(viewer, the seat the screen is passed to) for a table just opened. Alone or with
    nothing hidden, the first person views. A fresh deal that the first person plays
    shows their cards at once; any other person to act gets the pass screen first."""
    people = humans(state)
    first = people[0] if people else None
    if not shares_screen(game, state) or game.outcome(state) is not None:
        return first, None
    to_act = person_to_act(game, state)
    if not resumed and to_act == first:
        return first, None
    return None, to_act


def pass_to(game: Game, state: State, viewer: int | None) -> int | None:
    """The seat the screen must be passed to before play goes on, if any."""
    to_act = person_to_act(game, state)
    if shares_screen(game, state) and to_act is not None and to_act != viewer:
        return to_act
    return None
