"""Apps seated at a network table hosted on loopback, driven as players drive them.

Every wait is bounded in count and in time: the apps run on their ``ManualClock``s
and, while nothing is for them to do, the test blocks on a link's ``arrived`` event
for at most ``WAIT_S`` (never a sleep)."""
from __future__ import annotations

import asyncio
import contextlib
import random
import socket

import pygame
import pytest

from tarot_table.clock import ManualClock
from tarot_table.games import get_game
from tarot_table.net import app_host
from tarot_table.net.host_thread import HostThread
from tarot_table.net.remote_session import Joining
from tarot_table.net.table import Refused
from tarot_table.table.app import App
from tarot_table.table.scenes import join as join_page
from tarot_table.table.scenes.host_panel import HostPanelScene
from tarot_table.table.scenes.continue_list import ContinueList
from tarot_table.table.scenes.join import JoinScene
from tarot_table.table.scenes.menu import MenuScene
from tarot_table.table.scenes.newgame import NewGameScene
from tarot_table.table.scenes.remote_table import RemoteTableScene
from tests.helpers.table import click, drag, step

WAIT_S = 0.05
ROUNDS = 600


def run(coroutine, seconds=120):
    """Run a test's players and host on a loop of their own, bounded in time."""
    return asyncio.run(asyncio.wait_for(coroutine, seconds))


class HostClock:
    """A host's clock (its ``now``) that a test moves by hand: ``clock.now += 60``."""

    def __init__(self, start: float = 1000.0):
        self.now = start

    def __call__(self):
        return self.now


@contextlib.contextmanager
def hosting(folder, stand_in_after: float | None = 120.0, announce: bool = False):
    """A host in its own thread on 127.0.0.1, saving its tables in ``folder`` (and
    announcing them on loopback only, when asked)."""
    host = HostThread(folder, "127.0.0.1", 0, stand_in_after=stand_in_after, announce=announce,
                      interfaces=["127.0.0.1"] if announce else None)
    port = host.start()
    try:
        yield host, f"127.0.0.1:{port}"
    finally:
        host.close()


def new_app(size=(1024, 700)) -> App:
    app = App(headless=True, size=size, clock=ManualClock())
    app.settings.animation = "instant"
    return app


def join(app, address: str, code: str, name: str = "", seat=None, token=None) -> RemoteTableScene:
    joining = Joining(address, code, app.clock, seat, token, name, wake=app.request_redraw)
    for _ in range(ROUNDS):
        session = joining.poll()
        if session is not None:
            scene = RemoteTableScene(app, session)
            app.switch(scene)
            step(app)
            return scene
        assert not joining.problem, joining.problem
        joining.link.wait(WAIT_S)
    raise AssertionError("the host never seated the app")


def sit_at_own_table(app, host, address: str, game_id: str, seats: list[str], seed: int, name: str = "Ann",
                     options: dict[str, str] | None = None):
    """The app's own host opens a table (with ``options``, else the defaults) with its
    person in seat 0, who sits down as the host panel's Sit down does; the table's code
    and the person's scene."""
    from tarot_table.table.scenes.join import sit
    code, token = host.open_own_table(game_id, seats, options, seed, 0, name)
    joining = Joining(address, code, app.clock, 0, token, name)
    for _ in range(ROUNDS):
        if (session := joining.poll()) is not None:
            break
        joining.link.wait(WAIT_S)
    sit(app, session, hosted=True)
    return code, app.scene


def run_until(apps, scenes, done, rounds: int = ROUNDS) -> None:
    """Frames of every app until ``done()``; bounded."""
    for _ in range(rounds):
        for app in apps:
            step(app)
        if done():
            return
        for scene in scenes:
            if scene.remote.link.wait(WAIT_S / len(scenes)):
                break
    raise AssertionError("the table never came to that")


def until_the_host(host, done, rounds: int = ROUNDS) -> None:
    """Wait until ``done()`` holds on the host's own loop, asked again each time the host
    changes (a message read, a seat gone, a batch written, a table announced: its
    ``Stir``), never by polling the clock; at most ``rounds`` waits' worth of time."""
    try:
        host.until(done, WAIT_S * rounds)
    except Refused:
        raise AssertionError("the host never came to that") from None


