"""Draws the shapes games and decks declare as data (``tarot_table.shapes``): a board's
pieces, a suit's mark. Nothing here knows which game or which suit."""
from __future__ import annotations

import pygame

from tarot_table.shapes import Circle, Ellipse, Polygon, TokenShape


def draw_shape(surface: pygame.Surface, shape: TokenShape, colour, centre, radius: int, ink) -> None:
    """A shape declared as data (``tarot_table.shapes``), its parts painted in ``colour``,
    tints of it, ``ink`` or their own colours, ``radius`` pixels to a unit."""
    x, y = centre
    for part in shape.parts:
        paint = _paint(part.paint, colour, ink)
        if isinstance(part, Circle):
            size = max(1, round(part.r * radius)) + (_width(radius, part.grow, part.least) if part.grow else 0)
            pygame.draw.circle(surface, paint, (round(x + part.x * radius), round(y + part.y * radius)), size,
                               _width(radius, part.edge, part.least))
        elif isinstance(part, Ellipse):
            box = pygame.Rect(0, 0, round(part.width * radius), round(part.height * radius))
            box.center = (round(x + part.x * radius), round(y + part.y * radius))
            pygame.draw.ellipse(surface, paint, box, _width(radius, part.edge, part.least))
        elif isinstance(part, Polygon):
            pygame.draw.polygon(surface, paint, [(x + px * radius, y + py * radius) for px, py in part.points],
                                _width(radius, part.edge, part.least))
        else:
            (ax, ay), (bx, by) = part.start, part.end
            pygame.draw.line(surface, paint, (x + ax * radius, y + ay * radius), (x + bx * radius, y + by * radius),
                             _width(radius, part.width, part.least) or 1)


def _width(radius: int, divisor: int, least: int) -> int:
    """A line ``radius // divisor`` wide, ``least`` at the thinnest; 0 (filled) without a divisor."""
    return max(least, int(radius // divisor)) if divisor else 0


def _paint(paint, colour, ink):
    if paint == "colour":
        return colour
    if paint == "ink":
        return ink
    if isinstance(paint, tuple):
        return paint
    tint, amount = paint.split(":")
    return lighter(colour, float(amount)) if tint == "light" else darker(colour, float(amount))


def lighter(colour, amount: float = 0.45):
    return tuple([min(255, round(c + (255 - c) * amount)) for c in colour])   # a list: a generator's every step is a call


def darker(colour, amount: float = 0.45):
    return tuple([round(c * (1 - amount)) for c in colour])
