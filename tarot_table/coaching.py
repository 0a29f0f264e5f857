"""Coaching during a real game: the first time a situation comes up at a table (a
harvest, a battle to endure, a bribe, a jail...), a one-line note says what it means
and where the rule is, once.

The situations are data in the game's folder (``coach.toml``): each names what makes it
(``when``: moves open to the person at the screen, the move just made, an event the
rules returned), a note of one line, and the heading of the rules page that explains it.
A note shown goes when its moment passes (``Situation.still_applies``): one made by a
position once that position's conditions no longer hold, one made by a move at the
person's next move, unless the game declares with ``stays`` (``can``/``cannot``) the
position it stays for.
Nothing here knows a game. Which notes a player has seen is kept per table in
``coaching.json`` in the data folder, merged under the file's lock like lessons.json;
a file that cannot be read counts as its backup or as nothing seen, and the next note
moves it aside whole before writing (``filestore.update``). Notes are given during the first games of
each table (FIRST_GAMES finished, counted by the statistics) while the Coaching
setting is on.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from tarot_table import paths, safefile, shape
from tarot_table.applog import logger
from tarot_table.filestore import read_or_empty, update
from tarot_table.games.base import FIELD_LENGTH, Action, Event, Game
from tarot_table.tomlfile import FileProblem, read_toml

COACH_FILE = "coach.toml"
MAX_COACH_BYTES = 64 << 10
MAX_SITUATIONS = 60
NOTE_LENGTH = 160     # one line at the table's width
FIRST_GAMES = 3       # notes are given until this many games of a table are finished
MAX_SEEN_BYTES = 256 << 10
MAX_GAMES = 100
WHEN_FIELDS = ("can", "cannot", "played", "by", "event", "text")
STAYS_FIELDS = ("can", "cannot")
BY = ("you", "other", "")


class CoachProblem(ValueError):
    """A game's coach.toml that cannot be used; the message says which situation and why."""


@dataclass(frozen=True)
class Situation:
    """Something met in play, and the note said the first time. Every condition given
    must hold: ``can`` a move of that kind is open to the person at the screen (on
    their turn), ``cannot`` none of those kinds is (several kinds apart by spaces); a
    kind may be refined by the move's choice ("endure:sacrifice", ``open_kinds``), ``played`` the move just made was of
    that kind (``by`` "you", the person at the screen, or "other"), ``event`` the rules
    returned an event of that kind, whose words contain ``text`` when given."""

    id: str
    note: str
    rule: str   # the heading of the rules page that explains it
    can: str = ""
    cannot: str = ""
    played: str = ""
    by: str = ""
    event: str = ""
    text: str = ""
    stays_can: str = ""      # the game's ``stays``: the position its note stays shown for
    stays_cannot: str = ""

    @property
    def after_a_move(self) -> bool:
        """Whether it is made by a move (played, event) rather than by a position."""
        return bool(self.played or self.event)

    def met(self, legal_kinds: set[str] | None, move: "Move | None") -> bool:
        """``legal_kinds``: the kinds of move open to the person at the screen, None when
        it is not their turn; ``move``: the move just made, if this is after one."""
        if self.after_a_move and move is None:
            return False
        if not _position_holds(self.can, self.cannot, legal_kinds):
            return False
        if self.played and (move.action.kind != self.played or not _by(self.by, move.by_you)):
            return False
        if self.event:
            return any(e.kind == self.event and self.text.lower() in e.text.lower() for e in move.events)
        return True

    def still_applies(self, legal_kinds: set[str] | None, moved_on: bool) -> bool:
        """Whether its note, shown, still says something true now (``legal_kinds`` as for
        ``met``; ``moved_on``: the person at the screen has made a move since it came):
        while the position the game declared with ``stays`` holds; else a note made by a
        position while that position holds, and one made by a move until the next move."""
        if self.stays_can or self.stays_cannot:
            return _position_holds(self.stays_can, self.stays_cannot, legal_kinds)
        if self.after_a_move:
            return not moved_on
        return _position_holds(self.can, self.cannot, legal_kinds)


def _position_holds(can: str, cannot: str, legal_kinds: set[str] | None) -> bool:
    """``can``: a move of that kind is open to the person at the screen, ``cannot``: none
    of those kinds is; either asked while it is not their turn (None) does not hold."""
    if not (can or cannot):
        return True
    if legal_kinds is None or (can and can not in legal_kinds):
        return False
    return not any(kind in legal_kinds for kind in cannot.split())


def _by(who: str, by_you: bool) -> bool:
    return who == "" or (who == "you") == by_you


@dataclass(frozen=True)
class Move:
    """A move just made at the table, as the situations see it."""

    action: Action
    events: tuple[Event, ...]
    by_you: bool   # made by the person at the screen (not a bot, not another person)


# ---- a game's situations ---------------------------------------------------------------
def coach_path(game: Game) -> Path:
    return game.folder / COACH_FILE


