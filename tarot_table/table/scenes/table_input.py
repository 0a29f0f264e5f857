"""The table's input: what is under the pointer, mouse, keys, and drag and drop. A part
of ``TableScene`` (the view is ``table_view``): it turns presses, moves and releases
into the actions the rules offer, and a refused drop into a card sliding home and the
rules' reason in the status bar."""
from __future__ import annotations


import pygame

from tarot_table.games.base import Action
from tarot_table.layout import BOARD_ZONE
from tarot_table.table import keyboard
from tarot_table.table.board_draw import space_rect
from tarot_table.table.scenes import replay, rules_column
from tarot_table.table.scenes.table_cards import held_cards
from tarot_table.table.scenes.table_types import Drag, Motion

DRAG_START_PX = 5
DOUBLE_CLICK_S = 0.4


class TableInput:
    # ---- what is under the pointer ---------------------------------------------------------
    def card_at(self, pos: tuple[int, int]) -> tuple[str, str] | None:
        for zone, index, placed, spot in reversed(self.visible_cards()):
            if self.placed_rect(zone, index, placed.card).collidepoint(pos):
                return placed.card, zone
        return None

    def zones_at(self, pos: tuple[int, int]) -> list[str]:
        """Zones under the pointer, nearest centre first (layout order breaks ties),
        so a card dropped where zones overlap goes where the player aimed."""
        pad = int(self.geometry.unit * 0.15)
        hits = []
        for order, spot in enumerate(self.geometry.layout.spots):
            count = len(self.session.state.zones.get(spot.zone, []))
            area = self.geometry.zone_rect(spot, count).inflate(pad, pad)
            if area.collidepoint(pos):
                cx, cy = self.geometry.card_rect(spot, max(0, count - 1)).center
                hits.append(((cx - pos[0]) ** 2 + (cy - pos[1]) ** 2, order, spot.zone))
        return [zone for _, _, zone in sorted(hits)]

    def zone_at(self, pos: tuple[int, int]) -> str | None:
        zones = self.zones_at(pos)
        return zones[0] if zones else None

    # ---- events ---------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.geometry is None:
            self.fit(self.app.screen.get_size())
        if self._telling() and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.telling = None    # a click or a key skips to the end of the telling
            return
        if self.game_panel.handle(event):   # typing into the game's own fields
            return
        if self.handoff_to is not None:
            if event.type == pygame.KEYDOWN and keyboard.dialog_key(self, event):
                return
            for button in self.summary_buttons:
                if button.handle(event):
                    return
            return
        if self.naming is not None:
            self._naming_event(event)
            return
        if self.confirming is not None:
            self._dialog_event(event, close=lambda: setattr(self, "confirming", None))
            return
        if self.panel_open():
            self._dialog_event(event, close=lambda: setattr(self, "panel_hidden", True))
            return
        if self.coaching.handle(event):
            return
        for button in self.bar_buttons + self.choice_buttons:
            if button.handle(event):
                return
        if event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self._mouse_down(event)
        elif event.type == pygame.MOUSEMOTION:
            self._mouse_move(event)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._mouse_up(event)
        elif event.type == pygame.MOUSEWHEEL and rules_column.wheel(self, event):
            return
        elif event.type == pygame.MOUSEWHEEL and self.log_open:
            self.log_scroll = max(0, self.log_scroll + event.y)

    def _key(self, event: pygame.event.Event) -> None:
        if replay.holds_key(self, event):
            return
        ctrl = event.mod & pygame.KMOD_CTRL
        if not ctrl and keyboard.table_key(self, event):
            return
        if ctrl and event.key == pygame.K_z:
            self.undo()
        elif ctrl and event.key == pygame.K_y:
            self.redo()
        elif event.key == pygame.K_r:
            self.open_rules()
        elif rules_column.page_key(self, event):
            return
        elif event.key == pygame.K_ESCAPE:
            if self.zoomed or self.carrying or self.pending_choice:
                self.close_zoom()
                self.carrying = None
                self.cancel_choice()
            else:
                self.to_menu()
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.handing_over is not None:
            self.pass_screen()
        elif event.key == pygame.K_l:
            self.log_open = not self.log_open
            self.app.settings.log_open = self.log_open
        elif event.key == pygame.K_h:
            self.show_hint()
        elif event.key == pygame.K_m:
            self.toggle_sound()

    def toggle_sound(self) -> None:
        """M turns the card sounds on or off, as Settings does (kept when the app
        closes), and says which."""
        settings = self.app.settings
        settings.sound = not settings.sound
        problem = self.app.sounds.problem
        self.say(problem if problem and settings.sound else
                 f"Sound {'on' if settings.sound else 'off'} (M turns it {'off' if settings.sound else 'on'}).")

    def _why_not_your_turn(self) -> str:
        if self.replay is not None:
            return replay.HELD
        if self.session.finished:
            return "The game is over."
        if self.handing_over is not None:
            return f"Your turn is over: pass the screen to {self.session.state.seats[self.handing_over].name}."
        return "Wait for your turn."

    def _mouse_down(self, event: pygame.event.Event) -> None:
        self.keyboard = False
        self.hover = None    # pressing is not resting: no preview until the pointer moves again
        if event.button == 3:
            hit = self.card_at(event.pos)
            self.zoomed = hit[0] if hit else None
            return
        if event.button != 1:
            return
        if self.zoomed:
            self.close_zoom()
            return
        if self.waiting:   # a press away from the list of options puts the waiting cards back
            self.cancel_choice()
            return
        hit = self.card_at(event.pos)
        if hit is None or not self.human_turn():
            if hit is not None and not self.human_turn():
                self.say(self._why_not_your_turn())
            return
        card, *carried = self.game.handling.lift(self.session.state, hit[0])
        zone = hit[1]
        actions = self.card_actions(card)
        rect = self.card_rect(card)
        self.drag = Drag(card, zone, (event.pos[0] - rect.x, event.pos[1] - rect.y), event.pos,
                         event.pos, actions, carried=tuple(carried))

    def _mouse_move(self, event: pygame.event.Event) -> None:
        self.pointer = event.pos
        self.hover_zone = self.zone_at(event.pos)
        hit = self.card_at(event.pos)
        if hit is None or self.drag:   # a pressed card is not raised: pressing is not resting
            self.hover = None
        elif self.hover is None or self.hover[0] != hit[0]:
            self.hover = (hit[0], self.app.clock.now())
        if self.drag:
            self.drag.pos = event.pos
            dx = event.pos[0] - self.drag.start[0]
            dy = event.pos[1] - self.drag.start[1]
            if not self.drag.moving and dx * dx + dy * dy >= DRAG_START_PX ** 2:
                self.drag.moving = True
                self.close_zoom()

    def _mouse_up(self, event: pygame.event.Event) -> None:
        drag, self.drag = self.drag, None
        if drag is None:
            zone = self.zone_at(event.pos) if self.human_turn() else None
            if zone:
                zone_actions = [a for a in self.game.choices(self.session.state) if a.to == zone]
                if len(zone_actions) == 1:
                    self.perform(zone_actions[0])
            elif self.human_turn() and self.on_board_space(event.pos):
                # a token dropped on a space, or a space clicked: the game says how its tokens move
                self.say(self.game.why_not(self.session.state, None, BOARD_ZONE), warn=True)
            return
        if drag.moving:
            self._drop(drag, event.pos)
        else:
            self._click(drag)

    def on_board_space(self, pos: tuple[int, int]) -> bool:
        board = self.geometry.layout.board
        return board is not None and any(space_rect(self.geometry, board, space).collidepoint(pos)
                                         for space in board.spaces)

    def _drop(self, drag: Drag, pos: tuple[int, int]) -> None:
        under = self.zones_at(pos)
        released = self._released_rects(drag, pos)
        for zone in under:
            actions = [a for a in drag.actions if a.to == zone]
            if actions:
                self._choose(actions, moved_from=released)
                return
        zone = under[0] if under else None
        self._snap_back(released)
        if zone != drag.zone:   # let go over its own place, it is put back without complaint
            self.say(self.game.why_not(self.session.state, drag.card, zone), warn=True)
            self.app.sounds.play("refuse")

    def _released_rects(self, drag: Drag, pos: tuple[int, int]) -> dict[str, pygame.Rect]:
        """Where the held cards are drawn as the pointer lets go (each the size of its
        place, centred where its picture is): a drop's flight or a slide home starts there."""
        zone, _ = self.session.state.find(drag.card)
        rects = {}
        for index, placed, held in held_cards(self, drag, pos):
            rects[placed.card] = self.home_rect(zone, index)
            rects[placed.card].center = held.center
        return rects

    def _snap_back(self, released: dict[str, pygame.Rect]) -> None:
        """The held cards slide home from where they were let go."""
        if self.app.settings.reduced_motion:
            return   # they are simply back
        now, duration = self.app.clock.now(), max(0.15, self.app.settings.animation_seconds)
        for card, rect in released.items():
            self.motions[card] = Motion(rect, now, duration)

    def _click(self, drag: Drag) -> None:
        now = self.app.clock.now()
        double = self.last_click[0] == drag.card and now - self.last_click[1] < DOUBLE_CLICK_S
        self.last_click = (drag.card, now)
        if double or len(drag.actions) == 1:
            action = self.game.default_action(self.session.state, drag.card)
            if action is not None:
                self.perform(action)
            elif drag.actions:   # its moves are not for a click (a discard, say): the game says how
                self.say(self.game.handling.why_not_clicked(self.session.state, drag.card))
            return
        if drag.actions:
            self.say("Drag the card to where it should go (double-click plays it to the usual place).")
        else:
            self.say(self.game.why_not(self.session.state, drag.card, None), warn=True)

    def _choose(self, actions: list[Action], moved_from: dict[str, pygame.Rect] | None = None) -> None:
        if len(actions) == 1:
            self.perform(actions[0], moved_from)
        elif actions:
            self.pending_choice = actions
            self.waiting = moved_from   # cards let go wait where they were while the list is open
            self.before_choice = self.message
            self.say("Choose one.")

    def choose_pending(self, action: Action) -> None:
        """Play the option picked from the list; cards waiting where they were let go fly on from there."""
        self.perform(action, self.waiting)

    def cancel_choice(self) -> None:
        """Close the list of options without a move; cards waiting where they were let go
        slide home, and the status bar says again what it said before the list opened."""
        if self.pending_choice and self.message[0].startswith("Choose one."):
            self.message = self.before_choice
        if self.waiting:
            self._snap_back(self.waiting)
        self.pending_choice = self.waiting = None
