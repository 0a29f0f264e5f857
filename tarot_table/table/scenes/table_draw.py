"""Painting the table scene: felt, zones, cards, bars, the story and overlays."""
from __future__ import annotations

import time
from dataclasses import dataclass
from functools import lru_cache, partial
from typing import Callable

import pygame

from tarot_table.table import theme
from tarot_table.table.board_draw import draw_board_layer
from tarot_table.table.scenes import reading_panel
from tarot_table.table.scenes.card_meaning import draw_meanings
from tarot_table.table.scenes.panels import draw_panel
from tarot_table.table.scenes.preview import draw_preview
from tarot_table.table.scenes.still_layer import (
    HOVER_MARGIN, StillLayer, hover_region, hovered_card, layer_surface, still_key,
)
from tarot_table.table.widgets import Button, row_of_buttons

BANNER_FADE_S = 0.6
MARK_FILL = (150, 40, 40)   # the game's marks on cards


def draw_afresh(scene, surface: pygame.Surface) -> None:
    """This moment drawn with nothing kept, though with the cards the kept table leaves
    out still set apart: what the screen must show (the tests and the UI fuzz compare)."""
    kept, spare, ahead = scene.still_table, scene.spare_surface, scene.ahead_table
    scene.still_table = scene.spare_surface = scene.ahead_table = None
    try:
        draw_table(scene, surface, set_apart=kept.apart if kept is not None else frozenset())
    finally:
        scene.still_table, scene.spare_surface, scene.ahead_table = kept, spare, ahead


