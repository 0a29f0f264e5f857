"""Buttons and the little interface pieces scenes are built from."""
from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import pygame

from tarot_table.table import theme


class Button:
    """A labelled box that calls ``on_click`` when clicked. (A plain class: the menu's
    first frame is made of these, and ``dataclasses`` is kept off that path; see
    ``settings.Settings``.)"""

    def __init__(self, rect: pygame.Rect, label: str, on_click: Callable[[], None], enabled: bool = True,
                 selected: bool = False, focused: bool = False, tip: str = "", px: int = 16,
                 paint: Callable[[pygame.Surface, Button], None] | None = None) -> None:
        self.rect = rect
        self.label = label
        self.on_click = on_click
        self.enabled = enabled
        self.selected = selected      # for option choices: the chosen one
        self.focused = focused
        self.tip = tip
        self.px = px
        self.paint = paint            # a custom look
        self.hovered = False
        self.reach: pygame.Rect | None = None   # the part in sight, where a scrolled view cuts it (in_sight)

    def __repr__(self) -> str:
        return f"Button({self.label!r}, {tuple(self.rect)})"

    def draw(self, surface: pygame.Surface) -> None:
        """The button in its own look (``paint``) or the plain one, with the focus ring.
        (The plain look is drawn here, not in a method of its own: the table draws a
        dozen buttons a frame.)"""
        if self.paint is not None:
            self.paint(surface, self)
        else:
            colour = theme.BUTTON_DISABLED if not self.enabled else (
                theme.BUTTON_HOVER if self.hovered else theme.BUTTON)
            if self.selected:
                colour = theme.BUTTON_SELECTED if not self.hovered else theme.BUTTON_SELECTED_HOVER
            pygame.draw.rect(surface, colour, self.rect, border_radius=7)
            # the chosen one's own edge; the focus is the ring round the outside (below), so a
            # focused choice is never taken for a chosen one
            edge = theme.HIGHLIGHT if self.selected else theme.PANEL_EDGE if self.enabled else theme.EDGE_DISABLED
            pygame.draw.rect(surface, edge, self.rect, width=theme.BUTTON_EDGE_WIDTH, border_radius=7)
            ink = theme.TEXT if self.enabled else theme.INK_DISABLED
            label = theme.ellipsize(self.label, self.px, self.rect.width - 12, "Semibold")
            written = theme.text(surface, label, self.rect.center, self.px, ink, "Semibold", anchor="center")
            if self.selected:
                draw_chosen_mark(surface, self.rect, written)
        if self.focused:   # the keyboard's focus, as at the table: not to be taken for the pointer's
            draw_focus_ring(surface, self.rect, max(2, self.rect.height // 20))

    def point_at(self, pos: tuple[int, int]) -> None:
        """Lit while the pointer is at ``pos`` over it (a button made anew each frame is
        told where the pointer is; one kept is told by its motion)."""
        self.hovered = reaches(self, pos)

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event was this button's."""
        if event.type == pygame.MOUSEMOTION:
            self.point_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and reaches(self, event.pos):
            if self.enabled:
                self.on_click()
            return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and reaches(self, event.pos):
            return True
        return False


def reaches(control, pos: tuple[int, int]) -> bool:
    """Whether the pointer at ``pos`` is on ``control`` (a button or a text box) where it
    shows: the part a scrolled view leaves in sight (``in_sight``), else all of it."""
    return (control.rect if control.reach is None else control.reach).collidepoint(pos)


def in_sight(controls: list, view: pygame.Rect) -> list:
    """The controls of a scrolled page's middle that show in ``view``, each told the part
    of it in sight: a click there presses it and the pointer there lights it; the part the
    foot or the heading hides does neither. The one rule for every page that scrolls: the
    Settings had lit a button half under the foot and refused the click on its visible
    half (play-test round 8, S1)."""
    shown = []
    for control in controls:
        control.reach = control.rect.clip(view)
        if control.reach.width and control.reach.height:
            shown.append(control)
    return shown


def draw_chosen_mark(surface: pygame.Surface, rect: pygame.Rect, label: pygame.Rect) -> None:
    """The chosen one of a row of choices is underlined, not only coloured (sight.py)."""
    thick = max(2, rect.height // 14)
    y = min(rect.bottom - thick - 2, label.bottom + 1)
    pygame.draw.rect(surface, theme.HIGHLIGHT, (label.left, y, label.width, thick))


def row_of_buttons(specs: list[tuple[str, Callable[[], None]]], left: int, top: int,
                   height: int, px: int, gap: int = 8, min_width: int = 0) -> list[Button]:
    """Buttons laid left to right, each as wide as its label needs."""
    buttons = []
    x = left
    for label, action in specs:
        width = max(min_width, button_width(label, px))
        buttons.append(Button(pygame.Rect(x, top, width, height), label, action, px=px))
        x += width + gap
    return buttons


SMALLEST_ROW_SHARE = 0.7   # a row of buttons too wide for its room is set smaller, down to this share of its type


def row_fitting(specs: list[tuple[str, Callable[[], None]]], left: int, top: int, width: int,
                height: int, px: int, gap: int = 8) -> list[Button]:
    """``row_of_buttons`` within ``width``: where the row at ``px`` runs past it (large
    text in a narrow window), its labels and gaps are set smaller, down to
    ``SMALLEST_ROW_SHARE`` of their size, rather than a button be cut by the window."""
    least = max(theme.MIN_TEXT_PX, int(px * SMALLEST_ROW_SHARE))
    for size in range(px, least - 1, -1):
        row = row_of_buttons(specs, left, top, height, size, max(2, gap * size // px))
        if row[-1].rect.right <= left + width:
            return row
    return row


def button_width(label: str, px: int) -> int:
    """How wide a button with ``label`` set at ``px`` is drawn: its words and a margin each side."""
    return theme.words_width(label, px, "Semibold") + 2 * max(12, px)


def wrapped_buttons(specs: list[tuple[str, Callable[[], None]]], left: int, top: int, width: int,
                    height: int, px: int, gap: int = 8) -> list[Button]:
    """Buttons laid left to right as ``row_of_buttons`` does, going on to a next line
    where the next would run past ``width`` (large text in a narrow window)."""
    buttons = row_of_buttons(specs, left, top, height, px, gap)
    x, y = left, top
    for button in buttons:
        if x > left and x + button.rect.width > left + width:
            x, y = left, y + height + gap
        button.rect.topleft = (x, y)
        button.rect.width = min(button.rect.width, width)
        x += button.rect.width + gap
    return buttons


FOCUS_INK = (255, 255, 255)
FOCUS_EDGE = (10, 14, 16)
MORE_BELOW = "Scroll for more"   # under a scrolled page or list while more of it lies below


def draw_scroll_bar(surface: pygame.Surface, view: pygame.Rect, content: int, scroll: int, s: float) -> None:
    """Where a scrolled list stands: a thin track at the view's right edge and a thumb as
    long as the share of ``content`` in sight (nothing when all of it shows)."""
    if content <= view.height:
        return
    track = pygame.Rect(view.right - int(6 * s), view.top, max(2, int(4 * s)), view.height)
    thumb_h = max(int(20 * s), view.height * view.height // content)
    top = track.top + (view.height - thumb_h) * min(scroll, content - view.height) // (content - view.height)
    pygame.draw.rect(surface, theme.PANEL_EDGE, track, border_radius=2)
    pygame.draw.rect(surface, theme.ACCENT, (track.x, top, track.width, thumb_h), border_radius=2)


def draw_focus_ring(surface: pygame.Surface, rect: pygame.Rect, width: int, ink=FOCUS_INK) -> None:
    """The keyboard's focus round ``rect``: light inside a dark edge, so it shows on the
    felt, on a card's face and on a button alike."""
    outer = rect.inflate(4 * width, 4 * width)
    pygame.draw.rect(surface, FOCUS_EDGE, outer, width=width, border_radius=10)
    pygame.draw.rect(surface, ink, outer.inflate(-2 * width, -2 * width), width=width, border_radius=8)


HINT_WEIGHT = "It"   # a box's hint (its placeholder) is set in italics, dim


@lru_cache(maxsize=64)
def fitted_hint(hint: str, px: int, room: int) -> tuple[str, int]:
    """A box's hint as it is drawn in ``room`` pixels: set smaller where it is too long,
    and cut short only where even the smallest size does not fit (a play-tester saw the
    Reading Table's question hint run past its box and over the Story at 200% text)."""
    words_px = theme.largest_fitting(hint, px, room, HINT_WEIGHT)
    return theme.ellipsize(hint, words_px, room, HINT_WEIGHT), words_px


class TextField:
    """A one-line text box: click to focus, type, Enter or click away to finish."""

    def __init__(self, rect: pygame.Rect, value: str = "", digits_only: bool = False,
                 placeholder: str = "", max_length: int = 24, label: str = "", capitals: bool = False) -> None:
        self.rect = rect
        self.label = label   # what the box is for, said aloud when the keyboard reaches it
        self.value = value
        self.digits_only = digits_only
        self.capitals = capitals   # letters typed are shown and kept as capitals (a table's code)
        self.placeholder = placeholder
        self.max_length = max_length
        self.active = False
        self.selected = False     # the whole text is selected: typing replaces it
        self.reach: pygame.Rect | None = None   # the part in sight, where a scrolled view cuts it (in_sight)

    def select_all(self) -> None:
        self.selected = bool(self.value)

    def _insert(self, text: str) -> None:
        if self.selected:
            self.value, self.selected = "", False
        for ch in text.upper() if self.capitals else text:
            if ("0" <= ch <= "9" or not self.digits_only) and ch.isprintable() and len(self.value) < self.max_length:
                self.value += ch

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.active = reaches(self, event.pos)
            return self.active
        if not self.active:
            return False
        if event.type == pygame.TEXTINPUT:
            self._insert(event.text)
            return True
        if event.type == pygame.KEYDOWN:
            self._key(event)
            return True
        return False

    def _key(self, event: pygame.event.Event) -> None:
        ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        if ctrl and event.key == pygame.K_a:
            self.select_all()
        elif ctrl and event.key in (pygame.K_c, pygame.K_x):
            put_clipboard(self.value)
            if event.key == pygame.K_x:
                self.value, self.selected = "", False
        elif ctrl and event.key == pygame.K_v:
            self._insert(get_clipboard().replace("\n", " "))
        elif event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            self.value = "" if self.selected else self.value[:-1]
            self.selected = False
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
            self.selected = False
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
            self.active = self.selected = False

    def draw(self, surface: pygame.Surface, px: int) -> None:
        pygame.draw.rect(surface, theme.PANEL, self.rect, border_radius=6)
        edge = theme.HIGHLIGHT if self.active else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, self.rect, width=2 if self.active else 1, border_radius=6)
        shown = self.value + ("|" if self.active and not self.selected else "")
        colour, weight, words_px = theme.TEXT, "Regular", px
        if not self.value and not self.active:   # a hint, never to be taken for words typed
            shown, colour, weight = self.placeholder, theme.TEXT_DIM, HINT_WEIGHT
            shown, words_px = fitted_hint(shown, px, self.rect.width - 20)
        if self.selected and self.active:
            mark = pygame.Rect(self.rect.x + 8, 0, theme.font(px).size(self.value)[0] + 4, px + 8)
            mark.centery = self.rect.centery
            pygame.draw.rect(surface, (70, 100, 150), mark, border_radius=3)
        if self.active and len(self.value) >= self.max_length:
            shown = self._beside_limit_note(surface, shown, px)
        theme.text(surface, shown, (self.rect.x + 10, self.rect.centery), words_px, colour, weight, anchor="midleft")

    def limit_note(self) -> str:
        return f"{self.max_length} max"

    def _beside_limit_note(self, surface: pygame.Surface, shown: str, px: int) -> str:
        """While the box is full and being typed in, a short note at its right end says so
        (a letter more is refused, and without a word the keyboard seemed to have stopped);
        the words typed keep their end in view left of it. What of them to show."""
        small = max(theme.MIN_TEXT_PX, int(px * 0.8))
        note = theme.text(surface, self.limit_note(), (self.rect.right - 8, self.rect.centery), small, theme.WARN,
                          "Semibold", anchor="midright")
        room = note.left - 8 - (self.rect.x + 10)
        if theme.font(px).size(shown)[0] <= room:
            return shown
        while len(shown) > 1 and theme.font(px).size("…" + shown)[0] > room:
            shown = shown[1:]
        return "…" + shown


_CLIPBOARD = [""]   # used when the desktop has no clipboard to offer (a headless run)


def put_clipboard(text: str) -> None:
    """Copy to the desktop's clipboard, and keep a copy for when there is none."""
    _CLIPBOARD[0] = text
    try:
        pygame.scrap.put_text(text)
    except (pygame.error, AttributeError):
        pass


def get_clipboard() -> str:
    try:
        return pygame.scrap.get_text() or _CLIPBOARD[0]
    except (pygame.error, AttributeError):
        return _CLIPBOARD[0]
