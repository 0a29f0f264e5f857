"""Finding deck folders, in the order the player expects them to win.

Checking a deck opens every picture in it, about 20 ms a deck, so with hundreds of
decks installed nothing here checks more than it must: choosing the deck to play with
checks decks in order only until one will do, the list Settings offers reads deck.toml
alone, and a deck read once is kept for the rest of the process until its folder,
its deck.toml or one of the folders its pictures are in changes.
"""
from __future__ import annotations

import dataclasses
import filecmp
import os
from collections import Counter
from pathlib import Path

from tarot_table import paths, safefile
from tarot_table.decks.incoming import recover_quietly
from tarot_table.decks.spec import DRAWN_ID, MAX_TOML_BYTES, Deck, load_deck

_read: dict[tuple[Path, str, bool], tuple[tuple, Deck]] = {}   # (folder, lang, checked) -> (stamp, deck)
PICTURE_FOLDER_DEPTH = 3   # h1200/minor_arcana/cups


def search_roots() -> list[Path]:
    roots = [Path(p) for p in os.environ.get("TAROT_TABLE_DECKS", "").split(os.pathsep) if p]
    roots.append(paths.user_decks_dir())
    roots.append(paths.shared_tarot_library())
    bundled = paths.bundled_decks()
    if bundled is not None:
        roots.append(bundled)   # last: any deck the player installs wins over it
    return roots


MANIFEST_NAMES = ("deck.toml", "deck.json")   # deck.json is read by nothing: a folder with it is listed, refused


def _has_manifest(folder: str) -> bool:
    return any(os.path.exists(os.path.join(folder, name)) for name in MANIFEST_NAMES)


def _deck_folders(root: Path) -> list[Path]:
    """The deck folders in ``root``, by name (the folder's entries read once, and each
    path made as text: with hundreds of decks, a ``Path`` for each step was most of it).
    A folder with a deck.json and no deck.toml is one too, to be listed with why it
    cannot be used (its maker named the manifest wrongly)."""
    if _has_manifest(str(root)):
        return [root]
    try:
        with os.scandir(root) as entries:
            names = sorted(entry.name for entry in entries
                           if not entry.name.startswith(".") and entry.is_dir()
                           and _has_manifest(entry.path))
    except OSError:   # missing, not a folder, unreadable
        return []
    return [root / name for name in names]


def deck_folders() -> list[Path]:
    """Every deck folder, first-found first (an install killed earlier is settled first)."""
    recover_quietly(paths.user_decks_dir())
    return [folder for root in search_roots() for folder in _deck_folders(root)]


def _stamp(folder: Path, deep: bool) -> tuple:
    """What changes when a deck is replaced or edited: the folder's and deck.toml's
    identity and times, and, for a checked deck, those of the folders its pictures are in."""
    marks = []
    for path in (str(folder), os.path.join(folder, "deck.toml")):
        try:
            st = os.stat(path)
            marks.append((st.st_ino, st.st_mtime_ns, st.st_size))
        except OSError:
            marks.append(None)
    if deep:
        marks.append(_folder_marks(folder, PICTURE_FOLDER_DEPTH))
    return tuple(marks)


def _folder_marks(folder: Path, depth: int) -> tuple:
    try:
        with os.scandir(folder) as entries:
            inner = sorted((e.name, e.stat().st_mtime_ns, _folder_marks(Path(e.path), depth - 1) if depth > 1 else ())
                           for e in entries if e.is_dir())
    except OSError:
        return ()
    return tuple(inner)


def read_deck(folder: Path, lang: str = "en", checked: bool = True) -> Deck:
    """``load_deck``, kept while the folder is unchanged; a copy, for the caller to mark."""
    return dataclasses.replace(_kept_deck(folder, lang, checked))


def _kept_deck(folder: Path, lang: str, checked: bool) -> Deck:
    """The deck as read and kept (never to be marked: ``read_deck`` hands out copies). A
    deck checked after its deck.toml alone was read (picked from a list) is checked from
    that reading: deck.toml is parsed once."""
    key, stamp = (folder, lang, checked), _stamp(folder, checked)
    known = _read.get(key)
    if known is None or known[0] != stamp:
        listed = _read.get((folder, lang, False)) if checked else None
        current = listed[1] if listed and listed[0] == stamp[:2] else None   # its folder and deck.toml unchanged
        known = _read[key] = (stamp, load_deck(folder, lang, manifest_only=not checked, listed=current))
    return known[1]


def listed_decks(lang: str = "en") -> list[Deck]:
    """Every deck folder's deck as its deck.toml alone says, first-found first: the decks
    kept, not copies (the Decks page lists 300 at each opening), so only read them."""
    return [_kept_deck(folder, lang, False) for folder in deck_folders()]


