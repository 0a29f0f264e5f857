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
    seen["look loaded before the window"] = "tarot_table.table.theme" in sys.modules
    return opened(self)
app_module.App._open_window = open_window
def run(self, after_first_frame=None):
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
    """The look (theme: its fonts and the letters' table it folds accents by) loads after
    the window too, as the player's text size and palette are first needed by the menu."""
    seen = launch(tmp_path)
    assert seen == {"games loaded before the window": False, "menu loaded before the window": False,
                    "look loaded before the window": False, "scene": "MenuScene", "table scene loaded": False}


def test_play_still_opens_its_table(tmp_path):
    """``play`` checks the game's name and options first (a refusal opens no window)."""
    assert launch(tmp_path, "play", "queens-of-fate", "--seed", "3")["scene"] == "TableScene"


FIRST_FRAME_PROBE = """
import json, sys
from tarot_table.table import app as app_module
def run(self, after_first_frame=None):
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


PLAIN_START_PROBE = """
import json, runpy, sys
from tarot_table.table import app as app_module
def run(self, after_first_frame=None):
    self.safe_step(0.0)
    print(json.dumps({"scene": type(self.scene).__name__, "frames": self.frames,
                      "parser loaded": "tarot_table.cli" in sys.modules or "argparse" in sys.modules}))
    return 0
app_module.App.run = run
sys.argv = ["tarot_table"]
try:
    runpy.run_module("tarot_table", run_name="__main__")
except SystemExit as end:
    assert end.code == 0, end.code
