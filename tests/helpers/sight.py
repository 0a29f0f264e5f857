"""What a screen draws in sight, headless, and the problems a reader would meet in it
(words off the window, buttons over each other, words run into words): shared by the
text-size tests."""
from __future__ import annotations

import pygame

from tarot_table.games import get_game
from tarot_table.screenshot import build_scene
from tarot_table.table import theme, widgets
from tarot_table.table.app import picture_app


def drawn_parts(target: str, game_id: str | None, scene: str, size, text_size: int, high_contrast=False,
                cut: list | None = None, players: int | None = None, options: dict | None = None,
                moves: int = 3):
    """The words and buttons a screen draws in sight, as drawn by its second frame (and
    into ``cut``, the buttons whose label was cut short to fit); the game dealt with
    ``options`` and ``moves`` bot moves in (a lesson: its step)."""
    app = picture_app(size, text_size, high_contrast)
    game = get_game(game_id) if game_id else None
    screen = build_scene(app, target, game, 3, game.check_options(options or {}) if game else {}, moves, scene, players)
    app.switch(screen)
    words, buttons = [], []
    real_text, real_draw = theme.text, widgets.Button.draw

    def text(surface, said, *args, **kwargs):
        rect = real_text(surface, said, *args, **kwargs)
        if surface is app.screen and said.strip() and surface.get_clip().colliderect(rect):
            words.append((said, rect.clip(surface.get_clip())))
        return rect

    real_ellipsize = theme.ellipsize
    drawing: list = []   # the button being drawn

    def ellipsize(said, *args, **kwargs):
        shown = real_ellipsize(said, *args, **kwargs)
        if cut is not None and drawing and said == drawing[-1].label and shown != said:
            cut.append((said, shown))
        return shown

    def draw(button, surface):
        if surface is app.screen and surface.get_clip().colliderect(button.rect):
            buttons.append((button.label, button.rect.clip(surface.get_clip())))
        drawing.append(button)
        try:
            return real_draw(button, surface)
        finally:
            drawing.pop()

    theme.text, theme.ellipsize, widgets.Button.draw = text, ellipsize, draw
    try:
        app.render(app.screen)
        words.clear()
        buttons.clear()
        if cut is not None:
            cut.clear()
        app.render(app.screen)
    finally:
        theme.text, theme.ellipsize, widgets.Button.draw = real_text, real_ellipsize, real_draw
        screen.leave()
    return app.screen.get_rect(), words, buttons


def problems(window: pygame.Rect, words, buttons) -> list[str]:
    found = [f"{said!r} runs off the window" for said, rect in words if not window.contains(rect)]
    found += [f"button {label!r} runs off the window" for label, rect in buttons if not window.contains(rect)]
    for i, (label, rect) in enumerate(buttons):   # a button inside another (a tile's Learn) is its part
        found += [f"buttons {label!r} and {other!r} overlap" for other, rect2 in buttons[i + 1:]
                  if rect.colliderect(rect2) and not (rect.contains(rect2) or rect2.contains(rect))]
    labels = [(label, rect) for label, rect in buttons]
    # words set close (two lines of the status bar) touch in their boxes, not in their letters
    free = [(said, rect.inflate(0, -round(rect.height * 0.3))) for said, rect in words
            if not any(box.contains(rect) or box.collidepoint(rect.center) for _, box in labels)]
    for i, (said, rect) in enumerate(free):
        found += [f"{said!r} runs into {other!r}" for other, rect2 in free[i + 1:] if rect.colliderect(rect2)]
        found += [f"{said!r} runs under button {label!r}" for label, box in labels if rect.colliderect(box)]
    return found


LEAST_GAP_PX = 3   # words on one line closer than this read as one ("QueenSwords court")


def run_together(words) -> list[tuple[str, str, int]]:
    """Pairs of words set on one line (sharing over half their height) with less than
    LEAST_GAP_PX between them, or over each other."""
    found = []
    for i, (said, rect) in enumerate(words):
        for other, rect2 in words[i + 1:]:
            shared = min(rect.bottom, rect2.bottom) - max(rect.top, rect2.top)
            gap = max(rect2.left - rect.right, rect.left - rect2.right)
            if shared > min(rect.height, rect2.height) / 2 and gap < LEAST_GAP_PX:
                found.append((said, other, gap))
    return found
