"""A network table on the host's disk is its last whole save and its log: a line for
each move or undo since, appended as it is made (docs/network.md, "Undo, drop-outs and
saves"). The table read back is the table as it was played; a host killed at any
instant keeps every move a seat was told of; every line read back is hostile, played
again through the game's own rules, and the first bad or cut-short line stops the
replay and is reported. Network tests talk to 127.0.0.1 only; every wait is bounded."""
import asyncio
import json
import os
import signal
import sys

import pytest

from tarot_table.games import get_game
from tarot_table.net import store
from tarot_table.net.client import Player, create_table, play_to_end
from tarot_table.net.connection import Limits
from tarot_table.net.server import Server
from tarot_table.net.table import NetTable, action_json
from tarot_table.rng import Rng
from tarot_table.simulate import basic_bot
from tests.helpers.network import HostClock, killed_and_served_again, run

LOOPBACK = "127.0.0.1"
GAMES = [("tempting-fate", ["open", "open"]), ("tournament-of-queens", ["open", "open", "bot", "open"]),
         ("lucky-you", ["open", "bot", "open"])]


def seated(game_id, seats, seed, clock):
    table = NetTable.open(get_game(game_id), seats, seed=seed, now=clock)
    for seat, kind in enumerate(seats):
        if kind == "open":
            table.claim(seat, None, f"P{seat + 1}")
    return table


def one_step(table, rng, folder):
    """A random move (or, now and then, an undo by the seat that may make one), kept in
    the table's log as the host keeps it; False once the game is over."""
    if table.session.finished:
        return False
    undoer = table.session.undo_point()
    if undoer is not None and rng.random() < 0.15:
        seat = table.session.made[undoer][0]
        table.undo(seat)
        store.append(store.log_path(folder, table.code, table.log), store.move_line(table, "undo", seat))
        return True
    seat = table.game.current_seat(table.state)
    legal = table.game.legal_actions(table.state)
    action = legal[rng.below(len(legal))]
    if table.places[seat].bot is not None:
        table.play_bot(seat, action, table.moves)
    else:
        table.act(seat, action_json(action), table.moves)
    store.append(store.log_path(folder, table.code, table.log), store.move_line(table, "move", seat))
    return True


def same_table(loaded, table):
    assert loaded.code == table.code and loaded.moves == table.moves
    assert loaded.state.to_json() == table.state.to_json()
    assert loaded.session.actions == table.session.actions
    assert loaded.session.redo_stack == table.session.redo_stack
    assert loaded.session.made_for_save() == table.session.made_for_save()
    assert [p.to_json() for p in loaded.places] == [p.to_json() for p in table.places]
    assert loaded.session.stood_in == table.session.stood_in


@pytest.mark.parametrize("game_id,seats", GAMES)
def test_a_table_read_back_is_its_save_with_its_log_played_again_move_for_move(tmp_path, game_id, seats):
    """Random games of the three multi-seat games with undos among the moves, a bot
    standing in for a person from the fifth move: read back after every few moves, from a
    save made now and then with the log after it, the table is the one played (position,
    moves, undo stacks, who made each move, the seats a bot played for, time)."""
    for seed in range(3):
        folder = tmp_path / f"{game_id}-{seed}"
        folder.mkdir()
        clock, rng = HostClock(), Rng(seed + 50)
        table = seated(game_id, seats, seed, clock)
        store.save_table(folder, table)
        step = 0
        while one_step(table, rng, folder):
            clock.now += 0.7
            step += 1
            if step == 5:   # the first person away long enough: the host's bot stands in for them
                table.places[0].bot = table.stand_in_bot()
                store.fold(folder, table)   # a change of the seats: the host saves the table whole
            if step % 23 == 0:   # saved whole, with a new log, as the host does
                store.fold(folder, table)
            if step % 7 == 0 or table.session.finished:
                loaded, problems = store.load_folder(folder, clock)
                assert problems == [] and len(loaded) == 1
                same_table(loaded[0], table)
                # the time up to its last move at least (a save counts it up to the save)
                assert table.session.elapsed - 0.051 <= loaded[0].session.elapsed <= table.clock() + 0.051
                # reading back folds the log into a new save; the table goes on from it
                table.log = loaded[0].log
        assert step > 8


