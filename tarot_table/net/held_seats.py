"""The seats this computer holds at network tables, kept so that joining again takes
the same seat back (a seat's token is needed to reclaim it) and a table this app
hosted can be hosted again later with its people reclaiming theirs.

One small JSON file in the data folder. It is read as hostile as any file: within
``MAX_BYTES``, at most ``MAX_KEPT`` entries, each field checked for kind and length;
a file that cannot be read is reported and left as it is (``problem``), never
overwritten by a read. No pygame."""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from pathlib import Path

from tarot_table import filestore, paths, safefile
from tarot_table.net import protocol
from tarot_table.net.table import CODE_LETTERS

MAX_KEPT = 30
MAX_BYTES = 64 * 1024
MAX_ADDRESS = 200


@dataclass
class HeldSeat:
    address: str
    code: str
    seat: int
    token: str
    game: str
    name: str = ""
    hosted: bool = False   # this app hosted the table

    @classmethod
    def from_json(cls, raw: object) -> "HeldSeat | None":
        if not isinstance(raw, dict):
            return None
        texts = {"address": MAX_ADDRESS, "code": protocol.MAX_CODE, "token": protocol.MAX_TOKEN,
                 "game": 64, "name": protocol.MAX_NAME}
        if not all(isinstance(raw.get(key), str) and len(raw[key]) <= limit for key, limit in texts.items()):
            return None
        seat, hosted = raw.get("seat"), raw.get("hosted", False)
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < protocol.MAX_SEATS \
                or not isinstance(hosted, bool) or not raw["code"] \
                or any(ch not in CODE_LETTERS for ch in raw["code"]):
            return None
        return cls(raw["address"], raw["code"], seat, raw["token"], raw["game"], raw["name"], hosted)


def seats_path() -> Path:
    return paths.data_dir() / "network-seats.json"


def load() -> tuple[list[HeldSeat], str]:
    """The seats held, newest first, and a problem reading them ("" when none)."""
    path = seats_path()
    if not path.exists():
        return [], ""
    try:
        raw = safefile.read_json(path, MAX_BYTES)
    except (OSError, safefile.UnreadableFile) as err:
        return [], f"Your seats at network tables could not be read ({err})."
    items = raw.get("seats") if isinstance(raw, dict) else None
    if not isinstance(items, list):
        return [], "Your seats at network tables could not be read (not a list of seats)."
    held = [seat for item in items[:MAX_KEPT] if (seat := HeldSeat.from_json(item)) is not None]
    return held, ""


def find(address: str, code: str, seat: int | None = None, busy=frozenset()) -> HeldSeat | None:
    """The seat held at that table (that very seat, when given), but for the ``busy``
    ones ((address, code, seat) played in this process now)."""
    held, _ = load()
    return next((h for h in held if h.code == code and h.address == address and seat in (None, h.seat)
                 and (h.address, h.code, h.seat) not in busy), None)


def keep(seat: HeldSeat) -> str:
    """Remember ``seat`` (first in the list); "" when kept, else why not. A file that
    could not be read is not written over."""
    held, problem = load()
    if problem:
        return problem
    held = [seat] + [h for h in held if (h.address, h.code, h.seat) != (seat.address, seat.code, seat.seat)]
    return _write(held[:MAX_KEPT])


def forget(address: str, code: str, seat: int) -> str:
    held, problem = load()
    if problem:
        return problem
    return _write([h for h in held if (h.address, h.code, h.seat) != (address, code, seat)])


def _write(held: list[HeldSeat]) -> str:
    try:
        filestore.atomic_write(seats_path(), json.dumps({"seats": [asdict(h) for h in held]}, indent=1))
    except OSError as err:
        return f"Your seat could not be remembered ({err.strerror or err})."
    return ""
