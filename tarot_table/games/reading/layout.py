"""Where the deck and a spread's positions sit on the reading table: the spread's
own places (card centres in card widths), shifted so the deck fits on the left, with
the question's line above them. Where the spread's right-hand part reaches higher than
the rest (the Celtic Cross's staff), the table may take a second arrangement with that
part risen beside the question's line: shorter, so in a wide window the cards grow."""
from __future__ import annotations

from dataclasses import replace

from tarot_table.layout import CAPTION_LINE_STEP, CARD_RATIO, Caption, Layout, Spot

DECK_HELP = "Drag a card from here to a position."
# once every position holds its card, the deck gives this spread no more (play-test round 7:
# its line still said to drag a card from it, and a newcomer tried)
DECK_SPENT_HELP = "Every position holds its card: this spread takes no more from the deck."
DECK_X = 0.3
FIRST_X = 2.0          # the spread's leftmost card edge
QUESTION_Y = 0.2      # the question's first line, above the spread (house decision 12)
QUESTION_SIZE = 0.2
QUESTION_LINES = 3    # a long question wraps to this many lines at most, set smaller in the room kept for it
# the question may grow this large (card widths) with the text size: its first line, centred
# QUESTION_Y below the table's top, stays on the table (at 0.2 it stayed so at 200% text too)
QUESTION_MOST = 0.3
TOP = 0.7
RISEN_TOP = 0.3        # a part of the spread beside the question's line may rise this high
QUESTION_ROOM = 5.0    # card widths the question's line keeps when a part rises beside it
LABEL_RIGHT_ROOM = 2.2  # card widths kept for a label beside a card
LABEL_BELOW_ROOM = 0.5  # below a card whose label lies under it
LABEL_BESIDE_ROOM = 1.25  # free right of a card whose label lies beside it, before the next card
BOTTOM_ROOM = 0.15


def reading_layout(positions, question: str = "", to_do: dict[str, str] | None = None,
                   deck_help: str = DECK_HELP) -> Layout:
    """``to_do``: for a position, what the reader may do there now ("Click the card to
    turn it over."), said after what the position means when the pointer rests on it;
    ``deck_help``: the deck's line."""
    positions = _spaced(positions)
    shift = FIRST_X - min(p.box()[0] for p in positions)
    level = _arranged(positions, question, shift, risen_from=None, to_do=to_do or {}, deck_help=deck_help)
    shortest = min((_arranged(positions, question, shift, risen_from=x, to_do=to_do or {}, deck_help=deck_help)
                    for x in _rise_points(positions, shift)), key=lambda layout: layout.height, default=None)
    if shortest is None or shortest.height > level.height - 0.05:
        return level
    return Layout(level.width, level.height, level.spots, captions=level.captions, alternatives=(shortest,))


def _rise_points(positions, shift: float) -> list[float]:
    """Left edges (on the table) from which a part of the spread could rise, leaving the
    question's line its room."""
    return sorted({p.box()[0] + shift for p in positions if p.box()[0] + shift >= DECK_X + QUESTION_ROOM + 0.2})


def _arranged(positions, question: str, dx: float, risen_from: float | None, to_do: dict[str, str],
              deck_help: str = DECK_HELP) -> Layout:
    """The spread shifted right by ``dx`` and down to leave the question's line free;
    with ``risen_from``, positions from that left edge on rise beside the line instead."""
    boxes = [p.box() for p in positions]
    risen = [risen_from is not None and b[0] + dx >= risen_from for b in boxes]
    dy = max(((RISEN_TOP if up else TOP) - b[1] for b, up in zip(boxes, risen)))
    spots = []
    for pos in positions:
        top = pos.y + dy - CARD_RATIO / 2
        spots.append(Spot(pos.zone, pos.title, pos.x + dx - 0.5, top,
                          turned=pos.rotation == 90, label_right=pos.label == "right",
                          help=f"{pos.title}: {pos.meaning}. {to_do.get(pos.zone, '')}".strip()))
    right = max(b[2] + dx + (LABEL_RIGHT_ROOM if p.label == "right" or p.rotation == 90 else 0)
                for p, b in zip(positions, boxes))
    lowest = max(b[3] for b in boxes)
    labels = max((b[3] + LABEL_BELOW_ROOM for p, b in zip(positions, boxes)
                  if p.label == "below" and p.rotation == 0), default=lowest)
    bottom = max(lowest + BOTTOM_ROOM, labels) + dy
    top = min(b[1] for b in boxes) + dy
    deck_y = (max(TOP, top) + bottom - BOTTOM_ROOM) / 2 - CARD_RATIO / 2
    deck = Spot("deck", "Deck", DECK_X, deck_y, count=True, help=deck_help, help_resting_only=True)
    width = right + 0.3
    line_end = risen_from - 0.2 if risen_from is not None else width - DECK_X
    room = TOP - (QUESTION_Y - QUESTION_SIZE * CAPTION_LINE_STEP / 2)   # down to the spread's top
    asked = (Caption(f"\u201c{question}\u201d", DECK_X, QUESTION_Y, QUESTION_SIZE, strong=True,
                     width=line_end - DECK_X, lines=QUESTION_LINES, height=room, most=QUESTION_MOST),) if question else ()
    return Layout(width, bottom, (deck, *spots), captions=asked)


def _spaced(positions) -> tuple:
    """A card close right of one whose label lies beside it (the Celtic Cross's Near
    future, right of the Challenge) moves right to leave that label its room, unless
    that would bring it onto another card (house decision 14)."""
    spaced = list(positions)
    for beside in positions:
        if beside.label != "right" and beside.rotation != 90:
            continue
        line = beside.y
        for i, other in enumerate(spaced):
            left, top, _, bottom = other.box()
            gap = left - beside.box()[2]
            if other.zone == beside.zone or not top < line < bottom or not 0 <= gap < LABEL_BESIDE_ROOM:
                continue
            moved = replace(other, x=other.x + LABEL_BESIDE_ROOM - gap)
            if not any(_overlap(moved.box(), o.box()) for o in spaced if o.zone != other.zone):
                spaced[i] = moved
    return tuple(spaced)


def _overlap(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]
