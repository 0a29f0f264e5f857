"""A real X server (Xvfb) and xdotool for the end-to-end window tests.

The app runs in a process of its own, so a test waits for it by looking: at the screen,
at the X server's windows, at a file the app writes. Every wait is a loop bounded in
looks, and the pace between two looks is a round trip to the X server (a picture of the
screen, which the server answers after the drawing it was sent before); none sleeps or
reads the wall clock."""
from __future__ import annotations
import json
import os
import shutil
import subprocess
import sys
from contextlib import contextmanager
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
    yield from x_server((1400, 900))


def x_server(size: tuple[int, int]):
    """An Xvfb screen of ``size`` with no window manager, for a fixture or a ``with``
    (contextlib.contextmanager) to yield from: its display name."""
    needs(shutil.which("Xvfb") is not None and shutil.which("xdotool") is not None,
          "Xvfb and xdotool are needed (apt-get install xvfb xdotool)")
    read, write = os.pipe()   # Xvfb picks a free display and writes its number here
    # -noreset: by default the server starts itself over whenever its last client leaves,
    # and refuses whoever connects meanwhile; the test's own looks come and go all the time,
    # so the app's first connection could meet a reset ("x11 not available")
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", f"{size[0]}x{size[1]}x24",
                               "-nolisten", "tcp", "-noreset"], pass_fds=(write,),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as answer:
        name = f":{answer.readline().strip()}"   # written once the server takes connections
    try:
        assert xdo(name, "getdisplaygeometry").strip() == f"{size[0]} {size[1]}", "the X server does not answer"
        yield name
    finally:
        stop_server(server)


def stop_server(server: subprocess.Popen) -> None:
    """Ask Xvfb to end, so it takes its socket and lock file away with it: a killed
    server leaves them for the next server that picks the same number."""
    server.terminate()
    try:
        server.wait(timeout=30)
    except subprocess.TimeoutExpired:
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


def window_size(display: str) -> tuple[int, int]:
    window = xdo(display, "search", "--class", "tarot-table").split()[0]
    shape = dict(line.strip().split(": ", 1) for line in
                 xdo(display, "getwindowgeometry", window).splitlines()[1:] if ": " in line)
    width, height = shape["Geometry"].split("x")
    return int(width), int(height)


LOOKS = 1000           # the most looks one wait takes (each a round trip to the X server:
                       # from about 10 ms on a quiet machine to some 300 ms on a busy one)
SETTLE_LOOKS = 600     # the most looks for an input's answer to show and settle
STILL_LOOKS = 3        # the same picture this many looks running: the app has drawn its answer
GRAB_TRIES = 5         # an X connection refused now and then (a busy server) is tried again


def screen(display: str) -> bytes:
    from PIL import ImageGrab
    for _ in range(GRAB_TRIES - 1):
        try:
            return ImageGrab.grab(xdisplay=display).tobytes()
        except OSError:   # "X connection failed": the server was busy, not gone
            xdo(display, "getdisplaygeometry")   # a connection that waits its turn before the next try
    return ImageGrab.grab(xdisplay=display).tobytes()


def wait_for(check, display: str, looks: int = LOOKS):
    """Ask ``check()`` until it answers something true, with a look at the screen between
    two askings; at most ``looks`` times. Answers its last answer."""
    for _ in range(looks):
        value = check()
        if value:
            return value
        screen(display)
    return check()


def settle(display: str, before: bytes | None = None) -> bytes:
    """Look at the screen until it differs from ``before`` (when given) and then shows
    the same picture ``STILL_LOOKS`` times running: the app has taken the input and drawn
    its answer. Bounded in looks; answers the settled picture (the caller's assertions say
    whether it is the right one)."""
    last = screen(display)
    changed = before is None or last != before
    same = 1
    for _ in range(SETTLE_LOOKS):
        now = screen(display)
        same = same + 1 if now == last else 1
        changed = changed or now != before
        if changed and same >= STILL_LOOKS:
            return now
        last = now
    return last


def click_at(display: str, point) -> None:
    """Move the pointer and let the app draw what it points at, then click and wait for
    the click's answer. Moved and clicked at once, the button lit under the pointer was
    taken for the click's answer: on a busy machine the next click then went to a page
    not yet drawn (its buttons not laid out), and was lost."""
    xdo(display, "mousemove", str(point[0]), str(point[1]))
    pointed = settle(display)
    xdo(display, "click", "1")
    settle(display, pointed)


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
        assert app.poll() is None, (app.stdout.read() + f"\n(the X server {display} answers: "
                                    f"{xdo(display, 'getdisplaygeometry').strip() or 'nothing'})")
        return bool(xdo(display, "search", "--onlyvisible", "--class", "tarot-table").strip())

    assert wait_for(shown, display), "no window appeared"
    origin = window_origin(display)
    wait_for(lambda: painted(display, origin), display)   # a blank window has few colours
    settle(display)
    return origin


def wait_for_the_end(display: str, app: subprocess.Popen) -> int:
    """Wait until the app's process has ended (asked to quit, it saves, closes its window
    and ends); answers its exit code. Bounded in looks like every wait here, not in
    seconds: the app and the X server's answers slow down together on a busy machine (a
    wait of 60 s on the wall clock for the packaged app to end ran out once at load 11)."""
    assert wait_for(lambda: app.poll() is not None, display), "the app did not end"
    return app.returncode


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


@contextmanager
def app_in_a_window(display: str, home: Path, size: tuple[int, int] | None = None):
    """The app started in a real window on ``display``, at ``size`` when given (its
    settings in ``home``, no deck), waited for till its window is up; yields the process
    and the window's id, and kills the app afterwards."""
    if size is not None:
        (home / "config").mkdir(parents=True, exist_ok=True)
        (home / "config" / "settings.json").write_text(json.dumps({"window": list(size)}))
    env = {**os.environ, "DISPLAY": display, "TAROT_TABLE_HOME": str(home), "TAROT_TABLE_DECKS": ""}
    env.pop("SDL_VIDEODRIVER", None)
    app = subprocess.Popen([sys.executable, "-m", "tarot_table"], env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        assert wait_for(lambda: xdo(display, "search", "--class", "tarot-table").strip(), display)
        yield app, xdo(display, "search", "--class", "tarot-table").split()[0]
    finally:
        app.kill()
        app.wait()

