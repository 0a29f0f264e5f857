"""Colours, type and the small drawing helpers every scene shares.

The player's text and card size and the high-contrast palette are set here, once, by
``use_look`` (from Settings): every scene sizes itself through ``ui_scale`` and colours
itself through this module's names, read when it draws."""
from __future__ import annotations

import io
from functools import lru_cache
from collections.abc import Callable

import pygame

from tarot_table.fonts import font_bytes

FELT = (22, 74, 52)
FELT_LIGHT = (40, 112, 80)
PANEL = (18, 28, 30)
PANEL_EDGE = (70, 96, 86)
TEXT = (238, 232, 216)
TEXT_DIM = (176, 186, 172)
ACCENT = (232, 190, 92)
WARN = (246, 140, 110)
GOOD = (140, 210, 140)
HIGHLIGHT = (250, 214, 110)
BUTTON = (48, 70, 64)
BUTTON_HOVER = (68, 98, 88)
BUTTON_DISABLED = (40, 48, 46)
BUTTON_SELECTED = (112, 88, 40)
BUTTON_SELECTED_HOVER = (134, 106, 50)
INK_DISABLED = (120, 126, 120)
BUTTON_EDGE_WIDTH = 1   # a plain button's edge line, in pixels
EDGE_DISABLED = PANEL_EDGE   # a greyed button's edge (set apart from the others' in high contrast)
MIN_TEXT_PX = 13

STANDARD = {"FELT": FELT, "FELT_LIGHT": FELT_LIGHT, "PANEL": PANEL, "PANEL_EDGE": PANEL_EDGE, "TEXT": TEXT,
            "TEXT_DIM": TEXT_DIM, "ACCENT": ACCENT, "WARN": WARN, "GOOD": GOOD, "HIGHLIGHT": HIGHLIGHT,
            "BUTTON": BUTTON, "BUTTON_HOVER": BUTTON_HOVER, "BUTTON_DISABLED": BUTTON_DISABLED,
            "BUTTON_SELECTED": BUTTON_SELECTED, "BUTTON_SELECTED_HOVER": BUTTON_SELECTED_HOVER,
            "INK_DISABLED": INK_DISABLED, "BUTTON_EDGE_WIDTH": BUTTON_EDGE_WIDTH, "EDGE_DISABLED": EDGE_DISABLED}
# Every text colour on every background it is set on reaches a contrast ratio of 7:1 or
# more here (tests/test_sight.py works the ratios out): near-black grounds, near-white words.
HIGH_CONTRAST = {"FELT": (4, 22, 14), "FELT_LIGHT": (8, 34, 22), "PANEL": (0, 0, 0), "PANEL_EDGE": (255, 255, 255),
                 "TEXT": (255, 255, 255), "TEXT_DIM": (224, 224, 224), "ACCENT": (255, 214, 96),
                 "WARN": (255, 176, 160), "GOOD": (160, 255, 160), "HIGHLIGHT": (255, 230, 0),
                 "BUTTON": (0, 0, 0), "BUTTON_HOVER": (30, 40, 60), "BUTTON_DISABLED": (0, 0, 0),
                 "BUTTON_SELECTED": (56, 42, 0), "BUTTON_SELECTED_HOVER": (34, 40, 56),
                 "INK_DISABLED": (200, 200, 200), "BUTTON_EDGE_WIDTH": 2, "EDGE_DISABLED": (90, 90, 90)}
TEXT_COLOURS = ("TEXT", "TEXT_DIM", "ACCENT", "WARN", "GOOD", "HIGHLIGHT", "INK_DISABLED")
GROUNDS = ("FELT", "FELT_LIGHT", "PANEL", "BUTTON", "BUTTON_HOVER", "BUTTON_DISABLED", "BUTTON_SELECTED",
           "BUTTON_SELECTED_HOVER")

_look = {"size": 1.0, "high_contrast": False}


def use_look(text_size_percent: int = 100, high_contrast: bool = False) -> None:
    """Draw from now on at this text and card size and in this palette. Kept pictures
    drawn in the other palette or size are let go."""
    changed = high_contrast != _look["high_contrast"]
    _look["size"] = max(0.5, min(3.0, text_size_percent / 100))
    _look["high_contrast"] = high_contrast
    globals().update(HIGH_CONTRAST if high_contrast else STANDARD)
    if changed:
        for kept in (_panel_layer, _felt, _felt_light, rendered):
            kept.cache_clear()


