"""Reading and checking deck folders (Arcana Land Tarot Deck Specification v1.0).

``load_deck`` never raises: a deck that cannot be used comes back with
``usable=False`` and a reason a person can act on.
"""
from __future__ import annotations

import os
import re
import stat
from dataclasses import dataclass, field, replace
from pathlib import Path, PurePosixPath

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib

from PIL import Image

from tarot_table import safefile
from tarot_table.cards import SUITS, TAROT_DECK, facts
from tarot_table.paths import is_inside

REQUIRED_FIELDS = ("id", "schema_version", "name", "version")
IMAGE_EXTENSIONS = (".png", ".jpg", ".jpeg", ".webp")
MAX_TOML_BYTES = 1 << 20
MAX_IMAGE_PIXELS = 6000 * 6000   # far above any card scan, far below a decompression bomb
RASTER_DIR = re.compile(r"^h(\d+)$")
# A deck's id names its folder among the installed decks and its sprite cache folder, so
# it is one plain path segment: no dots, slashes or spaces, nothing a file system treats
# specially, and short enough for any file system.
DECK_ID = re.compile(r"[a-z0-9][a-z0-9-]{0,63}")
ID_RULE = "lowercase letters, digits and hyphens, at most 64, starting with a letter or digit"
DRAWN_ID = "drawn"   # the app's own drawn deck, chosen in Settings by this id
MAX_NAME_CHARS = 200
MAX_VERSION_CHARS = 40
MIN_ASPECT_RATIO, MAX_ASPECT_RATIO = 0.3, 1.5   # card width / height: a long narrow card to one on its side
MANIFEST_FILE = PurePosixPath("deck.toml")   # as the deck's files list it
NAMES_FILE = re.compile(r"[a-z]{2,3}(-[A-Za-z0-9]{1,8}){0,3}\.toml")


@dataclass
class Deck:
    """A deck folder and what was found in it."""

    path: Path
    id: str = ""
    name: str = ""
    version: str = ""
    usable: bool = False
    problem: str = ""
    faces: dict[str, dict[int, Path]] = field(default_factory=dict)  # card -> height -> file
    backs: dict[str, Path] = field(default_factory=dict)
    default_back: str = ""
    names: dict[str, str] = field(default_factory=dict)
    alt_text: dict[str, str] = field(default_factory=dict)
    attribution: str = ""
    author: str = ""
    license: str = ""
    # width / height, as the deck declares it (0 when it does not): checked, never used, since a
    # card is drawn at its picture's shape (docs/decks.md)
    aspect_ratio: float = 0.0
    # every file the deck is made of, relative to its folder, as the reader looks it up
    files: set[PurePosixPath] = field(default_factory=set)
    real_path: str = field(default="", repr=False)   # the folder, links resolved
    real_folders: dict[str, str] = field(default_factory=dict, repr=False, compare=False)   # during a check
    checked: bool = False   # every file checked, not deck.toml alone (then usable speaks for deck.toml only)
    id_shared: bool = False  # another folder's deck claims its id too: it is used only when picked

    def face_file(self, card: str, height: int) -> Path:
        """The scan best suited to drawing ``card`` at ``height`` pixels: the smallest
        one at least that tall, else the tallest."""
        sizes = self.faces[card]
        taller = [h for h in sizes if h >= height]
        return sizes[min(taller) if taller else max(sizes)]


class DeckProblem(Exception):
    pass


def load_deck(folder: Path, lang: str = "en", manifest_only: bool = False, listed: Deck | None = None) -> Deck:
    """The deck in ``folder``, every file checked; with ``manifest_only``, deck.toml
    alone is read (quick, for a list of names) and ``checked`` stays False. ``listed``,
    this folder's deck as its deck.toml alone read still is, spares parsing deck.toml
    again: the check goes on from there (a page lists decks, then checks the one picked)."""
    deck = _to_check(listed) if listed is not None and not manifest_only \
        else Deck(path=folder, checked=not manifest_only)
    if deck.problem:   # listed, and its deck.toml did not read
        return deck
    try:
        if not deck.usable:   # not listed: deck.toml first
            _read_manifest(deck)
        if not manifest_only:
            _find_faces(deck)
            _find_backs(deck)
            _read_names(deck, lang)
        deck.usable = True
    except DeckProblem as problem:
        deck.usable, deck.problem = False, str(problem)
    except (OSError, ValueError) as err:  # unreadable files, odd encodings
        deck.usable, deck.problem = False, f"the deck folder could not be read ({err})"
    if not deck.name:
        deck.name = deck.id or folder.name
    return deck


