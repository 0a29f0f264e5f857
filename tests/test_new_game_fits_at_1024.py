"""Play-test finding (carried since 28 November): at 1024x700 Tempting Fate's new-game page
put its Players row and seats below the fold, reachable only by scrolling, which a
newcomer does not see. A narrow column's choices now go on to a second line where they do
not fit, so the page's two columns take every game's options: every new-game page shows
all of its choices at once at the three window sizes (100% text, the fewest players),
and the seats are chosen with real clicks where they stand."""
from __future__ import annotations

import pytest

from tarot_table.games import GAMES, get_game
from tarot_table.table.scenes.newgame import NewGameScene
from tests.conftest import headless_app
from tests.helpers.table import click, step


@pytest.fixture(params=[(1024, 700), (1920, 1080), (2560, 1440)], ids=lambda size: f"{size[0]}x{size[1]}")
def sized_app(request):
    yield from headless_app(request.param)


def open_page(app, game_id: str) -> NewGameScene:
    page = NewGameScene(app, get_game(game_id))
    app.switch(page)
    step(app, 2)
    return page


@pytest.mark.parametrize("game_id", [entry.id for entry in GAMES.entries()])
def test_every_new_game_page_shows_all_its_choices_without_scrolling(sized_app, game_id):
    page = open_page(sized_app, game_id)
    assert page.max_scroll == 0, f"{page.max_scroll} px of choices below the fold"
    assert all(page.form_view.contains(button.rect) for button in page.every_option)
    assert all(page.form_view.contains(field.rect) for field in page.fields)
    page.leave()


def test_tempting_fate_s_seats_are_chosen_where_they_stand_at_1024_by_700(tester_app):
    app = tester_app
    page = open_page(app, "tempting-fate")
    second_seat = [b for b in page.buttons if b.label == "Human"][1]
    assert page.form_view.contains(second_seat.rect)
    click(app, second_seat.rect.center)
    assert page.seats[1].bot is None, "the second seat is a person's now"
    click(app, next(b for b in page.buttons if b.label == "Single game").rect.center)
    assert page.options["match"] == "single"
    page.leave()
