"""Which decks were found where, which can be used, and why not."""
from __future__ import annotations

import pygame

from tarot_table.decks.discovery import deck_folders, read_deck, search_roots, unless_shadowed
from tarot_table.table import theme
from tarot_table.table.scenes.common import PageScene
from tarot_table.table.widgets import row_of_buttons


class DecksScene(PageScene):
    """Every deck found and whether it can be used. Checking a deck opens each of its
    pictures (about 20 ms), so the page opens on the decks as their deck.toml names
    them, checks the first ones at once, and then, a few a frame, those the window
    has room to show (the rest are left to 'decks list')."""
    CHECKED_AT_ONCE = 2
    CHECKED_A_FRAME = 2

    def __init__(self, app) -> None:
        super().__init__(app)
        self.decks = [read_deck(folder, checked=False) for folder in deck_folders()]
        self.checked = 0          # the decks before this one are checked
        self.shown = len(self.decks)   # how many the last frame had room for
        self.usable_ids: set[str] = set()
        self.check(self.CHECKED_AT_ONCE)

    def check(self, count: int) -> None:
        for i in range(self.checked, min(self.checked + count, len(self.decks))):
            self.decks[i] = unless_shadowed(read_deck(self.decks[i].path), self.usable_ids)
            self.checked = i + 1

    def update(self, dt: float) -> None:
        self.check(min(self.CHECKED_A_FRAME, self.shown - self.checked))

    def next_frame_in(self) -> float | None:
        return 0 if self.checked < self.shown else None

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        y = self.heading(surface, "Decks", f"In use: {self.app.art.title}")
        left = int(50 * s)
        width = w - 2 * left
        if not self.decks:
            theme.text(surface, "No deck folders were found, so the table plays on its own drawn deck.",
                       (left, y), int(18 * s))
            y += int(36 * s)
        roots = search_roots()
        room = h - int((56 + 22 * len(roots) + 16 + 40 + 80) * s)   # the folders, the hint and Back below
        self.shown = len(self.decks)
        for shown, deck in enumerate(self.decks):
            if y + int(80 * s) > room and shown < len(self.decks) - 1:
                theme.text(surface, f"… and {len(self.decks) - shown} more: 'tarot-table decks list' lists every "
                           "deck and why one cannot be used.", (left, y), int(16 * s), theme.TEXT_DIM)
                y += int(30 * s)
                self.shown = shown
                break
            mark, colour = ("usable", theme.GOOD) if deck.usable else ("not usable", theme.WARN)
            if not deck.checked and deck.usable:
                mark, colour = "checking its pictures…", theme.TEXT_DIM
            theme.text(surface, f"{deck.name}", (left, y), int(19 * s), theme.TEXT, "Semibold")
            label = "  ·  ".join(filter(None, (f"{deck.id} {deck.version}".strip(), mark)))   # no id: deck.toml failed
            theme.text(surface, label, (left + int(380 * s), y + int(2 * s)),
                       int(16 * s), colour)
            y += int(28 * s)
            detail = deck.problem or deck.attribution or str(deck.path)
            y += theme.text_block(surface, f"{detail}\n{deck.path}", pygame.Rect(left + int(16 * s), y, width, int(60 * s)),
                                  int(14 * s), theme.TEXT_DIM) + int(12 * s)
        y += int(10 * s)
        theme.text(surface, "Folders searched, in order", (left, y), int(18 * s), theme.ACCENT, "Semibold")
        y += int(30 * s)
        for root in roots:
            theme.text(surface, str(root), (left + int(16 * s), y), int(14 * s), theme.TEXT_DIM)
            y += int(22 * s)
        y += int(16 * s)
        scans = any(d.usable and d.checked and d.id == "rider-waite-smith" for d in self.decks)
        theme.text_block(surface, ("To add another deck, run 'tarot-table decks import PATH' for a deck "
                                   "folder or zip of your own." if scans else
                                   "To add the Rider-Waite-Smith scans, run "
                                   "'tarot-table decks install rider-waite-smith', or 'tarot-table decks import PATH' "
                                   "for a deck folder or zip of your own."),
                         pygame.Rect(left, y, width, int(60 * s)), int(15 * s))
        old = self.buttons
        self.buttons = row_of_buttons([("Back", self.back)], left, h - int(64 * s), int(44 * s), int(18 * s),
                                      min_width=int(120 * s))
        self.keep_focus(old)
        for b in self.buttons:
            b.draw(surface)
