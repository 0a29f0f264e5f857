"""Play-test findings 5, 7 and 10: whose turn it is stays in sight; nothing stale is said
once a game ends or a match pauses; the match's result reads as a sentence."""

from tarot_table.games import get_game
from tarot_table.games.base import Seat
from tarot_table.rng import Rng
from tarot_table.session import Session
from tarot_table.table.scenes.reveal import Telling
from tarot_table.table.scenes.table import TableScene
from tarot_table.table.scenes.table_bars import status_line, status_right, status_words, turn_words
from tests.helpers.table import step

TEMPTING = get_game("tempting-fate")
TOURNAMENT = get_game("tournament-of-queens")


def play_bots(session, until, limit=5000):
    """Every seat played by its bot, or the game's quickest, until ``until(state)``."""
    game = session.game
    for _ in range(limit):
        if until(session.state):
            return
        seat = game.current_seat(session.state)
        bot = game.bots[session.state.seats[seat].bot or next(iter(game.bots))]
        session.play(bot(game, game.view(session.state, seat), Rng(len(session.actions))))
    raise AssertionError("the game never got there")


def test_between_the_games_of_a_match_nobody_is_said_to_play_and_the_clock_stops(app):
    """Finding 7: the pause after game 1 said "Bob to play." and the clock ran on."""
    session = Session.start(TEMPTING, 3, {"match": "two-games"}, [Seat("Ann"), Seat("Bob", "basic")])
    play_bots(session, lambda state: TEMPTING.match.pause(state) is not None)
    scene = TableScene(app, session)
    app.switch(scene)
    step(app)
    assert "to play" not in status_words(scene) and turn_words(scene) == ""
    elapsed = session.elapsed
    app.clock.advance(3)
    scene.keeper.tick()
    assert session.elapsed == elapsed
    assert scene.next_frame_in() is None   # no clock ticking behind the pause panel


def finished_tournament(app):
    session = Session.start(TOURNAMENT, 8, {}, [Seat("Ann"), Seat("Bot", "quick")])
    play_bots(session, lambda state: TOURNAMENT.outcome(state) is not None)
    scene = TableScene(app, session)
    app.switch(scene)
    step(app)
    return scene


def test_a_telling_that_has_run_its_course_says_nothing_more_under_the_result(app):
    """Finding 7: "The end is being told… click to skip" stayed under the result dialog,
    and the click that closed the result was taken as a skip."""
    scene = finished_tournament(app)
    told = Telling.start(TOURNAMENT.ending.reveal(scene.session.state), 0.2, app.clock)
    app.clock.advance(1000)
    scene.telling = told
    assert "being told" not in status_words(scene) and scene.telling is None
    scene.telling = told
    step(app)
    assert scene.panel_open() and "being told" not in status_line(scene)[0]


def test_whose_turn_stays_in_sight_when_a_message_or_tip_takes_the_status_line(app):
    """Finding 5: Tournament's status line lost "Ann to play" under hover help and messages."""
    session = Session.start(TOURNAMENT, 2, {}, [Seat("Ann"), Seat("Bob")])
    scene = TableScene(app, session)
    app.switch(scene)
    step(app)
    name = session.state.seats[scene.seat_to_act()].name
    words = status_line(scene)[0]
    assert words.startswith(f"{name} to play") and name not in status_right(scene, words)
    scene.say("That card cannot go there.")
    words = status_line(scene)[0]
    assert status_right(scene, words).startswith(f"{name} to play")


def test_a_match_result_names_the_winner_and_the_games_won():
    """Finding 10: "Match score Ann 0, Player 2 2." read oddly."""
    session = Session.start(TEMPTING, 5, {"match": "two-games"}, [Seat("Ann", "basic"), Seat("Bob", "basic")])
    play_bots(session, lambda state: TEMPTING.outcome(state) is not None)
    outcome = TEMPTING.outcome(session.state)
    wins = session.state.data["wins"]
    if outcome.winners:
        winner = outcome.winners[0]
        assert outcome.summary == (f"{session.state.seats[winner].name} wins the match, "
                                   f"{wins[winner]} games to {wins[1 - winner]}.")
    else:
        assert outcome.summary == "The match is drawn: Ann and Bob won a game each."
