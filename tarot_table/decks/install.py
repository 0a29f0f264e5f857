"""Putting decks into the user data dir: from a folder, a zip, or a published release.

Every path through here validates the deck completely before it is moved into
place, and a failure at any step leaves the installed decks exactly as they were.
A deck's id is a claim any file can make, so a deck installed under that id already is
replaced only when the caller says so (the player was asked); a file holding the very
files installed is already installed, and nothing changes. A yes given to a question is
a yes to the deck the question named: the file is hostile input and may change between
the question and the answer, so the files checked and staged for the install must be
those the question was asked about, byte for byte (``deck_digest``), or the question is
asked again.
"""
from __future__ import annotations

import errno
import hashlib
import json
import os
import shutil
import tempfile
import urllib.error
import zipfile
from pathlib import Path, PurePosixPath
from typing import Callable

from tarot_table import paths
from tarot_table.decks.container import EXTENSION, MEDIA_TYPE, ContainerError, looks_like_container, unpack
from tarot_table.decks.discovery import same_files
from tarot_table.decks.incoming import ID_FILE, REPLACED, WORK_PREFIX, install_lock, recover, settle
from tarot_table.decks.spec import DECK_ID, Deck, load_deck

RELEASES_API = "https://api.github.com/repos/arcanaland/reference-decks/releases/tags/"
KNOWN_RELEASES = {"rider-waite-smith": "rider-waite-smith/v1.1"}
MAX_DOWNLOAD_BYTES = 1 << 30
TIMEOUT = 30
DISK_REASONS = {errno.ENOSPC: "the disk is full", errno.EDQUOT: "the disk quota is used up",
                errno.EROFS: "the disk is read-only", errno.EACCES: "permission was refused",
                errno.EPERM: "permission was refused", errno.ENAMETOOLONG: "a file name is too long"}

Progress = Callable[[int, int], None]  # (bytes so far, total or 0 when unknown)


class InstallError(Exception):
    pass


class AlreadyInstalled(InstallError):
    """The deck is installed already, the same files byte for byte: nothing was changed."""

    def __init__(self, deck: Deck) -> None:
        self.deck = deck
        super().__init__(f"{named(deck)} is already installed in {deck.path}, the same files byte for byte; "
                         "nothing was changed.")


class ReplaceNotAsked(InstallError):
    """Another deck with the same id is installed; it is replaced only when asked
    (``import_deck(..., agreed=refusal.digest)`` after a question, ``replace=True`` where
    the player said so unasked). ``installed`` is the deck found there, ``incoming`` the
    deck the file holds (checked, in a folder gone by now), ``digest`` its files as
    checked (``deck_digest``): the deck a yes to the question installs."""

    def __init__(self, installed: Deck, incoming: Deck, digest: str) -> None:
        self.installed, self.incoming, self.digest = installed, incoming, digest
        super().__init__(self.said(installed, incoming))

    @staticmethod
    def said(installed: Deck, incoming: Deck) -> str:
        return (f"another deck with the id {installed.id} is installed: {named(installed)} in {installed.path}. "
                f"This deck, {named(incoming)}, would replace it, and replacing it was not asked. Nothing was "
                "installed.")


class ChangedSinceAsked(ReplaceNotAsked):
    """The file a yes was given for no longer holds the deck the question named (it
    changed after the question): nothing was installed, and the question is asked again
    about the deck it holds now."""

    @staticmethod
    def said(installed: Deck, incoming: Deck) -> str:
        return (f"the file changed after you were asked: it no longer holds the deck you said yes to, so nothing "
                f"was installed. It now holds {named(incoming)}, which would replace {named(installed)}.")


def named(deck: Deck) -> str:
    """A deck as a person knows it: its name and version (and why it cannot be used)."""
    words = f"{deck.name or deck.path.name} ({deck.version})" if deck.version else (deck.name or deck.path.name)
    return words if deck.usable else f"{words}, not usable: {deck.problem}"


