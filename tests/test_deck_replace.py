"""A deck's id is a claim any file can make: importing a deck whose id is an installed
deck's replaces it only when the player says so. `decks import` refuses and names both
decks unless given --replace; the Decks page (a dropped file) and the page offered when
the app is opened on a deck file ask, naming both; a file holding the very files
installed is already installed, and nothing changes. Every deck here is made in the
test's own folders: a stranger's deck claiming rider-waite-smith, against an installed
deck of that id."""
from __future__ import annotations

import pygame
import pytest

from pathlib import Path

from tarot_table.cli import main
from tarot_table.decks.container import MEDIA_TYPE, pack
from tarot_table.decks.install import AlreadyInstalled, ReplaceNotAsked, import_deck
from tarot_table.decks.spec import load_deck
from tarot_table.settings import load_settings
from tarot_table.table.scenes.decks import DecksScene
from tarot_table.table.scenes.open_deck import OpenDeckScene
from tests.helpers.deckmaker import build_deck
from tests.helpers.releases import serve_release
from tests.helpers.table import click, post, step

ID = "rider-waite-smith"


def named_deck(folder, name: str, version: str, colour=None):
    """A small complete deck claiming ``ID`` under ``name``; ``colour`` repaints its back."""
    build_deck(folder, deck_id=ID, version=version)
    toml = folder / "deck.toml"
    toml.write_text(toml.read_text().replace(f'name = "Test Deck {ID}"', f'name = "{name}"'))
    if colour is not None:
        from PIL import Image
        Image.new("RGB", (40, 70), colour).save(folder / "card_backs" / "plain.png")
    return folder


@pytest.fixture
def installed(tmp_path):
    """The deck of ``ID`` installed, as the player has it."""
    return import_deck(named_deck(tmp_path / "real" / ID, "Rider-Waite-Smith", "1.1")).path


@pytest.fixture
def stranger(tmp_path):
    """A stranger's container claiming ``ID``: another name, version and back."""
    folder = named_deck(tmp_path / "stranger" / ID, "Stranger's Deck", "6.6", colour=(200, 0, 0))
    return packed(folder, tmp_path / "gift.tarotdeck")


def packed(folder, path):
    pack(folder, path)
    return path


def held(folder) -> tuple:
    """The folder's own inode and every file in it, byte for byte."""
    return folder.stat().st_ino, {p.relative_to(folder).as_posix(): p.read_bytes()
                                  for p in sorted(folder.rglob("*")) if p.is_file()}


def test_a_strangers_deck_claiming_an_installed_id_is_refused_by_the_command_unless_told(
        installed, stranger, capsys):
    before = held(installed)
    assert main(["decks", "import", str(stranger)]) == 1
    err = capsys.readouterr().err.strip()
    assert err == (f"tarot-table: another deck with the id {ID} is installed: Rider-Waite-Smith (1.1) in {installed}. "
                   "This deck, Stranger's Deck (6.6), would replace it, and replacing it was not asked. Nothing was "
                   "installed. To replace Rider-Waite-Smith with it, run again with --replace.")
    assert held(installed) == before and sorted(p.name for p in installed.parent.iterdir()) == [".install.lock", ID]
    assert main(["decks", "import", "--replace", str(stranger)]) == 0
    assert capsys.readouterr().out.strip() == f"installed Stranger's Deck ({ID} 6.6) in {installed}"
    assert load_deck(installed).name == "Stranger's Deck" and held(installed) != before


@pytest.mark.parametrize("command", ["import", "install"])
def test_the_flag_is_said_in_the_help_and_the_docs(capsys, command):
    with pytest.raises(SystemExit):
        main(["decks", command, "--help"])
    words = " ".join(capsys.readouterr().out.split())
    assert "--replace replace an installed deck that has the same id" in words
    docs = (Path(__file__).parents[1] / "docs" / "decks.md").read_text()
    assert f"decks {command} --replace" in docs


