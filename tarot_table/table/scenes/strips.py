"""Strips of a table's own beside its bars (a coaching note, a network table's seats):
laid across above the table, or, where the window is wide, stacked in a column beside
it, at the top of the story's column (or in a column of their own taken from the
table's right where the story is folded or too narrow).

Strips above take the table's height. A layout bound by its height (its cards as large
as the window's height lets them be, room to spare at the sides) then gets smaller cards
for every strip, while the width beside it stays empty: a network table at 2560x1440
drew its cards a fifth smaller than the same game at one computer. So the column is
taken wherever its cards come out larger than with the strips above; the choice is made
once for a window, the bars' scale and the panels shown (``StripsPlace``), so the
strips never move as the game goes on, whatever the layout becomes.

A strip one line high may also lie in the band of buttons under the table, on its left,
the buttons keeping the rest of the band (``BESIDE_BUTTONS``): the table then keeps all
the height it has with no strip at all. A small window gives the column no room and the
strips above cost a layout bound by its height its cards' size (at 1024x700, text 125%
and over, a network table's cards were drawn 56 px against 62 px at one computer), so
this place is taken wherever its cards come out larger than in the two others.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from tarot_table.table.geometry import Geometry

COLUMN_LEAST = 250    # a column of strips is never narrower than this (at the bars' scale)
STORY_LEAST = 140     # the story keeps this much height under the strips as tall as they are chosen by
STORY_SHORTEST = 60   # and never less than this (its heading and a line) under a long note

BAND_SHARE = 0.5      # a strip beside the buttons under the table takes this share of their band

ACROSS, ATOP_STORY, OWN_COLUMN = "across", "atop the story", "a column of their own"
BESIDE_BUTTONS = "beside the buttons under the table"


@dataclass(frozen=True)
class Strip:
    """One strip: its name in the frame's parts, how high it is laid across the table
    (``across``: 0 when it takes no room there), and how high in a column of a width
    (``tall(width)``: 0 when it shows nothing now; ``tall_most``: as tall as it is taken
    to be when the place is chosen). ``beside_buttons``: how wide it must be at least to lie
    on the line of buttons under the table (one line, ``across`` high), 0 where it may not
    (such strips lie across above the table then)."""
    name: str
    across: int
    tall: Callable[[int], int]
    tall_most: int
    beside_buttons: int = 0


class StripsPlace:
    """Where a table's strips lie (``ACROSS``, ``ATOP_STORY`` or in ``OWN_COLUMN``), chosen
    once for each window, bars' scale and panels shown (its key)."""

    def __init__(self) -> None:
        self.chosen: dict[tuple, str] = {}

    def lay(self, parts: dict[str, pygame.Rect], strips: list[Strip], s: float, key: tuple,
            layout) -> dict[str, pygame.Rect]:
        """``parts`` with the strips laid in (each named), the table and the story given
        what they leave; ``layout``: a function giving the game's layout now, asked only
        when the place is chosen."""
        shown = [strip for strip in strips if strip.across or strip.tall_most]
        if not shown:
            return parts
        key = (key, s, tuple(strip.name for strip in shown))
        if key not in self.chosen:
            self.chosen[key] = _best_place(parts, shown, s, layout())
        return laid(self.chosen[key], parts, shown, s)


def laid(place: str, parts: dict[str, pygame.Rect], strips: list[Strip], s: float,
         most: bool = False) -> dict[str, pygame.Rect]:
    """``parts`` with ``strips`` laid at ``place``; ``most``: each as tall as ``tall_most``
    (to choose the place)."""
    if place == ACROSS:
        return _across(parts, strips, s)
    if place == BESIDE_BUTTONS:
        return _beside_buttons(parts, strips, s)
    return _in_column(parts, strips, s, place == ATOP_STORY, most)


