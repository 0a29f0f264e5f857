"""Play-test round 7: in Tournament of Queens Undo took back the person's move with the
bots' moves after it, once the bots' cards and the person's next draw had been seen.
House decision 20: Undo goes no further back than a move that showed a person a hidden
card. Driven through the real Undo button."""
import pygame

from tarot_table.games import get_game
from tarot_table.games.base import Seat
from tarot_table.session import Session
from tests.helpers.table import click, one_move_among_bots, post, seated_table, step

TOURNAMENT = get_game("tournament-of-queens")
LUCKY = get_game("lucky-you")
REVEALED = "Undo cannot go back past a move that revealed hidden cards."
ANN_AND_BOTS = [Seat("Ann"), Seat("Blanche", "quick"), Seat("Coco", "quick"), Seat("Dolly", "quick")]


def bar(scene, label):
    return next(b for b in scene.bar_buttons if b.label == label)


def test_undo_is_refused_once_the_bots_played_cards_from_their_hands(app):
    scene = seated_table(app, TOURNAMENT, ANN_AND_BOTS)
    one_move_among_bots(app, scene)
    assert scene.human_turn() and len(scene.session.actions) >= 4   # Ann's move and the bots' answers
    before = scene.session.state.to_json()
    undo = bar(scene, "Undo")
    assert not undo.enabled and undo.tip == REVEALED
    click(app, undo.rect.center)
    step(app)
    assert scene.session.state.to_json() == before
    assert scene.message[0] == REVEALED


def test_a_persons_own_move_comes_back_until_a_bot_shows_a_card():
    """Ann's move alone showed her nothing new: Undo takes it back. The bot's answer lays a
    card from its hand face up: Undo then goes back no further."""
    session = Session.start(TOURNAMENT, 3, {}, ANN_AND_BOTS)
    while not session.state.seats[TOURNAMENT.current_seat(session.state)].is_human:
        session.advance(TOURNAMENT.legal_actions(session.state)[0])
    mine = next(a for a in TOURNAMENT.legal_actions(session.state) if a.kind == "attribute")
    session.advance(mine)
    assert session.can_undo()
    bot_move = TOURNAMENT.legal_actions(session.state)[0]
    session.advance(bot_move)
    assert bot_move.card is not None and not session.can_undo()
    assert session.why_no_undo() == REVEALED


def test_lucky_you_refuses_the_same_undo_against_bots(app):
    """Lucky You! already keeps every draw, a bot's too (its house decision on Undo)."""
    scene = seated_table(app, LUCKY, [Seat("Ann"), Seat("Bot", "careful")])
    for _ in range(6):
        if scene.session.actions and not scene.human_turn():
            break
        one_move_among_bots(app, scene)
    assert any(a.kind == "draw" for a in scene.session.actions)
    assert not bar(scene, "Undo").enabled
