"""What may cover the table: the large view of a card, the hand-over between players,
the "Save as" box, and the banner calling out a moment."""
from __future__ import annotations


import pygame

from tarot_table.table import theme
from tarot_table.table.scenes.card_meaning import draw_meanings
from tarot_table.table.widgets import Button, row_of_buttons

BANNER_FADE_S = 0.6


def banner_fade_s(settings) -> float:
    """How long a banner takes to fade out: with reduced motion it goes at once."""
    return 0.0 if settings.reduced_motion else BANNER_FADE_S


def draw_zoom(scene, surface: pygame.Surface, s: float) -> None:
    state = scene.session.state
    card = scene.zoomed
    zone, index = state.find(card)
    placed = state.zones[zone][index]
    theme.veil(surface, 200)
    w, h = surface.get_size()
    width = int(min(h * 0.72 / 1.75, w * 0.3))
    art = scene.app.art
    seen = scene._seen(zone, placed)
    image = (scene.app.sprites.face(card, width, placed.reversed) if seen
             else scene.app.sprites.back(card, width))
    left = int(w * 0.12)
    top = (h - image.get_height()) // 2
    theme.shadow(surface, image.get_rect(topleft=(left, top)), 8)
    surface.blit(image, (left, top))
    text_rect = pygame.Rect(left + width + int(40 * s), top, int(w * 0.45), image.get_height())
    theme.panel(surface, text_rect.inflate(int(40 * s), int(40 * s)), alpha=240, radius=12)
    if seen:
        title = art.name(card) + ("  (reversed)" if placed.reversed else "")
        theme.text(surface, title, text_rect.topleft, int(32 * s), theme.ACCENT, "Bold", family="serif")
        used = theme.text_block(surface, art.alt_text(card),
                                text_rect.move(0, int(56 * s)), int(18 * s), theme.TEXT)
        y = text_rect.top + int(56 * s) + used + int(18 * s)
        meaning = scene.game.describe(state, card)
        if meaning:
            y += theme.text_block(surface, meaning, pygame.Rect(text_rect.left, y, text_rect.width,
                                                                text_rect.bottom - y),
                                  int(18 * s), theme.TEXT_DIM, "Semibold") + int(18 * s)
        draw_meanings(surface, card, placed.reversed,
                      pygame.Rect(text_rect.left, y, text_rect.width, text_rect.bottom - y), s)
    else:
        theme.text(surface, "A face-down card", text_rect.topleft, int(32 * s), theme.ACCENT, "Bold",
                   family="serif")
        theme.text_block(surface, "Its face is hidden from you.", text_rect.move(0, int(56 * s)),
                         int(18 * s))
    theme.text(surface, "Click or press Escape to close", (w // 2, h - int(30 * s)), int(15 * s),
               theme.TEXT_DIM, anchor="center")


def _dialog(surface: pygame.Surface, s: float, title: str, lines: list[str],
            specs: list[tuple[str, object]]) -> list[Button]:
    """A box in the middle of the screen: its title, its lines and a row of buttons, all
    inside it. The box grows for a wide button row (up to the window's width); the title
    shrinks and the lines wrap to the box, so a long name never runs outside it."""
    w, h = surface.get_size()
    px, pad = max(13, int(16 * s)), int(24 * s)
    buttons = row_of_buttons(specs, 0, 0, int(40 * s), px, gap=int(12 * s))
    width = min(w - 2 * pad, max(int(560 * s), buttons[-1].rect.right + 2 * pad))
    inner = width - 2 * pad
    title_px = theme.largest_fitting(title, int(30 * s), inner, "Bold", "serif")
    shown = [part for line in lines for part in (theme.wrap(line, int(18 * s), inner) if line else [line])]
    box = pygame.Rect(0, 0, width, int((200 + 34 * len(shown)) * s))
    box.center = (w // 2, h // 2)
    theme.panel(surface, box, alpha=245, radius=14)
    theme.text(surface, title, (box.centerx, box.top + int(40 * s)),
               title_px, theme.ACCENT, "Bold", "center", family="serif")
    y = box.top + int(84 * s)
    for line in shown:
        theme.text(surface, line, (box.centerx, y), int(18 * s), theme.TEXT, anchor="center")
        y += int(34 * s)
    shift = box.centerx - (buttons[-1].rect.right - buttons[0].rect.left) // 2
    for button in buttons:
        button.rect.move_ip(shift, box.bottom - int(64 * s))
        button.rect.width = min(button.rect.width, inner)
        button.draw(surface)
    return buttons


def draw_handoff(scene, surface: pygame.Surface, s: float) -> None:
    seat = scene.handoff_to
    name = scene.session.state.seats[seat].name
    surface.fill((10, 22, 18))

    def reveal() -> None:
        scene.viewer = seat
        scene.handoff_to = None
        scene.message = ("", theme.TEXT, 0.0)   # the last person's words are not this one's

    scene.summary_buttons = _dialog(surface, s, f"Pass to {name}",
                                    ["The cards are hidden while the screen changes hands.",
                                     f"{name}, press the button when only you can see the screen."],
                                    [(f"I am {name}: show my cards", reveal),
                                     ("Menu", scene.to_menu)])   # the way out every page has; resumed, it asks again


def draw_naming(scene, surface: pygame.Surface, s: float) -> None:
    theme.veil(surface, 150)
    scene.summary_buttons = _dialog(surface, s, "Save as", [f"Type a name for this {scene.game.session_word}.", ""],
                                    [("Save", lambda: scene.save_as(scene.naming.value)),
                                     ("Cancel", lambda: setattr(scene, "naming", None))])
    w, h = surface.get_size()
    scene.naming.rect = pygame.Rect(0, 0, int(380 * s), int(40 * s))
    scene.naming.rect.center = (w // 2, h // 2 - int(12 * s))
    scene.naming.draw(surface, int(18 * s))


def draw_banner(scene, surface: pygame.Surface, area: pygame.Rect, s: float) -> None:
    words, until = scene.banner
    left = until - scene.app.clock.now()
    if not words or left <= 0:
        return
    fade = banner_fade_s(scene.app.settings)
    alpha = int(255 * min(1.0, left / fade)) if fade else 255
    rendered = theme.font(int(30 * s), "Bold", "serif").render(words, True, theme.ACCENT)
    box = rendered.get_rect(center=area.center).inflate(int(48 * s), int(24 * s))
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*theme.PANEL, min(alpha, 230)), layer.get_rect(), border_radius=14)
    pygame.draw.rect(layer, (*theme.ACCENT, alpha), layer.get_rect(), width=2, border_radius=14)
    rendered.set_alpha(alpha)
    layer.blit(rendered, rendered.get_rect(center=layer.get_rect().center))
    surface.blit(layer, box)
