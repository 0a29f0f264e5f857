"""The eight pieces players choose from, as shapes the table draws (``tarot_table.shapes``):
each distinct by its outline as well as by the player's colour."""
from __future__ import annotations

import math

from tarot_table.shapes import Circle, Ellipse, Line, Polygon, TokenShape

GEM = ((0, -1.25), (0.8, -0.2), (0.45, 1), (-0.45, 1), (-0.8, -0.2))
LOBE = 0.55
HEART_GROWN = ((-0.98 - 1 / 6, -0.1), (0.98 + 1 / 6, -0.1), (0, 1.05 + 1.4 / 6))   # the heart and its ink edge
HEART = ((-0.98, -0.1), (0.98, -0.1), (0, 1.05))
PEBBLE = (2.3, 1.6)


def _ribs() -> tuple[Line, ...]:
    """The shell's ribs, fanning up from near its hinge."""
    ribs = []
    for angle in (-60, -30, 0, 30, 60):
        a = math.radians(angle - 90)
        ribs.append(Line((0, 0.6), (math.cos(a) * 0.95, 0.25 + math.sin(a) * 0.95), "dark:0.45", width=8))
    return tuple(ribs)


TOKEN_SHAPES = (
    TokenShape("crystal", (Polygon(GEM, "colour"), Polygon(((0, -1.25), (0.8, -0.2), (0, 0)), "light:0.45"),
                           Line((0, -1.25), (0, 1), "light:0.7"), Polygon(GEM, "ink", edge=6))),
    TokenShape("coin", (Circle(0, 0, 1, "dark:0.25"), Circle(0, 0, 0.72, "light:0.3"),
                        Circle(0, 0, 0.72, "dark:0.3", edge=7), Circle(0, 0, 1, "ink", edge=6))),
    TokenShape("charm", (   # an inked edge first, so a charm shows on a box of its own colour
        Circle(-LOBE * 0.8, -LOBE * 0.4, LOBE, "ink", grow=6), Circle(LOBE * 0.8, -LOBE * 0.4, LOBE, "ink", grow=6),
        Polygon(HEART_GROWN, "ink"),
        Circle(-LOBE * 0.8, -LOBE * 0.4, LOBE, "colour"), Circle(LOBE * 0.8, -LOBE * 0.4, LOBE, "colour"),
        Polygon(HEART, "colour"),
        Circle(-LOBE * 0.9, -LOBE * 0.6, LOBE * 0.3, "light:0.6"),
        Line((0, -1.2), (0, -0.75), "ink", width=6))),
    TokenShape("pebble", (Ellipse(0, 0, *PEBBLE, "dark:0.15"), Ellipse(-1 / 3, -0.25, 1.15, 0.8, "light:0.35"),
                          Ellipse(0, 0, *PEBBLE, "ink", edge=6))),
    TokenShape("shell", (Circle(0, 0.25, 1, "colour"), Polygon(((-0.35, 0.25), (0.35, 0.25), (0, 1)), "colour"),
                         *_ribs())),
    TokenShape("key", (Circle(-0.5, 0, 0.55, "colour"), Circle(-0.5, 0, 0.55, "ink", edge=6),
                       Circle(-0.5, 0, 0.18, (30, 30, 30)),
                       Line((0, 0), (1.1, 0), "colour", width=3, least=2),
                       Line((0.8, 0), (0.8, 0.5), "colour", width=3, least=2),
                       Line((1.05, 0), (1.05, 0.4), "colour", width=3, least=2))),
    TokenShape("acorn", (Ellipse(0, 0.45, 1.5, 1.7, "colour"), Ellipse(0, 0.45, 1.5, 1.7, "ink", edge=7),
                         Ellipse(0, -0.45, 1.9, 0.9, (120, 84, 50)), Ellipse(0, -0.45, 1.9, 0.9, "ink", edge=7),
                         Line((0, -0.9), (0.2, -1.3), "ink", width=5))),
    TokenShape("button", (Circle(0, 0, 1, "colour"), Circle(0, 0, 0.75, "dark:0.3", edge=8),
                          *(Circle(dx * 0.28, dy * 0.28, 0.16, (30, 24, 20)) for dx, dy in ((-1, -1), (1, -1),
                                                                                            (-1, 1), (1, 1))),
                          Circle(0, 0, 1, "ink", edge=6))),
)
TOKEN_STYLES = tuple(shape.name for shape in TOKEN_SHAPES)