def _to_check(listed: Deck) -> Deck:
    """A deck of its own to check, from ``listed`` (deck.toml alone read), sharing nothing
    a check changes with it."""
    return replace(listed, checked=True, faces={}, backs=dict(listed.backs), files=set(listed.files),
                   real_folders=dict(listed.real_folders))


def _inside(deck: Deck, path: Path) -> Path:
    """Resolve ``path`` and refuse anything that leads out of the deck folder."""
    return Path(_real_inside(deck, str(path)))


def _real_inside(deck: Deck, path: str) -> str:
    """``_inside`` for a path given and returned as text (a deck's check resolves some 80)."""
    if not deck.real_path:   # resolved once a deck
        deck.real_path = deck.real_folders[str(deck.path)] = os.path.realpath(deck.path)
    root = deck.real_path
    resolved = _resolved(deck, path)
    if resolved != root and not resolved.startswith(root.rstrip(os.sep) + os.sep):
        raise DeckProblem(f"{_shown(deck, Path(path))} points outside the deck folder")
    return resolved


def _resolved(deck: Deck, path: str) -> str:
    """``os.path.realpath(path)``, its folder resolved once a check (a deck's 78 faces
    lie in a dozen folders, and realpath looks at every part of a path, some 15 lstat
    calls a picture): a name that is no link adds itself to its folder's real path."""
    folder, name = os.path.split(path)
    if name in ("", ".", ".."):
        return os.path.realpath(path)
    real_folder = deck.real_folders.get(folder)
    if real_folder is None:
        real_folder = deck.real_folders[folder] = os.path.realpath(folder)
    joined = os.path.join(real_folder, name)
    try:
        is_link = stat.S_ISLNK(os.lstat(joined).st_mode)
    except OSError:   # missing: realpath keeps the name as it is
        return joined
    return os.path.realpath(joined) if is_link else joined


def _shown(deck: Deck, path: Path) -> Path:
    """How a problem names a file of the deck: from the deck folder."""
    return path.relative_to(deck.path) if path.is_relative_to(deck.path) else path


