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
from pathlib import Path
from typing import Callable

from tarot_table import paths
from tarot_table.decks.container import EXTENSION, MEDIA_TYPE, ContainerError, looks_like_container, unpack
from tarot_table.decks.spec import Deck, load_deck

RELEASES_API = "https://api.github.com/repos/arcanaland/reference-decks/releases/tags/"
KNOWN_RELEASES = {"rider-waite-smith": "rider-waite-smith/v1.1"}
MAX_DOWNLOAD_BYTES = 1 << 30
TIMEOUT = 30

Progress = Callable[[int, int], None]  # (bytes so far, total or 0 when unknown)


class InstallError(Exception):
    pass


def import_deck(source: Path) -> Deck:
    """Install a deck from a folder, a ``.tarotdeck`` container or a zip of a deck
    folder; returns the installed deck."""
    if not source.exists():
        raise InstallError(f"{source} does not exist")
    target_root = paths.user_decks_dir()
    target_root.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=target_root, prefix=".incoming-") as work:
        staging = Path(work) / "deck"
        if source.is_dir():
            shutil.copytree(source, staging, symlinks=True)
        elif zipfile.is_zipfile(source):
            staging = _unpacked(source, Path(work) / "unpacked")
        else:
            raise InstallError(f"{source} is neither a deck folder, a .tarotdeck container nor a zip file")
        deck = load_deck(staging)
        if not deck.usable:
            raise InstallError(f"the deck is not usable: {deck.problem}. Nothing was installed.")
        final = target_root / deck.id
        if final.exists():
            present = load_deck(final)
            if present.id and present.id != deck.id:
                raise InstallError(f"{final} already holds another deck ({present.id}); nothing was installed.")
            os.replace(final, Path(work) / "replaced")
        os.replace(staging, final)
    return load_deck(final)


def _unpacked(source: Path, into: Path) -> Path:
    """Unpack a container under the container rules; a plain ``.zip`` that is not
    declared a container may still wrap its deck in one folder, as old releases did."""
    strict = looks_like_container(source)
    try:
        return unpack(source, into, wrapped_ok=not strict)
    except ContainerError as err:
        kind = "container" if strict else "zip"
        raise InstallError(f"the {kind} was refused: {err}. Nothing was installed.") from None


def install_release(name: str, progress: Progress | None = None) -> Deck:
    """Download a published deck release and install it."""
    if name not in KNOWN_RELEASES:
        raise InstallError(f"unknown deck '{name}' (available: {', '.join(KNOWN_RELEASES)})")
    api = os.environ.get("TAROT_TABLE_RELEASES_API", RELEASES_API)
    url = api + KNOWN_RELEASES[name]
    try:
        with urllib.request.urlopen(_request(url), timeout=TIMEOUT) as response:
            release = json.loads(response.read(1 << 20).decode("utf-8"))
        asset = _deck_asset(release.get("assets", []))
        if asset is None:
            raise InstallError(f"the release {KNOWN_RELEASES[name]} has no .tarotdeck or zip file to download")
        with tempfile.TemporaryDirectory() as work:
            archive = Path(work) / Path(str(asset["name"])).name
            _download(asset["browser_download_url"], archive, progress)
            return import_deck(archive)
    except urllib.error.URLError as err:
        reason = getattr(err, "reason", err)
        raise InstallError(f"could not download the deck ({reason}). Check the network connection; "
                           "nothing was changed.") from None
    except (OSError, ValueError, AttributeError) as err:
        raise InstallError(f"the download failed ({err}); nothing was changed.") from None


def _deck_asset(assets: list) -> dict | None:
    """The release file holding the deck: a container by preference, else a zip."""
    usable = [a for a in assets if isinstance(a, dict) and a.get("browser_download_url")]
    for wanted in (lambda a: str(a.get("name", "")).endswith(EXTENSION) or a.get("content_type") == MEDIA_TYPE,
                   lambda a: str(a.get("name", "")).endswith(".zip")):
        for asset in usable:
            if wanted(asset):
                return asset
    return None


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
            if done > MAX_DOWNLOAD_BYTES:
                raise InstallError("the download is larger than any deck should be")
            if progress:
                progress(done, total)


def progress_bar(done: int, total: int, width: int = 30) -> str:
    if total <= 0:
        return f"{done / 1e6:6.1f} MB"
    filled = int(width * done / total)
    return f"[{'#' * filled}{'.' * (width - filled)}] {100 * done // total:3d}% {done / 1e6:.1f}/{total / 1e6:.1f} MB"
