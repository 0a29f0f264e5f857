"""The small picture of a card that appears beside the pointer when it rests on a
face-up card. It only shows: every click, drag and key works through it as if it
were not there. Right-click opens the full view; Settings can turn the preview off."""
from __future__ import annotations

import pygame

from tarot_table.table import theme

PREVIEW_WIDTH = 190     # at ui scale 1
POINTER_GAP = 18


def preview_width(size: tuple[int, int]) -> int:
    return max(80, int(PREVIEW_WIDTH * theme.ui_scale(size)))


def preview_rect(size: tuple[int, int], pointer: tuple[int, int], card_size: tuple[int, int],
                 caption_h: int, gap: int) -> pygame.Rect:
    """Beside the pointer, on the side with room, kept inside the window."""
    w, h = size
    box = pygame.Rect(0, 0, card_size[0], card_size[1] + caption_h)
    box.left = pointer[0] + gap
    if box.right > w - 4:
        box.right = pointer[0] - gap
    box.top = pointer[1] - box.height // 3
    box.clamp_ip(pygame.Rect(4, 4, w - 8, h - 8))
    return box


def draw_preview(scene, surface: pygame.Surface, s: float) -> None:
    card = scene.preview_card()
    if card is None:
        return
    zone, index = scene.session.state.find(card)
    placed = scene.session.state.zones[zone][index]
    width = preview_width(surface.get_size())
    image = scene.app.sprites.face(card, width, placed.reversed)
    name = scene.app.art.name(card) + (" (reversed)" if placed.reversed else "")
    px = max(13, int(15 * s))
    caption_h = theme.font(px, "Semibold").get_linesize() + int(10 * s)
    box = preview_rect(surface.get_size(), scene.pointer, image.get_size(), caption_h, int(POINTER_GAP * s))
    theme.panel(surface, box.inflate(int(12 * s), int(12 * s)), alpha=235, radius=10)
    theme.shadow(surface, pygame.Rect(box.topleft, image.get_size()), 4)
    surface.blit(image, box.topleft)
    label = theme.ellipsize(name, px, box.width, "Semibold")
    theme.text(surface, label, (box.centerx, box.top + image.get_height() + int(5 * s)), px, theme.ACCENT,
               "Semibold", "midtop")