def text_size() -> float:
    """The player's text and card size, 1.0 for the app's own."""
    return _look["size"]


def high_contrast() -> bool:
    return _look["high_contrast"]


def ui_scale(size: tuple[int, int]) -> float:
    """How much larger than the 1280x800 design the interface is drawn: the window's
    share of that design, times the player's text and card size."""
    return window_scale(size) * _look["size"]


@lru_cache(maxsize=8)
def window_scale(size: tuple[int, int]) -> float:
    """The window's share of the 1280x800 design, whatever the text size (kept by size:
    a frame asks for it some ten times)."""
    return max(0.8, min(2.2, min(size[0] / 1280, size[1] / 800)))


def ui_scale_at_most(size: tuple[int, int], most: float) -> float:
    """``ui_scale`` for a screen laid out in fixed room (the menu's tiles and list),
    whose words grow with the text size only up to ``most`` times their own size."""
    return window_scale(size) * min(_look["size"], most)


def ui_scale_to_fit(size: tuple[int, int], fits: Callable[[float], bool], most: float = 0.0,
                    least: float = 0.0) -> float:
    """``ui_scale`` for a page that shows all of itself at once where the window has the
    room: the text size asked (up to ``most`` for a page whose words grow only so far, as
    ``ui_scale_at_most``); where the page would not fit the window at it (``fits(scale)``
    is False), the largest scale, to a hundredth of the text size, down to the next
    smaller text size (never under the app's own 100%) at which it fits; where even that
    does not fit, the size asked, and the page scrolls at the size the player chose. A
    large window's page at 125% text sets its words a little smaller rather than scroll
    (play-test finding of 29 November), and 80% and 100% never change.

    A part of a page that cannot scroll (the menu's tiles, its Continue list, its row of
    buttons) gives ``least``, the share of the window's scale it is known to fit at: it
    gives way down to that, as far as it must, and stays there where nothing larger fits."""
    from tarot_table.settings import TEXT_SIZES
    window, asked = window_scale(size), min(_look["size"], most or _look["size"])
    if least:
        floor = min(least, asked)
        if floor >= asked or fits(window * asked):
            return window * asked
        return window * largest_fitting_share(fits, window, floor, asked)
    smaller = [t / 100 for t in TEXT_SIZES if 1.0 <= t / 100 < asked]
    if not smaller or fits(window * asked) or not fits(window * max(smaller)):
        return window * asked
    return window * largest_fitting_share(fits, window, max(smaller), asked)


def largest_fitting_share(fits: Callable[[float], bool], window: float, fitting: float, too_large: float) -> float:
    """The largest share of ``window``, to a hundredth, from ``fitting`` (taken to fit) up to
    ``too_large`` (which does not), at which ``fits``."""
    while too_large - fitting > 0.01:
        middle = (fitting + too_large) / 2
        fitting, too_large = (middle, too_large) if fits(window * middle) else (fitting, middle)
    return fitting


def story_crowds_table(size: tuple[int, int]) -> bool:
    """At a larger text size in a window under 1600 pixels wide the story starts put
    away (one click on its tab brings it back): the bars have grown, and the cards keep
    the room it would take."""
    return _look["size"] > 1.0 and size[0] < 1600


TABLE_WORDS_MOST = 0.22   # of a card width: the room every layout leaves for its words


def table_words_px(unit: float, share: float = 0.16, most: float = 0.0) -> int:
    """The size of words set on the table beside its cards (a place's name, a pile's
    count), ``share`` of a card width: larger with the text size, but never beyond the
    room every layout leaves for it (``TABLE_WORDS_MOST``), or the room its layout says it
    leaves (``most``, ``Layout.words_most``), nor under the smallest text."""
    natural = max(MIN_TEXT_PX, int(unit * share))
    return max(natural, min(int(natural * _look["size"]), int(unit * (most or TABLE_WORDS_MOST))))


def font(px: int, weight: str = "Regular", family: str = "sans") -> pygame.font.Font:
    return _font(max(MIN_TEXT_PX, int(px)), weight, family)


@lru_cache(maxsize=1024)
def words_width(words: str, px: int, weight: str = "Regular", family: str = "sans") -> int:
    """How wide ``words`` are set at ``px``, kept: the marks on cards, their indexes and
    the buttons under the table are measured again on every frame."""
    return font(px, weight, family).size(words)[0]


