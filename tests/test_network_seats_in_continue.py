"""The seats this computer holds at network tables as Continue and Join a table's "Your
seats" list them: a seat joined here is offered after its app was killed and rejoins
from its row; a seat given up, or at a table seen to end or hosted here and finished,
leaves both lists. Hosts on 127.0.0.1 only, every wait bounded
(tests/helpers/network.py)."""
from __future__ import annotations

import random
import threading

from tarot_table import paths
from tarot_table.net import held_seats, host_thread
from tarot_table.table.scenes.continue_list import joined_tables
from tarot_table.table.scenes.join import JoinScene
from tarot_table.table.scenes.menu import MenuScene
from tests.helpers.network import (
    ROUNDS,
    WAIT_S,
    continue_rows,
    loopback_host,
    hosting,
    new_app,
    play_to_the_end,
    run_until,
    seated_from_the_join_page,
    sit_at_own_table,
    until_the_host,
    your_seats,
)
from tests.helpers.table import click, step


def your_seats_as_the_page_opens(app) -> list[str]:
    """The labels of the seats Join a table lists under "Your seats", as drawn (by a
    second window of the app: both read the one data folder)."""
    scene = JoinScene(app)
    app.switch(scene)
    step(app)
    labels = [b.label for b in scene.buttons if "seat " in b.label and "  " in b.label]
    return labels


def test_a_finished_table_this_app_hosted_leaves_your_seats(apps, monkeypatch):
    """The sixth real-window round: Ann hosts Tournament of Queens against the host's bot
    and plays it to its end with the mouse. Her seat there was kept as "hosted here" and
    still listed under Your seats on the Join page, where a click hosted a finished table
    again. The page now leaves out a seat at a table whose host's save says it has ended, as
    Continue does; the seat itself is kept (Play again at the table's end reads it to open
    the host's page with the same seats)."""
    kept = threading.Event()
    keep_end = host_thread.keep_end
    monkeypatch.setattr(host_thread, "keep_end", lambda *args: (keep_end(*args), kept.set()))
    with hosting(paths.data_dir() / "tables") as (host, address):
        code, ann = sit_at_own_table(apps[0], host, address, "tournament-of-queens", ["open", "bot"], 5)
        held = held_seats.find(address, code, 0)
        assert held is not None and held.hosted
        assert any(code in label for label in your_seats_as_the_page_opens(apps[1])), "listed while the game goes on"
        play_to_the_end(apps[0], ann, random.Random(3))
        assert kept.wait(60), "the table's end was never kept"
    assert held_seats.find(address, code, 0) == held
    assert not any(code in label for label in your_seats_as_the_page_opens(apps[1]))


def test_a_seat_left_for_good_leaves_continue_and_your_seats(apps, tmp_path):
    """The eighth real-window round, finding 6: "finished network tables linger in the
    joiner's Continue and Your seats". Bea joins a Tournament of Queens table from Join a
    table and gives her seat up with Leave, Leave for good ("Your seat goes to the host's
    bot, which plays it to the end"). Her seat was still listed in Continue and under Your
    seats, as if to be played; it is forgotten now, in her app restarted too, while the host
    is there and once it has gone."""
    with hosting(tmp_path) as (host, address):
        code = host.open_table("tournament-of-queens", ["bot", "open"], seed=5)
        bea = seated_from_the_join_page(apps[0], address, code, "Bea")
        assert [info.joined.code for info in joined_tables()] == [code]
        step(apps[0])
        click(apps[0], next(b for b in bea.strip_buttons if b.label == "Leave").rect.center)
        step(apps[0])
        click(apps[0], next(b for b in bea.summary_buttons if b.label == "Leave for good").rect.center)
        assert isinstance(apps[0].scene, MenuScene)
        until_the_host(host, lambda: host.server.tables[code].table.places[1].kind == "bot")
        restarted = new_app()
        assert continue_rows(restarted) == [] and your_seats(restarted) == []
    assert continue_rows(restarted) == [] and your_seats(restarted) == [] and held_seats.load()[0] == []


