"""Finished games kept to be stepped through again: each a save of its whole game (the
deal number, options, seats, every move and the final position), one file each in the
records folder, the newest ``RECORDS_KEPT`` of them.

A record is written once, under its own name and lock (so two windows each keep
theirs), through ``filestore.atomic_write``; the oldest beyond the bound are removed
with their backups, under their locks, as a save is deleted. A record is read back as a
save is: every move replayed through the rules and checked against the position kept,
so a damaged or edited file is refused with the reason and left as it is.
"""
from __future__ import annotations

import json
import os
from pathlib import Path

from tarot_table import paths, safefile, saves
from tarot_table.filestore import atomic_write, backup_path, locked, sweep

RECORDS_KEPT = 60
MAX_NAME_TRIES = 100
_LEFT_OUT = ("made", "checkpoints", "redo")   # a replay needs the moves, not the shortcuts of a resume


def records_dir() -> Path:
    return paths.data_dir() / "records"


def keep(session) -> Path:
    """Keep a finished game's record under a name no other record has; then drop the
    oldest beyond the bound. Returns where it was written (OSError if it could not be)."""
    from tarot_table.session import new_slot
    folder = records_dir()
    folder.mkdir(parents=True, exist_ok=True)
    data = {key: value for key, value in saves.payload(session).items() if key not in _LEFT_OUT}
    text = json.dumps(data, separators=(",", ":"))
    sweep(folder)
    for _ in range(MAX_NAME_TRIES):
        path = folder / f"{new_slot(session.game.id)}.json"
        with locked(path):
            if not os.path.lexists(path) and not os.path.lexists(backup_path(path)):
                atomic_write(path, text)
                break
    else:
        raise OSError("no free name for the game's record")
    prune()
    return path


def listed() -> list[saves.SaveInfo]:
    """Every kept record, newest first, damaged ones with the reason."""
    return saves.list_saves(records_dir())


def prune(kept: int = RECORDS_KEPT) -> None:
    """Remove the oldest records beyond ``kept``, each with its backup."""
    for info in listed()[kept:]:
        try:
            saves.delete_save(info.path)
        except (saves.SaveInUse, OSError):
            continue   # another window is at it: the next prune tries again


def load(path: Path):
    """The finished game of a record, replayed and checked (saves.SaveError if not)."""
    session = saves.load(path)
    if not session.finished:
        raise saves.SaveError(f"{path.name} is not a finished game")
    return session


def export(path: Path) -> Path:
    """A copy of the record in the exports folder: a save file the app opens
    (``tarot-table FILE.json`` steps through it)."""
    folder = paths.exports_dir()
    folder.mkdir(parents=True, exist_ok=True)
    raw = safefile.read_bytes(path, saves.MAX_SAVE_BYTES)
    out = folder / path.name
    atomic_write(out, raw.decode("utf-8"))
    return out
