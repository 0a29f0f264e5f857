"""The Lucky You! board: 72 spaces in eight rows of nine, read like a snake from
the bottom left, with a Start space beside Space 1.

Jumps lead up to the row above, Dumps down to the row below; the four Jails hold a
token until it is let out. Every link ends on a plain space, so a slide never
leads into another one. The design is written out in rules.md.
"""
from __future__ import annotations

START = 0
FINISH = 72
COLUMNS = 9
ROWS = 8
JUMPS = {6: 15, 30: 42, 49: 60}
DUMPS = {26: 16, 44: 33, 70: 59}
JAILS = (20, 37, 53, 67)
JAIL_RELEASE = 3        # an upright card worth this much or more opens a jail
LAST_JAIL = 67
AFTER_LAST_JAIL = 68
FOOL_SPACE = 22


def kind_of(space: int) -> str:
    if space == START:
        return "start"
    if space == FINISH:
        return "finish"
    if space in JUMPS:
        return "jump"
    if space in DUMPS:
        return "dump"
    if space in JAILS:
        return "jail"
    return "plain"


def row_and_column(space: int) -> tuple[int, int]:
    """Row 0 is the bottom row; odd rows run right to left. The Start sits in
    column -1, left of Space 1."""
    if space == START:
        return 0, -1
    row, step = divmod(space - 1, COLUMNS)
    return row, step if row % 2 == 0 else COLUMNS - 1 - step


def nearest(position: int, targets) -> int:
    """The target fewest spaces away, forward or back; a tie goes to the one ahead."""
    return min(targets, key=lambda target: (abs(target - position), -target))


def link_from(space: int) -> int | None:
    """Where a Jump or Dump leads, or None for any other space."""
    return JUMPS.get(space, DUMPS.get(space))