def test_a_bad_or_cut_short_line_stops_the_replay_is_reported_and_the_table_goes_on_from_the_move_before(tmp_path):
    """Every byte read back is hostile: a line the rules refuse (a move of the wrong
    seat, a move not legal there, an undo not allowed, a move count that does not
    follow), a line that is not JSON, and a last line cut short each stop the replay at
    that line: the moves before it stand, the problem is reported, and the log is folded
    into a new save, so nothing is ever appended after the bad line."""
    clock = HostClock()
    game = get_game("tournament-of-queens")
    played = seated("tournament-of-queens", ["open"] * 4, 9, clock)
    folder = tmp_path / "played"
    folder.mkdir()
    store.save_table(folder, played)
    rng = Rng(4)
    lines = []
    while len(lines) < 6:
        seat = game.current_seat(played.state)
        legal = game.legal_actions(played.state)
        played.act(seat, action_json(legal[rng.below(len(legal))]), played.moves)
        lines.append(store.move_line(played, "move", seat))
    good = b"".join(lines[:3])
    fourth = json.loads(lines[3])
    wrong_seat = dict(fourth, seat=(fourth["seat"] + 1) % 4)
    wrong_count = dict(fourth, n=fourth["n"] + 5)
    not_legal = dict(fourth, action={"kind": "play", "card": "no.such_card", "to": "nowhere"})
    no_undo = {"do": "undo", "seat": (fourth["seat"] + 2) % 4, "n": 2, "clock": 1.0}
    bad_clock = dict(fourth, clock="soon")
    cases = {
        "wrong seat": json.dumps(wrong_seat).encode() + b"\n",
        "wrong count": json.dumps(wrong_count).encode() + b"\n",
        "not legal": json.dumps(not_legal).encode() + b"\n",
        "no undo": json.dumps(no_undo).encode() + b"\n",
        "bad clock": json.dumps(bad_clock).encode() + b"\n",
        "bad notes": json.dumps(dict(fourth, notes=[["no.such_card", "Lay it"]])).encode() + b"\n",
        "garbage": b"\x00\xff{not json\n",
        "cut short": lines[3][:-9],
        "a list": b"[1, 2]\n",
    }
    for case, bad in cases.items():
        folder = tmp_path / case.replace(" ", "-")
        folder.mkdir()
        clock = HostClock()
        table = seated("tournament-of-queens", ["open"] * 4, 9, clock)
        store.save_table(folder, table)
        log = store.log_path(folder, table.code, table.log)
        log.write_bytes(good + bad + b"".join(lines[4:]))
        loaded, problems = store.load_folder(folder, clock)
        assert len(loaded) == 1 and loaded[0].moves == 3, case
        assert len(problems) == 1 and "line 4" in problems[0] and "goes on from move 3" in problems[0], (case, problems)
        assert not log.exists() and loaded[0].log == table.log + 1, case   # folded: nothing follows the bad line
        again, problems = store.load_folder(folder, clock)
        assert problems == [] and again[0].moves == 3 and again[0].state.to_json() == loaded[0].state.to_json(), case


