"""A table this app hosted, while another window of the app (another process on the same
data folder) hosts it (play-test finding N7): the Join page said "Seat 1 at this table is
yours: Join takes it back", then Join said "cannot host on 0.0.0.0:0 (another host is
serving ...)". Now both say in plain words that it is open in another window, and nothing
promises a Join that is then refused. The other window is a real second process holding
the folder as a host does; the app's own host on 127.0.0.1 only."""
from __future__ import annotations

import subprocess
import sys

from tarot_table import paths
from tarot_table.net import app_host, held_seats
from tarot_table.table.scenes.join import JoinScene
from tarot_table.table.scenes.menu import MenuScene
from tests.helpers.network import press
from tests.helpers.table import click, step

HOLDS_THE_FOLDER = ("import sys, pathlib; from tarot_table import filestore; "
                    "filestore.try_hold(pathlib.Path(sys.argv[1])); print('held', flush=True); sys.stdin.read()")


def test_a_table_hosted_in_another_window_is_said_so_in_plain_words(apps, loopback_host):
    app = apps[0]
    held = held_seats.HeldSeat("127.0.0.1:8765", "KK55JN", 0, "t" * 24, "lucky-you", "Alice", hosted=True)
    held_seats.keep(held)
    folder = paths.data_dir() / "tables"
    other = subprocess.Popen([sys.executable, "-c", HOLDS_THE_FOLDER, str(folder / "host")],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert other.stdout.readline().strip() == "held"
        app.switch(MenuScene(app))
        press(app, app.scene, "Join a table")
        page = app.scene
        assert isinstance(page, JoinScene)
        page.found = [{"code": "KK55JN", "address": "127.0.0.1:8765", "game": "lucky-you", "title": "Lucky You!",
                       "open": [], "seats": 2}]   # as the other window announces it
        app.request_redraw()
        step(app)
        click(app, next(b for b in page.buttons if "KK55JN" in b.label and "your seat" in b.label).rect.center)
        assert page.note == app_host.SERVED_ELSEWHERE, page.note
        press(app, page, "Join")
        assert page.note == app_host.SERVED_ELSEWHERE and page.joining is None
        assert app_host.running() is None
    finally:
        other.communicate("", timeout=10)
