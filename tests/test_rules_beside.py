"""Issue 31: "The rules open beside the table (a side panel) as well as over it, and the
clock stops while they cover the table." Driven by clicks, keys, the wheel and a drag."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.games import GAMES
from tarot_table.session import Session
from tarot_table.table.scenes.rulebook import RulesScene
from tarot_table.table.scenes.text_beside import open_beside
from tarot_table.table.scenes.table import TableScene
from tests.helpers.table import click, deck_top, drag, key, open_table, post, settle, step, zone_centre

QUEENS = GAMES["queens-of-fate"]


def open_queens(app, size=(1280, 800)) -> TableScene:
    app.screen = pygame.display.set_mode(size)
    scene = TableScene(app, Session.start(QUEENS, 3, {}))
    app.switch(scene)
    step(app)
    return scene


def bar_button(scene, label):
    return next(b for b in scene.bar_buttons if b.label == label)


def page_button(page, label):
    return next(b for b in page.buttons if b.label == label)


def wait(app, seconds: float, frames: int = 10) -> None:
    """Time passing on the app's clock, a frame at a time."""
    for _ in range(frames):
        app.clock.sleep(seconds / frames)
        step(app)


def test_the_clock_stops_while_the_rules_cover_the_table_and_runs_while_they_are_beside_it(app):
    table = open_queens(app)
    key(app, pygame.K_r)   # the rules (F1 lists the keys)
    assert isinstance(app.scene, RulesScene)
    before = table.session.elapsed
    wait(app, 30)
    click(app, page_button(app.scene, "Back").rect.center)
    assert app.scene is table
    step(app)
    assert table.session.elapsed - before < 0.1   # the half minute under the rules is not play time
    key(app, pygame.K_r)   # the rules (F1 lists the keys)
    click(app, page_button(app.scene, "Beside the table").rect.center)
    assert app.scene is table and table.rules_beside is not None
    before = table.session.elapsed
    wait(app, 10)
    assert table.session.elapsed - before > 9.9   # beside the table the game goes on, and so does its clock


def test_beside_the_table_keeps_the_place_read_and_narrows_the_table(app):
    table = open_queens(app)
    wide = table.frame(app.screen.get_size())["table"].width
    key(app, pygame.K_r)   # the rules (F1 lists the keys)
    page = app.scene
    key(app, pygame.K_PAGEDOWN)
    key(app, pygame.K_PAGEDOWN)
    read = page.top_block
    assert read > 0
    click(app, page_button(page, "Beside the table").rect.center)
    step(app)
    beside = table.rules_beside
    assert beside.top_block() == read
    assert table.frame(app.screen.get_size())["table"].width < wide
    assert table.geometry.area.right <= beside.view.left


def test_the_wheel_scrolls_the_column_and_full_page_and_close_work(app):
    table = open_queens(app)
    key(app, pygame.K_r)   # the rules (F1 lists the keys)
    click(app, page_button(app.scene, "Beside the table").rect.center)
    beside = table.rules_beside
    post(pygame.MOUSEMOTION, pos=beside.view.center, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEWHEEL, x=0, y=-3)
    step(app)
    assert beside.scroll > 0 and table.log_scroll == 0
    for _ in range(40):
        post(pygame.MOUSEWHEEL, x=0, y=-20)
    step(app)
    assert beside.scroll == beside.content_height - beside.view.height   # the end is the end
    post(pygame.MOUSEWHEEL, x=0, y=2)
    step(app)
    read = beside.top_block()
    click(app, bar_button(table, "Full page").rect.center)
    step(app)
    page = app.scene
    assert isinstance(page, RulesScene) and table.rules_beside is None and page.top_block == read
    click(app, page_button(page, "Beside the table").rect.center)
    step(app)
    click(app, bar_button(table, "Close").rect.center)
    assert table.rules_beside is None
    step(app)
    assert {"›", "‹"} & {b.label for b in table.bar_buttons}   # the story's column is back


def test_cards_are_still_played_with_the_rules_beside(app):
    table = open_table(app, options={"spread": "one-card"})
    open_beside(table)
    step(app)
    drag(app, deck_top(table), zone_centre(table, "pos1"))
    settle(app, table)
    assert table.session.state.zones["pos1"]


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080), (2560, 1440)])
def test_the_column_fits_the_window_at_each_size(app, size):
    table = open_queens(app, size)
    key(app, pygame.K_r)   # the rules (F1 lists the keys)
    click(app, page_button(app.scene, "Beside the table").rect.center)
    step(app)
    column = table.frame(size)["log"]
    window = app.screen.get_rect()
    assert window.contains(column) and column.contains(table.rules_beside.view)
    for label in ("Full page", "Close"):
        assert column.contains(bar_button(table, label).rect)
    assert table.geometry.card_width >= 40   # the table still shows cards one can read
