"""The Fool's Journey played with the mouse through the table's own event loop."""
from tests.test_fools_journey import C, GAME, P, S, W, arrange, cards, m, t
from tests.test_table import click, drag, open_position, settle, step
from tests.test_table import zone_centre as centre

ON = {"reversals": "on"}


def card_at(scene, card):
    return scene.card_rect(card).center


def test_volition_dragged_onto_a_challenge_wears_it_down_and_lies_on_it(app):
    scene = open_position(app, GAME, arrange(volition=[m(S, "eight")], present_1=[t(13)],
                                             present_2=[m(C, "two")], present_3=[t(3)]))
    drag(app, card_at(scene, m(S, "eight")), card_at(scene, t(13)))
    state = scene.session.state
    assert cards(state, "present_1") == [t(13), m(S, "eight")]
    assert GAME.badges(state)[t(13)] == "5 left"


def test_a_challenge_dropped_on_the_fool_is_completed_directly(app):
    scene = open_position(app, GAME, arrange(present_1=[t(6)], present_2=[m(C, "two")], present_3=[t(3)]))
    drag(app, card_at(scene, t(6)), centre(scene, "fool"))
    assert scene.session.state.data["vitality"] == 19


def test_a_cups_card_dropped_on_the_fool_replenishes(app):
    scene = open_position(app, GAME, arrange(present_1=[m(C, "six")], present_2=[t(3)], present_3=[t(4)],
                                             vitality=10))
    drag(app, card_at(scene, m(C, "six")), centre(scene, "fool"))
    assert scene.session.state.data["vitality"] == 16


def test_house_8_a_cups_card_dropped_on_the_fool_at_full_vitality_snaps_back_and_says_why(app):
    scene = open_position(app, GAME, arrange(present_1=[m(C, "six")], present_2=[t(3)], present_3=[t(4)]))
    drag(app, card_at(scene, m(C, "six")), centre(scene, "fool"))
    state = scene.session.state
    assert cards(state, "present_1") == [m(C, "six")] and state.data["vitality"] == 25
    assert "Vitality is full (25/25)" in scene.message[0] and "Satchel" in scene.message[0]
    assert not scene.session.actions, "nothing was played"


def test_a_helper_dropped_on_its_card_and_an_ace_on_the_past(app):
    scene = open_position(app, GAME, arrange(present_1=[m(S, "queen")], present_2=[t(13)],
                                             present_3=[m(C, "ace")], wisdom_1=[m(P, "seven")],
                                             volition=[m(S, "eight")]))
    drag(app, card_at(scene, m(S, "queen")), card_at(scene, m(S, "eight")))
    assert cards(scene.session.state, "volition") == [m(S, "eight"), m(S, "queen")]
    settle(app, scene)
    drag(app, card_at(scene, m(C, "ace")), centre(scene, "past"))
    step(app)
    labels = [b.label for b in scene.choice_buttons]
    assert labels == ["Take a Chance with Ace of Cups", "Discard Ace of Cups", "Cancel"]
    click(app, scene.choice_buttons[0].rect.center)
    assert m(C, "ace") in cards(scene.session.state, "past")
    assert t(13) not in cards(scene.session.state, "present_2"), "the Present was shuffled back"


def test_a_refused_drop_snaps_back_and_says_why_in_the_games_terms(app):
    scene = open_position(app, GAME, arrange(present_1=[t(13)], present_2=[m(C, "two")], present_3=[t(3)]))
    drag(app, card_at(scene, t(13)), centre(scene, "satchel_1"))
    assert "cannot be stored or discarded" in scene.message[0]
    assert cards(scene.session.state, "present_1") == [t(13)]


def test_a_power_with_two_readings_asks_which(app):
    scene = open_position(app, GAME, arrange(ON, present_1=[8], present_2=[13], present_3=[t(20)],
                                             wisdom_1=[m(P, "two")]))
    drag(app, card_at(scene, t(8)), card_at(scene, t(13)))
    step(app)
    labels = [b.label for b in scene.choice_buttons]
    assert labels[:2] == ["Strength: equip Death as Strength (1 Wisdom)",
                          "Strength: equip Death as Volition (1 Wisdom)"]
    click(app, scene.choice_buttons[1].rect.center)
    assert cards(scene.session.state, "volition") == [t(13)]


def test_the_fool_shows_his_vitality_and_the_story_grows(app):
    scene = open_position(app, GAME, arrange(volition=[m(S, "ten")], present_1=[t(6)],
                                             present_2=[m(W, "two")], present_3=[t(3)], vitality=12))
    drag(app, card_at(scene, m(S, "ten")), card_at(scene, t(6)))
    state = scene.session.state
    assert GAME.badges(state)["major_arcana.00"] == "12/25"
    assert "well" in state.story[-1]


def test_the_rows_show_as_many_places_as_the_rules_allow():
    """Satchel and Wisdom show their limits (three each on normal); the spare place for
    the Empress and the Hierophant appears only when reversed powers are in play."""
    from tarot_table.games import get_game
    game = get_game("fools-journey")
    for reversals, extra in (("off", 0), ("on", 1)):
        state = game.new(3, {"reversals": reversals})
        zones = [spot.zone for spot in game.layout(state).spots]
        assert sum(z.startswith("satchel_") for z in zones) == 3 + extra
        assert sum(z.startswith("wisdom_") for z in zones) == 3 + extra
