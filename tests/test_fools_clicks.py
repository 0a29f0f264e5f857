"""The Fool's Journey, house decision 26: a click or double-click never discards a card
nor uses a reversed trump's power; the status bar says how to discard instead. Real
mouse clicks through the app's own loop."""
from __future__ import annotations

from tarot_table.rng import Rng
from tests.helpers.fools import C, GAME, P, W, arrange, cards, m, t
from tests.helpers.table import click, open_position

ON = {"reversals": "on"}


def double_click(app, scene, card) -> None:
    where = scene.card_rect(card).center
    click(app, where)
    click(app, where)


def test_house_decision_26_a_double_click_leaves_a_reversed_trump_in_the_satchel(app):
    """The play-test finding: a reversed trump in the Satchel was discarded by a double-click."""
    state = arrange(ON, satchel_1=[-17], present_1=[m(C, "two")], present_2=[t(4)])
    scene = open_position(app, GAME, state)
    assert [a.kind for a in scene.card_actions(t(17))] == ["discard"]
    double_click(app, scene, t(17))
    assert cards(scene.session.state, "satchel_1") == [t(17)]
    assert not scene.session.actions
    assert "drag it onto the Past to discard it" in scene.message[0]
    assert "Its power:" in scene.message[0]


def test_house_decision_26_a_power_that_could_work_is_not_used_by_a_double_click(app):
    """The Star could act now (the Past holds a card): the click still leaves it be."""
    state = arrange(ON, satchel_1=[-17], present_1=[m(C, "two")], present_2=[t(4)], past=[m(W, "three")])
    scene = open_position(app, GAME, state)
    assert "power" in {a.kind for a in scene.card_actions(t(17))}
    double_click(app, scene, t(17))
    assert cards(scene.session.state, "satchel_1") == [t(17)] and not scene.session.actions
    assert "nor uses its power" in scene.message[0]


def test_house_decision_26_a_reversed_trump_in_the_present_still_goes_into_the_satchel(app):
    state = arrange(ON, present_1=[-17], present_2=[m(C, "two")], present_3=[t(4)])
    scene = open_position(app, GAME, state)
    double_click(app, scene, t(17))
    assert t(17) in [c for z in ("satchel_1", "satchel_2", "satchel_3") for c in cards(scene.session.state, z)]


def test_house_decision_26_with_the_satchel_full_a_reversed_trump_stays_in_the_present(app):
    state = arrange(ON, present_1=[-17], present_2=[t(4)], satchel_1=[m(C, "two")],
                    satchel_2=[m(C, "three")], satchel_3=[m(C, "four")])
    scene = open_position(app, GAME, state)
    double_click(app, scene, t(17))
    assert cards(scene.session.state, "present_1") == [t(17)] and not scene.session.actions
    assert "discard" in scene.message[0]


def test_house_decision_26_a_single_click_on_a_card_whose_only_move_is_a_discard_keeps_it(app):
    """A Helper in the Satchel with no Wisdom to pay for it can only be discarded: one
    click used to discard it, being its only move."""
    state = arrange(satchel_1=[m(C, "queen")], present_1=[m(C, "two")], present_2=[t(4)])
    scene = open_position(app, GAME, state)
    assert [a.kind for a in scene.card_actions(m(C, "queen"))] == ["discard"]
    click(app, scene.card_rect(m(C, "queen")).center)
    assert cards(scene.session.state, "satchel_1") == [m(C, "queen")] and not scene.session.actions
    assert scene.message[0] == "A click never throws a card away: to discard the Queen of Cups, drag it onto the Past."


def test_house_decision_26_a_drag_onto_the_past_still_discards(app):
    from tests.helpers.table import drag
    state = arrange(satchel_1=[m(C, "queen")], present_1=[m(C, "two")], present_2=[t(4)])
    scene = open_position(app, GAME, state)
    drag(app, scene.card_rect(m(C, "queen")).center, scene.geometry.spot_rect(scene.geometry.layout.spot("past")).center)
    assert m(C, "queen") in cards(scene.session.state, "past")


def test_house_decision_26_a_usual_move_is_still_played_by_a_double_click(app):
    state = arrange(present_1=[m(P, "two")], present_2=[t(4)], present_3=[m(C, "five")])
    scene = open_position(app, GAME, state)
    double_click(app, scene, m(P, "two"))
    assert cards(scene.session.state, "wisdom_1") == [m(P, "two")]


def test_house_decision_26_no_position_offers_a_discard_or_a_power_as_the_click_move():
    for options in (ON, {}):
        for deal in range(12):
            state, rng = GAME.new(deal, options), Rng(deal)
            while GAME.outcome(state) is None:
                legal = GAME.legal_actions(state)
                for card in {a.card for a in legal if a.card}:
                    usual = GAME.default_action(state, card)
                    assert usual is None or usual.kind not in ("discard", "power"), (deal, usual)
                GAME.apply(state, rng.choice(legal))
