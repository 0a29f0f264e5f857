"""Saving and loading games: versioned JSON, written atomically, checked on load.

A save holds the seed, the options, the seats, every action taken and a snapshot
of the final state. Loading replays the actions from the seed and compares the
result with the snapshot, so a save that was edited or damaged is caught instead
of resumed wrongly. Nothing here ever writes over a file it could not read.

Writes go through ``filestore.atomic_write`` (the previous autosave kept as ``.bak``).
A game open at a table holds its save's lock (``hold``): another window lists it as
open there and will neither resume nor delete it.
"""
from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path

from tarot_table import __version__, filestore, paths, safefile, saveseal, shape
from tarot_table.filestore import atomic_write, backup_path
from tarot_table.games import GAMES, GameLoadError
from tarot_table.rng import BadSeed, check_seed
from tarot_table.wording import NO_MOVE_YET

TYPE_CHECKING = False   # typing.TYPE_CHECKING, without importing typing on the way to the menu
if TYPE_CHECKING:   # the rules' classes load with the first save read, not with the menu
    from tarot_table.session import Session

FORMAT = "tarot-table-save"
VERSION = 1
MAX_SAVE_BYTES = 32 << 20
MAX_ACTIONS = 200_000
MAX_SEATS = 16
# an option's value: a reading of named cards keeps their ids, a whole deck's some 2,000
# characters joined (Tempting Fate's "Read the cut deck"); room for two decks' worth
MAX_OPTION_TEXT = 5000
MAX_NAME = 200   # a save's name, as the table and the Continue list show it
MAX_SEAT_NAME = 40   # a seat's name as a row's words give it (a network seat's name is no longer)
_TEXTS = {"name": MAX_NAME, "options_words": 2000, "progress": 500, "created": 40, "updated": 40, "app": 40}


class SaveError(Exception):
    """A save that cannot be resumed; the message says why, for a person."""


class SaveInUse(SaveError):
    """The save is open at a table in another window."""


class SaveInfo:
    """One entry for the Continue list: readable or not, never modified. (A plain class:
    the menu's first frame lists these, and ``dataclasses`` is kept off that path; see
    ``Settings``.)"""

    def __init__(self, path: Path, slot: str) -> None:
        self.path = path
        self.slot = slot
        self.game = ""
        self.name = ""
        self.updated = ""
        self.progress = ""
        self.finished = False
        self.assisted = False            # Autoplay moved for a person: statistics count it apart
        self.stood_in: list[str] = []    # the people a network table's bot played for
        self.problem = ""
        self.seed: int | None = None     # the deal number, to tell games of one kind apart
        self.options_words = ""          # the rule set and options in words
        self.read_from = path            # the save itself, or its backup when that is missing or damaged
        self.open_elsewhere = False      # another window has this game at its table
        self.elapsed: float | None = None   # the time played, for a timed game (a reading is not)
        self.hosted = None               # a network table this app hosted: the seat it holds there (HeldSeat)
        self.joined = None               # a network table joined from here: the seat held there (HeldSeat)

    def __repr__(self) -> str:
        return f"SaveInfo({self.slot!r}, game={self.game!r}, problem={self.problem!r})"


# ---- writing ----------------------------------------------------------------------
def payload(session: Session) -> dict:
    state = session.state
    snapshot = state.to_json()
    return {
        "format": FORMAT, "version": VERSION, "app": __version__,
        "game": session.game.id, "name": session.name, "options_words": session.options_words,
        "options": dict(state.options), "seats": [s.to_json() for s in state.seats],
        "seed": state.seed, "actions": [a.to_json() for a in session.actions],
        "redo": [a.to_json() for a in session.redo_stack],
        "snapshot": snapshot,
        "created": session.created,
        "updated": datetime.now().isoformat(timespec="seconds"),
        "elapsed": round(session.elapsed, 1), "timed": session.game.scored, "finished": session.finished,
        "recorded": session.recorded, "progress": session.progress(),
        "assisted": session.assisted, "autoplayed": sorted(session.autoplayed),
        "given_up_at": session.given_up_at,
        "winnable_deal": session.winnable_deal,
        "deal_line": [a.to_json() for a in session.deal_line] if session.winnable_deal else [],
        "stood_in": sorted(session.stood_in),
        # for resuming a long game at once when the seal shows this install wrote it (saveseal)
        "made": [[seat, int(undoable)] for seat, undoable in session.made_for_save()],
        "checkpoints": _checkpoints_json(session, snapshot),
        "row_places": session.row_places,
    }


