"""The app's own host: the same ``Server`` as ``tarot-table serve``, on asyncio in a
daemon thread of the app's process, so a person can host a table from the new-game
page. Its tables are saved in the data folder's ``tables/`` as ``serve`` saves them,
and hosted again the next time the app hosts, so a saved network game goes on and its
people reclaim their seats. Calls from the frame's thread are bounded in time. No pygame.
"""
from __future__ import annotations

import asyncio
import threading
from concurrent.futures import TimeoutError as FutureTimeout
from pathlib import Path

from tarot_table import applog
from tarot_table.net import store
from tarot_table.net.server import FolderServed, Server
from tarot_table.net.table import NetTable, Refused

log = applog.logger("tarot_table.net")
START_WAIT_S = 10.0
CALL_WAIT_S = 5.0


class HostThread:
    def __init__(self, folder: Path | None = None, host: str = "127.0.0.1", port: int = 0,
                 announce: bool = False, interfaces: list[str] | None = None,
                 stand_in_after: float | None = 120.0) -> None:
        self.folder = store.default_folder() if folder is None else folder
        self.host, self.port = host, port
        self.announce, self.interfaces = announce, interfaces
        self.server = Server(self.folder, stand_in_after=stand_in_after)
        self.server.finished = self._ended
        self.announcer = None   # what announces its tables on the local network, once started (``announce``)
        self.problem = ""
        self.folder_served = False   # another process hosts the tables' folder (server.FolderServed)
        self._ready = threading.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._thread = threading.Thread(target=self._run, name="host", daemon=True)

    def start(self) -> int:
        """Listen; the port. OSError when the host cannot start (the port is taken;
        FolderServed: the tables' folder is held by another host)."""
        self._thread.start()
        if not self._ready.wait(START_WAIT_S):
            raise OSError("the host did not start in time")
        if self.problem:
            raise FolderServed(self.problem) if self.folder_served else OSError(self.problem)
        return self.port

    @property
    def running(self) -> bool:
        return self._thread.is_alive() and not self.problem

    def open_table(self, game_id: str, seats: list[str], options: dict[str, str] | None = None,
                   seed: int | None = None) -> str:
        """A new table's code; Refused says why the host would not open it."""
        return self._call(lambda: self.server.open_table(game_id, seats, options, seed).code)

    def open_own_table(self, game_id: str, seats: list[str], options: dict[str, str] | None,
                       seed: int | None, seat: int, name: str,
                       bot_names: list[str] | None = None) -> tuple[str, str]:
        """A new table with open seat ``seat`` held for the person hosting it (no joiner
        is offered it), its bots named ``bot_names`` (the new-game page's): its code and
        that seat's token."""
        def open_it() -> tuple[str, str]:
            table = self.server.open_table(game_id, seats, options, seed, reserve=(seat, name), bot_names=bot_names)
            return table.code, table.places[seat].token
        return self._call(open_it)

    def set_stand_in(self, code: str, seconds: float | None) -> None:
        """How long a person may be away from table ``code`` before the host's bot plays
        their seat (None: never)."""
        def change() -> None:
            hosted = self.server.hosted(code)
            if hosted is None:
                raise Refused(f"No table here has the code {code}.")
            hosted.table.stand_in_after = seconds
            self.server.save_soon(hosted)
        self._call(change)

    def seats(self, code: str) -> list[dict]:
        """Table ``code``'s seats as its players are told them (name, kind, connected);
        Refused when no table here has that code."""
        def listed() -> list[dict]:
            hosted = self.server.hosted(code)
            if hosted is None:
                raise Refused(f"No table here has the code {code}.")
            return hosted.table.seats_json()
        return self._call(listed)

    def tables(self) -> list[dict]:
        """The listing of every table hosted (saved ones hosted again, and finished ones let go of memory, included)."""
        return self._call(self.server.listings)

    def people_playing(self) -> list[tuple[str, str, list[tuple[int, str, bool]]]]:
        """The tables still played with people seated: (game title, code, [(seat, name, connected)])."""
        return self._call(self.server.people_playing)

    def read_back(self, code: str) -> str:
        """How table ``code`` was read back from disk, when its save was damaged
        (``NetTable.read_back``), told once: "" after, or when no table here has the code."""
        def take() -> str:
            hosted = self.server.tables.get(code)
            if hosted is None:
                return ""
            words, hosted.table.read_back = hosted.table.read_back, ""
            if words:
                self.server.save_soon(hosted)   # said: off its save too
            return words
        return self._call(take)

    def drop_table(self, code: str) -> list[tuple[int, str]]:
        """Stop hosting table ``code`` and remove its files (deleted from Continue): its
        people connected are told it has ended (``Server.drop_table``); their seats and names."""
        return self._call(lambda: self.server.drop_table(code))

    def until(self, done, seconds: float) -> None:
        """Wait until ``done()`` holds on the host's loop, asked again each time the host
        or its announcer may have changed; raise Refused after ``seconds``."""
        if self._loop is None or not self.running:
            raise Refused("the host is not running")
        waiting = asyncio.run_coroutine_threadsafe(self.server.stir.until(done, seconds), self._loop)
        try:
            waiting.result(seconds + CALL_WAIT_S)
        except (TimeoutError, FutureTimeout):
            waiting.cancel()
            raise Refused("the host never came to that") from None

    def _call(self, work):
        if self._loop is None or not self.running:
            raise Refused("the host is not running")

        async def on_loop():
            done = work()
            return await done if asyncio.iscoroutine(done) else done
        try:
            return asyncio.run_coroutine_threadsafe(on_loop(), self._loop).result(CALL_WAIT_S)
        except FutureTimeout:
            raise Refused("the host did not answer in time") from None

    def close(self) -> None:
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None:
            try:
                loop.call_soon_threadsafe(stop.set)
            except RuntimeError:
                pass
        if self._thread.is_alive():
            self._thread.join(START_WAIT_S)

    def _ended(self, table: NetTable) -> None:
        """A table this app hosts has ended, seen or not (its person elsewhere, bots
        playing on): its end is kept as a game at this screen's is, off the event loop."""
        asyncio.get_running_loop().run_in_executor(None, keep_end, table.code, table.session)

    # ---- the host's thread ------------------------------------------------------------
    def _run(self) -> None:
        try:
            asyncio.run(self._serve())
        except Exception as err:   # the host's fault never takes the app down
            log.exception("the app's host stopped")
            self.problem = self.problem or f"the host stopped ({err})"
            self._ready.set()

    async def _serve(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        try:
            try:
                await self._start_serving()
            except FolderServed as err:
                self.problem, self.folder_served = str(err), True
                return
            except OSError as err:
                self.problem = f"cannot host on {self.host}:{self.port} ({err.strerror or err})"
                return
            self._ready.set()
            await self._stop.wait()
        finally:
            # every way out, a start that failed half-way too (the port taken, the announcer
            # refused): the tables' folder let go before the caller hears of it, so another
            # start, here or in another window, may host it
            await self.server.close()
            if self.announcer is not None:
                await self.announcer.close()
            if self.problem:
                self._ready.set()

    async def _start_serving(self) -> None:
        if self.announce:
            from tarot_table.net.discovery import Announcer
            self.announcer = Announcer(self.interfaces, stir=self.server.stir)
            self.server.announce = self.announcer.table_changed
        self.port = await self.server.start(self.host, self.port)
        if self.announcer is not None:
            self.announcer.port = self.port
            await self.announcer.start()


def keep_end(code: str, session) -> None:
    """A hosted table's end kept on this computer as any game's: the result of the seat
    this app's person holds there (held_seats) in the statistics, under the name they took
    (none when they kept the game's own), the finished game's record (Finished games), and
    a reading it ended in, in the journal. The seat's screen, if it saw the end, counts
    nothing itself (``join.sit``)."""
    from tarot_table import journal, records
    from tarot_table.games.capabilities import reading_of
    from tarot_table.net import held_seats
    from tarot_table.statistics import MAX_PLAYER, record_result, row_options
    game, state = session.game, session.state
    try:
        held, _ = held_seats.load()
        seat = next((h.seat for h in held if h.hosted and h.code == code), None)
        outcome = game.outcome(state)
        if seat is not None and seat < len(state.seats) and outcome is not None and game.scored:
            shown = row_options(game, state.options)
            name = state.seats[seat].name.strip()
            player = "" if game.default_name(seat, name) else name[:MAX_PLAYER]
            # a seat the host's bot played for is counted apart, as a game Autoplay helped
            problem = record_result(game.id, shown, outcome.won_by(seat), session.elapsed, seat in session.stood_in,
                                    player, name if not player else "")
            if problem:
                log.warning("table %s: %s", code, problem)
        if game.scored:
            records.keep(session)
        summary = reading_of(game, state)
        if summary is not None:
            journal.record(game.id, summary, state)
    except (OSError, ValueError) as err:
        log.error("table %s: its end could not be kept (%s)", code, err)