@pytest.mark.parametrize("kind", ["folder", "container"])
def test_the_same_files_byte_for_byte_are_already_installed_and_nothing_changes(installed, tmp_path, capsys, kind):
    source = tmp_path / "real" / ID if kind == "folder" else packed(tmp_path / "real" / ID, tmp_path / "same.tarotdeck")
    before = held(installed)
    assert main(["decks", "import", str(source)]) == 0
    assert capsys.readouterr().out.strip() == (f"tarot-table: Rider-Waite-Smith (1.1) is already installed in "
                                               f"{installed}, the same files byte for byte; nothing was changed.")
    assert held(installed) == before   # not even moved aside and back: the same folder


def test_one_byte_changed_is_another_deck(installed, tmp_path):
    copy = named_deck(tmp_path / "copy" / ID, "Rider-Waite-Smith", "1.1")
    assert pytest.raises(AlreadyInstalled, import_deck, copy)
    (copy / "names" / "en.toml").write_text((copy / "names" / "en.toml").read_text() + "\n")
    refusal = pytest.raises(ReplaceNotAsked, import_deck, copy).value
    assert refusal.installed.path == installed and refusal.incoming.name == "Rider-Waite-Smith"


def test_a_broken_installed_deck_is_not_replaced_unasked_either(installed, stranger):
    (installed / "h70" / "major_arcana" / "00.png").unlink()
    refusal = pytest.raises(ReplaceNotAsked, import_deck, stranger).value
    assert "Rider-Waite-Smith (1.1), not usable: " in str(refusal)
    assert not (installed / "h70" / "major_arcana" / "00.png").exists() and load_deck(installed).version == "1.1"


# ---- the Decks page, a file dropped ----------------------------------------------------------

def dropped(app, path) -> DecksScene:
    screen = DecksScene(app)
    app.switch(screen)
    step(app, 2)
    post(pygame.DROPFILE, file=str(path))
    step(app)
    screen.job.wait(60)
    step(app)
    return screen


def pressed(app, screen, label) -> None:
    click(app, next(b for b in screen.buttons if b.label == label).rect.center)


def page_words(app, monkeypatch) -> str:
    from tarot_table.table import theme
    said = []
    for name in ("text", "text_block"):
        real = getattr(theme, name)
        monkeypatch.setattr(theme, name, lambda surface, words, *a, real=real, **k: said.append(str(words))
                            or real(surface, words, *a, **k))
    app.request_redraw()
    step(app)
    monkeypatch.undo()
    return "\n".join(said)


def test_the_decks_page_asks_naming_both_decks_and_keeps_the_installed_one_on_no(app, installed, stranger,
                                                                                  monkeypatch):
    before = held(installed)
    screen = dropped(app, stranger)
    words = page_words(app, monkeypatch)
    assert "Replace an installed deck?" in words
    assert f"Installed: Rider-Waite-Smith (1.1), in {installed}" in words
    assert "In gift.tarotdeck: Stranger's Deck (6.6)" in words
    assert [b.label for b in screen.buttons] == ["Replace it", "Keep the installed deck"]
    pressed(app, screen, "Keep the installed deck")
    assert screen.asking is None and screen.note == "Kept Rider-Waite-Smith (1.1); gift.tarotdeck was not installed."
    assert held(installed) == before


def test_the_decks_page_replaces_on_yes_and_uses_the_new_deck(app, installed, stranger):
    screen = dropped(app, stranger)
    pressed(app, screen, "Replace it")
    screen.job.wait(60)
    step(app)
    assert load_deck(installed).name == "Stranger's Deck"
    assert app.art.deck.path == installed and load_settings().deck_folder == str(installed)
    assert screen.note.startswith("Installed Stranger's Deck (6.6)")


def test_escape_at_the_question_is_no(app, installed, stranger):
    screen = dropped(app, stranger)
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b")
    step(app)
    assert screen.asking is None and app.scene is screen and load_deck(installed).name == "Rider-Waite-Smith"


def test_the_decks_page_says_already_installed_for_the_same_files(app, installed, tmp_path):
    before = held(installed)
    screen = dropped(app, packed(tmp_path / "real" / ID, tmp_path / "same.tarotdeck"))
    assert screen.asking is None and not screen.note_is_problem
    assert screen.note.startswith("Already installed: Rider-Waite-Smith (1.1) is already installed in ")
    assert held(installed) == before


