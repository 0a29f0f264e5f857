"""The keys do what the status line says, and Undo says what it did (play-test findings of
29 November): Ctrl+Z undid silently where Ctrl+Y says "Redo: your last move is made
again"; at Queens of Fate the status line said "Press Enter on Destiny to pass a year" but
Enter only picked the card up; at Tournament of Queens a hand card picked up with Enter
was first offered a judge, so Enter, Enter bribed. Real key and click events throughout."""
import pygame

from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.table.scenes.table import TableScene
from tarot_table.table.scenes.table_bars import status_line
from tests.helpers.keyplay import KeyPlayer
from tests.helpers.table import deck_top, drag, key, step, zone_centre

QUEENS = get_game("queens-of-fate")
TOURNAMENT = get_game("tournament-of-queens")
READING = get_game("reading")


def table_of(app, game, seed, seats=None) -> TableScene:
    scene = TableScene(app, Session.start(game, seed, {}, seats or game.default_seats()), saving=False)
    app.switch(scene)
    step(app)
    return scene


def test_ctrl_z_says_what_it_took_back_as_ctrl_y_says_what_it_made_again(app):
    scene = table_of(app, READING, 3)
    drag(app, deck_top(scene), zone_centre(scene, "pos1"))   # the reading's first move
    assert len(scene.session.actions) == 1
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert not scene.session.actions
    assert status_line(scene)[0] == "Undo: your last move is taken back."
    key(app, pygame.K_y, pygame.KMOD_CTRL)
    assert len(scene.session.actions) == 1
    assert status_line(scene)[0] == "Redo: your last move is made again."


def test_enter_on_destiny_passes_a_year_as_the_status_line_says(app):
    scene = table_of(app, QUEENS, 3)
    player = KeyPlayer(app)
    player.press_until(pygame.K_RIGHT, lambda: scene.focus and scene.focus[1] == "destiny")
    scene.message = ("", scene.message[1], 0.0)
    assert "Press Enter on Destiny to pass a year" in status_line(scene)[0]
    key(app, pygame.K_RETURN)
    assert len(scene.session.actions) == 1 and not scene.carrying
    assert scene.session.actions[0].src == "destiny" or scene.session.state.zones["challenge"]


def test_a_tournament_hand_card_picked_up_is_offered_its_own_row_first(app):
    seats = TOURNAMENT.default_seats()
    for seat in seats[1:]:
        seat.bot = next(iter(TOURNAMENT.bots))
    scene = table_of(app, TOURNAMENT, 5, seats)
    card = "minor_arcana.cups.eight"   # deal 5: it may be worn, lower a rival's Physique, or bribe judge 6
    kinds = [(a.kind, a.to) for a in TOURNAMENT.actions_for_card(scene.session.state, card)]
    assert ("attribute", "attr0_cups") in kinds and ("bribe", "judge6") in kinds
    player = KeyPlayer(app)
    player.press_until(pygame.K_TAB, lambda: scene.focus and scene.focus[0] == "card"
                       and scene.session.state.zones[scene.focus[1]][scene.focus[2]].card == card)
    key(app, pygame.K_RETURN)
    assert scene.carrying == card and scene.focus == ("zone", "attr0_cups")   # not judge 6
    key(app, pygame.K_RETURN)
    assert (scene.session.actions[-1].kind, scene.session.actions[-1].to) == ("attribute", "attr0_cups")
