"""A real X server (Xvfb) and xdotool for the end-to-end window tests."""
from __future__ import annotations
import os
import shutil
import subprocess
import time
from pathlib import Path
import pytest

from tarot_table.session import Session
from tarot_table.table.app import App
from tarot_table.table.scenes.menu import MenuScene
from tarot_table.table.scenes.newgame import NewGameScene
from tarot_table.table.scenes.table import TableScene


SIZE = (1280, 800)


IN_CI = os.environ.get("CI") == "true"


def needs(condition: bool, why: str) -> None:
    """In CI every piece must be there; elsewhere a missing piece skips the test."""
    if not condition:
        if IN_CI:
            pytest.fail(why)
        pytest.skip(why)


@pytest.fixture
def display():
    needs(shutil.which("Xvfb") is not None and shutil.which("xdotool") is not None,
          "Xvfb and xdotool are needed (apt-get install xvfb xdotool)")
    read, write = os.pipe()   # Xvfb picks a free display and writes its number here
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1400x900x24",
                               "-nolisten", "tcp"], pass_fds=(write,),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as answer:
        name = f":{answer.readline().strip()}"
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:   # ready once it answers, not when its socket appears
        probe = subprocess.run(["xdotool", "getdisplaygeometry"], env={**os.environ, "DISPLAY": name},
                               capture_output=True, text=True)
        if probe.returncode == 0:
            break
        time.sleep(0.1)
    yield name
    server.kill()
    server.wait()


def xdo(display: str, *args: str) -> str:
    result = subprocess.run(["xdotool", *args], env={**os.environ, "DISPLAY": display},
                            capture_output=True, text=True, timeout=30)
    return result.stdout


def window_origin(display: str) -> tuple[int, int]:
    window = xdo(display, "search", "--class", "tarot-table").split()[0]
    shape = dict(line.strip().split(": ", 1) for line in
                 xdo(display, "getwindowgeometry", window).splitlines()[1:] if ": " in line)
    x, y = shape["Position"].split(" ")[0].split(",")
    return int(x), int(y)


def click_at(display: str, point) -> None:
    xdo(display, "mousemove", str(point[0]), str(point[1]))
    time.sleep(0.15)
    xdo(display, "click", "1")
    time.sleep(0.6)


def drag_between(display: str, start, end) -> None:
    xdo(display, "mousemove", str(start[0]), str(start[1]))
    time.sleep(0.15)
    xdo(display, "mousedown", "1")
    for i in range(1, 11):
        x = start[0] + (end[0] - start[0]) * i // 10
        y = start[1] + (end[1] - start[1]) * i // 10
        xdo(display, "mousemove", str(x), str(y))
        time.sleep(0.03)
    xdo(display, "mouseup", "1")
    time.sleep(0.8)


def wait_for_window(display: str, app: subprocess.Popen) -> tuple[int, int]:
    """Wait until the app's window is up; answers where its top-left corner is."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not xdo(display, "search", "--class", "tarot-table").strip():
        assert app.poll() is None, app.stdout.read()
        time.sleep(0.2)
    assert xdo(display, "search", "--class", "tarot-table").strip(), "no window appeared"
    time.sleep(1.0)
    return window_origin(display)


def check_screenshot(shot: Path) -> None:
    from PIL import Image
    with Image.open(shot) as image:
        colours = image.convert("RGB").getcolors(maxcolors=1 << 20)
    assert colours is not None and len(colours) > 500   # a real table, not a blank window


def points() -> dict[str, tuple[int, int]]:
    """Where to click, from the same scenes laid out headless at the same size."""
    app = App(headless=True, size=SIZE)
    menu = MenuScene(app)
    app.switch(menu)
    app.render(app.screen)
    tile = next(b for b in menu.buttons if b.label == "Reading Table").rect.center
    new = NewGameScene(app, menu_game("reading"))
    app.switch(new)
    app.render(app.screen)
    start = next(b for b in new.buttons if b.label == "Start").rect.center
    table = TableScene(app, Session.start(menu_game("reading"), 1), saving=False)
    app.switch(table)
    app.render(app.screen)
    deck = table.card_rect(table.session.state.zones["deck"][-1].card).center
    slots = {zone: table.geometry.spot_rect(table.geometry.layout.spot(zone)).center
             for zone in ("pos1", "pos2", "pos3")}
    back = next(b for b in table.bar_buttons if b.label == "Menu").rect.center
    app.switch(MenuScene(app))
    app.render(app.screen)
    quit_button = next(b for b in app.scene.buttons if b.label == "Quit").rect.center
    table.leave()
    return {"tile": tile, "start": start, "deck": deck, "slot": slots["pos2"], **slots, "menu": back,
            "quit": quit_button}


def menu_game(game_id):
    from tarot_table.games import GAMES
    return GAMES[game_id]
