"""Play-test findings (29 November): Lucky You! gave a newcomer no note at their first turn,
where every other game says what a turn is at the deal; Tempting Fate's first game could end
in 13 seconds for a newcomer who, as Fate, laid lone cards on several paths without knowing
that the querent clearing any path ends the game. Both come from the games' own coach.toml
(the table's coaching, which names no game). The seed: "If the querent removes the last
card in a path, the querent wins." Real clicks on the table."""
from __future__ import annotations

import pytest

from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.table.scenes.table import TableScene
from tests.conftest import headless_app
from tests.helpers.table import click, play_until, step, zone_centre


@pytest.fixture(params=[(1024, 700), (1920, 1080), (2560, 1440)], ids=lambda size: f"{size[0]}x{size[1]}")
def app(request):
    for app in headless_app(request.param):
        app.settings.coaching = True
        yield app


def open_game(app, game_id: str, seed: int) -> TableScene:
    game = get_game(game_id)
    scene = TableScene(app, Session.start(game, seed, game.check_options({})))
    app.switch(scene)
    step(app)
    return scene


def test_lucky_you_says_how_to_take_a_turn_at_the_first_draw(app):
    scene = open_game(app, "lucky-you", 5)
    while any(action.kind == "pick-token" for action in scene.legal()):   # the tokens picked (their own tests click)
        scene.perform(next(action for action in scene.legal() if action.kind == "pick-token"))
        play_until(app, lambda: scene.human_turn() or scene.outcome() is not None)
    play_until(app, lambda: scene.human_turn() and scene.handoff_to is None)
    step(app)
    assert {action.kind for action in scene.legal()} >= {"draw"}
    note = scene.coaching.note
    assert note is not None and note.id == "draw", note
    assert "click your game pack" in note.note and "moves your token" in note.note
    frame = scene.frame(app.screen.get_size())
    assert not frame["coach"].colliderect(frame["table"])   # the note has room of its own
    made = len(scene.session.actions)
    click(app, zone_centre(scene, "pack0"))   # the draw itself: the note has said its piece
    step(app)
    assert scene.session.actions[made].kind == "draw"
    assert scene.coaching.note is None or scene.coaching.note.id != "draw"


def test_tempting_fates_first_note_says_a_path_cleared_ends_the_game(app):
    scene = open_game(app, "tempting-fate", 5)
    play_until(app, lambda: scene.human_turn() and scene.handoff_to is None)
    assert "place" in {action.kind for action in scene.legal()}, "the newcomer is Fate in the first game"
    note = scene.coaching.note
    assert note is not None and note.id == "fate-turn"
    assert "a path the querent clears wins for them" in note.note and "lone card" in note.note
