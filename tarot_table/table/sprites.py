"""pygame surfaces for cards, built from the deck's art at exactly the size drawn.

A face seen for the first time costs a picture read and decoded (3-7 ms): too much for
one frame. ``SpriteBank.decode_ahead`` decodes the faces a table is about to show in a
thread of its own, between moves, so that their first frame only wraps the decoded
picture (about 0.1 ms). The thread works only in a pause of the table's frames
(``frame_gate.wait_for_a_pause``): decoding beside frames being drawn took a processor
and the interpreter's lock from them, and the table's frames are what it is there to
spare."""
from __future__ import annotations

import threading
from collections.abc import Iterable

import pygame

from tarot_table import frame_gate
from tarot_table.cards import HIDDEN, back_of, base_id
from tarot_table.decks.art import CardArt
from tarot_table.layout import CARD_RATIO


def card_size(width: int) -> tuple[int, int]:
    return width, round(width * CARD_RATIO)


class SpriteBank:
    def __init__(self, art: CardArt) -> None:
        self.art = art
        self._cache: dict[tuple, pygame.Surface] = {}
        self._decoded: dict[tuple[str, int], object] = {}   # (card, width): a picture decoded ahead, not yet a surface
        self._ahead: list[tuple[str, int]] = []   # faces still to decode ahead, the next last
        self._decoding = False   # the thread decoding ahead is at work (set and cleared under the lock)
        self._decoder: threading.Thread | None = None
        self._lock = threading.Lock()

    def _surface(self, image) -> pygame.Surface:
        surface = pygame.image.frombytes(image.tobytes(), image.size, "RGBA")
        return surface.convert_alpha() if pygame.display.get_surface() else surface

    def face(self, card: str, width: int, reversed: bool = False, turned: bool = False) -> pygame.Surface:
        card = base_id(card)   # copies of a card share one picture
        key = ("face", card, width, reversed, turned)
        if key not in self._cache:
            if reversed or turned:
                upright = self.face(card, width)
                angle = (180 if reversed else 0) + (90 if turned else 0)
                self._cache[key] = pygame.transform.rotate(upright, angle)
            else:
                image = self._decoded.pop((card, width), None)
                if image is None:
                    image = self.art.face(card, card_size(width))
                self._cache[key] = self._surface(image)
        return self._cache[key]

    def decode_ahead(self, faces: Iterable[tuple[str, int]]) -> None:
        """Decode these faces (card, width) in a thread beside the table's, the first
        named first, in place of any not yet decoded from an earlier call. A face already
        made is skipped; one the table needs before its turn comes is decoded then, as
        if never asked for."""
        wanted = [key for key in dict.fromkeys((base_id(card), width) for card, width in faces)
                  if ("face",) + key + (False, False) not in self._cache and key not in self._decoded]
        with self._lock:
            self._ahead = wanted[::-1]
            if not wanted or self._decoding:
                return
            self._decoding = True
            self._decoder = threading.Thread(target=self._decode_what_is_ahead, name="card faces", daemon=True)
            self._decoder.start()

    def _decode_what_is_ahead(self) -> None:
        try:
            seen = -1
            while True:
                seen = frame_gate.wait_for_a_pause(seen)   # frames being drawn one after another go first
                if (ahead := self._next_ahead()) is None:
                    return
                card, width = ahead
                if ("face", card, width, False, False) not in self._cache and (card, width) not in self._decoded:
                    self._decoded[(card, width)] = self.art.face(card, card_size(width))
        except BaseException:
            with self._lock:
                self._decoding = False
            raise

    def _next_ahead(self) -> tuple[str, int] | None:
        """The next face to decode ahead; None, with the work marked done in the same
        hold of the lock, when there is none (so a call of ``decode_ahead`` meanwhile
        starts a thread of its own)."""
        with self._lock:
            if self._ahead:
                return self._ahead.pop()
            self._decoding = False
            return None

    def decoding_ahead(self) -> bool:
        """Whether faces are still being decoded ahead."""
        return self._decoding

    def wait_for_faces_ahead(self, seconds: float) -> bool:
        """Wait at most ``seconds`` for the faces asked for ahead to be decoded (for the
        benchmark's pause between moves, and tests); True when they all are."""
        with self._lock:
            decoder = self._decoder if self._decoding else None
        if decoder is not None:
            decoder.join(seconds)
        return not self.decoding_ahead()

    def stop_decoding_ahead(self, seconds: float = 2.0) -> bool:
        """Drop the faces still waiting and wait for the one being decoded (at most
        ``seconds``): before the app closes, so no picture is written into a cache folder
        being put away. True when the thread is done."""
        with self._lock:
            self._ahead = []
        return self.wait_for_faces_ahead(seconds)

    def back(self, card: str, width: int, turned: bool = False) -> pygame.Surface:
        style = back_of(card)
        key = ("back", style, width, turned)
        if key not in self._cache:
            if turned:
                self._cache[key] = pygame.transform.rotate(self.back(card, width), 90)
            else:
                self._cache[key] = self._surface(self.art.back(style, card_size(width)))
        return self._cache[key]

    def forget_sizes_except(self, width: int) -> None:
        """Drop sprites of other sizes after a resize, keeping memory flat."""
        self._cache = {k: v for k, v in self._cache.items() if k[2] == width}
        self._decoded = {k: v for k, v in self._decoded.items() if k[1] == width}


FACES_AHEAD_DEPTH = 4   # cards from the top of each place: as many as one move turns up (a draw to The Fool's Journey's Present)


def decode_faces_ahead(bank: SpriteBank, state, geometry) -> None:
    """Have ``bank`` decode ahead the faces the next move could bring into sight: the
    top cards of each place of the table's layout, the tops of all places first, each at
    its place's width and at the table's card width (where a card moved to a place of
    the common size shows). Cards this seat may not see stay unknown here too."""
    piles = [(state.zones.get(spot.zone, ()), round(geometry.card_width * spot.scale))
             for spot in geometry.layout.spots]
    ahead = [(pile[-depth], width) for depth in range(1, FACES_AHEAD_DEPTH + 1)
             for pile, width in piles if len(pile) >= depth and base_id(pile[-depth].card) != HIDDEN]
    bank.decode_ahead([(placed.card, width) for placed, width in ahead]
                      + [(placed.card, geometry.card_width) for placed, _ in ahead])
