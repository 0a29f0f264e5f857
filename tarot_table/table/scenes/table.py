"""The table: any game's zones and cards, dragged and dropped with the mouse.

The scene asks the rules what is legal and shows the answer; it never decides.
Every change goes through the session keeper (``TableSession.play``) and is animated
from the events the rules return. The scene is the play: moves, undo, the bots'
turns, hints, navigation. Its other jobs are parts it holds, each owning its state:
the view (``scene.view``: where things are, the layout fitted, cards flying, the frame
drawn) in ``table_view``; the input (``scene.input``: mouse, keys, drag and drop) in
``table_input``; what the player holds or points at (``scene.selection``), written by
the input; the game kept (``scene.keeper``, a ``SessionKeeper`` or a session elsewhere)
and the bots' thinking (``scene.bots``, a ``BotRunner``). The panels and dialogs over the
table are in ``table_dialogs``; the drawing itself in ``table_draw`` (which says where
each part of it is).
"""
from __future__ import annotations

import pygame

from tarot_table import applog
from tarot_table.collection import COLLECTION
from tarot_table.filestore import Hold
from tarot_table.games.base import Action, BadOptions, Event, FollowUp, Placed
from tarot_table.games.capabilities import counted_on, next_game, pause_of
from tarot_table.clock import fresh_seed
from tarot_table.keeper import SessionKeeper
from tarot_table.large_blocks import give_large_blocks_back
from tarot_table.option_roles import OptionRole
from tarot_table.session import Session
from tarot_table.wording import NEW_DEAL, SAME_DEAL, bot_moves_after
from tarot_table.settings import give_player_name, with_preferences
from tarot_table.table import key_list, theme
from tarot_table.table.app import NEVER_AWAY, App, Scene
from tarot_table.bot_runner import BotRunner, decision
from tarot_table.table.game_panel import panel_for
from tarot_table.table.narrator import Narrator
from tarot_table.table.scenes import hot_seat, post_mortem, solver_hint, still_winnable
from tarot_table.table.scenes.coach_note import Coaching
from tarot_table.table.scenes.preview import preview_width
from tarot_table.table.scenes.replay import replay_view, told_in_the_story
from tarot_table.table.scenes.text_beside import RulesBeside, open_beside
from tarot_table.table.scenes.table_dialogs import TableDialogs
from tarot_table.table.scenes.reveal import Telling
from tarot_table.table.scenes.table_input import TableInput
from tarot_table.table.scenes.table_view import TableView
from tarot_table.table.scenes.table_overlays import banner_fade_s
from tarot_table.table.scenes.table_types import CardViewScroll, Confirm, Selection, owned_by
from tarot_table.table.scenes.zone_tips import tip_due_in
from tarot_table.table.sound import sound_of
from tarot_table.table.widgets import TextField

HOVER_PREVIEW_S = 0.6   # resting this long on a face-up card shows its small preview
MESSAGE_S = 5.0
HINT_STAYS_S = 120.0   # a hint shown stays until the position changes, or this long (README, "Hint")
BOT_PAUSE_S = 0.35
BANNER_S = 2.5
AUTOPLAY_ON = "Autoplay on: watch the bot play."
COVERED_CLOCK_S = 4.0   # under a dialog the clock is counted, not shown: fewer, whole frames


