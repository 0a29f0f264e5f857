"""Card pictures at the size the table needs, built with Pillow and cached on disk.

Each picture is keyed by deck id, deck version, the source file's stamp (size and
modification time) and the pixel size, so a second start loads finished sprites
instead of decoding scans again, and an edited deck is rebuilt.
"""
from __future__ import annotations

import hashlib
import io
import logging
import os
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageOps

from tarot_table import __version__, paths, safefile
from tarot_table.cards import base_id, english_name, facts
from tarot_table.decks.drawn import draw_back, draw_face
from tarot_table.decks.spec import DRAWN_ID, MAX_IMAGE_PIXELS, Deck

log = logging.getLogger(__name__)
EDGE = (40, 30, 24, 170)
SHAPE_TOLERANCE = 0.04   # closer than this to the slot's proportions, a scan is cropped to fill it
SPRITE_STYLE = "2"       # part of the cache key: bump when the way sprites are built changes


def finish(im: Image.Image) -> Image.Image:
    """Round the corners and draw a thin edge, giving an RGBA sprite."""
    im = im.convert("RGBA")
    w, h = im.size
    radius = max(3, round(w * 0.045))
    im.putalpha(_corners_mask((w, h), radius))
    ImageDraw.Draw(im).rounded_rectangle([0, 0, w - 1, h - 1], radius=radius, outline=EDGE, width=1)
    return im


@lru_cache(maxsize=8)
def _corners_mask(size: tuple[int, int], radius: int) -> Image.Image:
    """A sprite's rounded corners as its alpha: drawn at three times its size and scaled
    down (smooth edges), made once for a size, which every card of a deck shares (made
    for each card, it was some 0.3 ms of a card made cold). Never change it."""
    w, h = size
    mask = Image.new("L", (w * 3, h * 3), 0)
    ImageDraw.Draw(mask).rounded_rectangle([0, 0, w * 3 - 1, h * 3 - 1], radius=radius * 3, fill=255)
    return mask.resize((w, h), Image.LANCZOS)


class CardArt:
    """Faces and backs for one deck (or the drawn deck when ``deck`` is None)."""

    def __init__(self, deck: Deck | None, back: str | None = None) -> None:
        self.deck = deck
        self.back_name = back if deck and back in deck.backs else (deck.default_back if deck else "")
        self.problems: list[str] = []
        # fixed when the art is made: a face decoded late by a thread of this art's
        # bank still goes to this home's cache, never into the home of whatever runs then
        self.sprites_dir = paths.cache_dir() / "sprites"

    @property
    def deck_id(self) -> str:
        return self.deck.id if self.deck else DRAWN_ID

    @property
    def title(self) -> str:
        return self.deck.name if self.deck else "Tarot Table drawn deck"

    def name(self, card: str) -> str:
        card = base_id(card)
        if self.deck and card in self.deck.names:
            return self.deck.names[card]
        return english_name(card)

    def alt_text(self, card: str) -> str:
        card = base_id(card)
        if self.deck and card in self.deck.alt_text:
            return self.deck.alt_text[card]
        f = facts(card)
        if f.arcana == "zener":
            return f"A zener card bearing a {english_name(card).lower()}."
        return drawn_description(f)

    # ---- pictures ------------------------------------------------------------
    def face(self, card: str, size: tuple[int, int]) -> Image.Image:
        card = base_id(card)
        source = self._face_source(card, size[1])
        return self._cached(f"{card}", source, size, lambda: self._build_face(card, source, size))

    def back(self, style: str, size: tuple[int, int]) -> Image.Image:
        """``style`` is "tarot" or "zener"; tarot backs come from the deck when it has one."""
        source = None
        if style == "tarot" and self.deck and self.back_name:
            source = self.deck.backs[self.back_name]
        key = f"back-{style}-{self.back_name or 'drawn'}"
        return self._cached(key, source, size, lambda: self._build_back(style, source, size))

    def _face_source(self, card: str, height: int) -> Path | None:
        if self.deck is None or facts(card).arcana == "zener":
            return None
        return self.deck.face_file(card, height)

    def _build_face(self, card: str, source: Path | None, size: tuple[int, int]) -> Image.Image:
        if source is None:
            return finish(draw_face(card, size))
        try:
            return _fitted(source, size)
        except (OSError, ValueError, Image.DecompressionBombError) as err:
            self.problems.append(f"{source.name}: {err}; drawn face used instead")
            log.warning("card image %s unusable: %s", source, err)
            return finish(draw_face(card, size))

    def _build_back(self, style: str, source: Path | None, size: tuple[int, int]) -> Image.Image:
        if source is not None:
            try:
                return _fitted(source, size)
            except (OSError, ValueError, Image.DecompressionBombError) as err:
                self.problems.append(f"{source.name}: {err}; drawn back used instead")
        return finish(draw_back(style, size))

    # ---- the disk cache ----------------------------------------------------------
    def cache_path(self, key: str, source: Path | None, size: tuple[int, int]) -> Path:
        version = self.deck.version if self.deck else __version__
        stamp = "drawn"
        if source is not None:
            st = source.stat()
            stamp = hashlib.sha1(f"{source}|{st.st_size}|{st.st_mtime_ns}".encode()).hexdigest()[:12]
        sprites = self.sprites_dir
        path = sprites / _safe(self.deck_id) / _safe(version) / f"{size[0]}x{size[1]}-{SPRITE_STYLE}" \
            / f"{_safe(key)}-{stamp}.png"
        if not paths.is_inside(path, sprites):
            raise OSError(f"the sprite cache path {path} leads out of {sprites}")
        return path

    def _cached(self, key, source, size, build) -> Image.Image:
        try:
            path = self.cache_path(key, source, size)
        except OSError:
            return build()
        try:   # a plain file only, read whole up to its bound: a pipe or a link there is never opened
            with Image.open(io.BytesIO(safefile.read_bytes(path, MAX_SPRITE_BYTES))) as im:
                im.load()
                if im.size == tuple(size):
                    return im.convert("RGBA")
        except (OSError, ValueError, Image.DecompressionBombError):
            pass  # a missing or damaged cache entry is made below
        image = build()
        _write_quietly(path, image)
        return image


