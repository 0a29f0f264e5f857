"""The host: any number of network tables behind one WebSocket port, each with its
own game, seats and connections (tables never share state). It runs on asyncio:
``tarot-table serve`` runs it headless, and the app runs one for the table it hosts.

Every connection is bounded: its messages in size (``protocol.MAX_MESSAGE``, the
library closes on a longer one) and in rate (a bucket of ``Limits.burst`` refilled
at ``Limits.rate`` a second: a faster sender is read more slowly), the messages
refused before it is let go, the first message in time, and what waits to be sent
to it (a player who does not read is let go and may join again). The number of
connections and of tables is bounded too. Messages to players are written once the
event loop's turn is over, all of that turn's together (``Outgoing``: no task woken per
message, and a player's computer woken once for the messages of many moves, not once a
message), so what waits for a player is bounded in bytes (``Limits.outbox``). Whatever a player sends that the
protocol or the rules refuse is answered with an ``error`` and logged; nothing a
player sends stops the host.
"""
from __future__ import annotations

import asyncio
import math
import os
import secrets
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from tarot_table import applog, filestore, saves
from tarot_table.clock import MonotonicClock
from tarot_table.games.base import BadOptions, Event, IllegalAction
from tarot_table.net import protocol, store
from tarot_table.net.connection import CLOSE_POLICY, CLOSE_REPLACED, CLOSE_TRY_AGAIN, Connection, Limits, Outgoing
from tarot_table.net.stir import Stir
from tarot_table.net.table import CODE_LETTERS, NetTable, Refused, new_code, normal_code
from tarot_table.net.telling import Round
from tarot_table.rng import FRESH_SEEDS

log = applog.logger("tarot_table.net")

WRITERS = 4              # worker threads that share a batch of tables to write
TEXTS_A_TURN = 16        # tables whose save text is made in one turn of the event loop (about 5 ms)
CLOCK_KEPT_SEATED_S = 5.0   # a quiet table's time written this often (a kill loses no more of it); it runs
#                             only while someone is connected (NetTable.clock), their clock on screen
SAVE_TICK = 0.1          # seconds at least between the starts of two batches of writes
QUIET_S = 1.0            # a table still this long since its seats were told is told its saves alone
LET_GO_KEPT = 20_000     # finished tables let go of memory that are still found by their code (the oldest forgotten)
LOOKED_KEPT = 64         # the answers to looks at tables let go, kept for the next looks (the latest looked)
LOOK_LOADS = 16          # tables let go that looks read back from disk at once, at most (``LoadBudget``)
LOOK_LOADS_A_SECOND = 4.0   # and a second after that
BUSY = "This host is busy: look at the table again in a moment."


class FolderServed(OSError):
    """Another process (another window of the app, a `serve`) hosts the tables of this
    folder: they are played there."""


@dataclass
class LoadBudget:
    """How many tables let go the looks may still read back from disk now: a token bucket
    (``LOOK_LOADS`` at once, ``LOOK_LOADS_A_SECOND`` after), so a burst of looks at many
    tables let go reads a bounded number of them on the event loop (each 1-8 ms), and the
    rest are told the host is busy."""
    tokens: float = float(LOOK_LOADS)
    filled: float | None = None

    def take(self, now: float) -> bool:
        """One read back, if the budget holds one at ``now`` (the server's clock)."""
        if self.filled is not None:
            self.tokens = min(float(LOOK_LOADS), self.tokens + (now - self.filled) * LOOK_LOADS_A_SECOND)
        self.filled = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


@dataclass(eq=False)
class Hosted:
    """A table with its connections, its bots' turn and its autosave."""

    table: NetTable
    connections: dict[int, Connection] = field(default_factory=dict)
    bots: asyncio.Task | None = None
    dirty: bool = False   # to be saved whole (a change that is not a move or an undo, or its log is long)
    lines: int = 0   # lines in its log since it was last saved whole
    unsynced: bool = False   # lines appended to its log since the log was last synced
    written: float = float("-inf")   # when it was last written (the event loop's clock)
    saved: int = 0   # the moves on disk, told in every update (and alone when the table is quiet)
    saved_told: int = 0   # the moves on disk its seats were last told
    told_at: float = float("-inf")   # when its seats were last told of a change (the server's clock)
    time_saved: float = 0.0   # the game's time (the table's clock) in its last write
    end_unlisted: bool = False   # its end has taken it off the tables announced as joinable
    log_file: int | None = None   # its log, held open while moves go to it (``Server._log_file``)
    log_file_of: int = -1   # the number of that log
    dropped: bool = False   # deleted by its person (``Server.drop_table``): never written again


