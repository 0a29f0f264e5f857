"""Names at a table with people and bots: a person keeps the name they chose and a bot
named alike gives way (Game.name_giving_way: the game's own name no seat has), at one
screen and at a network table, told to the table, the story's lines following; and the
deal line names the person now in the seat on every screen. Names typed on the
new-game page and the Join page with real key events."""
from __future__ import annotations

import pytest

from tarot_table.games import get_game
from tarot_table.games.base import Seat
from tarot_table.net import app_host
from tarot_table.net.table import NetTable
from tarot_table.settings import MAX_PLAYER_NAME
from tarot_table.table.scenes.seat_strip import seat_words
from tarot_table.table.scenes.table import TableScene
from tarot_table.table.scenes.table_bars import status_line
from tests.helpers.new_game import name_typed, open_page_at_names
from tests.helpers.network import host_by_mouse, hosting, join, join_by_mouse, new_app, press, run_until, until_table
from tests.helpers.table import click, record_text, step


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
    page = open_page_at_names(app, game_id, 2)
    assert page.seats[0].is_human and page.seats[1].bot is not None
    bots_name = page.game.seat_names[1]
    name_typed(app, page.name_fields[0], bots_name)
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


def drawn_deal_line(app, scene, monkeypatch) -> str:
    """The story's deal line as this screen draws it now (the story panel open)."""
    assert scene.log_open
    with monkeypatch.context() as patched:
        written = record_text(patched)
        app.request_redraw()
        step(app)
    return next(w for w in written if " deals" in w)


def test_the_deal_line_names_the_person_now_in_the_seat_on_the_hosts_screen_and_the_joiners(
        apps, loopback_host, monkeypatch):
    """The fourth real-window round: Reported from the real-window check (27 November): the
    host's story said "Blanche deals" while the joiner's said "Bea deals" (the host's shot
    was taken before Bea sat down; told only the new lines, the host's screen would keep
    that line). The decision (docs/network.md, "Names in the story"): every screen tells an
    event with the name of the person now in the seat. Hana hosts from her own app and moves
    before anyone joins, so her screen was told "Blanche deals" and a line of her own; Bea
    then takes the open seat: both screens draw "Bea deals", the host's lines as the
    joiner's, word for word the host's own story."""
    panel = host_by_mouse(apps[0])
    press(apps[0], panel, "Sit down at the table")
    hana = until_table(apps[0])
    assert drawn_deal_line(apps[0], hana, monkeypatch).startswith("Blanche deals")
    hana.perform(hana.legal()[0])
    run_until(apps[:1], [hana], lambda: hana.remote.moves == 1)
    bea = join_by_mouse(apps[1], panel.line, "Bea")
    scenes = [hana, bea]
    run_until(apps, scenes, lambda: all(s.remote.state.seats[1].name == "Bea" for s in scenes))
    host_story = app_host.running().server.tables[panel.code].table.state.story
    for app, scene in zip(apps, scenes):
        assert scene.remote.state.story == host_story
        assert drawn_deal_line(app, scene, monkeypatch).startswith("Bea deals")


def test_a_person_taking_a_bots_name_keeps_it_and_the_bot_takes_another_told_to_the_table(tmp_path):
    """The second real-window round, finding 8: "a bot named 'Anemone' became 'Player 3
    (bot)' silently at a network table where the joiner took that name". The host names
    Lucky You!'s third seat's bot "Anemone" on its page; the host's table keeps that name;
    Bea joins as "Anemone": she is Anemone, the bot takes its seat's own name (the decision
    in docs/games.md: "Bots keep the seat's own name"), the story says so where it named the
    bot, and the host's screen is told in words."""
    apps = [new_app(), new_app()]
    try:
        with hosting(tmp_path) as (host, address):
            code, token = host.open_own_table("lucky-you", ["open", "open", "bot"], None, 3, 0, "Ann",
                                              bot_names=["Ann", "", "Anemone"])
            table = host.server.tables[code].table
            assert [s.name for s in table.state.seats] == ["Ann", "Player 2", "Anemone"]
            ann = join(apps[0], address, code, "Ann", seat=0, token=token)
            assert seat_words(ann.remote, 2) == "Anemone (bot)"
            bea = join(apps[1], address, code, "Anemone")
            run_until(apps, [ann, bea], lambda: ann.remote.seats[1]["name"] == "Anemone")
            assert [s.name for s in table.state.seats] == ["Ann", "Anemone", "Player 3"]
            assert seat_words(ann.remote, 2) == "Player 3 (bot)" and seat_words(ann.remote, 1).startswith("Anemone")
            assert seat_words(bea.remote, 1) == "Anemone (you)" and seat_words(bea.remote, 2) == "Player 3 (bot)"
            assert status_line(ann)[0] == \
                "The host's bot Anemone is now called Player 3: Anemone is a person's name at this table."
    finally:
        for app in apps:
            while app.scenes:
                app.scenes.pop().leave()


def test_a_bot_giving_way_takes_a_name_nobody_has_and_the_story_follows():
    """The second real-window round, finding 8: The bot's new name is one of the game's own
    seat names nobody at the table has (its own seat's first), and the story's lines that
    named the bot name it anew while the person's seat takes the name in its lines."""
    from tarot_table.games import get_game
    from tarot_table.net.table import NetTable
    table = NetTable.open(get_game("tournament-of-queens"), ["bot", "open", "bot"], seed=4,
                          bot_names=["Anemone", "", "Blanche"])
    # "Blanche" is seat 1's own name already: the page's names are kept distinct from every seat's
    assert [s.name for s in table.state.seats] == ["Anemone", "Blanche", "Coco"]
    assert table.state.story[-1].endswith("Anemone opens the contest.")   # the bot opens
    table.claim(1, None, "Anemone")
    assert [s.name for s in table.state.seats] == ["Dolly", "Anemone", "Coco"]   # the first name nobody has
    assert table.state.story[-1].endswith("Dolly opens the contest.")   # the line that named the bot follows it
