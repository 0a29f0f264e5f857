"""Play-test round 5, R1: Finished games > Replay of a network table ended on the live
match's end panel, whose "New deal" started a game at this one screen with Bob, who had
played from his own computer, as a seat to pass the screen to. A replay's end offers what
a replay does (its start again, Finished games, Menu, and the game's readings), for a
network table's record and a one-screen game's alike. Driven by mouse clicks from the
menu, through the Finished games page and the replay's own buttons."""
from __future__ import annotations

import pytest

from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.table.scenes import replay
from tarot_table.table.scenes.finished import FinishedGamesScene
from tarot_table.table.scenes.menu import MenuScene
from tarot_table.table.scenes.panels import LOOK
from tarot_table.table.scenes.stats import StatsScene
from tarot_table.table.scenes.table import TableScene
from tarot_table.wording import HOST_NEW_DEAL, NEW_DEAL, PLAY_AGAIN, SAME_DEAL
from tests.helpers.table import click, step
from tests.helpers.tempting import kept_network_table, kept_one_screen_game

TEMPTING = get_game("tempting-fate")
NEXT_GAME = {NEW_DEAL, SAME_DEAL, HOST_NEW_DEAL, PLAY_AGAIN}


def press(app, buttons, label) -> None:
    click(app, next(b for b in buttons if b.label == label).rect.center)


def replayed_to_the_end(app, page_button: str = "Finished games", start=MenuScene) -> TableScene:
    """From the menu (or Statistics), Finished games, Replay, then Forward to its last move."""
    page = start(app)
    app.switch(page)
    step(app, 2)
    press(app, page.buttons, page_button)
    listing = app.scene
    assert isinstance(listing, FinishedGamesScene)
    press(app, listing.buttons, "Replay")
    table = app.scene
    assert isinstance(table, TableScene) and table.replay is not None
    step(app)
    for _ in table.showing:
        press(app, table.choice_buttons, "Forward")
        step(app, 2)
    assert table.session.actions == table.showing and table.panel_kind() == "end"
    return table


def end_labels(table) -> list[str]:
    return [button.label for button in table.summary_buttons]


def test_a_network_tables_replay_ends_on_what_a_replay_does(app):
    played = kept_network_table()
    table = replayed_to_the_end(app)
    labels = end_labels(table)
    assert not NEXT_GAME & set(labels), labels   # no next game: it was a network table's
    follow = [f.label for f in TEMPTING.ending.follow_ups(played.state)]
    assert labels == [LOOK, replay.BACK_TO_THE_START, replay.FINISHED_GAMES, *follow, "Menu"]


def test_back_to_the_start_steps_through_it_again_with_no_screen_to_pass(app):
    played = kept_network_table()
    table = replayed_to_the_end(app)
    deal = Session.start(TEMPTING, played.state.seed, played.state.options, played.state.seats)
    press(app, table.summary_buttons, replay.BACK_TO_THE_START)
    step(app)
    assert app.scene is table and table.session.actions == [] and table.panel_kind() != "end"
    assert table.session.state.to_json() == deal.state.to_json()
    assert table.handoff_to is None and table.handing_over is None   # nobody is asked to take the screen
    assert "move 0 of" in table.message[0]
    press(app, table.choice_buttons, "Forward")
    step(app, 2)
    assert table.session.actions == played.actions[:1]


@pytest.mark.parametrize("start, back_to", [(MenuScene, "menu"), (StatsScene, "statistics")],
                         ids=["from the menu", "from statistics"])
def test_finished_games_leads_back_to_the_page_it_came_from(app, start, back_to):
    kept_network_table()
    table = replayed_to_the_end(app, start=start)
    press(app, table.summary_buttons, replay.FINISHED_GAMES)
    page = app.scene
    assert isinstance(page, FinishedGamesScene) and page.back_to == back_to
    step(app)
    press(app, page.buttons, "Back")
    assert isinstance(app.scene, start)


def test_a_one_screen_games_replay_ends_the_same_way(app):
    kept_one_screen_game()
    table = replayed_to_the_end(app)
    labels = end_labels(table)
    assert not NEXT_GAME & set(labels) and labels[:3] == [LOOK, replay.BACK_TO_THE_START, replay.FINISHED_GAMES]
    press(app, table.summary_buttons, "Menu")
    assert isinstance(app.scene, MenuScene)
