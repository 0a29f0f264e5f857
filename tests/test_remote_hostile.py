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


@pytest.mark.parametrize("entry", [["the.fool", "up", 7], ["x" * 201, 1, 0]])
def test_a_malformed_view_is_refused_before_the_table_opens(app, entry):
    """A card entry not [id, 0|1, 0|1], or an id longer than any card's (each one read is
    kept, ``AS_SAVED``), is refused."""
    welcome, update = a_real_table()
    broken = json.loads(update)
    broken["view"]["zones"] = {"deck": [entry]}
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


@pytest.mark.parametrize("seat", [2, 5, -1, "0", True, 10 ** 9])
def test_a_welcome_to_a_seat_the_table_has_not_is_refused(app, seat):
    """The seat a host welcomes is checked (it was read with ``int`` and indexed the
    table's seats with, whatever it was): a seat of the table or the join fails and says so."""
    welcome, update = a_real_table()
    told = json.loads(welcome)
    told["seat"] = seat
    with FalseHost([json.dumps(told), update]) as address:
        joining = Joining(address, "ABCDEF", app.clock)
        assert joined_or_refused(app, joining) is None
        assert joining.problem in ("the host's welcome is malformed", "the host did not tell the table this seat is at")


@pytest.mark.parametrize("grows", ["story", "zones", "data"])
def test_a_host_that_tells_a_little_more_with_each_update_is_refused_once_past_a_table_s_size(app, monkeypatch,
                                                                                              grows):
    """An update is put back together from the ones before it (only what changed is sent):
    a host telling a new story line, pile or entry each time grew the seat's table without
    end; past what one whole update may hold, the connection ends and says why (the
    bounds made small here, so a few updates reach them)."""
    from tarot_table.net import client
    welcome, update = a_real_table()
    first = json.loads(update)
    view = first["view"]
    bound = {"story": ("MAX_STORY_LINES", len(view["story"])), "zones": ("MAX_ZONES", len(view["zones"])),
             "data": ("MAX_DATA_ENTRIES", len(view["data"]))}[grows]
    monkeypatch.setattr(client, bound[0], bound[1] + 3)
    more = []
    for n in range(6):
        step_update = json.loads(update)
        step_update["story_from"] = len(view["story"]) + (n if grows == "story" else 0)
        step_update["view"]["story"] = [f"line {n}"] if grows == "story" else []
        if grows == "zones":
            step_update["changed_zones_only"], step_update["view"]["zones"] = True, {f"pile{n}": []}
        if grows == "data":
            step_update["changed_data_only"], step_update["view"]["data"] = True, {f"entry{n}": n}
        more.append(json.dumps(step_update))
    with FalseHost([welcome, update, *more]) as address:
        joining = Joining(address, "ABCDEF", app.clock)
        session = joined_or_refused(app, joining)
        assert session is not None
        scene = RemoteTableScene(app, session)
        app.switch(scene)
        for _ in range(ROUNDS):
            step(app)
            if not session.connected:
                break
            session.link.wait(WAIT_S)
    assert not session.connected and session.closed_why == "the host sent more than a table holds"
    assert "the host sent more than a table holds" in scene.message[0]
