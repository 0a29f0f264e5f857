"""Play-test 32, batch 2, items 4 and 5: the top bar's tips. An enabled Undo says what it
takes back (a greyed one already says why it is greyed); a button whose words were
shortened to fit says its full words."""
from __future__ import annotations

import pygame

from tarot_table.games import get_game
from tarot_table.games.base import Seat
from tarot_table.session import Session
from tarot_table.table.scenes import table_bars
from tarot_table.table.scenes.table import TableScene
from tarot_table.table.scenes.table_bars import status_line
from tests.helpers.table import click, one_move_among_bots, post, step


def open_table(app, game, seats, seed=3) -> TableScene:
    scene = TableScene(app, Session.start(game, seed, game.check_options({}), seats))
    app.switch(scene)
    step(app)
    return scene


def bar(scene, label):
    return next(b for b in scene.bar_buttons if b.label == label)


def hover(app, button) -> None:
    post(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    step(app)


def test_an_enabled_undo_says_what_it_takes_back(app):
    """Alone against bots, Undo under the pointer says it takes back your last move with
    the bot moves after it, in the words the status line says once it has. Lucky You!'s
    tokens, picked by Ann first and then the five bots, show no hidden card (Tournament of Queens'
    bots show one with every move, so there Undo stops: its house decision 20)."""
    lucky = get_game("lucky-you")
    seats = [Seat("Bot 1", "quick"), Seat("Ann")] + [Seat(f"Bot {i}", "quick") for i in range(2, 6)]
    scene = open_table(app, lucky, seats, seed=6)
    one_move_among_bots(app, scene)
    scene.message = ("", scene.message[1], 0.0)
    undo = bar(scene, "Undo")
    assert undo.enabled
    hover(app, undo)
    assert status_line(scene)[0] == "Take back your last move, with the 5 bot moves after it."
    click(app, bar(scene, "Undo").rect.center)
    step(app)
    assert scene.message[0] == "Undo: your last move is taken back, with the 5 bot moves after it."


def test_at_a_shared_screen_undo_names_whose_move(app):
    """Two people at one screen: Undo under the pointer names whose move it takes back."""
    tempting = get_game("tempting-fate")
    scene = open_table(app, tempting, [Seat("Ann"), Seat("Bea")])
    mover = tempting.current_seat(scene.session.state)
    scene.perform(scene.legal()[0])
    step(app)
    if bar(scene, "Undo").enabled:   # a move that showed no hidden card
        scene.message = ("", scene.message[1], 0.0)
        scene.pointer = bar(scene, "Undo").rect.center
        assert status_line(scene)[0] == f"Take back {scene.session.state.seats[mover].name}'s move."


def test_a_shortened_button_s_tip_is_its_full_label(app, monkeypatch):
    """Where the top bar's words are shortened to fit ("New", "Save", "Rules"), the
    pointer over a button says its full words in the status bar."""
    real = table_bars._top_buttons   # the bar laid out 1000 px wide from the table's first frame
    monkeypatch.setattr(table_bars, "_top_buttons", lambda scene, width, s: real(scene, 1000, s))
    scene = open_table(app, get_game("queens-of-fate"), [Seat("Ann")])
    labels = [b.label for b in scene.bar_buttons]
    assert {"New", "Save", "Rules"} <= set(labels), labels
    for short, full in (("New", "New game"), ("Save", "Save as"), ("Rules", "Rules (R)")):
        button = bar(scene, short)
        assert button.tip == full
        hover(app, button)
        assert status_line(scene)[0] == full


def test_a_table_button_under_the_pointer_is_drawn_lit_and_unlit_once_the_pointer_leaves(app):
    """The table's buttons are made anew each frame; the one under the pointer was drawn
    as if nothing pointed at it (28 November: no button of a table's top bar ever lit)."""
    from tarot_table.table import theme
    scene = open_table(app, get_game("queens-of-fate"), [Seat("Ann")])
    for label in ("Menu", "New game", "Rules (R)"):
        spot = (bar(scene, label).rect.x + 4, bar(scene, label).rect.centery)   # inside its edge
        hover(app, bar(scene, label))
        assert bar(scene, label).hovered and app.screen.get_at(spot)[:3] == theme.BUTTON_HOVER, label
        post(pygame.MOUSEMOTION, pos=(app.screen.get_width() // 3, app.screen.get_height() // 2), rel=(0, 0),
             buttons=(0, 0, 0))
        step(app)
        assert not bar(scene, label).hovered and app.screen.get_at(spot)[:3] == theme.BUTTON, label
    scene.log_open = False
    app.request_redraw()
    step(app)
    toggle = bar(scene, "‹")
    hover(app, toggle)
    assert bar(scene, "‹").hovered


def test_a_button_of_the_row_under_the_table_is_drawn_lit_under_the_pointer_and_unlit_after(app):
    """The row under the table is laid out anew each frame too, and its buttons were never
    drawn lit (found 28 November beside the top bar's)."""
    from tarot_table.table import theme
    tempting = get_game("tempting-fate")
    scene = open_table(app, tempting, tempting.default_seats(2))
    assert [b.label for b in scene.choice_buttons] == ["Resign this game"]
    button = scene.choice_buttons[0]
    spot = (button.rect.x + 4, button.rect.centery)   # inside its edge
    assert app.screen.get_at(spot)[:3] == theme.BUTTON
    hover(app, button)
    lit = scene.choice_buttons[0]
    assert lit.hovered and app.screen.get_at(spot)[:3] == theme.BUTTON_HOVER, lit.label
    post(pygame.MOUSEMOTION, pos=(app.screen.get_width() // 3, app.screen.get_height() // 2), rel=(0, 0),
         buttons=(0, 0, 0))
    step(app)
    assert not scene.choice_buttons[0].hovered and app.screen.get_at(spot)[:3] == theme.BUTTON
