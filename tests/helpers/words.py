"""Words as the app draws them: recorded through ``theme.text``, and a menu caption
longer than any game's."""
from __future__ import annotations

from typing import NamedTuple

import pygame
import pytest

from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.table import theme
from tarot_table.table.app import picture_app
from tarot_table.table.scenes import menu, table_bars
from tests.helpers.table import step


class Said(NamedTuple):
    """One call of ``theme.text``: the words, their size, the rectangle they took, and
    what they were asked to be drawn at, in, on and under (the surface's clip then)."""
    words: str
    px: int
    rect: pygame.Rect
    pos: tuple
    colour: tuple
    weight: str
    surface: pygame.Surface
    clip: pygame.Rect


def words_said(draw) -> list[Said]:
    """Every call of ``theme.text`` while ``draw()`` runs, in order; the real ``theme.text``
    is back afterwards, and nothing else the test patched is undone."""
    said: list[Said] = []
    real = theme.text

    def recorded(surface, words, pos, px, colour=None, weight="Regular", *args, **kwargs):
        rect = real(surface, words, pos, px, colour, weight, *args, **kwargs)
        said.append(Said(str(words), px, rect, pos, tuple(colour or theme.TEXT), weight, surface, surface.get_clip()))
        return rect
    with pytest.MonkeyPatch.context() as patched:
        patched.setattr(theme, "text", recorded)
        draw()
    return said


def frame_said(app) -> list[Said]:
    """Every call of ``theme.text`` in the app's next frame, drawn whole."""
    return words_said(lambda: (app.request_redraw(), step(app)))


def drawn_words(draw) -> list[tuple[str, int, pygame.Rect]]:
    """Every (words, size, rectangle) drawn through ``theme.text`` while ``draw()`` runs."""
    return [(said.words, said.px, said.rect) for said in words_said(draw)]


LONG_TAGLINE = ("Find the four Queens before the world ends, each of them hidden somewhere in "
                "the spread, while the Fool looks on")


def a_caption_too_long_for_its_tile(monkeypatch) -> None:
    """Queens of Fate's tagline made longer than two lines hold at 150-200% in 1024x700:
    every game's own caption shows whole there now (test_menu_tiles_at_every_size.py),
    and a longer one is still cut after a word and read whole under the pointer."""
    entry = next(e for e in menu.GAMES.entries() if e.id == "queens-of-fate")
    monkeypatch.setattr(entry, "tagline", LONG_TAGLINE)


def top_bar_words(size, text_size):
    """Tempting Fate's top bar drawn: the table, its options in words, the lines of them
    drawn (words, size, rectangle), and the bar."""
    app = picture_app(size, text_size)
    session = Session.start(get_game("tempting-fate"), 5, {})
    table = app.make("table", session, saving=False)
    app.switch(table)
    drawn = drawn_words(lambda: (app.request_redraw(), step(app)))
    words = session.options_words
    said = set(words.split(", ")) | set(session.short_options_parts)
    bar = pygame.Rect(0, 0, size[0], table_bars.top_bar_height(table, size[0], theme.ui_scale(size)))
    lines = [(w, px, r) for w, px, r in drawn if r.colliderect(bar) and w and w != table.game.title and
             (w == "…" or set(w.removesuffix("…").rstrip(", ").split(", ")) <= said)]
    return table, words, lines, bar


def cut_after_a_word(shown: str, whole: str) -> bool:
    """``shown`` is ``whole``, or its start up to a whole word and then "…"."""
    if shown == whole:
        return True
    kept = shown.removesuffix("…")
    return shown.endswith("…") and whole.startswith(kept) and whole[len(kept)] in " ,·:;"
