"""The reading journal: every finished reading kept in the user data dir, one JSON
file each, with the date, question, spread, cards, orientations and a note.

An entry also keeps the final table (the game state), so it reopens exactly as it
was laid even after its spread file changes. A file that cannot be read is listed
with the reason and left as it is (its backup, the entry before its last change, is
shown when it reads). Each entry is written under its own lock, so two windows keep
both their readings and notes.
"""
from __future__ import annotations

import json
import os
import re
from dataclasses import asdict, dataclass, field
from datetime import datetime
from pathlib import Path

from tarot_table import paths, safefile, shape
from tarot_table.cards import english_name
from tarot_table.filestore import atomic_write, backup_path, locked, read_with_backup, remove_leftovers, sweep
from tarot_table.games.base import ReadCard, ReadingSummary, State

FORMAT = "tarot-table-journal"
VERSION = 1
ENTRY_ID = re.compile(r"[0-9]{8}-[0-9]{6}-[0-9]{6}")   # matched whole: an id names a file
MAX_ENTRY_BYTES = 4 << 20
MAX_ID_TRIES = 100
MAX_CARDS = 200
MAX_AFTER = 300
_TEXTS = {"date": 40, "game": 64, "spread": 200, "spread_name": 200, "question": 1000, "note": 4000}


class JournalError(Exception):
    """An entry that cannot be found or read; the message says why."""


@dataclass
class Entry:
    id: str
    date: str                  # ISO date and time the reading was finished
    game: str
    spread: str
    spread_name: str
    question: str
    cards: list[ReadCard]
    note: str = ""
    state: dict = field(default_factory=dict)
    after: str = ""            # an after-game reading: the game and how it ended, in words

    def heading(self) -> str:
        """The question in quotes; for an after-game reading asked none, the game it came
        from and its result; else "(no question)"."""
        if self.question:
            return f"\u201c{self.question}\u201d"
        return self.after or "(no question)"

    def card_line(self) -> str:
        return ", ".join(f"{english_name(c.card)}{' (reversed)' if c.reversed else ''}" for c in self.cards)

    def to_json(self) -> dict:
        raw = asdict(self)
        raw.update({"format": FORMAT, "version": VERSION})
        return raw

    def public(self) -> dict:
        """What ``journal list --json`` shows: everything but the table's inner state."""
        raw = self.to_json()
        del raw["state"]
        for card in raw["cards"]:
            card["name"] = english_name(card["card"])
        return raw


def journal_dir() -> Path:
    return paths.data_dir() / "journal"


def entry_path(entry_id: str, folder: Path | None = None, suffix: str = ".json") -> Path:
    """Where the entry ``entry_id`` keeps its file (in ``folder``, by default the
    journal's): only an id of the strict pattern names one, so it stays in its folder."""
    if not isinstance(entry_id, str) or not ENTRY_ID.fullmatch(entry_id):
        shown = entry_id[:40] if isinstance(entry_id, str) else repr(entry_id)[:40]
        raise JournalError(f"'{shown}' is not a journal entry id (they look like 20260101-093000-000000)")
    return (journal_dir() if folder is None else folder) / f"{entry_id}{suffix}"


def new_id() -> str:
    return datetime.now().strftime("%Y%m%d-%H%M%S-%f")


def record(game_id: str, summary: ReadingSummary, state: State, note: str = "") -> Entry:
    """Keep a finished reading as a new entry, under an id no other entry (of this
    window or another) has."""
    entry = Entry(new_id(), datetime.now().isoformat(timespec="seconds"), game_id, summary.spread,
                  summary.spread_name, summary.question, list(summary.cards), note, state.to_json(),
                  summary.after[:MAX_AFTER])
    sweep(journal_dir())
    for _ in range(MAX_ID_TRIES):
        path = entry_path(entry.id)
        with locked(path):
            if not os.path.lexists(path) and not os.path.lexists(backup_path(path)):
                atomic_write(path, json.dumps(entry.to_json(), indent=1))
                return entry
        entry.id = new_id()
    raise OSError("no free journal entry id")


def set_note(entry_id: str, note: str) -> Entry:
    """Change an entry's note: read, changed and written under the entry's lock. A
    damaged entry whose backup reads is moved aside and the backup carries on."""
    path = entry_path(entry_id)
    with locked(path):
        entry, problem = _read_with_backup(path)
        if problem is not None and os.path.lexists(path) and safefile.set_aside(path) is None:
            raise JournalError(f"{problem}; it could not be moved aside, so the note was not kept")
        entry.note = note
        atomic_write(path, json.dumps(entry.to_json(), indent=1))
    return entry


