"""Finished games: every kept record, newest first, to step through again on the table
(Replay) or to export as a save file. Reached from Statistics and from Continue."""
from __future__ import annotations

import pygame

from tarot_table import records
from tarot_table.table import theme
from tarot_table.table.scenes import replay
from tarot_table.table.scenes.common import PageScene
from tarot_table.table.scenes.continue_list import DETAIL_STEP, row_detail, row_title
from tarot_table.table.widgets import MORE_BELOW, Button, draw_scroll_bar, in_sight, row_of_buttons
from tarot_table.wording import bot_played_for

ASSISTED = "Autoplay helped"   # as Statistics count such a game apart

ROW_H = 76
BUTTON_W = 110   # Replay and Export, at the 1280x800 design
MOST_DETAIL_LINES = 4


class FinishedGamesScene(PageScene):
    def __init__(self, app, back_to: str = "menu") -> None:
        super().__init__(app)
        self.back_to = back_to
        self.records = records.listed()
        self.message = ""
        self.rows_view = pygame.Rect(0, 0, 0, 0)   # where the games scroll, as last drawn

    def back(self) -> None:
        self.app.go(self.back_to)

    def export(self, info) -> None:
        try:
            out = records.export(info.path)
        except (OSError, ValueError) as err:   # ValueError: safefile.UnreadableFile
            self.message = f"The game could not be exported ({err})."
            return
        self.message = f"Exported as a save file: {out}"

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        y = self.heading(surface, "Finished games",
                         f"The last {records.RECORDS_KEPT} games you finished, newest first: step through one again.")
        old = self.buttons
        self.buttons = []
        left = int(50 * s)
        width = w - 2 * left
        bottom = h - int(90 * s)
        if not self.records:
            theme.text(surface, "No finished games yet. A game you play to its end is kept here.",
                       (left, y), int(17 * s), theme.TEXT_DIM)
        px, room = int(14 * s), _words_room(width, s)
        most = max((len(_detail_lines(info, px, room)) for info in self.records), default=1)
        row_h = int(ROW_H * s) + int((most - 1) * DETAIL_STEP * s)   # every row as tall: no row's words cut
        self.max_scroll = max(0, len(self.records) * row_h - (bottom - y))
        self.scroll, self.scroll_page = min(self.scroll, self.max_scroll), bottom - y
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(0, y, w, bottom - y))
        for i, info in enumerate(self.records):
            top = y + i * row_h - self.scroll
            if top + row_h >= y and top <= bottom:
                self._row(surface, info, pygame.Rect(left, top, width, row_h - int(8 * s)), s)
        surface.set_clip(clip)
        more = self._more_below(surface, pygame.Rect(left, y, width + int(12 * s), bottom - y), row_h, s)
        if self.message:
            theme.text(surface, theme.ellipsize(self.message, int(14 * s), width - more), (left, bottom + int(6 * s)),
                       int(14 * s), theme.TEXT)
        rows_view = self.rows_view = pygame.Rect(0, y, w, bottom - y)
        scrolled = in_sight(self.buttons, rows_view)
        self.buttons = list(scrolled)   # the foot's buttons follow, drawn unclipped
        self.buttons += row_of_buttons([("Back", self.back)], left, h - int(56 * s), int(44 * s), int(18 * s),
                                       min_width=int(120 * s))
        self.keep_focus(old)
        surface.set_clip(rows_view)   # a button the list's edge cuts shows the part that takes a click
        for b in scrolled:
            b.draw(surface)
        surface.set_clip(clip)
        for b in self.buttons[len(scrolled):]:
            b.draw(surface)

    def _more_below(self, surface: pygame.Surface, view: pygame.Rect, row_h: int, s: float) -> int:
        """Where the list stands and that it goes on, as the scrolled pages say it (the
        bar at the view's right edge, "Scroll for more" under it while more lies below):
        at 1024x700 with 150% text four games showed and nothing said a fifth was there.
        How wide the words under the view are (0 when none are said)."""
        draw_scroll_bar(surface, view, row_h * len(self.records), self.scroll, s)
        if self.scroll >= self.max_scroll:
            return 0
        return theme.text(surface, MORE_BELOW, (view.right - int(12 * s), view.bottom + int(4 * s)), int(15 * s), theme.TEXT_DIM,
                          anchor="topright").width + int(16 * s)

    def _row(self, surface: pygame.Surface, info, rect: pygame.Rect, s: float) -> None:
        theme.panel(surface, rect, alpha=200, radius=10)
        pad = int(14 * s)
        px = max(13, int(16 * s))
        size = (int(BUTTON_W * s), int(ROW_H * s) - int(8 * s) - 2 * int(10 * s))
        export = Button(pygame.Rect(rect.right - pad - size[0], rect.centery - size[1] // 2, *size), "Export",
                        lambda i=info: self.export(i), px=px, tip="Save the game as a file the app opens")
        again = Button(export.rect.move(-size[0] - int(10 * s), 0), "Replay",
                       lambda i=info: replay.open_from(self, i), px=px)
        self.buttons += [again] if info.problem else [again, export]
        room = again.rect.left - rect.left - 2 * pad
        theme.text(surface, theme.ellipsize(row_title(info), int(18 * s), room, "Semibold"),
                   (rect.left + pad, rect.top + int(10 * s)), int(18 * s), theme.ACCENT, "Semibold")
        for i, line in enumerate(_detail_lines(info, int(14 * s), room)):
            theme.text(surface, line, (rect.left + pad, rect.top + int((38 + i * DETAIL_STEP) * s)),
                       int(14 * s), theme.WARN if info.problem else theme.TEXT_DIM)


def _words_room(width: int, s: float) -> int:
    """The width a row's words have, left of Replay and Export (as ``_row`` lays them)."""
    pad = int(14 * s)
    return width - 3 * pad - 2 * int(BUTTON_W * s) - int(10 * s)


def _detail_lines(info, px: int, room: int) -> list[str]:
    """What a row says under its title, wrapped whole where it does not fit one line (at
    200% text in a small window it was cut: "Deal…"); the last line cut only past
    MOST_DETAIL_LINES."""
    lines = [info.options_words] if info.options_words and not info.problem else []
    helped = [ASSISTED] if info.assisted and not info.problem else []
    helped += [bot_played_for(info.stood_in)] if info.stood_in and not info.problem else []
    wrapped = theme.wrap("  ·  ".join(helped + lines + [row_detail(info)]), px, room)
    if len(wrapped) > MOST_DETAIL_LINES:
        wrapped = wrapped[:MOST_DETAIL_LINES - 1] + [theme.ellipsize(" ".join(wrapped[MOST_DETAIL_LINES - 1:]), px, room)]
    return wrapped