def save_path(slot: str) -> Path:
    return paths.saves_dir() / f"{slot}.json"


def save(session: Session) -> Path:
    path = save_path(session.slot)
    atomic_write(path, saveseal.sealed_text(payload(session)))
    return path


# a deal with no move yet is kept (offered in Continue) once it has been played this long: one
# looked at for minutes is worth coming back to; one left sooner (by the Menu, for the
# Settings, say) is kept only until another game is played here (house decision 8)
UNMOVED_KEPT_AFTER_S = 30.0


def fresh_deal(info: SaveInfo) -> bool:
    """A deal left before its first move and looked at less than ``UNMOVED_KEPT_AFTER_S``,
    under no name of its own: kept for the player to come back to (from the Settings)
    until another game is played at this computer (``drop_fresh_deals``)."""
    if info.problem or info.finished or info.progress != NO_MOVE_YET or info.game not in GAMES:
        return False
    named = info.name not in ("", GAMES.entry(info.game).title)
    return not named and (info.elapsed or 0.0) < UNMOVED_KEPT_AFTER_S


def drop_fresh_deals(playing: str) -> None:
    """Another game (slot ``playing``) is played here: a deal left with no move goes from
    Continue, as its row said it would; one open in another window stays."""
    for info in list_saves():
        if info.slot != playing and not info.open_elsewhere and fresh_deal(info):
            try:
                delete_save(info.path)
            except (SaveInUse, OSError):
                pass   # taken up in another window meanwhile, or a folder that cannot be written: listed still


def hold(path: Path) -> filestore.Hold:
    """Keep the save's lock while its game is at the table; SaveInUse if another
    window has it."""
    try:
        return filestore.try_hold(path)
    except filestore.InUse:
        raise SaveInUse(f"{path.name} is open in another Tarot Table window; "
                        "close it there to play it here") from None


def delete_save(path: Path, held: filestore.Hold | None = None) -> None:
    """Remove a save and its backup; one already gone is no error. ``held`` is this
    window's own hold on it; without one, a save open in another window raises
    SaveInUse and is kept."""
    own = held or hold(path)
    try:
        with filestore.locked(path):
            path.unlink(missing_ok=True)
            backup_path(path).unlink(missing_ok=True)
            filestore.remove_leftovers(path)
    finally:
        own.release()


# ---- reading -------------------------------------------------------------------------
def read_payload(path: Path) -> dict:
    """The raw payload of a save, checked against the shape a save has, or SaveError
    saying plainly what is wrong."""
    return _read(path)[0]


def _read(path: Path) -> tuple[dict, bool]:
    """The payload, and whether this install's seal on it is right (saveseal)."""
    where = path.name
    try:
        raw = safefile.read_bytes(path, MAX_SAVE_BYTES)
        data = safefile.parse_json(raw, where)
    except safefile.UnreadableFile as err:
        raise SaveError(str(err)) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"{where} is not a Tarot Table save")
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise SaveError(f"{where} has no valid format version")
    if version > VERSION:
        raise SaveError(f"{where} was made by a newer Tarot Table (save format {version}; "
                        f"this version reads {VERSION}). Update Tarot Table to resume it.")
    if version < 1:
        raise SaveError(f"{where} has an unknown format version {version}")
    _check_shape(data, where)
    return data, saveseal.trusted(raw, data)


