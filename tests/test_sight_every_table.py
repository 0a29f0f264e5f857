"""Issue 33, sight: high contrast and reduced motion honoured on every table (the six
games' and the reading's) and in every lesson, not only on the one table tests/test_sight.py
plays."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.games import GAMES, get_game
from tarot_table.lessons import load
from tarot_table.screenshot import build_scene
from tarot_table.session import Session
from tarot_table.table import theme
from tarot_table.table.app import picture_app
from tarot_table.table.scenes.lesson_table import LessonScene
from tests.helpers.table import step

GAME_IDS = sorted(GAMES)


@pytest.fixture(autouse=True)
def plain_look():
    yield
    theme.use_look()


def bot_moves(scene, count: int) -> int:
    """Up to ``count`` moves of the strong bot in every seat, through the table as a
    player's moves go; gives how many were made."""
    game, made = scene.game, 0
    for _ in range(count):
        seat = game.current_seat(scene.session.state)
        if seat is None:
            break
        scene.perform(scene.bot_move(scene.session.state.seats[seat].bot or game.strong_bot, seat))
        made += 1
    return made


def open_game(app, game_id: str):
    game = get_game(game_id)
    scene = app.make("table", Session.start(game, 5, game.check_options({})), saving=False)
    app.switch(scene)
    step(app)
    return scene


# ---- reduced motion ----------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_with_reduced_motion_every_table_deals_and_moves_at_once(app, game_id):
    app.settings.animation = "slow"
    moved = {}
    for reduced in (False, True):
        app.settings.reduced_motion = reduced
        scene = open_game(app, game_id)
        busy = [scene.animating()]
        for _ in range(6):
            if not bot_moves(scene, 1):
                break
            busy.append(bool(scene.motions) or scene.token_moves.busy())
        moved[reduced] = any(busy)
        assert not reduced or scene.next_frame_in() != 0.0, "no frame asked for a motion"
    assert moved == {False: True, True: False}   # the same deal and moves slide without it


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_with_reduced_motion_a_lesson_makes_its_moves_at_once(app, game_id):
    app.settings.animation = "slow"
    app.settings.reduced_motion = True
    game = get_game(game_id)
    scene = LessonScene(app, game, load(game))
    app.switch(scene)
    step(app)
    moves = 0
    for _ in range(12):
        before = len(scene.session.actions)
        scene.skip()   # the step's move made for the player, or on to the next step
        moves += len(scene.session.actions) > before
        assert not scene.animating() and not scene.motions, scene.step_index
        step(app)
    assert moves, "the lesson made a move"


# ---- high contrast -------------------------------------------------------------------------
def words_and_grounds(game_id: str, scene_kind: str, high_contrast: bool) -> tuple[int, list[str]]:
    """A table (or a lesson) drawn at 1280x800: how many words it sets, and those not on
    the high-contrast palette's solid ground where they are drawn."""
    app = picture_app((1280, 800), 100, high_contrast)
    game = get_game(game_id)
    scene = build_scene(app, "game", game, 3, game.check_options({}), 3 if scene_kind == "table" else 2, scene_kind)
    app.switch(scene)
    drawn = []
    real_text = theme.text

    def text(surface, said, pos, px, *args, **kwargs):
        rect = real_text(surface, said, pos, px, *args, **kwargs)
        if surface is app.screen and said.strip():
            weight = args[1] if len(args) > 1 else kwargs.get("weight", "Regular")
            family = args[3] if len(args) > 3 else kwargs.get("family", "sans")
            top, height = theme.ink_band(px, weight, family)   # the ground lies behind the letters
            drawn.append((said, pygame.Rect(rect.x, rect.y + top, rect.width, height).clip(surface.get_clip())))
        return rect

    theme.text = text
    try:
        app.render(app.screen)
        drawn.clear()
        app.render(app.screen)
    finally:
        theme.text = real_text
        scene.leave()
    ground = theme.HIGH_CONTRAST["PANEL"]
    off = [said for said, rect in drawn if rect.width > 2 and rect.height > 2
           and tuple(app.screen.get_at(rect.topleft))[:3] != ground]
    return len(drawn), off


@pytest.mark.parametrize("scene_kind", ["table", "learn"])
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_in_high_contrast_every_word_on_every_table_and_lesson_is_on_a_solid_ground(game_id, scene_kind):
    count, off = words_and_grounds(game_id, scene_kind, high_contrast=True)
    assert count > 5 and off == []


def test_without_high_contrast_words_lie_on_the_felt_and_panels_as_they_are():
    count, off = words_and_grounds("queens-of-fate", "table", high_contrast=False)
    assert len(off) > count // 2   # the check above tells the two palettes apart


@pytest.mark.parametrize("scene_kind", ["table", "learn"])
def test_in_high_contrast_the_bars_and_the_lesson_guide_are_drawn_in_its_palette(scene_kind):
    app = picture_app((1280, 800), 100, high_contrast=True)
    game = get_game("queens-of-fate")
    scene = build_scene(app, "game", game, 3, game.check_options({}), 2, scene_kind)
    app.switch(scene)
    app.render(app.screen)
    app.render(app.screen)
    try:
        frame = scene.frame(app.screen.get_size())
        bars = [frame["top"], frame["status"]] + ([frame["guide"]] if "guide" in frame else [])
        assert ("guide" in frame) == (scene_kind == "learn")
        for bar in bars:
            # the guide is drawn as tall as its step's words, from the top of its room
            inside = (bar.centerx, bar.top + 4 if bar is frame.get("guide") else bar.bottom - 3)
            assert tuple(app.screen.get_at(inside))[:3] == theme.HIGH_CONTRAST["PANEL"], bar
    finally:
        scene.leave()
    assert pygame.Rect(bars[0]).width == 1280
