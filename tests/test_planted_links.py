"""Issue 27, item 7 (the writing half): a link planted beside one of the app's files is
never written through. Every kind of file is written over links planted at the old
shared temporary name (``NAME.tmp``), at its lock file, and at the very temporary names
the writer is about to use (as if planted between its clean-up and its write): the file
the links point at is untouched, the app's file is a plain file with the new content,
and the write goes through."""
from __future__ import annotations

import json

import pytest

from tarot_table import filestore, journal, saves, settings, statistics
from tarot_table.games import get_game
from tarot_table.session import Session

READING = get_game("reading")
PRECIOUS = b"a file of the player's that no link may reach"


def save_writer():
    session = Session.start(READING, 8, {"spread": "three-cards"})
    saves.save(session)

    def write() -> str:
        session.play(READING.bots["in-order"](READING, READING.view(session.state, 0), None))
        saves.save(session)
        return f'"actions":[{{'
    return saves.save_path(session.slot), write


def statistics_writer():
    statistics.record_result("queens-of-fate", {}, True, 1.0)

    def write() -> str:
        statistics.record_result("queens-of-fate", {}, False, 1.0)
        return '"played": 2'
    return statistics.stats_path(), write


def settings_writer():
    first = settings.load_settings()
    first.deck = "before"
    settings.save_settings(first)

    def write() -> str:
        chosen = settings.load_settings()
        chosen.deck = "after"
        settings.save_settings(chosen)
        return '"deck": "after"'
    return settings.settings_path(), write


def journal_writer():
    state = READING.new(4, {"spread": "one-card"})
    while READING.outcome(state) is None:
        READING.apply(state, READING.bots["in-order"](READING, state, None))
    entry = journal.record("reading", READING.reading.summary(state), state)

    def write() -> str:
        journal.set_note(entry.id, "written past the links")
        return '"note": "written past the links"'
    return journal.entry_path(entry.id), write


WRITERS = {"save": save_writer, "statistics": statistics_writer, "settings": settings_writer,
           "journal entry": journal_writer}


@pytest.mark.parametrize("kind", sorted(WRITERS))
def test_links_planted_beside_a_file_are_never_written_through(kind, tmp_path, monkeypatch):
    path, write = WRITERS[kind]()
    victim = tmp_path / "victim.txt"
    victim.write_bytes(PRECIOUS)
    planted = {path.with_name(path.name + ".tmp"), filestore.lock_path(path)}
    taken = {}
    real_name = filestore._temp_name

    def first_name_planted(target, what):
        """The writer's first temporary name of each kind already holds a link."""
        if what in taken:
            return real_name(target, what)
        taken[what] = target.with_name(f".{target.name}.{what}-1-00000000.tmp")
        taken[what].symlink_to(victim)
        planted.add(taken[what])
        return taken[what]

    monkeypatch.setattr(filestore, "_temp_name", first_name_planted)
    monkeypatch.setattr(filestore, "remove_leftovers", lambda target: None)   # planted after the clean-up
    for link in planted:
        link.symlink_to(victim)
    expected = write()
    assert victim.read_bytes() == PRECIOUS
    assert path.is_file() and not path.is_symlink() and expected in path.read_text()
    assert set(taken) == {"new", "bak"}
    assert all(link.is_symlink() for link in planted if link != filestore.lock_path(path))
    assert not filestore.lock_path(path).exists()   # the planted lock link was removed, never followed


def test_a_settings_file_that_is_a_link_is_replaced_not_written_through(tmp_path):
    """A settings file kept as a link elsewhere is read (issue 27 allows that), but a
    save writes a file of the app's own in its place: the linked file is left as it was."""
    kept = tmp_path / "dotfiles-settings.json"
    kept.write_text(json.dumps({"animation": "fast"}))
    settings.settings_path().parent.mkdir(parents=True)
    settings.settings_path().symlink_to(kept)
    chosen = settings.load_settings()
    chosen.deck = "mine"
    settings.save_settings(chosen)
    assert json.loads(kept.read_text()) == {"animation": "fast"}
    assert json.loads(settings.settings_path().read_text()) == {"animation": "fast", "deck": "mine"}
