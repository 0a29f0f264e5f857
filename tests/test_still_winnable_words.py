"""Play-test round 5 (29 November): what the "Still winnable?" line says. F1: a deal lost
from its first card said "No longer winnable" at move 0, telling a newcomer they had
spoiled something; now a deal proved lost says "Not winnable: no line wins this deal",
and "No longer winnable" is said only when a position the player's moves passed through
was known winnable. And "Looking..." stood for minutes under load: after ``LOOKING_S``
on the app's clock it says "Can't tell yet" while the search goes on, and the answer
replaces it when it comes. Budgets are counts of positions, the clock is the injected
one, threads are joined, never waited for on the wall clock."""
from __future__ import annotations

import random
import threading

from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.solver import Budget
from tarot_table.table.scenes import still_winnable
from tarot_table.table.scenes.table import TableScene
from tarot_table.table.scenes.table_bars import status_right
from tests.helpers.table import step, still_answered

FOOLS = get_game("fools-journey")
QUEENS = get_game("queens-of-fate")


def watched(app, session: Session, monkeypatch, nodes: int = 20_000) -> TableScene:
    app.settings.still_winnable = True
    monkeypatch.setattr(still_winnable, "budget", lambda: Budget(nodes=nodes))
    scene = TableScene(app, session)
    app.switch(scene)
    step(app)
    return scene


def quiet(scene) -> str:
    return status_right(scene, "").split("     ")[0]


def test_a_deal_proved_lost_from_its_deal_is_not_winnable_not_no_longer(app, monkeypatch):
    """The Fool's Journey's deal 5: the solver proves it lost at the deal. At move 0 and
    after a move of the player's the line says the deal was never winnable."""
    from tarot_table.solver import solve
    assert solve(FOOLS, FOOLS.new(5, {}), Budget(nodes=20_000)).verdict == "lost"
    scene = watched(app, Session.start(FOOLS, 5, {}), monkeypatch)
    still_answered(app, scene)
    assert quiet(scene) == "Not winnable: no line wins this deal"
    scene.perform(FOOLS.legal_actions(scene.session.state)[0], asked=True)
    step(app)
    assert scene.still.job is None, "lost after a lost position: no search"
    assert quiet(scene) == "Not winnable: no line wins this deal"


def test_no_longer_winnable_once_the_players_moves_lost_a_winnable_deal(app, monkeypatch):
    """Queens of Fate's deal 1, proved winnable at the deal; 33 moves chosen at random
    among the rules' legal ones lose it (the position after them proved lost)."""
    session = Session.start(QUEENS, 1, {})
    scene = watched(app, session, monkeypatch)
    still_answered(app, scene)
    assert quiet(scene) == "Still winnable"
    rng = random.Random(1)
    for _ in range(33):
        scene.perform(rng.choice(QUEENS.legal_actions(scene.session.state)), asked=True)
    step(app)
    still_answered(app, scene)
    assert scene.still.known[scene.still.key(scene.session.state)].verdict == "lost"
    assert quiet(scene) == "No longer winnable"


def test_looking_turns_to_cant_tell_yet_on_the_apps_clock_and_the_answer_replaces_it(app, monkeypatch):
    """A search held back (as on a busy machine) until the test lets it go: "Looking..."
    for ``LOOKING_S`` of the app's clock, the table waking then on its own to say "Can't
    tell yet", and the verdict, once found, in its place."""
    from tarot_table import solver
    go = threading.Event()
    real = solver.solve

    def held_back(game, state, budget):
        go.wait(timeout=60)
        return real(game, state, budget)

    monkeypatch.setattr(solver, "solve", held_back)
    scene = watched(app, Session.start(QUEENS, 1, {}), monkeypatch)
    assert quiet(scene) == still_winnable.LOOKING
    app.clock.advance(still_winnable.LOOKING_S - 1.0)
    step(app)
    assert quiet(scene) == still_winnable.LOOKING
    assert scene.next_frame_in() <= 1.0 + 1e-6, "the table wakes when the words are due to change"
    app.clock.advance(1.0)
    step(app)
    assert quiet(scene) == still_winnable.LOOKING_LONG == "Still winnable? Can't tell yet"
    go.set()
    still_answered(app, scene)
    assert quiet(scene) == "Still winnable"


def test_a_search_that_runs_out_of_its_budget_still_says_cant_tell(app, monkeypatch):
    scene = watched(app, Session.start(QUEENS, 1, {}), monkeypatch, nodes=1)
    still_answered(app, scene)
    assert scene.still.known[scene.still.key(scene.session.state)].verdict == "unknown"
    assert quiet(scene) == "Still winnable? Can't tell"
