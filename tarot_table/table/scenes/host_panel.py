"""Hosting a table from the new-game page: the table is opened on the app's own host
(net/app_host.py) with each seat You, a bot or Open, and this page shows how the others
join (the address, the table code and a line to copy) and who has joined, until the
person sits down at their seat."""
from __future__ import annotations

import pygame

from tarot_table.clock import fresh_seed
from tarot_table.net import app_host
from tarot_table.net.remote_session import Joining
from tarot_table.net.table import Refused
from tarot_table.rng import BadSeed, parse_seed
from tarot_table.table import theme
from tarot_table.table.scenes.common import PageScene
from tarot_table.table.widgets import in_sight, put_clipboard, row_of_buttons, wrapped_buttons
from tarot_table.wording import plural, sentence

STAND_IN_WORDS = ("A player who drops out keeps the seat, and may take it back by joining again; "
                  "meanwhile the host's bot may play it. A player who leaves for good hands the seat to the bot.")
STAND_IN_CHOICES = [("After 2 minutes", 120.0), ("After 5 minutes", 300.0), ("Never", None)]


def seat_words(page) -> tuple[list[str], int | None]:
    """What the host is asked for each seat ("open", or "bot:NAME"; the person's own seat
    is opened reserved for them), and which seat is the person's."""
    words, yours = [], []
    for index in range(page.players):
        seat = page.seats[index]
        if index in page.open_seats or seat.bot is None:
            words.append("open")
            if index not in page.open_seats:
                yours.append(index)
        else:
            words.append(f"bot:{seat.bot}")
    return words, (yours[0] if len(yours) == 1 else None)


def host_from_page(page) -> None:
    """Open the table the new-game page describes and show how to join it."""
    words, yours = seat_words(page)
    if yours is None:
        page.error = "At a hosted table one seat is yours (Human); the others are Open or bots."
        return
    try:
        seed = parse_seed(page.deal_field.value) if page.deal_field.value else fresh_seed(page.app.clock)
        host = app_host.host()
        name = page.typed_name(yours)
        bots = [page.typed_name(i) for i in range(page.players)]
        code, token = host.open_own_table(page.game.id, words, page.options, seed, yours, name, bots)
    except BadSeed as err:
        page.error = str(err)
        return
    except (OSError, Refused) as err:
        page.error = f"The table could not be hosted: {err}"
        return
    page.remember(page.chosen_seats(), hosted=True)
    page.app.switch(HostPanelScene(page.app, page.game, code, yours, name, token))


def seat_told(index: int, seat: dict) -> str:
    """"Seat 2: Bea has joined." / "Seat 3: open." / "Seat 4: Cleo, a bot." / "... away"."""
    name = seat.get("name") or f"Player {index + 1}"
    if seat["kind"] == "open":
        return f"Seat {index + 1}: open."
    if seat["kind"] == "bot":
        return f"Seat {index + 1}: {name}, a bot."
    return f"Seat {index + 1}: {name} has joined." if seat["connected"] else \
        f"Seat {index + 1}: {name} joined, and is away now."


