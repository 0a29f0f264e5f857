"""Issue 10: the table as a new player meets it. Each test names the item it guards."""
from __future__ import annotations

import pygame

from tests.test_table import deck_top, key, open_table, post, step


def test_item1_escape_after_the_hover_view_then_moving_does_not_crash(app, monkeypatch):
    """Item 1: the view opened by resting the pointer is closed by Escape, and the next
    pointer move must not look up the place of no card."""
    from tarot_table.table.scenes import table as table_module
    monkeypatch.setattr(table_module, "HOVER_ZOOM_S", 0.0)
    scene = open_table(app)
    post(pygame.MOUSEMOTION, pos=deck_top(scene), rel=(0, 0), buttons=(0, 0, 0))
    step(app, 2)
    assert scene.zoomed is not None and scene.zoom_by_hover
    key(app, pygame.K_ESCAPE)
    assert scene.zoomed is None and not scene.zoom_by_hover
    post(pygame.MOUSEMOTION, pos=(5, 400), rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    post(pygame.MOUSEMOTION, pos=deck_top(scene), rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    assert app.scene is scene
