"""Play-test finding of 29 November: the saved game's name in the table's top bar showed
only while the pointer rested on the title (the options after the title kept the room
first), and a player wants to see which save they are in. Where the title would cut it,
the name stands after the game's name on the line over the options, or under the game's
name where beside it the options would say nothing whole (the options then after both:
play-test round 4's leftover, where the name took both lines and the options were read
only under the pointer), at every size; the title starts where it did and the buttons
stay where they were before the game was named (tests/test_top_bar_keeps_its_buttons.py)."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.games import get_game
from tarot_table.screenshot import build_scene
from tarot_table.table.app import picture_app
from tarot_table.table.scenes.table_bars import status_line
from tests.helpers.table import draw_whole
from tests.helpers.words import drawn_words

QUEENS = get_game("queens-of-fate")
SIZES = [(1024, 700), (1920, 1080), (2560, 1440)]


def top_bar_words(app, scene) -> list[tuple[str, pygame.Rect]]:
    """The words a whole frame draws in the top bar, and where."""
    drawn = drawn_words(lambda: draw_whole(app))
    bar = scene.frame(app.screen.get_size())["top"]
    return [(words, rect) for words, _, rect in drawn if bar.contains(rect)]


def read_on_pointing(app, scene, rect: pygame.Rect) -> str:
    scene.pointer = rect.center
    scene.message = ("", scene.message[1], 0.0)
    return status_line(scene)[0]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("text_size", [100, 150, 200])
def test_the_saved_name_is_shown_in_the_top_bar_and_moves_nothing(size, text_size):
    app = picture_app(size, text_size)
    scene = build_scene(app, "game", QUEENS, 3, QUEENS.check_options({}), 3, "table")
    app.switch(scene)
    try:
        before = top_bar_words(app, scene)
        buttons = [(b.label, tuple(b.rect)) for b in scene.view.top_buttons]
        for name in ("Tess vs bots", "Sunday morning deal"):
            scene.session.name = name
            said = top_bar_words(app, scene)
            assert [(b.label, tuple(b.rect)) for b in scene.view.top_buttons] == buttons
            title = next(rect for words, rect in said if words.startswith(QUEENS.title))
            assert title.left == before[0][1].left, (said, before)
            labels = {b.label for b in scene.view.top_buttons}
            beside = [(words, rect) for words, rect in said if words not in labels]
            buttons_left = min(b.rect.left for b in scene.view.top_buttons if b.rect.top < title.bottom)
            assert all(rect.right <= buttons_left for _, rect in beside), said
            lines = [words for words, _ in beside]
            shown = " ".join(lines)
            whole = f"{QUEENS.title} · {name}"
            if name in shown:
                continue   # in the title, or after it over the options or on two lines of its own
            # cut only where the bar has no room for it (1024x700 at 100%): its first word in
            # sight, and the pointer on the title reads it whole
            assert name.split()[0] in shown and "\u2026" in shown, (name, lines)
            assert (size, text_size) == ((1024, 700), 100), (name, lines)
            assert scene.view.title_cut is not None and scene.view.title_cut[1] == whole
            assert read_on_pointing(app, scene, scene.view.title_cut[0]) == whole
    finally:
        scene.leave()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", ["fools-journey", "reading"])
def test_beside_full_word_buttons_a_long_title_stands_over_the_saved_name(size, game_id):
    """Left by the same play-test: where a long title meets the buttons (The Fool's Journey
    and the Reading Table at 200%), the name had no room after the game's name and was read
    only under the pointer. The game's name then stands over the saved name, both in the
    title's room; the buttons do not move."""
    game = get_game(game_id)
    app = picture_app(size, 200)
    scene = build_scene(app, "game", game, 3, game.check_options({}), 0, "table")
    app.switch(scene)
    try:
        top_bar_words(app, scene)
        buttons = [(b.label, tuple(b.rect)) for b in scene.view.top_buttons]
        scene.session.name = "Sunday morning deal"
        said = top_bar_words(app, scene)
        assert [(b.label, tuple(b.rect)) for b in scene.view.top_buttons] == buttons
        buttons_left = min(b.rect.left for b in scene.view.top_buttons)
        labels = {b.label for b in scene.view.top_buttons}
        beside = [(words, rect) for words, rect in said if words not in labels]
        assert all(rect.right <= buttons_left for _, rect in beside), said
        shown = " ".join(words for words, _ in beside)   # on one line, over or after the game's name
        assert game.title in shown and "Sunday morning deal" in shown, shown
        assert scene.view.title_cut is None, "nothing to read under the pointer: it is all said"
    finally:
        scene.leave()
