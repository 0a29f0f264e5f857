"""A network table this app hosted, deleted from Continue (x, then Delete): its seat
here goes with its file (it stayed in network-seats.json, and Join offered it and said
"No table here has the code"); and a seat held at a table hosted here whose file is gone
is not offered on the Join page. The app's own host on 127.0.0.1 only, every wait bounded
(tests/helpers/network.py)."""
from __future__ import annotations

from tarot_table import paths
from tarot_table.net import app_host, held_seats
from tarot_table.table.scenes.join import JoinScene
from tarot_table.table.scenes.menu import MenuScene
from tests.helpers.network import host_by_mouse, new_app, press, until_table
from tests.helpers.table import click, step


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
