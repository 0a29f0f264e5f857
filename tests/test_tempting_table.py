"""Tempting Fate played with the mouse, and by two people sharing one screen."""
from tarot_table.games import get_game
from tarot_table.games.base import Seat
from tests.test_table import click, drag, open_position, settle, step
from tests.test_table import zone_centre as centre
from tests.test_tempting_fate import m, table, z

GAME = get_game("tempting-fate")


def open_state(app, state, seats):
    return open_position(app, GAME, state, seats)


def grab(scene, card):
    """A point on the visible part of a card in a fanned hand."""
    rect = scene.card_rect(card)
    return rect.x + max(4, rect.width // 6), rect.centery


def test_fate_drags_a_hand_card_onto_a_path_and_a_token_to_the_bank(app):
    state = table(fate_hand=[z("star")], path2=["^" + z("square")], tokens={z("square"): 2})
    scene = open_state(app, state, [Seat("Ann"), Seat("Bob", "basic")])
    drag(app, grab(scene, z("star")), centre(scene, "path2"))
    assert "tokens" in scene.message[0]                       # a path with tokens takes no card
    settle(app, scene)
    drag(app, grab(scene, z("star")), centre(scene, "path1"))
    assert [p.card for p in scene.session.state.zones["path1"]] == [z("star")]
    drag(app, scene.card_rect(z("square")).center, centre(scene, "bank"))
    assert scene.session.state.data["tokens"] == {z("square"): 1}


def test_querent_drags_an_attack_onto_the_last_card_of_a_path(app):
    state = table(turn="querent", querent_hand=[m("cups", "five")], path3=[z("circle"), z("square")])
    scene = open_state(app, state, [Seat("Bot", "basic"), Seat("Ann")])
    target = scene.card_rect(z("square")).center
    drag(app, grab(scene, m("cups", "five")), target)
    assert [p.card for p in scene.session.state.zones["path3"]] == [z("circle")]
    assert z("square") in [p.card for p in scene.session.state.zones["fate_discard"]]


def test_two_people_pass_the_screen_between_fate_and_the_querent(app):
    state = table(fate_hand=[z("star"), z("cross"), z("waves")])
    scene = open_state(app, state, [Seat("Ann"), Seat("Bob")])
    for card in (z("star"), z("cross"), z("waves")):
        settle(app, scene)
        drag(app, grab(scene, card), centre(scene, "path1"))
    assert scene.handoff_to == 1
    step(app)
    assert [b.label for b in scene.summary_buttons] == ["I am Bob: show my cards"]
    click(app, scene.summary_buttons[0].rect.center)
    querent_card = scene.session.state.zones["querent_hand"][0]
    assert scene._seen("querent_hand", querent_card)
    assert not scene._seen("fate_hand", scene.session.state.zones["fate_hand"][0])
