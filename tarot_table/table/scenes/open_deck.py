"""Offered when the app is opened on a deck file (a ``.tarotdeck`` container, say,
double-clicked in a file manager): install it, or leave everything as it was. A deck
that would replace the installed deck with its id is installed only after a second
question naming both."""
from __future__ import annotations

from pathlib import Path

import pygame

from tarot_table.decks.install import AlreadyInstalled, InstallError, ReplaceNotAsked, import_deck, named
from tarot_table.table import theme
from tarot_table.table.scenes.common import PageScene
from tarot_table.table.scenes.deck_jobs import use_deck
from tarot_table.table.scenes.decks import replace_question
from tarot_table.table.widgets import row_of_buttons


class OpenDeckScene(PageScene):
    def __init__(self, app, source: Path) -> None:
        super().__init__(app)
        self.source = source
        self.result = ""
        self.installed = False
        self.asking: ReplaceNotAsked | None = None   # the install found another deck with its id

    def install(self, agreed: str = "") -> None:
        """Install the deck file (replacing the installed deck with its id only where the
        file holds the deck a question was ``agreed`` to: ``ReplaceNotAsked.digest``; one
        changed since is asked about again)."""
        self.asking = None
        try:
            deck = import_deck(self.source, agreed=agreed)
        except AlreadyInstalled as err:
            self.result = f"Nothing to install: {err}"
            return
        except ReplaceNotAsked as err:
            self.asking = err
            return
        except InstallError as err:
            self.result = f"The deck was not installed: {err}"
            return
        self.installed = True
        if use_deck(self.app, deck.id, deck.path):
            self.result = f"{deck.name} ({deck.version}) is installed in {deck.path} and is now the deck in use."
        else:
            self.result = f"{deck.name} ({deck.version}) is installed in {deck.path}, but its check failed now."

    def keep_installed(self) -> None:
        self.result = f"Kept {named(self.asking.installed)}; nothing was installed."
        self.asking = None

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        y = self.heading(surface, "Replace an installed deck?" if self.asking else "Install a deck?", str(self.source))
        left = int(50 * s)
        box = pygame.Rect(left, y, int(w * 0.7), int(h * 0.4))
        used = theme.text_block(surface, self._words(), box, int(19 * s))
        if self.asking:
            choices = [("Replace it", lambda: self.install(self.asking.digest)),
                       ("Keep the installed deck", self.keep_installed)]
            for line in (f"Installed: {named(self.asking.installed)}, in {self.asking.installed.path}",
                         f"In {self.source.name}: {named(self.asking.incoming)}"):
                used += int(10 * s) + theme.text_block(surface, line, box.move(0, used + int(10 * s)), int(19 * s),
                                                       theme.TEXT, "Semibold")
        elif self.result:
            choices = [("Back to the menu", self.back)]
        else:
            choices = [("Install", self.install), ("Not now", self.back)]
        old = self.buttons
        self.buttons = row_of_buttons(choices, left, y + used + int(30 * s), int(44 * s), int(18 * s),
                                      min_width=int(160 * s))
        self.keep_focus(old)
        for b in self.buttons:
            b.draw(surface)

    def _words(self) -> str:
        if self.asking:
            return replace_question(self.source, self.asking)
        return self.result or ("Tarot Table was opened on a deck file. Installing copies the deck into "
                               "your own deck folder after checking every file in it; a file that breaks "
                               "a rule is refused and nothing is installed.")

    def back(self) -> None:
        if self.asking is not None:   # Escape at the question: No
            self.keep_installed()
            return
        super().back()
