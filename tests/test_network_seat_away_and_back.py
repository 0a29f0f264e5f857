"""A person away from a network table and back (issue 30, and what the play-testers
of issue 32 met): stepping away is asked first, the host's bot taking an away seat is
said, and a table that ended while its person was away is kept, counted once and said
so in Continue, Your seats and Finished games. Driven as a player drives the app, real
mouse events through its own code; hosts on 127.0.0.1 only, every wait bounded
(tests/helpers/network.py)."""
from __future__ import annotations

from tests.helpers.network import seated_from_the_join_page
import pygame
import threading
from tarot_table import statistics
from tarot_table.clock import ManualClock
from tarot_table.net import host_thread
from tarot_table.table.scenes.continue_list import ENDED
from tarot_table.table.scenes.remote_table import RemoteTableScene
from tests.helpers.network import END_WAIT_S, continue_rows, hosting, joined_as_joiny, new_app, until_table, until_the_host, your_seats
from tests.helpers.table import click, key, step
from tarot_table.table.scenes.seat_strip import seat_words
from tarot_table.table.scenes.table_bars import status_line
from tests.helpers.network import ROUNDS, WAIT_S, a_person_plays_on, join, run_until, sit_at_own_table, step_away


def test_a_persons_seat_finished_by_the_host_s_bot_is_told_at_the_end_and_in_finished_games(
        apps, monkeypatch):
    """The fifth real-window round, finding 3: Ann hosts a table and goes to the menu; after
    her delay the host's bot plays her seat while Bea plays hers to the end with the mouse.
    Finished games read "Ann wins the crown" with no word that a bot had played Ann: now
    Bea's end panel, the kept record's row and its end panel (a replay of it) say "A bot
    played for Ann"."""
    import random
    import threading

    from tarot_table import paths, records
    from tarot_table.clock import ManualClock
    from tarot_table.net import host_thread
    from tarot_table.table.scenes import panels
    from tarot_table.table.scenes.finished import FinishedGamesScene
    from tests.helpers.network import hosting, join, play_to_the_end, sit_at_own_table, until_the_host
    from tests.helpers.table import draw_whole, record_text, step
    kept = threading.Event()
    keep_end = host_thread.keep_end
    monkeypatch.setattr(host_thread, "keep_end", lambda *args: (keep_end(*args), kept.set()))
    told = []
    dialog = panels.dialog
    monkeypatch.setattr(panels, "dialog", lambda surface, s, title, lines, specs, *under:
                        told.append(list(lines)) or dialog(surface, s, title, lines, specs, *under))
    clock = ManualClock()
    with hosting(paths.data_dir() / "tables") as (host, address):
        host.server.now = clock.now
        code, ann = sit_at_own_table(apps[0], host, address, "tournament-of-queens", ["open", "open"], 5)
        bea = join(apps[1], address, code, "Bea")
        ann.remote.leave()   # to the menu: her seat waits for her, then the bot plays it
        hosted = host.server.tables[code]
        until_the_host(host, lambda: not hosted.table.places[0].connected)
        clock.advance(120)
        host._call(host.server.check_away)
        play_to_the_end(apps[1], bea, random.Random(3))
        assert kept.wait(60), "the table's end was never kept"
        draw_whole(apps[1])
    assert bea.remote.stood_in == {0}
    assert told and "A bot played for Ann." in told[-1], told[-1:]
    # sixth round: the win or loss of a seat the bot played is counted apart, as Autoplay's
    from tarot_table.statistics import load_stats, split_key
    by_player = {split_key(key)[1]: record for key, record in load_stats()[0].items()}
    assert by_player["Ann"].assisted == 1 and by_player["Ann"].played == 0
    assert by_player["Bea"].assisted == 0 and by_player["Bea"].played == 1
    finished = records.listed()
    assert len(finished) == 1 and finished[0].stood_in == ["Ann"]
    page = FinishedGamesScene(apps[0])
    apps[0].switch(page)
    step(apps[0])
    written = record_text(monkeypatch)
    draw_whole(apps[0])
    assert any(words.startswith("A bot played for Ann") for words in written), written
    session = records.load(finished[0].path)
    assert session.stood_in == {0}
    apps[0].switch(apps[0].make("table", session, saving=False))   # the kept game's table, ended
    told.clear()
    draw_whole(apps[0])
    assert told and "A bot played for Ann." in told[-1], told


