"""What a real-window tester met at network tables (issue 32, second round of 27
November; docs/playtest-32.md): a killed host unannounced, a bot standing in unsaid,
names, a joiner's seat in Continue, Undo's tip, a table that ended unseen. Loopback
only; the apps run on their ManualClocks; every wait bounded (tests/helpers/network.py)."""
from __future__ import annotations

import json
import signal
import subprocess
import sys

from tarot_table.clock import ManualClock
from tarot_table.net import client
from tarot_table.net.remote_session import HOST_GONE
from tarot_table.table.scenes.seat_strip import seat_present, seat_words
from tarot_table.table.scenes.table_bars import status_line
from tests.helpers.network import (ROUNDS, WAIT_S, hosting, join, new_app, play_to_the_end, run_until,
                                   seated_from_the_join_page, sit_at_own_table, until_the_host)
from tests.helpers.table import step

SERVE_START_S = 60   # the longest wait for a `serve` process to say where it listens


def open_table(host, clock: ManualClock, game_id: str, seats: list[str]) -> str:
    """A table on ``host`` whose time (and stand-in delay) runs on the test's ``clock``."""
    host.server.now = clock.now
    return host.open_table(game_id, seats)


def test_finding_7_a_killed_host_is_announced_to_the_joiner_its_dot_goes_and_the_clock_stops(apps, tmp_path):
    """Finding 7: "a killed host is not announced to the joiner (only 'Join again'; its
    pill stays green, the clock runs)". The host, a `serve` process, is killed (SIGKILL):
    the joiner's strip says the host is gone and no seat's dot stays filled, the status
    line says plainly what happened and what to do, for as long as it lasts, and the
    clock stands still."""
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


def test_finding_7_the_bot_taking_an_away_seat_is_said_and_no_line_outlives_its_situation(apps, tmp_path):
    """Finding 7: "the host's status line says nothing of the bot taking an away seat
    after 2 minutes", and a stale host status line. Bea drops: the host's line says she
    is away; 120 s later (the host's delay, on the test's clock) it says the host's bot
    plays her seat; when she joins again it says she is back, not the bot line."""
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


def _greyed_undo_tip(app, scene) -> str | None:
    step(app)   # the bar drawn as the table now stands
    undo = next(b for b in scene.bar_buttons if b.label == "Undo")
    return None if undo.enabled else undo.tip


def _why_on_the_host(session, seat: int) -> str:
    """Why ``seat`` may not undo, read from the host's whole game: no move of its own,
    another person's move after its last, or a card shown by its move or a bot's after."""
    made = session.made
    mine = [index for index, (mover, _) in enumerate(made) if mover == seat]
    if not mine:
        return "not moved"
    after = made[mine[-1] + 1:]
    if any(mover is not None and mover != seat and session.state.seats[mover].is_human for mover, _ in after):
        return "another moved"
    return "cards shown"


def _why_a_move_stays(scene) -> str:
    """The words for a seat's own move the table keeps (the seventh round): the game's
    own where its rules keep the move, else the card the others saw, named."""
    remote = scene.remote
    mine = remote.last_mine
    if mine is not None and not remote.game.undoable(remote.state, mine):
        return remote.game.why_not_undoable(mine)
    if mine is not None and mine.card is not None and remote._open_to_others(mine.card):
        from tarot_table.cards import the
        return f"The others saw {the(mine.card)} as you played it, and at this table what is seen stays."
    return "Your move showed a card someone had not seen, and at this table what is seen stays."


