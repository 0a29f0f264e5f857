"""Issue 27, item 3: two copies of the app at once lose nothing.

Each shared file is written by two real processes (forked children; barriers and events
order them, nothing sleeps): statistics keep every result of both, settings keep the
keys each window changed, the journal keeps both entries, and a game open at one
window's table is listed as open there by the other, which neither resumes nor deletes
it until the first lets go."""
from __future__ import annotations

import json
import multiprocessing

import pytest

from tarot_table import coaching, journal, lesson_progress, saves, settings, statistics
from tarot_table.net import held_seats
from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.table.scenes.menu import MenuScene
from tarot_table.table.scenes.table import TableScene
from tests.helpers.table import click, open_table, step

FORK = multiprocessing.get_context("fork")
WAIT_S = 120          # a bound for a child that hangs, never a pause
RESULTS = 100
READING = get_game("reading")


def run_together(*targets) -> None:
    """Run each target in a child process of its own; every one must end well."""
    children = [FORK.Process(target=target) for target in targets]
    for child in children:
        child.start()
    for child in children:
        child.join(WAIT_S)
    codes = [child.exitcode for child in children]
    for child in children:
        if child.exitcode is None:
            child.kill()
            child.join()
    assert codes == [0] * len(children), f"children ended with {codes}"


def no_debris(folder) -> list[str]:
    """Temporary, lock and damaged files left in a folder (there should be none)."""
    return sorted(p.name for p in folder.iterdir()
                  if p.name.endswith((".tmp", ".lock")) or ".damaged-" in p.name)


def test_two_windows_recording_results_at_once_keep_all_of_them():
    start = FORK.Barrier(2)

    def window(won: bool):
        def record() -> None:
            start.wait(WAIT_S)
            for _ in range(RESULTS):
                assert statistics.record_result("queens-of-fate", {}, won, 2.0) == ""
        return record

    run_together(window(True), window(False))
    records, problem = statistics.load_stats()
    record = records["queens-of-fate"]
    assert problem == ""
    assert (record.played, record.won, record.lost) == (2 * RESULTS, RESULTS, RESULTS)
    assert len(record.history) == 2 * RESULTS and record.seconds == 4.0 * RESULTS
    assert no_debris(statistics.stats_path().parent) == []


KEPT_FILES = {   # each window makes CHANGES changes of its own to one small kept file
    "lesson progress": (lambda window, n: lesson_progress.remember(f"game-{window}-{n}", n + 1),
                        lambda: lesson_progress.progress_path()),
    "coaching notes seen": (lambda window, n: coaching.remember(f"game-{window}", f"note-{n}"),
                            lambda: coaching.seen_path()),
    "seats held": (lambda window, n: held_seats.keep(held_seats.HeldSeat(   # a table of its own each (a seat is its code's)
        f"127.0.0.1:{8765 + window}", f"ABCDE{window + 2}", n, "t", "lucky-you", f"window {window}")),
        lambda: held_seats.seats_path()),
}
CHANGES = 5


@pytest.mark.parametrize("kept", sorted(KEPT_FILES))
def test_two_windows_changing_a_small_kept_file_at_once_keep_every_change(kept):
    change, path = KEPT_FILES[kept]
    start = FORK.Barrier(2)

    def window(number: int):
        def run() -> None:
            start.wait(WAIT_S)
            for n in range(CHANGES):
                assert change(number, n) == ""
        return run

    run_together(window(0), window(1))
    if kept == "lesson progress":
        assert all(lesson_progress.stopped_at(f"game-{w}-{n}") == n + 1 for w in (0, 1) for n in range(CHANGES))
    elif kept == "coaching notes seen":
        assert all(coaching.seen(f"game-{w}") == {f"note-{n}" for n in range(CHANGES)} for w in (0, 1))
    else:
        held, problem = held_seats.load()
        assert problem == "" and len(held) == 2 * CHANGES
    assert no_debris(path().parent) == []


def settings_window(both_read, change, wait_for=None, done=None):
    """A window that reads the settings, waits until the other has too, changes some
    and writes them as it does at quit (the whole Settings object)."""
    def run() -> None:
        mine = settings.load_settings()
        both_read.wait(WAIT_S)
        if wait_for is not None:
            assert wait_for.wait(WAIT_S)
        change(mine)
        settings.save_settings(mine)
        if done is not None:
            done.set()
    return run


def deck_and_reading(chosen: settings.Settings) -> None:
    chosen.deck = "alpha"
    chosen.last_choices["reading"] = {"spread": "celtic-cross"}


def speed_window_and_queens(chosen: settings.Settings) -> None:
    chosen.animation = "slow"
    chosen.window = (900, 700)
    chosen.last_choices["queens-of-fate"] = {"rules": "reiser"}


@pytest.mark.parametrize("order", ["the second writes after the first", "both at once"])
def test_settings_changed_in_two_windows_keep_what_each_changed(order):
    first = settings.load_settings()
    first.deck, first.hover_preview = "old", False
    first.last_choices["tempting-fate"] = {"attacks": "one"}
    settings.save_settings(first)
    both_read, first_done = FORK.Barrier(2), FORK.Event()
    in_turn = order == "the second writes after the first"
    run_together(settings_window(both_read, deck_and_reading, done=first_done),
                 settings_window(both_read, speed_window_and_queens, wait_for=first_done if in_turn else None))
    kept = settings.load_settings()
    assert (kept.deck, kept.animation, kept.window, kept.hover_preview) == ("alpha", "slow", (900, 700), False)
    assert kept.last_choices == {"tempting-fate": {"attacks": "one"}, "reading": {"spread": "celtic-cross"},
                                 "queens-of-fate": {"rules": "reiser"}}
    assert no_debris(settings.settings_path().parent) == []


