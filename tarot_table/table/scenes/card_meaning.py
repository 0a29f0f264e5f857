"""A card's meanings beside the large card view: the project's meaning for the way
the card lies, its keywords, and what the reader's own esoterica layers say."""
from __future__ import annotations

import pygame

from tarot_table import esoterica
from tarot_table.table import theme


def meaning_blocks(card: str, reversed_: bool) -> list[tuple[str, str, tuple]]:
    """(heading, text, colour) for the way the card lies, its keywords, the other way
    dimmed, then the reader's layers; empty for a card no layer describes (a zener card)."""
    blocks = []
    own = esoterica.meaning(card)
    if own is not None:
        side, other = ("Reversed", "Upright") if reversed_ else ("Upright", "Reversed")
        blocks += [(f"{side} meaning", own.for_orientation(reversed_), theme.TEXT),
                   ("Keywords", ", ".join(own.keywords), theme.TEXT),
                   (f"{other}, it would mean", own.for_orientation(not reversed_), theme.TEXT_DIM)]
    for layer, props in esoterica.other_layers(card, list(esoterica.library_layers())):
        blocks.append((layer.name, " ".join(esoterica.describe_properties(props, reversed_)), theme.TEXT))
    return blocks


def draw_meanings(surface: pygame.Surface, card: str, reversed_: bool, area: pygame.Rect,
                  s: float) -> int:
    """Draw the blocks from the top of ``area`` while they fit; the height used."""
    y = area.top
    px = max(13, int(17 * s))
    for heading, words, colour in meaning_blocks(card, reversed_):
        if y + int(48 * s) > area.bottom:
            break
        theme.text(surface, heading, (area.left, y), max(13, int(18 * s)), theme.ACCENT, "Semibold")
        y += int(26 * s)
        y += theme.text_block(surface, words, pygame.Rect(area.left, y, area.width, area.bottom - y),
                              px, colour) + int(12 * s)
    return y - area.top

