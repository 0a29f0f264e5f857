"""From a layout in card widths to rectangles in pixels, for one window size."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from tarot_table.layout import CARD_RATIO, Layout, Spot
from tarot_table.table.recap import recap_laid

LABEL_ROOM = 0.32   # card widths kept free below the table for the last row's labels
SMALLEST_CARD = 8.0   # pixels: a table's cards are never narrower, whatever its window
SQUARED_SHOWN = 2   # the cards of a squared pile drawn: its top and the one under it (seen as the top moves)


def first_shown(spot: Spot, count: int) -> int:
    """The index of the first of a place's ``count`` cards that is drawn: all of a fanned
    place's, the top ones of a squared pile's."""
    return 0 if spot.fan != (0.0, 0.0) else max(0, count - SQUARED_SHOWN)


def _unit(layout: Layout, area: pygame.Rect) -> float:
    return min(area.width / layout.width, area.height / (layout.height + LABEL_ROOM))


def fitted_width(unit: float, smallest: float = SMALLEST_CARD) -> float:
    """The card width ``fit`` draws for a room ``unit`` pixels per card width: even (even
    widths keep centring exact), never under ``smallest``."""
    return max(smallest, float(int(unit) // 2 * 2))


@dataclass
class Geometry:
    area: pygame.Rect
    layout: Layout
    unit: float          # pixels per card width
    origin: tuple[float, float]
    # spot_rect's answers by the spot's id, with the spot (kept alive, so no other spot
    # takes its id): a frame asks for the same spots' rectangles over a hundred times
    _spot_rects: dict[int, tuple[Spot, pygame.Rect]] = field(default_factory=dict, init=False, repr=False,
                                                            compare=False)
    # zone_rect's answers by the spot's id and the count, with the spot (as ``_spot_rects``):
    # a frame that redraws a part of the kept table asks for every place's
    _zone_rects: dict[tuple[int, int], tuple[Spot, pygame.Rect]] = field(default_factory=dict, init=False,
                                                                       repr=False, compare=False)
    # the captions drawn cut short and where their lines lie, by the text size (board_draw.cut_caption_under)
    cut_captions: tuple | None = field(default=None, init=False, repr=False, compare=False)
    # each place's band, with the position and the labels they were worked out for (kept_table.zone_bands)
    bands: tuple | None = field(default=None, init=False, repr=False, compare=False)
    # each counted pile's count and where it stands, with what they were worked out for (kept_table._pile_counts)
    pile_counts: tuple | None = field(default=None, init=False, repr=False, compare=False)
    # the labels' size on each row of a layout that sets its rows even, with the size asked (kept_table.rows_px)
    row_label_px: tuple | None = field(default=None, init=False, repr=False, compare=False)

    @classmethod
    def fit(cls, layout: Layout, area: pygame.Rect, smallest: float = SMALLEST_CARD,
            words: bool = True) -> "Geometry":
        """The layout, or the one of its alternatives that gives the largest cards, scaled
        to fill the area, its cards no narrower than ``smallest`` pixels (a table running
        past the area where it is too small for that); its recap laid as captions at the
        current text size (``recap_laid``), unless ``words`` is false (the places alone, as
        a thread other than the window's asks: it measures no words)."""
        layout = max((layout, *layout.alternatives), key=lambda option: _unit(option, area))
        unit = fitted_width(_unit(layout, area), smallest)
        if words:
            layout = recap_laid(layout, unit)
        ox = area.x + (area.width - layout.width * unit) / 2
        oy = area.y + (area.height - (layout.height + LABEL_ROOM) * unit) / 2
        return cls(area, layout, unit, (ox, oy))

    @staticmethod
    def best_unit(layout: Layout, area: pygame.Rect) -> float:
        """How wide, in pixels, ``fit`` would make the cards in ``area``."""
        return max(_unit(option, area) for option in (layout, *layout.alternatives))

    @property
    def card_width(self) -> int:
        return int(self.unit)

    @property
    def card_height(self) -> int:
        return round(self.unit * CARD_RATIO)

    def spot_rect(self, spot: Spot) -> pygame.Rect:
        """Where the first card of a zone lies (lying across for a turned spot); a new
        rectangle each call, which the caller may change."""
        known = self._spot_rects.get(id(spot))
        if known is None or known[0] is not spot:
            known = self._spot_rects[id(spot)] = (spot, self._spot_rect(spot))
        return known[1].copy()

    def _spot_rect(self, spot: Spot) -> pygame.Rect:
        x = self.origin[0] + spot.x * self.unit
        y = self.origin[1] + spot.y * self.unit
        rect = pygame.Rect(round(x), round(y), round(self.card_width * spot.scale),
                           round(self.card_height * spot.scale))
        if spot.turned:
            centre = rect.center
            rect.size = (rect.height, rect.width)
            rect.center = centre
        return rect

    def card_rect(self, spot: Spot, index: int) -> pygame.Rect:
        rect = self.spot_rect(spot)
        return rect.move(round(spot.fan[0] * self.unit * index), round(spot.fan[1] * self.unit * index))

    def zone_rect(self, spot: Spot, count: int) -> pygame.Rect:
        """The whole area a zone's cards cover (at least one card's room); a new rectangle
        each call, which the caller may change."""
        known = self._zone_rects.get((id(spot), count))
        if known is None or known[0] is not spot:
            last = self.card_rect(spot, max(0, count - 1))
            known = self._zone_rects[(id(spot), count)] = (spot, self.spot_rect(spot).union(last))
        return known[1].copy()