def _across(parts: dict[str, pygame.Rect], strips: list[Strip], s: float) -> dict[str, pygame.Rect]:
    """The strips one under another above the table, each the table's width; the table
    below them."""
    parts = dict(parts)
    table, margin = parts["table"], int(8 * s)
    top = table.top
    for strip in strips:
        if strip.across:
            parts[strip.name] = pygame.Rect(table.left, top, table.width, strip.across)
            top += strip.across + margin
    parts["table"] = pygame.Rect(table.left, top, table.width, max(40, table.bottom - top))
    return parts


def _beside_buttons(parts: dict[str, pygame.Rect], strips: list[Strip], s: float) -> dict[str, pygame.Rect]:
    """The strips that may share the band of buttons under the table side by side in its
    left BAND_SHARE, each as high as across and centred on the band's height; the buttons
    in what is left of the band; the other strips across above the table."""
    sharing = [strip for strip in strips if strip.beside_buttons]
    parts = _across(parts, [strip for strip in strips if not strip.beside_buttons], s)
    band, margin = parts["choices"], int(8 * s)
    each = int(band.width * BAND_SHARE) // len(sharing)
    left = band.left
    for strip in sharing:
        parts[strip.name] = pygame.Rect(left, band.top + (band.height - strip.across) // 2, each - margin,
                                        strip.across)
        left += each
    parts["choices"] = pygame.Rect(left, band.top, band.right - left, band.height)
    return parts


def _in_column(parts: dict[str, pygame.Rect], strips: list[Strip], s: float, atop_story: bool,
               most: bool) -> dict[str, pygame.Rect]:
    """The strips one under another in a column: the story's (``atop_story``: its top given
    to them, the story keeping STORY_SHORTEST at least: a strip that would take more is
    cut), or one of their own taken from the table's right."""
    parts = dict(parts)
    story, table, margin = parts["log"], parts["table"], int(8 * s)
    if atop_story:
        column = pygame.Rect(story.left, story.top + margin, story.width, story.height - int(STORY_SHORTEST * s))
    else:
        width = int(COLUMN_LEAST * s)
        column = pygame.Rect(table.right - width, table.top, width, table.height)
        parts["table"] = pygame.Rect(table.left, table.top, max(40, table.width - width - margin), table.height)
    top = column.top
    for strip in strips:
        height = min(strip.tall_most if most else strip.tall(column.width - 2 * margin), column.bottom - top)
        if height > 0:
            parts[strip.name] = pygame.Rect(column.left + margin, top, column.width - 2 * margin, height)
            top += height + margin
    if atop_story:
        parts["log"] = pygame.Rect(story.left, top, story.width, story.bottom - top)
    return parts


def _best_place(parts: dict[str, pygame.Rect], strips: list[Strip], s: float, layout) -> str:
    """Where the cards come out largest (in whole even pixels, as they are drawn): above
    the table unless a column gives larger cards, and beside the buttons under the table
    where that gives larger cards still (the strips above and the column are easier to
    read: each is taken where it gives the cards as much); the story's column where it is
    wide enough and keeps STORY_LEAST under the strips."""
    def drawn(place: str) -> int:
        return int(Geometry.best_unit(layout, laid(place, parts, strips, s, most=True)["table"])) // 2 * 2
    story = parts["log"]
    needed = int(8 * s) + sum(strip.tall_most + int(8 * s) for strip in strips)
    fits_story = story.width >= int(COLUMN_LEAST * s) and story.height - needed >= int(STORY_LEAST * s)
    places = [ACROSS, ATOP_STORY if fits_story else OWN_COLUMN]
    places += [BESIDE_BUTTONS] if _fits_band(parts, strips, s) else []
    cards = [drawn(place) for place in places]
    return places[cards.index(max(cards))]   # the first of the largest


def _fits_band(parts: dict[str, pygame.Rect], strips: list[Strip], s: float) -> bool:
    """Whether the strips that may share the band of buttons under the table fit it:
    some do, and each is no higher than the band and no wider than its share of it."""
    sharing = [strip for strip in strips if strip.beside_buttons]
    band = parts.get("choices")
    if not sharing or band is None:
        return False
    each = int(band.width * BAND_SHARE) // len(sharing) - int(8 * s)
    return all(strip.across <= band.height and strip.beside_buttons <= each for strip in sharing)
