"""A player's side of a network table: open a table on a host, sit at one, and play
a seat (a person through the app, or a bot headless with ``tarot-table join``).

What the host sends is as hostile as what a player sends: messages are read within
``protocol.MAX_HOST_MESSAGE`` bytes, must be of a known type, and a view is read
through ``State.from_json``, which checks it."""
from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Callable

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, WebSocketException

from tarot_table import jsontext
from tarot_table.games.base import Action, Game, State
from tarot_table.net import protocol
from tarot_table.net.telling import FIXED
from tarot_table.rng import Rng

MAX_LEGAL = 5000   # moves read from one update at most
MAX_DATA_GONE = 1000   # entries of the game's data an update may say are gone
FROM_HOST = frozenset({"welcome", "created", "table", "update", "seats", "saved", "refused", "error", "chat"})
SEAT_KINDS = ("open", "person", "bot")
MAX_ERRORS = 50   # refusals a bot takes before it gives up on a table
MAX_CHAT_KEPT = 50   # chat lines a seat keeps
# an update is put back together from those before it (``Player._take``): what it holds
# then is bounded as one whole update is (a host sending more, a little each time, is refused);
# the largest game played at a network table holds about 500 story lines, 25 piles, 180 cards
MAX_STORY_LINES = 20_000
MAX_ZONES = 1_000
MAX_CARDS = 10_000
MAX_DATA_ENTRIES = 1_000


NOT_ANSWERING = "the host of this table is not answering"   # nothing listens at its address now


class Refusal(Exception):
    """The host turned us away or the connection ended; the text says why."""


def uri_of(address: str, path: str = "") -> str:
    """``HOST:PORT``, ``[::1]:PORT`` or a ws:// or wss:// address, as a WebSocket address,
    with ``path`` after it: ``/new`` to open a table, ``/t/CODE`` to sit at one, which
    a proxy in front of several hosts routes by (the host itself reads neither)."""
    address = address.strip()
    if "://" not in address:
        address = f"ws://{address}"
    elif not address.startswith(("ws://", "wss://")):
        raise ValueError(f"a table's address is ws:// or wss://, not {protocol.short(address)}")
    return address.rstrip("/") + path


async def _open(address: str, timeout: float, path: str = "") -> ClientConnection:
    try:
        return await connect(uri_of(address, path), max_size=protocol.MAX_HOST_MESSAGE, compression=None,
                             open_timeout=timeout, ping_interval=20, ping_timeout=20)
    except (OSError, asyncio.TimeoutError):   # refused, unreachable, or no answer in time
        raise Refusal(f"{NOT_ANSWERING} ({protocol.short(address)})") from None
    except WebSocketException as err:   # something answers there, but not as a host (or went mid-handshake)
        raise Refusal(f"{protocol.short(address)} did not answer as a Tarot Table host ({type(err).__name__})") from None


async def _read(socket: ClientConnection, timeout: float | None) -> dict:
    try:
        if hasattr(asyncio, "timeout"):   # Python 3.11: no task made per message, as wait_for makes
            async with asyncio.timeout(timeout):
                raw = await socket.recv()
        else:
            raw = await asyncio.wait_for(socket.recv(), timeout)
    except ConnectionClosed as closed:
        if closed.rcvd is not None and closed.rcvd.code == protocol.CLOSE_TABLE_ENDED:
            raise Refusal(protocol.TABLE_DELETED) from None   # not a host gone: nothing waits to be joined again
        reason = closed.rcvd.reason if closed.rcvd else ""
        raise Refusal(f"the host closed the connection{': ' + reason if reason else ''}") from None
    except asyncio.TimeoutError:
        raise Refusal("the host did not answer in time") from None
    try:
        message = protocol.decode(raw, protocol.MAX_HOST_MESSAGE, FROM_HOST)
    except protocol.BadMessage as err:
        raise Refusal(f"the host sent what this version cannot read ({err})") from None
    if message["type"] == "refused":
        raise Refusal(str(message.get("reason", "refused"))[:300])
    return message


