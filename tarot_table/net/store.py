"""Network tables kept on the host's disk: each an ordinary save (the same format,
checks and atomic, sealed writing as every game's autosave) with a ``network`` part
naming the table's code and its seats, tokens included, so a table hosted again
after its host stopped lets its people reclaim their seats.

A file that cannot be read is reported and left as it is; the others load."""
from __future__ import annotations

from pathlib import Path
from typing import Callable

from tarot_table import filestore, paths, saves, saveseal
from tarot_table.net.table import CODE_LETTERS, NetTable

MAX_TABLES_KEPT = 2000   # files read from a folder at most, so a full folder cannot stall the start


def default_folder() -> Path:
    return paths.data_dir() / "tables"


def table_path(folder: Path, code: str) -> Path:
    if not code or any(ch not in CODE_LETTERS for ch in code):
        raise ValueError("not a table code")
    return folder / f"{code}.json"


def table_text(table: NetTable) -> str:
    """The table as its file holds it (made where the table is played; written anywhere)."""
    data = saves.payload(table.session)
    data["elapsed"] = table.clock()   # up to this write, not only to the last move
    data["network"] = table.to_json()
    return saveseal.sealed_text(data)


def save_table(folder: Path, table: NetTable) -> Path:
    path = table_path(folder, table.code)
    filestore.atomic_write(path, table_text(table))
    return path


def load_table(path: Path, now: Callable[[], float]) -> NetTable:
    """A table read back; SaveError saying what is wrong when it cannot be."""
    data = saves.read_payload(path)
    # as this install sealed it, from its own positions: a replay from the deal could not
    # give back the names people took at the table, which the story since then uses
    session = saves.load(path)
    try:
        table = NetTable.from_json(data.get("network"), session, now)
    except ValueError as err:
        raise saves.SaveError(f"{path.name} is not a network table ({err})") from None
    if path.name != f"{table.code}.json":
        raise saves.SaveError(f"{path.name} holds table {table.code}, not the table its name says")
    return table


def load_folder(folder: Path, now: Callable[[], float]) -> tuple[list[NetTable], list[str]]:
    """Every table saved in ``folder`` (at most MAX_TABLES_KEPT), and a line for each
    file that could not be read."""
    tables, problems = [], []
    if not folder.is_dir():
        return tables, problems
    names = sorted(p.name for p in folder.iterdir()
                   if p.suffix == ".json" and p.stem and all(ch in CODE_LETTERS for ch in p.stem))
    if len(names) > MAX_TABLES_KEPT:
        problems.append(f"{len(names)} tables saved; only the first {MAX_TABLES_KEPT} are hosted")
    for name in names[:MAX_TABLES_KEPT]:
        try:
            tables.append(load_table(folder / name, now))
        except saves.SaveError as err:
            problems.append(str(err))
    return tables, problems
