"""A host's Stir: tests and the app wait for a condition on the host's state by being
woken at each change, not by polling the clock (issue 29: no test sleeps)."""
import asyncio

import pytest

from tarot_table.net.stir import Stir


def test_a_condition_that_holds_returns_at_once():
    asyncio.run(Stir().until(lambda: True, 0))


def test_each_wake_asks_the_condition_again_and_it_returns_once_it_holds():
    stir, asked, holds = Stir(), [], [False]

    def done():
        asked.append(holds[0])
        return holds[0]

    async def play():
        waiting = asyncio.ensure_future(stir.until(done, 60))
        await asyncio.sleep(0)
        stir.wake()          # a change that does not make it hold
        for _ in range(5):   # the waiter's turns on the loop: it asks again, and waits again
            await asyncio.sleep(0)
        holds[0] = True
        stir.wake()
        await asyncio.wait_for(waiting, 60)
    asyncio.run(play())
    assert asked == [False, False, True]


def test_a_condition_never_met_ends_in_a_timeout():
    with pytest.raises(TimeoutError):
        asyncio.run(Stir().until(lambda: False, 0))


def test_a_wake_with_nobody_waiting_keeps_nothing():
    stir = Stir()
    stir.wake()
    assert stir._waiting == []
