"""Play-test findings (29 November, the Reading Table): one click on the deck did
nothing (Queens of Fate's Destiny draws on one click), and with the Relationship
spread the status read "You comes next". One click on the deck lays its next card on
the position the status line names; the line names it in words any title reads in."""
from __future__ import annotations

import pygame

from tests.helpers.table import click, open_table, step, zone_centre


def test_one_click_on_the_deck_lays_the_next_card_in_the_spreads_order(app):
    scene = open_table(app, options={"spread": "relationship"})
    status = scene.game.status(scene.session.state)
    assert "next in the spread's order: You)" in status and "You comes next" not in status, status
    first = scene.game.next_to_lay(scene.session.state)
    click(app, zone_centre(scene, "deck"))
    step(app, 2)
    state = scene.session.state
    assert len(state.zones[first.zone]) == 1 and len(scene.session.actions) == 1
    second = scene.game.next_to_lay(state)
    app.clock.advance(1.0)   # a second click later, not a double-click
    click(app, zone_centre(scene, "deck"))
    step(app, 2)
    assert len(scene.session.state.zones[second.zone]) == 1 and len(scene.session.actions) == 2
