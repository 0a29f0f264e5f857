"""Play-test round 5, N2: a network table's clock ran on for a connected person who had
left the window alone (30 minutes "played" with nobody touching it). House decision 8
counts a one-screen game's time only with some input in the last minute; a network
table's clock now runs only until a minute after the last move, undo or person sitting
down (the host sees those from every seat), on the host and on every seat's screen,
and runs again at the next move. Loopback only; the host's clock and the apps' are the
test's; every wait bounded (tests/helpers/network.py)."""
from __future__ import annotations

from tarot_table.clock import IDLE_AFTER_S
from tarot_table.net import app_host
from tests.helpers.network import HostClock, host_by_mouse, join_by_mouse, press, run_until, until_table
from tests.helpers.table import step

LEFT_ALONE_S = 1800.0   # the play-tester's half hour


def host_clock(host, table) -> float:
    return host._call(table.table.clock)


def screen_left_alone(app, scene, seconds: float) -> float:
    """The clock a seat's screen shows after ``seconds`` of frames, with nothing told."""
    for _ in range(int(seconds // 4)):
        app.clock.advance(4.0)
        step(app)
    return scene.remote.elapsed


def test_a_network_tables_clock_stops_a_minute_after_anyone_acted_and_runs_at_the_next_move(apps, loopback_host):
    panel = host_by_mouse(apps[0], "tempting-fate")
    host = app_host.running()
    table = host.server.tables[panel.code]
    clock = HostClock(host.server.now())   # the host's clock and its table's, from now on the test's
    host._call(lambda: (setattr(host.server, "now", clock), setattr(table.table, "now", clock)))
    press(apps[0], panel, "Sit down at the table")
    hana = until_table(apps[0])
    bea = join_by_mouse(apps[1], panel.line, "Bea")   # the last person sitting down: the clock's minute starts
    joined = host_clock(host, table)
    clock.now += 30.0
    assert host_clock(host, table) - joined == 30.0   # someone acted half a minute ago: it runs
    clock.now += LEFT_ALONE_S
    assert host_clock(host, table) - joined == IDLE_AFTER_S   # half an hour alone: a minute counted
    shown = screen_left_alone(apps[1], bea, 3 * IDLE_AFTER_S)
    assert shown <= joined + IDLE_AFTER_S + 0.2, shown   # Bea's screen stops where the host's clock stops

    scenes = {0: hana, 1: bea}
    to_act = hana.remote.game.current_seat(hana.remote.state)
    mover = scenes[to_act]
    moves = mover.remote.moves
    mover.perform(mover.legal()[0])
    run_until(apps, [hana, bea], lambda: hana.remote.moves == bea.remote.moves == moves + 1)
    moved = host_clock(host, table)
    assert moved == joined + IDLE_AFTER_S   # the time alone is not counted when the move comes
    clock.now += 20.0
    assert host_clock(host, table) == moved + 20.0   # a move: it runs again
    clock.now += LEFT_ALONE_S
    assert host_clock(host, table) == moved + IDLE_AFTER_S
