"""The table kept between frames while something moves over it.

While cards fly (a deal, a move, a card sliding home) or a card is dragged, most of the
table stays the same from one frame to the next. It is drawn once without the cards
that move, kept, and copied back under them each frame; only the moving cards, the
dragged one and the bars round the table are drawn afresh.

What the kept table shows depends on everything in ``still_key``: a change in any of it
(a move, an undo, a resize, a hint, the pointer resting on another card, a token
walking, a step of an ending being told) draws it again. The cards set apart are drawn
over it where they are now; a card that lands is drawn back into it at once, round
where it lies, so it takes its place in its pile under the cards lying over it.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame


def same(obj) -> tuple:
    """A part of a key equal only to ``obj`` itself: a state changed in place, or a new
    state equal to an old one, must not be taken for what was kept. Its id leads, so
    another object differs at once, and the object itself follows, which keeps it alive
    (no other object can take its id while the key lasts) and is found equal to itself
    by the tuple's own comparison, without a call of Python's (a key is compared every
    frame)."""
    return (id(obj), obj)


@dataclass
class StillLayer:
    key: tuple
    apart: frozenset[str]            # the cards left out of the picture
    surface: pygame.Surface
    hovered: str | None = None       # the card shown raised under the pointer
    builds: int = field(default=1)   # how often it was drawn whole (tests count this)
    marks: list[pygame.Rect] = field(default_factory=list)   # where the cards' marks lie on it
    layout: object = None            # the layout it shows
    piles: dict = field(default_factory=dict)    # each place's cards as drawn (``piles_shown``)
    labels: dict = field(default_factory=dict)   # where each place's label was drawn on it
    badges: dict = field(default_factory=dict)   # the marks' words, by card

    def serves(self, key: tuple, apart: set[str]) -> bool:
        """Whether the picture still shows the table under ``apart`` (perhaps with
        another card raised under the pointer): the same key, and no card to leave out
        that the picture holds."""
        return key == self.key and apart <= self.apart


def still_key(scene, size: tuple[int, int], lit: set[str]) -> tuple:
    """Everything the kept table's picture depends on, besides the cards set apart and
    the card raised under the pointer."""
    state = scene.session.state
    g = scene.geometry
    telling = scene.telling.at()[0] if scene.telling is not None else None
    return (size, same(state), state.moves, same(g.layout), g.unit, g.origin, frozenset(lit), scene.human_turn(),
            same(scene.hint), scene.focus, scene.keyboard, scene.viewer, telling, _walking(scene, g.layout),
            same(scene.app.sprites))


def beside_the_position(key: tuple) -> tuple:
    """A ``still_key`` without what changes with every move (the state, its moves and the
    layout worked out from it): equal, the kept table needs redrawing only where the
    position differs (kept_moves.py)."""
    return key[:1] + key[4:]


LIT = 6   # where a ``still_key`` holds the places lit (the targets of a card dragged)


def beside_the_lit(key: tuple) -> tuple:
    """A ``still_key`` without the places lit: equal, two pictures of the table differ
    only round the places lit in one and not the other (partial_frame.py)."""
    return key[:LIT] + key[LIT + 1:]


def piles_shown(scene) -> dict[str, tuple]:
    """Each place's cards as the table draws them: which, which way up, and seen or not."""
    zones = scene.session.state.zones
    return {spot.zone: tuple((p.card, p.face_up, p.reversed, scene._seen(spot.zone, p)) for p in zones.get(spot.zone, ()))
            for spot in scene.geometry.layout.spots}


def hovered_card(scene) -> str | None:
    """The card drawn raised a little because the pointer is on it (on a person's turn,
    with nothing dragged)."""
    if scene.hover is None or (scene.drag and scene.drag.moving) or not scene.human_turn():
        return None
    return scene.hover[0]


def hover_region(scene, cards) -> pygame.Rect | None:
    """Where raising or lowering these cards changes the picture: the cards with their
    shadows and outlines."""
    rects = [scene.card_rect(card).inflate(HOVER_MARGIN * 2, HOVER_MARGIN * 2) for card in cards if card]
    return rects[0].unionall(rects[1:]) if rects else None


HOVER_MARGIN = 16   # pixels round a raised card that its shadow and outline may reach


def _walking(scene, layout) -> tuple:
    """Where each token that walks, slides or is being locked up is drawn now."""
    if layout.board is None or not scene.token_moves.moves:
        return ()
    return tuple((token, scene.token_moves.pose(token, layout.board)) for token in sorted(scene.token_moves.moves))


def make_layer_surface_ahead(scene, screen: pygame.Surface) -> None:
    """Make the surface the kept table will be drawn on, as a table is first laid out (a
    frame drawn whole), if there is none: making a window-sized surface takes 6-7 ms at
    1920x1080 (its memory is touched for the first time), which the frame after the first
    move that keeps the table (animation off, nothing flies before) then spent."""
    if scene.still_table is None and scene.spare_surface is None:
        scene.spare_surface = _window_sized(screen)


def layer_surface(scene, screen: pygame.Surface) -> pygame.Surface:
    """A surface like the screen to draw the kept table on: the one last used, if it is
    the window's size (making a window-sized surface costs more than drawing a frame)."""
    if scene.still_table is not None and scene.still_table.surface.get_size() == screen.get_size():
        return scene.still_table.surface
    spare, scene.spare_surface = scene.spare_surface, None
    if spare is not None and spare.get_size() == screen.get_size():
        return spare
    return _window_sized(screen)


def _window_sized(screen: pygame.Surface) -> pygame.Surface:
    """A surface the window's size and format whose rows start one pixel further into
    its memory than the window's and the felt's: a part of it copied to the same place on
    the window (each part of a frame) or the felt copied into it (each region a move
    redraws) then lies at a different offset in the two surfaces' rows, which copies
    them several times faster (a region a card wide: 0.02 ms against 0.2 ms at 1920x1080,
    measured on the build machine); the whole surface copied at once is a little slower."""
    width, height = screen.get_size()
    return pygame.Surface((width + 1, height), 0, screen).subsurface((1, 0, width, height))
