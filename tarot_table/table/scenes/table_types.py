"""The small records the table keeps while it is played: a card in motion, a question
waiting for an answer, a card held by the pointer."""
from __future__ import annotations

from dataclasses import dataclass
from operator import attrgetter
from typing import Callable

import pygame

from tarot_table.games.base import Action
from tarot_table.table import theme


@dataclass
class Motion:
    """A card travelling from where it was drawn to where the rules put it."""

    start: pygame.Rect
    began: float
    duration: float
    flip: bool = False


@dataclass
class CardViewScroll:
    """How far the large card view's words are scrolled, and how far they may be, as the
    view was last drawn (table_overlays.draw_zoom)."""

    card: str | None = None   # the card the words are of
    offset: int = 0
    most: int = 0
    page: int = 0
    line: int = 0

    def fit(self, whole: int, visible: pygame.Rect, line: int) -> None:
        self.most, self.page, self.line = max(0, whole - visible.height), max(line, visible.height * 9 // 10), line
        self.offset = max(0, min(self.most, self.offset))

    def handle(self, event: pygame.event.Event) -> bool:
        """The wheel, Page Up and Down, the arrows, Home and End move the words; True when
        the event was theirs."""
        if event.type == pygame.MOUSEWHEEL:
            self.offset = max(0, min(self.most, self.offset - event.y * self.line * 2))
            return True
        steps = {pygame.K_PAGEDOWN: self.page, pygame.K_PAGEUP: -self.page, pygame.K_DOWN: self.line,
                 pygame.K_UP: -self.line, pygame.K_HOME: -self.most, pygame.K_END: self.most}
        if event.type != pygame.KEYDOWN or event.key not in steps:
            return False
        self.offset = max(0, min(self.most, self.offset + steps[event.key]))
        return True


@dataclass
class Confirm:
    """A question that must be answered before something is thrown away (or, with no
    ``cancel``, a notice with one button that puts it away)."""

    title: str
    lines: list[str]
    yes: str
    action: Callable[[], None]
    cancel: str | None = "Cancel"


@dataclass
class Drag:
    card: str
    zone: str
    grab: tuple[int, int]        # pointer offset inside the card
    pos: tuple[int, int]
    start: tuple[int, int]
    actions: list[Action]
    moving: bool = False
    carried: tuple[str, ...] = ()   # cards lying on it that travel with it


@dataclass
class Selection:
    """What the player holds or points at: written by the input (table_input.py), read
    by the play and the view. The scene owns it and hands it to its input."""

    drag: Drag | None = None
    hover: tuple[str, float] | None = None   # the card under a moving pointer, and since when
    pointer: tuple[int, int] = (0, 0)
    hover_zone: str | None = None   # its help line shows in the status bar
    focus: tuple = ()               # what the keyboard's focus is on (keyboard.py)
    keyboard: bool = False          # focus is shown once an arrow, Tab or Enter has been used
    carrying: str | None = None     # a card picked up with the keyboard
    pending_choice: list[Action] | None = None   # a drop's options, listed for the player to pick
    waiting: dict[str, pygame.Rect] | None = None   # cards let go, held where they were while the list is open
    before_choice: tuple = ("", theme.TEXT, 0.0)   # the status message the list of options covered
    focus_awaits_turn: bool = False   # the focus was put down while others played: it goes to a move on the turn
    focus_awaits_layout: bool = False   # put down after a move, before the buttons under the table were laid out for it


def owned_by(part: str, name: str) -> property:
    """A scene's name for state one of its parts owns: ``geometry = owned_by("view",
    "geometry")`` makes ``scene.geometry`` read and write ``scene.view.geometry``. The
    helpers that draw or handle the table take the scene and reach each part's state
    through it; the reading is C's ``attrgetter``, since a frame reads these a hundred
    times and more."""

    def put(scene, value) -> None:
        setattr(getattr(scene, part), name, value)
    return property(attrgetter(f"{part}.{name}"), put)