async def create_table(address: str, game: str, seats: list[str], options: dict[str, str] | None = None,
                       seed: int | None = None, timeout: float = 10.0) -> str:
    """Open a table on the host at ``address``; its code."""
    socket = await _open(address, timeout, "/new")
    async with socket:
        request = {"type": "create", "version": protocol.VERSION, "game": game, "seats": seats,
                   "options": options or {}}
        if seed is not None:
            request["seed"] = seed
        await socket.send(protocol.encode(request))
        answer = await _read(socket, timeout)
    code = answer.get("code")
    if answer["type"] != "created" or not isinstance(code, str) or len(code) > protocol.MAX_CODE:
        raise Refusal("the host did not open the table")
    return code


@dataclass
class SeatSeen:
    """A seat of a table as a joiner sees it before sitting down."""

    seat: int
    name: str
    kind: str        # open, person or bot
    connected: bool  # a person at the table now (a bot's seat counts as connected)

    @property
    def open(self) -> bool:
        return self.kind == "open"


async def look_at(address: str, code: str, timeout: float = 10.0) -> list[SeatSeen]:
    """The seats of the table ``code`` on the host at ``address``, to choose one."""
    answer = await _look(address, code, timeout)
    return seats_seen(answer.get("seats") if answer["type"] == "table" else None)


async def table_ended(address: str, code: str, timeout: float = 10.0) -> bool:
    """Whether the game at the table ``code`` on the host at ``address`` has ended
    (Refusal when the host does not answer or has no such table)."""
    answer = await _look(address, code, timeout)
    if answer["type"] != "table":
        raise Refusal("the host did not describe the table")
    return answer.get("finished") is True


async def game_at(address: str, code: str, timeout: float = 10.0) -> str:
    """The id of the game played at the table ``code`` on the host at ``address``
    (Refusal when the host refuses the look, with its reason, or does not describe the table)."""
    answer = await _look(address, code, timeout)
    game = answer.get("game") if answer["type"] == "table" else None
    if not isinstance(game, str):
        raise Refusal("the host did not describe the table")
    return game


async def _look(address: str, code: str, timeout: float) -> dict:
    """The host's answer to a look at the table ``code``."""
    if not code or len(code) > protocol.MAX_CODE or not code.replace("-", "").isalnum():
        raise Refusal(f"a table code is letters and digits, not {protocol.short(code)}")
    socket = await _open(address, timeout, f"/t/{code}")
    async with socket:
        try:
            await socket.send(protocol.encode({"type": "look", "version": protocol.VERSION, "code": code}))
        except ConnectionClosed:   # the host went away between the handshake and the question
            raise Refusal("the host closed the connection") from None
        return await _read(socket, timeout)


def seats_seen(raw: object) -> list[SeatSeen]:
    """Seats as a host lists them, each field checked (Refusal when one is not)."""
    if not isinstance(raw, list) or not 1 <= len(raw) <= protocol.MAX_SEATS:
        raise Refusal("the host did not list the table's seats")
    seen = []
    for index, seat in enumerate(raw):
        if not isinstance(seat, dict) or seat.get("kind") not in SEAT_KINDS \
                or not isinstance(seat.get("name"), str) or not isinstance(seat.get("connected"), bool):
            raise Refusal("the host listed a seat this version cannot read")
        name = "".join(ch for ch in seat["name"] if ch.isprintable()).strip()[:protocol.MAX_NAME]
        seen.append(SeatSeen(index, name, seat["kind"], seat["connected"]))
    return seen


