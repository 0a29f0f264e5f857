"""Saves that survive a kill, a corpus of bad save files met from the menu, and a
fault inside a game's rules during play."""
from __future__ import annotations

import multiprocessing
import os
import random
import signal

import pytest

from tarot_table import paths, saves
from tarot_table.games import get_game
from tarot_table.rng import Rng
from tarot_table.session import Session
from tarot_table.table.scenes.menu import MenuScene
from tests.helpers.saves import BAD_FILES
from tests.helpers.table import click, drag, deck_top, open_table, step, zone_centre

GAME = get_game("queens-of-fate")
KILLS = 200


SAVE_WAIT_S = 10   # a child that has not saved by then is stuck: the test fails


def autosave_forever(slot: str, saved) -> None:
    """Play and autosave as fast as possible until killed, releasing ``saved`` after each save."""
    rng = Rng(os.getpid())
    while True:
        session = Session.start(GAME, rng.below(1000))
        session.slot = slot
        while GAME.outcome(session.state) is None:
            session.play(GAME.bots["greedy"](GAME, GAME.view(session.state, 0), rng))
            saves.save(session)
            saved.release()


def test_saves_survive_being_killed_at_any_moment():
    """Each child is killed after a random number of its saves, while it goes on
    playing and writing: the kill lands wherever the child happens to be."""
    slot = "kill-test"
    path = saves.save_path(slot)
    context = multiprocessing.get_context("fork")
    chooser = random.Random(7)
    for kill in range(KILLS):
        saved = context.Semaphore(0)
        child = context.Process(target=autosave_forever, args=(slot, saved), daemon=True)
        child.start()
        for _ in range(1 + chooser.randrange(4)):
            assert saved.acquire(timeout=SAVE_WAIT_S), f"kill {kill}: the child never saved"
        os.kill(child.pid, signal.SIGKILL)
        child.join()
        session, _ = saves.load_with_backup(path)   # raises if neither the save nor its backup loads
        assert session.game.id == GAME.id, f"kill {kill}"


@pytest.mark.parametrize("kind", sorted(BAD_FILES))
def test_a_bad_save_met_from_continue_is_reported_and_left_alone(app, kind):
    content, expected = BAD_FILES[kind]
    session = Session.start(GAME, 3)
    path = saves.save(session)
    path.write_bytes(content)
    app.switch(MenuScene(app))
    step(app, 2)
    row = next(b for b in app.scene.buttons if b.label == session.slot)
    click(app, row.rect.center)
    assert isinstance(app.scene, MenuScene)          # the app goes on
    assert expected in app.scene.note
    assert path.read_bytes() == content


def test_a_fault_in_the_rules_during_play_restores_the_last_good_state(app, monkeypatch):
    scene = open_table(app)
    drag(app, deck_top(scene), zone_centre(scene, "pos1"))
    good = scene.session.state.to_json()

    def broken(state, action):
        state.zones["pos2"].append(state.zones["deck"].pop())   # half a move, then a crash
        raise ZeroDivisionError("a bug in the rules")

    # Only the broken rules are undone afterwards: monkeypatch.undo() would also undo the
    # private home the autouse fixture set, and the next autosave would land in the real one.
    with monkeypatch.context() as patch:
        patch.setattr(scene.game, "perform", broken)
        drag(app, deck_top(scene), zone_centre(scene, "pos2"))
    assert scene.session.state.to_json() == good
    assert "last good position" in scene.message[0]
    reports = list(paths.log_dir().glob("crash-*.log"))
    assert reports and "a bug in the rules" in reports[0].read_text()
    drag(app, deck_top(scene), zone_centre(scene, "pos2"))   # and play goes on
    assert scene.session.state.zones["pos2"]


def test_an_unexpected_error_shows_where_the_report_is_and_keeps_the_save(app):
    from tarot_table.table.app import Scene
    from tarot_table.table.scenes.message import MessageScene
    session = Session.start(GAME, 8)
    path = saves.save(session)
    before = path.read_bytes()

    class Broken(Scene):
        def draw(self, surface):
            raise RuntimeError("a bug in a screen")

    app.switch(Broken(app))
    app.safe_step(0.016)
    assert isinstance(app.scene, MessageScene)
    reports = list(paths.log_dir().glob("crash-*.log"))
    assert reports and str(reports[0]) in app.scene.words and "a bug in a screen" in reports[0].read_text()
    assert path.read_bytes() == before
    app.safe_step(0.016)   # and the app goes on drawing
