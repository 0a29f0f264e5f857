"""Putting the app into the desktop's applications menu and taking it out again.

``install`` writes a desktop entry and the icon at the usual sizes into the user's XDG
data dir (``$XDG_DATA_HOME``, else ``~/.local/share``; ``$TAROT_TABLE_HOME/desktop``
when that is set), pointing at wherever this copy of
the app is. The entry itself records every other file and folder install made (in
``X-Tarot-Table-*`` keys), so ``uninstall`` removes exactly those and nothing else, and
a second install, or one from a moved folder, rewrites the same single entry.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

from tarot_table import __version__, paths, safefile
from tarot_table.decks.container import MEDIA_TYPE as DECK_MEDIA_TYPE

APP_ID = "tarot-table"
ENTRY_NAME = f"{APP_ID}.desktop"
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256)
MIME_TOOL = "update-mime-database"   # shared-mime-info's cache builder
FILES_KEY = "X-Tarot-Table-Files"
FOLDERS_KEY = "X-Tarot-Table-Created-Folders"
MAX_ENTRY_BYTES = 1 << 20
# Characters that force an Exec argument into double quotes (desktop entry spec, "The Exec key").
EXEC_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")
EXEC_ESCAPED_IN_QUOTES = set('"`$\\')
STRING_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "s": " "}


class DesktopError(Exception):
    """Install or uninstall cannot go ahead; the message says why."""


@dataclass
class Change:
    """What one install or uninstall did, for the player to read."""

    entry: Path
    written: list[Path] = field(default_factory=list)
    removed: list[Path] = field(default_factory=list)
    kept: list[Path] = field(default_factory=list)   # folders left because something else is in them
    notes: list[str] = field(default_factory=list)   # what else was done, or could not be, in a line each


# ---- where --------------------------------------------------------------------------
def data_home() -> Path:
    """The XDG data dir; under TAROT_TABLE_HOME when that is set, so a sandboxed run (the
    tests, the UI fuzz) never touches the real applications menu."""
    sandbox = os.environ.get("TAROT_TABLE_HOME")
    if sandbox:
        return Path(sandbox) / "desktop"
    return paths.desktop_data_home()


def entry_path(home: Path | None = None) -> Path:
    return (home or data_home()) / "applications" / ENTRY_NAME


def mime_path(home: Path) -> Path:
    """Where the definition of the deck container's media type goes (shared-mime-info)."""
    return home / "mime" / "packages" / f"{APP_ID}.xml"


def mime_definition() -> str:
    """Recognises a deck container by name and by the media type its first entry holds."""
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">\n'
        f'  <mime-type type="{DECK_MEDIA_TYPE}">\n'
        '    <comment>Tarot deck</comment>\n'
        '    <sub-class-of type="application/zip"/>\n'
        '    <glob pattern="*.tarotdeck"/>\n'
        '    <magic priority="60">\n'
        '      <match type="string" value="PK\\003\\004" offset="0">\n'
        '        <match type="string" value="mimetype" offset="30">\n'
        f'          <match type="string" value="{DECK_MEDIA_TYPE}" offset="38"/>\n'
        '        </match>\n'
        '      </match>\n'
        '    </magic>\n'
        '  </mime-type>\n'
        '</mime-info>\n')


def icon_path(home: Path, size: int) -> Path:
    return home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"


def launch_command() -> list[str]:
    """How to start this very copy of the app, wherever it was unpacked or installed."""
    if getattr(sys, "frozen", False):
        return [str(Path(sys.executable).resolve())]
    script = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    if script is not None and script.name == APP_ID and script.is_file():
        return [str(script.resolve())]
    return [str(Path(sys.executable).absolute()), "-m", "tarot_table"]


# ---- the entry's text ---------------------------------------------------------------
def escape_string(value: str) -> str:
    """A desktop entry string value: backslash escapes for the characters that need them."""
    return (value.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t")
            .replace("\r", "\\r"))


def _unescaped(value: str, separator: str | None):
    """The characters of an escaped value; at an unescaped ``separator``, None instead."""
    chars = iter(value)
    for char in chars:
        if char == "\\":
            nxt = next(chars, "")
            yield STRING_ESCAPES.get(nxt, nxt)
        elif char == separator:
            yield None
        else:
            yield char


