"""The spreads a reader can lay, position by position."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Position:
    zone: str
    title: str
    meaning: str


SPREADS: dict[str, tuple[Position, ...]] = {
    "one-card": (
        Position("pos1", "The card", "the heart of the question"),
    ),
    "three-cards": (
        Position("pos1", "Past", "what led here"),
        Position("pos2", "Present", "where things stand"),
        Position("pos3", "Future", "where things are heading"),
    ),
    "celtic-cross": (
        Position("pos1", "Present", "the situation as it is"),
        Position("pos2", "Challenge", "what crosses the situation"),
        Position("pos3", "Foundation", "what lies beneath it"),
        Position("pos4", "Recent past", "what is passing away"),
        Position("pos5", "Crown", "the best that can come of it"),
        Position("pos6", "Near future", "what comes next"),
        Position("pos7", "Self", "the querent's own stance"),
        Position("pos8", "Surroundings", "the people and places around"),
        Position("pos9", "Hopes and fears", "what is wished for or dreaded"),
        Position("pos10", "Outcome", "where it all leads"),
    ),
}
