"""Play-test round 5 (29 November), finding Q4: in a Queens of Fate battle the status line
said "Move Arcana (Enter to pick up) onto it ..., or endure" with every Arcana row empty,
and with only a Three and a Two against the Chariot (7). The line invites Arcana only
while the rules let one be committed; else it says they cannot reach, as the first
game's coaching note does, and names what is left. Each case asks the rules (their
legal moves) what can be done, then reads the status bar of a table where the trump was
drawn by a click on Destiny. A refusal agrees with the line: a stray Enter in a battle out
of reach invited Arcana ("overcome it with Arcana")."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.games.base import Seat
from tarot_table.table import keyboard, theme
from tarot_table.table.scenes.table_bars import status_line, status_words
from tests.conftest import headless_app
from tests.helpers import queens
from tests.helpers.keyplay import KeyPlayer
from tests.helpers.queens import C, P, S, W
from tests.helpers.table import key, open_and_click


@pytest.fixture
def app():
    yield from headless_app((1024, 700))


def battle(app, trump: int, options=None, artifacts=None, **zones):
    state = queens.table(options, destiny=[queens.t(trump), queens.m(W, "five"), queens.m(C, "two")], **zones)
    state.data["artifacts"] = dict(artifacts or {})
    scene = open_and_click(app, queens.GAME, state, "destiny", [Seat("Ann")])
    state = scene.session.state
    assert state.data["phase"] == "battle" and not state.data["trim"]
    return scene, {action.kind for action in queens.GAME.legal_actions(state)}


def test_with_no_arcana_in_play_the_line_says_so_and_asks_for_endure(app):
    scene, kinds = battle(app, 15, court_wands=[queens.m(W, "king")])
    assert "commit" not in kinds and "endure" in kinds
    assert status_words(scene) == "Battle The Devil, strength 15: you have no Arcana in play to battle it. Press Endure."


def test_arcana_too_weak_for_the_strength_are_not_invited(app):
    scene, kinds = battle(app, 7, arcana_wands=[queens.m(W, "three")], arcana_pentacles=[queens.m(P, "two")])
    assert "commit" not in kinds
    assert status_words(scene) == "Battle The Chariot, strength 7: your Arcana cannot reach 7. Press Endure."


def test_arcana_that_reach_the_strength_are_invited_as_before(app):
    scene, kinds = battle(app, 7, arcana_wands=[queens.m(W, "three")], arcana_pentacles=[queens.m(P, "four")])
    assert "commit" in kinds
    assert status_words(scene) == "Battle The Chariot: strength 7, committed 0, 7 to go. Drag Arcana onto it, or endure."


def test_an_artifact_that_brings_the_strength_within_reach_is_named(app):
    """The Devil (15) against a Six and a Four: out of reach, until the Artifact of the Ten
    of Wands takes 5 off it (the rules then let Arcana be committed)."""
    forged = dict(arcana_wands=[queens.m(W, "ten"), queens.m(W, "ace")], arcana_cups=[queens.m(C, "six")],
                  arcana_swords=[queens.m(S, "four")], court_wands=[queens.m(W, "knight")])
    ten = {queens.m(W, "ten"): queens.m(W, "ace")}
    scene, kinds = battle(app, 15, {"artifacts": "on"}, ten, **forged)
    assert "commit" not in kinds and "wield" in kinds
    assert status_words(scene) == ("Battle The Devil, strength 15: your Arcana cannot reach 15. Drag an Artifact "
                                   "onto it to bring it within reach, or press Endure.")
    # weaker Arcana: the Artifact's 5 off is not enough, and it is not offered as a way
    state = queens.table({"artifacts": "on"}, **{**forged, "arcana_cups": [queens.m(C, "two")]},
                         destiny=[queens.t(15), queens.m(W, "five")])
    state.data["artifacts"] = dict(ten)
    queens.do(state, "draw", src="destiny", to="challenge")
    assert queens.GAME.status(state) == "Battle The Devil, strength 15: your Arcana cannot reach 15. Press Endure."


def test_under_reisers_rules_an_ace_that_defeats_the_trump_is_named():
    state = queens.table({"rules": "reiser"}, destiny=[queens.t(15), queens.m(W, "five")],
                         sources=[queens.m(C, "ace")])
    queens.do(state, "draw", src="destiny", to="challenge")
    kinds = {action.kind for action in queens.GAME.legal_actions(state)}
    assert "commit" not in kinds and "ace-defeat" in kinds
    assert queens.GAME.status(state) == ("Battle The Devil, strength 15: you have no Arcana in play to battle it. "
                                         "Drag an Ace onto it to defeat it, or press Endure.")


def test_a_stray_enter_is_refused_in_the_words_of_the_line(app):
    """The refusal after a stray Enter agrees with the line: on Destiny and on an Arcana too
    weak for the Chariot (7) it says they cannot reach and names Endure, inviting no Arcana."""
    three = queens.m(W, "three")
    scene, kinds = battle(app, 7, arcana_wands=[three], arcana_pentacles=[queens.m(P, "two")])
    assert "commit" not in kinds and not scene.card_actions(three)
    player = KeyPlayer(app)
    for place, card in (("destiny", None), ("arcana_wands", three)):
        player.press_until(pygame.K_RIGHT, lambda: keyboard.focused_zone(scene) == place)
        key(app, pygame.K_RETURN)
        words, colour = status_line(scene)
        assert colour == theme.WARN and not scene.session.actions[1:] and scene.carrying is None
        assert words == "The Chariot stands in your way, strength 7: your Arcana cannot reach 7. Press Endure.", card
