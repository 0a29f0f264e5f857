"""A host that stops writes only the tables that changed since their last write (its
every table was written at the stop, two fsyncs each: 13 s for 1,000 tables). A table
not changed here is left as it is on disk; a table moved since (its log folded into a
save) or played at a while (its time) is written, and a host started again finds each as
it was. Loopback only; every wait bounded; the host's clock is the test's."""
from __future__ import annotations

import asyncio
import os

from tarot_table.games import get_game
from tarot_table.net import store
from tarot_table.net.client import Player
from tarot_table.net.server import Limits, Server
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
        await ann.act(next(a for a in ann.legal() if a.kind == "place"))
        await server.stir.until(lambda: server.tables[moved].table.moves == 1 and not server._unsaved, WAIT_S)
        await ann.close()
        bea = await Player.join(address, sat_at, seat=0, name="Bea")   # seated a minute, no move
        await server.stir.until(lambda: not server._unsaved and not server._writing, WAIT_S)
        clock.now += 60.0
        await bea.close()
        await server.stir.until(lambda: not server.tables[sat_at].table.someone_here(), WAIT_S)
        played = server.tables[sat_at].table.clock()
        await server.stir.until(lambda: not server._unsaved and not server._writing, WAIT_S)
        folded.clear()
        await server.close()
        return before, played

    before, played = run(play(), 30)
    assert sorted(folded) == sorted([moved, sat_at]), folded   # not the table nobody touched
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
