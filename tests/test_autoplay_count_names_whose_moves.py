"""Play-test finding (29 November): Lucky You!'s end panel said "Time 3:03 · 190 moves",
then "Autoplay made 87 of 95 moves": two counts of moves that disagreed, the first of
every seat's, the second of the person's alone. Where bots moved too, the second names
whose moves it counts; a solitaire's (Queens of Fate's "137 of 146") is unchanged."""
from __future__ import annotations

from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.table.scenes.table import TableScene
from tests.helpers.rules_text import record_drawn
from tests.helpers.table import click, play_until, settle, step, zone_centre

LUCKY = get_game("lucky-you")


def test_lucky_yous_end_panel_says_whose_moves_autoplay_made(app, monkeypatch):
    scene = TableScene(app, Session.start(LUCKY, 5), saving=False)
    app.switch(scene)
    step(app)
    person = next(seat for seat in scene.session.state.seats if seat.is_human)
    while not scene.human_turn():   # the tokens picked, the first draws: the person's own move comes
        scene.bots.finish(timeout=60)
        step(app)
    click(app, scene.choice_buttons[0].rect.center)   # the person's own first move
    assert not scene.session.assisted
    click(app, next(b for b in scene.bar_buttons if b.label == "Autoplay").rect.center)
    play_until(app, lambda: LUCKY.outcome(scene.session.state) is not None)
    made, of = scene.session.autoplay_moves()
    every = len(scene.session.actions)
    assert 0 < made < of < every   # the bot's moves are in the whole count, not in Autoplay's
    drawn = record_drawn(monkeypatch)
    settle(app, scene)
    step(app, 3)
    words = [w for w, _ in drawn]
    assert any(w.endswith(f"{every} moves") and w.startswith("Time ") for w in words), words
    said = f"Autoplay made {made} of {person.name}'s {of} moves, so this game is counted apart"
    assert any(said in w for w in words), words
