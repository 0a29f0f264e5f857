"""A network table this app hosted, deleted from Continue (x, then Delete): its seat
here goes with its file (it stayed in network-seats.json, and Join offered it and said
"No table here has the code"); and a seat held at a table hosted here whose file is gone
is not offered on the Join page. Deleted while this app's host still holds it, it stays
deleted: the host stops hosting it and tells whoever plays there that it has ended (the
host had written it again at its next save, and its row came back without its seat); and
while another window hosts it, the delete is refused with the reason. The app's own host
on 127.0.0.1 only, every wait bounded (tests/helpers/network.py)."""
from __future__ import annotations

import subprocess
import sys

from tarot_table import paths
from tarot_table.net import app_host, held_seats
from tarot_table.net.remote_session import TABLE_DELETED
from tarot_table.table.scenes.join import JoinScene
from tarot_table.table.scenes.menu import MenuScene
from tests.helpers.network import (host_by_mouse, new_app, press, run_until, seated_from_the_join_page,
                                   sit_at_own_table, step_away, until_table)
from tests.helpers.table import click, record_text, step

HOLDS_THE_FOLDER = ("import sys, pathlib; from tarot_table import filestore; "
                    "filestore.try_hold(pathlib.Path(sys.argv[1])); print('held', flush=True); sys.stdin.read()")


def hosted_and_left(app) -> str:
    """A Lucky You! table hosted by mouse, sat at, left; the app closed. Its code."""
    panel = host_by_mouse(app, "lucky-you")
    code = panel.code
    press(app, panel, "Sit down at the table")
    until_table(app)
    app.go("menu")
    app_host.stop()
    assert [h.code for h in held_seats.load()[0] if h.hosted] == [code]
    return code


def join_page_seats(app, menu) -> list[str]:
    press(app, menu, "Join a table")
    page = app.scene
    assert isinstance(page, JoinScene)
    step(app)
    return [h.code for h in page.held]


def test_deleting_a_damaged_hosted_table_lets_its_seat_go(apps, loopback_host):
    code = hosted_and_left(apps[0])
    path = paths.data_dir() / "tables" / f"{code}.json"
    path.write_bytes(path.read_bytes()[:200])   # damaged: cut short
    path.with_name(f"{code}.json.bak").unlink(missing_ok=True)
    app = new_app()
    menu = MenuScene(app)
    app.switch(menu)
    step(app)
    [row] = [info for info in menu.continue_list.saves if info.hosted is not None]
    assert row.problem
    click(app, next(b for b in menu.buttons if b.label == "\u00d7").rect.center)
    click(app, next(b for b in menu.buttons if b.label == "Delete").rect.center)
    assert not path.exists()
    assert menu.continue_list.deleted.startswith("Deleted ")
    assert [h for h in held_seats.load()[0] if h.code == code] == [], "its seat went with it"
    assert not [info for info in menu.continue_list.saves if info.hosted is not None]
    assert code not in join_page_seats(app, menu)


def test_a_seat_at_a_hosted_table_whose_file_is_gone_is_not_offered(apps, loopback_host):
    code = hosted_and_left(apps[0])
    for kept in (paths.data_dir() / "tables").glob(f"{code}.*"):
        kept.unlink()   # removed by hand, or by a version that left the seat behind
    app = new_app()
    menu = MenuScene(app)
    app.switch(menu)
    step(app)
    assert code not in join_page_seats(app, menu)
    assert [h.code for h in held_seats.load()[0] if h.hosted] == [code], "kept on disk: only not offered"


def delete_the_hosted_row(app, menu) -> None:
    step(app)
    [row] = [info for info in menu.continue_list.saves if info.hosted is not None]
    # its own \u00d7, beside it: a seat joined from this data folder is a row too, above it
    # when that seat was kept a second later than the table's save
    at = next(n for n, b in enumerate(menu.buttons) if b.label == row.slot)
    assert menu.buttons[at + 1].label == "\u00d7"
    click(app, menu.buttons[at + 1].rect.center)
    click(app, next(b for b in menu.buttons if b.label == "Delete").rect.center)


