"""Waiting on the event loop for a condition on what the host holds, woken by the host
each time that may have changed (a move told, a seat gone or taken, a batch written, a
table announced), never by polling the clock."""
from __future__ import annotations

import asyncio
from typing import Callable


class Stir:
    """The futures of those waiting for a change; ``wake`` is cheap when nobody waits."""

    def __init__(self) -> None:
        self._waiting: list[asyncio.Future] = []

    def wake(self) -> None:
        if not self._waiting:
            return
        waiting, self._waiting = self._waiting, []
        for future in waiting:
            if not future.done():
                future.set_result(None)

    async def until(self, done: Callable[[], bool], seconds: float) -> None:
        """Return once ``done()`` holds, asked at once and after each wake; raise
        TimeoutError when ``seconds`` pass first."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + seconds
        while not done():
            left = deadline - loop.time()
            if left <= 0:
                raise TimeoutError("the condition did not come to hold in time")
            future = loop.create_future()
            self._waiting.append(future)
            try:
                await asyncio.wait_for(future, left)
            except asyncio.TimeoutError:   # a class of its own before Python 3.11
                raise TimeoutError("the condition did not come to hold in time") from None
