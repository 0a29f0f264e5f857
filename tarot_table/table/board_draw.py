"""A layout's board and the tokens on it: drawing them, and walking tokens along
the spaces when the rules report a "walk" or "slide" event.

Nothing here knows a game: a board is numbered spaces of a few kinds with arrows
between some of them, and a token is a small drawn piece standing on a space.
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass

import pygame

from tarot_table.layout import Board, Token
from tarot_table.table import theme

STEP_S = 0.11         # one space of a walk
SLIDE_S = 0.45        # a glide along an arrow
SPACE_COLOURS = {
    "plain": ((236, 226, 200), (222, 208, 176)),   # alternate rows
    "start": ((236, 196, 96),) * 2,
    "finish": ((244, 204, 92),) * 2,
    "jump": ((126, 196, 132),) * 2,
    "dump": ((214, 122, 100),) * 2,
    "jail": ((150, 150, 160),) * 2,
}
LINK_COLOURS = {"jump": (40, 140, 70), "dump": (176, 56, 40)}
INK = (46, 36, 28)
BOARD_BACK = (60, 44, 34)


@dataclass
class TokenMove:
    path: tuple[int, ...]
    began: float
    slide: bool

    @property
    def duration(self) -> float:
        return SLIDE_S if self.slide else STEP_S * max(1, len(self.path) - 1)


class TokenAnimator:
    """Queued walks and slides, one queue per token, played one after another."""

    def __init__(self) -> None:
        self.moves: dict[str, list[TokenMove]] = {}

    def add(self, events) -> None:
        now = time.monotonic()
        for event in events:
            if event.kind not in ("walk", "slide") or not event.token or len(event.path) < 2:
                continue
            queue = self.moves.setdefault(event.token, [])
            start = max([now] + [m.began + m.duration for m in queue])
            queue.append(TokenMove(tuple(event.path), start, event.kind == "slide"))

    def clear(self) -> None:
        self.moves.clear()

    def busy(self) -> bool:
        now = time.monotonic()
        for token in list(self.moves):
            self.moves[token] = [m for m in self.moves[token] if now < m.began + m.duration]
            if not self.moves[token]:
                del self.moves[token]
        return bool(self.moves)

    def place(self, token: str, board: Board) -> tuple[float, float, float] | None:
        """Where a moving token is now, in card widths, and how high it hops; None
        when it stands still on its space."""
        now = time.monotonic()
        queue = self.moves.get(token)
        if not queue:
            return None
        current = next((m for m in queue if now < m.began + m.duration), None)
        if current is None:
            return None
        if now < current.began:   # waiting for an earlier move: it stands where that one starts
            space = board.space(current.path[0])
            return space.x, space.y, 0.0
        t = (now - current.began) / current.duration
        if current.slide:
            a, b = board.space(current.path[0]), board.space(current.path[-1])
            ease = 1 - (1 - t) ** 2
            return a.x + (b.x - a.x) * ease, a.y + (b.y - a.y) * ease, 0.0
        steps = len(current.path) - 1
        index = min(steps - 1, int(t * steps))
        part = t * steps - index
        a, b = board.space(current.path[index]), board.space(current.path[index + 1])
        return a.x + (b.x - a.x) * part, a.y + (b.y - a.y) * part, math.sin(part * math.pi)


def draw_board_layer(scene, surface: pygame.Surface) -> None:
    """The layout's captions, and its board with the tokens on it, if it has one."""
    layout = scene.geometry.layout
    for caption in layout.captions:
        px = max(theme.MIN_TEXT_PX, round(caption.size * scene.geometry.unit))
        words = caption.text
        if caption.width:
            words = theme.ellipsize(words, px, round(caption.width * scene.geometry.unit), "Semibold")
        theme.text(surface, words, _centre(scene.geometry, caption.x, caption.y), px,
                   theme.ACCENT if caption.strong else theme.TEXT, "Semibold", "midleft")
    board = layout.board
    if board is None:
        return
    draw_board(surface, scene.geometry, board)
    moves = getattr(scene, "token_moves", None) or TokenAnimator()
    draw_tokens(surface, scene.geometry, board, scene.game.tokens(scene.session.state), moves)


