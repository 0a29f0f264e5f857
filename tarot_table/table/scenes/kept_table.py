"""The table at rest (felt, places, cards and their marks, lit places) and the copy of it
kept under moving and dragged cards (still_layer.py), drawn whole or redrawn in part."""
from __future__ import annotations

from functools import lru_cache

import pygame

from tarot_table.table import keyboard, theme
from tarot_table.table.board_draw import draw_board_layer
from tarot_table.table.meanings import PLACE_EDGE, draw_target_brackets
from tarot_table.table.scenes.kept_moves import redraw_moved
from tarot_table.table.scenes.zone_tips import remember_label
from tarot_table.table.scenes.still_layer import (
    HOVER_MARGIN, StillLayer, hover_region, hovered_card, layer_surface, piles_shown, same, still_key,
)
from tarot_table.table.scenes.table_cards import (
    MARK_FILL, badge_places, card_footprint, draw_badge, draw_card_at_rest, focused_card, game_buttons,
    hint_cards, labels_px, lifted_cards, marked_cards, pile_count_rect, pile_edge_depth,
)


def keep_table(scene, surface: pygame.Surface, lit: set[str], apart: set[str]) -> list[pygame.Rect] | None:
    """See that the kept table shows the table under the cards ``apart`` now: None when
    it was drawn whole again, else where it was redrawn, if anywhere: round the card
    raised under the pointer, or round the cards newly set apart or drawn back in (a
    card lifted, a deal starting, a card landing: it takes its place in its pile at
    once, under any card lying over it) when nothing else changed."""
    key, hovered = still_key(scene, surface.get_size(), lit), hovered_card(scene)
    ahead = scene.ahead_table
    if scene.still_table is None and ahead is not None and ahead.key == key:
        scene.still_table, scene.ahead_table = ahead, None   # drawn ahead for this drag (cards flying since are set apart below)
    put_ahead_away(scene)
    kept = scene.still_table
    if kept is not None and key == kept.key:
        changed, wanted = kept.apart ^ frozenset(apart), frozenset(apart)   # a card landed is drawn in at once
        region = _regions_apart(scene, kept, changed, hovered)
        if region is None or _redraw_kept(scene, kept, lit, wanted, region):
            kept.hovered = hovered
            return [region] if region is not None else []
    if kept is not None:
        redrawn = redraw_moved(scene, kept, key, lit, frozenset(apart), hovered, draw_still_table)
        if redrawn is not None:
            return redrawn
    scene.still_table = draw_kept(scene, surface, lit, apart, (kept.builds + 1) if kept else 1)
    return None


def draw_kept(scene, surface: pygame.Surface, lit: set[str], apart: set[str], builds: int = 1) -> StillLayer:
    """The table drawn whole, but for the cards ``apart``, on a surface to keep."""
    layer = layer_surface(scene, surface)
    marks = draw_still_table(scene, layer, lit, frozenset(apart))
    return StillLayer(still_key(scene, surface.get_size(), lit), frozenset(apart), layer, hovered_card(scene),
                      builds, marks, scene.geometry.layout, piles_shown(scene), dict(scene.zone_labels),
                      dict(marked_cards(scene)))


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
    if not changed.isdisjoint(marked_cards(scene)):
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
    marks = draw_still_table(scene, kept.surface, lit, apart)
    kept.surface.set_clip(None)
    if any(not region.contains(mark) for mark in marks if mark not in before):
        return False
    kept.apart, kept.marks = apart, marks
    return True


def draw_still_table(scene, surface: pygame.Surface, lit: set[str], apart: frozenset[str],
                     regions: list[pygame.Rect] | None = None) -> list[pygame.Rect]:
    """Everything on the table but the cards ``apart``, inside the surface's clip or inside
    each of ``regions`` (none overlapping another: the parts of a kept table a move changed,
    kept_moves.py), in one pass over the table; says where the cards' marks went (none is
    drawn where no region is)."""
    clip = surface.get_clip()
    regions = [clip] if regions is None else regions
    for region in regions:
        surface.set_clip(region)
        theme.felt(surface)
    draw_zones(scene, surface, lit, regions=regions)
    captions = []
    for region in regions:
        surface.set_clip(region)
        captions = draw_board_layer(scene, surface)
    marks = draw_cards_at_rest(scene, surface, interactive=True, apart=apart, regions=regions)
    draw_lit_edges(scene, surface, lit, regions)
    draw_pile_counts(scene, surface, captions, regions)   # over a lit edge, which would hide a pile's count
    surface.set_clip(clip)
    return marks


