"""Where a game's zones sit on the table, as plain data (no pygame).

Positions are measured in card widths from the table's top-left corner, so a
layout says nothing about pixels: the engine scales the whole table to the window.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from tarot_table.shapes import TokenShape, hash_once

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
    # the help is about reading the place or taking a card from it, not laying a card on it:
    # said once the pointer has rested on the place as its tip waits (zone_tips.rested_on),
    # never under a dragged card; a card dragged or the pointer swept across such places
    # redrew the status bar at each (Queens of Fate's Arcana rows, a hand)
    help_resting_only: bool = False
    scale: float = 1.0                     # its cards are drawn this much larger (a card on show)
    # (left, width) in card widths from the spot's left edge: the label is centred in this
    # box instead of under the card, and cut short with an ellipsis to fit it (width 0: no box)
    label_box: tuple[float, float] = (0.0, 0.0)
    short_label: str = ""   # said instead of the label where its box is too narrow for it (before "…")
    # shorter still, said only where the label and its short form both spill past the box at
    # the smallest type ("Swords Arc. 0/1" in the lesson at 1024x700, 150% text)
    least_label: str = ""
    index: bool = False   # its face-up cards show their numeral and suit at the top left (a tight fan)
    # a column's label stands at least this far (card widths) below its top: the columns of
    # a row, fanned to different depths, keep their labels in line (0: just under its last card)
    label_depth: float = 0.0
    # the place named in the keys' words and aloud where its label alone does not say whose
    # or what it is ("Blanche's Talent" under the label "Talent", "Judge 9" under "9")
    spoken: str = ""


@dataclass(frozen=True)
class Space:
    """One numbered space of a board, centred at (x, y) in card widths. Its kind is
    "plain", "start" or "finish", which every board knows, or one its board gives a
    SpaceStyle."""

    number: int
    x: float
    y: float
    kind: str = "plain"
    label: str = ""     # shown instead of the number when set ("Start")
    tall: float = 1.0   # its height in space widths: a Start box taller than a space holds many tokens


@dataclass(frozen=True)
class SpaceStyle:
    """How a board's spaces of one kind look: their fill (two fills alternate row by
    row), the colour of the arrows of links of that kind, whether bars are drawn
    across them (a space that holds tokens in), and its edge ("plain", "double" or
    "dashed"), which tells the kinds apart without their colours."""

    kind: str
    fills: tuple[tuple[int, int, int], ...]
    arrow: tuple[int, int, int] | None = None
    barred: bool = False
    edge: str = "plain"


@dataclass(frozen=True)
class Link:
    """An arrow from one space to another, drawn between them; its kind may name a
    SpaceStyle for its colour."""

    src: int
    dst: int
    kind: str


BOARD_ZONE = "board"   # the zone a game's why_not is asked about when a board's space is clicked


@dataclass(frozen=True)
class Board:
    """Spaces a game's tokens stand on, laid out in card widths like the spots."""

    spaces: tuple[Space, ...]
    links: tuple[Link, ...] = ()
    size: float = 0.6    # a space's width, in card widths
    styles: tuple[SpaceStyle, ...] = ()   # the board's own kinds of space, beyond plain, start and finish
    token_shapes: tuple[TokenShape, ...] = ()   # the shapes its pieces take, by name (Token.style)

    __hash__ = hash_once   # a key of board_draw's picture of the board, asked for each frame that draws it

    def style(self, kind: str) -> SpaceStyle | None:
        return next((style for style in self.styles if style.kind == kind), None)

    def token_shape(self, name: str) -> TokenShape | None:
        return next((shape for shape in self.token_shapes if shape.name == name), None)

    def space(self, number: int) -> Space:
        for space in self.spaces:
            if space.number == number:
                return space
        raise KeyError(number)


@dataclass(frozen=True)
class Token:
    """A player's piece on a board. ``style`` names one of its board's ``token_shapes``
    (a plain disc when the board declares none by that name); ``locked`` draws jail bars over it
    (the rules' "lock" and "unlock" events close and open them)."""

    id: str
    space: int
    style: str
    colour: tuple[int, int, int]
    label: str = ""
    locked: bool = False
    beside: tuple[float, float] | None = None   # a second picture of it, off the board (by its owner's cards)


