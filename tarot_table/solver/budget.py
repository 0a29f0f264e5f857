"""How much work a search may do: a number of positions, a time on an injected clock,
and a flag another thread may raise to stop it."""
from __future__ import annotations

import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Callable

from tarot_table.frame_gate import give_way

CLOCK_EVERY = 64   # positions between looks at the clock (a look costs more than a position's count)


class OutOfBudget(Exception):
    """The search used up its budget (or was told to stop) before it could answer."""


@dataclass
class Budget:
    """``nodes``: positions the search may reach (moves it may play); ``seconds`` on
    ``clock``; either may be None for no limit. ``stop`` ends the search at its next
    look at the clock, from any thread. Tests give node budgets, so what they prove
    never depends on how fast the machine is."""

    nodes: int | None = None
    seconds: float | None = None
    clock: Callable[[], float] = time.perf_counter
    stop: threading.Event = field(default_factory=threading.Event)
    spent: int = 0
    started: float = 0.0
    courteous: bool = False   # a search beside the table's frames: it gives way to them

    def begin(self) -> None:
        self.spent = 0
        self.started = self.clock()

    def spend(self) -> None:
        """Count one position; OutOfBudget once the budget is used up."""
        self.spent += 1
        if self.nodes is not None and self.spent > self.nodes:
            raise OutOfBudget
        if self.courteous:
            give_way(self.spent)
        if self.spent % CLOCK_EVERY == 0:
            if self.stop.is_set() or (self.seconds is not None and self.elapsed() > self.seconds):
                raise OutOfBudget

    def elapsed(self) -> float:
        return self.clock() - self.started

    def exhausted(self) -> bool:
        return ((self.nodes is not None and self.spent >= self.nodes) or self.stop.is_set()
                or (self.seconds is not None and self.elapsed() > self.seconds))

    @contextmanager
    def part(self, fraction: float, most: int | None = None):
        """Within the block the search may use only ``fraction`` of what is left (of
        positions and of time), and at most ``most`` positions more where given; running
        out of that part ends the block quietly, and the whole budget holds again after
        it. Running out of the whole budget is raised as ever."""
        whole = self.nodes, self.seconds
        if self.nodes is not None:
            self.nodes = self.spent + int((self.nodes - self.spent) * fraction)
        if most is not None:
            self.nodes = min(self.nodes, self.spent + most) if self.nodes is not None else self.spent + most
        if self.seconds is not None:
            used = self.elapsed()
            self.seconds = used + max(0.0, self.seconds - used) * fraction
        try:
            yield
        except OutOfBudget:
            self.nodes, self.seconds = whole
            if self.exhausted():
                raise
        finally:
            self.nodes, self.seconds = whole
