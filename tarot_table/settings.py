"""Player settings (user config dir), as JSON.

A settings file that cannot be read is reported and never written over: the app runs
on its backup if that reads, else on defaults, and the first time settings are saved
the file is moved aside, whole. A save writes only the keys this window changed,
merged under the file's lock, so two windows do not undo each other's choices.
(Statistics are in ``statistics.py``.)
"""
from __future__ import annotations

import json
import os
from pathlib import Path

from tarot_table import paths, safefile
from tarot_table.filestore import atomic_write, backup_path, locked, read_with_backup
from tarot_table.option_roles import OptionRole

MAX_SETTINGS_BYTES = 1 << 20
MAX_GAMES = 100   # games whose last choices are remembered
ANIMATION_SPEEDS = {"instant": 0.0, "fast": 0.12, "normal": 0.25, "slow": 0.45}
VOLUMES = ("quiet", "medium", "loud")
MAX_PLAYER_NAME = 24   # as long as a name box on the new-game page takes
TEXT_SIZES = (80, 100, 125, 150, 175, 200)   # per cent of the interface's own size at a window
COACHING_DEFAULT = True   # notes in a table's first games (the tests turn them off unless they look at them)


class Settings:
    """What the player chose, and where the window was left.

    A plain class rather than a dataclass: it is read before the window opens, and the
    ``dataclasses`` module (which imports ``inspect``) made about a tenth of the work
    to the first painted menu (see tests/test_launch_order.py)."""

    def __init__(self, problem: str = "", read_only: bool = False, unread_file: bool = False) -> None:
        self.deck = ""                 # a deck id; "" means none picked (the Rider-Waite-Smith deck if found)
        self.deck_folder = ""          # the folder the deck was picked in (another folder may claim its id)
        self.card_back = ""            # a back variant of that deck; "" means its default
        self.animation = "normal"
        self.window: tuple[int, int] = (1280, 800)
        self.fullscreen = False
        self.maximized = False         # the window was maximised when last left (``window`` is its size before)
        self.log_open = True
        self.reversals = True          # False: readings lie every card upright
        self.hover_preview = True      # a small picture of a face-up card the pointer rests on
        self.sound = False             # card sounds; audio is opened only once this is on
        self.volume = "medium"         # quiet, medium or loud
        self.still_winnable = False    # a solitaire's status bar says whether the position can still be won
        self.coaching = COACHING_DEFAULT   # a note the first time a situation comes up, in a table's first games
        self.text_size = 100           # text and card size, per cent (one of TEXT_SIZES)
        self.high_contrast = False     # the high-contrast palette: solid text backgrounds, stronger edges
        self.reduced_motion = False    # moves shown at once, nothing fades or slides
        self.speech = False            # the focused card, each move and the status line spoken (speech.py)
        self.last_choices: dict = {}   # game id -> the options (and seats) it was last started with
        self.player_name = ""          # the name the person at this screen last gave in the first seat
        self.problem = problem         # why the file was not read
        self.read_only = read_only     # pictures and checks never write
        self.unread_file = unread_file  # the file there could not be read: set aside before writing
        self.notice = ""               # what to tell about a damaged file whose backup was used
        self.notices_closed = False    # the player closed the menu's notice of them (for this session)
        self.as_read = self.snapshot()  # as the file had it: only what changes since is written

    def to_json(self) -> dict:
        """What the settings file keeps: everything but why it was not read."""
        return {"deck": self.deck, "deck_folder": self.deck_folder, "card_back": self.card_back,
                "animation": self.animation,
                "window": list(self.window), "fullscreen": self.fullscreen, "maximized": self.maximized,
                "log_open": self.log_open, "reversals": self.reversals, "hover_preview": self.hover_preview,
                "sound": self.sound, "volume": self.volume, "still_winnable": self.still_winnable,
                "coaching": self.coaching,
                "text_size": self.text_size, "high_contrast": self.high_contrast,
                "reduced_motion": self.reduced_motion, "speech": self.speech,
                "last_choices": self.last_choices, "player_name": self.player_name}

    def snapshot(self) -> dict:
        """``to_json`` as a copy sharing nothing with these settings."""
        return json.loads(json.dumps(self.to_json()))

    @property
    def animation_seconds(self) -> float:
        """How long a card takes to move: none at all with reduced motion."""
        if self.reduced_motion:
            return 0.0
        return ANIMATION_SPEEDS.get(self.animation, ANIMATION_SPEEDS["normal"])


def settings_path() -> Path:
    return paths.config_dir() / "settings.json"


def load_settings() -> Settings:
    """The settings on disk (from the backup when the file is damaged), or defaults
    with the reason when neither reads."""
    path = settings_path()
    if not os.path.lexists(path) and not os.path.lexists(backup_path(path)):
        return Settings()
    try:
        raw, problem = read_with_backup(path, _read_raw, (ValueError, RecursionError))
    except (ValueError, RecursionError) as err:   # safefile.UnreadableFile and shape.BadShape
        return Settings(problem=f"Settings file {path} could not be read ({err}); defaults are used. "
                                "The file is kept: it is moved aside when settings are next saved.",
                        unread_file=True)
    settings = _from_json(raw)
    if problem is not None and os.path.lexists(path):
        settings.notice = (f"Settings file {path} could not be read ({problem}); the copy from before "
                           "the last change is used. The file is kept: it is moved aside when settings "
                           "are next saved.")
    return settings


def _read_raw(path: Path) -> dict:
    raw = safefile.read_json(path, MAX_SETTINGS_BYTES, links=True)
    if not isinstance(raw, dict):
        raise ValueError("not a table of settings")
    return raw


