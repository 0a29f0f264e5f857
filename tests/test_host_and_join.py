"""Issue 30, items 2 and 3: hosting from the new-game page and joining from the menu's
Join a table page, with real mouse events; joining again takes the same seat back, a
seat dropped is played by the host's bot after the delay and taken back, leaving for
good gives it to the bot, and a saved network game is hosted again with its people
reclaiming their seats. Loopback only; every wait bounded (tests/helpers/network.py)."""
from __future__ import annotations

import socket

import pygame
import pytest

from tarot_table.net import app_host, discovery, held_seats
from tarot_table.table.scenes import join as join_page
from tarot_table.table.scenes.host_panel import HostPanelScene
from tarot_table.table.scenes.join import JoinScene
from tarot_table.table.scenes.menu import MenuScene
from tarot_table.table.scenes.newgame import NewGameScene
from tarot_table.table.widgets import get_clipboard
from tests.helpers.network import (host_by_mouse, join_by_mouse, new_app, press,
                                   run_until, step_away, type_into, until_answered, until_table)
from tests.helpers.table import click, key, step
from tarot_table.games import get_game
from tests.helpers.network import ROUNDS, WAIT_S, hosting, join


def test_host_opens_the_table_shows_the_address_code_and_line_and_a_second_app_joins_it(apps, loopback_host):
    """"On a game's new-game page, each seat is You, a Bot, or Open (someone joins).
    Host opens the table and shows how to join: the address and a short table code,
    and a copyable line.\""""
    panel = host_by_mouse(apps[0])
    address = f"127.0.0.1:{app_host.PORT}"
    assert panel.addresses == [address] and len(panel.code) == 6
    press(apps[0], panel, "Copy")
    assert get_clipboard() == f"{address} {panel.code}" == panel.line
    press(apps[0], panel, "Sit down at the table")
    mine = until_table(apps[0])
    assert mine.remote.seat == 0
    theirs = join_by_mouse(apps[1], panel.line, "Bea")   # the copied line pasted whole
    assert theirs.remote.seat == 1 and theirs.remote.code == panel.code
    run_until(apps, [mine, theirs], lambda: mine.remote.seats[1]["connected"] and mine.remote.seats[1]["name"] == "Bea")
    held = held_seats.find(address, panel.code)
    assert held is not None and held.seat == 1 and held.token == theirs.remote.token


def test_the_hosts_own_seat_is_held_for_them_before_they_sit_down(apps, loopback_host):
    """The seat set to Human on the new-game page is the host's: before the host presses
    Sit down at the table, a joiner's listing (asked through the real sockets) never
    offers it, a joiner asking for it is refused, one asking for any seat gets another,
    and the host then sits down in it."""
    import asyncio
    from tarot_table.net.client import Player, Refusal, look_at
    panel = host_by_mouse(apps[0])   # seat 1 Human (the host), seat 2 Open
    address = f"127.0.0.1:{app_host.PORT}"
    seen = asyncio.run(look_at(address, panel.code))
    assert [(s.seat, s.open) for s in seen] == [(0, False), (1, True)]
    assert join_page.seat_label(seen[0]) == "Anemone: away"

    async def sit_at(seat):
        player = await Player.join(address, panel.code, seat=seat, name="Bea")
        await player.close()
        return player.seat
    with pytest.raises(Refusal, match="Seat 1 is taken"):
        asyncio.run(sit_at(0))
    assert asyncio.run(sit_at(None)) == 1   # the first open seat is the joiner's, not the host's
    with pytest.raises(Refusal, match="Every seat at this table is taken"):
        asyncio.run(sit_at(None))
    press(apps[0], panel, "Sit down at the table")
    mine = until_table(apps[0])
    assert mine.remote.seat == 0


