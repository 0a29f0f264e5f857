"""A host lets a finished table go of memory once the table is whole on disk and nobody
is at it, and hosts it again from its save when someone looks at it again: a seat
joined with its token, a look at its seats, the host's listing (docs/network.md, "Undo,
drop-outs and saves"). A table let go no longer counts against ``Limits.tables``; an
unfinished table is never let go. Network tests talk to 127.0.0.1 only; every wait is
bounded; the host's clock is the test's."""
import asyncio
import gc
import weakref

from tarot_table.net import store
from tarot_table.net.client import Player, Refusal, create_table, look_at, play_to_end, table_ended
from tarot_table.net.connection import Limits
from tarot_table.net.server import Server
from tarot_table.rng import Rng
from tarot_table.simulate import basic_bot
from tests.helpers.network import HostClock, run

LOOPBACK = "127.0.0.1"
WAIT_S = 3.0   # at most, for the host to write and let go


def new_server(folder, clock, **limits) -> Server:
    """A host on the test's clock, which stands still unless a test moves it: a seat's
    messages read at once, however many (``Limits.burst``: with the clock still, the rate
    bound held each message past the 80th of a seat longer than the one before, 17 s of
    waiting over a game of 199 moves)."""
    return Server(folder, limits=Limits(save_every=0.0, burst=100_000, **limits), now=clock, stand_in_after=None)


async def started(server) -> str:
    return f"{LOOPBACK}:{await server.start(LOOPBACK, 0)}"


async def until(server, done) -> None:
    """Wait until ``done()`` holds, asked again each time the host changes (its ``Stir``)."""
    try:
        await server.stir.until(done, WAIT_S)
    except TimeoutError:
        raise AssertionError("the host never came to that") from None


def as_it_stands(table) -> dict:
    """What a table is, to be the same after it was let go and hosted again."""
    return {"code": table.code, "moves": table.moves, "state": table.state.to_json(),
            "actions": [a.to_json() for a in table.session.actions], "made": table.session.made_for_save(),
            "places": [p.to_json() for p in table.places], "stood_in": sorted(table.session.stood_in),
            "elapsed": round(table.session.elapsed, 3), "stand_in_after": table.stand_in_after,
            "finished": table.session.finished, "listing": table.listing()}


async def played_to_the_end(server, address, seed, game="tempting-fate", seats=2, while_seated=None,
                            until_saved=True):
    """A table of ``seats`` open seats played to its end by remote bots, who then go
    (once it is on disk, ``until_saved``, and ``while_seated()`` awaited): its code, the
    seats' tokens, the table as it stood at its end and a weak reference to it."""
    code = await create_table(address, game, ["open"] * seats, seed=seed)
    players = [await Player.join(address, code, name=f"P{n + 1}") for n in range(seats)]
    bot = basic_bot(players[0].game)
    await asyncio.gather(*[play_to_end(p, bot, Rng(seed + n)) for n, p in enumerate(players)])
    table = server.tables[code].table
    if until_saved:
        await until(server, lambda: server.tables[code].saved == table.moves and not server._unsaved)
    ended = as_it_stands(table)
    if while_seated is not None:
        await while_seated()
    for player in players:
        await player.close()
    return code, [p.token for p in players], ended, weakref.ref(table)


def test_a_finished_table_is_let_go_of_memory_and_comes_back_whole_when_a_seat_joins_it_again(tmp_path):
    """Once its last save is on disk and its seats have gone, the table is no longer held
    (its objects freed: a weak reference to it dies) nor counted among the tables held;
    its listing is still given; a seat joining with its token finds the whole game as it
    ended, and once that seat goes it is let go again."""

    async def play():
        clock = HostClock()
        server = new_server(tmp_path, clock)
        address = await started(server)
        code, tokens, ended, held = await played_to_the_end(server, address, seed=3)
        await until(server, lambda: code not in server.tables)
        gc.collect()
        freed = held() is None
        listed = [t for t in server.listings() if t["code"] == code]
        clock.now += 600.0
        back = await Player.join(address, code, token=tokens[1])
        again = as_it_stands(server.tables[code].table)
        seen = back.seat, back.moves, back.outcome is not None, back.token == tokens[1]
        await back.close()
        await until(server, lambda: code not in server.tables)
        await server.close()
        return ended, freed, listed, again, seen, server

    ended, freed, listed, again, seen, server = run(play(), 90)
    assert freed and listed == [ended["listing"]]
    assert again == ended
    assert seen == (1, ended["moves"], True, True)
    assert not server.tables


