"""Where the player stopped in each game's lesson: ``lessons.json`` in the data folder,
a step number by game id.

Each change is a merge under the file's lock into what is on disk, so two windows
learning two games both keep their place. A file that cannot be read counts as no
progress (the lesson starts at its first step) and is replaced whole by the next
change, its backup kept as ``.bak`` by ``atomic_write``.
"""
from __future__ import annotations

import json
import os
from pathlib import Path

from tarot_table import paths, safefile, shape
from tarot_table.filestore import atomic_write, locked

MAX_BYTES = 64 << 10
MAX_GAMES = 100
MAX_STEP = 10_000


def progress_path() -> Path:
    return paths.data_dir() / "lessons.json"


def _read(path: Path) -> dict[str, int]:
    if not os.path.lexists(path):
        return {}
    try:
        raw = shape.table(safefile.read_json(path, MAX_BYTES), "the file", MAX_GAMES)
        return {shape.text(key, "a game id", 100): shape.whole(value, f"the step of {key[:40]}", 0, MAX_STEP)
                for key, value in raw.items()}
    except (ValueError, OSError):   # safefile.UnreadableFile and shape.BadShape are ValueErrors
        return {}


def stopped_at(game_id: str) -> int:
    """The step the player was on when they last left this game's lesson (0: none)."""
    return _read(progress_path()).get(game_id, 0)


def remember(game_id: str, step: int) -> None:
    """Keep ``step`` as where the player is in this game's lesson (0 forgets it)."""
    path = progress_path()
    with locked(path):
        known = _read(path)
        if step:
            known[game_id] = min(step, MAX_STEP)
        else:
            known.pop(game_id, None)
        atomic_write(path, json.dumps(dict(list(known.items())[-MAX_GAMES:]), indent=1, sort_keys=True))
