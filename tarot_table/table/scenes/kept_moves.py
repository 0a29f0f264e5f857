"""The kept table (still_layer.py) after a move: redrawn only round the places whose
cards changed, when nothing else it shows did.

A move changes the state and so the kept table's key; drawn whole again, the table
costs most of a frame at 1920x1080. When everything in the key but the position is as
it was, and the layout worked out from the new position is the same (no board: its
tokens may stand anywhere) but for its places' words and which places show their
cards' index, only the places whose cards, words or index changed (which cards, which
way up, seen or not) are redrawn, with room for their labels, pile edges and counts, and the
marks and labels that moved. Places far apart are redrawn as regions apart (at most
MOST_REGIONS, joined two at a time where joining adds least), in one pass over the table. Anything drawn outside
the regions widens them once; regions still too small, or most of the window, and the
table is drawn whole.
"""
from __future__ import annotations

from dataclasses import fields

import pygame

from tarot_table.layout import Spot
from tarot_table.table import theme
from tarot_table.table.scenes.still_layer import StillLayer, beside_the_position, hover_region, piles_shown
from tarot_table.table.scenes.table_cards import card_footprint, labels_px, marked_cards, pile_edge_depth

MOST_OF_THE_TABLE = 0.6   # a region larger than this share of the window: the table is drawn whole
MOST_REGIONS = 4          # more separate regions than this are joined, two at a time


def redraw_moved(scene, kept: StillLayer, key: tuple, lit: set[str], apart: frozenset[str],
                 hovered: str | None, draw_still_table) -> list[pygame.Rect] | None:
    """Redraw ``kept`` where the position changed, with ``draw_still_table`` (kept_table.py,
    which calls this): the region redrawn (in a list, perhaps empty), or None when it must
    be drawn whole."""
    layout = scene.geometry.layout
    if (layout.board is not None or beside_the_position(key) != beside_the_position(kept.key)
            or _shape(layout) != _shape(kept.layout)):
        return None
    piles = piles_shown(scene)
    changed = {zone for zone in piles.keys() | kept.piles.keys() if piles.get(zone) != kept.piles.get(zone)}
    changed |= {spot.zone for spot, was in zip(layout.spots, kept.layout.spots)
                if spot.label != was.label or spot.index != was.index}
    rects = [place_area(scene, zone, len(kept.piles.get(zone, ())), len(piles.get(zone, ()))) for zone in changed]
    rects += [kept.labels[zone] for zone in changed if zone in kept.labels]
    rects += [card_footprint(scene.home_rect(*scene.session.state.find(card)), 3) for card in kept.apart ^ apart
              if any(card == shown[0] for pile in piles.values() for shown in pile)]
    badges = dict(marked_cards(scene))
    if badges != kept.badges:   # a mark's words changed: every mark is redrawn where it was and is
        rects += kept.marks
    if kept.hovered != hovered:
        rects += [r for r in [hover_region(scene, (kept.hovered, hovered))] if r is not None]
    window = kept.surface.get_rect()
    regions = _regions(rects, window)
    for _ in range(2):
        if sum(region.width * region.height for region in regions) > MOST_OF_THE_TABLE * window.width * window.height:
            return None
        strays = _redraw(scene, kept, lit, apart, regions, changed, badges != kept.badges, draw_still_table)
        if not strays:
            kept.key, kept.apart, kept.hovered, kept.layout, kept.piles = key, apart, hovered, layout, piles
            kept.badges = badges
            kept.labels.update({zone: scene.zone_labels[zone] for zone in changed if zone in scene.zone_labels})
            return regions
        regions = _regions(regions + strays, window)
    return None


def _regions(rects: list[pygame.Rect], window: pygame.Rect) -> list[pygame.Rect]:
    """The regions to redraw round ``rects``: more than MOST_REGIONS are joined two at a
    time, the two whose joining (with the regions it then overlaps) adds the least area first (joined all at once, places
    changed in both rows of The Fool's Journey redrew most of its table)."""
    return joined_apart(rects, window, MOST_REGIONS)