def test_a_look_at_a_finished_table_let_go_tells_its_seats_and_does_not_hold_it_again(tmp_path):
    """The Join page's look at a table by its code (its seats, whether it ended) is
    answered from the table's save, which is let go again once answered."""

    async def play():
        server = new_server(tmp_path, HostClock())
        address = await started(server)
        code, _, ended, _ = await played_to_the_end(server, address, seed=5)
        await until(server, lambda: code not in server.tables)
        seats = await look_at(address, code)
        over = await table_ended(address, code)
        held_after = code in server.tables
        await server.close()
        return ended, seats, over, held_after

    ended, seats, over, held_after = run(play(), 90)
    assert [s.name for s in seats] == [p["name"] for p in ended["places"]] == ["P1", "P2"]
    assert over is True and held_after is False


def test_an_unfinished_table_with_nobody_at_it_is_kept_in_memory(tmp_path):
    """A game that goes on is never let go: its people may come back to it, and the host
    holds its clock and its seats. (No code lets an unfinished table go.)"""

    async def play():
        clock = HostClock()
        server = new_server(tmp_path, clock)
        address = await started(server)
        code = await create_table(address, "tempting-fate", ["open", "open"], seed=7)
        players = [await Player.join(address, code) for _ in range(2)]
        bot = basic_bot(players[0].game)
        await asyncio.gather(*[play_to_end(p, bot, Rng(n), until=lambda p: p.moves >= 3) for n, p in enumerate(players)])
        for player in players:
            await player.close()
        hosted = server.tables[code]
        await until(server, lambda: not hosted.connections and not server._unsaved and not server._writing)
        for _ in range(5):   # an hour with nobody at it, looked over as the host does each second
            clock.now += 3600.0
            server.check_away()
            await until(server, lambda: not server._unsaved and not server._writing)
        kept = server.tables.get(code) is hosted and not hosted.table.session.finished
        await server.close()
        return kept, server

    kept, server = run(play(), 90)
    assert kept and not server._let_go


def test_a_finished_table_let_go_no_longer_counts_against_the_tables_a_host_holds(tmp_path):
    """``--max-tables`` bounds the tables held in memory: with room for one, a table that
    has ended and been let go leaves room for a new one; a second game going on fills it."""

    async def play():
        server = new_server(tmp_path, HostClock(), tables=1)
        address = await started(server)
        refusals = []

        async def open_one_more():
            try:
                await create_table(address, "tempting-fate", ["open", "open"], seed=12)
            except Refusal as refused:
                refusals.append(str(refused))

        first, tokens, _, _ = await played_to_the_end(server, address, seed=11, while_seated=open_one_more)
        [with_first_held] = refusals
        await until(server, lambda: first not in server.tables)
        second = await create_table(address, "tempting-fate", ["open", "open"], seed=12)
        third = None
        try:
            await create_table(address, "tempting-fate", ["open", "open"], seed=13)
        except Refusal as refused:
            third = str(refused)
        back = await Player.join(address, first, token=tokens[0])   # a table let go is still found
        found = back.outcome is not None
        await back.close()
        await server.close()
        return with_first_held, second, third, found

    with_first_held, second, third, found = run(play(), 90)
    assert with_first_held is not None and "as many tables as it can" in with_first_held
    assert second and third is not None and "as many tables as it can" in third
    assert found


def test_a_table_is_let_go_only_when_its_save_on_disk_is_the_whole_table_and_its_end_was_counted(tmp_path):
    """A host killed (SIGKILL) at any instant loses nothing it had let go: at the instant a
    table is let go, its save and log on disk read back as the table in memory, and its end
    was told to ``Server.finished`` (the app's statistics and records) once, and that is
    on disk too, so hosting it again does not count it again. A host starting on the folder
    lets it go at once and hosts it again when its seat joins."""
    told, at_let_go = [], []

    async def play():
        clock = HostClock()
        server = new_server(tmp_path, clock)
        server.finished = lambda table: told.append(table.code)
        keep_let_go = server._keep_let_go

        def read_back_then_let_go(table):
            on_disk = store.load_table(store.table_path(tmp_path, table.code), clock)
            store.replay_log(tmp_path, on_disk)
            at_let_go.append((as_it_stands(on_disk), as_it_stands(table), on_disk.session.recorded))
            keep_let_go(table)

        server._keep_let_go = read_back_then_let_go
        address = await started(server)
        code, tokens, ended, _ = await played_to_the_end(server, address, seed=4, game="tournament-of-queens", seats=3,
                                                         until_saved=False)   # they go as it ends
        await until(server, lambda: code not in server.tables)
        # killed: nothing more is written; the folder is free for the next host
        server._hold.release()
        server._watch.cancel()
        server._server.close()
        again = new_server(tmp_path, clock)
        again.finished = lambda table: told.append(table.code)
        address = await started(again)
        held_at_start = code in again.tables
        back = await Player.join(address, code, token=tokens[2])
        whole = as_it_stands(again.tables[code].table)
        await back.close()
        await again.close()
        return code, ended, held_at_start, whole

    code, ended, held_at_start, whole = run(play(), 120)
    [(on_disk, in_memory, recorded)] = at_let_go
    assert on_disk == in_memory and recorded
    assert told == [code]
    assert not held_at_start and whole == ended


