"""Play-test finding M1 (29 November): the Continue list re-sorted itself while the player
pointed at it: a game saved by another window (two windows on one save folder are a
normal event) went to the top under the pointer, so a press's release, or a quick second
click, landed on another game. Now a change on disk seen while the pointer is over the
list, or while a press made there is not yet released, waits until the pointer has left
the list (or the window): no row moves between a press and its release. Real mouse and
window events through the menu; the other window's save is written to the shared folder
as it writes it."""
from __future__ import annotations

import json

import pygame

from tarot_table import saves
from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.table.scenes.menu import MenuScene
from tarot_table.table.scenes.table import TableScene
from tests.helpers.table import post, step

READING = get_game("reading")


def saved_at(seed: int, updated: str) -> Session:
    """An unfinished reading, saved as last played at ``updated``."""
    session = Session.start(READING, seed, {"spread": "three-cards"})
    session.play(READING.bots["in-order"](READING, READING.view(session.state, 0), None))
    path = saves.save(session)
    path.write_text(json.dumps(dict(json.loads(path.read_text()), updated=updated)))
    return session


def menu_with_two_games(app) -> tuple[Session, Session]:
    """The menu listing ``newer`` above ``older``; the pointer resting on ``older``'s row."""
    older, newer = saved_at(5, "2026-11-28T10:00:00"), saved_at(6, "2026-11-28T11:00:00")
    app.switch(MenuScene(app))
    step(app, 3)
    assert listed(app) == [newer.slot, older.slot]
    post(pygame.MOUSEMOTION, pos=row_of(app, older).center, rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    return older, newer


def listed(app) -> list[str]:
    return [info.slot for info in app.scene.continue_list.saves]


def row_of(app, session: Session) -> pygame.Rect:
    return next(b for b in app.scene.buttons if b.label == session.slot).rect


def saved_by_another_window(app, session: Session) -> None:
    """The other window plays on and saves: the game is now the newest; this window comes
    back to the front (the moment the list is read again)."""
    session.play(READING.bots["in-order"](READING, READING.view(session.state, 0), None))
    saves.save(session)
    post(pygame.WINDOWFOCUSGAINED)
    step(app)


def test_a_row_pointed_at_stays_under_the_pointer_from_the_press_to_the_release(app):
    older, newer = menu_with_two_games(app)
    at = row_of(app, older).center
    saved_by_another_window(app, older)
    assert listed(app) == [newer.slot, older.slot], "held while the pointer is over the list"
    post(pygame.MOUSEBUTTONDOWN, pos=at, button=1)
    step(app)
    assert row_of(app, older).collidepoint(at)
    post(pygame.MOUSEBUTTONUP, pos=at, button=1)
    step(app)
    assert isinstance(app.scene, TableScene) and app.scene.session.slot == older.slot
    assert len(app.scene.session.actions) == 2, "the game as the other window saved it"


def test_the_change_waits_for_the_pointer_to_leave_the_list_or_the_window(app):
    older, newer = menu_with_two_games(app)
    saved_by_another_window(app, older)
    list_area = app.scene.continue_list.area
    post(pygame.MOUSEMOTION, pos=(list_area.x - 20, list_area.bottom - 5), rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    assert listed(app) == [older.slot, newer.slot], "read again once the pointer has left the list"
    post(pygame.MOUSEMOTION, pos=row_of(app, newer).center, rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    saved_by_another_window(app, newer)
    assert listed(app) == [older.slot, newer.slot]
    post(pygame.WINDOWLEAVE)
    step(app)
    assert listed(app) == [newer.slot, older.slot], "read again once the pointer has left the window"


def test_a_press_made_on_the_list_holds_it_until_its_release_even_off_the_list(app):
    older, newer = menu_with_two_games(app)
    post(pygame.MOUSEBUTTONDOWN, pos=row_of(app, older).center, button=1)
    step(app)
    list_area = app.scene.continue_list.area
    outside = (list_area.x - 20, list_area.bottom - 5)
    post(pygame.MOUSEMOTION, pos=outside, rel=(0, 0), buttons=(1, 0, 0))
    step(app)
    saved_by_another_window(app, older)
    assert listed(app) == [newer.slot, older.slot], "held while the press is not released"
    post(pygame.MOUSEBUTTONUP, pos=outside, button=1)
    step(app)
    assert isinstance(app.scene, MenuScene) and listed(app) == [older.slot, newer.slot]
