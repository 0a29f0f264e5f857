"""What host and players say to each other: JSON objects, one per WebSocket message.

Every message has a ``type``. A connection opens with one message from the player,
``hello`` (to sit at a table), ``create`` (to open one) or ``look`` (to see a table's
seats before choosing one), carrying ``version``; a
player of another version is refused with a message that says both versions. Bytes
from the other side are hostile: a message is read only within ``MAX_MESSAGE``
bytes, must be an object of a known type, and every field is checked for its kind
and length before anything uses it (``BadMessage`` says what was wrong).

A player to host:   hello, create, look, act, undo, chat, leave, again
A host to a player: welcome, created, table, update, refused, error, chat
"""
from __future__ import annotations

import json

from tarot_table import jsontext

VERSION = 4   # 2: moves listed without their words; the data and the seat lists told only as they change;
#               3: the backs the piles' cards show (a view's ``backs``), told as they change;
#               4: ``again``, a person asking to play the next game at the same table
MAX_MESSAGE = 16 * 1024          # bytes a player may send in one message
MAX_HOST_MESSAGE = 4 * 1024 * 1024   # bytes a host may send (a view of six packs of cards)
MAX_NAME = 40
MAX_CHAT = 200
MAX_CODE = 16
MAX_TOKEN = 64
MAX_OPTIONS = 32
MAX_SEATS = 6
CLOSE_TABLE_ENDED = 4001   # a seat's connection closed because its table ended for good (its host deleted it)
TABLE_DELETED = "the host deleted this table"   # why, as a seat so closed is told it

FROM_PLAYER = frozenset({"hello", "create", "look", "act", "undo", "chat", "leave", "again"})


class BadMessage(ValueError):
    """A message that is not one the protocol has; the text says why, for the log
    and for the sender."""


def encode(message: dict) -> str:
    """``message`` as compact JSON text (``jsontext``: a host encodes four updates an action)."""
    return jsontext.compact(message)


def decode(raw: str | bytes, limit: int = MAX_MESSAGE, kinds: frozenset[str] = FROM_PLAYER) -> dict:
    """A message read from the other side: a JSON object of a known type, within
    ``limit`` bytes."""
    if len(raw) > limit:
        raise BadMessage(f"message longer than {limit} bytes")
    if isinstance(raw, bytes):
        try:
            raw = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise BadMessage("message is not UTF-8 text") from None
    try:
        message = json.loads(raw, parse_constant=_no_constant)
    except (ValueError, RecursionError) as err:
        raise BadMessage(f"message is not JSON ({str(err)[:80]})") from None
    if not isinstance(message, dict):
        raise BadMessage("message is not a JSON object")
    kind = message.get("type")
    if kind not in kinds:
        raise BadMessage(f"unknown message type {short(kind)}")
    return message


def _no_constant(name: str):
    raise ValueError(f"{name} is not a number JSON allows")


def text(message: dict, key: str, limit: int, required: bool = True) -> str | None:
    value = message.get(key)
    if value is None and not required:
        return None
    if not isinstance(value, str):
        raise BadMessage(f"'{key}' must be text")
    if len(value) > limit:
        raise BadMessage(f"'{key}' is longer than {limit} characters")
    return value


def whole(message: dict, key: str, low: int, high: int, required: bool = True) -> int | None:
    value = message.get(key)
    if value is None and not required:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise BadMessage(f"'{key}' must be a whole number from {low} to {high}")
    return value


def words(message: dict, key: str, count: int, length: int) -> dict[str, str]:
    value = message.get(key, {})
    if not isinstance(value, dict) or len(value) > count:
        raise BadMessage(f"'{key}' must be an object of at most {count} entries")
    if not all(isinstance(k, str) and isinstance(v, str) and len(k) <= length and len(v) <= length
               for k, v in value.items()):
        raise BadMessage(f"'{key}' must map text to text of at most {length} characters")
    return dict(value)


def version_refusal(version: object) -> str | None:
    """Why a player of ``version`` cannot play here, or None when it can."""
    if version == VERSION:
        return None
    theirs = short(version)
    return (f"This table speaks protocol version {VERSION}; your Tarot Table speaks {theirs}. "
            "Both players need the same version of Tarot Table.")


def short(value: object) -> str:
    """A value from the other side, cut short enough to quote in a log or a refusal."""
    words = repr(value)
    return words if len(words) <= 40 else words[:37] + "..."


def name_of(message: dict) -> str:
    """A player's name: printable, trimmed, at most MAX_NAME characters."""
    name = text(message, "name", 200, required=False) or ""
    name = "".join(ch for ch in name if ch.isprintable()).strip()[:MAX_NAME]
    return name
