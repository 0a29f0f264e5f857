"""Installing decks: from a folder, from a zip, and downloaded from a release
served on loopback. Failures change nothing."""
import shutil
import socket
import zipfile

import pytest

from tarot_table.decks.discovery import find_decks
from tarot_table.decks.install import InstallError, import_deck, install_release
from tests.helpers.releases import zip_folder


def test_install_downloads_the_tarotdeck_container_validates_and_installs(release_server, monkeypatch,
                                                                          private_home):
    api, served = release_server
    monkeypatch.setenv("TAROT_TABLE_RELEASES_API", api)
    monkeypatch.setenv("TAROT_TABLE_DECKS", "")
    progress = []
    deck = install_release("rider-waite-smith", lambda done, total: progress.append((done, total)))
    assert deck.usable and deck.id == "rider-waite-smith" and len(deck.faces) == 78
    assert deck.path == private_home / "data" / "decks" / "rider-waite-smith"
    assert progress and progress[-1][0] == progress[-1][1]
    assert "/rider-waite-smith-1.1.tarotdeck" in served["hits"] and "/sums" not in served["hits"]
    assert [d.id for d in find_decks()] == ["rider-waite-smith"]
    kept = {p.relative_to(deck.path).as_posix() for p in deck.path.rglob("*") if p.is_file()}
    assert "mimetype" not in kept and {"deck.toml", "LICENSE", "names/en.toml"} <= kept
    assert len(kept) == 78 + 4   # the faces, deck.toml, the licence, the names and the one back


def test_install_still_takes_an_older_zip_release(legacy_release_server, monkeypatch):
    api, served = legacy_release_server
    monkeypatch.setenv("TAROT_TABLE_RELEASES_API", api)
    assert install_release("rider-waite-smith").id == "rider-waite-smith"
    assert "/rws.zip" in served["hits"]


def test_install_with_no_network_fails_clearly_and_changes_nothing(monkeypatch, private_home):
    with socket.socket() as s:  # a port nothing listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    monkeypatch.setenv("TAROT_TABLE_RELEASES_API", f"http://127.0.0.1:{port}/api/")
    with pytest.raises(InstallError) as failure:
        install_release("rider-waite-smith")
    assert "nothing was changed" in str(failure.value)
    decks_dir = private_home / "data" / "decks"
    assert not decks_dir.exists() or not any(decks_dir.iterdir())


def test_unknown_release_name_is_refused():
    with pytest.raises(InstallError, match="available: rider-waite-smith"):
        install_release("thoth")


def test_import_from_folder(make_deck):
    deck = import_deck(make_deck("folder-deck"))
    assert deck.usable and deck.path.parent.name == "decks"


def test_import_from_zip(make_deck, tmp_path):
    archive = zip_folder(make_deck("zipped"), tmp_path / "zipped.zip", inside="zipped")
    assert import_deck(archive).id == "zipped"


def test_import_of_a_broken_deck_installs_nothing(make_deck, private_home):
    folder = make_deck("broken")
    shutil.rmtree(folder / "h70" / "major_arcana")
    with pytest.raises(InstallError, match="not usable"):
        import_deck(folder)
    assert not (private_home / "data" / "decks" / "broken").exists()


def test_import_refuses_a_zip_that_escapes(tmp_path):
    archive = tmp_path / "evil.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr("../../escape.txt", "gotcha")
    with pytest.raises(InstallError, match="leaves its folder"):
        import_deck(archive)
    assert not (tmp_path.parent / "escape.txt").exists()


def test_reinstall_replaces_the_old_version_when_asked(make_deck, tmp_path):
    from tests.helpers.deckmaker import build_deck
    import_deck(make_deck("again"))
    newer = build_deck(tmp_path / "newer" / "again", deck_id="again", version="2.0")
    assert import_deck(newer, replace=True).version == "2.0"