def exec_argument(arg: str) -> str:
    """One Exec argument: '%' doubled (it starts field codes) and, when it holds a reserved
    character, double-quoted with the four quote-breaking characters backslashed."""
    arg = arg.replace("%", "%%")
    if any(char in EXEC_RESERVED for char in arg):
        arg = '"' + "".join("\\" + c if c in EXEC_ESCAPED_IN_QUOTES else c for c in arg) + '"'
    return arg


def join_list(items: list[str]) -> str:
    """A desktop entry list value: ';' after each item, a ';' inside one escaped."""
    return "".join(escape_string(item).replace(";", "\\;") + ";" for item in items)


def split_list(value: str) -> list[str]:
    items, current = [], []
    for char in _unescaped(value, separator=";"):
        if char is None:
            items.append("".join(current))
            current = []
        else:
            current.append(char)
    return items + (["".join(current)] if current else [])


def entry_text(command: list[str], files: list[Path], folders: list[Path]) -> str:
    executable = command[0]
    lines = [
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.1",
        "Name=Tarot Table",
        "GenericName=Tarot Card Games",
        "Comment=Tarot card games and readings on a desktop card table",
        f"Exec={escape_string(' '.join(exec_argument(a) for a in command))} %f",
        f"TryExec={escape_string(executable)}",
        f"Icon={APP_ID}",
        "Terminal=false",
        "Categories=Game;CardGame;",
        "Keywords=tarot;cards;solitaire;reading;",
        f"MimeType={DECK_MEDIA_TYPE};",
        f"StartupWMClass={APP_ID}",
        f"X-Tarot-Table-Version={__version__}",
        f"{FILES_KEY}={join_list([str(p) for p in files])}",
        f"{FOLDERS_KEY}={join_list([str(p) for p in folders])}",
    ]
    return "\n".join(lines) + "\n"


def read_entry(path: Path) -> dict[str, str]:
    """The [Desktop Entry] group's keys, values still escaped as written."""
    values: dict[str, str] = {}
    group = ""
    text = safefile.read_bytes(path, MAX_ENTRY_BYTES, links=True).decode("utf-8")   # never a pipe's endless wait
    for line in text.splitlines():
        if line.startswith("[") and line.rstrip().endswith("]"):
            group = line.strip()[1:-1]
        elif group == "Desktop Entry" and "=" in line and not line.lstrip().startswith("#"):
            key, _, value = line.partition("=")
            values[key.strip()] = value.strip()
    return values


# ---- install and uninstall ----------------------------------------------------------
def installed(home: Path | None = None) -> Path | None:
    """The entry this app wrote, if there is one."""
    path = entry_path(home)
    try:
        return path if FILES_KEY in read_entry(path) else None
    except (OSError, ValueError):
        return None


def install(command: list[str] | None = None, home: Path | None = None) -> Change:
    home = home or data_home()
    command = command or launch_command()
    try:
        "".join(command).encode("utf-8")
    except UnicodeEncodeError:
        raise DesktopError("the app's folder name is not valid UTF-8, so a desktop entry cannot "
                           "name it; move the folder somewhere with a plain name and try again") from None
    icon = paths.asset_dir() / "icon.png"
    if not icon.is_file():
        raise DesktopError(f"the app's icon is missing ({icon}); this copy of the app is incomplete")
    entry = entry_path(home)
    if entry.exists() and installed(home) is None:
        raise DesktopError(f"{entry} exists and was not written by 'tarot-table desktop install'; "
                           "it was left as it is (remove it yourself to let Tarot Table write its own)")
    earlier = _earlier_entry(entry)
    earlier_files, earlier_folders = _paths(earlier, FILES_KEY), _paths(earlier, FOLDERS_KEY)
    created: list[Path] = []
    written: list[Path] = []
    try:
        for size in ICON_SIZES:
            target = icon_path(home, size)
            created += _make_folders(target.parent)
            _write_icon(icon, size, target)
            written.append(target)
        created += _make_folders(mime_path(home).parent)
        _write_text(mime_path(home), mime_definition())
        written.append(mime_path(home))
        created += _make_folders(entry.parent)
        # An earlier install's files and folders stay on the list, so uninstall still finds them.
        files = written + [f for f in earlier_files if f not in written and f.exists()]
        folders = earlier_folders + [f for f in created if f not in earlier_folders]
        _write_text(entry, entry_text(command, files, folders))
    except OSError as err:
        raise DesktopError(f"could not write into {home}: {err.strerror or err}") from None
    return Change(entry, written=[*written, entry], notes=[refresh_media_types(home)])


