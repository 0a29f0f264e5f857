"""A game's rules text, laid out from its Markdown: headings, paragraphs, lists,
tables, code blocks, and bold, italic and `code` words, scrolled with the wheel or
the keys."""
from __future__ import annotations

import re

import pygame

from tarot_table.table import key_list, theme
from tarot_table.table.markdown_blocks import Block, Span, parse_markdown
from tarot_table.table.scenes.common import PageScene
from tarot_table.table.widgets import Button


STYLE_FONT = {"plain": "Regular", "bold": "Bold", "italic": "It", "code": "Semibold"}


def _runs(spans: list[Span]) -> list[tuple[str, str, bool]]:
    """Runs as (word, style, space before) triples; punctuation that follows an
    emphasised run sticks to it."""
    out = []
    gap_before = True
    for piece, style in spans:
        for match in re.finditer(r"\S+", piece):
            spaced = match.start() > 0 or gap_before
            out.append((match.group(), style, spaced))
            gap_before = False
        if piece:
            gap_before = piece[-1].isspace()
    return out


def draw_rich(surface: pygame.Surface, spans: list[Span], left: int, y: int, width: int, px: int,
              colour=theme.TEXT) -> int:
    """Wrapped text with bold, italic and code runs; returns the y below it. Every run
    stands on the plain face's baseline, whatever its face's own ascent."""
    x = left
    plain = theme.font(px)
    line_h, baseline = plain.get_linesize(), plain.get_ascent()
    space = plain.size(" ")[0]
    for group in _unbroken(_runs(spans)):
        faces = [theme.font(px, STYLE_FONT[style]) for _, style, _ in group]
        widths = [f.size(word)[0] for f, (word, _, _) in zip(faces, group)]
        if x > left:
            x += space
        if x > left and x + sum(widths) > left + width:
            x, y = left, y + line_h
        for f, w, (word, style, _) in zip(faces, widths, group):
            surface.blit(f.render(word, True, theme.ACCENT if style == "code" else colour),
                         (x, y + baseline - f.get_ascent()))
            x += w
    return y + line_h


def _unbroken(runs: list[tuple[str, str, bool]]) -> list[list[tuple[str, str, bool]]]:
    """Runs joined with no space between them ("**attributes**:") as one group, which
    a line never breaks: the colon does not start the next line."""
    groups: list[list[tuple[str, str, bool]]] = []
    for run in runs:
        if groups and not run[2]:
            groups[-1].append(run)
        else:
            groups.append([run])
    return groups


