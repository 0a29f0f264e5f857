"""Play-test finding (29 November, the Reading Table): the "Your question" box went once
the first card was laid, and nothing had said a question cannot be added after. The
question stays one asked before the cards (it is kept with the first card); the box says
so where the player looks, drawn whole in its field at every size."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.games.reading.table_panel import QUESTION_HINT
from tarot_table.table import theme
from tarot_table.table.widgets import HINT_WEIGHT
from tests.helpers.table import at_text_size, draw_whole, open_table, record_text


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080), (2560, 1440)])
def test_the_question_box_says_it_is_asked_before_the_first_card(app, monkeypatch, size):
    app.screen = pygame.display.set_mode(size)
    scene = open_table(app)
    written = record_text(monkeypatch)
    draw_whole(app)
    assert QUESTION_HINT in written, written   # whole, never cut short
    assert "before the first card" in QUESTION_HINT


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080), (2560, 1440)])
def test_the_question_hint_stays_inside_its_box_at_200_percent(app, monkeypatch, size):
    """Second play-test round (29 November): at 2560x1440 with 200% text the hint ran past
    the box's right edge and over the Story. A hint too long for its box is set smaller."""
    app.screen = pygame.display.set_mode(size)
    at_text_size(app, 200)
    scene = open_table(app)
    drawn = []
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda surface, words, pos, px, *a, **k: drawn.append((words, pos, px, a, k))
                        or real(surface, words, pos, px, *a, **k))
    draw_whole(app)
    box = scene.game_panel.text_field().rect
    hint = [(words, pos, px) for words, pos, px, a, k in drawn if words.startswith("Click to write a question")]
    assert hint, "the hint was not drawn"
    words, pos, px = hint[-1]
    assert words == QUESTION_HINT, words   # whole: the words say what the player must know
    assert pos[0] + theme.words_width(words, px, HINT_WEIGHT) <= box.right - 8