def test_a_table_deleted_while_this_app_hosts_it_stays_deleted_and_its_guest_is_told(apps, loopback_host,
                                                                                     monkeypatch):
    host, address = app_host.host(), app_host.own_address()
    code, ann = sit_at_own_table(apps[0], host, address, "tempting-fate", ["open", "open"], 5, "Ann")
    bea = seated_from_the_join_page(apps[1], address, code, "Bea")
    run_until(apps, [ann, bea], lambda: all(seat["connected"] for seat in ann.remote.seats))
    step_away(apps[0], ann)
    menu = apps[0].scene
    assert isinstance(menu, MenuScene)
    delete_the_hosted_row(apps[0], menu)
    assert menu.continue_list.deleted == ("Deleted \u201cTempting Fate (network table)\u201d. Bea was playing at it: "
                                          "told that the table has ended.")
    folder = paths.data_dir() / "tables"
    assert not list(folder.glob(f"{code}.*")), "its save, its backup and its logs are gone"
    assert host.tables() == [], "the host holds it no more"
    run_until([apps[1]], [bea], lambda: not bea.remote.connected)
    written = record_text(monkeypatch)
    step(apps[1])
    assert bea.remote.table_deleted and not bea.remote.host_gone
    assert TABLE_DELETED in written, "Bea's status line says the table has ended, not that its host will be back"
    assert "Join again" not in [b.label for b in bea.strip_buttons]
    assert [h for h in held_seats.load()[0] if h.code == code] == [], "neither seat is offered again"
    app_host.stop()   # a host stopping writes every table it holds: this one no more
    assert not list(folder.glob(f"{code}.*"))
    again = new_app()
    menu = MenuScene(again)
    again.switch(menu)
    step(again)
    assert not [info for info in menu.continue_list.saves if info.hosted is not None or info.joined is not None]


def test_a_table_another_window_hosts_is_not_deleted_here(apps, loopback_host):
    code = hosted_and_left(apps[0])
    folder = paths.data_dir() / "tables"
    kept = sorted(p.name for p in folder.glob(f"{code}.*"))
    other = subprocess.Popen([sys.executable, "-c", HOLDS_THE_FOLDER, str(folder / "host")],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert other.stdout.readline().strip() == "held"
        app = new_app()
        menu = MenuScene(app)
        app.switch(menu)
        delete_the_hosted_row(app, menu)
        assert menu.continue_list.deleted == (f"\u201cLucky You! (network table)\u201d is not deleted: "
                                              f"{app_host.DELETE_ELSEWHERE}.")
        assert sorted(p.name for p in folder.glob(f"{code}.*")) == kept
        assert [h.code for h in held_seats.load()[0] if h.hosted] == [code], "its seat is kept with it"
        assert app_host.running() is None
    finally:
        other.communicate("", timeout=10)


def test_a_table_deleted_while_a_worker_thread_writes_it_is_removed_after_the_write(tmp_path, monkeypatch):
    """The host's batch writing the table in a worker thread when it is deleted: the
    delete waits for that write, then removes the files, so the write never lands after it."""
    import asyncio
    import threading
    from tarot_table.net import server as server_module
    from tarot_table.net.connection import Limits
    from tarot_table.net.server import Server
    from tests.helpers.network import run
    write_all = server_module._write_all
    gate, calls = threading.Event(), []

    def held(chunk):
        calls.append(chunk)
        gate.wait(30)
        return write_all(chunk)

    monkeypatch.setattr(server_module, "_write_all", held)

    async def play():
        server = Server(tmp_path, limits=Limits(save_every=3600))
        await server.start("127.0.0.1", 0)
        code = server.open_table("tempting-fate", ["open", "open"], seed=5).code
        for _ in range(10_000):   # bounded: the batch's thread takes the table's first write
            if calls:
                break
            await asyncio.sleep(0)
        dropping = asyncio.create_task(server.drop_table(code))
        for _ in range(1_000):   # bounded: the delete goes as far as it can without the thread
            if dropping.done():
                break
            await asyncio.sleep(0)
        waited = not dropping.done()
        gate.set()
        await dropping
        await server.close()
        return code, waited

    code, waited = run(play(), 60)
    assert calls and waited, "the delete waited for the write under way"
    assert not list(tmp_path.glob(f"{code}*")), "nothing of the table is left, nor written again at the stop"


def test_continue_and_join_read_only_the_tables_held_here_and_leave_the_host_s_files_alone(apps, loopback_host,
                                                                                          monkeypatch):
    """The tables' folder is its host's (a `serve` may share it with thousands of tables):
    Continue and Join a table read the saves of the tables this app holds a seat at, not
    every save there, and sweep nothing of it (a sweep had removed the file the host was
    writing, failing its save)."""
    from tarot_table import saves
    code = hosted_and_left(apps[0])
    folder = paths.data_dir() / "tables"
    for n in range(3):   # tables of a `serve` sharing the folder: no seat of this app there
        (folder / f"SERVE{n + 2}.json").write_bytes((folder / f"{code}.json").read_bytes())
    writing = folder / f".{code}.json.new-{'k' * 8}.tmp"
    writing.write_bytes(b"the host's next save, half written")
    read = []
    real = saves._save_info
    monkeypatch.setattr(saves, "_save_info", lambda path, slot: read.append(slot) or real(path, slot))
    app = new_app()
    menu = MenuScene(app)
    app.switch(menu)
    step(app)
    assert [info.slot for info in menu.continue_list.saves if info.hosted is not None] == [code]
    assert code in join_page_seats(app, menu)
    assert set(read) == {code}, "only the table held here is read"
    assert writing.exists(), "the host's file being written is left to it"
