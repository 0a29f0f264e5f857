"""Each game's statistics (user data dir), as JSON: played, won, lost, streaks, time.

A statistics file that cannot be read is reported and left alone: nothing is recorded
over it.
"""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from datetime import datetime
from pathlib import Path

from tarot_table import paths


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
    path = stats_path()
    if not path.exists():
        return {}, ""
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
        records = {}
        for key, value in raw.items():
            record = Record(**{k: value[k] for k in asdict(Record()) if k in value})
            records[str(key)] = record
        return records, ""
    except (OSError, ValueError, TypeError, AttributeError, RecursionError) as err:
        return {}, f"Statistics file {path} could not be read ({err}); it is left as it is."


def record_result(game_id: str, options: dict[str, str], won: bool, seconds: float,
                  assisted: bool = False) -> None:
    """One finished game into the statistics; a game Autoplay helped with is counted
    apart, so it never makes a win, a loss or a streak of the player's."""
    records, problem = load_stats()
    if problem:
        return
    record = records.setdefault(variant_key(game_id, options), Record())
    if assisted:
        record.assisted += 1
        record.assisted_won += int(won)
        _write_stats(records)
        return
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
    record.history = record.history[-500:]
    _write_stats(records)


def _write_stats(records: dict[str, Record]) -> None:
    from tarot_table.saves import atomic_write
    atomic_write(stats_path(), json.dumps({k: asdict(v) for k, v in records.items()}, indent=1))
