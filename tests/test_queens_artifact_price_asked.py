"""Play-test round 8, Q3: the Artifact's price was told only once paid. The seed: "For
each Arcana card you use with an equal or lower value than the Artifact, you must 'make
a Sacrifice' of half the value of the artifact". While an Artifact is wielded the battle
line and the Artifact's own words name the price, and a drop of an Arcana that pays it
asks first (house decision 22), as losing a Queen does; one click never makes it. Driven
by mouse events; each price said is checked against the rules' own sacrifice."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.games.base import Seat
from tarot_table.games.capabilities import Stake
from tarot_table.table.scenes.table_bars import status_line
from tests.conftest import headless_app
from tests.helpers import queens
from tests.helpers.queens import C, P, S, W
from tests.helpers.table import click, drag, open_and_click, post, settle, step, zone_centre

TEN, ACE = queens.m(W, "ten"), queens.m(W, "ace")
SIX, FOUR = queens.m(C, "six"), queens.m(S, "four")
PRICE = "each Arcana worth 10 or less you add costs 5 cards of Destiny."


@pytest.fixture
def app():
    yield from headless_app((1024, 700))


def wielded(app):
    """The Hanged Man (12) weakened by the Artifact of the Ten of Wands (to 7), a Six
    and a Four at hand, both worth no more than the Artifact."""
    destiny = [queens.t(12)] + [queens.m(P, rank) for rank in ("two", "three", "five", "six", "seven",
                                                                "eight", "nine", "ten", "page", "knight")]
    state = queens.table({"artifacts": "on"}, destiny=destiny, arcana_wands=[TEN, ACE],
                         arcana_cups=[SIX], arcana_swords=[FOUR])
    state.data["artifacts"] = {TEN: ACE}
    scene = open_and_click(app, queens.GAME, state, "destiny", [Seat("Ann")])
    drag(app, scene.card_rect(ACE).center, zone_centre(scene, "challenge"))
    settle(app, scene)
    assert scene.session.state.data["artifact_used"] == TEN
    return scene


def price_paid_by_the_rules(state, cards) -> int:
    """The cards Destiny loses when ``cards`` are committed and the trump falls, by ``apply``."""
    after = state.clone()
    for card in cards:
        commit = next(a for a in queens.GAME.legal_actions(after) if a.kind == "commit" and a.card == card)
        queens.GAME.apply(after, commit)
    assert after.data["phase"] != "battle"   # the trump fell
    return len(state.zones["destiny"]) - len(after.zones["destiny"])


def test_the_battle_line_and_the_artifact_name_the_price_the_rules_take(app):
    scene = wielded(app)
    state = scene.session.state
    assert status_line(scene)[0].endswith("An Artifact needs at least one Arcana with it; " + PRICE)
    assert queens.GAME.describe(state, ACE).endswith("then " + PRICE)
    assert price_paid_by_the_rules(state, [SIX, FOUR]) == 2 * 5   # two Arcana worth 10 or less, 5 each
    assert [queens.GAME.artifact_price(state, card) for card in (SIX, FOUR)] == [5, 5]


def test_a_drop_that_pays_the_price_asks_first_and_one_click_plays_nothing(app):
    scene = wielded(app)
    click(app, scene.card_rect(SIX).center)
    settle(app, scene)
    assert scene.confirming is None and not scene.session.state.zones["battle"]
    assert scene.message[0].endswith(f"this move {Stake.A_PRICE.value}, so one click does not make it.")
    drag(app, scene.card_rect(SIX).center, zone_centre(scene, "challenge"))
    assert scene.confirming is not None and scene.confirming.title == "Pay the Artifact's price of 5 cards?"
    assert scene.confirming.lines == ["Six of Cups is worth 6, no more than the Artifact's 10: when The Hanged Man "
                                      "falls it costs 5 cards from the top of Destiny, and a committed Arcana "
                                      "cannot be taken back."]
    assert [b.label for b in scene.summary_buttons] == ["Commit it", "Cancel"]
    click(app, scene.summary_buttons[1].rect.center)
    settle(app, scene)
    assert scene.confirming is None and not scene.session.state.zones["battle"]
    drag(app, scene.card_rect(SIX).center, zone_centre(scene, "challenge"))
    click(app, scene.summary_buttons[0].rect.center)
    settle(app, scene)
    assert [p.card for p in scene.session.state.zones["battle"]] == [SIX]


def test_without_an_artifact_a_commit_asks_nothing_and_pays_nothing(app):
    state = wielded(app).session.state.clone()
    commit = next(a for a in queens.GAME.legal_actions(state) if a.kind == "commit" and a.card == SIX)
    state.data["artifact_used"] = None   # the same commit with no Artifact wielded
    assert queens.GAME.artifact_price(state, SIX) == 0
    assert queens.GAME.handling.caution(state, commit) is None
    assert queens.GAME.handling.stake(state, commit) is Stake.FOR_GOOD


def test_the_price_is_asked_once_a_battle(app):
    """Play-test round 8: the question came again for the second Arcana of the battle.
    Once the player has said yes, the next Arcana that pays is committed as it is dropped,
    and the rules take both prices when the trump falls."""
    scene = wielded(app)
    before = scene.session.state.clone()
    drag(app, scene.card_rect(SIX).center, zone_centre(scene, "challenge"))
    click(app, next(b for b in scene.summary_buttons if b.label == "Commit it").rect.center)
    settle(app, scene)
    assert queens.GAME.artifact_price(scene.session.state, FOUR) == 5
    drag(app, scene.card_rect(FOUR).center, zone_centre(scene, "challenge"))
    assert scene.confirming is None
    settle(app, scene)
    state = scene.session.state
    assert state.data["phase"] != "battle", "the Hanged Man fell"
    assert len(before.zones["destiny"]) - len(state.zones["destiny"]) == price_paid_by_the_rules(before, [SIX, FOUR]) == 10
