"""A stray key or click makes no move that cannot be taken back, and Escape lets go of a
dragged card without leaving the table (play-test findings of 29 November, 13:17 UTC: at
Tempting Fate one Enter on the querent's card attacked at once, with Undo greyed, where the
status line had said "Enter to pick up"; Escape in the middle of a drag opened the menu).
Real key and mouse events throughout."""
import pygame

from tarot_table.games.base import Seat
from tarot_table.table.scenes.table_bars import status_line
from tests.helpers.keyplay import KeyPlayer
from tests.helpers.table import click, key, open_position, post, settle, step
from tests.helpers.tempting import GAME, grab, m, table, z

FIVE_OF_CUPS = m("cups", "five")


def querent_with_one_attack(app):
    """The querent (a person) to attack, one path with cards: the Five of Cups' only move
    is an attack on that path's last card."""
    state = table(turn="querent", querent_hand=[FIVE_OF_CUPS], path3=[z("circle"), z("square")])
    scene = open_position(app, GAME, state, [Seat("Bot", "basic"), Seat("Ann")])
    attacks = GAME.actions_for_card(scene.session.state, FIVE_OF_CUPS)
    assert [a.kind for a in attacks] == ["attack"] and GAME.default_action(scene.session.state, FIVE_OF_CUPS) == attacks[0]
    return scene


def test_enter_on_a_card_whose_one_move_is_an_attack_picks_it_up(app):
    scene = querent_with_one_attack(app)
    player = KeyPlayer(app)
    player.press_until(pygame.K_TAB, lambda: scene.focus and scene.focus[0] == "card"
                       and scene.session.state.zones[scene.focus[1]][scene.focus[2]].card == FIVE_OF_CUPS)
    key(app, pygame.K_RETURN)
    assert not scene.session.actions, "one Enter attacked, a move Undo cannot take back"
    assert scene.carrying == FIVE_OF_CUPS and scene.focus == ("zone", "path3")
    key(app, pygame.K_ESCAPE)   # put back: still at the table, nothing played
    assert scene.carrying is None and app.scene is scene and not scene.session.actions
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)   # picked up again and laid on its one place: the attack
    assert [a.kind for a in scene.session.actions] == ["attack"]


def test_one_click_on_that_card_says_how_to_attack_and_a_double_click_attacks(app):
    scene = querent_with_one_attack(app)
    click(app, grab(scene, FIVE_OF_CUPS))
    assert not scene.session.actions
    assert status_line(scene)[0].endswith("Drag the card onto Path 3, or double-click it: "
                                          "this move cannot be taken back, so one click does not make it.")
    click(app, grab(scene, FIVE_OF_CUPS))   # the second click within the double-click's time
    assert [a.kind for a in scene.session.actions] == ["attack"]


def test_a_move_that_can_be_taken_back_is_still_made_by_one_click(app):
    """Fate's placing of a zener card stays a click's move: only moves that cannot be
    taken back wait for a drag, a double-click or Enter, Enter."""
    covered = {f"path{n}": ["^" + z(symbol)] for n, symbol in zip(range(2, 6), ("square", "circle", "cross", "waves"))}
    state = table(fate_hand=[z("star")], tokens={cards[0][1:]: 1 for cards in covered.values()},
                  **covered)   # paths with tokens take no card: path 1 is the only place
    scene = open_position(app, GAME, state, [Seat("Ann"), Seat("Bot", "basic")])
    moves = GAME.actions_for_card(scene.session.state, z("star"))
    assert len(moves) == 1 and GAME.handling.clicked(scene.session.state, z("star"), moves) == moves[0]
    click(app, grab(scene, z("star")))
    assert [p.card for p in scene.session.state.zones["path1"]] == [z("star")]


def test_fates_last_move_of_a_turn_gives_nothing_up_and_one_click_makes_it(app):
    """Rules.md item 16: Fate's card laid from her hand gives nothing up, the last move of
    her turn too. Since the one-click rule (30 November, 01:30) it had waited for a drag,
    read as a move that cannot be taken back: Undo cannot take it back (the hands are then
    filled), but the card goes where she chose, as any turn ends. One click lays it now,
    and the querent is to play."""
    covered = {f"path{n}": ["^" + z(symbol)] for n, symbol in zip(range(2, 6), ("square", "circle", "cross", "waves"))}
    state = table(fate_hand=[z("star")], tokens={cards[0][1:]: 1 for cards in covered.values()}, **covered)
    state.data["actions_left"] = 1
    scene = open_position(app, GAME, state, [Seat("Ann"), Seat("Bot", "basic")])
    [move] = GAME.actions_for_card(scene.session.state, z("star"))
    assert GAME.handling.stake(scene.session.state, move) is None
    click(app, grab(scene, z("star")))
    state = scene.session.state
    assert [p.card for p in state.zones["path1"]] == [z("star")] and state.data["turn"] == "querent"
    assert not scene.session.can_undo()   # the turn has ended: that is no stake


def test_escape_during_a_drag_puts_the_card_back_and_stays_at_the_table(app):
    scene = querent_with_one_attack(app)
    start = grab(scene, FIVE_OF_CUPS)
    target = scene.card_rect(z("square")).center
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    step(app)
    for i in range(1, 7):   # carried most of the way to the path
        x = start[0] + (target[0] - start[0]) * i // 8
        y = start[1] + (target[1] - start[1]) * i // 8
        post(pygame.MOUSEMOTION, pos=(x, y), rel=(1, 1), buttons=(1, 0, 0))
        step(app)
    assert scene.selection.drag is not None and scene.selection.drag.moving
    key(app, pygame.K_ESCAPE)
    assert app.scene is scene, "Escape while dragging left the table for the menu"
    assert scene.selection.drag is None
    assert status_line(scene)[0].endswith("put back.")
    post(pygame.MOUSEMOTION, pos=target, rel=(1, 1), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=target, button=1)   # let go over the path: no attack
    step(app)
    settle(app, scene)
    assert not scene.session.actions
    assert scene.session.state.find(FIVE_OF_CUPS)[0] == "querent_hand"
    key(app, pygame.K_ESCAPE)   # with nothing held, Escape leaves the table as before
    assert app.scene is not scene
