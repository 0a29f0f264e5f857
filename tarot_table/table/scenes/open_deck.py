"""Offered when the app is opened on a deck file (a ``.tarotdeck`` container, say,
double-clicked in a file manager): install it, or leave everything as it was."""
from __future__ import annotations

from pathlib import Path

import pygame

from tarot_table.decks.install import InstallError, import_deck
from tarot_table.table import theme
from tarot_table.table.scenes.common import PageScene
from tarot_table.table.widgets import row_of_buttons


class OpenDeckScene(PageScene):
    def __init__(self, app, source: Path) -> None:
        super().__init__(app)
        self.source = source
        self.result = ""
        self.installed = False

    def install(self) -> None:
        try:
            deck = import_deck(self.source)
        except InstallError as err:
            self.result = f"The deck was not installed: {err}"
            return
        self.installed = True
        self.app.settings.deck = deck.id
        self.app.load_deck()
        self.result = f"{deck.name} ({deck.version}) is installed in {deck.path} and is now the deck in use."

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        y = self.heading(surface, "Install a deck?", str(self.source))
        left = int(50 * s)
        box = pygame.Rect(left, y, int(w * 0.7), int(h * 0.4))
        words = self.result or ("Tarot Table was opened on a deck file. Installing copies the deck into "
                                "your own deck folder after checking every file in it; a file that breaks "
                                "a rule is refused and nothing is installed.")
        used = theme.text_block(surface, words, box, int(19 * s))
        choices = [("Back to the menu", self.back)] if self.result else \
            [("Install", self.install), ("Not now", self.back)]
        old = self.buttons
        self.buttons = row_of_buttons(choices, left, y + used + int(30 * s), int(44 * s), int(18 * s),
                                      min_width=int(160 * s))
        self.keep_focus(old)
        for b in self.buttons:
            b.draw(surface)
