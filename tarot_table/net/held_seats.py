"""The seats this computer holds at network tables, kept so that joining again takes
the same seat back (a seat's token is needed to reclaim it) and a table this app
hosted can be hosted again later with its people reclaiming theirs.

One small JSON file in the data folder. It is read as hostile as any file: within
``MAX_BYTES``, at most ``MAX_KEPT`` entries, each field checked for kind and length;
a file that cannot be read is reported (``problem``); the next change moves it aside
whole before writing, under the file's lock, so two windows both keep their seats
(``filestore.update``). No pygame."""
from __future__ import annotations

import json
import os
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
    kept: str = ""   # when the seat was taken (ISO time), for Continue's order

    @classmethod
    def from_json(cls, raw: object) -> "HeldSeat | None":
        if not isinstance(raw, dict):
            return None
        texts = {"address": MAX_ADDRESS, "code": protocol.MAX_CODE, "token": protocol.MAX_TOKEN,
                 "game": 64, "name": protocol.MAX_NAME}
        if not all(isinstance(raw.get(key), str) and len(raw[key]) <= limit for key, limit in texts.items()):
            return None
        seat, hosted, kept = raw.get("seat"), raw.get("hosted", False), raw.get("kept", "")
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < protocol.MAX_SEATS \
                or not isinstance(hosted, bool) or not isinstance(kept, str) or len(kept) > 40 or not raw["code"] \
                or any(ch not in CODE_LETTERS for ch in raw["code"]):
            return None
        return cls(raw["address"], raw["code"], seat, raw["token"], raw["game"], raw["name"], hosted, kept)


def seats_path() -> Path:
    return paths.data_dir() / "network-seats.json"


def _read(path: Path) -> list[HeldSeat]:
    raw = safefile.read_json(path, MAX_BYTES)
    items = raw.get("seats") if isinstance(raw, dict) else None
    if not isinstance(items, list):
        raise ValueError(f"{path.name} is not a list of seats")
    return [seat for item in items[:MAX_KEPT] if (seat := HeldSeat.from_json(item)) is not None]


def load() -> tuple[list[HeldSeat], str]:
    """The seats held, newest first, and a problem reading them ("" when none)."""
    path = seats_path()
    if not os.path.lexists(path):
        return filestore.read_or_empty(path, _read, list), ""
    try:
        return _read(path), ""
    except (ValueError, RecursionError) as err:
        problem = f"Your seats at network tables could not be read ({err}); the file is kept aside when a seat is next remembered."
        return filestore.read_or_empty(path, _read, list), problem


def find(address: str, code: str, seat: int | None = None, busy=frozenset()) -> HeldSeat | None:
    """The seat held at table ``code`` (that very seat, when given), but for the ``busy``
    ones ((address, code, seat) played in this process now): the one held at ``address``
    first, else one held at that code at another address (a table hosted again on
    another port, or reached at another of its host's addresses, is the same table)."""
    held, _ = load()
    mine = [h for h in held if h.code == code and seat in (None, h.seat) and (h.address, h.code, h.seat) not in busy]
    return next((h for h in mine if h.address == address), mine[0] if mine else None)


def keep(seat: HeldSeat) -> str:
    """Remember ``seat`` (first in the list), in place of the one held at the same table
    and seat at whatever address; "" when kept, else what went wrong."""
    return _change(lambda held: [seat] + [h for h in held if (h.code, h.seat) != (seat.code, seat.seat)])


def forget(address: str, code: str, seat: int) -> str:
    return _change(lambda held: [h for h in held if (h.address, h.code, h.seat) != (address, code, seat)])


def _change(change) -> str:
    def text(held: list[HeldSeat]) -> str:
        return json.dumps({"seats": [asdict(h) for h in change(held)[:MAX_KEPT]]}, indent=1)
    try:
        told = filestore.update(seats_path(), _read, list, text)
    except OSError as err:
        return f"Your seat could not be remembered ({err.strerror or err})."
    return f"Your seats at network tables: {told}" if told else ""