def _fitted(source: Path, size: tuple[int, int]) -> Image.Image:
    """The scan as a finished sprite for a slot of ``size``, keeping the deck's own
    shape: a card whose proportions differ from the slot's by more than a few percent
    is drawn whole and centred in the slot rather than cropped to it."""
    with Image.open(source) as im:
        if im.width * im.height > MAX_IMAGE_PIXELS:
            raise ValueError(f"{im.width}x{im.height} pixels is too large")
        im.draft("RGB", (size[0], size[1]))  # JPEG decodes at a reduced scale: much faster
        im = im.convert("RGB")
    own, slot = im.width / im.height, size[0] / size[1]
    if abs(own - slot) <= SHAPE_TOLERANCE * slot:
        return finish(ImageOps.fit(im, size, Image.LANCZOS))
    card = finish(ImageOps.contain(im, size, Image.LANCZOS))
    canvas = Image.new("RGBA", size, (0, 0, 0, 0))
    canvas.paste(card, ((size[0] - card.width) // 2, (size[1] - card.height) // 2), card)
    return canvas


def _safe(text: str) -> str:
    """``text`` as one file name: no separators, and never '.', '..' or hidden."""
    name = "".join(c if c.isascii() and (c.isalnum() or c in "-_.") else "_" for c in text)[:80]
    return "_" + name[1:] if name.startswith(".") else name or "_"


MAX_SPRITE_BYTES = 64 << 20   # a cached card picture, far larger than any at 2560x1440


def _write_quietly(path: Path, image: Image.Image) -> None:
    """The cache is a convenience: a full or read-only disk only costs speed."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o644)
    except OSError as err:   # a name already there (a pipe, say) is never opened for writing
        log.info("sprite cache not written (%s)", err)
        return
    try:
        with os.fdopen(fd, "wb") as out:
            image.save(out, "PNG", compress_level=1)
        os.replace(tmp, path)
    except OSError as err:
        log.info("sprite cache not written (%s)", err)
        try:
            os.unlink(tmp)
        except OSError:
            pass


def drawn_description(f) -> str:
    """What the app's own drawing of a tarot card shows, in plain words."""
    if f.arcana == "major":
        return "A large Roman numeral between two gold stars, the card's name beneath."
    if f.is_court:
        return f"A gold crown over the emblem of {f.suit}, the card's name beneath."
    if f.number == 1:
        return f"One large emblem of {f.suit}."
    return f"{f.number} emblems of {f.suit} in rows."
