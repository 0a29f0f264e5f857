"""Queens of Fate played with the mouse through the table's own event loop."""
from tarot_table.games import get_game
from tests.helpers.queens import m, t, table
from tests.helpers.table import click, drag, open_position, settle, step
from tests.helpers.table import zone_centre as centre

GAME = get_game("queens-of-fate")


def open_state(app, state):
    return open_position(app, GAME, state)


def test_click_destiny_passes_a_year_and_drag_secures_the_court(app):
    scene = open_state(app, table(destiny=[m("cups", "king")]))
    click(app, scene.card_rect(scene.session.state.zones["destiny"][-1].card).center)
    assert [p.card for p in scene.session.state.zones["challenge"]] == [m("cups", "king")]
    drag(app, centre(scene, "challenge"), centre(scene, "court_swords"))
    assert "own suit" in scene.message[0]
    settle(app, scene)   # the card slides home before it is picked up again
    drag(app, centre(scene, "challenge"), centre(scene, "court_cups"))
    assert [p.card for p in scene.session.state.zones["court_cups"]] == [m("cups", "king")]


def test_arcana_dragged_onto_the_opposition_until_it_falls(app):
    scene = open_state(app, table(arcana_wands=[m("wands", "four")], arcana_cups=[m("cups", "three")],
                                  court_cups=[m("cups", "page")], destiny=[t(6)]))
    click(app, centre(scene, "destiny"))
    assert scene.session.state.data["phase"] == "battle"
    drag(app, scene.card_rect(m("wands", "four")).center, centre(scene, "challenge"))
    assert scene.geometry.layout.spot("battle").label == "Battle 4/6"
    drag(app, scene.card_rect(m("cups", "three")).center, centre(scene, "challenge"))
    assert [p.card for p in scene.session.state.zones["signs"]] == [t(6)]


def test_endure_button_offers_each_court_card(app):
    scene = open_state(app, table(court_cups=[m("cups", "page"), m("cups", "king")], destiny=[t(12)]))
    click(app, centre(scene, "destiny"))
    step(app)
    endure = next(b for b in scene.choice_buttons if b.label == "Endure…")
    click(app, endure.rect.center)
    step(app)
    labels = [b.label for b in scene.choice_buttons]
    assert labels == ["Endure: lose Page of Cups", "Endure: lose King of Cups", "Cancel"]
    click(app, scene.choice_buttons[1].rect.center)
    assert [p.card for p in scene.session.state.zones["court_cups"]] == [m("cups", "page")]


def test_source_dropped_on_the_portents_asks_which_power(app):
    scene = open_state(app, table(sources=[m("wands", "ace")], portents=[m("cups", "queen")]))
    drag(app, centre(scene, "sources"), centre(scene, "portents"))
    step(app)
    assert [b.label for b in scene.choice_buttons] == [
        "Ace of Wands: Recover the Fallen", "Ace of Wands: Awaken the Arcana", "Cancel"]
    click(app, scene.choice_buttons[0].rect.center)
    assert [p.card for p in scene.session.state.zones["queen_cups"]] == [m("cups", "queen")]
