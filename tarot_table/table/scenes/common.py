"""What the non-table screens share: a button list rebuilt at each draw, a title,
and Escape to go back."""
from __future__ import annotations

import pygame

from tarot_table.table import theme
from tarot_table.table.app import Scene
from tarot_table.table.widgets import Button


HEADING_MOST = 1.25   # how far a page's title grows with the text size
PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
PAGE_KEYS = (pygame.K_TAB, pygame.K_DOWN, pygame.K_UP, pygame.K_LEFT, pygame.K_RIGHT) + PRESS_KEYS


class PageScene(Scene):
    title = ""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.buttons: list[Button] = []
        self.fields = []
        self.scroll = 0
        self.max_scroll: int | None = None   # set by pages drawn through begin_scroll
        self.pointer = (-1, -1)   # where the mouse was last seen, for the buttons rebuilt at each draw

    def back(self) -> None:
        self.app.go("menu")

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = event.pos
        for field in self.fields:
            if field.handle(event):
                return
        for button in list(self.buttons):
            if button.handle(event):
                return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * 40)
            if self.max_scroll is not None:
                self.scroll = min(self.scroll, self.max_scroll)
        elif event.type == pygame.KEYDOWN and event.key in PAGE_KEYS:
            self._keyboard(event)

    def _keyboard(self, event: pygame.event.Event) -> None:
        """Tab and the arrows go from button to button, Enter or Space presses the one
        with the focus (said aloud with speech on)."""
        usable = [b for b in self.buttons if b.enabled]
        if not usable:
            return
        current = next((i for i, b in enumerate(usable) if b.focused), -1)
        if event.key in PRESS_KEYS:
            if current >= 0:
                usable[current].on_click()
            return
        for b in usable:
            b.focused = False
        back = event.key in (pygame.K_UP, pygame.K_LEFT) or (event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
        chosen = usable[(current + (-1 if back else 1)) % len(usable)]
        chosen.focused = True
        selected = ", chosen" if chosen.selected else ""
        self.app.speech.say(f"{chosen.label}, button{selected}", interrupt=True)

    def keep_focus(self, old: list[Button]) -> None:
        """Carry keyboard focus across a rebuild of the buttons, by label, and light the
        one under the pointer."""
        focused = {key for b, key in zip(old, _label_keys(old)) if b.focused}
        for b, key in zip(self.buttons, _label_keys(self.buttons)):
            b.focused = key in focused
            b.hovered = b.rect.collidepoint(self.pointer)

    def begin_scroll(self, surface: pygame.Surface, top: int, bottom: int) -> tuple[pygame.Rect, int]:
        """A page's words scroll between ``top`` and ``bottom`` (its footer) when they are
        taller than that (large text in a small window): the view, and where the words
        begin, scrolled. Nothing is drawn outside the view until ``end_scroll``."""
        # a strip under the view for "Scroll for more", once the words are known to need it
        hint = int(26 * theme.ui_scale(surface.get_size())) if self.max_scroll else 0
        view = pygame.Rect(0, top, surface.get_width(), max(0, bottom - hint - top))
        surface.set_clip(view)
        return view, top - self.scroll

    def end_scroll(self, surface: pygame.Surface, view: pygame.Rect, words_end: int) -> None:
        """The view closed, knowing where the words ended; says when more lies below."""
        surface.set_clip(None)
        self.max_scroll = max(0, words_end + self.scroll - view.bottom)
        self.scroll = min(self.scroll, self.max_scroll)
        if self.scroll < self.max_scroll:
            s = theme.ui_scale(surface.get_size())
            theme.text(surface, "Scroll for more", (view.right - int(24 * s), view.bottom + int(2 * s)),
                       int(15 * s), theme.TEXT_DIM, anchor="topright")

    def heading(self, surface: pygame.Surface, words: str, subtitle: str = "") -> int:
        if getattr(self, "spoken_heading", "") != words:   # the page's name, said once as it opens
            self.spoken_heading = words
            self.app.speech.say(f"{words}. {subtitle}", interrupt=True)
        s = theme.ui_scale_at_most(surface.get_size(), HEADING_MOST)   # a page's title is large already
        theme.felt(surface)
        theme.text(surface, words, (int(48 * s), int(30 * s)), int(40 * s), theme.ACCENT, "Bold",
                   family="serif")
        y = int(30 * s) + theme.font(int(40 * s), "Bold", "serif").get_linesize()
        if subtitle:
            theme.text(surface, subtitle, (int(50 * s), y), int(18 * s), theme.TEXT_DIM)
            y += int(30 * s)
        return y + int(16 * s)


def _label_keys(buttons: list[Button]) -> list[tuple[str, int]]:
    """Each button's label and how many before it bear the same one: the options' many
    "Off" and "On" buttons are told apart."""
    seen: dict[str, int] = {}
    keys = []
    for b in buttons:
        keys.append((b.label, seen.get(b.label, 0)))
        seen[b.label] = seen.get(b.label, 0) + 1
    return keys
