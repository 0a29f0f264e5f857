"""Issue 32, the eighth real-window round (28 November), the findings at the tables and
pages: driven as a player does, with real mouse and key events; network tables on
127.0.0.1 only, every wait bounded (tests/helpers/network.py)."""
from __future__ import annotations

import random

import pygame

from tests.helpers.network import hosting, join, new_app, play_to_the_end, run_until
from tests.helpers.table import click, step


def brightness(surface: pygame.Surface, pos) -> int:
    colour = surface.get_at(pos)
    return colour.r + colour.g + colour.b


def test_the_seat_strip_lies_under_the_large_card_view_and_the_end_panel_dimmed_and_not_clickable(tmp_path):
    """Finding 1: the strip over a network table ("Table NLLF6N · Anemone to play · Joiny
    (you) · Say something · Leave") was drawn over the large card view, over the card's
    name, and undimmed over the end-of-game panel, where Leave and the chat box stayed
    clickable. It lies under them, dimmed like the rest of the table, and takes no click."""
    app = new_app((1024, 700))
    try:
        with hosting(tmp_path / "tables") as (host, address):
            code = host.open_table("tournament-of-queens", ["open", "bot"], seed=5)
            scene = join(app, address, code, "Joiny")
            run_until([app], [scene], lambda: scene.remote.seats[0].get("connected"))
            step(app)
            leave = scene.strip_buttons[0]
            chat = scene.chat_field.rect.copy()
            open_strip = brightness(app.screen, leave.rect.center)
            card = next(p.card for zone, _, p, _ in scene.visible_cards() if scene.card_rect(p.card).width)
            click(app, scene.card_rect(card).center, button=3)
            assert scene.zoomed is not None
            step(app)
            assert brightness(app.screen, leave.rect.center) < open_strip * 0.6   # veiled with the table

            play_to_the_end(app, scene, random.Random(2))
            step(app)
            assert scene.panel_open()
            assert brightness(app.screen, leave.rect.center) < open_strip * 0.6
            click(app, leave.rect.center)
            click(app, chat.center)
            step(app)
            assert app.scene is scene and scene.confirming is None and not scene.chat_field.active
    finally:
        while app.scenes:
            app.scenes.pop().leave()
