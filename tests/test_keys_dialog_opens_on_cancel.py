"""A question over the table opens with the focus ring on its safe button, Cancel
(play-test round 5, K3): "Lose the Queen of Swords?" and "Let the Hanged Man fell the
Fool?" opened with no ring, and Enter pressed the first button, the one that loses the
Queen or ends the journey. The end panel opens with its first button ringed. Real key
events; the ring read from the frame drawn."""
import pygame

from tarot_table.speech import Speech
from tarot_table.table.scenes import focus_ring
from tests.helpers import fools
from tests.helpers.keyplay import KeyPlayer
from tests.helpers.queens import GAME as QUEENS, table, m, t, W, C
from tests.helpers.table import draw_whole, key, open_position, step


def ringed(app, scene) -> str:
    draw_whole(app)
    rect = focus_ring.focus_rect(scene)
    return next(b.label for b in scene.summary_buttons if b.rect == rect)


def asked_on_pressing(app, state, label: str, title: str):
    """The position opened, the button ``label`` reached by Tab and pressed by Enter: the
    question ``title`` is asked."""
    scene = open_position(app, QUEENS, state)
    KeyPlayer(app).press_until(pygame.K_TAB, lambda: scene.focus == ("button", label))
    key(app, pygame.K_RETURN)
    assert scene.confirming is not None and scene.confirming.title == title
    return scene


def endure_with_the_queen(app):
    queen = m(C, "queen")
    state = table(arcana_wands=[m(W, "two")], queen_cups=[queen], challenge=[t(9)], phase="battle",
                  destiny=[m(C, "two")])
    return asked_on_pressing(app, state, "Endure: lose Queen of Cups", "Lose the Queen of Cups?"), queen


def test_lose_the_queen_opens_ringed_on_cancel_and_enter_keeps_her(app):
    app.speech, recorder = Speech.recording(lambda: app.settings)
    app.settings.speech = True
    scene, queen = endure_with_the_queen(app)
    step(app)
    assert ringed(app, scene) == "Cancel"
    assert any(words.endswith("Enter: Cancel. Tab, then Enter: Lose her.") for words, _ in recorder.said)
    key(app, pygame.K_RETURN)
    assert scene.confirming is None and not scene.session.actions
    assert scene.session.state.find(queen)[0] == "queen_cups"


def test_tab_then_enter_loses_her(app):
    scene, queen = endure_with_the_queen(app)
    step(app)
    key(app, pygame.K_TAB)
    assert ringed(app, scene) == "Lose her"
    key(app, pygame.K_RETURN)
    assert [a.kind for a in scene.session.actions] == ["endure"] and scene.session.state.find(queen)[0] == "portents"


def test_a_move_that_fells_the_fool_asks_with_the_ring_on_cancel(app):
    hanged = fools.t(12)
    scene = open_position(app, fools.GAME, fools.arrange(present_1=[hanged], vitality=5))
    KeyPlayer(app).press_until(pygame.K_TAB, lambda: scene.focus[:2] == ("card", "present_1"))
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)   # picked up, laid on the Fool: it would fell him
    assert scene.confirming is not None and scene.confirming.title == "Let the Hanged Man fell the Fool?"
    step(app)
    assert ringed(app, scene) == "Cancel"
    key(app, pygame.K_RETURN)
    assert scene.confirming is None and not scene.session.actions and scene.session.state.data["vitality"] == 5


def let_the_drawn_queen_go(app):
    """A Queen just drawn, the "Let it go" button pressed by keys (play-test round 6: it let
    her go at one press, asking nothing)."""
    queen = m(C, "queen")
    state = table(challenge=[queen], phase="resolve", destiny=[m(C, "two")])
    return asked_on_pressing(app, state, "Let it go", "Let the Queen of Cups go?"), queen


def test_letting_a_drawn_queen_go_asks_first_ringed_on_cancel(app):
    scene, queen = let_the_drawn_queen_go(app)
    step(app)
    assert ringed(app, scene) == "Cancel"
    key(app, pygame.K_RETURN)
    assert scene.confirming is None and not scene.session.actions
    assert scene.session.state.find(queen)[0] == "challenge"
    KeyPlayer(app).press_until(pygame.K_TAB, lambda: scene.focus == ("button", "Let it go"))
    key(app, pygame.K_RETURN)
    step(app)
    key(app, pygame.K_TAB)
    assert ringed(app, scene) == "Let her go"
    key(app, pygame.K_RETURN)
    assert [a.kind for a in scene.session.actions] == ["let-go"] and scene.session.state.find(queen)[0] == "portents"


def test_letting_a_king_go_asks_nothing(app):
    king = m(C, "king")
    scene = open_position(app, QUEENS, table(challenge=[king], phase="resolve", destiny=[m(C, "two")]))
    KeyPlayer(app).press_until(pygame.K_TAB, lambda: scene.focus == ("button", "Let it go"))
    key(app, pygame.K_RETURN)
    assert scene.confirming is None and [a.kind for a in scene.session.actions] == ["let-go"]
