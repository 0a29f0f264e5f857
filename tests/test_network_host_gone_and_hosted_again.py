"""A network table's host killed and hosted again: the joiner is told the host has gone
(and that a finished game is over), the table's time survives the kill, the table comes
back on the port it had or is found by its code where it listens now, and its seats are
taken back with their tokens. Hosts on 127.0.0.1 only (a `serve` process killed with
SIGKILL among them), every wait bounded (tests/helpers/network.py)."""
from __future__ import annotations

import json
import random
import signal
import socket
import subprocess
import sys

import pygame
import pytest

from tarot_table.clock import ManualClock
from tarot_table.net import app_host, client, held_seats
from tarot_table.net.remote_session import HOST_GONE
from tarot_table.net.server import CLOCK_KEPT_SEATED_S
from tarot_table.table.scenes import join as join_page
from tarot_table.table.scenes.join import JoinScene
from tarot_table.table.scenes.menu import MenuScene
from tarot_table.table.scenes.seat_strip import seat_present, seat_words
from tarot_table.table.scenes.table_bars import status_line
from tests.helpers.network import (
    ROUNDS,
    WAIT_S,
    host_by_mouse,
    hosting,
    join,
    join_by_mouse,
    new_app,
    play_to_the_end,
    press,
    run_until,
    until_answered,
    until_table,
    until_the_host,
)
from tests.helpers.table import click, key, step


def test_once_a_finished_games_host_has_gone_the_joiner_reads_that_the_game_is_over(tmp_path):
    """The eighth real-window round, finding 5: after a network game was over and the host
    quit, the joiner read "The host has gone: the table waits, and its clock stands still,
    until the host opens it again. Then press Join again..." though the game was finished.
    It says the game is over."""
    from tarot_table.net.remote_session import HOST_GONE, HOST_GONE_AFTER_THE_END
    app = new_app((1024, 700))
    try:
        with hosting(tmp_path / "tables") as (host, address):
            code = host.open_table("tempting-fate", ["open", "bot"], {"match": "single"}, seed=5)   # a short game
            scene = join(app, address, code, "Joiny")
            play_to_the_end(app, scene, random.Random(2))
        run_until([app], [scene], lambda: not scene.remote.connected)
        assert scene.remote.host_gone and scene.remote.finished
        app.clock.advance(60)
        step(app)
        assert scene.expected_words() == HOST_GONE_AFTER_THE_END != HOST_GONE
        assert "over" in HOST_GONE_AFTER_THE_END and "Join again" not in HOST_GONE_AFTER_THE_END
    finally:
        while app.scenes:
            app.scenes.pop().leave()


def strip_button(scene, label: str):
    return next(b for b in scene.strip_buttons if b.label == label)


def seats_held_at(code: str) -> list[held_seats.HeldSeat]:
    return [h for h in held_seats.load()[0] if h.code == code]


def play_one_move(apps, scenes) -> None:
    """The seat to play makes its first listed move; both screens see it (the host wrote its
    line in the table's log before telling them: its stop syncs it)."""
    mover = next(s for s in scenes if s.human_turn())
    mover.perform(mover.legal()[0])
    run_until(apps, scenes, lambda: all(s.remote.moves == 1 for s in scenes))


def test_join_typed_at_a_tables_new_address_takes_the_seat_back_with_its_remembered_token(apps, tmp_path):
    """The fourth real-window round: "Typed by hand at the new address, Join refused: 'Seat
    2 is taken; join again with its token to reclaim it..'. The Join page did not use the
    seat's token." The seat held for a table's code is taken back with its token at whatever
    address the table is reached, and the seat is then remembered at that address alone."""
    folder = tmp_path / "tables"
    with hosting(folder) as (host, old):
        code = host.open_table("tournament-of-queens", ["open", "open"], seed=3)
        join(apps[0], old, code, "Hana", seat=0)
        bea = join_by_mouse(apps[1], f"{old} {code}", "Bea")
        token = bea.remote.token
        assert bea.remote.seat == 1 and [h.address for h in seats_held_at(code)] == [old]
    run_until([apps[1]], [bea], lambda: not bea.remote.connected)   # the host is gone
    with hosting(folder) as (host, new):
        assert new != old
        click(apps[1], strip_button(bea, "Join again").rect.center)
        page = apps[1].scene
        assert isinstance(page, JoinScene) and page.seat == 1
        until_answered(apps[1], page)
        assert page.note.startswith("The host of this table is not answering")
        click(apps[1], page.address.rect.center)   # the new address typed over the old
        key(apps[1], pygame.K_a, pygame.KMOD_CTRL)
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=new))
        press(apps[1], page, "Join")
        back = until_table(apps[1])
        assert back.remote.seat == 1 and back.remote.token == token, page.note
        assert [(h.address, h.seat) for h in seats_held_at(code)] == [(new, 1)]
        back.leave()


