"""Launch (issue 12): the window opens before the games, the menu and the table load,
so it shows while they do; the menu path never loads the table scene."""
from __future__ import annotations

import json
import os
import subprocess
import sys

PROBE = """
import json, sys
from tarot_table.table import app as app_module
seen = {}
opened = app_module.App._open_window
def open_window(self):
    seen["games loaded before the window"] = "tarot_table.games" in sys.modules
    seen["menu loaded before the window"] = "tarot_table.table.scenes.menu" in sys.modules
    return opened(self)
app_module.App._open_window = open_window
def run(self):
    seen["scene"] = type(self.scene).__name__
    seen["table scene loaded"] = "tarot_table.table.scenes.table" in sys.modules
    return 0
app_module.App.run = run
from tarot_table.cli import main
main(sys.argv[1:])
print(json.dumps(seen))
"""


def launch(tmp_path, *args: str) -> dict:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "TAROT_TABLE_HOME": str(tmp_path / "home")}
    done = subprocess.run([sys.executable, "-c", PROBE, *args], env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_window_opens_before_the_games_and_the_menu_load(tmp_path):
    seen = launch(tmp_path)
    assert seen == {"games loaded before the window": False, "menu loaded before the window": False,
                    "scene": "MenuScene", "table scene loaded": False}


def test_play_still_opens_its_table(tmp_path):
    """``play`` checks the game's name and options first (a refusal opens no window)."""
    assert launch(tmp_path, "play", "queens-of-fate", "--seed", "3")["scene"] == "TableScene"


FIRST_FRAME_PROBE = """
import json, sys
from tarot_table.table import app as app_module
def run(self):
    self.safe_step(0.0)
    print(json.dumps({"scene": type(self.scene).__name__, "frames": self.frames,
                      "game modules": sorted(m for m in sys.modules if m.startswith("tarot_table.games.")
                                             and m != "tarot_table.games.registry"),
                      "session loaded": "tarot_table.session" in sys.modules}))
    return 0
app_module.App.run = run
from tarot_table.cli import main
main([])
"""


def test_the_menu_paints_its_first_frame_before_any_game_loads(tmp_path):
    """The menu's tiles come from the registry's lines; the games' rules (and the
    sessions that run them) load only after the first frame, for the table pictures."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "TAROT_TABLE_HOME": str(tmp_path / "home")}
    done = subprocess.run([sys.executable, "-c", FIRST_FRAME_PROBE], env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen == {"scene": "MenuScene", "frames": 1, "game modules": [], "session loaded": False}
