"""Play-test finding of 29 November: at 200% text Continue drew a saved game's name tiny
("Sunday morning deal (Queens of Fate)" at 13 px beside lines of 23), set smaller until
it fitted its row. The name keeps the row's title size, at least its other lines' size:
where it and its game do not fit one line, the game's name opens the line under it; a
name too long even alone is cut after a word at that size."""
from __future__ import annotations

import pytest

from tarot_table import saves
from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.table import theme
from tarot_table.table.app import picture_app
from tarot_table.table.scenes import continue_list, menu
from tests.helpers.table import step

QUEENS = get_game("queens-of-fate")
SIZES = [(1024, 700), (1920, 1080), (2560, 1440)]


def row_lines(name: str, size, text_size, monkeypatch) -> list[tuple[str, int]]:
    """The words (and their size) Continue's row of a Queens of Fate save named ``name`` draws."""
    session = Session.start(QUEENS, 10, {})
    session.name = name
    saves.save(session)
    app = picture_app(size, text_size)
    scene = menu.MenuScene(app)
    app.switch(scene)
    drawn, real = [], theme.text
    monkeypatch.setattr(continue_list.theme, "text", lambda surface, words, pos, px, *a, **k:
                        drawn.append((str(words), px, real(surface, words, pos, px, *a, **k))) or drawn[-1][2])
    try:
        app.request_redraw()
        step(app)
    finally:
        monkeypatch.undo()
        scene.leave()
    row = next(b for b in scene.buttons if b.label == session.slot)
    return [(words, px) for words, px, rect in drawn if row.rect.contains(rect)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("text_size", [150, 200])
def test_a_saved_name_keeps_the_title_size_its_game_on_the_line_under_it(size, text_size, monkeypatch):
    lines = row_lines("Sunday morning deal", size, text_size, monkeypatch)
    title, title_px = lines[0]
    assert title_px >= max(px for _, px in lines[1:]), lines
    if title == "Sunday morning deal":
        assert lines[1][0].startswith("Queens of Fate"), lines
    else:
        assert title == "Sunday morning deal (Queens of Fate)", lines


@pytest.mark.parametrize("size", SIZES)
def test_a_saved_name_that_fits_with_its_game_is_drawn_whole_as_before(size, monkeypatch):
    lines = row_lines("Practice", size, 100, monkeypatch)
    assert lines[0][0] == "Practice (Queens of Fate)" and not lines[1][0].startswith("Queens of Fate"), lines


def test_a_name_too_long_for_its_row_is_cut_after_a_word_at_the_row_s_size(monkeypatch):
    name = "The long Sunday morning deal we keep coming back to after lunch with the whole family"
    lines = row_lines(name, (1024, 700), 200, monkeypatch)
    title, title_px = lines[0]
    assert title.endswith("\u2026") and name.startswith(title[:-1].rstrip()), lines
    assert title_px >= max(px for _, px in lines[1:]), lines
    assert lines[1][0].startswith("Queens of Fate"), lines
