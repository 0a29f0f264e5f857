"""After a move made by the keys the focus goes to what the status line asks for next
(play-test round 5, K4): after laying a card the ring stayed where it was laid, Tab went
on to the top bar ("Tab, Enter" meant as "next card, play it" opened the Menu), and
passing a year took "Shift+Tab, Tab, Enter". Now the ring goes to the table's first
move: Destiny, when the status line says to pass a year. And the first move is the one
the status line asks for (``Handling.asked_for``), not the first card in reading order
whose one move is its loss: in a Queens of Fate battle the ring went to a court card
whose only move was his loss while the line asked for Arcana (the Fool's Journey did the
same with a Challenge to be paid in Vitality); and after the bots' turns it goes to the
player's next move (in Tournament of Queens it sat on the Draw pile). Real key events."""
import pygame

from tarot_table.games.base import Seat
from tarot_table.table import keyboard
from tarot_table.table.scenes.table_bars import status_line
from tests.helpers import fools, queens
from tests.helpers.keyplay import KeyPlayer, wait_for_bots
from tests.helpers.queens import GAME as QUEENS, table, m, t, S, W, C
from tests.helpers.table import click, key, open_position, step
from tests.helpers.tournament_positions import GAME as TOURNAMENT, table as tournament_table


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


def test_queens_a_battle_drawn_by_enter_leaves_the_focus_on_the_arcana_the_line_asks_for(app):
    """The Hermit (9) drawn: the Knight of Cups (whose one move is his loss) comes before
    the Nine of Wands in reading order; the line asks for Arcana."""
    knight, nine = m(C, "knight"), m(W, "nine")
    state = queens.table(court_cups=[knight], arcana_wands=[nine], destiny=[t(9), m(C, "two")])
    scene = open_position(app, queens.GAME, state)
    player = KeyPlayer(app)
    player.press_until(pygame.K_TAB, lambda: keyboard.focused_zone(scene) == "destiny")
    assert keyboard.zone_order(scene).index("court_cups") < keyboard.zone_order(scene).index("arcana_wands")
    key(app, pygame.K_RETURN)   # the year passes: the Hermit is drawn
    assert scene.session.state.data["phase"] == "battle"
    assert {a.kind for a in scene.card_actions(knight)} == {"endure"}
    assert "Drag Arcana onto it" in queens.GAME.status(scene.session.state)
    assert keyboard.focused_card(scene) == nine


def test_fools_journey_a_move_leaves_the_focus_on_the_volition_the_line_asks_for(app):
    """Justice (11) in the Present before the equipment row; the Ten of Swords is equipped
    as Volition and the Two of Cups heals the Fool: after that move by the keys the line
    asks for Volition or Strength, and the focus is on the Volition, not on Justice (whose
    one move is to be paid for in Vitality)."""
    justice, ten, two = fools.t(11), fools.m(fools.S, "ten"), fools.m(fools.C, "two")
    state = fools.arrange(present_1=[justice], present_2=[two], volition=[ten], vitality=20)
    scene = open_position(app, fools.GAME, state)
    heal = [a for a in scene.card_actions(two) if a.kind == "replenish"]
    KeyPlayer(app).make(heal[0])
    assert scene.session.actions == heal
    assert "Drag Volition or Strength onto a Challenge" in fools.GAME.status(scene.session.state)
    assert keyboard.focused_card(scene) == ten


def test_tournament_after_the_bots_turns_the_focus_is_on_the_players_next_move(app):
    seats = [Seat("Ann"), Seat("Bea", "quick"), Seat("Cat", "quick")]
    state = tournament_table(3, hands={0: [m(C, "two"), m(C, "three")], 1: [m(W, "two"), m(W, "three")],
                                       2: [m("swords", "two"), m("swords", "three")]}, seats=seats)
    scene = open_position(app, TOURNAMENT, state, seats)
    player = KeyPlayer(app)
    first = next(a for a in scene.card_actions(m(C, "two")) if a.kind == "attribute")
    player.make(first)
    assert scene.session.actions[:1] == [first]
    wait_for_bots(app)
    assert scene.human_turn() and len(scene.session.actions) == 3
    step(app)   # a frame: the ring is drawn where the focus is
    assert keyboard.focused_card(scene) == m(C, "three"), f"the focus is on {scene.focus}"


