"""The story panel beside a table: it opens on a whole sentence, and scrolled back with
the wheel it is filled down to its foot while more lies below. Measured with the app's
own fonts, as drawn."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.games import get_game
from tests.helpers.table import click, draw_whole, step


def test_the_story_panel_opens_on_a_whole_sentence_where_older_ones_are_above_it(monkeypatch):
    """The seventh real-window round, finding 8, the story beside Lucky You!'s board at 200%
    in 1024x700: its top line was the end of a sentence whose start lay above the panel
    ("reversed."). The panel starts at the first sentence it shows whole; measured as drawn."""
    from tarot_table.screenshot import build_scene
    from tarot_table.table.app import picture_app
    from tarot_table.table.scenes import table_bars
    from tests.helpers.table import draw_whole
    lucky = get_game("lucky-you")
    app = picture_app((1024, 700), 200)
    scene = build_scene(app, "game", lucky, 1, lucky.check_options({}), 13, "table", 6)
    scene.log_open = True
    app.switch(scene)
    drawn = []
    real = table_bars.theme.text
    monkeypatch.setattr(table_bars.theme, "text", lambda surface, words, *a, **k:
                        drawn.append((str(words), real(surface, words, *a, **k))) or drawn[-1][1])
    try:
        draw_whole(app)
    finally:
        monkeypatch.undo()
    log = scene.frame(app.screen.get_size())["log"]
    story = scene.session.state.story
    lines = sorted(((rect.top, words) for words, rect in drawn
                    if log.contains(rect) and words not in ("Story", "›", "‹", "")))
    assert len(lines) > 5, lines
    assert any(sentence.startswith(lines[0][1]) for sentence in story), lines[0]
    assert lines[-1][1] in story[-1]   # the newest still at the bottom
    scene.leave()


@pytest.mark.parametrize("size, text_size", [((1024, 700), 100), ((1920, 1080), 200), ((2560, 1440), 150)])
def test_the_story_panel_scrolled_back_is_filled_to_its_foot(size, text_size, monkeypatch):
    """The eighth real-window round, finding 6: "the Fool's Journey story panel shows a
    blank band after scrolling". The panel opens on a whole sentence (one whose start lies
    above is left out), and the lines it left out at the top were left empty at its foot
    though later lines waited below. Scrolled back with the wheel a notch at a time, the
    panel now shows lines down to its foot while more lie below: the room left under the
    last is less than a line and the gap after a sentence."""
    from tarot_table.games import get_game
    from tarot_table.table import theme
    from tarot_table.table.app import picture_app
    from tarot_table.table.scenes import table_bars, table_draw
    from tests.helpers.played import played_table
    fools = get_game("fools-journey")
    app = picture_app(size, text_size)
    scene = played_table(app, fools, 2, fools.check_options({}), 60)   # the 60 moves thought once for the three windows
    app.switch(scene)
    step(app)
    if not scene.log_open:   # put away at first where it would crowd the table: its tab opens it
        click(app, next(b for b in scene.bar_buttons if b.label == "‹").rect.center)
    assert scene.log_open
    drawn, panel, real_text, real_story = [], [], theme.text, table_bars.draw_story

    def story_drawn(scene_, surface, rect, s):
        panel[:] = [rect]
        monkeypatch.setattr(table_bars.theme, "text", recorded)
        try:
            real_story(scene_, surface, rect, s)
        finally:
            monkeypatch.setattr(table_bars.theme, "text", real_text)

    def recorded(surface, words, pos, px, *args, **kwargs):
        rect = real_text(surface, words, pos, px, *args, **kwargs)
        if words not in ("", "Story", "›", "‹"):
            drawn.append((words, rect))
        return rect
    monkeypatch.setattr(table_draw, "draw_story", story_drawn)
    newest = scene.session.state.story[-1]
    try:
        bands = []
        for _ in range(12):
            log = scene.frame(size)["log"]
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=log.center, rel=(0, 0), buttons=(0, 0, 0)))
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False,
                                                 precise_x=0.0, precise_y=1.0))
            step(app)
            drawn.clear()
            draw_whole(app)
            assert drawn, "the story is drawn"
            if newest.endswith(drawn[-1][0]):
                continue   # scrolled no further than the end: nothing lies below
            line = drawn[-1][1].height
            bands.append((panel[0].bottom - drawn[-1][1].bottom, line))
        assert bands, "the wheel scrolled the story back"
        assert all(band < 2 * line + 8 for band, line in bands), bands
    finally:
        scene.leave()