def _read_toml(deck: Deck, path: Path | str, links: bool = True) -> dict:
    """The TOML file at ``path``; a link is read only when it resolves inside the deck,
    and, without ``links``, not at all (the file is opened refusing a link)."""
    path = _inside(deck, path) if links else Path(path)
    try:
        raw = safefile.read_bytes(path, MAX_TOML_BYTES, links=links)
    except safefile.UnreadableFile as err:
        raise DeckProblem(str(err)) from None
    try:
        return tomllib.loads(raw.decode("utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as err:
        raise DeckProblem(f"{path.name} is not valid TOML ({err})") from None


def _read_manifest(deck: Deck) -> None:
    """deck.toml, read with one look at it when it is a plain file right in the deck
    folder: it cannot then lead out, and it is opened refusing a link, so nothing needs
    resolving (Settings and the Decks page read hundreds at once). A link to deck.toml
    is resolved and read only when it stays inside the deck."""
    manifest = os.path.join(deck.path, "deck.toml")
    try:
        mode = os.lstat(manifest).st_mode
    except OSError:
        if os.path.lexists(os.path.join(deck.path, "deck.json")):
            raise DeckProblem("there is no deck.toml, only a deck.json: the deck's manifest "
                              "must be deck.toml, with a [deck] table") from None
        raise DeckProblem("there is no deck.toml") from None
    if stat.S_ISREG(mode):
        data = _read_toml(deck, manifest, links=False)
    elif stat.S_ISLNK(mode) and os.path.isfile(manifest):
        data = _read_toml(deck, manifest)
    else:
        raise DeckProblem("there is no deck.toml")
    info = data.get("deck")
    if not isinstance(info, dict):
        raise DeckProblem("deck.toml has no [deck] table")
    missing = [f for f in REQUIRED_FIELDS if not isinstance(info.get(f), str) or not info[f]]
    if missing:
        raise DeckProblem(f"deck.toml is missing required fields: {', '.join(missing)}")
    deck.id = checked_id(info["id"])
    for key, most in (("name", MAX_NAME_CHARS), ("version", MAX_VERSION_CHARS)):
        if len(info[key]) > most:
            raise DeckProblem(f"its {key} is longer than {most} characters")
    deck.name, deck.version = info["name"], info["version"]
    deck.files.add(MANIFEST_FILE)
    deck.attribution = str(info.get("attribution", ""))
    deck.author = str(info.get("author", info.get("creator", "")))
    deck.license = str(info.get("license", ""))
    if "aspect_ratio" in info:
        deck.aspect_ratio = checked_aspect_ratio(info["aspect_ratio"])
    if not info["schema_version"].startswith("1."):
        raise DeckProblem(f"schema version {info['schema_version']} is not supported (1.x is)")
    backs = data.get("card_backs")
    if isinstance(backs, dict):
        deck.default_back = str(backs.get("default", ""))
        variants = backs.get("variants")
        for name, variant in (variants.items() if isinstance(variants, dict) else ()):
            if isinstance(variant, dict) and isinstance(variant.get("image"), str):
                deck.backs[name] = deck.path / variant["image"]   # checked with the other backs
    _note_license_files(deck, info.get("license_files"))


def _note_license_files(deck: Deck, listed) -> None:
    """The licence files deck.toml names are part of the deck (an install keeps them),
    though the table never reads them: a name that is not a small file in the deck is passed over."""
    for name in (listed[:16] if isinstance(listed, list) else ()):
        if isinstance(name, str) and name:
            path = deck.path / name
            if is_inside(path, deck.path) and path.is_file() and path.stat().st_size <= MAX_TOML_BYTES:
                _note_file(deck, path)


def checked_aspect_ratio(value) -> float:
    """A declared card width / height, or DeckProblem: a real card, from a long narrow
    one to one lying on its side, is between MIN_ASPECT_RATIO and MAX_ASPECT_RATIO
    (NaN, infinities, negatives and the far ends of a float are not)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise DeckProblem("its aspect_ratio is not a number (a card's width / height, "
                          f"between {MIN_ASPECT_RATIO} and {MAX_ASPECT_RATIO})")
    if not MIN_ASPECT_RATIO <= value <= MAX_ASPECT_RATIO:   # False for NaN too
        shown = f"{value:.6g}" if isinstance(value, float) else str(value)[:24]
        raise DeckProblem(f"its aspect_ratio {shown} is not a card's width / height "
                          f"(a card's is between {MIN_ASPECT_RATIO} and {MAX_ASPECT_RATIO})")
    return float(value)


def checked_id(value: str) -> str:
    """``value`` if it is a deck id, else DeckProblem saying why."""
    if not DECK_ID.fullmatch(value):
        shown = value if len(value) <= 40 else value[:40] + "..."
        raise DeckProblem(f"its id {shown!r} is not a deck id ({ID_RULE})")
    if value == DRAWN_ID:
        raise DeckProblem(f"its id '{DRAWN_ID}' is the app's own drawn deck")
    return value


def _checked_image(deck: Deck, path: Path | str, relative: str = "") -> Path:
    """A path to a real, sanely sized image inside the deck, or DeckProblem; ``relative``,
    when given, is ``path`` from the deck folder, already plain. (The name a problem shows
    is worked out only for a problem: a deck's check opens some 80 images.)"""
    resolved = _real_inside(deck, str(path))
    if not os.path.isfile(resolved):
        raise DeckProblem(f"{_shown(deck, Path(path))} is missing")
    try:
        with Image.open(resolved) as im:
            width, height = im.size
    except Image.DecompressionBombError:
        raise DeckProblem(f"{_shown(deck, Path(path))} has far too many pixels, too large to be a card") from None
    except (OSError, ValueError):
        raise DeckProblem(f"{_shown(deck, Path(path))} is not an image") from None
    if width * height > MAX_IMAGE_PIXELS:
        raise DeckProblem(f"{_shown(deck, Path(path))} is {width}x{height} pixels, too large to be a card")
    if relative:
        deck.files.add(PurePosixPath(relative))
    else:
        _note_file(deck, path)
    return Path(resolved)


def _note_file(deck: Deck, path: Path) -> None:
    relative = PurePosixPath(os.path.normpath(path.relative_to(deck.path)))
    if relative.parts[:1] == ("..",):
        raise DeckProblem(f"{path.relative_to(deck.path)} goes out of the deck folder and back in")
    deck.files.add(relative)


def _card_stem(card: str) -> str:
    f = facts(card)
    if f.arcana == "major":
        return f"major_arcana/{f.number:02d}"
    return f"minor_arcana/{f.suit}/{f.rank}"


CARD_STEMS = tuple((card, _card_stem(card)) for card in TAROT_DECK)   # a face's file, from a raster folder


def _find_faces(deck: Deck) -> None:
    raster_dirs = sorted((int(m.group(1)), d) for d in deck.path.iterdir()
                         if d.is_dir() and (m := RASTER_DIR.match(d.name)))
    if not raster_dirs:
        text_art = sorted(d.name for d in deck.path.iterdir() if d.is_dir() and re.match(r"^ansi\d+$", d.name))
        if text_art:
            raise DeckProblem(f"it has only text art ({', '.join(text_art)}), and this table draws cards "
                              "from raster images (h750, h1200, ...)")
        raise DeckProblem("there is no raster image folder (h750, h1200, ...)")
    root = str(deck.path)
    for height, folder in raster_dirs:
        for card, stem in CARD_STEMS:
            for ext in IMAGE_EXTENSIONS:
                relative = f"{folder.name}/{stem}{ext}"   # plain: the folder's name is h and digits
                candidate = os.path.join(root, relative)
                if os.path.lexists(candidate):   # a file, or a link (even a broken one, to say so)
                    deck.faces.setdefault(card, {})[height] = _checked_image(deck, candidate, relative)
                    break
    missing = [c for c in TAROT_DECK if c not in deck.faces]
    if missing:
        shown = ", ".join(missing[:3]) + (f" and {len(missing) - 3} more" if len(missing) > 3 else "")
        raise DeckProblem(f"{len(missing)} of the 78 card faces are missing: {shown}")


def _find_backs(deck: Deck) -> None:
    deck.backs = {name: _checked_image(deck, path) for name, path in deck.backs.items()}
    folder = deck.path / "card_backs"
    if folder.is_dir():
        for path in sorted(folder.iterdir()):
            if path.suffix.lower() in IMAGE_EXTENSIONS and path.stem not in deck.backs:
                deck.backs[path.stem] = _checked_image(deck, path)
    if deck.default_back and deck.default_back not in deck.backs:
        raise DeckProblem(f"the default card back '{deck.default_back}' has no image")
    if not deck.default_back and deck.backs:
        deck.default_back = next(iter(deck.backs))


def _read_names(deck: Deck, lang: str) -> None:
    folder = deck.path / "names"
    for candidate in (lang, "en"):
        path = folder / f"{candidate}.toml"
        if path.is_file():
            data = _read_toml(deck, path)
            deck.names = _card_table(data)
            deck.alt_text = _card_table(data.get("alt_text", {}))
            break
    if folder.is_dir():   # the other languages' names are the deck's too
        for path in sorted(folder.iterdir())[:100]:
            if NAMES_FILE.fullmatch(path.name) and is_inside(path, deck.path) and path.is_file() \
                    and path.stat().st_size <= MAX_TOML_BYTES:
                _note_file(deck, path)


def _card_table(data: dict) -> dict[str, str]:
    """Flatten ``[major_arcana] 00 = ...`` and ``[minor_arcana.cups] ace = ...``."""
    table: dict[str, str] = {}
    majors = data.get("major_arcana", {})
    if isinstance(majors, dict):
        for key, value in majors.items():
            if isinstance(value, str) and key.isdigit():
                table[f"major_arcana.{int(key):02d}"] = value
    minors = data.get("minor_arcana", {})
    if isinstance(minors, dict):
        for suit in SUITS:
            ranks = minors.get(suit, {})
            if isinstance(ranks, dict):
                for rank, value in ranks.items():
                    if isinstance(value, str):
                        table[f"minor_arcana.{suit}.{rank}"] = value
    return table
