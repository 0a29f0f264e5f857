"""Issue 30: every byte from the socket is hostile, the host's too. A false host on
loopback answers the app's seat with garbage, a malformed view, or garbage in the
middle of a game: the app says what went wrong, loses nothing and goes on. Every wait
is bounded."""
from __future__ import annotations

import asyncio
import json
import threading

import pytest
from websockets.asyncio.server import serve

from tarot_table.games import get_game
from tarot_table.net.remote_session import Joining
from tarot_table.net.table import NetTable
from tarot_table.table.scenes.join import JoinScene
from tarot_table.table.scenes.remote_table import RemoteTableScene
from tests.helpers.network import ROUNDS, WAIT_S, new_app
from tests.helpers.table import step


class FalseHost:
    """A WebSocket server on 127.0.0.1 that answers a hello with ``replies`` (text each)."""

    def __init__(self, replies: list[str]) -> None:
        self.replies = replies
        self.ready = threading.Event()
        self.port = 0
        self.loop = None
        self.stop = None
        self.thread = threading.Thread(target=lambda: asyncio.run(self._serve()), daemon=True)

    async def _answer(self, socket) -> None:
        await socket.recv()
        for reply in self.replies:
            await socket.send(reply)
        await self.stop.wait()

    async def _serve(self) -> None:
        self.loop, self.stop = asyncio.get_running_loop(), asyncio.Event()
        async with serve(self._answer, "127.0.0.1", 0, max_size=None) as server:
            self.port = server.sockets[0].getsockname()[1]
            self.ready.set()
            await self.stop.wait()

    def __enter__(self) -> str:
        self.thread.start()
        assert self.ready.wait(10)
        return f"127.0.0.1:{self.port}"

    def __exit__(self, *exc) -> None:
        self.loop.call_soon_threadsafe(self.stop.set)
        self.thread.join(10)


def a_real_table() -> tuple[str, str]:
    """A welcome and the first update as a real host would send them to seat 0."""
    table = NetTable.open(get_game("tempting-fate"), ["open", "open"], seed=3)
    seat = table.claim(None, None, "Ann")
    return json.dumps(table.welcome_for(seat)), json.dumps(table.update_for(seat))


def joined_or_refused(app, joining: Joining):
    for _ in range(ROUNDS):
        session = joining.poll()
        if session is not None or joining.problem:
            return session
        joining.link.wait(WAIT_S)
    raise AssertionError("the link never settled")


@pytest.fixture
def app():
    made = new_app()
    yield made
    while made.scenes:
        made.scenes.pop().leave()


@pytest.mark.parametrize("replies, said", [
    (["not json at all"], "cannot read"),
    (['{"type": "welcome", "game": "no-such-game", "seat": 0, "token": "t", "code": "ABCDEF"}'], "no game"),
    (["[1, 2, 3]"], "cannot read"),
    (['{"type": "refused", "reason": "' + "x" * 5000 + '"}'], "x" * 100),
])
def test_garbage_from_a_host_is_refused_with_its_reason_and_the_app_goes_on(app, replies, said):
    with FalseHost(replies) as address:
        page = JoinScene(app, address=address, code="ABCDEF")
        app.switch(page)
        page.join()
        for _ in range(ROUNDS):
            step(app)
            if page.joining is None:
                break
            page.joining.link.wait(WAIT_S)
        assert page.note.startswith("Could not join:") and said in page.note
        assert len(page.note) < 400   # a host's long words are cut short
        assert isinstance(app.scene, JoinScene)


def test_a_malformed_view_is_refused_before_the_table_opens(app):
    welcome, update = a_real_table()
    broken = json.loads(update)
    broken["view"]["zones"] = {"deck": [["the.fool", "up", 7]]}
    with FalseHost([welcome, json.dumps(broken)]) as address:
        joining = Joining(address, "ABCDEF", app.clock)
        assert joined_or_refused(app, joining) is None
        assert "malformed" in joining.problem


def test_garbage_in_the_middle_of_a_game_ends_the_connection_and_the_table_says_so(app):
    welcome, update = a_real_table()
    with FalseHost([welcome, update, "{garbage"]) as address:
        joining = Joining(address, "ABCDEF", app.clock)
        session = joined_or_refused(app, joining)
        assert session is not None
        scene = RemoteTableScene(app, session)
        app.switch(scene)
        moves_shown = scene.session.state.moves
        for _ in range(ROUNDS):
            step(app)
            if not session.connected:
                break
            session.link.wait(WAIT_S)
    assert not session.connected and "connection to the table ended" in scene.message[0]
    assert "cannot read" in scene.message[0]
    assert scene.session.state.moves == moves_shown   # the table as it last stood, kept
    assert any(b.label == "Join again" for b in scene.strip_buttons)
