"""Checking a value read from a file against the shape the app wrote it in: the kind of
each field and its bounds (a name's length, a list's, a count's range). A file may have
been edited, damaged or planted; nothing read is used before it passes here.

Each check returns the value when it fits and raises ``BadShape`` (a ValueError) naming
the field and what was wrong with it otherwise.
"""
from __future__ import annotations

MAX_TEXT = 1000      # a name, a date, a short description
MAX_ITEMS = 10_000   # entries of a table or a list, unless the caller knows better


class BadShape(ValueError):
    """A field of a file that is not what the app wrote there."""


def text(value, field: str, limit: int = MAX_TEXT) -> str:
    if not isinstance(value, str):
        raise BadShape(f"{field} is not text")
    if len(value) > limit:
        raise BadShape(f"{field} is {len(value):,} characters long, more than the {limit:,} allowed")
    return value


def whole(value, field: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise BadShape(f"{field} is not a whole number")
    if not low <= value <= high:
        raise BadShape(f"{field} is {_short(value)}, outside {low:,} to {high:,}")
    return value


def number(value, field: str, low: float, high: float) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise BadShape(f"{field} is not a number")
    if not low <= value <= high:
        raise BadShape(f"{field} is {_short(value)}, outside {low:,} to {high:,}")
    return float(value)


def flag(value, field: str) -> bool:
    if not isinstance(value, bool):
        raise BadShape(f"{field} is not true or false")
    return value


def items(value, field: str, limit: int = MAX_ITEMS) -> list:
    return _bounded(value, list, "a list", field, limit)


def table(value, field: str, limit: int = MAX_ITEMS) -> dict:
    return _bounded(value, dict, "a table", field, limit)


def _bounded(value, kind: type, kind_words: str, field: str, limit: int):
    if not isinstance(value, kind):
        raise BadShape(f"{field} is not {kind_words}")
    if len(value) > limit:
        raise BadShape(f"{field} has {len(value):,} entries, more than the {limit:,} allowed")
    return value


def words(value, field: str, limit: int = MAX_ITEMS, length: int = MAX_TEXT,
          key_length: int | None = None) -> dict[str, str]:
    """A table of text to text (a game's options, say): keys up to ``key_length``
    characters (``length`` when not given), entries up to ``length``."""
    for key, entry in table(value, field, limit).items():
        text(key, f"a key of {field}", length if key_length is None else key_length)
        text(entry, f"{field}[{key[:40]!r}]", length)
    return value


def _short(value) -> str:
    """A number for a message: a 400-digit one is not printed whole."""
    if isinstance(value, int) and abs(value) >= 10 ** 24:
        return "a number of more than 24 digits"
    return repr(value)
