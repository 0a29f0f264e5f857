"""pygame surfaces for cards, built from the deck's art at exactly the size drawn."""
from __future__ import annotations

import pygame

from tarot_table.cards import base_id, facts
from tarot_table.decks.art import CardArt
from tarot_table.games.base import HIDDEN
from tarot_table.layout import CARD_RATIO


def card_size(width: int) -> tuple[int, int]:
    return width, round(width * CARD_RATIO)


class SpriteBank:
    def __init__(self, art: CardArt) -> None:
        self.art = art
        self._cache: dict[tuple, pygame.Surface] = {}

    def _surface(self, image) -> pygame.Surface:
        surface = pygame.image.frombytes(image.tobytes(), image.size, "RGBA")
        return surface.convert_alpha() if pygame.display.get_surface() else surface

    def face(self, card: str, width: int, reversed: bool = False, turned: bool = False) -> pygame.Surface:
        card = base_id(card)   # copies of a card share one picture
        key = ("face", card, width, reversed, turned)
        if key not in self._cache:
            if reversed or turned:
                upright = self.face(card, width)
                angle = (180 if reversed else 0) + (90 if turned else 0)
                self._cache[key] = pygame.transform.rotate(upright, angle)
            else:
                self._cache[key] = self._surface(self.art.face(card, card_size(width)))
        return self._cache[key]

    def back(self, card: str, width: int, turned: bool = False) -> pygame.Surface:
        style = "zener" if base_id(card) != HIDDEN and facts(card).arcana == "zener" else "tarot"
        key = ("back", style, width, turned)
        if key not in self._cache:
            if turned:
                self._cache[key] = pygame.transform.rotate(self.back(card, width), 90)
            else:
                self._cache[key] = self._surface(self.art.back(style, card_size(width)))
        return self._cache[key]

    def forget_sizes_except(self, width: int) -> None:
        """Drop sprites of other sizes after a resize, keeping memory flat."""
        self._cache = {k: v for k, v in self._cache.items() if k[2] == width}
