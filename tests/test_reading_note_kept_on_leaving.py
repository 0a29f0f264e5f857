"""A note typed for the journal at the end of a reading is never lost: it is kept when the
panel is put away or the table left without Keep note (Menu, Journal, closing the window),
and where the journal cannot take it the reader is told and stays (play-test finding: the
note typed and left by Menu was thrown away). Real clicks and keys throughout."""
import pygame

from tarot_table import journal
from tarot_table.table.scenes.menu import MenuScene
from tarot_table.table.scenes.journal import JournalScene
from tests.helpers.reading import finish, labels, type_text
from tests.helpers.table import click, open_table, post, step


def typed_note(app, words="The tower falls, the garden grows."):
    scene = open_table(app, options={"spread": "three-cards"})
    finish(app, scene)
    click(app, scene.game_panel.note_field.rect.center)
    type_text(app, words)
    assert journal.load(scene.keeper.journal_id).note == ""   # typed, not yet kept
    return scene, words


def press(app, scene, label):
    click(app, next(b for b in scene.summary_buttons if b.label == label).rect.center)


def test_a_note_typed_and_left_by_the_panels_menu_button_is_kept(app):
    scene, words = typed_note(app)
    press(app, scene, "Menu")
    assert isinstance(app.scene, MenuScene)
    assert journal.load(scene.keeper.journal_id).note == words


def test_a_note_typed_then_the_table_clicked_and_left_by_the_top_bars_menu_is_kept(app):
    scene, words = typed_note(app)
    click(app, (scene.panel_rect.centerx, scene.panel_rect.bottom + 8))   # the table beside the panel
    assert scene.panel_hidden
    assert journal.load(scene.keeper.journal_id).note == words
    assert scene.message[0] == "The note is kept in the journal."
    click(app, next(b for b in scene.bar_buttons if b.label == "Menu").rect.center)
    assert isinstance(app.scene, MenuScene)
    assert journal.load(scene.keeper.journal_id).note == words


def test_a_note_typed_and_left_for_the_journal_is_kept_and_listed_there(app):
    scene, words = typed_note(app)
    press(app, scene, "Journal")
    assert isinstance(app.scene, JournalScene)
    assert journal.load(scene.keeper.journal_id).note == words


def test_a_note_typed_when_the_window_is_closed_is_kept(app, monkeypatch):
    monkeypatch.setattr(pygame, "quit", lambda: None)   # cached fonts stay valid for later tests
    scene, words = typed_note(app)
    post(pygame.QUIT)
    app.run()
    assert journal.load(scene.keeper.journal_id).note == words


def test_a_note_the_broken_journal_cannot_take_keeps_the_reader_at_the_table_once(app):
    """The entry and its backup damaged: the journal's own code refuses to write over them,
    so the reader is told and stays; leaving again goes without the note."""
    scene, words = typed_note(app)
    path = journal.entry_path(scene.keeper.journal_id)
    for damaged in (path, journal.backup_path(path)):
        damaged.write_text("{not json")
    press(app, scene, "Menu")
    assert app.scene is scene and "Leave again to go without it" in scene.message[0]
    assert "could not be kept" in scene.message[0]
    assert path.read_text() == "{not json"   # never overwritten
    assert labels(scene) and scene.panel_open()
    press(app, scene, "Menu")
    assert isinstance(app.scene, MenuScene)
    assert path.read_text() == "{not json"


def test_a_note_already_kept_is_not_written_again_on_leaving(app, monkeypatch):
    scene, words = typed_note(app)
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    step(app)
    written = []
    monkeypatch.setattr(journal, "set_note", lambda *a: written.append(a))
    press(app, scene, "Menu")
    assert isinstance(app.scene, MenuScene) and written == []