def test_an_undo_whose_move_count_does_not_follow_is_refused_before_it_is_made(tmp_path):
    """An undo line is checked before the table takes the move back: a count it would not
    leave (past the start, two moves back, or none) stops the replay with the table as the
    line before left it, says why, and its log is kept aside whole, as it was written; the
    undo with its right count is played."""
    clock = HostClock()
    played = seated("tempting-fate", ["open", "open"], 2, clock)
    rng, lines = Rng(2), []
    while played.session.undo_point() is None:   # two moves, the second one that may be taken back
        seat = played.game.current_seat(played.state)
        legal = played.game.legal_actions(played.state)
        played.act(seat, action_json(legal[rng.below(len(legal))]), played.moves)
        lines.append(store.move_line(played, "move", seat))
    point = played.session.undo_point()
    assert played.moves == 2 and point == 1
    undoer = played.session.made[point][0]
    before = played.state.to_json()
    for count in (-1, 0, 2, 1 << 40):
        folder = tmp_path / f"left-{count}"
        folder.mkdir()
        table = seated("tempting-fate", ["open", "open"], 2, clock)
        store.save_table(folder, table)
        log = store.log_path(folder, table.code, table.log)
        written = b"".join(lines) + json.dumps({"do": "undo", "seat": undoer, "n": count, "clock": 1.0}).encode() + b"\n"
        log.write_bytes(written)
        [loaded], [problem] = store.load_folder(folder, clock)
        assert loaded.moves == 2 and loaded.state.to_json() == before, count
        assert f"line 3: the undo would leave 1 move, not {count}; table {table.code} goes on from move 2" in problem
        [aside] = [p for p in folder.iterdir() if p.name.startswith(f"{log.name}.damaged-")]
        assert f"its log is kept as {aside.name}" in problem and aside.read_bytes() == written
        assert not log.exists() and store.load_folder(folder, clock)[1] == [], "folded: the next start reads no log"
    folder = tmp_path / "right"
    folder.mkdir()
    table = seated("tempting-fate", ["open", "open"], 2, clock)
    store.save_table(folder, table)
    store.log_path(folder, table.code, table.log).write_bytes(
        b"".join(lines) + json.dumps({"do": "undo", "seat": undoer, "n": 1, "clock": 1.0}).encode() + b"\n")
    [loaded], problems = store.load_folder(folder, clock)
    assert problems == [] and loaded.moves == 1


def test_a_log_of_more_lines_than_are_played_back_stops_there_and_is_reported(tmp_path, monkeypatch):
    """A log's lines played back are bounded in count as well as in bytes (a megabyte of a
    move and its undo again and again was 13,800 rules' moves at a host's start): past
    ``MAX_LOG_LINES`` the table goes on from the last line played and it is said; a log of
    exactly that many is played whole (the bound made small here)."""
    clock = HostClock()
    played = seated("tempting-fate", ["open", "open"], 2, clock)
    rng, lines = Rng(9), []
    while len(lines) < 6:
        seat = played.game.current_seat(played.state)
        legal = played.game.legal_actions(played.state)
        played.act(seat, action_json(legal[rng.below(len(legal))]), played.moves)
        lines.append(store.move_line(played, "move", seat))
    monkeypatch.setattr(store, "MAX_LOG_LINES", 4)
    for kept, said in ((6, "holds more than 4 lines; table {code} goes on from move 4"), (4, None)):
        folder = tmp_path / str(kept)
        folder.mkdir()
        table = seated("tempting-fate", ["open", "open"], 2, clock)
        store.save_table(folder, table)
        store.log_path(folder, table.code, table.log).write_bytes(b"".join(lines[:kept]))
        [loaded], problems = store.load_folder(folder, clock)
        assert loaded.moves == 4
        assert (problems == []) if said is None else (said.format(code=table.code) in problems[0])


def test_a_log_that_is_a_link_or_too_large_is_reported_and_the_save_alone_hosted(tmp_path):
    clock = HostClock()
    table = seated("tempting-fate", ["open", "open"], 2, clock)
    for case in ("link", "large"):
        folder = tmp_path / case
        folder.mkdir()
        store.save_table(folder, table)
        log = store.log_path(folder, table.code, table.log)
        if case == "link":
            (tmp_path / "elsewhere.log").write_bytes(b"")
            log.symlink_to(tmp_path / "elsewhere.log")
        else:
            log.write_bytes(b" " * (store.MAX_LOG_BYTES + 1))
        loaded, problems = store.load_folder(folder, clock)
        assert len(loaded) == 1 and loaded[0].moves == 0 and len(problems) == 1, case
        assert ("link" in problems[0]) if case == "link" else ("larger" in problems[0])


async def two_seats_taken(server, seed: int):
    """``server`` started on loopback with a Tempting Fate table of two open seats, both
    taken by players joined over the socket, and the seats taken saved whole."""
    port = await server.start(LOOPBACK, 0)
    address = f"{LOOPBACK}:{port}"
    code = await create_table(address, "tempting-fate", ["open", "open"], seed=seed)
    players = [await Player.join(address, code) for _ in range(2)]
    await until_written(server)
    return code, players, server.tables[code]


