"""Play-test findings (29 November) on Show me, the solver's winning line replayed after
a loss: its start was named three ways ("move 0 of 105" on the right of the status bar,
"Forward shows its first move" in the status, "its start" when Back was pressed there),
Back was not greyed at the line's start, and at 2560x1440 the buttons moved about 9 px
whenever Play became Pause. Now every sentence names a place as the status bar's right
end does ("move 0 of 105", and its first step "move 1"); Back is greyed at the start,
Forward and Play at the end; the buttons keep their places throughout. Real clicks."""
from __future__ import annotations

import pytest

from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.table.scenes import replay
from tarot_table.table.scenes.table import TableScene
from tarot_table.table.scenes.table_bars import clock_words
from tests.conftest import headless_app
from tests.helpers.solver import greedy_line
from tests.helpers.table import click, given_up_and_examined, step

FOOLS = get_game("fools-journey")
LOST_BY_THE_QUICK_BOT = 1   # given up after three moves, the deal is still winnable (30,000 positions find it)
SEARCH = 30_000


@pytest.fixture
def large_app():
    yield from headless_app((2560, 1440))


def shown_line(app, monkeypatch) -> TableScene:
    """Show me pressed (a real click) on the end panel of a game given up after three moves."""
    first = greedy_line(FOOLS, Session.start(FOOLS, LOST_BY_THE_QUICK_BOT, {}).state)[:3]
    scene = given_up_and_examined(app, monkeypatch, FOOLS, LOST_BY_THE_QUICK_BOT, first, SEARCH)
    click(app, next(b for b in scene.summary_buttons if b.label == "Show me").rect.center)
    step(app)
    return app.scene


def buttons(shown) -> dict[str, object]:
    return {b.label: b for b in shown.choice_buttons}


def places(shown) -> list[tuple]:
    """Where the row's buttons are, in order (Play and Pause are the same button)."""
    return [tuple(b.rect) for b in shown.choice_buttons]


def test_the_lines_start_has_one_name_and_back_is_greyed_there(large_app, monkeypatch):
    app = large_app
    shown = shown_line(app, monkeypatch)
    total = len(shown.showing) - shown.replay.first
    said = shown.message[0]
    assert said.startswith(f"Where you gave up: the solver's winning line, {total} moves; move 0 of {total}.")
    assert "first move" not in said and "its start" not in said
    assert clock_words(shown) == f"Move 0 of {total}"
    shown.message = ("", shown.message[1], 0.0)
    assert replay.where(shown) == f"The solver's line from where you gave up: move 0 of {total}. " \
                                  "Forward plays move 1; Play plays it on."
    row = buttons(shown)
    assert not row["Back"].enabled and row["Forward"].enabled and row["Play"].enabled
    at_start = list(shown.session.actions)
    click(app, row["Back"].rect.center)   # greyed: nothing happens
    assert shown.session.actions == at_start
    click(app, buttons(shown)["Forward"].rect.center)
    assert shown.message[0].startswith(f"The solver's line from where you gave up: move 1 of {total}.")
    assert buttons(shown)["Back"].enabled


def test_the_buttons_never_move_and_forward_and_play_grey_at_the_end(large_app, monkeypatch):
    app = large_app
    shown = shown_line(app, monkeypatch)
    where = places(shown)
    click(app, buttons(shown)["Play"].rect.center)
    step(app)
    assert "Pause" in buttons(shown) and places(shown) == where, "Play became Pause in its place"
    click(app, buttons(shown)["Pause"].rect.center)
    click(app, buttons(shown)["Forward"].rect.center)
    assert places(shown) == where
    while buttons(shown)["Forward"].enabled:
        click(app, buttons(shown)["Forward"].rect.center)
    assert len(shown.session.actions) == len(shown.showing)
    row = buttons(shown)
    assert not row["Play"].enabled and row["Back"].enabled
    assert places(shown)[:3] == where
    click(app, next(b for b in shown.summary_buttons if b.label == "Look at the table").rect.center)
    step(app)
    assert "Show the result" in buttons(shown) and places(shown)[:3] == where, "a button joining moves none"
