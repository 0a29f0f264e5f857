"""Play-test round 5, T2: in Tempting Fate at 2560x1440, text 200%, the preview of a
card on path 1 opened over the Zener deck and the Tarot deck. It kept clear only of
face-up cards, so the place over the face-down piles counted as free. Every card and
pile in sight is kept clear now, face down or up, where the table has room for it."""
from __future__ import annotations

import pygame

from tarot_table.games import get_game
from tarot_table.games.base import PLACED
from tarot_table.session import Session
from tarot_table.table import theme
from tarot_table.table.scenes import preview
from tarot_table.table.scenes import table as table_module
from tests.conftest import headless_app
from tests.helpers.table import at_text_size, open_position, rest_on

SIZE = (2560, 1440)


def path_one_laid(session, cards: int):
    """The dealt position with the top ``cards`` of the Tarot deck laid face up on path 1."""
    state = session.state
    deck = state.zones["tarot_deck"]
    state.zones["path1"] = [PLACED[deck.pop().card, True, False] for _ in range(cards)]
    return state


def test_the_preview_of_path_one_s_last_card_meets_no_card_or_pile_in_sight(monkeypatch):
    monkeypatch.setattr(table_module, "HOVER_PREVIEW_S", 0.0)
    gen = headless_app(SIZE)
    app = next(gen)
    try:
        at_text_size(app, 200)
        game = get_game("tempting-fate")
        scene = open_position(app, game, path_one_laid(Session.start(game, 5, {}), 3))
        last = scene.session.state.zones["path1"][-1].card
        rest_on(app, scene.card_rect(last).move(0, 4).center)   # real mouse motion onto it
        assert scene.preview_card() == last
        panels = []
        monkeypatch.setattr(theme, "panel", lambda surface, rect, *a, **k: panels.append(rect.copy()))
        preview.draw_preview(scene, app.screen, theme.ui_scale(SIZE))
        assert len(panels) == 1
        in_sight = {placed.card: scene.placed_rect(zone, index, placed.card)
                    for zone, index, placed, _ in scene.visible_cards() if placed.card != last}
        piles_face_down = {zone for zone, _, placed, _ in scene.visible_cards() if not placed.face_up}
        assert {"fate_deck", "tarot_deck"} <= piles_face_down, "the Zener deck and the Tarot deck are in sight"
        met = [card for card, rect in in_sight.items() if rect.colliderect(panels[0])]
        assert met == [], (panels[0], met)
    finally:
        for _ in gen:
            pass
