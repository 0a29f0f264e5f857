"""A seat held from the app: its connection to the host runs on asyncio in a daemon
thread of its own, so the frame loop never waits on the network.

The frame's thread sends with ``send`` and reads what the host said with ``take``;
neither blocks. Every message is read and checked in the link's thread (``client``
reads within its bounds; a view is parsed by ``State.from_json`` there) and handed
over whole: an ``update`` carries its parsed ``state``. The link's own news comes the
same way: ``joined`` once the seat is held, ``closed`` (with the reason) when the
connection ends. ``wake`` is called from the link's thread after each message (the
app's ``request_redraw``); ``wait`` lets a test block, bounded, until one arrives.
No pygame here."""
from __future__ import annotations

import asyncio
import queue
import threading
from collections.abc import Callable

from tarot_table.games.base import Game, State
from tarot_table.net.client import Player, Refusal, labelled

MAX_WAITING = 512     # messages read and not yet taken before the link gives up on a host that floods
CLOSE_WAIT_S = 5.0    # a bound on joining the link's thread as it closes


class Link:
    def __init__(self, address: str, code: str, seat: int | None = None, token: str | None = None,
                 name: str = "", wake: Callable[[], None] = lambda: None, timeout: float = 10.0) -> None:
        self.address, self.code, self.seat, self.token, self.name = address, code, seat, token, name
        self.wake = wake
        self.timeout = timeout
        self.inbox: queue.Queue = queue.Queue(MAX_WAITING)
        self.arrived = threading.Event()
        self.closed = False
        self._loop: asyncio.AbstractEventLoop | None = None
        self._outbox: asyncio.Queue | None = None
        self._main: asyncio.Task | None = None
        self._thread = threading.Thread(target=self._run, name=f"link-{code}", daemon=True)

    def start(self) -> "Link":
        self._thread.start()
        return self

    # ---- the frame's side ----------------------------------------------------------
    def take(self) -> list[dict]:
        """Every message arrived since the last call, oldest first; never waits."""
        self.arrived.clear()
        taken = []
        while True:
            try:
                taken.append(self.inbox.get_nowait())
            except queue.Empty:
                return taken

    def wait(self, seconds: float) -> bool:
        """Block until a message has arrived, at most ``seconds`` (tests, never the
        frame loop); whether one has."""
        return self.arrived.wait(seconds)

    def send(self, message: dict) -> None:
        """Queue ``message`` for the host; dropped when the connection is gone (the table
        is told so by the ``closed`` message)."""
        loop, outbox = self._loop, self._outbox
        if loop is None or outbox is None or self.closed:
            return
        try:
            loop.call_soon_threadsafe(outbox.put_nowait, message)
        except RuntimeError:   # the loop has just closed
            pass

    def close(self, leave: bool = False) -> None:
        """End the connection (``leave``: giving the seat up for good first) and wait,
        bounded, for the link's thread to end."""
        if leave:
            self.send({"type": "leave"})
        loop, main = self._loop, self._main
        if loop is not None and main is not None:
            try:
                loop.call_soon_threadsafe(self._finish, leave)
            except RuntimeError:
                pass
        if self._thread.is_alive() and threading.current_thread() is not self._thread:
            self._thread.join(CLOSE_WAIT_S)

    # ---- the link's thread ----------------------------------------------------------
    def _run(self) -> None:
        asyncio.run(self._serve())

    def _finish(self, leave: bool) -> None:
        if leave and self._outbox is not None:
            self._outbox.put_nowait(None)   # the writer sends what waits (the leave), then stops all
        elif self._main is not None:
            self._main.cancel()

    def _put(self, message: dict) -> bool:
        try:
            self.inbox.put_nowait(message)
        except queue.Full:
            return False
        self.arrived.set()
        self.wake()
        return True

    async def _serve(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._outbox = asyncio.Queue()
        self._main = asyncio.current_task()
        reason = "the table was left"
        player = None
        try:
            player = await Player.join(self.address, self.code, self.seat, self.token, self.name,
                                       timeout=self.timeout)
            self.seat, self.token = player.seat, player.token
            self._put({"type": "joined", "seat": player.seat, "token": player.token, "code": player.code,
                       "game": player.game.id})
            self._put(self._checked(dict(player.update), player.game))
            writer = asyncio.create_task(self._write(player))
            try:
                await self._read(player)
            finally:
                writer.cancel()
        except Refusal as err:
            reason = str(err)
        except asyncio.CancelledError:
            pass
        except Exception as err:   # whatever else the host's bytes cause ends this link, not the app
            reason = f"the connection failed ({type(err).__name__})"
        finally:
            if player is not None:
                await asyncio.shield(player.close())
            self.closed = True
            self._put({"type": "closed", "reason": reason})

    async def _read(self, player: Player) -> None:
        while True:
            message = await player.next(None)   # the library's pings find a dead connection
            if message["type"] == "update":
                message = self._checked(dict(player.update), player.game)
            if not self._put(message):
                raise Refusal("the host sent more than this table could read")

    @staticmethod
    def _checked(update: dict, game: Game) -> dict:
        """An update with its view parsed (``State.from_json`` checks it as a save) and
        the moves listed for this seat labelled by the rules (``legal_actions``), here
        rather than in the frame."""
        try:
            update["state"] = State.from_json(update["view"])
        except (KeyError, TypeError, ValueError) as err:
            raise Refusal(f"the host sent a malformed view ({str(err)[:120]})") from None
        update["legal_actions"] = labelled(game, update["state"], update.get("legal")) if "legal" in update else []
        return update

    async def _write(self, player: Player) -> None:
        while True:
            message = await self._outbox.get()
            if message is None:
                self._main.cancel()
                return
            await player.send(message)