def test_finding_11_the_greyed_undo_s_tip_says_why_it_is_greyed_at_this_moment(apps, tmp_path):
    """Finding 11 (rest): "at a network table the greyed Undo's tip gives the table's rule,
    not why it is greyed at this moment". Two people play Tournament of Queens by the
    moves the host lists; each time a seat's Undo is greyed its tip gives the reason the
    host's whole game shows, in words naming the other person where one moved since."""
    from tarot_table.net.remote_session import UNDO_RULE, UNDO_RULE_WITH_BOTS
    with hosting(tmp_path) as (host, address):
        code = host.open_table("tournament-of-queens", ["open", "open"], seed=11)
        scenes = [join(apps[0], address, code, "Ann"), join(apps[1], address, code, "Bea")]
        session = host.server.tables[code].table.session
        seen = set()
        for _ in range(60):
            run_until(apps, scenes, lambda: scenes[0].remote.moves == scenes[1].remote.moves
                      and any(s.human_turn() for s in scenes))
            for app, scene in zip(apps, scenes):
                tip = _greyed_undo_tip(app, scene)
                if tip is None or not scene.remote.moves:
                    continue
                assert tip not in (UNDO_RULE, UNDO_RULE_WITH_BOTS)
                why = _why_on_the_host(session, scene.remote.seat)
                other = scenes[1 - scenes.index(scene)].remote.state.seats[1 - scene.remote.seat].name
                expected = {"not moved": "You have not moved yet, so there is no move of yours to take back.",
                            "another moved": f"{other} has moved since your move: Undo takes back yours only "
                                             "until another person acts.",
                            "cards shown": _why_a_move_stays(scene)}[why]
                assert tip == expected, (why, tip)
                seen.add(why)
            if seen == {"not moved", "another moved", "cards shown"}:
                break
            mover = next(s for s in scenes if s.human_turn())
            moves = mover.remote.moves
            mover.perform(mover.legal()[-1])
            run_until(apps, scenes, lambda: scenes[0].remote.moves > moves and scenes[1].remote.moves > moves)
        assert seen == {"not moved", "another moved", "cards shown"}


def test_finding_6_a_hosted_table_ended_by_bots_while_its_host_was_elsewhere_is_kept_with_its_real_time(
        apps, monkeypatch):
    """Finding 6: "a hosted Tempting Fate table played on by the host's bot for an away
    person ended unseen ... and left the host's Continue, Finished games and Statistics;
    its Continue row had said '0s played'". Ann hosts and sits down, then goes elsewhere;
    95 s on the host's clock later, with no move made, Continue's row says 1m 35s played
    (the host writes a quiet table's time). Bea gives her seat up to the bot; once Ann's
    delay is over the bots play the match out with nobody watching: Ann's result is in
    Statistics under her name, the game in Finished games, its time the host's."""
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
        clock.advance(95)
        host._call(host.server.check_away)
        run_until([apps[1]], [bea], lambda: host._call(
            lambda: hosted.time_saved >= 95 and not hosted.dirty and hosted not in host.server._writing))
        rows = [info for info in hosted_tables() if info.slot == code]
        assert len(rows) == 1 and "1m 35s played" in row_detail(rows[0])
        bea.remote.leave(for_good=True)   # the host's bot plays her seat to the end
        until_the_host(host, lambda: hosted.table.places[1].kind == "bot")
        clock.advance(120)   # Ann's delay: the host's bot plays hers too
        host._call(host.server.check_away)
        assert kept.wait(60), "the table's end was never kept"
        assert host._call(lambda: hosted.table.session.finished)
        elapsed = host._call(lambda: hosted.table.session.elapsed)
    assert 215 <= elapsed < 216   # the host's clock: 95 + 120 s, the bots' moves taking none of it
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


def test_finding_10_a_joiners_seat_is_in_continue_after_its_app_is_killed_and_its_row_rejoins(apps, tmp_path):
    """Finding 10: "a joiner's network seat is not in Continue after the joiner is killed
    (only Join a table, 'Your seats')". Bea joins a table and her app goes; the app
    started again lists the seat in Continue (the game, the table and seat, what a click
    does), a click on the row seats her there again with its token, and × then Delete
    forgets the seat (the host keeps the table)."""
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


def test_finding_8_a_person_taking_a_bots_name_keeps_it_and_the_bot_takes_another_told_to_the_table(tmp_path):
    """Finding 8: "a bot named 'Anemone' became 'Player 3 (bot)' silently at a network
    table where the joiner took that name". The host names Lucky You!'s third seat's bot
    "Anemone" on its page; the host's table keeps that name; Bea joins as "Anemone": she is
    Anemone, the bot takes its seat's own name (the decision in docs/games.md: "Bots keep
    the seat's own name"), the story says so where it named the bot, and the host's
    screen is told in words."""
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


def test_finding_8_a_bot_giving_way_takes_a_name_nobody_has_and_the_story_follows():
    """The bot's new name is one of the game's own seat names nobody at the table has (its
    own seat's first), and the story's lines that named the bot name it anew while the
    person's seat takes the name in its lines."""
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


