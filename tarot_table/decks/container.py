"""Deck containers: one deck folder in a ZIP file (``.tarotdeck``), read and written
under the container rules of the Arcana Land Tarot Deck Specification.

Every entry is checked here, by this module, before anything is unpacked: a
container that breaks one rule is refused whole, with the rule it broke, and
nothing is written outside the scratch folder the caller gives.
"""
from __future__ import annotations

import os
import stat
import zipfile
import zlib
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

MEDIA_TYPE = "application/vnd.arcana-land.tarotdeck+zip"
EXTENSION = ".tarotdeck"
MAX_TOTAL_BYTES = 1 << 30      # what a deck may unpack to
MAX_ENTRIES = 5000
MAX_RATIO = 100                # uncompressed : compressed, the specification's advice
RATIO_FLOOR = 64 * 1024        # entries smaller than this are too small to be a bomb alone...
TOTAL_RATIO_FLOOR = 1 << 20    # ...so the whole container's ratio is held to MAX_RATIO too
MAX_SEGMENT_BYTES = 120        # a deck's names are short; file systems stop at 255
MAX_DEPTH = 8                  # h1200/minor_arcana/cups/queen.jpg is 4 deep
MAX_NAME_BYTES = 400
ENCRYPTED_FLAG = 0x1
UTF8_FLAG = 0x800
STORED_OR_DEFLATED = (zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED)
ALREADY_COMPRESSED = {".jpg", ".jpeg", ".png", ".webp"}


class ContainerError(Exception):
    """A container that breaks a rule; the message names the rule."""


@dataclass(frozen=True)
class Entry:
    info: zipfile.ZipInfo
    path: PurePosixPath
    is_dir: bool


def looks_like_container(path: Path) -> bool:
    """A ``.tarotdeck`` file, or a zip whose first entry declares the deck media type."""
    if path.suffix.lower() == EXTENSION:
        return True
    try:
        with zipfile.ZipFile(path) as archive:
            first = archive.infolist()[:1]
            return bool(first) and first[0].filename == "mimetype" and first[0].file_size == len(MEDIA_TYPE) \
                and archive.read(first[0]).decode("ascii", "replace") == MEDIA_TYPE
    except (OSError, zipfile.BadZipFile, zlib.error, EOFError, NotImplementedError, RuntimeError):
        return False


def checked_entries(archive: zipfile.ZipFile) -> list[Entry]:
    """Every entry of ``archive``, or ContainerError naming the first rule broken."""
    infos = archive.infolist()
    if len(infos) > MAX_ENTRIES:
        raise ContainerError(f"it holds {len(infos)} entries; a deck has at most {MAX_ENTRIES}")
    entries, seen, total, packed = [], set(), 0, 0
    for info in infos:
        entry = _checked_entry(info)
        if str(entry.path) in seen:
            raise ContainerError(f"the entry name {_short(info.filename)!r} appears twice")
        seen.add(str(entry.path))
        total += info.file_size
        packed += info.compress_size
        if total > MAX_TOTAL_BYTES:
            raise ContainerError("it unpacks to more than 1 GiB, far more than a deck needs")
        entries.append(entry)
    if total > TOTAL_RATIO_FLOOR and total > MAX_RATIO * max(packed, 1):
        raise ContainerError(f"its {len(infos)} entries together expand more than {MAX_RATIO} times "
                             f"({packed:,} bytes to {total:,}), like a zip bomb")
    _check_files_are_not_folders(entries)
    return entries


def _check_files_are_not_folders(entries: list[Entry]) -> None:
    folders = {parent for entry in entries for parent in entry.path.parents}
    for entry in entries:
        if not entry.is_dir and entry.path in folders:
            raise ContainerError(f"the entry name {_short(entry.info.filename)!r} is both a file and a folder")


def _checked_entry(info: zipfile.ZipInfo) -> Entry:
    name = info.filename
    if "\\" in name:
        raise ContainerError(f"the entry name {_short(name)!r} uses '\\' where only '/' may separate folders")
    if not info.flag_bits & UTF8_FLAG and not name.isascii():
        raise ContainerError(f"the entry name {_short(name)!r} is not written in UTF-8")
    if name.startswith("/") or PurePosixPath(name).is_absolute():
        raise ContainerError(f"the entry name {_short(name)!r} is absolute")
    is_dir = name.endswith("/")
    segments = (name[:-1] if is_dir else name).split("/")
    if len(segments[0]) == 2 and segments[0][1] == ":":
        raise ContainerError(f"the entry name {_short(name)!r} names a drive")
    if len(segments) > MAX_DEPTH:
        raise ContainerError(f"the entry name {_short(name)!r} is {len(segments)} folders deep; "
                             f"a deck needs at most {MAX_DEPTH}")
    if len(name.encode()) > MAX_NAME_BYTES or any(len(s.encode()) > MAX_SEGMENT_BYTES for s in segments):
        raise ContainerError(f"the entry name {_short(name)!r} is longer than a deck's file names may be "
                             f"({MAX_SEGMENT_BYTES} bytes a part, {MAX_NAME_BYTES} in all)")
    if ".." in segments:
        raise ContainerError(f"the entry name {_short(name)!r} has a '..' segment that leaves its folder")
    if "" in segments or "." in segments:
        raise ContainerError(f"the entry name {_short(name)!r} has an empty or '.' segment")
    if info.flag_bits & ENCRYPTED_FLAG:
        raise ContainerError(f"the entry {_short(name)!r} is encrypted")
    if info.compress_type not in STORED_OR_DEFLATED:
        raise ContainerError(f"the entry {_short(name)!r} is compressed with method {info.compress_type}; "
                             "only stored or deflate are allowed")
    _check_file_type(info, is_dir)
    if info.file_size > RATIO_FLOOR and info.file_size > MAX_RATIO * max(info.compress_size, 1):
        raise ContainerError(f"the entry {_short(name)!r} expands more than {MAX_RATIO} times, like a zip bomb")
    return Entry(info, PurePosixPath(*segments), is_dir)