class TableScene(TableDialogs, Scene):
    left_out_of_bar: frozenset[str] = frozenset()   # the top bar's buttons a kind of table has not (by method name)

    # the parts' state under the scene's names, for the modules that draw or handle the table
    geometry = owned_by("view", "geometry")
    motions = owned_by("view", "motions")
    token_moves = owned_by("view", "token_moves")
    still_table = owned_by("view", "still_table")
    spare_surface = owned_by("view", "spare_surface")
    ahead_table = owned_by("view", "ahead_table")
    presented = owned_by("view", "presented")
    badges_asked = owned_by("view", "badges_asked")
    zone_labels = owned_by("view", "zone_labels")
    tip_shown = owned_by("view", "tip_shown")
    status_cut = owned_by("view", "status_cut")
    choice_buttons = owned_by("view", "choice_buttons")
    bar_buttons = owned_by("view", "bar_buttons")
    summary_buttons = owned_by("view", "summary_buttons")
    panel_rect = owned_by("view", "panel_rect")
    drag = owned_by("selection", "drag")
    hover = owned_by("selection", "hover")
    pointer = owned_by("selection", "pointer")
    hover_zone = owned_by("selection", "hover_zone")
    focus = owned_by("selection", "focus")
    keyboard = owned_by("selection", "keyboard")
    carrying = owned_by("selection", "carrying")
    pending_choice = owned_by("selection", "pending_choice")
    waiting = owned_by("selection", "waiting")
    focus_awaits_turn = owned_by("selection", "focus_awaits_turn")
    focus_awaits_layout = owned_by("selection", "focus_awaits_layout")

    def __init__(self, app: App, session: Session, saving: bool = True,
                 hold: Hold | None = None, keeper=None) -> None:
        super().__init__(app)
        give_large_blocks_back()   # a table's pictures are the app's large blocks: each given back once freed
        self.session = session
        self._position_facts: tuple = (None, None, {})   # (state, its moves, facts): of_position
        # the game kept: history, undo, autosave, time, statistics, journal (False: pictures, previews);
        # ``keeper``: a game kept elsewhere (a seat at a network table, net/remote_session.py)
        self.keeper = keeper or SessionKeeper(session, app.clock, saving, hold, tell=self.say)
        self.game = session.game
        self.coaching = Coaching()   # the real notes once the scene is made (coach_note.py)
        self.view = TableView(self)
        self.selection = Selection()
        self.input = TableInput(self, self.selection)
        self.message = ("", theme.TEXT, 0.0)
        self.hint: tuple[Action, float] | None = None   # the move hinted at, and until when
        self.hint_moves: int | None = None   # the position (its count of moves) the hint was given for
        self.hint_words = ""
        self.hint_pointer: tuple[int, int] | None = None   # where the pointer was when the hint came
        self.autoplay = False
        self.autoplay_searched_at: int | None = None   # the move count at Autoplay's last search for a line
        self.autoplay_for: int | None = None   # at a shared screen, the one person Autoplay plays for
        self.bots = BotRunner(app.clock, self.request_redraw)   # bots' moves and hints, thought out in the background
        # whose hidden cards the table shows, and the person the screen waits to be passed to
        self.viewer, self.handoff_to = hot_seat.opening_view(self.game, session.state)
        self.handing_over: int | None = None   # the seat the screen goes to once its viewer has seen their turn's result
        self.zoomed: str | None = None
        self.card_view_scroll = CardViewScroll()   # the large view's words, where too long to show whole
        self.rules_beside: RulesBeside | None = None   # the rules read in the right-hand column (text_beside.py)
        self.naming: TextField | None = None   # the "Save as" name box, while open
        self.log_open = app.settings.log_open and not theme.story_crowds_table(app.screen.get_size())
        self.log_scroll = 0
        self.banner = ("", 0.0)   # a moment called out across the table, and until when
        self.art_problems_told = len(app.art.problems)
        self.panel_hidden = False   # the player put the end or pause panel away to look at the table
        self.confirming: Confirm | None = None
        self._updated_at = app.frames   # the app's frame count at this scene's last update
        self.telling: Telling | None = None     # an ending being told step by step (reveal.py)
        self.game_panel = panel_for(self)   # the game's own part of the table, if it declares one
        self.warned_unkept = ""   # why a note typed in that panel could not be kept, once said on leaving
        self.examination = None    # after a lost solitaire: could it have been won? (post_mortem.py)
        self.showing: list[Action] = []   # a winning line being played on this table, move by move
        self.replay = None   # a kept game's moves stepped through (replay.py); they are then ``showing``
        # (window size, table room): a line shown keeps the room of the table it came from (post_mortem.py)
        self.kept_room: tuple[tuple[tuple[int, int], bool], pygame.Rect] | None = None   # ((window, story open), room)
        self.still = still_winnable.Watch()   # verdicts for the "Still winnable?" setting
        solver_hint.remember_deal_line(self, session.deal_line)   # a Winnable only deal's, new or resumed
        self.narrator = Narrator()   # what is said aloud with speech on
        self.keeper.record_if_finished()
        self.coaching = Coaching.for_scene(self)
        COLLECTION.table_opened()   # a pass now, not one of the middle generation in a frame of play (collection.py)

    # ---- what the rules allow, asked once per position --------------------------------
    def legal(self) -> list[Action]:
        return self.keeper.legal_actions()

    def card_actions(self, card: str) -> list[Action]:
        return self.game.actions_for_card(self.session.state, card, self.legal())

    # ---- whose turn ------------------------------------------------------------------
    def bars_depend_on(self) -> object:
        """What the bars' words depend on beyond the position and the inputs (kept while
        neither changes: ``TableView.once_a_position``): nothing more at a table kept here."""
        return None

    def seat_to_act(self) -> int | None:
        if self.given_up():
            return None   # nobody plays on in a game given up
        return self.of_position(self.game.current_seat)

    def outcome(self):
        """The game's outcome at the position on the table, None while it goes on (a
        game given up is over where it was given up: ``Session.outcome``)."""
        if self.session.given_up_at is not None:
            return self.session.outcome()
        return self.of_position(self.game.outcome)

    def given_up(self) -> bool:
        """The game on the table was given up where it stands."""
        return self.session.given_up_at is not None and self.session.outcome() is not None

    def of_position(self, work):
        """``work(state)`` for the position on the table, worked out once per position
        (the state itself and its count of moves, as the keeper keeps the legal moves):
        a frame asks whose turn it is some eight times, and whether the game is over
        some six."""
        state = self.session.state
        kept = self._position_facts
        if kept[0] is not state or kept[1] != state.moves:
            kept = self._position_facts = (state, state.moves, {})
        facts = kept[2]
        if work not in facts:
            facts[work] = work(state)
        return facts[work]

    def expected_words(self) -> str:
        """What the status line says the player is expected to do (a lesson: its step's move),
        asked of the rules once a position."""
        return self.of_position(self.game.status)

    def human_turn(self) -> bool:
        seat = self.seat_to_act()
        return (seat is not None and self.session.state.seats[seat].is_human and self.replay is None
                and not self.autoplay and self.handoff_to is None and self.handing_over is None)

    # ---- doing things --------------------------------------------------------------------
    def perform(self, action: Action, moved_from: dict[str, pygame.Rect] | None = None,
                asked: bool = False) -> bool:
        """Play ``action`` and animate what it changed; ``moved_from``: where cards let go
        by the pointer were drawn, for their flight to start there. A person's move the
        game cautions against is asked about first (``asked``: it has been)."""
        if not asked and self.human_turn() and self._ask_first(action, moved_from):
            return False
        before = {p.card: self.card_rect(p.card) for _, _, p, _ in self.visible_cards()}
        before.update(moved_from or {})
        story_before = len(self.session.state.story)
        paused = pause_of(self.game, self.session.state) is not None
        by_you = self.human_turn()
        played = self.keeper.play(action, self.game_panel.answers())
        if not played.done:
            self.say(played.refused or played.failed, warn=True)
            if played.refused:
                self.app.sounds.play("refuse")
            return False
        self.show_played(played.events, before, story_before, paused)
        if by_you and self.keyboard:
            self.focus_awaits_layout = True   # a move by the mouse too: the ring goes to the next move with the next frame
        if by_you and not self.log_open and not self.message[0] and self.keeper.saving:
            # the story put away (a larger text in a smaller window): what the move did is said
            # on the status line, else nothing on screen told it (Queens of Fate's year that
            # drew an Arcana which clashed and was lost: play-test round 7, Q5)
            self.say(told_in_the_story(self, story_before))
        self.coaching.after_move(self, action, played.events, by_you)
        return True

    def show_played(self, events: list[Event], before: dict[str, pygame.Rect], story_before: int,
                    paused: bool) -> None:
        """Show what a move did: its cards fly from ``before``, its words, sound and
        banner, and the ending told if it ended the game (``paused``: the game was
        between two of its parts before the move)."""
        self.game_panel.played()   # what it asked before the first move is fixed with it
        self.drop_hint()
        self.pending_choice = self.waiting = self.carrying = None   # a card held by the keys is let go by any move
        self.panel_hidden = False
        if paused and hot_seat.shares_screen(self.game, self.session.state):
            self.viewer = None   # the next game of a match is dealt: no hand is shown before its owner is at the screen
        self.hover = None     # a card that lands under a still pointer is not previewed
        self.message = ("", theme.TEXT, 0.0)   # a refusal or an instruction is stale after a good move
        told = [event.text for event in events if event.kind == "message" and event.text]
        if self.game.tells_moves and told:
            self.say(told[0])
        for event in events:
            if event.kind == "announce":
                self.banner = (event.text, self.app.clock.now() + BANNER_S)
        self.animate(events, before)
        self.app.sounds.play(self._sound_of_move(events))
        if self.outcome() is not None:
            duration = self.app.settings.animation_seconds
            self.telling = Telling.start(self.game.ending.reveal(self.session.state), duration, self.app.clock, delay=duration,
                                         story_from=story_before)
            if self.telling is not None:   # the winner is called out once the count is told
                self.banner = (self.banner[0], self.telling.ends() + BANNER_S)
        self._after_change()

    def _sound_of_move(self, events: list[Event]) -> str | None:
        """The sound a move makes: at the end of a scored game, a win or a loss for the
        one at this screen; else the sound of what its cards or tokens did."""
        outcome = self.outcome()
        if outcome is not None and self.game.scored:
            return "win" if outcome.won_by(self.viewer if self.viewer is not None else 0) else "lose"
        return sound_of(events)

    def _ask_first(self, action: Action, moved_from: dict[str, pygame.Rect] | None) -> bool:
        caution = self.game.handling.caution(self.session.state, action)
        if caution is None:
            return False
        title, line, yes = caution
        self.confirming = Confirm(title, [line], yes, lambda: self._answered(action, moved_from))
        return True

    def _answered(self, action: Action, moved_from: dict[str, pygame.Rect] | None) -> None:
        self.confirming = None
        self.perform(action, moved_from, asked=True)

    def replace_session(self, session: Session) -> None:
        """Show another game on this table, kept as this one was (a lesson's next step)."""
        self.keeper.leave()
        session.elapsed = self.session.elapsed   # the time played goes on from where it was
        self.session, self.game = session, session.game
        self.keeper = SessionKeeper(session, self.app.clock, self.keeper.saving, tell=self.say)

    def _after_change(self) -> None:
        self.hand_over()
        self.keeper.record_if_finished()
        self._end_autoplay_at_a_stop()

    def say(self, words: str, warn: bool = False) -> None:
        self.message = (words, theme.WARN if warn else theme.ACCENT, self.app.clock.now() + MESSAGE_S)

    def hand_over(self) -> None:
        """After a change, the screen is passed on if another person is to act. Whoever
        has been looking first sees what their turn did, then passes it with a button."""
        if self.replay is not None:   # a finished game stepped through: each turn seen from its player's seat
            self.viewer, self.handing_over, self.handoff_to = replay_view(self), None, None
            return
        to = hot_seat.pass_to(self.game, self.session.state, self.viewer)
        if to is not None and self.viewer is not None:
            self.handing_over, self.handoff_to = to, None
        else:
            self.handing_over, self.handoff_to = None, to

    def pass_screen(self) -> None:
        """The person who has seen their turn's result lets the next one have the screen."""
        if self.handing_over is not None:
            self.handoff_to, self.handing_over = self.handing_over, None
            self.message = ("", theme.TEXT, 0.0)   # no one reads another person's status line

    def undoer(self) -> int | None:
        """Who presses Undo: at a shared screen with hidden hands, the viewer, who may take
        back only their own move; elsewhere anyone at the table."""
        return self.viewer if hot_seat.shares_screen(self.game, self.session.state) else None

    def can_undo(self) -> bool:
        """Whether Undo has something to take back (the top bar greys it otherwise)."""
        return self.session.can_undo(self.undoer())

    def undo(self) -> None:
        self.input.cancel_choice()
        self.carrying = None   # the position the card was picked up in is gone
        undone = self.keeper.undo(self.undoer())
        if undone.taken:
            self.panel_hidden = False
            self.view.stop_moving()
            self.coaching.taken_back()
            self.hand_over()
            self._say_taken_back(undone.taken)
        elif undone.refused:
            self.say(undone.refused, warn=True)

    def _say_taken_back(self, taken: int) -> None:
        """Undo says what it took back, as Redo says what it made again (the undone move's
        own words would be stale): with several people at the table, whose move; alone,
        your move and the bots' after it, the first move of a game too (play-test of 29
        November: Ctrl+Z there undid silently)."""
        state = self.session.state
        seat = self.game.current_seat(state)
        after = bot_moves_after(taken)
        if seat is not None and len(hot_seat.humans(state)) >= 2:
            self.say(f"Undo: {state.seats[seat].name}'s move is taken back{after}; "
                     f"{state.seats[seat].name} is to play again.")
        else:   # where Undo goes no further, why not, as its greyed button's tip says
            beyond = "" if self.session.can_undo(self.undoer()) else self.greyed_undo_tip()
            self.say(f"Undo: your last move is taken back{after}. {beyond}".strip())

    def greyed_undo_tip(self) -> str:
        """Why Undo is greyed, once a move is made (before the first there is nothing to
        take back, and nothing to explain)."""
        return self.session.why_no_undo(self.undoer()) if self.session.actions else ""

    def undo_tip(self) -> str:
        """What the enabled Undo takes back, in the words Undo says once it has ("Take back
        your last move, with the 2 bot moves after it.")."""
        session = self.session
        point = session.undo_point(self.undoer())
        if point is None:
            return ""
        mover = session.made[point][0]
        who = (f"{session.state.seats[mover].name}'s move" if mover is not None
               and len(hot_seat.humans(session.state)) >= 2 else "your last move")
        return f"Take back {who}{bot_moves_after(len(session.actions) - point)}."

    def can_redo(self) -> bool:
        """Whether Redo has something to make again (the top bar greys it otherwise)."""
        return self.session.can_redo()

    def redo(self) -> None:
        self.input.cancel_choice()
        self.carrying = None
        if self.session.can_redo():
            before = {p.card: self.card_rect(p.card) for _, _, p, _ in self.visible_cards()}
            mover, moves = self.game.current_seat(self.session.state), len(self.session.actions)
            self.animate(self.keeper.redo(), before)
            self.hand_over()
            self._say_made_again(mover, len(self.session.actions) - moves)

    def _say_made_again(self, mover: int | None, made: int) -> None:
        """Redo says what it made again, in Undo's words (the line Undo left would be stale)."""
        state = self.session.state
        after = bot_moves_after(made)
        if mover is not None and len(hot_seat.humans(state)) >= 2:
            self.say(f"Redo: {state.seats[mover].name}'s move is made again{after}.")
        else:
            self.say(f"Redo: your last move is made again{after}.")

    def show_hint(self) -> None:
        """Ask in the background (a solitaire's known winning line, else the strong bot);
        the hint shows when it answers."""
        seat = self.seat_to_act()
        if seat is None or not self.game.strong_bot or self.bots.hint is not None:
            return
        self.say("Thinking…")
        self.bots.think_hint(solver_hint.work(self, seat), self.session.state.moves)

    def drop_hint(self) -> None:
        """The hint goes, and its words with it if the status bar still says them."""
        if self.hint_words and self.message[0] == self.hint_words:
            self.message = ("", theme.TEXT, 0.0)
        self.hint, self.hint_moves, self.hint_words = None, None, ""

    def _collect_hint(self) -> None:
        done, action = self.bots.take_hint(self.session.state.moves)
        if action is not None:   # still the position it was asked about
            until = self.app.clock.now() + HINT_STAYS_S
            self.hint, self.hint_moves = (action, until), self.session.state.moves
            self.hint_words = solver_hint.words(self, action)
            self.hint_pointer = tuple(self.pointer)
            self.message = (self.hint_words, theme.ACCENT, until)

    def bot_move(self, bot: str, seat: int) -> Action:
        """A bot's move worked out now, on this thread."""
        return decision(self.keeper, bot, seat)()

    def preview_card(self) -> str | None:
        """The card whose small preview shows beside the pointer, if any: one the player
        can see, rested on after moving there, with nothing else going on."""
        if (self.hover is None or not self.app.settings.hover_preview or self.drag or self.zoomed
                or self.carrying or self.pending_choice or self.confirming or self.naming is not None
                or self.handoff_to is not None or self.panel_open()
                or self.app.clock.now() - self.hover[1] < HOVER_PREVIEW_S):
            return None
        if self.geometry is not None and self.geometry.card_width * 1.25 >= preview_width(self.app.screen.get_size()):
            return None   # the card on the table is already about as large as its preview
        card = self.hover[0]
        hit = self.card_at(self.pointer)
        if hit is None or hit[0] != card or not self._seen(hit[1], self._placed(card)):
            return None
        return card

    # ---- what the scene answers for its parts: the app's calls and the helpers' -------------
    def frame(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        """The frame's parts: worked out once while a frame is drawn (nothing they depend
        on changes while it draws), afresh each time outside a drawing."""
        return self.view.once_a_drawing(size, self.frame_parts, size)

    def frame_parts(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        """The frame's parts (a kind of table adjusts them here: a lesson's bar, a seats strip)."""
        return self.view.frame(size)

    def strips(self, s: float) -> list:
        """The strips of the table's own, laid above it or in a column beside it (strips.py)
        at the bars' scale ``s``: a coaching note's; a kind of table puts its own first."""
        return [self.coaching.strip(self, s)]

    def make_room(self, parts: dict[str, pygame.Rect], s: float) -> dict[str, pygame.Rect]:
        """The frame's parts with room taken from the table for a bar of the scene's own
        drawn at the bars' scale ``s`` (a lesson's); a plain table has none."""
        return parts

    def fit(self, size: tuple[int, int]):
        return self.view.fit(size)

    def card_rect(self, card: str) -> pygame.Rect:
        return self.view.card_rect(card)

    def placed_rect(self, zone: str, index: int, card: str) -> pygame.Rect:
        return self.view.placed_rect(zone, index, card)

    def home_rect(self, zone: str, index: int) -> pygame.Rect:
        return self.view.home_rect(zone, index)

    def visible_cards(self):
        return self.view.visible_cards()

    def animating(self) -> bool:
        return self.view.animating()

    def card_at(self, pos: tuple[int, int]) -> tuple[str, str] | None:
        return self.input.card_at(pos)

    def zones_at(self, pos: tuple[int, int]) -> list[str]:
        return self.input.zones_at(pos)

    def _seen(self, zone: str, placed: Placed) -> bool:
        """Whether this table shows ``placed``'s face to whoever is looking."""
        if self.telling is not None and placed.card in self.telling.face_down():
            return False
        return self.game.can_see(self.session.state, zone, placed, self.viewer)

    def _placed(self, card: str) -> Placed:
        return self.view.placed(card)

    def _telling(self) -> bool:
        """An ending is being told step by step (reveal.py)."""
        if self.telling is not None and self.telling.over():
            self.telling = None
        return self.telling is not None

    def _covered(self) -> bool:
        """A dialog or the large card view lies over the table and its status bar."""
        return bool(self.zoomed or self.naming is not None or self.handoff_to is not None)

    def something_over_the_table(self) -> bool:
        """A page, panel or question lies over the table (nothing else may be drawn on it)."""
        return self._covered() or self.panel_open() or self.confirming is not None

    def close_zoom(self) -> None:
        """Put the large view away."""
        self.zoomed = None

    def animate(self, events: list[Event], before: dict[str, pygame.Rect]) -> None:
        self.view.animate(events, before)

    def handle(self, event: pygame.event.Event) -> None:
        self.input.handle(event)

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        return self.view.draw(surface)

    def draw_ticking(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        return self.view.draw_ticking(surface)

    def draw_own_bars(self, surface: pygame.Surface, frame: dict[str, pygame.Rect]) -> None:
        """The bars a kind of table adds round its table (a network table's seats), drawn
        with the others: under whatever covers the table, dimmed with it."""

    def draw_layers_above(self, surface: pygame.Surface) -> None:
        """What a kind of table draws above the whole frame (a lesson's guide, a coaching
        note); a whole redraw of the moment (table_draw.draw_afresh) draws it too."""
        self.coaching.draw(self, surface)

    def after_frame(self) -> None:
        self.view.after_frame()

    # ---- timed work ---------------------------------------------------------------------
    def update(self, dt: float) -> None:
        # another screen drew since this one's last frame (the rules over the table), or the
        # page that hands the screen on covers it: not play time
        # a replay's clock stands still at the kept game's time
        self.keeper.tick(counted=self.app.frames <= self._updated_at + 1 and self.handoff_to is None
                         and self.replay is None, away=self._time_away())
        self._updated_at = self.app.frames
        now = self.app.clock.now()
        problems = self.app.art.problems
        if len(problems) > self.art_problems_told:   # a scan that would not load: say so once
            self.art_problems_told = len(problems)
            self.say(f"A card picture could not be read ({problems[-1]}).", warn=True)
        if self.hint and (now > self.hint[1] or self.hint_moves not in (None, self.session.state.moves)):
            self.drop_hint()   # its time is up, or a move was made, taken back or made again
        if self.bots.hint is not None:   # a hint asked for may have been worked out
            self._collect_hint()
        self._run_bots()
        post_mortem.keep_up(self)
        post_mortem.play_shown_line(self)
        still_winnable.keep_up(self)
        self.coaching.keep_up(self)
        self.narrator.keep_up(self)

    def next_frame_in(self) -> float | None:
        """0 while cards move or a banner fades; otherwise the soonest timer: a bot's
        pause, a message or hint running out, a resting pointer (a card's preview, a
        place's tip), the clock's next second.
        A bot's move or a hint arriving from the background asks for its own frame."""
        self.view.clock_only = False
        if self.animating() or self.view.drawn_moving or len(self.app.art.problems) > self.art_problems_told:
            return 0.0
        now = self.app.clock.now()
        due = [self.message[2] if self.message[0] else None, self.hint[1] if self.hint else None,
               still_winnable.due(self)]
        words, until = self.banner
        fade = banner_fade_s(self.app.settings)
        if words and until - fade <= now < until:
            return 0.0
        if words and now >= until:   # faded: a whole frame takes away its last faint picture
            self.banner = ("", 0.0)
            return 0.0
        if words:
            due.append(until - fade)
        if self.hover and not self.drag and not self.zoomed:
            due.append(self.hover[1] + HOVER_PREVIEW_S)
        waits = [t - now for t in due if t is not None and now < t < float("inf")]
        tip_in = tip_due_in(self)
        if tip_in is not None:   # the pointer resting on a place's name: its tip is due
            waits.append(tip_in)
        if (self._bot_to_play() and self.bots.move is None) or self.showing:
            waits.append(self.bots.rest_left())
        state = self.session.state
        if (self.outcome() is not None or not self.game.scored or pause_of(self.game, state) is not None
                or self.replay is not None):
            return min(waits) if waits else None   # no clock running: nothing to tick
        away_from, until = self._time_away()
        if away_from <= now and until == float("inf"):   # the player is away: the clock stands still till they are back
            return min(waits) if waits else None
        shown = self.session.elapsed + now - self.keeper.play_timer.last
        tick = COVERED_CLOCK_S if self._covered() else 1.0 - shown % 1.0
        if not waits or tick < min(waits) - 0.005:
            self.view.clock_only = not self._covered()
            return tick
        return min(waits)

    def _time_away(self) -> tuple[float, float]:
        """The player's latest time away, which the game's clock does not count
        (``App.time_away``); none while Autoplay plays for them."""
        return NEVER_AWAY if self.autoplay else self.app.time_away()

    def _bot_to_play(self) -> str | None:
        """The bot that should move now, if any."""
        seat = self.seat_to_act()
        if seat is None or self.handoff_to is not None or pause_of(self.game, self.session.state) is not None:
            return None
        if self.showing:   # a line shown or a game replayed plays the bots' moves itself
            return None
        return self._bot_for(seat)

    def _bot_for(self, seat: int) -> str | None:
        """The seat's own bot, or the strong bot while Autoplay plays for a person: at a
        shared screen only for the person who pressed it, never for another."""
        autoplayed = self.autoplay and self.autoplay_for in (None, seat)
        return self.session.state.seats[seat].bot or (self.game.strong_bot if autoplayed else None)

    def _move_work(self, bot: str, seat: int):
        """A seat's own bot decides its move; Autoplay, for a person, follows the
        solver's winning line when one is known or found quickly (``solver_hint``)."""
        if self.session.state.seats[seat].bot:
            return decision(self.keeper, bot, seat)
        return solver_hint.autoplay_work(self, seat)

    def _play_bot_move(self, seat: int, action: Action) -> None:
        if self.session.state.seats[seat].is_human:
            self.session.assisted = True   # Autoplay moved for the player: counted apart
            self.session.autoplayed.add(len(self.session.actions))
        self.perform(action)

    def _run_bots(self) -> None:
        seat = self.seat_to_act()
        bot = self._bot_to_play()
        if bot is None:
            return
        if self.bots.move is None:
            if not self.animating() and not self.bots.resting():
                self.bots.think_move(self._move_work(bot, seat), self.session.state.moves)
            return
        done, action = self.bots.take_move(self.session.state.moves)
        if done:
            if action is not None and seat is not None:  # nothing changed while it thought
                self._play_bot_move(seat, action)
            self.bots.pause(BOT_PAUSE_S * (self.app.settings.animation_seconds > 0))

    def finish_bot_turns(self, limit: int = 10_000) -> None:
        """Play every bot move now, without waiting (screenshots and tests)."""
        for _ in range(limit):
            seat = self.seat_to_act()
            if seat is None:
                return
            bot = self._bot_for(seat)
            if bot is None:
                return
            self._play_bot_move(seat, self.bot_move(bot, seat))

    # ---- navigation -------------------------------------------------------------------------
    def keys(self) -> tuple[str, list[tuple[str, str]]]:
        return (self.game.title, key_list.TABLE)

    def to_menu(self) -> None:
        if self.typed_words_kept():
            self.keeper.put_away()   # before the menu lists the games to continue: this one among them
            self.app.go("menu")

    def typed_words_kept(self) -> bool:
        """Before the table is left: what was typed in the game's panel (a reading's note)
        is kept. Where it cannot be, the player is told and stays; leaving again goes
        without it."""
        problem = self.game_panel.put_away()
        if not problem or self.warned_unkept == problem:
            return True
        self.warned_unkept = problem
        self.say(f"{problem} Leave again to go without it.", warn=True)
        return False

    def escape_to_menu(self) -> None:
        """Escape pressed with nothing held and no view open."""
        self.to_menu()

    def open_rules(self) -> None:
        self.app.open("rules", self.game, self.session.options_words, self.session.state.options)

    def show_rules_beside(self, at_block: int = 0) -> None:
        """The rules in the table's right-hand column, from the block ``at_block``."""
        open_beside(self, at_block)

    def new_game(self) -> None:
        if self.typed_words_kept():
            self.app.go("new-game", self.game)

    def deal_again(self) -> list[tuple[str, object]]:
        """The end panel's buttons for the next game: a new deal at once, the same deal again."""
        return [(NEW_DEAL, lambda: self.play_again(False)), (SAME_DEAL, lambda: self.play_again(True))]

    def end_notes(self) -> list[str]:
        """Lines the end panel adds under the game's own for this kind of table: what the
        next game changes, when the game changes something (``next_game``), said before
        its button is pressed."""
        _, words = next_game(self.game, self.session.state)
        if not words:
            return []
        return [f"{NEW_DEAL} deals the next game, in which {words}. {SAME_DEAL} deals this one again as it was."]

    def play_again(self, same_deal: bool) -> None:
        """The next game at these seats: this deal again as it was, or a new deal with the
        options the game gives the next game (``next_game``: the sides switched, say)."""
        state = self.session.state
        # either is the table's next game: a story that numbers its games counts on
        options = counted_on(self.game, state, state.options if same_deal else next_game(self.game, state)[0])
        if not same_deal and self.session.winnable_deal:   # Winnable only chosen: the next deal is winnable too
            self.app.go("new-game", self.game).deal_winnable_as(options, state.seats)
            return
        seed = state.seed if same_deal else fresh_seed(self.app.clock)
        session = Session.start(self.game, seed, options, state.seats)
        if same_deal and self.session.winnable_deal:   # the same deal is as winnable, by the same line
            session.winnable_deal, session.deal_line = True, list(self.session.deal_line)
        self.app.switch(TableScene(self.app, session))

    def play_again_unasked(self) -> None:
        """A new deal with the same options, the questions asked at the start asked afresh."""
        if not self.typed_words_kept():
            return
        options = counted_on(self.game, self.session.state, self.session.state.options)
        options.update({o.key: "" for o in self.game.options if o.ask_at_start})
        seed = fresh_seed(self.app.clock)
        self.app.switch(TableScene(self.app, Session.start(self.game, seed, options, self.session.state.seats)))

    def open_journal(self) -> None:
        if self.typed_words_kept():
            self.app.go("journal")

    def follow_ups(self) -> list[FollowUp]:
        """What the finished game offers next (a reading of its cards), for the end panel."""
        return self.game.ending.follow_ups(self.session.state)

    def follow_up_seed(self) -> int:
        """The deal number of a game offered next: the finished game's own."""
        return self.session.state.seed

    def follow_up(self, follow: FollowUp) -> None:
        """Start the game the finished one offers (a reading of its cards, say). One that
        cannot be started is said on the status line, and the player stays at the table."""
        from tarot_table.games import GAMES, GameLoadError
        if not self.typed_words_kept():
            return
        try:
            game = GAMES[follow.game]
        except (KeyError, GameLoadError) as err:
            self.say(f'"{follow.label}" could not be opened: {err}', warn=True)
            return
        options = with_preferences(follow.options, game.options, self.app.settings)
        options.update({o.key: self.game.ending.after_words(self.session.state) for o in game.options if o.role is OptionRole.AFTER_GAME})
        seats = give_player_name(game, game.default_seats(), self.app.settings.player_name)
        try:
            session = Session.start(game, self.follow_up_seed(), options, seats)
        except BadOptions as err:
            applog.logger(__name__).warning("%s could not be started: %s", follow.label, err)
            self.say(f'"{follow.label}" could not be opened: {err}. The table stays as it was.', warn=True)
            return
        self.app.switch(TableScene(self.app, session))

    def leave(self) -> None:
        problem = self.game_panel.put_away()   # the window closed with a note typed: kept still
        if problem and problem != self.warned_unkept:
            applog.logger(__name__).warning("left the table: %s", problem)
        self.keeper.leave()
        self.bots.stop()
        if self.examination is not None:
            self.examination.cancel()
        self.still.stop()
        self.view.forget_frames()

    def toggle_autoplay(self) -> None:
        shared = hot_seat.shares_screen(self.game, self.session.state)
        if not self.autoplay and self.outcome() is not None:
            self.say("The game is over: Autoplay has nothing left to play. Start a new game, or play the same deal again.")
            return
        if not self.autoplay and shared and (self.viewer is None or self.handing_over is not None):
            self.say("Autoplay plays for the person at the screen: pass the screen first.", warn=True)
            return
        self.autoplay = not self.autoplay
        self.autoplay_searched_at = None   # Autoplay looks for a winning line where it begins
        self.autoplay_for = self.viewer if self.autoplay and shared else None
        self.say(AUTOPLAY_ON if self.autoplay else "Autoplay off.")
        self._end_autoplay_at_a_stop()

    def _end_autoplay_at_a_stop(self) -> None:
        """Autoplay ends where the game ends, stops for a person's answer (a pause
        between the games of a match), and at a shared screen stops where the screen is
        to be passed to another person: its button reads "Autoplay" again and the status
        bar shows the end, the pause or the hand-over, not Autoplay's own words."""
        state = self.session.state
        handed_on = self.handing_over is not None or self.handoff_to is not None
        if not self.autoplay or (self.outcome() is None and pause_of(self.game, state) is None
                                 and not handed_on):
            return
        self.autoplay, self.autoplay_for = False, None
        if self.message[0] == AUTOPLAY_ON:
            self.message = ("", theme.TEXT, 0.0)
