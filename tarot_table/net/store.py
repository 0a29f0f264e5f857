"""Network tables kept on the host's disk: each an ordinary save (the same format,
checks and atomic, sealed writing as every game's autosave) with a ``network`` part
naming the table's code and its seats, tokens included, so a table hosted again
after its host stopped lets its people reclaim their seats; and beside it the table's
log, a line for each move or undo made since that save (``CODE.N.log``, N the log the
save names), appended as the move is made. A table is its save with its log played
again through the game's own rules; a new save starts a new log (``fold``).

Every byte read back is hostile: the log is read up to ``MAX_LOG_BYTES`` and ``MAX_LOG_LINES``, each line is
checked and played by the rules (``NetTable.replay``, every check before the table
changes), and the first line malformed, refused or cut short (a power cut mid-write) ends
the replay and is reported: the table goes on from the move before it, and that log is
kept aside whole. A file that cannot be read is reported and left as it
is; the others load."""
from __future__ import annotations

import itertools
import os
from pathlib import Path
from typing import Callable

from tarot_table import filestore, jsontext, paths, safefile, saves, saveseal
from tarot_table.filestore import backup_path
from tarot_table.net.table import CODE_LETTERS, NetTable
from tarot_table.wording import sentence

MAX_TABLES_KEPT = 2000   # files read from a folder at most, so a full folder cannot stall the start
MAX_FOLDER_NAMES = 10 * MAX_TABLES_KEPT   # names looked at in a folder at most (a save, its backup, logs...)
LOG_LINES = 32   # lines a table's log holds before a new save folds them in (each a move played again at a start)
MAX_LOG_BYTES = 1 << 20   # a log read back is at most this (32 lines are a few kB)
# lines of one log played back at most: more than ten times the longest game's moves (Lucky
# You!'s about 270); a megabyte of a move and its undo again and again was 13,800 lines, 1.35 s
MAX_LOG_LINES = 4096
MAX_LOGS_READ = 8   # logs of one table read back at most (the save's, and the one begun while a save was written)
_APPEND = os.O_WRONLY | os.O_APPEND | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0) \
    | getattr(os, "O_BINARY", 0)


def default_folder() -> Path:
    return paths.data_dir() / "tables"


def table_path(folder: Path, code: str) -> Path:
    if not code or any(ch not in CODE_LETTERS for ch in code):
        raise ValueError("not a table code")
    return folder / f"{code}.json"


def log_path(folder: Path, code: str, log: int) -> Path:
    if isinstance(log, bool) or not isinstance(log, int) or log < 0:
        raise ValueError("not a log's number")
    return table_path(folder, code).with_suffix(f".{log}.log")


def move_line(table: NetTable, do: str, seat: int) -> bytes:
    """The table's log line for the move just made (``do`` "move"), the undo just done
    by ``seat`` or the next game dealt (``do`` "again"), as ``NetTable.replay`` reads it: the move count after it, the game's time,
    whether the host's bot has played for the person at that seat (``stood_in``), and the
    notes a stand-in's move made for that person (``NetTable.last_notes``)."""
    line = {"do": do, "seat": seat, "n": table.moves, "clock": round(table.session.elapsed, 1)}
    if do == "again":   # the next game dealt at the table (``NetTable.deal_again``), its deal's number
        line["seed"] = table.state.seed
    elif do == "move":
        line["action"] = table.session.actions[-1].to_json()
        if seat in table.session.stood_in:   # a bot has played for the person at this seat
            line["stood_in"] = True
        if table.last_notes:
            line["notes"] = [list(note) for note in table.last_notes]
    return (jsontext.compact(line) + "\n").encode("utf-8")


def append(path: Path, line: bytes) -> None:
    """``line`` added at the end of the log at ``path`` (made if missing; a link is
    refused). Written at once into the system's cache: a host killed after it keeps the
    line; the disk has it for sure once ``sync_log`` has run."""
    fd = open_log(path)
    try:
        write_line(fd, line)
    finally:
        os.close(fd)


