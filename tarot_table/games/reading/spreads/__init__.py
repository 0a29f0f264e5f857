"""Spreads as small text files: a name, a line about the spread, and for each
position a name, a meaning and a place on the table (rotation allowed).

The built-in spreads are the TOML files beside this module; a reader adds their
own to ``spreads/`` in the app's user data dir. A file that breaks a rule is
listed with the reason and never used. ``load_spread`` never raises.
"""
from __future__ import annotations

import math
import re
import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from tarot_table import paths
from tarot_table.layout import CARD_RATIO
from tarot_table.tomlfile import FileProblem as SpreadProblem, check, read_toml, shadow_repeats

BUILTIN_DIR = Path(__file__).parent
BUILTIN_ORDER = ("one-card", "three-cards", "celtic-cross", "horseshoe", "relationship")
SPREAD_ID = re.compile(r"^[a-z0-9][a-z0-9-]{0,39}$")
MAX_POSITIONS = 30
MAX_OFFSET = 40.0            # card widths from the spread's first card
MAX_FILE_BYTES = 64 << 10
ROTATIONS = (0, 90)
LABELS = ("below", "right")


@dataclass(frozen=True)
class Position:
    zone: str
    title: str
    meaning: str
    x: float = 0.0           # the card's centre, in card widths
    y: float = 0.0
    rotation: int = 0        # 90: laid across
    label: str = "below"

    def box(self) -> tuple[float, float, float, float]:
        """left, top, right, bottom of the card, in card widths."""
        w, h = (CARD_RATIO, 1.0) if self.rotation == 90 else (1.0, CARD_RATIO)
        return self.x - w / 2, self.y - h / 2, self.x + w / 2, self.y + h / 2

    def to_json(self) -> dict:
        return {"zone": self.zone, "title": self.title, "meaning": self.meaning, "x": self.x,
                "y": self.y, "rotation": self.rotation, "label": self.label}

    @classmethod
    def from_json(cls, raw: dict) -> "Position":
        return cls(str(raw["zone"]), str(raw["title"]), str(raw["meaning"]), float(raw["x"]),
                   float(raw["y"]), int(raw["rotation"]), str(raw["label"]))


@dataclass
class Spread:
    path: Path
    id: str
    name: str = ""
    about: str = ""
    positions: tuple[Position, ...] = ()
    builtin: bool = False
    usable: bool = False
    problem: str = ""


def user_spreads_dir() -> Path:
    return paths.data_dir() / "spreads"


def load_spread(path: Path, builtin: bool = False) -> Spread:
    spread = Spread(path=path, id=path.stem, builtin=builtin)
    check(spread, _read)
    if not spread.name:
        spread.name = spread.id
    return spread


def _read(spread: Spread) -> None:
    if not SPREAD_ID.match(spread.id):
        raise SpreadProblem("the file name must be lower-case letters, digits and dashes, "
                            "like my-spread.toml")
    data = read_toml(spread.path, MAX_FILE_BYTES)
    head = data.get("spread")
    if not isinstance(head, dict) or not isinstance(head.get("name"), str) or not head["name"].strip():
        raise SpreadProblem("there is no [spread] table with a name")
    spread.name = head["name"].strip()
    spread.about = str(head.get("about", ""))
    raw = data.get("positions")
    if not isinstance(raw, list) or not raw:
        raise SpreadProblem("there are no [[positions]]")
    if len(raw) > MAX_POSITIONS:
        raise SpreadProblem(f"{len(raw)} positions is more than {MAX_POSITIONS}")
    spread.positions = tuple(_position(i + 1, entry) for i, entry in enumerate(raw))
    _check_overlaps(spread.positions)