def test_joining_again_takes_the_same_seat_back(apps, loopback_host):
    """"A player who drops out ... comes back to the same seat by joining again.\""""
    panel = host_by_mouse(apps[0])
    press(apps[0], panel, "Sit down at the table")
    mine = until_table(apps[0])
    theirs = join_by_mouse(apps[1], panel.line, "Bea")
    token = theirs.remote.token
    step_away(apps[1], theirs)   # a lid closed
    run_until([apps[0]], [mine], lambda: not mine.remote.seats[1]["connected"])
    again = join_by_mouse(apps[1], panel.line, "")   # the remembered token takes the seat back
    assert again.remote.seat == 1 and again.remote.token == token
    run_until(apps, [mine, again], lambda: mine.remote.seats[1]["connected"])


def test_a_saved_network_game_is_hosted_again_and_its_people_reclaim_their_seats(apps, loopback_host):
    """"The host's game autosaves as every game does; a saved network game can be hosted
    again later and its people reclaim their seats.\""""
    panel = host_by_mouse(apps[0])
    press(apps[0], panel, "Sit down at the table")
    mine = until_table(apps[0])
    theirs = join_by_mouse(apps[1], panel.line, "Bea")
    scenes = [mine, theirs]
    mover = next(s for s in scenes if s.human_turn())
    mover.perform(mover.legal()[0])
    run_until(apps, scenes, lambda: mine.remote.moves == theirs.remote.moves == 1)
    host = app_host.running()
    run_until(apps, scenes, lambda: mine.remote.saved >= 1)   # the host says the move is on disk
    app_host.stop()   # the host's app closes
    run_until(apps, scenes, lambda: not mine.remote.connected and not theirs.remote.connected)
    assert host is not None and not host.running
    click(apps[0], next(b for b in mine.strip_buttons if b.label == "Join again").rect.center)
    back = until_table(apps[0])   # the app hosts its saved table again and takes its seat back
    assert back.remote.seat == 0 and back.remote.moves == 1
    click(apps[1], next(b for b in theirs.strip_buttons if b.label == "Join again").rect.center)
    bea = until_table(apps[1])
    assert bea.remote.seat == 1 and bea.remote.moves == 1


def test_leaving_for_good_gives_the_seat_to_the_hosts_bot(apps, loopback_host):
    """"A person may leave for good; a bot then finishes their seat.\""""
    panel = host_by_mouse(apps[0])
    press(apps[0], panel, "Sit down at the table")
    mine = until_table(apps[0])
    theirs = join_by_mouse(apps[1], panel.line, "Bea")
    click(apps[1], next(b for b in theirs.strip_buttons if b.label == "Leave").rect.center)
    step(apps[1])
    click(apps[1], next(b for b in theirs.summary_buttons if b.label == "Leave for good").rect.center)
    assert isinstance(apps[1].scene, MenuScene)
    run_until([apps[0]], [mine], lambda: mine.remote.seats[1]["kind"] == "bot")
    from tarot_table.table.scenes.seat_strip import seat_words
    assert seat_words(mine.remote, 1).endswith("(bot)")


def test_a_table_announced_on_the_local_network_is_listed_on_join_a_table(apps, loopback_host, monkeypatch):
    """"Join a table on the menu lists tables on the local network (found by zeroconf).\""""
    monkeypatch.setattr(app_host, "ANNOUNCE", True)
    panel = host_by_mouse(apps[0])
    # The page's look listens LOOK_S and lists all it heard; here it ends once it has heard
    # this table, bounded by the tests' waits (a look of 1.5 s was 1.5 s of every run, and an
    # announcement heard later than that on a loaded machine would fail the test). The
    # listening is real.
    real_find_tables = discovery.find_tables
    monkeypatch.setattr(join_page, "LOOK_S", WAIT_S * ROUNDS)
    monkeypatch.setattr(discovery, "find_tables", lambda seconds, interfaces=None, enough=None: real_find_tables(
        seconds, interfaces, enough=lambda found: any(t["code"] == panel.code for t in found)))
    page = JoinScene(apps[1])
    apps[1].switch(page)
    press(apps[1], page, "Look again")
    page.looking.join(join_page.LOOK_S + 10)   # bounded: the look listens LOOK_S seconds at most
    step(apps[1])
    listing = next(t for t in page.found if t["code"] == panel.code)
    click(apps[1], next(b for b in page.buttons if panel.code in b.label).rect.center)
    assert page.address.value == listing["address"] == f"127.0.0.1:{app_host.PORT}"
    assert page.code.value == panel.code


