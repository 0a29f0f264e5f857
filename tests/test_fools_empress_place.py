"""Play-test round 9, F1: with Reversals the Satchel shows one place beyond its limit,
labelled "Empress", for the reversed Empress's draw; a card of the Present dropped there
was packed there with the Satchel 1/3 full. The seed gives that room to her draw alone:
"The drawn card may be added to a Satchel already containing the maximum of 3 cards".
Checked through ``legal_actions``/``apply`` and by a real mouse drag."""
from __future__ import annotations

import pygame

from tarot_table.games.fools_journey import table as tb
from tarot_table.table.scenes.kept_table import highlighted_zones
from tests.helpers.fools import C, GAME, W, arrange, cards, m, moves, t
from tests.helpers.frames import move_to
from tests.helpers.table import drag, open_position, post, settle, step

REVERSALS = {"reversals": "on"}
QUEEN = m(C, "queen")
SPARE = tb.satchel_zones({"difficulty": "normal"})[-1]   # the place beyond the Satchel's 3


def with_room():
    return arrange(REVERSALS, satchel_1=[m(W, "ace")], present_1=[QUEEN], present_2=[t(4)], present_3=[m(C, "five")])


def test_a_card_packed_goes_only_to_the_satchels_own_places():
    state = with_room()
    assert SPARE == "satchel_4" and GAME.satchel_room(state)
    assert {a.to for a in moves(state, "store") if a.card == QUEEN} == {"satchel_2", "satchel_3"}
    full = arrange(REVERSALS, satchel_1=[m(W, "ace")], satchel_2=[m(W, "two")], satchel_3=[m(W, "three")],
                   present_1=[QUEEN], present_2=[t(4)])
    assert not [a for a in moves(full, "store")]   # full: the spare place is not a Satchel place


def test_the_empress_place_is_not_lit_and_a_drop_there_packs_nothing(app):
    scene = open_position(app, GAME, with_room())
    spare = scene.geometry.spot_rect(scene.geometry.layout.spot(SPARE)).center
    assert scene.geometry.layout.spot(SPARE).label == "Empress"
    post(pygame.MOUSEBUTTONDOWN, pos=scene.card_rect(QUEEN).center, button=1)
    step(app)
    move_to(app, (spare[0] - 20, spare[1]))
    move_to(app, spare)   # held over the Empress place
    assert SPARE not in highlighted_zones(scene) and "satchel_2" in highlighted_zones(scene)
    post(pygame.MOUSEBUTTONUP, pos=spare, button=1)
    step(app)
    state = scene.session.state
    assert not state.zones[SPARE] and cards(state, "present_1") == [QUEEN] and not scene.session.actions
    assert scene.message[0] == ("The Empress place holds only the card the reversed Empress draws into a full "
                                "Satchel: drop the card on one of the Satchel's own places.")
    settle(app, scene)
    drag(app, scene.card_rect(QUEEN).center,
         scene.geometry.spot_rect(scene.geometry.layout.spot("satchel_2")).center)
    assert cards(scene.session.state, "satchel_2") == [QUEEN]

