"""A network table whose save is damaged while the save before it (its .bak) reads:
Continue lists it from that backup, and the host now resumes it from there too, as a
game's autosave is resumed (it skipped the table, and Join said "No table here has the
code"): the damaged file is moved aside whole, never written over; the logs that follow
the damaged save are not played onto the older one (only the backup's own log, when a
killed host left it); the person hosting is told. Every move is played through the
rules (``legal_actions``, ``NetTable.act``); the app's own host on 127.0.0.1 only."""
from __future__ import annotations

import pytest

from tarot_table import paths, saves
from tarot_table.games import get_game
from tarot_table.net import app_host, store
from tarot_table.net.table import NetTable, action_json
from tarot_table.table.scenes.continue_list import row_detail
from tarot_table.table.scenes.menu import MenuScene
from tarot_table.table.scenes.remote_table import RemoteTableScene
from tests.helpers.network import HostClock, host_by_mouse, new_app, press, until_table
from tests.helpers.table import click, step


def play(table: NetTable, folder, moves: int) -> None:
    """``moves`` moves, the first legal one each time, each kept in the log as the host keeps it."""
    for _ in range(moves):
        seat = table.game.current_seat(table.state)
        table.act(seat, action_json(table.game.legal_actions(table.state)[0]), table.moves)
        store.append(store.log_path(folder, table.code, table.log), store.move_line(table, "move", seat))


def played_and_saved_twice(folder, keep_first_log: bool = False):
    """A two-person Tempting Fate table: two moves and a save (the backup to be), four
    more and a save (the file to be damaged), then an undo and a move in the newest log
    (after six moves of deal 7, the last may be taken back: its undo, played onto the
    backup's two moves, would take back the second).
    The table as played, its moves at the first save, the first save's log if kept."""
    table = NetTable.open(get_game("tempting-fate"), ["open", "open"], seed=7, now=HostClock())
    for seat in range(2):
        table.claim(seat, None, f"P{seat + 1}")
    play(table, folder, 2)
    store.fold(folder, table)
    at_backup, first_log = table.moves, store.log_path(folder, table.code, table.log)
    play(table, folder, 4)
    kept = first_log.read_bytes()
    store.fold(folder, table)   # the first save becomes the .bak; its log goes (its moves are in the new save)
    if keep_first_log:
        first_log.write_bytes(kept)   # a host killed before removing it
    seat = table.session.made[table.session.undo_point()][0]
    table.undo(seat)
    store.append(store.log_path(folder, table.code, table.log), store.move_line(table, "undo", seat))
    play(table, folder, 1)
    return table, at_backup


def tables_folder(tmp_path):
    folder = tmp_path / "tables"
    folder.mkdir()
    return folder


def damage(path) -> bytes:
    path.write_bytes(path.read_bytes()[:300])
    return path.read_bytes()


def test_the_host_resumes_a_damaged_table_from_the_save_before_it_and_keeps_the_file(tmp_path):
    folder = tables_folder(tmp_path)
    table, at_backup = played_and_saved_twice(folder)
    main = store.table_path(folder, table.code)
    damaged = damage(main)
    [listed] = saves.list_saves(folder)
    assert not listed.problem and listed.read_from.name.endswith(".bak"), "Continue lists it from its backup"
    assert store.damage(folder, table.code) == "", "so the Join page hosts it again"
    tables, problems = store.load_folder(folder, HostClock())
    [resumed] = tables
    assert resumed.moves == at_backup, "the newest log's undo and move follow the damaged save, not played"
    assert [a.to_json() for a in resumed.session.actions] == [a.to_json() for a in table.session.actions[:at_backup]]
    [told] = problems
    assert told == resumed.read_back
    [aside] = folder.glob(f"{table.code}.json.damaged-*")
    assert aside.read_bytes() == damaged, "the damaged file is kept whole"
    assert f"It is kept as {aside.name}; table {table.code} goes on from its save before, at move {at_backup}." in told
    assert store.load_table(main, HostClock()).moves == at_backup, "saved again whole from the save before"
    assert list(folder.glob("*.log")) == [], "the logs that followed the damaged save are gone with it"


def test_the_words_kept_in_the_save_are_read_as_hostile(tmp_path):
    table, _ = played_and_saved_twice(tables_folder(tmp_path))
    table.read_back = "T.json is damaged. It is kept as T.json.damaged-1; table T goes on."
    saved = table.to_json()
    assert NetTable.from_json(saved, table.session, HostClock()).read_back == table.read_back
    for bad in ("a\nb", "x" * 2001, 7, None):
        with pytest.raises(ValueError):
            NetTable.from_json({**saved, "read_back": bad}, table.session, HostClock())


def test_the_backup_s_own_log_left_by_a_killed_host_is_played(tmp_path):
    folder = tables_folder(tmp_path)
    table, _ = played_and_saved_twice(folder, keep_first_log=True)
    damage(store.table_path(folder, table.code))
    [resumed], _ = store.load_folder(folder, HostClock())
    assert resumed.moves == table.moves and resumed.state.to_json() == table.state.to_json(), \
        "its own log, then the next: every move played"