def draw_code_line(surface: pygame.Surface, line: str, left: int, y: int, width: int, px: int) -> int:
    """One line of a code block on a darker band, its indentation kept; cut short with
    an ellipsis rather than wrapped, as a command is copied whole."""
    f = theme.font(px)
    line_h = f.get_linesize()
    pygame.draw.rect(surface, (*theme.PANEL, 170), (left, y, width, line_h))
    indent = f.size(" ")[0] * (len(line) - len(line.lstrip(" ")))
    pad = max(6, px // 2)
    aligned_by_spaces = re.sub(r"\s{2,}", "   ", line.strip())   # columns of spaces mean nothing in this type
    shown = theme.ellipsize(aligned_by_spaces, px, width - indent - 2 * pad)
    surface.blit(f.render(shown, True, theme.TEXT_DIM), (left + pad + indent, y))
    return y + line_h


def fade_cut_lines(page: pygame.Surface, depth: int, above: bool, below: bool) -> None:
    """Text running on above or below the view fades out at that edge instead of
    ending in half a line."""
    ramp = pygame.Surface((1, depth), pygame.SRCALPHA)
    for i in range(depth):
        ramp.set_at((0, i), (255, 255, 255, 255 * i // depth))
    ramp = pygame.transform.scale(ramp, (page.get_width(), depth))
    if above:
        page.blit(ramp, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    if below:
        page.blit(pygame.transform.flip(ramp, False, True), (0, page.get_height() - depth),
                  special_flags=pygame.BLEND_RGBA_MULT)


def draw_block(page: pygame.Surface, block: Block, y: int, width: int, s: float) -> int:
    """One block of a rules page at ``y``; returns the y below it. A list item stands
    in by its depth, its bullet or number in the margin it leaves."""
    body = int(18 * s)
    indent = int(24 * s) * max(0, block.depth - 1)
    if block.kind == "h1":
        return y   # the page heading already names the game
    if block.kind in ("h2", "h3"):
        y += int(14 * s)
        size = int((26 if block.kind == "h2" else 21) * s)
        theme.text(page, block.text, (0, y), size, theme.ACCENT, "Bold", family="serif")
        return y + theme.font(size, "Bold", "serif").get_linesize() + int(6 * s)
    if block.kind == "code":
        return draw_code_line(page, block.text, indent + int(24 * s), y, width - indent - int(24 * s), int(16 * s))
    if block.kind == "item":
        if block.marker:
            theme.text(page, block.marker, (indent + int(4 * s), y), body, theme.ACCENT, "Bold")
            text_left = indent + int(38 * s)
        else:
            dot = (indent + int(8 * s), y + body // 2 + int(4 * s))
            if block.depth > 1:
                pygame.draw.circle(page, theme.ACCENT, dot, max(3, int(3 * s)), width=max(1, int(s)))
            else:
                pygame.draw.circle(page, theme.ACCENT, dot, max(3, int(3 * s)))
            text_left = indent + int(24 * s)
        return draw_rich(page, block.spans, text_left, y, width - text_left, body) + int(6 * s)
    if block.kind == "row":
        left = indent + int(24 * s)
        return draw_rich(page, block.spans, left, y, width - left, body) + int(4 * s)
    left = indent + (int(24 * s) if block.depth else 0)   # a paragraph inside a list item
    return draw_rich(page, block.spans, left, y, width - left, body) + int(12 * s)


def block_tops(blocks: list[Block], width: int, s: float) -> tuple[list[int], int]:
    """Where each block starts on a page ``width`` wide, and the page's height."""
    scratch = pygame.Surface((width, 1), pygame.SRCALPHA)   # drawn to measure, nothing kept
    tops, y = [], 0
    for block in blocks:
        tops.append(y)
        y = draw_block(scratch, block, y, width, s)
    return tops, y


def explaining_block(blocks: list[Block], term) -> int:
    """The block that explains ``term`` (a glossary.Term): the first naming it in bold."""
    return next((i for i, block in enumerate(blocks) if any(
        style == "bold" and term.pattern().search(piece) for piece, style in block.spans)), 0)


SCROLL_WORDS = "Scroll with the wheel, the arrow keys, Page Up / Page Down, Home and End."


class RulesScene(PageScene):
    def __init__(self, app, game, playing: str = "", options: dict[str, str] | None = None,
                 at_term=None) -> None:
        super().__init__(app)
        self.game = game
        self.playing = playing   # the options of the game on the table, when opened from one
        self.options = options
        self.blocks = parse_markdown(game.rules_text(options) + key_list.markdown())
        self.content_height = 0
        self.view_height = self.view_width = self.fade_depth = 0   # known once drawn
        # the block to open at (where ``at_term``, a glossary.Term, is explained), once laid out
        self.at_block = explaining_block(self.blocks, at_term) if at_term is not None else None
        self.top_block = 0         # the block at the top of the view, as last drawn

    def table_below(self):
        """The table these rules were opened over, if they were (it can show them beside it)."""
        below = self.app.scenes[-2] if len(self.app.scenes) > 1 and self.app.scenes[-1] is self else None
        return below if hasattr(below, "rules_beside") else None

    def beside_the_table(self) -> None:
        """Back to the table, the rules in its right-hand column from where they were read."""
        table = self.table_below()
        self.app.pop()
        table.show_rules_beside(self.top_block)   # the column draws with this module's blocks: no import back

    def keys(self) -> tuple[str, list[tuple[str, str]]]:
        return (f"Rules: {self.game.title}", key_list.RULES)

    def back(self) -> None:
        if len(self.app.scenes) > 1:
            self.app.pop()
        else:
            super().back()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r:
            self.back()   # R opened the rules at the table: it closes them too
            return
        if event.type == pygame.KEYDOWN:
            page = self.page_step()
            steps = {pygame.K_DOWN: 40, pygame.K_UP: -40, pygame.K_PAGEDOWN: page, pygame.K_PAGEUP: -page,
                     pygame.K_SPACE: page, pygame.K_HOME: -1e9, pygame.K_END: 1e9}
            if event.key in steps:
                self.scroll = int(max(0, min(self.scroll + steps[event.key], self.last_scroll())))
                return
        super().handle(event)

    def page_step(self) -> int:
        """Page Down moves the text by the view less the faded edges, so the lines that
        were fading at the bottom are read clearly at the top of the next page."""
        return max(40, self.view_height - 2 * self.fade_depth)

    def _scroll_words(self, surface: pygame.Surface, beside: pygame.Rect, s: float) -> None:
        """How to scroll, beside the foot's buttons, on two lines where one would run off
        the window (large text in a small window), never past its edge."""
        beside.width = surface.get_width() - beside.left - int(20 * s)
        lines, px = theme.fit_lines(SCROLL_WORDS, int(15 * s), beside.width, beside.height, most=2)
        step = px + 2
        top = beside.centery - len(lines) * step // 2
        for i, line in enumerate(lines):
            theme.text(surface, line, (beside.left, top + i * step), px, theme.TEXT_DIM)

    def last_scroll(self) -> int:
        return max(0, self.content_height - self.view_height)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        top = self.heading(surface, f"Rules: {self.game.title}", f"This game: {self.playing}" if self.playing else "")
        view = pygame.Rect(int(50 * s), top, min(int(860 * s), w - int(100 * s)), h - top - int(90 * s))
        body = int(18 * s)
        self.view_height, self.view_width, self.fade_depth = view.height, view.width, int(body * 1.4)
        if self.at_block is not None:
            tops, self.content_height = block_tops(self.blocks, view.width, s)
            self.scroll, self.at_block = tops[min(self.at_block, len(tops) - 1)] if tops else 0, None
        self.scroll = max(0, min(self.scroll, self.content_height - view.height))
        page = pygame.Surface(view.size, pygame.SRCALPHA)
        y = -self.scroll
        self.top_block = 0
        for i, block in enumerate(self.blocks):
            y = draw_block(page, block, y, view.width, s)
            self.top_block = self.top_block if y <= 0 or self.top_block else i
        self.content_height = y + self.scroll
        fade_cut_lines(page, self.fade_depth, above=self.scroll > 0,
                       below=self.content_height - self.scroll > view.height)
        surface.blit(page, view)
        if self.content_height > view.height:
            bar_h = max(30, view.height * view.height // self.content_height)
            bar_y = view.y + (view.height - bar_h) * self.scroll // max(1, self.content_height - view.height)
            pygame.draw.rect(surface, theme.PANEL_EDGE, (view.right + int(14 * s), bar_y, 6, bar_h), border_radius=3)
        old = self.buttons
        self.buttons = [Button(pygame.Rect(int(50 * s), h - int(70 * s), int(140 * s), int(44 * s)),
                               "Back", self.back, px=int(17 * s))]
        if self.table_below() is not None:
            self.buttons.append(Button(pygame.Rect(int(206 * s), h - int(70 * s), int(190 * s), int(44 * s)),
                                       "Beside the table", self.beside_the_table, px=int(17 * s)))
        self.keep_focus(old)
        self._scroll_words(surface, pygame.Rect(self.buttons[-1].rect.right + int(20 * s), h - int(70 * s),
                                                0, int(44 * s)), s)
        for b in self.buttons:
            b.draw(surface)
