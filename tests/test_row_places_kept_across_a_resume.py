"""Play-test round 7 (30 November, Queens of Fate at 1920x1080): the buttons under the
table keep their places within a session (finding P11), but after a quit and a resume
from Continue they were laid afresh, centred: "Ace of Wands…" and "Ace of Pentacles…"
stood at x 672 and 828 with an empty place kept for "Let it go", and at 470 and 626
after the resume. The row's places are kept in the save with the game."""
from __future__ import annotations

from tarot_table import saves
from tarot_table.clock import ManualClock
from tarot_table.games import get_game
from tarot_table.rng import Rng
from tarot_table.session import Session
from tarot_table.table.app import App
from tarot_table.table.scenes.menu import MenuScene
from tarot_table.table.scenes.table import TableScene
from tests.helpers.table import click, step

QUEENS = get_game("queens-of-fate")
SIZE = (1920, 1080)


def _row(scene) -> dict[str, int]:
    return {b.label: b.rect.x for b in scene.choice_buttons}


def test_the_row_under_the_table_stands_as_it_stood_after_a_quit_and_a_resume():
    app = App(headless=True, size=SIZE, clock=ManualClock())
    app.settings.animation = "instant"
    scene = app.go("table", Session.start(QUEENS, 2, QUEENS.check_options({})))
    step(app, 2)
    bot, rng = QUEENS.bots["greedy"], Rng(2)
    for _ in range(11):   # a drawn Queen let go ("Let it go" beside "Ace of Cups…"), then the row without it
        state = scene.session.state
        scene.perform(bot(QUEENS, QUEENS.view(state, QUEENS.current_seat(state)), rng), asked=True)
        step(app, 3)
    before = _row(scene)
    assert list(before) == ["Ace of Cups…"], before
    # the place is the one the row kept: laid afresh, without the places kept, it stands elsewhere
    laid_afresh = saves.restore(saves.payload(scene.session))
    laid_afresh.row_places = {}
    afresh = TableScene(app, laid_afresh, saving=False)
    app.switch(afresh)
    step(app, 2)
    assert _row(afresh)["Ace of Cups…"] != before["Ace of Cups…"], (before, _row(afresh))
    afresh.leave()

    app.switch(scene)
    step(app)
    app.go("menu")   # the table is put away: its autosave is written
    step(app, 3)
    assert isinstance(app.scene, MenuScene)
    (resume,) = [b for b in app.scene.buttons if b.label == scene.session.slot]
    click(app, resume.rect.center)   # Continue: the game resumed from its save
    step(app, 3)
    resumed = app.scene
    assert isinstance(resumed, TableScene) and resumed is not scene
    assert _row(resumed) == before
    for left in app.scenes:
        left.leave()
