"""The reading table does not move under the reader when the question is asked: the
question's box goes with the first card and the question is shown above the spread, in
room the layout kept for it, so the deck and every place stay where they were and a drag
aimed at the Future from where it was seen before lands on the Future (a play-test report
of 29 November, not reproduced: its own pictures show the places unmoved)."""
import pytest

from tarot_table.clock import ManualClock
from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.table.app import App
from tarot_table.table.scenes.table import TableScene
from tests.helpers.reading import ask
from tests.helpers.table import drag, settle, step

READING = get_game("reading")


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080), (2560, 1440)])
def test_a_drag_aimed_before_the_question_lands_where_it_was_aimed(size):
    app = App(headless=True, size=size, clock=ManualClock())
    app.settings.animation = "instant"
    try:
        scene = TableScene(app, Session.start(READING, 5, {"spread": "three-cards"}))
        app.switch(scene)
        step(app)
        seen = {spot.zone: scene.geometry.spot_rect(spot) for spot in scene.geometry.layout.spots}
        ask(app, scene, "Will the cafe open before the summer, and will it last the winter?")
        drag(app, seen["deck"].center, seen["pos1"].center)
        settle(app, scene)
        assert READING.status(scene.session.state) and scene.session.state.options["question"]
        drag(app, seen["deck"].center, seen["pos3"].center)   # aimed at the Future as first seen
        settle(app, scene)
        zones = scene.session.state.zones
        assert len(zones["pos1"]) == 1 and len(zones["pos3"]) == 1 and not zones["pos2"]
        now = {spot.zone: scene.geometry.spot_rect(spot) for spot in scene.geometry.layout.spots}
        assert now == seen
    finally:
        for s in app.scenes:
            s.leave()