def _from_json(raw: dict) -> Settings:
    """Settings from a file's table: a value of the wrong kind or out of bounds keeps its
    default (one bad choice does not cost the others)."""
    settings = Settings()
    if isinstance(raw.get("deck"), str) and len(raw["deck"]) <= 200:
        settings.deck = raw["deck"]
    if isinstance(raw.get("deck_folder"), str) and len(raw["deck_folder"]) <= 4096:
        settings.deck_folder = raw["deck_folder"]
    if isinstance(raw.get("card_back"), str) and len(raw["card_back"]) <= 200:
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
    settings.sound = raw.get("sound") is True
    if raw.get("volume") in VOLUMES:
        settings.volume = raw["volume"]
    settings.still_winnable = raw.get("still_winnable") is True
    coaching = raw.get("coaching")
    settings.coaching = coaching if isinstance(coaching, bool) else COACHING_DEFAULT
    if raw.get("text_size") in TEXT_SIZES and not isinstance(raw.get("text_size"), bool):
        settings.text_size = raw["text_size"]
    settings.high_contrast = raw.get("high_contrast") is True
    settings.reduced_motion = raw.get("reduced_motion") is True
    settings.speech = raw.get("speech") is True
    settings.last_choices = _read_last_choices(raw.get("last_choices"))
    name = raw.get("player_name")
    settings.player_name = name.strip()[:MAX_PLAYER_NAME] if isinstance(name, str) else ""
    settings.as_read = settings.snapshot()
    return settings


def _read_last_choices(raw) -> dict[str, dict[str, str]]:
    """Only text keys and values survive: the file may have been edited by hand."""
    if not isinstance(raw, dict):
        return {}
    kept = {}
    for game, chosen in list(raw.items())[:MAX_GAMES]:
        if isinstance(game, str) and len(game) <= 64 and isinstance(chosen, dict):
            kept[game] = {k: v for k, v in list(chosen.items())[:64]
                          if isinstance(k, str) and isinstance(v, str) and len(k) <= 64 and len(v) <= 200}
    return kept


MOVED_LATER = "it is moved aside when settings are next saved"


def save_settings(settings: Settings) -> None:
    """Write what this window changed since it read the settings, merged under the
    file's lock into what is on disk now: another window's changes are kept. A file
    that could not be read is moved aside, whole, first (never written over). Once a
    save after that one is written, the notice about the damaged file has nothing left
    to tell and goes (play-test round 5: it stayed all session)."""
    if settings.read_only:
        return
    path = settings_path()
    moved_before = MOVED_LATER not in settings.problem + settings.notice   # a damaged file was set aside already
    with locked(path):
        if settings.unread_file:
            if os.path.lexists(path):
                aside = safefile.set_aside(path)
                if aside is None:
                    return
                settings.problem = settings.problem.replace(MOVED_LATER, f"it was moved aside as {aside.name}")
            settings.unread_file = False
            settings.as_read = {}   # nothing was read: every setting of this window is written
            raw = {}
        else:
            try:
                raw = _settings_to_update(path, settings)
            except (ValueError, RecursionError) as err:   # damaged since it was read, its backup too
                settings.problem = (f"Settings file {path} could not be read ({err}); defaults are used. "
                                    "The file is kept: it is moved aside when settings are next saved.")
                settings.unread_file = True
                return
        changed = _changes(settings)
        if not changed:
            return
        if "last_choices" in changed:
            on_disk = raw.get("last_choices")
            changed["last_choices"] = {**(on_disk if isinstance(on_disk, dict) else {}),
                                       **changed["last_choices"]}
        atomic_write(path, json.dumps({**raw, **changed}, indent=2))
    settings.as_read = settings.snapshot()
    if moved_before and not settings.unread_file:   # saved whole again after the damaged file went: nothing left to tell
        settings.problem = settings.notice = ""


def _changes(settings: Settings) -> dict:
    """The keys this window changed; of the remembered choices, the games whose changed."""
    now, before = settings.snapshot(), settings.as_read
    changed = {key: value for key, value in now.items() if value != before.get(key)}
    if "last_choices" in changed:
        changed["last_choices"] = {game: chosen for game, chosen in now["last_choices"].items()
                                   if chosen != before.get("last_choices", {}).get(game)}
    return changed


def _settings_to_update(path: Path, settings: Settings) -> dict:
    """The settings on disk now, as read; a damaged file whose backup reads is moved
    aside and the backup carries on (the notice about it then says where it went, not
    that it will go: play-test finding H3, 29 November)."""
    if not os.path.lexists(path) and not os.path.lexists(backup_path(path)):
        return {}
    raw, problem = read_with_backup(path, _read_raw, (ValueError, RecursionError))
    if problem is not None and os.path.lexists(path):
        aside = safefile.set_aside(path)
        if aside is None:
            raise ValueError(f"{problem}; it could not be moved aside")
        settings.notice = settings.notice.replace(MOVED_LATER, f"it was moved aside as {aside.name}")
    return raw


def with_preferences(options: dict[str, str], offered: tuple, settings: Settings) -> dict[str, str]:
    """Options as the player's settings want them: with reversed cards in readings
    turned off, an option declaring that role starts off. Other games' options are
    left alone, whatever their keys."""
    chosen = dict(options)
    for spec in offered:
        if (spec.role is OptionRole.READING_REVERSALS and not settings.reversals
                and "off" in spec.choices):
            chosen[spec.key] = "off"
    return chosen


def give_player_name(game, seats: list, player_name: str) -> list:
    """The first seat, a person's left at the game's own name ("Fool", "Champion",
    "Player 1", "Reader"), takes the name the person at this screen last gave, wherever a
    game is started for them (its page, or a reading offered after a game)."""
    if player_name and seats and seats[0].is_human and game.default_name(0, seats[0].name):
        seats[0].name = player_name[:MAX_PLAYER_NAME]
    return seats


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
