"""Play-test round 8, S1: on the Settings at 2560x1440 and 200% text, a row's buttons
stood half hidden by the page's foot; the pointer over the visible half lit one, and a
click there did nothing (only a button wholly in sight took a click, and every button
under the pointer lit). A click on any part of a control in sight presses it; a part
hidden (under the foot, above the view) neither lights nor takes a click. The same on
every page whose middle scrolls."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.games import get_game
from tarot_table.table import theme
from tarot_table.table.scenes.table import TableScene
from tests.conftest import headless_app
from tests.helpers.reading import keep
from tests.helpers.table import click, post, step


@pytest.fixture
def large_app():
    yield from headless_app((2560, 1440))


def at_200_percent(app, screen: str, *args):
    app.settings.text_size = 200
    app.apply_look()
    page = app.go(screen, *args)
    step(app)
    return page


def cut_by(view: pygame.Rect, controls) -> list:
    """The controls the view cuts: part in sight, part hidden."""
    return [c for c in controls if c.rect.colliderect(view) and not view.contains(c.rect)]


def pointer_at(app, pos) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0))
    step(app)


def test_the_settings_button_half_under_the_foot_lights_and_takes_a_click_on_its_visible_half(large_app):
    page = at_200_percent(large_app, "settings")
    view = page.rows_view
    cut = [b for b in cut_by(view, page.every_button) if b.rect.bottom > view.bottom and not b.selected]
    assert cut, "no settings row is cut by the foot at 2560x1440 200%"
    half = cut[0]
    seen, hidden = half.rect.clip(view), (half.rect.centerx, view.bottom + 3)
    pointer_at(large_app, (seen.centerx, seen.bottom - 2))
    assert half.hovered
    pointer_at(large_app, hidden)
    assert not any(b.hovered for b in page.every_button)
    before = large_app.settings.to_json()
    click(large_app, hidden)   # the hidden half, under the foot: nothing pressed
    assert large_app.settings.to_json() == before
    click(large_app, (seen.centerx, seen.bottom - 2))
    assert large_app.settings.to_json() != before
    assert f"{large_app.settings.text_size}%" == half.label   # the row cut here: the text size's


def test_the_new_game_pages_choice_half_under_the_foot_takes_a_click_on_its_visible_half_only(tester_app):
    page = at_200_percent(tester_app, "new-game", get_game("fools-journey"))
    view = page.form_view
    cut = [b for b in cut_by(view, page.every_option) if b.rect.bottom > view.bottom and not b.selected]
    assert cut, "no choice is cut by the foot at 1024x700 200%"
    half, chosen = cut[0], dict(page.options)
    seen = half.rect.clip(view)
    click(tester_app, (seen.centerx, view.bottom + 3))   # its hidden half, under the foot
    assert page.options == chosen
    pointer_at(tester_app, (seen.centerx, seen.bottom - 2))
    assert [b.label for b in page.every_option if b.hovered] == [half.label]
    click(tester_app, (seen.centerx, seen.bottom - 2))
    assert page.options != chosen
    assert [b.label for b in page.every_option if b.rect == half.rect and b.selected] == [half.label]


def test_a_journal_entrys_button_under_the_notes_takes_no_click_and_its_visible_part_does(tester_app):
    for seed in range(8, 13):
        keep(seed, spread="three-cards", question=f"Question {seed}")
    journal = at_200_percent(tester_app, "journal")
    post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
    step(tester_app)
    view = journal.rows_view
    cut = [b for b in cut_by(view, journal.buttons) if b.rect.bottom > view.bottom and b.label == "Open"]
    assert cut, "no entry's Open is cut by the list's foot"
    open_button = cut[0]
    click(tester_app, (open_button.rect.centerx, view.bottom + 3))   # under the list, where nothing is drawn
    assert tester_app.scene is journal
    click(tester_app, (open_button.rect.centerx, view.bottom - 2))
    assert isinstance(tester_app.scene, TableScene)


@pytest.mark.parametrize("screen", ["decks", "journal", "finished-games"])
def test_the_foots_back_is_drawn_in_sight_under_a_list_that_scrolls(tester_app, monkeypatch, screen):
    """The foot's buttons are drawn outside the scrolled list's view, not clipped by it."""
    for seed in range(8, 13):
        keep(seed, spread="three-cards", question=f"Question {seed}")
    page = at_200_percent(tester_app, screen)
    drawn = []
    real = theme.text

    def recorded(surface, words, pos, px, *args, **kwargs):
        rect = real(surface, words, pos, px, *args, **kwargs)
        drawn.append((words, rect.clip(surface.get_clip())))
        return rect
    monkeypatch.setattr(theme, "text", recorded)
    tester_app.request_redraw()
    step(tester_app)
    back = next(b for b in page.buttons if b.label == "Back")
    assert [rect for words, rect in drawn if words == "Back" and back.rect.contains(rect) and rect.width] != []
