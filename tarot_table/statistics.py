"""Each game's statistics (user data dir), as JSON: played, won, lost, streaks, time.

A statistics file that cannot be read is reported; the next result moves it aside, whole,
and carries on from its backup (the file before the last game) or starts a new file: it
is never written over. Every result is a merge under the file's lock, so two windows both
count.
"""
from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field
from datetime import datetime
from pathlib import Path

from tarot_table import paths, safefile, shape
from tarot_table.option_roles import OptionRole
from tarot_table.filestore import atomic_write, backup_path, locked, read_with_backup

MAX_STATS_BYTES = 8 << 20
MAX_VARIANTS = 2000     # a record for each game and set of options played
MAX_COUNT = 10 ** 9
HISTORY = 500           # the latest results kept for each


def stats_path() -> Path:
    return paths.data_dir() / "statistics.json"


PLAYER_MARK = " \u00b7 by "   # between a record's game and options and the person it counts for
MAX_PLAYER = 100


def variant_key(game_id: str, options: dict[str, str], player: str = "") -> str:
    extras = ", ".join(f"{k}={v}" for k, v in sorted(options.items()))
    key = f"{game_id} ({extras})" if extras else game_id
    return f"{key}{PLAYER_MARK}{player}" if player else key


def row_options(game, options: dict[str, str]) -> dict[str, str]:
    """The options that name a game's row of statistics: those of the table, shown on its
    page. An option that does not apply to the rules played (Artifacts under Reiser's
    rules) counts at its default, one row for those rules; one of the role
    ``OptionRole.SIDES`` (who is Fate) is left out, as Play again switches it between the
    games of one table (play-test round 9: a table's second game got a row of its own)."""
    return {o.key: options.get(o.key, o.default) if o.applies(options) else o.default
            for o in game.options if not o.hidden and o.role is not OptionRole.SIDES}


def split_key(key: str) -> tuple[str, str]:
    """(the game and its options, the person) of a record's key; "" for a record kept
    before results were counted per person."""
    variant, mark, player = key.rpartition(PLAYER_MARK)
    return (variant, player) if mark else (key, "")


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
    assisted_seconds: float = 0.0   # the time of those games, told apart: Time is that of the games in played
    # for the person kept under no name: the name their seat had at the table (its own name
    # for the seat, "Anemone"), at the latest game, which Statistics says beside "You"
    called: str = ""


def load_stats() -> tuple[dict[str, Record], str]:
    """Every record, and "" or why the file could not be read (then the records are
    its backup's, from before the last game, or none)."""
    path = stats_path()
    records, fault, from_backup = _read_all(path)
    if fault is None:
        return records, ""
    if from_backup:
        return records, f"Statistics file {path} could not be read ({fault}); the copy from before the last game is shown."
    return {}, f"Statistics file {path} could not be read ({fault})."


def _read_all(path: Path) -> tuple[dict[str, Record], ValueError | None, bool]:
    """The records, the file's own fault (None if it read, or if only its backup is
    there, as a kill in an older version could leave it), and whether they are the
    backup's."""
    if not os.path.lexists(path) and not os.path.lexists(backup_path(path)):
        return {}, None, False
    try:
        records, fault = read_with_backup(path, _read_records, (ValueError,))
    except ValueError as err:   # safefile.UnreadableFile and shape.BadShape
        return {}, err, False
    if fault is not None and not os.path.lexists(path):
        return records, None, True
    return records, fault, fault is not None


