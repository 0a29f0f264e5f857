"""A card and its marks as the table draws them, wherever they are: at rest in their
place, lifted by the pointer or in flight; and which cards move, are lifted, hinted or
focused."""
from __future__ import annotations

from functools import lru_cache

import pygame

from tarot_table.table import keyboard, theme
from tarot_table.table.card_index import draw_index, index_rect
from tarot_table.table.scenes.still_layer import HOVER_MARGIN

MARK_FILL = (150, 40, 40)   # the game's marks on cards


def card_footprint(rect: pygame.Rect, lift: int) -> pygame.Rect:
    """Where a card drawn at ``rect``, lifted by ``lift``, may leave pixels: the card,
    its shadow, and room for an outline or a pile's edge."""
    shadow = pygame.Rect(rect.x + lift, rect.y + lift + 2, rect.width + 6, rect.height + 6)
    return rect.union(shadow).inflate(HOVER_MARGIN * 2, HOVER_MARGIN * 2)


def moving_cards(scene) -> set[str]:
    now = scene.app.clock.now()
    return {card for card, motion in scene.motions.items() if now - motion.began < motion.duration}


def held_cards(scene, drag, pos: tuple[int, int]) -> list[tuple[int, object, pygame.Rect]]:
    """The cards a drag holds with the pointer at ``pos``: each with its index in its
    place and where it is held (a card's size, fanned from the card grabbed as at home)."""
    g, state = scene.geometry, scene.session.state
    zone, first = state.find(drag.card)
    spot = g.layout.spot(zone)
    grabbed = pygame.Rect(pos[0] - drag.grab[0], pos[1] - drag.grab[1], g.card_width, g.card_height)
    return [(index, placed, grabbed.move(round(spot.fan[0] * g.unit * (index - first)),
                                         round(spot.fan[1] * g.unit * (index - first))))
            for index, placed in enumerate(state.zones[zone])
            if placed.card == drag.card or placed.card in drag.carried]


def lifted_cards(scene) -> set[str]:
    """The cards held off the table: dragged, or let go and waiting for a choice."""
    waiting = set(scene.waiting or ())
    if not (scene.drag and scene.drag.moving):
        return waiting
    return {scene.drag.card, *scene.drag.carried} | waiting


def draw_card_at_rest(scene, surface: pygame.Surface, zone: str, index: int, placed, spot, rect: pygame.Rect,
                      raised: bool, outlined: bool) -> None:
    """A card lying in its place: a pile's top with the pile's edge under it, raised a
    little under the pointer, outlined when hinted or focused."""
    pile = scene.session.state.zones[zone]
    if index == len(pile) - 1 and pile_edge_depth(spot, len(pile)):
        _pile_edge(surface, rect, len(pile))
    lift = 3 if raised else 0
    draw_card(scene, surface, zone, placed, spot, rect.move(0, -lift), lift, None)
    if outlined:
        pygame.draw.rect(surface, theme.HIGHLIGHT, rect.move(0, -lift).inflate(6, 6), width=3, border_radius=8)


def marked_cards(scene) -> dict[str, str]:
    """The marks on the cards of the table (the game's, or the ending's being told)."""
    badges = game_badges(scene)
    return scene.telling.marks(badges) if scene.telling is not None else badges


MARK_ROOM = 1.1     # a card's mark may be this many card widths wide (a neighbour's mark steps up)
SHORT_MARK_ROOM = 1.4   # ...and its short form this wide: a name cut further would not stay apart
# where a neighbour's mark is in the way a mark keeps to its own card, in a short form, rather
# than step up over the card's picture (Tournament of Queens' judges at 1024x700)
OWN_CARD = (1.0, 1.0)
NAME_STRIP = 0.11   # the share of a card's height its name is printed in, along its bottom (scans and drawn deck)


