"""pygame surfaces for cards, built from the deck's art at exactly the size drawn.

A face seen for the first time costs a picture read and decoded (3-7 ms) and made a
surface (0.3-0.5 ms): too much for one frame. ``SpriteBank.decode_ahead`` makes the faces
a table is about to show in a thread of its own, between moves, so that their first frame
only takes the surface made. It makes first the faces the table names (the tops of its
places), then those of each position one move on (a shuffle brings up cards no top
showed; cards grown or shrunk need every face on show at their new width). The thread
works only in a pause of the table's frames (``frame_gate.wait_for_a_pause``): making
faces beside frames being drawn took a processor and the interpreter's lock from them,
and the table's frames are what it is there to spare. It waits for the next call a while
(``IDLE_S``) before it ends: starting a thread cost the frame after a move 0.1-0.3 ms."""
from __future__ import annotations

import threading
import weakref
from collections.abc import Iterable, Iterator

import pygame

from tarot_table import frame_gate
from tarot_table.cards import HIDDEN, back_of, base_id
from tarot_table.clock import let_other_threads_run
from tarot_table.decks.art import CardArt
from tarot_table.layout import CARD_RATIO
from tarot_table.table.geometry import Geometry, first_shown

IDLE_S = 10.0   # how long the thread making faces ahead waits for more work before it ends
MOST_GUESSED = 24   # faces and backs kept for the positions one move on, at most, a position (3.5 MB at 1920x1080: six shuffles)


def card_size(width: int) -> tuple[int, int]:
    return width, round(width * CARD_RATIO)


