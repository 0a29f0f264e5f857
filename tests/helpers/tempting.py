"""Tempting Fate: short names for its cards and positions arranged by hand."""
from __future__ import annotations
from contextlib import contextmanager

from tarot_table import paths, records
from tarot_table.games import get_game
from tarot_table.games.base import Seat
from tarot_table.net.table import NetTable
from tarot_table.session import Session
from tarot_table.table.scenes.table import TableScene
from tests.helpers.network import hosting, run_until, seated_from_the_join_page, sit_at_own_table
from tests.helpers.table import click, step


GAME = get_game("tempting-fate")


SINGLE = {"match": "single", "attacks": "1"}   # the game as published, unless a test says otherwise


def z(symbol: str, n: int = 1) -> str:
    return f"zener.{symbol}.{n}"


def m(suit: str, rank: str) -> str:
    return f"minor_arcana.{suit}.{rank}"


def table(options=None, fate_hand=(), querent_hand=(), turn="fate", tokens=None, **paths):
    """A game arranged by hand. Paths list their cards nearest Fate first; a card
    written with a leading '^' lies face up."""
    state = GAME.new(1, {**SINGLE, **(options or {})})
    for zone, cards in (("fate_hand", fate_hand), ("querent_hand", querent_hand)):
        for card in cards:
            state.move(card, zone)
    for path, cards in paths.items():
        for card in cards:
            up = card.startswith("^")
            state.move(card.lstrip("^"), path, face_up=up)
    state.data["tokens"] = dict(tokens or {})
    state.data["turn"] = turn
    state.to_act = state.data["roles"][turn]
    return state


def cards(state, zone):
    return [p.card for p in state.zones[zone]]


def grab(scene, card):
    """A point on the visible part of a card in a fanned hand."""
    rect = scene.card_rect(card)
    return rect.x + max(4, rect.width // 6), rect.centery


def reading_after_resigning(app, names=("Ann", "Bob")):
    """A single game resigned at once, then "Read the cut deck" pressed on its end
    panel, as a player does: the reading table's scene it opens."""
    from tarot_table.games.base import Action, Seat
    from tests.helpers.table import click, open_position, settle, step
    seats = [Seat(name) for name in names]
    scene = open_position(app, GAME, GAME.new(4, {"match": "single"}, seats), [Seat(name) for name in names])
    scene.perform(Action("resign", choice="resign"), asked=True)
    settle(app, scene)
    step(app)
    click(app, next(b for b in scene.summary_buttons if b.label == "Read the cut deck").rect.center)
    return app.scene


def play_to_the_end(app, seed=3, linger=0):
    """Tempting Fate, Ann against a bot: Ann lays a card, the bot answers, Ann resigns
    (after ``linger`` frames four seconds apart)."""
    scene = TableScene(app, Session.start(GAME, seed, {"first_fate": "player-1", "match": "single"},
                                          [Seat("Ann"), Seat("Bot", "basic")]))
    app.switch(scene)
    step(app)
    scene.perform(next(a for a in scene.legal() if a.kind == "place"))
    scene.finish_bot_turns()
    step(app)
    for _ in range(linger):
        app.clock.advance(4.0)
        step(app)
    resign = next(b for b in scene.choice_buttons if b.label == "Resign this game")
    click(app, resign.rect.center)
    click(app, scene.summary_buttons[0].rect.center)   # Resign's question: Resign
    step(app, 2)
    assert scene.session.finished
    return scene


KEPT_OPTIONS = {"first_fate": "player-1", "match": "single"}


def finished(session: Session) -> Session:
    """The game played to its end through the rules: Fate lays a card, then each move
    is a resignation where one is offered, else the first legal move."""
    session.play(next(a for a in GAME.legal_actions(session.state) if a.kind == "place"))
    while not session.finished:
        actions = GAME.legal_actions(session.state)
        session.play(next((a for a in actions if a.kind == "resign"), actions[0]))
    return session


def kept_network_table() -> Session:
    """A network table's end, kept as the host keeps it (host_thread.keep_end): its two
    seats are people at computers of their own."""
    table = NetTable.open(GAME, ["open", "open"], KEPT_OPTIONS, seed=3)
    session = finished(table.session)
    assert all(seat.is_human for seat in session.state.seats)
    records.keep(session)
    return session


def kept_one_screen_game() -> Session:
    session = finished(Session.start(GAME, 5, KEPT_OPTIONS, [Seat("Ann"), Seat("Bot", "basic")]))
    records.keep(session)
    return session


def button(scene, label):
    return next(b for b in scene.summary_buttons if b.label == label)


def resign_by_mouse(app, scene) -> None:
    """The seat to act presses Resign this game, then the question's Resign."""
    click(app, next(b for b in scene.choice_buttons if b.label == "Resign this game").rect.center)
    click(app, button(scene, "Resign").rect.center)
    step(app, 3)
    assert scene.panel_open()


def ann_resigns_at_the_network_table(apps, ann, bea) -> None:
    """Ann, Fate at the table, presses Resign this game and the question's Resign; the host
    ends the game and both screens show their end panels (the end comes back from the host)."""
    click(apps[0], next(b for b in ann.choice_buttons if b.label == "Resign this game").rect.center)
    click(apps[0], button(ann, "Resign").rect.center)
    run_until(apps, [ann, bea], lambda: ann.remote.finished and bea.remote.finished)
    run_until(apps, [ann, bea], lambda: ann.panel_open() and bea.panel_open())



@contextmanager
def single_game_ann_resigned(apps):
    """A single game hosted by Ann (Fate), Bea joined, ended by Ann's resignation: the host,
    the table's code and both table scenes."""
    with hosting(paths.data_dir() / "tables") as (host, address):
        code, ann = sit_at_own_table(apps[0], host, address, "tempting-fate", ["open", "open"], 5,
                                     options={"match": "single"})
        bea = seated_from_the_join_page(apps[1], address, code, "Bea")
        run_until(apps, [ann, bea], lambda: ann.remote.my_turn() and ann.remote.seats[1]["connected"])
        ann_resigns_at_the_network_table(apps, ann, bea)
        yield host, code, ann, bea
