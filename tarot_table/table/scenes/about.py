"""About: the version, the cards in use and who made them, where files are kept, and
a button that puts the app into the applications menu (or takes it out)."""
from __future__ import annotations

import pygame

from tarot_table.about import about
from tarot_table.desktop import DesktopError, install, uninstall
from tarot_table.table import theme
from tarot_table.table.scenes.common import PageScene
from tarot_table.table.widgets import row_of_buttons


class AboutScene(PageScene):
    def __init__(self, app, back_to=None) -> None:
        super().__init__(app)
        self.back_to = back_to   # the screen Back returns to (the menu when None)
        self.note, self.note_is_problem = "", False
        self.facts = about(app.art.deck)

    def back(self) -> None:
        if self.back_to is None:
            super().back()
        else:
            self.app.go(self.back_to)

    def toggle_menu_entry(self) -> None:
        try:
            if self.facts.menu_entry:
                uninstall()
                self.note = "Tarot Table is no longer in the applications menu."
            else:
                change = install()
                self.note = f"Tarot Table is now in the applications menu, under Games ({change.entry})."
            self.note_is_problem = False
        except DesktopError as err:
            self.note, self.note_is_problem = str(err), True
        self.facts = about(self.app.art.deck)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        y = self.heading(surface, "About Tarot Table", f"Version {self.facts.version}  ·  card games and readings on a tarot deck  ·  MIT licence")
        left = int(50 * s)
        column = int(190 * s)
        width = w - 2 * left
        view, y = self.begin_scroll(surface, y, h - int(80 * s))
        y = self._section(surface, "Cards in use", [("Deck", self.facts.deck), *self.facts.deck_facts],
                          pygame.Rect(left, y, width, 0), column, s)
        y = self._section(surface, "Where your files are", self.facts.places, pygame.Rect(left, y, width, 0), column, s)
        y = self._section(surface, "Third-party software shipped with Tarot Table", self.facts.software,
                          pygame.Rect(left, y, width, 0), int(260 * s), s)
        entry = self.facts.menu_entry
        state = f"In the menu, under Games ({entry})" if entry else "Not in the applications menu"
        y = self._section(surface, "Applications menu", [("Entry", state)], pygame.Rect(left, y, width, 0),
                          column, s)
        self.end_scroll(surface, view, y)
        old = self.buttons
        label = "Remove from the applications menu" if entry else "Add to the applications menu"
        self.buttons = row_of_buttons([("Back", self.back), (label, self.toggle_menu_entry)], left,
                                      h - int(70 * s), int(44 * s), int(18 * s), gap=int(14 * s),
                                      min_width=int(120 * s))
        if self.note:
            x = self.buttons[-1].rect.right + int(20 * s)
            theme.text_block(surface, self.note, pygame.Rect(x, h - int(70 * s), w - x - left, int(44 * s)),
                             int(15 * s), theme.WARN if self.note_is_problem else theme.GOOD)
        self.keep_focus(old)
        for b in self.buttons:
            b.draw(surface)

    def _section(self, surface: pygame.Surface, title: str, rows: list[tuple[str, str]],
                 area: pygame.Rect, column: int, s: float) -> int:
        """A titled list of label and value rows; returns the y below it."""
        theme.text(surface, title, (area.left, area.top), int(21 * s), theme.ACCENT, "Semibold", family="serif")
        y = area.top + int(34 * s)
        px = int(16 * s)
        for label, value in rows:
            theme.text(surface, label, (area.left + int(16 * s), y), px, theme.TEXT_DIM)
            value_box = pygame.Rect(area.left + column, y, area.width - column, int(400 * s))
            y += max(theme.text_block(surface, value, value_box, px), int(24 * s)) + int(4 * s)
        return y + int(18 * s)
