"""Where a game's zones sit on the table, as plain data (no pygame).

Positions are measured in card widths from the table's top-left corner, so a
layout says nothing about pixels: the engine scales the whole table to the window.
"""
from __future__ import annotations

from dataclasses import dataclass

CARD_RATIO = 1.75  # card height in card widths (close to the 11:19 deck standard)


@dataclass(frozen=True)
class Spot:
    zone: str
    label: str
    x: float
    y: float
    fan: tuple[float, float] = (0.0, 0.0)  # offset of each next card, in card widths
    turned: bool = False                   # the card lies across, turned a quarter
    count: bool = False                    # show how many cards the zone holds
    label_right: bool = False              # label beside the card instead of below it
    help: str = ""                         # a line about the zone, for tooltips


@dataclass(frozen=True)
class Layout:
    width: float
    height: float
    spots: tuple[Spot, ...]

    def spot(self, zone: str) -> Spot:
        for spot in self.spots:
            if spot.zone == zone:
                return spot
        raise KeyError(zone)
