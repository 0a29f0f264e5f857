"""Installing decks: from a folder, from a zip, and downloaded from a release
served on loopback. Failures change nothing."""
import json
import shutil
import socket
import threading
import zipfile
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from tarot_table.decks.container import MEDIA_TYPE, pack
from tarot_table.decks.discovery import find_decks
from tarot_table.decks.install import InstallError, import_deck, install_release


def zip_folder(folder: Path, target: Path, inside: str = "rider-waite-smith") -> Path:
    with zipfile.ZipFile(target, "w") as zf:
        for path in folder.rglob("*"):
            zf.write(path, f"{inside}/{path.relative_to(folder)}")
    return target


def serve_release(archive: Path, asset_name: str, content_type: str = "application/zip"):
    """A loopback server that answers like the releases API and serves ``archive``."""
    served = {"hits": []}

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self):
            served["hits"].append(self.path)
            if self.path.startswith("/api/rider-waite-smith/v1.1"):
                port = self.server.server_address[1]
                body = json.dumps({"assets": [
                    {"name": "rider-waite-smith-1.1.sha256", "browser_download_url": f"http://127.0.0.1:{port}/sums"},
                    {"name": asset_name, "content_type": content_type,
                     "browser_download_url": f"http://127.0.0.1:{port}/{asset_name}"}]}).encode()
            elif self.path == f"/{asset_name}":
                body = archive.read_bytes()
            else:
                self.send_error(404)
                return
            self.send_response(200)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/api/", served


@pytest.fixture
def release_server(shared_decks, tmp_path):
    """The release as Arcana Land now publishes it: a .tarotdeck container, here built
    from the real shared deck."""
    archive = tmp_path / "rider-waite-smith-1.1.tarotdeck"
    pack(shared_decks / "rider-waite-smith", archive)
    server, api, served = serve_release(archive, archive.name, MEDIA_TYPE)
    yield api, served
    server.shutdown()


@pytest.fixture
def legacy_release_server(make_deck, tmp_path):
    """An older release: a plain zip whose deck sits in a wrapping folder."""
    archive = zip_folder(make_deck("rider-waite-smith"), tmp_path / "rws.zip")
    server, api, served = serve_release(archive, "rws.zip")
    yield api, served
    server.shutdown()


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


def test_reinstall_replaces_the_old_version(make_deck, tmp_path):
    from tests.helpers.deckmaker import build_deck
    import_deck(make_deck("again"))
    newer = build_deck(tmp_path / "newer" / "again", deck_id="again", version="2.0")
    assert import_deck(newer).version == "2.0"
