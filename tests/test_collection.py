"""Review of issue 29: the passes of the garbage collector the app makes by hand were decided in
four places (start-up, a game's first load, a table's opening, the network host), and a table
opened on a game loaded for it made two full passes without one place saying why. They are
decided in ``tarot_table/collection.py`` now; the host's clock plan is ``net/collector.py``."""
from __future__ import annotations

import ast
import json
import os
from pathlib import Path

from tarot_table.games import GAMES
from tests.helpers.probe import printed_by_a_fresh_python

PACKAGE = Path(__file__).parent.parent / "tarot_table"
OWNERS = {PACKAGE / "collection.py", PACKAGE / "net" / "collector.py"}
STEERING = {"collect", "freeze", "unfreeze", "disable", "enable", "set_threshold"}


def _steering_calls(path: Path, root: Path = PACKAGE) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [f"{path.relative_to(root)}:{node.lineno} gc.{node.func.attr}"
            for node in ast.walk(tree)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and node.func.attr in STEERING and isinstance(node.func.value, ast.Name)
            and node.func.value.id == "gc"]


def test_only_the_collection_module_and_the_hosts_plan_steer_the_collector():
    found = [call for path in sorted(PACKAGE.rglob("*.py")) if path not in OWNERS
             for call in _steering_calls(path)]
    assert found == []


def test_the_scan_sees_a_call_that_steers_the_collector(tmp_path):
    """The check above can fail: a module calling ``gc.collect()`` is found."""
    module = tmp_path / "stray.py"
    module.write_text("import gc\n\ndef tidy():\n    gc.collect()\n", encoding="utf-8")
    assert _steering_calls(module, tmp_path) == ["stray.py:4 gc.collect"]


def _probe(moments: str) -> str:
    """A fresh process's code: ``moments`` (calls on COLLECTION) run, the generations of the
    collector's passes kept in ``passes``, then printed."""
    return ("import gc, json\n"
            "from tarot_table.collection import COLLECTION\n"
            "passes = []\n"
            "gc.disable()   # only the passes made by hand\n"
            "gc.callbacks.append(lambda phase, info: phase == 'start' and passes.append(info['generation']))\n"
            f"{moments}\n"
            "print(json.dumps(passes))\n")


def _passes_in_a_fresh_process(moments: str) -> list[int]:
    """The generations of the collector's passes while ``moments`` (calls on COLLECTION) run."""
    return json.loads(printed_by_a_fresh_python(_probe(moments)))


def test_a_table_opened_on_a_game_loaded_for_it_makes_one_full_pass_not_two():
    """Review of issue 29: the game's set-aside is a full pass; the table's right after it passes
    over the young and middle generations only (what the opening made)."""
    assert _passes_in_a_fresh_process("COLLECTION.game_loaded(); COLLECTION.table_opened()") == [2, 0, 1]


def test_a_table_opened_on_a_game_loaded_before_makes_a_full_pass():
    """No set-aside since the last table: the table's pass is a full one, which frees what the
    table before it let go. (Each full pass is followed by a young one, which starts the count
    afresh after the free lists are filled again: the test below.)"""
    moments = "COLLECTION.game_loaded(); COLLECTION.table_opened(); COLLECTION.table_opened()"
    assert _passes_in_a_fresh_process(moments) == [2, 0, 1, 2, 0]


def test_a_pictures_table_makes_no_pass_and_its_game_is_set_aside_by_the_next_table_played():
    """The menu's tile pictures (one a frame, each loading its game): neither the game's
    set-aside nor the picture's table makes a pass in the picture's frame; the next table
    opened for play makes the set-aside, its one full pass (then the young pass after the
    free lists are filled), and a table after it passes as after any set-aside."""
    moments = ("with COLLECTION.picture():\n"
               "    COLLECTION.game_loaded(); COLLECTION.table_opened()\n"
               "    COLLECTION.game_loaded(); COLLECTION.table_opened()\n"
               "print(json.dumps(passes)); frozen = gc.get_freeze_count(); COLLECTION.table_opened()\n"
               "print(json.dumps([frozen, gc.get_freeze_count()]))")
    printed = printed_by_a_fresh_python(_probe(moments)).splitlines()
    assert json.loads(printed[0]) == []
    before, after = json.loads(printed[1])
    assert before == 0 and after > 1000   # set aside by the table played
    assert json.loads(printed[2]) == [2, 0]


