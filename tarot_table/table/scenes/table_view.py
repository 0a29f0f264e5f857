"""The table's view: where the frame's parts and each card are, the layout fitted to the
window, cards flying and tokens walking, and the frame drawn (the drawing itself is in
table_draw and the modules it names). ``TableView`` is a part its ``TableScene`` holds as
``scene.view``; it owns what it works out and keeps between frames, and reads the play
(the session, who is looking, the dialogs) from its scene. It never reads the input
(``table_input``): what the player holds is the scene's ``Selection``."""
from __future__ import annotations

import pygame

from tarot_table.games.base import Event, Placed
from tarot_table.layout import Spot
from tarot_table.settings import TEXT_SIZES
from tarot_table.table import theme
from tarot_table.table.board_draw import TokenAnimator, forget_board_pictures
from tarot_table.keeper import SessionKeeper
from tarot_table.table.geometry import Geometry, first_shown, fitted_width
from tarot_table.table.sprites import decode_faces_ahead, sprites_one_move_on
from tarot_table.table.scenes.text_beside import column_width
from tarot_table.table.scenes.kept_table import forget_place_layers
from tarot_table.table.scenes.partial_frame import Presented, draw_frame, keep_table_for_drag, status_repainted
from tarot_table.table.scenes.strips import StripsPlace
from tarot_table.table.scenes.still_layer import StillLayer, make_layer_surface_ahead
from tarot_table.table.scenes.table_bars import draw_status_only, top_bar_height
from tarot_table.table.scenes.table_cards import forget_pile_edges
from tarot_table.table.scenes.table_types import Motion
from tarot_table.table.scenes.zone_tips import forget_tip_boxes
from tarot_table.table.widgets import Button

DEAL_GAP_S = 0.04


_BARS_WORDS = object()   # once_a_position's words, under this key of a drawing