@dataclass
class Player:
    """One seat held at a network table."""

    socket: ClientConnection
    code: str
    seat: int
    token: str
    game: Game
    update: dict = field(default_factory=dict)   # the last update: view, events, whose turn, ...
    seats: list = field(default_factory=list)
    saved: int = 0
    story: list = field(default_factory=list)   # the game's story, told a few lines at a time
    zones: dict = field(default_factory=dict)   # the piles, told as they change
    data: dict = field(default_factory=dict)    # the game's data, told entry by entry as it changes
    fixed: dict = field(default_factory=dict)   # the seat lists and options, told when they change
    chat: list[tuple[str, str]] = field(default_factory=list)

    @classmethod
    async def join(cls, address: str, code: str, seat: int | None = None, token: str | None = None,
                   name: str = "", version: int = protocol.VERSION, timeout: float = 10.0) -> "Player":
        from tarot_table.games import GAMES
        if not code or len(code) > protocol.MAX_CODE or not code.replace("-", "").isalnum():
            raise Refusal(f"a table code is letters and digits, not {protocol.short(code)}")
        socket = await _open(address, timeout, f"/t/{code}")
        hello = {"type": "hello", "version": version, "code": code, "name": name}
        if seat is not None:
            hello["seat"] = seat
        if token:
            hello["token"] = token
        try:
            await socket.send(protocol.encode(hello))
            welcome = await _read(socket, timeout)
            game_id = welcome.get("game")
            if welcome["type"] != "welcome" or game_id not in GAMES:
                raise Refusal("the host's welcome names no game this version has")
            code, seat, token = welcome.get("code"), welcome.get("seat"), welcome.get("token", "")
            if not isinstance(code, str) or not 1 <= len(code) <= protocol.MAX_CODE \
                    or isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < protocol.MAX_SEATS \
                    or not isinstance(token, str) or len(token) > protocol.MAX_TOKEN:
                raise Refusal("the host's welcome is malformed")
            player = cls(socket, code, seat, token, GAMES[game_id])
            await player.next(timeout)   # the table as it stands
            if player.update.get("type") != "update" or seat >= len(player.view.seats):
                raise Refusal("the host did not tell the table this seat is at")
        except BaseException:
            await socket.close()
            raise
        return player

    @property
    def view(self) -> State:
        """What this seat sees now (checked as a save is)."""
        try:
            return State.from_json(self.update["view"])
        except (KeyError, TypeError) as err:
            raise Refusal(f"the host sent a malformed view ({err})") from None
        except ValueError as err:
            raise Refusal(str(err)) from None

    @property
    def moves(self) -> int:
        return self.update.get("moves", 0)

    @property
    def my_turn(self) -> bool:
        return self.update.get("to_act") == self.seat and "legal" in self.update

    @property
    def outcome(self) -> dict | None:
        return self.update.get("outcome")

    def legal(self) -> list[Action]:
        """The moves the host lists for this seat, labelled by the rules (``labelled``)."""
        return labelled(self.game, self.view, self.update.get("legal")) if self.my_turn else []

    async def next(self, timeout: float | None = None) -> dict:
        """The next message from the host, kept where it belongs."""
        message = await _read(self.socket, timeout)
        kind = message["type"]
        if kind == "update":
            self._take(message)
        elif kind == "seats" and isinstance(message.get("seats"), list):
            self.seats = self.fixed["update", "seats"] = message["seats"]   # the next update may leave them out
        elif kind == "saved" and isinstance(message.get("moves"), int):
            self.saved = message["moves"]
        elif kind == "chat":
            said = (str(message.get("name", ""))[:protocol.MAX_NAME], str(message.get("text", ""))[:protocol.MAX_CHAT])
            self.chat = (self.chat + [said])[-MAX_CHAT_KEPT:]
        return message

    def _take(self, update: dict) -> None:
        """An update put back together: the host sends the piles and the entries of the
        game's data that changed, and the seat lists and options only when they change
        (``telling.Told``); the view is checked whole afterwards (``State.from_json``)."""
        view, start = update.get("view"), update.get("story_from", 0)
        if not isinstance(view, dict) or not isinstance(view.get("story"), list) \
                or not isinstance(view.get("zones"), dict) or not isinstance(view.get("data"), dict) \
                or isinstance(start, bool) or not isinstance(start, int) or not 0 <= start <= len(self.story):
            raise Refusal("the host sent a malformed update")
        self.story = self.story[:start] + view["story"]
        view["story"] = list(self.story)
        self.zones = {**self.zones, **view["zones"]} if update.get("changed_zones_only") else dict(view["zones"])
        view["zones"] = self.zones
        self.data = self._data_of(update, view["data"])
        view["data"] = self.data
        for where, key in FIXED:
            part = view if where == "view" else update
            if key in part:
                self.fixed[where, key] = part[key]
            elif (where, key) in self.fixed:
                part[key] = self.fixed[where, key]
            else:
                raise Refusal(f"the host left out the {key} of a first update")
        self._check_size()
        self.update = update
        self.seats = update["seats"]
        if isinstance(update.get("saved"), int):
            self.saved = update["saved"]

    def _check_size(self) -> None:
        """The table as put back together holds no more than one whole update may: a host
        telling a new pile, entry or story line with each update grew it without end."""
        if len(self.story) > MAX_STORY_LINES or sum(map(len, self.story)) > protocol.MAX_HOST_MESSAGE \
                or len(self.zones) > MAX_ZONES or len(self.data) > MAX_DATA_ENTRIES \
                or sum(len(pile) for pile in self.zones.values() if isinstance(pile, list)) > MAX_CARDS \
                or len(jsontext.compact(self.data)) > protocol.MAX_HOST_MESSAGE:
            raise Refusal("the host sent more than a table holds")

    def _data_of(self, update: dict, told: dict) -> dict:
        """The game's data: whole, or the entries that changed over the last (less the
        entries ``data_gone`` names)."""
        if not update.get("changed_data_only"):
            return dict(told)
        data = {**self.data, **told}
        gone = update.get("data_gone", [])
        if not isinstance(gone, list) or len(gone) > MAX_DATA_GONE:
            raise Refusal("the host sent a malformed update")
        for key in gone:
            if isinstance(key, str):
                data.pop(key, None)
        return data

    async def send(self, message: dict) -> None:
        try:
            await self.socket.send(protocol.encode(message))
        except ConnectionClosed:
            raise Refusal("the connection to the host is closed") from None

    async def act(self, action: Action) -> None:
        await self.send({"type": "act", "action": action.to_json(), "moves": self.moves})

    async def undo(self) -> None:
        await self.send({"type": "undo"})

    async def say(self, text: str) -> None:
        await self.send({"type": "chat", "text": text})

    async def leave(self) -> None:
        await self.send({"type": "leave"})
        await self.close()

    async def close(self) -> None:
        await self.socket.close()


