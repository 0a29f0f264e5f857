"""A plain message with one way out, for errors the player must read."""
from __future__ import annotations

import pygame

from tarot_table.table import theme
from tarot_table.table.scenes.common import PageScene
from tarot_table.table.widgets import Button


class MessageScene(PageScene):
    def __init__(self, app, title: str, words: str) -> None:
        super().__init__(app)
        self.title, self.words = title, words

    def draw(self, surface: pygame.Surface) -> None:
        s = theme.ui_scale(surface.get_size())
        y = self.heading(surface, self.title)
        box = pygame.Rect(int(50 * s), y, int(surface.get_width() * 0.7), int(300 * s))
        used = theme.text_block(surface, self.words, box, int(19 * s))
        old = self.buttons
        self.buttons = [Button(pygame.Rect(int(50 * s), y + used + int(30 * s), int(200 * s), int(44 * s)),
                               "Back to the menu", self.back, px=int(17 * s))]
        self.keep_focus(old)
        for b in self.buttons:
            b.draw(surface)
