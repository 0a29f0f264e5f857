"""What a place on the table is, said in a small box once the pointer has rested on the
place's label (or on a space of a board) for ``TIP_REST_S``, as desktop toolkits show
their tips: a pointer passing over the table on its way elsewhere brings up no box. The
words are the game's own (its terms.toml, read by games/glossary.py: each term names the
zones and kinds of space it explains); the table only finds what lies under the pointer
and draws the box."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from tarot_table.games.glossary import Term, term_of_space, term_of_zone
from tarot_table.table.board_draw import space_rect
from tarot_table.table import theme

TIP_WIDTH = 340   # at the 1280x800 design size
TIP_RADIUS = 8    # its box's corners
TIP_REST_S = 0.4   # the pointer rests this long on a place's name before its tip shows
RESTING_HELP = "resting help"   # the rest on a place whose help the status bar says only after it (Spot.help_resting_only)
TIP_BOXES_KEPT = 12   # tips' boxes kept drawn (each some 0.2 MB at 1920x1080): the most places' words a table has is 11


def remember_label(scene, zone: str, rect: pygame.Rect) -> None:
    """Where a place's label was drawn on the table, for the pointer to find it (a
    picture of a position drawn elsewhere keeps none)."""
    labels = getattr(scene, "zone_labels", None)
    if labels is not None:
        labels[zone] = rect


def label_under(scene, pos: tuple[int, int]) -> str | None:
    """The zone whose label lies under ``pos`` on the table as it is laid out now."""
    if scene.geometry is None:
        return None
    layout = scene.geometry.layout   # the labels under a pixel at ``pos``, in order, found in C (asked every frame)
    return next((zone for zone, _ in pygame.Rect(pos, (1, 1)).collidedictall(scene.zone_labels, True)
                 if layout.find(zone) is not None), None)


def pointed(scene) -> tuple[pygame.Rect, str] | None:
    """The place's name or the board space under the pointer, and the line saying what
    it is, once the pointer has rested on it for ``TIP_REST_S`` while nothing is held or
    moving and no list of choices covers the table."""
    view = scene.view
    if scene.geometry is None or scene.drag is not None or scene.carrying or scene.pending_choice:
        view.tip_rest = None   # the rest begins again once nothing is held or asked
        return None
    if scene.animating():   # a rest begun before the cards flew goes on: its tip may come as they land
        return None
    found = _under_pointer(scene)
    if found is None:
        view.tip_rest = None
        return None
    place, rect, words = found
    now, rest = scene.app.clock.now(), view.tip_rest
    if rest is None or rest[0] != place:   # the rest on it begins as the pointer comes onto it
        view.tip_rest = rest = (place, now + TIP_REST_S)
    return (rect, words) if now >= rest[1] and rect is not None else None


def rested_on(scene, zone: str) -> bool:
    """Whether the pointer has rested ``TIP_REST_S`` on the place ``zone`` (its name or,
    for a place whose help is said only where the pointer rests, anywhere on it), nothing
    held: the rest its tip waits (``pointed``), so a sweep across the places says nothing."""
    rest = scene.view.tip_rest
    return (rest is not None and rest[0] in (zone, (RESTING_HELP, zone))
            and scene.app.clock.now() >= rest[1])


def tip_due_in(scene) -> float | None:
    """How long until the tip of the place the pointer rests on shows (a frame is due
    then), or None when none is waiting."""
    rest = scene.view.tip_rest
    if rest is None:
        return None
    left = rest[1] - scene.app.clock.now()
    return left if left > 0 else None


def _under_pointer(scene) -> tuple[object, pygame.Rect, str] | None:
    """The place whose name, or the board space, lies under the pointer (the zone, or
    the space's number), where it is, and its line."""
    zone = label_under(scene, scene.pointer)
    if zone is not None:
        term = _term_of(scene, zone)
        return (zone, _spoken_of(scene, zone, scene.zone_labels[zone]), term.means) if term else None
    board = scene.geometry.layout.board
    for space in board.spaces if board is not None else ():
        rect = space_rect(scene.geometry, board, space)
        if rect.collidepoint(scene.pointer):
            term = term_of_space(scene.game.terms(), space.kind)
            return (space.number, rect, term.means) if term else None
    spot = scene.geometry.layout.find(scene.hover_zone)
    if spot is not None and spot.help and spot.help_resting_only:   # no box: the status bar says its help
        return (RESTING_HELP, spot.zone), None, ""
    return None


def _spoken_of(scene, zone: str, label: pygame.Rect) -> pygame.Rect:
    """What a place's tip speaks of: its name and the place itself, so the box, set below
    them or else above them, covers neither (Queens of Fate's Out of play, in the bottom
    row under Reiser's rules, had its tip set above its name, over the place it told of)."""
    spot = scene.geometry.layout.find(zone)
    if spot is None:
        return label
    return label.union(scene.geometry.zone_rect(spot, len(scene.session.state.zones.get(zone, ()))))


def _term_of(scene, zone: str) -> Term | None:
    """``term_of_zone`` of the game's terms, kept for each place while the terms are the
    same: the frame a tip comes in matched the place against each term's patterns (some
    20 in Queens of Fate); the steps setting the tips ahead ask for every place named."""
    terms = scene.game.terms()
    kept = scene.view.zone_terms
    if kept[0] is not terms:
        kept = scene.view.zone_terms = (terms, {})
    found = kept[1]
    if zone not in found:
        found[zone] = term_of_zone(terms, zone)
    return found[zone]


def tip_words(scene) -> str:
    """The line for what lies under the pointer, or ""."""
    found = pointed(scene)
    return found[1] if found else ""


@dataclass(frozen=True)
class TipBox:
    """Where the box with a place's line goes, and its lines as set in it."""

    box: pygame.Rect
    lines: tuple[str, ...]
    px: int
    pad: int
    step: int


def tip_box(scene, size: tuple[int, int], s: float) -> TipBox | None:
    """The box with the line, just below what it speaks of (above it near the window's
    foot), kept inside the window; None when the pointer is on nothing with a tip."""
    found = pointed(scene)
    if found is None:
        return None
    label, words = found
    return _tip_placed(tuple(label), words, size, s, _floor(scene, size))


def _floor(scene, size: tuple[int, int]) -> int:
    """How far down a tip may reach: the top of the status bar (drawn over anything
    that reaches into it), else the window's foot."""
    status = scene.frame(size).get("status")
    return status.top if status is not None else size[1]


@lru_cache(maxsize=128)
def _tip_placed(label: tuple[int, int, int, int], words: str, size: tuple[int, int], s: float,
                floor: int | None = None) -> TipBox:
    """The box of ``words`` for the place's name at ``label`` (with the place, where it
    speaks of one), kept: a frame with the pointer on a name asks for it again, and the
    frame a tip first comes in should only draw it (its words wrapped and its box placed
    by the steps set ahead). Below the name where it fits above ``floor`` (the status
    bar's top; the window's foot if None), else above it. Never change the box it gives."""
    px, pad, width = _tip_measures(size, s)
    lines = theme.wrap(words, px, width - 2 * pad)
    step = theme.font(px).get_linesize()
    floor = size[1] if floor is None else floor
    label = pygame.Rect(label)
    box = pygame.Rect(0, 0, width, len(lines) * step + 2 * pad)
    box.midtop = (label.centerx, label.bottom + int(4 * s))
    if box.bottom > floor - pad:
        box.midbottom = (label.centerx, label.top - int(4 * s))
    box.clamp_ip(pygame.Rect(0, 0, size[0], floor).inflate(-2 * pad, -2 * pad))
    return TipBox(box, tuple(lines), px, pad, step)


def _tip_measures(size: tuple[int, int], s: float) -> tuple[int, int, int]:
    """A tip's type size, its padding and its box's width."""
    pad = int(10 * s)
    return max(13, int(15 * s)), pad, min(int(TIP_WIDTH * s), size[0] - 2 * pad)


def tips_set_ahead(scene, size: tuple[int, int], s: float):
    """The steps that set the tips of the places named on the table now (their letters
    loaded a dozen at a time, their words wrapped, then each line set, then each words'
    box made blank a strip a step (``theme.blank_strips``) and drawn, and each place's box
    placed), then make the view's spare picture for what a tip covers (``keep_under_tip``),
    in strips too, one step a call: a frame with
    nothing to repaint takes one (partial_frame.py), so the frame a tip first comes in only
    copies its box (its words set for the first time cost 0.5-1 ms, the most a frame with
    the pointer moving over a still table did; a new box and a new picture for what it covers about 0.15 ms each,
    its box placed about 0.03 ms; docs/performance.md). Each step is small, as a drag's
    frames take them too: words wrapped with their letters new to the size were 0.1-0.2 ms;
    a box's or the spare's picture made whole, a fresh mapping of memory, 0.2-0.4 ms at
    2560x1440, the slowest frames of a drag after its first, where a strip takes under
    0.12 ms. No more boxes than are kept."""
    px, pad, width = _tip_measures(size, s)
    step = theme.font(px).get_linesize()
    heights, seen, loaded = set(), set(), set()
    floor = _floor(scene, size)
    for zone, label in list(scene.zone_labels.items()):
        term = _term_of(scene, zone)
        if term is None:
            continue
        label = _spoken_of(scene, zone, label)   # as tip_box will ask for its box
        if term.means in seen or len(seen) == TIP_BOXES_KEPT:   # a term names every queen's domain, say
            _tip_placed(tuple(label), term.means, size, s, floor)
            continue
        seen.add(term.means)
        yield from theme.letters_set_ahead(term.means, px, loaded)   # then wrapping finds them loaded
        lines = theme.wrap(term.means, px, width - 2 * pad)
        heights.add(len(lines) * step + 2 * pad)
        yield
        for line in lines:
            theme.rendered(line, px, tuple(theme.TEXT), "Regular", "sans")   # as theme.text asks
            yield
        tip = _tip_placed(tuple(label), term.means, size, s, floor)
        if not _blank_waiting(tip.box.size):   # a box's fresh picture, most of its cost: a step a strip
            _blank_ahead.clear()
            for strip in theme.blank_strips(tip.box.size, pygame.display.get_surface()):
                _blank_ahead.append(strip)
                yield
        _tip_drawn(tip.lines, tip.px, tip.pad, tip.step, tip.box.size, theme.high_contrast())
        yield
    if heights:   # its pages touched now, not by the first tip kept in it; a strip a step, as a box's
        spare = []
        for strip in theme.blank_strips((width, min(max(heights), size[1])), scene.app.screen):
            spare.append(strip)
            yield
        scene.view.tip_spare = spare


def draw_zone_tip(scene, surface: pygame.Surface, s: float, tip: TipBox | None = None) -> pygame.Rect | None:
    """The box of ``tip_box`` (or ``tip``, worked out already) drawn; returns where it went."""
    tip = tip or tip_box(scene, surface.get_size(), s)
    if tip is None:
        return None
    drawn = _tip_drawn(tip.lines, tip.px, tip.pad, tip.step, tip.box.size, theme.high_contrast())
    return drawn.draw(surface, tip.box.topleft)


@lru_cache(maxsize=TIP_BOXES_KEPT)
def _tip_drawn(lines: tuple[str, ...], px: int, pad: int, step: int, size: tuple[int, int],
               high_contrast: bool) -> theme.SolidBox:
    """A tip's box with its lines, drawn once for its words, its size and type (the
    window's size and the text size) and the look (``high_contrast``, the palette's
    key), in the window's pixel format: a frame copies it (``theme.SolidBox``). Never
    change it."""
    def words(strip: pygame.Surface, top: int) -> None:
        for i, line in enumerate(lines):
            y = pad + i * step - top
            if -step < y < strip.get_height():
                theme.text(strip, line, (pad, y), px, theme.TEXT)
    blank = None
    if _blank_waiting(size):
        blank, _blank_ahead[:] = list(_blank_ahead), []
    return theme.solid_box(size, TIP_RADIUS, words, pygame.display.get_surface(), blank)


_blank_ahead: list[pygame.Surface] = []   # the strips of a tip's box's fresh picture made ahead (tips_set_ahead), one box's at most


def _blank_waiting(size: tuple[int, int]) -> bool:
    """Every strip of a fresh picture of ``size`` is made ahead for the next tip's box drawn."""
    return (bool(_blank_ahead) and _blank_ahead[0].get_width() == size[0]
            and sum(strip.get_height() for strip in _blank_ahead) == size[1])


def forget_tip_boxes() -> None:
    """Let go of the tips' boxes kept (a table left for a page keeps no pictures)."""
    _tip_drawn.cache_clear()
    _blank_ahead.clear()


def keep_under_tip(surface: pygame.Surface, tip: TipBox | None, spare: list[pygame.Surface] | None = None,
                   part: pygame.Rect | None = None) -> tuple[TipBox, pygame.Rect, list, pygame.Rect] | None:
    """What the window shows where ``tip`` is about to be drawn, kept: over a still table
    drawn whole, a tip that goes or moves as the pointer leaves a place's name is taken
    off by putting this back, not by drawing the frame whole (partial_frame.py). Kept in
    ``spare`` (the view's strips, made ahead with the tips) when the box fits it: what a tip shown
    before kept there is put back or let go before the next is kept. A picture made anew
    for it is a fresh mapping of memory (large_blocks.py), its pages touched for the first
    time: about 0.15 ms at 1920x1080, where copying into the spare takes 0.01. ``part``:
    only that part of the box is kept (over the kept table, where the rest shows the kept
    table alone); the tip, its box, the copy and where the copy goes."""
    if tip is None:
        return None
    box = tip.box.clip(surface.get_rect())
    part = box if part is None else part.clip(box)
    if spare and spare[0].get_width() >= part.width and sum(strip.get_height() for strip in spare) >= part.height:
        kept, top = [], 0
        for strip in spare:
            rows = min(strip.get_height(), part.height - top)
            if rows <= 0:
                break
            where = pygame.Rect(part.left, part.top + top, part.width, rows)
            kept.append((strip.subsurface((0, 0), where.size), where))
            top += rows
    else:
        kept = [(pygame.Surface(part.size, 0, surface), part)]
    for picture, where in kept:
        picture.blit(surface, (0, 0), where)
    return tip, box, kept, part
