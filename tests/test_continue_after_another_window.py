"""Continue shows what is on disk when the window comes back to the front (play-test
finding: copy A's list kept "Open in another window · 14 moves" after copy B had played
on to 21 moves and been killed). The other window is a real process, killed with
SIGKILL; nothing sleeps, and the menu asks for no frame while idle."""
from __future__ import annotations

import os
import signal

import pygame

from tarot_table import saves
from tarot_table.games import get_game
from tarot_table.rng import Rng
from tarot_table.session import Session
from tarot_table.table.scenes.continue_list import detail_lines
from tarot_table.table.scenes.menu import MenuScene
from tests.helpers.other_window import FORK, WAIT_S, held_by_another_window
from tests.helpers.table import post, step

QUEENS = get_game("queens-of-fate")


def played(session: Session, moves: int) -> Session:
    bot = QUEENS.bots[next(iter(QUEENS.bots))]
    for _ in range(moves):
        session.play(bot(QUEENS, QUEENS.view(session.state, 0), Rng(1)))
    return session


def the_row(app) -> str:
    (info,) = app.scene.continue_list.saves
    return " · ".join(detail_lines(info, 14, 4000))


def test_continue_shows_the_other_windows_moves_and_its_end_when_the_window_comes_back(app):
    path = saves.save(played(Session.start(QUEENS, 7, {}), 14))
    holding, saved = FORK.Event(), FORK.Event()

    def other_window() -> None:   # resumes the game, is seen holding it, plays on, saves, is killed
        session = saves.load(path)
        saves.hold(path)
        holding.set()
        saves.save(played(session, 7))
        saved.set()
        os.kill(os.getpid(), signal.SIGKILL)

    app.switch(MenuScene(app))
    step(app, 3)
    assert "14 moves" in the_row(app) and "Open in another window" not in the_row(app)
    other = FORK.Process(target=other_window)
    other.start()
    assert holding.wait(WAIT_S) and saved.wait(WAIT_S)
    other.join(WAIT_S)
    assert other.exitcode == -signal.SIGKILL
    assert "14 moves" in the_row(app)   # nothing told this window yet
    post(pygame.WINDOWFOCUSGAINED)
    step(app)
    assert "21 moves" in the_row(app) and "Open in another window" not in the_row(app)
    step(app, 3)
    assert app.scene.next_frame_in() is None   # idle: no frame asked, no poll


def test_continue_lists_a_game_the_other_window_is_at_when_the_window_comes_back(app):
    path = saves.save(played(Session.start(QUEENS, 7, {}), 14))
    app.switch(MenuScene(app))
    step(app, 3)
    with held_by_another_window(path):
        post(pygame.WINDOWFOCUSGAINED)
        step(app)
        assert "Open in another window" in the_row(app)


def test_coming_back_to_an_unchanged_folder_reads_no_save(app, monkeypatch):
    saves.save(played(Session.start(QUEENS, 7, {}), 3))
    app.switch(MenuScene(app))
    step(app, 3)
    read = []
    real = saves.list_saves
    monkeypatch.setattr(saves, "list_saves", lambda *a: read.append(a) or real(*a))
    post(pygame.WINDOWFOCUSGAINED)
    step(app)
    assert read == []