class Server:
    def __init__(self, folder: Path | None = None, limits: Limits | None = None,
                 now: Callable[[], float] = MonotonicClock().now, stand_in_after: float | None = 120.0,
                 announce: Callable[[dict, bool], None] | None = None, code_prefix: str = "") -> None:
        if len(code_prefix) > 1 or any(ch not in CODE_LETTERS for ch in code_prefix):
            raise ValueError(f"a code prefix is one of {CODE_LETTERS}")
        self.code_prefix = code_prefix
        self.folder = folder
        self.limits = limits or Limits()
        self.now = now
        self.stand_in_after = stand_in_after
        self.announce = announce   # told (listing, True) of a table opened, (listing, False) of one gone
        # told once of each table whose game has ended, after it is on disk (the app's host keeps its
        # person's result and the game's record); the table is then saved as recorded
        self.finished: Callable[[NetTable], None] | None = None
        self.tables: dict[str, Hosted] = {}   # the tables held in memory (``hosted`` finds the ones let go too)
        # a finished table, on disk and with nobody at it, is let go of memory (``_let_go_if_done``):
        # its code and its listing as it was kept here (a tuple the collector stops following)
        self._let_go: dict[str, tuple] = {}
        # the answers to the latest looks at tables let go (at most LOOKED_KEPT, the latest
        # last): a look again reads nothing from disk, and what it says holds while the table
        # stays let go; and what the looks may still read back (``LoadBudget``)
        self._looked: dict[str, dict] = {}
        self._look_loads = LoadBudget()
        self.connections = 0
        self.port = 0
        self.problems: list[str] = []   # saved tables that could not be read, or were read with a problem
        self._server = None
        self._watch: asyncio.Task | None = None
        self._saver: asyncio.Task | None = None
        self._unsaved: set[Hosted] = set()   # tables changed since they were last written
        self._writing: list[Hosted] = []     # the tables of the batch being written now
        self._batch: asyncio.Future | None = None   # the worker threads of that batch
        self._hold = None
        self._closed = False
        self._outgoing = Outgoing()   # what every connection is sent in a turn of the event loop
        self.stir = Stir()   # wakes whoever waits for a change here (``Stir.until``)

    # ---- starting and stopping ------------------------------------------------
    async def start(self, host: str = "127.0.0.1", port: int = 0) -> int:
        """Hold the tables' folder, listen on ``host``:``port`` (0: any free port), host its
        saved tables, and serve; the port. FolderServed when another process holds the
        folder; OSError when the port is taken. A start that fails at any step lets go of
        all it took (the folder's hold, the socket, the tables read): a hold left behind
        kept every other window from hosting the folder until this process ended. The port
        is bound before the tables are read, so a port taken costs no reading of them."""
        try:
            return await self._start(host, port)
        except BaseException:
            await self.close()
            raise

    async def _start(self, host: str, port: int) -> int:
        if self.folder is not None:
            self.folder.mkdir(parents=True, exist_ok=True)
            try:
                self._hold = filestore.try_hold(self.folder / "host")
            except filestore.InUse:
                raise FolderServed(f"another host is serving the tables in {self.folder}") from None
        # bound, not yet taking connections: nobody is answered before the tables are hosted
        self._server = await serve(self._handle, host, port, max_size=protocol.MAX_MESSAGE, start_serving=False,
                                   max_queue=8, compression=None, ping_interval=20, ping_timeout=20)
        if self.folder is not None:
            filestore.sweep(self.folder)   # a killed host's half-written files: tables are then written without a look for them
            told: list[str] = []
            tables, left_out_unread = store.load_folder(self.folder, self.now, told, keep_whole_logs=True)
            # what was read is on the disk itself (a host killed between a batch's renames and
            # its folder's sync left them in the system's cache): a table not changed here
            # from now on is not written again, even at the stop (``_write_at_the_stop``)
            filestore.sync_folder(self.folder)
            for problem in left_out_unread:
                log.warning("saved table not hosted: %s", problem)
            for words in told:   # resumed from the save before it, or its log's replay stopped
                log.warning("saved table hosted: %s", words)
            self.problems = left_out_unread + told
            left_out = []
            for table in tables:
                if self._ended_and_told(table):   # on disk whole (load_folder): not held until looked at
                    self._keep_let_go(table)
                    continue
                if len(self.tables) >= self.limits.tables:
                    left_out.append(table.code)
                    continue
                table.stand_in_after = self.stand_in_after
                hosted = self._host(table)
                hosted.saved = hosted.saved_told = table.moves   # on disk as read: its save, and its log's lines
                hosted.time_saved = table.clock()
                if table.log_lines:   # its log goes on (load_folder), synced by the first batch (a kill left it unsynced)
                    hosted.lines, hosted.unsynced = table.log_lines, True
                    self._write_soon(hosted)
                self._count_finished(hosted)   # ended before a kill let it be counted
            if left_out:
                self._tell_left_out(left_out)
        await self._server.start_serving()
        self.port = self._server.sockets[0].getsockname()[1]
        self._watch = asyncio.create_task(self._watch_away())
        for hosted in self.tables.values():
            self._run_bots(hosted)
        return self.port

    def _tell_left_out(self, codes: list[str]) -> None:
        """Saved tables past ``Limits.tables`` are not hosted; their saves are kept, and a
        host started with room for them hosts them again."""
        problem = (f"{len(codes)} saved table{'s' if len(codes) != 1 else ''} not hosted, "
                   f"{', '.join(codes[:5])}{' ...' if len(codes) > 5 else ''}: this host holds at most "
                   f"{self.limits.tables} (--max-tables); the saves are kept")
        self.problems.append(problem)
        log.warning("%s", problem)

    async def close(self) -> None:
        """Stop: the connections closed, the tables' last changes written, the folder let
        go. Also what a start that failed half-way undoes; a second close does nothing."""
        if self._closed:
            return
        self._closed = True
        if self._watch:
            self._watch.cancel()
        if self._server:
            self._server.close()
            await self._server.wait_closed()
        if self._saver and not self._saver.done():
            self._saver.cancel()
        if self._batch is not None:
            # a thread still writing an older text must not land after the last write below
            await asyncio.gather(self._batch, return_exceptions=True)
        stop_writes = []
        for hosted in list(self.tables.values()):
            if hosted.bots and not hosted.bots.done():
                hosted.bots.cancel()
            self._close_log(hosted)
            if self.folder is not None:
                stop_writes += self._write_at_the_stop(hosted)
            if self.announce:
                self.announce(hosted.table.listing(), False)
        if stop_writes:
            # in worker threads, the loop free meanwhile: a stop right after a start after a kill
            # synced up to 1,000 logs on it, one after another (5.2 s in which nothing answered)
            chunks = [stop_writes[n::WRITERS] for n in range(min(WRITERS, len(stop_writes)))]
            await asyncio.gather(*(asyncio.to_thread(_stop_all, self.folder, chunk) for chunk in chunks))
        if self._hold:
            self._hold.release()

    def _write_at_the_stop(self, hosted: Hosted) -> list[tuple[str, object]]:
        """What the stop writes of a table: nothing when it has not changed since its last
        write, which is on the disk itself (a save is synced before it is renamed, and the
        folder after); its log synced when only moves were made since (they are in its log,
        which a host starting plays again and goes on with: ``store.load_folder``); saved
        whole for any other change or time played since. Every table was saved whole at the
        stop, two fsyncs each: 10.5-15.7 s for a host of 1,000 tables. A host killed instead
        leaves the same files, less the syncs, so a kill at any instant is as safe as before.
        Given as the work to do in a worker thread (``_stop_all``): ("fold", the table: its
        time too, up to the stop), ("sync", its log's path), or nothing."""
        table = hosted.table
        if hosted.dirty or hosted in self._writing or table.clock() != hosted.time_saved:
            return [("fold", table)]
        if hosted.unsynced or hosted.saved != table.moves or hosted in self._unsaved:
            return [("sync", store.log_path(self.folder, table.code, table.log))]
        return []

    # ---- tables -------------------------------------------------------------------
    def open_table(self, game_id: str, seats: list[str], options: dict[str, str] | None = None,
                   seed: int | None = None, reserve: tuple[int, str] | None = None,
                   bot_names: list[str] | None = None) -> NetTable:
        """A new table; ``reserve`` (a seat and a name) holds that seat for the person
        hosting it, who sits down with its token (``Place.token``); ``bot_names``: the
        bots' names (NetTable.open)."""
        from tarot_table.games import GAMES, GameLoadError
        if len(self.tables) >= self.limits.tables:
            raise Refused("This host holds as many tables as it can; try again later.")
        if game_id not in GAMES:
            raise Refused(f"unknown game {protocol.short(game_id)} (games: {', '.join(GAMES)})")
        try:
            game = GAMES[game_id]
        except GameLoadError as err:
            raise Refused(str(err)) from None
        try:
            table = NetTable.open(game, seats, options, seed, self.now, self.stand_in_after,
                                  new_code(self.code_prefix), bot_names)
        except BadOptions as err:
            raise Refused(str(err)) from None
        while self._code_taken(table.code):
            table.code = new_code(self.code_prefix)
        if reserve is not None:
            table.reserve(*reserve)
        hosted = self._host(table)
        self._changed(hosted, [])
        return table

    async def drop_table(self, code: str) -> list[tuple[int, str]]:
        """Stop hosting table ``code`` for good and remove its files (its person deleted it
        from Continue): each person connected to it is told the table has ended (their
        connection closed with ``protocol.CLOSE_TABLE_ENDED``), its bots stop, and nothing of
        it is written again: a batch already writing it is waited for, then its files go.
        Before, a table deleted while this app still hosted it was written again at its next
        save, and came back in Continue without its seat. The seats and names of the people
        who were connected to it."""
        hosted = self.tables.pop(code, None)
        self._let_go.pop(code, None)
        self._looked.pop(code, None)
        people = []
        if hosted is not None:
            hosted.dropped = True
            self._unsaved.discard(hosted)
            if hosted.bots is not None and not hosted.bots.done():
                hosted.bots.cancel()
            self._close_log(hosted)
            for seat, connection in sorted(hosted.connections.items()):
                people.append((seat, hosted.table.places[seat].name))
                connection.hosted = None
                asyncio.ensure_future(connection.socket.close(protocol.CLOSE_TABLE_ENDED, protocol.TABLE_DELETED))
            hosted.connections.clear()
            if self.announce:
                self.announce(hosted.table.listing(), False)
            if hosted in self._writing and self._batch is not None and not self._batch.done():
                await asyncio.gather(asyncio.shield(self._batch), return_exceptions=True)
        if self.folder is not None:
            store.delete_table(self.folder, code)
        log.info("table %s deleted by its host", code)
        self.stir.wake()
        return people

    def _code_taken(self, code: str) -> bool:
        """Whether a table here has ``code``: held, let go, or saved in the folder and not
        held (past ``--max-tables`` at the start, or let go long ago), its save or only the
        save before it (its ``.bak``, which Continue lists and a host resumes): a new table
        given it would write over that table's save, or its own save's backup would."""
        if code in self.tables or code in self._let_go:
            return True
        if self.folder is None:
            return False
        path = store.table_path(self.folder, code)
        return os.path.lexists(path) or os.path.lexists(filestore.backup_path(path))

    def _host(self, table: NetTable) -> Hosted:
        hosted = self.tables[table.code] = Hosted(table)
        if table.session.finished:   # never announced as joinable
            hosted.end_unlisted = True
        else:
            self._announce(hosted)
        return hosted

    def hosted(self, code: str) -> Hosted | None:
        """The table ``code``, hosted again from its save when it was let go of memory
        (``_let_go_if_done``); None when no table here has that code."""
        hosted = self.tables.get(code)
        if hosted is not None or code not in self._let_go:
            return hosted
        del self._let_go[code]
        self._looked.pop(code, None)   # held again: its seats may change
        try:
            table, problems = store.load_again(self.folder, code, self.now)
        except (saves.SaveError, OSError) as err:
            log.warning("table %s could not be hosted again from its save: %s", code, err)
            return None
        for problem in problems:
            log.warning("table %s hosted again: %s", code, problem)
        hosted = self._host(table)
        hosted.saved = hosted.saved_told = table.moves
        hosted.time_saved = table.clock()
        self._count_finished(hosted)
        self._run_bots(hosted)
        return hosted

    def people_playing(self) -> list[tuple[str, str, list[tuple[int, str, bool]]]]:
        """Each table held here still being played with people seated at it, connected or
        away: its game's title, its code, and those people's seats, names and whether each
        is connected now."""
        found = []
        for code, hosted in self.tables.items():
            table = hosted.table
            people = [(seat, place.name, place.connected) for seat, place in enumerate(table.places)
                      if place.kind == "person"]
            if people and not table.session.finished:
                found.append((table.game.title, code, people))
        return found

    def listings(self) -> list[dict]:
        """What a lobby shows of every table here: those held, and those let go as they were then."""
        return [hosted.table.listing() for hosted in self.tables.values()] \
            + [_listing_of(kept) for kept in self._let_go.values()]

    def _ended_and_told(self, table: NetTable) -> bool:
        return table.session.finished and (self.finished is None or table.session.recorded)

    def _let_go_if_done(self, hosted: Hosted) -> None:
        """Let a finished table go of memory once its last state is on disk and nobody is
        at it: a host of many tables ends a game every few tenths of a second, and the
        ended games it held were what the collector's passes walked (docs/network.md). It
        no longer counts against ``Limits.tables``; ``hosted`` brings it back from its save."""
        if self.folder is None or not self._ended_and_told(hosted.table) or hosted.connections \
                or (hosted.bots is not None and not hosted.bots.done()) or hosted.dirty or hosted.unsynced \
                or hosted.lines or hosted in self._unsaved or hosted in self._writing \
                or hosted.saved != hosted.table.moves or self.tables.get(hosted.table.code) is not hosted:
            return
        self._close_log(hosted)
        del self.tables[hosted.table.code]
        hosted.bots = None
        self._keep_let_go(hosted.table)

    def _keep_let_go(self, table: NetTable) -> None:
        self._let_go[table.code] = _kept_listing(table.listing())
        if len(self._let_go) > LET_GO_KEPT:
            forgotten = next(iter(self._let_go))
            del self._let_go[forgotten]   # its save stays on disk, for a host started anew
            self._looked.pop(forgotten, None)

    def _announce(self, hosted: Hosted) -> None:
        """Announce the table as joinable while its game goes on; a finished table is
        taken off the listings (nobody joins a game that has ended)."""
        if self.announce:
            self.announce(hosted.table.listing(), not hosted.table.session.finished)
            self.stir.wake()

    def check_away(self) -> None:
        """Let a bot play for each person away too long, and play its turns; write a quiet
        table's time now and then, so its saved time is the time played, not its last move's;
        let go of memory each finished table on disk that nobody is at."""
        for hosted in list(self.tables.values()):
            table = hosted.table
            if table.stand_ins_due():
                self._tell_seats(hosted)
                self._run_bots(hosted)
                self.save_soon(hosted)
            if not hosted.dirty and not table.session.finished \
                    and table.clock() - hosted.time_saved >= CLOCK_KEPT_SEATED_S:
                self.save_soon(hosted)
            self._tell_saved_if_quiet(hosted)
            self._let_go_if_done(hosted)
        self.stir.wake()

    def _tell_saved_if_quiet(self, hosted: Hosted) -> None:
        """Tell a table's seats how many moves are on disk, alone, once the table has been
        still ``QUIET_S`` since they were last told: while it plays, every update says it,
        and a lone message after each write was a fourth more messages at a table whose
        seats each act every 2 s (each table is written every 2 s)."""
        if hosted.saved != hosted.saved_told and self.now() - hosted.told_at >= QUIET_S:
            saved = protocol.encode({"type": "saved", "moves": hosted.saved})
            for connection in hosted.connections.values():
                connection.send(saved)
            hosted.saved_told = hosted.saved

    def _count_finished(self, hosted: Hosted) -> None:
        """A table whose game has ended, told once to ``finished`` (then saved as counted)."""
        session = hosted.table.session
        if self.finished is None or session.recorded or not session.finished:
            return
        session.recorded = True
        try:
            self.finished(hosted.table)
        except Exception:   # keeping a result never stops the host
            log.exception("table %s: its end could not be kept", hosted.table.code)
        self.save_soon(hosted)

    async def _watch_away(self) -> None:
        while True:
            await asyncio.sleep(self.limits.away_check)
            self.check_away()

    def _deal_again_if_agreed(self, hosted: Hosted) -> None:
        """The next game dealt at a finished table once every person connected to it has
        asked (``NetTable.again_agreed``), and once the finished game is kept (``finished``,
        after its save lands: its record and results are made from it); kept in the
        table's log at once, as a move is, and saved whole soon."""
        table = hosted.table
        if hosted.dropped or self.tables.get(table.code) is not hosted or not table.again_agreed() \
                or self.finished is not None and not table.session.recorded:
            return
        table.deal_again(secrets.randbelow(FRESH_SEEDS))
        log.info("table %s: game %d dealt", table.code, table.games)
        hosted.saved = hosted.saved_told = 0
        if hosted.end_unlisted:   # announced again while its game goes on
            hosted.end_unlisted = False
            self._announce(hosted)
        self._keep(hosted, "again", 0)
        self.save_soon(hosted)
        self._tell(hosted, [])   # the seats too: a person gone is the bot's now
        self._run_bots(hosted)

    # ---- after every change ---------------------------------------------------------
    def _changed(self, hosted: Hosted, events: list[Event], made: tuple[str, int] | None = None) -> None:
        """Keep the change on disk (``made``, a move or an undo and its seat, in the table's
        log at once; any other change by a whole save soon), tell every seat what it may
        see, and let the bots play."""
        if made is None:
            self.save_soon(hosted)
        else:
            self._keep(hosted, *made)
        self._tell(hosted, events)
        self._run_bots(hosted)

    def _tell(self, hosted: Hosted, events: list[Event]) -> None:
        table, round = hosted.table, Round()   # what the seats share is made once
        for seat, connection in hosted.connections.items():
            update = table.update_for(seat, events, connection.told.story_start(table.story_edits), round)
            connection.send(self._update(connection, update, hosted.saved, round))
        hosted.saved_told, hosted.told_at = hosted.saved, self.now()
        self.stir.wake()

    @staticmethod
    def _update(connection: Connection, update: dict, saved: int, round: Round) -> dict:
        """An update as this player needs it: only what changed since the last (most
        moves change two or three piles of dozens; ``Told.cut``), the story lines it has
        not had, and how many moves are safe on disk."""
        update["saved"] = saved
        return connection.told.cut(update, round)

    def _tell_seats(self, hosted: Hosted) -> None:
        seats = hosted.table.seats_json()
        message = protocol.encode({"type": "seats", "seats": seats})
        round = Round()
        for connection in hosted.connections.values():
            connection.told.told_seats(seats, round)
            connection.send(message)
        self.stir.wake()

    def _run_bots(self, hosted: Hosted) -> None:
        if hosted.table.bot_turn() is not None and (hosted.bots is None or hosted.bots.done()):
            hosted.bots = asyncio.create_task(self._bots(hosted))

    async def _bots(self, hosted: Hosted) -> None:
        table = hosted.table
        while (turn := table.bot_turn()) is not None:
            seat, bot = turn
            view, rng = table.bot_view(seat)
            seen = table.moves
            decide = table.game.bots[bot]
            try:
                action = await asyncio.to_thread(decide, table.game, view, rng)
                events = table.play_bot(seat, action, seen)
            except IllegalAction as err:
                log.error("table %s: the %s bot chose a move the rules refuse: %s", table.code, bot, err.reason)
                return
            except Exception:   # a bot's fault stops that table's bot, never the host
                log.exception("table %s: the %s bot failed", table.code, bot)
                return
            if events is not None:
                self._keep(hosted, "move", seat)
                self._tell(hosted, events)

    def _log_file(self, hosted: Hosted) -> int:
        """The table's log, open for its moves: opened at its first move and held until a
        save starts a new log (a move was an open, a write and a close of the file, in the
        event loop's thread that every table shares)."""
        table = hosted.table
        if hosted.log_file is None or hosted.log_file_of != table.log:
            self._close_log(hosted)
            hosted.log_file = store.open_log(store.log_path(self.folder, table.code, table.log))
            hosted.log_file_of = table.log
        return hosted.log_file

    @staticmethod
    def _close_log(hosted: Hosted) -> None:
        if hosted.log_file is not None:
            try:
                os.close(hosted.log_file)
            except OSError:
                pass
            hosted.log_file = None

    def save_soon(self, hosted: Hosted) -> None:
        """Save the table whole in the next batch due for it (with a new, empty log)."""
        self._unlist_if_ended(hosted)
        if self.folder is None or hosted.dropped:
            return
        hosted.dirty = True
        self._write_soon(hosted)

    def _keep(self, hosted: Hosted, do: str, seat: int) -> None:
        """A move or an undo (``do``) by ``seat`` kept on disk: its line appended to the
        table's log at once, before any seat is told of it (a host killed after this keeps
        it), the log synced by the next batch due for the table (then it survives a power
        cut too), and the table saved whole once its log holds ``store.LOG_LINES`` lines:
        a table that plays is written a line a move, not whole every ``save_every``."""
        self._unlist_if_ended(hosted)
        if self.folder is None or hosted.dropped:
            return
        table = hosted.table
        try:
            store.write_line(self._log_file(hosted), store.move_line(table, do, seat))
        except OSError as err:
            log.error("table %s: a move could not be added to its log: %s", table.code, err)
            self._close_log(hosted)
            self.save_soon(hosted)   # saved whole instead, with a new log
            return
        hosted.lines += 1
        hosted.unsynced = True
        hosted.time_saved = table.clock()
        if hosted.lines >= store.LOG_LINES or table.session.finished:
            hosted.dirty = True   # a finished table is saved whole: Continue and the records read its save
        self._write_soon(hosted)

    def _unlist_if_ended(self, hosted: Hosted) -> None:
        if hosted.table.session.finished and not hosted.end_unlisted:   # every change comes here
            hosted.end_unlisted = True
            self._announce(hosted)

    def _write_soon(self, hosted: Hosted) -> None:
        self._unsaved.add(hosted)
        if self._saver is None or self._saver.done():
            self._saver = asyncio.create_task(self._saving())

    async def _saving(self) -> None:
        """Write every table that has changed, each at most once each ``save_every``
        seconds (at once when it was quiet): saved whole when due (``dirty``), else its
        log of moves synced; the tables due in batches shared by
        ``WRITERS`` worker threads, not a task, a timer and a thread's turn a table. Each seat
        is told how many moves are safe on disk, in the next update, or alone once the table
        has been still a while (``_tell_saved_if_quiet``).

        A batch takes the tables due longest first, at most twice a ``SAVE_TICK``'s share
        of all the host's tables, and batches start ``SAVE_TICK`` apart at the closest: a
        table written is next due ``save_every`` after its own batch, so tables written in
        one batch stay together, and without the bound every table would soon be due in the
        same instant, every ``save_every`` seconds: 300 save texts and writes at once held
        every player's message up about 100 ms (docs/network.md)."""
        loop = asyncio.get_running_loop()
        started = float("-inf")
        while self._unsaved:
            now = loop.time()
            due = [hosted for hosted in self._unsaved if hosted.written + self.limits.save_every <= now]
            if not due or now < started + SAVE_TICK:
                soonest = min(h.written for h in self._unsaved) + self.limits.save_every
                await asyncio.sleep(max(soonest, started + SAVE_TICK) - now)
                continue
            started = now
            due.sort(key=lambda hosted: hosted.written)
            del due[self._batch_size():]
            batch = []
            self._writing = []
            for hosted in due:
                if batch and len(batch) % TEXTS_A_TURN == 0:
                    # a batch of a host of many tables holds dozens (``_batch_size``): their
                    # texts are made a slice a turn, so the players' messages are read between
                    await asyncio.sleep(0)
                self._unsaved.discard(hosted)
                self._writing.append(hosted)
                batch.append(self._write_of(hosted))
            batch = [made for made in batch if not made[0].dropped]   # deleted while its text was made
            writes = [(path, text) for _, _, path, text, _ in batch]
            # a few threads share a batch: a write waits on the disk (fsync) a few ms
            chunks = [writes[n::WRITERS] for n in range(min(WRITERS, len(writes)))]
            self._batch = asyncio.gather(*(asyncio.to_thread(_write_all, chunk) for chunk in chunks))
            # shielded: stopping the host waits for threads already writing (close)
            done = await asyncio.shield(self._batch)
            failed = [""] * len(writes)
            for n, problems in enumerate(done):
                failed[n::WRITERS] = problems
            self._writing = []
            written = loop.time()
            for (hosted, moves, _, _, folded), problem in zip(batch, failed):
                hosted.written = written
                if hosted.dropped:   # deleted while written: its files are removed (drop_table)
                    continue
                if problem:
                    log.error("table %s could not be saved: %s", hosted.table.code, problem)
                    if folded is not None:   # its moves since are in a log its save on disk does not name
                        self.save_soon(hosted)
                    continue
                if folded is not None:
                    _remove_quietly(folded)
                hosted.saved = moves
                self._count_finished(hosted)
                self._deal_again_if_agreed(hosted)   # its people asked before its end was kept
                self._tell_saved_if_quiet(hosted)
                self._let_go_if_done(hosted)
            self.stir.wake()

    def _write_of(self, hosted: Hosted) -> tuple[Hosted, int, Path, str | None, Path | None]:
        """What a batch writes of a table: (the table, its moves, the path, the text
        or None to sync the log at path, the log made old by the save or None). A table
        saved whole starts a new log at once: the moves made while its save is written
        go to the new one, which the save names."""
        table = hosted.table
        hosted.unsynced = False
        if not hosted.dirty:
            return hosted, table.moves, store.log_path(self.folder, table.code, table.log), None, None
        hosted.dirty, hosted.lines = False, 0
        self._close_log(hosted)   # its moves go to the new log from now on; the old is removed once the save lands
        folded = store.log_path(self.folder, table.code, table.log)
        table.log += 1
        hosted.time_saved = table.clock()
        return hosted, table.moves, store.table_path(self.folder, table.code), store.table_text(table), folded

    def _batch_size(self) -> int:
        """The most tables one batch writes: twice the share of the tables a ``SAVE_TICK``
        would write if their writes were spread evenly over ``save_every`` (so a backlog
        is soon written), and never fewer than a turn's texts."""
        share = len(self.tables) * SAVE_TICK / max(self.limits.save_every, SAVE_TICK)
        return max(TEXTS_A_TURN, math.ceil(2 * share))

    # ---- one connection ------------------------------------------------------------
    async def _handle(self, socket: ServerConnection) -> None:
        if self.connections >= self.limits.connections:
            await socket.close(CLOSE_TRY_AGAIN, "this host is full; try again later")
            return
        self.connections += 1
        connection = Connection(socket, self.limits, self._outgoing, now=self.now)
        try:
            await self._converse(connection)
        except ConnectionClosed:
            pass
        finally:
            self.connections -= 1
            self._gone(connection)

    async def _converse(self, connection: Connection) -> None:
        socket = connection.socket
        try:
            first = await asyncio.wait_for(socket.recv(), self.limits.hello_timeout)
            message = protocol.decode(first)
        except asyncio.TimeoutError:
            await socket.close(CLOSE_POLICY, "no hello")
            return
        except protocol.BadMessage as err:
            await self._refuse(connection, f"not a hello ({err})")
            return
        refusal = protocol.version_refusal(message.get("version"))
        if refusal:
            await self._refuse(connection, refusal)
            return
        try:
            if message["type"] == "create":
                table = self._create(message)
                await socket.send(protocol.encode({"type": "created", "code": table.code}))
                await socket.close()
                return
            if message["type"] == "look":
                await socket.send(protocol.encode(self._seats_of(message)))
                await socket.close()
                return
            if message["type"] != "hello":
                raise protocol.BadMessage("the first message is a hello or a create")
            self._sit(connection, message)
        except (Refused, protocol.BadMessage) as err:
            await self._refuse(connection, str(err))
            return
        async for raw in socket:
            pause = connection.wait()
            if pause:
                await asyncio.sleep(pause)
            self._heard(connection, raw)

    def _create(self, message: dict) -> NetTable:
        seats = message.get("seats")
        if not isinstance(seats, list) or not 1 <= len(seats) <= protocol.MAX_SEATS \
                or not all(isinstance(s, str) and len(s) <= protocol.MAX_NAME for s in seats):
            raise protocol.BadMessage(f"'seats' must list 1 to {protocol.MAX_SEATS} seats")
        seed = protocol.whole(message, "seed", 0, (1 << 63) - 1, required=False)
        game = protocol.text(message, "game", 64)
        options = protocol.words(message, "options", protocol.MAX_OPTIONS, 200)
        table = self.open_table(game, seats, options, seed)
        log.info("table %s opened: %s, seats %s", table.code, game, ",".join(seats))
        return table

    def _seats_of(self, message: dict) -> dict:
        """A table's seats as a joiner chooses among them: each one's name, and whether
        it is open, a person's (connected or away) or a bot's; and whether its game has
        ended (a seat held elsewhere learns it so). No token is told."""
        code = normal_code(protocol.text(message, "code", protocol.MAX_CODE))
        if code in self._let_go:   # read back from disk on the event loop: a burst of looks is bounded
            answer = self._looked.pop(code, None)
            if answer is not None:
                self._looked[code] = answer   # the latest looked, kept longest
                return answer
            if not self._look_loads.take(self.now()):
                raise Refused(BUSY)
        hosted = self.hosted(code)
        if hosted is None:
            raise Refused(f"No table here has the code {code}.")
        table = hosted.table
        self._let_go_if_done(hosted)   # a finished table looked at is not held for the look
        answer = {"type": "table", "code": code, "game": table.game.id, "title": table.game.title,
                  "seats": table.seats_json(), "finished": table.session.finished}
        if code in self._let_go:   # let go again at once: the next look is told the same
            self._looked[code] = answer
            if len(self._looked) > LOOKED_KEPT:
                del self._looked[next(iter(self._looked))]
        return answer

    def _sit(self, connection: Connection, message: dict) -> None:
        code = normal_code(protocol.text(message, "code", protocol.MAX_CODE))
        hosted = self.hosted(code)
        if hosted is None:
            raise Refused(f"No table here has the code {code}.")
        seat = protocol.whole(message, "seat", 0, protocol.MAX_SEATS - 1, required=False)
        token = protocol.text(message, "token", protocol.MAX_TOKEN, required=False)
        changes = hosted.table.changes
        seat = hosted.table.claim(seat, token, protocol.name_of(message))
        earlier = hosted.connections.get(seat)
        if earlier is not None:   # the seat's token, used again from another connection
            earlier.hosted = None
            asyncio.ensure_future(earlier.socket.close(CLOSE_REPLACED, "this seat was taken back elsewhere"))
        connection.hosted, connection.seat = hosted, seat
        hosted.connections[seat] = connection
        log.info("table %s: seat %d taken from %s", code, seat + 1, connection.where)
        connection.send(hosted.table.welcome_for(seat))
        round = Round()
        connection.told.story_edits = hosted.table.story_edits
        connection.send(self._update(connection, hosted.table.update_for(seat, round=round), hosted.saved, round))
        if hosted.table.changes != changes:   # the seat was named: the others see the name, in the story too
            self._tell(hosted, [])
        self._tell_seats(hosted)
        self._run_bots(hosted)   # a stand-in may have been playing: the person plays again
        self._announce(hosted)
        self.save_soon(hosted)   # the seat's token and name, on disk for the person to take it back

    def _gone(self, connection: Connection) -> None:
        hosted = connection.hosted
        if hosted is None or hosted.connections.get(connection.seat) is not connection:
            return
        del hosted.connections[connection.seat]
        table = hosted.table
        table.disconnect(connection.seat)
        if not table.someone_here() and table.clock() != hosted.time_saved and not table.session.finished:
            # the last person gone, its clock stands still: the time since its last write is written
            # (a quiet table's is every CLOCK_KEPT_SEATED_S; Continue told up to that much less till the stop)
            self.save_soon(hosted)
        self._tell_seats(hosted)
        self._deal_again_if_agreed(hosted)   # the others had all asked: the one gone held it up
        self._let_go_if_done(hosted)
        self.stir.wake()

    def _heard(self, connection: Connection, raw: str | bytes) -> None:
        """One message from a seated player; refusals are answered and logged."""
        try:
            message = protocol.decode(raw)
            self._obey(connection, message)
        except (protocol.BadMessage, Refused) as err:
            self._strike(connection, str(err))
        except Exception:   # a fault of the host's own, never the player's to crash it with
            log.exception("table %s: a message from seat %d could not be handled",
                          connection.hosted.table.code if connection.hosted else "?", connection.seat + 1)
            connection.send({"type": "error", "reason": "The host could not do that."})

    def _obey(self, connection: Connection, message: dict) -> None:
        hosted, seat, kind = connection.hosted, connection.seat, message["type"]
        if hosted is None:
            raise Refused("This connection no longer holds a seat.")
        table = hosted.table
        if kind == "act":
            seen = protocol.whole(message, "moves", 0, 1 << 40, required=False)
            if "seat" in message and message["seat"] != seat:
                raise Refused("You may act only for your own seat.")
            events = table.act(seat, message.get("action"), seen)
            self._changed(hosted, events, ("move", seat))
        elif kind == "undo":
            table.undo(seat)
            self._changed(hosted, [], ("undo", seat))
        elif kind == "chat":
            words = "".join(ch for ch in protocol.text(message, "text", protocol.MAX_CHAT) if ch.isprintable())
            if words.strip():
                said = protocol.encode({"type": "chat", "seat": seat, "name": table.places[seat].name,
                                        "text": words.strip()})
                for other in hosted.connections.values():
                    other.send(said)
        elif kind == "leave":
            table.leave(seat)
            connection.hosted = None
            del hosted.connections[seat]
            self._tell_seats(hosted)
            self._run_bots(hosted)
            self.save_soon(hosted)
            asyncio.ensure_future(connection.socket.close())
            self._deal_again_if_agreed(hosted)
        elif kind == "again":
            if table.ask_again(seat):   # the same ask sent over and over is told once
                self._tell_seats(hosted)
                self._deal_again_if_agreed(hosted)
        else:
            raise protocol.BadMessage(f"a seated player does not send '{kind}'")

    def _strike(self, connection: Connection, reason: str) -> None:
        connection.strikes += 1
        table = connection.hosted.table.code if connection.hosted else "-"
        log.warning("refused from %s (table %s, seat %d): %s", connection.where, table, connection.seat + 1, reason)
        connection.send({"type": "error", "reason": reason})
        if connection.strikes >= self.limits.strikes:
            asyncio.ensure_future(connection.socket.close(CLOSE_POLICY, "too many refused messages"))

    async def _refuse(self, connection: Connection, reason: str) -> None:
        log.warning("refused from %s: %s", connection.where, reason)
        await connection.socket.send(protocol.encode({"type": "refused", "reason": reason}))
        await connection.socket.close(CLOSE_POLICY, reason.encode()[:120].decode(errors="ignore"))


