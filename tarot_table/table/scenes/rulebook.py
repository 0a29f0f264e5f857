"""A game's rules text, laid out from its Markdown: headings, paragraphs, lists,
tables, code blocks, and bold, italic and `code` words, scrolled with the wheel or
the keys."""
from __future__ import annotations

import re

import pygame

from tarot_table.table import theme
from tarot_table.table.scenes.common import PageScene
from tarot_table.table.widgets import Button


def parse_markdown(source: str) -> list[tuple[str, str]]:
    """Blocks as (kind, text): kind is h1, h2, h3, item, numbered, row (a table's row,
    its cells joined; the header row in bold), code (one line of a fenced block, as
    written) or para."""
    blocks: list[tuple[str, str]] = []
    para: list[str] = []
    fenced = False

    def flush() -> None:
        if para:
            blocks.append(("para", " ".join(para)))
            para.clear()

    for raw in source.splitlines():
        line = raw.strip()
        if line.startswith("```"):
            flush()
            fenced = not fenced
        elif fenced:
            blocks.append(("code", raw.rstrip()))
        elif not line:
            flush()
        elif line.startswith("|"):
            flush()
            cells = [cell.strip() for cell in line.strip("|").split("|")]
            if not all(re.fullmatch(r":?-+:?", cell) for cell in cells):   # not the rule under a header
                header = not blocks or blocks[-1][0] != "row"
                row = " · ".join(cell for cell in cells if cell)
                blocks.append(("row", f"**{row}**" if header else row))
        elif line.startswith("#"):
            flush()
            level = min(3, len(line) - len(line.lstrip("#")))
            blocks.append((f"h{level}", line.lstrip("#").strip()))
        elif line.startswith(("- ", "* ")):
            flush()
            blocks.append(("item", line[2:].strip()))
        elif re.match(r"\d+\.\s", line):
            flush()
            blocks.append(("numbered", line))
        elif blocks and blocks[-1][0] in ("item", "numbered") and raw.startswith("  ") and not para:
            blocks[-1] = (blocks[-1][0], blocks[-1][1] + " " + line)
        else:
            para.append(line)
    flush()
    return blocks


EMPHASIS = re.compile(r"\*\*(?P<bold>.+?)\*\*"
                      r"|(?<![\w*])\*(?P<italic>[^\s*](?:[^*]*?[^\s*])?)\*(?![\w*])"
                      r"|`(?P<code>[^`]+)`")
STYLE_FONT = {"plain": "Regular", "bold": "Bold", "italic": "It", "code": "Semibold"}


def _spans(words: str) -> list[tuple[str, str]]:
    """The text in (piece, style) spans: style is plain, bold (**...**), italic (*...*)
    or code (`...`). The marks themselves are never shown; an asterisk with no partner
    stays as it is."""
    spans, at = [], 0
    for match in EMPHASIS.finditer(words):
        if match.start() > at:
            spans.append((words[at:match.start()], "plain"))
        style = match.lastgroup
        spans.append((match.group(style), style))
        at = match.end()
    if at < len(words):
        spans.append((words[at:], "plain"))
    return spans


def _runs(words: str) -> list[tuple[str, str, bool]]:
    """Words as (word, style, space before) triples; punctuation that follows an
    emphasised run sticks to it."""
    out = []
    gap_before = True
    for piece, style in _spans(words):
        for match in re.finditer(r"\S+", piece):
            spaced = match.start() > 0 or gap_before
            out.append((match.group(), style, spaced))
            gap_before = False
        if piece:
            gap_before = piece[-1].isspace()
    return out


def draw_rich(surface: pygame.Surface, words: str, left: int, y: int, width: int, px: int,
              colour=theme.TEXT) -> int:
    """Wrapped text with bold, italic and code runs; returns the y below it."""
    x = left
    line_h = theme.font(px).get_linesize()
    space = theme.font(px).size(" ")[0]
    for word, style, spaced in _runs(words):
        f = theme.font(px, STYLE_FONT[style])
        w = f.size(word)[0]
        if x > left and spaced:
            x += space
        if x > left and x + w > left + width:
            x, y = left, y + line_h
        surface.blit(f.render(word, True, theme.ACCENT if style == "code" else colour), (x, y))
        x += w
    return y + line_h


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


class RulesScene(PageScene):
    def __init__(self, app, game, playing: str = "", options: dict[str, str] | None = None) -> None:
        super().__init__(app)
        self.game = game
        self.playing = playing   # the options of the game on the table, when opened from one
        self.blocks = parse_markdown(game.rules_text(options))
        self.content_height = 0
        self.view_height = self.fade_depth = 0   # known once drawn

    def back(self) -> None:
        if len(self.app.scenes) > 1:
            self.app.pop()
        else:
            super().back()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.back()
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

    def last_scroll(self) -> int:
        return max(0, self.content_height - self.view_height)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        top = self.heading(surface, f"Rules: {self.game.title}", f"This game: {self.playing}" if self.playing else "")
        view = pygame.Rect(int(50 * s), top, min(int(860 * s), w - int(100 * s)), h - top - int(90 * s))
        body = int(18 * s)
        self.view_height, self.fade_depth = view.height, int(body * 1.4)
        self.scroll = max(0, min(self.scroll, self.content_height - view.height))
        page = pygame.Surface(view.size, pygame.SRCALPHA)
        y = -self.scroll
        for kind, words in self.blocks:
            if kind == "h1":
                continue  # the page heading already names the game
            if kind in ("h2", "h3"):
                y += int(14 * s)
                size = int((26 if kind == "h2" else 21) * s)
                theme.text(page, words, (0, y), size, theme.ACCENT, "Bold", family="serif")
                y += theme.font(size, "Bold", "serif").get_linesize() + int(6 * s)
            elif kind == "numbered":
                number, words = words.split(" ", 1)
                theme.text(page, number, (int(4 * s), y), body, theme.ACCENT, "Bold")
                y = draw_rich(page, words, int(38 * s), y, view.width - int(38 * s), body) + int(6 * s)
            elif kind == "item":
                pygame.draw.circle(page, theme.ACCENT, (int(8 * s), y + body // 2 + int(4 * s)), max(3, int(3 * s)))
                y = draw_rich(page, words, int(24 * s), y, view.width - int(24 * s), body) + int(6 * s)
            elif kind == "row":
                y = draw_rich(page, words, int(24 * s), y, view.width - int(24 * s), body) + int(4 * s)
            elif kind == "code":
                y = draw_code_line(page, words, int(24 * s), y, view.width - int(24 * s), int(16 * s))
            else:
                y = draw_rich(page, words, 0, y, view.width, body) + int(12 * s)
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
        self.keep_focus(old)
        theme.text(surface, "Scroll with the wheel, the arrow keys, Page Up / Page Down, Home and End.",
                   (int(210 * s), h - int(48 * s)), int(15 * s), theme.TEXT_DIM, anchor="midleft")
        for b in self.buttons:
            b.draw(surface)
