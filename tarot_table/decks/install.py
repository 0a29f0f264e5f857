"""Putting decks into the user data dir: from a folder, a zip, or a published release.

Every path through here validates the deck completely before it is moved into
place, and a failure at any step leaves the installed decks exactly as they were.
"""
from __future__ import annotations

import json
import os
import shutil
import tempfile
import urllib.error
import urllib.request
import zipfile
from pathlib import Path, PurePosixPath
from typing import Callable

from tarot_table import paths
from tarot_table.decks.spec import Deck, load_deck

RELEASES_API = "https://api.github.com/repos/arcanaland/reference-decks/releases/tags/"
KNOWN_RELEASES = {"rider-waite-smith": "rider-waite-smith/v1.1"}
MAX_ZIP_BYTES = 1 << 30          # what a deck may unpack to, at most
MAX_ZIP_MEMBERS = 5000
TIMEOUT = 30

Progress = Callable[[int, int], None]  # (bytes so far, total or 0 when unknown)


class InstallError(Exception):
    pass


def import_deck(source: Path) -> Deck:
    """Install a deck from a folder or a zip file; returns the installed deck."""
    if not source.exists():
        raise InstallError(f"{source} does not exist")
    target_root = paths.user_decks_dir()
    target_root.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=target_root, prefix=".incoming-") as work:
        staging = Path(work) / "deck"
        if source.is_dir():
            shutil.copytree(source, staging, symlinks=True)
        elif zipfile.is_zipfile(source):
            _safe_unzip(source, Path(work) / "unzipped")
            staging = _deck_root(Path(work) / "unzipped")
        else:
            raise InstallError(f"{source} is neither a deck folder nor a zip file")
        deck = load_deck(staging)
        if not deck.usable:
            raise InstallError(f"the deck is not usable: {deck.problem}. Nothing was installed.")
        final = target_root / deck.id
        if final.exists():
            old = Path(work) / "replaced"
            os.replace(final, old)
        os.replace(staging, final)
    return load_deck(final)


def _safe_unzip(archive: Path, into: Path) -> None:
    with zipfile.ZipFile(archive) as zf:
        members = zf.infolist()
        if len(members) > MAX_ZIP_MEMBERS:
            raise InstallError("the zip holds too many files to be a deck")
        if sum(m.file_size for m in members) > MAX_ZIP_BYTES:
            raise InstallError("the zip unpacks to more than 1 GiB, too much for a deck")
        for member in members:
            name = PurePosixPath(member.filename)
            if name.is_absolute() or ".." in name.parts:
                raise InstallError(f"the zip holds a path that leaves its folder: {member.filename}")
            if (member.external_attr >> 16) & 0o170000 == 0o120000:
                raise InstallError(f"the zip holds a symbolic link: {member.filename}")
        zf.extractall(into)


def _deck_root(folder: Path) -> Path:
    if (folder / "deck.toml").exists():
        return folder
    found = [p.parent for p in folder.glob("*/deck.toml")] + [p.parent for p in folder.glob("*/*/deck.toml")]
    if len(found) != 1:
        raise InstallError("the zip holds no deck.toml" if not found else "the zip holds several decks")
    return found[0]


def install_release(name: str, progress: Progress | None = None) -> Deck:
    """Download a published deck release and install it."""
    if name not in KNOWN_RELEASES:
        raise InstallError(f"unknown deck '{name}' (available: {', '.join(KNOWN_RELEASES)})")
    api = os.environ.get("TAROT_TABLE_RELEASES_API", RELEASES_API)
    url = api + KNOWN_RELEASES[name]
    try:
        with urllib.request.urlopen(_request(url), timeout=TIMEOUT) as response:
            release = json.loads(response.read(1 << 20).decode("utf-8"))
        assets = [a for a in release.get("assets", [])
                  if str(a.get("name", "")).endswith(".zip") and a.get("browser_download_url")]
        if not assets:
            raise InstallError(f"the release {KNOWN_RELEASES[name]} has no zip file to download")
        with tempfile.TemporaryDirectory() as work:
            archive = Path(work) / "deck.zip"
            _download(assets[0]["browser_download_url"], archive, progress)
            return import_deck(archive)
    except urllib.error.URLError as err:
        reason = getattr(err, "reason", err)
        raise InstallError(f"could not download the deck ({reason}). Check the network connection; "
                           "nothing was changed.") from None
    except (OSError, ValueError, AttributeError) as err:
        raise InstallError(f"the download failed ({err}); nothing was changed.") from None


def _request(url: str) -> urllib.request.Request:
    return urllib.request.Request(url, headers={"User-Agent": "tarot-table",
                                                "Accept": "application/json, */*"})


def _download(url: str, target: Path, progress: Progress | None) -> None:
    with urllib.request.urlopen(_request(url), timeout=TIMEOUT) as response, open(target, "wb") as out:
        total = int(response.headers.get("Content-Length") or 0)
        done = 0
        while True:
            chunk = response.read(1 << 16)
            if not chunk:
                break
            out.write(chunk)
            done += len(chunk)
            if done > MAX_ZIP_BYTES:
                raise InstallError("the download is larger than any deck should be")
            if progress:
                progress(done, total)


def progress_bar(done: int, total: int, width: int = 30) -> str:
    if total <= 0:
        return f"{done / 1e6:6.1f} MB"
    filled = int(width * done / total)
    return f"[{'#' * filled}{'.' * (width - filled)}] {100 * done // total:3d}% {done / 1e6:.1f}/{total / 1e6:.1f} MB"