def mouse_move(app, scene, rng: random.Random) -> str:
    """One of the seat's legal moves made with the mouse: a card dragged to its place (and
    the option picked from the list, if the drop offers several), or a button under the
    table clicked. What was done, in words."""
    if scene.panel_open():   # a pause between the games of a match: its first button goes on
        step(app)
        click(app, scene.summary_buttons[0].rect.center)
        return "went on"
    legal = scene.legal()
    spots = {s.zone for s in scene.geometry.layout.spots}
    state = scene.session.state
    drops = [a for a in legal if a.to in spots and (a.card or (a.src and state.zones.get(a.src)))]
    if drops:
        action = rng.choice(drops)
        card = action.card or state.zones[action.src][-1].card
        start = scene.card_rect(card).center
        end = scene.geometry.spot_rect(scene.geometry.layout.spot(action.to)).center
        drag(app, start, end)
        if scene.pending_choice:
            pick = next((b for b in scene.choice_buttons if b.label == action.label), scene.choice_buttons[0])
            click(app, pick.rect.center)
        return f"dragged {card} to {action.to}"
    step(app)
    buttons = [b for b in scene.choice_buttons if b.enabled]
    assert buttons, f"no way to make any of {legal} with the mouse"
    pick = rng.choice(buttons)
    click(app, pick.rect.center)
    if scene.pending_choice:
        click(app, scene.choice_buttons[0].rect.center)
    return f"clicked {pick.label}"


def both_play_to_the_end(apps, scenes, rng) -> None:
    """Each person's moves made with the mouse, in turn, until the game ends; bounded."""
    for _ in range(ROUNDS * 4):
        for app, scene in zip(apps, scenes):
            step(app)
            if not scene.remote.finished and scene.remote.my_turn() and not scene.remote.awaiting \
                    and scene.waiting is None:
                mouse_move(app, scene, rng)
        if all(scene.remote.finished for scene in scenes):
            return
        scenes[0].remote.link.wait(WAIT_S)
    raise AssertionError("the game never ended")


def play_to_the_end(app, scene, rng) -> None:
    """The seat's moves made with the mouse until the game ends; bounded."""
    for _ in range(ROUNDS * 4):
        step(app)
        if scene.remote.finished:
            step(app)
            return
        if scene.remote.my_turn() and not scene.remote.awaiting and scene.waiting is None:
            mouse_move(app, scene, rng)
        else:
            scene.remote.link.wait(WAIT_S)
    raise AssertionError("the game never ended")


@pytest.fixture
def apps():
    """Two apps as two people's computers; their scenes are left at the end."""
    made = [new_app(), new_app()]
    yield made
    for app in made:
        while app.scenes:
            app.scenes.pop().leave()


# ---- the app's own host and the Join page, driven by mouse ---------------------------------
def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture
def loopback_host(monkeypatch):
    """The app's own host on 127.0.0.1 at a fixed free port, announcing nothing."""
    monkeypatch.setattr(app_host, "LISTEN_ON", "127.0.0.1")
    monkeypatch.setattr(app_host, "PORT", free_port())
    monkeypatch.setattr(app_host, "ANNOUNCE", False)
    monkeypatch.setattr(join_page, "LOOK_ON", ["127.0.0.1"])
    yield
    app_host.stop()


def press(app, scene, label, index=0):
    step(app)
    buttons = [b for b in scene.buttons if b.label == label]
    click(app, buttons[index].rect.center)


def type_into(app, field, text):
    click(app, field.rect.center)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    step(app)


def page_waits(page) -> bool:
    """Wait (bounded) for what a Join page has under way: a join's link, or the look for
    a table by its code on this network; False when nothing is under way."""
    waiting, finding = getattr(page, "joining", None), getattr(page, "finding", None)
    if waiting is not None:
        waiting.link.wait(WAIT_S)
    elif finding is not None:
        finding.join(WAIT_S)
    return waiting is not None or finding is not None


def until_answered(app, page, rounds=ROUNDS) -> None:
    """Frames of the Join page until its join has been answered, a table looked for on
    the network included; bounded."""
    for _ in range(rounds):
        step(app)
        if not page_waits(page):
            return
    raise AssertionError("the join was never answered")


def until_table(app, rounds=ROUNDS) -> RemoteTableScene:
    for _ in range(rounds):
        step(app)
        if isinstance(app.scene, RemoteTableScene):
            return app.scene
        page_waits(app.scene)
    raise AssertionError(f"never seated: {getattr(app.scene, 'note', '')}")


