"""Play-test round 5: under Reiser's rules, Queens of Fate's "Out of play" lies in the
bottom row; its name's tip had no room below it above the status bar, so it was set above
the name, over the place it told of (and the Arcana rows). A place's tip now speaks of
its name and the place together: set below both, or else above both, it covers neither.
The pointer rests on the name by real mouse motion; the box is the one drawn."""
from __future__ import annotations

import pytest

from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.table import theme
from tarot_table.table.scenes import zone_tips
from tarot_table.table.scenes.table import TableScene
from tests.conftest import headless_app
from tests.helpers.frames import move_and_rest
from tests.helpers.table import at_text_size, step

QUEENS = get_game("queens-of-fate")
REISER = QUEENS.check_options({"rules": "reiser"})


@pytest.mark.parametrize("size, text_size", [((1024, 700), 200), ((1920, 1080), 150), ((2560, 1440), 200)])
def test_out_of_plays_tip_covers_neither_its_name_nor_its_place(size, text_size):
    for app in headless_app(size):
        at_text_size(app, text_size)
        scene = TableScene(app, Session.start(QUEENS, 1, REISER))
        app.switch(scene)
        step(app, 2)
        spot = scene.geometry.layout.find("removed")
        place, name = scene.geometry.zone_rect(spot, 0), scene.zone_labels["removed"]
        move_and_rest(app, name.center)
        step(app)
        tip = zone_tips.tip_box(scene, size, theme.ui_scale(size))
        assert tip is not None and tip.lines[0].startswith("Out of play:")
        assert scene.view.tip_shown == tip.box, "the box drawn is the one placed"
        assert not tip.box.colliderect(place) and not tip.box.colliderect(name), (tip.box, place, name)