def open_log(path: Path) -> int:
    """The log at ``path`` opened for appending (made if missing; a link is refused): a
    host keeps each playing table's log open, so a move is one ``write``."""
    try:
        return os.open(path, _APPEND)
    except FileNotFoundError:   # its first line: made (opening with O_CREAT each time locks the folder)
        return os.open(path, _APPEND | os.O_CREAT, 0o666)


def write_line(fd: int, line: bytes) -> None:
    """``line`` added at the end of the open log ``fd``, at once into the system's cache."""
    view = memoryview(line)
    while view:
        view = view[os.write(fd, view):]


def sync_log(path: Path) -> None:
    """The log's lines on the disk itself (they survive a power cut)."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        return   # folded into a save meanwhile
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def fold(folder: Path, table: NetTable, logs: dict[int, Path] | None = None) -> Path:
    """Save the table whole with a new, empty log (numbered after every log of the table
    on disk: ``logs`` when the folder was just looked through, else looked for), and remove
    the older logs (their lines are in the save): done when a host starts and stops."""
    logs = _logs_of(folder, table.code) if logs is None else logs
    was, table.log = table.log, max([table.log, *logs]) + 1
    try:
        path = save_table(folder, table)
    except BaseException:
        table.log = was   # the save on disk still names the older log
        raise
    for number, old in logs.items():
        if number != table.log:
            try:
                old.unlink()
            except FileNotFoundError:
                pass
    return path


def delete_table(folder: Path, code: str) -> None:
    """Remove table ``code``'s files from ``folder``: its save, the save before it, its
    logs and what a killed writer of them left; one already gone is no error. Only by the
    host holding the folder, or under its hold (``app_host.delete_hosted_table``)."""
    path = table_path(folder, code)
    for old in [path, backup_path(path), *_logs_of(folder, code).values()]:
        try:
            old.unlink()
        except FileNotFoundError:
            pass
    filestore.remove_leftovers(path)


def _logs_of(folder: Path, code: str) -> dict[int, Path]:
    """The table's logs on disk, by number."""
    return _logs_by_code(folder, (path.name for path in folder.glob(f"{table_path(folder, code).stem}.*.log")))\
        .get(code, {})


def _logs_by_code(folder: Path, names) -> dict[str, dict[int, Path]]:
    """The tables' logs among ``names`` (``CODE.N.log``), by code and number: one pass
    over a folder's names, not a look through the folder for each table's (a host taking a
    folder of a thousand tables spent 2.2 s on those looks)."""
    logs: dict[str, dict[int, Path]] = {}
    for name in names:
        code, _, rest = name.partition(".")
        number = rest.removesuffix(".log")
        if rest.endswith(".log") and number.isdigit() and number.isascii() and len(number) < 12 \
                and code and all(ch in CODE_LETTERS for ch in code):
            logs.setdefault(code, {})[int(number)] = folder / name
    return logs


def replay_log(folder: Path, table: NetTable) -> tuple[int, str]:
    """Play the table's log again: the one its save names, then each numbered after it
    in turn (a host killed while it wrote a save had begun the next log, which the save on
    disk does not name yet: its moves follow those of the log before); the lines played,
    and what stopped the replay before the end ("" if nothing did). The table's ``log``
    is then the last log read."""
    played, first = 0, table.log
    for number in range(first, first + MAX_LOGS_READ):
        path = log_path(folder, table.code, number)
        if not os.path.lexists(path):
            if number == first:
                continue   # no move since the save; a next log may still hold some
            break
        table.log = number
        lines, problem = _replay_one(path, table)
        played += lines
        if problem:
            return played, problem
    return played, ""