class HostPanelScene(PageScene):
    def __init__(self, app, game, code: str, seat: int, name: str, token: str) -> None:
        super().__init__(app)
        self.game, self.code, self.seat, self.name = game, code, seat, name
        self.token = token   # the person's own seat is held for them: no joiner is offered it
        self.addresses = app_host.shown_addresses()
        self.joining: Joining | None = None
        self.note = ""
        self.waiting_words, self.looked_at = "", float("-inf")   # who has yet to join, looked at each second
        self.stand_in: float | None = 120.0

    @property
    def line(self) -> str:
        """What the others paste into Join a table's address field."""
        return f"{self.addresses[0]} {self.code}"

    def copy_line(self) -> None:
        put_clipboard(self.line)
        self.note = "Copied: send it to the others, who paste it on Join a table."

    def choose_stand_in(self, seconds: float | None) -> None:
        try:
            app_host.host().set_stand_in(self.code, seconds)
        except (OSError, Refused) as err:
            self.note = f"Could not change it: {err}"
            return
        self.stand_in = seconds

    def sit_down(self) -> None:
        if self.joining is None:
            self.note = "Sitting down..."
            self.joining = Joining(app_host.own_address(), self.code, self.app.clock, self.seat, self.token, self.name,
                                   wake=self.request_redraw)

    def next_frame_in(self) -> float | None:
        return 1.0

    def update(self, dt: float) -> None:
        if self.app.clock.now() - self.looked_at >= 1.0:
            self.looked_at = self.app.clock.now()
            self.waiting_words = self.open_seats()
        if self.joining is None:
            return
        session = self.joining.poll()
        if session is not None:
            self.joining = None
            from tarot_table.table.scenes.join import sit
            sit(self.app, session, hosted=True)
        elif self.joining.problem:
            self.note = sentence(f"Could not sit down: {self.joining.problem}")
            self.joining = None

    def leave(self) -> None:
        if self.joining is not None:
            self.joining.cancel()

    def open_seats(self) -> str:
        """Who has joined each other seat, by name, and how many seats wait (play-test
        finding N3: the page said only "Every other seat is taken", never whom to expect)."""
        try:
            seats = app_host.host().seats(self.code)
        except (OSError, Refused):
            return ""
        told = [seat_told(index, seat) for index, seat in enumerate(seats) if index != self.seat]
        waiting = sum(seat["kind"] == "open" for seat in seats)
        waits = "Every other seat is taken." if waiting <= 0 else \
            f"{plural(waiting, 'open seat')} {'waits' if waiting == 1 else 'wait'} for players."
        return " ".join(told + [waits])

    def draw(self, surface: pygame.Surface) -> None:
        """The code, the address, the line to copy, the words and the drop-out choice
        scroll above the footer where they are taller than the window has room for (200%
        text in a small window); nothing runs past the window's right edge."""
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        top = self.heading(surface, f"Your table is open: {self.game.title}",
                           "The others join from Tarot Table's menu, Join a table")
        left, px = int(50 * s), int(17 * s)
        footer_top = h - int(80 * s)
        view, y = self.begin_scroll(surface, top, footer_top)
        old, self.buttons = self.buttons, []
        y = self._join_words(surface, left, y, w, s, px)
        room = min(w - 2 * left, int(900 * s))
        if self.waiting_words:   # each other seat and who has it, on lines of their own
            theme.text(surface, "The other seats", (left, y), int(20 * s), theme.ACCENT, "Semibold")
            y += int(30 * s)
            y += theme.text_block(surface, self.waiting_words, pygame.Rect(left, y, room, h * 4), px, theme.TEXT)
            y += int(16 * s)
        words = ("On this network the table is listed on their Join a table page; elsewhere they type the "
                 f"address and code. {STAND_IN_WORDS}")
        y += theme.text_block(surface, words, pygame.Rect(left, y, room, h * 4), int(16 * s), theme.TEXT_DIM)
        y += int(16 * s)
        y += theme.text_block(surface, "When a player drops out, the host's bot plays their seat",
                              pygame.Rect(left, y, room, h * 4), int(20 * s), theme.ACCENT, "Semibold")
        row = wrapped_buttons([(label, lambda v=value: self.choose_stand_in(v)) for label, value in STAND_IN_CHOICES],
                              left, y + int(6 * s), w - 2 * left, int(36 * s), int(15 * s))
        for button, (_, value) in zip(row, STAND_IN_CHOICES):
            button.selected = value == self.stand_in
        self.buttons += row
        scrolled = self.buttons
        self.end_scroll(surface, view, row[-1].rect.bottom + int(12 * s))
        self.buttons = in_sight(self.buttons, view)
        footer = row_of_buttons([("Sit down at the table", self.sit_down), ("Menu", self.back)], left,
                                h - int(70 * s), int(44 * s), int(18 * s), min_width=int(120 * s))
        self.buttons += footer
        if self.note:
            x = footer[-1].rect.right + int(20 * s)
            theme.text_block(surface, self.note, pygame.Rect(x, h - int(70 * s), w - x - left // 2, int(60 * s)),
                             int(15 * s), theme.WARN if self.note.startswith("Could not") else theme.GOOD)
        self.keep_focus(old)   # before drawing: the focused button wears its ring
        surface.set_clip(view)
        for b in scrolled:
            b.draw(surface)
        surface.set_clip(None)
        for b in footer:
            b.draw(surface)

    def _join_words(self, surface: pygame.Surface, left: int, y: int, w: int, s: float, px: int) -> int:
        """The table code, the addresses and the line to copy with its Copy button beside
        it, inside the window; where the next part begins."""
        theme.text(surface, "Table code", (left, y), int(20 * s), theme.ACCENT, "Semibold")
        theme.text(surface, self.code, (left, y + int(30 * s)), int(44 * s), theme.TEXT, "Bold")
        y += int(96 * s)
        theme.text(surface, "Address", (left, y), int(20 * s), theme.ACCENT, "Semibold")
        for i, address in enumerate(self.addresses):
            theme.text(surface, address, (left, y + int(32 * s) + i * int(28 * s)), px)
        y += int(44 * s) + len(self.addresses) * int(28 * s)
        theme.text(surface, "Line to copy", (left, y), int(20 * s), theme.ACCENT, "Semibold")
        copy = row_of_buttons([("Copy", self.copy_line)], 0, y + int(32 * s), int(40 * s), int(16 * s))[0]
        box = pygame.Rect(left, copy.rect.top, min(w - 2 * left - copy.rect.width - int(12 * s), int(520 * s)),
                          copy.rect.height)
        copy.rect.left = box.right + int(12 * s)
        theme.panel(surface, box, alpha=255, radius=6)   # solid: words on a box are never see-through
        theme.text(surface, theme.ellipsize(self.line, px, box.width - int(24 * s)),
                   (box.x + int(12 * s), box.centery), px, theme.TEXT, anchor="midleft")
        self.buttons.append(copy)
        return box.bottom + int(24 * s)
