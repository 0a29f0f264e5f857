"""A drop that opens "Choose one.": the card let go waits where it was let go while the
list is open, the chosen move flies from there, and Cancel, Escape or a press on the
table sends it home from there. Real mouse events through the app's own loop."""
from __future__ import annotations

import math

import pygame

from tarot_table.table.scenes.table_cards import lifted_cards
from tests.helpers.table import drag_and_let_go
from tests.helpers.fools import GAME, P, arrange, m, t
from tests.helpers.table import click, key, open_position, settle, step

ON = {"reversals": "on"}


def distance(a, b) -> float:
    return math.hypot(a[0] - b[0], a[1] - b[1])


def two_readings(app):
    """Strength dropped on Death has two readings, so the drop opens a list of options."""
    app.settings.animation = "slow"
    scene = open_position(app, GAME, arrange(ON, present_1=[-8], present_2=[-13], present_3=[t(20)],
                                             wisdom_1=[m(P, "two")]))
    settle(app, scene)
    home = scene.card_rect(t(8)).center
    target = scene.card_rect(t(13)).center
    let_go = (target[0] + 15, target[1] + 25)
    drag_and_let_go(app, home, let_go)
    step(app)
    assert scene.pending_choice and scene.message[0] == "Choose one."
    return scene, home, let_go


def drawn_centre(scene, card: str) -> tuple[int, int]:
    """Where the frame drew ``card`` (a held card is drawn where it waits)."""
    if scene.waiting and card in scene.waiting:
        return scene.waiting[card].center
    return scene.card_rect(card).center


def test_a_card_dropped_on_a_choice_waits_where_it_was_let_go(app):
    scene, home, let_go = two_readings(app)
    assert t(8) not in scene.motions, "it does not fly home while the list is open"
    assert t(8) in lifted_cards(scene)
    assert distance(drawn_centre(scene, t(8)), let_go) <= 2
    step(app, 5)
    assert distance(drawn_centre(scene, t(8)), let_go) <= 2


def test_the_list_of_options_does_not_cover_the_waiting_card(app):
    scene, _, _ = two_readings(app)
    menu = scene.choice_buttons[0].rect.unionall([b.rect for b in scene.choice_buttons])
    assert not menu.colliderect(scene.waiting[t(8)])


def test_the_chosen_move_flies_from_where_the_card_waited(app):
    scene, home, let_go = two_readings(app)
    click(app, scene.choice_buttons[0].rect.center)
    assert not scene.pending_choice and not scene.waiting
    assert scene.session.state.find(t(8))[0] != "present_1"
    assert distance(scene.motions[t(8)].start.center, let_go) <= 2


def test_cancel_sends_the_waiting_card_home_from_where_it_waited(app):
    scene, home, let_go = two_readings(app)
    click(app, scene.choice_buttons[-1].rect.center)
    assert not scene.pending_choice and not scene.waiting
    assert scene.session.state.find(t(8))[0] == "present_1"
    assert distance(scene.motions[t(8)].start.center, let_go) <= 2
    settle(app, scene)
    assert scene.card_rect(t(8)).center == home


def test_escape_sends_the_waiting_card_home_from_where_it_waited(app):
    scene, home, let_go = two_readings(app)
    key(app, pygame.K_ESCAPE)
    assert not scene.pending_choice and not scene.waiting
    assert distance(scene.motions[t(8)].start.center, let_go) <= 2
    assert scene.message[0] == ""


def test_a_press_on_the_table_away_from_the_list_sends_the_waiting_card_home(app):
    scene, home, let_go = two_readings(app)
    click(app, (scene.frame(app.screen.get_size())["table"].left + 5, let_go[1]))
    assert not scene.pending_choice and not scene.waiting
    assert distance(scene.motions[t(8)].start.center, let_go) <= 2


def test_undo_while_a_card_waits_closes_the_list(app):
    scene, _, _ = two_readings(app)
    scene.undo()
    assert not scene.pending_choice and not scene.waiting
