"""A hint at the table: it names the card to move and where, and stays while the
position is the one it was given for (up to HINT_STAYS_S), going with a move made or
undone. Asked with real mouse events through the app's own loop."""
from __future__ import annotations

from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.table.scenes.table import HINT_STAYS_S, TableScene
from tests.helpers.table import click, play_until, settle, step


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


def hint_asked(app, scene) -> None:
    click(app, next(b for b in scene.bar_buttons if b.label == "Hint").rect.center)
    assert play_until(app, lambda: scene.hint is not None)   # worked out in the background


def fools_journey_table(app) -> TableScene:
    scene = TableScene(app, Session.start(get_game("fools-journey"), 1))
    app.switch(scene)
    step(app)
    return scene


def test_a_hint_stays_until_the_player_acts_not_a_few_seconds(app):
    """The seventh real-window round, finding 7: the hint (its words and the move lit) went
    after about 4 s with the pointer still on Hint and nothing else done. The decision
    (README, "Hint"): it stays while the position is the one it was given for, up to
    HINT_STAYS_S."""
    scene = fools_journey_table(app)
    hint_asked(app, scene)
    hinted, words = scene.hint[0], scene.message[0]
    assert words == scene.hint_words and words
    app.clock.advance(HINT_STAYS_S - 5)
    step(app)
    assert scene.hint and scene.hint[0] == hinted and scene.message[0] == words
    app.clock.advance(10)
    step(app)
    assert scene.hint is None and scene.message[0] != words


def test_a_hint_goes_with_a_move_made_and_with_undo(app):
    scene = fools_journey_table(app)
    hint_asked(app, scene)
    words = scene.message[0]
    scene.perform(scene.hint[0])
    settle(app, scene)
    assert scene.hint is None and scene.message[0] != words
    hint_asked(app, scene)
    words = scene.message[0]
    click(app, next(b for b in scene.bar_buttons if b.label == "Undo").rect.center)
    settle(app, scene)
    assert scene.hint is None and scene.message[0] != words


def test_a_hint_gives_the_status_line_to_what_the_pointer_rests_on(app):
    """Play-test round 8, T2: after Hint the status line kept the hint while the pointer
    rested on a judge, whose vote ("Judge 9: 1 vote for the weakest all round ... If the
    vote were now ...") showed only after the next move. Now the line of what the pointer
    rests on takes the status line once the pointer has left where it was when the hint
    came; the hinted move stays lit on its card, and over nothing the hint's words are back."""
    from tarot_table.table.scenes.table_bars import status_line
    from tarot_table.table.scenes.table_cards import hint_cards
    from tests.helpers.table import rest_on, rest_till_the_tip, zone_centre
    from tests.helpers.tournament_recorded_game import table_after
    scene = table_after(app, 6)
    hint_asked(app, scene)
    words, lit = scene.hint_words, hint_cards(scene)
    assert status_line(scene)[0] == words and lit
    rest_on(app, zone_centre(scene, "judge9"))
    rest_till_the_tip(app)
    said = status_line(scene)[0]
    assert said.startswith("Judge 9: 1 vote for the weakest all round") and "If the vote were now" in said
    assert scene.hint is not None and hint_cards(scene) == lit
    table = scene.frame(app.screen.get_size())["table"]
    rest_on(app, (table.right - 2, table.bottom - 2))   # nothing there says anything
    assert status_line(scene)[0] == words
