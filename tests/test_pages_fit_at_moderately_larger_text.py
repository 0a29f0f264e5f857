"""Play-test finding (29 November): the new-game pages scrolled at 2560x1440 with 125% text
(The Fool's Journey 408 px, Tempting Fate 363), and Settings too, though at 100% each shows
all of itself at once from 1024x700 up. A page whose words at the size asked run past its
foot sets them a little smaller, down to the next smaller text size at most (never under
100%), where that shows every choice at once; where even that would scroll, the words keep
the size asked. Decided once for a window and a text size: nothing moves as choices are made."""
from __future__ import annotations

import pytest

from tarot_table.games import GAMES, get_game
from tarot_table.table import theme
from tarot_table.table.app import picture_app
from tarot_table.table.scenes.newgame import NewGameScene
from tarot_table.table.scenes.settings import SettingsScene
from tests.helpers.table import click, step

SIZES = [(1024, 700), (1920, 1080), (2560, 1440)]
GAME_IDS = [entry.id for entry in GAMES.entries()]


def open_page(size, text_size, game_id):
    app = picture_app(size, text_size)
    page = SettingsScene(app) if game_id == "settings" else NewGameScene(app, get_game(game_id))
    app.switch(page)
    step(app, 2)
    return app, page


def shares(app, page) -> float:
    """The page's scale as a share of the window's own (1.0: the words at 100%)."""
    size = app.screen.get_size()
    return page.scale(app.screen, *(() if isinstance(page, NewGameScene) else (False,))) / theme.window_scale(size)


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_every_new_game_page_at_125_percent_shows_all_its_choices_at_once(size, game_id):
    app, page = open_page(size, 125, game_id)
    assert page.max_scroll == 0, f"{page.max_scroll} px of choices below the fold"
    assert all(page.form_view.contains(button.rect) for button in page.every_option)
    assert all(page.form_view.contains(field.rect) for field in page.fields)
    assert 1.0 <= shares(app, page) <= 1.25
    page.leave()


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_settings_at_125_percent_shows_every_setting_at_once(size):
    app, page = open_page(size, 125, "settings")
    assert page.max_scroll == 0, f"{page.max_scroll} px of settings below the fold"
    choices = [b for b in page.every_button if b not in page.footer_buttons]
    assert all(page.rows_view.contains(b.rect) for b in choices)
    assert 1.0 <= shares(app, page) <= 1.25
    page.leave()


@pytest.mark.parametrize("size", [(1920, 1080), (2560, 1440)], ids=lambda size: f"{size[0]}x{size[1]}")
def test_a_page_that_fits_at_the_size_asked_keeps_it(size, monkeypatch):
    """Queens of Fate's page fits at 125% in the large windows: its words are drawn at
    125%, the help lines at the page's 15 px of the design, times the window and 1.25."""
    drawn = []
    real = theme.text_block
    monkeypatch.setattr(theme, "text_block", lambda surface, words, rect, px, *a, **k:
                        drawn.append(px) or real(surface, words, rect, px, *a, **k))
    app, page = open_page(size, 125, "queens-of-fate")
    assert page.max_scroll == 0
    assert shares(app, page) == pytest.approx(1.25)
    assert int(15 * theme.ui_scale(size)) in drawn
    page.leave()


@pytest.mark.parametrize("game_id", ["fools-journey", "tempting-fate", "settings"])
def test_a_page_that_would_scroll_even_a_step_smaller_keeps_the_size_asked(game_id):
    """At 200% in 1920x1080 these pages scroll even at 175%: their words stay at 200%."""
    app, page = open_page((1920, 1080), 200, game_id)
    assert page.max_scroll > 0
    assert shares(app, page) == pytest.approx(2.0)
    page.leave()


@pytest.mark.parametrize("text_size", [80, 100])
def test_at_100_percent_and_under_nothing_gives_way(text_size):
    app, page = open_page((2560, 1440), text_size, "fools-journey")
    assert shares(app, page) == pytest.approx(text_size / 100)
    page.leave()


def test_the_scale_stays_as_players_are_added():
    """Tournament of Queens at 2560x1440 and 125%: going from two players to six and back
    sets nothing smaller or larger (the page may take two columns and scroll)."""
    app, page = open_page((2560, 1440), 125, "tournament-of-queens")
    before = shares(app, page)
    two = next(b for b in page.buttons if b.label == "2")
    click(app, next(b for b in page.buttons if b.label == "6").rect.center)
    step(app)
    assert page.players == 6 and shares(app, page) == before
    click(app, next(b for b in page.buttons if b.label == "2").rect.center)
    step(app)
    assert page.players == 2 and next(b for b in page.buttons if b.label == "2").rect == two.rect
    page.leave()


def test_the_fitting_scale_is_the_largest_that_fits_down_to_the_next_text_size():
    """``theme.ui_scale_to_fit`` with a page that fits below a known scale: the largest
    scale under it, to a hundredth of the text size; none where even the next smaller
    text size does not fit; the size asked where it fits."""
    size = (2560, 1440)
    window = theme.window_scale(size)
    try:
        theme.use_look(150)
        asked: list[float] = []
        found = theme.ui_scale_to_fit(size, lambda s: asked.append(s) or s <= window * 1.37)
        assert window * 1.36 <= found <= window * 1.37
        assert min(asked) >= window * 1.25 - 1e-9, "never under the next smaller text size"
        assert theme.ui_scale_to_fit(size, lambda s: s <= window * 1.2) == pytest.approx(window * 1.5)
        assert theme.ui_scale_to_fit(size, lambda s: True) == pytest.approx(window * 1.5)
        theme.use_look(125)
        assert theme.ui_scale_to_fit(size, lambda s: s <= window * 1.1) <= window * 1.1
        assert theme.ui_scale_to_fit(size, lambda s: s <= window * 0.9) == pytest.approx(window * 1.25)
    finally:
        theme.use_look(100)