def test_a_dropped_seat_is_played_by_the_hosts_bot_after_the_delay_and_taken_back(apps, loopback_host):
    """"A player who drops out ... comes back to the same seat by joining again;
    meanwhile the host may let a bot take the seat after a delay, and the person may
    take it back.\""""
    panel = host_by_mouse(apps[0])
    press(apps[0], panel, "Never")
    host = app_host.running()
    assert host.server.tables[panel.code].table.stand_in_after is None
    press(apps[0], panel, "After 2 minutes")
    assert host.server.tables[panel.code].table.stand_in_after == 120.0
    host.set_stand_in(panel.code, 0.0)   # the test does not wait two minutes
    press(apps[0], panel, "Sit down at the table")
    mine = until_table(apps[0])
    theirs = join_by_mouse(apps[1], panel.line, "Bea")
    step_away(apps[1], theirs)   # Bea's network drops
    from tarot_table.table.scenes.seat_strip import seat_words
    run_until([apps[0]], [mine], lambda: mine.remote.seats[1]["bot"])
    assert seat_words(mine.remote, 1) == "Bea (away: a bot plays)"
    again = join_by_mouse(apps[1], panel.line, "")
    assert again.remote.seat == 1
    run_until(apps, [mine, again], lambda: not mine.remote.seats[1]["bot"] and mine.remote.seats[1]["connected"])


def test_without_the_websocket_library_join_and_host_say_why_and_the_app_goes_on(apps, monkeypatch):
    """An installation without 'websockets' (a stripped environment) cannot play between
    computers; Join a table and Host say so in words and nothing is imported that fails."""
    monkeypatch.setitem(__import__("sys").modules, "websockets", None)
    app = apps[0]
    app.switch(MenuScene(app))
    press(app, app.scene, "Join a table")
    assert "websockets" in app.scene.words and not isinstance(app.scene, JoinScene)
    page = NewGameScene(app, get_game("tournament-of-queens"))
    app.switch(page)
    press(app, page, "Human", 0)
    press(app, page, "Open", 1)
    press(app, page, "Host")
    assert app.scene is page and "websockets" in page.error


def see_the_seats(app, page) -> None:
    press(app, page, "See the seats")
    page.seeing.join(join_page.SEATS_S + 10)   # bounded: the host is asked for SEATS_S seconds at most
    step(app)