class SpriteBank:
    def __init__(self, art: CardArt) -> None:
        self.art = art
        self._cache: dict[tuple, pygame.Surface] = {}
        self._decoded: dict[tuple[str, int], pygame.Surface] = {}   # (card, width): a face made ahead, not yet shown
        self._backs_ahead: dict[tuple[str, int], pygame.Surface] = {}   # (style, width): the same for a back
        self._ahead: list[tuple[str, int]] = []   # faces still to make ahead, the next last
        self._further: Iterator | None = None   # the sprites of the positions one move on, as they are worked out
        self._guessed: set[tuple[str, str, int]] = set()   # made for a move that may not come, kept while a position one move on shows it
        self._round = 0            # calls of ``decode_ahead`` so far: a position is worked on till the next
        self._busy = False         # work is waiting or under way
        self._ending = False       # the thread is asked to end
        self._worker: threading.Thread | None = None
        self._lock = threading.Lock()
        self._changed = threading.Condition(self._lock)   # work came, or the work is done

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
                with self._lock:
                    made = self._decoded.pop((card, width), None)
                self._cache[key] = made or self._surface(self.art.face(card, card_size(width)))
        return self._cache[key]

    def decode_ahead(self, faces: Iterable[tuple[str, int]], further: Iterator | None = None) -> None:
        """Make these faces (card, width) in a thread beside the table's, the first named
        first, then the sprites ``further`` yields (("face" or "back", card, width), or
        None between positions: a point to give way), in place of any not yet made from
        an earlier call. A face already made is skipped; one the table needs before its
        turn comes is made then, as if never asked for."""
        wanted = [key for key in dict.fromkeys((base_id(card), width) for card, width in faces)
                  if not self._made("face", *key)]
        with self._lock:
            self._ahead, self._further, self._ending = wanted[::-1], further, False
            self._round += 1
            if not wanted and further is None:
                return
            self._busy = True
            if self._worker is not None:
                self._changed.notify_all()
                return
            self._worker = threading.Thread(target=_make_ahead, args=(weakref.ref(self), self._changed),
                                            name="card faces", daemon=True)
            self._worker.start()

    def _made(self, kind: str, card: str, width: int) -> bool:
        if kind == "face":
            return ("face", card, width, False, False) in self._cache or (card, width) in self._decoded
        style = back_of(card)
        return ("back", style, width, False) in self._cache or (style, width) in self._backs_ahead

    def _work_waiting(self) -> int | None:
        """The call whose sprites are to be made, if any; with none, the work is marked
        done for those waiting on it. Called with the lock held."""
        if self._ahead or self._further is not None:
            self._busy = True
            return self._round
        self._busy = False
        self._changed.notify_all()
        return None

    def _make_for(self, position: int) -> None:
        seen = frame_gate.wait_for_a_pause(-1)   # the frame that asked is done, and the player looks
        guessed: set[tuple[str, str, int]] = set()
        while (sprite := self._next_sprite(position)) is not False:
            if sprite is None:   # a position one move on worked out: frames go first
                let_other_threads_run()
                seen = frame_gate.wait_for_a_pause(seen)
                continue
            kind, card, width, guess = sprite
            if guess:
                if len(guessed) >= MOST_GUESSED:
                    self._done_with(position)
                    break
                guessed.add((kind, card if kind == "face" else back_of(card), width))
            if not self._made(kind, card, width):
                seen = frame_gate.wait_for_a_pause(seen)
                self._keep(kind, card, width)
        self._forget_guesses(position, guessed)

    def _next_sprite(self, position: int):
        """(kind, card, width, guessed) to make next for ``position``; None between
        positions one move on; False when there is no more (or a newer call came)."""
        with self._lock:
            if self._round != position:
                return False
            if self._ahead:
                return ("face", *self._ahead.pop(), False)
            further = self._further
        if further is None:
            return False
        sprite = next(further, False)   # a position one move on worked out here, outside the lock
        if sprite is False:
            self._done_with(position)
            return False
        return sprite if sprite is None else (*sprite, True)

    def _done_with(self, position: int) -> None:
        with self._lock:
            if self._round == position:
                self._ahead, self._further = [], None

    def _keep(self, kind: str, card: str, width: int) -> None:
        if kind == "face":
            surface = self._surface(self.art.face(card, card_size(width)))
            key, kept = (card, width), self._decoded
        else:
            style = back_of(card)
            surface = self._surface(self.art.back(style, card_size(width)))
            key, kept = (style, width), self._backs_ahead
        with self._lock:
            if not self._ending:
                kept[key] = surface

    def _forget_guesses(self, position: int, guessed: set[tuple[str, str, int]]) -> None:
        """Once a position's work is done: drop what was made for the moves one position
        on before that this position would not show one move on either (the move made
        showed what it needed). Work cut short by a newer call drops nothing."""
        with self._lock:
            if self._round != position:
                self._guessed |= guessed
                return
            for kind, card, width in self._guessed - guessed:
                (self._decoded if kind == "face" else self._backs_ahead).pop((card, width), None)
            self._guessed = guessed

    def decoding_ahead(self) -> bool:
        """Whether faces are still being made ahead."""
        return self._busy

    def wait_for_faces_ahead(self, seconds: float) -> bool:
        """Wait at most ``seconds`` for the faces asked for ahead to be made (for the
        benchmark's pause between moves, and tests); True when they all are. No frame
        is made meanwhile: a pause of the frames (``frame_gate.pause_begins``)."""
        frame_gate.pause_begins()
        try:
            with self._lock:
                return self._changed.wait_for(lambda: not self._busy, seconds)
        finally:
            frame_gate.pause_ends()

    def stop_decoding_ahead(self, seconds: float = 2.0) -> bool:
        """Drop the faces still waiting, wait for the one being made (at most ``seconds``)
        and end the thread: before the app closes, so no picture is written into a cache
        folder being put away. True when the thread is done."""
        with self._lock:
            self._ahead, self._further, self._ending = [], None, True
            self._changed.notify_all()
            worker = self._worker
        done = self.wait_for_faces_ahead(seconds)
        if worker is not None:
            worker.join(seconds)
        return done and not (worker is not None and worker.is_alive())

    def back(self, card: str, width: int, turned: bool = False) -> pygame.Surface:
        style = back_of(card)
        key = ("back", style, width, turned)
        if key not in self._cache:
            if turned:
                self._cache[key] = pygame.transform.rotate(self.back(card, width), 90)
            else:
                with self._lock:
                    made = self._backs_ahead.pop((style, width), None)
                self._cache[key] = made or self._surface(self.art.back(style, card_size(width)))
        return self._cache[key]

    def forget_sizes_except(self, width: int) -> None:
        """Drop sprites of other sizes after a resize, keeping memory flat."""
        self._cache = {k: v for k, v in self._cache.items() if k[2] == width}
        with self._lock:
            self._decoded = {k: v for k, v in self._decoded.items() if k[1] == width}
            self._backs_ahead = {k: v for k, v in self._backs_ahead.items() if k[1] == width}