def uninstall(home: Path | None = None) -> Change:
    home = home or data_home()
    entry = entry_path(home)
    if not entry.exists():
        return Change(entry)
    try:
        values = read_entry(entry)
    except (OSError, ValueError) as err:
        raise DesktopError(f"{entry} cannot be read ({err}); it was left as it is") from None
    if FILES_KEY not in values:
        raise DesktopError(f"{entry} was not written by 'tarot-table desktop install'; it was left as it is")
    change = Change(entry)
    for path in _paths(values, FILES_KEY) + [entry]:
        if not path.is_relative_to(home):   # never anything outside the data dir, whatever the entry says
            change.kept.append(path)
        elif path.is_file():
            path.unlink()
            change.removed.append(path)
    change.notes.append(_forget_media_type(home, _paths(values, FOLDERS_KEY)))
    for folder in sorted(_paths(values, FOLDERS_KEY), key=lambda p: len(p.parts), reverse=True):
        try:
            folder.rmdir()
            change.removed.append(folder)
        except FileNotFoundError:
            pass
        except OSError:   # not empty: something else lives there now
            change.kept.append(folder)
    return change


def refresh_media_types(home: Path) -> str:
    """Rebuild the media type cache under ``home``/mime with shared-mime-info's tool, so
    file managers know a .tarotdeck at once; a line saying what happened."""
    folder = home / "mime"
    tool = shutil.which(MIME_TOOL)
    if tool is None:
        return (f"{MIME_TOOL} was not found (it comes with shared-mime-info), so the media type cache "
                f"in {folder} was not rebuilt: file managers may not know .tarotdeck files until it is "
                f"(run '{MIME_TOOL} {folder}' once it is installed)")
    try:
        result = subprocess.run([tool, str(folder)], capture_output=True, text=True, timeout=120)
    except (OSError, subprocess.SubprocessError) as err:
        return f"{MIME_TOOL} {folder} could not run ({err}); file managers may not know .tarotdeck files yet"
    if result.returncode != 0:
        why = (result.stderr.strip().splitlines() or [f"exit status {result.returncode}"])[-1]
        return f"{MIME_TOOL} {folder} failed ({why}); file managers may not know .tarotdeck files yet"
    return f"media types refreshed ({MIME_TOOL} {folder})"


def _forget_media_type(home: Path, created: list[Path]) -> str:
    """After the definition is removed: where install made the mime folder and no other
    definition moved in, the cache in it was built from ours alone and goes with it;
    otherwise the cache is rebuilt without ours."""
    folder = home / "mime"
    packages = folder / "packages"
    if not folder.is_dir():
        return ""
    others = packages.is_dir() and any(packages.iterdir())
    if folder in created and not others:
        for item in folder.iterdir():
            if item != packages:
                shutil.rmtree(item) if item.is_dir() else item.unlink()
        return f"the media type cache install built in {folder} was removed"
    return refresh_media_types(home)


def _earlier_entry(entry: Path) -> dict[str, str]:
    try:
        return read_entry(entry)
    except (OSError, ValueError):
        return {}


def _paths(values: dict[str, str], key: str) -> list[Path]:
    """The paths an install listed under ``key`` in its entry."""
    return [Path(p) for p in split_list(values.get(key, ""))]


def _make_folders(folder: Path) -> list[Path]:
    """mkdir -p that answers which folders it made, outermost first."""
    missing = []
    while not folder.exists():
        missing.append(folder)
        folder = folder.parent
    for path in reversed(missing):
        path.mkdir()
    return list(reversed(missing))


def _write_icon(source: Path, size: int, target: Path) -> None:
    from PIL import Image
    with Image.open(source) as image:
        picture = image.convert("RGBA")
    if picture.size != (size, size):
        picture = picture.resize((size, size), Image.LANCZOS)
    tmp = target.with_name(f".{target.name}.tmp")
    picture.save(tmp, format="PNG")
    os.replace(tmp, target)


def _write_text(target: Path, text: str) -> None:
    """Written whole or not at all: desktops watch this folder and read what appears."""
    tmp = target.with_name(f".{target.name}.tmp")
    tmp.write_text(text, encoding="utf-8")
    os.chmod(tmp, 0o644)
    os.replace(tmp, target)