def test_the_joiner_sees_the_tables_seats_and_picks_an_open_one_by_mouse_or_keys(apps, loopback_host):
    """"The joiner picks a name and an open seat.\" The Join page lists the table's seats as
    the host has them (the host's own, a bot's, the open ones); the taken ones cannot be
    chosen; the one clicked is the one sat in, not the first open one."""
    page = NewGameScene(apps[0], get_game("tournament-of-queens"))
    apps[0].switch(page)
    press(apps[0], page, "4")   # four players
    press(apps[0], page, "Human", 0)
    press(apps[0], page, "Open", 1)
    press(apps[0], page, "Open", 2)
    press(apps[0], page, "Bot: quick", 3)
    press(apps[0], page, "Host")
    panel = apps[0].scene
    assert isinstance(panel, HostPanelScene), page.error
    press(apps[0], panel, "Sit down at the table")
    until_table(apps[0])

    apps[1].switch(MenuScene(apps[1]))
    press(apps[1], apps[1].scene, "Join a table")
    joining = apps[1].scene
    type_into(apps[1], joining.address, panel.line)
    see_the_seats(apps[1], joining)
    labels = [b.label for b in joining.buttons if ": " in b.label]
    assert labels == ["Anemone: playing", "Blanche: open", "Coco: open", "Dolly: a bot"], labels
    seat_buttons = {b.label: b for b in joining.buttons if ": " in b.label}
    assert [b.enabled for b in seat_buttons.values()] == [False, True, True, False]

    press(apps[1], joining, "Dolly: a bot")   # taken: nothing is chosen
    assert joining.seat is None
    press(apps[1], joining, "Coco: open")
    assert joining.seat == 2
    assert next(b for b in joining.buttons if b.label == "Coco: open").selected
    press(apps[1], joining, "Join")
    theirs = until_table(apps[1])
    assert theirs.remote.seat == 2   # the seat clicked, not the first open one

    # a third person, by keys alone: the one open seat left is reached with Tab and taken with Enter
    third = new_app()
    try:
        third.switch(JoinScene(third, *panel.line.split(" ", 1)))
        page3 = third.scene
        page3.seeing.join(join_page.SEATS_S + 10)
        step(third)
        assert [b.label for b in page3.buttons if ": " in b.label] == \
            ["Anemone: playing", "Blanche: open", "Coco: playing", "Dolly: a bot"]
        for _ in range(len(page3.buttons) + 3):
            key(third, pygame.K_TAB)
            if any(b.focused and b.label == "Blanche: open" for b in page3.buttons):
                break
        key(third, pygame.K_RETURN)
        assert page3.seat == 1
        press(third, page3, "Join")
        assert until_table(third).remote.seat == 1
    finally:
        while third.scenes:
            third.scenes.pop().leave()


def test_your_seats_name_each_table_by_its_games_title_and_an_unknown_id_as_read(apps):
    """The Join page's list of remembered seats says which game each table plays in the
    words of the menu, not by the game's id; an id read from the file that no game has
    is shown as it was read."""
    app = apps[0]
    assert held_seats.keep(held_seats.HeldSeat("127.0.0.1:9", "ABC234", 1, "t" * 20, "tournament-of-queens")) == ""
    assert held_seats.keep(held_seats.HeldSeat("127.0.0.1:9", "XYZ789", 0, "u" * 20, "no-such-game")) == ""
    page = JoinScene(app)
    app.switch(page)
    step(app)
    labels = [button.label for button in page.buttons]
    assert any(label.startswith("Tournament of Queens  ABC234  seat 2") for label in labels), " | ".join(labels)
    assert any(label.startswith("no-such-game  XYZ789  seat 1") for label in labels), labels


def test_a_table_whose_host_is_gone_is_said_in_words_and_greyed_or_dropped(apps, tmp_path):
    """Play-test (issue 32 round): a table whose host was gone stayed listed in Join a
    table and in Your seats, and joining it said "[Errno 111] Connect call failed". Now
    the page says in words that the host is not answering, greys that seat in Your seats
    (Look again asks again), drops the table from the tables found on the network, and
    drops a seat whose host answers that the table is no longer there."""
    from tarot_table.net.held_seats import HeldSeat
    from tests.helpers.network import hosting, join
    with hosting(tmp_path / "tables") as (host, address):
        code = host.open_table("tournament-of-queens", ["open", "open"], seed=3)
        scene = join(apps[1], address, code, "Bea")
        held_seats.keep(HeldSeat(scene.remote.address, code, 1, scene.remote.token, "tournament-of-queens", "Bea"))
        held_seats.keep(HeldSeat(address, "ZZZZZZ", 0, "token", "tournament-of-queens", "Bea"))   # a table gone
        scene.leave()
        page = JoinScene(apps[1])
        page.check_held()
        page.checking.join(10)
        assert not page.silent and [h.code for h in page.held] == [code]   # the gone table's seat dropped
        assert held_seats.find(address, "ZZZZZZ") is None
    page = JoinScene(apps[1])   # the host is gone now
    apps[1].switch(page)
    page.found = [{"address": address, "code": code, "title": "Tournament of Queens", "game": "tournament-of-queens",
                   "open": 1}]
    page.check_held()
    page.checking.join(10)
    assert address in page.silent and not page.found
    step(apps[1])
    seat = next(b for b in page.buttons if b.label.startswith("Tournament of Queens"))
    assert seat.label.endswith("(host not answering)") and not seat.enabled
    page.take_back(page.held[0])
    until_answered(apps[1], page)
    assert page.note.startswith("The host of this table is not answering") and "Errno" not in page.note


