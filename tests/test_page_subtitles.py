"""A page's subtitle grows with the text size as the page's body does (Statistics,
Journal, Decks, About, Finished games, the new-game page); only the menu, laid out in
fixed room, keeps it at its title's capped scale. Found at 200% in 1024x700: the
Statistics page's sentence under its title stayed at the small size while the words
under it doubled."""
from __future__ import annotations

import pytest

from tarot_table.table import theme
from tarot_table.table.app import picture_app
from tarot_table.table.scenes.about import AboutScene
from tarot_table.table.scenes.decks import DecksScene
from tarot_table.table.scenes.finished import FinishedGamesScene
from tarot_table.table.scenes.journal import JournalScene
from tarot_table.table.scenes.menu import MenuScene
from tarot_table.table.scenes.stats import StatsScene
from tests.helpers.table import step
from tests.helpers.words import drawn_words

GROWING_PAGES = {"Statistics": StatsScene, "Journal": JournalScene, "Decks": DecksScene,
                 "About Tarot Table": AboutScene, "Finished games": FinishedGamesScene}


def _drawn_words(app, scene) -> list[tuple[str, int, object]]:
    """Every piece of text the page draws in one frame: its words, size and rectangle."""
    return drawn_words(lambda: (app.switch(scene), step(app)))


def _subtitle_lines(drawn, title: str) -> list[tuple[str, int, object]]:
    """The lines drawn right after the title, up to the first that is not the subtitle's
    (the subtitle is the one thing written between the title and the page's body)."""
    first = next(i for i, (words, _, _) in enumerate(drawn) if words == title) + 1
    px = drawn[first][1]
    lines = []
    for entry in drawn[first:]:
        if entry[1] != px or (lines and entry[2].top <= lines[-1][2].top):
            break
        lines.append(entry)
    return lines


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080), (2560, 1440)])
@pytest.mark.parametrize("text_size", [100, 200])
@pytest.mark.parametrize("title", sorted(GROWING_PAGES))
def test_a_page_s_subtitle_is_written_at_its_body_s_scale_whole_and_in_the_window(title, size, text_size):
    app = picture_app(size, text_size)
    drawn = _drawn_words(app, GROWING_PAGES[title](app))
    lines = _subtitle_lines(drawn, title)
    assert lines, title
    assert {px for _, px, _ in lines} == {int(18 * theme.ui_scale(size))}
    assert all(app.screen.get_rect().contains(rect) for _, _, rect in lines)
    assert all(rect.width <= size[0] - 2 * int(50 * theme.ui_scale_at_most(size, 1.25)) for _, _, rect in lines)


@pytest.mark.parametrize("size", [(1024, 700), (2560, 1440)])
def test_the_menu_s_subtitle_keeps_its_title_s_capped_scale(size):
    app = picture_app(size, 200)
    drawn = _drawn_words(app, MenuScene(app))
    lines = _subtitle_lines(drawn, "Tarot Table")
    assert [words for words, _, _ in lines] == ["Card games and readings on a tarot deck"]
    assert lines[0][1] == int(18 * theme.ui_scale_at_most(size, 1.25))
