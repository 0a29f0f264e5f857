"""The work folders of deck installs, and putting right what a killed install left.

An install works in ``decks/.incoming-XXXX``: it builds the new deck there, writes the
id into ``id`` and moves the deck it replaces to ``replaced``, moves the new deck into
place, removes ``id`` and then the work folder. Whatever instant it is killed at, the
next install or listing finds the work folder and either puts the replaced deck back
(when nothing took its place) or removes the folder: the installed deck is the old one
or the new one, never missing, and no debris stays.

Installs and this clean-up take one lock on the decks folder, so a second window never
removes the work folder of an install that is still running.
"""
from __future__ import annotations

import os
import shutil
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from tarot_table.decks.spec import DECK_ID

try:
    import fcntl
except ModuleNotFoundError:  # not on Windows: there only one install at a time is assumed
    fcntl = None

WORK_PREFIX = ".incoming-"
LOCK_NAME = ".install.lock"
ID_FILE = "id"
REPLACED = "replaced"


@contextmanager
def install_lock(root: Path, wait: bool = True) -> Iterator[bool]:
    """Hold the decks folder's install lock; yields False when ``wait`` is False and
    another process holds it. The lock file is never followed if it is a link."""
    fd = os.open(root / LOCK_NAME, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC, 0o644)
    try:
        if fcntl is not None:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
            except BlockingIOError:
                yield False
                return
        yield True
    finally:
        os.close(fd)


def settle(work: Path, root: Path) -> None:
    """Finish what an install left in ``work``: the deck it moved aside goes back if no
    deck took its place, then the work folder is removed."""
    marker, replaced = work / ID_FILE, work / REPLACED
    if marker.is_file() and not marker.is_symlink() and replaced.is_dir() and not replaced.is_symlink():
        with open(marker, "rb") as handle:
            deck_id = handle.read(100).decode("ascii", "replace")
        final = root / deck_id
        if DECK_ID.fullmatch(deck_id) and not final.exists() and not final.is_symlink():
            os.replace(replaced, final)
    shutil.rmtree(work, ignore_errors=True)


def leftovers(root: Path) -> list[Path]:
    try:
        return sorted(p for p in root.iterdir()
                      if p.name.startswith(WORK_PREFIX) and p.is_dir() and not p.is_symlink())
    except OSError:
        return []


def recover(root: Path) -> None:
    """Settle every install in ``root`` that was killed; the caller holds the lock."""
    for work in leftovers(root):
        settle(work, root)


def recover_quietly(root: Path) -> None:
    """For a listing: settle killed installs unless an install is running now or the
    folder cannot be written (then the listing goes on without it)."""
    if not leftovers(root):
        return
    try:
        with install_lock(root, wait=False) as held:
            if held:
                recover(root)
    except OSError:
        pass