def test_a_table_hosted_again_on_another_port_is_found_by_its_code_and_the_seats_taken_back(apps, tmp_path,
                                                                                            monkeypatch):
    """The fourth real-window round: "The joiner's 'Join again' button and their Continue
    row then went to the old port ('not answering')." The table's host now listens elsewhere
    and announces it on the local network (here on loopback): Bea's Join again, and Hana's
    Continue row in her app started again, each look its code up there, join it at its new
    address with the seat's token, and remember the seat there. (One table hosted twice for
    both ways: each had its own, 4.4-5.4 s apiece; and the joins look while the announcement
    is made, as a person's would, rather than after it is whole.) Each look ends as soon
    as it hears the table's code: it may listen as long as the tests' waits are bounded,
    so a loaded machine slow to announce never runs out a 3 s look first."""
    monkeypatch.setattr(join_page, "LOOK_S", WAIT_S * ROUNDS)
    folder = tmp_path / "tables"
    with hosting(folder) as (host, old):
        code = host.open_table("tournament-of-queens", ["open", "open"], seed=3)
        hana = join_by_mouse(apps[0], f"{old} {code}", "Hana")
        bea = join_by_mouse(apps[1], f"{old} {code}", "Bea")
        tokens = [hana.remote.token, bea.remote.token]
        assert (hana.remote.seat, bea.remote.seat) == (0, 1)
        play_one_move(apps, [hana, bea])
    run_until(apps, [hana, bea], lambda: not hana.remote.connected and not bea.remote.connected)
    with hosting(folder, announce=True) as (host, new):
        assert new != old
        click(apps[1], strip_button(bea, "Join again").rect.center)
        hana.leave()   # Hana's app started again: her seat's row in Continue
        relaunched = new_app()
        menu = MenuScene(relaunched)
        relaunched.switch(menu)
        step(relaunched)
        click(relaunched, next(b for b in menu.buttons if b.label == f"{code}-seat-1").rect.center)
        for app, seat in ((apps[1], 1), (relaunched, 0)):
            back = until_table(app)
            assert (back.remote.seat, back.remote.token, back.remote.moves) == (seat, tokens[seat], 1)
            assert back.remote.address == new
            back.leave()
        assert sorted((h.address, h.seat) for h in seats_held_at(code)) == [(new, 0), (new, 1)]


def test_a_table_not_answering_and_not_announced_says_so_and_what_to_do(apps, tmp_path):
    """The fourth real-window round: Join again when the table is neither at its address nor
    announced on this network: the page looked, and says so in words with what to do."""
    folder = tmp_path / "tables"
    with hosting(folder) as (host, old):
        code = host.open_table("tournament-of-queens", ["open", "open"], seed=3)
        bea = join_by_mouse(apps[1], f"{old} {code}", "Bea")
    run_until([apps[1]], [bea], lambda: not bea.remote.connected)
    click(apps[1], strip_button(bea, "Join again").rect.center)
    page = apps[1].scene
    until_answered(apps[1], page)
    assert page.note == (f"The host of this table is not answering ({old}), and table {code} is not announced on "
                         "this network: it may have closed the table or gone away. Ask the host to open it again "
                         "(and for its address, if it has a new one), then try again.")