def _meeting(regions: list[pygame.Rect], area: pygame.Rect) -> list[pygame.Rect]:
    """The regions being drawn that ``area`` reaches into."""
    return [region for region in regions if region.colliderect(area)]


def highlighted_zones(scene) -> set[str]:
    zones: set[str] = set()
    if scene.drag and scene.drag.moving:
        zones |= {a.to for a in scene.drag.actions if a.to}
    if scene.carrying:
        zones |= {a.to for a in scene.card_actions(scene.carrying) if a.to}
    if scene.hint and not hinted_button(scene):
        action = scene.hint[0]
        zones |= {z for z in (action.to, action.src) if z}
    if keyboard.lit_zone(scene):
        zones.add(keyboard.lit_zone(scene))
    return zones


def hinted_button(scene) -> str | None:
    """The label of the button that plays the hinted move, if a button does."""
    if not scene.hint or not scene.human_turn():
        return None
    return next((label for label, group in game_buttons(scene) if scene.hint[0] in group), None)


def draw_zones(scene, surface: pygame.Surface, lit: set[str], labels: bool = True,
               regions: list[pygame.Rect] | None = None) -> None:
    """The places and their labels, inside the surface's clip or inside each of ``regions``."""
    g = scene.geometry
    px = labels_px(g)
    clip = surface.get_clip()
    regions = [clip] if regions is None else regions
    spots, bands, rows = g.layout.spots, zone_bands(scene, px), rows_px(g, px)
    forms = rows_form(g, px)
    met = {i for region in regions for i in region.collidelistall(bands)}   # else a part of the table redrawn elsewhere
    for i in sorted(met):   # in the layout's order, as a later place lies over an earlier
        spot, band = spots[i], bands[i]
        for region in regions:
            if region.colliderect(band):   # else a part of the table redrawn elsewhere
                surface.set_clip(region)
                _draw_place(scene, surface, spot, lit, labels, rows[spot.y] if rows else px,
                            forms[spot.y] if forms else 0)
                band = _spot_band(scene, spot, px)   # as its label was drawn now
    surface.set_clip(clip)


def _draw_place(scene, surface: pygame.Surface, spot, lit: set[str], labels: bool, px: int, form: int = 0) -> None:
    """A place's box, lit or not, and its label (``form``: its row's shortening, ``rows_form``)."""
    g = scene.geometry
    rect = g.spot_rect(spot)
    glow = spot.zone in lit
    surface.blit(_place_layer(rect.size, glow), rect)
    if glow:
        draw_target_brackets(surface, rect, theme.HIGHLIGHT)
    colour = theme.HIGHLIGHT if glow else theme.TEXT
    label = (scene.telling.label(spot.zone) if scene.telling else None) or spot.label
    if not labels or not label:   # a place of a row the first one names
        return
    pile = len(scene.session.state.zones.get(spot.zone, []))
    centre = g.zone_rect(spot, max(1, pile)).centerx if spot.fan[0] > 0 else rect.centerx
    label_px = px
    if spot.label_box[1]:
        label, label_px = fitted_label(label, spot, px, int(spot.label_box[1] * g.unit), form)
        width = theme.words_width(label, label_px, "Semibold") + label_gap(label_px)
        centre = centre_in_box(centre, width, rect.x, spot, g.unit) if spot.fan[0] > 0 else \
            round(rect.x + (spot.label_box[0] + spot.label_box[1] / 2) * g.unit)
    if spot.fan[1] > 0:   # a column grows downwards: its label stays below the last card
        below = column_label_top(g, spot, pile)
        remember_label(scene, spot.zone, theme.text(surface, label, (centre, below + 4), label_px, colour, "Semibold", "midtop"))
    elif spot.turned or spot.label_right:
        remember_label(scene, spot.zone, theme.text(surface, label, (rect.right + 6, rect.centery), label_px, colour, "Semibold", "midleft"))
    elif spot.fan[0] > 0:   # a row grows rightwards: its label stays under its middle
        remember_label(scene, spot.zone, theme.text(surface, label, (centre, rect.bottom + 4), label_px, colour, "Semibold", "midtop"))
    else:
        under = max(_under_crossing(g, spot, rect),   # and below a pile's edge
                    rect.bottom + pile_edge_depth(spot, pile))
        remember_label(scene, spot.zone, theme.text(surface, label, (centre, under + 4),
                                                    label_px, colour, "Semibold", "midtop"))


