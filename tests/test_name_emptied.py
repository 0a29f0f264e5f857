"""Play-test round 8, N1: a person who had typed "Maya" once emptied the new-game page's
name box to play under no name; the game was recorded under "Maya" all the same (a seat
left at the game's own name took the name last given) and the page offered "Maya" again
next time. An emptied box plays as no name ("You (Fool)" in Statistics) and stays empty;
a name typed is kept as before."""
from __future__ import annotations

import pygame

from tarot_table.statistics import load_stats, record_game, split_key
from tarot_table.table.scenes.stats import StatsScene, you_called
from tarot_table.table.scenes.join import JoinScene
from tarot_table.table.scenes.menu import MenuScene
from tarot_table.table.scenes.table import TableScene
from tests.helpers.network import host_by_mouse, press, type_into, until_table
from tests.helpers.new_game import button, name_typed, open_page_at_names
from tests.helpers.table import click, key, step


def emptied(app, field) -> None:
    """The box cleared as a player clears it: a click, Ctrl+A, Delete, Return."""
    click(app, field.rect.center)
    key(app, pygame.K_a, pygame.KMOD_CTRL)
    key(app, pygame.K_DELETE)
    key(app, pygame.K_RETURN)


def started(app, page) -> TableScene:
    click(app, button(page, "Start").rect.center)
    step(app)
    assert isinstance(app.scene, TableScene)
    return app.scene


def test_an_emptied_name_box_plays_under_no_name_and_stays_empty_next_time(app):
    app.settings.player_name = "Maya"
    page = open_page_at_names(app, "fools-journey")
    assert page.name_fields[0].value == "Maya"
    emptied(app, page.name_fields[0])
    table = started(app, page)
    assert table.session.state.seats[0].name == "Fool"
    fools = table.game
    state = table.session.state
    while fools.outcome(state) is None:
        fools.apply(state, fools.legal_actions(state)[0])
    record_game(fools, state, state.options, 30.0)
    (kept, record), = load_stats()[0].items()
    assert split_key(kept)[1] == "" and you_called(record) == "You (Fool)"
    screen = StatsScene(app)
    app.switch(screen)
    step(app)
    assert "You" in [b.label for b in screen.buttons] and "Maya" not in [b.label for b in screen.buttons]
    again = open_page_at_names(app, "fools-journey")
    assert again.name_fields[0].value == ""
    assert open_page_at_names(app, "tempting-fate").name_fields[0].value == ""


def test_an_emptied_first_box_of_a_game_of_several_seats_plays_as_the_seats_own_name(app):
    app.settings.player_name = "Maya"
    page = open_page_at_names(app, "tempting-fate")
    emptied(app, page.name_fields[0])
    assert started(app, page).session.state.seats[0].name == "Player 1"
    assert open_page_at_names(app, "tempting-fate").name_fields[0].value == ""


def test_a_name_typed_over_the_offered_one_is_kept_and_offered_next_time(app):
    app.settings.player_name = "Maya"
    page = open_page_at_names(app, "fools-journey")
    emptied(app, page.name_fields[0])
    name_typed(app, page.name_fields[0], "Dana")
    assert started(app, page).session.state.seats[0].name == "Dana"
    assert app.settings.player_name == "Dana"
    assert open_page_at_names(app, "tempting-fate").name_fields[0].value == "Dana"


def test_a_name_emptied_on_the_join_page_joins_under_no_name_and_is_not_offered_again(apps, loopback_host):
    apps[1].settings.player_name = "Maya"
    panel = host_by_mouse(apps[0])
    apps[1].switch(MenuScene(apps[1]))
    press(apps[1], apps[1].scene, "Join a table")
    page = apps[1].scene
    assert isinstance(page, JoinScene) and page.name.value == "Maya"
    emptied(apps[1], page.name)
    type_into(apps[1], page.address, panel.line)
    press(apps[1], page, "Join")
    seat = until_table(apps[1])
    assert seat.remote.state.seats[seat.remote.seat].name != "Maya"
    assert apps[1].settings.player_name == ""
    assert open_page_at_names(apps[1], "fools-journey").name_fields[0].value == ""
