"""What the non-table screens share: a button list rebuilt at each draw, a title,
and Escape to go back."""
from __future__ import annotations

import pygame

from tarot_table.table import theme
from tarot_table.table.app import Scene
from tarot_table.table.widgets import MORE_BELOW, Button, draw_scroll_bar


HEADING_MOST = 1.25   # how far a page's title grows with the text size
PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
# Page Down and Page Up scroll a page's scrolling part by most of its height, Home and End to its ends
SCROLL_KEYS = {pygame.K_PAGEDOWN: 0.9, pygame.K_PAGEUP: -0.9, pygame.K_HOME: -1e6, pygame.K_END: 1e6}
PAGE_KEYS = (pygame.K_TAB, pygame.K_DOWN, pygame.K_UP, pygame.K_LEFT, pygame.K_RIGHT) + PRESS_KEYS


class PageScene(Scene):
    title = ""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.buttons: list[Button] = []
        self.fields = []
        self.focused_field = None   # the text box the keyboard's focus is on, if any
        self.scroll = 0
        self.max_scroll: int | None = None   # set by pages drawn through begin_scroll
        self.scroll_page = 0   # the height of the part that scrolls, as last drawn
        self.pointer = (-1, -1)   # where the mouse was last seen, for the buttons rebuilt at each draw

    def back(self) -> None:
        self.app.go("menu")

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB and any(f.active for f in self.fields):
            for field in self.fields:
                field.active = field.selected = False   # Tab leaves a text box for the next thing
            self._keyboard(event)
            return
        for field in self.fields:
            if field.handle(event):
                if event.type == pygame.MOUSEBUTTONDOWN:
                    self.focused_field = None
                return
        for button in list(self.buttons):
            if button.handle(event):
                return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * 40)
        elif event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS and self.max_scroll:
            self.scroll_by(SCROLL_KEYS[event.key] * max(40, self.scroll_page))
        elif event.type == pygame.KEYDOWN and event.key in PAGE_KEYS:
            self._keyboard(event)

    def scroll_by(self, pixels: float) -> None:
        self.scroll = max(0, int(self.scroll + pixels))
        if self.max_scroll is not None:
            self.scroll = min(self.scroll, self.max_scroll)

    def _keyboard(self, event: pygame.event.Event) -> None:
        """Tab and the arrows go from button to button, and Tab to the text boxes in
        their place among them; Enter or Space presses the button with the focus, Enter
        starts typing in a box (said aloud with speech on)."""
        items = self._focus_order()
        if not items:
            return
        current = next((i for i, item in enumerate(items)
                        if item is self.focused_field or getattr(item, "focused", False)), -1)
        if event.key in PRESS_KEYS:
            if current >= 0 and items[current] is self.focused_field:
                self._into_field(self.focused_field)
            elif current >= 0:
                items[current].on_click()
            return
        if event.key != pygame.K_TAB and current >= 0 and not isinstance(items[current], Button):
            return   # the arrows stay among the buttons
        back = event.key in (pygame.K_UP, pygame.K_LEFT) or (event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
        order = items if event.key == pygame.K_TAB else [i for i in items if isinstance(i, Button)]
        at = order.index(items[current]) if current >= 0 else (0 if back else -1)   # from nothing: the first or the last
        chosen = order[(at + (-1 if back else 1)) % len(order)]
        for b in self.focusable():
            b.focused = False
        self.focused_field = None
        self.bring_into_view(chosen)
        if isinstance(chosen, Button):
            chosen.focused = True
            selected = ", chosen" if chosen.selected else ""
            self.app.speech.say(f"{chosen.label}, button{selected}", interrupt=True)
        else:
            self._into_field(chosen)

    def _focus_order(self) -> list:
        return [item for item in self.focusable() if not isinstance(item, Button) or item.enabled]

    def focusable(self) -> list:
        """The buttons and text boxes the keyboard goes through, in order (scrolled out
        of sight or not)."""
        return in_reading_order(self.buttons, self.fields)

    def bring_into_view(self, item) -> None:
        """A page that scrolls shows the button or box the keyboard's focus went to."""

    def scroll_to_show(self, rect: pygame.Rect, view: pygame.Rect) -> None:
        """Scroll so ``rect`` (where it was last drawn) shows whole in ``view``."""
        margin = 12
        if rect.top < view.top:
            self.scroll = max(0, self.scroll - (view.top - rect.top) - margin)
        elif rect.bottom > view.bottom:
            self.scroll = min(self.max_scroll or 0, self.scroll + rect.bottom - view.bottom + margin)

    def _into_field(self, field) -> None:
        """The focus on a text box: typing goes there (what is in it selected, so typing
        replaces it); Enter or Tab finishes."""
        self.focused_field = field
        for other in self.focusable():
            if not isinstance(other, Button):
                other.active = other is field
        field.select_all()
        words = field.value or "empty"
        self.app.speech.say(f"{field.label or field.placeholder}, text box, {words}. Type, then Tab.",
                            interrupt=True)

    def keep_focus(self, old: list[Button], new: list[Button] | None = None) -> None:
        """Carry keyboard focus across a rebuild of the buttons (``new``, the page's
        buttons unless told), by label, and light the one under the pointer."""
        focused = {key for b, key in zip(old, _label_keys(old)) if b.focused}
        new = self.buttons if new is None else new
        for b, key in zip(new, _label_keys(new)):
            b.focused = key in focused
            b.point_at(self.pointer)

    def begin_scroll(self, surface: pygame.Surface, top: int, bottom: int) -> tuple[pygame.Rect, int]:
        """A page's words scroll between ``top`` and ``bottom`` (its footer) when they are
        taller than that (large text in a small window): the view, and where the words
        begin, scrolled. Nothing is drawn outside the view until ``end_scroll``."""
        # a strip under the view for "Scroll for more", once the words are known to need it
        hint = int(26 * theme.ui_scale(surface.get_size())) if self.max_scroll else 0
        view = pygame.Rect(0, top, surface.get_width(), max(0, bottom - hint - top))
        surface.set_clip(view)
        self.scroll_page = view.height
        return view, top - self.scroll

    def end_scroll(self, surface: pygame.Surface, view: pygame.Rect, words_end: int) -> None:
        """The view closed, knowing where the words ended; says when more lies below."""
        surface.set_clip(None)
        self.max_scroll = max(0, words_end + self.scroll - view.bottom)
        if self.scroll > self.max_scroll:   # drawn scrolled past where it now may be: once more, in place
            self.scroll = self.max_scroll
            self.app.request_redraw()
        s = theme.ui_scale(surface.get_size())
        draw_scroll_bar(surface, view, view.height + self.max_scroll, self.scroll, s)
        if self.scroll < self.max_scroll:
            theme.text(surface, MORE_BELOW, (view.right - int(24 * s), view.bottom + int(2 * s)),
                       int(15 * s), theme.TEXT_DIM, anchor="topright")

    def heading(self, surface: pygame.Surface, words: str, subtitle: str = "", subtitle_grows: bool = True,
                body_scale: float = 0.0) -> int:
        """The page's title, grown to ``HEADING_MOST`` at most, and its subtitle under it.
        The subtitle grows with the text size as the page's body does (at ``body_scale``
        where the body is set smaller to fit, ``theme.ui_scale_to_fit``, the title no larger
        than it either), wrapped to the
        window; a page laid out in fixed room (the menu) passes ``subtitle_grows=False``
        and its subtitle keeps the title's scale. Gives the y below them."""
        if getattr(self, "spoken_heading", "") != words:   # the page's name, said once as it opens
            self.spoken_heading = words
            self.app.speech.say(f"{words}. {subtitle}", interrupt=True)
        s = theme.ui_scale_at_most(surface.get_size(), HEADING_MOST)   # a page's title is large already
        if body_scale:   # a body set smaller to fit takes its title with it
            s = min(s, body_scale)
        theme.felt(surface)
        theme.text(surface, words, (int(48 * s), int(30 * s)), int(40 * s), theme.ACCENT, "Bold",
                   family="serif")
        y = int(30 * s) + theme.font(int(40 * s), "Bold", "serif").get_linesize()
        if subtitle and subtitle_grows:
            px = int(18 * (body_scale or theme.ui_scale(surface.get_size())))
            room = pygame.Rect(int(50 * s), y, surface.get_width() - int(100 * s), surface.get_height())
            y += theme.text_block(surface, subtitle, room, px, theme.TEXT_DIM) + int(6 * s)
        elif subtitle:
            theme.text(surface, subtitle, (int(50 * s), y), int(18 * s), theme.TEXT_DIM)
            y += int(30 * s)
        return y + int(16 * s)


def in_reading_order(buttons: list[Button], fields: list) -> list:
    """The buttons in their order, each text box before the first button that lies after
    it (below it, or right of it on its row)."""
    items: list = list(buttons)
    for field in sorted(fields, key=lambda f: (f.rect.top, f.rect.left)):
        after = next((i for i, item in enumerate(items) if isinstance(item, Button)
                      and (item.rect.top, item.rect.left) > (field.rect.top, field.rect.left)), len(items))
        items.insert(after, field)
    return items


def two_columns(heights: list[int]) -> int:
    """Where to cut a run of blocks of these heights into two columns, keeping their
    order, so that the longer column is as short as it can be."""
    return min(range(len(heights) + 1), key=lambda cut: max(sum(heights[:cut]), sum(heights[cut:])))


def _label_keys(buttons: list[Button]) -> list[tuple[str, int]]:
    """Each button's label and how many before it bear the same one: the options' many
    "Off" and "On" buttons are told apart."""
    seen: dict[str, int] = {}
    keys = []
    for b in buttons:
        keys.append((b.label, seen.get(b.label, 0)))
        seen[b.label] = seen.get(b.label, 0) + 1
    return keys
