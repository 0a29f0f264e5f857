"""The reading journal: every finished reading kept in the user data dir, one JSON
file each, with the date, question, spread, cards, orientations and a note.

An entry also keeps the final table (the game state), so it reopens exactly as it
was laid even after its spread file changes. A file that cannot be read is listed
with the reason and left as it is.
"""
from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass, field
from datetime import datetime
from pathlib import Path

from tarot_table import paths
from tarot_table.cards import english_name
from tarot_table.games.base import ReadCard, ReadingSummary, State
from tarot_table.saves import atomic_write

FORMAT = "tarot-table-journal"
VERSION = 1
ENTRY_ID = re.compile(r"^\d{8}-\d{6}-\d{6}$")
MAX_ENTRY_BYTES = 4 << 20


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


def entry_path(entry_id: str) -> Path:
    return journal_dir() / f"{entry_id}.json"


def new_id() -> str:
    return datetime.now().strftime("%Y%m%d-%H%M%S-%f")


def record(game_id: str, summary: ReadingSummary, state: State, note: str = "") -> Entry:
    entry = Entry(new_id(), datetime.now().isoformat(timespec="seconds"), game_id, summary.spread,
                  summary.spread_name, summary.question, list(summary.cards), note, state.to_json())
    atomic_write(entry_path(entry.id), json.dumps(entry.to_json(), indent=1))
    return entry


def set_note(entry_id: str, note: str) -> Entry:
    entry = load(entry_id)
    entry.note = note
    atomic_write(entry_path(entry.id), json.dumps(entry.to_json(), indent=1))
    return entry


def load(entry_id: str) -> Entry:
    if not ENTRY_ID.match(entry_id):
        raise JournalError(f"'{entry_id}' is not a journal entry id (they look like 20260101-093000-000000)")
    path = entry_path(entry_id)
    if not path.exists():
        raise JournalError(f"there is no journal entry {entry_id}")
    return _read(path)


def _read(path: Path) -> Entry:
    try:
        if path.stat().st_size > MAX_ENTRY_BYTES:
            raise ValueError("the file is larger than 4 MiB")
        raw = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(raw, dict) or raw.get("format") != FORMAT:
            raise ValueError("not a journal entry")
        if raw.get("version") != VERSION:
            raise ValueError(f"journal version {raw.get('version')} is not supported")
        cards = [ReadCard(str(c["position"]), str(c["meaning"]), str(c["card"]), bool(c["reversed"]))
                 for c in raw["cards"]]
        for card in cards:
            english_name(card.card)   # raises ValueError for an id that names no card
        text = {k: raw[k] for k in ("id", "date", "game", "spread", "spread_name", "question", "note")}
        if not all(isinstance(v, str) for v in text.values()) or not isinstance(raw["state"], dict):
            raise ValueError("a field has the wrong kind of value")
        return Entry(cards=cards, state=raw["state"], **text)
    except (OSError, ValueError, KeyError, TypeError, RecursionError) as err:
        raise JournalError(f"{path.name} could not be read ({err})") from None


def entries() -> tuple[list[Entry], list[str]]:
    """Every readable entry, newest first, and a line for each file that is not."""
    folder = journal_dir()
    found, problems = [], []
    if not folder.is_dir():
        return found, problems
    for path in sorted(folder.glob("*.json")):
        try:
            found.append(_read(path))
        except JournalError as err:
            problems.append(str(err))
    found.sort(key=lambda e: (e.date, e.id), reverse=True)
    return found, problems


def matches(entry: Entry, words: str) -> bool:
    """True when every word of the search appears in the entry's question, note,
    spread, positions or card names (case does not matter)."""
    haystack = " ".join([entry.question, entry.note, entry.spread_name, entry.date]
                        + [f"{c.position} {english_name(c.card)} {c.card} {'reversed' if c.reversed else 'upright'}"
                           for c in entry.cards]).lower()
    return all(word in haystack for word in words.lower().split())


def reopened_state(entry: Entry) -> State:
    try:
        return State.from_json(entry.state)
    except ValueError as err:
        raise JournalError(f"entry {entry.id} keeps no usable table ({err})") from None
