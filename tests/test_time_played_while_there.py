"""Play-test finding (29 November): a Continue row said "0s played  ·  0 moves", and a
game's time kept growing while its window sat idle. House decision 8 of the table
(README): the time played is the time the player was there, the window shown and
focused with some input in the last minute (or Autoplay playing); a game with no move
says "no move yet". Real events posted to the queue; the app's clock moved by the test."""
from __future__ import annotations

import json

import pygame
import pytest

from tarot_table import saves, saveseal
from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.table.app import IDLE_AFTER_S
from tarot_table.table.scenes.continue_list import row_detail
from tarot_table.table.scenes.table import TableScene
from tarot_table.table.scenes.table_bars import clock_words
from tests.helpers.table import pointer_moved, post, step

QUEENS = get_game("queens-of-fate")


def open_game(app) -> TableScene:
    scene = TableScene(app, Session.start(QUEENS, 4021, {}))
    app.switch(scene)
    step(app)
    return scene


def wait(app, seconds: int) -> None:
    """The window left alone: a frame each second, as the clock's ticking asks."""
    for _ in range(seconds):
        app.clock.advance(1.0)
        step(app)


def test_the_clock_stops_a_minute_after_the_last_input_and_runs_again_with_the_next(app):
    scene = open_game(app)
    pointer_moved(app)
    wait(app, 70)
    assert scene.session.elapsed == pytest.approx(IDLE_AFTER_S, abs=1.1)
    assert clock_words(scene).endswith("1:00")
    assert scene.next_frame_in() is None   # nothing ticks on screen while the player is away
    app.clock.advance(130.0)   # and no frame is drawn: the app sleeps until the next input
    pointer_moved(app)   # back: the 140 s away are not counted, not even the 5 s a stalled frame may count
    assert scene.session.elapsed == pytest.approx(IDLE_AFTER_S, abs=1.1)
    wait(app, 10)
    assert scene.session.elapsed == pytest.approx(IDLE_AFTER_S + 10, abs=1.1)


@pytest.mark.parametrize("away, back", [(pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED),
                                        (pygame.WINDOWMINIMIZED, pygame.WINDOWRESTORED)])
def test_a_window_minimised_or_unfocused_counts_no_time(app, away, back):
    scene = open_game(app)
    pointer_moved(app)
    wait(app, 10)
    before = scene.session.elapsed
    post(away)
    step(app)
    app.clock.advance(30.0)   # no frame while minimised or unfocused (the clock has nothing to show)
    post(back)
    step(app)
    assert scene.session.elapsed == pytest.approx(before, abs=0.1)
    wait(app, 20)
    assert scene.session.elapsed == pytest.approx(before + 20, abs=1.1)


def continue_row(slot: str) -> str:
    return row_detail(next(info for info in saves.list_saves() if info.slot == slot))


def test_a_game_dealt_and_left_says_no_move_yet_without_a_time(app):
    session = Session.start(QUEENS, 4021, {})
    saves.save(session)
    detail = continue_row(session.slot)
    assert detail.endswith("no move yet") and "played" not in detail and "0 moves" not in detail
    session.elapsed = 95.0   # looked at a while before the first move: the time is told
    saves.save(session)
    assert continue_row(session.slot).endswith("1m 35s played  ·  no move yet")


def test_a_save_an_earlier_version_wrote_with_0_moves_says_no_move_yet(app):
    session = Session.start(QUEENS, 4021, {})
    path = saves.save(session)
    data = saves.read_payload(path)
    data["progress"], data["elapsed"] = "0 moves", 0.0   # as it was written before
    path.write_text(saveseal.sealed_text(data), encoding="utf-8")
    assert continue_row(session.slot).endswith("no move yet")
    assert saves.load(path).progress() == "no move yet"
    path.write_text(json.dumps({**data, "actions": "not a list"}), encoding="utf-8")
    damaged = next(info for info in saves.list_saves() if info.slot == session.slot)
    assert damaged.problem and path.read_text(encoding="utf-8").startswith("{")   # told, never written over