def draw_table(scene, surface: pygame.Surface, bare: bool = False, labels: bool = False,
               set_apart: frozenset[str] = frozenset()) -> None:
    size = surface.get_size()
    if bare:
        theme.felt(surface)
        from tarot_table.table.geometry import Geometry
        area = surface.get_rect().inflate(-size[0] // 20, -size[1] // 20)
        scene.geometry = Geometry.fit(scene.game.layout(scene.session.state), area)
        _zones(scene, surface, set(), labels=labels)
        draw_board_layer(scene, surface, captions=labels, small_words=False)   # a thumbnail's captions would only blur over it
        _cards(scene, surface, interactive=False)
        return
    frame = scene.frame(size)
    scene.fit(size)
    _table_layer(scene, surface, highlighted_zones(scene), set_apart)
    draw_over_table(scene, surface, frame)


def draw_over_table(scene, surface: pygame.Surface, frame: dict[str, pygame.Rect]) -> None:
    """Everything over the table: the buttons under it, the bars, the story, and any
    banner, dialog, panel or preview."""
    s = theme.ui_scale(surface.get_size())
    _choices(scene, surface, frame["choices"], s)
    _telling_caption(scene, surface, frame["choices"], s)
    if scene.asking is not None and not scene.session.actions:
        reading_panel.draw_question(scene, surface, frame["choices"], s)
    _top_bar(scene, surface, frame["top"], s)
    _status_bar(scene, surface, frame["status"], s)
    _story(scene, surface, frame["log"], s)
    scene.summary_buttons = []
    scene.panel_rect = None
    panel = scene.panel_open() or scene.confirming is not None
    if not panel and scene.telling is None:   # a panel, or the count told, says who won itself
        _banner(scene, surface, frame["table"], s)
    if scene.handoff_to is not None:
        _handoff(scene, surface, s)
    elif scene.naming is not None:
        _naming(scene, surface, s)
    elif scene.zoomed:
        _zoom(scene, surface, s)
    elif panel:
        if scene.confirming is None and scene.game.reading(scene.session.state) is not None:
            reading_panel.draw_reading(scene, surface, s)
        else:
            draw_panel(scene, surface, s)
    else:
        draw_preview(scene, surface, s)
        draw_status_whole(scene, surface, s)


def draw_status_only(scene, surface: pygame.Surface) -> pygame.Rect:
    """Repaint the status bar alone (the clock's next second) and say where."""
    size = surface.get_size()
    rect = scene.frame(size)["status"]
    theme.felt(surface, rect)
    _status_bar(scene, surface, rect, theme.ui_scale(size))
    return rect


def _table_layer(scene, surface: pygame.Surface, lit: set[str], set_apart: frozenset[str]) -> None:
    """The felt, the places and the cards, then the card being dragged. While cards move
    or one is dragged, the rest of the table is drawn once, kept (still_layer.py) and
    copied back each frame under the cards set apart, which are drawn where they are now."""
    apart = moving_cards(scene) | lifted_cards(scene) | set_apart
    if not apart:
        if scene.still_table is not None:   # its surface waits for the next cards to move
            scene.spare_surface, scene.still_table = scene.still_table.surface, None
        _still_table(scene, surface, lit, frozenset())
        _dragged_card(scene, surface)
        _travelling(scene, surface)
    else:
        keep_table(scene, surface, lit, apart)
        surface.blit(scene.still_table.surface, (0, 0))
        draw_over_kept(scene, surface)


def keep_table(scene, surface: pygame.Surface, lit: set[str], apart: set[str]) -> list[pygame.Rect] | None:
    """See that the kept table shows the table under the cards ``apart`` now: None when
    it was drawn whole again, else where it was redrawn, if anywhere: round the card
    raised under the pointer, or round the cards newly set apart or drawn back in (a
    card lifted, a deal starting, a card landing: it takes its place in its pile at
    once, under any card lying over it) when nothing else changed."""
    key, hovered = still_key(scene, surface.get_size(), lit), hovered_card(scene)
    ahead = scene.ahead_table
    if scene.still_table is None and ahead is not None and ahead.serves(key, apart) and ahead.apart == apart:
        scene.still_table, scene.ahead_table = ahead, None   # drawn ahead for this drag
    put_ahead_away(scene)
    kept = scene.still_table
    if kept is not None and key == kept.key:
        changed, wanted = kept.apart ^ frozenset(apart), frozenset(apart)   # a card landed is drawn in at once
        region = _regions_apart(scene, kept, changed, hovered)
        if region is None or _redraw_kept(scene, kept, lit, wanted, region):
            kept.hovered = hovered
            return [region] if region is not None else []
    scene.still_table = draw_kept(scene, surface, lit, apart, (kept.builds + 1) if kept else 1)
    return None


def draw_kept(scene, surface: pygame.Surface, lit: set[str], apart: set[str], builds: int = 1) -> StillLayer:
    """The table drawn whole, but for the cards ``apart``, on a surface to keep."""
    layer = layer_surface(scene, surface)
    marks = _still_table(scene, layer, lit, frozenset(apart))
    return StillLayer(still_key(scene, surface.get_size(), lit), frozenset(apart), layer, hovered_card(scene),
                      builds, marks)


def put_ahead_away(scene) -> None:
    """A kept table drawn ahead for a drag that did not come: its surface is spare again."""
    if scene.ahead_table is not None:
        scene.spare_surface = scene.spare_surface or scene.ahead_table.surface
        scene.ahead_table = None


def _regions_apart(scene, kept: StillLayer, changed: frozenset[str], hovered: str | None) -> pygame.Rect | None:
    """Where the kept table changes when ``changed`` cards go out of it or come back and
    the raised card changes: round those cards where they lie, and every mark if one of
    them bears one (a mark steps up clear of the others, so one gone or back may move
    another)."""
    rects = [card_footprint(_home(scene, card), 3) for card in changed]
    if not changed.isdisjoint(_marked_cards(scene)):
        rects += kept.marks
    if kept.hovered != hovered:
        rects.append(hover_region(scene, (kept.hovered, hovered)))
    return rects[0].unionall(rects[1:]) if rects else None


def _home(scene, card: str) -> pygame.Rect:
    zone, index = scene.session.state.find(card)
    return scene.home_rect(zone, index)


def _redraw_kept(scene, kept: StillLayer, lit: set[str], apart: frozenset[str], region: pygame.Rect) -> bool:
    """Redraw the kept table inside ``region`` with ``apart`` left out; False (nothing
    kept changed) if a mark would land outside it, for the table to be drawn whole."""
    before = kept.marks
    kept.surface.set_clip(region)
    marks = _still_table(scene, kept.surface, lit, apart)
    kept.surface.set_clip(None)
    if any(not region.contains(mark) for mark in marks if mark not in before):
        return False
    kept.apart, kept.marks = apart, marks
    return True


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
    _travelling(scene, surface)


def card_footprint(rect: pygame.Rect, lift: int) -> pygame.Rect:
    """Where a card drawn at ``rect``, lifted by ``lift``, may leave pixels: the card,
    its shadow, and room for an outline or a pile's edge."""
    shadow = pygame.Rect(rect.x + lift, rect.y + lift + 2, rect.width + 6, rect.height + 6)
    return rect.union(shadow).inflate(HOVER_MARGIN * 2, HOVER_MARGIN * 2)


def _still_table(scene, surface: pygame.Surface, lit: set[str], apart: frozenset[str]) -> list[pygame.Rect]:
    """Everything on the table but the cards ``apart``; says where the cards' marks went."""
    theme.felt(surface)
    _zones(scene, surface, lit)
    draw_board_layer(scene, surface)
    marks = _cards(scene, surface, interactive=True, apart=apart)
    _lit_edges(scene, surface, lit)
    return marks


def moving_cards(scene) -> set[str]:
    now = time.monotonic()
    return {card for card, motion in scene.motions.items() if now - motion.began < motion.duration}


def lifted_cards(scene) -> set[str]:
    if not (scene.drag and scene.drag.moving):
        return set()
    return {scene.drag.card, *scene.drag.carried}


def _travelling(scene, surface: pygame.Surface) -> None:
    """Marks on their way from one place to another while an ending is told."""
    if scene.telling is None:
        return
    g = scene.geometry
    for src, dst, text, done in scene.telling.travelling():
        start = g.spot_rect(g.layout.spot(src)).center
        end = g.spot_rect(g.layout.spot(dst)).center
        where = (round(start[0] + (end[0] - start[0]) * done), round(start[1] + (end[1] - start[1]) * done))
        _badge(surface, text, where, max(15, int(g.unit * 0.2)), fill=(196, 150, 40))


def _telling_caption(scene, surface: pygame.Surface, area: pygame.Rect, s: float) -> None:
    """What the step of an ending being told says, with how to skip it."""
    step = scene.telling.current() if scene.telling else None
    if step is None:
        return
    px = max(theme.MIN_TEXT_PX, int(17 * s))
    skip = "   (click to skip)"
    room = area.width - theme.font(px, "Semibold").size(skip)[0]
    words = theme.ellipsize(step.caption, px, room, "Semibold") + skip
    theme.text(surface, words, (area.centerx, area.centery), px, theme.ACCENT, "Semibold", "center")


def highlighted_zones(scene) -> set[str]:
    zones: set[str] = set()
    if scene.drag and scene.drag.moving:
        zones |= {a.to for a in scene.drag.actions if a.to}
    if scene.carrying:
        zones |= {a.to for a in scene.card_actions(scene.carrying) if a.to}
    if scene.hint and not _hinted_button(scene):
        action = scene.hint[0]
        zones |= {z for z in (action.to, action.src) if z}
    items = scene.focus_items()
    if items and items[scene.focus % len(items)][0] == "zone":
        zones.add(items[scene.focus % len(items)][1])
    return zones


def _hinted_button(scene) -> str | None:
    """The label of the button that plays the hinted move, if a button does."""
    if not scene.hint or not scene.human_turn():
        return None
    return next((label for label, group in scene.game.buttons(scene.session.state)
                 if scene.hint[0] in group), None)


def _zones(scene, surface: pygame.Surface, lit: set[str], labels: bool = True) -> None:
    g = scene.geometry
    px = max(13, int(g.unit * 0.16))
    clip = surface.get_clip()
    for spot in g.layout.spots:
        rect = g.spot_rect(spot)
        if not clip.colliderect(_spot_band(scene, spot, px)):
            continue   # a part of the table redrawn elsewhere
        glow = spot.zone in lit
        surface.blit(_place_layer(rect.size, glow), rect)
        colour = theme.HIGHLIGHT if glow else theme.TEXT
        label = (scene.telling.label(spot.zone) if scene.telling else None) or spot.label
        if not labels:
            continue
        centre = rect.centerx
        if spot.label_box[1]:
            centre = round(rect.x + (spot.label_box[0] + spot.label_box[1] / 2) * g.unit)
            label = theme.ellipsize(label, px, int(spot.label_box[1] * g.unit), "Semibold")
        if spot.fan[1] > 0:   # a column grows downwards: its label stays below the last card
            below = g.zone_rect(spot, len(scene.session.state.zones.get(spot.zone, []))).bottom
            theme.text(surface, label, (centre, below + 4), px, colour, "Semibold", "midtop")
        elif spot.turned or spot.label_right:
            theme.text(surface, label, (rect.right + 6, rect.centery), px, colour, "Semibold", "midleft")
        elif spot.fan[0] > 0:   # a row grows rightwards: its label stays under its middle
            row = g.zone_rect(spot, max(1, len(scene.session.state.zones.get(spot.zone, []))))
            centre = centre if spot.label_box[1] else row.centerx
            theme.text(surface, label, (centre, rect.bottom + 4), px, colour, "Semibold", "midtop")
        else:
            theme.text(surface, label, (centre, rect.bottom + 4), px, colour, "Semibold", "midtop")


def _spot_band(scene, spot, px: int) -> pygame.Rect:
    """The strip across the table in which a place, its cards and its label are drawn."""
    area = scene.geometry.zone_rect(spot, max(1, len(scene.session.state.zones.get(spot.zone, []))))
    return pygame.Rect(0, area.top - HOVER_MARGIN, 1 << 20, area.height + 2 * HOVER_MARGIN + 2 * px)


@lru_cache(maxsize=64)
def _place_layer(size: tuple[int, int], glow: bool) -> pygame.Surface:
    """A place's shaded, edged box (lit gold where the held card may go), kept by size."""
    layer = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(4, size[0] // 14)
    fill = (250, 214, 110, 70) if glow else (0, 0, 0, 40)
    pygame.draw.rect(layer, fill, layer.get_rect(), border_radius=radius)
    edge = (250, 214, 110, 255) if glow else (190, 220, 200, 110)
    pygame.draw.rect(layer, edge, layer.get_rect(), width=3 if glow else 2, border_radius=radius)
    return layer


def _cards(scene, surface: pygame.Surface, interactive: bool,
           apart: frozenset[str] = frozenset()) -> list[pygame.Rect]:
    """The cards at rest (all but those ``apart`` and the dragged ones), their marks and
    the piles' counts; says where the marks went."""
    g = scene.geometry
    state = scene.session.state
    left_out = apart | lifted_cards(scene)
    outlined = _hint_cards(scene) | ({_focused_card(scene)} if interactive else set())
    hovered = hovered_card(scene)
    rects = {}
    clip = surface.get_clip()   # a part redrawn: the cards elsewhere are left alone
    for zone, index, placed, spot in scene.visible_cards():
        if placed.card not in left_out:
            rects[placed.card] = scene.home_rect(zone, index)
            if clip.colliderect(card_footprint(rects[placed.card], 3)):
                _card_at_rest(scene, surface, zone, index, placed, spot, rects[placed.card], placed.card == hovered,
                              placed.card in outlined)
    marks: list[pygame.Rect] = []
    _badges(scene, surface, rects, left_out, interactive, marks, anywhere=True)
    for spot in g.layout.spots if interactive else ():
        count = len(state.zones.get(spot.zone, []))
        if spot.count:
            rect = g.spot_rect(spot)
            _badge(surface, str(count), (rect.right - 4, rect.top + 4), max(13, int(g.unit * 0.15)))
    return marks


def _card_at_rest(scene, surface: pygame.Surface, zone: str, index: int, placed, spot, rect: pygame.Rect,
                  raised: bool, outlined: bool) -> None:
    """A card lying in its place: a pile's top with the pile's edge under it, raised a
    little under the pointer, outlined when hinted or focused."""
    pile = scene.session.state.zones[zone]
    if index == len(pile) - 1 and len(pile) > 2 and spot.fan == (0.0, 0.0):
        _pile_edge(surface, rect, len(pile))
    lift = 3 if raised else 0
    _card(scene, surface, zone, placed, spot, rect.move(0, -lift), lift, None)
    if outlined:
        pygame.draw.rect(surface, theme.HIGHLIGHT, rect.move(0, -lift).inflate(6, 6), width=3, border_radius=8)


def _cards_apart(scene, apart: frozenset[str], kept_marks: list[pygame.Rect]) -> list[OverItem]:
    """The cards left out of the kept table, to draw over it in drawing order: first those
    that have landed since it was kept, as at rest, then those in flight (raised,
    turning if they flip). A card hidden exactly under a later one in flight (a deal
    waiting in its pile) is not drawn. Their marks keep clear of the kept table's."""
    now = time.monotonic()
    lifted = lifted_cards(scene)
    landed, flying, items = {}, [], []
    outlined, hovered = _hint_cards(scene), hovered_card(scene)
    for zone, index, placed, spot in scene.visible_cards():
        if placed.card not in apart or placed.card in lifted:
            continue
        motion = scene.motions.get(placed.card)
        if motion is None or now - motion.began >= motion.duration:
            rect = landed[placed.card] = scene.home_rect(zone, index)
            raised, lined = placed.card == hovered, placed.card in outlined
            items.append(OverItem(("rest", placed.card, tuple(rect), raised, lined), card_footprint(rect, 3),
                                  partial(_card_at_rest, scene, zone=zone, index=index, placed=placed, spot=spot,
                                          rect=rect, raised=raised, outlined=lined)))
            continue
        t = max(0.0, min(1.0, (now - motion.began) / motion.duration))
        flying.append((zone, placed, spot, scene.placed_rect(zone, index, placed.card), motion, t))
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
                                  partial(_card, scene, zone=zone, placed=placed, spot=spot, rect=rect, lift=6,
                                          flip_t=flip_t)))
    return items + _badge_items(scene, shown, lifted, marks)


