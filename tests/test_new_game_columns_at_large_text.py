"""Play-test finding (29 November), the new-game pages' side of "one column where there is
room for two": at 175-200% text in 1920x1080 and 2560x1440 a page laid its options in one
column of some 95 letters a line, half the window unused, and scrolled the further for it.
Two columns are taken wherever each is at least ``COLUMN_LEAST`` wide at the design's scale
(some 35 letters of help a line), and a seat's choices that would wrap beside its name box
in such a column go under it, across the column."""
from __future__ import annotations

import pytest

from tarot_table.games import get_game
from tarot_table.table.app import picture_app
from tarot_table.table.scenes import newgame
from tarot_table.table.scenes.newgame import NewGameScene
from tests.helpers.table import step


def open_page(size, text_size, game_id):
    app = picture_app(size, text_size)
    page = NewGameScene(app, get_game(game_id))
    app.switch(page)
    step(app, 2)
    return app, page


def option_lefts(page) -> list[int]:
    """Where each row of choices begins: a column's left edge."""
    return sorted({button.rect.left for button in page.every_option if button.label not in "23456"})


def apart(page) -> bool:
    items = [b.rect for b in page.every_option] + [f.rect for f in page.fields]
    return not any(a.colliderect(b) for i, a in enumerate(items) for b in items[i + 1:])


@pytest.mark.parametrize("game_id", ["fools-journey", "queens-of-fate", "tempting-fate"])
@pytest.mark.parametrize("size, text_size", [((1920, 1080), 200), ((2560, 1440), 200), ((1920, 1080), 175)])
def test_at_large_text_in_a_large_window_the_options_take_two_columns(size, text_size, game_id, monkeypatch):
    app, page = open_page(size, text_size, game_id)
    width = size[0]
    lefts = option_lefts(page)
    assert lefts[0] < width // 2 <= lefts[-1], lefts
    assert all(0 <= b.rect.left and b.rect.right <= width for b in page.every_option), "none cut by the window"
    assert apart(page)
    two = page.max_scroll
    monkeypatch.setattr(newgame, "COLUMN_LEAST", 10 ** 4)   # one column, as before
    page.splits.clear()   # the page keeps its columns once chosen: chosen again
    app.request_redraw()
    step(app)
    assert two < page.max_scroll, (two, page.max_scroll)
    page.leave()


@pytest.mark.parametrize("size, text_size", [((1024, 700), 100), ((1024, 700), 150), ((1024, 700), 175)])
def test_a_seats_choices_too_many_for_beside_its_name_go_under_it(size, text_size):
    app, page = open_page(size, text_size, "tempting-fate")
    assert len(option_lefts(page)) >= 2, "two columns"
    for field in page.fields[1:]:   # the seats' name boxes (the first is the deal number)
        kinds = [b for b in page.every_option if b.label in ("Human", "Open") or b.label.startswith("Bot: ")
                 and abs(b.rect.top - field.rect.bottom) < 3 * field.rect.height]
        mine = [b for b in kinds if 0 < b.rect.top - field.rect.bottom < field.rect.height]
        assert mine, f"the choices of {field.label} start under it"
        assert all(b.rect.left >= field.rect.left for b in mine)
    assert apart(page)
    page.leave()


@pytest.mark.parametrize("size", [(1920, 1080), (2560, 1440)], ids=lambda size: f"{size[0]}x{size[1]}")
def test_where_they_fit_a_seats_choices_stay_beside_its_name(size):
    app, page = open_page(size, 100, "tempting-fate")
    humans = [b for b in page.every_option if b.label == "Human"]
    for field, human in zip(page.fields[1:], humans):
        assert human.rect.top == field.rect.top and human.rect.left > field.rect.right
    page.leave()


@pytest.mark.parametrize("game_id", ["tournament-of-queens", "tempting-fate", "fools-journey"])
@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080), (2560, 1440)], ids=lambda size: f"{size[0]}x{size[1]}")
def test_the_page_never_scrolls_further_than_one_column_would(size, game_id, monkeypatch):
    """Two columns are taken only where the longer is the shorter than one (a seat's choices
    going under its name make a narrow column's seats taller), for the page's fewest players:
    the arrangement is then kept as players are added (test_new_game_page_keeps_its_places)."""
    app, page = open_page(size, 200, game_id)
    taken = page.max_scroll
    monkeypatch.setattr(newgame, "COLUMN_LEAST", 10 ** 4)
    page.splits.clear()
    app.request_redraw()
    step(app)
    assert taken <= page.max_scroll
    page.leave()
