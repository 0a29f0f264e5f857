"""Each game's statistics (user data dir), as JSON: played, won, lost, streaks, time.

A statistics file that cannot be read is reported; the next result moves it aside, whole,
and starts a new file (it is never written over).
"""
from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field
from datetime import datetime
from pathlib import Path

from tarot_table import paths, safefile, shape

MAX_STATS_BYTES = 8 << 20
MAX_VARIANTS = 2000     # a record for each game and set of options played
MAX_COUNT = 10 ** 9
HISTORY = 500           # the latest results kept for each


def stats_path() -> Path:
    return paths.data_dir() / "statistics.json"


def variant_key(game_id: str, options: dict[str, str]) -> str:
    extras = ", ".join(f"{k}={v}" for k, v in sorted(options.items()))
    return f"{game_id} ({extras})" if extras else game_id


@dataclass
class Record:
    played: int = 0
    won: int = 0
    lost: int = 0
    streak: int = 0
    best_streak: int = 0
    seconds: float = 0.0
    history: list = field(default_factory=list)   # [date, 1 won / 0 lost]
    assisted: int = 0           # games finished with Autoplay's help: not in the counts above
    assisted_won: int = 0


def load_stats() -> tuple[dict[str, Record], str]:
    """Every record, and "" or why the file could not be read (then no record)."""
    path = stats_path()
    if not os.path.lexists(path):
        return {}, ""
    try:
        raw = shape.table(safefile.read_json(path, MAX_STATS_BYTES), "the file", MAX_VARIANTS)
        return {shape.text(key, "a game's name", 1000): _record(value, key) for key, value in raw.items()}, ""
    except ValueError as err:   # safefile.UnreadableFile and shape.BadShape
        return {}, f"Statistics file {path} could not be read ({err})."


def _record(raw, key: str) -> Record:
    where = f"the record of {key[:60]}"
    shape.table(raw, where, 20)
    record = Record()
    for name in ("played", "won", "lost", "assisted", "assisted_won"):
        if name in raw:
            setattr(record, name, shape.whole(raw[name], f"{name} in {where}", 0, MAX_COUNT))
    for name in ("streak", "best_streak"):
        if name in raw:
            setattr(record, name, shape.whole(raw[name], f"{name} in {where}", -MAX_COUNT, MAX_COUNT))
    if "seconds" in raw:
        record.seconds = shape.number(raw["seconds"], f"seconds in {where}", 0, 1e12)
    for entry in shape.items(raw.get("history", []), f"history in {where}", HISTORY):
        day, won = shape.items(entry, f"an entry of history in {where}", 2) + [None] * (2 - len(entry))
        record.history.append([shape.text(day, f"a date in {where}", 40),
                               shape.whole(won, f"a result in {where}", 0, 1)])
    return record


def record_result(game_id: str, options: dict[str, str], won: bool, seconds: float,
                  assisted: bool = False) -> str:
    """One finished game into the statistics; a game Autoplay helped with is counted
    apart, so it never makes a win, a loss or a streak of the player's. Returns "" or,
    when the file could not be read, what became of it: it is moved aside, kept whole,
    and a fresh file holds this result; if it cannot be moved, the result is not kept."""
    records, problem = load_stats()
    if problem:
        aside = safefile.set_aside(stats_path())
        if aside is None:
            return f"{problem} It could not be moved aside, so this result was not recorded."
        problem = f"{problem} It was kept as {aside.name} and a new statistics file was started."
    record = records.setdefault(variant_key(game_id, options), Record())
    if assisted:
        record.assisted += 1
        record.assisted_won += int(won)
        _write_stats(records)
        return problem
    record.played += 1
    if won:
        record.won += 1
        record.streak = record.streak + 1 if record.streak >= 0 else 1
    else:
        record.lost += 1
        record.streak = record.streak - 1 if record.streak <= 0 else -1
    record.best_streak = max(record.best_streak, record.streak)
    record.seconds += seconds
    record.history.append([datetime.now().isoformat(timespec="seconds"), int(won)])
    record.history = record.history[-HISTORY:]
    _write_stats(records)
    return problem


def _write_stats(records: dict[str, Record]) -> None:
    from tarot_table.saves import atomic_write
    atomic_write(stats_path(), json.dumps({k: asdict(v) for k, v in records.items()}, indent=1))
