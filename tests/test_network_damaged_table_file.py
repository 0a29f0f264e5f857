"""A network table this app hosted whose file in the data folder's tables/ is damaged
(play-test finding H1: the table vanished from Continue with no word, and Join said "No
table here has the code"): it is listed as damaged, as a damaged save is; Continue and the
Join page say its file is damaged and kept; the file is never touched. The app's own host
on 127.0.0.1 only, every wait bounded (tests/helpers/network.py)."""
from __future__ import annotations

from tarot_table import paths
from tarot_table.net import app_host
from tarot_table.table.scenes.continue_list import row_detail
from tarot_table.table.scenes.join import JoinScene
from tarot_table.table.scenes.menu import MenuScene
from tests.helpers.network import host_by_mouse, new_app, press, until_table
from tests.helpers.table import click, step


def test_a_damaged_hosted_table_is_said_on_continue_and_the_join_page_and_its_file_kept(apps, loopback_host):
    panel = host_by_mouse(apps[0], "lucky-you")
    code = panel.code
    press(apps[0], panel, "Sit down at the table")
    until_table(apps[0])
    apps[0].go("menu")
    app_host.stop()   # the app closed
    path = paths.data_dir() / "tables" / f"{code}.json"
    whole = path.read_bytes()
    # cut short, as a full disk or a crash leaves it: at a value's end about half way (cut inside a
    # text, where the save's fields had moved, the reader says "not valid JSON" instead)
    path.write_bytes(whole[:whole.rindex(b',"', 0, len(whole) // 2)])
    for backup in path.parent.glob(f"{code}.json.bak"):
        backup.write_bytes(b"")
    damaged = {p.name: p.read_bytes() for p in path.parent.iterdir()}
    app = new_app()
    menu = MenuScene(app)
    app.switch(menu)
    step(app)
    [row] = [info for info in menu.continue_list.saves if info.hosted is not None]
    assert row.slot == code and row_detail(row).startswith("Damaged: ")
    click(app, next(b for b in menu.buttons if b.label == row.slot).rect.center)
    assert menu.note.startswith(f"Table {code}'s file is damaged, so it cannot be hosted again; "
                                "the file is kept as it is (")
    assert "cut short" in menu.note
    press(app, menu, "Join a table")
    page = app.scene
    assert isinstance(page, JoinScene)
    step(app)
    [mine] = [b for b in page.buttons if code in b.label and "seat 1" in b.label]
    assert mine.label.endswith("(hosted here, its file damaged)")
    click(app, mine.rect.center)
    step(app)
    assert page.note == menu.note and page.joining is None   # said, and nothing hosted
    assert app_host.running() is None
    assert {p.name: p.read_bytes() for p in path.parent.iterdir()} == damaged   # nothing written, nothing moved
