"""Issue 30: "Two app windows under Xvfb, a host and a joiner, play a whole Tournament of
Queens game by dragging cards, each seeing its own hand", and the same for Lucky You!.
The host runs in this process (the app's own host, on 127.0.0.1); each window is a real
app process at one seat, its pointer moved by xdotool (tests/helpers/net_window.py).
Slow: a whole game of real drags and clicks."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers.network import hosting

WINDOW_WAIT_S = 900


@pytest.mark.slow
def test_two_windows_play_a_whole_tournament_of_queens_by_dragging_each_seeing_its_own_hand(display, tmp_path):
    two_windows_play_to_the_end(display, tmp_path, "tournament-of-queens", 21)


@pytest.mark.slow
def test_two_windows_play_a_whole_lucky_you_by_mouse_each_seeing_its_own_hand(display, tmp_path):
    two_windows_play_to_the_end(display, tmp_path, "lucky-you", 5)


def two_windows_play_to_the_end(display: str, tmp_path: Path, game: str, seed: int) -> None:
    with hosting(tmp_path / "tables") as (host, address):
        code = host.open_table(game, ["open", "open"], seed=seed)
        windows, results = [], []
        for seat, name in enumerate(("Ann", "Bea")):
            result = tmp_path / f"seat{seat}.json"
            env = {**os.environ, "DISPLAY": display, "TAROT_TABLE_HOME": str(tmp_path / f"home{seat}"),
                   "SDL_VIDEO_WINDOW_POS": "0,0"}
            env.pop("SDL_VIDEODRIVER", None)
            windows.append(subprocess.Popen([sys.executable, "-m", "tests.helpers.net_window", address, code, str(seat), name,
                                             str(result)], env=env, cwd=Path(__file__).resolve().parents[1],
                                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True))
            results.append(result)
        try:
            for window in windows:
                window.wait(WINDOW_WAIT_S)
        finally:
            for window in windows:
                if window.poll() is None:
                    window.kill()
                    window.wait()
        told = [json.loads(path.read_text()) if path.exists() else {"ok": False, "error": w.stderr.read()[-2000:]}
                for path, w in zip(results, windows)]
        table = host.server.tables[code].table
        outcome = table.game.outcome(table.state)
    for seat, result in enumerate(told):
        assert result["ok"], result
        assert result["seat"] == seat and result["leaks"] == [], result
        assert result["by_mouse"] > 0 and result["moves"] == table.moves
        assert result["winners"] == list(outcome.winners)
    assert sum(result["by_mouse"] for result in told) >= table.moves   # every move a person's drag or click