# ---- the page offered when the app is opened on a deck file ---------------------------------

def opened_on(app, path) -> OpenDeckScene:
    app.switch(OpenDeckScene(app, path))
    app.render(app.screen)
    pressed(app, app.scene, "Install")
    return app.scene


def test_the_file_open_offer_asks_before_replacing_and_keeps_on_no(app, installed, stranger):
    before = held(installed)
    screen = opened_on(app, stranger)
    assert screen.asking is not None and [b.label for b in screen.buttons] == ["Replace it", "Keep the installed deck"]
    assert screen.asking.installed.name == "Rider-Waite-Smith" and screen.asking.incoming.name == "Stranger's Deck"
    pressed(app, screen, "Keep the installed deck")
    assert screen.result == "Kept Rider-Waite-Smith (1.1); nothing was installed." and held(installed) == before


def test_the_file_open_offer_replaces_on_yes_and_uses_the_new_deck_from_its_folder(app, installed, stranger):
    screen = opened_on(app, stranger)
    pressed(app, screen, "Replace it")
    assert screen.installed and load_deck(installed).name == "Stranger's Deck"
    assert app.art.deck.path == installed and load_settings().deck_folder == str(installed)


def test_the_file_open_offer_says_already_installed(app, installed, tmp_path):
    screen = opened_on(app, packed(tmp_path / "real" / ID, tmp_path / "same.tarotdeck"))
    assert screen.result.startswith("Nothing to install: Rider-Waite-Smith (1.1) is already installed in ")
    app.render(app.screen)
    assert [b.label for b in screen.buttons] == ["Back to the menu"] and not screen.installed


# ---- the published deck, asked for by name ---------------------------------------------------

@pytest.fixture
def published(tmp_path):
    """The published deck as a release on loopback serves it (a small deck of ``ID``,
    version 1.2), and the file served, which a test may write anew between downloads."""
    archive = packed(named_deck(tmp_path / "published" / ID, "Rider-Waite-Smith", "1.2"), tmp_path / "rws.tarotdeck")
    server, api, served = serve_release(archive, archive.name, MEDIA_TYPE)
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("TAROT_TABLE_RELEASES_API", api)
        yield archive, served
    server.shutdown()


def served_again(archive, tmp_path, name: str, version: str) -> None:
    """The release's file written anew, holding another deck of ``ID``."""
    packed(named_deck(tmp_path / f"served-{version}" / ID, name, version), archive)


def test_the_published_deck_asked_for_by_name_replaces_an_installed_one_only_when_told(installed, published,
                                                                                        capsys):
    """`decks install rider-waite-smith` replaced the installed deck of its id without a
    word (the player's own deck under that id lost its files): it refuses as `decks
    import` does, unless told --replace; the very files installed are already installed."""
    before = held(installed)
    assert main(["decks", "install", ID]) == 1
    err = " ".join(capsys.readouterr().err.split())
    assert (f"another deck with the id {ID} is installed: Rider-Waite-Smith (1.1) in {installed}. This deck, "
            "Rider-Waite-Smith (1.2), would replace it") in err and "run again with --replace" in err
    assert held(installed) == before
    assert main(["decks", "install", "--replace", ID]) == 0
    assert load_deck(installed).version == "1.2"
    assert main(["decks", "install", ID]) == 0
    assert "Rider-Waite-Smith (1.2) is already installed" in capsys.readouterr().out


def downloaded(app, screen) -> None:
    pressed(app, screen, "Download the Rider-Waite-Smith deck")
    screen.job.wait(60)
    step(app)


