"""The judges across the top with the piles at either end, the contestants in columns
below (sash, hand pile, then the four attributes), and the hand of the person playing
now: in the last row's free place when there is one, else along the bottom, or fanned
down a column beside the contestants that runs the table's whole height (the top row
then drawn compact: the judges close to the piles, the reserve small) where a hand of seven
shows three quarters of each card there. The table takes whichever arrangement gives the
largest cards in its window."""
from __future__ import annotations

from dataclasses import replace

from tarot_table.layout import CARD_RATIO, Layout, Spot, own_hand
from tarot_table.wording import short_names
from tarot_table.games.tournament_of_queens.cards import ATTRIBUTES
from tarot_table.games.tournament_of_queens.judging import votes_text
from tarot_table.games.tournament_of_queens.zones import JUDGES, attr, hand, sash

H = CARD_RATIO
STEP = 1.06         # from one card's left edge to the next
TOP = 0.2           # above the judges, for the piles' count marks
ROW_LABEL = 0.42    # room under a row for its labels (a small window's smallest text needs it)
JUDGE_FAN_ROOM = 0.5
STACK_FAN_ROOM = 0.36
FAN = 0.25
GAP = 0.35          # between two contestants side by side, and before the first: a title runs into it
PILE = 0.9          # a rival's hand pile is drawn a little smaller than a card...
SMALL_PILE = 0.6    # ...and smaller still where space is short
PILE_DROP = 0.14    # and lower than the row's top, so its count mark stays in the row
HAND_FAN = STEP     # a hand laid along a row: side by side, cards overlapping only where the room runs short
COLUMN_FAN = 1.4    # a hand fanned down a column: at most this much of each card shows
# ...and at least three quarters of it, in a hand of seven: with only its top half showing
# (four seats at 2560x1440, issue 32 finding 9) the cards could not be read, a row reads better
MIN_COLUMN_FAN = 3 * H / 4
HAND_SIZE = 7       # a hand just after the draw
HAND_LABEL_ROOM = 0.25  # either side of a hand column, for its label
TOP_ROW = 13 * STEP + 0.1   # draw, discards, nine judges, reserve and stage
# Compact, the judges stand closer, the stage is a little smaller, and the reserve takes
# their room: at half a card against the ninth judge its count had covered the pile and run
# into her corner (six seats at 1024x700, play-test finding of 29 November). The row is as
# wide as before, so nothing under it moves.
COMPACT_STEP = 1.04
COMPACT_PILE = 0.7          # the reserve when the top row is drawn compact (the draw pile keeps its size)
COMPACT_STAGE = 0.9
RESERVE_CLEAR = 0.12        # between the ninth judge and the compact reserve
COMPACT_TOP_ROW = (0.1 + 2 * STEP + 8 * COMPACT_STEP + 1 + RESERVE_CLEAR + COMPACT_PILE + (STEP - 1)
                   + COMPACT_STAGE)   # to the stage's right edge
# The compact reserve's label is wider than the pile: it is centred on it, a little under
# the ninth judge's corner and the stage (their labels stand higher, under their cards).
COMPACT_LABEL_BOX = (-0.3, COMPACT_PILE + 0.6)
STAGE_LABEL_BOX = (-(1.25 - COMPACT_STAGE) / 2, 1.25)   # centred on the compact stage
# an attribute's label may spill a little either side of its column, no further (200% text, a small window)
ATTRIBUTE_LABEL_BOX = (-0.13, 1.26)
# spread, the reserve and the stage stand a step apart: each label keeps to its own step
SPREAD_LABEL_BOX = (-(STEP - 1) / 2, STEP)
ROW_HEIGHT = H + STACK_FAN_ROOM + ROW_LABEL
ROWS_TOP = TOP + H + JUDGE_FAN_ROOM + ROW_LABEL
# Beside a hand column cards are smaller, so the smallest text needs a little more room under each row
COLUMN_LABEL_EXTRA = 0.04


def _fan(count: int, room: float) -> tuple[float, float]:
    """Covered cards step down just enough to stay readable, never past ``room``."""
    return (0.0, min(FAN, room / (count - 1)) if count > 1 else FAN)


