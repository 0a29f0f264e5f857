"""Reading the files the app keeps (saves, settings, statistics, the journal) without
trusting them: only a plain file is read, never through a link, never more than a bound.

A named pipe opened the usual way blocks until a writer comes (the app froze before its
first frame); a link to ``/dev/zero`` reads until memory runs out. So the file is opened
without blocking and without following a link, looked at through its open descriptor
(what is checked is what is read), and read up to its bound and one byte more.

Every problem is an ``UnreadableFile`` whose message starts with the file's name and says
in words what is wrong. ``set_aside`` moves a bad file out of the way under a name that
says so, never over another file.
"""
from __future__ import annotations

import json
import os
import stat
from datetime import datetime
from pathlib import Path

_OPEN_FLAGS = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
               | getattr(os, "O_BINARY", 0))
_NO_LINKS = getattr(os, "O_NOFOLLOW", 0)
READ_CHUNK = 1 << 16   # under the C library's bound for a block of its own (large_blocks.py): no mapping a read
_KINDS = ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a named pipe"), (stat.S_ISCHR, "a device"),
          (stat.S_ISBLK, "a device"), (stat.S_ISSOCK, "a socket"), (stat.S_ISLNK, "a link"))


class UnreadableFile(ValueError):
    """Why a file cannot be read, for a person; starts with the file's name."""


def read_bytes(path: Path, limit: int, links: bool = False) -> bytes:
    """The whole content of the plain file at ``path``, at most ``limit`` bytes. With
    ``links``, a link to a plain file is read too (a settings file kept with a person's
    other settings, say); the app's own data never is."""
    name = path.name
    try:
        fd = os.open(path, _OPEN_FLAGS | (0 if links else _NO_LINKS))
    except FileNotFoundError:
        raise UnreadableFile(f"{name} does not exist") from None
    except PermissionError:
        raise UnreadableFile(f"{name} cannot be read: permission denied") from None
    except OSError as err:
        if not links and path.is_symlink():   # O_NOFOLLOW's ELOOP (EMLINK on some systems)
            raise UnreadableFile(f"{name} is a link, not a file: only plain files are read") from None
        raise UnreadableFile(f"{name} cannot be read ({err.strerror or err})") from None
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            kind = next((words for test, words in _KINDS if test(mode)), "not a plain file")
            raise UnreadableFile(f"{name} is {kind}, not a file")
        return _read_bounded(fd, name, limit)
    except OSError as err:
        raise UnreadableFile(f"{name} cannot be read ({err.strerror or err})") from None
    finally:
        os.close(fd)


def _read_bounded(fd: int, name: str, limit: int) -> bytes:
    chunks, total = [], 0
    while total <= limit:
        chunk = os.read(fd, min(READ_CHUNK, limit + 1 - total))
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)
        total += len(chunk)
    raise UnreadableFile(f"{name} is larger than {size_words(limit)}, far larger than it would be")


def size_words(count: int) -> str:
    if count >= 1 << 20:
        return f"{count >> 20} MiB"
    return f"{count >> 10} KiB" if count >= 1 << 10 else f"{count} bytes"


def read_json(path: Path, limit: int, links: bool = False) -> object:
    """The JSON value in the file: ``UnreadableFile`` for anything but UTF-8 JSON text
    (NaN and Infinity, which no file of ours holds, included)."""
    return parse_json(read_bytes(path, limit, links), path.name)


def parse_json(raw: bytes, name: str) -> object:
    """``read_json`` for bytes already read from the file ``name``."""
    if not raw.strip():
        raise UnreadableFile(f"{name} is empty")
    try:
        text = raw.decode("utf-8")
        return json.loads(text, parse_constant=_no_constant)
    except UnicodeDecodeError:
        raise UnreadableFile(f"{name} is not text (it may be from another program)") from None
    except RecursionError:
        raise UnreadableFile(f"{name} is nested too deeply") from None
    except json.JSONDecodeError as err:
        hint = "it looks cut short" if err.pos >= len(text.rstrip()) - 1 else "it is not valid JSON"
        raise UnreadableFile(f"{name} is damaged: {hint} (line {err.lineno}, column {err.colno})") from None
    except ValueError as err:
        raise UnreadableFile(f"{name} holds a value none of our files contains ({err})") from None


def _no_constant(name: str):
    raise ValueError(name)


def set_aside(path: Path) -> Path | None:
    """Move a file that could not be used out of the way, beside itself, as
    ``NAME.damaged-DATE`` (with a number when that is taken); the new place, or None
    when it could not be moved (it is then left exactly as it was)."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    for number in range(100):
        aside = path.with_name(f"{path.name}.damaged-{stamp}" + (f"-{number}" if number else ""))
        if os.path.lexists(aside):
            continue
        try:
            os.rename(path, aside)   # same folder: the name changes, nothing is copied
        except OSError:
            return None
        return aside
    return None
