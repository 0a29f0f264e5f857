"""Finding deck folders, in the order the player expects them to win.

Checking a deck opens every picture in it, about 20 ms a deck, so with hundreds of
decks installed nothing here checks more than it must: choosing the deck to play with
checks decks in order only until one will do, the list Settings offers reads deck.toml
alone, and a deck read once is kept for the rest of the process until its folder,
its deck.toml or one of the folders its pictures are in changes.
"""
from __future__ import annotations

import dataclasses
import os
from pathlib import Path

from tarot_table import paths, safefile
from tarot_table.decks.incoming import recover_quietly
from tarot_table.decks.spec import MAX_TOML_BYTES, Deck, load_deck

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
    """Every deck found, each checked, first-found first; a later folder with an id
    already seen is listed as shadowed rather than silently dropped."""
    decks: list[Deck] = []
    seen: set[str] = set()
    for folder in deck_folders():
        decks.append(unless_shadowed(read_deck(folder, lang), seen))
    return decks


def unless_shadowed(deck: Deck, seen: set[str]) -> Deck:
    """``deck`` marked unusable when a deck with its id was found first (in ``seen``,
    the usable ids so far, which it then joins)."""
    if deck.usable and deck.id in seen:
        deck.usable = False
        deck.shadowed = True
        deck.problem = f"another deck with id '{deck.id}' was found first"
    if deck.usable:
        seen.add(deck.id)
    return deck


def deck_choices(lang: str = "en") -> list[Deck]:
    """The decks to offer as choices, quickly: one for each id, read from deck.toml
    unless already checked; a deck found unusable is left out. The decks are the ones
    kept, not copies (a list of 300 is made at every opening of Settings): only read them."""
    choices: dict[str, Deck] = {}
    for folder in deck_folders():
        full = _read.get((folder, lang, True))
        deck = _kept_deck(folder, lang, True) if full and full[0] == _stamp(folder, True) \
            else _kept_deck(folder, lang, False)
        if deck.usable and deck.id not in choices:
            choices[deck.id] = deck
    return list(choices.values())


DEFAULT_DECK_ID = "rider-waite-smith"   # the deck played with until the player picks one


def choose_deck(preferred: str | None, lang: str = "en") -> Deck | None:
    """The deck to play with: the first usable one with the preferred id, else (no deck
    chosen, or the chosen one gone or broken) the first usable Rider-Waite-Smith deck,
    else None, the drawn deck. Never just the first deck found: a folder newly added
    ahead of the others (a download, a stranger's deck) must not replace the cards
    without the player's choice. Decks are checked in order only until one will do, and
    only a deck whose deck.toml may name the id wanted is read (``_may_name``)."""
    folders = deck_folders()
    for wanted in dict.fromkeys(filter(None, (preferred, DEFAULT_DECK_ID))):
        for folder in folders:
            if _may_name(folder, wanted) and read_deck(folder, lang, checked=False).id == wanted:
                deck = read_deck(folder, lang)
                if deck.usable:
                    return deck
    return None


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


def deck_installed(lang: str = "en") -> bool:
    """Whether any usable deck is found (decks checked in order only until one will do)."""
    return any(read_deck(folder, lang).usable for folder in deck_folders())
