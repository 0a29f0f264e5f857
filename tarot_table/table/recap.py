"""A layout's recap (``layout.Recap``) laid as captions in the window at hand: each thing
told by the longest telling its share of the lines holds, counted as the words wrap at
the size they are drawn, each set right under the one before. Counted in the layout from
a guess at the letters a line holds, the shares had been the smallest window's: in a
larger one a thing told in one line left its second blank, and in the smallest a thing
given one line was told by its shortest telling where a longer one fitted."""
from __future__ import annotations

from dataclasses import replace

from tarot_table.layout import Caption, Layout, Recap, Telling
from tarot_table.table import theme
from tarot_table.table.board_draw import caption_sizes

NEVER_FITS = 10 ** 6   # the lines counted for a telling with a word wider than the recap


def recap_laid(layout: Layout, unit: float) -> Layout:
    """``layout`` with its recap, if it has one, laid as captions for cards ``unit`` pixels
    wide at the current text size: at the size the words grow to, unless more things
    would be told bare (``_told_bare``) than at their own size."""
    recap = layout.recap
    if recap is None or not recap.things:
        return replace(layout, recap=None) if recap is not None else layout
    grown, natural = caption_sizes(_caption(recap, Telling(""), 0, 2), unit, layout.words_most)
    width = round(recap.width * unit)
    px, told = min(((px, _shared(recap, lambda words: _lines(words, px, width))) for px in (grown, natural)),
                   key=lambda laid: (_told_bare(recap, laid[1]), -laid[0]))
    captions, line = [], 0
    for telling, lines, whole in told:
        if lines:
            shown = telling if whole else replace(telling, words=_cut(telling.words, px, width, lines))
            captions.append(_caption(recap, shown, line, lines, most=px / unit))
        line += lines
    return replace(layout, captions=layout.captions + tuple(captions), recap=None)


def _told_bare(recap: Recap, told: list[tuple[Telling, int, bool]]) -> int:
    """How many things are told cut, or by their last telling (the barest) where they
    have others."""
    return sum(not whole or (len(tellings) > 1 and telling is tellings[-1])
               for tellings, (telling, _, whole) in zip(recap.things, told))


def _caption(recap: Recap, telling: Telling, line: int, lines: int, most: float = 0.0) -> Caption:
    """One thing's telling, ``line`` lines down the recap, in ``lines`` lines; set no larger
    than ``most`` card widths (0: as large as any caption)."""
    return Caption(telling.words, recap.x, recap.y + line * recap.step, recap.size, width=recap.width,
                   lines=lines, step=recap.step, lead=telling.lead, most=most)


def _lines(words: str, px: int, width: int) -> int:
    """How many lines ``words`` wrap to, ``width`` pixels wide at ``px``."""
    lines = theme.wrap(words, px, width, "Semibold")
    if any(theme.words_width(line, px, "Semibold") > width for line in lines):
        return NEVER_FITS
    return len(lines)


def _cut(words: str, px: int, width: int, lines: int) -> str:
    """``words`` cut after a whole word to ``lines`` lines, ending in "…" (which takes a
    word's room, so the last line still fits): the story has the rest."""
    wrapped = theme.wrap(words, px, width, "Semibold")
    if len(wrapped) <= lines:   # a word wider than the recap: the table sets the words smaller
        return words
    last = wrapped[lines - 1].split(" ")
    while len(last) > 1 and theme.words_width(" ".join(last) + " …", px, "Semibold") > width:
        last.pop()
    return " ".join(wrapped[:lines - 1] + [" ".join(last) + " …"])


def _shared(recap: Recap, count) -> list[tuple[Telling, int, bool]]:
    """Each thing's telling, the lines it takes and whether it is whole, each telling's
    lines counted by ``count`` (words -> lines): shared round by round where the shortest
    tellings all fit. Where they do not, the things served last are left out, whole, one
    at a time, until the rest fit (every line told is then whole: Lucky You!'s first round
    with six long names at 1024x700 cut two draws of 246 to a name and "…", saying
    nothing of them); only a thing that does not fit alone is shared evenly, and cut."""
    served = recap.served or tuple(reversed(range(len(recap.things))))
    counts = [[count(telling.words) for telling in tellings] for tellings in recap.things]
    told = list(served)
    while len(told) > 1 and sum(min(counts[number]) for number in told) > recap.lines:
        told.pop()
    if sum(min(counts[number]) for number in told) > recap.lines:
        return _evenly(recap, counts, served)
    left_out = set(served) - set(told)
    kept = [[0] * len(counted) if number in left_out else counted for number, counted in enumerate(counts)]
    return [(telling, 0, False) if number in left_out else (telling, lines, whole)
            for number, (telling, lines, whole) in enumerate(_round_by_round(recap, kept, served))]


def _round_by_round(recap: Recap, counts: list[list[int]], served: tuple[int, ...]) -> list[tuple[Telling, int, bool]]:
    """Every thing starts at its telling in the fewest lines (the longest of those); then
    one thing at a time takes its next longer telling that the lines left hold, the thing
    told the fewest steps from its last telling first (``served`` order among those), till
    none can: every thing is told a step up from its shortest (a draw's ending, where its
    shortest is the card alone) before any is told two steps up."""
    picks = [counted.index(min(counted)) for counted in counts]
    rank = {number: place for place, number in enumerate(served)}
    while True:
        left = recap.lines - sum(counted[pick] for counted, pick in zip(counts, picks))
        raises = [(len(counted) - pick, rank.get(number, len(rank) + number), number, longer)
                  for number, (counted, pick) in enumerate(zip(counts, picks))
                  for longer in [next((up for up in reversed(range(pick)) if counted[up] <= counted[pick] + left), None)]
                  if longer is not None]
        if not raises:
            return [(tellings[pick], counted[pick], True) for tellings, counted, pick in zip(recap.things, counts, picks)]
        *_, number, longer = min(raises)
        picks[number] = longer


def _evenly(recap: Recap, counts: list[list[int]], served: tuple[int, ...]) -> list[tuple[Telling, int, bool]]:
    """Each thing an even share of the lines (the spare ones to the first served) and its
    longest telling that share holds, else its telling in the fewest lines, cut to the share."""
    each, spare = divmod(recap.lines, len(counts))
    told = []
    for number, (tellings, counted) in enumerate(zip(recap.things, counts)):
        share = each + (1 if number in served[:spare] else 0)
        pick = next((pick for pick, lines in enumerate(counted) if lines <= share), None)
        fewest = tellings[counted.index(min(counted))]
        told.append((fewest, share, False) if pick is None else (tellings[pick], counted[pick], True))
    return told