def import_deck(source: Path, progress: Progress | None = None, replace: bool = False, agreed: str = "") -> Deck:
    """Install a deck from a folder, a ``.tarotdeck`` container or a zip of a deck
    folder; returns the installed deck. Only the files the deck is made of are kept,
    and nothing outside the decks folder is ever written, moved or removed.
    ``progress(files done, files)`` is told as the deck's files are copied or unpacked.
    A deck installed with the same id is replaced only when ``replace`` is True, or when
    the deck checked now is the one whose digest a question was ``agreed`` to with
    (``ReplaceNotAsked.digest``; another gives ``ChangedSinceAsked``); else
    ``ReplaceNotAsked``, or ``AlreadyInstalled`` when it is made of the same files."""
    source = Path(source)
    root = paths.user_decks_dir()
    if not source.exists():
        raise InstallError(f"{source} does not exist")
    if os.path.realpath(source) == os.path.realpath(root):
        raise InstallError(f"{source} is the folder the installed decks are kept in, not a deck. "
                           "Nothing was installed.")
    try:
        root.mkdir(parents=True, exist_ok=True)
        with install_lock(root):
            recover(root)
            work = Path(tempfile.mkdtemp(dir=root, prefix=WORK_PREFIX))
            try:
                final = _put_in_place(_staged(source, work, progress), root, work, replace, agreed)
            finally:
                settle(work, root)
            return load_deck(final)
    except OSError as err:
        raise InstallError(_disk_problem(err)) from None


def _staged(source: Path, work: Path, progress: Progress | None = None) -> Deck:
    """The deck in ``source`` checked and put in ``work/deck``, its own files only."""
    staging = work / "deck"
    if source.is_dir():
        origin = _usable(load_deck(source))
        for number, relative in enumerate(sorted(origin.files), 1):
            target = staging / relative
            if not paths.is_inside(target, staging):
                raise InstallError(f"the deck's file {relative} would land outside the deck. Nothing was installed.")
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(os.path.realpath(origin.path / relative), target)
            if progress:
                progress(number, len(origin.files))
    elif source.is_file() and zipfile.is_zipfile(source):
        origin = _usable(load_deck(_unpacked(source, work / "unpacked", progress)))
        _remove_all_but(origin.files, origin.path)
        os.replace(origin.path, staging)
    else:
        raise InstallError(f"{source} is neither a deck folder, a .tarotdeck container nor a zip file")
    deck = load_deck(staging)
    if not deck.usable or deck.id != origin.id:
        raise InstallError(f"the deck changed while it was copied ({deck.problem or 'its id'}). Nothing was installed.")
    return deck


def _usable(deck: Deck) -> Deck:
    if not deck.usable:
        raise InstallError(f"the deck is not usable: {deck.problem}. Nothing was installed.")
    return deck


def _remove_all_but(files: set[PurePosixPath], folder: Path) -> None:
    """Remove from ``folder`` (unpacked here, so holding no links) every file the deck
    is not made of, and the folders left empty."""
    for path in sorted(folder.rglob("*"), reverse=True):
        if path.is_dir():
            if not any(path.iterdir()):
                path.rmdir()
        elif PurePosixPath(path.relative_to(folder).as_posix()) not in files:
            path.unlink()


def _put_in_place(deck: Deck, root: Path, work: Path, replace: bool, agreed: str = "") -> Path:
    """Move the staged ``deck`` to its folder among the installed decks, the deck it
    replaces (only when ``replace`` is asked, or the staged deck is the one ``agreed``
    to) aside into ``work`` first, from where ``settle`` puts it back if need be: until
    the new deck is wholly in its place the old one is whole, in its place or aside."""
    final = root / deck.id
    if not DECK_ID.fullmatch(deck.id) or Path(os.path.realpath(final)).parent != Path(os.path.realpath(root)):
        raise InstallError(f"{final} leads out of the decks folder {root}. Nothing was installed.")
    if final.exists() or final.is_symlink():
        present = load_deck(final, manifest_only=True)   # its id is all that is asked: its pictures are not opened
        if present.id != deck.id:
            held = f"another deck ({present.id})" if present.id else f"something that is not a deck ({present.problem})"
            raise InstallError(f"{final} already holds {held}; move it away to install this deck. "
                               "Nothing was installed.")
        if not replace and not (agreed and deck_digest(deck) == agreed):
            _refuse_to_replace(load_deck(final), deck, changed=bool(agreed))
        (work / ID_FILE).write_text(deck.id, encoding="ascii")
        os.replace(final, work / REPLACED)
    os.replace(deck.path, final)
    (work / ID_FILE).unlink(missing_ok=True)
    return final


