"""A host that stops writes only the tables that changed since their last write (its
every table was written at the stop, two fsyncs each: 10.5-15.7 s for 1,000 tables). A
table not changed here is left as it is on disk; a table moved since keeps its moves in
its log (synced), which a host starting plays again and goes on with (it folded every
log into a new save at the start: 13 s after a kill of a host of 1,000 tables); a table
played at a while (its time) is saved whole. A host started again finds each as it was.
Loopback only; every wait bounded; the host's clock is the test's."""
from __future__ import annotations

import asyncio
import os

from tarot_table.games import get_game
from tarot_table.net import store
from tarot_table.net.client import Player
from tarot_table.net.connection import Limits
from tarot_table.net.server import Server
from tarot_table.net.table import NetTable
from tests.helpers.network import HostClock, run

LOOPBACK = "127.0.0.1"
WAIT_S = 3.0


def unfinished_tables_on_disk(folder, count: int) -> list[str]:
    codes = []
    for seed in range(1, count + 1):
        table = NetTable.open(get_game("tempting-fate"), ["open", "open"], {"match": "single"}, seed=seed)
        store.save_table(folder, table)
        codes.append(table.code)
    return codes


def on_disk(folder, code: str) -> tuple:
    found = os.stat(store.table_path(folder, code))
    return found.st_ino, found.st_mtime_ns, found.st_size


def test_a_host_stopping_writes_only_the_tables_changed_since_their_last_write(tmp_path, monkeypatch):
    folded = []
    real = store.fold
    monkeypatch.setattr(store, "fold", lambda folder, table, *a: folded.append(table.code) or real(folder, table, *a))
    untouched, moved, sat_at = unfinished_tables_on_disk(tmp_path, 3)

    async def play():
        clock = HostClock()
        server = Server(tmp_path, limits=Limits(save_every=0.0), now=clock, stand_in_after=None)
        address = f"{LOOPBACK}:{await server.start(LOOPBACK, 0)}"
        before = on_disk(tmp_path, untouched)
        ann = await Player.join(address, moved, seat=0, name="Ann")   # Fate: a move, then gone
        await server.stir.until(lambda: not server._unsaved and not server._writing, WAIT_S)   # her seat
        await ann.act(next(a for a in ann.legal() if a.kind == "place"))
        await server.stir.until(lambda: server.tables[moved].table.moves == 1 and not server._unsaved, WAIT_S)
        await ann.close()
        bea = await Player.join(address, sat_at, seat=0, name="Bea")   # seated a minute, no move, at the stop
        await server.stir.until(lambda: not server._unsaved and not server._writing, WAIT_S)
        clock.now += 60.0
        played = server.tables[sat_at].table.clock()
        folded.clear()
        await server.close()
        await bea.close()
        return before, played

    before, played = run(play(), 30)
    assert folded == [sat_at], folded   # its minute, to the stop; the move is in its table's log, on disk
    assert on_disk(tmp_path, untouched) == before
    again, problems = store.load_folder(tmp_path, lambda: 0.0)
    assert problems == []
    found = {table.code: table for table in again}
    assert found[untouched].moves == 0 and found[moved].moves == 1
    assert found[sat_at].session.elapsed == played >= 60.0   # its minute kept


def test_a_host_started_on_tables_it_does_not_change_stops_without_writing(tmp_path, monkeypatch):
    """The tables read at the start are on disk as read (the folder synced once): a stop
    right after writes none of them."""
    codes = unfinished_tables_on_disk(tmp_path, 5)
    folded = []
    monkeypatch.setattr(store, "fold", lambda folder, table, *a: folded.append(table.code))
    before = {code: on_disk(tmp_path, code) for code in codes}

    async def play():
        server = Server(tmp_path, limits=Limits(save_every=0.0), now=HostClock(), stand_in_after=None)
        await server.start(LOOPBACK, 0)
        assert all(server.tables[code].saved == server.tables[code].table.moves for code in codes)
        await asyncio.sleep(0)
        await server.close()

    run(play(), 30)
    assert folded == [] and {code: on_disk(tmp_path, code) for code in codes} == before


