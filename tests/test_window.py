"""End to end in a real window: the source install run under Xvfb and driven with
xdotool like a person with a mouse: start a reading from the menu, drag a card to a
position, take a screenshot, quit, and find the move in the autosave. Where the buttons
and cards are is worked out by laying out the same scenes headless at the same window
size. (The packaged app gets the same treatment from its release archive in
test_release.py; these helpers serve both.)"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from PIL import ImageGrab

from tarot_table import saves
from tests.conftest import shared_deck_root
from tests.helpers.window import (SIZE, check_screenshot, click_at, drag_between, needs, points, wait_for_the_end,
                                  wait_for_window)

ROOT = Path(__file__).resolve().parents[1]
PACKAGED = ROOT / "dist" / "tarot-table" / "tarot-table"


def play_in_a_window(command: list[str], display: str, home: Path, shot: Path) -> None:
    (home / "config").mkdir(parents=True, exist_ok=True)
    (home / "config" / "settings.json").write_text(json.dumps(
        {"window": list(SIZE), "fullscreen": False, "animation": "instant"}))
    env = {**os.environ, "DISPLAY": display, "TAROT_TABLE_HOME": str(home), "SDL_VIDEODRIVER": "x11",
           "SDL_AUDIODRIVER": "dummy"}
    app = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        ox, oy = wait_for_window(display, app)
        where = {name: (x + ox, y + oy) for name, (x, y) in points().items()}
        click_at(display, where["tile"])
        click_at(display, where["start"])
        drag_between(display, where["deck"], where["slot"])
        ImageGrab.grab(xdisplay=display).crop((ox, oy, ox + SIZE[0], oy + SIZE[1])).save(shot)
        click_at(display, where["menu"])
        click_at(display, where["quit"])
        ended = wait_for_the_end(display, app)
    finally:
        if app.poll() is None:
            app.kill()
    assert ended == 0, app.stdout.read()


def check_autosave(home: Path) -> None:
    found = sorted((home / "data" / "saves").glob("reading-*.json"))
    assert len(found) == 1, found
    session = saves.load(found[0])
    assert len(session.state.zones["pos2"]) == 1 and len(session.actions) == 1


def test_a_game_played_with_the_mouse_in_a_real_window(display, tmp_path, monkeypatch):
    monkeypatch.setenv("TAROT_TABLE_DECKS", str(shared_deck_root() or ""))
    home = tmp_path / "home"
    shot = tmp_path / "source.png"
    play_in_a_window([sys.executable, "-m", "tarot_table"], display, home, shot)
    check_autosave(home)
    check_screenshot(shot)


def test_packaged_self_test(tmp_path):
    needs(PACKAGED.exists(), "the packaged app is not built (run build/build.sh)")
    env = {**os.environ, "TAROT_TABLE_HOME": str(tmp_path), "TAROT_TABLE_DECKS": ""}
    result = subprocess.run([str(PACKAGED), "self-test"], env=env, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "ok    deck: rider-waite-smith" in result.stdout or shared_deck_root() is None


def test_x11_may_keep_its_parsed_compose_table_in_the_apps_cache(tmp_path, monkeypatch):
    """Launch (issue 12): a window on X11 parses the locale's whole Compose table unless
    libX11 may keep a parsed copy in a folder that exists; the app offers one of its own
    cache's, never overriding a folder the player chose, and never for root (libX11 does
    not cache for root) or without X11."""
    from tarot_table.table.app import compose_cache_folder
    monkeypatch.setenv("TAROT_TABLE_HOME", str(tmp_path))
    folder = compose_cache_folder({"DISPLAY": ":0"}, "linux", 1000)
    assert folder == tmp_path / "cache" / "x11-compose" and folder.is_dir()
    assert compose_cache_folder({"DISPLAY": ":0", "XCOMPOSECACHE": "/mine"}, "linux", 1000) is None
    assert compose_cache_folder({"DISPLAY": ":0"}, "linux", 0) is None
    assert compose_cache_folder({}, "linux", 1000) is None
    assert compose_cache_folder({"DISPLAY": ":0"}, "win32", None) is None
    assert compose_cache_folder({"DISPLAY": ":0"}, "darwin", 501) is None
