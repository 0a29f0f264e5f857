"""After a move made by the keys the focus goes to what the status line asks for next
(play-test round 5, K4): after laying a card the ring stayed where it was laid, Tab went
on to the top bar ("Tab, Enter" meant as "next card, play it" opened the Menu), and
passing a year took "Shift+Tab, Tab, Enter". Now the ring goes to the table's first
move: Destiny, when the status line says to pass a year. Real key events."""
import pygame

from tarot_table.table import keyboard
from tarot_table.table.scenes.table_bars import status_line
from tests.helpers.keyplay import KeyPlayer
from tests.helpers.queens import GAME as QUEENS, table, m, t, S, W, C
from tests.helpers.table import key, open_position


def on_destiny(scene) -> bool:
    return keyboard.focused_zone(scene) == "destiny"


def harmony(app):
    six = m(S, "six")
    state = table(fate=[six], challenge=[m(S, "five")], phase="resolve", destiny=[m(C, "two"), m(C, "three")])
    scene = open_position(app, QUEENS, state)
    KeyPlayer(app).press_until(pygame.K_TAB, lambda: keyboard.focused_card(scene) == six)
    return scene


def test_after_a_card_is_laid_the_ring_is_on_destiny_and_one_enter_passes_the_year(app):
    scene = harmony(app)
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)   # the old Fate kept on its row
    assert [a.kind for a in scene.session.actions] == ["keep-fate"]
    assert on_destiny(scene) and "Press Enter on Destiny" in status_line(scene)[0]
    key(app, pygame.K_RETURN)
    assert [a.kind for a in scene.session.actions] == ["keep-fate", "draw"]


def test_after_a_button_under_the_table_the_ring_is_on_destiny(app):
    scene = harmony(app)
    KeyPlayer(app).press_until(pygame.K_TAB, lambda: scene.focus == ("button", "Discard the old Fate"))
    key(app, pygame.K_RETURN)
    assert [a.kind for a in scene.session.actions] == ["drop-fate"] and on_destiny(scene)


def test_after_a_battle_won_by_keys_the_ring_is_on_destiny(app):
    nine = m(W, "nine")
    state = table(arcana_wands=[nine], challenge=[t(9)], phase="battle", destiny=[m(C, "two")])
    scene = open_position(app, QUEENS, state)
    KeyPlayer(app).press_until(pygame.K_TAB, lambda: keyboard.focused_card(scene) == nine)
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)   # committed: the Hermit overcome
    assert scene.session.state.data["phase"] == "draw" and on_destiny(scene)
    key(app, pygame.K_RETURN)
    assert [a.kind for a in scene.session.actions] == ["commit", "draw"]
