"""Another window of the app on the same data folders, as a real process."""
from __future__ import annotations

import multiprocessing
from contextlib import contextmanager
from pathlib import Path

from tarot_table import saves

FORK = multiprocessing.get_context("fork")
WAIT_S = 120   # a bound for a child that hangs, never a pause


@contextmanager
def held_by_another_window(path: Path):
    """``path`` held (``saves.hold``, as a window at its table holds it) by another
    process until the block ends."""
    held, let_go = FORK.Event(), FORK.Event()

    def window() -> None:
        hold = saves.hold(path)
        held.set()
        assert let_go.wait(WAIT_S)
        hold.release()
    other = FORK.Process(target=window)
    other.start()
    try:
        assert held.wait(WAIT_S)
        yield path
    finally:
        let_go.set()
        other.join(WAIT_S)
