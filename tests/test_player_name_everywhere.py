"""Issue 32, solo's real-window round, finding 6: the person at the screen was called by a
different name from game to game ("Player 1", "Fool", "Reader", their own). The name last
given is offered in the first seat wherever a game is started for them: every game's
page, and the reading a finished game offers."""
from __future__ import annotations

from tarot_table.games import GAMES, get_game
from tarot_table.games.base import Seat
from tarot_table.settings import give_player_name
from tarot_table.table.scenes.newgame import NewGameScene
from tests.helpers.tempting import reading_after_resigning


def test_the_reading_offered_after_a_game_seats_the_name_last_given(app):
    app.settings.player_name = "Dana"
    reading = reading_after_resigning(app, ("Dana", "Bob"))
    assert reading.game.id == "reading" and reading.session.state.seats[0].name == "Dana"


def test_with_no_name_given_the_reading_keeps_its_own_seat_name(app):
    app.settings.player_name = ""
    reading = reading_after_resigning(app, ("Dana", "Bob"))
    assert reading.session.state.seats[0].name == get_game("reading").seat_names[0]


def test_every_games_page_offers_the_same_name_in_the_first_seat(app):
    app.settings.player_name = "Dana"
    for game_id in GAMES:
        page = NewGameScene(app, get_game(game_id))
        assert page.name_fields[0].value == "Dana", game_id


def test_a_name_a_person_gave_or_a_bots_seat_is_never_renamed():
    fools = get_game("fools-journey")
    assert give_player_name(fools, [Seat("Pip")], "Dana")[0].name == "Pip"
    assert give_player_name(fools, [Seat("Fool")], "Dana")[0].name == "Dana"
    tempting = get_game("tempting-fate")
    assert give_player_name(tempting, [Seat("Player 1", "basic")], "Dana")[0].name == "Player 1"
    assert give_player_name(tempting, [], "Dana") == []