def _badge_items(scene, rects: dict[str, pygame.Rect], left_out: set[str], marks: list[pygame.Rect]) -> list[OverItem]:
    """The marks on the cards drawn over the kept table, as ``_badges`` places them."""
    places = _badge_places(scene, rects, left_out, True, marks)
    return [OverItem(("mark", mark, tuple(where)), where.inflate(2, 2),
                     partial(_badge, words=mark, centre=where.center, px=px, fill=MARK_FILL))
            for mark, where, px in places]


def _badges(scene, surface: pygame.Surface, rects: dict[str, pygame.Rect], left_out: set[str],
            interactive: bool, marks: list[pygame.Rect], anywhere: bool = False) -> None:
    """The marks the game (or the ending being told) puts on the cards drawn at ``rects``
    (``anywhere``: and on cards not drawn, where they lie, unless left out), each kept
    clear of the ``marks`` already placed, and added to them."""
    clip = surface.get_clip()
    for mark, where, px in _badge_places(scene, rects, left_out, interactive, marks, anywhere):
        if clip.colliderect(where):
            _badge(surface, mark, where.center, px, fill=MARK_FILL)


def _marked_cards(scene) -> dict[str, str]:
    """The marks on the cards of the table (the game's, or the ending's being told)."""
    badges = game_badges(scene)
    return scene.telling.marks(badges) if scene.telling is not None else badges


