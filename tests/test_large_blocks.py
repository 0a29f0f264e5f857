"""The C library gives large blocks (the table's pictures) back when they are freed
(large_blocks.give_large_blocks_back): its bound fixed at glibc's own default, once a
table opens, so it no longer rises with each picture freed."""
from __future__ import annotations

import ctypes

import pytest

from tarot_table import large_blocks
from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.table.app import App
from tarot_table.table.scenes.table import TableScene


class FakeLibrary:
    def __init__(self, calls: list) -> None:
        self.calls = calls

    def mallopt(self, option: int, value: int) -> int:
        self.calls.append((option, value))
        return 1


def _library_calls(monkeypatch) -> list:
    calls: list = []
    monkeypatch.setattr(ctypes, "CDLL", lambda name: FakeLibrary(calls))
    monkeypatch.delenv("MALLOC_MMAP_THRESHOLD_", raising=False)
    monkeypatch.setattr(large_blocks.sys, "platform", "linux")
    return calls


def test_the_bound_is_fixed_when_a_table_opens_not_when_the_menu_loads_its_deck(shared_decks, monkeypatch):
    calls = _library_calls(monkeypatch)
    app = App(headless=True, size=(1024, 700))
    app.load_deck()
    assert calls == [], "the window and the menu's deck need no ctypes"
    TableScene(app, Session.start(get_game("queens-of-fate"), 1, {}), saving=False)
    assert calls == [(-3, 128 * 1024)]   # M_MMAP_THRESHOLD in glibc's malloc.h


def test_a_bound_the_player_set_is_left_alone(monkeypatch):
    calls = _library_calls(monkeypatch)
    monkeypatch.setenv("MALLOC_MMAP_THRESHOLD_", "65536")
    assert not large_blocks.give_large_blocks_back() and calls == []


def test_nothing_is_changed_off_linux_or_without_mallopt(monkeypatch):
    calls = _library_calls(monkeypatch)
    monkeypatch.setattr(large_blocks.sys, "platform", "darwin")
    assert not large_blocks.give_large_blocks_back() and calls == []
    monkeypatch.setattr(large_blocks.sys, "platform", "linux")
    monkeypatch.setattr(ctypes, "CDLL", lambda name: object())   # a C library with no mallopt
    assert not large_blocks.give_large_blocks_back()


def test_glibc_takes_the_bound():
    """On this machine's C library, for real (a glibc returns 1 for a bound it took)."""
    import os
    import platform
    import sys
    if not sys.platform.startswith("linux") or platform.libc_ver()[0] != "glibc" \
            or "MALLOC_MMAP_THRESHOLD_" in os.environ:
        pytest.skip("glibc's mallopt only")
    assert large_blocks.give_large_blocks_back()