def labelled(game: Game, view: State, raw: object) -> list[Action]:
    """The moves the host lists for the seat to act, each with the words the game's own
    rules give it in this seat's ``view`` (the host sends moves without words, half an
    update's bytes: the rules that listed them are here too). A move listed that the rules
    here do not list in the view keeps its kind as its words; anything malformed is left out."""
    if not isinstance(raw, list):
        return []
    try:
        words = {action: action.label for action in game.legal_actions(view)}
    except Exception:   # a view the rules here cannot read: the moves without words
        words = {}
    actions = []
    for item in raw[:MAX_LEGAL]:
        try:
            action = Action.from_json(item)
        except ValueError:
            continue
        action.label = words.get(action, action.kind)
        actions.append(action)
    return actions


async def play_to_end(player: Player, bot: str, rng: Rng, timeout: float = 60.0,
                      until: Callable[[Player], bool] = lambda player: False) -> dict:
    """Let ``bot`` play the player's seat until the game ends (or ``until`` the table
    stands as it says): the outcome as the host tells it. ``timeout`` bounds the wait
    for any one message."""
    game = player.game
    decide = game.bots[bot]
    errors = 0
    acted_on = -1
    while player.outcome is None and not until(player):
        if player.my_turn and acted_on != player.moves:
            acted_on = player.moves
            await player.act(decide(game, player.view, rng))
        message = await player.next(timeout)
        if message["type"] == "error":
            errors += 1
            acted_on = -1   # decide again from the table as it now stands
            if errors > MAX_ERRORS:
                raise Refusal(f"the host refused {errors} moves; last: {message.get('reason')}")
    return {"code": player.code, "seat": player.seat, "moves": player.moves, "outcome": player.outcome}