def _badge_places(scene, rects: dict[str, pygame.Rect], left_out: set[str], interactive: bool,
                  marks: list[pygame.Rect], anywhere: bool = False) -> list[tuple[str, pygame.Rect, int]]:
    """Where ``_badges`` puts each mark: its words, its box and its type size."""
    g = scene.geometry
    px = max(13, int(g.unit * 0.16))
    if interactive:
        badges = _marked_cards(scene)
    else:   # too small to read in a picture
        badges = scene.telling.marks({}) if scene.telling is not None else {}
    places = []
    for card, mark in badges.items():
        if card in left_out:
            continue   # it travels with the pointer, its mark does not
        rect = rects.get(card)
        if rect is None and anywhere:
            rect = scene.card_rect(card)
        if rect is None:
            continue
        where = _badge_rect(mark, (rect.centerx, rect.bottom - max(10, int(g.unit * 0.12))), px)
        while where.collidelist(marks) >= 0 and where.top - where.height > rect.top:
            where.move_ip(0, -where.height - 2)   # marks on neighbouring cards step up, not over each other
        marks.append(where)
        places.append((mark, where, px))
    return places


def game_badges(scene) -> dict[str, str]:
    """The game's marks on the cards, asked once per position (some games count a lot)."""
    state = scene.session.state
    asked = scene.badges_asked
    if asked is None or asked[0] is not state or asked[1] != state.moves:
        asked = scene.badges_asked = (state, state.moves, scene.game.badges(state))
    return asked[2]


