"""Names at a table with people and bots: a person keeps the name they chose and a bot
named alike gives way (Game.name_giving_way: the game's own name no seat has), at one
screen and at a network table, told to the table, the story's lines following; and the
deal line names the person now in the seat on every screen. Names typed on the
new-game page and the Join page with real key events."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.games import get_game
from tarot_table.games.base import Seat
from tarot_table.net.table import NetTable
from tarot_table.settings import MAX_PLAYER_NAME
from tarot_table.table.scenes.newgame import NewGameScene
from tarot_table.table.scenes.table import TableScene
from tests.helpers.table import click, key, post, step


def open_page(app, game_id: str) -> NewGameScene:
    """The game's page, scrolled by the wheel until the first two name boxes are in sight."""
    page = NewGameScene(app, get_game(game_id))
    app.switch(page)
    step(app)
    while not all(f in page.fields for f in page.name_fields[:2]) and page.scroll < page.max_scroll:
        post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
        step(app)
    return page


def type_name(app, field, name: str) -> None:
    click(app, field.rect.center)
    post(pygame.TEXTINPUT, text=name)
    key(app, pygame.K_RETURN)


def start_from_page(app, page) -> TableScene:
    click(app, next(b for b in page.buttons if b.label == "Start").rect.center)
    assert isinstance(app.scene, TableScene)
    return app.scene


@pytest.mark.parametrize("game_id, bot_becomes", [("tournament-of-queens", "Anemone"), ("tempting-fate", "Player 1"),
                                                  ("lucky-you", "Player 1")])
def test_a_person_named_as_a_bots_seat_at_one_screen_keeps_the_name_and_the_bot_takes_another(app, game_id, bot_becomes):
    """The seventh real-window round, finding 1: "Blanche" typed in seat 1 of Tournament of
    Queens left seat 2's bot "Blanche" too (two "Blanche" in the votes). The bot takes
    another name as at a network table (Game.name_giving_way): the game's own name no seat
    has, its own seat's first."""
    app.settings.player_name = ""
    page = open_page(app, game_id)
    assert page.seats[0].is_human and page.seats[1].bot is not None
    bots_name = page.game.seat_names[1]
    type_name(app, page.name_fields[0], bots_name)
    names = [s.name for s in start_from_page(app, page).session.state.seats]
    assert names[:2] == [bots_name, bot_becomes] and len({n.casefold() for n in names}) == len(names)
    assert page.typed_seats()[1].name == bots_name   # the page keeps the bot's own name for next time


def test_at_a_network_table_a_bot_named_as_a_joiner_gives_way_by_the_same_rule():
    queens = get_game("tournament-of-queens")
    net = NetTable.open(queens, ["bot", "open", "bot"], seed=1)
    net.claim(1, None, "Anemone")
    assert [s.name for s in net.state.seats] == ["Dolly", "Anemone", "Coco"]   # Anemone, Blanche (told), Coco taken


def test_two_people_named_alike_at_one_screen_the_later_numbered_and_two_bots_the_later_gives_way():
    queens = get_game("tournament-of-queens")
    seats = [Seat("Mira"), Seat("Coco", "careful"), Seat("Mira"), Seat("Zed", "careful"), Seat("Zed", "careful")]
    named = queens.seats_named_apart(seats, MAX_PLAYER_NAME)
    assert [s.name for s in named] == ["Mira", "Coco", "Mira 2", "Zed", "Esme"]   # seat 5's own name
    assert [s.bot for s in named] == [s.bot for s in seats]
