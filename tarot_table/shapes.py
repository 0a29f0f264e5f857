"""Pictures as data (no pygame): a token's shape is a few circles, ellipses, polygons and
lines, measured in radii from its centre, each painted in the piece's own colour, a
lighter or darker tint of it, the table's ink, or a fixed colour. A game declares the
shapes its pieces take (``layout.Board.token_shapes``); the table draws any of them.

Line widths are the radius divided by a whole number (``edge``, ``width``), never less
than ``least`` pixels, so a piece keeps its look at every size."""
from __future__ import annotations

from dataclasses import dataclass, fields

# How a part is painted: "colour" (the piece's), "ink", "light:0.45" or "dark:0.3" (that
# share of the way to white or to black), or a fixed (r, g, b).
Paint = str | tuple[int, int, int]


@dataclass(frozen=True)
class Circle:
    x: float
    y: float
    r: float
    paint: Paint
    edge: int = 0        # 0: filled; else drawn as a ring radius // edge wide
    grow: int = 0        # the radius grows by radius // grow (an outline behind a part)
    least: int = 1


@dataclass(frozen=True)
class Ellipse:
    x: float             # its centre
    y: float
    width: float
    height: float
    paint: Paint
    edge: int = 0
    least: int = 1


@dataclass(frozen=True)
class Polygon:
    points: tuple[tuple[float, float], ...]
    paint: Paint
    edge: int = 0
    least: int = 1


@dataclass(frozen=True)
class Line:
    start: tuple[float, float]
    end: tuple[float, float]
    paint: Paint
    width: int = 0       # radius // width wide (0: one pixel)
    least: int = 1


Part = Circle | Ellipse | Polygon | Line


def hash_once(item) -> int:
    """A frozen dataclass's hash, worked out from its fields on first use and kept on it.
    The table keys its board's picture and its pieces' sizes by a board and a shape in
    the frames that draw them, and a dataclass's own hash works every field's out again
    each time (a board: its spaces, links, styles and shapes, each a dataclass). A class
    sets ``__hash__ = hash_once`` in its body (``dataclass`` keeps a hash the class
    defines); its fields never change (frozen), so neither does the hash."""
    kept = item.__dict__.get("_hash")
    if kept is None:
        kept = hash(tuple(getattr(item, f.name) for f in fields(item) if f.compare))
        object.__setattr__(item, "_hash", kept)
    return kept


@dataclass(frozen=True)
class TokenShape:
    """A piece's shape by name (``layout.Token.style`` names it)."""

    name: str
    parts: tuple[Part, ...]

    __hash__ = hash_once   # a key of board_draw.token_extent for each piece drawn


# The piece every board knows: a disc with an inked edge (a token whose style its board
# does not declare is drawn so).
DISC = TokenShape("disc", (Circle(0, 0, 1, "colour"), Circle(0, 0, 1, "ink", edge=6)))
