"""The small preview beside a resting pointer is drawn wholly inside the window and
between the top bar and the status bar, its panel's edge included, wherever on the
table the card it shows lies, at the three window sizes (its panel reached past the
window's edge and over the bars by a few pixels)."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.games import get_game
from tarot_table.screenshot import build_scene
from tarot_table.session import Session
from tarot_table.table import theme
from tarot_table.table.app import picture_app
from tarot_table.table.scenes import preview
from tarot_table.table.scenes import table as table_module
from tarot_table.table.scenes.table import TableScene
from tests.conftest import headless_app
from tests.helpers.table import post, step

SIZES = ((1024, 700), (1920, 1080), (2560, 1440))


def corners_of(rect: pygame.Rect) -> list[tuple[int, int]]:
    inner = rect.inflate(-6, -6)
    return [inner.topleft, inner.topright, inner.bottomleft, inner.bottomright, inner.center]


def preview_panels(app, scene, monkeypatch) -> list[pygame.Rect]:
    """Where the preview's panel is drawn with the pointer resting on each corner of
    every face-up card in sight."""
    panels = []
    real = theme.panel
    s = theme.ui_scale(app.screen.get_size())
    for zone, index, placed, _ in list(scene.visible_cards()):
        if not placed.face_up:
            continue
        for point in corners_of(scene.placed_rect(zone, index, placed.card)):
            post(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0))
            step(app)
            if scene.preview_card() is None:
                continue
            monkeypatch.setattr(theme, "panel", lambda surface, rect, *a, **k: panels.append(rect.copy()))
            preview.draw_preview(scene, app.screen, s)
            monkeypatch.setattr(theme, "panel", real)
    return panels


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id, seed", [("tournament-of-queens", 3), ("fools-journey", 2), ("lucky-you", 4)])
def test_the_preview_stays_inside_the_window_and_clear_of_the_bars(size, game_id, seed, monkeypatch):
    monkeypatch.setattr(table_module, "HOVER_PREVIEW_S", 0.0)
    gen = headless_app(size)
    app = next(gen)
    try:
        scene = TableScene(app, Session.start(get_game(game_id), seed, {}))
        app.switch(scene)
        step(app, 3)
        panels = preview_panels(app, scene, monkeypatch)
        assert panels, "some card is small enough to be previewed"
        frame = scene.frame(size)
        room = pygame.Rect(0, frame["top"].bottom, size[0], frame["status"].top - frame["top"].bottom)
        outside = [panel for panel in panels if not room.contains(panel)]
        assert outside == [], (room, outside[:3])
    finally:
        for _ in gen:
            pass


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 6])
def test_at_200_percent_a_judge_s_preview_is_no_taller_than_the_table(size, players, monkeypatch):
    """Fifth real-window round: at 200% text the preview of a judge in Tournament of
    Queens reached over the status bar (its picture was as wide as the text size made
    it, whatever the table's height). It is made narrower until the picture and its
    name stand between the bars."""
    monkeypatch.setattr(table_module, "HOVER_PREVIEW_S", 0.0)
    app = picture_app(size, 200)
    game = get_game("tournament-of-queens")
    scene = build_scene(app, "game", game, 3, game.check_options({}), 0, "table", players)
    app.switch(scene)
    step(app, 3)
    panels = preview_panels(app, scene, monkeypatch)
    assert panels, "the judges face up are previewed"
    frame = scene.frame(size)
    room = pygame.Rect(0, frame["top"].bottom, size[0], frame["status"].top - frame["top"].bottom)
    outside = [panel for panel in panels if not room.contains(panel)]
    assert outside == [], (room, outside[:3])
