"""Where the deck and the spread positions sit on the reading table."""
from __future__ import annotations

from tarot_table.layout import CARD_RATIO, Layout, Spot
from tarot_table.games.reading.spreads import SPREADS

GAP = 0.35
DECK_HELP = "Drag a card from here to a position."


def _row(spread: str) -> Layout:
    positions = SPREADS[spread]
    spots = [Spot("deck", "Deck", 0.3, 0.5, count=True, help=DECK_HELP)]
    for i, pos in enumerate(positions):
        spots.append(Spot(pos.zone, pos.title, 2.0 + i * (1 + GAP * 2), 0.5, help=pos.meaning))
    width = 2.0 + len(positions) * (1 + GAP * 2) - GAP + 0.3
    return Layout(width, 0.5 + CARD_RATIO + 0.5, tuple(spots))


def _celtic_cross() -> Layout:
    """The cross on the left, the staff of four rising on the right, labels beside
    the staff so its cards can sit close."""
    h = CARD_RATIO
    row = h + 0.55                                # a card and room for its label below
    cross_x, staff_x, staff_gap = 4.2, 8.6, 0.18
    staff_h = 4 * h + 3 * staff_gap
    cross_top = 0.3 + (staff_h - (2 * row + h)) / 2
    mid_y = cross_top + row
    names = {p.zone: p for p in SPREADS["celtic-cross"]}

    def spot(zone: str, x: float, y: float, **kind) -> Spot:
        pos = names[zone]
        return Spot(zone, pos.title, x, y, help=pos.meaning, **kind)

    staff = [spot(f"pos{7 + i}", staff_x, 0.3 + (3 - i) * (h + staff_gap), label_right=True)
             for i in range(4)]
    spots = (
        Spot("deck", "Deck", 0.3, mid_y, count=True, help=DECK_HELP),
        spot("pos1", cross_x, mid_y),
        spot("pos2", cross_x, mid_y, turned=True),
        spot("pos3", cross_x, mid_y + row),
        spot("pos4", cross_x - 1 - GAP - 0.9, mid_y),
        spot("pos5", cross_x, cross_top),
        spot("pos6", cross_x + 1 + GAP + 1.05, mid_y),
        *staff,
    )
    return Layout(staff_x + 2.5, 0.3 + staff_h, spots)


def reading_layout(spread: str) -> Layout:
    return _celtic_cross() if spread == "celtic-cross" else _row(spread)
