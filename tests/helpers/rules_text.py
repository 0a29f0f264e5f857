"""Recording the words a screen draws, to check its rules text."""
from __future__ import annotations
import pygame
from tarot_table.table import theme


REAL_TEXT = theme.text


def record_drawn(monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """Every piece of text drawn from now on, with where it went."""
    drawn = []
    monkeypatch.setattr(theme, "text", lambda surface, words, *a, **k:
                        drawn.append((words, REAL_TEXT(surface, words, *a, **k))) or drawn[-1][1])
    return drawn