def forget_fonts() -> None:
    """Drop the font objects kept, once pygame's font module has been shut down."""
    _font.cache_clear()


@lru_cache(maxsize=128)
def _font(px: int, weight: str, family: str) -> pygame.font.Font:
    """One font object a size and face, however ``font`` was called (``font(15)`` and
    ``font(15, "Regular")`` once made two, each loading its file and glyphs again)."""
    face = font_bytes(family, weight)   # a stream of its own each: the font reads from it as it goes
    return pygame.font.Font(io.BytesIO(face) if face is not None else None, px)


def text(surface: pygame.Surface, words: str, pos: tuple[float, float], px: int,
         colour=None, weight: str = "Regular", anchor: str = "topleft",
         family: str = "sans") -> pygame.Rect:
    """Words drawn at ``pos``; in high contrast on a solid ground of their own."""
    written = rendered(words, px, tuple(colour or TEXT), weight, family)
    rect = written.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if _look["high_contrast"] and words.strip():
        top, height = ink_band(px, weight, family)
        surface.fill(PANEL, (rect.x, rect.y + top, rect.width, height))
    surface.blit(written, rect)
    return rect


@lru_cache(maxsize=256)
def ink_band(px: int, weight: str = "Regular", family: str = "sans") -> tuple[int, int]:
    """Where a line's letters lie inside its rendered height (from the tallest ascender
    to the lowest descender), with a pixel to spare each side: the ground of
    high-contrast words covers this band, so lines set close (``size + 2`` apart) do not
    paint over the descenders of the line above."""
    ink = font(px, weight, family).render("Hbdfhklgjpqy", True, (255, 255, 255)).get_bounding_rect()
    return max(0, ink.top - 1), ink.height + 2


@lru_cache(maxsize=512)
def rendered(words: str, px: int, colour: tuple, weight: str = "Regular", family: str = "sans") -> pygame.Surface:
    """Text as pixels, kept: most of a frame's words are the same as the last frame's.
    For marks that are part of a picture (a card's index) rather than words set on the
    table, which go through ``text``; never change the surface it gives."""
    return font(px, weight, family).render(words, True, colour)


def forget_texts() -> None:
    """Let go of the kept texts: a table left for a page keeps none of its words' pixels
    (its places' tips are set ahead for every place: some 4 MB after six tables at
    1920x1080); the next screen sets its own as it is drawn."""
    rendered.cache_clear()


@lru_cache(maxsize=1024)
def ellipsize(words: str, px: int, width: int, weight: str = "Regular", at_word: bool = False,
              family: str = "sans") -> str:
    """``words`` cut short with an ellipsis so they fit ``width`` pixels: the longest cut
    that fits (``at_word``: after the last whole word that fits, so no word reads as
    another, "Queens be…"; a first word too wide is cut where it must). Kept, since
    buttons ask again on every frame; the cut is first estimated from the glyphs'
    advances (one cheap call) and then checked by measuring, instead of measuring
    (shaping) the text at every step of a halving search."""
    f = font(px, weight, family)
    if f.size(words)[0] <= width:
        return words
    fits = _cut_from_advances(f, words, width - f.size("…")[0])
    while fits > 0 and f.size(words[:fits] + "…")[0] > width:
        fits -= 1
    while fits < len(words) - 1 and f.size(words[:fits + 1] + "…")[0] <= width:
        fits += 1
    if at_word and not words[fits:fits + 1].isspace() and " " in words[:fits].strip():
        fits = words[:fits].rstrip().rfind(" ")
    return words[:fits].rstrip(" ·,;:" if at_word else None) + "…"


@lru_cache(maxsize=256)
def ellipsize_before(words: str, tail: str, px: int, width: int, weight: str = "Regular") -> str:
    """``words`` cut short so that they and ``tail`` after them fit ``width`` pixels: the
    tail is never cut (a name cut before its state)."""
    return ellipsize(words, px, max(0, width - font(px, weight).size(tail)[0]), weight) + tail


def largest_fitting(words: str, px: int, width: int, weight: str = "Regular", family: str = "sans") -> int:
    """A size up to ``px`` at which ``words`` fit ``width`` on one line, the largest or
    rarely one under it (``_largest_single_line``); the smallest readable size when none
    does."""
    found = _largest_single_line(words, int(px), MIN_TEXT_PX + 1, width, weight, family)
    return MIN_TEXT_PX if found is None else found