async def until_written(server, also=lambda: True) -> None:
    """Wait (3 s at most) until the host has nothing left to write, asked again each time
    the host changes (its ``Stir``: a batch written wakes it)."""
    await server.stir.until(lambda: not server._unsaved and not server._writing and also(), 3.0)


async def play_one_move_to_disk(server, hosted, players, moves: int) -> None:
    """The seat whose turn it is makes its first legal move; every seat hears of it and
    the host has it on disk (its ``moves``-th) before this returns."""
    acting = next(p for p in players if p.my_turn)
    await acting.act(acting.legal()[0])
    for player in players:
        while player.moves < moves:
            await player.next(10)
    await until_written(server, lambda: hosted.saved == moves)


def test_a_table_that_plays_is_written_a_line_a_move_and_saved_whole_only_every_so_many_moves(tmp_path, monkeypatch):
    """While a table plays, a move is a line added to its log (a few syscalls), not the
    whole table written again (a new file, its .bak, two renames and a sync, a
    millisecond of processor); after ``store.LOG_LINES`` lines it is saved whole with a
    new log and the old log is removed."""
    from tarot_table.net import server as server_module
    monkeypatch.setattr(store, "LOG_LINES", 5)
    writes = []
    write_all = server_module._write_all

    def counted(chunk):
        writes.extend((path.name, text is None) for path, text in chunk)
        return write_all(chunk)

    monkeypatch.setattr(server_module, "_write_all", counted)

    async def play():
        server = Server(tmp_path, limits=Limits(save_every=0.0))
        code, players, hosted = await two_seats_taken(server, seed=8)
        saves_before, first_log = len([w for w in writes if not w[1]]), hosted.table.log
        logs_seen = []
        for moves in range(1, 13):
            await play_one_move_to_disk(server, hosted, players, moves)
            logs_seen.append(sorted(p.name for p in tmp_path.iterdir() if p.name.endswith(".log")))
        saves_after, last_log, saved = len([w for w in writes if not w[1]]), hosted.table.log, hosted.saved
        played = list(writes)   # (the players' leaving writes the table's time since its last line)
        for player in players:
            await player.close()
        await server.close()
        return code, saves_before, saves_after, first_log, last_log, logs_seen, saved, played

    code, saves_before, saves_after, first_log, last_log, logs_seen, saved, writes = run(play(), 60)
    assert saved == 12
    assert saves_after - saves_before == 2, writes
    assert last_log == first_log + 2   # 12 moves: saved whole after 5 and 10
    assert all(len(names) <= 1 for names in logs_seen)   # an old log is removed once its save is on disk
    assert logs_seen[0] == [f"{code}.{first_log}.log"] and logs_seen[-1] == [f"{code}.{last_log}.log"]
    assert [synced for _, synced in writes[saves_before:]] == [True] * 4 + [False] + [True] * 4 + [False] + [True] * 2


def test_a_playing_tables_log_is_opened_once_and_closed_before_a_save_makes_it_old(tmp_path, monkeypatch):
    """A move is one write to its table's log, held open (an open, a write and a close a
    move was the event loop's): a log is opened once, at the first move made into it, and
    closed when a whole save starts the next, before that save lands and the old log is
    removed (a file held open cannot be removed everywhere); the host closes every log it
    holds when it stops."""
    from tarot_table.net import server as server_module
    monkeypatch.setattr(store, "LOG_LINES", 4)
    opened, removed = [], []
    open_log, remove = store.open_log, server_module._remove_quietly

    def counted_open(path):
        opened.append(path.name)
        return open_log(path)

    monkeypatch.setattr(store, "open_log", counted_open)

    async def play():
        server = Server(tmp_path, limits=Limits(save_every=0.0))

        def noted_remove(path):
            held = [(h.table.code, h.log_file_of) for h in server.tables.values() if h.log_file is not None]
            removed.append((path.name, held))
            remove(path)

        monkeypatch.setattr(server_module, "_remove_quietly", noted_remove)
        code, players, hosted = await two_seats_taken(server, seed=8)
        first_log = hosted.table.log
        for moves in range(1, 11):
            await play_one_move_to_disk(server, hosted, players, moves)
        for player in players:
            await player.close()
        await server.close()
        return code, first_log, hosted

    code, first_log, hosted = run(play(), 60)
    logs = [f"{code}.{n}.log" for n in range(first_log, first_log + 3)]
    assert opened == logs   # 10 moves: into three logs (a save after 4 and 8), each opened once
    folded = [(name, held) for name, held in removed if name in logs]
    assert [name for name, _ in folded] == logs[:2]
    for name, held in folded:   # an old log is no longer held when it is removed
        assert all(f"{c}.{n}.log" != name for c, n in held), (name, held)
    assert hosted.log_file is None   # closed when the host stopped


