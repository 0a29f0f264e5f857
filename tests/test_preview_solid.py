"""Play-test finding (29 November): the card preview was see-through at 1920x1080, the
table's labels showing through its words (its panel was drawn at 92% cover), and so was
the large card view's panel of words beside the enlarged card. Both panels are solid:
every bare pixel of them is the panel's own colour, at the three window sizes, the
preview opened by the pointer resting on a card (a real mouse event), the large view
by a right click."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.table import theme
from tarot_table.table.scenes import table as table_module
from tarot_table.table.scenes.table import TableScene
from tests.conftest import headless_app
from tests.helpers.table import click, draw_whole, post, step

SIZES = ((1024, 700), (1920, 1080), (2560, 1440))


@pytest.fixture(params=SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def sized_app(request):
    yield from headless_app(request.param)


def drawn_with_panels(app, monkeypatch) -> tuple[pygame.Surface, list[pygame.Rect], list[pygame.Rect]]:
    """The whole frame, the panels drawn over the table and everything drawn on them
    (words, pictures), each as a rectangle."""
    panels, over = [], []
    real_panel, real_text, real_blit = theme.panel, theme.text, theme.shadow

    def panel(surface, rect, *args, **kwargs):
        panels.append(pygame.Rect(rect))
        return real_panel(surface, rect, *args, **kwargs)

    def text(surface, words, pos, px, *args, **kwargs):
        rect = real_text(surface, words, pos, px, *args, **kwargs)
        over.append(rect.inflate(6, 6))
        return rect

    def shadow(surface, rect, *args, **kwargs):   # a picture is drawn on its shadow
        over.append(pygame.Rect(rect).inflate(24, 24))
        return real_blit(surface, rect, *args, **kwargs)
    monkeypatch.setattr(theme, "panel", panel)
    monkeypatch.setattr(theme, "text", text)
    monkeypatch.setattr(theme, "shadow", shadow)
    try:
        surface = draw_whole(app)
    finally:
        monkeypatch.setattr(theme, "panel", real_panel)
        monkeypatch.setattr(theme, "text", real_text)
        monkeypatch.setattr(theme, "shadow", real_blit)
    return surface, panels, over


def bare_colours(surface, panel: pygame.Rect, over: list[pygame.Rect]) -> set[tuple[int, int, int]]:
    inner = panel.inflate(-30, -30)
    bare = [(x, y) for x in range(inner.left, inner.right, 3) for y in range(inner.top, inner.bottom, 3)
            if not any(r.collidepoint(x, y) for r in over)]
    assert len(bare) > 40, "the panel has bare room to look at"
    return {tuple(surface.get_at(p))[:3] for p in bare}


def open_table(app) -> TableScene:
    scene = TableScene(app, Session.start(get_game("tournament-of-queens"), 3, {}))
    app.switch(scene)
    step(app, 3)
    return scene


def face_up_card(scene) -> str:
    return next(placed.card for zone, index, placed, _ in scene.visible_cards()
                if placed.face_up and zone.startswith("judge"))


def test_the_card_preview_is_solid(sized_app, monkeypatch):
    monkeypatch.setattr(table_module, "HOVER_PREVIEW_S", 0.0)
    app = sized_app
    scene = open_table(app)
    post(pygame.MOUSEMOTION, pos=scene.card_rect(face_up_card(scene)).center, rel=(0, 0), buttons=(0, 0, 0))
    step(app, 2)
    assert scene.preview_card() is not None
    surface, panels, over = drawn_with_panels(app, monkeypatch)
    box = max(panels, key=lambda r: r.width * r.height if r.top > scene.frame(app.screen.get_size())["top"].bottom
              else 0)
    assert bare_colours(surface, box, over) == {theme.PANEL}


def test_the_large_card_view_s_words_are_on_a_solid_panel(sized_app, monkeypatch):
    app = sized_app
    scene = open_table(app)
    click(app, scene.card_rect(face_up_card(scene)).center, button=3)
    step(app)
    assert scene.zoomed
    surface, panels, over = drawn_with_panels(app, monkeypatch)
    words_panel = max(panels, key=lambda r: r.width * r.height)
    assert bare_colours(surface, words_panel, over) == {theme.PANEL}