def delete(entry_id: str) -> None:
    """Remove an entry and its backup under the entry's lock; one already gone is no error."""
    path = entry_path(entry_id)
    with locked(path):
        path.unlink(missing_ok=True)
        backup_path(path).unlink(missing_ok=True)
        remove_leftovers(path)


def load(entry_id: str) -> Entry:
    return _read_with_backup(entry_path(entry_id))[0]


def _read_with_backup(path: Path) -> tuple[Entry, JournalError | None]:
    """The entry, from its backup when the file is missing or damaged, and what was
    wrong with the file (None when nothing)."""
    if not os.path.lexists(path) and not os.path.lexists(backup_path(path)):
        raise JournalError(f"there is no journal entry {path.stem}")
    return read_with_backup(path, _read, (JournalError,))


def _read(path: Path) -> Entry:
    try:
        raw = shape.table(safefile.read_json(path, MAX_ENTRY_BYTES), "the entry", 64)
        if raw.get("format") != FORMAT:
            raise ValueError("not a journal entry")
        if raw.get("version") != VERSION:
            raise ValueError(f"journal version {str(raw.get('version'))[:20]} is not supported")
        entry_id = shape.text(raw.get("id"), "id", 40)
        if not ENTRY_ID.fullmatch(entry_id) or path.name not in (f"{entry_id}.json", f"{entry_id}.json.bak"):
            raise ValueError("its id is not the one its file is named by")
        cards = [_card(c) for c in shape.items(raw.get("cards"), "cards", MAX_CARDS)]
        text = {k: shape.text(raw.get(k), k, limit) for k, limit in _TEXTS.items()}
        after = shape.text(raw.get("after", ""), "after", MAX_AFTER)   # entries before it have none
        return Entry(entry_id, cards=cards, state=shape.table(raw.get("state"), "state", 64), after=after, **text)
    except ValueError as err:   # safefile.UnreadableFile and shape.BadShape among them
        raise JournalError(f"{path.name} could not be read ({err})") from None


def _card(raw) -> ReadCard:
    shape.table(raw, "a card", 8)
    card = ReadCard(shape.text(raw.get("position"), "a card's position", 200),
                    shape.text(raw.get("meaning"), "a card's meaning", 2000),
                    shape.text(raw.get("card"), "a card's id", 40), shape.flag(raw.get("reversed"), "reversed"))
    english_name(card.card)   # raises ValueError for an id that names no card
    return card


def entries() -> tuple[list[Entry], list[str]]:
    """Every readable entry, newest first, and a line for each file that is not. An
    entry missing or damaged whose backup reads is listed from the backup."""
    folder = journal_dir()
    found, problems = [], []
    if not folder.is_dir():
        return found, problems
    ids = {p.name[: -len(".json")] for p in folder.glob("*.json")} | {
        p.name[: -len(".json.bak")] for p in folder.glob("*.json.bak")}
    for entry_id in sorted(ids):
        path = folder / f"{entry_id}.json"
        try:
            entry, problem = read_with_backup(path, _read, (JournalError,))
        except JournalError as err:
            problems.append(str(err))
            continue
        found.append(entry)
        if problem is not None and os.path.lexists(path):
            problems.append(f"{problem}; the copy before its last change is shown")
    found.sort(key=lambda e: (e.date, e.id), reverse=True)
    return found, problems


def matches(entry: Entry, words: str) -> bool:
    """True when every word of the search appears in the entry's question, note,
    spread, positions or card names (case does not matter)."""
    haystack = " ".join([entry.question, entry.after, entry.note, entry.spread_name, entry.date]
                        + [f"{c.position} {english_name(c.card)} {c.card} {'reversed' if c.reversed else 'upright'}"
                           for c in entry.cards]).lower()
    return all(word in haystack for word in words.lower().split())


def reopened_state(entry: Entry, game) -> State:
    """The table the entry keeps, checked by ``game``'s own rules: the game's, with the
    zones its rules lay out for it and real cards only."""
    try:
        state = State.from_json(entry.state)
        if state.game != game.id:
            raise ValueError(f"it is a table of {state.game[:40]!r}, not of {game.id}")
        zones = game.reading.kept_zones(state) if game.reading else game.zones(state.options, len(state.seats))
        unknown = sorted(set(state.zones) - set(zones)) or sorted(set(zones) - set(state.zones))
        if unknown:
            raise ValueError(f"its place {unknown[0][:40]!r} is not one the game lays out")
        for pile in state.zones.values():
            for placed in pile:
                english_name(placed.card)   # raises ValueError for an id that names no card
    except ValueError as err:
        raise JournalError(f"entry {entry.id} keeps no usable table ({err})") from None
    except (KeyError, TypeError, AttributeError, IndexError):   # the rules met a value of another kind
        raise JournalError(f"entry {entry.id} keeps no usable table (the game cannot read it)") from None
    return state
