"""A layout's board and the tokens on it: drawing them, and walking tokens along
the spaces when the rules report a "walk" or "slide" event.

Nothing here knows a game: a board is numbered spaces of a few kinds with arrows
between some of them, and a token is a small drawn piece standing on a space.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, replace
from functools import lru_cache

import pygame

from tarot_table.clock import Clock
from tarot_table.layout import CAPTION_LINE_STEP, Board, Caption, SpaceStyle, Token
from tarot_table.shapes import DISC, TokenShape
from tarot_table.table.shape_draw import draw_shape
from tarot_table.table import theme

STEP_S = 0.11         # one space of a walk
SLIDE_S = 0.45        # a glide along an arrow
BARS_S = 0.35         # jail bars closing or opening
TOKEN_RADIUS = 0.24   # a lone token's radius, in space widths
NUMBER_BAND = 0.34    # the top of a space kept for its number when tokens stand on it, in space widths
BORDER_CLEAR = 2      # pixels a standing token keeps inside its space: the edge line and one more
SHADOW_DEPTH = 1.5    # how far below its centre a standing token's shadow reaches, in radii
ARROW_ALPHA = 190     # arrows let the spaces under them show through a little
# The kinds of space every board knows; a board adds its own (Board.styles).
COMMON_STYLES = {style.kind: style for style in (
    SpaceStyle("plain", ((236, 226, 200), (222, 208, 176))),   # rows alternate
    SpaceStyle("start", ((236, 196, 96),)),
    SpaceStyle("finish", ((244, 204, 92),)),
)}
EDGE_CUES = {"plain": "a plain edge and its number", "double": "a double edge", "dashed": "a dashed edge"}
INK = (46, 36, 28)
BOARD_BACK = (60, 44, 34)


@dataclass
class TokenMove:
    kind: str             # "walk", "slide", "lock" or "unlock", as the rules' event said
    path: tuple[int, ...]
    began: float

    @property
    def duration(self) -> float:
        if self.kind == "walk":
            return STEP_S * max(1, len(self.path) - 1)
        return BARS_S if self.kind in ("lock", "unlock") else SLIDE_S


@dataclass
class Pose:
    """How a token is drawn at a moment: standing on ``space`` (among the others
    there), or between spaces at (x, y) in card widths, hopping ``hop`` (0 to 1) high;
    ``bars`` is how far its jail bars are closed (0 to 1), None for none."""

    space: int | None
    x: float = 0.0
    y: float = 0.0
    hop: float = 0.0
    bars: float | None = None


class TokenAnimator:
    """Queued walks, slides and jail bars, one queue per token, played one after another."""

    def __init__(self, clock: Clock) -> None:
        self.clock = clock
        self.moves: dict[str, list[TokenMove]] = {}

    def add(self, events) -> None:
        now = self.clock.now()
        for event in events:
            if event.kind not in TOKEN_EVENTS or not event.token or len(event.path) < TOKEN_EVENTS[event.kind]:
                continue
            queue = self.moves.setdefault(event.token, [])
            start = max([now] + [m.began + m.duration for m in queue])
            queue.append(TokenMove(event.kind, tuple(event.path), start))

    def clear(self) -> None:
        self.moves.clear()

    def busy(self) -> bool:
        now = self.clock.now()
        for token in list(self.moves):
            self.moves[token] = [m for m in self.moves[token] if now < m.began + m.duration]
            if not self.moves[token]:
                del self.moves[token]
        return bool(self.moves)

    def pose(self, token: str, board: Board) -> Pose | None:
        """Where a token is drawn now; None when it has nothing left to play and stands
        on its own space."""
        now = self.clock.now()
        current = next((m for m in self.moves.get(token, ()) if now < m.began + m.duration), None)
        if current is None:
            return None
        if now < current.began:   # waiting for an earlier move: it stands where this one starts
            return Pose(current.path[0])
        t = (now - current.began) / current.duration
        if current.kind == "lock":
            return Pose(current.path[0], bars=t)
        if current.kind == "unlock":
            return Pose(current.path[0], bars=1.0 - t)
        if current.kind == "slide":
            a, b = board.space(current.path[0]), board.space(current.path[-1])
            ease = 1 - (1 - t) ** 2
            return Pose(None, a.x + (b.x - a.x) * ease, a.y + (b.y - a.y) * ease)
        steps = len(current.path) - 1
        index = min(steps - 1, int(t * steps))
        part = t * steps - index
        a, b = board.space(current.path[index]), board.space(current.path[index + 1])
        return Pose(None, a.x + (b.x - a.x) * part, a.y + (b.y - a.y) * part, math.sin(part * math.pi))


TOKEN_EVENTS = {"walk": 2, "slide": 2, "lock": 1, "unlock": 1}   # each kind, and the spaces its path needs


def draw_board_layer(scene, surface: pygame.Surface, captions: bool = True,
                     small_words: bool = True) -> list[pygame.Rect]:
    """The layout's captions (unless told not to), and its board with the tokens on it, if
    it has one. Without ``small_words`` (a table drawn small), words whose size at this scale
    is under the smallest readable one are left out rather than set larger than their room.
    Gives where the captions' words went."""
    layout = scene.geometry.layout
    drawn = []
    for caption in layout.captions if captions else ():
        if not small_words and round(caption.size * scene.geometry.unit) < theme.MIN_TEXT_PX:
            continue
        colour = theme.ACCENT if caption.strong else theme.TEXT
        px, placed = placed_caption(scene.geometry, caption)
        if caption.lead:
            drawn.extend(_drawn_with_lead(surface, caption.lead, px, placed))
        else:
            drawn.extend(theme.text(surface, line, at, px, colour, "Semibold", "midleft") for line, at in placed)
    board = layout.board
    if board is None:
        return drawn
    moves = getattr(scene, "token_moves", None) or TokenAnimator(scene.app.clock)
    tokens = scene.game.board.tokens(scene.session.state) if scene.game.board else []
    if not surface.get_clip().colliderect(_spaces_reach(board, scene.geometry.unit, scene.geometry.origin)):
        for token in tokens:   # a part of the table redrawn away from the board (a card set apart or back)
            _draw_beside(surface, scene.geometry, board, token)
        return drawn
    poses = {token.id: moves.pose(token.id, board) for token in tokens}
    occupied = {token.space if pose is None else pose.space for token, pose in zip(tokens, poses.values())}
    occupied.discard(None)   # a token between spaces
    numbers = draw_board(surface, scene.geometry, board, occupied, small_words)
    draw_tokens(surface, scene.geometry, board, tokens, poses, numbers)
    return drawn


