"""Play-test note (29 November, round 4): in Learn Tournament of Queens the lesson bar's Back,
Skip and Leave stood centred on a bar as tall as the step's words, so from step 5 to step 6
Skip moved from y=98 to y=81 at 1024x700, and a click where it had been met nothing, twelve
times in a row. They now stand at the bar's top (or, under the words, at the foot of the
whole room kept for the bar): the same place at every step. Lessons are walked by clicks
on Skip, at 1024x700 with 100% and 200% text."""
from __future__ import annotations

import pytest

from tarot_table.games import get_game
from tarot_table.table.app import picture_app
from tarot_table.table.scenes.lesson_table import open_lesson
from tests.helpers.table import click, step

STEPS_WALKED = 7   # Tournament of Queens' steps 5 and 6 among them


@pytest.mark.parametrize("game_id, text_size", [("tournament-of-queens", 100), ("tournament-of-queens", 200),
                                                ("queens-of-fate", 100)])
def test_back_skip_and_leave_stand_in_one_place_at_every_step(game_id, text_size):
    app = picture_app((1024, 700), text_size)
    open_lesson(app, get_game(game_id))
    step(app, 2)
    scene = app.scene
    places = []
    while len(places) < STEPS_WALKED and not scene.finished_lesson and scene.guide_buttons:
        places.append(tuple(tuple(b.rect) for b in scene.guide_buttons))
        skip = next(b for b in scene.guide_buttons if b.label in ("Skip", "Next"))
        click(app, skip.rect.center)
        step(app, 4)
    assert len(places) == STEPS_WALKED and len(set(places)) == 1, (game_id, places)
    scene.leave()