def test_a_dead_host_greys_every_seat_held_at_its_address_not_only_the_one_tried(apps):
    """Play-test round (item 11b): joining one seat at a host that was gone greyed that
    seat only; the other seats held at the same address stayed live, to fail in turn.
    Not answering is said of the address: every seat held there is greyed (Look again
    asks again); a seat at another host stays as it was."""
    with socket.socket() as probe:   # a loopback port nothing listens at
        probe.bind(("127.0.0.1", 0))
        dead = f"127.0.0.1:{probe.getsockname()[1]}"
    for code, seat in (("ABC234", 1), ("DEF567", 0)):
        held_seats.keep(held_seats.HeldSeat(dead, code, seat, "t" * 24, "tournament-of-queens", "Bea"))
    held_seats.keep(held_seats.HeldSeat("127.0.0.1:9", "GHJ789", 0, "u" * 24, "lucky-you", "Bea"))
    app = apps[1]
    page = JoinScene(app)
    app.switch(page)
    page.take_back(next(h for h in page.held if h.code == "ABC234"))
    until_answered(app, page)
    assert page.note.startswith("The host of this table is not answering")
    step(app)
    seats = {b.label.split("  ")[1]: b for b in page.buttons if "  seat " in b.label}
    assert not seats["ABC234"].enabled and not seats["DEF567"].enabled   # both tables at the dead address
    assert seats["DEF567"].label.endswith("(host not answering)")
    assert seats["GHJ789"].enabled and "not answering" not in seats["GHJ789"].label   # not asked yet


def test_a_found_table_where_you_hold_a_seat_says_so_and_join_takes_it_back(apps, tmp_path):
    """Play-test round (item 11b): after a relaunch a table hosted again was announced
    "(0 open)", with no word that its seats wait for their people. A table found on the
    network where you hold a seat says "your seat N"; picking it readies that seat, and
    Join takes it back with the seat's token."""
    from tests.helpers.network import hosting, join
    with hosting(tmp_path / "tables") as (host, address):
        code = host.open_table("tournament-of-queens", ["open", "open"], seed=3)
        scene = join(apps[1], address, code, "Bea", seat=1)
        held_seats.keep(held_seats.HeldSeat(address, code, 1, scene.remote.token, "tournament-of-queens", "Bea"))
        scene.leave()
        page = JoinScene(apps[1])
        apps[1].switch(page)
        page.found = [{"address": address, "code": code, "title": "Tournament of Queens",
                       "game": "tournament-of-queens", "open": "1"}]
        step(apps[1])
        found = next(b for b in page.buttons if b.label.startswith("Tournament of Queens  " + code))
        assert found.label.endswith("(1 open, your seat 2)")
        click(apps[1], found.rect.center)
        assert page.seat == 1 and page.note == "Seat 2 at this table is yours: Join takes it back."
        press(apps[1], page, "Join")
        assert until_table(apps[1]).remote.seat == 1


