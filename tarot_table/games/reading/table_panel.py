"""The reading table's own part of the table (its ``table_panel``, see
``tarot_table.table.game_panel``): the question asked before the first card, and at
the end a panel listing each position, its card, how it lies and what it means there,
with a note for the journal. The panel folds away to look at the spread. Pygame code:
only the table imports it."""
from __future__ import annotations

import pygame

from tarot_table import esoterica
from tarot_table.cards import english_name
from tarot_table.games.capabilities import reading_of
from tarot_table.table import theme
from tarot_table.table.game_panel import GamePanel
from tarot_table.table.scenes.panels import LOOK
from tarot_table.table.widgets import Button, TextField, draw_scroll_bar, row_fitting

SAME_SPREAD = "Same spread again"   # a new reading in the same spread, its question asked afresh

QUESTION_LENGTH = 120
NOTE_LENGTH = 300


class ReadingPanel(GamePanel):
    def __init__(self, scene) -> None:
        super().__init__(scene)
        self.asking = _question_field(scene)   # the question box, until the first card is laid
        self.note_field: TextField | None = None   # the note for the journal, on the end panel
        # the positions scroll in the end panel where they need more room than it has
        self.positions_scroll = 0
        self.positions_view = pygame.Rect(0, 0, 0, 0)   # where they scroll, as last drawn
        self.positions_most = 0   # how far they scroll

    def answers(self) -> dict[str, str] | None:
        """The question written so far, to be fixed with the first card (``Session.play``)."""
        if self.asking is None or self.scene.session.actions:
            return None
        return {_question_option(self.scene.game): self.asking.value}

    def played(self) -> None:
        self.asking = None

    def handle(self, event: pygame.event.Event) -> bool:
        """Typing goes to the question box while it has focus, and to the note field
        before the table's shortcuts."""
        scene = self.scene
        if self.asking is not None and not scene.session.actions:
            return self.asking.handle(event)
        field = self.note_field
        if field is None or not scene.panel_open():
            return False
        if field.handle(event):
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.keep_note()
            return True
        return self._scroll_event(event)

    def _scroll_event(self, event: pygame.event.Event) -> bool:
        """The wheel, Page Down and Page Up scroll the positions of the end panel (large
        text in a small window) where they need more room than the panel has."""
        if not self.positions_most:
            return False
        view = self.positions_view.height
        if event.type == pygame.MOUSEWHEEL:
            step = -event.y * max(40, view // 3)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            step = int(view * 0.9) * (1 if event.key == pygame.K_PAGEDOWN else -1)
        else:
            return False
        self.positions_scroll = max(0, min(self.positions_most, self.positions_scroll + step))
        self.scene.request_redraw()
        return True

    def text_field(self) -> TextField | None:
        """The question before the first card; the note for the journal on the end panel."""
        if not self.scene.session.actions:
            return self.asking
        return self.note_field if self.scene.panel_open() and self.has_end_panel() else None

    def draw_below(self, surface: pygame.Surface, area: pygame.Rect, s: float) -> None:
        """The question box sits under the table until the first card is laid."""
        if self.asking is None or self.scene.session.actions:
            return
        px = max(13, int(17 * s))
        label = "Your question:"
        label_w = theme.font(px, "Semibold").size(label)[0]
        width = min(int(640 * s), area.width - label_w - int(20 * s))
        left = area.centerx - (label_w + int(12 * s) + width) // 2
        theme.text(surface, label, (left, area.top + int(26 * s)), px, theme.ACCENT, "Semibold", "midleft")
        self.asking.rect = pygame.Rect(left + label_w + int(12 * s), area.top + int(7 * s), width, int(38 * s))
        draw_field(surface, self.asking, px)

    def shown(self) -> tuple:
        field = self.asking
        if field is None or self.scene.session.actions:
            return ()
        return field.value, field.active, field.selected

    # ---- the end of a reading ----------------------------------------------------------
    def has_end_panel(self) -> bool:
        return reading_of(self.scene.game, self.scene.session.state) is not None

    def keep_note(self) -> None:
        scene = self.scene
        problem = scene.keeper.keep_note(self.note_field.value)
        if problem:
            scene.say(problem, warn=True)
            return
        self.note_field.active = False
        scene.say("The note is kept in the journal.")

    def put_away(self) -> str:
        """A note typed and not yet kept with Keep note is kept as the panel is put away
        or the table left (Menu, Journal, a new reading, closing the window)."""
        field, keeper = self.note_field, self.scene.keeper
        if field is None or not keeper.journal_id or field.value.strip() == keeper.journal_note:
            return ""
        problem = keeper.keep_note(field.value)
        if not problem:
            field.active = False
            self.scene.say("The note is kept in the journal.")
        return problem

    def draw_end_panel(self, surface: pygame.Surface, s: float) -> None:
        scene = self.scene
        summary = reading_of(scene.game, scene.session.state)
        frame = scene.frame(surface.get_size())
        theme.veil(surface, 150)
        s = _panel_scale(summary, s, frame["status"].top - frame["top"].bottom - int(28 * s), surface.get_width())
        box = pygame.Rect(0, 0, 0, 0)
        box.topleft = (int(24 * s), frame["top"].bottom + int(14 * s))
        box.size = (surface.get_width() - 2 * int(24 * s), frame["status"].top - box.top - int(14 * s))
        pad_x, pad_y = int(24 * s), int(18 * s)
        asked = heading_words(summary)
        width = box.width - 2 * pad_x
        asked_h = len(theme.wrap(asked, int(19 * s), width, "Semibold")) * _line_step(int(19 * s), "Semibold")
        rows = _rows_needed(summary, width, s)
        room = box.height - _fixed_height(s, asked_h)
        if sum(rows) > room:   # they scroll: their words keep clear of the bar at their right
            rows = _rows_needed(summary, width - int(BAR_ROOM * s), s)
        # the panel as tall as its parts need (no wide gaps between them), at most the table's room
        box.height = min(box.height, _fixed_height(s, asked_h) + sum(rows))
        theme.panel(surface, box, alpha=255, radius=12)   # solid: at 2560x1440 even 4% of the table showed through
        scene.panel_rect = box
        inner = box.inflate(-2 * pad_x, -2 * pad_y)
        theme.text(surface, "Your reading", inner.topleft, int(30 * s), theme.ACCENT, "Bold", family="serif")
        y = inner.top + int(44 * s)
        y += theme.text_block(surface, asked, pygame.Rect(inner.left, y, inner.width, int(ASKED_MOST * s)), int(19 * s),
                              theme.TEXT, "Semibold")
        theme.text(surface, f"{summary.spread_name} spread, {len(summary.cards)} "
                   f"{'card' if len(summary.cards) == 1 else 'cards'}", (inner.left, y + int(2 * s)),
                   int(15 * s), theme.TEXT_DIM)
        y += int(30 * s)
        bottom = inner.bottom - int(FOOTER_H * s)
        view = self.positions_view = pygame.Rect(inner.left, y, inner.width, bottom - y)
        self.positions_most = max(0, sum(rows) - view.height)
        self.positions_scroll = min(self.positions_scroll, self.positions_most)
        if self.positions_most:
            view.width -= int(BAR_ROOM * s)
        _positions(surface, summary, view, s, rows, self.positions_scroll)
        draw_scroll_bar(surface, pygame.Rect(inner.left, y, inner.width, view.height), sum(rows),
                        self.positions_scroll, s)
        scene.summary_buttons = self._footer(surface, inner, bottom, s)
        if self.positions_scroll < self.positions_most:
            theme.text(surface, "Scroll for the other positions", (inner.right, bottom + int(6 * s)),
                       int(15 * s), theme.TEXT_DIM, anchor="topright")

    def _footer(self, surface: pygame.Surface, inner: pygame.Rect, top: int, s: float) -> list[Button]:
        scene = self.scene
        px = max(13, int(16 * s))
        theme.text(surface, "Note for the journal", (inner.left, top + int(6 * s)), int(15 * s), theme.TEXT_DIM)
        if self.note_field is None:
            self.note_field = TextField(pygame.Rect(0, 0, 10, 10), scene.keeper.journal_note,
                                        placeholder="Click to write what you make of it", max_length=NOTE_LENGTH,
                                        label="Note for the journal")
        buttons = row_fitting([("Keep note", self.keep_note),
                               (LOOK, scene.hide_panel),
                               (SAME_SPREAD, scene.play_again_unasked), ("Journal", scene.open_journal),
                               ("Menu", scene.to_menu)] +
                              [(f.label, (lambda f=f: scene.follow_up(f)))
                               for f in scene.follow_ups()],
                              inner.left, inner.bottom - int(40 * s), inner.width, int(40 * s), px,
                              gap=int(10 * s))
        self.note_field.rect = pygame.Rect(inner.left, top + int(30 * s), inner.width, int(38 * s))
        draw_field(surface, self.note_field, int(16 * s))
        buttons[0].enabled = bool(scene.keeper.journal_id)
        for button in buttons:
            button.draw(surface)
        return buttons


def _question_option(game) -> str | None:
    """The option the table asks for before the first move (the question)."""
    return next((o.key for o in game.options if o.ask_at_start), None)


def _question_field(scene) -> TextField | None:
    key = _question_option(scene.game)
    state = scene.session.state
    if key is None or scene.session.actions or state.options.get(key) or scene.game.outcome(state):
        return None
    # the question is asked before the cards and kept with the first one (the box goes then):
    # the box says so, where a player who meant to write it later looks (play-test finding)
    return TextField(pygame.Rect(0, 0, 10, 10), "", placeholder=QUESTION_HINT, max_length=QUESTION_LENGTH)


QUESTION_HINT = "Click to write a question, before the first card is laid (you may leave it empty)"


def draw_field(surface: pygame.Surface, field: TextField, px: int) -> None:
    """A text field whose text may be longer than the box: the end stays in view."""
    shown = field.value
    room = field.rect.width - 30
    while shown and theme.font(px).size(shown)[0] > room:
        shown = shown[1:]
    if shown is field.value:
        field.draw(surface, px)
        return
    full, field.value = field.value, "…" + shown
    field.draw(surface, px)
    field.value = full


FOOTER_H = 122   # the note for the journal and the buttons, at the 1280x800 design
BAR_ROOM = 16    # the positions' scroll bar and its gap, right of their words
ASKED_MOST = 50  # the question's lines under the title, at most
HEAD_H = 24      # a position's heading line, above its meaning
ROW_GAP = 12     # between one position's meaning and the next position's heading


def _line_step(px: int, weight: str = "Regular", spacing: float = 1.3) -> int:
    """The distance between lines ``theme.text_block`` sets."""
    return int(theme.font(px, weight).get_linesize() * spacing / 1.2)


def _columns(count: int) -> tuple[int, int]:
    """(columns, rows) the positions are listed in."""
    columns = 1 if count <= 3 else 2
    return columns, -(-count // columns)


def _rows_needed(summary, width: int, s: float) -> list[int]:
    """The height each row of positions needs: its heading and its meaning's lines, then a
    small gap (the longer of the two, when in two columns)."""
    columns, rows = _columns(len(summary.cards))
    col_w = (width - int(24 * s) * (columns - 1)) // columns
    px = max(13, int(15 * s))
    needed = [0] * rows
    head_px = int(17 * s)
    for i, read in enumerate(summary.cards):
        lines = len(theme.wrap(position_meaning(read), px, col_w))
        heads = len(_heading_lines(i, read, head_px, col_w))   # its further lines, where it wraps
        row = i % rows
        needed[row] = max(needed[row], int(HEAD_H * s) + (heads - 1) * _line_step(head_px, "Semibold")
                          + lines * _line_step(px, spacing=1.15) + int(ROW_GAP * s))
    return needed


def _heading_lines(index: int, read, px: int, width: int) -> list[str]:
    """A position's heading, "2. Challenge: The High Priestess, reversed", wrapped to
    ``width``: never cut, for which way the card lies decides its meaning."""
    turn = "reversed" if read.reversed else "upright"
    return theme.wrap(f"{index + 1}. {read.position}: {english_name(read.card)}, {turn}", px, width, "Semibold")


def _positions(surface: pygame.Surface, summary, area: pygame.Rect, s: float, needed: list[int],
               scroll: int) -> None:
    """Each position's card and meaning, row under row as tall as each needs, scrolled
    up by ``scroll`` inside ``area`` (nothing drawn outside it)."""
    count = len(summary.cards)
    columns, rows = _columns(count)
    gap = int(24 * s)
    col_w = (area.width - gap * (columns - 1)) // columns
    head_px = int(17 * s)
    head_h = _line_step(head_px, "Semibold")
    tops = [area.top - scroll + sum(needed[:row]) for row in range(rows)]
    old_clip = surface.get_clip()
    surface.set_clip(area.clip(old_clip) if old_clip else area)
    try:
        for i, read in enumerate(summary.cards):
            column, row = divmod(i, rows)
            cell = pygame.Rect(area.left + column * (col_w + gap), tops[row], col_w, needed[row])
            if not cell.colliderect(area):
                continue   # scrolled out of sight
            heads = _heading_lines(i, read, head_px, col_w)
            heading_h = head_h * len(heads)
            if area.top <= cell.top and cell.top + heading_h <= area.bottom:   # a heading shows whole or not at all
                for number, line in enumerate(heads):
                    theme.text(surface, line, (cell.left, cell.top + number * head_h), head_px,
                               theme.ACCENT, "Semibold")
            # its lines down to the fold only: a line half in sight is left for the scroll to bring
            body = pygame.Rect(cell.left, cell.top + heading_h, col_w,
                               min(cell.bottom, area.bottom) - cell.top - heading_h)
            if body.height > 0:
                theme.text_block(surface, position_meaning(read), body, max(13, int(15 * s)), theme.TEXT,
                                 spacing=1.15)
    finally:
        surface.set_clip(old_clip)


def _fixed_height(s: float, asked_h: int | None = None) -> float:
    """The panel's height but for the positions: its padding, title, the question (at
    most ``ASKED_MOST`` high; that much when not given), the spread's line and the footer."""
    asked = int(ASKED_MOST * s) if asked_h is None else min(asked_h, int(ASKED_MOST * s))
    return 2 * int(18 * s) + int(44 * s) + asked + int(30 * s) + FOOTER_H * s


def _panel_scale(summary, s: float, room: int, window_w: int) -> float:
    """The panel's own scale: the table's, else as much smaller as lets its fixed parts
    and its tallest row of positions (heading and meaning) fit the room, the other rows
    scrolled to (large text in a window too short for it); never under 0.8."""
    while s > 0.8:
        width = window_w - 4 * int(24 * s)   # the panel's margins and padding
        if _fixed_height(s) + max(_rows_needed(summary, width - int(BAR_ROOM * s), s)) <= room:
            break
        s *= 0.95
    return s


def position_meaning(read) -> str:
    """A card read in its position: what the place stands for, then the card's meaning."""
    own = esoterica.meaning(read.card)
    text = own.for_orientation(read.reversed) if own else ""
    return f"Here: {read.meaning}. {text}".strip()


def heading_words(summary) -> str:
    """What heads the finished reading: the question asked, else the game whose cards
    were read and how it ended, else that none was asked."""
    if summary.question:
        return f"\u201c{summary.question}\u201d"
    return summary.after or "No question was asked."