def _short(name: str) -> str:
    return name if len(name) <= 60 else f"{name[:28]}...{name[-28:]}"


def _check_file_type(info: zipfile.ZipInfo, is_dir: bool) -> None:
    kind = stat.S_IFMT(info.external_attr >> 16)
    if info.create_system != 3 or kind == 0:
        return  # no Unix file type recorded: a plain file or folder
    if kind == stat.S_IFLNK:
        raise ContainerError(f"the entry {_short(info.filename)!r} is a symbolic link")
    if kind not in (stat.S_IFREG, stat.S_IFDIR) or (kind == stat.S_IFDIR) != is_dir:
        raise ContainerError(f"the entry {_short(info.filename)!r} is neither a regular file nor a folder")


def unpack(container: Path, into: Path, wrapped_ok: bool = False, progress=None) -> Path:
    """Check every entry of ``container`` and unpack it into ``into`` (a new, empty
    scratch folder). Returns the deck root. ``wrapped_ok`` accepts the older zip
    releases whose deck sits in one wrapping folder; a real container never may.
    ``progress(entries unpacked, entries)`` is told after each entry."""
    try:
        archive = zipfile.ZipFile(container)
    except (zipfile.BadZipFile, OSError, EOFError, NotImplementedError, RuntimeError, ValueError) as err:
        raise ContainerError(f"it is not a ZIP archive ({err})") from None
    with archive:
        entries = checked_entries(archive)
        root = _deck_root(entries, wrapped_ok)
        into.mkdir(parents=True, exist_ok=True)
        try:
            for number, entry in enumerate(entries, 1):
                _extract(archive, entry, into)
                if progress:
                    progress(number, len(entries))
        except (zipfile.BadZipFile, zlib.error, EOFError, NotImplementedError, RuntimeError, ValueError) as err:
            raise ContainerError(f"it is damaged ({err})") from None
    return into / root if root else into


def _deck_root(entries: list[Entry], wrapped_ok: bool) -> str:
    manifests = [e.path for e in entries if not e.is_dir and e.path.name == "deck.toml"]
    if PurePosixPath("deck.toml") in manifests:
        return ""
    nested = [m for m in manifests if len(m.parts) == 2]
    if len(nested) == 1 and wrapped_ok:
        return nested[0].parts[0]
    if nested:
        raise ContainerError("the deck sits inside a wrapping folder; a container holds the deck "
                             "root itself at the top of the archive")
    raise ContainerError("it holds no deck.toml at the top of the archive")


def _extract(archive: zipfile.ZipFile, entry: Entry, into: Path) -> None:
    target = into.joinpath(*entry.path.parts)
    if entry.is_dir:
        target.mkdir(parents=True, exist_ok=True)
        return
    target.parent.mkdir(parents=True, exist_ok=True)
    written = 0
    with archive.open(entry.info) as source, open(target, "xb") as out:
        while chunk := source.read(1 << 16):
            written += len(chunk)
            if written > entry.info.file_size:
                raise ContainerError(f"the entry {_short(entry.info.filename)!r} holds more than it declares")
            out.write(chunk)


def pack(folder: Path, target: Path) -> int:
    """Write the deck in ``folder`` as a container at ``target``: the ``mimetype``
    entry first, stored and with no extra field, then every file of the deck.
    Returns the number of files packed. Links inside the folder are refused."""
    files = []
    for path in sorted(folder.rglob("*")):
        if path.is_symlink():
            raise ContainerError(f"{path.relative_to(folder)} is a link; a container may hold none")
        if path.is_file() and path.name != "mimetype":
            files.append(path)
    tmp = target.with_name(target.name + f".{os.getpid()}.part")
    try:
        with zipfile.ZipFile(tmp, "w") as archive:
            mimetype = zipfile.ZipInfo("mimetype", (1980, 1, 1, 0, 0, 0))
            mimetype.external_attr = (stat.S_IFREG | 0o644) << 16
            archive.writestr(mimetype, MEDIA_TYPE, compress_type=zipfile.ZIP_STORED)
            for path in files:
                method = zipfile.ZIP_STORED if path.suffix.lower() in ALREADY_COMPRESSED else zipfile.ZIP_DEFLATED
                archive.write(path, path.relative_to(folder).as_posix(), compress_type=method)
        os.replace(tmp, target)
    finally:
        tmp.unlink(missing_ok=True)
    return len(files)