def test_a_table_hosted_again_takes_the_port_it_had_and_shows_where_the_others_join(apps, loopback_host):
    """The fourth real-window round: "A network table whose host was killed and that is
    hosted again from Continue came back on another port (8765, where it had been 42235),
    and the host's table showed no address." The usual port was taken when Hana hosted, so
    her table got another; after the kill the usual port is free, yet the table is hosted
    again on the port it had, Bea's Join again finds it there, and Hana's table says where
    the others join it."""
    with socket.socket() as usual:   # something else listens at the usual port while Hana hosts
        usual.bind(("127.0.0.1", app_host.PORT))
        usual.listen()
        panel = host_by_mouse(apps[0])
        press(apps[0], panel, "Sit down at the table")
        hana = until_table(apps[0])
        had = app_host.running().port
        assert had != app_host.PORT and hana.others_join_at == f"127.0.0.1:{had}"
        bea = join_by_mouse(apps[1], panel.line, "Bea")
        play_one_move(apps, [hana, bea])
        app_host.stop()   # Hana's app is killed: its host with it
        hana.leave()
    run_until([apps[1]], [bea], lambda: not bea.remote.connected)
    relaunched = new_app()
    menu = MenuScene(relaunched)
    relaunched.switch(menu)
    step(relaunched)
    click(relaunched, next(b for b in menu.buttons if b.label == panel.code).rect.center)   # her Continue row
    again = until_table(relaunched)
    assert app_host.running().port == had and again.remote.seat == 0
    where = f"127.0.0.1:{had}"
    assert status_line(again)[0] == \
        f"Your table is hosted again: the others join it at {where}, code {panel.code}."
    click(apps[1], strip_button(bea, "Join again").rect.center)
    back = until_table(apps[1])
    assert back.remote.seat == 1 and back.remote.address == where


def test_a_seated_table_s_time_is_written_every_few_seconds_so_a_killed_host_loses_little(apps, tmp_path):
    """The third real-window round, finding 3: "the game clock goes back after the host is
    killed and re-hosted" (3:05 on the joiner's clock, 2:44 after hosting again). While
    someone sits at a quiet table its time is written every few seconds, not every 30 s: a
    kill loses at most that."""
    clock = ManualClock()
    with hosting(tmp_path / "tables") as (host, address):
        host.server.now = clock.now
        code = host.open_table("tempting-fate", ["open", "bot:basic"])
        bea = join(apps[0], address, code, "Bea")
        hosted = host.server.tables[code]
        run_until([apps[0]], [bea], lambda: host._call(lambda: not hosted.dirty and hosted not in host.server._writing))
        written = host._call(lambda: hosted.time_saved)
        clock.advance(CLOCK_KEPT_SEATED_S + 1)   # nobody moves: the table is quiet
        host._call(host.server.check_away)
        run_until([apps[0]], [bea], lambda: host._call(
            lambda: hosted.time_saved >= written + CLOCK_KEPT_SEATED_S and not hosted.dirty
            and hosted not in host.server._writing))
    assert CLOCK_KEPT_SEATED_S <= 5


SERVE_START_S = 60   # the longest wait for a `serve` process to say where it listens


def test_a_killed_host_is_announced_to_the_joiner_its_dot_goes_and_the_clock_stops(apps, tmp_path):
    """The second real-window round, finding 7: "a killed host is not announced to the
    joiner (only 'Join again'; its pill stays green, the clock runs)". The host, a `serve`
    process, is killed (SIGKILL): the joiner's strip says the host is gone and no seat's dot
    stays filled, the status line says plainly what happened and what to do, for as long as
    it lasts, and the clock stands still."""
    import asyncio
    process = subprocess.Popen([sys.executable, "-m", "tarot_table", "serve", "--port", "0", "--folder",
                                str(tmp_path)], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        started = json.loads(process.stdout.readline())
        address = f"127.0.0.1:{started['port']}"
        code = asyncio.run(client.create_table(address, "tempting-fate", ["open", "bot"], timeout=SERVE_START_S))
        app = apps[0]
        scene = join(app, address, code, "Bea")
        assert seat_present(scene.remote, 0) and seat_present(scene.remote, 1)
        process.send_signal(signal.SIGKILL)
        process.wait(SERVE_START_S)
        run_until([app], [scene], lambda: not scene.remote.connected)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(SERVE_START_S)
    remote = scene.remote
    assert remote.host_gone, remote.closed_why
    assert not seat_present(remote, 0) and not seat_present(remote, 1)
    assert seat_words(remote, 1) == remote.state.seats[1].name   # no "(bot)" nor any word the host said before
    app.clock.advance(60)   # past any message's time: the line still says it
    step(app)
    assert status_line(scene)[0] == HOST_GONE
    assert "Join again" in HOST_GONE and "host has gone" in HOST_GONE
    assert [b.label for b in scene.strip_buttons] == ["Join again"]
    shown = remote.elapsed
    for _ in range(5):
        app.clock.advance(1.0)
        step(app)
    assert remote.elapsed == shown   # the clock stands still with the host gone
