"""Frames first: a search working in a thread beside the table's (the solver's, for
"Still winnable?" and hints) must not make a frame slow by holding the interpreter's
lock while the table draws. The app marks each frame it makes; a courteous search waits
while one is being made, and lets go of the lock between positions so that a frame
about to start gets it at once. No pygame here."""
from __future__ import annotations

import threading
from contextlib import contextmanager

from tarot_table.clock import let_other_threads_run

LET_GO_EVERY = 16   # positions between lettings go of the lock (each costs a system call: 5-100 us)
WAIT_MOST = 0.25   # seconds a search waits for a frame to be done, at most (a frame never takes this long)

_done = threading.Event()
_done.set()


@contextmanager
def making_a_frame():
    """The table makes a frame within this block: courteous searches wait."""
    _done.clear()
    try:
        yield
    finally:
        _done.set()


def give_way(positions: int) -> None:
    """Called by a courteous search after each position (``positions``: how many so far)."""
    if not _done.is_set():
        _done.wait(WAIT_MOST)
    elif positions % LET_GO_EVERY == 0:
        let_other_threads_run()   # a frame waiting for the lock starts now