@lru_cache(maxsize=2)
def _spaces_reach(board: Board, unit: float, origin: tuple[float, float]) -> pygame.Rect:
    """Where the board and the tokens on it may draw, where the window lays it out: its
    spaces and two spaces' widths round them (a token hopping between spaces, its
    shadow, a piece reaching past its radius); a token's second picture off the board
    (``Token.beside``) is drawn anywhere."""
    geometry = _Scale(unit, origin)
    side = max(8, round(board.size * unit))
    rects = [space_rect(geometry, board, space) for space in board.spaces]
    return rects[0].unionall(rects[1:]).inflate(4 * side, 4 * side)


def placed_caption(geometry, caption: Caption) -> tuple[int, list[tuple[str, tuple[int, int]]]]:
    """A caption as ``_placed`` places it, with its short tail where the whole would be
    cut and the short one is not ("Bartholomew · out" rather than "Bartholomew · out (Death…")."""
    px, placed = _placed(geometry, caption)
    if caption.short_tail and _cut(caption, placed):
        shorter = replace(caption, tail=caption.short_tail, short_tail="")
        px_short, placed_short = _placed(geometry, shorter)
        if not _cut(shorter, placed_short):
            return px_short, placed_short
    return px, placed


def _cut(caption: Caption, placed: list[tuple[str, tuple[int, int]]]) -> bool:
    return " ".join(line for line, _ in placed).split() != (caption.text + caption.tail).split()


def _placed(geometry, caption: Caption) -> tuple[int, list[tuple[str, tuple[int, int]]]]:
    """A caption's size in pixels and each of its lines with the middle of its left end:
    one line cut short with "…" to its width, or up to ``caption.lines`` lines wrapped
    (then set smaller, down to the smallest readable size) in the room the layout left
    them (``caption.height``), the last cut only when even that does not hold them. Grown
    with the text size as far as the caption or the layout lets its words grow
    (``Caption.most``, ``Layout.words_most``) and they still show whole in their room;
    else at their own size."""
    grown, natural = caption_sizes(caption, geometry.unit, geometry.layout.words_most)
    if grown > natural:
        if caption.width and caption.lines < 2:
            whole = caption.text + caption.tail
            grown = max(natural, theme.largest_fitting(whole, grown, round(caption.width * geometry.unit), "Semibold"))
        px, placed = _placed_at(geometry, caption, grown)
        if not _cut(caption, placed) or grown == natural:
            return px, placed
    return _placed_at(geometry, caption, natural)