def find_decks(lang: str = "en") -> list[Deck]:
    """Every deck found, each checked, first-found first; a deck whose id another
    folder's deck.toml claims too is marked ``id_shared`` (used only when picked)."""
    folders = deck_folders()
    shared = shared_ids([_kept_deck(folder, lang, False) for folder in folders])
    return [marked_if_shared(read_deck(folder, lang), shared) for folder in folders]


def shared_ids(listed: list[Deck]) -> set[str]:
    """The ids the deck.toml of more than one of ``listed`` claims (a deck's id is a claim
    any folder can make)."""
    claims = Counter(deck.id for deck in listed if deck.usable)
    return {deck_id for deck_id, count in claims.items() if count > 1}


def marked_if_shared(deck: Deck, shared: set[str]) -> Deck:
    """``deck`` (a copy, for the caller to mark) marked when its id is among ``shared``."""
    deck.id_shared = deck.usable and deck.id in shared
    return deck


def deck_choices(lang: str = "en") -> list[Deck]:
    """The decks to offer as choices, quickly: every folder's, read from deck.toml unless
    already checked; a deck found unusable is left out. The decks are the ones kept, not
    copies (a list of 300 is made at every opening of Settings): only read them."""
    choices = []
    for folder in deck_folders():
        full = _read.get((folder, lang, True))
        deck = _kept_deck(folder, lang, True) if full and full[0] == _stamp(folder, True) \
            else _kept_deck(folder, lang, False)
        if deck.usable:
            choices.append(deck)
    return choices


DEFAULT_DECK_ID = "rider-waite-smith"   # the deck played with until the player picks one


def choose_deck(preferred: str | None, lang: str = "en", folder: str = "") -> Deck | None:
    """The deck to play with. The one the player picked: ``preferred``, its id, in
    ``folder``, where it was picked, while that folder is searched and its deck still
    has that id and is usable (a pick with no folder, from an older settings file: the
    one deck found with that id). Else (nothing picked, or the pick gone, broken, or
    its id claimed by decks that differ) the Rider-Waite-Smith deck, when one deck
    alone claims its id; else None, the drawn deck.

    A deck's id is a claim any folder can make: of two different decks claiming one,
    neither is used unless picked, whichever folder comes first (folders holding the
    same files, byte for byte, are one deck, and the first is used). Never just the
    first deck found either: a folder newly added ahead of the others (a download, a
    stranger's deck) must not replace the cards without the player's choice. Only the
    decks whose deck.toml may name the id wanted are read (``_may_name``), and only
    those claiming it are checked."""
    folders = deck_folders()
    if preferred and folder:   # that folder's deck, never another claiming its id
        if Path(folder) in folders and _claims(Path(folder), preferred, lang):
            deck = read_deck(Path(folder), lang)
            if deck.usable:
                return deck
        preferred = None
    for wanted in dict.fromkeys(filter(None, (preferred, DEFAULT_DECK_ID))):
        claims = [deck for deck in (read_deck(f, lang) for f in folders if _claims(f, wanted, lang)) if deck.usable]
        if claims and all(same_files(claims[0], other) for other in claims[1:]):
            return claims[0]
    return None


def same_files(one: Deck, other: Deck) -> bool:
    """Whether two checked decks are made of the same files, byte for byte: one deck in
    two folders (a copy installed, a library shared with other tools)."""
    return one.files == other.files and all(
        filecmp.cmp(one.path / name, other.path / name, shallow=False) for name in sorted(one.files))


def _claims(folder: Path, wanted: str, lang: str) -> bool:
    """Whether the deck.toml in ``folder`` gives ``wanted`` as its id."""
    return _may_name(folder, wanted) and _kept_deck(folder, lang, False).id == wanted


def _may_name(folder: Path, wanted: str) -> bool:
    """Whether the deck.toml in ``folder`` could give ``wanted`` as its id, from its bytes
    alone (a plain file read whole, at most MAX_TOML_BYTES, a link not followed): a TOML
    string holds a deck id's letters as they are unless it escapes them, so a manifest
    with neither the id's text nor a backslash is not that deck's, and its parse, some
    40 us a deck, is spared (300 decks and no Rider-Waite-Smith among them: 12 ms at
    each start). Anything else (a link, no deck.toml, an unreadable one) may be: the
    deck's own reading decides, as without this look."""
    try:
        raw = safefile.read_bytes(folder / "deck.toml", MAX_TOML_BYTES)
    except safefile.UnreadableFile:
        return True
    return wanted.encode() in raw or b"\\" in raw


def deck_in_settings(settings, lang: str = "en") -> Deck | None:
    """The deck the player's settings name (``choose_deck``), or None for the drawn deck."""
    if settings.deck == DRAWN_ID:
        return None
    return choose_deck(settings.deck or None, lang, settings.deck_folder)


def deck_installed(lang: str = "en") -> bool:
    """Whether any usable deck is found (decks checked in order only until one will do)."""
    return any(read_deck(folder, lang).usable for folder in deck_folders())
