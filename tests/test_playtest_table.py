"""A play-test in a real window found these generic table faults; each test names its item
(status bar, menu, rules scene, chooser, window) and would have caught it."""
from __future__ import annotations

import pygame

from tarot_table.games import GAMES
from tarot_table.table import theme
from tarot_table.table.scenes.rulebook import RulesScene
from tarot_table.table.scenes.table_draw import status_line
from tests.test_table import click, key, open_table, step


# ---- item 3: Page Down leaves no line unread in the faded edges ---------------------------
def test_item3_page_down_overlaps_by_the_faded_edges_so_every_line_is_seen_clearly(app):
    for size in ((1024, 700), (1920, 1080), (2560, 1440)):
        app.screen = pygame.display.set_mode(size)
        scene = RulesScene(app, GAMES["queens-of-fate"])
        app.switch(scene)
        step(app)
        clear_height = scene.view_height - 2 * scene.fade_depth   # between the two faded edges
        key(app, pygame.K_PAGEDOWN)
        assert 0 < scene.scroll <= clear_height
        # the lines fading at the bottom of page one are clear on page two
        assert scene.view_height - scene.fade_depth - scene.scroll >= scene.fade_depth
        key(app, pygame.K_PAGEDOWN)
        assert scene.scroll == 2 * scene.page_step() or scene.scroll == scene.last_scroll()
        key(app, pygame.K_PAGEUP)
        assert scene.scroll == scene.page_step()


def test_item3_end_reaches_the_last_line_at_once_and_home_the_first(app):
    app.screen = pygame.display.set_mode((1024, 700))
    scene = RulesScene(app, GAMES["queens-of-fate"])
    app.switch(scene)
    step(app)
    key(app, pygame.K_END)
    assert scene.scroll == scene.content_height - scene.view_height > 0
    key(app, pygame.K_PAGEUP)   # back one page from the end, not from somewhere past it
    assert scene.scroll == scene.last_scroll() - scene.page_step()
    key(app, pygame.K_HOME)
    assert scene.scroll == 0


# ---- item 4: a chooser closed without a choice leaves no "Choose one." behind ---------------
def open_chooser(app, monkeypatch):
    """A table whose game offers one button with two moves behind it, clicked."""
    scene = open_table(app)
    scene.asking = None   # no question box to take the keys
    two = scene.game.legal_actions(scene.session.state)[:2]
    assert len(two) == 2
    monkeypatch.setattr(scene.game, "buttons", lambda state: [("Two ways", two)])
    step(app)
    scene.say("An earlier word.")
    step(app)
    button = next(b for b in scene.choice_buttons if b.label == "Two ways")
    click(app, button.rect.center)
    assert scene.pending_choice == two and status_line(scene)[0] == "Choose one."
    return scene


def test_item4_escape_from_a_chooser_restores_the_status_it_covered(app, monkeypatch):
    scene = open_chooser(app, monkeypatch)
    key(app, pygame.K_ESCAPE)
    assert scene.pending_choice is None and app.scene is scene
    assert status_line(scene) == ("An earlier word.", theme.ACCENT)


def test_item4_cancel_in_a_chooser_restores_the_status_it_covered(app, monkeypatch):
    scene = open_chooser(app, monkeypatch)
    cancel = next(b for b in scene.choice_buttons if b.label == "Cancel")
    click(app, cancel.rect.center)
    assert scene.pending_choice is None
    assert status_line(scene)[0] != "Choose one."
