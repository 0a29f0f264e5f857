"""Where Tarot Table keeps its files: the platform's user dirs.

``TAROT_TABLE_HOME`` moves all of them under one folder (tests use it to keep a
run away from a person's real saves).
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

APP = "tarot-table"


def _home() -> Path | None:
    value = os.environ.get("TAROT_TABLE_HOME")
    return Path(value) if value else None


def _dir(kind: str) -> Path:
    home = _home()
    if home is not None:
        path = home / kind
    else:
        path = Path(getattr(platformdirs, f"user_{kind}_dir")(APP, appauthor=False))
    return path


def is_inside(path: Path, folder: Path) -> bool:
    """Whether ``path`` lies strictly inside ``folder``, links followed in both: the proof
    wanted before a path built from a file's contents is written, moved or removed."""
    return Path(os.path.realpath(folder)) in Path(os.path.realpath(path)).parents


def data_dir() -> Path:
    return _dir("data")


def config_dir() -> Path:
    return _dir("config")


def cache_dir() -> Path:
    return _dir("cache")


def log_dir() -> Path:
    return _dir("log")


def saves_dir() -> Path:
    return data_dir() / "saves"


def exports_dir() -> Path:
    """Where the app puts what a player exports (a reading's picture, a game's record):
    a folder of the player's documents, easy to find and share from."""
    home = _home()
    if home is not None:
        return home / "exports"
    return Path(platformdirs.user_documents_dir()) / "Tarot Table"


def user_decks_dir() -> Path:
    return data_dir() / "decks"


def desktop_data_home() -> Path:
    """The folder the desktop's applications share their data in: ``$XDG_DATA_HOME``,
    else ``~/.local/share`` on Linux, as platformdirs finds it on each platform. A
    relative ``$XDG_DATA_HOME`` is ignored, as the XDG base directory rules ask."""
    value = os.environ.get("XDG_DATA_HOME", "")
    if value and not os.path.isabs(value):
        return Path.home() / ".local" / "share"
    return Path(platformdirs.user_data_dir())


def shared_tarot_library() -> Path:
    """The tarot deck library that other tarot tools share."""
    return desktop_data_home() / "tarot" / "decks"


def asset_dir() -> Path:
    """Art the project ships: next to the package in a checkout or a bundle."""
    here = Path(__file__).resolve().parent
    for candidate in (here / "assets", here.parent / "assets"):
        if candidate.is_dir():
            return candidate
    return here.parent / "assets"


def bundled_decks() -> Path | None:
    """Decks packed into the app at build time (a PyInstaller bundle only)."""
    bundle = getattr(sys, "_MEIPASS", None)
    return Path(bundle) / "decks" if bundle else None
