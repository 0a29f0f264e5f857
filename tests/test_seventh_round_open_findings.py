"""The seventh real-window round's findings left open (docs/playtest-32.md, its last
section), answered: measured with the app's own fonts, as drawn."""
from __future__ import annotations

import pytest

from tarot_table.table.app import picture_app
from tarot_table.table.scenes import menu
from tests.helpers.table import step
from tests.helpers.words import drawn_words


@pytest.mark.parametrize("text_size", [150, 175, 200])
def test_menu_captions_at_large_text_in_1024_by_700_wrap_whole_instead_of_being_cut(text_size, monkeypatch):
    """"Find the four Queens be…" at 150-200% in 1024x700: every tile's caption is drawn
    whole on two lines, the table picture giving up the height of one (it keeps
    ``PICTURE_SHARE`` of its tile), and none is cut."""
    app = picture_app((1024, 700), text_size)
    scene = menu.MenuScene(app)
    app.switch(scene)
    drawn = drawn_words(monkeypatch, menu, lambda: (app.request_redraw(), step(app)))
    assert scene.cut_words == {}
    for entry in menu.GAMES.entries():
        top = scene.title_tops[entry.title]
        tile = next(b.rect for b in scene.buttons if b.label == entry.title)
        lines = [w for w, _, r in drawn if tile.contains(r) and r.top > top and w not in ("Learn", entry.title)]
        assert " ".join(lines) == menu.tile_caption(entry), (entry.title, lines)
    scene.leave()