def test_a_seat_left_for_good_at_a_table_this_app_hosts_leaves_continue_and_your_seats(apps, loopback_host):
    """Play-test finding P10: Ann, hosting, left her seat for good; her table stayed in
    Continue and under Your seats, and Join said "No seat at this table has that token".
    The seat goes now, while her app hosts the table on (Bea plays against the host's bot);
    and a seat so kept by an earlier version is let go at the first Join, in plain words."""
    from tarot_table.net import app_host
    from tests.helpers.network import press, until_answered
    host, address = app_host.host(), app_host.own_address()
    code, ann = sit_at_own_table(apps[0], host, address, "tempting-fate", ["open", "open"], 5, "Ann")
    bea = seated_from_the_join_page(apps[1], address, code, "Bea")
    run_until(apps, [ann, bea], lambda: all(seat["connected"] for seat in ann.remote.seats))
    [kept] = [h for h in held_seats.load()[0] if h.hosted]
    step(apps[0])
    click(apps[0], next(b for b in ann.strip_buttons if b.label == "Leave").rect.center)
    step(apps[0])
    click(apps[0], next(b for b in ann.summary_buttons if b.label == "Leave for good").rect.center)
    assert isinstance(apps[0].scene, MenuScene)
    until_the_host(host, lambda: host.server.tables[code].table.places[0].kind == "bot")
    ann_s = lambda labels: [label for label in labels if code in label and "seat 1" in label]
    assert [row for row, _ in continue_rows(apps[0]) if row == code] == [] and ann_s(your_seats(apps[0])) == [], \
        "Ann's seat is gone (Bea's, in this one data folder, is hers)"
    assert host.tables() and host.tables()[0]["code"] == code, "the app hosts the table on"
    held_seats.keep(kept)   # as an earlier version kept it
    page = JoinScene(apps[0])
    apps[0].switch(page)
    step(apps[0])
    press(apps[0], page, next(b.label for b in page.buttons if code in b.label and "seat 1" in b.label))
    until_answered(apps[0], page)
    assert page.note == (f"You left table {code} for good: the host's bot plays seat 1 to the end, so it is no "
                         "longer yours to take back."), page.note
    assert "token" not in page.note and [h for h in held_seats.load()[0] if h.hosted] == []
    assert ann_s(your_seats(apps[0])) == []


def test_a_joiners_seat_is_in_continue_after_its_app_is_killed_and_its_row_rejoins(apps, tmp_path):
    """The second real-window round, finding 10: "a joiner's network seat is not in Continue
    after the joiner is killed (only Join a table, 'Your seats')". Bea joins a table and her
    app goes; the app started again lists the seat in Continue (the game, the table and
    seat, what a click does), a click on the row seats her there again with its token, and ×
    then Delete forgets the seat (the host keeps the table)."""
    from tarot_table.table.scenes.continue_list import row_detail, row_title
    from tarot_table.table.scenes.menu import MenuScene
    from tarot_table.table.scenes.remote_table import RemoteTableScene
    from tests.helpers.table import click
    with hosting(tmp_path) as (host, address):
        code = host.open_table("tempting-fate", ["bot", "open"])
        bea = seated_from_the_join_page(apps[0], address, code, "Bea")
        token = bea.remote.token
        bea.remote.leave()   # the app is killed: its connection goes, its files stay
        relaunched = apps[1]
        menu = MenuScene(relaunched)
        relaunched.switch(menu)
        step(relaunched)
        rows = [info for info in menu.continue_list.saves if info.joined is not None]
        assert len(rows) == 1 and rows[0].joined.code == code
        assert row_title(rows[0]) == "Tempting Fate (network table)"
        assert row_detail(rows[0]).startswith(f"Joined table {code}, seat 2  ·  ")
        click(relaunched, next(b for b in menu.buttons if b.label == rows[0].slot).rect.center)
        for _ in range(ROUNDS):
            step(relaunched)
            if isinstance(relaunched.scene, RemoteTableScene):
                break
            relaunched.scene.joining.link.wait(WAIT_S)
        back = relaunched.scene
        assert isinstance(back, RemoteTableScene) and back.remote.seat == 1 and back.remote.token == token
        back.remote.leave()
        menu = MenuScene(relaunched)
        relaunched.switch(menu)
        step(relaunched)
        cross = next(b for b in menu.buttons if b.tip == "Forget this seat")
        click(relaunched, cross.rect.center)
        step(relaunched)
        click(relaunched, next(b for b in menu.buttons if b.label == "Delete").rect.center)
        assert [info for info in menu.continue_list.saves if info.joined is not None] == []
        assert menu.continue_list.deleted == f"Forgot your seat at table {code}."


def test_a_seat_whose_table_is_seen_to_end_leaves_continue(apps, tmp_path):
    """The second real-window round, finding 10: A seat joined here whose table is seen to
    end has nothing more to take back: it leaves Continue (and Your seats)."""
    import random

    from tarot_table.net import held_seats
    from tarot_table.table.scenes.continue_list import joined_tables
    with hosting(tmp_path) as (host, address):
        code = host.open_table("tournament-of-queens", ["bot", "open"], seed=5)
        bea = seated_from_the_join_page(apps[0], address, code, "Bea")
        assert [info.joined.code for info in joined_tables()] == [code]
        play_to_the_end(apps[0], bea, random.Random(2))
        assert joined_tables() == [] and held_seats.load()[0] == []
