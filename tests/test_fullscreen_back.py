"""Leaving full screen gives the window its own size back (issue 32, item 8): on an X
server SDL left the window at the screen's size after F11 twice, and that size was then
kept as the window's. Run in a real window under Xvfb, the keys sent with xdotool."""
from __future__ import annotations

import json
import os
import subprocess
import sys

from tests.helpers.window import wait_for, xdo


def window_size(name: str) -> tuple[int, int]:
    window = xdo(name, "search", "--class", "tarot-table").split()[0]
    shape = dict(line.strip().split(": ", 1) for line in
                 xdo(name, "getwindowgeometry", window).splitlines()[1:] if ": " in line)
    width, height = shape["Geometry"].split("x")
    return int(width), int(height)


def test_f11_twice_brings_the_window_back_to_its_own_size(display, tmp_path):  # noqa: F811
    home = tmp_path / "home"
    env = {**os.environ, "DISPLAY": display, "TAROT_TABLE_HOME": str(home), "TAROT_TABLE_DECKS": ""}
    env.pop("SDL_VIDEODRIVER", None)
    app = subprocess.Popen([sys.executable, "-m", "tarot_table"], env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        assert wait_for(lambda: xdo(display, "search", "--class", "tarot-table").strip(), display)
        own = wait_for(lambda: window_size(display), display)
        window = xdo(display, "search", "--class", "tarot-table").split()[0]
        for presses in range(2):
            xdo(display, "key", "--window", window, "F11")
            assert wait_for(lambda: window_size(display) != own, display)   # full screen
            xdo(display, "key", "--window", window, "F11")
            assert wait_for(lambda: window_size(display) == own, display), (presses, window_size(display))
        settings_file = home / "config" / "settings.json"

        def written_out_of_full_screen():
            kept = json.loads(settings_file.read_text()) if settings_file.exists() else {"fullscreen": True}
            return None if kept.get("fullscreen", False) else ("written", kept)

        found = wait_for(written_out_of_full_screen, display)
        assert found is not None, "the settings never said the window left full screen"
        settings = found[1]
        # the settings name only what differs from the defaults: the window's own size is one
        assert tuple(settings.get("window", own)) == own and not settings.get("fullscreen", False)
    finally:
        app.kill()
        app.wait()
