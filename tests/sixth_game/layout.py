"""The river of stones across the top, the stock and the river pile below it, and one
hand for each player at the bottom."""
from __future__ import annotations

from tarot_table.layout import Board, Layout, Link, Space, SpaceStyle, Spot, Token

STEP = 0.72
LEFT, TOP = 0.4, 0.5
STYLES = (SpaceStyle("bridge", ((150, 120, 80),), arrow=(110, 80, 40)),)
SEAT_COLOURS = ((214, 72, 64), (70, 128, 220))
TOKEN_SHAPES = ("disc", "disc")


def river(bridges: dict[int, int], last: int) -> Board:
    spaces = [Space(n, LEFT + n * STEP, TOP, "bridge" if n in bridges else "plain",
                    {0: "Bank", last: "Far"}.get(n, "")) for n in range(last + 1)]
    links = tuple(Link(src, dst, "bridge") for src, dst in bridges.items())
    return Board(tuple(spaces), links, 0.62, STYLES)


def stones_layout(bridges: dict[int, int], last: int, names: list[str]) -> Layout:
    return Layout(LEFT * 2 + last * STEP + 0.6, 6.4, (
        Spot("stock", "Stock", 0.4, 1.3, count=True),
        Spot("river", "River pile", 1.7, 1.3, count=True),
        Spot("hand0", f"{names[0]}'s hand", 0.4, 4.0, fan=(1.1, 0)),
        Spot("hand1", f"{names[1]}'s hand", 6.0, 4.0, fan=(1.1, 0)),
    ), board=river(bridges, last))


def stones_tokens(positions: list[int], names: list[str]) -> list[Token]:
    return [Token(f"seat{seat}", pos, TOKEN_SHAPES[seat], SEAT_COLOURS[seat], names[seat])
            for seat, pos in enumerate(positions)]