def _check_shape(data: dict, where: str) -> None:
    """Every field a save has, of the kind and within the bounds the app writes; the
    ones older saves may lack are checked when present."""
    try:
        check_seed(data.get("seed"))
    except BadSeed as err:
        raise SaveError(f"{where} has an impossible deal number ({err})") from None
    try:
        shape.text(data.get("game"), "game", 64)
        shape.words(data.get("options"), "options", 64, MAX_OPTION_TEXT, key_length=200)
        shape.items(data.get("seats"), "seats", MAX_SEATS)
        shape.items(data.get("actions"), "actions", MAX_ACTIONS)
        shape.table(data.get("snapshot"), "snapshot", 64)
        for key, limit in _TEXTS.items():
            if key in data:
                shape.text(data[key], key, limit)
        if "redo" in data:
            shape.items(data["redo"], "redo", MAX_ACTIONS)
        if "made" in data:
            shape.items(data["made"], "made", MAX_ACTIONS)
        if "checkpoints" in data:
            shape.table(data["checkpoints"], "checkpoints", MAX_ACTIONS // 100)
        if "elapsed" in data:
            shape.number(data["elapsed"], "elapsed", 0, 1e10)
        for key in ("finished", "recorded", "assisted", "winnable_deal"):
            if key in data:
                shape.flag(data[key], key)
    except shape.BadShape as err:
        raise SaveError(f"{where} is malformed ({err})") from None


def unknown_game(where: str, game_id) -> str:
    return f"{where} is for a game this version does not have ({game_id!r})"


def restore(data: dict, where: str = "the save", sealed: bool = False) -> Session:
    """Rebuild a session from a payload: by replaying its actions from the seed, or at
    once from its own positions when this install sealed it (saveseal)."""
    from tarot_table.games.base import BadOptions, Seat
    game_id = data.get("game")
    if game_id not in GAMES:
        raise SaveError(unknown_game(where, game_id))
    try:
        game = GAMES[game_id]
    except GameLoadError as err:
        raise SaveError(f"{where} cannot be resumed: {err}") from None
    try:
        seats = [Seat.from_json(s) for s in data["seats"]]
        actions = _actions(data["actions"])
        redo = _actions(data.get("redo", []))
        session = _resumed_as_sealed(game, data, actions) if sealed else None
        if session is None:
            session = _replayed(game, data, seats, actions, where)
            _replay(game, session.state.clone(), redo[::-1], where, "redo move")
    except (BadOptions, ValueError, TypeError, KeyError) as err:
        raise SaveError(f"{where} is malformed ({err})") from None
    elapsed = data.get("elapsed", 0.0)
    session.redo_stack = redo
    session.name = str(data.get("name") or game.title)
    session.created = str(data.get("created", ""))
    session.elapsed = float(elapsed) if isinstance(elapsed, (int, float)) else 0.0
    session.recorded = bool(data.get("recorded", False))
    session.assisted = data.get("assisted") is True
    session.autoplayed = _autoplayed(data.get("autoplayed"), len(session.actions))
    session.given_up_at = _given_up_at(data.get("given_up_at"), session)
    session.winnable_deal = data.get("winnable_deal") is True   # an older save has none: any deal
    session.deal_line = _deal_line(data.get("deal_line"), session) if session.winnable_deal else []
    session.stood_in = set(_stood_in(data.get("stood_in"), len(seats)))
    session.row_places = data["row_places"] if isinstance(data.get("row_places"), dict) else {}
    return session


def _deal_line(raw, session: Session) -> list:
    """A Winnable only deal's winning line read back: kept only when it is a list of at
    most ``proven.MOST_MOVES`` moves that the rules play from the deal, one by one, to a
    win. Anything else costs the line (hints and the end panel search again as for any
    deal), never the game."""
    from tarot_table.solver import replay_wins
    from tarot_table.solver.proven import MOST_MOVES
    if not isinstance(raw, list) or not 0 < len(raw) <= MOST_MOVES:
        return []
    try:
        line = _actions(raw)
    except (ValueError, TypeError, KeyError):
        return []
    return line if replay_wins(session.game, session.fresh_state(), line) else []


def _stood_in(raw, seats: int) -> list[int]:
    """The seats a bot played for a person, read back: only seat numbers of this game
    count (a damaged list costs the words, never the game)."""
    if not isinstance(raw, list):
        return []
    return sorted({seat for seat in raw[:seats] if isinstance(seat, int) and not isinstance(seat, bool)
                   and 0 <= seat < seats})


def _stood_in_names(data: dict) -> list[str]:
    """The names of the seats a bot played for a person, as the save lists its seats."""
    seats = data.get("seats")
    if not isinstance(seats, list):
        return []
    names = [seat.get("name") if isinstance(seat, dict) else None for seat in seats[:MAX_SEATS]]
    return [names[seat].strip() for seat in _stood_in(data.get("stood_in"), len(names))
            if isinstance(names[seat], str) and 0 < len(names[seat].strip()) <= MAX_SEAT_NAME]


def _given_up_at(raw, session: Session) -> int | None:
    """Where the player gave the game up, read back: only at the end of the log of a
    game the rules have not ended (a damaged mark costs the loss, never the game)."""
    moves = len(session.actions)
    if raw != moves or isinstance(raw, bool) or session.game.outcome(session.state) is not None:
        return None
    return moves


def _autoplayed(raw, moves: int) -> set[int]:
    """The places of Autoplay's moves read back: only whole numbers inside the log count
    (a damaged list costs the words "Autoplay's", never the game)."""
    if not isinstance(raw, list):
        return set()
    return {index for index in raw[:MAX_ACTIONS]
            if isinstance(index, int) and not isinstance(index, bool) and 0 <= index < moves}


def _actions(raws: list) -> list:
    """Actions read back; one made again and again (a draw from a pack) is read once
    and shared, as the rules share theirs."""
    from tarot_table.games.base import Action
    known: dict = {}
    actions = []
    for raw in raws:
        try:
            key = tuple(raw.items())
            action = known.get(key)
            if action is None:
                action = known[key] = Action.from_json(raw)
        except (AttributeError, TypeError):   # not a table of text: from_json says why
            action = Action.from_json(raw)
        actions.append(action)
    return actions


def _replayed(game, data: dict, seats: list, actions: list, where: str) -> Session:
    """The session rebuilt by playing its log through the rules from the deal, each move
    checked, the result compared with the saved position."""
    from tarot_table.games.base import IllegalAction
    from tarot_table.session import Session
    session = Session(game, game.new(data["seed"], data["options"], seats))
    for number, action in enumerate(actions, 1):
        try:
            session.advance(action)
        except IllegalAction as err:
            raise SaveError(f"{where} does not replay: move {number} is not legal ({err.reason})") from None
    if not _matches(game, session.state.to_json(), _with_defaults(game, data.get("snapshot"))):
        raise SaveError(f"{where} does not match its own moves: the saved position "
                        "differs from the replayed one, so it was changed or damaged")
    return session


def _resumed_as_sealed(game, data: dict, actions: list) -> Session | None:
    """The session from a save this install sealed: its position, checkpoints and who
    made each move as written (None when they do not fit its log: it is then replayed)."""
    from tarot_table.games.base import State
    from tarot_table.session import Session
    made, kept = data.get("made"), data.get("checkpoints")
    if not isinstance(made, list) or len(made) != len(actions) or not isinstance(kept, dict):
        return None
    state = State.from_json(data["snapshot"])
    checkpoints = {int(n): SavedPosition(raw, data["snapshot"], state.story) for n, raw in kept.items()
                   if n.isdigit() and int(n) <= len(actions) and isinstance(raw, dict)}
    if state.game != game.id or len(checkpoints) != len(kept):
        return None
    return Session(game, state, actions, made=[(seat, bool(undoable)) for seat, undoable in made],
                   checkpoints=checkpoints)


# What a checkpoint most often shares with the final position: a checkpoint the same
# there leaves it out of the file, and takes the final position's when read.
SHARED_WITH_FINAL = ("game", "seed", "options", "seats")


class SavedPosition:
    """A checkpoint read from a sealed save, made a State only when Undo first needs it
    (most loads never do). Its story, the first lines of the final one, is kept in the
    file as their number, and what it shares with the final position is left out."""

    def __init__(self, raw: dict, final: dict, final_story: list[str]) -> None:
        self.raw = {**{key: final[key] for key in SHARED_WITH_FINAL}, **raw}
        self.final_story = final_story   # only ever added to, so its first lines stay

    def state(self):
        from tarot_table.games.base import State
        raw = self.raw
        if isinstance(raw.get("story"), int):
            raw = {**raw, "story": self.final_story[:raw["story"]]}
        return State.from_json(raw)


def _checkpoints_json(session: Session, final: dict) -> dict:
    story = session.state.story
    kept = {}
    for n, state in sorted(session.checkpoints.items()):
        if isinstance(state, SavedPosition):
            raw = dict(state.raw)
        else:
            raw = state.to_json()
            if story[:len(state.story)] == state.story:
                raw["story"] = len(state.story)
        for key in SHARED_WITH_FINAL:
            if raw[key] == final[key]:
                del raw[key]
        kept[str(n)] = raw
    return kept


def _replay(game, state, actions: list, where: str, what: str) -> None:
    """Play ``actions`` on ``state`` through the rules, refusing the save at the first
    one they refuse: a log or a redo stack read from a file is never trusted."""
    from tarot_table.games.base import IllegalAction
    for number, action in enumerate(actions, 1):
        try:
            game.apply(state, action)
        except IllegalAction as err:
            raise SaveError(f"{where} does not replay: {what} {number} is not legal ({err.reason})") from None


def _matches(game, replayed: dict, snapshot) -> bool:
    """Whether the replayed position is the saved one; a save made before the game kept a
    key of its data (``Game.data_added_later``) is compared without it."""
    if replayed == snapshot:
        return True
    saved_data = snapshot.get("data") if isinstance(snapshot, dict) else None
    if not isinstance(saved_data, dict):
        return False
    added = game.data_added_later - saved_data.keys()
    return bool(added) and {**replayed, "data": {k: v for k, v in replayed["data"].items() if k not in added}} == snapshot


def _with_defaults(game, snapshot):
    """A snapshot whose options are completed with defaults, so a save made before a
    game gained an option still matches its replay."""
    if not isinstance(snapshot, dict) or not isinstance(snapshot.get("options"), dict):
        return snapshot
    return {**snapshot, "options": game.check_options(snapshot["options"])}


def slot_of(path: Path) -> str:
    return path.name[: -len(".json")] if path.name.endswith(".json") else path.stem


def load(path: Path) -> Session:
    """Load a save for resuming. The session keeps writing to the same slot."""
    data, sealed = _read(path)
    session = restore(data, path.name, sealed)
    session.slot = slot_of(path)
    return session


def load_with_backup(path: Path) -> tuple[Session, str]:
    """Load a save, falling back to its backup (the autosave before it). A damaged
    save is first moved aside, never written over, and the game goes on in its slot
    (in a new slot if it cannot be moved). Returns the session and a message for the
    player ("" when all was well)."""
    try:
        return load(path), ""
    except SaveError as err:
        problem = err
    backup = backup_path(path)
    if not os.path.lexists(backup):
        raise problem
    try:
        data, sealed = _read(backup)
        session = restore(data, backup.name, sealed)
    except SaveError:
        raise problem from None
    session.slot = slot_of(path)
    if not os.path.lexists(path):
        return session, f"{problem}. The previous autosave was resumed instead."
    aside = safefile.set_aside(path)
    if aside is None:
        from tarot_table.session import new_slot
        session.slot = new_slot(session.game.id)
        return session, f"{problem} The previous autosave was resumed instead, as a new save."
    return session, f"{problem} It is kept as {aside.name}; the previous autosave was resumed instead."


def list_saves(folder: Path | None = None) -> list[SaveInfo]:
    """Every save in the saves folder (or ``folder``), newest first, damaged ones
    included. A save that is missing or damaged but has a good backup is listed from
    the backup."""
    folder = paths.saves_dir() if folder is None else folder
    if not folder.is_dir():
        return []
    filestore.sweep(folder)
    slots = {slot_of(p) for p in folder.glob("*.json")} | {p.name[: -len(".json.bak")]
                                                          for p in folder.glob("*.json.bak")}
    return infos_of(folder, slots)


def infos_of(folder: Path, slots) -> list[SaveInfo]:
    """The saves of ``slots`` in ``folder`` that are there (or only their backups), newest
    first, each read as ``list_saves`` reads it, and nothing else of the folder: its files
    are not swept (the network tables' folder is its host's, which sweeps it as it takes it;
    a sweep from another thread or window could remove a file the host is writing)."""
    infos = [_save_info(folder / f"{slot}.json", slot) for slot in slots
             if os.path.lexists(folder / f"{slot}.json") or os.path.lexists(folder / f"{slot}.json.bak")]
    infos.sort(key=lambda i: (i.updated, i.slot[-22:]), reverse=True)   # a slot ends in its time, to the microsecond
    return infos


def _save_info(path: Path, slot: str) -> SaveInfo:
    info = SaveInfo(path, slot)
    try:
        data, problem = filestore.read_with_backup(path, read_payload, (SaveError,))
        if problem is not None:
            info.read_from = backup_path(path)
        if data.get("game") not in GAMES:   # marked damaged in the list, as it is said on a click
            raise SaveError(unknown_game(path.name, data.get("game")))
        info.game = str(data.get("game", ""))
        info.name = str(data.get("name", ""))
        info.updated = str(data.get("updated", ""))
        info.progress = str(data.get("progress", ""))
        if data.get("actions") == [] and not data.get("finished") and data.get("timed", True) is not False:
            info.progress = NO_MOVE_YET   # an earlier version said "0 moves"
        info.finished = bool(data.get("finished", False))
        info.assisted = data.get("assisted") is True
        info.stood_in = _stood_in_names(data)
        elapsed = data.get("elapsed")
        if data.get("timed", True) is not False and isinstance(elapsed, (int, float)) \
                and not isinstance(elapsed, bool) and 0 <= elapsed <= 1e10:
            info.elapsed = float(elapsed)
        info.options_words = str(data.get("options_words", ""))
        seed = data.get("seed")
        info.seed = seed if isinstance(seed, int) and not isinstance(seed, bool) else None
    except SaveError as err:
        info.problem = str(err)
        info.updated = datetime.fromtimestamp(_mtime(path)).isoformat(timespec="seconds")
    info.open_elsewhere = filestore.held_elsewhere(path)
    return info


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0