def test_a_host_started_after_a_kill_goes_on_with_each_whole_log_and_folds_one_cut_short(tmp_path, monkeypatch):
    """The moves after a table's save, in its log, as a host killed left them: a log whose
    every line is whole is played again and added to from then on, not folded into a new
    save (a host killed again at any instant leaves a save and a whole log, as before); a
    log whose last line is cut short is played up to it and folded, as before, so nothing
    is added after it."""
    from tarot_table.net.table import action_json
    tables = []
    for seed in (1, 2):
        table = NetTable.open(get_game("tempting-fate"), ["open", "open"], {"match": "single"}, seed=seed)
        store.save_table(tmp_path, table)
        for _ in range(2):
            table.act(0, action_json(next(a for a in table.legal() if a.kind == "place")), table.moves)
            store.append(store.log_path(tmp_path, table.code, table.log), store.move_line(table, "move", 0))
        tables.append(table)
    whole, cut = tables
    log = store.log_path(tmp_path, cut.code, cut.log)
    log.write_bytes(log.read_bytes()[:-9])   # its second line cut short
    folded = []
    real = store.fold
    monkeypatch.setattr(store, "fold", lambda folder, table, *a: folded.append(table.code) or real(folder, table, *a))

    async def play(then_move: bool):   # the move made after the start, at the log that went on
        server = Server(tmp_path, limits=Limits(save_every=0.0), now=HostClock(), stand_in_after=None)
        address = f"{LOOPBACK}:{await server.start(LOOPBACK, 0)}"
        held = server.tables[whole.code]
        found = (held.table.moves, held.lines, held.table.log, server.tables[cut.code].table.moves, list(folded))
        if then_move:
            ann = await Player.join(address, whole.code, seat=0, name="Ann")
            await ann.act(next(a for a in ann.legal() if a.kind == "place"))
            await server.stir.until(lambda: held.table.moves == 3 and not server._unsaved and not server._writing,
                                    WAIT_S)
            await ann.close()
            await server.stir.until(lambda: not server._unsaved and not server._writing, WAIT_S)
        await server.close()
        return found

    assert run(play(True), 30) == (2, 2, whole.log, 1, [cut.code])   # the start folded the cut log only
    again, problems = store.load_folder(tmp_path, lambda: 0.0, keep_whole_logs=True)
    assert problems == [] and {t.code: t.moves for t in again} == {whole.code: 3, cut.code: 1}


def test_a_stop_right_after_a_start_after_a_kill_syncs_the_logs_off_the_host_s_loop(tmp_path, monkeypatch):
    """A host started on tables a kill left with moves in their logs, stopped at once, syncs
    every one of those logs (the batches had not reached them), in worker threads: the
    loop goes on answering meanwhile (it synced them one after another on the loop: 1,000
    logs took 5.9-7.5 s in which nothing answered)."""
    import threading
    from tarot_table.net.table import action_json
    codes = []
    for seed in range(1, 25):   # more than a batch takes (16): the first batch leaves some to the stop
        table = NetTable.open(get_game("tempting-fate"), ["open", "open"], {"match": "single"}, seed=seed)
        store.save_table(tmp_path, table)
        table.act(0, action_json(next(a for a in table.legal() if a.kind == "place")), table.moves)
        store.append(store.log_path(tmp_path, table.code, table.log), store.move_line(table, "move", 0))
        codes.append(table.code)
    synced, turns, stopping = [], [], threading.Event()
    answered = threading.Condition()
    real = store.sync_log

    def sync_log(path):
        synced.append((path.name, threading.get_ident()))
        if stopping.is_set():   # a sync of the stop's ends only once the loop has answered since it began
            with answered:
                seen = len(turns)
                answered.wait_for(lambda: len(turns) > seen, timeout=5)
        real(path)

    monkeypatch.setattr(store, "sync_log", sync_log)

    async def play():
        server = Server(tmp_path, limits=Limits(save_every=60.0), now=HostClock(), stand_in_after=None)
        await server.start(LOOPBACK, 0)
        loop_thread, at_the_stop = threading.get_ident(), len(synced)

        async def answering():
            while True:
                with answered:
                    turns.append(len(synced))
                    answered.notify_all()
                await asyncio.sleep(0)
        ticking = asyncio.create_task(answering())
        stopping.set()
        await server.close()
        ticking.cancel()
        return loop_thread, at_the_stop

    loop_thread, at_the_stop = run(play(), 30)
    assert sorted(name for name, _ in synced) == sorted(store.log_path(tmp_path, code, 0).name for code in codes)
    assert at_the_stop < len(codes)   # some were left to the stop
    assert all(thread != loop_thread for _, thread in synced)
    assert any(at_the_stop < count < len(codes) for count in turns)   # the loop took turns while the stop synced
