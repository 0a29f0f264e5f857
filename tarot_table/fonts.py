"""The project's typefaces: Source Sans Pro for the interface, Source Serif Pro for
card titles. Both are open fonts installed from their registry packages.

The packages hold each face twice. The OpenType (CFF) files come first: their glyphs
load without running TrueType hinting programs (which cost about 3% of the work to the
first painted menu); they look the same, and the serif sets a little tighter at small
sizes."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path


@lru_cache(maxsize=None)
def font_file(family: str, weight: str = "Regular") -> Path | None:
    """``family`` is "sans" or "serif"; ``weight`` is Regular, Semibold or Bold."""
    try:
        if family == "serif":
            import font_source_serif_pro as package
            prefix = "SourceSerifPro"
        else:
            import font_source_sans_pro as package
            prefix = "SourceSansPro"
    except ImportError:
        return None
    for ext in (".otf", ".ttf"):
        path = Path(package.font_directory) / f"{prefix}-{weight}{ext}"
        if path.exists():
            return path
    return None


@lru_cache(maxsize=None)
def font_bytes(family: str, weight: str = "Regular") -> bytes | None:
    """The contents of ``font_file``, read once: a font object made at each size the
    interface sets words at reads its face from these (made from the file's path, each
    read the file again: about 40% of the 0.2-0.3 ms a size was made in)."""
    path = font_file(family, weight)
    return path.read_bytes() if path is not None else None
