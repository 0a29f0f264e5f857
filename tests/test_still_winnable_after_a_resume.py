"""Play-test round 7 (30 November): Queens of Fate under Reiser's rules, deal 46, with
"Still winnable?" on: before a quit the line said "Not winnable: no line wins this deal";
after Menu and Continue, at the same move, "Not winnable from here", which reads as if
the player had spoiled it. The verdicts go with the table; after a resume a position
proved lost has its deal searched too, and the line says again what it said before the
quit. Budgets are counts of positions, the clock is the injected one, threads are joined."""
from __future__ import annotations

import threading

from tarot_table.clock import ManualClock
from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.solver import Budget, solve, state_key
from tarot_table.table.app import App
from tarot_table.table.scenes import still_winnable
from tarot_table.table.scenes.table import TableScene
from tarot_table.table.scenes.table_bars import status_right
from tests.helpers.table import click, step, still_answered

FOOLS = get_game("fools-journey")
NODES = 20_000


def quiet(scene) -> str:
    return status_right(scene, "").split("     ")[0]


def resumed(app, scene) -> TableScene:
    """Menu, then the game's row in Continue: the game from its save, on a new table."""
    app.go("menu")   # the table is put away: its autosave is written
    step(app, 3)
    (row,) = [b for b in app.scene.buttons if b.label == scene.session.slot]
    click(app, row.rect.center)
    step(app, 2)
    assert isinstance(app.scene, TableScene) and app.scene is not scene
    return app.scene


class OneByOne:
    """``solver.solve`` held back, each search until the test lets it go (``let_go``);
    the positions asked about, in order."""

    def __init__(self, monkeypatch) -> None:
        from tarot_table import solver
        self.asked: list[bytes] = []
        self.gates: list[threading.Event] = []
        self.arrived = threading.Semaphore(0)   # one release for each search begun
        real = solver.solve

        def held_back(game, state, budget):
            gate = threading.Event()
            self.asked.append(state_key(state))
            self.gates.append(gate)
            self.arrived.release()
            gate.wait(timeout=60)
            return real(game, state, budget)

        monkeypatch.setattr(solver, "solve", held_back)

    def begun(self) -> list[bytes]:
        """The positions asked about, once the search just started has begun (its thread
        is let run before it is looked at)."""
        assert self.arrived.acquire(timeout=60)
        return self.asked

    def let_go(self, app, scene) -> None:
        self.gates[-1].set()
        still_answered(app, scene)


def test_a_deal_proved_lost_is_said_so_again_after_a_quit_and_a_resume(monkeypatch):
    """The Fool's Journey's deal 5, proved lost at the deal: two moves, then a resume. The
    position on the table is searched, found lost, and its deal is searched next; till
    that answer the line says it is still looking (after ``LOOKING_S`` it says what is
    known, "from here"), and then what it said before the quit."""
    deal = FOOLS.new(5, {})
    assert solve(FOOLS, deal, Budget(nodes=NODES)).verdict == "lost"
    monkeypatch.setattr(still_winnable, "budget", lambda: Budget(nodes=NODES))
    app = App(headless=True, size=(1024, 700), clock=ManualClock())
    app.settings.animation = "instant"
    app.settings.still_winnable = True
    scene = app.go("table", Session.start(FOOLS, 5, {}))
    step(app, 2)
    still_answered(app, scene)
    for _ in range(2):
        scene.perform(FOOLS.legal_actions(scene.session.state)[0], asked=True)
        step(app)
    before = quiet(scene)
    assert before == "Not winnable: no line wins this deal"

    searches = OneByOne(monkeypatch)
    again = resumed(app, scene)
    here = again.still.key(again.session.state)
    assert len(again.session.actions) == 2 and searches.begun() == [here], "the position on the table first"
    searches.let_go(app, again)
    assert again.still.known[here].verdict == "lost"
    assert searches.begun() == [here, state_key(deal)], "then its deal"
    assert quiet(again) == still_winnable.LOOKING
    app.clock.advance(still_winnable.LOOKING_S)
    step(app)
    assert quiet(again) == "Not winnable from here", "what is known, once the wait is long"
    searches.let_go(app, again)
    assert again.still.job is None and quiet(again) == before
    for left in app.scenes:
        left.leave()