def _replay_one(path: Path, table: NetTable) -> tuple[int, str]:
    try:
        raw = safefile.read_bytes(path, MAX_LOG_BYTES)
    except safefile.UnreadableFile as err:
        return 0, f"{err}; table {table.code} goes on from move {table.moves}"
    *lines, rest = raw.split(b"\n", MAX_LOG_LINES)   # at most MAX_LOG_LINES whole lines, and what follows
    too_long = len(lines) == MAX_LOG_LINES and rest
    for number, line in enumerate(lines, 1):
        try:
            table.replay(safefile.parse_json(line, "the line"))
        except ValueError as err:   # safefile.UnreadableFile is one
            return number - 1, f"{path.name}, line {number}: {err}; table {table.code} goes on from move {table.moves}"
    if too_long:
        return len(lines), (f"{path.name} holds more than {MAX_LOG_LINES} lines; table {table.code} goes on "
                            f"from move {table.moves}")
    if rest:
        return len(lines), f"{path.name}, line {len(lines) + 1} is cut short; table {table.code} goes on from move {table.moves}"
    return len(lines), ""


def _remove_orphan_logs(logs: dict[str, dict[int, Path]], codes: set[str]) -> None:
    """The logs of tables with no save at all (deleted from Continue, or killed before
    their first save landed): no table can be made of them."""
    for code in codes:
        for path in logs[code].values():
            try:
                path.unlink()
            except OSError:
                pass


def _log_kept_aside(folder: Path, table: NetTable, problem: str) -> str:
    """The log whose replay stopped (``problem``), moved aside whole as
    ``CODE.N.log.damaged-DATE`` before the table is folded into a new save (which removes
    its logs): the lines from the one refused on are kept as they were, to be looked at,
    and never played (no host reads that name). ``problem`` with where it is kept."""
    path = log_path(folder, table.code, table.log)
    if not os.path.lexists(path):
        return problem
    aside = safefile.set_aside(path)
    return f"{problem} (its log is kept as {aside.name})" if aside is not None else problem


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
    if path.name.removesuffix(".bak") != f"{table.code}.json":
        raise saves.SaveError(f"{path.name} holds table {table.code}, not the table its name says")
    return table


def damage(folder: Path, code: str) -> str:
    """Why table ``code``'s save in ``folder`` cannot be read, nor the save before it (its
    files left as they are), or "" when one can (a host resumes it: ``read_table``) or there
    is none: a host skips such a table, so it is not there to join."""
    try:
        path = table_path(folder, code)
        if not os.path.lexists(path) and not os.path.lexists(backup_path(path)):
            return ""
        filestore.read_with_backup(path, lambda p: load_table(p, lambda: 0.0), (saves.SaveError,))
    except saves.SaveError as err:
        return str(err)
    except ValueError:
        return ""   # not a table code: no file of it
    except OSError as err:
        return f"{code}.json could not be read ({err.strerror or err})"
    return ""


def read_table(path: Path, now: Callable[[], float]) -> tuple[NetTable, str]:
    """The table saved at ``path``; when that save does not read, the save before it (its
    ``.bak``, which every save keeps) is resumed, as a game's autosave is
    (``saves.load_with_backup``) and as Continue lists the table: the damaged file is moved
    aside first, never written over. Also what was done, for the host to say ("" when the
    save read). SaveError when neither reads, or the damaged file cannot be moved aside."""
    table, fault = filestore.read_with_backup(path, lambda p: load_table(p, now), (saves.SaveError,))
    if fault is None:
        return table, ""
    resumed = f"table {table.code} goes on from its save before, at move {table.moves}"
    if not os.path.lexists(path):
        return table, f"{sentence(str(fault))} The {resumed}."
    aside = safefile.set_aside(path)
    if aside is None:
        raise saves.SaveError(f"{fault}; it could not be moved aside, so the save before it is not resumed")
    return table, f"{sentence(str(fault))} It is kept as {aside.name}; {resumed}."