def caption_sizes(caption: Caption, unit: float, words_most: float) -> tuple[int, int]:
    """The sizes in pixels ``_placed`` tries a caption at, cards ``unit`` pixels wide: grown
    with the text size as far as it may grow (``Caption.most``, else the layout's
    ``words_most``), and its own."""
    natural = max(theme.MIN_TEXT_PX, round(caption.size * unit))
    most = caption.most or words_most
    return (min(round(natural * theme.text_size()), round(most * unit)) if most else natural), natural


def _placed_at(geometry, caption: Caption, px: int) -> tuple[int, list[tuple[str, tuple[int, int]]]]:
    """``_placed`` at the size ``px``."""
    x, y = _centre(geometry, caption.x, caption.y)
    if not caption.width:
        return px, [(caption.text + caption.tail, (x, y))]
    width = round(caption.width * geometry.unit)
    if caption.lines < 2:
        return px, [(theme.ellipsize_before(caption.text, caption.tail, px, width, "Semibold"), (x, y))]
    if caption.step:
        return _stepped(caption, px, width, (x, y), round(caption.step * geometry.unit))
    room = round((caption.height or caption.lines * CAPTION_LINE_STEP * caption.size) * geometry.unit)
    lines, size = theme.fit_lines(caption.text + caption.tail, px, width, room, most=caption.lines,
                                  weight="Semibold", close=False)
    step = theme.line_height(size, "Semibold", close=False)
    first = y - (theme.line_height(px, "Semibold", close=False) - step) // 2   # the top stays where one line's is
    return size, [(line, (x, first + i * step)) for i, line in enumerate(lines)]


def _stepped(caption: Caption, px: int, width: int, at: tuple[int, int], step: int) -> tuple[int, list]:
    """A caption's lines ``step`` pixels apart, wrapped to its whole width at ``px``, or set
    smaller where ``caption.lines`` lines do not hold it (and cut only where even the
    smallest size does not)."""
    whole = caption.text + caption.tail
    lines, size = theme.wrap(whole, px, width, "Semibold"), px
    if len(lines) > caption.lines or any(theme.words_width(line, px, "Semibold") > width for line in lines):
        room = caption.lines * theme.line_height(px, "Semibold", close=False)
        lines, size = theme.fit_lines(whole, px, width, room, most=caption.lines, weight="Semibold", close=False)
    return size, [(line, (at[0], at[1] + i * step)) for i, line in enumerate(lines)]


def _drawn_with_lead(surface: pygame.Surface, lead: int, px: int, placed) -> list[pygame.Rect]:
    """A caption's lines, its first ``lead`` letters (counted through its lines, a space
    between two) in the accent colour and the rest in the usual one: where each line went."""
    rects = []
    for line, (x, y) in placed:
        strong, plain = line[:max(0, lead)], line[max(0, lead):]
        parts = [theme.text(surface, strong, (x, y), px, theme.ACCENT, "Semibold", "midleft")] if strong else []
        if plain.strip():
            left = x + (theme.words_width(strong, px, "Semibold") if strong else 0)
            parts.append(theme.text(surface, plain, (left, y), px, theme.TEXT, "Semibold", "midleft"))
        rects.append(parts[0].unionall(parts[1:]))
        lead -= len(line) + 1
    return rects


def cut_caption_under(geometry, pos: tuple[int, int]) -> str:
    """The whole words of a caption drawn cut short, when ``pos`` is on it; else ""."""
    for whole, rects in _cut_captions(geometry) if geometry else ():
        if any(rect.collidepoint(pos) for rect in rects):
            return whole
    return ""


