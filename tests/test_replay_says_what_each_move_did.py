"""The last session's note: a replay's status line said "Resign this game" at a
resignation, the move's hint words (advice to the one to play: "Lay the Star from your
hand on path 1" for a card another seat laid); and a network table's replay showed one
seat's hands with nothing saying whose. Each step now says what the move did as the
story tells it, and the replay's heading says whose cards its table shows. Driven from
the menu through Finished games and the replay's Forward button, by mouse clicks."""
from __future__ import annotations

from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.table.scenes.table_bars import shown_title, status_line
from tests.helpers.tempting import kept_network_table, kept_one_screen_game
from tarot_table.table.scenes.menu import MenuScene
from tests.helpers.table import click, step

TEMPTING = get_game("tempting-fate")


def press(app, buttons, label) -> None:
    click(app, next(b for b in buttons if b.label == label).rect.center)


def opened(app):
    page = MenuScene(app)
    app.switch(page)
    step(app, 2)
    press(app, page.buttons, "Finished games")
    press(app, app.scene.buttons, "Replay")
    step(app)
    return app.scene


def story_of_each_move(played: Session) -> list[str]:
    """What each move of the game added to its story, played again through the rules."""
    again = Session.start(TEMPTING, played.state.seed, played.state.options, played.state.seats)
    told = []
    for action in played.actions:
        before = len(again.state.story)
        again.play(action)
        told.append(" ".join(again.state.story[before:]))
    return told


def test_each_step_says_what_the_move_did_never_the_hint_to_the_one_to_play(app):
    played = kept_network_table()
    told = story_of_each_move(played)
    assert played.actions[-1].kind == "resign" and told[-1].startswith("Player 1 resigns.")
    table = opened(app)
    for done, words in enumerate(told, start=1):
        press(app, table.choice_buttons, "Forward")
        step(app)
        said = status_line(table)[0]
        assert said == f"Replay: move {done} of {len(told)}. {words}", said
        assert "your hand" not in said and "Resign this game" not in said


def test_a_network_tables_replay_says_each_turn_is_shown_as_its_player_saw_it(app):
    kept_network_table()   # two people, each at a computer of their own
    table = opened(app)
    assert shown_title(table) == "Replay: Tempting Fate (network table), each turn as its player saw it"


def test_a_replay_with_one_person_says_it_is_as_they_saw_it(app):
    kept_one_screen_game()   # Ann against a bot: the bot's hand is never shown
    table = opened(app)
    assert shown_title(table) == "Replay: Tempting Fate, as Ann saw it"
    assert table.viewer == 0


def test_a_solitaires_replay_says_no_view(app):
    from tarot_table import records
    queens = get_game("queens-of-fate")
    session = Session.start(queens, 1, {})
    session.play(queens.legal_actions(session.state)[0])
    session.give_up()
    records.keep(session)
    assert shown_title(opened(app)) == "Replay: Queens of Fate"

