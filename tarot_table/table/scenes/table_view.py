"""The table's view: where the frame's parts and each card are, the layout fitted to the
window, cards flying and tokens walking, and the frame drawn (the
drawing itself is in table_draw and the modules it names). A part of ``TableScene``,
which holds the state; the input is ``table_input``, the play ``table``."""
from __future__ import annotations

import pygame

from tarot_table.games.base import Event, Placed
from tarot_table.layout import Spot
from tarot_table.table import theme
from tarot_table.table.geometry import Geometry
from tarot_table.table.scenes.rules_column import column_width
from tarot_table.table.scenes.partial_frame import draw_frame, keep_table_for_drag
from tarot_table.table.scenes.table_bars import draw_status_only, top_bar_height
from tarot_table.table.scenes.table_types import Motion

DEAL_GAP_S = 0.04


class TableView:
    """A part of ``TableScene``: the view's methods, over the scene's state."""

    def frame(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        w, h = size
        s = theme.ui_scale(size)
        top = pygame.Rect(0, 0, w, top_bar_height(self, w, s))
        status = pygame.Rect(0, h - int(40 * s), w, int(40 * s))
        # the story keeps its width at any text size (its words wrap shorter): the cards keep their room
        log_w = int(min(340 * s / theme.text_size(), w * 0.26)) if self.log_open else int(44 * s)
        log_w = column_width(size) if self.rules_beside else log_w
        story = pygame.Rect(w - log_w, top.bottom, log_w, status.top - top.bottom)
        margin = int(14 * s)
        choices_h = int(50 * s)
        table = pygame.Rect(margin, top.bottom + margin, story.left - 2 * margin,
                            status.top - top.bottom - 2 * margin - choices_h)
        return self.coaching.make_room({"top": top, "status": status, "log": story, "table": table,
                                        "choices": pygame.Rect(table.left, table.bottom, table.width, choices_h)},
                                       size)

    def fit(self, size: tuple[int, int]) -> Geometry:
        """The geometry of the game's layout in the window. A layout is worked out from the
        position alone, so it is reused until a move is made, the state replaced (undo,
        restart) or the table's room changed (a resize, the story opened or closed)."""
        state, area = self.session.state, self.frame(size)["table"]
        if self._fitted and self._fitted[0] is state and self._fitted[1:3] == (state.moves, tuple(area)):
            self.geometry = self._fitted[3]
            return self.geometry
        layout = self.game.layout(state)
        geometry = Geometry.fit(layout, area)
        self._fitted = (state, state.moves, tuple(area), geometry)
        if self.geometry is None or self.geometry.card_width != geometry.card_width:
            self.app.sprites.forget_sizes_except(geometry.card_width)
        first_fit = self.geometry is None
        self.geometry = geometry
        if first_fit:
            self.deal()
        return geometry

    def home_rect(self, zone: str, index: int) -> pygame.Rect:
        spot = self.geometry.layout.spot(zone)
        return self.geometry.card_rect(spot, index)

    def card_rect(self, card: str) -> pygame.Rect:
        """Where ``card`` is drawn now, motion included."""
        zone, index = self.session.state.find(card)
        return self.placed_rect(zone, index, card)

    def placed_rect(self, zone: str, index: int, card: str) -> pygame.Rect:
        """Where ``card``, lying at ``index`` of ``zone``, is drawn now, motion included."""
        home = self.home_rect(zone, index)
        motion = self.motions.get(card)
        if motion is None:
            return home
        t = max(0.0, min(1.0, (self.app.clock.now() - motion.began) / motion.duration)) if motion.duration else 1.0
        ease = 1 - (1 - t) ** 3
        rect = home.copy()
        rect.x = round(motion.start.x + (home.x - motion.start.x) * ease)
        rect.y = round(motion.start.y + (home.y - motion.start.y) * ease)
        return rect

    def visible_cards(self) -> list[tuple[str, int, Placed, Spot]]:
        """Cards in drawing order, bottom first; deep pile cards are skipped."""
        out = []
        for spot in self.geometry.layout.spots:
            pile = self.session.state.zones.get(spot.zone, [])
            first = 0 if spot.fan != (0.0, 0.0) else max(0, len(pile) - 2)
            for i in range(first, len(pile)):
                out.append((spot.zone, i, pile[i], spot))
        return out

    def _seen(self, zone: str, placed: Placed) -> bool:
        if self.telling is not None and placed.card in self.telling.face_down():
            return False
        return self.game.can_see(self.session.state, zone, placed, self.viewer)

    def animating(self) -> bool:
        now = self.app.clock.now()
        self.motions = {c: m for c, m in self.motions.items() if now - m.began < m.duration}
        return bool(self.motions) or self.token_moves.busy() or self._telling()

    def _telling(self) -> bool:
        if self.telling is not None and self.telling.over():
            self.telling = None
        return self.telling is not None

    def deal(self) -> None:
        """A fresh deal flies out from the first zone of the layout, card by card."""
        duration = self.app.settings.animation_seconds
        if not duration or self.session.actions or self.geometry is None:
            return
        self.app.sounds.play("shuffle")
        stock = self.geometry.layout.spots[0]
        start = self.geometry.spot_rect(stock)
        now = self.app.clock.now()
        dealt = [p.card for zone, _, p, _ in self.visible_cards() if zone != stock.zone]
        for i, card in enumerate(dealt):
            self.motions[card] = Motion(start, now + i * DEAL_GAP_S, duration)

    def animate(self, events: list[Event], before: dict[str, pygame.Rect]) -> None:
        duration = self.app.settings.animation_seconds
        if not duration or self.geometry is None:
            return
        now = self.app.clock.now()
        self.token_moves.add(events)
        for event in events:
            if event.card is None or event.card not in before:
                if event.kind == "move" and event.src in self.session.state.zones and event.card:
                    spot = self.geometry.layout.spot(event.src)
                    start = self.geometry.spot_rect(spot)
                    self.motions[event.card] = Motion(start, now, duration, flip=event.face_up is True)
                continue
            if event.kind == "move":
                self.motions[event.card] = Motion(before[event.card], now, duration)
            elif event.kind == "flip":
                self.motions[event.card] = Motion(before[event.card], now, duration, flip=True)

    def close_zoom(self) -> None:
        """Put the large view away."""
        self.zoomed = None

    def _placed(self, card: str) -> Placed:
        zone, index = self.session.state.find(card)
        return self.session.state.zones[zone][index]

    def _covered(self) -> bool:
        """A dialog or the large card view lies over the table and its status bar."""
        return bool(self.zoomed or self.naming is not None or self.handoff_to is not None)

    def something_over_the_table(self) -> bool:
        """A page, panel or question lies over the table (nothing else may be drawn on it)."""
        return self._covered() or self.panel_open() or self.confirming is not None

    def draw_ticking(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """When the clock is all that changed, repaint only the status bar."""
        if not self._clock_only or self._covered() or self.geometry is None:
            return None
        return [draw_status_only(self, surface)]

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        self._drawn_moving = bool(self.motions)   # if so, one more frame puts the cards home
        if self.coaching.note is None:
            return draw_frame(self, surface)
        self.presented = None   # the note is drawn over each frame: each is drawn whole
        draw_frame(self, surface)
        self.draw_layers_above(surface)
        self.presented = None
        return None

    def draw_layers_above(self, surface: pygame.Surface) -> None:
        """What a kind of table draws above the whole frame (a lesson's guide, a coaching
        note); a whole redraw of the moment (table_draw.draw_afresh) draws it too."""
        self.coaching.draw(self, surface)

    def after_frame(self) -> None:
        keep_table_for_drag(self, self.app.screen)
