"""The "Still winnable?" setting (issue 34): off by default; when on, a quiet line at the
right of a solitaire's status bar says whether the position can still be won, worked
out in a background thread and kept per position. Budgets are counts of positions and
the thread is joined, never waited for on the wall clock."""
from __future__ import annotations

import time

from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.settings import Settings, load_settings
from tarot_table.solver import Budget
from tarot_table.table.scenes import still_winnable
from tarot_table.table.scenes.settings import SettingsScene
from tarot_table.table.scenes.table import TableScene
from tarot_table.table.scenes.table_bars import status_right
from tests.helpers.solver import position_before_end
from tests.helpers.table import click, step, still_answered

QUEENS = get_game("queens-of-fate")


def table_for(app, session: Session, monkeypatch) -> TableScene:
    monkeypatch.setattr(still_winnable, "budget", lambda: Budget(nodes=20_000))
    scene = TableScene(app, session)
    app.switch(scene)
    step(app)
    return scene


def test_off_by_default_and_then_nothing_is_said_or_searched(app, monkeypatch):
    assert Settings().still_winnable is False
    scene = table_for(app, Session.start(QUEENS, 1, {}), monkeypatch)
    assert scene.still.job is None and "winnable" not in status_right(scene, "")


def test_the_setting_is_chosen_on_the_settings_page_and_kept(app):
    page = SettingsScene(app)
    app.switch(page)
    step(app)
    off, on = page.choices["still_winnable", False], page.choices["still_winnable", True]
    assert off.selected and not on.selected
    click(app, on.rect.center)
    assert app.settings.still_winnable and load_settings().still_winnable


def test_the_status_bar_says_still_winnable_and_keeps_it_along_the_line_and_after_undo(app, monkeypatch):
    app.settings.still_winnable = True
    scene = table_for(app, Session.start(QUEENS, 1, {}), monkeypatch)
    assert status_right(scene, "").startswith((still_winnable.LOOKING, "Still winnable     "))   # the thread is quick
    still_answered(app, scene)
    assert status_right(scene, "").startswith("Still winnable     ")
    first = scene.still.known[scene.still.key(scene.session.state)]
    assert first.verdict == "winnable" and first.line
    scene.perform(first.line[0], asked=True)
    step(app)
    assert scene.still.job is None, "a move along the known line needs no search"
    assert status_right(scene, "").startswith("Still winnable")
    scene.undo()
    step(app)
    assert scene.still.job is None and status_right(scene, "").startswith("Still winnable")


def test_a_position_proved_lost_with_nothing_known_before_it_says_not_winnable_from_here(app, monkeypatch):
    """A position laid on the table with no earlier verdict of its game kept: lost, but
    whether the deal ever could be won is not known, so the line claims no more than
    "from here" (not "No longer": play-test round 5, F1)."""
    app.settings.still_winnable = True
    state = None
    for seed in range(6, 17):
        state = position_before_end(QUEENS, seed, {}, 15)
        if state is not None:
            from tarot_table.solver import solve
            if solve(QUEENS, state, Budget(nodes=20_000)).verdict == "lost":
                break
    session = Session.start(QUEENS, state.seed, {})
    session.state = state
    scene = table_for(app, session, monkeypatch)
    still_answered(app, scene)
    assert status_right(scene, "").startswith(f"{still_winnable.LOST_WORDS['here']}     ")


def test_a_positions_search_counts_its_own_processor_time_not_the_wall_clock():
    """A search that gives way to the table's frames, or shares a busy machine, is not
    cut short by the time it waited (a play-tester read "Looking..." for a minute of
    moves): its ten seconds are the search thread's own."""
    found = still_winnable.budget()
    assert found.courteous and found.seconds == still_winnable.SECONDS_ALLOWED
    assert found.clock is time.thread_time
