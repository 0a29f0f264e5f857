"""The table's input: what is under the pointer, mouse, keys, and drag and drop.
``TableInput`` is a part its ``TableScene`` holds as ``scene.input``: it turns presses,
moves and releases into the actions the rules offer, and a refused drop into a card
sliding home and the rules' reason in the status bar. It writes what the player holds
or points at into the scene's ``Selection``, asks the view where things are
(``scene.view``, which it never asks to draw) and hands moves to the play."""
from __future__ import annotations


import pygame

from tarot_table.games.base import Action
from tarot_table.layout import BOARD_ZONE
from tarot_table.table import keyboard
from tarot_table.table.board_draw import space_rect
from tarot_table.table.scenes import replay, text_beside
from tarot_table.table.scenes.table_cards import held_cards
from tarot_table.table.scenes.table_types import Drag, Selection


DRAG_START_PX = 5
DOUBLE_CLICK_S = 0.4
DOUBLE_CLICK_PX = 6   # a second click this near the first, this soon, is its double-click


class TableInput:
    """The input of one table scene: events in, moves and refusals out."""

    def __init__(self, scene, selection: Selection) -> None:
        self.scene = scene
        self.view = scene.view
        self.selection = selection
        self.last_click: tuple[str, float, tuple[int, int]] = ("", 0.0, (0, 0))   # the card last clicked, when and where
        self.release_ignored = False   # the button's release after Escape let go of a drag
        self._areas: tuple = (None, None, None, [])   # (geometry, state, its moves, areas): _zone_areas

    # ---- what is under the pointer ---------------------------------------------------------
    def card_at(self, pos: tuple[int, int]) -> tuple[str, str] | None:
        view = self.view
        for zone, index, placed, spot in reversed(view.visible_cards()):
            if view.placed_rect(zone, index, placed.card).collidepoint(pos):
                return placed.card, zone
        return None

    def zones_at(self, pos: tuple[int, int]) -> list[str]:
        """Zones under the pointer, nearest centre first (layout order breaks ties),
        so a card dropped where zones overlap goes where the player aimed."""
        x, y = pos
        hits = [((cx - x) ** 2 + (cy - y) ** 2, order, zone)
                for order, (area, (cx, cy), zone) in enumerate(self._zone_areas()) if area.collidepoint(pos)]
        return [zone for _, _, zone in sorted(hits)]

    def _zone_areas(self) -> list[tuple[pygame.Rect, tuple[int, int], str]]:
        """Each place in layout order: the room its cards cover, padded, where the pointer
        finds it, and the centre of its top card. Worked out once a layout and position
        (the state itself and its count of moves, as ``TableScene.of_position``): the
        pointer asks every frame it moves, and each place's room was some 20 rectangles
        made (about a tenth of a frame over a still table)."""
        geometry, state = self.view.geometry, self.scene.session.state
        kept = self._areas
        if kept[0] is not geometry or kept[1] is not state or kept[2] != state.moves:
            pad = int(geometry.unit * 0.15)
            areas = []
            for spot in geometry.layout.spots:
                count = len(state.zones.get(spot.zone, []))
                areas.append((geometry.zone_rect(spot, count).inflate(pad, pad),
                              geometry.card_rect(spot, max(0, count - 1)).center, spot.zone))
            kept = self._areas = (geometry, state, state.moves, areas)
        return kept[3]

    def zone_at(self, pos: tuple[int, int]) -> str | None:
        zones = self.zones_at(pos)
        return zones[0] if zones else None

    def on_board_space(self, pos: tuple[int, int]) -> bool:
        geometry = self.view.geometry
        board = geometry.layout.board
        return board is not None and any(space_rect(geometry, board, space).collidepoint(pos)
                                         for space in board.spaces)

    # ---- events ---------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        scene, view = self.scene, self.view
        if view.geometry is None:
            view.fit(scene.app.screen.get_size())
        if scene._telling() and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            scene.telling = None    # a click or a key skips to the end of the telling
            return
        if scene.game_panel.handle(event):   # typing into the game's own fields
            return
        if scene.handoff_to is not None:   # the pass-the-screen page: its buttons, Escape to the menu
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                scene.to_menu()
                return
            if event.type == pygame.KEYDOWN and keyboard.dialog_key(scene, event):
                return
            for button in view.summary_buttons:
                if button.handle(event):
                    return
            return
        if scene.naming is not None:
            scene._naming_event(event)
            return
        if scene.confirming is not None:
            scene._dialog_event(event, close=lambda: setattr(scene, "confirming", None))
            return
        if scene.panel_open():
            if event.type == pygame.MOUSEMOTION:   # a greyed button of the panel says why under it
                scene.pointer = event.pos
            scene._dialog_event(event, close=scene.hide_panel)
            return
        if scene.zoomed and scene.card_view_scroll.handle(event):
            return
        if scene.coaching.handle(event):
            return
        for button in view.bar_buttons + view.choice_buttons:
            if button.handle(event):
                if event.type == pygame.MOUSEBUTTONUP and not button.enabled and button.tip:
                    scene.say(button.tip)   # a greyed button clicked says why it is greyed
                return
        if event.type == pygame.KEYDOWN:
            self.key(event)
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self._mouse_down(event)
        elif event.type == pygame.MOUSEMOTION:
            self._mouse_move(event)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._mouse_up(event)
        elif event.type == pygame.MOUSEWHEEL and text_beside.wheel(scene, event):
            return
        elif event.type == pygame.MOUSEWHEEL and scene.log_open:
            scene.log_scroll = max(0, scene.log_scroll + event.y)

    def key(self, event: pygame.event.Event) -> None:
        scene, held = self.scene, self.selection
        if replay.holds_key(scene, event):
            return
        ctrl = event.mod & pygame.KMOD_CTRL
        if not ctrl and keyboard.table_key(scene, event):
            return
        if ctrl and event.key == pygame.K_z:
            scene.undo()
        elif ctrl and event.key == pygame.K_y:
            scene.redo()
        elif event.key == pygame.K_r:
            scene.open_rules()
        elif text_beside.page_key(scene, event):
            return
        elif event.key == pygame.K_ESCAPE:
            if held.drag is not None:
                self.put_back_dragged()
            elif scene.zoomed or held.carrying or held.pending_choice:
                scene.close_zoom()
                held.carrying = None
                self.cancel_choice()
            else:
                scene.escape_to_menu()
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and scene.handing_over is not None:
            scene.pass_screen()
        elif event.key == pygame.K_l:
            scene.log_open = not scene.log_open
            scene.app.settings.log_open = scene.log_open
        elif event.key == pygame.K_h:
            scene.show_hint()
        elif event.key == pygame.K_m:
            self.toggle_sound()

    def toggle_sound(self) -> None:
        """M turns the card sounds on or off, as Settings does (kept when the app
        closes), and says which."""
        app = self.scene.app
        settings = app.settings
        settings.sound = not settings.sound
        problem = app.sounds.problem
        self.scene.say(problem if problem and settings.sound else
                       f"Sound {'on' if settings.sound else 'off'} (M turns it {'off' if settings.sound else 'on'}).")

    def why_not_your_turn(self) -> str:
        scene = self.scene
        if scene.replay is not None:
            return replay.HELD
        if scene.session.finished:
            return "The game is over."
        if scene.handing_over is not None:
            return f"Your turn is over: pass the screen to {scene.session.state.seats[scene.handing_over].name}."
        return "Wait for your turn."

    def _mouse_down(self, event: pygame.event.Event) -> None:
        scene, held = self.scene, self.selection
        self.release_ignored = False   # a new press: the release Escape waited for never came
        held.keyboard = False
        held.hover = None    # pressing is not resting: no preview until the pointer moves again
        if event.button == 3:
            hit = self.card_at(event.pos)
            scene.zoomed = hit[0] if hit else None
            return
        if event.button != 1:
            return
        if scene.zoomed:
            scene.close_zoom()
            return
        if held.waiting:   # a press away from the list of options puts the waiting cards back
            self.cancel_choice()
            return
        hit = self.card_at(event.pos)
        if hit is None or not scene.human_turn():
            if hit is not None and not scene.human_turn():
                scene.say(self.why_not_your_turn())
            return
        card, *carried = scene.game.handling.lift(scene.session.state, hit[0])
        zone = hit[1]
        actions = scene.card_actions(card)
        rect = self.view.card_rect(card)
        held.drag = Drag(card, zone, (event.pos[0] - rect.x, event.pos[1] - rect.y), event.pos,
                         event.pos, actions, carried=tuple(carried))

    def _mouse_move(self, event: pygame.event.Event) -> None:
        held = self.selection
        held.pointer = event.pos
        hit = self.card_at(event.pos)
        # with a drop's options listed over the table, the place under them is not pointed at;
        # resting, the place named is the one whose card is drawn under the pointer (a card
        # laid across another's middle, their centres one), held, the place it would drop on
        held.hover_zone = None if held.pending_choice else \
            hit[1] if hit is not None and not held.drag else self.zone_at(event.pos)
        if hit is None or held.drag:   # a pressed card is not raised: pressing is not resting
            held.hover = None
        elif held.hover is None or held.hover[0] != hit[0]:
            held.hover = (hit[0], self.scene.app.clock.now())
        drag = held.drag
        if drag:
            drag.pos = event.pos
            dx = event.pos[0] - drag.start[0]
            dy = event.pos[1] - drag.start[1]
            if not drag.moving and dx * dx + dy * dy >= DRAG_START_PX ** 2:
                drag.moving = True
                self.scene.close_zoom()

    def put_back_dragged(self) -> None:
        """Escape with a card held by the mouse: it slides home and the table stays; the
        button's release that follows is not read as a click where the pointer is."""
        held = self.selection
        drag, held.drag = held.drag, None
        self.release_ignored = True
        if drag.moving:
            self.view.slide_home(self._released_rects(drag, drag.pos))
        self.scene.say(f"{keyboard.card_words(self.scene, drag.card)} put back.")

    def _mouse_up(self, event: pygame.event.Event) -> None:
        scene, held = self.scene, self.selection
        drag, held.drag = held.drag, None
        if self.release_ignored:
            self.release_ignored = False
            return
        if drag is None:
            if self.second_of_a_double_click("", event.pos):
                return   # the first click emptied the place: its double-click's second click plays nothing there
            zone = self.zone_at(event.pos) if scene.human_turn() else None
            if zone:
                zone_actions = [a for a in scene.game.choices(scene.session.state) if a.to == zone]
                if len(zone_actions) == 1:
                    scene.perform(zone_actions[0])
            elif scene.human_turn() and self.on_board_space(event.pos):
                # a token dropped on a space, or a space clicked: the game says how its tokens move
                scene.say(scene.game.why_not(scene.session.state, None, BOARD_ZONE), warn=True)
            return
        if drag.moving:
            self._drop(drag, event.pos)
        else:
            self.click(drag)

    def _drop(self, drag: Drag, pos: tuple[int, int]) -> None:
        scene = self.scene
        under = self.zones_at(pos)
        released = self._released_rects(drag, pos)
        for zone in under:
            actions = [a for a in drag.actions if a.to == zone]
            if actions:
                self.choose(actions, moved_from=released)
                return
        zone = under[0] if under else None
        self.view.slide_home(released)
        if zone != drag.zone:   # let go over its own place, it is put back without complaint
            scene.say(scene.game.why_not(scene.session.state, drag.card, zone), warn=True)
            scene.app.sounds.play("refuse")

    def _released_rects(self, drag: Drag, pos: tuple[int, int]) -> dict[str, pygame.Rect]:
        """Where the held cards are drawn as the pointer lets go (each the size of its
        place, centred where its picture is): a drop's flight or a slide home starts there."""
        zone, _ = self.scene.session.state.find(drag.card)
        rects = {}
        for index, placed, held in held_cards(self.scene, drag, pos):
            rects[placed.card] = self.view.home_rect(zone, index)
            rects[placed.card].center = held.center
        return rects

    def click(self, drag: Drag) -> None:
        scene = self.scene
        state = scene.session.state
        if self.second_of_a_double_click(drag.card, drag.start):
            return
        now = scene.app.clock.now()
        double = self.last_click[0] == drag.card and now - self.last_click[1] < DOUBLE_CLICK_S
        self.last_click = (drag.card, now, drag.start)
        usual = scene.game.default_action(state, drag.card)
        action = usual if double else scene.game.handling.clicked(state, drag.card, drag.actions)
        if action is not None:
            scene.perform(action)
            return
        if double or len(drag.actions) == 1:
            if usual is not None:   # one move, kept from a single click: it gives something up
                scene.say(not_by_one_click(scene, usual))
            elif drag.actions:   # its moves are not for a click (a discard, say): the game says how
                scene.say(scene.game.handling.why_not_clicked(state, drag.card))
            return
        if drag.actions:
            scene.say("Drag the card to where it should go (double-click plays it to the usual place).")
        else:
            scene.say(scene.game.why_not(state, drag.card, None), warn=True)

    def second_of_a_double_click(self, card: str, pos: tuple[int, int]) -> bool:
        """Whether a click on ``card`` (none: a place) is the second click of a double-click
        whose first was on another card: one double-click is one gesture, so it plays
        nothing (play-test round 8: a double-click on the top card of Queens of Fate's
        Awakened row secured it, the row closed up, and the second click secured the card
        that slid under the pointer). A quick click on a card elsewhere is a click."""
        first, when, where = self.last_click
        if not first or first == card or self.scene.app.clock.now() - when >= DOUBLE_CLICK_S:
            return False
        if abs(pos[0] - where[0]) > DOUBLE_CLICK_PX or abs(pos[1] - where[1]) > DOUBLE_CLICK_PX:
            return False
        self.last_click = ("", 0.0, (0, 0))   # the gesture is over: a third click is a click
        return True

    def choose(self, actions: list[Action], moved_from: dict[str, pygame.Rect] | None = None) -> None:
        """One action is played; several are listed for the player to pick from."""
        scene, held = self.scene, self.selection
        if len(actions) == 1:
            scene.perform(actions[0], moved_from)
        elif actions:
            held.pending_choice = actions
            held.waiting = moved_from   # cards let go wait where they were while the list is open
            held.before_choice = scene.message
            scene.say("Choose one.")

    def choose_pending(self, action: Action) -> None:
        """Play the option picked from the list; cards waiting where they were let go fly on from there."""
        self.scene.perform(action, self.selection.waiting)

    def cancel_choice(self) -> None:
        """Close the list of options without a move; cards waiting where they were let go
        slide home, and the status bar says again what it said before the list opened."""
        scene, held = self.scene, self.selection
        if held.pending_choice and scene.message[0].startswith("Choose one."):
            scene.message = held.before_choice
        if held.waiting:
            self.view.slide_home(held.waiting)
        held.pending_choice = held.waiting = None


def not_by_one_click(scene, action: Action) -> str:
    """What the status bar says when one click on a card plays nothing because its one
    move gives something up (``Handling.stake``): the move, how to make it, and why a
    click does not."""
    stake = scene.game.handling.stake(scene.session.state, action)
    if stake is None:
        return "Drag the card to where it should go (double-click plays it to the usual place)."
    place = keyboard.place_words(scene, action.to) if scene.geometry.layout.find(action.to) else "its place"
    move = f"{action.label}? " if action.label else ""
    return f"{move}Drag the card onto {place}, or double-click it: this move {stake.value}, so one click does not make it."
