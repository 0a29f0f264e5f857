"""Issue 27, item 2: a write killed at any file-system step leaves the old content or the
new one, never neither, and the next write clears what the killed one left.

Each kind of write runs in a forked child whose ``os.replace``, ``os.rename``,
``os.link`` and ``os.unlink`` end the process (``os._exit``) on their k-th call, for
k = 1, 2, ... until a run completes. After each kill the file (or, where the real one
is damaged, its backup) must read as the old or the new content, saves must still be
listed by Continue, and a later write must go through and leave no temporary file."""
from __future__ import annotations

import json
import multiprocessing
import os
from pathlib import Path

import pytest

from tarot_table import journal, saves, settings, statistics
from tarot_table.games import get_game
from tarot_table.session import Session

GAME = get_game("reading")
KILLED = 86
MAX_STEPS = 20          # no write of the app takes that many renames, links and unlinks
STEPS = ("replace", "rename", "link", "unlink")


def killed_at(k: int, write) -> int:
    """Run ``write`` in a child that dies before its k-th file-system step; its exit
    code (KILLED, or 0 when the write finished first)."""
    def child() -> None:
        calls = [0]
        for name in STEPS:
            real = getattr(os, name)

            def step(*args, _real=real, **kwargs):
                calls[0] += 1
                if calls[0] == k:
                    os._exit(KILLED)
                return _real(*args, **kwargs)
            setattr(os, name, step)
        write()
        os._exit(0)

    process = multiprocessing.get_context("fork").Process(target=child)
    process.start()
    process.join(timeout=60)
    assert process.exitcode is not None, "the writer hung"
    return process.exitcode


def every_kill(write, check) -> int:
    """Kill ``write`` at each of its steps in turn, calling ``check(killed)`` after
    each run; the number of steps the write takes."""
    for k in range(1, MAX_STEPS + 1):
        code = killed_at(k, write)
        assert code in (KILLED, 0), f"the writer failed at step {k} (exit {code})"
        check(code == KILLED)
        if code == 0:
            return k - 1
    raise AssertionError(f"the write took more than {MAX_STEPS} steps")


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


def played(moves: int) -> Session:
    session = Session.start(GAME, 21, {"spread": "celtic-cross"})
    for _ in range(moves):
        session.play(GAME.bots["in-order"](GAME, GAME.view(session.state, 0), None))
    return session


def test_a_save_killed_at_every_step_is_the_old_or_the_new_game_and_listed_by_continue():
    session = played(2)
    path = saves.save(session)
    old, new = played(2), played(3)
    old.slot = new.slot = session.slot

    def check(killed: bool) -> None:
        assert path.exists(), "the save's own name went missing"
        moves = len(saves.load(path).actions)
        assert moves in ((2, 3) if killed else (3,))
        (info,) = saves.list_saves()
        assert info.slot == session.slot and not info.problem and info.read_from == path
        saves.save(old if moves == 3 else new)   # the next write goes through ...
        assert leftovers(path.parent) == []       # ... and clears what the killed one left
        saves.save(old)

    steps = every_kill(lambda: saves.save(new), check)
    assert steps == 4   # the backup's link and its rename, the save's rename, the lock file's removal


def test_statistics_killed_at_every_step_keep_every_result_before_it():
    for _ in range(3):
        statistics.record_result("queens-of-fate", {}, True, 10.0)
    counted = [3]

    def check(killed: bool) -> None:
        records, problem = statistics.load_stats()
        assert problem == ""
        now = records["queens-of-fate"].played
        assert now in (counted[0], counted[0] + 1) and (killed or now == counted[0] + 1)
        assert statistics.record_result("queens-of-fate", {}, False, 1.0) == ""
        assert statistics.load_stats()[0]["queens-of-fate"].played == now + 1
        assert leftovers(statistics.stats_path().parent) == []
        counted[0] = now + 1

    every_kill(lambda: statistics.record_result("queens-of-fate", {}, True, 10.0), check)


def test_statistics_kept_aside_when_damaged_survive_a_kill_at_every_step():
    """The result recorded over a damaged file keeps it aside first: killed there
    too, the backup is what reads, and the damaged file is somewhere whole."""
    path = statistics.stats_path()

    def damaged_with_a_backup_of_one_game() -> None:
        for old in path.parent.glob("statistics.json*"):
            old.unlink()
        statistics.record_result("queens-of-fate", {}, True, 10.0)
        statistics.record_result("queens-of-fate", {}, True, 10.0)
        path.write_bytes(b"{ damaged")

    def check(killed: bool) -> None:
        records, _ = statistics.load_stats()
        assert records["queens-of-fate"].played in ((1, 2) if killed else (2,))
        kept = [p.read_bytes() for p in path.parent.glob("statistics.json*")]
        assert b"{ damaged" in kept
        damaged_with_a_backup_of_one_game()

    damaged_with_a_backup_of_one_game()
    every_kill(lambda: statistics.record_result("queens-of-fate", {}, True, 10.0), check)


def test_settings_killed_at_every_step_hold_the_old_or_the_new_choice():
    first = settings.load_settings()
    first.deck = "old-deck"
    settings.save_settings(first)

    def write() -> None:
        chosen = settings.load_settings()
        chosen.deck = "new-deck"
        settings.save_settings(chosen)

    def check(killed: bool) -> None:
        assert json.loads(settings.settings_path().read_text())["deck"] in (
            ("old-deck", "new-deck") if killed else ("new-deck",))
        again = settings.load_settings()
        again.deck = "old-deck" if again.deck == "new-deck" else "new-deck"
        settings.save_settings(again)
        assert leftovers(settings.settings_path().parent) == []
        again.deck = "old-deck"
        settings.save_settings(again)

    every_kill(write, check)


def finished_reading():
    state = GAME.new(4, {"spread": "one-card"})
    while GAME.outcome(state) is None:
        GAME.apply(state, GAME.bots["in-order"](GAME, state, None))
    return state


@pytest.fixture
def entry():
    state = finished_reading()
    return journal.record("reading", GAME.reading.summary(state), state)


def test_a_journal_note_killed_at_every_step_is_the_old_or_the_new_note(entry):
    journal.set_note(entry.id, "old note")
    path = journal.entry_path(entry.id)

    def check(killed: bool) -> None:
        assert journal.load(entry.id).note in (("old note", "new note") if killed else ("new note",))
        found, problems = journal.entries()
        assert problems == [] and [e.id for e in found] == [entry.id]
        journal.set_note(entry.id, "old note")
        assert leftovers(path.parent) == []

    every_kill(lambda: journal.set_note(entry.id, "new note"), check)


def test_a_journal_entry_killed_while_kept_is_whole_or_absent(entry):
    state = finished_reading()
    known = {entry.id}

    def check(killed: bool) -> None:
        found, problems = journal.entries()
        assert problems == []
        kept = {e.id for e in found} - known
        assert len(kept) in ((0, 1) if killed else (1,))
        known.update(kept, {journal.record("reading", GAME.reading.summary(state), state).id})
        assert leftovers(journal.journal_dir()) == []   # the next entry cleared what the killed one left

    every_kill(lambda: journal.record("reading", GAME.reading.summary(state), state), check)
