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
    wait_for(lambda: subprocess.run(["xdotool", "getdisplaygeometry"], env={**os.environ, "DISPLAY": name},
                                    capture_output=True, text=True).returncode == 0)   # it answers: ready
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


def wait_for(check, seconds: float = 20.0, every: float = 0.1):
    """Ask ``check()`` until it answers something true, at most ``seconds`` and at most
    ``seconds / every`` + 1 times; answers its last answer."""
    deadline = time.monotonic() + seconds
    for _ in range(int(seconds / every) + 1):
        value = check()
        if value or time.monotonic() > deadline:
            return value
        time.sleep(every)
    return check()


POLL_S = 0.05          # between two looks at the screen
SETTLE_POLLS = 400     # at most this many looks (20 s) for a change to show and settle
SETTLE_S = 30.0        # and never longer than this, however slow each look is


GRAB_TRIES = 5          # an X connection refused now and then (a busy server) is tried again


def screen(display: str) -> bytes:
    from PIL import ImageGrab
    for _ in range(GRAB_TRIES - 1):
        try:
            return ImageGrab.grab(xdisplay=display).tobytes()
        except OSError:   # "X connection failed": the server was busy, not gone
            time.sleep(0.2)
    return ImageGrab.grab(xdisplay=display).tobytes()


def settle(display: str, before: bytes | None = None) -> bytes:
    """Look at the screen until it differs from ``before`` (when given) and then shows
    the same picture twice running: the app has taken the input and drawn its answer.
    Bounded in looks and in time; answers the settled picture (the caller's assertions
    say whether it is the right one)."""
    deadline = time.monotonic() + SETTLE_S
    last = screen(display)
    changed = before is None or last != before
    for _ in range(SETTLE_POLLS):
        if time.monotonic() > deadline:
            break
        time.sleep(POLL_S)
        now = screen(display)
        if changed and now == last:
            return now
        changed = changed or now != before
        last = now
    return last


def click_at(display: str, point) -> None:
    before = screen(display)
    xdo(display, "mousemove", str(point[0]), str(point[1]), "click", "1")
    settle(display, before)


def drag_between(display: str, start, end) -> None:
    """Press, move in ten steps and let go, as one stream of events (X keeps their
    order); then wait for the table to settle."""
    before = screen(display)
    steps = []
    for i in range(1, 11):
        x = start[0] + (end[0] - start[0]) * i // 10
        y = start[1] + (end[1] - start[1]) * i // 10
        steps += ["mousemove", str(x), str(y)]
    xdo(display, "mousemove", str(start[0]), str(start[1]), "mousedown", "1", *steps, "mouseup", "1")
    settle(display, before)


def wait_for_window(display: str, app: subprocess.Popen) -> tuple[int, int]:
    """Wait until the app's window is up and drawn; answers where its top-left corner is."""
    def shown() -> bool:
        assert app.poll() is None, app.stdout.read()
        return bool(xdo(display, "search", "--onlyvisible", "--class", "tarot-table").strip())

    assert wait_for(shown, 60), "no window appeared"
    origin = window_origin(display)
    wait_for(lambda: painted(display, origin), 20, POLL_S)   # a blank window has few colours
    settle(display)
    return origin


def painted(display: str, origin: tuple[int, int]) -> bool:
    from PIL import ImageGrab
    left, top = origin
    picture = ImageGrab.grab(xdisplay=display).crop((left, top, left + SIZE[0], top + SIZE[1]))
    colours = picture.convert("RGB").getcolors(maxcolors=1 << 20)
    return colours is not None and len(colours) > 500


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
