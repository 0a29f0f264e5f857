"""One clock (issue 29): the app makes it, every timed part reads it, and tests and the
UI fuzz move a ManualClock instead of waiting on the wall clock."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pygame
import pytest

from tarot_table.clock import ManualClock, MonotonicClock, fresh_seed

PACKAGE = Path(__file__).resolve().parents[1] / "tarot_table"
TIMING = {"monotonic", "sleep", "time", "monotonic_ns", "time_ns"}
# A module in which none of these words stands cannot hold a hit of the checks below (each
# needs the name ``time``, a ``sleep`` or an ``Event``): it is not parsed (most modules)
NAMES_OF_TIME = re.compile(r"\btime\b")
NAMES_OF_WAITS = re.compile(r"\btime\b|sleep|Event")


def syntax_if(path: Path, names: re.Pattern) -> ast.AST | None:
    """The module's syntax tree, if ``names`` occur in its text at all."""
    text = path.read_text(encoding="utf-8")
    return ast.parse(text) if names.search(text) else None


def timing_calls(path: Path) -> list[str]:
    """``time.monotonic``/``time.sleep``/``time.time`` read in a module, or imported from ``time``."""
    found = []
    tree = syntax_if(path, NAMES_OF_TIME)
    for node in ast.walk(tree) if tree is not None else ():
        if (isinstance(node, ast.Attribute) and node.attr in TIMING
                and isinstance(node.value, ast.Name) and node.value.id == "time"):
            found.append(f"{path.relative_to(PACKAGE)}:{node.lineno} time.{node.attr}")
        if isinstance(node, ast.ImportFrom) and node.module == "time":
            found += [f"{path.relative_to(PACKAGE)}:{node.lineno} from time import {a.name}"
                      for a in node.names if a.name in TIMING]
    return found


TESTS = Path(__file__).resolve().parent


def wall_clock_calls(path: Path) -> list[str]:
    """Calls of ``time.sleep``/``time.monotonic``/``time.perf_counter`` in a test module
    (a reference, such as checking which clock a budget uses, is no call)."""
    found = []
    tree = syntax_if(path, NAMES_OF_WAITS)
    for node in ast.walk(tree) if tree is not None else ():
        func = node.func if isinstance(node, ast.Call) else None
        if (isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id == "time"
                and func.attr in {"monotonic", "sleep", "perf_counter", "monotonic_ns"}):
            found.append(f"{path.relative_to(TESTS)}:{node.lineno} time.{func.attr}()")
        if isinstance(node, ast.ImportFrom) and node.module == "time":
            found += [f"{path.relative_to(TESTS)}:{node.lineno} from time import {a.name}" for a in node.names]
        if (isinstance(func, ast.Attribute) and func.attr == "sleep" and isinstance(func.value, ast.Name)
                and func.value.id == "asyncio" and not _is_zero(node.args)):
            found.append(f"{path.relative_to(TESTS)}:{node.lineno} asyncio.sleep()")   # a turn (0) is no wait
        if (isinstance(func, ast.Attribute) and func.attr == "wait" and isinstance(func.value, ast.Call)
                and isinstance(func.value.func, ast.Attribute) and func.value.func.attr == "Event"):
            found.append(f"{path.relative_to(TESTS)}:{node.lineno} Event().wait()")   # nobody sets it: a sleep
    return found


def _is_zero(args: list[ast.expr]) -> bool:
    return len(args) == 1 and isinstance(args[0], ast.Constant) and args[0].value == 0


def test_no_test_sleeps_or_polls_the_wall_clock():
    """Issue 29: tests drive the injected clock and let a bot's thinking finish on its
    own thread; none sleeps or loops on the wall clock, not even the helpers that wait
    for an app in another process (tests/helpers/window.py: bounded in looks at the X
    server) or for a table playing by itself (play_until: bounded in frames)."""
    found = [hit for path in sorted(TESTS.rglob("*.py")) for hit in wall_clock_calls(path)]
    assert found == []


def test_the_tests_check_would_see_a_sleep_in_a_helper():
    planted = TESTS / "helpers" / "__planted_for_test.py"
    try:
        planted.write_text("import time\ntime.sleep(0.05)\nfrom time import monotonic\n"
                           "asyncio.sleep(0.01)\nthreading.Event().wait(0.1)\nasyncio.sleep(0)\n", encoding="utf-8")
        assert sorted(wall_clock_calls(planted)) == ["helpers/__planted_for_test.py:2 time.sleep()",
                                             "helpers/__planted_for_test.py:3 from time import monotonic",
                                             "helpers/__planted_for_test.py:4 asyncio.sleep()",
                                             "helpers/__planted_for_test.py:5 Event().wait()"]
    finally:
        planted.unlink()


def test_nothing_but_the_clock_module_reads_the_time_or_sleeps():
    found = [hit for path in sorted(PACKAGE.rglob("*.py")) if path.name != "clock.py" or path.parent != PACKAGE
             for hit in timing_calls(path)]
    assert found == []


def test_the_check_would_see_a_direct_read(tmp_path):
    planted = PACKAGE / "__planted_for_test.py"
    try:
        planted.write_text("import time\nnow = time.monotonic()\n", encoding="utf-8")
        assert timing_calls(planted) == ["__planted_for_test.py:2 time.monotonic"]
    finally:
        planted.unlink()


def test_a_manual_clock_moves_only_when_moved():
    clock = ManualClock(50.0)
    assert clock.now() == clock.now() == 50.0
    clock.advance(1.5)
    clock.sleep(0.5)
    assert clock.now() == 52.0
    assert clock.wall() == ManualClock.WALL_AT_START + 52.0
    with pytest.raises(ValueError):
        clock.advance(-1)


def test_a_manual_clocks_timed_wait_looks_once_then_lets_the_time_pass():
    clock = ManualClock(0.0)
    asked = []
    assert clock.wait(2.0, lambda limit: asked.append(limit) or False) is False
    assert asked == [0.0] and clock.now() == 2.0
    assert clock.wait(2.0, lambda limit: True) is True and clock.now() == 2.0   # already there: no time passes
    assert clock.wait(None, lambda limit: limit is None) is True                 # no limit: waits for it


def test_fresh_seeds_come_from_the_clocks_wall_time():
    clock = ManualClock(0.0)
    first = fresh_seed(clock)
    clock.advance(0.002)
    assert fresh_seed(clock) == first + 2
    assert 0 <= fresh_seed(MonotonicClock()) < 1_000_000_000


def test_the_app_hands_its_clock_to_the_table_parts(app):
    """Animations, the reveal, tokens, sounds and the game's time all read the app's clock."""
    from tarot_table.games import get_game
    from tarot_table.session import Session
    from tarot_table.table.scenes.table import TableScene
    scene = TableScene(app, Session.start(get_game("queens-of-fate"), 7, {}), saving=False)
    app.switch(scene)
    app.step(0.016)
    assert scene.token_moves.clock is app.clock and scene.keeper.play_timer.clock is app.clock
    assert app.sounds.clock == app.clock.now
    app.settings.animation = "normal"
    assert scene.perform(scene.legal()[0])
    assert scene.animating()
    app.clock.advance(app.settings.animation_seconds + 1)
    assert not scene.animating()


def test_the_idle_wait_for_a_timer_takes_no_wall_time(app):
    clock = app.clock
    pygame.event.clear()
    started = clock.now()
    from tarot_table.table.waiting import wait_for_event
    assert wait_for_event(30.0, clock) is False
    assert clock.now() - started == 30.0