def _centre(geometry, x: float, y: float) -> tuple[int, int]:
    return (round(geometry.origin[0] + x * geometry.unit), round(geometry.origin[1] + y * geometry.unit))


def draw_board(surface: pygame.Surface, geometry, board: Board) -> None:
    unit = geometry.unit
    side = max(8, round(board.size * unit))
    xs = [s.x for s in board.spaces]
    ys = [s.y for s in board.spaces]
    left, top = _centre(geometry, min(xs), min(ys))
    right, bottom = _centre(geometry, max(xs), max(ys))
    frame = pygame.Rect(left - side, top - side, right - left + 2 * side, bottom - top + 2 * side)
    pygame.draw.rect(surface, BOARD_BACK, frame.inflate(-side // 3, -side // 3), border_radius=side // 3)
    px = max(theme.MIN_TEXT_PX, int(side * 0.42))
    for space in board.spaces:
        _space(surface, geometry, space, side, px)
    for link in board.links:
        _arrow(surface, _centre(geometry, board.space(link.src).x, board.space(link.src).y),
               _centre(geometry, board.space(link.dst).x, board.space(link.dst).y),
               LINK_COLOURS.get(link.kind, INK), max(3, side // 6))


def _space(surface, geometry, space, side: int, px: int) -> None:
    centre = _centre(geometry, space.x, space.y)
    rect = pygame.Rect(0, 0, side, side)
    rect.center = centre
    shades = SPACE_COLOURS.get(space.kind, SPACE_COLOURS["plain"])
    row = round(space.y * 10)
    fill = shades[(row // 7) % 2] if space.kind == "plain" else shades[0]
    if space.kind == "start":
        rect.width = int(side * 1.0)
    pygame.draw.rect(surface, fill, rect, border_radius=max(3, side // 6))
    pygame.draw.rect(surface, INK, rect, width=1, border_radius=max(3, side // 6))
    if space.kind == "jail":
        for i in range(1, 4):
            x = rect.left + rect.width * i // 4
            pygame.draw.line(surface, (70, 70, 80), (x, rect.top + 2), (x, rect.bottom - 3), max(1, side // 14))
    words = space.label or str(space.number)
    if space.kind in ("jump", "dump"):   # the number in a corner leaves room for the arrow
        theme.text(surface, words, (rect.left + 3, rect.top + 1), max(theme.MIN_TEXT_PX, int(px * 0.8)),
                   INK, "Bold")
    else:
        size = px if not space.label else max(theme.MIN_TEXT_PX, int(px * 0.62))
        theme.text(surface, words, centre, size, INK, "Bold", "center")


def _arrow(surface, start, end, colour, width: int) -> None:
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    head = width * 3.2
    tip = (end[0] - ux * width * 1.5, end[1] - uy * width * 1.5)
    base = (tip[0] - ux * head, tip[1] - uy * head)
    begin = (start[0] + ux * width * 1.5, start[1] + uy * width * 1.5)
    shadow = (0, 0, 0)
    pygame.draw.line(surface, shadow, _shift(begin), _shift(base), width + 2)
    pygame.draw.line(surface, colour, begin, base, width)
    wing = (-uy * head * 0.6, ux * head * 0.6)
    points = [tip, (base[0] + wing[0], base[1] + wing[1]), (base[0] - wing[0], base[1] - wing[1])]
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, shadow, points, width=1)


def _shift(point):
    return point[0] + 1, point[1] + 1


# ---- tokens -------------------------------------------------------------------------------------
def draw_tokens(surface: pygame.Surface, geometry, board: Board, tokens: list[Token],
                animator: TokenAnimator) -> None:
    side = max(8, round(board.size * geometry.unit))
    radius = max(5, round(side * 0.24))
    sharing: dict[int, list[Token]] = {}
    for token in tokens:
        sharing.setdefault(token.space, []).append(token)
    for token in tokens:
        moving = animator.place(token.id, board)
        if moving is None:
            space = board.space(token.space)
            crowd = sharing[token.space]
            dx, dy = _crowd_offset(crowd.index(token), len(crowd))
            centre = _centre(geometry, space.x + dx * board.size, space.y + dy * board.size)
            hop = 0.0
        else:
            centre = _centre(geometry, moving[0], moving[1])
            hop = moving[2]
        lifted = (centre[0], centre[1] - round(hop * side * 0.5))
        pygame.draw.ellipse(surface, (0, 0, 0, 90),
                            pygame.Rect(centre[0] - radius, centre[1] + radius // 2, radius * 2, radius))
        draw_token(surface, token.style, token.colour, lifted, radius)
        if token.locked and moving is None:
            _bars(surface, lifted, radius)
        if token.beside is not None:
            draw_token(surface, token.style, token.colour, _centre(geometry, *token.beside), radius)


def _crowd_offset(index: int, count: int) -> tuple[float, float]:
    """Where the index-th of ``count`` tokens on one space stands, in space widths."""
    if count == 1:
        return 0.0, 0.0
    angle = 2 * math.pi * index / count - math.pi / 2
    spread = 0.22 if count <= 3 else 0.27
    return math.cos(angle) * spread, math.sin(angle) * spread


def _bars(surface, centre, radius: int) -> None:
    width = max(2, radius // 4)
    for i in (-1, 0, 1):
        x = centre[0] + i * radius * 0.7
        pygame.draw.line(surface, (40, 40, 48), (x, centre[1] - radius * 1.3), (x, centre[1] + radius * 1.1),
                         width)
    pygame.draw.line(surface, (40, 40, 48), (centre[0] - radius * 1.1, centre[1] - radius * 1.3),
                     (centre[0] + radius * 1.1, centre[1] - radius * 1.3), width)


def _lighter(colour, amount: float = 0.45):
    return tuple(min(255, round(c + (255 - c) * amount)) for c in colour)


def _darker(colour, amount: float = 0.45):
    return tuple(round(c * (1 - amount)) for c in colour)


def draw_token(surface: pygame.Surface, style: str, colour, centre, radius: int) -> None:
    """One piece, drawn from shapes; unknown styles are drawn as a plain disc."""
    painter = TOKEN_PAINTERS.get(style, _disc)
    painter(surface, colour, centre, radius)


def _disc(surface, colour, centre, r):
    pygame.draw.circle(surface, colour, centre, r)
    pygame.draw.circle(surface, INK, centre, r, max(1, r // 6))


def _crystal(surface, colour, c, r):
    x, y = c
    points = [(x, y - r * 1.25), (x + r * 0.8, y - r * 0.2), (x + r * 0.45, y + r), (x - r * 0.45, y + r),
              (x - r * 0.8, y - r * 0.2)]
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, _lighter(colour), [(x, y - r * 1.25), (x + r * 0.8, y - r * 0.2), (x, y)])
    pygame.draw.line(surface, _lighter(colour, 0.7), (x, y - r * 1.25), (x, y + r), 1)
    pygame.draw.polygon(surface, INK, points, max(1, r // 6))


def _coin(surface, colour, c, r):
    pygame.draw.circle(surface, _darker(colour, 0.25), c, r)
    pygame.draw.circle(surface, _lighter(colour, 0.3), c, round(r * 0.72))
    pygame.draw.circle(surface, _darker(colour, 0.3), c, round(r * 0.72), max(1, r // 7))
    pygame.draw.circle(surface, INK, c, r, max(1, r // 6))


def _charm(surface, colour, c, r):
    x, y = c
    lobe = r * 0.55
    pygame.draw.circle(surface, colour, (round(x - lobe * 0.8), round(y - lobe * 0.4)), round(lobe))
    pygame.draw.circle(surface, colour, (round(x + lobe * 0.8), round(y - lobe * 0.4)), round(lobe))
    pygame.draw.polygon(surface, colour, [(x - r * 0.98, y - r * 0.1), (x + r * 0.98, y - r * 0.1), (x, y + r * 1.05)])
    pygame.draw.circle(surface, _lighter(colour, 0.6), (round(x - lobe * 0.9), round(y - lobe * 0.6)),
                       max(1, round(lobe * 0.3)))
    pygame.draw.line(surface, INK, (x, y - r * 1.2), (x, y - r * 0.75), max(1, r // 6))


def _pebble(surface, colour, c, r):
    rect = pygame.Rect(0, 0, round(r * 2.3), round(r * 1.6))
    rect.center = c
    pygame.draw.ellipse(surface, _darker(colour, 0.15), rect)
    highlight = rect.inflate(-rect.width // 2, -rect.height // 2).move(-r // 3, -r // 4)
    pygame.draw.ellipse(surface, _lighter(colour, 0.35), highlight)
    pygame.draw.ellipse(surface, INK, rect, max(1, r // 6))


def _shell(surface, colour, c, r):
    x, y = c
    pygame.draw.circle(surface, colour, (x, y + r // 4), r, draw_bottom_left=False, draw_bottom_right=False)
    pygame.draw.polygon(surface, colour, [(x - r * 0.35, y + r * 0.25), (x + r * 0.35, y + r * 0.25), (x, y + r)])
    for angle in (-60, -30, 0, 30, 60):
        a = math.radians(angle - 90)
        pygame.draw.line(surface, _darker(colour), (x, y + r * 0.6),
                         (x + math.cos(a) * r * 0.95, y + r // 4 + math.sin(a) * r * 0.95), max(1, r // 8))


def _key(surface, colour, c, r):
    x, y = c
    pygame.draw.circle(surface, colour, (round(x - r * 0.5), y), round(r * 0.55))
    pygame.draw.circle(surface, INK, (round(x - r * 0.5), y), round(r * 0.55), max(1, r // 6))
    pygame.draw.circle(surface, (30, 30, 30), (round(x - r * 0.5), y), max(1, round(r * 0.18)))
    width = max(2, r // 3)
    pygame.draw.line(surface, colour, (x, y), (x + r * 1.1, y), width)
    pygame.draw.line(surface, colour, (x + r * 0.8, y), (x + r * 0.8, y + r * 0.5), width)
    pygame.draw.line(surface, colour, (x + r * 1.05, y), (x + r * 1.05, y + r * 0.4), width)


def _acorn(surface, colour, c, r):
    x, y = c
    body = pygame.Rect(0, 0, round(r * 1.5), round(r * 1.7))
    body.midtop = (x, round(y - r * 0.4))
    pygame.draw.ellipse(surface, colour, body)
    pygame.draw.ellipse(surface, INK, body, max(1, r // 7))
    cap = pygame.Rect(0, 0, round(r * 1.9), round(r * 0.9))
    cap.center = (x, round(y - r * 0.45))
    pygame.draw.ellipse(surface, (120, 84, 50), cap)
    pygame.draw.ellipse(surface, INK, cap, max(1, r // 7))
    pygame.draw.line(surface, INK, (x, cap.top), (x + r * 0.2, cap.top - r * 0.4), max(1, r // 5))


def _button(surface, colour, c, r):
    pygame.draw.circle(surface, colour, c, r)
    pygame.draw.circle(surface, _darker(colour, 0.3), c, round(r * 0.75), max(1, r // 8))
    hole = max(1, round(r * 0.16))
    for dx, dy in ((-1, -1), (1, -1), (-1, 1), (1, 1)):
        pygame.draw.circle(surface, (30, 24, 20), (round(c[0] + dx * r * 0.28), round(c[1] + dy * r * 0.28)), hole)
    pygame.draw.circle(surface, INK, c, r, max(1, r // 6))


TOKEN_PAINTERS = {"crystal": _crystal, "coin": _coin, "charm": _charm, "pebble": _pebble, "shell": _shell,
                  "key": _key, "acorn": _acorn, "button": _button}