def test_a_host_killed_the_instant_its_seats_are_told_of_a_move_keeps_that_move(tmp_path):
    """A move's line is on its way to disk before any seat is told of it, so a host
    killed (SIGKILL) right after telling keeps every move told, synced or not. (The seats
    taken are in the table's whole save, written within ``save_every`` like every change
    that is not a move: the test waits for that write.)"""

    hosts = []   # every host started, killed at the end whatever happens

    async def serve():
        process = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "tarot_table", "serve", "--port", "0", "--folder", str(tmp_path),
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.DEVNULL)
        hosts.append(process)
        started = json.loads(await asyncio.wait_for(process.stdout.readline(), 60))
        return process, f"{LOOPBACK}:{started['port']}", started

    async def play():
        host, address, _ = await serve()
        code = await create_table(address, "tournament-of-queens", ["open"] * 3, seed=21)
        players = [await Player.join(address, code) for _ in range(3)]
        bot = basic_bot(players[0].game)
        await asyncio.gather(*[play_to_end(p, bot, Rng(n), until=lambda p: p.moves >= 1) for n, p in enumerate(players)])
        for _ in range(50):   # the seats taken on disk: the host says a write since has landed
            if players[0].saved >= 1:
                break
            await players[0].next(10)
        await asyncio.gather(*[play_to_end(p, bot, Rng(n), until=lambda p: p.moves >= 7) for n, p in enumerate(players)])
        told = [p.moves for p in players]
        host, address, started, tokens = await killed_and_served_again(host, players, serve)
        back = [await Player.join(address, code, token=t) for t in tokens]
        moves = [p.moves for p in back]
        for player in back:
            await player.close()
        host.send_signal(signal.SIGTERM)
        await host.wait()
        return told, started, moves

    try:
        told, started, moves = run(play(), 120)
    finally:
        for host in hosts:   # a host the test left running (it failed midway) is killed by its own id
            if host.returncode is None:   # never waited for: its id is still its own
                try:
                    os.kill(host.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
    assert told == [7, 7, 7] and started["tables"] == 1 and started["problems"] == []
    assert moves == [7, 7, 7]


def test_a_table_whose_game_ends_is_saved_whole_so_its_save_says_it_ended(tmp_path):
    """The app's Continue list and records read a table's save, not its log: the move
    that ends the game makes the table saved whole, while the host goes on."""

    async def play():
        server = Server(tmp_path, limits=Limits(save_every=0.0))
        code, players, _ = await two_seats_taken(server, seed=3)
        bot = basic_bot(players[0].game)
        await asyncio.gather(*[play_to_end(p, bot, Rng(n)) for n, p in enumerate(players)])
        hosted = server.tables[code]
        await server.stir.until(lambda: not server._unsaved and not server._writing
                                and hosted.saved == hosted.table.moves, 3.0)   # the last write lands
        saved = json.loads((tmp_path / f"{code}.json").read_text())
        moves = hosted.table.moves
        for player in players:
            await player.close()
        await server.close()
        return saved, moves

    saved, moves = run(play(), 60)
    assert saved["finished"] is True and len(saved["actions"]) == moves > store.LOG_LINES // 4


def test_the_logs_of_a_table_with_no_save_are_removed_when_a_host_takes_the_folder(tmp_path):
    """A table deleted from Continue leaves no litter once a host takes the folder again;
    the log of a table whose save is there (readable or not) is kept."""
    clock = HostClock()
    table = seated("tempting-fate", ["open", "open"], 2, clock)
    store.save_table(tmp_path, table)
    kept = store.log_path(tmp_path, table.code, table.log)
    kept.write_bytes(b"")
    (tmp_path / "ZZZZZZ.json").write_text("not a save")   # unreadable: reported, left with its log
    damaged_log = tmp_path / "ZZZZZZ.0.log"
    damaged_log.write_bytes(b"{}\n")
    orphans = [tmp_path / "YYYYYY.3.log", tmp_path / "YYYYYY.4.log"]
    for orphan in orphans:
        orphan.write_bytes(b"{}\n")
    loaded, problems = store.load_folder(tmp_path, clock)
    assert [t.code for t in loaded] == [table.code] and len(problems) == 1
    assert not any(orphan.exists() for orphan in orphans) and damaged_log.exists()
    assert sorted(p.name for p in tmp_path.glob(f"{table.code}.*.log")) == []   # folded: its empty log removed


def test_a_folder_of_more_files_than_a_host_looks_at_is_reported_and_read_in_part(tmp_path, monkeypatch):
    """The names a host looks at in its folder are bounded (a folder of a million files
    stalled its start): past ``MAX_FOLDER_NAMES`` the rest are left and it says so; the
    tables among the names looked at are read."""
    clock = HostClock()
    for seed in range(3):
        store.save_table(tmp_path, seated("tempting-fate", ["open", "open"], seed, clock))   # a save each
    for n in range(20):
        (tmp_path / f"note-{n}.txt").write_bytes(b"")
    monkeypatch.setattr(store, "MAX_FOLDER_NAMES", 10)
    loaded, problems = store.load_folder(tmp_path, clock)
    assert problems == ["the folder holds more than 10 files; only the tables among the first 10 are hosted"]
    assert len(loaded) <= 3
    monkeypatch.setattr(store, "MAX_FOLDER_NAMES", 10_000)
    assert len(store.load_folder(tmp_path, clock)[0]) == 3


def test_a_host_killed_while_it_wrote_a_save_keeps_the_moves_of_the_log_it_had_begun(tmp_path):
    """A table saved whole starts its next log as the save's text is made, so the moves
    made while the save is written go to a log the save on disk does not name yet; a host
    killed then has the old save, its log, and the next log. Read back, the logs are
    played in turn: no move told is lost, and the new save's log is numbered after all of them."""
    clock = HostClock()
    played = seated("tournament-of-queens", ["open"] * 4, 12, clock)
    store.save_table(tmp_path, played)
    saved_log, rng = played.log, Rng(6)
    for step in range(6):
        if step == 3:
            played.log += 1   # the host made the next save's text here, and was killed before it landed
        one_step(played, rng, tmp_path)
    assert sorted(p.name for p in tmp_path.glob("*.log")) == [f"{played.code}.{saved_log}.log",
                                                               f"{played.code}.{saved_log + 1}.log"]
    loaded, problems = store.load_folder(tmp_path, clock)
    assert problems == [] and len(loaded) == 1
    same_table(loaded[0], played)
    assert loaded[0].log == saved_log + 2 and list(tmp_path.glob("*.log")) == []


def test_continue_tells_every_move_of_a_table_whose_host_was_killed_not_only_its_saves(tmp_path):
    """Sixth real-window round: the host killed at "Moves 7", its Continue row read "6
    moves" (the last whole save; the seventh was in the log). With no host at the folder,
    the list plays the logs into new saves first, as a host starting does."""
    from tarot_table import paths, saves
    from tarot_table.net import held_seats
    from tarot_table.table.scenes.continue_list import hosted_tables
    folder = paths.data_dir() / "tables"
    folder.mkdir(parents=True)
    clock, rng = HostClock(), Rng(9)
    table = seated("tempting-fate", ["open", "open"], 4, clock)
    store.save_table(folder, table)
    held_seats.keep(held_seats.HeldSeat("127.0.0.1:9", table.code, 0, table.places[0].token, "tempting-fate",
                                        hosted=True))
    for _ in range(7):   # played and logged, never saved whole: then the host is killed
        assert one_step(table, rng, folder)
    assert saves.list_saves(folder)[0].progress != f"{table.moves} moves"
    [row] = hosted_tables()
    assert row.progress == f"{table.moves} moves" and table.moves >= 5
    assert list(folder.glob("*.log")) == []   # folded into the save; the next log begins with the next move