def _largest_single_line(words: str, top: int, bottom: int, width: int,
                         weight: str = "Regular", family: str = "sans") -> int | None:
    """A size from ``top`` down to ``bottom`` at which ``words`` fit ``width`` on one
    line, None when none does. Words grow with their size, so the line is measured at
    ``top`` once and the size scaled down by how much it is too wide: that size is taken
    when the line fits it, else the next one down that does. A font made at a new size
    loads the line's letters afresh (about 1 ms), so the size above the guess is not
    tried: the guess is the largest that fits or, rarely (hinted widths do not grow
    quite evenly), one under it."""
    if top < bottom:
        return None
    widest = words_width(words, top, weight, family)
    if widest <= width:
        return top
    size = _scaled_guess(widest, top, bottom, width)
    if words_width(words, size, weight, family) <= width:
        return size
    while size > bottom:
        size -= 1
        if words_width(words, size, weight, family) <= width:
            return size
    return None


def _scaled_guess(widest: int, top: int, bottom: int, width: int) -> int:
    """The size a line ``widest`` pixels wide at ``top`` is first measured at to fit ``width``."""
    return max(bottom, min(top - 1, int(top * width / max(1, widest))))


def smaller_size_first_tried(words: str, px: int, width: int, weight: str = "Regular") -> int | None:
    """The size under ``px`` at which ``fit_lines`` first measures ``words`` for ``width``
    (the one it mostly sets them at), None when they fit at ``px``."""
    widest = words_width(words, px, weight)
    if widest <= width:
        return None
    return _scaled_guess(widest, px, max(MIN_TEXT_PX, round(px * 0.8)), width)


def letters_set_ahead(words: str, px: int, loaded: set, weight: str = "Regular", family: str = "sans"):
    """Steps that load the letters of ``words`` at ``px``, one step a call: the font at that
    size (about 0.4 ms made afresh), then the letters not in ``loaded`` a dozen at a time,
    each dozen set small and let go, so that measuring and setting the words at that size
    later finds them loaded (a long line's letters loaded at a new size took 1.3 ms of the
    frame it first showed in). ``loaded`` holds (size, letter) pairs done, shared by the
    caller's steps."""
    made = font(px, weight, family)
    yield
    letters = [c for c in dict.fromkeys(words) if not c.isspace() and (px, c) not in loaded]
    for i in range(0, len(letters), 12):
        made.render("".join(letters[i:i + 12]), True, TEXT)
        loaded.update((px, c) for c in letters[i:i + 12])
        yield


def _cut_from_advances(f: pygame.font.Font, words: str, room: int) -> int:
    """How many leading characters of ``words`` the sum of their advances fits in ``room``."""
    used = 0
    for count, glyph in enumerate(f.metrics(words)):
        used += glyph[4] if glyph else 0
        if used > room:
            return count
    return len(words)


def wrap(words: str, px: int, width: int, weight: str = "Regular") -> list[str]:
    """Break ``words`` into lines no wider than ``width`` pixels."""
    return list(_wrapped(words, px, width, weight))


@lru_cache(maxsize=1024)
def _wrapped(words: str, px: int, width: int, weight: str) -> tuple[str, ...]:
    """The lines of ``wrap``, kept: a table's story is wrapped again on every frame. Each
    line takes as many words as fit (at least one). A line set wider never gets narrower
    with a word more, so the last word that fits is found from a guess by the paragraph's
    width a letter, measuring two or three lines, not the line again after every word (a
    judge's long line in Tournament of Queens' status bar was measured 35 times)."""
    f = font(px, weight)
    lines: list[str] = []
    for paragraph in words.split("\n"):
        tokens = paragraph.split(" ")   # a no-break space holds its words on one line ("3\u00a01/6 votes")
        tokens = [token for token in tokens if token] if "" in tokens else tokens
        joined = " ".join(tokens)
        whole = f.size(joined)[0] if len(tokens) > 1 else 0
        if whole <= width:   # all of it on one line (or no more than a word)
            lines.append(joined)
            continue
        per_letter = whole / len(joined)
        start = 0
        while start < len(tokens):
            end = _words_that_fit(f, tokens, start, width, per_letter)
            lines.append(" ".join(tokens[start:end]))
            start = end
    return tuple(lines)


