"""The check mode of the figures the bound hands on rather than work out whole
(``coming_back.set_openings`` and ``openings_below``, kept for the same Portents, free
cards, conditions met and place, ``standing_room._kept_until``'s walk of Fate, kept by all
it reads, ``removal_counts.beaten_in_destiny`` and ``destiny_waits``, kept by Destiny and the
Kings' first draws, ``kings_drawn``, kept by Destiny, and ``out_of_reach.lasting_count``, made
from the Portents' sets rather than the free cards): where the tests switch it on
(``CHECK``), each figure handed on is worked out whole as well and the two compared, so a
probe run so checks every figure it hands on."""
from __future__ import annotations

CHECK = False   # the tests' check mode: work out whole each figure handed on, and compare
CHECKED: dict[str, int] = {}   # the comparisons made in check mode, by figure


def checked(figure: str, handed_on, worked_out) -> None:
    """Check mode: ``handed_on`` must be ``worked_out``; counted under ``figure``."""
    CHECKED[figure] = CHECKED.get(figure, 0) + 1
    if handed_on != worked_out:
        raise AssertionError(f"{figure} handed on as {handed_on!r}, worked out whole as {worked_out!r}")


def kept_walk(table: dict, key, walk, figure: str, most: int):
    """The walk ``walk()`` kept in ``table`` under ``key`` (all the walk reads), ``most``
    kept at most (the table emptied when full); in check mode worked out again each time
    and compared with the one kept, counted under ``figure``."""
    known = table.get(key)
    if known is None or CHECK:
        walked = walk()
        if known is not None:
            checked(figure, known, walked)
        if len(table) >= most:
            table.clear()
        known = table[key] = walked
    return known