def test_a_window_that_changed_nothing_writes_nothing_at_quit():
    """The other window's change survives this one's quit, however stale its copy."""
    stale = settings.load_settings()
    fresh = settings.load_settings()
    fresh.animation = "fast"
    settings.save_settings(fresh)
    settings.save_settings(stale)
    assert settings.load_settings().animation == "fast"
    assert json.loads(settings.settings_path().read_text()) == {"animation": "fast"}


def finished_reading():
    state = READING.new(4, {"spread": "one-card"})
    while READING.outcome(state) is None:
        READING.apply(state, READING.bots["in-order"](READING, state, None))
    return state


def test_two_windows_keeping_readings_in_the_same_instant_keep_both(monkeypatch):
    """Even given the same id (the same microsecond), each entry gets a file of its own."""
    state = finished_reading()
    same = "20260101-093000-000000"
    given = iter([same])
    monkeypatch.setattr(journal, "new_id", lambda: next(given, None) or journal.datetime.now().strftime(
        "%Y%m%d-%H%M%S-%f"))
    start = FORK.Barrier(2)

    def window(question: str):
        def keep() -> None:
            start.wait(WAIT_S)
            entry = journal.record("reading", READING.reading.summary(state), state, note=question)
            journal.set_note(entry.id, f"{question}, noted")
        return keep

    run_together(window("first window"), window("second window"))
    found, problems = journal.entries()
    assert problems == []
    assert sorted(e.note for e in found) == ["first window, noted", "second window, noted"]
    assert same in {e.id for e in found} and len({e.id for e in found}) == 2
    assert no_debris(journal.journal_dir()) == []


# ---- one save, two windows ---------------------------------------------------------------
def holding_window(path, held, let_go):
    """Another window with the game at its table until told to let go."""
    def run() -> None:
        hold = saves.hold(path)
        held.set()
        assert let_go.wait(WAIT_S)
        hold.release()
    return run


def test_a_save_open_in_another_window_is_listed_so_and_neither_resumed_nor_deleted(app):
    session = Session.start(READING, 5, {"spread": "three-cards"})
    session.play(READING.bots["in-order"](READING, READING.view(session.state, 0), None))
    path = saves.save(session)
    before = path.read_bytes()
    held, let_go = FORK.Event(), FORK.Event()
    other = FORK.Process(target=holding_window(path, held, let_go))
    other.start()
    try:
        assert held.wait(WAIT_S)
        (info,) = saves.list_saves()
        assert info.open_elsewhere
        with pytest.raises(saves.SaveInUse, match="is open in another Tarot Table window"):
            saves.hold(path)
        with pytest.raises(saves.SaveInUse):
            saves.delete_save(path)
        app.switch(MenuScene(app))
        step(app, 2)
        row = next(b for b in app.scene.buttons if b.label == session.slot)
        click(app, row.rect.center)
        assert isinstance(app.scene, MenuScene)
        assert app.scene.note == ("\u201cReading Table\u201d is open in another Tarot Table window. "
                                  "Close it there to play it here.")
        assert path.read_bytes() == before
    finally:
        let_go.set()
        other.join(WAIT_S)
    assert other.exitcode == 0
    (info,) = saves.list_saves()
    assert not info.open_elsewhere
    app.switch(MenuScene(app))
    step(app, 2)
    click(app, next(b for b in app.scene.buttons if b.label == session.slot).rect.center)
    assert isinstance(app.scene, TableScene) and app.scene.session.slot == session.slot


def refused_elsewhere(path, answers):
    """Another window trying the save: what it was told, through a pipe."""
    def run() -> None:
        (info,) = saves.list_saves()
        try:
            saves.hold(path)
            told = "held"
        except saves.SaveInUse as err:
            told = str(err)
        answers.send((info.open_elsewhere, told))
    return run


def test_a_game_at_this_windows_table_is_refused_to_another_until_it_is_left(app):
    session = Session.start(READING, 5, {"spread": "three-cards"})
    session.play(READING.bots["in-order"](READING, READING.view(session.state, 0), None))
    path = saves.save(session)
    app.switch(MenuScene(app))
    step(app, 2)
    click(app, next(b for b in app.scene.buttons if b.label == session.slot).rect.center)
    assert isinstance(app.scene, TableScene)
    answers, sent = FORK.Pipe(duplex=False)
    run_together(refused_elsewhere(path, sent))
    assert answers.recv() == (True, f"{path.name} is open in another Tarot Table window; "
                                    "close it there to play it here")
    app.switch(MenuScene(app))   # the table is left
    run_together(refused_elsewhere(path, sent))
    assert answers.recv() == (False, "held")


def test_a_folder_that_cannot_be_written_still_opens_and_resumes_games(app, monkeypatch):
    """No lock file can be made (a read-only data folder): the game is played all the
    same, from a new deal or from Continue, and only the autosave says it failed."""
    from tarot_table import filestore
    session = Session.start(READING, 5, {"spread": "three-cards"})
    saves.save(session)

    def read_only(lock):
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(filestore, "_acquire", read_only)
    scene = open_table(app)
    assert scene.keeper.hold is None
    scene.keeper.autosave()
    assert scene.message[0] == "Autosave failed (Read-only file system); the game goes on."
    app.switch(MenuScene(app))
    step(app, 2)
    click(app, next(b for b in app.scene.buttons if b.label == session.slot).rect.center)
    assert isinstance(app.scene, TableScene) and app.scene.session.slot == session.slot