def _hint_cards(scene) -> set[str]:
    if not scene.hint:
        return set()
    action, state = scene.hint[0], scene.session.state
    if action.card:
        return {action.card}
    if action.src and state.zones.get(action.src):
        return {state.zones[action.src][-1].card}
    return set()


def _focused_card(scene) -> str | None:
    items = scene.focus_items()
    if items and items[scene.focus % len(items)][0] == "card":
        return items[scene.focus % len(items)][1]
    return None


def _dragged_card(scene, surface: pygame.Surface) -> None:
    for item in _dragged_items(scene):
        item.paint(surface)


def _dragged_items(scene) -> list[OverItem]:
    """The dragged card under the pointer, with the cards it carries fanned on it as at home."""
    if not (scene.drag and scene.drag.moving):
        return []
    g, state, dragged = scene.geometry, scene.session.state, scene.drag.card
    zone, first = state.find(dragged)
    spot = g.layout.spot(zone)
    rect = pygame.Rect(scene.drag.pos[0] - scene.drag.grab[0], scene.drag.pos[1] - scene.drag.grab[1],
                       g.card_width, g.card_height)
    items = []
    for index, placed in enumerate(state.zones[zone]):
        if placed.card == dragged or placed.card in scene.drag.carried:
            step = index - first
            shifted = rect.move(round(spot.fan[0] * g.unit * step), round(spot.fan[1] * g.unit * step))
            picture = pygame.Rect((0, 0), (round(g.card_width * spot.scale), round(g.card_height * spot.scale)))
            picture.center = shifted.center   # drawn at its place's scale, centred where the card is held
            footprint = card_footprint(shifted.union(picture), 10)   # its shadow is a whole card's
            items.append(OverItem(("dragged", placed.card, tuple(shifted)), footprint,
                                  partial(_card, scene, zone=zone, placed=placed, spot=spot, rect=shifted, lift=10,
                                          flip_t=None, upright=True)))
    return items