def _words_that_fit(f: pygame.font.Font, tokens: list[str], start: int, width: int, per_letter: float) -> int:
    """Where the line of ``tokens`` from ``start`` ends: past the last word with which it
    is no wider than ``width``, or past its first word."""
    def fits(end: int) -> bool:
        return end == start + 1 or f.size(" ".join(tokens[start:end]))[0] <= width
    end, letters = start + 1, len(tokens[start])
    while end < len(tokens) and (letters + 1 + len(tokens[end])) * per_letter <= width:
        letters += 1 + len(tokens[end])
        end += 1
    if fits(end):
        while end < len(tokens) and fits(end + 1):
            end += 1
    else:
        end -= 1
        while not fits(end):
            end -= 1
    return end


def fit_lines(words: str, px: int, width: int, height: int, most: int = 2,
              weight: str = "Regular", close: bool = True) -> tuple[list[str], int]:
    """``words`` fitted into a box: on one line at ``px`` or a little smaller, else at the
    largest size at which they show whole on one line or on up to ``most`` lines set close
    (each ``size + 2`` apart) where the box is tall enough, so a long line wraps before it
    shrinks to the smallest size; the last line cut short with an ellipsis if even that is
    too long. Not ``close``, each line takes its font's whole line height (``line_height``),
    so no line's box overlaps the next. Gives the lines and the size they are set at."""
    lines, size = _fitted(words, px, width, height, most, weight, close)
    return list(lines), size