def test_a_table_let_go_long_ago_is_forgotten_here_but_keeps_its_save_and_its_code(tmp_path, monkeypatch):
    """The host keeps the codes of at most ``LET_GO_KEPT`` tables let go; the oldest is then
    forgotten (no longer found by its code) but its save stays on disk, for a host started
    anew, and a new table is never given its code (nor any code saved in the folder)."""
    from tarot_table.net import server as server_module
    monkeypatch.setattr(server_module, "LET_GO_KEPT", 1)

    async def play():
        server = new_server(tmp_path, HostClock())
        address = await started(server)
        first, _, ended, _ = await played_to_the_end(server, address, seed=3)
        await until(server, lambda: first not in server.tables)
        second, _, _, _ = await played_to_the_end(server, address, seed=6)
        await until(server, lambda: second not in server.tables)
        forgotten = first not in server._let_go and second in server._let_go
        saved_before = (tmp_path / f"{first}.json").read_bytes()
        codes = iter([first, second, "NEWTAB"])
        monkeypatch.setattr(server_module, "new_code", lambda prefix="": next(codes))
        new = await create_table(address, "tempting-fate", ["open", "open"], seed=9)
        await until(server, lambda: not server._unsaved and not server._writing)
        kept = (tmp_path / f"{first}.json").read_bytes() == saved_before
        await server.close()
        monkeypatch.setattr(server_module, "LET_GO_KEPT", 20_000)
        again = new_server(tmp_path, HostClock())
        address = await started(again)
        seats = await look_at(address, first)   # a host started anew (with room) finds it
        await again.close()
        return forgotten, new, kept, [s.name for s in seats], ended

    forgotten, new, kept, names, ended = run(play(), 120)
    assert forgotten and new == "NEWTAB" and kept
    assert names == [p["name"] for p in ended["places"]]


def finished_tables_on_disk(folder, count: int) -> list[str]:
    """``count`` Tempting Fate tables whose Fate resigned at once, saved in ``folder``
    (a host taking the folder lets them go at once): their codes."""
    from tarot_table.games import get_game
    from tarot_table.net.table import NetTable, action_json
    codes = []
    for seed in range(1, count + 1):
        table = NetTable.open(get_game("tempting-fate"), ["open", "open"], {"match": "single"}, seed=seed)
        table.act(0, action_json(next(a for a in table.legal() if a.kind == "resign")))
        assert table.session.finished
        store.save_table(folder, table)
        codes.append(table.code)
    return codes


def test_a_burst_of_looks_at_tables_let_go_reads_a_bounded_number_of_them_from_disk(tmp_path, monkeypatch):
    """Each look at a table let go read it back from its save on the host's event loop
    (1-8 ms each): a burst of looks could keep the loop reading. A table looked at again
    while it stays let go is told as the last look found it, with no read; a burst of looks
    at many tables reads at most ``LOOK_LOADS`` of them, the others told the host is busy;
    a second later four more may be read. What a look says is what it said read back."""
    from tarot_table.net import server as host
    reads = []
    real = store.load_again
    monkeypatch.setattr(store, "load_again", lambda *a, **k: reads.append(a[1]) or real(*a, **k))
    codes = finished_tables_on_disk(tmp_path, host.LOOK_LOADS + 8)

    async def looks(address, asked):
        async def one(code):
            try:
                return await look_at(address, code, 5.0)
            except Refusal as err:
                return str(err)
        return await asyncio.gather(*(one(code) for code in asked))

    async def play():
        clock = HostClock()
        server = new_server(tmp_path, clock)
        address = await started(server)
        assert server.tables == {} and set(codes) <= set(server._let_go)
        first = await looks(address, [codes[0]])
        burst = await looks(address, [codes[0]] * 40)   # the same table, 40 times at once
        assert reads == [codes[0]] and all(seen == first[0] for seen in burst), reads
        reads.clear()
        answers = await looks(address, codes[1:] * 2)   # every other table, twice, at once
        assert len(reads) == len(set(reads)) == host.LOOK_LOADS - 1, reads   # the first look took one
        assert sum(host.BUSY in str(answer) for answer in answers) == len(answers) - 2 * len(reads)
        assert all(isinstance(answer, list) for code, answer in zip(codes[1:] * 2, answers) if code in reads)
        clock.now += 1.0
        reads.clear()
        await looks(address, codes[1:])
        assert len(reads) == int(host.LOOK_LOADS_A_SECOND), reads
        await server.close()

    run(play())
