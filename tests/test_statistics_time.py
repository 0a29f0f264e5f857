"""Play-test finding (29 November): Statistics' Time counted the games Played leaves out,
those Autoplay (or a stand-in bot) helped to finish, so a row read "Played 1, Time 11m"
for a one-minute game. Decided (README, house decision 1 of the table): Played, Won, Lost,
the streaks and Time count the games played without such help, a game given up among
them (the player's own game, a loss); a game helped is counted in Assisted, and its time
is told apart in the row's details. The file keeps both times as it always has, so every
statistics file written before still loads, and shows the same counts. Real clicks; the
clock is the app's own, moved by the test."""
from __future__ import annotations

import json

import pytest

from tarot_table import statistics
from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.table.scenes import post_mortem, stats
from tarot_table.table.scenes.table import TableScene
from tarot_table.wording import played_time
from tests.helpers.table import click, play_until, pointer_moved, step
from tests.helpers.words import drawn_words

QUEENS = get_game("queens-of-fate")
FRAME_MOST_S = 5.0   # the most one frame adds to a game's time (a stalled frame is not play time)


def open_game(app, seed: int) -> TableScene:
    scene = TableScene(app, Session.start(QUEENS, seed, {}))
    app.switch(scene)
    step(app)
    return scene


def look_for(app, seconds: float) -> None:
    """The game open on the screen for ``seconds`` and its player there (the pointer
    moving), a frame every few seconds."""
    for turn in range(round(seconds / FRAME_MOST_S)):
        app.clock.advance(FRAME_MOST_S)
        pointer_moved(app, (600 + turn % 2, 300))


def bar_button(scene, words: str):
    return next(b for b in scene.bar_buttons if (b.tip or b.label) == words)


def statistics_row_words(app) -> str:
    """The words the Statistics page draws with Queens of Fate's row chosen (by a click)."""
    page = stats.StatsScene(app)
    app.switch(page)
    step(app)
    click(app, next(b for b in page.buttons if b.label.startswith("queens-of-fate")).rect.center)
    drawn = drawn_words(lambda: (app.request_redraw(), step(app)))
    page.leave()
    return " | ".join(words for words, _, _ in drawn)


def test_time_is_that_of_the_games_played_alone_a_game_given_up_among_them(app, monkeypatch):
    monkeypatch.setattr(post_mortem, "examinable", lambda game: False)   # no search behind the end panel
    given_up = open_game(app, 3)
    look_for(app, 60)
    click(app, bar_button(given_up, "Give up").rect.center)
    click(app, next(b for b in given_up.summary_buttons if b.label == "Give up").rect.center)
    assert given_up.outcome() is not None
    helped = open_game(app, 4)
    look_for(app, 600)
    click(app, bar_button(helped, "Autoplay").rect.center)
    assert play_until(app, lambda: helped.outcome() is not None)
    (key, record), = statistics.load_stats()[0].items()
    assert key.startswith("queens-of-fate")
    assert (record.played, record.lost, record.assisted) == (1, 1, 1)
    assert record.seconds == pytest.approx(60.0, abs=FRAME_MOST_S)
    assert record.assisted_seconds >= 600.0
    said = statistics_row_words(app)
    assert played_time(record.seconds) in said.split(" | "), said
    assert played_time(record.seconds + record.assisted_seconds) not in said, "Time counts no game helped"
    assert f"Time of the games helped: {played_time(record.assisted_seconds)}" in said, said


def test_a_statistics_file_written_before_loads_and_counts_the_same(app):
    """A file as every earlier version wrote it (both times kept apart) reads as it did;
    Time shows the games played alone, "-" where every game was helped."""
    kept = {"queens-of-fate": {"played": 2, "won": 1, "lost": 1, "streak": 1, "best_streak": 1, "seconds": 125.0,
                               "history": [["2026-11-27T10:00:00", 0], ["2026-11-28T10:00:00", 1]],
                               "assisted": 3, "assisted_won": 2, "assisted_seconds": 4000.0},
            "fools-journey": {"played": 0, "won": 0, "lost": 0, "streak": 0, "best_streak": 0, "seconds": 0.0,
                              "history": [], "assisted": 1, "assisted_won": 1, "assisted_seconds": 300.0}}
    path = statistics.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(kept), encoding="utf-8")
    records, fault = statistics.load_stats()
    assert fault == "" and records["queens-of-fate"].seconds == 125.0 and records["fools-journey"].assisted == 1
    assert stats._time(records["queens-of-fate"]) == "2m 05s" and stats._time(records["fools-journey"]) == "-"
    said = statistics_row_words(app)
    assert "2m 05s" in said.split(" | ") and "Time of the games helped: 1h 06m" in said, said
    assert json.loads(path.read_text(encoding="utf-8")) == kept, "reading never writes"