def _position(number: int, entry) -> Position:
    where = f"position {number}"
    if not isinstance(entry, dict):
        raise SpreadProblem(f"{where} is not a table")
    for key in ("name", "meaning"):
        if not isinstance(entry.get(key), str) or not entry[key].strip():
            raise SpreadProblem(f"{where} needs a {key}")
    coords = []
    for key in ("x", "y"):
        value = entry.get(key)
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            raise SpreadProblem(f"{where} ({entry['name']}) needs a number {key}")
        if abs(value) > MAX_OFFSET:
            raise SpreadProblem(f"{where} ({entry['name']}) lies too far away ({key} = {value})")
        coords.append(float(value))
    rotation = entry.get("rotation", 0)
    if rotation not in ROTATIONS or isinstance(rotation, bool):
        raise SpreadProblem(f"{where} ({entry['name']}): rotation must be 0 or 90, not {rotation!r}")
    label = entry.get("label", "below")
    if label not in LABELS:
        raise SpreadProblem(f"{where} ({entry['name']}): label must be below or right, not {label!r}")
    return Position(f"pos{number}", entry["name"].strip(), entry["meaning"].strip(), coords[0], coords[1],
                    int(rotation), label)


def _check_overlaps(positions: tuple[Position, ...]) -> None:
    """Cards lying the same way may not cover each other; a card laid across another
    (the Celtic Cross's challenge) may."""
    for i, a in enumerate(positions):
        for b in positions[i + 1:]:
            if a.rotation != b.rotation:
                continue
            al, at, ar, ab = a.box()
            bl, bt, br, bb = b.box()
            if min(ar, br) - max(al, bl) > 0.01 and min(ab, bb) - max(at, bt) > 0.01:
                raise SpreadProblem(f"positions {a.title} and {b.title} overlap")


def _files(folder: Path) -> list[Path]:
    if not folder.is_dir():
        return []
    try:
        return sorted(p for p in folder.glob("*.toml") if p.is_file())
    except OSError:
        return []


_parsed: dict[tuple[Path, bool], tuple[tuple[int, int], Spread]] = {}


def _load_cached(path: Path, builtin: bool) -> Spread:
    """Parse a file again only when it changed: the spread list is asked for often."""
    try:
        st = path.stat()
        stamp = (st.st_mtime_ns, st.st_size)
    except OSError:
        return load_spread(path, builtin)
    known = _parsed.get((path, builtin))
    if known is None or known[0] != stamp:
        known = (stamp, load_spread(path, builtin))
        _parsed[(path, builtin)] = known
    return _copy(known[1])


@lru_cache(maxsize=1)
def _builtin() -> tuple[Spread, ...]:
    """The spreads shipped with the app: they do not change while it runs."""
    paths_ = sorted(_files(BUILTIN_DIR), key=lambda p: (BUILTIN_ORDER + (p.stem,)).index(p.stem))
    return tuple(load_spread(p, builtin=True) for p in paths_)


def _copy(spread: Spread) -> Spread:
    return Spread(spread.path, spread.id, spread.name, spread.about, spread.positions, spread.builtin,
                  spread.usable, spread.problem)


def find_spreads() -> list[Spread]:
    """Built-in spreads first, in their usual order, then the reader's; a reader's
    file named like one found before is listed as shadowed."""
    found = [_copy(s) for s in _builtin()]
    found += [_load_cached(p, False) for p in _files(user_spreads_dir())]
    return shadow_repeats(found, lambda sid: f"a spread called '{sid}' was found first; rename this file")


def usable_spreads() -> dict[str, Spread]:
    return {s.id: s for s in find_spreads() if s.usable}


def spread_text(spread: Spread) -> str:
    """A spread's name and positions as one string, kept in a reading's state: a game
    state is copied often, and one string copies at once."""
    return json.dumps({"name": spread.name, "positions": [p.to_json() for p in spread.positions]})


@lru_cache(maxsize=64)
def _parse(text: str) -> tuple[str, tuple[Position, ...]]:
    raw = json.loads(text)
    return str(raw["name"]), tuple(Position.from_json(p) for p in raw["positions"])


def spread_from_text(kept) -> tuple[str, tuple[Position, ...]]:
    """The name and positions kept by ``spread_text`` (or, in a reading kept before
    that, as a plain table)."""
    if isinstance(kept, dict):
        return str(kept["name"]), tuple(Position.from_json(p) for p in kept["positions"])
    return _parse(kept)
