"""Play-test round 8: on a new-game page Tab walked every option's and every seat's
buttons before Start (quickest reached by Shift+Tab, three steps back). Start is the
first stop: Tab, Enter deals; the options follow in reading order."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.table.scenes.table import TableScene
from tests.helpers.new_game import open_page
from tests.helpers.table import key, step


@pytest.mark.parametrize("game_id", ["tournament-of-queens", "tempting-fate", "lucky-you"])
def test_the_first_tab_on_a_new_game_page_is_start_and_enter_deals(app, game_id):
    page = open_page(app, game_id)
    key(app, pygame.K_TAB)
    focused = [b for b in page.focusable() if getattr(b, "focused", False)]
    assert [b.label for b in focused] == ["Start"]
    key(app, pygame.K_TAB)   # then the options, in reading order
    assert [b for b in page.focusable() if getattr(b, "focused", False)] == [page.every_option[0]]
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    key(app, pygame.K_RETURN)
    step(app)
    assert isinstance(app.scene, TableScene) and app.scene.game.id == game_id
