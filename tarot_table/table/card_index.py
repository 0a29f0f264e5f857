"""A card's index: its numeral and suit in a small box at its top left, drawn over
cards a layout marks (a hand fanned so tightly, or drawn so small, that the art alone
does not tell one card from another). Nothing here knows a game or a suit: a suit's
colour and mark come from the deck (``tarot_table.suits``)."""
from __future__ import annotations

import functools

import pygame

from tarot_table.cards import ROMAN, facts
from tarot_table.suits import SUIT_MARKS
from tarot_table.table import theme
from tarot_table.table.shape_draw import draw_shape

PAPER = (248, 242, 226)
INK = (40, 32, 28)
RANK_MARKS = {"ace": "A", "page": "P", "knight": "Kn", "queen": "Q", "king": "K"}


def index_words(card: str) -> tuple[str, str | None] | None:
    """The numeral and the suit an index shows (a trump has no suit), or None."""
    f = facts(card)
    if f.arcana == "major":
        return ROMAN[f.number], None
    if f.arcana == "minor":
        return RANK_MARKS.get(f.rank, str(f.number)), f.suit
    return None


def index_rect(card: str, rect: pygame.Rect) -> pygame.Rect | None:
    """Where a card drawn at ``rect`` shows its index."""
    words = index_words(card)
    if words is None:
        return None
    px = _px(rect)
    numeral, suit = words
    width = max(theme.words_width(numeral, px, "Bold"), px if suit else 0) + 6
    height = px + 4 + (px if suit else 0)
    inset = max(2, rect.width // 24)
    return pygame.Rect(rect.left + inset, rect.top + inset, width, height)


def draw_index(surface: pygame.Surface, card: str, rect: pygame.Rect) -> None:
    box = index_rect(card, rect)
    if box is None:
        return
    numeral, suit = index_words(card)
    px = _px(rect)
    pygame.draw.rect(surface, PAPER, box, border_radius=max(2, px // 4))
    pygame.draw.rect(surface, INK, box, width=1, border_radius=max(2, px // 4))
    mark = SUIT_MARKS.get(suit)
    written = theme.rendered(numeral, px, mark.colour if mark else INK, "Bold")   # part of the card's face, not a label
    surface.blit(written, written.get_rect(midtop=(box.centerx, box.top + 2)))
    if mark:
        icon = pygame.Rect(0, 0, px - 2, px - 2)
        icon.midbottom = (box.centerx, box.bottom - 3)
        x, y = icon.center
        picture, reach = suit_mark(suit, icon.width, x % 2, y % 2)
        surface.blit(picture, (x - x % 2 - reach, y - y % 2 - reach))


@functools.lru_cache(maxsize=256)
def suit_mark(suit: str, width: int, odd_x: int, odd_y: int) -> tuple[pygame.Surface, int]:
    """A suit's mark as ``draw_shape`` paints it ``width`` pixels wide round a centre,
    drawn once a size (a card's index is drawn again every frame it flies or is dragged)
    on a clear picture whose centre lies ``reach`` pixels (plus ``odd_x``, ``odd_y``) from
    its corner. The picture is laid down an even number of pixels from where it was
    drawn, so every coordinate rounds as it would in place (a half rounds to even), and
    the blit lays down the very pixels drawing in place would."""
    reach = 2 * width
    picture = pygame.Surface((2 * reach + 2, 2 * reach + 2), pygame.SRCALPHA)
    mark = SUIT_MARKS[suit]
    draw_shape(picture, mark.shape, mark.colour, (reach + odd_x, reach + odd_y), width / 2, INK)
    return picture, reach


def _px(rect: pygame.Rect) -> int:
    return max(theme.MIN_TEXT_PX, round(min(rect.width, rect.height) * 0.2))
