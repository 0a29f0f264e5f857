"""Deals proved winnable on this computer, and the ones lately dealt, remembered per game
and option set in ``winnable_deals.json`` in the data folder: Winnable only then deals
from everything proved so far (the shipped book and what this computer found), and
not the same few deals again and again.

The file is hostile like every other: each entry is checked for its shape and bounds,
a bad one is skipped, and a line is dealt only after it replays to a win through the
rules (``proven.pick_proven_deal``). A file that cannot be read counts as its backup
or as empty, and the next change moves it aside whole before writing
(``filestore.update``).
Each change is a merge under the file's lock, so two windows both keep what they found.
"""
from __future__ import annotations

import json
from pathlib import Path

from tarot_table import paths, safefile, shape
from tarot_table.applog import logger
from tarot_table.filestore import read_or_empty, update
from tarot_table.games.base import Action, Game
from tarot_table.rng import MAX_SEED
from tarot_table.solver.proven import MOST_MOVES, book_key, line_indices

FILE_NAME = "winnable_deals.json"
MAX_BYTES = 4 << 20
MAX_GAMES = 20
MAX_SETS = 200           # option sets a game keeps deals for
KEEP_PER_SET = 60        # deals kept per option set (the oldest go first)
RECENT = 20              # deals lately dealt, per option set: dealt again only when nothing else is known
MOST_CHOICES = 1_000     # a move's index in legal_actions is below this in every game


def file_path() -> Path:
    return paths.data_dir() / FILE_NAME


def _entry(raw) -> tuple[int, tuple[int, ...]] | None:
    """A deal [seed, [move indices]] within its bounds, or None."""
    try:
        seed, moves = shape.items(raw, "a deal", 2)
        seed = shape.whole(seed, "a seed", 0, MAX_SEED)
        moves = tuple(shape.whole(m, "a move", 0, MOST_CHOICES) for m in shape.items(moves, "a line", MOST_MOVES))
    except ValueError:
        return None
    return seed, moves


def _set(raw) -> dict:
    """One option set's record: its deals and the seeds lately dealt, bad entries left out."""
    try:
        record = shape.table(raw, "an option set", 2)
        deals = [d for d in (_entry(r) for r in shape.items(record.get("deals", []), "deals", KEEP_PER_SET)) if d]
        dealt = [s for s in shape.items(record.get("dealt", []), "dealt", RECENT)
                 if not isinstance(s, bool) and isinstance(s, int) and 0 <= s <= MAX_SEED]
    except ValueError:
        return {"deals": [], "dealt": []}
    return {"deals": deals, "dealt": dealt}


def _read(path: Path) -> dict[str, dict[str, dict]]:
    games = shape.table(safefile.read_json(path, MAX_BYTES), "the file", MAX_GAMES)
    return {shape.text(game, "a game id", 100): {shape.text(key, "an option set", 2_000): _set(record)
                                                for key, record in shape.table(sets, "sets", MAX_SETS).items()}
            for game, sets in games.items()}


def _record(game: Game, options: dict[str, str]) -> dict:
    return read_or_empty(file_path(), _read, dict).get(game.id, {}).get(book_key(game.check_options(options)),
                                                    {"deals": [], "dealt": []})


def remembered_deals(game: Game, options: dict[str, str]) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """The deals this computer proved winnable for exactly these options, as (seed, line
    as move indices); each still to be replayed before it is trusted."""
    return tuple(_record(game, options)["deals"])


def recently_dealt(game: Game, options: dict[str, str]) -> list[int]:
    """The seeds Winnable only dealt lately for these options, the oldest first."""
    return list(_record(game, options)["dealt"])


def remember_found(game: Game, options: dict[str, str], seed: int, line: list[Action]) -> None:
    """Keep a deal proved winnable by ``line`` (played from the deal's start)."""
    full = game.check_options(options)
    moves = line_indices(game, game.new(seed, full), line)
    if len(moves) <= MOST_MOVES:
        _change(game, full, lambda record: _add(record["deals"], [seed, moves], seed, KEEP_PER_SET,
                                                 key=lambda deal: deal[0]))


def note_dealt(game: Game, options: dict[str, str], seed: int) -> None:
    """Winnable only dealt ``seed``: it goes to the back of the queue for these options."""
    _change(game, game.check_options(options), lambda record: _add(record["dealt"], seed, seed, RECENT))


def _add(items: list, item, seed: int, keep: int, key=lambda value: value) -> None:
    items[:] = [old for old in items if key(old) != seed][-(keep - 1):] + [item]


def _change(game: Game, full: dict[str, str], change) -> None:
    """A merge of one change into the file; a disk that refuses it costs only the memory
    (the deal is dealt all the same)."""
    try:
        told = update(file_path(), _read, dict, lambda known: _changed(known, game, full, change))
    except OSError as err:
        told = f"Winnable deals could not be remembered in {file_path()}: {err}"
    if told:
        logger(__name__).warning(told)


def _changed(known: dict, game: Game, full: dict[str, str], change) -> str:
    """The file's text with ``change`` made to this option set's record."""
    sets = known.setdefault(game.id, {})
    key = book_key(full)
    record = sets.pop(key, {"deals": [], "dealt": []})
    change(record)
    sets[key] = record                       # the set changed last is kept longest
    known[game.id] = dict(list(sets.items())[-MAX_SETS:])
    known = dict(list(known.items())[-MAX_GAMES:])
    data = {g: {k: {"deals": [[s, list(m)] for s, m in r["deals"]], "dealt": r["dealt"]}
                for k, r in s.items()} for g, s in known.items()}
    return json.dumps(data, separators=(",", ":"))
