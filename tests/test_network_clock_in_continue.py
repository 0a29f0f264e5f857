"""Play-test finding P9 (round 4), checked as a player meets it: a table this app hosts,
its host and its joiner both stepped away to their menus (Menu, "Step away"), waits, and
the Continue row's "played" stands still while nobody sits at it, however long. The time
up to the last person's leaving is written as they go (it was written only every 5 s of a
quiet table's time, so Continue told up to that much less until the host stopped). Loopback only; the host's clock is the test's; every wait
bounded (tests/helpers/network.py)."""
from __future__ import annotations

from tarot_table.net import app_host
from tarot_table.table.scenes.menu import MenuScene
from tests.helpers.network import HostClock, host_by_mouse, join_by_mouse, press, until_table, until_the_host
from tests.helpers.table import click, step


def step_away(app, scene) -> None:
    """Menu on the table's top bar, then "Step away" in the question it asks."""
    step(app)
    click(app, next(b for b in scene.bar_buttons if b.label == "Menu").rect.center)
    step(app)
    click(app, next(b for b in scene.summary_buttons if b.label == "Step away").rect.center)
    assert isinstance(app.scene, MenuScene)


def played_in_continue(app) -> float:
    """The time played its Continue row tells, read afresh from the table's save."""
    app.switch(MenuScene(app))
    menu = app.scene
    step(app, 2)
    [info] = [info for info in menu.continue_list.saves if info.hosted is not None]
    return info.elapsed


def test_a_hosted_table_both_people_away_keeps_its_played_time_still(apps, loopback_host):
    panel = host_by_mouse(apps[0])
    host = app_host.running()
    table = host.server.tables[panel.code]
    clock = HostClock(host.server.now())   # the host's clock and its table's, from now on the test's
    host._call(lambda: (setattr(host.server, "now", clock), setattr(table.table, "now", clock),
                        setattr(host.server.limits, "save_every", 0.0)))   # each change written at once
    press(apps[0], panel, "Sit down at the table")
    hana = until_table(apps[0])
    bea = join_by_mouse(apps[1], panel.line, "Bea")
    clock.now += 30.0   # both at the table half a minute
    step_away(apps[1], bea)
    step_away(apps[0], hana)
    until_the_host(host, lambda: not table.table.someone_here() and not host.server._unsaved
                   and not host.server._writing)
    before = played_in_continue(apps[0])
    assert 30.0 <= before < 31.0, before
    clock.now += 360.0   # six minutes, both in their menus
    host._call(host.server.check_away)
    until_the_host(host, lambda: not host.server._unsaved and not host.server._writing)
    assert played_in_continue(apps[0]) == before


def test_the_played_time_is_exact_with_a_clock_whose_readings_are_large_numbers():
    """The host counts a game's time as differences of its clock's readings, seconds since
    the machine started: at 1000.1, thirty seconds came out 29.999999999999886 (the flaky
    test of round 9 read 29.999999999992724 against its bound of 30). Two people sit down,
    play half a minute, one leaves and the other stays a quarter more, then leaves: the time
    is counted to the microsecond, 30 then 45, exactly, and stands still with nobody there."""
    from tarot_table.games import get_game
    from tarot_table.net.table import NetTable
    clock = HostClock(1000.1)
    table = NetTable.open(get_game("tempting-fate"), ["open", "open"], seed=3, now=clock)
    assert (clock.now + 30.0) - clock.now != 30.0   # the drift this clock's readings carry
    for seat, name in enumerate(("Hana", "Bea")):
        table.claim(seat, None, name)
    clock.now += 30.0
    assert table.clock() == 30.0
    table.disconnect(1)
    assert table.session.elapsed == 30.0
    clock.now += 15.0
    table.disconnect(0)
    assert table.session.elapsed == table.clock() == 45.0
    clock.now += 360.0
    assert table.clock() == 45.0