def test_a_hosted_game_is_in_continue_after_its_app_was_killed_and_resumes_hosted_again(apps, loopback_host):
    """Play-test (issue 32 round): a hosted game whose app was killed (kill -9) was not in
    the host's Continue after relaunch. "A saved network game can be hosted again later
    and its people reclaim their seats": the host's Continue lists it, and resuming it
    hosts the table again and sits the host in its seat."""
    from tarot_table.table.scenes.continue_list import row_detail
    panel = host_by_mouse(apps[0])
    press(apps[0], panel, "Sit down at the table")
    mine = until_table(apps[0])
    code = mine.remote.code
    mine.perform(mine.legal()[0])
    run_until([apps[0]], [mine], lambda: mine.remote.moves == 1 and mine.remote.saved >= 1)   # on disk
    app_host.stop()   # the app is gone: its host with it
    mine.leave()
    relaunched = new_app()
    menu = MenuScene(relaunched)
    relaunched.switch(menu)
    rows = [info for info in menu.continue_list.saves if info.hosted is not None]
    assert [info.slot for info in rows] == [code]
    assert f"Hosted here: table {code}" in row_detail(rows[0])
    menu.resume(rows[0])
    back = until_table(relaunched)
    assert back.remote.code == code and back.remote.seat == 0 and back.remote.moves == 1
    back.leave()


def test_the_join_pages_name_box_keeps_the_game_pages_limit_and_one_seat_waits(apps, monkeypatch):
    """Play-test round: the Join page took a 34-letter name though every game's page
    stops at 24 and says so; the host's page said "1 open seat wait for players"."""
    from tarot_table.settings import MAX_PLAYER_NAME
    page = JoinScene(apps[0])
    assert page.name.max_length == MAX_PLAYER_NAME

    class Host:
        def __init__(self, kinds):
            self.kinds = kinds

        def seats(self, code):
            return [{"name": f"P{i + 1}", "kind": kind, "connected": True} for i, kind in enumerate(self.kinds)]

    panel = HostPanelScene(apps[0], get_game("tournament-of-queens"), "ABC234", 0, "Ann", "t" * 20)
    monkeypatch.setattr(app_host, "host", lambda: Host(["person", "bot", "open"]))
    assert panel.open_seats() == "Seat 2: P2, a bot. Seat 3: open. 1 open seat waits for players."
    monkeypatch.setattr(app_host, "host", lambda: Host(["person", "open", "open"]))
    assert panel.open_seats() == "Seat 2: open. Seat 3: open. 2 open seats wait for players."


def test_the_host_page_names_who_has_joined(apps, loopback_host):
    """Play-test finding N3: when Bea joined, the host's page changed from "1 open seat waits
    for players" to "Every other seat is taken", her name nowhere: it names her seat and her."""
    panel = host_by_mouse(apps[0])
    step(apps[0])
    assert "Seat 2: open." in panel.waiting_words
    join_by_mouse(apps[1], panel.line, "Bea")
    apps[0].clock.advance(1.0)   # the page looks at the seats each second
    step(apps[0])
    assert panel.waiting_words == "Seat 2: Bea has joined. Every other seat is taken."


def test_the_hosts_line_pasted_into_the_address_box_fills_the_code_box_too(apps):
    """Play-test round: pasting "127.0.0.1:8765 VL3S9N" into Address joined, but the code
    box still showed its example "ABC123" as if empty."""
    page = JoinScene(apps[0])
    apps[0].switch(page)
    step(apps[0])
    page.address.active = True
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="127.0.0.1:8765 vl3s9n"))
    step(apps[0])
    assert (page.address.value, page.code.value) == ("127.0.0.1:8765", "VL3S9N")


def test_the_hosts_choices_are_offered_again_on_the_next_new_game_page(apps, loopback_host):
    """Ninth real-window round, finding 7: the host's choices (Single game, her name, an
    Open seat) were forgotten for the next hosted table. Hosted by mouse, the next
    new-game page of the game opens with them, as a game started there does."""
    game = get_game("tempting-fate")
    page = NewGameScene(apps[0], game)
    apps[0].switch(page)
    press(apps[0], page, "Single game")
    for _ in range(20):   # the seats lie under the options: the wheel over the page brings them up
        if len([b for b in page.buttons if b.label == "Open"]) == 2:
            break
        pygame.mouse.set_pos(page.form_view.center)
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False, precise_x=0.0, precise_y=-2.0))
        step(apps[0])
    press(apps[0], page, "Open", 1)
    type_into(apps[0], page.name_fields[0], "Ann")
    press(apps[0], page, "Host")
    assert isinstance(apps[0].scene, HostPanelScene), page.error
    again = NewGameScene(apps[0], game)
    apps[0].switch(again)
    step(apps[0])
    single = next(b for b in again.buttons if b.label == "Single game")
    assert single.selected
    assert again.name_fields[0].value == "Ann" or again.seats[0].name == "Ann"
    assert again.open_seats == {1} and again.hosting()