def _lit_edges(scene, surface: pygame.Surface, lit: set[str]) -> None:
    """A legal target that already holds cards: its gold edge drawn round the cards too,
    so the cards do not hide it."""
    g = scene.geometry
    for spot in g.layout.spots:
        count = len(scene.session.state.zones.get(spot.zone, []))
        if spot.zone in lit and count:
            area = g.zone_rect(spot, count).inflate(8, 8)
            pygame.draw.rect(surface, theme.HIGHLIGHT, area, width=3, border_radius=max(4, area.width // 14))


def _pile_edge(surface: pygame.Surface, rect: pygame.Rect, count: int) -> None:
    depth = min(6, 1 + count // 12)
    for i in range(depth, 0, -1):
        edge = rect.move(i, i)
        pygame.draw.rect(surface, (226, 218, 198), edge, border_radius=max(3, rect.width // 20))
        pygame.draw.rect(surface, (150, 140, 120), edge, width=1, border_radius=max(3, rect.width // 20))


def _card(scene, surface, zone, placed, spot, rect, lift, flip_t, upright: bool = False) -> None:
    sprites = scene.app.sprites
    width = round(scene.geometry.card_width * spot.scale)
    turned = spot.turned and not upright
    seen = scene._seen(zone, placed)
    show_face = seen
    squeeze = 1.0
    if flip_t is not None and flip_t < 1.0:
        show_face = seen and flip_t >= 0.5
        squeeze = abs(1 - 2 * flip_t)
    if show_face:
        image = sprites.face(placed.card, width, placed.reversed, turned)
    else:
        image = sprites.back(placed.card, width, turned)
    theme.shadow(surface, rect, lift)
    if squeeze < 1.0:
        narrow = max(1, int(image.get_width() * squeeze))
        image = pygame.transform.smoothscale(image, (narrow, image.get_height()))
        surface.blit(image, image.get_rect(center=rect.center))
    else:
        surface.blit(image, image.get_rect(center=rect.center))


def _badge_rect(words: str, centre: tuple[int, int], px: int) -> pygame.Rect:
    rect = pygame.Rect(0, 0, max(px + 10, theme.font(px, "Bold").size(words)[0] + 12), px + 8)
    rect.center = centre
    return rect


def _badge(surface: pygame.Surface, words: str, centre: tuple[int, int], px: int,
           fill=(30, 24, 40)) -> None:
    rect = _badge_rect(words, centre, px)
    pygame.draw.rect(surface, fill, rect, border_radius=rect.height // 2)
    pygame.draw.rect(surface, theme.ACCENT, rect, width=1, border_radius=rect.height // 2)
    theme.text(surface, words, rect.center, px, theme.TEXT, "Bold", "center")


def _choices(scene, surface: pygame.Surface, area: pygame.Rect, s: float) -> None:
    state = scene.session.state
    px = max(13, int(16 * s))
    if scene.pending_choice:
        scene.choice_buttons = _choice_menu(scene, surface, scene.frame(surface.get_size())["table"], s)
        return
    groups = scene.game.buttons(state) if scene.human_turn() else []
    specs = [(label, (lambda group=group: scene._choose(group))) for label, group in groups]
    if scene.panel_hidden and scene.panel_kind() is not None:   # the put-away panel comes back from here
        specs.append(("Show the result", scene.show_panel))
    buttons = row_of_buttons(specs, area.left, area.top + int(8 * s), int(36 * s), px)
    hinted = _hinted_button(scene)
    for button in buttons:
        button.selected = button.label == hinted
    if buttons:
        total = buttons[-1].rect.right - buttons[0].rect.left
        shift = area.centerx - total // 2 - buttons[0].rect.left
        for button in buttons:
            button.rect.x += shift
            button.draw(surface)
    scene.choice_buttons = buttons


def _choice_menu(scene, surface: pygame.Surface, area: pygame.Rect, s: float) -> list[Button]:
    """The options of one move, stacked in a panel over the table."""
    px = max(13, int(16 * s))
    f = theme.font(px, "Semibold")
    specs = [(a.label or a.kind, (lambda a=a: scene.perform(a))) for a in scene.pending_choice]
    specs.append(("Cancel", scene.cancel_choice))
    width = max(f.size(label)[0] for label, _ in specs) + int(40 * s)
    step = int(44 * s)
    columns = 1 if step * len(specs) + int(70 * s) <= area.height else 2
    rows = -(-len(specs) // columns)
    box = pygame.Rect(0, 0, columns * (width + int(12 * s)) + int(28 * s), step * rows + int(70 * s))
    box.center = area.center
    theme.panel(surface, box, alpha=245, radius=12)
    theme.text(surface, "Choose", (box.centerx, box.top + int(24 * s)), int(20 * s), theme.ACCENT, "Bold",
               "center", family="serif")
    buttons = []
    for i, (label, action) in enumerate(specs):
        column, row = divmod(i, rows)
        rect = pygame.Rect(box.left + int(20 * s) + column * (width + int(12 * s)),
                           box.top + int(50 * s) + row * step, width, int(36 * s))
        buttons.append(Button(rect, label, action, px=px))
        buttons[-1].draw(surface)
    return buttons


def _top_bar(scene, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    theme.panel(surface, rect, alpha=235, radius=0)
    px = max(13, int(15 * s))
    theme.text(surface, scene.session.name or scene.game.title, (int(16 * s), rect.centery),
               int(22 * s), theme.ACCENT, "Semibold", "midleft", family="serif")
    session = scene.session
    specs = [("Menu", scene.to_menu), ("New game", scene.new_game), ("Restart", scene.ask_restart),
             ("Undo", scene.undo), ("Redo", scene.redo), ("Hint", scene.show_hint),
             ("Stop autoplay" if scene.autoplay else "Autoplay", scene.toggle_autoplay),
             ("Save as", scene.ask_save_name),
             ("Rules (F1)", scene.open_rules)]
    height = int(34 * s)
    buttons = row_of_buttons(specs, 0, rect.centery - height // 2, height, px, gap=int(6 * s))
    shift = rect.right - int(12 * s) - buttons[-1].rect.right
    enabled = {"Undo": session.can_undo(), "Redo": session.can_redo(),
               "Hint": scene.human_turn(), "Restart": bool(session.actions)}
    for button in buttons:
        button.rect.x += shift
        button.enabled = enabled.get(button.label, True)
        button.draw(surface)
    if session.actions and not enabled["Undo"]:   # the greyed Undo says why when hovered
        undo = next(b for b in buttons if b.label == "Undo")
        undo.tip = scene.game.why_no_undo(session.state, session.actions[-1])
    scene.bar_buttons = buttons


def status_words(scene) -> str:
    """What the game expects next. Its instructions speak to a person, so on a bot's
    turn (or while Autoplay plays) the line only says whose turn it is."""
    state = scene.session.state
    if scene.telling is not None:   # the game's status would give the count away before it is told
        return "The end is being told on the table: click or press a key to see it all at once."
    seat = scene.seat_to_act()
    status = scene.game.status(state)
    if seat is None or len(state.seats) == 1:
        return status
    who = state.seats[seat]
    return f"{who.name} to play. {status}" if who.is_human and not scene.autoplay else f"{who.name} to play."


def status_line(scene) -> tuple[str, tuple]:
    """The status bar's words and colour: a fresh message, else the help of the zone or
    bar button under the pointer (like a tooltip), else what the game expects next."""
    words, colour, until = scene.message
    if words and time.monotonic() <= until:
        return words, colour
    tip = next((b.tip for b in scene.bar_buttons if b.tip and b.rect.collidepoint(scene.pointer)), "")
    if tip:
        return tip, theme.TEXT_DIM
    spots = {spot.zone: spot for spot in scene.geometry.layout.spots}
    if scene.hover_zone in spots and spots[scene.hover_zone].help:
        return spots[scene.hover_zone].help, theme.TEXT_DIM
    return status_words(scene), theme.TEXT


def clock_words(scene) -> str:
    """The moves made and the time taken, shown for a scored game (a reading is not
    timed or counted)."""
    if not scene.game.scored:
        return ""
    minutes, seconds = divmod(int(scene.session.elapsed), 60)
    return f"Moves {len(scene.session.actions)}   {minutes}:{seconds:02d}"


def _status_bar(scene, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    theme.panel(surface, rect, alpha=235, radius=0)
    px = max(13, int(16 * s))
    words, colour = status_line(scene)
    right = clock_words(scene)
    if right:
        theme.text(surface, right, (rect.right - int(16 * s), rect.centery), px, theme.TEXT_DIM, anchor="midright")
    room = rect.width - int(48 * s) - (theme.font(px).size(right)[0] if right else 0)
    lines, fitted = theme.fit_lines(words, px, room, rect.height, most=2)
    # a long line (a hint, a refusal) is set smaller, then on two lines, then cut short,
    # never under the clock; cut short, it is shown whole while the pointer is on the bar
    scene.status_cut = words if " ".join(lines) != " ".join(words.split()) else ""
    step = fitted + 2
    top = rect.centery - step * (len(lines) - 1) / 2
    for i, line in enumerate(lines):
        theme.text(surface, line, (int(16 * s), top + i * step), fitted, colour, anchor="midleft")


def draw_status_whole(scene, surface: pygame.Surface, s: float) -> None:
    """The status line cut short in the bar, shown whole over the table while the
    pointer rests on the bar."""
    bar = scene.frame(surface.get_size())["status"]
    if not scene.status_cut or not bar.collidepoint(scene.pointer):
        return
    px = max(13, int(16 * s))
    width = min(bar.width - int(32 * s), int(760 * s))
    lines = theme.wrap(scene.status_cut, px, width - int(24 * s))
    step = theme.font(px).get_linesize()
    box = pygame.Rect(int(8 * s), 0, width, step * len(lines) + int(16 * s))
    box.bottom = bar.top - int(6 * s)
    theme.panel(surface, box, alpha=245)
    for i, line in enumerate(lines):
        theme.text(surface, line, (box.x + int(12 * s), box.y + int(8 * s) + i * step), px)


def _story(scene, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    theme.panel(surface, rect, alpha=200, radius=0)
    px = max(13, int(15 * s))
    toggle = Button(pygame.Rect(rect.x + int(6 * s), rect.y + int(6 * s), int(32 * s), int(28 * s)),
                    "›" if scene.log_open else "‹", lambda: _toggle_log(scene), px=px)
    toggle.draw(surface)
    scene.bar_buttons.append(toggle)
    if not scene.log_open:
        return
    theme.text(surface, "Story", (toggle.rect.right + int(10 * s), toggle.rect.centery), int(18 * s),
               theme.ACCENT, "Semibold", "midleft", family="serif")
    inner = rect.inflate(-int(24 * s), 0)
    lines: list[str] = []
    newest_from = 0
    story = scene.session.state.story
    for entry in scene.telling.story(story) if scene.telling is not None else story:
        newest_from = len(lines)
        lines.extend(theme.wrap(entry, px, inner.width))
        lines.append("")
    step = theme.font(px).get_linesize()
    top = toggle.rect.bottom + int(12 * s)
    room = max(1, (rect.bottom - top - int(8 * s)) // step)
    scene.log_scroll = min(scene.log_scroll, max(0, len(lines) - room))
    end = len(lines) - scene.log_scroll
    first = max(0, end - room)
    shown = lines[first:end]
    y = top
    for i, line in enumerate(shown):
        newest = first + i >= newest_from
        theme.text(surface, line, (inner.left, y), px, theme.TEXT if newest else theme.TEXT_DIM)
        y += step


def _toggle_log(scene) -> None:
    scene.log_open = not scene.log_open
    scene.app.settings.log_open = scene.log_open


def _veil(surface: pygame.Surface, alpha: int) -> None:
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((6, 12, 10, alpha))
    surface.blit(veil, (0, 0))


def _zoom(scene, surface: pygame.Surface, s: float) -> None:
    state = scene.session.state
    card = scene.zoomed
    zone, index = state.find(card)
    placed = state.zones[zone][index]
    _veil(surface, 200)
    w, h = surface.get_size()
    width = int(min(h * 0.72 / 1.75, w * 0.3))
    art = scene.app.art
    seen = scene._seen(zone, placed)
    image = (scene.app.sprites.face(card, width, placed.reversed) if seen
             else scene.app.sprites.back(card, width))
    left = int(w * 0.12)
    top = (h - image.get_height()) // 2
    theme.shadow(surface, image.get_rect(topleft=(left, top)), 8)
    surface.blit(image, (left, top))
    text_rect = pygame.Rect(left + width + int(40 * s), top, int(w * 0.45), image.get_height())
    theme.panel(surface, text_rect.inflate(int(40 * s), int(40 * s)), alpha=240, radius=12)
    if seen:
        title = art.name(card) + ("  (reversed)" if placed.reversed else "")
        theme.text(surface, title, text_rect.topleft, int(32 * s), theme.ACCENT, "Bold", family="serif")
        used = theme.text_block(surface, art.alt_text(card),
                                text_rect.move(0, int(56 * s)), int(18 * s), theme.TEXT)
        y = text_rect.top + int(56 * s) + used + int(18 * s)
        meaning = scene.game.describe(state, card)
        if meaning:
            y += theme.text_block(surface, meaning, pygame.Rect(text_rect.left, y, text_rect.width,
                                                                text_rect.bottom - y),
                                  int(18 * s), theme.TEXT_DIM, "Semibold") + int(18 * s)
        draw_meanings(surface, card, placed.reversed,
                      pygame.Rect(text_rect.left, y, text_rect.width, text_rect.bottom - y), s)
    else:
        theme.text(surface, "A face-down card", text_rect.topleft, int(32 * s), theme.ACCENT, "Bold",
                   family="serif")
        theme.text_block(surface, "Its face is hidden from you.", text_rect.move(0, int(56 * s)),
                         int(18 * s))
    theme.text(surface, "Click or press Escape to close", (w // 2, h - int(30 * s)), int(15 * s),
               theme.TEXT_DIM, anchor="center")


def _dialog(surface: pygame.Surface, s: float, title: str, lines: list[str],
            specs: list[tuple[str, object]]) -> list[Button]:
    w, h = surface.get_size()
    box = pygame.Rect(0, 0, int(560 * s), int((200 + 34 * len(lines)) * s))
    box.center = (w // 2, h // 2)
    theme.panel(surface, box, alpha=245, radius=14)
    theme.text(surface, title, (box.centerx, box.top + int(40 * s)), int(30 * s), theme.ACCENT, "Bold",
               "center", family="serif")
    y = box.top + int(84 * s)
    for line in lines:
        theme.text(surface, line, (box.centerx, y), int(18 * s), theme.TEXT, anchor="center")
        y += int(34 * s)
    px = max(13, int(16 * s))
    buttons = row_of_buttons(specs, 0, box.bottom - int(64 * s), int(40 * s), px, gap=int(12 * s))
    shift = box.centerx - (buttons[-1].rect.right - buttons[0].rect.left) // 2 - buttons[0].rect.left
    for button in buttons:
        button.rect.x += shift
        button.draw(surface)
    return buttons


def _handoff(scene, surface: pygame.Surface, s: float) -> None:
    seat = scene.handoff_to
    name = scene.session.state.seats[seat].name
    surface.fill((10, 22, 18))

    def reveal() -> None:
        scene.viewer = seat
        scene.handoff_to = None

    scene.summary_buttons = _dialog(surface, s, f"Pass to {name}",
                                    ["The cards are hidden while the screen changes hands.",
                                     f"{name}, press the button when only you can see the screen."],
                                    [(f"I am {name}: show my cards", reveal)])


def _naming(scene, surface: pygame.Surface, s: float) -> None:
    _veil(surface, 150)
    scene.summary_buttons = _dialog(surface, s, "Save as", ["Type a name for this game.", ""],
                                    [("Save", lambda: scene.save_as(scene.naming.value)),
                                     ("Cancel", lambda: setattr(scene, "naming", None))])
    w, h = surface.get_size()
    scene.naming.rect = pygame.Rect(0, 0, int(380 * s), int(40 * s))
    scene.naming.rect.center = (w // 2, h // 2 - int(12 * s))
    scene.naming.draw(surface, int(18 * s))


def _banner(scene, surface: pygame.Surface, area: pygame.Rect, s: float) -> None:
    words, until = scene.banner
    left = until - time.monotonic()
    if not words or left <= 0:
        return
    alpha = int(255 * min(1.0, left / BANNER_FADE_S))
    rendered = theme.font(int(30 * s), "Bold", "serif").render(words, True, theme.ACCENT)
    box = rendered.get_rect(center=area.center).inflate(int(48 * s), int(24 * s))
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*theme.PANEL, min(alpha, 230)), layer.get_rect(), border_radius=14)
    pygame.draw.rect(layer, (*theme.ACCENT, alpha), layer.get_rect(), width=2, border_radius=14)
    rendered.set_alpha(alpha)
    layer.blit(rendered, rendered.get_rect(center=layer.get_rect().center))
    surface.blit(layer, box)