def _kept_listing(listing: dict) -> tuple:
    """A table's listing as a host keeps it once the table is let go: tuples of plain
    values, which the collector stops following (a dict and a list a table it walked)."""
    return tuple((key, tuple(value) if isinstance(value, list) else value) for key, value in listing.items())


def _listing_of(kept: tuple) -> dict:
    return {key: list(value) if isinstance(value, tuple) else value for key, value in kept}


def _write_all(batch: list[tuple[Path, str | None]]) -> list[str]:
    """Write each (path, text) in the folder the host holds (a text of None: sync the
    table's log at path), in a worker thread, and sync the folder once for them all; for
    each, why it failed, or ''."""
    failed = []
    for path, text in batch:
        try:
            if text is None:
                store.sync_log(path)
            else:
                filestore.write_in_held_folder(path, text)
            failed.append("")
        except OSError as err:
            failed.append(str(err) or type(err).__name__)
    if batch:
        filestore.sync_folder(batch[0][0].parent)
    return failed


def _stop_all(folder: Path, work: list[tuple[str, object]]) -> None:
    """What a host's stop writes (``Server._write_at_the_stop``), in a worker thread, the
    host's loop and its tables still: each table saved whole with a new log, or its log
    synced; a failure logged, the rest done."""
    for kind, what in work:
        try:
            if kind == "fold":
                store.fold(folder, what)
            else:
                store.sync_log(what)
        except OSError as err:
            log.error("at the stop, %s could not be written: %s",
                      what.code if kind == "fold" else what.name, err)


def _remove_quietly(path: Path) -> None:
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass
    except OSError as err:   # left for the next start to remove
        log.warning("an old log could not be removed: %s", err)
