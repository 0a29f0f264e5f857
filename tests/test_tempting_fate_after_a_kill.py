"""Issue 32, play-test findings on Tempting Fate after the app was killed: the clock a
player saw does not go back, and the game is in the Continue list afterwards."""
from __future__ import annotations

from tarot_table import filestore, saves
from tarot_table.keeper import CLOCK_KEPT_EVERY_S
from tarot_table.session import Session
from tests.helpers.table import FRAME_S, step
from tests.helpers.tempting import GAME


def saved_elapsed(session) -> float:
    return saves.read_payload(saves.save_path(session.slot))["elapsed"]


def test_item14_a_kill_at_any_frame_takes_at_most_a_second_off_the_clock(app, monkeypatch):
    """1:45 before a kill -9, 1:42 after: the time was saved with moves only. What is on
    disk at any frame is what a kill then leaves; it may lag the clock shown by a second."""
    scene = app.go("table", Session.start(GAME, 5, {"match": "single"}))
    step(app)
    scene.perform(scene.keeper.legal_actions()[0])   # Fate's first action: the game has a save
    step(app)
    writes = []
    real = filestore.atomic_write
    monkeypatch.setattr(filestore, "atomic_write", lambda path, text: (writes.append(path), real(path, text)))
    monkeypatch.setattr(saves, "atomic_write", filestore.atomic_write)
    frames = int(5.0 / FRAME_S)
    for _ in range(frames):   # five seconds of thinking, no move
        step(app)
        shown = int(scene.session.elapsed)
        assert shown - saved_elapsed(scene.session) <= CLOCK_KEPT_EVERY_S + FRAME_S
    assert scene.session.elapsed >= 5.0
    assert 4 <= len(writes) <= 6, "the time is written about once a second, not with every frame"


def test_item14_the_resumed_clock_is_the_one_last_saved(app):
    scene = app.go("table", Session.start(GAME, 5, {"match": "single"}))
    step(app)
    scene.perform(scene.keeper.legal_actions()[0])
    step(app, int(3.5 / FRAME_S))
    resumed = saves.load(saves.save_path(scene.session.slot))
    assert scene.session.elapsed - 1.0 - FRAME_S <= resumed.elapsed <= scene.session.elapsed


def test_item14_a_game_without_a_move_writes_no_save_for_its_clock(app):
    scene = app.go("table", Session.start(GAME, 5, {"match": "single", "first_fate": "player-1"}))
    step(app, int(2.5 / FRAME_S))
    assert not saves.save_path(scene.session.slot).exists()
