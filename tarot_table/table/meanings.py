"""Every state the table shows in colour, with the colours it is shown in and what shows
it besides colour, in one place: tests/test_sight.py checks that the meanings seen
together stay apart to eyes with each colour-vision deficiency (colour_vision.py) and
that each one's other cue is drawn. A colour here is read from where it is used, so
the two cannot drift apart.

Games' own colours (a seat's, a kind of space's) are declared beside their layouts and
gathered here by name; nothing here decides how a game looks.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from tarot_table.table import theme

RGB = tuple[int, int, int]
PLACE_EDGE = (190, 220, 200, 110)   # a place's edge when it is not lit (the lit edge is theme.HIGHLIGHT)


@dataclass(frozen=True)
class Meaning:
    name: str
    colours: tuple[RGB, ...]   # what it is drawn in (any of them, side by side with the others of its group)
    cue: str                   # what shows it to someone who cannot tell the colour


@dataclass(frozen=True)
class Group:
    """Meanings seen at the same time, which must not look alike."""

    name: str
    meanings: tuple[Meaning, ...]


def table_groups() -> tuple[Group, ...]:
    """The table's own states, in the palette in use, in the groups seen side by side."""
    return (
        Group("places", (
            Meaning("a place", (PLACE_EDGE[:3],), "a thin edge and its name under it"),
            Meaning("a lit target", (theme.HIGHLIGHT,), "a thick edge with corner brackets inside it"),
            Meaning("a selected card (hinted, or focused by the keys)", (theme.HIGHLIGHT,),
                    "a thick outline standing off the card all round, which no other card has"),
        )),
        Group("status line", (
            Meaning("a refusal", (theme.WARN,), "a crossed circle before its words"),
            Meaning("a message", (theme.ACCENT,), "words with no mark"),
            Meaning("what to do next", (theme.TEXT,), "words with no mark"),
            Meaning("a tip", (theme.TEXT_DIM,), "words with no mark"),
        )),
        Group("buttons", (
            Meaning("a chosen button", (theme.BUTTON_SELECTED,), "its label underlined"),
            Meaning("a button", (theme.BUTTON,), "a plain box with its label"),
        )),
    )


def suit_meanings() -> Group:
    from tarot_table.suits import SUIT_MARKS
    return Group("suits", tuple(Meaning(suit, (mark.colour,), f"the {suit} sign drawn beside the numeral")
                                for suit, mark in SUIT_MARKS.items()))


def board_meanings(board) -> Group:
    """A board's kinds of space (its own and the common ones)."""
    from tarot_table.table.board_draw import COMMON_STYLES, EDGE_CUES
    styles = {**COMMON_STYLES, **{style.kind: style for style in board.styles}}
    return Group("spaces", tuple(Meaning(kind, style.fills, _space_cue(style, EDGE_CUES))
                                 for kind, style in styles.items()))


def _space_cue(style, edge_cues: dict[str, str]) -> str:
    if style.barred:
        return "bars across it"
    if style.kind in ("start", "finish"):
        return "its name written on it" if style.kind == "start" else "the last number"
    return edge_cues.get(style.edge, "a plain edge and its number")


def seat_meanings(colours: tuple[RGB, ...], shapes: tuple[str, ...]) -> Group:
    """The players' colours on a board, each also a token of its own shape."""
    return Group("seats", tuple(Meaning(f"seat {i + 1}", (colour,), f"a {shape} token")
                                for i, (colour, shape) in enumerate(zip(colours, shapes))))


def draw_target_brackets(surface: pygame.Surface, rect: pygame.Rect, colour: RGB) -> None:
    """Thick corner brackets just inside a lit target's edge: it is lit in shape as well
    as colour. Inside, so they never reach past what a redraw round the place covers."""
    arm = max(8, min(rect.width, rect.height) // 3)
    thick = max(5, min(rect.width, rect.height) // 11)
    box = rect.inflate(-4, -4)
    for (x, y), (dx, dy) in zip((box.topleft, (box.right - 1, box.top), (box.left, box.bottom - 1),
                                 (box.right - 1, box.bottom - 1)), ((1, 1), (-1, 1), (1, -1), (-1, -1))):
        pygame.draw.rect(surface, colour, pygame.Rect(min(x, x + dx * arm), min(y, y + dy * thick), arm, thick))
        pygame.draw.rect(surface, colour, pygame.Rect(min(x, x + dx * thick), min(y, y + dy * arm), thick, arm))


def draw_refusal_mark(surface: pygame.Surface, centre: tuple[int, int], px: int, colour: RGB) -> pygame.Rect:
    """A crossed circle before a refusal's words: a refusal is told in shape as well as
    colour. Gives where it was drawn."""
    r = max(5, px // 2)
    width = max(2, px // 7)
    pygame.draw.circle(surface, colour, centre, r, width)
    d = round(r * 0.7)
    pygame.draw.line(surface, colour, (centre[0] - d, centre[1] + d), (centre[0] + d, centre[1] - d), width)
    return pygame.Rect(centre[0] - r, centre[1] - r, 2 * r + 1, 2 * r + 1)