def test_a_table_whose_backup_is_damaged_too_is_skipped_and_left_as_it_is(tmp_path):
    folder = tables_folder(tmp_path)
    table, _ = played_and_saved_twice(folder)
    main = store.table_path(folder, table.code)
    damage(main)
    damage(main.with_name(main.name + ".bak"))
    files = {p.name: p.read_bytes() for p in folder.iterdir()}
    assert store.damage(folder, table.code).startswith(f"{main.name} ")
    tables, problems = store.load_folder(folder, HostClock())
    assert tables == [] and len(problems) == 1
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == files


@pytest.mark.parametrize("log_left", [False, True])
def test_continue_hosts_it_again_from_its_backup_and_says_so(apps, loopback_host, log_left):
    """``log_left``: a killed host's log lies beside it, so Continue's listing plays the
    folder's logs into saves (``fold_logs_left_by_a_killed_host``), resuming this table then:
    its words wait in its save for the person hosting."""
    panel = host_by_mouse(apps[0], "lucky-you")
    code = panel.code
    press(apps[0], panel, "Sit down at the table")
    until_table(apps[0])
    apps[0].go("menu")
    app_host.stop()   # the app closed: its tables saved
    main = paths.data_dir() / "tables" / f"{code}.json"
    assert main.with_name(main.name + ".bak").exists()
    damaged = damage(main)
    if log_left:
        main.with_name(f"{code}.99.log").write_bytes(b"")
    app = new_app()
    menu = MenuScene(app)
    app.switch(menu)
    step(app)
    [row] = [info for info in menu.continue_list.saves if info.hosted is not None]
    assert not row.problem and ("From its backup" in row_detail(row)) != log_left
    click(app, next(b for b in menu.buttons if b.label == row.slot).rect.center)
    table = until_table(app)
    assert isinstance(table, RemoteTableScene) and table.remote.code == code
    words = table.message[0]
    assert words.startswith(f"Your table's file was damaged: {main.name} "), words
    [aside] = main.parent.glob(f"{code}.json.damaged-*")
    assert f"It is kept as {aside.name}; table {code} goes on from its save before" in words
    assert aside.read_bytes() == damaged


def test_the_host_s_log_says_which_saved_tables_it_hosts_and_which_it_does_not(tmp_path, caplog):
    """A table resumed from the save before it is hosted: the host's log says so under
    "saved table hosted:", not under "saved table not hosted:", which it keeps for a table
    neither of whose saves reads."""
    import asyncio
    from tarot_table.net.server import Server
    folder = tables_folder(tmp_path)
    resumed, _ = played_and_saved_twice(folder)
    damage(store.table_path(folder, resumed.code))
    unread, _ = played_and_saved_twice(folder)
    for path in (store.table_path(folder, unread.code), store.table_path(folder, unread.code).with_suffix(".json.bak")):
        damage(path)

    async def start_and_stop():
        server = Server(folder)
        await server.start("127.0.0.1", 0)
        hosted = sorted(server.tables)
        await server.close()
        return hosted, server.problems

    caplog.set_level("WARNING", "tarot_table.net")
    hosted, problems = asyncio.run(asyncio.wait_for(start_and_stop(), 30))
    assert hosted == [resumed.code]
    said = [r.getMessage() for r in caplog.records]
    [hosted_line] = [line for line in said if line.startswith("saved table hosted: ")]
    [skipped_line] = [line for line in said if line.startswith("saved table not hosted: ")]
    assert f"table {resumed.code} goes on from its save before" in hosted_line
    assert unread.code in skipped_line and resumed.code not in skipped_line
    assert len(problems) == 2, "serve still reports both"


def test_a_new_table_never_takes_the_code_of_a_table_kept_only_in_its_backup(tmp_path, monkeypatch):
    """A table whose file is gone but whose save before it is there (Continue lists it
    from there, and a host resumes it): a new table is not given its code, which would
    write a save over the name it is resumed by."""
    import asyncio
    from tarot_table.net import server as server_module
    from tarot_table.net.connection import Limits
    from tarot_table.net.server import Server
    folder = tables_folder(tmp_path)

    async def open_one():
        server = Server(folder, limits=Limits(save_every=0.0))
        await server.start("127.0.0.1", 0)
        kept, _ = played_and_saved_twice(folder)   # saved by a host before: its file then lost
        main = store.table_path(folder, kept.code)
        main.unlink()
        backup = main.with_name(main.name + ".bak").read_bytes()
        codes = iter([kept.code, "NEWTAB"])
        monkeypatch.setattr(server_module, "new_code", lambda prefix="": next(codes))
        code = server.open_table("tempting-fate", ["open", "open"], seed=3).code
        await server.stir.until(lambda: not server._unsaved and not server._writing, 3.0)
        await server.close()
        return kept.code, code, backup

    kept, code, backup = asyncio.run(asyncio.wait_for(open_one(), 30))
    assert code == "NEWTAB"
    main = store.table_path(folder, kept)
    assert not main.exists() and main.with_name(main.name + ".bak").read_bytes() == backup
