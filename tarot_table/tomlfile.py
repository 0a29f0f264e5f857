"""Small TOML files a person writes by hand (meaning layers, spreads): read them,
and record why one cannot be used instead of raising."""
from __future__ import annotations

from pathlib import Path
from typing import Callable

from tarot_table import safefile

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib


class FileProblem(Exception):
    """Why a file cannot be used, in words a person can act on."""


def read_toml(path: Path, max_bytes: int) -> dict:
    """A plain file's TOML (a link to one is followed: people keep such files anywhere)."""
    try:
        raw = safefile.read_bytes(path, max_bytes, links=True)
    except safefile.UnreadableFile as err:
        raise FileProblem(str(err)) from None
    try:
        return tomllib.loads(raw.decode("utf-8"))
    except tomllib.TOMLDecodeError as err:
        raise FileProblem(f"not valid TOML ({err})") from None


def check(item, read: Callable[[object], None]) -> None:
    """Run ``read(item)``; mark ``item`` usable, or keep the reason it is not."""
    try:
        read(item)
        item.usable = True
    except FileProblem as problem:
        item.problem = str(problem)
    except (OSError, UnicodeDecodeError) as err:
        item.problem = f"the file could not be read ({err})"


def shadow_repeats(items: list, why: Callable[[str], str]) -> list:
    """The first usable item with an id wins; a later one is marked unusable with
    ``why(id)`` rather than silently dropped."""
    seen: set[str] = set()
    for item in items:
        if item.usable and item.id in seen:
            item.usable = False
            item.problem = why(item.id)
        if item.usable:
            seen.add(item.id)
    return items