def badge_places(scene, rects: dict[str, pygame.Rect], left_out: set[str], interactive: bool,
                 marks: list[pygame.Rect], anywhere: bool = False) -> list[tuple[str, pygame.Rect, int]]:
    """Where ``_badges`` puts each mark: its words, its box and its type size. A mark
    that would run into another (or a pile's count, a place's name) keeps to its own card,
    in a short form, before it steps up over the card's picture."""
    g = scene.geometry
    px = theme.table_words_px(g.unit)
    if interactive:
        badges = marked_cards(scene)
    else:   # too small to read in a picture
        badges = scene.telling.marks({}) if scene.telling is not None else {}
    laid = []   # (card, its rect, its mark as given, the mark fitted, where it goes)
    for card, mark in badges.items():
        if card in left_out:
            continue   # it travels with the pointer, its mark does not
        rect = rects.get(card)
        if rect is None and anywhere:
            rect = scene.card_rect(card)
        if rect is not None:
            fitted = _fitted_mark(scene, card, mark, rect.width, px, interactive)
            laid.append((card, rect, mark, fitted, _mark_on(scene, card, rect, *fitted)))
    if not laid:
        return []   # most frames over the kept table place none: nothing else is worked out
    counts = pile_count_places(scene, px) + placed_labels(scene)   # a mark spilling past its card stays
    wheres = [where for *_, where in laid]                         # off a count and a neighbour's name
    places = []
    for i, (card, rect, mark, fitted, where) in enumerate(laid):
        if where.collidelist(marks + counts + wheres[i + 1:]) >= 0:
            narrow = _fitted_mark(scene, card, mark, rect.width, px, interactive, OWN_CARD)
            if narrow[0] != "…" and badge_rect(*narrow[:1], (0, 0), narrow[1]).width <= rect.width:
                fitted = narrow   # said, not hidden: a mark with no short form that fits steps up as before
                where = wheres[i] = _mark_on(scene, card, rect, *fitted)
        while where.collidelist(marks + counts) >= 0 and where.top - where.height > rect.top:
            where.move_ip(0, -where.height - 2)   # marks on neighbouring cards step up, not over each other
        marks.append(where)
        places.append((fitted[0], where, fitted[1]))
    return places


def _mark_on(scene, card: str, rect: pygame.Rect, mark: str, px: int) -> pygame.Rect:
    """Where a card's mark goes before any neighbour's is looked at: low on the card, over
    its picture, clear of the name printed along its bottom (or on the uncovered top of a
    card fanned under another)."""
    where = badge_rect(mark, (rect.centerx, 0), px)
    where.bottom = rect.bottom - round(rect.height * NAME_STRIP) - 2   # the card's name stays readable
    _onto_uncovered_top(scene, card, rect, where)
    return where


def _fitted_mark(scene, card: str, mark: str, card_width: int, px: int, interactive: bool,
                 rooms: tuple[float, float] = (MARK_ROOM, SHORT_MARK_ROOM)) -> tuple[str, int]:
    """A mark and its type size: whole if it fits, else the first of the game's short
    forms that fits (a name whole before a name cut: "Anemone" before "Anem."); else the
    first set smaller that fits, or the shortest at the smallest size. Its words are never
    cut: at the smallest size a mark still too wide spills past its card whole ("3
    tokens", "Physique" at 200% text). ``rooms``: how many card widths the whole mark and
    its short forms may take (``OWN_CARD`` where a neighbour's mark is in the way)."""
    room = round(card_width * rooms[0])
    if badge_rect(mark, (0, 0), px).width <= room:
        return mark, px
    # while an ending is told, a mark the game gives its card too has its short forms ("Blanche"
    # for "Blanche 1" on a judge during the count ran past its card); the telling's own are whole
    told_own = scene.telling is not None and game_badges(scene).get(card) != mark
    shorter = short_marks(scene).get(card, ()) if interactive and not told_own else ()
    if not shorter:
        return mark, theme.largest_fitting(mark, px, room - 12, "Bold")
    room = round(card_width * rooms[1])
    fitting = [form for form in shorter if badge_rect(form, (0, 0), px).width <= room]
    if fitting:
        return fitting[0], px
    sizes = [(form, theme.largest_fitting(form, px, room - 12, "Bold")) for form in shorter]
    readable = [(form, size) for form, size in sizes if badge_rect(form, (0, 0), size).width <= room]
    return readable[0] if readable else sizes[-1]


