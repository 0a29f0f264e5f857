"""One connection to the host, bounded: its messages read at a rate (a token bucket of
``Limits.burst`` refilled at ``Limits.rate`` a second: a faster sender is read more slowly),
and what waits to be sent to it (``Limits.outbox``: a player who does not read is let go
and may join again); the messages of one turn of the event loop written together when
the turn is over (``Outgoing``). The host (``server.Server``) holds one a seat taken."""
from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Callable

from websockets.asyncio.server import ServerConnection, broadcast

from tarot_table import applog
from tarot_table.clock import MonotonicClock
from tarot_table.net import protocol
from tarot_table.net.telling import Told

log = applog.logger("tarot_table.net")

CLOSE_POLICY = 1008      # the player broke the protocol's rules
CLOSE_TRY_AGAIN = 1013   # the host is full
CLOSE_REPLACED = 4000    # the same seat was taken back by another connection with its token


@dataclass
class Limits:
    connections: int = 2000
    tables: int = 1000
    rate: float = 40.0          # messages a second read from a connection, on average
    burst: int = 80             # and at once
    strikes: int = 20           # refused messages before a connection is let go
    hello_timeout: float = 10.0
    outbox: int = 1 << 20       # bytes waiting to be sent to a player before it is let go as too slow
    away_check: float = 1.0     # seconds between looks for seats a bot should stand in for
    save_every: float = 2.0     # seconds at least between two writes of one table (changes meanwhile wait)


class Outgoing:
    """The messages to players made in one turn of the event loop, written when the turn
    is over (``call_soon``: after the other callbacks the turn runs, the moves read in it
    among them), each connection's in the order they were made. Written one at a time as
    they were made, each ``send`` to a socket on loopback also woke the player's side
    (another process of the same machine) once a message; written together, the sends
    follow one another and the other side reads many in one wake."""

    def __init__(self) -> None:
        self.waiting: list[tuple["Connection", str]] = []

    def add(self, connection: "Connection", text: str) -> None:
        if not self.waiting:
            asyncio.get_running_loop().call_soon(self.write)
        self.waiting.append((connection, text))

    def write(self) -> None:
        waiting, self.waiting = self.waiting, []
        for connection, text in waiting:
            connection.write(text)


@dataclass(eq=False)
class Connection:
    socket: ServerConnection
    limits: Limits
    outgoing: Outgoing = field(default_factory=Outgoing)   # the host's, shared by every connection
    hosted: object = None   # the table whose seat it holds (server.Hosted), once it holds one
    seat: int = -1
    tokens: float = 0.0
    filled: float = 0.0
    strikes: int = 0
    let_go: bool = False
    told: Told = field(default_factory=Told)   # what this player was last sent
    now: Callable[[], float] = MonotonicClock().now   # the server's clock

    def __post_init__(self) -> None:
        self.tokens, self.filled = float(self.limits.burst), self.now()

    def wait(self) -> float:
        """Seconds to wait before reading one more message, to keep within the rate (a
        token bucket on the wall clock: a faster sender is slowed, not refused, and
        what it sends meanwhile waits in its own socket, in the bounded queue below)."""
        now = self.now()
        self.tokens = min(float(self.limits.burst), self.tokens + (now - self.filled) * self.limits.rate)
        self.filled = now
        self.tokens -= 1
        return 0.0 if self.tokens >= 0 else -self.tokens / self.limits.rate

    def send(self, message: dict | str) -> None:
        """``message`` to this player, written once the event loop's turn is over (``Outgoing``)."""
        if not self.let_go:
            self.outgoing.add(self, message if isinstance(message, str) else protocol.encode(message))

    def write(self, text: str) -> None:
        if self.let_go:
            return
        if self.socket.transport.get_write_buffer_size() > self.limits.outbox:
            # the player gets the whole table again when it joins again
            log.warning("let go of a player who does not read (%s)", self.where)
            self.let_go = True
            asyncio.ensure_future(self.socket.close(CLOSE_POLICY, "too slow: join again"))
            return
        # written without a task woken for each message (what waits is bounded above)
        broadcast((self.socket,), text)

    @property
    def where(self) -> str:
        address = self.socket.remote_address
        return f"{address[0]}:{address[1]}" if address else "?"