def test_a_joined_table_that_ended_while_its_person_was_away_says_so_in_continue(apps, tmp_path,
                                                                                            monkeypatch):
    """The fifth real-window round, finding 4: Bea joined a table and went away; the host's
    bot played her seat and the table ended. Her Continue row still read "Joined table CODE,
    seat 2" until Join again found the table over. Now the list asks the host once it is
    shown: the row says the table has ended; a click on it shows the end (the result
    counted) and the row goes."""
    import threading

    from tarot_table import statistics
    from tarot_table.clock import ManualClock
    from tarot_table.net import host_thread
    from tarot_table.table.scenes.continue_list import ENDED, row_detail
    from tarot_table.table.scenes.menu import MenuScene
    from tarot_table.table.scenes.remote_table import RemoteTableScene
    from tests.helpers.network import ROUNDS, WAIT_S, hosting, until_the_host
    from tests.helpers.table import click, step
    ended = threading.Event()
    monkeypatch.setattr(host_thread, "keep_end", lambda *args: ended.set())
    clock = ManualClock()
    with hosting(tmp_path) as (host, address):
        host.server.now = clock.now
        code = host.open_table("tournament-of-queens", ["bot", "open", "open"], seed=5)
        bea = seated_from_the_join_page(apps[0], address, code, "Bea")
        bea.remote.leave()   # away; her seat waits, then the host's bot plays it
        until_the_host(host, lambda: not host.server.tables[code].table.places[1].connected)
        clock.advance(120)
        host._call(host.server.check_away)
        a_person_plays_on(address, code)   # Cid stays at the table: it does not wait for nobody
        assert ended.wait(60), "the bots never ended the game"
        app = apps[1]
        menu = MenuScene(app)
        app.switch(menu)
        step(app)
        [row] = [info for info in menu.continue_list.saves if info.joined is not None]
        assert ENDED not in row_detail(row)
        menu.continue_list.ask_joined_tables()
        menu.continue_list.asking_hosts.join(30)
        assert not menu.continue_list.asking_hosts.is_alive()
        step(app)
        [row] = [info for info in menu.continue_list.saves if info.joined is not None]
        assert row_detail(row).startswith(f"Joined table {code}, seat 2") and row_detail(row).endswith(ENDED)
        click(app, next(b for b in menu.buttons if b.label == row.slot).rect.center)
        for _ in range(ROUNDS):
            step(app)
            if isinstance(app.scene, RemoteTableScene):
                break
            app.scene.joining.link.wait(WAIT_S)
        assert isinstance(app.scene, RemoteTableScene) and app.scene.remote.finished
        app.scene.remote.leave()
    records, problem = statistics.load_stats()
    assert problem == "" and sum(r.played + r.assisted for r in records.values()) == 1   # her result, counted once,
    assert sum(r.assisted for r in records.values()) == 1   # and apart: the host's bot played her seat (sixth round)
    menu = MenuScene(app)
    app.switch(menu)
    step(app)
    assert [info for info in menu.continue_list.saves if info.joined is not None] == []


def test_escape_at_a_network_table_asks_before_stepping_away_and_still_closes_a_view_first(tmp_path):
    """The eighth real-window round, finding 4: Escape at a network table with nothing held
    and no view open left the table for the menu unasked, and the host saw the seat away. It
    asks first, as Leave does; Escape again keeps the seat; with the large view open Escape
    only closes it."""
    from tarot_table.table.scenes.menu import MenuScene
    with joined_as_joiny(tmp_path, "tempting-fate", 4) as (app, scene):
        card = [p.card for _, _, p, _ in scene.visible_cards()][-1]
        click(app, scene.card_rect(card).center, button=3)
        assert scene.zoomed is not None
        key(app, pygame.K_ESCAPE)
        assert scene.zoomed is None and scene.confirming is None and app.scene is scene
        key(app, pygame.K_ESCAPE)
        assert app.scene is scene and scene.confirming is not None
        assert scene.confirming.title == "Step away from this table?"
        key(app, pygame.K_ESCAPE)   # the question put away: still at the table, still connected
        assert scene.confirming is None and app.scene is scene and scene.remote.connected
        key(app, pygame.K_ESCAPE)
        step(app)
        click(app, next(b for b in scene.summary_buttons if b.label == "Step away").rect.center)
        assert isinstance(app.scene, MenuScene)


