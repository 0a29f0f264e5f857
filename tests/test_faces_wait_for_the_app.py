"""Issue 29: the thread making card faces ahead waits for a pause of the table's frames. It
looked every ``PAUSE_S`` while frames came, and a look that fell in a frame took the
interpreter's lock from it (the reading's idle frames at 1024x700: 0.2 ms against 0.05). It
now sleeps until the app says it waits with no frame to make, and only then looks."""
from __future__ import annotations

import threading
from types import SimpleNamespace

from tarot_table import frame_gate
from tarot_table.table import app as app_module

WAIT_S = 60.0   # a bounded join, never a sleep


class Counted:
    """An event standing in for one of the gate's: its waits are noted, and return at once."""

    def __init__(self, noted: list, name: str) -> None:
        self.noted, self.name = noted, name

    def wait(self, seconds=None) -> bool:
        self.noted.append(self.name)
        return True


class HeldUntilSet(threading.Event):
    """The gate's event the app sets: notes that the thread waits on it."""

    def __init__(self, noted: list) -> None:
        super().__init__()
        self.noted, self.waiting = noted, threading.Event()

    def wait(self, timeout=None) -> bool:
        self.noted.append("waits for the app")
        self.waiting.set()
        return super().wait(timeout)


def test_work_waiting_for_a_pause_makes_no_look_while_frames_come_and_goes_on_once_the_app_waits(monkeypatch):
    noted: list[str] = []
    app_waits = HeldUntilSet(noted)
    monkeypatch.setattr(frame_gate, "_never", Counted(noted, "looks"))
    monkeypatch.setattr(frame_gate, "_app_waits", app_waits)
    monkeypatch.setattr(frame_gate, "frames_begun", 7)
    found: list[int] = []
    worker = threading.Thread(target=lambda: found.append(frame_gate.wait_for_a_pause(-1)), daemon=True)
    worker.start()
    assert app_waits.waiting.wait(WAIT_S)
    frame_gate.frames_begun += 3   # frames go on being made
    assert noted == ["waits for the app"] and found == []
    frame_gate.pause_begins()
    worker.join(WAIT_S)
    assert found == [10] and noted[-1] == "looks"
    frame_gate.pause_ends()
    assert not app_waits.is_set()


def test_the_app_says_it_waits_only_for_a_wait_as_long_as_a_pause(app, monkeypatch):
    seen: list[bool] = []

    def wait_for_event(seconds, clock):
        seen.append(frame_gate._app_waits.is_set())
        return False
    monkeypatch.setattr(app_module, "wait_for_event", wait_for_event)
    for delay in (0.016, None, frame_gate.PAUSE_S):   # cards flying; nothing to draw; a timer a pause away
        app.scenes.append(SimpleNamespace(next_frame_in=lambda delay=delay: delay))
        app.wait_for_change()
        app.scenes.pop()
    assert seen == [False, True, True]
    assert not frame_gate._app_waits.is_set(), "frames may come again once the wait is over"
