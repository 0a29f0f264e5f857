"""Play-test finding (29 November, The Fool's Journey given up at 1024x700): the end
panel said "It could still be won where you gave up..." under its buttons, above an empty
band. The words that may change (the solver's answer) are read before the buttons, in
the room kept for the longest of them, so the buttons still never move as it comes."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.table import theme
from tarot_table.table.scenes.panels import dialog

ANSWER = "It could still be won where you gave up: the solver found a winning line of 96 moves from there."
LONGEST = [["Lost for sure: no line from the deal wins it, whatever was played; the search saw every "
            "position it could reach, and each of them ends in a loss, so nothing was missed."]]
SPECS = [("Look at the table", lambda: None), ("Show me", None), ("New deal", lambda: None), ("Menu", lambda: None)]


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080), (2560, 1440)])
def test_the_answer_is_drawn_above_the_buttons_which_stay_put_as_it_comes(app, monkeypatch, size):
    surface = pygame.Surface(size)
    s = theme.ui_scale(size)
    waiting, _ = dialog(surface, s, "The game is lost", ["Given up.", "Time 0:55 · 6 moves"], SPECS,
                        ["Looking for a line that wins…"], LONGEST)
    written = []
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda surf, words, at, *a, **k: written.append((words, at))
                        or real(surf, words, at, *a, **k))
    answered, box = dialog(surface, s, "The game is lost", ["Given up.", "Time 0:55 · 6 moves"], SPECS,
                           [ANSWER], LONGEST)
    assert [b.rect for b in answered] == [b.rect for b in waiting]
    top_of_buttons = min(b.rect.top for b in answered)
    answer_lines = [at for words, at in written if words and words in ANSWER and words not in ("Given up.",)]
    assert answer_lines and all(at[1] < top_of_buttons for at in answer_lines), (answer_lines, top_of_buttons)
    assert box.contains(pygame.Rect(answered[0].rect))
