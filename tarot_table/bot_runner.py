"""The bots' thinking, away from drawing: one background thread for a bot's move and
the strong bot's hint, and the pause between bot moves, on the app's clock.

A choice is worked out from a copy of what the bot's seat may know, made on the
table's thread when the thinking starts, so play going on meanwhile cannot change it.
An answer is taken only for the position it was asked about (the move count it saw).
A finished job asks the table for a frame (``wake``), from whichever thread. No pygame.
"""
from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass

from tarot_table.clock import Clock
from tarot_table.collection import COLLECTION
from tarot_table.games.base import Action
from tarot_table.rng import Rng
from tarot_table.table_session import TableSession


@dataclass
class Thinking:
    job: Future
    moves: int   # the move count of the position it is about


def decision(session: TableSession, bot: str, seat: int) -> Callable[[], Action]:
    """A bot's choice as work for later; what the bot sees is copied now."""
    state, game = session.state, session.game
    view, rng, choose = session.view(seat), Rng(state.seed * 1_000_003 + state.moves), game.bots[bot]
    return lambda: choose(game, view, rng)


class BotRunner:
    def __init__(self, clock: Clock, wake: Callable[[], None]) -> None:
        self.clock = clock
        self.wake = wake
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
        self.move: Thinking | None = None   # a bot's move being worked out
        self.hint: Thinking | None = None   # the strong bot's hint being worked out
        self.ready_at = 0.0                 # no bot moves before then (the cards are seen to land)

    def _start(self, work: Callable[[], Action], moves: int) -> Thinking:
        thinking = Thinking(self._pool.submit(work), moves)
        thinking.job.add_done_callback(lambda _: self.wake())
        return thinking

    def think_move(self, work: Callable[[], Action], moves: int) -> None:
        self.move = self._start(work, moves)

    def think_hint(self, work: Callable[[], Action], moves: int) -> None:
        self.hint = self._start(work, moves)

    @staticmethod
    def _answer(thinking: Thinking | None, moves: int) -> tuple[bool, Action | None]:
        """(done, the answer if it is still about this position)."""
        if thinking is None or not thinking.job.done():
            return False, None
        return True, thinking.job.result() if thinking.moves == moves else None

    def take_move(self, moves: int) -> tuple[bool, Action | None]:
        """Once the bot's move is worked out: (True, the move, or None when the position
        has changed meanwhile); (False, None) while it thinks or when none was asked."""
        done, action = self._answer(self.move, moves)
        if done:
            self.move = None
        return done, action

    def take_hint(self, moves: int) -> tuple[bool, Action | None]:
        done, action = self._answer(self.hint, moves)
        if done:
            self.hint = None
        return done, action

    def pause(self, seconds: float) -> None:
        """No bot moves for ``seconds`` from now. A rest is a moment of the collector's
        (``COLLECTION.bot_rests``, tarot_table/collection.py): its pass is made in the rest,
        so that the next bot's thinking does not stop for it."""
        self.ready_at = self.clock.now() + seconds
        if seconds > 0:
            COLLECTION.bot_rests()

    def resting(self) -> bool:
        return self.clock.now() < self.ready_at

    def rest_left(self) -> float:
        return max(0.0, self.ready_at - self.clock.now())

    def finish(self, timeout: float | None = None) -> None:
        """Wait until the thinking under way is done (tests, the UI fuzz, screenshots)."""
        for thinking in (self.move, self.hint):
            if thinking is not None:
                thinking.job.result(timeout=timeout)

    def stop(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
