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
    """The card large on the left, its words in a panel beside it that takes the window's
    height where they need it; words still too long scroll (``CardViewScroll``)."""
    state = scene.session.state
    card = scene.zoomed
    zone, index = state.find(card)
    placed = state.zones[zone][index]
    theme.veil(surface, 200)
    w, h = surface.get_size()
    width = int(min(h * 0.72 / 1.75, w * 0.3))
    seen = scene._seen(zone, placed)
    image = (scene.app.sprites.face(card, width, placed.reversed) if seen
             else scene.app.sprites.back(card, width))
    left = int(w * 0.12)
    top = (h - image.get_height()) // 2
    theme.shadow(surface, image.get_rect(topleft=(left, top)), 8)
    surface.blit(image, (left, top))
    pad = int(20 * s)
    text_left = left + width + int(40 * s)
    text_width = max(int(200 * s), w - int(w * 0.06) - pad - text_left)
    scroll = scene.card_view_scroll
    if scroll.card != card:
        scroll.__init__(card)   # a card opened afresh shows its words from the top
    whole = _measured(surface, lambda target, rect: _card_words(scene, target, card, placed, seen, rect, s),
                      text_width)
    bar_top = scene.frame((w, h))["status"].top   # the line that says how to close stands above the status bar
    highest, lowest = int(24 * s) + pad, bar_top - int(36 * s) - pad   # clear of that line
    shown = min(whole, lowest - highest)
    shown_top = max(highest, min(top, lowest - shown))
    visible = pygame.Rect(text_left, shown_top, text_width, max(shown, image.get_height() - 2 * (shown_top - top)))
    visible.height = min(visible.height, lowest - shown_top)
    scroll.fit(whole, visible, int(40 * s))
    theme.panel(surface, visible.inflate(2 * pad, 2 * pad), alpha=255, radius=12)   # solid: nothing shows through
    clip = surface.get_clip()
    surface.set_clip(visible)
    _card_words(scene, surface, card, placed, seen,
                pygame.Rect(text_left, visible.top - scroll.offset, text_width, UNBOUNDED), s)
    surface.set_clip(clip)
    if scroll.most:
        _scroll_bar(surface, scroll, visible.move(pad // 2 + max(2, pad // 4), 0), s)
    closing = "Click or press Escape to close"
    if scroll.most:
        closing = "Wheel or Page Down for more · " + closing
    theme.text(surface, closing, (w // 2, bar_top - int(18 * s)), int(15 * s), theme.TEXT_DIM, anchor="center")


UNBOUNDED = 1_000_000   # a height no card's words reach: they are drawn whole, the clip shows a part


def _measured(surface: pygame.Surface, draw, width: int) -> int:
    """How tall ``draw(surface, rect)`` draws, found by drawing it with nothing let through."""
    clip = surface.get_clip()
    surface.set_clip(pygame.Rect(0, 0, 0, 0))
    try:
        return draw(surface, pygame.Rect(0, 0, width, UNBOUNDED))
    finally:
        surface.set_clip(clip)


def _card_words(scene, surface: pygame.Surface, card: str, placed, seen: bool, rect: pygame.Rect, s: float) -> int:
    """The card's name, its picture in words, what it does in the game and its meanings,
    from the top of ``rect``, none cut; the height used."""
    heading_px = int(32 * s)
    if not seen:
        theme.text(surface, "A face-down card", rect.topleft, heading_px, theme.ACCENT, "Bold", family="serif")
        return int(56 * s) + theme.text_block(surface, "Its face is hidden from you.", rect.move(0, int(56 * s)),
                                              int(18 * s))
    art, state = scene.app.art, scene.session.state
    title = art.name(card) + ("  (reversed)" if placed.reversed else "")
    theme.text(surface, title, rect.topleft, theme.largest_fitting(title, heading_px, rect.width, "Bold", "serif"),
               theme.ACCENT, "Bold", family="serif")
    y = rect.top + int(56 * s)
    y += theme.text_block(surface, art.alt_text(card), pygame.Rect(rect.left, y, rect.width, UNBOUNDED),
                          int(18 * s), theme.TEXT) + int(18 * s)
    meaning = scene.game.describe(state, card)
    if meaning:
        y += theme.text_block(surface, meaning, pygame.Rect(rect.left, y, rect.width, UNBOUNDED),
                              int(18 * s), theme.TEXT_DIM, "Semibold") + int(18 * s)
    y += draw_meanings(surface, card, placed.reversed, pygame.Rect(rect.left, y, rect.width, UNBOUNDED), s)
    return y - rect.top


def _scroll_bar(surface: pygame.Surface, scroll, track: pygame.Rect, s: float) -> None:
    """A thin bar at the panel's right edge: how much of the words shows, and where."""
    whole = track.height + scroll.most
    thumb = max(int(24 * s), track.height * track.height // whole)
    y = track.top + (track.height - thumb) * scroll.offset // max(1, scroll.most)
    pygame.draw.rect(surface, theme.TEXT_DIM, pygame.Rect(track.right, y, max(3, int(4 * s)), thumb), border_radius=3)


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
    theme.panel(surface, box, alpha=255, radius=14)   # solid: a question over the table
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


def draw_banner(scene, surface: pygame.Surface, area: pygame.Rect, s: float) -> pygame.Rect | None:
    """The moment called out across the table, set smaller where it is wider than the
    table (a game's last words in a 1024-wide window), solid until it fades; its box."""
    words, until = scene.banner
    left = until - scene.app.clock.now()
    if not words or left <= 0:
        return None
    fade = banner_fade_s(scene.app.settings)
    alpha = int(255 * min(1.0, left / fade)) if fade else 255
    margin = int(48 * s)
    px = theme.largest_fitting(words, int(30 * s), area.width - 2 * margin, "Bold", "serif")
    rendered = theme.font(px, "Bold", "serif").render(words, True, theme.ACCENT)
    box = rendered.get_rect(center=area.center).inflate(margin, int(24 * s))
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*theme.PANEL, alpha), layer.get_rect(), border_radius=14)
    pygame.draw.rect(layer, (*theme.ACCENT, alpha), layer.get_rect(), width=2, border_radius=14)
    rendered.set_alpha(alpha)
    layer.blit(rendered, rendered.get_rect(center=layer.get_rect().center))
    surface.blit(layer, box)
    return box
