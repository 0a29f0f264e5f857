"""Play-test finding P13 (29 November, round 4): in Settings at 1920x1080 with 200% text the
page scrolls; scrolled down three notches, a click on 100% made everything fit, but the page
kept its offset: the first setting (Cards) stood off its top over an empty band, with
nothing saying so. A page that no longer scrolls now shows from its top, in the frame the
click brings. Real wheel and mouse events."""
from __future__ import annotations

import pygame

from tarot_table.clock import ManualClock
from tarot_table.table.app import App
from tests.helpers.table import click, post, step


def test_a_smaller_text_size_that_needs_no_scroll_shows_the_page_from_its_top(private_home):
    app = App(headless=True, size=(1920, 1080), clock=ManualClock())
    app.settings.text_size = 200
    app.apply_look()
    app.go("settings")
    step(app)
    page = app.scene
    assert page.max_scroll > 0
    for _ in range(3):
        post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
        step(app)
    assert page.scroll > 0
    hundred = next(b for b in page.buttons if b.label == "100%")
    click(app, hundred.rect.center)
    assert app.settings.text_size == 100 and page.max_scroll == 0
    assert page.scroll == 0, "shown from its top in the frame the click brought"
    first = next(b for b in page.every_button if b.label == "Drawn deck")
    assert page.rows_view.contains(first.rect)
    page.leave()
