"""Play-test round 9: when an adventure ended and the next was dealt, the Story said
nothing of it: three new cards appeared in the Present without a line. Played on the real
table through the rules' own moves (deal 5, the first legal move each time)."""
from __future__ import annotations

from tarot_table.cards import the
from tarot_table.session import Session
from tarot_table.table.scenes.table import TableScene
from tarot_table.games.fools_journey.table import present_zones
from tests.helpers.fools import GAME
from tests.helpers.table import step

PRESENT = present_zones()


def present(state) -> set[str]:
    return {placed.card for zone in PRESENT for placed in state.zones[zone]}


def test_each_adventure_dealt_is_told_with_the_cards_it_brings(app):
    scene = TableScene(app, Session.start(GAME, 5, {}))
    app.switch(scene)
    step(app)
    state = scene.session.state
    assert all(the(card) in state.story[-1] for card in present(state))
    assert state.story[-1].startswith("The first adventure: ") and state.story[-1].endswith(" come into the Present.")
    told = 0
    while told < 2 and GAME.outcome(state) is None:
        before, held = state.data["adventures"], present(state)
        scene.perform(GAME.legal_actions(state)[0], asked=True)
        step(app)
        state = scene.session.state
        if state.data["adventures"] > before:
            told += 1
            line = state.story[-1]
            assert line.startswith("A new adventure: ") and line.endswith(" come into the Present."), line
            new = present(state) - held
            assert len(new) >= 2 and all(the(card) in line for card in new), (line, new)
    assert told == 2
