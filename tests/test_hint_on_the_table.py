"""A hint at the table: it names the card to move and where, and stays while the
position is the one it was given for (up to HINT_STAYS_S), going with a move made or
undone. Asked with real mouse events through the app's own loop."""
from __future__ import annotations


def test_a_hint_for_fate_names_the_card_to_lay_and_its_path(app):
    """The sixth real-window round: Tempting Fate's hint for Fate read "Hint: Lay it on path
    1", the card only lit on the table. Clicked as a person would, the hint now names the
    card in Fate's hand and the path ("Path 1" is the place's label on the table)."""
    from tarot_table.cards import english_name
    from tarot_table.games.base import Seat
    from tests.helpers.table import click, open_position, play_until
    from tests.helpers.tempting import GAME, table, z
    state = table(fate_hand=[z("star"), z("circle")], path1=[z("square")], path2=[z("cross", i) for i in range(1, 3)])
    scene = open_position(app, GAME, state, [Seat("Ann"), Seat("Bob", "basic")])
    assert scene.seat_to_act() == state.data["roles"]["fate"] == 0
    click(app, next(b for b in scene.bar_buttons if b.label == "Hint").rect.center)
    assert play_until(app, lambda: scene.hint is not None)
    action = scene.hint[0]
    assert action.kind == "place" and action.card in (z("star"), z("circle"))
    assert scene.message[0] == f"Hint: Lay the {english_name(action.card)} from your hand on path {action.to[-1]}"