def _refuse_to_replace(present: Deck, incoming: Deck, changed: bool = False) -> None:
    """Why ``incoming`` is not put in the place of the installed deck ``present``: the
    same files, or replacing it not asked, or (``changed``) asked about another deck."""
    if present.usable and same_files(present, incoming):
        raise AlreadyInstalled(present)
    raise (ChangedSinceAsked if changed else ReplaceNotAsked)(present, incoming, deck_digest(incoming))


def deck_digest(deck: Deck) -> str:
    """The deck's files, each one's name and bytes, as one SHA-256: the deck staged for
    an install (a folder of the install's own), as a question names it and as a yes
    installs it."""
    digest = hashlib.sha256()
    for relative in sorted(deck.files):
        with open(deck.path / relative, "rb") as file:
            digest.update(f"{relative}\0{os.fstat(file.fileno()).st_size}\0".encode())
            while chunk := file.read(1 << 20):
                digest.update(chunk)
    return digest.hexdigest()


def _disk_problem(err: OSError) -> str:
    reason = DISK_REASONS.get(err.errno, err.strerror or str(err))
    where = f" ({err.filename})" if err.filename else ""
    return f"the deck could not be installed: {reason}{where}. Nothing was installed."


def _unpacked(source: Path, into: Path, progress: Progress | None = None) -> Path:
    """Unpack a container under the container rules; a plain ``.zip`` that is not
    declared a container may still wrap its deck in one folder, as old releases did."""
    strict = looks_like_container(source)
    try:
        return unpack(source, into, wrapped_ok=not strict, progress=progress)
    except ContainerError as err:
        kind = "container" if strict else "zip"
        raise InstallError(f"the {kind} was refused: {err}. Nothing was installed.") from None


def install_release(name: str, progress: Progress | None = None, installing: Progress | None = None,
                    replace: bool = False, agreed: str = "") -> Deck:
    """Download a published deck release and install it; ``progress`` is told the bytes
    downloaded, ``installing`` the files unpacked. A deck installed with its id is
    replaced only as ``import_deck`` says (``replace``, ``agreed``): asked for by name,
    the download is still a file from the network, and the installed deck may be the
    player's own under that id."""
    if name not in KNOWN_RELEASES:
        raise InstallError(f"unknown deck '{name}' (available: {', '.join(KNOWN_RELEASES)})")
    api = os.environ.get("TAROT_TABLE_RELEASES_API", RELEASES_API)
    url = api + KNOWN_RELEASES[name]
    try:
        with _opened(url) as response:
            release = json.loads(response.read(1 << 20).decode("utf-8"))
        asset = _deck_asset(release.get("assets", []))
        if asset is None:
            raise InstallError(f"the release {KNOWN_RELEASES[name]} has no .tarotdeck or zip file to download")
        with tempfile.TemporaryDirectory() as work:
            archive = Path(work) / Path(str(asset["name"])).name
            _download(asset["browser_download_url"], archive, progress)
            return import_deck(archive, installing, replace=replace, agreed=agreed)
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


def _opened(url: str):
    """The response to a request for ``url`` naming the app. urllib.request is imported
    here, for a download only: with http.client, email and ssl it adds 3-8 MiB to a
    process, which every Decks page (and the benchmark's peak memory) paid."""
    import urllib.request
    request = urllib.request.Request(url, headers={"User-Agent": "tarot-table", "Accept": "application/json, */*"})
    return urllib.request.urlopen(request, timeout=TIMEOUT)


def _download(url: str, target: Path, progress: Progress | None) -> None:
    with _opened(url) as response, open(target, "wb") as out:
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