def _make_ahead(bank_ref: weakref.ref, changed: threading.Condition) -> None:
    """The thread's work: each position's sprites in a pause of the frames, then a wait
    for the next position's, for IDLE_S at most. It holds its bank only while at work: an
    idle thread keeps no pictures alive. It ends in a hold of the lock in which no work
    waits, so a call meanwhile starts another."""
    try:
        while True:
            with changed:
                bank = bank_ref()
                if bank is None:
                    return
                position = bank._work_waiting()
                if position is None:
                    if bank._ending:
                        bank._worker = None
                        return
                    del bank
                    woken = changed.wait(IDLE_S)
                    bank = bank_ref()
                    if bank is None:
                        return
                    if not woken and bank._work_waiting() is None:
                        bank._worker = None
                        return
                    continue
            bank._make_for(position)
            del bank
    finally:
        if (bank := bank_ref()) is not None:
            with changed:
                if bank._worker is threading.current_thread():
                    bank._worker, bank._busy = None, False
                changed.notify_all()


FACES_AHEAD_DEPTH = 4   # cards from the top of each place: as many as one move turns up (a draw to The Fool's Journey's Present)
MOST_MOVES_AHEAD = 40   # the moves whose positions are worked out for the sprites they show, at most, a position


def decode_faces_ahead(bank: SpriteBank, state, geometry, further: Iterator | None = None) -> None:
    """Have ``bank`` make ahead the faces the next move could bring into sight: the top
    cards of each place of the table's layout, the tops of all places first, each at its
    place's width and at the table's card width (where a card moved to a place of the
    common size shows), then what ``further`` yields (``sprites_one_move_on``). Cards
    this seat may not see stay unknown here too."""
    piles = [(state.zones.get(spot.zone, ()), round(geometry.card_width * spot.scale))
             for spot in geometry.layout.spots]
    ahead = [(pile[-depth], width) for depth in range(1, FACES_AHEAD_DEPTH + 1)
             for pile, width in piles if len(pile) >= depth and base_id(pile[-depth].card) != HIDDEN]
    bank.decode_ahead([(placed.card, width) for placed, width in ahead]
                      + [(placed.card, geometry.card_width) for placed, _ in ahead], further)


def sprites_one_move_on(game, position, area: pygame.Rect, viewer) -> Iterator:
    """The sprites each position one move on from ``position`` (the whole position, a
    copy no one changes) shows, in the layout fitted to ``area`` then: ("face" or
    "back", card, width), and None after each position worked out (a point to give
    way). Worked out in the thread making faces ahead, a position at a time. The
    positions a move drew from the random generator for (a shuffle) come first: no top
    of a place showed what they bring up."""
    drawn, certain = [], []
    for action in game.legal_actions(position)[:MOST_MOVES_AHEAD]:
        after = position.clone()
        game.perform(after, action)
        (drawn if after.rng.state != position.rng.state else certain).append(after)
        yield None
    for after in drawn + certain:
        geometry = Geometry.fit(game.layout(after), area, words=False)
        for spot in geometry.layout.spots:
            pile = after.zones.get(spot.zone, ())
            width = round(geometry.card_width * spot.scale)
            for placed in pile[first_shown(spot, len(pile)):]:
                if game.can_see(after, spot.zone, placed, viewer):
                    yield "face", base_id(placed.card), width
                else:
                    yield "back", placed.card, width
        yield None
