"""Play-test round 9: "Still winnable? Can't tell yet" gave no reason, and resting the
pointer on it said nothing, so a newcomer could not tell whether to wait (it showed with
the Endure chooser open too). Resting on the words now says what they mean and what comes
next; with a chooser open as well. The search is held back, as on a busy machine, until
the test lets it go; budgets are counts of positions, the clock is the injected one."""
from __future__ import annotations

import pytest

from tarot_table.table.scenes import still_winnable
from tarot_table.table.scenes.table_bars import status_line
from tests.helpers.table import at_text_size, rest_on, step, still_answered
from tests.helpers.still_winnable import QUEENS, watched
from tests.conftest import headless_app


def said_resting_on_the_words(app, scene) -> str:
    where = scene.view.still_winnable_at
    assert where is not None, "the words are on the status bar"
    rest_on(app, where[0].center)
    return status_line(scene)[0]


@pytest.mark.parametrize("size, percent", [((1024, 700), 200), ((1920, 1080), 100), ((2560, 1440), 150)])
def test_can_t_tell_yet_says_why_and_what_comes_next_under_the_pointer(monkeypatch, size, percent):
    for app in headless_app(size):
        at_text_size(app, percent)
        scene, held = watched(app, QUEENS, 1, monkeypatch)
        try:
            assert said_resting_on_the_words(app, scene).startswith("The solver is working out whether")
            app.clock.advance(still_winnable.LOOKING_S)
            rest_on(app, scene.view.still_winnable_at[0].center)
            step(app)
            assert still_winnable.words(scene) == still_winnable.LOOKING_LONG
            said = said_resting_on_the_words(app, scene)
            assert "without an answer yet" in said and "the answer shows here when it comes" in said
            step(app, 3)   # the words stay in place while their meaning is said
            assert scene.view.still_winnable_at is not None and status_line(scene)[0] == said
            rest_on(app, (size[0] // 2, size[1] // 2))
            assert status_line(scene)[0] != said
        finally:
            held.go.set()
        still_answered(app, scene)
        assert still_winnable.words(scene) == "Still winnable"
        assert said_resting_on_the_words(app, scene) == "The solver has found a line of moves that wins from this position."


def test_a_search_out_of_time_says_so_and_that_it_searches_again_after_the_next_move(app, monkeypatch):
    from tarot_table.solver.search import Verdict
    scene, held = watched(app, QUEENS, 1, monkeypatch)
    held.go.set()
    still_answered(app, scene)
    key = scene.still.key(scene.session.state)
    scene.still.known[key] = Verdict("unknown")   # as a search that ran out of its budget leaves it
    step(app)
    assert still_winnable.words(scene) == still_winnable.WORDS["unknown"]
    said = said_resting_on_the_words(app, scene)
    assert said.startswith("The solver ran out of its time for this position") and "after your next move" in said
