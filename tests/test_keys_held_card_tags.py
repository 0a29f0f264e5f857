"""The tag beside the focus while a card is held by the keys says what Enter does there,
and hides nothing a player reads; the reading deck's line names the keys that lay its card.
Play-test findings: on a button the tag said "not a place for it" though Enter presses
the button; a held trump's tag in Tournament of Queens said "Enter lays it here" without
naming the judge, and at 1024x700 (text 200%) it covered the judges' numbers below judge
1; the reading deck's line said "Click the deck" (for the keys "Press Enter on the deck to
lay a card") where the first Enter picks its card up. Real key events throughout."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.clock import ManualClock
from tarot_table.games.base import Seat
from tarot_table.games.tournament_of_queens.zones import JUDGES
from tarot_table.table import keyboard
from tarot_table.table.app import App
from tarot_table.table.scenes import focus_ring
from tarot_table.table.scenes.table_bars import status_line
from tarot_table.table.scenes.table_cards import pile_count_places, placed_labels
from tests.helpers.keyplay import KeyPlayer
from tests.helpers.table import key, open_position, open_table, step
from tests.helpers.tournament_positions import GAME, m, t, table

MOON = t(18)


@pytest.fixture
def small_app():
    """The smallest window, 1024x700, at text 200%."""
    app = App(headless=True, size=(1024, 700), clock=ManualClock())
    app.settings.animation = "instant"
    app.settings.text_size = 200
    app.apply_look()
    yield app
    for scene in app.scenes:
        scene.leave()


def holding_the_moon(app):
    """Ann's turn, the Moon picked up with Enter: on a judge it may bribe or work."""
    seats = [Seat("Ann"), Seat("Bea", "quick"), Seat("Cat", "quick")]
    scene = open_position(app, GAME, table(3, hands={0: [MOON, m("cups", "two")]}, seats=seats), seats)
    player = KeyPlayer(app)
    player.press_until(pygame.K_TAB, lambda: keyboard.focused_card(scene) == MOON)
    key(app, pygame.K_RETURN)
    assert scene.carrying == MOON
    return scene, player


def tag(scene) -> tuple[str, pygame.Rect]:
    """The tag drawn beside the focus now: its kind, box and words."""
    marks = focus_ring._focus_marks(scene, scene.app.screen, scene.app.screen.get_width() / 1280)
    [(kind, rect, words)] = [mark for mark in marks if "tag" in mark[0]]
    return kind, rect, words


def test_a_held_trumps_tag_on_judge_1_names_the_judge_and_hides_no_number(small_app):
    scene, player = holding_the_moon(small_app)
    player.press_until(pygame.K_TAB, lambda: scene.focus == ("zone", JUDGES[0]))
    step(small_app)
    moves = [a for a in scene.card_actions(MOON) if a.to == JUDGES[0]]
    assert len(moves) > 1   # a bribe and the Moon's work: Enter opens their list
    kind, box, words = tag(scene)
    assert kind == "tag" and words == "Enter lays The Moon on Judge 1: choose how"
    read = placed_labels(scene) + pile_count_places(scene, 0)
    assert len(read) > 9 and box.collidelist(read) == -1, "the tag hides a place's name or count"
    assert box.top >= scene.frame(small_app.screen.get_size())["table"].top
    key(small_app, pygame.K_RETURN)
    assert scene.pending_choice and {a for a in scene.pending_choice} == set(moves)


def test_a_held_cards_tag_on_a_button_says_that_enter_presses_it(app):
    scene, player = holding_the_moon(app)
    player.press_until(pygame.K_TAB, lambda: scene.focus == ("button", "Hint"))
    step(app)
    kind, _, words = tag(scene)
    assert kind == "tag" and words == "Enter presses this button; The Moon goes back"
    assert status_line(scene)[0] == ("The Moon held. Hint, button: Enter presses this button; The Moon goes back. "
                                     "Arrows or Tab to a place, Escape to put it back.")
    key(app, pygame.K_RETURN)   # the button's own job, the card let go
    assert scene.carrying is None and MOON in [p.card for p in scene.session.state.zones["hand0"]]
    assert scene.bots.hint is not None and not scene.session.actions   # the hint asked for, no move made


def test_the_reading_decks_line_names_the_keys_that_lay_its_next_card(app):
    """Enter on the deck picks its next card up, the focus on the position a click would
    lay it on (any empty position may be chosen instead); the line, which said "Click the
    deck" (read by the keys as "Press Enter on the deck to lay a card"), names the keys."""
    scene = open_table(app, options={"spread": "relationship"})
    first = scene.game.next_to_lay(scene.session.state)
    KeyPlayer(app).press_until(pygame.K_TAB, lambda: keyboard.focused_zone(scene) == "deck")
    line = status_line(scene)[0]
    assert line.startswith("Press Enter twice on the deck to lay its next card, or move it (Enter to pick up) "
                           "to any empty position (arrows, Enter to lay it)"), line
    key(app, pygame.K_RETURN)
    assert scene.carrying is not None and scene.focus == ("zone", first.zone)
    key(app, pygame.K_RETURN)
    assert scene.carrying is None and len(scene.session.actions) == 1
    assert len(scene.session.state.zones[first.zone]) == 1
