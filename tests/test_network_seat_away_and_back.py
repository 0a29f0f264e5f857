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
    monkeypatch.setattr(panels, "dialog", lambda surface, s, title, lines, specs:
                        told.append(list(lines)) or dialog(surface, s, title, lines, specs))
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
        code = host.open_table("tournament-of-queens", ["bot", "open"], seed=5)
        bea = seated_from_the_join_page(apps[0], address, code, "Bea")
        bea.remote.leave()   # away; her seat waits, then the host's bot plays it
        until_the_host(host, lambda: not host.server.tables[code].table.places[1].connected)
        clock.advance(120)
        host._call(host.server.check_away)
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
        code = host.open_table("tournament-of-queens", ["bot", "open"])
        bea = seated_from_the_join_page(apps[0], address, code, "Bea")
        step(apps[0])
        click(apps[0], next(b for b in bea.bar_buttons if b.label == "Menu").rect.center)
        until_the_host(host, lambda: not host.server.tables[code].table.places[1].connected)
        clock.advance(host.server.stand_in_after + 1)
        host._call(host.server.check_away)
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