def load_folder(folder: Path, now: Callable[[], float],
                told: list[str] | None = None, keep_whole_logs: bool = False) -> tuple[list[NetTable], list[str]]:
    """Every table saved in ``folder`` (at most MAX_TABLES_KEPT), each with its log
    played again and folded into a new save (so nothing is appended after a line cut
    short), and a line for each table left out: a file that could not be read, the tables
    past the most read. What was done to a table read (resumed from the save before it,
    its log's replay stopped) is a line in ``told`` when given, else among those lines.
    ``keep_whole_logs``: a game going on whose one log, the one its save names, was played
    whole (every line ending in a newline) is not folded: a host goes on adding to that log
    (``NetTable.log_lines`` says how many lines it holds), a save and two fsyncs a table
    less at the start after a kill."""
    tables, problems = [], []
    told = problems if told is None else told
    if not folder.is_dir():
        return tables, problems
    every = [p.name for p in itertools.islice(folder.iterdir(), MAX_FOLDER_NAMES + 1)]
    if len(every) > MAX_FOLDER_NAMES:
        del every[MAX_FOLDER_NAMES:]
        problems.append(f"the folder holds more than {MAX_FOLDER_NAMES} files; only the tables among the first "
                        f"{MAX_FOLDER_NAMES} are hosted")
    saved = {name.removesuffix(".bak") for name in every if name.endswith((".json", ".json.bak"))}   # or only the save before
    names = sorted(name for name in saved if len(name) > 5 and all(ch in CODE_LETTERS for ch in name[:-5]))
    logs = _logs_by_code(folder, every)
    _remove_orphan_logs(logs, set(logs) - {name.partition(".")[0] for name in every if ".json" in name})
    if len(names) > MAX_TABLES_KEPT:
        problems.append(f"{len(names)} tables saved; only the first {MAX_TABLES_KEPT} are hosted")
    for name in names[:MAX_TABLES_KEPT]:
        try:
            table, done = _load_with_log(folder, name, now, logs.get(name[:-5], {}), keep_whole_logs)
        except saves.SaveError as err:
            problems.append(str(err))
            continue
        told.extend(done)
        tables.append(table)
    return tables, problems


def load_again(folder: Path, code: str, now: Callable[[], float]) -> tuple[NetTable, list[str]]:
    """The table ``code`` read back from ``folder`` as a host taking the folder reads it
    (``load_folder``), for a host that let it go from memory (``Server``); SaveError when
    its save cannot be read. Its path is made from the code the host kept, checked."""
    name = table_path(folder, code).name
    return _load_with_log(folder, name, now, _logs_of(folder, code))


def _load_with_log(folder: Path, name: str, now: Callable[[], float],
                   logs: dict[int, Path], keep_whole_log: bool = False) -> tuple[NetTable, list[str]]:
    """The table saved as ``name`` (or the save before it: ``read_table``), its log played
    again and folded into a new save when it had one (``logs``: its logs on disk, by number) or
    was resumed from the save before, and what was done: resumed so, the replay or the save
    stopped. The logs after a save resumed from the one before follow the damaged save, not
    it: only its own log, when still on disk (a host killed before removing it), is played."""
    table, resumed = read_table(folder / name, now)
    if resumed:
        table.read_back = resumed   # kept in the save folded below until said (``HostThread.read_back``)
    problems = [resumed] if resumed else []
    played, problem = 0, ""
    if not resumed or os.path.lexists(log_path(folder, table.code, table.log)):
        played, problem = replay_log(folder, table)
    if problem:
        problems.append(_log_kept_aside(folder, table, problem))
    if keep_whole_log and not (problem or resumed or table.session.finished) and set(logs) == {table.log}:
        table.log_lines = played   # its one log, whole: added to from here on
    elif played or problem or logs or resumed:
        try:
            fold(folder, table, logs)
        except OSError as err:
            problems.append(f"table {table.code} could not be saved again after its log was read: {err}")
    return table, problems
