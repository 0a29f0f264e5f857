"""Play-test round 7, A2: a Queens of Fate Artifact (an Ace forged onto an Arcana card,
lying over it with a strip of the Arcana showing) was wielded only by grabbing that strip;
a grab on the Ace was refused with words that never named the Artifact. The seed: "The
Artifact is treated effectively as a single card while in play". Driven by mouse events
at a table whose trump was drawn by a click on Destiny."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.games.base import Seat
from tarot_table.table.scenes.table_bars import status_line
from tests.conftest import headless_app
from tests.helpers import queens
from tests.helpers.queens import C, S, W
from tests.helpers.table import drag, open_and_click, post, settle, step, zone_centre

TEN, ACE = queens.m(W, "ten"), queens.m(W, "ace")


@pytest.fixture
def app():
    yield from headless_app((1024, 700))


def hanged_man_battle(app):
    """The Hanged Man (12) against a Six and a Four, the Artifact of the Ten of Wands at hand."""
    state = queens.table({"artifacts": "on"}, destiny=[queens.t(12), queens.m(W, "five"), queens.m(C, "two")],
                         arcana_wands=[TEN, ACE], arcana_cups=[queens.m(C, "six")],
                         arcana_swords=[queens.m(S, "four")])
    state.data["artifacts"] = {TEN: ACE}
    scene = open_and_click(app, queens.GAME, state, "destiny", [Seat("Ann")])
    wield = [a for a in queens.GAME.legal_actions(scene.session.state) if a.kind == "wield"]
    assert [a.card for a in wield] == [TEN]   # the rules let it be wielded
    return scene


def strip_of_the_arcana(scene):
    """A point on the Ten that the Ace lying over it leaves showing."""
    ten, ace = scene.card_rect(TEN), scene.card_rect(ACE)
    point = ((ten.left + ace.left) // 2, ten.centery) if ace.left > ten.left else (ten.centerx, (ten.top + ace.top) // 2)
    assert ten.collidepoint(point) and not ace.collidepoint(point)
    return point


def test_a_drag_from_the_aces_face_onto_the_trump_wields_the_artifact(app):
    scene = hanged_man_battle(app)
    drag(app, scene.card_rect(ACE).center, zone_centre(scene, "challenge"))
    settle(app, scene)
    assert scene.session.state.data["artifact_used"] == TEN
    assert scene.session.actions[-1].kind == "wield"


def test_a_drag_from_the_strip_of_its_arcana_still_wields_it(app):
    scene = hanged_man_battle(app)
    drag(app, strip_of_the_arcana(scene), zone_centre(scene, "challenge"))
    settle(app, scene)
    assert scene.session.state.data["artifact_used"] == TEN


def test_an_artifact_dropped_where_it_cannot_go_is_named_in_the_refusal(app):
    scene = hanged_man_battle(app)
    drag(app, scene.card_rect(ACE).center, zone_centre(scene, "battle"))
    settle(app, scene)
    assert scene.session.state.data["artifact_used"] is None
    assert scene.message[0] == "To wield the Artifact of Ten of Wands, drag it onto The Hanged Man: it weakens it by 5."


def test_resting_on_the_artifact_says_what_it_is(app):
    scene = hanged_man_battle(app)
    words = ("An Artifact of value 10 (Ace of Wands forged with Ten of Wands): in a battle, drag it onto the "
             "trump to weaken it by 5; then each Arcana worth 10 or less you add costs 5 cards of Destiny.")
    assert queens.GAME.describe(scene.session.state, ACE) == queens.GAME.describe(scene.session.state, TEN) == words
    post(pygame.MOUSEMOTION, pos=scene.card_rect(ACE).center, rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    app.clock.advance(5)
    step(app)
    said = status_line(scene)[0]
    assert said.startswith("Wands Arcana 1/1: it holds 1 Arcana") and said.endswith(" " + words)
