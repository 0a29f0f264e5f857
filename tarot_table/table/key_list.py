"""The keys of each screen: listed over it on F1 (and read aloud with speech on), and
at the end of every rules page. The app owns the list's opening and closing
(``App.dispatch``); a screen says which keys it has with ``Scene.keys``."""
from __future__ import annotations

import pygame

from tarot_table.table import theme

KeyRows = list[tuple[str, str]]   # (the keys, what they do)

EVERYWHERE: KeyRows = [
    ("F1", "this list of keys (any key closes it)"),
    ("F2", "speech on or off: the focus, each move and the status line read aloud"),
    ("F11", "fullscreen on or off"),
]

PAGE: KeyRows = [
    ("Tab, Down, Right", "the next button"),
    ("Shift+Tab, Up, Left", "the button before"),
    ("Enter, Space", "press the button with the focus"),
    ("Escape", "back"),
]

RULES: KeyRows = [
    ("Up, Down", "scroll a little"),
    ("Page Up, Page Down, Space", "scroll a page"),
    ("Home, End", "the start, the end"),
    ("Tab, Enter", "the Back button (and, over a table, Beside the table: the rules in a column beside it)"),
    ("Escape", "back to where you were"),
]

TABLE: KeyRows = [
    ("Left, Right", "from place to place on the table (rows top to bottom, each left to right)"),
    ("Up, Down", "from card to card in a fanned place (a hand, a row)"),
    ("Tab, Shift+Tab", "through what can act now: the cards with a move (or, holding one, the places "
                       "it may go), then the buttons"),
    ("Enter, Space", "pick up the card with the focus (a pile you draw from draws at once); lay a held "
                     "card on the place with the focus, whose tag names the move; press a button"),
    ("Escape", "put a held card back, close a list of choices; with nothing held, the menu"),
    ("1 to 9", "pick from a list of choices (Up, Down and Enter too)"),
    ("I", "the focused card (or the one under the pointer) described: its picture and what it does here"),
    ("Ctrl+Z, Ctrl+Y", "undo, redo"),
    ("H", "a hint"),
    ("R", "the rules of this game"),
    ("Page Up, Page Down", "scroll the rules beside the table (Tab reaches its Full page and Close)"),
    ("L", "the story of the game, shown or hidden"),
    ("M", "card sounds on or off"),
]


def markdown(rows: KeyRows = TABLE) -> str:
    """The table's keys as a section of a rules page."""
    lines = ["", "## Keys", "",
             "Every move can be made with the keyboard alone (F1 lists the keys at any screen)."]
    lines += [f"- **{keys}**: {what}." for keys, what in rows + EVERYWHERE]
    return "\n".join(lines) + "\n"


def spoken(title: str, rows: KeyRows) -> str:
    return f"Keys of {title}. " + " ".join(f"{keys}: {what}." for keys, what in rows + EVERYWHERE)


def draw(surface: pygame.Surface, title: str, rows: KeyRows) -> pygame.Rect:
    """The list in a panel in the middle of the window, its keys in a column of their own,
    at the largest type up to the text size's that lets it stand whole in the window."""
    w, h = surface.get_size()
    s = theme.ui_scale((w, h))
    rows = rows + EVERYWHERE
    width = min(w - int(40 * s), int(860 * s))
    head = int(56 * s)
    for px in range(max(theme.MIN_TEXT_PX, int(16 * s)), theme.MIN_TEXT_PX - 1, -1):
        keys_w, wrapped, step, gap = _laid_out(rows, px, width, s)
        height = head + sum(len(lines) for _, lines in wrapped) * step + len(rows) * gap + int(44 * s)
        if height <= h - int(20 * s):
            break
    height = min(h - 10, height)
    box = pygame.Rect(0, 0, width, height)
    box.center = (w // 2, h // 2)
    veil = pygame.Surface((w, h), pygame.SRCALPHA)
    veil.fill((0, 0, 0, 150))
    surface.blit(veil, (0, 0))
    theme.panel(surface, box, alpha=255, radius=12)   # solid: the list of keys over any screen
    pygame.draw.rect(surface, theme.HIGHLIGHT, box, width=2, border_radius=12)
    theme.text(surface, f"Keys: {title}", (box.left + int(24 * s), box.top + int(16 * s)), int(22 * s),
               theme.ACCENT, "Bold", family="serif")
    y = box.top + head
    for keys, lines in wrapped:
        theme.text(surface, keys, (box.left + int(24 * s), y), px, theme.HIGHLIGHT, "Bold")
        for line in lines:
            theme.text(surface, line, (box.left + int(24 * s) + keys_w, y), px)
            y += step
        y += gap
    theme.text(surface, "Press any key to close this list.", (box.centerx, box.bottom - int(22 * s)),
               max(theme.MIN_TEXT_PX, int(14 * s)), theme.TEXT_DIM, anchor="center")
    return box


def _laid_out(rows: KeyRows, px: int, width: int, s: float) -> tuple[int, list[tuple[str, list[str]]], int, int]:
    """The list at type size ``px`` in a panel ``width`` wide: its keys' column width, each
    row's words wrapped beside it, a line's height and the gap after a row."""
    keys_w = max(theme.font(px, "Bold").size(keys)[0] for keys, _ in rows) + int(18 * s)
    words_w = width - keys_w - int(48 * s)
    wrapped = [(keys, theme.wrap(what, px, words_w)) for keys, what in rows]
    return keys_w, wrapped, theme.font(px).get_linesize(), int(4 * s) if px > theme.MIN_TEXT_PX else 2
