"""Issue 32's last real-window play-test of Tournament of Queens with long names and names
that start alike ("Bartholomew Longname", "Anette" and "Anemone"), at the three window sizes."""
import pygame
import pytest

from tarot_table.games import get_game
from tarot_table.games.base import Seat
from tarot_table.session import Session
from tarot_table.table import theme
from tarot_table.table.scenes import table_overlays
from tarot_table.table.scenes.table import TableScene
from tests.conftest import headless_app
from tests.helpers.table import step
from tests.helpers.tournament import SIZES

TOURNAMENT = get_game("tournament-of-queens")
LONG = "Bartholomew Longname"


@pytest.fixture(params=SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def sized_app(request):
    yield from headless_app(request.param)


def open_table(app, seats, seed=3) -> TableScene:
    scene = TableScene(app, Session.start(TOURNAMENT, seed, {}, seats))
    app.switch(scene)
    step(app)
    return scene


def test_finding_1_the_pass_the_screen_page_keeps_a_long_name_inside_its_box(sized_app, monkeypatch):
    """Finding 1: "Bartholomew Longname, press the button when only you can see the
    screen." ran past both sides of the hand-over box at 1920x1080. Every word and the
    button lie inside the box at every size."""
    boxes, words = [], []
    panel, text = theme.panel, theme.text
    monkeypatch.setattr(theme, "panel", lambda surface, rect, *a, **k: boxes.append(pygame.Rect(rect))
                        or panel(surface, rect, *a, **k))
    monkeypatch.setattr(theme, "text", lambda surface, said, *a, **k: words.append((said, text(surface, said, *a, **k)))
                        or words[-1][1])
    scene = open_table(sized_app, [Seat(LONG, None), Seat("Anette", None)])
    assert scene.handoff_to == 0
    boxes.clear(), words.clear()
    table_overlays.draw_handoff(scene, sized_app.screen, theme.ui_scale(sized_app.screen.get_size()))
    (box,) = boxes
    assert any(LONG in said for said, _ in words)
    assert [said for said, rect in words if not box.contains(rect)] == []
    assert all(box.contains(button.rect) for button in scene.summary_buttons)
    assert scene.summary_buttons[0].label == f"I am {LONG}: show my cards"