def _cut_captions(geometry) -> list[tuple[str, list[pygame.Rect]]]:
    """The captions drawn cut short, each with its whole words and where its lines lie:
    worked out once a layout's geometry and text size, not twice a frame as the status
    bar asks what lies under the pointer (Lucky You!'s fourteen captions placed twice
    were a third of a frame's bars)."""
    size = theme.text_size()
    if geometry.cut_captions is None or geometry.cut_captions[0] != size:
        found = []
        for caption in geometry.layout.captions:
            px, placed = placed_caption(geometry, caption)
            shown = " ".join(line for line, _ in placed)
            whole = caption.text + caption.tail
            if shown.split() == whole.split():
                continue   # (a short tail shown reads whole under the pointer)
            f = theme.font(px, "Semibold")
            found.append((whole, [pygame.Rect(at[0], at[1] - px // 2 - 2, f.size(line)[0], px + 4)
                                  for line, at in placed]))
        geometry.cut_captions = (size, found)
    return geometry.cut_captions[1]


def _centre(geometry, x: float, y: float) -> tuple[int, int]:
    return (round(geometry.origin[0] + x * geometry.unit), round(geometry.origin[1] + y * geometry.unit))


def space_rect(geometry, board: Board, space) -> pygame.Rect:
    side = max(8, round(board.size * geometry.unit))
    rect = pygame.Rect(0, 0, side, round(side * space.tall))
    rect.center = _centre(geometry, space.x, space.y)
    return rect


def draw_board(surface: pygame.Surface, geometry, board: Board, occupied=frozenset(),
               small_words: bool = True) -> dict[int, pygame.Rect]:
    """The spaces, the arrows between them, then the numbers over both, so an arrow
    never hides one. A space holding tokens shows its number in a corner; gives the
    ink of those numbers, which its tokens keep clear of."""
    picture, topleft, numbers = _board_picture(board, geometry.unit, geometry.origin, frozenset(occupied),
                                               small_words)
    surface.blit(picture, topleft)
    return numbers


def forget_board_pictures() -> None:
    """Let go of the boards drawn and kept (1.3 MB for Lucky You! at 1920x1080): a
    table left for a page keeps no pictures."""
    _board_picture.cache_clear()


@lru_cache(maxsize=2)   # the board as it stands, and as it stands while a token walks
def _board_picture(board: Board, unit: float, origin: tuple[float, float],
                   occupied: frozenset[int], small_words: bool = True) -> tuple:
    """The board drawn once on its own see-through surface, where it goes, and the ink
    of the numbers of the spaces holding tokens, in the window: it only changes when a
    token comes to or leaves a space, or the window is resized."""
    geometry = _Scale(unit, origin)
    rects = {space.number: space_rect(geometry, board, space) for space in board.spaces}
    side = max(8, round(board.size * unit))
    back = rects[board.spaces[0].number].unionall(list(rects.values())).inflate(side * 2 // 3, side * 2 // 3)
    picture = pygame.Surface(back.size, pygame.SRCALPHA)
    corners = _draw_board_at(picture, board, {n: r.move(-back.x, -back.y) for n, r in rects.items()}, side,
                             occupied, small_words)
    px = _number_px(side)
    numbers = {space.number: number_rect(space, rects[space.number], px, corner)
               for space, corner in corners.items() if space.number in occupied}
    return picture, back.topleft, numbers


@dataclass(frozen=True)
class _Scale:
    """What ``space_rect`` needs of a geometry."""

    unit: float
    origin: tuple[float, float]


def _draw_board_at(surface: pygame.Surface, board: Board, rects: dict, side: int, occupied,
                   small_words: bool = True) -> dict:
    """Draws the board; gives where each number went (none when too small to draw)."""
    pygame.draw.rect(surface, BOARD_BACK, surface.get_rect(), border_radius=side // 3)
    for space in board.spaces:
        _space(surface, space, style_of(board, space.kind), rects[space.number], side)
    arrows = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    for link in board.links:
        _arrow(arrows, rects[link.src], rects[link.dst], style_of(board, link.kind).arrow or INK, _arrow_width(side))
    surface.blit(arrows, (0, 0))
    if not small_words and int(side * 0.42) < theme.MIN_TEXT_PX:
        return {}   # numbers this small could only be drawn over each other
    px = _number_px(side)
    corners = number_corners(board, rects, occupied, px, side)
    for space, corner in corners.items():
        _number(surface, space, rects[space.number], px, corner)
    return corners


def _number_px(side: int) -> int:
    return max(theme.MIN_TEXT_PX, int(side * 0.42))


CORNERS = ("topleft", "topright", "bottomleft", "bottomright")


def number_corners(board: Board, rects, occupied, px: int, side: int) -> dict:
    """Where each space's number goes: in the middle, or in a corner (the corner an
    arrow leaves from points away from, the top ones above tokens, a bottom one below
    them when arrows cross both top ones), or failing that the first place no arrow
    crosses, so no arrow runs over a number."""
    away = _number_corners(board, rects)
    arrows = [arrow_shape(rects[link.src], rects[link.dst], _arrow_width(side)) for link in board.links]
    reaches = [_paint_bounds(arrow) for arrow in arrows]
    places = {}
    for space in board.spaces:
        crowded = space.number in occupied
        first = away.get(space.number) or ("topleft" if crowded or space.label else None)
        if space.label:
            places[space] = first
            continue
        candidates = [first, *(c for c in (CORNERS if crowded else (None, *CORNERS)) if c != first)]
        rect = rects[space.number]
        boxes = [number_rect(space, rect, px, c) for c in candidates]
        region = boxes[0].unionall(boxes[1:])
        near = [a for a, reach in zip(arrows, reaches) if reach.colliderect(region)]   # the others clear every box
        clearance = [min((_clearance(box, a) for a in near), default=1.0) for box in boxes]
        fits = [c for c, room in zip(candidates, clearance) if room > 0]
        places[space] = fits[0] if fits else candidates[clearance.index(max(clearance))]
    return places


def number_rect(space, rect: pygame.Rect, px: int, corner: str | None) -> pygame.Rect:
    """The ink of a space's number where ``_number`` draws it."""
    words = space.label or str(space.number)
    size = px if corner is None else max(theme.MIN_TEXT_PX, int(px * 0.78))
    font = theme.font(size, "Bold")
    box = pygame.Rect((0, 0), font.size(words))
    inset = max(2, rect.width // 14)
    if corner is None:
        box.center = rect.center
    elif space.label:   # across the top, or up its side, as ``_number`` draws a name
        if _name_turned(space, rect, size):
            return _turned_ink(font, words, (rect.centerx - box.height // 2, rect.top + inset))
        box.midtop = (rect.centerx, rect.top + inset)
    else:
        x = rect.left + inset if corner.endswith("left") else rect.right - inset
        setattr(box, corner, (x, rect.top if corner.startswith("top") else rect.bottom))
    glyphs = [m for m in font.metrics(words) if m]
    top = box.top + font.get_ascent() - max(m[3] for m in glyphs)
    bottom = box.top + font.get_ascent() - min(m[2] for m in glyphs)
    return pygame.Rect(box.left, top, box.width, bottom - top)


def _turned_ink(font, words: str, topleft: tuple[int, int]) -> pygame.Rect:
    """The ink of a name written up a box's side from ``topleft``: its letters' rows
    across, the whole run of the name along."""
    glyphs = [m for m in font.metrics(words) if m]
    width, height = font.size(words)
    left = topleft[0] + font.get_ascent() - max(m[3] for m in glyphs)
    right = topleft[0] + font.get_ascent() - min(m[2] for m in glyphs)
    return pygame.Rect(left, topleft[1], right - left, width)


@dataclass(frozen=True)
class ArrowShape:
    """An arrow as drawn: its shaft from ``begin`` to ``base`` (``shaft`` thick, its
    shadow included), its head a triangle from ``base`` to ``tip``."""

    begin: tuple[float, float]
    base: tuple[float, float]
    tip: tuple[float, float]
    shaft: float


def _arrow_width(side: int) -> int:
    return max(3, side // 6)


def arrow_shape(src: pygame.Rect, dst: pygame.Rect, width: int) -> ArrowShape:
    """From the middle of ``src`` to the edge of ``dst``, so the head leaves its number in sight."""
    start, end = src.center, dst.center
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    to_edge = min(dst.width / 2 / abs(ux) if ux else math.inf, dst.height / 2 / abs(uy) if uy else math.inf)
    head = width * 3.2
    tip = (end[0] - ux * (to_edge - 1), end[1] - uy * (to_edge - 1))
    base = (tip[0] - ux * head, tip[1] - uy * head)
    begin = (start[0] + ux * width * 1.5, start[1] + uy * width * 1.5)
    return ArrowShape(begin, base, tip, width + 3)


def _clearance(box: pygame.Rect, arrow: ArrowShape) -> float:
    """How far ``box`` stays from the arrow's paint (0 or less: the arrow runs over it)."""
    head = _head_points(arrow)
    if _inside(box.center, head) or any(box.collidepoint(p) for p in head):
        return -1.0
    edges = min(_distance(box, head[i - 1], head[i]) for i in range(3))
    return min(_distance(box, arrow.begin, arrow.base) - arrow.shaft / 2, edges)


def _paint_bounds(arrow: ArrowShape) -> pygame.Rect:
    """A rectangle holding all of the arrow's paint with room to spare: a box outside it
    has a clearance above 0 from the arrow."""
    points = [arrow.begin, arrow.base, *_head_points(arrow)]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    margin = math.ceil(arrow.shaft / 2) + 2
    left, top = math.floor(min(xs)) - margin, math.floor(min(ys)) - margin
    return pygame.Rect(left, top, math.ceil(max(xs)) + margin - left, math.ceil(max(ys)) + margin - top)


def _head_points(arrow: ArrowShape) -> list[tuple[float, float]]:
    tip, base = arrow.tip, arrow.base
    wing = (-(tip[1] - base[1]) * 0.6, (tip[0] - base[0]) * 0.6)
    return [tip, (base[0] + wing[0], base[1] + wing[1]), (base[0] - wing[0], base[1] - wing[1])]


def _inside(point, triangle) -> bool:
    signs = [(b[0] - a[0]) * (point[1] - a[1]) - (b[1] - a[1]) * (point[0] - a[0])
             for a, b in zip(triangle, triangle[1:] + triangle[:1])]
    return all(s >= 0 for s in signs) or all(s <= 0 for s in signs)


def _distance(box: pygame.Rect, a, b) -> float:
    """How far the segment from ``a`` to ``b`` passes from ``box`` (0 when it crosses it)."""
    if box.clipline(a, b):
        return 0.0
    corners = (box.topleft, box.topright, box.bottomleft, box.bottomright)
    return min(min(_to_segment(c, a, b) for c in corners),
               min(math.hypot(max(box.left - p[0], 0, p[0] - box.right), max(box.top - p[1], 0, p[1] - box.bottom))
                   for p in (a, b)))


def _to_segment(p, a, b) -> float:
    dx, dy = b[0] - a[0], b[1] - a[1]
    span = dx * dx + dy * dy
    t = 0.0 if not span else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / span))
    return math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)


def style_of(board: Board, kind: str) -> SpaceStyle:
    """The look of a kind of space: the board's own, else the common one, else plain."""
    return board.style(kind) or COMMON_STYLES.get(kind) or COMMON_STYLES["plain"]


def _space(surface, space, style: SpaceStyle, rect: pygame.Rect, side: int) -> None:
    row = round(space.y * 10)
    fill = style.fills[(row // 7) % len(style.fills)]
    pygame.draw.rect(surface, fill, rect, border_radius=max(3, side // 6))
    pygame.draw.rect(surface, INK, rect, width=1, border_radius=max(3, side // 6))
    _space_edge(surface, style.edge, rect, side)
    if style.barred:
        for i in range(1, 4):
            x = rect.left + rect.width * i // 4
            pygame.draw.line(surface, (70, 70, 80), (x, rect.top + 2), (x, rect.bottom - 3), max(1, side // 14))


def _space_edge(surface, edge: str, rect: pygame.Rect, side: int) -> None:
    """A kind of space told by its edge as well as its colour (EDGE_CUES)."""
    width = max(1, side // 16)
    inner = rect.inflate(-3 * width - 2, -3 * width - 2)
    if edge == "double":
        pygame.draw.rect(surface, INK, inner, width=width, border_radius=max(2, side // 8))
    elif edge == "dashed":
        dash = max(3, side // 8)
        for x in range(inner.left, inner.right - dash // 2, 2 * dash):
            for y in (inner.top, inner.bottom - width):
                pygame.draw.rect(surface, INK, (x, y, min(dash, inner.right - x), width))
        for y in range(inner.top, inner.bottom - dash // 2, 2 * dash):
            for x in (inner.left, inner.right - width):
                pygame.draw.rect(surface, INK, (x, y, width, min(dash, inner.bottom - y)))


def _number_corners(board: Board, rects) -> dict[int, str]:
    """A space an arrow leaves from shows its number in the corner the arrow points away from."""
    corners = {}
    for link in board.links:
        a, b = rects[link.src].center, rects[link.dst].center
        vertical = "top" if b[1] >= a[1] else "bottom"
        horizontal = "left" if b[0] >= a[0] else "right"
        corners[link.src] = vertical + horizontal
    return corners


def _number(surface, space, rect: pygame.Rect, px: int, corner: str | None) -> None:
    words = space.label or str(space.number)
    if corner is None:
        _mark(surface, words, rect.center, px, "center")
        return
    small = max(theme.MIN_TEXT_PX, int(px * 0.78))
    inset = max(2, rect.width // 14)
    if space.label:   # a named box (the Start) shows its name across its top, or up it when narrower
        if _name_turned(space, rect, small):
            name = pygame.transform.rotate(theme.rendered(words, small, INK, "Bold"), 90)
            surface.blit(name, name.get_rect(midtop=(rect.centerx, rect.top + inset)))
        else:
            _mark(surface, words, (rect.centerx, rect.top + inset), small, "midtop")
        return
    x = rect.left + inset if corner.endswith("left") else rect.right - inset
    y = rect.top if corner.startswith("top") else rect.bottom
    _mark(surface, words, (x, y), small, corner)


def _mark(surface, words: str, pos: tuple[int, int], px: int, anchor: str) -> None:
    """A space's number or name: ink printed on the board, part of its picture like a
    card's index, so high contrast sets it on no black ground of its own (dark ink on
    black could not be read; on the light space it stands out in every palette)."""
    written = theme.rendered(words, px, INK, "Bold")
    surface.blit(written, written.get_rect(**{anchor: pos}))


def _name_turned(space, rect: pygame.Rect, px: int) -> bool:
    """A tall named box too narrow for its name across it (large text, a small window)
    writes the name up its side: cut, it would read "Star"."""
    width, height = theme.font(px, "Bold").size(space.label)
    inset = max(2, rect.width // 14)
    return width > rect.width - 2 * inset and rect.height > rect.width and width <= rect.height - 2 * inset


def _arrow(surface, src: pygame.Rect, dst: pygame.Rect, colour, width: int) -> None:
    shape = arrow_shape(src, dst, width)
    begin, base, tip = shape.begin, shape.base, shape.tip
    shadow = (0, 0, 0, 150)
    paint = (*colour, ARROW_ALPHA)
    pygame.draw.line(surface, shadow, _shift(begin), _shift(base), width + 2)
    pygame.draw.line(surface, paint, begin, base, width)
    points = _head_points(shape)
    pygame.draw.polygon(surface, paint, points)
    pygame.draw.polygon(surface, shadow, points, width=1)


def _shift(point):
    return point[0] + 1, point[1] + 1


# ---- tokens -------------------------------------------------------------------------------------
def draw_tokens(surface: pygame.Surface, geometry, board: Board, tokens: list[Token],
                poses: dict[str, Pose | None] | None = None, numbers: dict[int, pygame.Rect] | None = None) -> None:
    """Tokens standing on a space share it, laid out clear of its number (``numbers``,
    the ink of each, where drawn) so each is seen; moving ones are drawn where their
    walk or slide has got to."""
    poses = poses or {}
    side = max(8, round(board.size * geometry.unit))
    standing: dict[int, list[Token]] = {}
    for token in tokens:
        pose = poses.get(token.id)
        if pose is None or pose.space is not None:
            standing.setdefault(token.space if pose is None else pose.space, []).append(token)
    for token in tokens:
        pose = poses.get(token.id)
        bars = (1.0 if token.locked else None) if pose is None else pose.bars
        if pose is not None and pose.space is None:
            centre = _centre(geometry, pose.x, pose.y)
            radius, hop = round(side * TOKEN_RADIUS), pose.hop
        else:
            space = board.space(token.space if pose is None else pose.space)
            crowd = standing[space.number]
            centres, radius = crowd_places(space_rect(geometry, board, space), side, len(crowd),
                                           tuple(board.token_shape(t.style) or DISC for t in crowd),
                                           (numbers or {}).get(space.number))
            centre, hop = centres[crowd.index(token)], 0.0
        lifted = (centre[0], centre[1] - round(hop * side * 0.5))
        shadow = pygame.Rect(centre[0] - radius, centre[1] + radius // 2, radius * 2, radius)
        pygame.draw.ellipse(surface, (0, 0, 0), shadow)
        draw_token(surface, board.token_shape(token.style), token.colour, lifted, radius)
        if bars:
            _bars(surface, lifted, radius, bars)
        _draw_beside(surface, geometry, board, token)


def _draw_beside(surface: pygame.Surface, geometry, board: Board, token: Token) -> None:
    """A token's second picture off the board, if it has one."""
    if token.beside is not None:
        side = max(8, round(board.size * geometry.unit))
        draw_token(surface, board.token_shape(token.style), token.colour, _centre(geometry, *token.beside),
                   round(side * TOKEN_RADIUS))


def crowd_places(rect: pygame.Rect, side: int, count: int, shapes: tuple[TokenShape, ...] = (),
                 number: pygame.Rect | None = None) -> tuple[list[tuple[int, int]], int]:
    """Where ``count`` tokens standing on a space go, and how large they are drawn: a
    grid of equal cells beside the band its number (or name) takes, at the top, or at
    the bottom if ``number`` (its ink) is there, and a little more if the ink reaches
    further (a name written up a narrow box reaches far down); all clear of the box's edge
    line, shadows too; each cell holds the widest and tallest of the ``shapes`` whole, so every
    token shows in full inside the space; none is larger than a lone token."""
    below = number is not None and number.centery > rect.centery
    band = round(side * NUMBER_BAND)
    gap = max(2, side // 20)
    if number is not None:
        band = max(band, rect.bottom - number.top + gap if below else number.bottom + gap - rect.top)
    inside = rect.inflate(-2 * BORDER_CLEAR, -2 * BORDER_CLEAR)   # clear of the box's drawn edge
    grid_left = inside.left
    grid_top = inside.top if below else max(inside.top, rect.top + band)
    grid_bottom = min(inside.bottom, rect.bottom - band) if below else inside.bottom
    width, height = inside.right - grid_left, grid_bottom - grid_top
    left_r, top_r, right_r, bottom_r = (max(e[i] for e in map(token_extent, shapes or (DISC,))) for i in range(4))
    bottom_r = max(bottom_r, SHADOW_DEPTH)

    def fitting(columns: int) -> float:
        rows = -(-count // columns)
        return min(width / columns / (left_r + right_r), height / rows / (top_r + bottom_r))

    columns = max(range(1, count + 1), key=fitting)
    radius = max(3, min(round(side * TOKEN_RADIUS), int(fitting(columns))))
    rows = -(-count // columns)
    cell_w, cell_h = width / columns, height / rows
    first_row = grid_top + (cell_h - (top_r + bottom_r) * radius) / 2 + top_r * radius
    shift = (left_r - right_r) * radius / 2   # a piece wider on one side sits off the cell's middle
    places = []
    for index in range(count):
        row, column = divmod(index, columns)
        in_row = min(columns, count - row * columns)
        left = grid_left + (width - in_row * cell_w) / 2
        places.append((round(left + (column + 0.5) * cell_w + shift), round(first_row + row * cell_h)))
    return places, radius


@lru_cache(maxsize=None)
def token_extent(shape: TokenShape) -> tuple[float, float, float, float]:
    """How far a piece reaches left, up, right and down from its centre, in radii
    (measured by drawing it once)."""
    r = 40
    surface = pygame.Surface((8 * r, 8 * r), pygame.SRCALPHA)
    draw_token(surface, shape, (200, 200, 200), (4 * r, 4 * r), r)
    box = surface.get_bounding_rect()
    return (4 * r - box.left) / r, (4 * r - box.top) / r, (box.right - 4 * r) / r, (box.bottom - 4 * r) / r


def _bars(surface, centre, radius: int, closed: float = 1.0) -> None:
    """A cage over a token; ``closed`` below 1 lets the bars down only part of the way,
    like a portcullis dropping."""
    width = max(2, radius // 4)
    top = centre[1] - radius * 1.3
    bottom = top + (radius * 2.4) * max(0.0, min(1.0, closed))
    for i in (-1, 0, 1):
        x = centre[0] + i * radius * 0.7
        pygame.draw.line(surface, (40, 40, 48), (x, top), (x, bottom), width)
    pygame.draw.line(surface, (40, 40, 48), (centre[0] - radius * 1.1, top), (centre[0] + radius * 1.1, top), width)



def draw_token(surface: pygame.Surface, shape: TokenShape | None, colour, centre, radius: int) -> None:
    """One piece, drawn from the parts of its shape (a plain disc without one)."""
    draw_shape(surface, shape or DISC, colour, centre, radius, INK)
