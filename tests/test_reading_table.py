"""The reading table as a reader meets it: the status line follows the reader, the
crossing card leaves the card it crosses in sight, the spread chosen last is offered
again. Each test names the house decision (games/reading/rules.md) it guards."""
from __future__ import annotations

import pygame

from tarot_table.games import get_game
from tarot_table.games.base import Action
from tarot_table.rng import Rng
from tests.test_table import click, deck_top, drag, open_table, post, settle, step, zone_centre

READING = get_game("reading")


def lay(state, *zones):
    for zone in zones:
        READING.apply(state, Action("place", src="deck", to=zone))


def turn(state, *zones):
    for zone in zones:
        READING.apply(state, Action("flip", src=zone))


def test_decision_1_any_empty_position_may_be_laid_and_the_status_asks_for_none_in_particular():
    state = READING.new(4, {"spread": "celtic-cross"})
    assert {a.to for a in READING.legal_actions(state)} == {f"pos{i}" for i in range(1, 11)}
    assert "any empty position" in READING.status(state) and "Present comes next" in READING.status(state)
    lay(state, "pos5")                                  # the Crown first
    assert "Near future comes next" in READING.status(state)
    lay(state, "pos10")                                 # the Outcome: the suggestion wraps round
    assert "Present comes next" in READING.status(state)


def test_decision_1_cards_are_turned_in_any_order_and_the_status_follows():
    state = READING.new(4, {"spread": "three-cards"})
    lay(state, "pos1", "pos2", "pos3")
    assert {a.src for a in READING.legal_actions(state)} == {"pos1", "pos2", "pos3"}
    assert "any face-down card" in READING.status(state) and "Past comes next" in READING.status(state)
    turn(state, "pos2")
    assert "Future comes next" in READING.status(state)
    turn(state, "pos3")
    assert "Past comes next" in READING.status(state)
    turn(state, "pos1")
    assert READING.status(state) == "The reading is complete."


def test_decision_1_the_hint_takes_the_status_lines_suggestion():
    state = READING.new(4, {"spread": "celtic-cross"})
    lay(state, "pos5")
    bot = READING.bots["in-order"]
    assert bot(READING, READING.view(state, 0), Rng(0)).to == "pos6"
    lay(state, *[f"pos{i}" for i in range(6, 11)], "pos1", "pos2", "pos3", "pos4")
    turn(state, "pos7")
    assert bot(READING, READING.view(state, 0), Rng(0)).src == "pos8"


def test_decision_1_a_drop_on_a_position_the_status_does_not_name_is_taken(app):
    """Real mouse events: the status suggests the Past, the reader drops on the Future."""
    scene = open_table(app)
    top = scene.session.state.zones["deck"][-1].card
    drag(app, deck_top(scene), zone_centre(scene, "pos3"))
    assert [p.card for p in scene.session.state.zones["pos3"]] == [top]
    assert "Past comes next" in READING.status(scene.session.state)


def cross_table(app):
    scene = open_table(app, options={"spread": "celtic-cross"})
    for zone in ("pos1", "pos2"):
        drag(app, deck_top(scene), zone_centre(scene, zone))
        settle(app, scene)
    for zone in ("pos1", "pos2"):
        click(app, scene.card_rect(scene.session.state.zones[zone][0].card).center)
        settle(app, scene)
    return scene


def test_decision_11_the_crossing_card_leaves_the_upper_half_of_the_crossed_card_in_sight(app):
    scene = cross_table(app)
    present = scene.card_rect(scene.session.state.zones["pos1"][0].card)
    challenge = scene.card_rect(scene.session.state.zones["pos2"][0].card)
    assert challenge.width > challenge.height                      # it lies across
    assert challenge.top - present.top >= 0.45 * present.height    # the upper half shows
    assert challenge.bottom <= present.bottom + 0.1 * present.height


def test_decision_11_pointing_at_either_card_of_the_cross_names_that_card(app):
    """Real pointer moves: the status bar names the position under the pointer, and the
    card found there is the one drawn there."""
    scene = cross_table(app)
    state = scene.session.state
    present = scene.card_rect(state.zones["pos1"][0].card)
    challenge = scene.card_rect(state.zones["pos2"][0].card)
    for point, zone in (((present.centerx, present.top + present.height // 5), "pos1"),
                        ((challenge.left + 4, challenge.centery), "pos2"),
                        (challenge.center, "pos2")):
        post(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0))
        step(app)
        assert scene.hover_zone == zone
        assert scene.card_at(point) == (state.zones[zone][0].card, zone)
    spot = scene.geometry.layout.spot("pos1")
    assert spot.help.startswith("Present:")