def test_the_decks_pages_download_asks_before_replacing_and_downloads_again_on_yes(app, installed, published,
                                                                                   tmp_path, monkeypatch):
    """The page offers the download where the installed deck of its id is unusable (one
    of its faces gone); the download asks before it replaces that deck, as a dropped file
    does; No keeps it, Yes downloads the deck again and installs it only where it is the
    deck asked about: served anew between the question and the answer, the question is
    asked again about the deck served now, and nothing is installed meanwhile."""
    archive, served = published
    (installed / "h70" / "major_arcana" / "00.png").unlink()
    before = held(installed)
    screen = DecksScene(app)
    app.switch(screen)
    step(app, 2)
    downloaded(app, screen)
    words = page_words(app, monkeypatch)
    assert "Replace an installed deck?" in words and "In the file downloaded: Rider-Waite-Smith (1.2)" in words
    assert "Installed: Rider-Waite-Smith (1.1), not usable: " in words
    pressed(app, screen, "Keep the installed deck")
    assert screen.note.startswith("Kept Rider-Waite-Smith (1.1), not usable: ") and held(installed) == before
    downloaded(app, screen)
    served_again(archive, tmp_path, "Rider-Waite-Smith", "1.3")
    pressed(app, screen, "Replace it")
    screen.job.wait(60)
    step(app)
    words = page_words(app, monkeypatch)
    assert "The file changed after you said yes" in words and "In the file downloaded: Rider-Waite-Smith (1.3)" in words
    assert held(installed) == before
    pressed(app, screen, "Replace it")
    screen.job.wait(60)
    step(app)
    assert load_deck(installed).version == "1.3" and app.art.deck.path == installed
    assert served["hits"].count(f"/{archive.name}") == 4


def test_a_dropped_file_written_anew_after_the_question_is_asked_about_again(app, installed, stranger, tmp_path,
                                                                              monkeypatch):
    """A yes is a yes to the deck the question named: the dropped file, written anew with
    another deck before the answer, is not installed; the question names what it holds
    now, and a second yes installs that."""
    before = held(installed)
    screen = dropped(app, stranger)
    packed(named_deck(tmp_path / "other" / ID, "Another Stranger", "7.7"), stranger)
    pressed(app, screen, "Replace it")
    screen.job.wait(60)
    step(app)
    words = page_words(app, monkeypatch)
    assert "The file changed after you said yes" in words and "In gift.tarotdeck: Another Stranger (7.7)" in words
    assert held(installed) == before
    pressed(app, screen, "Replace it")
    screen.job.wait(60)
    step(app)
    assert load_deck(installed).name == "Another Stranger"


def test_a_deck_folder_changed_in_one_byte_keeping_its_size_and_times_is_asked_about_again(app, installed,
                                                                                          tmp_path):
    """The check is of the deck's bytes, not of the file's name, size or times: one byte
    of a dropped deck folder's names file changed in place, the file's size and times put
    back, is another deck, asked about again (a check of identity and size alone would
    install it on the first yes)."""
    import os
    folder = named_deck(tmp_path / "folder" / ID, "Stranger's Deck", "6.6")
    before = held(installed)
    screen = dropped(app, folder)
    assert screen.asking is not None
    names = folder / "names" / "en.toml"
    stat, text = names.stat(), names.read_text()
    names.write_text(text.replace("Lady of Cups", "Lady of Cupz"))
    os.utime(names, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    assert names.stat().st_size == stat.st_size and names.stat().st_mtime_ns == stat.st_mtime_ns
    pressed(app, screen, "Replace it")
    screen.job.wait(60)
    step(app)
    assert screen.asking is not None and type(screen.asking[1]).__name__ == "ChangedSinceAsked"
    assert held(installed) == before
    pressed(app, screen, "Replace it")
    screen.job.wait(60)
    step(app)
    assert "Lady of Cupz" in (installed / "names" / "en.toml").read_text()


def test_the_file_open_offer_asks_again_about_a_file_written_anew(app, installed, stranger, tmp_path):
    before = held(installed)
    screen = opened_on(app, stranger)
    packed(named_deck(tmp_path / "other" / ID, "Another Stranger", "7.7"), stranger)
    pressed(app, screen, "Replace it")
    assert screen.asking is not None and screen.asking.incoming.name == "Another Stranger"
    assert screen._words().startswith("The file changed after you said yes") and held(installed) == before
    app.render(app.screen)
    pressed(app, screen, "Replace it")
    assert screen.installed and load_deck(installed).name == "Another Stranger"
