"""A plain message, for errors the player must read (one way out: back to the menu),
or a short question with its answers (``choices``: each a label and what it does; Back,
Escape too, leaves for the menu, or does what ``back`` says)."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from tarot_table.table import theme
from tarot_table.table.scenes.common import PageScene
from tarot_table.table.widgets import row_of_buttons


class MessageScene(PageScene):
    def __init__(self, app, title: str, words: str,
                 choices: list[tuple[str, Callable[[], None]]] | None = None,
                 back: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.title, self.words = title, words
        if back is not None:
            self.back = back
        self.choices = choices or [("Back to the menu", self.back)]

    def draw(self, surface: pygame.Surface) -> None:
        s = theme.ui_scale(surface.get_size())
        y = self.heading(surface, self.title)
        box = pygame.Rect(int(50 * s), y, int(surface.get_width() * 0.7), int(300 * s))
        used = theme.text_block(surface, self.words, box, int(19 * s))
        old = self.buttons
        self.buttons = row_of_buttons(self.choices, box.left, y + used + int(30 * s), int(44 * s), int(17 * s),
                                      gap=int(12 * s), min_width=int(140 * s))
        self.keep_focus(old)
        for b in self.buttons:
            b.draw(surface)
