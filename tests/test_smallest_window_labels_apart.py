"""Play-test round 7 (30 November): in "Learn Queens of Fate" at 1024x700, text 150%, the
Swords domain's labels ran together ("QueenSwords court": the lesson's bar left the cards
narrower than at the table, the two labels 0 px apart); and with the window dragged to
800x600 (no window manager kept its smallest size) the table's court labels ran into each
other. The smallest window the app supports is app.SMALLEST_WINDOW (960x700, README): a
window squeezed under it shows the top left of a frame that size, and from it up every
label of Queens of Fate's table and lesson stands clear of the next on its line."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.table.app import SMALLEST_DRAWN, SMALLEST_WINDOW
from tests.helpers.sight import drawn_parts, problems, run_together
from tests.helpers.table import post, step


@pytest.mark.parametrize("size", [(1024, 700), SMALLEST_WINDOW])
@pytest.mark.parametrize("text_size", [100, 150, 200])
def test_queens_of_fates_lesson_and_table_keep_their_labels_apart(size, text_size):
    for kind in ("learn", "table"):
        window, words, buttons = drawn_parts("game", "queens-of-fate", kind, size, text_size)
        assert problems(window, words, buttons) == [], (kind, size, text_size)
        assert run_together(words) == [], (kind, size, text_size)


def test_the_smallest_window_is_the_smallest_frame_drawn():
    assert SMALLEST_DRAWN == SMALLEST_WINDOW and SMALLEST_WINDOW[1] >= 700


def test_a_window_squeezed_to_800_by_600_is_drawn_as_the_smallest_window(tester_app):
    """The tester's drag: the window system resizes the window, then says so; the frame is
    the smallest window's (whose labels the test above keeps apart), its top left shown."""
    from tarot_table.games import get_game
    from tarot_table.session import Session
    app = tester_app
    game = get_game("queens-of-fate")
    app.go("table", Session.start(game, 3, game.check_options({})), saving=False)
    step(app, 3)
    pygame.display.set_mode((800, 600))
    post(pygame.WINDOWSIZECHANGED, x=800, y=600)
    step(app, 3)
    assert app.screen.get_size() == SMALLEST_WINDOW
    assert pygame.display.get_surface().get_at((5, 5)) == app.screen.get_at((5, 5))
