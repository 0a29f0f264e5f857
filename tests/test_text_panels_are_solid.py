"""Play-test finding (29 November): the coaching note, the lesson's guide bar and the
network host page's line to copy were drawn at 92% cover, so the table (or the page)
showed through their words. Every panel of words over the table is solid: drawn once over
a black cloth and once over a white one, every pixel inside it is the same (its rounded
corners aside). The large card view and the preview, made solid before, are held to it too."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.table import theme
from tarot_table.table.scenes import preview as preview_module
from tarot_table.table.scenes import table as table_module
from tarot_table.table.scenes.host_panel import HostPanelScene
from tarot_table.table.scenes.lesson_table import open_lesson
from tarot_table.table.scenes.table import TableScene
from tests.conftest import headless_app
from tests.helpers.table import click, post, step

SIZES = ((1024, 700), (1920, 1080), (2560, 1440))


@pytest.fixture(params=SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def sized_app(request):
    yield from headless_app(request.param)


def see_through(app, monkeypatch) -> list[tuple[pygame.Rect, int]]:
    """Each panel drawn in the frame, with how many of its inside pixels change when the
    cloth under everything changes from black to white."""
    drawn = []
    real_panel, real_felt = theme.panel, theme.felt

    def panel(surface, rect, *args, **kwargs):
        drawn.append((pygame.Rect(rect), kwargs.get("radius", 10)))
        return real_panel(surface, rect, *args, **kwargs)

    def frame(cloth) -> pygame.Surface:
        def felt(surface, area=None):
            surface.fill(cloth, area)
        monkeypatch.setattr(theme, "felt", felt)
        drawn.clear()
        surface = app.screen.copy()
        app.render(surface)
        return surface
    monkeypatch.setattr(theme, "panel", panel)
    try:
        black, white = frame((0, 0, 0)), frame((255, 255, 255))
    finally:
        monkeypatch.setattr(theme, "panel", real_panel)
        monkeypatch.setattr(theme, "felt", real_felt)
    window = black.get_rect()
    shown = []
    for rect, radius in drawn:
        inside = rect.inflate(-2 * (radius + 2), -2 * (radius + 2)).clip(window)
        changed = sum(black.get_at((x, y)) != white.get_at((x, y))
                      for x in range(inside.left, inside.right, 2) for y in range(inside.top, inside.bottom, 2))
        shown.append((rect, changed))
    return shown


def solid(shown, rect: pygame.Rect) -> bool:
    return dict((tuple(r), changed) for r, changed in shown)[tuple(rect)] == 0


def test_the_coaching_note_is_solid(sized_app, monkeypatch):
    app = sized_app
    app.settings.coaching = True
    scene = TableScene(app, Session.start(get_game("queens-of-fate"), 1, {}))
    app.switch(scene)
    step(app, 2)
    assert scene.coaching.note is not None, "a newcomer's note at the deal"
    shown = see_through(app, monkeypatch)
    note = next(r for r, _ in shown if r.collidepoint(scene.coaching.buttons[0].rect.center))
    assert solid(shown, note), shown


def test_the_lessons_guide_bar_is_solid(sized_app, monkeypatch):
    app = sized_app
    open_lesson(app, get_game("queens-of-fate"))
    step(app, 2)
    shown = see_through(app, monkeypatch)
    guide = next(r for r, _ in shown if r.collidepoint(app.scene.guide_buttons[0].rect.center))
    assert solid(shown, guide), shown


def test_the_host_pages_line_to_copy_is_solid(sized_app, monkeypatch):
    app = sized_app
    scene = HostPanelScene(app, get_game("tournament-of-queens"), "ABC234", 0, "Ann", "t" * 20)
    app.switch(scene)
    step(app)
    shown = see_through(app, monkeypatch)
    copy = next(b for b in scene.buttons if b.label == "Copy")
    line = next(r for r, _ in shown if r.top == copy.rect.top and r.right < copy.rect.left)
    assert solid(shown, line), shown


def test_the_preview_and_the_large_card_view_are_solid(sized_app, monkeypatch):
    monkeypatch.setattr(table_module, "HOVER_PREVIEW_S", 0.0)
    app = sized_app
    scene = TableScene(app, Session.start(get_game("tournament-of-queens"), 3, {}))
    app.switch(scene)
    step(app, 3)
    card = next(placed.card for zone, _, placed, _ in scene.visible_cards()
                if placed.face_up and zone.startswith("judge"))
    post(pygame.MOUSEMOTION, pos=scene.card_rect(card).center, rel=(0, 0), buttons=(0, 0, 0))
    step(app, 2)
    assert scene.preview_card() == card
    boxes = []   # where the preview is put (beside the card, or out at an edge when the cards beside it are many)
    real_place = preview_module.preview_rect
    monkeypatch.setattr(preview_module, "preview_rect", lambda *a, **k: boxes.append(real_place(*a, **k)) or boxes[-1])
    shown = see_through(app, monkeypatch)
    preview = min((r for r, _ in shown if r.contains(boxes[-1])), key=lambda r: r.width * r.height)
    assert solid(shown, preview), shown
    click(app, scene.card_rect(card).center, button=3)
    step(app)
    assert scene.zoomed
    shown = see_through(app, monkeypatch)
    words = max((r for r, _ in shown), key=lambda r: r.width * r.height if r.height < app.screen.get_height() * 0.95
                else 0)
    assert solid(shown, words), shown