class TableView:
    """The view of one table scene: its layout, its cards in motion and what its last
    frames drew (kept layers, buttons and where each was drawn)."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self.clock = scene.app.clock
        self.geometry: Geometry | None = None
        self.fitted: tuple = ()   # (state, moves, table area, geometry): the last fit, reused
        self.bar_scales: dict[tuple, float] = {}   # bar_scale's answer by window and panels shown
        self.strips_place = StripsPlace()   # the table's own strips across above it or beside it (strips.py)
        self.motions: dict[str, Motion] = {}
        self.token_moves = TokenAnimator(self.clock)   # tokens walking on a board, if the game has one
        self.still_table: StillLayer | None = None   # the table kept under moving cards (still_layer.py)
        self.spare_surface: pygame.Surface | None = None   # its surface while nothing moves, for next time
        self.ahead_table: StillLayer | None = None   # drawn for a pressed card's drag before it moves
        self.presented: Presented | None = None   # what the last frame left on the window (partial_frame.py)
        self.badges_asked: tuple | None = None   # (state, moves, the game's marks on cards, their short forms or None): asked once a position
        self.buttons_asked: tuple | None = None   # (state, moves, the game's buttons): asked once a position
        self.visible_kept: tuple = (None,) * 4   # (state, moves, geometry, the cards): visible_cards
        self.drawn_moving = False   # the last frame had cards in motion: one more puts them home
        self.shown = False   # drawn in the window (a menu tile's picture never is)
        self.clock_only = False     # the next frame, if no event comes, only moves the clock
        # what the last frame drew where, for the input to press
        self.zone_labels: dict[str, pygame.Rect] = {}   # each place's name (zone_tips.py)
        self.tip_shown: pygame.Rect | None = None   # a place's tip
        self.preview_width: tuple = (None, 0)   # (what the card preview's width was worked out from, the width): preview._clear_width
        self.tip_rest: tuple | None = None   # the place (zone or board space) the pointer rests on, and when its tip is due
        self.under_tip: tuple | None = None   # the tip drawn over a table drawn whole, and what it covers (zone_tips.keep_under_tip)
        self.tips_ahead: tuple | None = None   # (the window's size and places named, the steps setting their tips ahead)
        self.tip_spare: list[pygame.Surface] | None = None   # where what a tip covers is kept (strips), made with the tips ahead
        self.zone_terms: tuple = (None, {})   # (the game's terms, each place's term): zone_tips._term_of
        self.status_ahead: tuple | None = None   # (the window's size and the layout, the steps loading the status bar's long lines ahead)
        self.status_cut = ""       # the status line when the bar could show it only cut short
        self.options_cut: tuple[pygame.Rect, str] | None = None   # the top bar's options cut short: where, and whole
        self.still_winnable_at: tuple[pygame.Rect, str] | None = None   # the status bar's "Still winnable?" words: where, and why
        self.title_cut: tuple[pygame.Rect, str] | None = None   # the top bar's title cut short: where, and whole
        self.choice_buttons: list[Button] = []
        self.choice_row = None   # the row under the table as last laid out (table_bars.KeptRow)
        self.bar_buttons: list[Button] = []
        self.top_buttons: list[Button] = []   # the top bar's, the first of ``bar_buttons`` (table_draw.draw_bars)
        self.summary_buttons: list[Button] = []   # the buttons of whichever dialog is shown
        self.panel_rect: pygame.Rect | None = None  # where the end or pause panel was drawn
        # while a frame is drawn, what it works out once though asked for several times
        # (once_a_drawing): the frame's parts, the status words, what the bars show
        self.drawing: dict | None = None
        self.bars_kept: tuple = (None,) * 13   # (what the bars' words depend on, the words): once_a_position

    def frame(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        """The frame's parts; a kind of table adjusts them in its scene's ``frame``."""
        return self.frame_at(size, self.bar_scale(size))

    def frame_at(self, size: tuple[int, int], s: float, top_height: int | None = None,
                 kept: bool = True, log_open: bool | None = None) -> dict[str, pygame.Rect]:
        """The frame's parts with its bars drawn at scale ``s`` (the top bar ``top_height``
        high when given; ``kept``: the table's room kept from the game shown, if any; the
        story open or put away as ``log_open`` says, else as it is)."""
        scene = self.scene
        log_open = scene.log_open if log_open is None else log_open
        w, h = size
        top = pygame.Rect(0, 0, w, top_bar_height(scene, w, s) if top_height is None else top_height)
        status = pygame.Rect(0, h - int(40 * s), w, int(40 * s))
        # the story keeps its width at any text size (its words wrap shorter): the cards keep their room
        log_w = int(min(340 * theme.window_scale(size), w * 0.26)) if log_open else int(44 * s)
        log_w = column_width(size) if scene.rules_beside else log_w
        story = pygame.Rect(w - log_w, top.bottom, log_w, status.top - top.bottom)
        margin = int(14 * theme.window_scale(size))   # room between, which larger words do not need
        choices_h = int(50 * s)
        table = pygame.Rect(margin, top.bottom + margin, story.left - 2 * margin,
                            status.top - top.bottom - 2 * margin - choices_h)
        if kept and scene.kept_room is not None and scene.kept_room[0] == (size, log_open):
            table = scene.kept_room[1].copy()   # as the game it was shown from had it, while the window keeps its size
        parts = {"top": top, "status": status, "log": story, "table": table,
                 "choices": pygame.Rect(table.left, table.bottom, table.width, choices_h)}
        parts = self.strips_place.lay(parts, scene.strips(s), s, (size, log_open, scene.rules_beside is not None),
                                      lambda: scene.game.layout(scene.session.state))
        return scene.make_room(parts, s)

    def bar_scale(self, size: tuple[int, int]) -> float:
        """The scale the table's bars (top, status, story, the buttons under the table,
        the coaching strip and a lesson's bar) are drawn at: the player's text size where
        the cards keep their room, else as large as they may be while the cards are never
        smaller than at the next smaller text size (``_bars_giving_way``). Decided once for
        a window and the panels shown, so the bars never change as the game goes on."""
        scene = self.scene
        key = (size, scene.log_open, scene.rules_beside, scene.coaching.note is not None or scene.coaching.holds_room)
        if key not in self.bar_scales:
            self.bar_scales[key] = self._bars_giving_way(size)
        return self.bar_scales[key]

    def keep_bar_scale(self, size: tuple[int, int], scale: float) -> None:
        """The bars at ``scale`` in this window whether the story is open or not (a line
        shown from a game keeps the size that game's table chose)."""
        scene = self.scene
        for log_open in (True, False):
            self.bar_scales[(size, log_open, scene.rules_beside,
                             scene.coaching.note is not None or scene.coaching.holds_room)] = scale

    def _bars_giving_way(self, size: tuple[int, int]) -> float:
        """The setting is "Text and card size": the cards never shrink as it grows (play-test
        rounds of 27 November, at 200% half their 100% size, and of 30 November, G2, at 150%
        in 1920x1080 6% smaller). Each text size from 100% up to the one asked in turn, the
        bars are drawn at it where the cards are at least as wide as the size before left
        them, else they stay at the size before; where not even the first size above 100%
        keeps the cards, at the largest share between, to a hundredth, that does. So the
        words grow where the cards' room allows and the cards never lose to them. (Below
        100% the bars are smaller than the app's own and the cards have more room.)"""
        asked, window = theme.text_size(), theme.window_scale(size)
        if asked <= 1.0:
            return window * asked   # smaller bars only leave the cards more room
        layout = self.scene.game.layout(self.scene.session.state)

        def card_width(scale: float) -> float:
            unit = Geometry.best_unit(layout, self.frame_at(size, scale, kept=False)["table"])
            return fitted_width(unit)

        # the yardstick: the cards at 100%, the story as it is shown at 100% (open, unless
        # the player put it away; at a larger size a narrow window starts with it put away)
        share, least_card = 1.0, fitted_width(Geometry.best_unit(layout, self.frame_at(
            size, window, kept=False, log_open=self.scene.app.settings.log_open)["table"]))
        for step in [t / 100 for t in TEXT_SIZES if 1.0 < t / 100 < asked] + [asked]:
            if card_width(window * step) >= least_card:
                share = step
            elif share == 1.0:   # not even the first larger size: as near it as the cards allow
                share = theme.largest_fitting_share(lambda scale: card_width(scale) >= least_card, window, share, step)
            least_card = max(least_card, card_width(window * share))
        return window * share

    def fit(self, size: tuple[int, int]) -> Geometry:
        """The geometry of the game's layout in the window. A layout is worked out from the
        position alone, so it is reused until a move is made, the state replaced (undo,
        restart), the table's room changed (a resize, the story opened or closed) or the text
        size (the words under a board are laid by it)."""
        scene = self.scene
        state, area = scene.session.state, scene.frame(size)["table"]
        if self.fitted and self.fitted[0] is state and self.fitted[1:4] == (state.moves, tuple(area), theme.text_size()):
            self.geometry = self.fitted[4]
            return self.geometry
        layout = scene.game.layout(state)
        geometry = Geometry.fit(layout, area)
        self.fitted = (state, state.moves, tuple(area), theme.text_size(), geometry)
        if self.geometry is None or self.geometry.card_width != geometry.card_width:
            scene.app.sprites.forget_sizes_except(geometry.card_width)
        decode_faces_ahead(scene.app.sprites, state, geometry, self._sprites_one_move_on(state, area))   # off the frames to come
        first_fit = self.geometry is None
        self.geometry = geometry
        if first_fit:
            screen = scene.app.screen
            if screen is not None and screen.get_size() == size:
                make_layer_surface_ahead(scene, screen)
            self.deal()
        return geometry

    def _sprites_one_move_on(self, state, area: pygame.Rect):
        """The sprites of the positions one move on, worked out later in the thread that
        makes faces ahead, from the position the keeper keeps as the last good one (a copy
        made after each move that no one changes: ``state`` itself may change meanwhile);
        None at a table whose position is kept elsewhere (a seat's view)."""
        keeper = self.scene.keeper
        if not isinstance(keeper, SessionKeeper) or keeper.last_good.moves != state.moves:
            return None
        return sprites_one_move_on(self.scene.game, keeper.last_good, area, self.scene.viewer)

    def once_a_drawing(self, key, work, *args):
        """``work(*args)``, worked out once while a frame is drawn (nothing it depends on
        changes while it draws) and kept under ``key`` till the drawing ends; afresh each
        time outside a drawing."""
        drawing = self.drawing
        if drawing is None:
            return work(*args)
        if key not in drawing:
            drawing[key] = work(*args)
        return drawing[key]

    def once_a_position(self, key, work, *args):
        """``work(*args)`` for the bars' words that change only with the position, kept
        while a frame is drawn and nothing but the pointer and time moved since: the
        state itself and its count of moves, the app's count of inputs (any input but a
        pointer move), and what may change without either (the hint found, an ending
        told, a replay playing on, autoplay, the screen being passed, the keys' way, and what the
        scene says they depend on besides: ``bars_depend_on``). The reading's
        frame with the pointer moving over its table worked them out at every frame
        (some 25 µs; docs/performance.md). Afresh outside a drawing."""
        drawing = self.drawing
        if drawing is None:
            return work(*args)
        words = drawing.get(_BARS_WORDS)   # the key is looked at once a drawing
        if words is None:
            words = drawing[_BARS_WORDS] = self._bars_words_kept()
        if key not in words:
            words[key] = work(*args)
        return words[key]

    def _bars_words_kept(self) -> dict:
        """The bars' words kept for what they depend on now (``once_a_position``)."""
        scene = self.scene
        state, kept = scene.session.state, self.bars_kept
        telling = scene.telling if scene._telling() else None
        replay = scene.replay
        now = (state, state.moves, scene.app.inputs, scene.hint, telling, replay, replay is not None and replay.playing,
               scene.autoplay, scene.handing_over, scene.handoff_to, scene.keyboard, scene.bars_depend_on())
        if kept[0] is not state or kept[1:12] != now[1:] or kept[3] is not now[3]:
            kept = self.bars_kept = (*now, {})
        return kept[12]

    def home_rect(self, zone: str, index: int) -> pygame.Rect:
        spot = self.geometry.layout.spot(zone)
        return self.geometry.card_rect(spot, index)

    def card_rect(self, card: str) -> pygame.Rect:
        """Where ``card`` is drawn now, motion included."""
        zone, index = self.scene.session.state.find(card)
        return self.placed_rect(zone, index, card)

    def placed_rect(self, zone: str, index: int, card: str) -> pygame.Rect:
        """Where ``card``, lying at ``index`` of ``zone``, is drawn now, motion included."""
        home = self.home_rect(zone, index)
        motion = self.motions.get(card)
        if motion is None:
            return home
        t = max(0.0, min(1.0, (self.clock.now() - motion.began) / motion.duration)) if motion.duration else 1.0
        ease = 1 - (1 - t) ** 3
        rect = home.copy()
        rect.x = round(motion.start.x + (home.x - motion.start.x) * ease)
        rect.y = round(motion.start.y + (home.y - motion.start.y) * ease)
        return rect

    def visible_cards(self) -> list[tuple[str, int, Placed, Spot]]:
        """Cards in drawing order, bottom first; deep pile cards are skipped. Worked out
        once a frame for the position and layout (the pointer's hit test, the cards set
        apart and a deal each ask: 0.015 ms a time for Queens of Fate's table at
        1920x1080); never change the list it gives."""
        state = self.scene.session.state
        kept = self.visible_kept
        if kept[0] is state and kept[1] == state.moves and kept[2] is self.geometry:
            return kept[3]
        out = []
        zones = state.zones
        for spot in self.geometry.layout.spots:
            pile = zones.get(spot.zone, [])
            for i in range(first_shown(spot, len(pile)), len(pile)):
                out.append((spot.zone, i, pile[i], spot))
        self.visible_kept = (state, state.moves, self.geometry, out)
        return out

    def placed(self, card: str) -> Placed:
        state = self.scene.session.state
        zone, index = state.find(card)
        return state.zones[zone][index]

    def animating(self) -> bool:
        if self.motions:   # those landed let go (asked several times a frame, mostly with none)
            now = self.clock.now()
            self.motions = {c: m for c, m in self.motions.items() if now - m.began < m.duration}
        return bool(self.motions) or self.token_moves.busy() or self.scene._telling()

    def deal(self) -> None:
        """A fresh deal flies out from the first zone of the layout, card by card."""
        scene = self.scene
        duration = scene.app.settings.animation_seconds
        if not duration or scene.session.actions or self.geometry is None:
            return
        scene.app.sounds.play("shuffle")
        stock = self.geometry.layout.spots[0]
        start = self.geometry.spot_rect(stock)
        now = self.clock.now()
        dealt = [p.card for zone, _, p, _ in self.visible_cards() if zone != stock.zone]
        for i, card in enumerate(dealt):
            self.motions[card] = Motion(start, now + i * DEAL_GAP_S, duration)

    def animate(self, events: list[Event], before: dict[str, pygame.Rect]) -> None:
        duration = self.scene.app.settings.animation_seconds
        if not duration or self.geometry is None:
            return
        now = self.clock.now()
        zones = self.scene.session.state.zones
        self.token_moves.add(events)
        for event in events:
            if event.card is None or event.card not in before:
                if event.kind == "move" and event.src in zones and event.card:
                    spot = self.geometry.layout.spot(event.src)
                    start = self.geometry.spot_rect(spot)
                    self.motions[event.card] = Motion(start, now, duration, flip=event.face_up is True)
                continue
            if event.kind == "move":
                self.motions[event.card] = Motion(before[event.card], now, duration)
            elif event.kind == "flip":
                self.motions[event.card] = Motion(before[event.card], now, duration, flip=True)

    def slide_home(self, released: dict[str, pygame.Rect]) -> None:
        """Cards let go slide home from where they were let go (at once with reduced motion)."""
        settings = self.scene.app.settings
        if settings.reduced_motion:
            return   # they are simply back
        now, duration = self.clock.now(), max(0.15, settings.animation_seconds)
        for card, rect in released.items():
            self.motions[card] = Motion(rect, now, duration)

    def stop_moving(self) -> None:
        """The position was replaced (undo, restart): nothing flies or walks to it."""
        self.motions.clear()
        self.token_moves.clear()

    def draw_ticking(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """When the clock is all that changed, repaint only the status bar."""
        if not self.clock_only or self.scene._covered() or self.geometry is None or self.scene.app.key_list_open:
            return None
        drawn = draw_status_only(self.scene, surface)
        status_repainted(self.scene)
        return [drawn]

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        self.shown = True
        self.drawing = {}   # what the frame works out once though asked for several times (once_a_drawing)
        try:
            return self._draw(surface)
        finally:
            self.drawing = None

    def _draw(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        scene = self.scene
        # if so, one more frame puts the cards home, and the tokens on the spaces they reached (the
        # last frame of a walk drew a token between two spaces: no frame came after it till input)
        self.drawn_moving = bool(self.motions) or bool(self.token_moves.moves)
        if scene.coaching.note is None:
            return draw_frame(scene, surface)
        self.presented = None   # the note is drawn over each frame: each is drawn whole
        draw_frame(scene, surface)
        scene.draw_layers_above(surface)
        self.presented = None
        return None

    def after_frame(self) -> None:
        keep_table_for_drag(self.scene, self.scene.app.screen)

    def forget_frames(self) -> None:
        """The scene is put away: the kept layers go with it, and the places' boxes,
        the board and the shadows kept for drawing it (the pages after a table kept
        them all along: issue 29's peak memory, docs/performance.md)."""
        self.still_table = self.spare_surface = self.presented = self.ahead_table = None
        forget_place_layers()
        forget_board_pictures()
        theme.forget_shadows()
        forget_pile_edges()
        if self.shown:   # its bars', story's and tips' panels and texts too (a tile's picture leaves the menu's kept)
            theme.forget_panels()
            theme.forget_texts()
            forget_tip_boxes()
