"""The tarot deck's four suits as a card's index shows them: each suit's colour and its
mark, a shape declared as data (``tarot_table.shapes``) that the table draws. The table
itself names no suit: it asks here by the suit a card's facts give."""
from __future__ import annotations

import math
from dataclasses import dataclass

from tarot_table.shapes import Circle, Line, Polygon, TokenShape


@dataclass(frozen=True)
class SuitMark:
    colour: tuple[int, int, int]
    shape: TokenShape   # drawn in a square box, its half-width a unit


LEAF = (70, 140, 60)
STAR = tuple((math.sin(math.radians(a)) * 0.75, -math.cos(math.radians(a)) * 0.75) for a in range(0, 720, 144))

SUIT_MARKS = {
    "cups": SuitMark((40, 90, 170), TokenShape("cup", (
        Polygon(((-1, -1), (1, -1), (0.36, 0.1), (-0.36, 0.1)), "colour"),
        Line((0, 0), (0, 0.95), "colour", width=3),
        Line((-0.56, 0.95), (0.56, 0.95), "colour", width=3)))),
    "wands": SuitMark((160, 90, 30), TokenShape("wand", (
        Line((-0.9, 0.9), (0.9, -0.9), "colour", width=2, least=2),
        Circle(-0.02, 0.34, 0.15, LEAF), Circle(0.68, -0.36, 0.15, LEAF)))),
    "swords": SuitMark((80, 84, 100), TokenShape("sword", (
        Polygon(((0, -1), (0.4, -0.5), (0.3, 0.32), (-0.3, 0.32), (-0.4, -0.5)), "colour"),
        Line((-0.9, 0.32), (0.9, 0.32), "colour", width=2, least=2),
        Line((0, 0.32), (0, 0.9), "colour", width=2, least=2)))),
    "pentacles": SuitMark((184, 134, 16), TokenShape("pentacle", (
        Circle(0, 0, 1, "colour", edge=4), Polygon(STAR, "colour", edge=5)))),
}