def rows_px(g, px: int) -> dict[float, int] | None:
    """The size of the labels on each row (by its places' height) where the layout sets
    each row's labels at one size (``Layout.even_rows``): the largest up to ``px`` at
    which every label on the row fits its box; None where each is set at ``px``. Worked
    out once a layout and size (a layout is made anew each move)."""
    return _rows_fitted(g, px)[0]


def rows_form(g, px: int) -> dict[float, int] | None:
    """How far each row of such a layout shortens its labels, the same for every place of
    the row (0 whole, 1 the short forms, 2 the last resorts): the most any of its labels
    needs. Each label shortened alone, a row of four places read two forms of one word
    side by side, "... Arcana 0/1" beside "... Arc. 0/1" (play-test round 8, at 1024x700
    and 200% text)."""
    return _rows_fitted(g, px)[1]


def _rows_fitted(g, px: int) -> tuple[dict | None, dict | None]:
    if not g.layout.even_rows:
        return None, None
    if g.row_label_px is None or g.row_label_px[0] != px:
        boxed = [spot for spot in g.layout.spots if spot.label_box[1] and spot.label]
        forms = {spot.y: 0 for spot in g.layout.spots}
        for spot in boxed:
            forms[spot.y] = max(forms[spot.y], label_form(spot, fitted_label(spot.label, spot, px, _room(g, spot))[0]))
        rows = {spot.y: px for spot in g.layout.spots}
        for spot in boxed:
            rows[spot.y] = min(rows[spot.y], fitted_label(spot.label, spot, px, _room(g, spot), forms[spot.y])[1])
        g.row_label_px = (px, rows, forms)
    return g.row_label_px[1], g.row_label_px[2]


def _room(g, spot) -> int:
    return int(spot.label_box[1] * g.unit)


def label_form(spot, label: str) -> int:
    """Which of its place's forms a label is: 0 the whole label, 1 its short form, 2 its last resort."""
    return 2 if label == spot.least_label and label != spot.label else int(label == spot.short_label != spot.label)


def column_label_top(g, spot, pile: int) -> int:
    """Where the label of a column growing downwards begins: under its last card, and
    no higher than its row's labels (``Spot.label_depth``)."""
    return max(g.zone_rect(spot, pile).bottom, g.spot_rect(spot).top + round(spot.label_depth * g.unit))


def centre_in_box(centre: int, width: int, left: int, spot, unit: float) -> int:
    """Where the label of a row growing rightwards is centred in its box: under its cards
    (``centre``) as far as the box lets it; set in the box's middle, it stood beside a lone
    card ("Awakened"). Other labels keep their box's middle (a title spilling into a gap)."""
    box_left = left + spot.label_box[0] * unit
    box_right = box_left + spot.label_box[1] * unit
    lowest, highest = box_left + width / 2, box_right - width / 2
    return round(min(max(centre, lowest), highest)) if lowest <= highest else round((box_left + box_right) / 2)