def joined_apart(rects: list[pygame.Rect], window: pygame.Rect, most: int) -> list[pygame.Rect]:
    """Rectangles covering ``rects`` inside the window, none overlapping another, at most
    ``most`` of them: more are joined two at a time where joining adds least."""
    regions = apart_from_each_other(rects, window)
    while len(regions) > most:
        regions = min((apart_from_each_other([regions[a].union(regions[b])]
                                             + [region for i, region in enumerate(regions) if i not in (a, b)], window)
                       for a in range(len(regions)) for b in range(a + 1, len(regions))), key=_area)
    return regions


def _area(regions: list[pygame.Rect]) -> int:
    return sum(region.width * region.height for region in regions)


def apart_from_each_other(rects: list[pygame.Rect], window: pygame.Rect) -> list[pygame.Rect]:
    """Rectangles covering ``rects`` inside the window, none overlapping another: places
    far apart on the table (the Present and the Past) are redrawn as two small regions,
    not as the large one round both."""
    out: list[pygame.Rect] = []
    for rect in rects:
        rect = rect.clip(window)
        if not rect.width or not rect.height:
            continue
        hit = rect.collidelist(out)
        while hit >= 0:
            rect = rect.union(out.pop(hit))
            hit = rect.collidelist(out)
        out.append(rect)
    return out


def _shape(layout) -> tuple | None:
    """A layout but for its places' words (a label may count what a place holds; a place's
    help is said in the status bar) and whether a place's cards show their index (a card
    laid on another turns it on and off): what changes only the look of a place itself,
    which is redrawn. Worked out once a layout (asked twice a move)."""
    if layout is None:
        return None
    known = _shapes.get(id(layout))
    if known is None or known[0] is not layout:
        if len(_shapes) >= SHAPES_KEPT:
            _shapes.clear()
        known = _shapes[id(layout)] = (layout, (layout.width, layout.height, layout.board, layout.captions,
                                                layout.names_options, tuple(map(_wordless, layout.spots))))
    return known[1]


SHAPES_KEPT = 8   # layouts whose shapes are kept (the kept table's and the position's are asked about)
_shapes: dict[int, tuple] = {}   # by the layout's id, with the layout (kept alive: no other takes its id)
_WORDS = frozenset({"label", "help", "index"})


def _wordless(spot) -> tuple:
    """A spot's fields but its words and its index, in order."""
    return tuple(getattr(spot, name) for name in _SPOT_FIELDS)


_SPOT_FIELDS = tuple(f.name for f in fields(Spot) if f.name not in _WORDS)


def _redraw(scene, kept: StillLayer, lit: set[str], apart: frozenset[str], regions: list[pygame.Rect],
            changed: set[str], reworded: bool, draw_still_table) -> list[pygame.Rect]:
    """Redraw the kept table inside ``regions``; the marks and labels that moved (where
    they were and are; every mark where they were ``reworded``) lying partly outside them."""
    marks = draw_still_table(scene, kept.surface, lit, apart, regions)   # no region: only where the marks go
    moved = marks + kept.marks if reworded else [m for m in marks if m not in kept.marks] + [m for m in kept.marks if m not in marks]
    labels = [scene.zone_labels[zone] for zone in changed if zone in scene.zone_labels]
    strays = [rect for rect in moved + labels if not any(region.contains(rect) for region in regions)]
    if not strays:
        kept.marks = marks
    return strays


def place_area(scene, zone: str, before: int, now: int) -> pygame.Rect:
    """Where a place's cards, pile edge, count and label may leave pixels, holding
    ``before`` or ``now`` cards."""
    g = scene.geometry
    spot = g.layout.spot(zone)
    areas = [g.spot_rect(spot)] + [g.zone_rect(spot, max(1, count)) for count in (before, now)]
    area = areas[0].unionall(areas[1:])
    below = max(pile_edge_depth(spot, before), pile_edge_depth(spot, now)) + 2 * labels_px(g) + 8
    footprint = card_footprint(area, 3)
    footprint.height += below   # a label, a count or a pile's edge lies below a place, never above it
    return footprint

