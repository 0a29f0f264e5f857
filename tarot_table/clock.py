"""The one source of time for the app and the table.

The app makes one clock and hands it to every part that times something: scenes,
animations, messages and banners, the bots' pauses, the game's own playing time,
gaps between sounds, the idle wait for the next event. A player's app runs on
``MonotonicClock``; tests and the UI fuzz run on ``ManualClock``, which moves only
when they move it, so nothing waits on the wall clock and a run repeats exactly.
Nothing outside this module reads ``time.monotonic`` or sleeps.
"""
from __future__ import annotations

import time
from collections.abc import Callable

from tarot_table.rng import FRESH_SEEDS

# a minute without input and the player is no longer there: a game's clock stops (house
# decision 8 of the table); at a network table, a minute without a move or a person coming
IDLE_AFTER_S = 60.0

# a blocking wait on something outside the app (the window system's event queue):
# given the longest it may block (None: no limit), True when what it waits for came
Block = Callable[[float | None], bool]


class Clock:
    """What every clock answers. (A plain base class, not a typing.Protocol: the app
    imports this before its first frame, which loads no typing.)"""

    def now(self) -> float:
        """Seconds on a clock that never goes back (only differences mean anything)."""
        raise NotImplementedError

    def wall(self) -> float:
        """Seconds since the epoch: for fresh random seeds, never for timing."""
        raise NotImplementedError

    def sleep(self, seconds: float) -> None:
        """Let ``seconds`` pass."""
        raise NotImplementedError

    def wait(self, seconds: float | None, block: Block) -> bool:
        """Wait up to ``seconds`` (None: no limit) for what ``block`` waits on; True
        when it came, False when the time ran out."""
        raise NotImplementedError


class MonotonicClock(Clock):
    """The real time of a player's app."""

    now = staticmethod(time.monotonic)   # called straight, no method of ours between: a frame reads it some ten times

    def wall(self) -> float:
        return time.time()

    def sleep(self, seconds: float) -> None:
        time.sleep(max(0.0, seconds))

    def wait(self, seconds: float | None, block: Block) -> bool:
        return block(seconds)


class ManualClock(Clock):
    """Time that passes only when ``advance`` (or ``sleep``) moves it."""

    WALL_AT_START = 1_700_000_000.0

    def __init__(self, start: float = 1000.0) -> None:
        self.seconds = start

    def now(self) -> float:
        return self.seconds

    def wall(self) -> float:
        return self.WALL_AT_START + self.seconds

    def advance(self, seconds: float) -> None:
        if seconds < 0:
            raise ValueError("a clock does not go back")
        self.seconds += seconds

    def sleep(self, seconds: float) -> None:
        self.advance(max(0.0, seconds))

    def wait(self, seconds: float | None, block: Block) -> bool:
        """What is already there is seen at once; a timed wait then lets its time pass at
        once. With no limit, something outside must bring the event: wait for it."""
        if seconds is None:
            return block(None)
        if block(0.0):
            return True
        self.advance(max(0.0, seconds))
        return False


def fresh_seed(clock: Clock) -> int:
    """A seed for a new deal nobody asked to repeat."""
    return int(clock.wall() * 1000) % FRESH_SEEDS


def let_other_threads_run() -> None:
    """Let go of the interpreter's lock for a moment, waiting for nothing: a thread that
    wants it (the table's, about to make a frame) takes it now."""
    time.sleep(0)


def wait_for_another_process(seconds: float) -> None:
    """A short real wait while another process holds a file this one needs: its hold
    ends in its own time, not in any clock of ours, so even a test's clock waits really."""
    time.sleep(seconds)