def test_queens_a_trump_answered_by_endure_alone_leaves_the_focus_on_the_endure_button(app):
    """Play-test round 8, K1: Enter on Destiny turned up the Moon (18) with no Arcana and
    no court card in play; the only move is the Endure button, and the ring stayed on
    Destiny, where Enter is refused. It goes to the button, and Enter endures."""
    state = queens.table(destiny=[t(18)])   # the rest of the deal stays in Destiny, under the Moon
    scene = open_position(app, queens.GAME, state)
    KeyPlayer(app).press_until(pygame.K_TAB, lambda: on_destiny(scene))
    key(app, pygame.K_RETURN)   # the year passes: the Moon is drawn
    state = scene.session.state
    assert state.data["phase"] == "battle"
    assert [a.kind for a in queens.GAME.legal_actions(state)] == ["endure"]
    step(app)   # a frame: the ring is drawn where the focus is
    assert scene.focus[0] == "button" and scene.focus[1].startswith("Endure"), scene.focus
    key(app, pygame.K_RETURN)
    assert [a.kind for a in scene.session.actions] == ["draw", "endure"]


def test_a_button_pressed_with_the_mouse_while_the_ring_shows_moves_the_ring_to_destiny(app):
    """Play-test round 8 (with K1): after "Discard the old Fate" pressed with the mouse,
    the ring sat on the Fate, where Enter said to pass a year first."""
    scene = harmony(app)
    button = next(b for b in scene.choice_buttons if b.label == "Discard the old Fate")
    click(app, button.rect.center)
    step(app)
    assert [a.kind for a in scene.session.actions] == ["drop-fate"] and on_destiny(scene), scene.focus


def artifact_battle(app, trump: str):
    """``trump`` drawn by Enter on Destiny, with the Eight of Swords, the Artifact of the
    Eight of Pentacles (-4 strength) and two court cards in play."""
    eight, artifact, ace = m(S, "eight"), m(queens.P, "eight"), m(queens.P, "ace")
    state = queens.table({"artifacts": "on"}, court_cups=[m(C, "knight")], court_wands=[m(W, "page")],
                         arcana_swords=[eight], arcana_pentacles=[artifact, ace], destiny=[trump, m(C, "two")])
    state.data["artifacts"] = {artifact: ace}
    scene = open_position(app, queens.GAME, state)
    KeyPlayer(app).press_until(pygame.K_TAB, lambda: keyboard.focused_zone(scene) == "destiny")
    key(app, pygame.K_RETURN)   # the year passes
    step(app)
    assert scene.session.state.data["phase"] == "battle"
    return scene, artifact, ace


def test_queens_a_trump_out_of_reach_even_with_the_artifact_leaves_the_focus_on_endure(app):
    """Play-test round 9, K1b: the Star (17) against the Eight of Swords and an Artifact
    of value 8 (17 - 4 = 13 > 8): the line says "Press Endure", and the ring sat on the
    Artifact, whose wield cannot help."""
    scene, artifact, ace = artifact_battle(app, t(17))
    wield = next(a for a in queens.GAME.legal_actions(scene.session.state) if a.kind == "wield")
    after = scene.session.state.clone()
    queens.GAME.apply(after, wield)
    assert not any(a.kind == "commit" for a in queens.GAME.legal_actions(after))   # the wield cannot help
    assert status_line(scene)[0].endswith("your Arcana cannot reach 17. Press Endure.")
    assert scene.focus == ("button", "Endure…")
    key(app, pygame.K_RETURN)
    assert scene.pending_choice is not None   # Enter opens Endure's chooser


def test_queens_a_trump_the_artifact_brings_within_reach_leaves_the_focus_on_the_artifact(app):
    scene, artifact, ace = artifact_battle(app, t(12))   # 12 - 4 = 8: the Eight of Swords reaches
    assert "Artifact" in status_line(scene)[0] and "to bring it within reach" in status_line(scene)[0]
    assert keyboard.focused_card(scene) in (artifact, ace)
