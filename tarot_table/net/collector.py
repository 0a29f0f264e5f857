"""When a headless host's garbage collector passes: by the clock, not by counting objects.

Python's collector passes over its youngest generation when the objects made less those
freed reach a threshold. A host with hundreds of tables frees about as many objects as it
makes (a finished table let go frees thousands of old ones at once), so that count barely
grows: the youngest pass came every 30 s or so and then walked everything made since that
was still alive, some 200 ms of one core while every table waited. Passing by the clock
keeps each pass to what the last moments made:

- the youngest generation four times a second (what a quarter of a second made and still
  holds: a few milliseconds);
- the middle one every second (what outlived the youngest passes since);
- a full pass every 10 minutes, for cycles among long-lived objects (a table's state
  whose game ended). It walks everything alive, so it is the one long pause, and it is
  rare (docs/network.md has the figures).

The collector's own counting is switched off while this runs, so no pass comes between.
"""
from __future__ import annotations

import asyncio
import gc
from dataclasses import dataclass
from typing import Awaitable, Callable


@dataclass(frozen=True)
class PassPlan:
    young_every_s: float = 0.25
    middle_every: int = 4      # youngest passes between two middle ones (1 s)
    full_every: int = 2400     # youngest passes between two full ones (10 minutes)

    def generation_at(self, tick: int) -> int:
        """Which generation the ``tick``-th pass (from 1) takes, with the younger ones."""
        if tick % self.full_every == 0:
            return 2
        if tick % self.middle_every == 0:
            return 1
        return 0


async def collect_on_the_clock(plan: PassPlan = PassPlan(),
                               sleep: Callable[[float], Awaitable] = asyncio.sleep) -> None:
    """Pass the collector by ``plan`` until cancelled; its counted passes stay off till then."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        tick = 0
        while True:
            await sleep(plan.young_every_s)
            tick += 1
            gc.collect(plan.generation_at(tick))
    finally:
        if was_on:
            gc.enable()
