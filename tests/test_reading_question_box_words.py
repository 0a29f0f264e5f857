"""Play-test finding (29 November, the Reading Table): the "Your question" box went once
the first card was laid, and nothing had said a question cannot be added after. The
question stays one asked before the cards (it is kept with the first card); the box says
so where the player looks, drawn whole in its field at every size."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.games.reading.table_panel import QUESTION_HINT
from tests.helpers.table import draw_whole, open_table, record_text


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080), (2560, 1440)])
def test_the_question_box_says_it_is_asked_before_the_first_card(app, monkeypatch, size):
    app.screen = pygame.display.set_mode(size)
    scene = open_table(app)
    written = record_text(monkeypatch)
    draw_whole(app)
    assert QUESTION_HINT in written, written   # whole, never cut short
    assert "before the first card" in QUESTION_HINT
