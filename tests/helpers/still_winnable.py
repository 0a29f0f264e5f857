"""The "Still winnable?" setting's search held back, as on a busy machine, until a test
lets it go; its budgets counts of positions."""
from __future__ import annotations

import threading

from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.solver import Budget, state_key
from tarot_table.table.scenes import still_winnable
from tarot_table.table.scenes.table import TableScene
from tests.helpers.table import step

QUEENS = get_game("queens-of-fate")
NODES = 20_000


class HeldSearches:
    """``solver.solve`` held back until ``go`` is set; the positions it was asked about."""

    def __init__(self, monkeypatch) -> None:
        from tarot_table import solver
        self.go, self.asked = threading.Event(), []
        real = solver.solve

        def held_back(game, state, budget):
            self.asked.append(state_key(state))
            self.go.wait(timeout=60)
            return real(game, state, budget)

        monkeypatch.setattr(solver, "solve", held_back)


def watched(app, game, seed: int, monkeypatch) -> tuple[TableScene, HeldSearches]:
    app.settings.still_winnable = True
    monkeypatch.setattr(still_winnable, "budget", lambda: Budget(nodes=NODES))
    held = HeldSearches(monkeypatch)
    scene = TableScene(app, Session.start(game, seed, {}))
    app.switch(scene)
    step(app)
    return scene, held
