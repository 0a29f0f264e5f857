"""Player settings (user config dir) and statistics (user data dir), as JSON.

A settings or statistics file that cannot be read is reported and left alone:
the app runs on defaults and does not write over the file.
"""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from datetime import datetime
from pathlib import Path

from tarot_table import paths

ANIMATION_SPEEDS = {"instant": 0.0, "fast": 0.12, "normal": 0.25, "slow": 0.45}


@dataclass
class Settings:
    deck: str = ""                 # a deck id; "" means the first usable deck
    card_back: str = ""            # a back variant of that deck; "" means its default
    animation: str = "normal"
    window: tuple[int, int] = (1280, 800)
    fullscreen: bool = False
    maximized: bool = False        # the window was maximised when last left (``window`` is its size before)
    log_open: bool = True
    reversals: bool = True         # False: readings lie every card upright
    hover_preview: bool = True     # a small picture of a face-up card the pointer rests on
    last_choices: dict = field(default_factory=dict)   # game id -> the options it was last started with
    problem: str = field(default="", compare=False)   # why the file was not read
    read_only: bool = field(default=False, compare=False)   # pictures and checks never write

    @property
    def animation_seconds(self) -> float:
        return ANIMATION_SPEEDS.get(self.animation, ANIMATION_SPEEDS["normal"])


def settings_path() -> Path:
    return paths.config_dir() / "settings.json"


def load_settings() -> Settings:
    path = settings_path()
    if not path.exists():
        return Settings()
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(raw, dict):
            raise ValueError("not a table of settings")
        settings = Settings()
        if isinstance(raw.get("deck"), str):
            settings.deck = raw["deck"]
        if isinstance(raw.get("card_back"), str):
            settings.card_back = raw["card_back"]
        if raw.get("animation") in ANIMATION_SPEEDS:
            settings.animation = raw["animation"]
        window = raw.get("window")
        if (isinstance(window, list) and len(window) == 2
                and all(isinstance(v, int) and 320 <= v <= 10000 for v in window)):
            settings.window = (window[0], window[1])
        settings.fullscreen = raw.get("fullscreen") is True
        settings.maximized = raw.get("maximized") is True
        settings.log_open = raw.get("log_open", True) is not False
        settings.reversals = raw.get("reversals", True) is not False
        settings.hover_preview = raw.get("hover_preview", True) is not False
        settings.last_choices = _read_last_choices(raw.get("last_choices"))
        return settings
    except (OSError, ValueError, RecursionError) as err:
        return Settings(problem=f"Settings file {path} could not be read ({err}); defaults are used "
                                "and the file is left as it is.")


def _read_last_choices(raw) -> dict[str, dict[str, str]]:
    """Only text keys and values survive: the file may have been edited by hand."""
    if not isinstance(raw, dict):
        return {}
    return {game: {k: v for k, v in chosen.items() if isinstance(k, str) and isinstance(v, str)}
            for game, chosen in raw.items() if isinstance(game, str) and isinstance(chosen, dict)}


def save_settings(settings: Settings) -> None:
    if settings.problem or settings.read_only:
        return  # never write over a file we could not read
    data = asdict(settings)
    data.pop("problem")
    data.pop("read_only")
    data["window"] = list(settings.window)
    from tarot_table.saves import atomic_write   # here, so the window opens before the games load
    atomic_write(settings_path(), json.dumps(data, indent=2))


def with_preferences(options: dict[str, str], offered: tuple, settings: Settings) -> dict[str, str]:
    """Options as the player's settings want them: with reversals turned off in the
    settings, a game that offers reversed cards starts with them off."""
    chosen = dict(options)
    keys = {spec.key: spec for spec in offered}
    if not settings.reversals and "reversals" in keys and "off" in keys["reversals"].choices:
        chosen["reversals"] = "off"
    return chosen


def with_last_choices(game_id: str, options: dict[str, str], offered: tuple,
                      settings: Settings) -> dict[str, str]:
    """Options as the player last started this game with (the spread of the last
    reading, say), where that choice is still on offer; the rest as given."""
    chosen = dict(options)
    remembered = settings.last_choices.get(game_id, {})
    for spec in offered:
        value = remembered.get(spec.key)
        if not spec.hidden and value in spec.choices:
            chosen[spec.key] = value
    return chosen


def remember_choices(game_id: str, options: dict[str, str], offered: tuple, settings: Settings,
                     seats: dict[str, str] | None = None) -> None:
    """Keep the options (and the seats, if given) a game was started with from the
    new-game page, for next time."""
    settings.last_choices[game_id] = {spec.key: options[spec.key] for spec in offered
                                      if not spec.hidden and spec.choices and spec.key in options} | (seats or {})
    try:
        save_settings(settings)
    except OSError:
        pass   # a choice not remembered costs nothing: the game starts all the same


# ---- statistics --------------------------------------------------------------------
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