def labels_px(g) -> int:
    """The size of the places' labels: grown with the text size as far as the layout
    lets them (Lucky You! leaves room under its piles: at 200% they had barely grown)."""
    return theme.table_words_px(g.unit, most=g.layout.words_most)


def pile_count_places(scene, px: int) -> list[pygame.Rect]:
    """Where the counted piles' counts stand (kept_table.draw_pile_counts), near enough."""
    g = scene.geometry
    count_px = theme.table_words_px(g.unit, 0.15)
    zones = scene.session.state.zones
    return [pile_count_rect(g.spot_rect(spot), str(len(zones.get(spot.zone, []))), count_px)
            for spot in g.layout.spots if spot.count]


def placed_labels(scene) -> list[pygame.Rect]:
    """Where the places' names were drawn this frame (draw_zones draws them before the cards)."""
    spots = {spot.zone for spot in scene.geometry.layout.spots}
    return [rect for zone, rect in getattr(scene, "zone_labels", {}).items() if zone in spots]


def pile_count_rect(pile: pygame.Rect, words: str, px: int) -> pygame.Rect:
    where = badge_rect(words, (0, pile.top + 4), px)
    where.right = pile.right - 2
    return where


def _onto_uncovered_top(scene, card: str, rect: pygame.Rect, where: pygame.Rect) -> None:
    """A card that the next card of its pile, fanned downwards, covers but for its top:
    its mark is moved onto that top, beside its index if it shows one."""
    state = scene.session.state
    try:
        zone, index = state.find(card)
    except KeyError:
        return
    spot = next((s for s in scene.geometry.layout.spots if s.zone == zone), None)
    if spot is None or spot.fan[1] <= 0 or index + 1 >= len(state.zones[zone]):
        return
    shown = min(rect.height, max(1, round(spot.fan[1] * scene.geometry.unit)))
    where.midright = (rect.right - 2, rect.top + shown // 2)
    box = index_rect(card, rect) if spot.index else None
    if box is not None and where.left < box.right + 2:
        where.left = box.right + 2


def game_badges(scene) -> dict[str, str]:
    """The game's marks on the cards, asked once per position (some games count a lot)."""
    return _asked_badges(scene)[2]


def short_marks(scene) -> dict[str, tuple[str, ...]]:
    """The game's shorter forms of its marks (longest first), asked (once a position) only when a mark
    is too wide for its card."""
    asked = _asked_badges(scene)
    if asked[3] is None:
        asked = scene.badges_asked = (*asked[:3], scene.game.short_badges(scene.session.state))
    return asked[3]


def _asked_badges(scene) -> tuple:
    """(state, moves, the game's marks, their short forms or None while not asked)."""
    state = scene.session.state
    asked = scene.badges_asked
    if asked is None or asked[0] is not state or asked[1] != state.moves:
        asked = scene.badges_asked = (state, state.moves, scene.game.badges(state), None)
    return asked


def game_buttons(scene) -> list[tuple[str, list]]:
    """The game's buttons for the position, asked once a position (the row under the
    table is laid out every frame)."""
    state = scene.session.state
    asked = scene.view.buttons_asked
    if asked is None or asked[0] is not state or asked[1] != state.moves:
        asked = scene.view.buttons_asked = (state, state.moves, scene.game.buttons(state))
    return asked[2]


def hint_cards(scene) -> set[str]:
    if not scene.hint:
        return set()
    action, state = scene.hint[0], scene.session.state
    if action.card:
        return {action.card}
    if action.src and state.zones.get(action.src):
        return {state.zones[action.src][-1].card}
    return set()


def focused_card(scene) -> str | None:
    return keyboard.focused_card(scene)


def pile_edge_depth(spot, count: int) -> int:
    """How far below and right of its top card a squared pile's edge shows (0: none)."""
    return min(6, 1 + count // 12) if count > 2 and spot.fan == (0.0, 0.0) else 0


def _pile_edge(surface: pygame.Surface, rect: pygame.Rect, count: int) -> None:
    """The edges of the cards under a pile's top card: a card's rounded box for each,
    one pixel further down and right than the one above it, the deepest drawn first.
    The nearest covers the deeper ones but for a strip along its right and its foot
    (with their corners), so only those strips of the deeper ones are copied, from a
    picture of them kept (``_pile_edges``), and the nearest is drawn over them: the same
    pixels as every box drawn whole, where six boxes a card's size filled each time were
    most of a reading's deck redrawn (some 170 µs at 2560x1440, now about 35)."""
    depth = min(6, 1 + count // 12)
    radius = max(3, rect.width // 20)
    if depth > 1:
        edges, (w, h), room = _pile_edges(rect.size, depth), rect.size, radius + depth + 2
        for strip in (pygame.Rect(w - room, 0, 2 * room, h + room), pygame.Rect(0, h - room, w + room, 2 * room)):
            surface.blit(edges, (rect.x + strip.x, rect.y + strip.y), strip)
    _edge_box(surface, rect.move(1, 1), radius)


def _edge_box(surface: pygame.Surface, edge: pygame.Rect, radius: int) -> None:
    pygame.draw.rect(surface, (226, 218, 198), edge, border_radius=radius)
    pygame.draw.rect(surface, (150, 140, 120), edge, width=1, border_radius=radius)


@lru_cache(maxsize=8)
def _pile_edges(size: tuple[int, int], depth: int) -> pygame.Surface:
    """The deeper edges of a pile (all but the nearest), drawn once for a card's size
    and the pile's depth, their outside keyed out (not run-length encoded: that is
    made again each time the picture is copied to another surface, the window or the
    kept table, about 1 ms). Never change it."""
    w, h = size
    window = pygame.display.get_surface()   # its pixel format, for a plain copy
    room = (w + depth + 1, h + depth + 1)
    edges = pygame.Surface(room, 0, window) if window else pygame.Surface(room)
    edges.fill(theme.KEYED_OUT)
    for i in range(depth, 1, -1):
        _edge_box(edges, pygame.Rect(i, i, w, h), max(3, w // 20))
    edges.set_colorkey(theme.KEYED_OUT)
    return edges


def forget_pile_edges() -> None:
    """Let go of the piles' edges kept (a table left for a page keeps no pictures)."""
    _pile_edges.cache_clear()


def draw_card(scene, surface, zone, placed, spot, rect, lift, flip_t, upright: bool = False) -> None:
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
        if show_face and spot.index and not turned:
            draw_index(surface, placed.card, rect)
        if show_face and not placed.face_up and zone not in scene.game.private_zones(scene.session.state):
            draw_back_corner(sprites, surface, placed.card, image.get_rect(center=rect.center), width)


def draw_back_corner(sprites, surface: pygame.Surface, card: str, rect: pygame.Rect, width: int) -> None:
    """A card whose face only this viewer sees, lying face down on the table (one they
    laid there themselves): its back, small, in its lower corner says the others see
    the back alone."""
    small = sprites.back(card, max(8, width // 3))
    corner = small.get_rect(bottomright=(rect.right - max(2, width // 20), rect.bottom - max(2, width // 20)))
    pygame.draw.rect(surface, theme.TEXT, corner.inflate(2, 2), width=1)
    surface.blit(small, corner)


def badge_rect(words: str, centre: tuple[int, int], px: int) -> pygame.Rect:
    rect = pygame.Rect(0, 0, max(px + 10, theme.words_width(words, px, "Bold") + 12), px + 8)
    rect.center = centre
    return rect


def draw_badge(surface: pygame.Surface, words: str, centre: tuple[int, int], px: int,
               fill=(30, 24, 40)) -> None:
    rect = badge_rect(words, centre, px)
    pygame.draw.rect(surface, fill, rect, border_radius=rect.height // 2)
    pygame.draw.rect(surface, theme.ACCENT, rect, width=1, border_radius=rect.height // 2)
    theme.text(surface, words, rect.center, px, theme.TEXT, "Bold", "center")