def situations(game: Game) -> tuple[Situation, ...]:
    """The game's situations, in the order they are checked (none when it has no file).
    CoachProblem when its file is damaged."""
    path = coach_path(game)
    if not path.is_file():
        return ()
    try:
        raw = read_toml(path, MAX_COACH_BYTES)
    except FileProblem as err:
        raise CoachProblem(f"The coaching notes of {game.title} cannot be read: {err}") from None
    try:
        entries = shape.items(raw.get("situations"), "situations", MAX_SITUATIONS)
        found = tuple(_situation(entry, i + 1) for i, entry in enumerate(entries))
    except shape.BadShape as err:
        raise CoachProblem(f"The coaching notes of {game.title} are damaged: {err}") from None
    ids = [s.id for s in found]
    if len(set(ids)) != len(ids):
        raise CoachProblem(f"The coaching notes of {game.title} name a situation twice")
    return found


def _situation(raw, number: int) -> Situation:
    where = f"situation {number}"
    raw = shape.table(raw, where, 5)
    unknown = set(raw) - {"id", "note", "rule", "when", "stays"}
    if unknown:
        raise shape.BadShape(f"{where} has an unknown field ({', '.join(sorted(unknown))})")
    when = shape.words(raw.get("when"), f"{where}'s when", len(WHEN_FIELDS), FIELD_LENGTH)
    if set(when) - set(WHEN_FIELDS) or not when:
        raise shape.BadShape(f"{where}'s when is empty or names fields other than {', '.join(WHEN_FIELDS)}")
    if when.get("by", "") not in BY or ("by" in when and "played" not in when):
        raise shape.BadShape(f"{where}'s by is not you or other, or comes without played")
    if "text" in when and "event" not in when:
        raise shape.BadShape(f"{where}'s text comes without event")
    stays = shape.words(raw.get("stays", {}), f"{where}'s stays", len(STAYS_FIELDS), FIELD_LENGTH)
    if set(stays) - set(STAYS_FIELDS) or ("stays" in raw and not stays):
        raise shape.BadShape(f"{where}'s stays is empty or names fields other than {', '.join(STAYS_FIELDS)}")
    return Situation(shape.text(raw.get("id"), f"{where}'s id", 60),
                     shape.text(raw.get("note"), f"{where}'s note", NOTE_LENGTH),
                     shape.text(raw.get("rule"), f"{where}'s rule", 80), **when,
                     **{f"stays_{field}": value for field, value in stays.items()})


def open_kinds(legal: list[Action]) -> set[str]:
    """The kinds of the moves open, each also refined by its choice where it has one
    ("endure" and "endure:sacrifice"), for a situation open only to one way of a kind."""
    kinds = {action.kind for action in legal}
    return kinds | {f"{action.kind}:{action.choice}" for action in legal if action.choice}


def first_unseen(found: tuple[Situation, ...], seen: set[str], legal_kinds: set[str] | None,
                 move: Move | None) -> Situation | None:
    """The first situation met now that the player has not been told about."""
    for situation in found:
        if situation.id not in seen and situation.met(legal_kinds, move):
            return situation
    return None


# ---- what a player has been told ---------------------------------------------------------
def seen_path() -> Path:
    return paths.data_dir() / "coaching.json"


def _read(path: Path) -> dict[str, list[str]]:
    raw = shape.table(safefile.read_json(path, MAX_SEEN_BYTES), "the file", MAX_GAMES)
    return {shape.text(key, "a game id", 100): [shape.text(i, "a situation", 60)
                                                 for i in shape.items(ids, f"the notes of {key[:40]}",
                                                                      MAX_SITUATIONS)]
            for key, ids in raw.items()}


def seen(game_id: str) -> set[str]:
    """The situations of this table the player has had a note about."""
    return set(read_or_empty(seen_path(), _read, dict).get(game_id, []))


def remember(game_id: str, situation_id: str) -> str:
    """Keep that the player has had this note, merged with what other windows kept.
    Returns "" or what became of a damaged file (also logged)."""
    def change(known: dict[str, list[str]]) -> str:
        ids = known.setdefault(game_id, [])
        if situation_id not in ids:
            ids.append(situation_id)
        known[game_id] = ids[-MAX_SITUATIONS:]
        return json.dumps(dict(list(known.items())[-MAX_GAMES:]), indent=1, sort_keys=True)

    told = update(seen_path(), _read, dict, change)
    if told:
        logger(__name__).warning(told)
    return told


def games_finished(game_id: str) -> int:
    """How many games of this table the statistics count as finished (any options, any person)."""
    from tarot_table.statistics import load_stats, split_key
    records, _ = load_stats()
    total = 0
    for key, record in records.items():
        variant, _player = split_key(key)
        if variant == game_id or variant.startswith(game_id + " ("):
            total += record.played + record.assisted
    return total


def coaching_wanted(game: Game, setting: bool) -> bool:
    """Whether this table gives notes: the setting is on, the game has situations, and
    its first games are not yet played."""
    return setting and coach_path(game).is_file() and games_finished(game.id) < FIRST_GAMES