def test_a_seat_whose_table_ended_while_away_says_so_under_your_seats_and_its_click_lets_it_go(
        apps, tmp_path, monkeypatch):
    """The eighth real-window round, finding 6, the seat stepped away from: Bea leaves a
    Tournament of Queens table with Menu, the host's bot takes her seat after its delay and
    the bots play the game to its end. Her app restarted, Continue said "The table has
    ended" on her row, but Your seats on Join a table listed the seat as if to be played. It
    says so there too now; a click on it shows the table at its end, counts her result once,
    and lets the seat go from both lists."""
    ended = threading.Event()
    keep_end = host_thread.keep_end
    monkeypatch.setattr(host_thread, "keep_end", lambda *args: (keep_end(*args), ended.set()))
    clock = ManualClock()
    with hosting(tmp_path) as (host, address):
        host.server.now = clock.now
        code = host.open_table("tournament-of-queens", ["bot", "open", "open"])
        bea = seated_from_the_join_page(apps[0], address, code, "Bea")
        step_away(apps[0], bea)
        until_the_host(host, lambda: not host.server.tables[code].table.places[1].connected)
        clock.advance(host.server.stand_in_after + 1)
        host._call(host.server.check_away)
        a_person_plays_on(address, code)   # Cid stays at the table: it does not wait for nobody
        assert ended.wait(END_WAIT_S), "the bots never ended the game"
        restarted = new_app()
        assert continue_rows(restarted) == [(f"{code}-seat-2", ENDED)]
        assert your_seats(restarted) == [f"Tournament of Queens  {code}  seat 2  (the table has ended)"]
        page = restarted.scene
        click(restarted, next(b for b in page.buttons if b.label.startswith("Tournament")).rect.center)
        table = until_table(restarted)
        assert isinstance(table, RemoteTableScene) and table.remote.finished
        records, _ = statistics.load_stats()
        assert sum(r.assisted for r in records.values()) == 1   # the bot played her seat: counted apart
        table.leave()
        assert continue_rows(restarted) == [] and your_seats(restarted) == []


def open_table(host, clock: ManualClock, game_id: str, seats: list[str]) -> str:
    """A table on ``host`` whose time (and stand-in delay) runs on the test's ``clock``."""
    host.server.now = clock.now
    return host.open_table(game_id, seats)


def test_the_bot_taking_an_away_seat_is_said_and_no_line_outlives_its_situation(apps, tmp_path):
    """The second real-window round, finding 7: "the host's status line says nothing of the
    bot taking an away seat after 2 minutes", and a stale host status line. Bea drops: the
    host's line says she is away; 120 s later (the host's delay, on the test's clock) it
    says the host's bot plays her seat; when she joins again it says she is back, not the
    bot line."""
    clock = ManualClock()
    with hosting(tmp_path) as (host, address):
        code = open_table(host, clock, "tempting-fate", ["open", "open"])
        ann = join(apps[0], address, code, "Ann")
        bea = join(apps[1], address, code, "Bea")
        token = bea.remote.token
        run_until([apps[0]], [ann], lambda: ann.remote.seats[1]["connected"])
        bea.remote.leave()   # her network drops: the seat is kept for her
        run_until([apps[0]], [ann], lambda: not ann.remote.seats[1]["connected"])
        assert status_line(ann)[0] == "Bea is away: their seat waits for them."
        clock.advance(120)
        host._call(host.server.check_away)
        run_until([apps[0]], [ann], lambda: ann.remote.seats[1]["bot"])
        assert status_line(ann)[0] == \
            "Bea has been away too long: the host's bot plays their seat until they join again."
        assert seat_words(ann.remote, 1) == "Bea (away: a bot plays)"
        join(apps[1], address, code, "", seat=1, token=token)
        run_until([apps[0]], [ann], lambda: not ann.remote.seats[1]["bot"])
        assert status_line(ann)[0] == "Bea is back and plays their seat again (the host's bot has stopped)."
        apps[0].clock.advance(30)   # a said line fades once its time is over: the turn's words come back
        step(apps[0])
        assert "away" not in status_line(ann)[0] and "back" not in status_line(ann)[0]