def wide_hand(state) -> int | None:
    """Whose hand is laid out wide: the person to play, or the next person to play."""
    seats = state.seats
    humans = [i for i, s in enumerate(seats) if s.is_human]
    if state.to_act is None:
        return humans[0] if humans else None
    if not humans or state.to_act in humans:
        return state.to_act
    return min(humans, key=lambda h: (h - state.to_act) % len(seats))


def tournament_layout(game, state) -> Layout:
    """Two columns of contestants with the hand below them (or in the last row's free
    place); other arrangements for the table to take where they give larger cards: the
    hand fanned down a column beside the contestants and the judges, and from three seats
    on three columns of contestants."""
    column = _arrangement(game, state, 2, SMALL_PILE, hand_column=True)
    options = [_arrangement(game, state, 2, PILE), *_longer_columns(state, column), column]
    if len(state.seats) >= 3:
        options.append(_arrangement(game, state, 3, SMALL_PILE))
    options = [option for option in options if option is not None]
    return replace(options[0], alternatives=tuple(options[1:]))


LONGER_COLUMN_STEPS = 24  # how many longer hand columns the table is offered, each a little longer


def _longer_columns(state, column: Layout | None) -> list[Layout]:
    """The hand column run further down than the contestants' rows, longest first, so a
    window with height to spare (a wide table fitted by its width) spreads the hand
    instead of leaving the room empty below: the table takes the longest that keeps its
    cards as large (ties go to the first). Their heights hang on the room alone, not on
    the hand, so the table keeps its place as the hand grows and empties."""
    wide = wide_hand(state)
    if column is None or wide is None:
        return []
    held = column.spot(hand(wide))
    shortest = column.height - TOP - ROW_LABEL
    longest = H + (HAND_SIZE - 1) * COLUMN_FAN
    longer = []
    for k in range(LONGER_COLUMN_STEPS, 0, -1):
        room = shortest + (longest - shortest) * k / LONGER_COLUMN_STEPS
        if room <= shortest:
            break
        spot = replace(held, fan=(0.0, _column_fan(state, wide, room)))
        longer.append(replace(column, height=TOP + room + ROW_LABEL,
                              spots=tuple(spot if s is held else s for s in column.spots)))
    return longer