CAPTION_LINE_STEP = 1.25   # a caption's line of room, in its size (a layout leaves room below for more lines)


@dataclass(frozen=True)
class Caption:
    """A line of text on the table, left-aligned at (x, y), ``size`` card widths high."""

    text: str
    x: float
    y: float
    size: float = 0.2
    strong: bool = False
    width: float = 0.0   # longest it may run, in card widths, cut short with an ellipsis (0: no limit)
    tail: str = ""       # words after ``text`` never cut: a cut falls in ``text`` (a name before its state)
    short_tail: str = ""  # fewer words for ``tail``, taken where the caption would otherwise be cut
    lines: int = 1       # most lines it may take within ``width``, wrapped (then set smaller) before it is cut
    height: float = 0.0  # room for those lines, card widths down from the top of the first (0: ``lines``
                         # lines at ``size``, each CAPTION_LINE_STEP times its size); the first centred on ``y``
    most: float = 0.0    # how large (card widths) it may grow with the text size, set smaller where its
                         # room will not hold it whole (0: as far as the layout's ``words_most``)
    step: float = 0.0    # card widths from one wrapped line to the next, ``lines`` of them always held
                         # (0: each line its font's height, as many as ``height`` holds)
    lead: int = 0        # its first so many letters drawn strong, the rest not (a draw's card, then what it did)


@dataclass(frozen=True)
class Telling:
    """One way of telling a thing in a ``Recap``, and how many of its first letters are
    drawn strong."""

    words: str
    lead: int = 0


@dataclass(frozen=True)
class Recap:
    """Things told one under another from (x, y) down (what was played since the reader's
    own turn, say), in at most ``lines`` lines ``step`` card widths apart and ``width``
    wide, each thing by the tellings it may have, longest first. The table, which knows
    how many lines each telling wraps to in the window at hand, starts every thing at its
    shortest telling, then lets each in ``served`` order take its next longer one that the
    lines left hold, round after round (where even the shortest do not all fit, each gets
    an even share, the spare lines to the first served), and sets each thing right under
    the one before (``table/recap.py``)."""

    things: tuple[tuple[Telling, ...], ...]
    x: float
    y: float
    width: float
    lines: int
    step: float
    size: float = 0.2
    served: tuple[int, ...] = ()   # the things by their number, first served first (none: the latest first)


@dataclass(frozen=True)
class Layout:
    width: float
    height: float
    spots: tuple[Spot, ...]
    board: Board | None = None
    captions: tuple[Caption, ...] = ()
    # Other arrangements of the same places (more columns, say); the table uses
    # whichever gives the largest cards in the window at hand.
    alternatives: tuple["Layout", ...] = ()
    # The captions name the game's options in play, so the top bar does not name them again.
    names_options: bool = False
    # How large (card widths) the places' labels and the captions may grow with the text
    # size, where the layout leaves them that room (0: as far as every layout leaves,
    # theme.TABLE_WORDS_MOST)
    words_most: float = 0.0
    # The labels of the places on one row (one height) set at one size, the largest at
    # which each fits its box, rather than each as large as it fits: grown with the text
    # size, a row read "Wands Queen" small beside "Cups Queen" large
    even_rows: bool = False
    # things told one under another, laid as captions by the table in the window at hand
    recap: Recap | None = None

    def spot(self, zone: str) -> Spot:
        return self._spots_by_zone[zone]

    def find(self, zone: str | None) -> Spot | None:
        """The spot of ``zone``, or None where this layout has no such place."""
        return self._spots_by_zone.get(zone)

    @cached_property
    def _spots_by_zone(self) -> dict[str, Spot]:
        """The spots by zone, looked up many times a frame; the first of a zone wins."""
        found: dict[str, Spot] = {}
        for spot in self.spots:
            found.setdefault(spot.zone, spot)
        return found


def own_hand(state, seat: int) -> bool:
    """Whether ``seat``'s hand is that of the one person at this screen (the other seats
    bots, or people at screens of their own at a network table): labelled "Your hand"."""
    return state.seats[seat].is_human and sum(s.is_human for s in state.seats) == 1
