"""The rules beside the table: the game's rules page in the table's right-hand column
(where the story is), to read while playing. The table stays in sight and in play, so
its clock runs; the rules over the table (rulebook.RulesScene) cover it and stop the
clock. Opened from the rules page's *Beside the table*; *Full page* and *Close* here
(Tab reaches them with the table's buttons), Page Up and Page Down scroll it."""
from __future__ import annotations

import pygame

from tarot_table.table import theme
from tarot_table.table.widgets import Button

TYPE_CHECKING = False   # typing.TYPE_CHECKING, without importing typing
if TYPE_CHECKING:   # the rules' page loads when the rules are first put beside a table, not with every table
    from tarot_table.table.markdown_blocks import Block

PANEL_SHARE = 0.34     # of the window's width, at most
PANEL_WIDTH = 440      # at the 1280x800 design size, at most
TEXT_SCALE = 0.82      # the page's type, a little smaller in the column
WHEEL_PX = 40


class RulesBeside:
    """The page shown in the column, and how far it is scrolled."""

    def __init__(self, game, options: dict[str, str] | None = None, at_block: int = 0) -> None:
        from tarot_table.table.markdown_blocks import parse_markdown
        self.game = game
        self.blocks: list[Block] = parse_markdown(game.rules_text(options))
        self.at_block: int | None = at_block   # the block to show first, once laid out
        self.scroll = 0
        self.content_height = 0
        self.view = pygame.Rect(0, 0, 0, 0)   # where the text was drawn, known once drawn
        self.laid_out: tuple = ()   # (width, scale) the block tops were measured for
        self.tops: list[int] = []   # each block's top, the page unscrolled

    def lay_out(self, width: int, scale: float) -> None:
        """Measure where each block starts, once per width: a frame then draws only the
        blocks in view."""
        if self.laid_out != (width, scale):
            from tarot_table.table.scenes.rulebook import block_tops
            self.tops, self.content_height = block_tops(self.blocks, width, scale)
            self.laid_out = (width, scale)
        if self.at_block is not None and self.tops:
            self.scroll, self.at_block = self.tops[min(self.at_block, len(self.tops) - 1)], None

    def top_block(self) -> int:
        """The block at the top of the view."""
        return max((i for i, top in enumerate(self.tops) if top <= self.scroll), default=0)

    def scroll_by(self, pixels: int) -> None:
        self.scroll = int(max(0, min(self.scroll + pixels, self.content_height - self.view.height)))


def column_width(size: tuple[int, int]) -> int:
    """The width the table leaves the rules beside it."""
    s = theme.ui_scale(size)
    return int(min(PANEL_WIDTH * s, size[0] * PANEL_SHARE))


def open_beside(table, at_block: int = 0) -> None:
    """Show the table's rules in its right-hand column, from the block ``at_block``."""
    table.rules_beside = RulesBeside(table.game, table.session.state.options, at_block)


def close_beside(table) -> None:
    table.rules_beside = None


def to_full_page(table) -> None:
    """The rules over the table, from where the column was read."""
    beside = table.rules_beside
    table.rules_beside = None
    table.open_rules()
    page = table.app.scenes[-1]
    if beside is not None and hasattr(page, "at_block"):
        page.at_block = beside.top_block()


def draw_beside(table, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """The column: its title, its two buttons, and the page scrolled in it. Its buttons
    join the table's bar buttons, so they are clicked like the others."""
    from tarot_table.table.scenes.rulebook import draw_block, fade_cut_lines
    beside = table.rules_beside
    theme.panel(surface, rect, alpha=225, radius=0)
    px = max(13, int(15 * s))
    pad = int(12 * s)
    close = Button(pygame.Rect(rect.right - pad - int(80 * s), rect.y + int(6 * s), int(80 * s), int(28 * s)),
                   "Close", lambda: close_beside(table), px=px, tip="Put the rules away (the story comes back).")
    full = Button(pygame.Rect(close.rect.x - int(8 * s) - int(100 * s), close.rect.y, int(100 * s), close.rect.h),
                  "Full page", lambda: to_full_page(table), px=px,
                  tip="Read the rules over the table (the clock stops while they cover it).")
    theme.text(surface, "Rules", (rect.x + pad, close.rect.centery), int(18 * s), theme.ACCENT, "Semibold",
               "midleft", family="serif")
    for button in (full, close):
        button.point_at(table.pointer)
        button.draw(surface)
        table.bar_buttons.append(button)
    view = pygame.Rect(rect.x + pad, close.rect.bottom + int(10 * s), rect.width - 2 * pad,
                       rect.bottom - close.rect.bottom - int(18 * s))
    beside.view = view
    text_s = s * TEXT_SCALE
    beside.lay_out(view.width, text_s)
    beside.scroll_by(0)   # a larger window may leave less to scroll
    page = pygame.Surface(view.size, pygame.SRCALPHA)
    ends = beside.tops[1:] + [beside.content_height]
    for block, top, end in zip(beside.blocks, beside.tops, ends):
        if end > beside.scroll and top < beside.scroll + view.height:
            draw_block(page, block, top - beside.scroll, view.width, text_s)
    fade = int(18 * text_s * 1.4)
    fade_cut_lines(page, fade, above=beside.scroll > 0, below=beside.content_height - beside.scroll > view.height)
    surface.blit(page, view)


PAGE_KEYS = {pygame.K_PAGEDOWN: 1, pygame.K_PAGEUP: -1}


def page_key(table, event: pygame.event.Event) -> bool:
    """Page Down and Page Up scroll the column by its height less a line, while it is
    open (the arrows are the table's); says whether they did."""
    beside = table.rules_beside
    if beside is None or event.key not in PAGE_KEYS:
        return False
    beside.scroll_by(PAGE_KEYS[event.key] * max(WHEEL_PX, beside.view.height - WHEEL_PX))
    table.app.speech.say(f"Rules beside the table, {_share_read(beside)}% read.", interrupt=True)
    return True


def _share_read(beside: RulesBeside) -> int:
    shown_to = beside.scroll + beside.view.height
    return min(100, round(100 * shown_to / max(1, beside.content_height)))


def wheel(table, event: pygame.event.Event) -> bool:
    """A turn of the wheel over the column scrolls the rules; says whether it was."""
    beside = table.rules_beside
    if beside is None or not beside.view.inflate(0, 40).collidepoint(table.pointer):
        return False
    beside.scroll_by(-event.y * WHEEL_PX)
    return True
