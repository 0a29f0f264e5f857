"""Play-test round 5: on the new-game pages nothing moves under the pointer.

G1: at large text the foot row's buttons (Start or Host, Learn, Rules, Back) were sized by
the hint beside them, and the hint changes as the page scrolls ("Scroll for more choices."
until the foot, "Click an underlined word to read it in the rules." there): the buttons
changed size and place, so a click aimed at Back after a scroll landed on Rules.

T1: Tournament of Queens' page chose one column or two anew for each number of players:
choosing 3 (from 2) at 1920x1080 150% turned two columns into one, the Players row jumping
from the top right to the middle left under the pointer. The page keeps its arrangement;
the seats grow down their column."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.games import get_game
from tarot_table.table.app import picture_app
from tests.helpers.table import click, post, step

SIZES = [(1024, 700), (1920, 1080), (2560, 1440)]
TEXT_SIZES = [100, 150, 200]


def open_page(size, text_size, game_id):
    app = picture_app(size, text_size)
    page = app.make("new-game", get_game(game_id))
    app.switch(page)
    step(app, 2)
    return app, page


def foot_row(page) -> dict[str, tuple]:
    return {b.label: tuple(b.rect) for b in page.footer_buttons}


def wheel(app, notches: int) -> None:
    """The mouse wheel turned: down for a positive count, up for a negative one."""
    for _ in range(abs(notches)):
        post(pygame.MOUSEWHEEL, x=0, y=-1 if notches > 0 else 1, flipped=False)
        step(app)


@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_the_foot_row_keeps_its_buttons_as_the_page_scrolls(size, text_size, monkeypatch):
    app, page = open_page(size, text_size, "tempting-fate")
    pressed = []
    for name in ("back", "rules", "learn"):
        monkeypatch.setattr(page, name, lambda name=name: pressed.append(name.title()))
    at_top = foot_row(page)
    seen = set()
    while page.scroll < page.max_scroll:   # to the foot of the page, where the hint changes
        wheel(app, 1)
        seen.add(page.scroll)
        assert foot_row(page) == at_top, page.scroll
    wheel(app, -1)
    assert foot_row(page) == at_top
    assert seen or text_size < 200, "at 200% the page scrolls (where the row had changed)"
    for label in ("Back", "Rules", "Learn"):   # aimed where the buttons stood at the top
        click(app, pygame.Rect(at_top[label]).center)
        assert pressed[-1] == label
    page.leave()


def counts(page) -> dict[str, tuple]:
    return {b.label: tuple(b.rect) for b in page.every_option if b.label.isdigit()}


@pytest.mark.parametrize("game_id", ["tournament-of-queens", "lucky-you"])
@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_choosing_players_moves_nothing_under_the_pointer(size, text_size, game_id):
    """3 then 4 clicked where 4 stood lands on 4 (it had landed beside the count buttons, which
    had gone from the top right to the middle left); the options above keep their places."""
    app, page = open_page(size, text_size, game_id)
    click(app, pygame.Rect(counts(page)["2"]).center)
    assert page.players == 2
    options = [tuple(b.rect) for b in page.every_option if not b.label.isdigit()][:3]
    before = counts(page)
    for players in (3, 4, 6, 2):
        click(app, pygame.Rect(before[str(players)]).center)
        assert page.players == players
        assert counts(page) == before, players
        assert [tuple(b.rect) for b in page.every_option if not b.label.isdigit()][:3] == options
    page.leave()
