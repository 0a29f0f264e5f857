"""Play-test finding (29 November, 1024x700 at 150% text): Finished games listed four
games with no scroll bar and no word of more below; the first finished game showed only
when the list was scrolled by chance. The list says it goes on as the app's scrolled
pages say it: the bar at its right edge, "Scroll for more" under it while more lies
below, and the words gone once its end shows."""
from __future__ import annotations

import pygame

from tarot_table import records
from tarot_table.table import theme
from tarot_table.table.scenes.finished import MORE_BELOW, FinishedGamesScene
from tests.helpers.table import at_text_size, draw_whole, post, record_text, step
from tests.helpers.tempting import play_to_the_end


def _wheel(app, page, down: int) -> None:
    post(pygame.MOUSEWHEEL, x=0, y=-down, flipped=False)
    step(app)


def test_a_list_longer_than_the_page_says_more_lies_below_until_its_end_shows(app, monkeypatch):
    session = play_to_the_end(app).session
    for _ in range(5):
        records.keep(session)   # six finished games, as a player's afternoon left them
    app.screen = pygame.display.set_mode((1024, 700))
    at_text_size(app, 150)
    page = FinishedGamesScene(app)
    app.switch(page)
    step(app)
    written = record_text(monkeypatch)
    shown = draw_whole(app)
    assert MORE_BELOW in written
    assert page.max_scroll > 0
    rows_right = app.screen.get_width() - int(50 * theme.ui_scale((1024, 700)))
    thumb = [(x, y) for x in range(rows_right, app.screen.get_width()) for y in range(app.screen.get_height())
             if shown.get_at((x, y))[:3] == theme.ACCENT]
    assert thumb, "no scroll bar beside the list"
    for _ in range(40):   # the wheel down to the list's end: the last game shows, nothing more is said
        _wheel(app, page, 1)
    written.clear()
    draw_whole(app)
    assert page.scroll == page.max_scroll
    assert MORE_BELOW not in written
    assert written.count("Replay") >= 1


def test_a_list_the_page_holds_whole_says_nothing_of_more(app, monkeypatch):
    play_to_the_end(app)
    app.screen = pygame.display.set_mode((1920, 1080))
    page = FinishedGamesScene(app)
    app.switch(page)
    step(app)
    written = record_text(monkeypatch)
    draw_whole(app)
    assert page.max_scroll == 0 and MORE_BELOW not in written
