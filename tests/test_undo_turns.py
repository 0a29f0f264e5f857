"""Undo with bots at the table (play-test finding 3): Undo takes back the last move a
person made together with every bot move after it, so it never looks enabled and does
nothing; with no person's move to take back it is greyed and says why (README, Playing)."""
from tarot_table.rng import Rng

from tarot_table import saves
from tarot_table.games import get_game
from tarot_table.games.base import Seat
from tarot_table.session import Session
from tarot_table.table.scenes.table import TableScene
from tests.helpers.table import step


def button(scene, label):
    return next(b for b in scene.bar_buttons if b.label == label)

LUCKY = get_game("lucky-you")


def play_until_a_person_is_to_act(session):
    while not session.state.seats[session.game.current_seat(session.state)].is_human:
        seat = session.game.current_seat(session.state)
        bot = session.game.bots[session.state.seats[seat].bot]
        session.play(bot(session.game, session.game.view(session.state, seat), Rng(seat)))


def six_seats(game):
    return [Seat("Ann")] + [Seat(f"Bot {i}", "quick") for i in range(1, 6)]


# Tournament of Queens' bots show cards with every move, so its Undo stops there (house
# decision 20): Lucky You!'s tokens show none. Ann in the second seat picks hers first,
# the five bots theirs after her, and deal 6 then gives her the first draw.
ANN_PICKS_FIRST = [Seat("Bot 1", "quick"), Seat("Ann")] + [Seat(f"Bot {i}", "quick") for i in range(2, 6)]
TOKENS_DEAL = 6


def test_undo_takes_back_the_persons_move_with_the_bots_moves_after_it():
    for game in (LUCKY,):
        session = Session.start(game, TOKENS_DEAL, {}, ANN_PICKS_FIRST)
        play_until_a_person_is_to_act(session)
        before = session.state.to_json()
        session.play(game.legal_actions(session.state)[0])
        play_until_a_person_is_to_act(session)
        assert len(session.actions) > 2   # five bots moved after Ann
        assert session.can_undo() and session.undo()
        assert session.state.to_json() == before
        assert session.game.current_seat(session.state) == 1


def test_lucky_you_with_bots_greys_undo_once_a_bot_has_drawn_and_says_why():
    """Each draw shows a hidden card, so a person's move cannot be taken back past it."""
    session = Session.start(LUCKY, 4, {}, six_seats(LUCKY))
    while not any(a.kind == "draw" for a in session.actions[1:]):
        play_until_a_person_is_to_act(session)
        session.play(LUCKY.legal_actions(session.state)[0])
    play_until_a_person_is_to_act(session)
    assert not session.can_undo()
    assert session.why_no_undo() == LUCKY.no_undo_reason


def test_redo_plays_the_persons_move_again_with_the_bots_moves_that_followed():
    session = Session.start(LUCKY, TOKENS_DEAL, {}, ANN_PICKS_FIRST)
    play_until_a_person_is_to_act(session)
    session.play(LUCKY.legal_actions(session.state)[0])
    play_until_a_person_is_to_act(session)
    after = session.state.to_json()
    assert session.undo()
    session.redo()
    assert session.state.to_json() == after and not session.can_redo()


def test_with_only_bots_moves_undo_is_greyed_and_says_why(app):
    """A bot opened the game: no move of a person to take back."""
    session = Session.start(LUCKY, 2, {}, [Seat("Ann"), Seat("Bot", "quick")])
    assert LUCKY.current_seat(session.state) == 1   # the last seat picks a token first
    play_until_a_person_is_to_act(session)
    assert not session.can_undo()
    scene = TableScene(app, session)
    app.switch(scene)
    step(app, 2)
    undo = button(scene, "Undo")
    assert not undo.enabled and "person" in undo.tip
    scene.undo()
    assert "person" in scene.message[0] and len(session.actions) == 1


def test_undo_after_loading_a_save_knows_who_made_each_move():
    session = Session.start(LUCKY, TOKENS_DEAL, {}, ANN_PICKS_FIRST)
    play_until_a_person_is_to_act(session)
    before = session.state.to_json()
    session.play(LUCKY.legal_actions(session.state)[0])
    play_until_a_person_is_to_act(session)
    loaded = saves.load(saves.save(session))
    assert loaded.undo() and loaded.state.to_json() == before


def test_the_undo_button_takes_the_table_back_to_the_persons_turn(app):
    session = Session.start(LUCKY, TOKENS_DEAL, {}, ANN_PICKS_FIRST)
    play_until_a_person_is_to_act(session)
    scene = TableScene(app, session)
    app.switch(scene)
    step(app)
    before = len(session.actions)
    scene.perform(scene.legal()[0])
    scene.finish_bot_turns()
    moved = len(session.actions)
    assert moved > 1 and scene.seat_to_act() == 1
    step(app)
    button(scene, "Undo").on_click()
    assert len(session.actions) == before and scene.seat_to_act() == 1


def test_with_no_move_made_undo_has_nothing_and_the_end_is_not_asked(monkeypatch):
    """Issue 29: the top bar asks at every frame whether Undo has something to take back;
    before any move there is nothing, known without asking the rules whether the game is
    over (the reading's outcome reads its spread). After a move the answer is as before."""
    game = get_game("reading")
    session = Session.start(game, 1, {})
    asked = []
    real = game.outcome
    monkeypatch.setattr(game, "outcome", lambda state: asked.append(state) or real(state))
    assert not session.can_undo() and asked == []
    session.play(game.legal_actions(session.state)[0])
    assert session.can_undo() and asked, "a move made: the end is asked, and the move may be taken back"
