"""Where the player stopped in each game's lesson: ``lessons.json`` in the data folder,
a step number by game id.

Each change is a merge under the file's lock into what is on disk, so two windows
learning two games both keep their place. A file that cannot be read counts as its
backup, or as no progress (the lesson starts at its first step); the next change moves
it aside whole before writing (``filestore.update``).
"""
from __future__ import annotations

import json
from pathlib import Path

from tarot_table import paths, safefile, shape
from tarot_table.applog import logger
from tarot_table.filestore import read_or_empty, update

MAX_BYTES = 64 << 10
MAX_GAMES = 100
MAX_STEP = 10_000


def progress_path() -> Path:
    return paths.data_dir() / "lessons.json"


def _read(path: Path) -> dict[str, int]:
    raw = shape.table(safefile.read_json(path, MAX_BYTES), "the file", MAX_GAMES)
    return {shape.text(key, "a game id", 100): shape.whole(value, f"the step of {key[:40]}", 0, MAX_STEP)
            for key, value in raw.items()}


def stopped_at(game_id: str) -> int:
    """The step the player was on when they last left this game's lesson (0: none)."""
    return read_or_empty(progress_path(), _read, dict).get(game_id, 0)


def remember(game_id: str, step: int) -> str:
    """Keep ``step`` as where the player is in this game's lesson (0 forgets it).
    Returns "" or what became of a damaged file (also logged)."""
    def change(known: dict[str, int]) -> str:
        if step:
            known[game_id] = min(step, MAX_STEP)
        else:
            known.pop(game_id, None)
        return json.dumps(dict(list(known.items())[-MAX_GAMES:]), indent=1, sort_keys=True)

    told = update(progress_path(), _read, dict, change)
    if told:
        logger(__name__).warning(told)
    return told
