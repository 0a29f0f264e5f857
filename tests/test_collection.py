"""Review of issue 29: the passes of the garbage collector the app makes by hand were decided in
four places (start-up, a game's first load, a table's opening, the network host), and a table
opened on a game loaded for it made two full passes without one place saying why. They are
decided in ``tarot_table/collection.py`` now; the host's clock plan is ``net/collector.py``."""
from __future__ import annotations

import ast
import json
from pathlib import Path

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


def _passes_in_a_fresh_process(moments: str) -> list[int]:
    """The generations of the collector's passes while ``moments`` (calls on COLLECTION) run."""
    probe = ("import gc, json\n"
             "from tarot_table.collection import COLLECTION\n"
             "passes = []\n"
             "gc.disable()   # only the passes made by hand\n"
             "gc.callbacks.append(lambda phase, info: phase == 'start' and passes.append(info['generation']))\n"
             f"{moments}\n"
             "print(json.dumps(passes))\n")
    return json.loads(printed_by_a_fresh_python(probe))


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
