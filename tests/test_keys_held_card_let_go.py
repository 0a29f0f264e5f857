"""A card held by the keys is let go by anything that moves it (play-test round 5,
finding Q1): with the old Fate held, Enter on "Discard the old Fate" discarded it, and
the table then held "a face-down card" of the Portents. A button pressed with a card
held does its job and lets the card go; so do Undo and any move. Real key events."""
import pygame

from tarot_table.table import keyboard
from tarot_table.table.scenes.table_bars import status_line
from tests.helpers.keyplay import KeyPlayer
from tests.helpers.queens import GAME as QUEENS, table, m, S, C
from tests.helpers.table import key, open_position, step


def focus_on(app, scene, card: str) -> KeyPlayer:
    player = KeyPlayer(app)
    player.press_until(pygame.K_TAB, lambda: keyboard.focused_card(scene) == card)
    return player


def harmony(app):
    """Fate the Six of Swords, the Five of Swords in harmony with it, the Swords row full:
    Fate may be kept (onto its row) or discarded (the Portents, or the button)."""
    six = m(S, "six")
    state = table(fate=[six], challenge=[m(S, "five")], arcana_swords=[m(S, "two")], phase="resolve",
                  destiny=[m(C, "two")])
    scene = open_position(app, QUEENS, state)
    assert {a.kind for a in QUEENS.actions_for_card(scene.session.state, six)} == {"keep-fate", "drop-fate"}
    player = focus_on(app, scene, six)
    key(app, pygame.K_RETURN)
    assert scene.carrying == six
    return scene, player


def test_a_button_pressed_with_a_card_held_does_its_job_and_lets_the_card_go(app):
    scene, player = harmony(app)
    player.press_until(pygame.K_TAB, lambda: scene.focus == ("button", "Discard the old Fate"))
    key(app, pygame.K_RETURN)
    assert [a.kind for a in scene.session.actions] == ["drop-fate"]
    assert scene.carrying is None and "held" not in status_line(scene)[0]
    step(app)
    key(app, pygame.K_TAB)   # the keys go on as with nothing held: no card of the Portents to lay
    assert scene.carrying is None and "held" not in status_line(scene)[0]


def test_undo_with_a_card_held_lets_it_go(app):
    """The Swords row two over full: one Arcana discarded, the next picked up; Undo takes
    the discard back, and the card picked up is let go (a table arranged by hand undoes
    to its deal's first position, where the card lies elsewhere: never held there)."""
    two, three, four = m(S, "two"), m(S, "three"), m(S, "four")
    state = table(arcana_swords=[two, three, four], destiny=[m(C, "three")])
    state.data["trim"] = "swords"
    scene = open_position(app, QUEENS, state)
    focus_on(app, scene, two)
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)   # the Two discarded
    assert [a.kind for a in scene.session.actions] == ["trim"] and QUEENS.actions_for_card(scene.session.state, three)
    focus_on(app, scene, three)
    key(app, pygame.K_RETURN)
    assert scene.carrying == three
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert not scene.session.actions
    assert scene.carrying is None and "held" not in status_line(scene)[0]
