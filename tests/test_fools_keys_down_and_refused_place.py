"""Issue 32, the fresh real-window round, finding 16: The Fool's Journey played by keys.
Down while a card was held went on in reading order, so from the Past (the end of the
top row) it jumped to the first Satchel slot at the far left; it now goes to the place
nearest below, and Up to the place nearest above. And a focused place where the held card
may not go was lit gold with the brackets of a place where it may: it is now ringed in
the warning colour with a crossed circle and no gold, in high contrast too."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.table import keyboard, theme
from tarot_table.table.scenes.kept_table import highlighted_zones
from tarot_table.table.scenes.table import TableScene
from tests.conftest import headless_app
from tests.helpers.table import draw_whole, key, step

FOOLS = get_game("fools-journey")
SIZES = ((1024, 700), (1920, 1080), (2560, 1440))


def holding_the_page(app) -> TableScene:
    """Deal 5 played by keys: Right to the Page of Cups in the Present, Enter: held, the
    focus on its usual place (where a double-click plays it), then Tab to the Past."""
    scene = TableScene(app, Session.start(FOOLS, 5, FOOLS.check_options({})))
    app.switch(scene)
    step(app)
    key(app, pygame.K_RIGHT)
    while scene.focus[0] != "card" or not scene.card_actions(scene.session.state.zones[scene.focus[1]][scene.focus[2]].card):
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    usual = FOOLS.default_action(scene.session.state, scene.carrying)
    assert scene.carrying == "minor_arcana.cups.page" and scene.focus == ("zone", usual.to)
    for _ in range(12):
        if scene.focus == ("zone", "past"):
            break
        key(app, pygame.K_TAB)
    assert scene.focus == ("zone", "past")
    return scene


def centre(scene, zone: str) -> tuple[int, int]:
    return scene.geometry.spot_rect(scene.geometry.layout.spot(zone)).center


@pytest.mark.parametrize("size", SIZES)
def test_down_with_a_card_held_goes_to_the_place_below_and_up_comes_back(size):
    for app in headless_app(size):
        scene = holding_the_page(app)
        past = centre(scene, "past")
        key(app, pygame.K_DOWN)
        below = scene.focus[1]
        assert scene.carrying and below != "satchel_1"
        x, y = centre(scene, below)
        assert y > past[1] + scene.geometry.card_height // 2   # a row lower
        row = [s.zone for s in scene.geometry.layout.spots if abs(centre(scene, s.zone)[1] - y) < 4]
        assert all(abs(x - past[0]) <= abs(centre(scene, z)[0] - past[0]) for z in row)   # the nearest across
        assert below == "wisdom_3"
        key(app, pygame.K_UP)
        assert scene.focus == ("zone", "past")
        key(app, pygame.K_DOWN)
        key(app, pygame.K_DOWN)   # past the bottom row: round to the top row, the place nearest across
        assert scene.focus == ("zone", "past") and scene.carrying


def _pixels_of(surface: pygame.Surface, rect: pygame.Rect, colour) -> int:
    area = surface.subsurface(rect.clip(surface.get_rect()))
    return sum(1 for x in range(0, area.get_width(), 2) for y in range(0, area.get_height(), 2)
               if area.get_at((x, y))[:3] == tuple(colour))


@pytest.mark.parametrize("high_contrast", (False, True))
def test_a_place_the_held_card_may_not_go_is_marked_apart_from_one_it_may(app, high_contrast):
    app.settings.high_contrast = high_contrast
    theme.use_look(100, high_contrast)
    try:
        scene = holding_the_page(app)
        place = scene.geometry.zone_rect(scene.geometry.layout.spot("past"), 0)
        may = draw_whole(app)
        assert "past" in highlighted_zones(scene)
        assert _pixels_of(may, place, theme.HIGHLIGHT) > 50 and _pixels_of(may, place, theme.WARN) == 0
        key(app, pygame.K_DOWN)
        assert scene.focus == ("zone", "wisdom_3") and not keyboard.may_go(scene, "wisdom_3")
        assert "wisdom_3" not in highlighted_zones(scene)
        place = scene.geometry.zone_rect(scene.geometry.layout.spot("wisdom_3"), 0)
        may_not = draw_whole(app)
        assert _pixels_of(may_not, place, theme.HIGHLIGHT) == 0   # no gold, no brackets
        middle = pygame.Rect(0, 0, place.width // 2, place.height // 3)
        middle.center = place.center
        assert _pixels_of(may_not, middle, theme.WARN) > 10   # the crossed circle
        assert _pixels_of(may_not, place.inflate(40, 40), theme.WARN) > _pixels_of(may_not, middle, theme.WARN)   # and the ring
    finally:
        theme.use_look(100, False)


def test_a_row_s_unnamed_place_is_told_with_a_capital_as_the_labels_are(app):
    """The play-test round of 27 November (finding 14): the tag of the third Wisdom slot
    read "wisdom 3" in lower case beside "Satchel 0/3" and "Wisdom 0"; it reads "Wisdom 3"."""
    scene = holding_the_page(app)
    key(app, pygame.K_DOWN)
    assert scene.focus == ("zone", "wisdom_3")
    assert keyboard.focus_words(scene).startswith("Wisdom 3, ")
    assert keyboard.place_words(scene, "satchel_3") == "Satchel 3"
