"""Play-test round 9, Q4: an Artifact wielded after an Arcana was committed left the
battle at "0 to go" and not won; the wield asked nothing though the Arcana laid now
owed the price, and the next Arcana's question named 4 cards where 8 were taken. The
seed, under "Using an Artifact": "you will still need to use Arcana, even if the
strength of the Opposition is reduced to 0 or less" (the Arcana laid before the wield
are used with it) and "For each Arcana card you use with an equal or lower value than
the Artifact, you must 'make a Sacrifice' of half the value of the artifact". Checked
through ``legal_actions``/``apply`` and by mouse drags on the table."""
from __future__ import annotations

import pytest

from tarot_table.games.base import Seat
from tarot_table.games.capabilities import Stake
from tarot_table.table.scenes.table_bars import status_line
from tests.conftest import headless_app
from tests.helpers import queens
from tests.helpers.queens import C, P, S
from tests.helpers.table import click, drag, open_and_click, settle, zone_centre

EIGHT, ACE = queens.m(P, "eight"), queens.m(P, "ace")   # the Artifact, value 8: -4 strength
THREE, SIX = queens.m(C, "three"), queens.m(S, "six")
CHARIOT, HERMIT = queens.t(7), queens.t(9)
MORE = [queens.m(P, rank) for rank in ("two", "three", "four", "five", "six", "seven", "nine", "ten")] + \
       [queens.m(C, rank) for rank in ("two", "four", "five", "seven")]


def position(trump: str):
    """The trump next from Destiny; the Artifact of the Eight of Pentacles, the Three of
    Cups and the Six of Swords in play, both worth no more than the Artifact."""
    state = queens.table({"artifacts": "on"}, destiny=[trump] + MORE, arcana_pentacles=[EIGHT, ACE],
                         arcana_cups=[THREE], arcana_swords=[SIX])
    state.data["artifacts"] = {EIGHT: ACE}
    queens.do(state, "draw", src="destiny", to="challenge")
    assert state.data["phase"] == "battle"
    return state


def move(state, kind, card):
    return next(a for a in queens.GAME.legal_actions(state) if a.kind == kind and a.card == card)


def test_an_artifact_wielded_after_the_arcana_fells_the_trump_they_now_reach():
    state = position(CHARIOT)
    queens.GAME.apply(state, move(state, "commit", THREE))
    assert state.data["phase"] == "battle"   # 3 of 7
    wield = move(state, "wield", EIGHT)
    destiny = len(state.zones["destiny"])
    queens.GAME.apply(state, wield)
    assert state.data["phase"] == "draw", "the Three, used with the Artifact, reaches 7 - 4"
    assert queens.cards(state, "signs")[-1] == CHARIOT and THREE in queens.cards(state, "portents")
    assert destiny - len(state.zones["destiny"]) == 8 // 2   # the Three is worth no more than 8
    assert not queens.GAME.undoable(state, wield)
    # the same as wielding first, then committing the Three
    other = position(CHARIOT)
    queens.GAME.apply(other, move(other, "wield", EIGHT))
    queens.GAME.apply(other, move(other, "commit", THREE))
    assert other.data["phase"] == "draw" and len(other.zones["destiny"]) == len(state.zones["destiny"])


def test_a_wield_that_does_not_fell_the_trump_makes_the_arcana_laid_owe_the_price():
    state = position(HERMIT)
    queens.GAME.apply(state, move(state, "commit", THREE))
    wield = move(state, "wield", EIGHT)
    assert queens.GAME.battle_price(state, EIGHT) == 4 and queens.GAME.handling.stake(state, wield) is Stake.A_PRICE
    queens.GAME.apply(state, wield)
    assert state.data["phase"] == "battle" and queens.GAME.undoable(state, wield)   # 3 of 5
    destiny = len(state.zones["destiny"])
    queens.GAME.apply(state, move(state, "commit", SIX))
    assert state.data["phase"] == "draw" and destiny - len(state.zones["destiny"]) == 4 + 4


@pytest.fixture
def app():
    yield from headless_app((1024, 700))


def laid_then_wielded(app, trump: str):
    """The trump drawn by a click, the Three dragged onto it, then the Artifact: the
    table's question, still open."""
    state = queens.table({"artifacts": "on"}, destiny=[trump] + MORE, arcana_pentacles=[EIGHT, ACE],
                         arcana_cups=[THREE], arcana_swords=[SIX])
    state.data["artifacts"] = {EIGHT: ACE}
    scene = open_and_click(app, queens.GAME, state, "destiny", [Seat("Ann")])
    drag(app, scene.card_rect(THREE).center, zone_centre(scene, "challenge"))
    settle(app, scene)
    assert queens.cards(scene.session.state, "battle") == [THREE]
    drag(app, scene.card_rect(ACE).center, zone_centre(scene, "challenge"))
    assert scene.confirming is not None, "the wield makes the Three pay: it asks first"
    return scene


def answer(app, scene, label: str) -> None:
    click(app, next(b for b in scene.summary_buttons if b.label == label).rect.center)
    settle(app, scene)


def test_the_table_asks_before_the_wield_and_the_trump_falls_for_the_price_named(app):
    scene = laid_then_wielded(app, CHARIOT)
    assert scene.confirming.title == "Pay the Artifact's price of 4 cards?"
    assert scene.confirming.lines == ["Three of Cups, already committed, is worth 3, no more than the Artifact's 8: "
                                      "The Chariot falls at once and it costs 4 cards from the top of Destiny."]
    answer(app, scene, "Cancel")
    assert scene.session.state.data["artifact_used"] is None and scene.session.state.data["phase"] == "battle"
    before = scene.session.state.clone()
    drag(app, scene.card_rect(ACE).center, zone_centre(scene, "challenge"))
    answer(app, scene, "Wield it")
    state = scene.session.state
    assert state.data["phase"] == "draw" and CHARIOT in queens.cards(state, "signs")
    assert len(before.zones["destiny"]) - len(state.zones["destiny"]) == 4


def test_the_question_names_what_a_further_arcana_adds_and_the_line_the_price_so_far(app):
    scene = laid_then_wielded(app, HERMIT)
    assert scene.confirming.title == "Pay the Artifact's price of 4 cards?"
    assert scene.confirming.lines == ["Three of Cups, already committed, is worth 3, no more than the Artifact's 8: "
                                      "when The Hermit falls it costs 4 cards from the top of Destiny, and "
                                      "each further Arcana worth 8 or less costs 4 cards more."]
    answer(app, scene, "Wield it")
    assert status_line(scene)[0].endswith("Price so far: 4 cards of Destiny; each Arcana worth 8 or less adds 4.")
    before = scene.session.state.clone()
    expected = before.clone()
    queens.GAME.apply(expected, move(expected, "commit", SIX))
    drag(app, scene.card_rect(SIX).center, zone_centre(scene, "challenge"))
    assert scene.confirming is None   # said yes once this battle (house decision 22)
    settle(app, scene)
    state = scene.session.state
    assert state.data["phase"] == "draw"
    assert len(before.zones["destiny"]) - len(state.zones["destiny"]) == \
        len(before.zones["destiny"]) - len(expected.zones["destiny"]) == 4 + 4