@lru_cache(maxsize=256)
def _fitted(words: str, px: int, width: int, height: int, most: int,
            weight: str = "Regular", close: bool = True) -> tuple[tuple[str, ...], int]:
    """The fitting of ``fit_lines``, kept: the status bar and the menu ask on every whole frame."""
    smallest_single = max(MIN_TEXT_PX, round(px * 0.8))   # one line shrinks this far before it wraps
    single = _largest_single_line(words, px, smallest_single, width, weight)
    if single is not None:
        return (words,), single
    single = _largest_single_line(words, smallest_single - 1, MIN_TEXT_PX, width, weight)
    wrapped_above = MIN_TEXT_PX if single is None else single + 1   # one line wins at its own size
    for size in range(px, wrapped_above - 1, -1):
        rows = min(most, height // line_height(size, weight, close))
        lines = wrap(words, size, width, weight) if rows > 1 else []
        if 1 < len(lines) <= rows and all(font(size, weight).size(line)[0] <= width for line in lines):
            return tuple(lines), size
    if single is not None:
        return (words,), single
    size = MIN_TEXT_PX
    rows = max(1, min(most, height // line_height(size, weight, close)))
    lines = wrap(words, size, width, weight)
    if len(lines) <= rows and all(font(size, weight).size(line)[0] <= width for line in lines):
        return tuple(lines), size
    kept = [ellipsize(line, size, width, weight) for line in lines[:rows - 1]]
    rest = " ".join(lines[rows - 1:])
    return (*kept, ellipsize(rest, size, width, weight)), size


def line_height(px: int, weight: str = "Regular", close: bool = True) -> int:
    """How far apart ``fit_lines`` sets its lines: close, or each its font's line height."""
    return px + 2 if close else font(px, weight).get_linesize()


def text_block(surface: pygame.Surface, words: str, rect: pygame.Rect, px: int,
               colour=None, weight: str = "Regular", spacing: float = 1.3) -> int:
    """Draw wrapped text inside ``rect``; returns the height used."""
    y = rect.top
    step = _line_step(px, weight, spacing)
    for line in wrap(words, px, rect.width, weight):
        if y + step > rect.bottom + step // 3:
            break
        text(surface, line, (rect.left, y), px, colour, weight)
        y += step
    return y - rect.top


def block_height(words: str, px: int, width: int, weight: str = "Regular", spacing: float = 1.3) -> int:
    """How tall ``text_block`` draws ``words`` wrapped to ``width``, every line shown."""
    return len(wrap(words, px, width, weight)) * _line_step(px, weight, spacing)


def _line_step(px: int, weight: str, spacing: float) -> int:
    return int(font(px, weight).get_linesize() * spacing / 1.2)


def veil(surface: pygame.Surface, alpha: int) -> None:
    """Darken the whole of ``surface`` under a dialog drawn over it."""
    cover = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    cover.fill((6, 12, 10, alpha))
    surface.blit(cover, (0, 0))


def panel(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 225, radius: int = 10) -> None:
    """A dark box for words; solid, with a stronger edge, in high contrast."""
    surface.blit(_panel_in_look(tuple(rect.size), alpha, radius), rect)


def _panel_in_look(size: tuple[int, int], alpha: int, radius: int) -> pygame.Surface:
    solid = _look["high_contrast"]
    return _panel_layer(size, 255 if solid else alpha, radius, 2 if solid else 1)


def forget_panels() -> None:
    """Let go of the kept panels: a table left for a page keeps no pictures (its bars,
    story and tips, some 3 MB at 1920x1080); a page's few are made again as it is drawn."""
    _panel_layer.cache_clear()


@lru_cache(maxsize=64)
def _panel_layer(size: tuple[int, int], alpha: int, radius: int, edge: int = 1) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*PANEL, alpha), layer.get_rect(), border_radius=radius)
    pygame.draw.rect(layer, (*PANEL_EDGE, 255), layer.get_rect(), width=edge, border_radius=radius)
    return layer


KEYED_OUT = (255, 0, 255)   # the colour key of a solid box's corners' outside: never a panel's, edge's or words' colour


BOX_STRIP_BYTES = 120 * 1024   # a solid box's picture is made in strips of at most this (see SolidBox)


class SolidBox:
    """A panel and what it holds drawn once into a picture with no see-through ground
    (as desktop toolkits' tooltips are), shown by copying it: opaque copies of the box
    less its round corners, and the four corners by a colour key (their outside shows
    the window). A see-through ground is blended over the window each time it is drawn,
    and its words set again over it: 100-130 µs for a tip's box at 1920x1080 with the
    window out of the processor's caches, where the copies take about half
    (docs/performance.md).

    The picture is a stack of strips, each under the C library's bound for a block of its
    own (large_blocks.py): a box made ahead is made a strip a step, each from the heap,
    where one picture of the whole box, a fresh mapping at 2560x1440, took 0.2-0.4 ms in
    one frame of a drag."""

    # a plain class, not a dataclass: the menu's first frame imports this module, and
    # ``dataclasses`` would cost the launch (tests/test_launch_order.py)
    __slots__ = ("size", "strips", "pieces")

    def __init__(self, size: tuple[int, int], strips: list[pygame.Surface], pieces: list) -> None:
        self.size = size
        self.strips = strips   # its picture, top to bottom (the corners' outside: KEYED_OUT, never copied)
        self.pieces = pieces   # (picture, (x, y) in the box, the part of the picture copied)

    def draw(self, surface: pygame.Surface, pos: tuple[int, int]) -> pygame.Rect:
        x, y = pos
        surface.blits([(picture, (x + dx, y + dy), area) for picture, (dx, dy), area in self.pieces], False)
        return pygame.Rect(pos, self.size)


def strip_rows(width: int) -> int:
    """How many rows of a box ``width`` wide one strip of its picture holds."""
    return max(1, BOX_STRIP_BYTES // (4 * max(1, width)))


def blank_strips(size: tuple[int, int], like: pygame.Surface | None = None):
    """The strips of a box's fresh picture (``blank_box`` each), top to bottom, one at a
    time: a caller making boxes ahead may take each as a step of its own."""
    w, h = size
    rows = strip_rows(w)
    for top in range(0, h, rows):
        yield blank_box((w, min(rows, h - top)), like)


def blank_box(size: tuple[int, int], like: pygame.Surface | None = None) -> pygame.Surface:
    """A fresh picture of ``size``, in the pixel format of ``like``, its pages touched
    (filled with the corners' key)."""
    picture = pygame.Surface(size, 0, like) if like is not None else pygame.Surface(size)
    picture.fill(KEYED_OUT)
    return picture


def solid_box(size: tuple[int, int], radius: int, fill: Callable[[pygame.Surface, int], None],
              like: pygame.Surface | None = None, blank: list[pygame.Surface] | None = None) -> SolidBox:
    """A panel of ``size`` (its edge as ``panel`` draws it, in the look now) with what
    ``fill(strip, top)`` draws into each strip of its picture (``top``: the strip's first
    row in the box), in the pixel format of ``like`` (the window it will be copied to,
    for a plain copy); drawn in ``blank`` (``blank_strips``'s, all of them) if given."""
    w, h = size
    r = max(0, min(radius, w // 2, h // 2))
    strips = blank if blank is not None else list(blank_strips(size, like))
    edge = 2 if _look["high_contrast"] else 1
    placed, top = [], 0
    for strip in strips:
        box = pygame.Rect(0, -top, w, h)
        pygame.draw.rect(strip, PANEL, box, border_radius=r)
        pygame.draw.rect(strip, PANEL_EDGE, box, width=edge, border_radius=r)
        placed.append((top, strip))
        top += strip.get_height()
    corners = pygame.Surface((2 * r, 2 * r), 0, strips[0])
    for qx, qy in ((0, 0), (1, 0), (0, 1), (1, 1)):
        for picture, at, area in _strip_pieces(placed, pygame.Rect(qx * (w - r), qy * (h - r), r, r)):
            corners.blit(picture, (at[0] - qx * (w - 2 * r), at[1] - qy * (h - 2 * r)), area)
    corners.set_colorkey(KEYED_OUT)
    for top, strip in placed:
        fill(strip, top)
    plain = (pygame.Rect(0, r, w, h - 2 * r), pygame.Rect(r, 0, w - 2 * r, r), pygame.Rect(r, h - r, w - 2 * r, r))
    pieces = [piece for part in plain for piece in _strip_pieces(placed, part)]
    pieces += [(corners, (qx * (w - r), qy * (h - r)), (qx * r, qy * r, r, r)) for qx, qy in ((0, 0), (1, 0), (0, 1), (1, 1))]
    return SolidBox(size, strips, pieces)


def _strip_pieces(placed: list[tuple[int, pygame.Surface]], part: pygame.Rect) -> list:
    """The copies that put ``part`` of a box together from its strips: (strip, where in
    the box, the strip's area)."""
    pieces = []
    for top, strip in placed:
        met = part.clip(pygame.Rect(0, top, part.right, strip.get_height()))
        if met.width and met.height:
            pieces.append((strip, met.topleft, pygame.Rect(met.x, met.y - top, met.width, met.height)))
    return pieces


@lru_cache(maxsize=8)
def _felt(size: tuple[int, int]) -> pygame.Surface:
    """The table cloth: green felt lit softly from above the middle."""
    small = pygame.Surface((64, 40))
    small.blit(_felt_light(), (0, 0))
    return pygame.transform.smoothscale(small, size)


@lru_cache(maxsize=1)
def _felt_light() -> pygame.Surface:
    """The felt's light at 64x40, worked out once (it is on the first frame's path, so a
    row at a time, in comprehensions)."""
    channels = tuple((dark, light - dark) for dark, light in zip(FELT, FELT_LIGHT))
    across = [((x - 32) / 40) ** 2 for x in range(64)]
    rows = []
    for y in range(40):
        down = ((y - 14) / 30) ** 2
        mixes = [1 - min(1.0, (ax + down) ** 0.5) for ax in across]
        rows.append(bytes([int(dark + span * mix) for mix in mixes for dark, span in channels]))
    return pygame.image.frombytes(b"".join(rows), (64, 40), "RGB")


def felt(surface: pygame.Surface, area: pygame.Rect | None = None) -> None:
    """The table cloth over the whole surface, or over ``area`` of it only."""
    if area is None:
        surface.blit(_felt(surface.get_size()), (0, 0))
    else:
        surface.blit(_felt(surface.get_size()), area.topleft, area)


def shadow(surface: pygame.Surface, rect: pygame.Rect, lift: int = 0, radius: int = 6) -> None:
    offset = 3 + lift
    layer = _shadow_surface(rect.size, radius)
    surface.blit(layer, (rect.x + offset - 3, rect.y + offset - 1))


def forget_shadows() -> None:
    """Let go of the kept shadows (some 0.9 MB after six tables at 1920x1080): a table
    left for a page keeps no pictures; a page's few are made again as it is drawn."""
    _shadow_surface.cache_clear()


@lru_cache(maxsize=64)
def _shadow_surface(size: tuple[int, int], radius: int) -> pygame.Surface:
    w, h = size
    layer = pygame.Surface((w + 6, h + 6), pygame.SRCALPHA)
    for grow, alpha in ((3, 30), (2, 40), (1, 50)):
        pygame.draw.rect(layer, (0, 0, 0, alpha), (3 - grow, 3 - grow, w + grow * 2, h + grow * 2),
                         border_radius=radius + grow)
    return layer