def test_a_refusal_ending_its_sentence_gets_no_second_full_stop(apps, tmp_path):
    """The fourth real-window round: The refusal read "... to reclaim it..": the host's
    reason ends its sentence, and the Join page's "Could not join: ..." does not end it
    again."""
    with hosting(tmp_path / "tables") as (host, address):
        code = host.open_table("tournament-of-queens", ["open", "open"], seed=3)
        page = JoinScene(apps[0], address, code, seat=1)
        apps[0].switch(page)
        # the page saw Seat 2 open; Bea takes it before Join is pressed. (Had the page seen it
        # taken, it would offer any open seat instead, and the join would be welcomed.)
        page.seeing.join(join_page.SEATS_S + 10)   # bounded: the host is asked for SEATS_S seconds at most
        assert page.seat == 1
        join(apps[1], address, code, "Bea", seat=1)   # no seat of hers is remembered: the token is only there
        press(apps[0], page, "Join")
        until_answered(apps[0], page)
    assert page.note == "Could not join: Seat 2 is taken; join again with its token to reclaim it."


def test_the_hosts_line_typed_by_hand_into_the_address_box_ends_up_whole_in_both_boxes(apps):
    """The fourth real-window round: Typed letter by letter (the real-window check, 27
    November), "127.0.0.1:39607 84USNQ" in the address box became "127.0.0.1:396074USNQ" and
    code "8": the line was split at the first letter after the space, and the typing went on
    in the address box."""
    page = JoinScene(apps[0])
    apps[0].switch(page)
    step(apps[0])
    click(apps[0], page.address.rect.center)
    for letter in "127.0.0.1:39607 84usnq":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=letter))
    step(apps[0])
    assert (page.address.value, page.code.value) == ("127.0.0.1:39607", "84USNQ")


def test_a_code_typed_in_small_letters_is_shown_in_capitals_as_the_host_shows_it(apps):
    """The fourth real-window round: The host shows its code in capitals; typed in small
    letters it stayed small in the code box, as if it were another code (it joined all the
    same)."""
    page = JoinScene(apps[0])
    apps[0].switch(page)
    step(apps[0])
    type_into(apps[0], page.code, "xc4k")
    assert page.code.value == "XC4K"
    type_into(apps[0], page.name, "bea")
    assert page.name.value.endswith("bea")   # a name keeps the letters typed


def test_the_join_page_remembers_the_name_typed(tmp_path):
    """The second real-window round, finding 8: "the Join page forgets the name typed". A
    name typed and joined with is in the settings on disk at once (an app killed after it
    keeps it), and the Join page opened again, in this app or a new one, offers it."""
    from tarot_table.settings import load_settings
    from tarot_table.table.scenes.join import JoinScene
    from tests.helpers.table import click
    import pygame
    app = new_app()
    try:
        with hosting(tmp_path) as (host, address):
            code = host.open_table("tempting-fate", ["open", "bot"])
            page = JoinScene(app, address, code)
            app.switch(page)
            step(app)
            assert page.name.value == ""
            click(app, page.name.rect.center)
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Bea"))
            step(app)
            click(app, next(b for b in page.buttons if b.label == "Join").rect.center)
            assert load_settings().player_name == "Bea"
            for _ in range(ROUNDS):
                step(app)
                if page.joining is None:
                    break
                page.joining.link.wait(WAIT_S)
            assert app.scene.remote.state.seats[0].name == "Bea"
            again = new_app()
            assert JoinScene(again).name.value == "Bea"
    finally:
        while app.scenes:
            app.scenes.pop().leave()
