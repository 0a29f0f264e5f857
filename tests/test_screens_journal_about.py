"""Issue 32 item 15: the journal deletes (after asking) and exports an entry from its
screen, its picture says the question once; About shows the real log folder and the
deck's licence in words."""
from __future__ import annotations

import pygame

from tarot_table import journal, paths
from tarot_table.about import about
from tarot_table.licences import licence_words
from tarot_table.table.scenes import journal as journal_scene
from tarot_table.table.scenes.about import AboutScene
from tarot_table.table.scenes.journal import JournalScene
from tests.helpers.reading import keep
from tests.helpers.table import click, record_text, step


def pressed(app, screen, label):
    click(app, next(b for b in screen.buttons if b.label == label).rect.center)


def test_item15_delete_asks_first_and_keep_leaves_the_entry(app):
    entry, _ = keep(3, question="Stay or go?")
    screen = JournalScene(app)
    app.switch(screen)
    step(app)
    pressed(app, screen, "Delete")
    assert screen.asking == entry.id and "Keep" in [b.label for b in screen.buttons]
    pressed(app, screen, "Keep")
    assert screen.asking is None and [e.id for e in journal.entries()[0]] == [entry.id]


def test_item15_delete_confirmed_removes_the_entry_and_its_backup(app):
    kept, _ = keep(4, question="Keep me")
    entry, _ = keep(5, question="Forget me")
    journal.set_note(entry.id, "a note, so there is a backup")
    path = journal.entry_path(entry.id)
    assert path.with_name(path.name + ".bak").exists()
    screen = JournalScene(app)
    app.switch(screen)
    step(app)
    row_of = {e.id: i for i, e in enumerate(screen.shown())}
    deletes = [b for b in screen.buttons if b.label == "Delete"]
    click(app, deletes[row_of[entry.id]].rect.center)
    pressed(app, screen, "Delete")   # the row's question, asked once more
    assert [e.id for e in journal.entries()[0]] == [kept.id]
    assert not path.exists() and not path.with_name(path.name + ".bak").exists()
    assert "Deleted" in screen.message and [e.id for e in screen.entries] == [kept.id]


def test_item15_export_from_the_screen_uses_the_journal_export_commands_code(app, monkeypatch, tmp_path):
    from tarot_table.readings_cli import journal_export
    entry, _ = keep(6, spread="three-cards", question="To share")
    made = []
    real = journal_scene.export_picture
    monkeypatch.setattr(journal_scene, "export_picture",
                        lambda kept, out, **kw: made.append((kept.id, out.parent)) or real(kept, out, **kw))
    screen = JournalScene(app)
    app.switch(screen)
    step(app)
    pressed(app, screen, "Export")
    out = paths.exports_dir() / f"{entry.id}.png"
    assert pygame.image.load(str(out)).get_size() == (1600, 1000)
    assert screen.message == f"Exported as a picture: {out}"
    journal_export(entry.id, tmp_path / "by-the-command.png")
    assert made == [(entry.id, paths.exports_dir()), (entry.id, tmp_path)]   # one code for both


def test_item15_the_picture_prints_the_question_once(tmp_path, monkeypatch):
    entry, _ = keep(7, spread="three-cards", question="Once only?")
    said = []
    real = journal_scene.theme.text
    monkeypatch.setattr(journal_scene.theme, "text",
                        lambda surface, words, *a, **k: said.append(words) or real(surface, words, *a, **k))
    journal_scene.export_picture(entry, tmp_path / "once.png")
    assert sum("Once only?" in str(words) for words in said) == 1


def test_item15_about_shows_the_log_folder_as_none_yet_until_a_log_is_written(app):
    facts = dict(about(None).places)
    assert facts["Logs"] == f"none yet (a crash report would be written to {paths.log_dir()})"
    assert not paths.log_dir().exists()
    paths.log_dir().mkdir(parents=True)
    assert dict(about(None).places)["Logs"] == str(paths.log_dir())


def test_item15_a_crash_report_makes_the_log_folder_about_shows(app):
    from tarot_table.table.app import write_crash_report
    try:
        raise RuntimeError("for the report")
    except RuntimeError:
        report = write_crash_report()
    assert report.parent == paths.log_dir() and dict(about(None).places)["Logs"] == str(paths.log_dir())


def test_item15_licence_codes_are_shown_as_names():
    assert licence_words("LicenseRef-PublicDomain AND CC0-1.0") == "Public domain, and Creative Commons Zero 1.0 (CC0)"
    assert licence_words("CC-BY-SA-4.0 OR MIT") == "Creative Commons Attribution-ShareAlike 4.0, or the MIT licence"
    assert licence_words("LicenseRef-Arcana-Land-Free") == "Arcana Land Free"
    assert licence_words("") == "not given"


def test_item15_the_about_screen_shows_the_licence_in_words(app, shared_decks):
    from tarot_table.about import deck_in_use
    deck = deck_in_use()
    facts = dict(about(deck).deck_facts)
    assert facts["Licence"] == "Public domain, and Creative Commons Zero 1.0 (CC0)"
    app.switch(AboutScene(app))
    step(app)


def test_the_journal_s_exported_picture_shows_the_entry_s_note(app, monkeypatch):
    """The fourth real-window round, finding 6: The picture a journal entry is exported as
    left out its note: pressing Export on a reading kept with a note writes the note under
    the cards."""
    from tarot_table import journal
    from tarot_table.table.scenes import journal as journal_scene
    from tests.helpers.reading import keep
    entry, _ = keep(8, spread="three-cards", question="To share")
    journal.set_note(entry.id, "The middle card came up twice this week.")
    screen = journal_scene.JournalScene(app)
    app.switch(screen)
    step(app)
    written, in_picture = record_text(monkeypatch), []
    real = journal_scene.export_picture

    def export(kept, out, **kw):   # the words drawn into the picture, not the page's own
        start = len(written)
        made = real(kept, out, **kw)
        in_picture.extend(written[start:])
        return made
    monkeypatch.setattr(journal_scene, "export_picture", export)
    click(app, next(b for b in screen.buttons if b.label == "Export").rect.center)
    assert screen.message.startswith("Exported as a picture")
    assert "Note: The middle card came up twice this week." in in_picture, in_picture
