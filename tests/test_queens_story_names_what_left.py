"""Play-test round 5 (29 November): Queens of Fate's Story counted what a move took but
did not name it. A sacrifice said "7 court cards among them fallen" and never which, so
the player could not tell whether a Queen had gone (finding Q3); discarding the old Fate
in harmony said only "Six of Swords becomes your Fate.", not that the Four of Swords was
discarded. Played through the table with real clicks; speech says each Story line."""
from __future__ import annotations

import pytest

from tarot_table.games.base import Seat
from tarot_table.speech import Speech
from tests.conftest import headless_app
from tests.helpers import queens
from tests.helpers.queens import C, P, S, W
from tests.helpers.table import click, open_position, settle, step, zone_centre



@pytest.fixture
def app():
    yield from headless_app((1024, 700))


def said_aloud(app) -> list:
    app.speech, recorder = Speech.recording(lambda: app.settings)
    app.settings.speech = True
    return recorder.said


def press(app, scene, label: str) -> None:
    step(app)
    found = [b for b in scene.choice_buttons if b.label == label]
    assert found, [b.label for b in scene.choice_buttons]
    click(app, found[0].rect.center)
    step(app, 3)


def test_a_sacrifice_names_the_court_cards_it_took_the_queens_first(app):
    """The seed: "You may look at the cards as you discard them". The Story names what
    the player looked at: every court card fallen, the Queens first."""
    fallen = [queens.m(W, "king"), queens.m(C, "queen"), queens.m(S, "page"), queens.m(P, "queen")]
    destiny = [fallen[0], queens.m(W, "two"), fallen[1], queens.t(3), fallen[2], fallen[3], queens.m(S, "six"),
               queens.m(C, "five")]
    state = queens.table(destiny=[queens.t(7)] + destiny + [queens.m(W, "ten")])
    state.data["phase"] = "draw"
    scene = open_position(app, queens.GAME, state, [Seat("Ann")])
    said = said_aloud(app)
    click(app, zone_centre(scene, "destiny"))   # the Chariot, strength 7
    settle(app, scene)
    told = len(scene.session.state.story)
    press(app, scene, "Endure: sacrifice 7 cards of Destiny")
    state = scene.session.state
    assert set(fallen) <= set(queens.cards(state, "portents")), "the rules discarded them"
    assert state.story[told:] == [
        "You endure The Chariot by sacrificing 7 cards of Destiny: 1 trump among them to the Signs and "
        "4 court cards among them fallen.",
        "Fallen among them: Queen of Cups and Queen of Pentacles; with them King of Wands and Page of Swords."]
    step(app, 3)
    assert [words for words, _ in said if words.startswith("Fallen among them")] == [state.story[told + 1]]


def test_a_sacrifice_with_no_queen_among_its_court_cards_says_so():
    state = queens.table(destiny=[queens.t(2), queens.m(W, "knight"), queens.m(C, "five"), queens.m(S, "two")])
    queens.do(state, "draw", src="destiny", to="challenge")
    told = len(state.story)
    queens.do(state, "endure", choice="sacrifice", to="destiny")
    assert state.story[told + 1:] == ["Fallen among them: Knight of Wands (no Queen)."]


def test_a_sacrifice_with_no_court_card_has_no_line_naming_them():
    state = queens.table(destiny=[queens.t(2), queens.m(W, "three"), queens.m(C, "five"), queens.m(S, "two")])
    queens.do(state, "draw", src="destiny", to="challenge")
    told = len(state.story)
    queens.do(state, "endure", choice="sacrifice", to="destiny")
    assert len(state.story[told:]) == 1 and "fallen" not in state.story[-1].lower()


def test_discarding_the_old_fate_in_harmony_says_it_was_discarded(app):
    """Securing said both cards ("Seven of Wands is secured; Eight of Pentacles becomes
    your Fate."); the discard said only the new Fate. The button under the table, pressed."""
    state = queens.table(destiny=[queens.m(S, "six"), queens.m(W, "ten")], fate=[queens.m(S, "four")])
    scene = open_position(app, queens.GAME, state, [Seat("Ann")])
    click(app, zone_centre(scene, "destiny"))
    settle(app, scene)
    told = len(scene.session.state.story)
    press(app, scene, "Discard the old Fate")
    state = scene.session.state
    assert queens.cards(state, "fate") == [queens.m(S, "six")] and queens.m(S, "four") in queens.cards(state, "portents")
    assert state.story[told:] == ["Four of Swords is discarded; Six of Swords becomes your Fate."]
