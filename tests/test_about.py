"""The About screen and `--version`: the version, the deck in use with its author,
licence and attribution from deck.toml, where saves, settings and logs are, and the
applications-menu button."""
from __future__ import annotations

import subprocess
import sys

import pytest

from tarot_table import __version__, desktop, paths
from tarot_table.about import about, as_text
from tarot_table.decks.spec import load_deck
from tarot_table.settings import load_settings, save_settings, settings_path
from tarot_table.table.scenes.about import AboutScene
from tarot_table.table.scenes.menu import MenuScene
from tarot_table.table.scenes.settings import SettingsScene
from tests.helpers.table import click, step

CREDITS = ('author = "A. Painter"\nlicense = "CC-BY-4.0"\n'
           'attribution = "Painted by A. Painter, scanned by B. Scanner."\n')


@pytest.fixture
def credited_deck(make_deck, monkeypatch):
    folder = make_deck("credited")
    with open(folder / "deck.toml", "a", encoding="utf-8") as manifest:
        manifest.write(CREDITS)
    monkeypatch.setenv("TAROT_TABLE_DECKS", str(folder))
    settings = load_settings()
    settings.deck = "credited"   # chosen: a deck found is used only once the player picks it
    save_settings(settings)
    return folder


def test_deck_toml_author_licence_and_attribution_are_read(credited_deck):
    deck = load_deck(credited_deck)
    assert (deck.author, deck.license, deck.attribution) == (
        "A. Painter", "CC-BY-4.0", "Painted by A. Painter, scanned by B. Scanner.")


def test_about_names_the_version_the_deck_and_where_files_are(credited_deck):
    facts = about(load_deck(credited_deck))
    text = as_text(facts)
    assert text.splitlines()[0] == f"tarot-table {__version__}"
    for words in ("Test Deck credited (credited 1.0)", "A. Painter", "CC-BY-4.0",
                  "Painted by A. Painter, scanned by B. Scanner.", str(paths.saves_dir()),
                  str(settings_path()), str(paths.log_dir()), "not installed"):
        assert words in text


def test_about_with_the_drawn_deck_says_so():
    assert "Tarot Table drawn deck" in as_text(about(None))


def test_version_flag_prints_the_about_facts_for_the_deck_in_use(credited_deck):
    result = subprocess.run([sys.executable, "-m", "tarot_table", "--version"], capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0
    assert result.stdout.startswith(f"tarot-table {__version__}\n")
    for words in ("A. Painter", "CC-BY-4.0", "scanned by B. Scanner", str(paths.saves_dir()), str(paths.log_dir())):
        assert words in result.stdout


def button(scene, label):
    return next(b for b in scene.buttons if b.label == label)


@pytest.mark.parametrize("start", [MenuScene, SettingsScene])
def test_the_menu_and_settings_open_about_and_back_returns_there(app, credited_deck, start):
    app.settings.deck = "credited"
    app.load_deck()
    app.switch(start(app))
    step(app)
    click(app, button(app.scene, "About").rect.center)
    assert isinstance(app.scene, AboutScene)
    assert app.scene.facts.deck_facts[0] == ("Author", "A. Painter")
    click(app, button(app.scene, "Back").rect.center)
    assert type(app.scene) is start


def test_the_about_button_puts_the_app_in_the_menu_and_takes_it_out(app):
    app.switch(AboutScene(app))
    step(app)
    click(app, button(app.scene, "Add to the applications menu").rect.center)
    assert desktop.installed() is not None
    assert "now in the applications menu" in app.scene.note
    click(app, button(app.scene, "Remove from the applications menu").rect.center)
    assert desktop.installed() is None
    assert not desktop.entry_path().exists()


def test_a_menu_entry_that_cannot_be_written_is_explained_on_the_screen(app):
    blocked = desktop.data_home()
    blocked.parent.mkdir(parents=True, exist_ok=True)
    blocked.write_text("a file where a folder should be")
    app.switch(AboutScene(app))
    step(app)
    click(app, button(app.scene, "Add to the applications menu").rect.center)
    assert app.scene.note_is_problem and "could not write into" in app.scene.note
    assert isinstance(app.scene, AboutScene)