def label_gap(px: int) -> int:
    """What a label in a box leaves free of it, half each side: a gap to the next box's
    words (touching, two labels read as one: "QueenSwords")."""
    return max(4, px // 3)


def fitted_label(label: str, spot, px: int, room: int, form: int = 0) -> tuple[str, int]:
    """A label in its box, a gap short of its edges, and its type size: whole where it
    fits, else its spot's shorter form (names cut so they stay apart); either set smaller
    until it fits ("Physique" under a narrow column at 200% text). Its words are never
    cut: at the smallest type a label still too wide spills past its box whole
    ("Bitchiness" beside the next contestant's title at six seats, 200% text). ``form``:
    its row's shortening (``rows_form``), taken at least."""
    if label == spot.label and form:
        label = (spot.least_label if form == 2 else "") or spot.short_label or label
    return _fitted_label(label, spot.label, spot.short_label, px, room, spot.least_label)


@lru_cache(maxsize=256)
def _fitted_label(label: str, own: str, short: str, px: int, room: int, least: str = "") -> tuple[str, int]:
    """``fitted_label`` for a spot whose label is ``own``, its shorter form ``short`` and
    its last resort ``least`` (said only where the others spill past the box at the
    smallest type), kept: every frame asks it of each label in a box (a tenth of a frame's
    calls at Queens of Fate's table)."""
    room -= label_gap(px)
    if short and label == own and theme.words_width(label, px, "Semibold") > room:
        label = short
    if theme.words_width(label, px, "Semibold") > room:
        px = theme.largest_fitting(label, px, room, "Semibold")
    if least and label in (own, short) and theme.words_width(label, px, "Semibold") > room:
        label = least
        px = theme.largest_fitting(label, px, room, "Semibold")
    return label, px


def _under_crossing(g, spot, rect: pygame.Rect) -> int:
    """Where a label under a place may start: below its card, or below a card laid
    across that place where that one reaches lower (the same gap as under its own card)."""
    lowest = rect.bottom
    for other in g.layout.spots:
        if other.turned and other is not spot:
            across = g.spot_rect(other)
            if across.left < rect.centerx < across.right and across.colliderect(rect):
                lowest = max(lowest, across.bottom)
    return lowest


def zone_bands(scene, px: int) -> list[pygame.Rect]:
    """``_spot_band`` of each of the layout's places, in its order, kept on the geometry
    while the position (its piles), the labels' size and where the labels were drawn stay
    the same: a frame that redraws a part of the kept table (a card let go, one raised
    under the pointer) looks for the places it meets, and working out every place's band
    (twenty in the largest layout) was most of its drawing of the places
    (docs/performance.md)."""
    g, state = scene.geometry, scene.session.state
    labels = getattr(scene, "zone_labels", None)   # a picture drawn elsewhere keeps none
    key = (px, same(state), state.moves)
    kept = g.bands
    if kept is None or kept[0] != key or kept[1] != labels:
        drawn = {zone: pygame.Rect(rect) for zone, rect in labels.items()} if labels is not None else None   # copies
        kept = g.bands = (key, drawn, [_spot_band(scene, spot, px) for spot in g.layout.spots])
    return kept[2]


def _spot_band(scene, spot, px: int) -> pygame.Rect:
    """Where a place, its cards and its label are drawn: the strip across the table
    they lie in, or, once its label has been drawn, the place and where its label was
    (a label that moves is its place's change: the place is redrawn where it lies, and
    the label where it comes once drawn, kept_moves.py)."""
    pile = max(1, len(scene.session.state.zones.get(spot.zone, [])))
    area = scene.geometry.zone_rect(spot, pile)
    if spot.fan[1] > 0:   # its label may stand lower, in line with its row's
        area.height = column_label_top(scene.geometry, spot, pile) - area.top
    band = pygame.Rect(0, area.top - HOVER_MARGIN, 1 << 20, area.height + 2 * HOVER_MARGIN + 2 * px)
    label = getattr(scene, "zone_labels", {}).get(spot.zone)   # a picture drawn elsewhere keeps none
    if label is None:
        return band
    return pygame.Rect(area.left - HOVER_MARGIN, band.top, area.width + 2 * HOVER_MARGIN, band.height).union(label)


def _place_layer(size: tuple[int, int], glow: bool) -> pygame.Surface:
    """A place's shaded, edged box (lit gold where the held card may go), kept by size
    and palette."""
    return _place_layer_in(size, glow, theme.HIGHLIGHT, theme.high_contrast())


def forget_place_layers() -> None:
    """Let go of the places' kept boxes: a table left for a page keeps no pictures
    (some 1.6 MB at 1920x1080 with six games played)."""
    _place_layer_in.cache_clear()


@lru_cache(maxsize=64)
def _place_layer_in(size: tuple[int, int], glow: bool, lit: tuple, strong: bool) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(4, size[0] // 14)
    fill = (*lit, 70) if glow else (0, 0, 0, 40)
    pygame.draw.rect(layer, fill, layer.get_rect(), border_radius=radius)
    edge = (*lit, 255) if glow else PLACE_EDGE[:3] + ((255,) if strong else PLACE_EDGE[3:])
    pygame.draw.rect(layer, edge, layer.get_rect(), width=(3 if glow else 2) + strong, border_radius=radius)
    return layer


def draw_cards_at_rest(scene, surface: pygame.Surface, interactive: bool,
                       apart: frozenset[str] = frozenset(), regions: list[pygame.Rect] | None = None) -> list[pygame.Rect]:
    """The cards at rest (all but those ``apart`` and the dragged ones) and their marks,
    inside the surface's clip or inside each of ``regions``; says where the marks went."""
    left_out = apart | lifted_cards(scene)
    outlined = hint_cards(scene) | ({focused_card(scene)} if interactive else set())
    hovered = hovered_card(scene)
    rects = {}
    clip = surface.get_clip()   # a part redrawn: the cards elsewhere are left alone
    regions = [clip] if regions is None else regions
    for zone, index, placed, spot in scene.visible_cards():
        if placed.card not in left_out:
            rect = rects[placed.card] = scene.home_rect(zone, index)
            for region in _meeting(regions, card_footprint(rect, 3)):
                surface.set_clip(region)
                draw_card_at_rest(scene, surface, zone, index, placed, spot, rect, placed.card == hovered,
                                  placed.card in outlined)
    marks: list[pygame.Rect] = []
    _badges(scene, surface, rects, left_out, interactive, marks, regions, anywhere=True)
    surface.set_clip(clip)
    return marks


def draw_pile_counts(scene, surface: pygame.Surface, captions: list[pygame.Rect] = (),
                     regions: list[pygame.Rect] | None = None) -> None:
    """How many cards each counted pile holds, on its top right corner, within the
    pile's own width (a neighbour close on the right is not written over), and lower on
    the pile where a caption above it would be written over (large text, a small window);
    inside the surface's clip or inside each of ``regions``."""
    g = scene.geometry
    px = theme.table_words_px(g.unit, 0.15)
    clip = surface.get_clip()   # a part redrawn: the counts elsewhere are left alone
    regions = [clip] if regions is None else regions
    for count, where in _pile_counts(scene, px, captions):
        for region in _meeting(regions, where):
            surface.set_clip(region)
            draw_badge(surface, count, where.center, px)
    surface.set_clip(clip)


def drawn_pile_counts(scene) -> list[tuple[str, pygame.Rect]]:
    """The counts ``draw_pile_counts`` drew last, each with where it stands (none yet: [])."""
    kept = scene.geometry.pile_counts
    return list(kept[2]) if kept is not None else []


def _pile_counts(scene, px: int, captions: list[pygame.Rect]) -> list[tuple[str, pygame.Rect]]:
    """Each counted pile's count and where it stands (``draw_pile_counts``), kept on the
    geometry while the position, the counts' size and the board's captions stay the same,
    as the places' bands are (``zone_bands``): a frame that redraws a part of the kept
    table placed every count to find the one it meets."""
    g, state = scene.geometry, scene.session.state
    key = (px, same(state), state.moves)
    kept = g.pile_counts
    if kept is None or kept[0] != key or kept[1] != tuple(captions):
        letters = [c.inflate(0, -round(c.height * 0.2)) for c in captions]
        counts = []
        for spot in g.layout.spots:
            if spot.count:
                count = str(len(state.zones.get(spot.zone, [])))
                where = pile_count_rect(g.spot_rect(spot), count, px)
                where.top = max([where.top] + [c.bottom + 1 for c in letters if c.colliderect(where)])
                counts.append((count, where))
        kept = g.pile_counts = (key, tuple(pygame.Rect(c) for c in captions), counts)
    return kept[2]


def _badges(scene, surface: pygame.Surface, rects: dict[str, pygame.Rect], left_out: set[str],
            interactive: bool, marks: list[pygame.Rect], regions: list[pygame.Rect], anywhere: bool = False) -> None:
    """The marks the game (or the ending being told) puts on the cards drawn at ``rects``
    (``anywhere``: and on cards not drawn, where they lie, unless left out), each kept
    clear of the ``marks`` already placed, and added to them; drawn inside ``regions``."""
    for mark, where, px in badge_places(scene, rects, left_out, interactive, marks, anywhere):
        for region in _meeting(regions, where):
            surface.set_clip(region)
            draw_badge(surface, mark, where.center, px, fill=MARK_FILL)


def draw_lit_edges(scene, surface: pygame.Surface, lit: set[str], regions: list[pygame.Rect] | None = None) -> None:
    """A legal target that already holds cards: its gold edge drawn round the cards too,
    so the cards do not hide it (inside the surface's clip or inside each of ``regions``)."""
    g = scene.geometry
    clip = surface.get_clip()
    regions = [clip] if regions is None else regions
    for spot in g.layout.spots:
        count = len(scene.session.state.zones.get(spot.zone, []))
        if spot.zone in lit and count:
            area = g.zone_rect(spot, count).inflate(8, 8)
            for region in _meeting(regions, area):
                surface.set_clip(region)
                pygame.draw.rect(surface, theme.HIGHLIGHT, area, width=3, border_radius=max(4, area.width // 14))
                draw_target_brackets(surface, area, theme.HIGHLIGHT)
    surface.set_clip(clip)
