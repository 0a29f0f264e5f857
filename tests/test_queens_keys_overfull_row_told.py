"""Play-test round 9 (Reiser's rules by keys): in harmony with a full row, Enter, Enter
secured the old Fate into it and the next Enter picked up one of the row's Arcana to
discard; the tag said only "Secure Eight of Pentacles to its domain". The tag before the
second Enter now says the row is full and one Arcana then goes
(``QueensHandling.lay_words``); a secure that fits says nothing more. Each claim is the
rules' own: the position is reached by legal moves, and the trim follows ``apply``."""
import pygame

from tarot_table.games import get_game
from tarot_table.games.queens_of_fate import cards as qc
from tarot_table.session import Session
from tarot_table.table import keyboard
from tarot_table.table.scenes import focus_ring
from tests.helpers.keyplay import KeyPlayer
from tests.helpers.table import key, open_position, step

GAME = get_game("queens-of-fate")


def in_harmony(full: bool):
    """The first position of deal 1, Reiser's rules, where the old Fate may be secured into
    a row that is (``full``) or is not full, played by the rules' own moves (draws, secures
    and battles first)."""
    state = Session.start(GAME, 1, {"rules": "reiser"}).state
    for _ in range(400):
        actions = GAME.legal_actions(state)
        keep = next((a for a in actions if a.kind == "keep-fate"), None)
        if keep is not None:
            suit = qc.suit(keep.card)
            if (GAME.held(state, suit) >= GAME.capacity(state, suit)) == full:
                return state, keep
            actions = [keep]   # kept: the row it goes to fills
        usual = [a for a in actions if a.kind in ("draw", "secure", "keep-fate", "commit", "awaken-secure", "trim")]
        GAME.apply(state, (usual or actions)[0])
    raise AssertionError("no such position in 400 moves")


def lay_fate_by_keys(app, full: bool):
    state, keep = in_harmony(full)
    scene = open_position(app, GAME, state)
    player = KeyPlayer(app)
    player.press_until(pygame.K_TAB, lambda: keyboard.focused_card(scene) == keep.card)
    key(app, pygame.K_RETURN)
    assert scene.carrying == keep.card and scene.focus == ("zone", keep.to)   # the usual place: its domain
    step(app)
    [(_, _, words)] = [m for m in focus_ring._focus_marks(scene, app.screen, 1.0) if m[0] == "tag"]
    key(app, pygame.K_RETURN)
    return scene, keep, words


def test_the_old_fate_into_a_full_row_says_before_the_press_that_one_arcana_then_goes(app):
    scene, keep, words = lay_fate_by_keys(app, full=True)
    suit = qc.suit(keep.card)
    assert words == f"Enter: {keep.label}, then discard one ({qc.DOMAIN_NAMES[suit]} is full)"
    assert scene.session.actions[-1] == keep and scene.session.state.data["trim"] == suit   # the rules trim it


def test_the_old_fate_into_a_row_with_room_says_only_the_secure(app):
    scene, keep, words = lay_fate_by_keys(app, full=False)
    assert words == f"Enter: {keep.label}"
    assert scene.session.actions[-1] == keep and scene.session.state.data["trim"] is None
