"""Enter picks a card up and a second Enter lays it (play-test round 5, finding Q2). The
README promises: "Enter or Space picks the focused card up and lays it on the focused
place". One Enter on a card whose one move cost something made that move at once: the
Knight of Cups lost in a battle, Justice completed for 11 of the Fool's Vitality. Now
only a draw (a pile's top, no card named) is made by one Enter. Real key events throughout."""
import pygame

from tarot_table.table import keyboard
from tarot_table.table.scenes.table_bars import status_line
from tarot_table.speech import Speech
from tests.helpers import fools
from tests.helpers.keyplay import KeyPlayer
from tests.helpers.queens import GAME as QUEENS, table, m, t, S, W, C
from tests.helpers.table import key, open_position, step

README_PROMISE = "Enter or Space picks the\n  focused card up and lays it on the focused place"


def test_the_readme_still_makes_the_promise_these_tests_hold_the_keys_to():
    from pathlib import Path
    assert README_PROMISE in (Path(__file__).resolve().parents[1] / "README.md").read_text()


def focus_on(app, scene, card: str) -> KeyPlayer:
    player = KeyPlayer(app)
    player.press_until(pygame.K_TAB, lambda: keyboard.focused_card(scene) == card)
    return player


def listening(app):
    app.speech, recorder = Speech.recording(lambda: app.settings)
    app.settings.speech = True
    return recorder


def test_enter_on_a_court_card_whose_one_move_loses_it_picks_it_up_and_the_place_names_the_loss(app):
    """The Hermit (9) in battle, the Knight of Cups the only court card: his one move is
    to be lost (endure). Tab reaches him first, before the Arcana row."""
    knight = m(C, "knight")
    state = table(arcana_wands=[m(W, "nine")], court_cups=[knight], challenge=[t(9)], phase="battle",
                  destiny=[m(C, "two")])
    scene = open_position(app, QUEENS, state)
    [endure] = QUEENS.actions_for_card(scene.session.state, knight)
    assert endure.kind == "endure" and QUEENS.default_action(scene.session.state, knight) == endure
    recorder = listening(app)
    focus_on(app, scene, knight)
    key(app, pygame.K_RETURN)
    assert not scene.session.actions, "one Enter lost the Knight"
    assert scene.carrying == knight and scene.focus == ("zone", "portents")
    assert any(words.startswith("Knight of Cups picked up.") for words, _ in recorder.said)
    key(app, pygame.K_LEFT)
    key(app, pygame.K_RIGHT)   # back on the Portents: the place says what Enter does there
    focus_said = [words for words, interrupt in recorder.said if interrupt][-1]
    assert focus_said == "Portents, empty: it may go here (Endure: lose Knight of Cups)"
    assert "(Endure: lose Knight of Cups)" in status_line(scene)[0]
    key(app, pygame.K_RETURN)   # the second Enter, on the place: the move
    assert scene.session.actions == [endure] and scene.carrying is None


def test_enter_on_a_present_challenge_whose_one_move_costs_vitality_picks_it_up(app):
    justice = fools.t(11)
    state = fools.arrange(present_1=[justice], vitality=25)
    scene = open_position(app, fools.GAME, state)
    moves = fools.GAME.actions_for_card(scene.session.state, justice)
    assert [a.kind for a in moves] == ["complete"]
    focus_on(app, scene, justice)
    key(app, pygame.K_RETURN)
    assert not scene.session.actions and scene.session.state.data["vitality"] == 25
    assert scene.carrying == justice and scene.focus == ("zone", moves[0].to)
    key(app, pygame.K_RETURN)
    assert scene.session.actions == moves and scene.session.state.data["vitality"] == 14


def test_enter_on_destiny_still_draws_at_once_as_the_status_line_says(app):
    """A draw takes the pile's top card and names none: "Press Enter on Destiny"."""
    state = table(destiny=[m(C, "two"), m(C, "three")])
    scene = open_position(app, QUEENS, state)
    focus_on(app, scene, m(C, "two"))
    assert "Press Enter on Destiny" in status_line(scene)[0]
    key(app, pygame.K_RETURN)
    assert [a.kind for a in scene.session.actions] == ["draw"] and scene.carrying is None