"""


def test_a_plain_start_paints_the_menu_without_building_the_command_line_parser(tmp_path):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "TAROT_TABLE_HOME": str(tmp_path / "home")}
    done = subprocess.run([sys.executable, "-c", PLAIN_START_PROBE], env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen == {"scene": "MenuScene", "frames": 1, "parser loaded": False}


def test_the_tarot_table_command_starts_the_same_way_without_the_parser(tmp_path):
    """The installed ``tarot-table`` command (the README's way to start) runs the entry
    point pyproject.toml names; with no arguments it too leaves argparse unloaded."""
    import tomllib
    from pathlib import Path
    project = tomllib.loads((Path(__file__).parents[1] / "pyproject.toml").read_text())
    module, function = project["project"]["scripts"]["tarot-table"].split(":")
    probe = PLAIN_START_PROBE.replace('runpy.run_module("tarot_table", run_name="__main__")',
                                      f"raise SystemExit(__import__({module!r}, fromlist=['_']).{function}())")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "TAROT_TABLE_HOME": str(tmp_path / "home")}
    done = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.strip().splitlines()[-1]) == {
        "scene": "MenuScene", "frames": 1, "parser loaded": False}


DEFERRED_PROBE = """
import json, sys
import tarot_table.table.app
from tarot_table.table.pygame_import import DEFERRED
import pygame
seen = {"loaded at start": [name for name in DEFERRED if name in sys.modules]}
pygame.font.init()
seen["default font renders"] = pygame.font.Font(None, 20).render("x", True, (0, 0, 0)).get_width() > 0
import pygame.mixer, pygame.system
seen["imported on demand"] = [name for name in ("pygame.mixer", "pygame.system", "pygame.pkgdata")
                              if name in sys.modules and sys.modules[name] is not None]
print(json.dumps(seen))
"""


def test_pygame_starts_without_the_modules_the_window_does_not_need_which_still_load_when_asked():
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy"}
    done = subprocess.run([sys.executable, "-c", DEFERRED_PROBE], env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.strip().splitlines()[-1]) == {
        "loaded at start": [], "default font renders": True,
        "imported on demand": ["pygame.mixer", "pygame.system", "pygame.pkgdata"]}


def test_the_felts_light_is_the_soft_circle_over_the_middle_worked_out_pixel_by_pixel():
    """The first frame's cloth (worked out a row at a time, for speed) is pixel for pixel
    the plain formula: brightest at (32, 14), falling off with the distance from it."""
    import pygame

    from tarot_table.table import theme
    light = theme._felt_light()
    for x, y in ((0, 0), (32, 14), (63, 39), (10, 30), (50, 5)):
        mix = 1 - min(1.0, (((x - 32) / 40) ** 2 + ((y - 14) / 30) ** 2) ** 0.5)
        expected = tuple(int(theme.FELT[i] + (theme.FELT_LIGHT[i] - theme.FELT[i]) * mix) for i in range(3))
        assert tuple(light.get_at((x, y)))[:3] == expected
    assert light.get_at((32, 14))[:3] == pygame.Color(*theme.FELT_LIGHT)[:3]


def test_a_line_cut_short_keeps_the_most_words_that_fit_with_the_ellipsis():
    """ellipsize halves its way to the cut (the menu's first frame measured each tile's
    line once per letter dropped); the cut is the one dropping letters one by one finds."""
    import pygame

    from tarot_table.table import theme
    pygame.font.init()

    def letter_by_letter(words: str, px: int, width: int) -> str:
        f = theme.font(px)
        if f.size(words)[0] <= width:
            return words
        while words and f.size(words + "…")[0] > width:
            words = words[:-1]
        return words.rstrip() + "…"

    lines = ["2-6 players  ·  A drag beauty contest: win the judges, by looks or by bribes",
             "1 player  ·  Find the four Queens before the world ends", "Wii WAVE lllll, iiii —  ok", "x"]
    for line in lines:
        for px in (13, 15, 22):
            for width in (0, 5, 17, 40, 90, 160, 250, 400, 900):
                cut = theme.ellipsize(line, px, width)
                assert cut == letter_by_letter(line, px, width), (line, px, width)
                assert cut == line or theme.font(px).size(cut)[0] <= width or cut == "…"


def test_unfinished_saves_are_listed_on_the_first_frame_without_loading_their_games(tmp_path, private_home):
    """Continue names each save's game from the registry's line; the save's table
    picture (which replays it) waits for the frames after the first."""
    from tarot_table import saves
    from tarot_table.games import get_game
    from tarot_table.session import Session
    reading = get_game("reading")
    session = Session.start(reading, 5)
    session.play(reading.legal_actions(session.state)[0])
    saves.save(session)
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "TAROT_TABLE_HOME": str(private_home)}
    probe = FIRST_FRAME_PROBE.replace('"frames": self.frames,', '"frames": self.frames, "rows": '
                                      '[r.title for r in []] + [__import__("tarot_table.table.scenes.continue_list", '
                                      'fromlist=["row_title"]).row_title(i) for i in self.scene.continue_list.saves],')
    done = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["rows"] == ["Reading Table"], seen
    assert seen["game modules"] == [] and not seen["session loaded"], seen


LIGHT_START_PROBE = """
import gc, json, sys
from tarot_table.table import app as app_module
def run(self, after_first_frame=None):
    seen = {"collector paused while starting": not gc.isenabled()}
    self.safe_step(0.0)
    seen["loaded for the first frame"] = sorted(name for name in ("logging", "typing", "traceback",
                                                                  "dataclasses", "inspect")
                                                if name in sys.modules)
    after_first_frame()
    seen["collector running after it"] = gc.isenabled()
    seen["start-up set aside from its passes"] = gc.get_freeze_count() > 0
    print(json.dumps(seen))
    return 0
app_module.App.run = run
from tarot_table.launch import main
main()
"""


def test_the_first_frame_needs_no_logging_typing_or_dataclasses_and_the_collector_waits_for_it(tmp_path):
    """Launch (issue 12): nothing on the way to the menu's first frame logs or evaluates a
    type hint, so neither module is imported for it; its few records (the settings, the
    registry's lines, the Continue list's entries, buttons) are plain classes, since
    ``dataclasses`` and the ``inspect`` it imports cost about a tenth of the launch. The
    garbage collector, whose passes over start-up's long-lived objects free nothing, is
    paused until that frame is shown."""
    config = tmp_path / "home" / "config"
    config.mkdir(parents=True)   # a window that fits the dummy display: nothing to log about it
    (config / "settings.json").write_text(json.dumps({"window": [1024, 700]}))
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "TAROT_TABLE_HOME": str(tmp_path / "home")}
    done = subprocess.run([sys.executable, "-c", LIGHT_START_PROBE], env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.strip().splitlines()[-1]) == {
        "collector paused while starting": True, "loaded for the first frame": [],
        "collector running after it": True, "start-up set aside from its passes": True}


def test_one_font_object_serves_a_size_and_face_however_it_is_asked_for():
    """font(15) and font(15, "Regular", "sans") are the same face and size: made once, its
    file and glyphs loaded once (they were two objects, three fonts too many on the menu)."""
    import pygame

    from tarot_table.table import theme
    pygame.font.init()
    assert theme.font(15) is theme.font(15, "Regular") is theme.font(15, "Regular", "sans") is theme.font(15.4)
    assert theme.font(3) is theme.font(theme.MIN_TEXT_PX)
    assert theme.font(15, "Semibold") is not theme.font(15)


def test_ellipsize_keeps_the_longest_cut_that_fits_found_from_the_advances():
    """The cut is estimated from the glyphs' advances and checked by measuring; it must be
    exactly the longest cut whose text and ellipsis fit, as a plain search finds it."""
    import pygame

    from tarot_table.table import theme
    pygame.font.init()
    texts = ("1 player  ·  Find the four Queens before the world ends", "AV Wa Ty To: LTA AVAWA yo Yo",
             "Ünïcödé — ‘quotes’ and “more”", "x", "")
    for words in texts:
        for px, weight in ((13, "Regular"), (17, "Semibold"), (40, "Regular")):
            f = theme.font(px, weight)
            for width in range(0, 500, 23):
                if f.size(words)[0] <= width:
                    expected = words
                else:
                    fits = max([cut for cut in range(len(words)) if f.size(words[:cut] + "…")[0] <= width],
                               default=0)
                    expected = words[:fits].rstrip() + "…"
                assert theme.ellipsize(words, px, width, weight) == expected, (words, px, width)


DECKS_PAGE_PROBE = """
import json, sys
import pygame
from tarot_table.table.app import App
from tarot_table.table.scenes.decks import DecksScene
app = App(headless=True, size=(1024, 700))
page = DecksScene(app)
page.draw(pygame.Surface((1024, 700)))
seen = {"download offered": any(b.label.startswith("Download") for b in page.buttons),
        "urllib.request loaded": "urllib.request" in sys.modules}
print(json.dumps(seen))
"""


def test_the_decks_page_offers_the_download_without_loading_the_download_modules(tmp_path):
    """urllib.request (with http.client, email and ssl, some 3-8 MiB) loads for a
    download only (test_screens_decks downloads from a loopback server), not with the
    Decks page that offers one."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "TAROT_TABLE_DECKS": "",
           "TAROT_TABLE_HOME": str(tmp_path / "home")}
    done = subprocess.run([sys.executable, "-c", DECKS_PAGE_PROBE], env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.strip().splitlines()[-1]) == {
        "download offered": True, "urllib.request loaded": False}