def test_a_hosted_table_ended_by_bots_while_its_host_was_elsewhere_is_kept_with_its_real_time(
        apps, monkeypatch):
    """The second real-window round, finding 6: "a hosted Tempting Fate table played on by
    the host's bot for an away person ended unseen ... and left the host's Continue,
    Finished games and Statistics; its Continue row had said '0s played'". Ann hosts and
    sits down, then goes elsewhere; 55 s on the host's clock later, with no move made,
    Continue's row says 55s played (the host writes a quiet table's time; its clock stops
    a minute after Bea sat down, nobody acting: play-test round 5, N2). Once Ann's
    delay is over the host's bot plays her seat while Bea plays hers to the end (a table
    with nobody at it waits): Ann's result is in Statistics under her name, the game in
    Finished games, its time the host's."""
    import threading

    from tarot_table import paths, records, statistics
    from tarot_table.net import host_thread
    from tarot_table.table.scenes.continue_list import hosted_tables, row_detail
    kept = threading.Event()
    keep_end = host_thread.keep_end

    def keep_and_tell(*args):
        keep_end(*args)
        kept.set()
    monkeypatch.setattr(host_thread, "keep_end", keep_and_tell)
    clock = ManualClock()
    with hosting(paths.data_dir() / "tables") as (host, address):
        host.server.now = clock.now
        code, ann = sit_at_own_table(apps[0], host, address, "tempting-fate", ["open", "open"], 7)
        bea = join(apps[1], address, code, "Bea")
        ann.remote.leave()   # Ann goes elsewhere: her seat waits for her
        hosted = host.server.tables[code]
        until_the_host(host, lambda: not hosted.table.places[0].connected)
        clock.advance(55)
        host._call(host.server.check_away)
        run_until([apps[1]], [bea], lambda: host._call(
            lambda: hosted.time_saved >= 55 and not hosted.dirty and hosted not in host.server._writing))
        rows = [info for info in hosted_tables() if info.slot == code]
        assert len(rows) == 1 and "55s played" in row_detail(rows[0])
        clock.advance(120)   # Ann's delay: the host's bot plays her seat while Bea plays on
        host._call(host.server.check_away)
        bea.remote.leave()   # Bea plays on from another program (a table with nobody at it would wait)
        a_person_plays_on(address, code, "", seat=1, token=bea.remote.token)
        assert kept.wait(60), "the table's end was never kept"
        assert host._call(lambda: hosted.table.session.finished)
        elapsed = host._call(lambda: hosted.table.session.elapsed)
    # the host's clock: the minute after Bea sat down (nobody acted in the 55 + 120 s
    # after it), the moves after that taking none of it
    assert 60 <= elapsed < 61
    stats, problem = statistics.load_stats()
    assert problem == "" and len(stats) == 1
    (key, record), = stats.items()
    # counted apart, as Autoplay-helped games are: the host's bot played Ann's seat (sixth round)
    assert statistics.split_key(key)[1] == "Ann" and record.assisted == 1 and record.assisted_seconds == elapsed
    assert record.played == 0
    finished = records.listed()
    assert len(finished) == 1 and finished[0].game == "tempting-fate" and not finished[0].problem
    assert records.load(finished[0].path).finished
    assert [info for info in hosted_tables() if info.slot == code] == []   # no longer unfinished in Continue


def test_a_joiners_table_that_ended_while_she_was_away_counts_when_she_takes_her_seat_back(
        apps, tmp_path, monkeypatch):
    """The second real-window round, finding 6, the joiner's side: Bea's seat is played by
    the host's bot after her delay and the table ends while she is away; taking her seat
    back, her result is counted in her Statistics (once: a second look counts nothing), and
    the seat leaves Continue."""
    from tarot_table import statistics
    from tarot_table.net import held_seats
    from tarot_table.net.remote_session import Joining
    from tarot_table.table.scenes.join import sit
    import threading
    from tarot_table.net import host_thread
    ended = threading.Event()
    monkeypatch.setattr(host_thread, "keep_end", lambda *args: ended.set())
    clock = ManualClock()
    with hosting(tmp_path) as (host, address):
        code = open_table(host, clock, "tournament-of-queens", ["bot", "open", "open"])
        bea = seated_from_the_join_page(apps[0], address, code, "Bea")
        token = bea.remote.token
        bea.remote.leave()
        until_the_host(host, lambda: not host.server.tables[code].table.places[1].connected)
        clock.advance(120)
        host._call(host.server.check_away)
        a_person_plays_on(address, code)   # Cid stays at the table: it does not wait for nobody
        assert ended.wait(60), "the bots never ended the game"   # the host keeps the end once on disk
        assert statistics.load_stats()[0] == {}
        for attempt in range(2):
            joining = Joining(address, code, apps[1].clock, 1, token, "")
            for _ in range(ROUNDS):
                if (session := joining.poll()) is not None:
                    break
                joining.link.wait(WAIT_S)
            sit(apps[1], session)
            assert session.finished
            records, problem = statistics.load_stats()
            assert problem == "" and [statistics.split_key(k)[1] for k in records] == ["Bea"]
            assert sum(r.assisted for r in records.values()) == 1   # apart: the bot played her seat (sixth round)
            assert sum(r.played for r in records.values()) == 0
            assert held_seats.load()[0] == []
            apps[1].scene.leave()