def _read_records(path: Path) -> dict[str, Record]:
    raw = shape.table(safefile.read_json(path, MAX_STATS_BYTES), "the file", MAX_VARIANTS)
    return {shape.text(key, "a game's name", 1000): _record(value, key) for key, value in raw.items()}


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
    for name in ("seconds", "assisted_seconds"):
        if name in raw:
            setattr(record, name, shape.number(raw[name], f"{name} in {where}", 0, 1e12))
    if "called" in raw:
        record.called = shape.text(raw["called"], f"called in {where}", MAX_PLAYER)
    for entry in shape.items(raw.get("history", []), f"history in {where}", HISTORY):
        day, won = shape.items(entry, f"an entry of history in {where}", 2) + [None] * (2 - len(entry))
        record.history.append([shape.text(day, f"a date in {where}", 40),
                               shape.whole(won, f"a result in {where}", 0, 1)])
    return record


def record_game(game, state, options: dict[str, str], seconds: float, assisted: bool = False,
                outcome=None) -> str:
    """A finished game into the statistics of each person at its table, under their
    seat's name, with their own result (the first seat's, unnamed, when only bots
    played). The first person still under the game's own name for the seat ("Fool",
    "Champion", "Player 1") typed none: they are the person at this screen, whose results
    are kept under no name (Statistics calls them "You"; so is one who typed "You"), not
    split across each game's names. ``outcome``: the session's, where it is not the
    rules' own (a game given up). Returns "" or what became of an unreadable file."""
    outcome = outcome or game.outcome(state)
    people = [i for i, seat in enumerate(state.seats) if seat.is_human]
    told = ""
    for seat in people or [0]:
        name = state.seats[seat].name.strip()
        unnamed = not people or (seat == people[0] and (game.default_name(seat, name) or name.casefold() == "you"))
        player = "" if unnamed else name[:MAX_PLAYER]
        told = record_result(game.id, options, outcome.won_by(seat), seconds, assisted, player,
                             name if unnamed else "") or told
    return told


def reset(keys: list[str] | None = None) -> str:
    """Forget the records named (every record when ``keys`` is None), under the file's
    lock, so another window's other results stay. Returns "" or why nothing changed."""
    path = stats_path()
    with locked(path):
        records, told = _records_to_update(path)
        if records is None:
            return told
        kept = {} if keys is None else {k: v for k, v in records.items() if k not in set(keys)}
        atomic_write(path, json.dumps({k: asdict(v) for k, v in kept.items()}, indent=1))
    return told


def record_result(game_id: str, options: dict[str, str], won: bool, seconds: float,
                  assisted: bool = False, player: str = "", called: str = "") -> str:
    """One finished game into the statistics; a game Autoplay helped with is counted
    apart, so it never makes a win, a loss or a streak of the player's. ``called``: for
    the person kept under no name, the name their seat had at the table. The file is
    read, changed and written under its lock, so another window's results are kept.
    Returns "" or, when the file could not be read, what became of it: it is moved
    aside, kept whole, and its backup (or a fresh file) holds this result; if it cannot
    be moved, the result is not kept."""
    path = stats_path()
    with locked(path):
        records, told = _records_to_update(path)
        if records is None:
            return told
        record = records.setdefault(variant_key(game_id, options, player), Record())
        if not player and called:
            record.called = called[:MAX_PLAYER]
        if assisted:
            record.assisted += 1
            record.assisted_won += int(won)
            record.assisted_seconds += seconds
        else:
            _count(record, won, seconds)
        atomic_write(path, json.dumps({k: asdict(v) for k, v in records.items()}, indent=1))
    return told


def _records_to_update(path: Path) -> tuple[dict[str, Record] | None, str]:
    """The records on disk now, and what to tell; a file that does not read is moved
    aside first (None if it cannot be)."""
    records, fault, from_backup = _read_all(path)
    if fault is None:
        return records, ""
    problem = f"Statistics file {path} could not be read ({fault})."
    aside = safefile.set_aside(path)
    if aside is None:
        return None, f"{problem} It could not be moved aside, so this result was not recorded."
    if from_backup:
        return records, f"{problem} It was kept as {aside.name} and its copy from before the last game carries on."
    return {}, f"{problem} It was kept as {aside.name} and a new statistics file was started."


def _count(record: Record, won: bool, seconds: float) -> None:
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
