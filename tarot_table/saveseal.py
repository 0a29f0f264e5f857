"""The seal on a save this install wrote, so that loading a long game need not replay it.

Loading a save replays every move through the rules from the deal: nothing read from a
file is trusted. At move 5,000 that replay takes longer than a player should wait, so a
save also carries its checkpoints (the position every few hundred moves), who made each
move, and a seal: an HMAC-SHA256 of the whole save under a key kept in the user data dir
(``save-seal.key``, made once, never shared). A save whose seal is right was written by
this install, by this version of the app, and not changed since: it is resumed from its
own positions at once. Any other save (from another machine or version, edited, damaged,
or without a seal, as every save made before this) is replayed and checked as before.
"""
from __future__ import annotations

import hashlib
import hmac
import os
import secrets

from tarot_table import __version__, jsontext, paths, safefile

KEY_BYTES = 32
_keys: dict[str, bytes] = {}   # per key file: one read a process


def _key_path():
    return paths.data_dir() / "save-seal.key"


def _key(create: bool) -> bytes | None:
    path = _key_path()
    known = _keys.get(str(path))
    if known is not None:
        return known
    try:
        key = safefile.read_bytes(path, KEY_BYTES)
    except safefile.UnreadableFile:
        if not create or not _make_key(path):
            return None
        return _key(create=False)
    if len(key) != KEY_BYTES:
        return None   # a key cut short is never used, nor replaced: saves are then only replayed
    _keys[str(path)] = key
    return key


def _make_key(path) -> bool:
    """A new key, put in place whole or not at all (a second window making one at the
    same moment keeps the first)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f"{path.name}.{os.getpid()}-{secrets.token_hex(4)}.new")
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o600)
        try:
            os.write(fd, secrets.token_bytes(KEY_BYTES))
            os.fsync(fd)
        finally:
            os.close(fd)
        try:
            os.link(tmp, path)   # never over a key already there
        except FileExistsError:
            pass
        return True
    except OSError:
        return False
    finally:
        try:
            os.unlink(tmp)
        except OSError:
            pass


def _mac(key: bytes, body: bytes) -> str:
    return hmac.new(key, body, hashlib.sha256).hexdigest()


_SEAL_START = ',"seal":"'
_SEAL_LENGTH = len(_SEAL_START) + 64 + 2   # the start, 64 hex digits, '"}'


def sealed_text(payload: dict) -> str:
    """The save's JSON text, with its seal last when a key can be had: the seal is of
    the text before it, so checking it reads no JSON again."""
    body = jsontext.compact(payload)   # a network host writes each table it plays every 2 s
    key = _key(create=True)
    if key is None or not body.endswith("}"):
        return body
    return f'{body[:-1]}{_SEAL_START}{_mac(key, body.encode("utf-8"))}"}}'


def trusted(raw: bytes, data: dict) -> bool:
    """True when the save read as ``raw`` (and parsed as ``data``) carries this
    install's seal, was written by this version of the app and is unchanged since."""
    if len(raw) <= _SEAL_LENGTH or data.get("app") != __version__ or not isinstance(data.get("seal"), str):
        return False
    tail = raw[-_SEAL_LENGTH:]
    if not tail.startswith(_SEAL_START.encode()) or not tail.endswith(b'"}'):
        return False
    key = _key(create=False)
    if key is None:
        return False
    body = raw[:-_SEAL_LENGTH] + b"}"
    return hmac.compare_digest(tail[len(_SEAL_START):-2], _mac(key, body).encode())