def test_finding_8_the_join_page_remembers_the_name_typed(tmp_path):
    """Finding 8: "the Join page forgets the name typed". A name typed and joined with is
    in the settings on disk at once (an app killed after it keeps it), and the Join page
    opened again, in this app or a new one, offers it."""
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


def test_a_moves_kind_is_told_only_to_a_seat_that_saw_every_card_of_it():
    """The host tells a move's kind ("bribe") with its events only where every card the
    events name is told to that seat: the kind then says nothing the seat's view hides.
    A whole Tournament of Queens played by the moves listed: the kind is told after some
    moves and held back from the seats a move's card was hidden from."""
    import random
    from tarot_table.games import get_game
    from tarot_table.games.base import HIDDEN
    from tarot_table.net.table import NetTable
    table = NetTable.open(get_game("tournament-of-queens"), ["open", "open", "open"], seed=8)
    rng = random.Random(8)
    told = held_back = 0
    for _ in range(400):
        seat = table.game.current_seat(table.state)
        if seat is None or table.session.finished:
            break
        action = rng.choice(table.legal())
        events = table.act(seat, action.to_json(), table.moves)
        for other in range(3):
            update = table.update_for(other, events)
            hidden = any(e.get("card") == HIDDEN for e in update["events"])
            if hidden:
                assert "kind" not in update
                held_back += 1
            elif update["events"]:
                assert update["kind"] == action.kind
                told += 1
    assert told > 50 and held_back > 10


def test_a_rivals_bribe_or_modify_gives_its_coaching_note_at_a_network_table(apps, tmp_path):
    """Tournament of Queens' notes on a rival's move ("bribed", "modified") were never
    given at a network table: the host did not tell a move's kind. Ann and Bea play;
    Ann bribes or modifies where she can; Bea's screen gives the note of what Ann did."""
    for app in apps:
        app.settings.coaching = True
    with hosting(tmp_path) as (host, address):
        code = host.open_table("tournament-of-queens", ["open", "open"], seed=5)
        ann, bea = join(apps[0], address, code, "Ann"), join(apps[1], address, code, "Bea")
        scenes = [ann, bea]
        for _ in range(80):
            run_until(apps, scenes, lambda: ann.remote.moves == bea.remote.moves
                      and any(s.human_turn() for s in scenes))
            if {"bribed", "modified"} & bea.coaching.seen:
                break
            bea.coaching.note = None   # read and put away, as "Got it" does
            mover = next(s for s in scenes if s.human_turn())
            legal = mover.legal()
            wanted = [a for a in legal if a.kind in ("bribe", "modify")] if mover is ann else []
            moves = mover.remote.moves
            mover.perform((wanted or legal)[0])
            run_until(apps, scenes, lambda: ann.remote.moves > moves and bea.remote.moves > moves)
            step(apps[1])
        assert {"bribed", "modified"} & bea.coaching.seen   # given (a later position's note may stand now)
        assert not {"bribed", "modified"} & ann.coaching.seen   # her own moves give no rival's note


def test_finding_10_a_seat_whose_table_is_seen_to_end_leaves_continue(apps, tmp_path):
    """A seat joined here whose table is seen to end has nothing more to take back: it
    leaves Continue (and Your seats)."""
    import random
    from tarot_table.net import held_seats
    from tarot_table.table.scenes.continue_list import joined_tables
    with hosting(tmp_path) as (host, address):
        code = host.open_table("tournament-of-queens", ["bot", "open"], seed=5)
        bea = seated_from_the_join_page(apps[0], address, code, "Bea")
        assert [info.joined.code for info in joined_tables()] == [code]
        play_to_the_end(apps[0], bea, random.Random(2))
        assert joined_tables() == [] and held_seats.load()[0] == []


def test_finding_6_a_joiners_table_that_ended_while_she_was_away_counts_when_she_takes_her_seat_back(
        apps, tmp_path, monkeypatch):
    """Finding 6, the joiner's side: Bea's seat is played by the host's bot after her
    delay and the table ends while she is away; taking her seat back, her result is
    counted in her Statistics (once: a second look counts nothing), and the seat leaves
    Continue."""
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
        code = open_table(host, clock, "tournament-of-queens", ["bot", "open"])
        bea = seated_from_the_join_page(apps[0], address, code, "Bea")
        token = bea.remote.token
        bea.remote.leave()
        until_the_host(host, lambda: not host.server.tables[code].table.places[1].connected)
        clock.advance(120)
        host._call(host.server.check_away)
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