def _arrangement(game, state, columns: int, pile_scale: float, hand_column: bool = False) -> Layout | None:
    """Contestants in ``columns``; the hand along the bottom or in the last row's free
    place, or with ``hand_column`` fanned down a column beside the contestants from the
    top of the table to the bottom, the top row drawn compact to leave it the room (None
    when even that column is too short for the hand)."""
    players = len(state.seats)
    block = _block_width(pile_scale)
    rows = -(-players // columns)
    contestants_width = columns * (GAP + block)
    extra = COLUMN_LABEL_EXTRA if hand_column else 0.0
    rows_top, row_height = ROWS_TOP + extra, ROW_HEIGHT + extra
    bottom = rows_top + rows * row_height
    wide = wide_hand(state)
    width = max(TOP_ROW, contestants_width)
    gap = GAP
    hand_spot = None
    if hand_column:
        if wide is None:
            return None
        x = max(contestants_width + max(GAP, HAND_LABEL_ROOM), COMPACT_TOP_ROW + 0.1)
        # Where the top row is the wider, the contestants spread under it: their titles get the room
        gap = (x - max(GAP, HAND_LABEL_ROOM)) / columns - block
        step = _column_fan(state, wide, bottom - TOP - ROW_LABEL)
        if step is None:
            return None
        width = x + 1.1   # its label may run a little into the window's margin
        hand_spot = replace(_hand_spot(state, wide, x, TOP, (0.0, step)),
                            label_box=(-HAND_LABEL_ROOM, 1 + 2 * HAND_LABEL_ROOM))
    elif wide is not None and players % columns:   # the last row has room: the hand lies there
        free = columns - players % columns
        x = GAP + (columns - free) * (block + GAP)
        room = max(free * block, width - 0.1 - x)   # to the table's right edge, past the place, if it is wider
        hand_spot = replace(_hand_spot(state, wide, x, rows_top + (rows - 1) * row_height, (_row_fan(state, wide, room), 0.0)),
                            label_box=(0.0, free * block))   # its name stays in its place as it empties
    elif wide is not None:
        count = len(state.zones[hand(wide)])
        fan = _row_fan(state, wide, width - 0.2)
        x = max(0.1, (width - 1 - fan * max(0, count - 1)) / 2)
        hand_spot = _hand_spot(state, wide, x, bottom, (fan, 0.0))
    spots = _top_row(game, state, width, compact=hand_column)
    standing = game.standing(state) if state.data["result"] is None else game.final_votes(state)
    for seat in range(players):
        row, column = divmod(seat, columns)
        spots += _contestant(game, state, seat, gap + column * (block + gap), rows_top + row * row_height,
                             wide == seat, standing[seat], pile_scale, gap)
    if hand_spot is not None:
        spots.append(hand_spot)
        bottom = max(bottom, hand_spot.y + H + 0.1)
    return Layout(width, bottom, tuple(spots))


def _hand_spot(state, seat: int, x: float, y: float, fan: tuple[float, float]) -> Spot:
    return Spot(hand(seat), hand_label(state, seat), x, y, fan=fan, index=True,
                short_label=hand_label(state, seat, short=True),
                help="Drag a card from here onto the table.", help_resting_only=True)


def hand_label(state, seat: int, short: bool = False) -> str:
    """"Your hand" with one person at the table; her name when several share the screen,
    ``short``: cut as the judges' marks cut it, for a label box a long name overflows."""
    if own_hand(state, seat):
        return "Your hand"
    names = [s.name for s in state.seats]
    return f"{short_names(names)[seat] if short else names[seat]}'s hand"


def _row_fan(state, seat: int, room: float) -> float:
    count = len(state.zones[hand(seat)])
    return min(HAND_FAN, (room - 1) / (count - 1)) if count > 1 else HAND_FAN


def _column_fan(state, seat: int, room: float) -> float | None:
    """How far apart a hand fanned down a column ``room`` high lies, or None when a hand
    of seven would show too little of each card there (decided on the room alone, so
    the table does not change its arrangement as the hand grows and shrinks)."""
    if room < H + (HAND_SIZE - 1) * MIN_COLUMN_FAN:
        return None
    count = len(state.zones[hand(seat)])
    return min(COLUMN_FAN, (room - H) / (count - 1)) if count > 1 else COLUMN_FAN


def _block_width(pile_scale: float) -> float:
    """A contestant's width: sash, hand pile and four attributes."""
    return 5 * STEP + pile_scale + (STEP - 1)


def _top_row(game, state, width: float, compact: bool = False) -> list[Spot]:
    """Draw and discards, the nine judges, reserve and stage: spread over ``width`` with
    the judges in the middle, or ``compact``, side by side with the reserve (which shows
    only its count) and the stage drawn smaller. The draw pile keeps a card's size and its
    own place."""
    small, stage = (COMPACT_PILE, COMPACT_STAGE) if compact else (1.0, 1.0)
    step = COMPACT_STEP if compact else STEP
    discards_x = 0.1 + STEP
    first = discards_x + STEP if compact else (width - 9 * STEP) / 2 + 0.05
    reserve_x = first + 8 * step + 1 + RESERVE_CLEAR if compact else width - 2 * STEP + 0.05
    stage_x = reserve_x + small + (STEP - 1) if compact else width - STEP + 0.05
    label_box, stage_box = (COMPACT_LABEL_BOX, STAGE_LABEL_BOX) if compact else (SPREAD_LABEL_BOX, SPREAD_LABEL_BOX)
    small_y = TOP + H * (1 - small)   # a small pile stands on the row's foot, its label in line with the others
    spots = [Spot("stock", "Draw", 0.1, TOP, count=True, help="The draw pile: no reshuffle when it runs out."),
             Spot("discard", "Discards", discards_x, TOP, count=True, label_box=SPREAD_LABEL_BOX, short_label="Disc.")]
    for i, judge in enumerate(JUDGES):
        pile = state.zones[judge]
        spots.append(Spot(judge, str(i + 1), first + i * step, TOP, fan=_fan(len(pile), JUDGE_FAN_ROOM),
                          help=game.judge_help(state, judge), spoken=f"Judge {i + 1}"))
    # Compact, the reserve stands lower, its label below the ninth judge's deepest fan of bribes
    reserve_y = small_y + JUDGE_FAN_ROOM if compact else small_y
    spots += [Spot("reserve", "Reserve", reserve_x, reserve_y, count=True, scale=small, label_box=label_box,
                   short_label="Res.",
                   help="The judge reserve: Death and the World seat its top card; the High Priestess "
                        "looks at it."),
              Spot("stage", "Stage", stage_x, TOP + H * (1 - stage), label_box=stage_box, scale=stage,
                   help="Trumps that act on the whole contest are dropped here.")]
    return spots


def contestant_title(state, seat: int, votes, short: bool = False) -> str:
    """A contestant's name and votes, marked when she is to play; ``short``: her name cut
    as far as keeps it apart from the others' (the table says it where the whole title
    does not fit)."""
    marker = "▶ " if state.to_act == seat else ""
    names = [s.name for s in state.seats]
    name = short_names(names)[seat] if short else names[seat]
    return f"{marker}{name}: {votes_text(votes)}"


def votes_said(state, name: str, votes) -> str:
    """What the number after a contestant's name is: the votes the open judges would give
    her now (the hidden ones vote only at the end), or after the end the votes she won."""
    count = f"{votes_text(votes)} vote{'' if votes == 1 else 's'}"
    if state.data["result"] is not None:
        return f"{name} won {count}."
    return f"{name}: {count} if the open judges voted now; the hidden judges vote only at the end."


def _contestant(game, state, seat: int, x: float, y: float, wide: bool, votes,
                pile_scale: float = PILE, gap: float = GAP) -> list[Spot]:
    name = state.seats[seat].name
    held = len(state.zones[hand(seat)])
    spots = []
    if not wide:
        spots.append(Spot(hand(seat), "", x + STEP, y + PILE_DROP, count=True, scale=pile_scale,
                          help=f"{name}'s hand: {held} card{'s' if held != 1 else ''}.", spoken=f"{name}'s hand"))
    first = x + STEP + pile_scale + (STEP - 1)
    # The title runs under the sash and the hand pile, which has no label of its own, into
    # the gap on the left (a label of the contestant there spills a little past its card)
    # and half the gap before the first attribute.
    left = gap + (STEP - 1) - 0.07
    title, short = contestant_title(state, seat, votes), contestant_title(state, seat, votes, short=True)
    # the row's labels in line, under its deepest column: a label under a shorter column
    # ran at another height, and one wider than its column ran under the next one's cards
    row = [sash(seat)] + [attr(seat, suit) for suit in ATTRIBUTES]
    depth = H + max(_fan(len(state.zones[zone]), STACK_FAN_ROOM)[1] * max(0, len(state.zones[zone]) - 1) for zone in row)
    spots.append(Spot(sash(seat), title, x, y, short_label=short if short != title else "",
                      fan=_fan(len(state.zones[sash(seat)]), STACK_FAN_ROOM), label_depth=depth,
                      label_box=(-left, first - x - (STEP - 1) / 2 + left),
                      help=f"{votes_said(state, name, votes)} Her sash holds the continuing effects she wears: "
                           "drop a trump aimed at her here.", spoken=f"{name}'s sash"))
    for k, suit in enumerate(ATTRIBUTES):
        zone = attr(seat, suit)
        total = game.total(state, seat, suit)
        word = game.word(state, suit)
        # its column's width at most, else set smaller, whole ("Bitch." cut, the word a player
        # needs): at 200% text in a small window a word is wider than a card ("Bitchiness"
        # ran into the next title)
        spots.append(Spot(zone, word, first + k * STEP, y, label_box=ATTRIBUTE_LABEL_BOX, label_depth=depth,
                          fan=_fan(len(state.zones[zone]), STACK_FAN_ROOM),
                          help=f"{name}'s {word}: {total}.", spoken=f"{name}'s {word}"))
    return spots
