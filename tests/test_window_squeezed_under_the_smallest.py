"""Play-test finding P4 (29 November): with no window manager to keep the window's smallest
size, a window squeezed to 2 pixels wide stopped the menu with "Something went wrong" (a
game tile's picture of the table had no size). A window squeezed under
``app.SMALLEST_DRAWN`` now shows the top left of a frame drawn at that size: every screen
draws, and the window shows the frame's corner. The squeeze comes as the window system
sends it (the window resized, then its size-changed event)."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.table import app as app_module
from tarot_table.table.app import SMALLEST_DRAWN
from tests.helpers.table import post, step


def squeezed(app, size: tuple[int, int]) -> None:
    pygame.display.set_mode(size)
    post(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1])
    step(app, 8)   # the menu makes a tile's picture a frame


@pytest.mark.parametrize("size", [(2, 1024), (1024, 2), (1, 1), (400, 300)])
def test_the_menu_and_a_table_draw_in_a_window_squeezed_under_the_smallest(app, size):
    app.go("menu")
    step(app)
    squeezed(app, size)
    assert app.screen.get_size() == (max(size[0], SMALLEST_DRAWN[0]), max(size[1], SMALLEST_DRAWN[1]))
    window = pygame.display.get_surface()
    assert window.get_size() == size and window.get_at((0, 0)) == app.screen.get_at((0, 0))
    game = get_game("queens-of-fate")
    app.go("table", Session.start(game, 3, game.check_options({})), saving=False)
    step(app, 3)
    squeezed(app, (1024, 700))   # back to a window's size: drawn on the window itself again
    assert app.screen is pygame.display.get_surface() and app.screen.get_size() == (1024, 700)
    assert app_module.drawn_on(app.screen) is app.screen