def host_by_mouse(app, game_id="tournament-of-queens") -> HostPanelScene:
    page = NewGameScene(app, get_game(game_id))
    app.switch(page)
    press(app, page, "Human", 0)
    press(app, page, "Open", 1)   # the second seat: someone joining from another computer
    press(app, page, "Host")
    panel = app.scene
    assert isinstance(panel, HostPanelScene), page.error
    return panel


def join_by_mouse(app, line, name) -> RemoteTableScene:
    app.switch(MenuScene(app))
    press(app, app.scene, "Join a table")
    page = app.scene
    assert isinstance(page, JoinScene)
    type_into(app, page.address, line)
    type_into(app, page.name, name)
    press(app, page, "Join")
    return until_table(app)


def seated_from_the_join_page(app, address: str, code: str, name: str):
    """A seat taken as the Join page takes it: the seat remembered (join.sit)."""
    joining = Joining(address, code, app.clock, None, None, name)
    for _ in range(ROUNDS):
        if (session := joining.poll()) is not None:
            join_page.sit(app, session)
            return app.scene
        assert not joining.problem, joining.problem
        joining.link.wait(WAIT_S)
    raise AssertionError("never seated")


async def killed_and_served_again(host, players, serve):
    """The ``serve`` process ``host`` killed (SIGKILL) under its seated ``players``, their
    connections dropped, and a new one started by ``serve()``: (host, address, what it
    printed at its start, the players' tokens)."""
    import signal
    host.send_signal(signal.SIGKILL)
    await host.wait()
    tokens = [p.token for p in players]
    for player in players:
        player.socket.transport.abort()
    host, address, started = await serve()
    return host, address, started, tokens


@contextlib.contextmanager
def joined_as_joiny(tmp_path, game_id: str, seed: int):
    """An app seated as "Joiny" at a table of ``game_id`` hosted on loopback, a bot at the
    other seat, its seat told connected; the app's scenes left at the end."""
    app = new_app((1024, 700))
    try:
        with hosting(tmp_path / "tables") as (host, address):
            code = host.open_table(game_id, ["open", "bot"], seed=seed)
            scene = join(app, address, code, "Joiny")
            run_until([app], [scene], lambda: scene.remote.seats[0].get("connected"))
            step(app)
            yield app, scene
    finally:
        while app.scenes:
            app.scenes.pop().leave()


END_WAIT_S = 60   # the longest wait for the host's bots to play a table to its end


def your_seats(app) -> list[str]:
    """Join a table opened from the menu with the mouse, Look again pressed (which asks
    each seat's host after its table) and answered: the seats listed under Your seats,
    as drawn."""
    app.switch(MenuScene(app))
    press(app, app.scene, "Join a table")
    page = app.scene
    assert isinstance(page, JoinScene)
    press(app, page, "Look again")
    if page.checking is not None:
        page.checking.join(END_WAIT_S)
    step(app)
    return [b.label for b in page.buttons if "  seat " in b.label]


def continue_rows(app) -> list[tuple[str, str]]:
    """The Continue list's rows (a joined seat's slot, what its row says of the game),
    once their hosts have been asked whether their tables have ended."""
    rows = ContinueList(app, lambda info: None)
    rows.ask_joined_tables()
    if rows.asking_hosts is not None:
        rows.asking_hosts.join(END_WAIT_S)
    return [(info.slot, info.progress) for info in rows.saves]


def step_away(app, scene, button: str = "Menu") -> None:
    """Menu (or New game) at a network table, and its question answered Step away, as a
    person who goes to the menu does."""
    step(app)
    click(app, next(b for b in scene.bar_buttons if b.label == button).rect.center)
    step(app)
    assert scene.confirming is not None and scene.confirming.title == "Step away from this table?"
    click(app, next(b for b in scene.summary_buttons if b.label == "Step away").rect.center)


def a_person_plays_on(address: str, code: str, name: str = "Cid", seed: int = 1, seat: int | None = None,
                      token: str | None = None) -> dict:
    """Someone at another computer, connected the whole game, plays a seat to its end with
    the game's first bot deciding (as ``tarot-table join --bot`` does): the host's bots
    stand in for people away only while a person is at the table. The outcome told."""
    from tarot_table.net.client import Player, play_to_end
    from tarot_table.rng import Rng

    async def plays() -> dict:
        player = await Player.join(address, code, seat, token, name, timeout=WAIT_S * ROUNDS)
        try:
            return await play_to_end(player, next(iter(player.game.bots)), Rng(seed), timeout=WAIT_S * ROUNDS)
        finally:
            await player.close()
    return run(plays(), WAIT_S * ROUNDS * 2)