def test_the_menus_picture_of_a_game_makes_no_full_pass_and_the_table_played_next_sets_it_aside(tmp_path):
    """The menu's tile picture of Tempting Fate loads it and the Reading Table (its spreads),
    with no full pass in that frame (two set-asides, each a full pass and the free lists
    filled, were some 4 ms of it); the table opened next for play sets both aside."""
    probe = ("import gc, json\n"
             "from tarot_table.games import GAMES\n"
             "from tarot_table.session import Session\n"
             "from tarot_table.table.app import picture_app\n"
             "from tarot_table.table.scenes import menu\n"
             "app = picture_app((640, 400)); app.load_deck()\n"
             "gc.disable()   # only the passes made by hand\n"
             "passes = []\n"
             "gc.callbacks.append(lambda phase, info: phase == 'start' and passes.append(info['generation']))\n"
             "assert not GAMES.loaded('tempting-fate') and not GAMES.loaded('reading')\n"
             "menu.table_picture(app, 'tempting-fate', (200, 120))\n"
             "in_picture, loaded = list(passes), GAMES.loaded('tempting-fate') and GAMES.loaded('reading')\n"
             "frozen = gc.get_freeze_count()\n"
             "app.make('table', Session.start(GAMES['tempting-fate'], 1))\n"
             "print(json.dumps({'in_picture': in_picture, 'loaded': loaded, 'at_table': passes[len(in_picture):],\n"
             "                  'frozen_before': frozen, 'frozen_after': gc.get_freeze_count()}))\n")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "TAROT_TABLE_HOME": str(tmp_path), "TAROT_TABLE_DECKS": ""}
    seen = json.loads(printed_by_a_fresh_python(probe, env=env))
    assert seen["loaded"]
    assert 2 not in seen["in_picture"]
    assert seen["at_table"] == [2, 0]
    assert seen["frozen_after"] > seen["frozen_before"] + 1000


def test_the_menu_sets_the_games_of_all_its_pictures_aside_by_one_pass_once_they_are_made(tmp_path):
    """The menu makes its tiles' pictures one a frame, each loading its game: no full pass in
    a frame whose picture leaves another to make, and one, for every game loaded, in the
    frame that makes the last (each game's set-aside had been a full pass in its frame)."""
    probe = ("import gc, json\n"
             "from tarot_table.games import GAMES\n"
             "from tarot_table.table.app import picture_app\n"
             "from tarot_table.table.scenes.menu import MenuScene\n"
             "app = picture_app((1024, 700)); app.load_deck()\n"
             "scene = MenuScene(app); app.switch(scene)\n"
             "gc.disable()   # only the passes made by hand\n"
             "passes = []\n"
             "gc.callbacks.append(lambda phase, info: phase == 'start' and passes.append(info['generation']))\n"
             "frames = []\n"
             "for _ in range(len(GAMES.entries()) + 3):\n"
             "    del passes[:]\n"
             "    app.step(0.016)\n"
             "    frames.append({'full_passes': passes.count(2), 'waiting': scene.pictures_waiting,\n"
             "                   'loaded': sum(map(GAMES.loaded, GAMES))})\n"
             "print(json.dumps(frames))\n")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "TAROT_TABLE_HOME": str(tmp_path), "TAROT_TABLE_DECKS": ""}
    frames = json.loads(printed_by_a_fresh_python(probe, env=env))
    last_picture = next(i for i, frame in enumerate(frames) if not frame["waiting"])
    assert frames[last_picture]["loaded"] == len(GAMES.entries()) > frames[last_picture - 1]["loaded"] > 0
    assert [frame["full_passes"] for frame in frames] == [int(i == last_picture) for i in range(len(frames))]


def test_a_game_loaded_for_a_picture_is_set_aside_by_the_next_game_loaded_for_play():
    moments = "with COLLECTION.picture():\n    COLLECTION.game_loaded()\nCOLLECTION.game_loaded()"
    assert _passes_in_a_fresh_process(moments) == [2, 0]


def test_a_host_that_turned_setting_aside_off_after_a_picture_sets_nothing_aside():
    """A picture's game loaded before a network host turned setting aside off: the host's
    first table makes a full pass, and freezes nothing (its connections may become garbage)."""
    moments = ("with COLLECTION.picture():\n    COLLECTION.game_loaded()\n"
               "COLLECTION.sets_aside_loaded_games = False\nCOLLECTION.table_opened()\n"
               "passes.append(gc.get_freeze_count())")
    assert _passes_in_a_fresh_process(moments) == [2, 0, 0]


def test_a_bots_rest_passes_over_the_youngest_generation_only():
    """The rest after a bot's move (the player waits it out): the young generation's pass made
    there, not in the next bot's thinking; nothing older is walked."""
    assert _passes_in_a_fresh_process("COLLECTION.bot_rests()") == [0]


def _young_count_after_churn(pass_made: str) -> int:
    """The young generation's count after ``pass_made``, then what a few frames make and free
    at once: 1,500 tuples of each length 1-20, 80 lists, 80 dicts."""
    probe = ("import gc\n"
             "from tarot_table.collection import COLLECTION\n"
             f"{pass_made}\n"
             "gc.disable()\n"
             "before = gc.get_count()[0]\n"
             "for length in range(1, 21):\n"
             "    made = [tuple(range(n, n + length)) for n in range(1500)]\n"
             "    del made\n"
             "made = [[n] for n in range(80)] + [{n: n} for n in range(80)]\n"
             "del made\n"
             "print(gc.get_count()[0] - before)\n")
    return int(printed_by_a_fresh_python(probe))


def test_after_a_full_pass_the_free_lists_are_full_again_so_a_frames_objects_count_nothing():
    """A full pass empties CPython's free lists of tuples, lists and dicts; until they filled
    again by themselves, every tuple made fresh counted towards a young pass and none freed
    into them counted back, so a table's first frames met young passes one after another. The
    table's full pass fills them again: what frames make and free leaves the count as it was,
    where after a bare full pass the same objects count tens of thousands."""
    assert _young_count_after_churn("gc.collect()") > 20_000
    assert _young_count_after_churn("COLLECTION.table_opened()") < 100
