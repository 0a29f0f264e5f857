"""A card's index: its numeral and suit in a small box at its top left, drawn over
cards a layout marks (a hand fanned so tightly, or drawn so small, that the art alone
does not tell one card from another). Nothing here knows a game."""
from __future__ import annotations

import math

import pygame

from tarot_table.cards import ROMAN, facts
from tarot_table.table import theme

PAPER = (248, 242, 226)
INK = (40, 32, 28)
SUIT_COLOURS = {"cups": (40, 90, 170), "wands": (160, 90, 30), "swords": (80, 84, 100),
                "pentacles": (184, 134, 16)}
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
    width = max(theme.font(px, "Bold").size(numeral)[0], px if suit else 0) + 6
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
    written = theme.rendered(numeral, px, SUIT_COLOURS.get(suit, INK), "Bold")   # part of the card's face, not a label
    surface.blit(written, written.get_rect(midtop=(box.centerx, box.top + 2)))
    if suit:
        icon = pygame.Rect(0, 0, px - 2, px - 2)
        icon.midbottom = (box.centerx, box.bottom - 3)
        SUIT_PAINTERS[suit](surface, icon, SUIT_COLOURS[suit])


def _px(rect: pygame.Rect) -> int:
    return max(theme.MIN_TEXT_PX, round(min(rect.width, rect.height) * 0.2))


def _cup(surface, r: pygame.Rect, colour) -> None:
    bowl = [(r.left, r.top), (r.right, r.top), (r.centerx + r.width * 0.18, r.top + r.height * 0.55),
            (r.centerx - r.width * 0.18, r.top + r.height * 0.55)]
    pygame.draw.polygon(surface, colour, bowl)
    pygame.draw.line(surface, colour, (r.centerx, r.top + r.height * 0.5), (r.centerx, r.bottom - 1), max(1, r.width // 6))
    pygame.draw.line(surface, colour, (r.left + r.width * 0.22, r.bottom - 1), (r.right - r.width * 0.22, r.bottom - 1),
                     max(1, r.width // 6))


def _wand(surface, r: pygame.Rect, colour) -> None:
    pygame.draw.line(surface, colour, (r.left + 1, r.bottom - 1), (r.right - 1, r.top + 1), max(2, r.width // 4))
    for t in (0.35, 0.7):
        x, y = r.left + r.width * t, r.bottom - r.height * t
        pygame.draw.circle(surface, (70, 140, 60), (round(x + r.width * 0.14), round(y + r.height * 0.02)),
                           max(1, r.width // 8))


def _sword(surface, r: pygame.Rect, colour) -> None:
    width = max(2, r.width // 4)
    guard = r.top + r.height * 0.66
    pygame.draw.polygon(surface, colour, [(r.centerx, r.top), (r.centerx + width * 0.8, r.top + width),
                                          (r.centerx + width * 0.6, guard), (r.centerx - width * 0.6, guard),
                                          (r.centerx - width * 0.8, r.top + width)])
    pygame.draw.line(surface, colour, (r.left + 1, guard), (r.right - 1, guard), width)
    pygame.draw.line(surface, colour, (r.centerx, guard), (r.centerx, r.bottom - 1), width)


def _pentacle(surface, r: pygame.Rect, colour) -> None:
    radius = r.width / 2
    pygame.draw.circle(surface, colour, r.center, round(radius), max(1, r.width // 8))
    star = [(r.centerx + math.sin(math.radians(a)) * radius * 0.75, r.centery - math.cos(math.radians(a)) * radius * 0.75)
            for a in range(0, 720, 144)]
    pygame.draw.polygon(surface, colour, star, max(1, r.width // 10))


SUIT_PAINTERS = {"cups": _cup, "wands": _wand, "swords": _sword, "pentacles": _pentacle}
