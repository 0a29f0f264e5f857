"""The third-party software Tarot Table ships with, and the licence of each, for the
About screen: Python itself, every package the app depends on (found from what is
installed, with the licence its own metadata gives), and the compiled libraries that
pygame-ce and Pillow carry inside their wheels (SDL and the libraries it loads
pictures, sounds and fonts with), whose licences are listed here by library name."""
from __future__ import annotations

import platform
import re
from importlib import metadata
from pathlib import Path

from tarot_table.licences import licence_words

APP = "tarot-table"
# what pyproject.toml depends on: the list used where an app was built without its metadata
DEPENDS_ON = ("pygame-ce", "Pillow", "platformdirs", "markdown-it-py", "font-source-sans-pro",
              "font-source-serif-pro", "websockets", "zeroconf")
SHIPS_LIBRARIES = ("pygame-ce", "Pillow")
MAX_PACKAGES = 60   # a loop over metadata read from disk stops here, whatever it lists

ZLIB = "the zlib licence"
MIT = "the MIT licence"
BSD3 = "a BSD licence (three clauses)"
BSD2 = "a BSD licence (two clauses)"
LGPL21 = "the GNU Lesser General Public License 2.1 or later"
# each library by the name its file starts with (less "lib" and a version): its name and licence
LIBRARIES = {
    "sdl2": ("SDL 2", ZLIB), "sdl2_image": ("SDL_image", ZLIB), "sdl2_mixer": ("SDL_mixer", ZLIB),
    "sdl2_ttf": ("SDL_ttf", ZLIB), "z": ("zlib", ZLIB),
    "flac": ("FLAC", BSD3), "ogg": ("Ogg", BSD3), "vorbis": ("Vorbis", BSD3), "vorbisenc": ("Vorbis", BSD3),
    "vorbisfile": ("Vorbis", BSD3), "opus": ("Opus", BSD3), "opusfile": ("Opusfile", BSD3),
    "wavpack": ("WavPack", BSD3), "webp": ("WebP", BSD3), "webpdemux": ("WebP", BSD3),
    "webpmux": ("WebP", BSD3), "sharpyuv": ("WebP", BSD3), "avif": ("libavif", BSD2),
    "openjp2": ("OpenJPEG", BSD2), "zstd": ("Zstandard", BSD3),
    "asound": ("ALSA library", LGPL21), "fluidsynth": ("FluidSynth", LGPL21),
    "mpg123": ("mpg123", LGPL21), "sndfile": ("libsndfile", LGPL21),
    "brotlicommon": ("Brotli", MIT), "brotlidec": ("Brotli", MIT), "harfbuzz": ("HarfBuzz", MIT),
    "xmp": ("libxmp", MIT), "lcms2": ("Little CMS", MIT), "portmidi": ("PortMidi", MIT),
    "xau": ("libXau", MIT), "xcb": ("libxcb", MIT),
    "freetype": ("FreeType", "the FreeType licence"), "png16": ("libpng", "the libpng licence"),
    "jpeg": ("libjpeg-turbo", "the IJG licence and " + BSD3), "tiff": ("LibTIFF", "the LibTIFF licence"),
    "lzma": ("XZ Utils", "the BSD Zero Clause licence"), "bz2": ("bzip2", "the bzip2 licence"),
}
_LIBRARY_FILE = re.compile(r"^(?:lib)?([A-Za-z0-9_+]+?)(?:-\d+)?(?:-[0-9a-f]{8})?\.(?:\d+\.)*(?:so|dll|dylib)\b")


def shipped() -> list[tuple[str, str]]:
    """(what, licence in words) for Python and each package, and after a package that
    carries compiled libraries a row of them ("Inside pygame-ce"), grouped by licence."""
    rows = [(f"Python {platform.python_version()}", "the Python Software Foundation licence")]
    for name in packages():
        try:
            found = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue
        rows.append((f"{found.metadata['Name'] or name} {found.version}", package_licence(found)))
        if name in SHIPS_LIBRARIES:
            inside = grouped(libraries(found))
            rows += [(f"Inside {name}", inside)] if inside else []
    return rows


def packages() -> list[str]:
    """The app's dependencies as installed, with theirs, each once, by name: read from
    the app's own metadata, or the pyproject list where it has none."""
    try:
        wanted = list(_needs(metadata.distribution(APP)))
    except metadata.PackageNotFoundError:
        wanted = list(DEPENDS_ON)
    seen: list[str] = []
    while wanted and len(seen) < MAX_PACKAGES:
        name = wanted.pop(0)
        if name.lower() in (s.lower() for s in seen):
            continue
        try:
            found = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue   # needed on another Python only (tomli)
        seen.append(name)
        wanted += _needs(found)
    return seen


def _needs(found: metadata.Distribution) -> list[str]:
    """The names a package needs to run: its requirements less the optional ones."""
    names = []
    for requirement in (found.requires or [])[:MAX_PACKAGES]:
        marker = requirement.partition(";")[2]
        if "extra" in marker:
            continue
        match = re.match(r"[A-Za-z0-9][A-Za-z0-9._-]*", requirement)
        if match:
            names.append(match.group(0))
    return names


def package_licence(found: metadata.Distribution) -> str:
    """A package's licence in words, from its metadata: the licence expression, else the
    licence line when it is short, else its licence classifier."""
    meta = found.metadata
    expression = meta.get("License-Expression")
    if expression:
        return licence_words(expression)
    line = (meta.get("License") or "").strip()
    if line and len(line) <= 60 and "\n" not in line:
        return _spelled_out(line)
    for classifier in meta.get_all("Classifier") or []:
        if classifier.startswith("License ::"):
            return _spelled_out(classifier.split("::")[-1].strip())
    return "not given in its metadata"


SPELLED_OUT = {"LGPL v2.1": "the GNU Lesser General Public License 2.1",
               "SIL OFL 1.1": "the SIL Open Font licence 1.1", "MIT License": MIT}


def _spelled_out(words: str) -> str:
    return SPELLED_OUT.get(words) or licence_words(words)


def grouped(rows: list[tuple[str, str]]) -> str:
    """"SDL 2, SDL_image: the zlib licence; FLAC, Ogg: a BSD licence (three clauses)"."""
    by_licence: dict[str, list[str]] = {}
    for what, licence in rows:
        by_licence.setdefault(licence, []).append(what)
    return "; ".join(f"{', '.join(names)}: {licence}" for licence, names in by_licence.items())


def libraries(found: metadata.Distribution) -> list[tuple[str, str]]:
    """The compiled libraries a wheel carries in its own library folder (such as
    ``pygame_ce.libs``), each once by name, with its licence."""
    rows: list[tuple[str, str]] = []
    for path in (found.files or [])[:10_000]:
        parts = Path(str(path)).parts
        if len(parts) != 2 or not parts[0].endswith(".libs"):
            continue
        match = _LIBRARY_FILE.match(parts[1])
        key = match.group(1).lower() if match else ""
        what, licence = LIBRARIES.get(key, (key or parts[1], "the licence in its project's notices"))
        if (what, licence) not in rows:
            rows.append((what, licence))
    return sorted(rows)
