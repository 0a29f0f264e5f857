"""What is drawn over the kept table each frame: the cards set apart from it where they
are now (in flight, or landed since), their marks, the dragged cards, and the marks
travelling while an ending is told."""
from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Callable

import pygame

from tarot_table.table.scenes.still_layer import hovered_card
from tarot_table.table.scenes.table_cards import (
    MARK_FILL, badge_places, card_footprint, draw_badge, draw_card, draw_card_at_rest, held_cards, hint_cards,
    lifted_cards,
)


@dataclass
class OverItem:
    """One thing drawn over the kept table: what it shows and where (``key``, equal from
    one frame to the next only if it draws the same pixels in the same place), the area
    it may draw on, and how to draw it."""

    key: tuple
    footprint: pygame.Rect
    paint: Callable[[pygame.Surface], None]


def over_kept(scene) -> list[OverItem]:
    """What is drawn over the kept table, in order: the cards set apart, where they are
    now, and the dragged cards."""
    return _cards_apart(scene, scene.still_table.apart, scene.still_table.marks) + _dragged_items(scene)


def draw_over_kept(scene, surface: pygame.Surface, items: list[OverItem] | None = None,
                   clip: pygame.Rect | None = None) -> None:
    """Draw ``items`` (what ``over_kept`` lists now), those that reach ``clip`` if given,
    then the marks travelling while an ending is told."""
    for item in over_kept(scene) if items is None else items:
        if clip is None or item.footprint.colliderect(clip):
            item.paint(surface)
    draw_travelling(scene, surface)


def draw_travelling(scene, surface: pygame.Surface) -> None:
    """Marks on their way from one place to another while an ending is told."""
    if scene.telling is None:
        return
    g = scene.geometry
    for src, dst, text, done in scene.telling.travelling():
        start = g.spot_rect(g.layout.spot(src)).center
        end = g.spot_rect(g.layout.spot(dst)).center
        where = (round(start[0] + (end[0] - start[0]) * done), round(start[1] + (end[1] - start[1]) * done))
        draw_badge(surface, text, where, max(15, int(g.unit * 0.2)), fill=(196, 150, 40))


def _cards_apart(scene, apart: frozenset[str], kept_marks: list[pygame.Rect]) -> list[OverItem]:
    """The cards left out of the kept table, to draw over it in drawing order: first those
    that have landed since it was kept, as at rest, then those in flight (raised,
    turning if they flip). A card hidden exactly under a later one in flight (a deal
    waiting in its pile) is not drawn. Their marks keep clear of the kept table's."""
    now = scene.app.clock.now()
    lifted = lifted_cards(scene)
    landed, flying, items = {}, [], []
    outlined, hovered = hint_cards(scene), hovered_card(scene)
    view = scene.view   # its own methods, asked straight: some 3 calls a frame fewer
    for zone, index, placed, spot in view.visible_cards():
        if placed.card not in apart or placed.card in lifted:
            continue
        motion = scene.motions.get(placed.card)
        if motion is None or now - motion.began >= motion.duration:
            rect = landed[placed.card] = view.home_rect(zone, index)
            raised, lined = placed.card == hovered, placed.card in outlined
            items.append(OverItem(("rest", placed.card, tuple(rect), raised, lined), card_footprint(rect, 3),
                                  partial(draw_card_at_rest, scene, zone=zone, index=index, placed=placed, spot=spot,
                                          rect=rect, raised=raised, outlined=lined)))
            continue
        t = max(0.0, min(1.0, (now - motion.began) / motion.duration))
        flying.append((zone, placed, spot, view.placed_rect(zone, index, placed.card), motion, t))
    marks = list(kept_marks)
    items += _badge_items(scene, landed, lifted, marks)
    covered: set[tuple] = set()
    shown = {}
    for zone, placed, spot, rect, motion, t in reversed(flying):
        footprint = (tuple(rect), spot.scale, spot.turned)
        turning = motion.flip and t < 1.0
        if footprint in covered and not turning:
            continue
        if not turning:
            covered.add(footprint)
        shown[placed.card] = rect
    for zone, placed, spot, rect, motion, t in flying:
        if placed.card in shown:
            flip_t = t if motion.flip else None
            items.append(OverItem(("flying", placed.card, tuple(rect), flip_t), card_footprint(rect, 6),
                                  partial(draw_card, scene, zone=zone, placed=placed, spot=spot, rect=rect, lift=6,
                                          flip_t=flip_t)))
    return items + _badge_items(scene, shown, lifted, marks)


def _badge_items(scene, rects: dict[str, pygame.Rect], left_out: set[str], marks: list[pygame.Rect]) -> list[OverItem]:
    """The marks on the cards drawn over the kept table, as ``_badges`` places them."""
    places = badge_places(scene, rects, left_out, True, marks)
    return [OverItem(("mark", mark, tuple(where)), where.inflate(2, 2),
                     partial(draw_badge, words=mark, centre=where.center, px=px, fill=MARK_FILL))
            for mark, where, px in places]


def draw_dragged(scene, surface: pygame.Surface) -> None:
    for item in _dragged_items(scene):
        item.paint(surface)


def _dragged_items(scene) -> list[OverItem]:
    """The dragged card under the pointer, with the cards it carries fanned on it as at
    home; or the cards let go waiting where they were while a choice is open."""
    if scene.waiting:
        return _waiting_items(scene)
    if not (scene.drag and scene.drag.moving):
        return []
    g = scene.geometry
    zone, _ = scene.session.state.find(scene.drag.card)
    spot = g.layout.spot(zone)
    items = []
    for _, placed, shifted in held_cards(scene, scene.drag, scene.drag.pos):
        picture = pygame.Rect((0, 0), (round(g.card_width * spot.scale), round(g.card_height * spot.scale)))
        picture.center = shifted.center   # drawn at its place's scale, centred where the card is held
        footprint = card_footprint(shifted.union(picture), 10)   # its shadow is a whole card's
        items.append(OverItem(("dragged", placed.card, tuple(shifted)), footprint,
                              partial(draw_card, scene, zone=zone, placed=placed, spot=spot, rect=shifted, lift=10,
                                      flip_t=None, upright=True)))
    return items


def _waiting_items(scene) -> list[OverItem]:
    """Cards let go on a place that offers a choice, drawn where they were let go."""
    g, state, items = scene.geometry, scene.session.state, []
    for card, rect in scene.waiting.items():
        zone, index = state.find(card)
        placed, spot = state.zones[zone][index], g.layout.spot(zone)
        picture = pygame.Rect((0, 0), (round(g.card_width * spot.scale), round(g.card_height * spot.scale)))
        picture.center = rect.center
        items.append(OverItem(("waiting", card, tuple(rect)), card_footprint(rect.union(picture), 10),
                              partial(draw_card, scene, zone=zone, placed=placed, spot=spot, rect=rect, lift=10,
                                      flip_t=None, upright=True)))
    return items
