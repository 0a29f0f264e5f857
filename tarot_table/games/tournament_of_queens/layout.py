"""The judges across the top with the piles at either end, the contestants in two
columns below (sash, hand pile, then the four attributes), and the hand of the
person playing now laid out wide along the bottom."""
from __future__ import annotations

from dataclasses import replace

from tarot_table.layout import CARD_RATIO, Layout, Spot
from tarot_table.games.tournament_of_queens.cards import ATTRIBUTES
from tarot_table.games.tournament_of_queens.judging import votes_text
from tarot_table.games.tournament_of_queens.zones import JUDGES, attr, hand, sash

H = CARD_RATIO
STEP = 1.06         # from one card's left edge to the next
ROW_LABEL = 0.34    # room under a row for its labels
JUDGE_FAN_ROOM = 0.5
STACK_FAN_ROOM = 0.36
FAN = 0.25
MIN_GAP = 0.45      # between two contestants side by side, for their labels
SMALL_PILE = 0.6    # a rival's hand pile drawn smaller where three contestants share a row
HAND_FAN = 0.62


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
    """Two columns of contestants; from three seats on, three columns as well, which the
    table takes when the window is wide enough for them to give larger cards."""
    two = _arrangement(game, state, 2)
    if len(state.seats) < 3:
        return two
    return replace(two, alternatives=(_arrangement(game, state, 3, pile_scale=SMALL_PILE),))


def _arrangement(game, state, columns: int, pile_scale: float = 1.0) -> Layout:
    players = len(state.seats)
    block = _block_width(pile_scale)
    width = max(13 * STEP + 0.1, columns * block + (columns - 1) * MIN_GAP)   # the top row: 13 places
    spots = _top_row(game, state, width)
    rows_top = 0.2 + H + JUDGE_FAN_ROOM + ROW_LABEL
    row_h = H + STACK_FAN_ROOM + ROW_LABEL
    standing = game.standing(state) if state.data["result"] is None else game.final_votes(state)
    wide = wide_hand(state)
    gap = (width - columns * block) / (columns - 1)    # keeps one block's labels off the next
    for seat in range(players):
        row, column = divmod(seat, columns)
        x = column * (block + gap) + 0.05
        y = rows_top + row * row_h
        spots += _contestant(game, state, seat, x, y, wide == seat, standing[seat], pile_scale)
    bottom = rows_top + -(-players // columns) * row_h
    if wide is not None:
        name = state.seats[wide].name
        count = len(state.zones[hand(wide)])
        x = max(0.1, (width - 1 - HAND_FAN * max(0, count - 1)) / 2)
        spots.append(Spot(hand(wide), f"{name}'s hand", x, bottom, fan=(HAND_FAN, 0.0),
                          help="Drag a card from here onto the table."))
    return Layout(width, bottom + H + 0.1, tuple(spots))


def _block_width(pile_scale: float) -> float:
    """A contestant's width: sash, hand pile and four attributes."""
    return 5 * STEP + pile_scale + (STEP - 1)


def _top_row(game, state, width: float) -> list[Spot]:
    spots = [Spot("stock", "Draw", 0.1, 0.2, count=True, help="The draw pile: no reshuffle when it runs out."),
             Spot("discard", "Discards", 0.1 + STEP, 0.2, count=True)]
    first = (width - 9 * STEP) / 2 + 0.05
    for i, judge in enumerate(JUDGES):
        pile = state.zones[judge]
        spots.append(Spot(judge, str(i + 1), first + i * STEP, 0.2, fan=_fan(len(pile), JUDGE_FAN_ROOM),
                          help=game.judge_help(state, judge)))
    spots += [Spot("reserve", "Reserve", width - 2 * STEP + 0.05, 0.2, count=True,
                   help="Replacement judges, for Death."),
              Spot("stage", "Stage", width - STEP + 0.05, 0.2,
                   help="Trumps that act on the whole contest are dropped here.")]
    return spots


def contestant_title(state, seat: int, votes) -> str:
    """A contestant's name and votes, marked when she is to play."""
    marker = "▶ " if state.to_act == seat else ""
    return f"{marker}{state.seats[seat].name} · {votes_text(votes)}"


def _contestant(game, state, seat: int, x: float, y: float, wide: bool, votes,
                pile_scale: float = 1.0) -> list[Spot]:
    name = state.seats[seat].name
    held = len(state.zones[hand(seat)])
    title = contestant_title(state, seat, votes)
    spots = []
    if not wide:
        spots.append(Spot(hand(seat), "", x + STEP, y, count=True, scale=pile_scale,
                          help=f"{name}'s hand: {held} card{'s' if held != 1 else ''}."))
    spots.append(Spot(sash(seat), title, x, y,
                      fan=_fan(len(state.zones[sash(seat)]), STACK_FAN_ROOM),
                      help=f"{name}'s sash: continuing effects she wears. Drop a trump aimed at her here."))
    first = x + STEP + pile_scale + (STEP - 1)
    for k, suit in enumerate(ATTRIBUTES):
        zone = attr(seat, suit)
        total = game.total(state, seat, suit)
        spots.append(Spot(zone, game.word(state, suit), first + k * STEP, y,
                          fan=_fan(len(state.zones[zone]), STACK_FAN_ROOM),
                          help=f"{name}'s {game.word(state, suit)}: {total}."))
    return spots
