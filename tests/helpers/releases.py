"""A deck release served on loopback the way the releases API serves it, for install tests."""
import json
import threading
import zipfile
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from tarot_table.decks.container import MEDIA_TYPE, pack


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
