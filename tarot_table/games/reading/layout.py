"""Where the deck and a spread's positions sit on the reading table: the spread's
own places (card centres in card widths), shifted so the deck fits on the left."""
from __future__ import annotations

from tarot_table.layout import CARD_RATIO, Caption, Layout, Spot

DECK_HELP = "Drag a card from here to a position."
DECK_X = 0.3
FIRST_X = 2.0          # the spread's leftmost card edge
QUESTION_Y = 0.28     # the question's line, above the spread (house decision 12)
QUESTION_SIZE = 0.2
TOP = 0.7
LABEL_RIGHT_ROOM = 2.2  # card widths kept for a label beside a card
BOTTOM_ROOM = 0.5
CROSSING_DROP = 0.45   # card widths a crossing card lies below the card it crosses


def reading_layout(positions, question: str = "") -> Layout:
    boxes = [p.box() for p in positions]
    dx = FIRST_X - min(b[0] for b in boxes)
    dy = TOP - min(b[1] for b in boxes)
    spots = []
    for pos in positions:
        top = pos.y + dy + _drop(pos, positions) - CARD_RATIO / 2
        spots.append(Spot(pos.zone, pos.title, pos.x + dx - 0.5, top,
                          turned=pos.rotation == 90, label_right=pos.label == "right",
                          help=f"{pos.title}: {pos.meaning}."))
    right = max(b[2] + dx + (LABEL_RIGHT_ROOM if p.label == "right" or p.rotation == 90 else 0)
                for p, b in zip(positions, boxes))
    bottom = max(b[3] + _drop(p, positions) for p, b in zip(positions, boxes)) + dy
    deck_y = (TOP + bottom) / 2 - CARD_RATIO / 2
    deck = Spot("deck", "Deck", DECK_X, deck_y, count=True, help=DECK_HELP)
    width = right + 0.3
    asked = (Caption(f"\u201c{question}\u201d", DECK_X, QUESTION_Y, QUESTION_SIZE, strong=True,
                     width=width - 2 * DECK_X),) if question else ()
    return Layout(width, bottom + BOTTOM_ROOM, (deck, *spots), captions=asked)


def _drop(pos, positions) -> float:
    """A card laid across an upright one at the same place (the Celtic Cross's Challenge)
    lies a little lower than the card it crosses, so the covered card's upper half, with
    its number and most of its picture, stays in sight (house decision 11)."""
    crosses = pos.rotation == 90 and any(
        other.rotation == 0 and abs(other.x - pos.x) < 0.5 and abs(other.y - pos.y) < 0.5
        for other in positions)
    return CROSSING_DROP if crosses else 0.0
