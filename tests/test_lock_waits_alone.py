"""A thread waiting for a file another process holds waits alone: the other threads of
its process go on taking and letting go of the locks of other files. Before, the wait
held the process's lock registry, so one window stalled by another stalled all its
threads (the table's autosave behind the statistics, say)."""
from __future__ import annotations

import multiprocessing
import threading

from tarot_table import filestore

FORK = multiprocessing.get_context("fork")
WAIT_S = 60   # a bound for a hang, never a pause


def holding(path, held, let_go):
    def run() -> None:
        with filestore.locked(path):
            held.set()
            assert let_go.wait(WAIT_S)
    return run


def test_a_thread_waiting_for_another_process_does_not_stop_this_process_locking_other_files(tmp_path):
    busy, free = tmp_path / "statistics.json", tmp_path / "save.json"
    held, let_go = FORK.Event(), FORK.Event()
    other = FORK.Process(target=holding(busy, held, let_go))
    other.start()
    inside = threading.Event()

    def wait_for_busy() -> None:
        with filestore.locked(busy):
            inside.set()
    waiter = threading.Thread(target=wait_for_busy, daemon=True)
    try:
        assert held.wait(WAIT_S)
        waiter.start()
        done = threading.Event()

        def lock_free() -> None:
            with filestore.locked(free):
                hold = filestore.try_hold(free)
                hold.release()
            done.set()
        threading.Thread(target=lock_free, daemon=True).start()
        assert done.wait(WAIT_S), "another file's lock waited for the other process's"
        assert not inside.is_set()   # the waiter still waits: the other process has the file
        assert filestore.held_elsewhere(busy)
    finally:
        let_go.set()
        other.join(WAIT_S)
    assert other.exitcode == 0
    assert inside.wait(WAIT_S), "the waiter never got the lock once the other process let go"
    waiter.join(WAIT_S)
    assert not filestore.held_elsewhere(busy) and not (tmp_path / ".statistics.json.lock").exists()
