"""The guided first game: the real table, with a lesson's steps in a bar above it.

The bar takes its own strip of the window above the table (the table is fitted below
it), so it never covers a card or a place. The move a step asks for is lit as a hint
is, and the step goes on when the player makes that move, by mouse or keyboard; any
other move is refused with the rules' reason or with the move the lesson wants. Back
replays the deal to the step before, Skip makes the step's move for the player, and
Leave goes to the menu; where the player stopped is kept (lesson_progress.py). At the
end the player plays on from where the teaching deal stands, or starts a new game.
"""
from __future__ import annotations

import pygame

from tarot_table import lesson_progress, lessons
from tarot_table.games.base import Action, Game
from tarot_table.lessons import Lesson, LessonProblem
from tarot_table.session import Session, new_slot
from tarot_table.table import keyboard
from tarot_table.table.scenes.lesson_bar import draw_guide, guide_shape
from tarot_table.table.scenes.table import TableScene
from tarot_table.table.widgets import Button

FOREVER = float("inf")


def open_lesson(app, game: Game) -> None:
    """Start the game's lesson where the player last stopped (or says why it cannot)."""
    try:
        lesson = lessons.load(game)
    except LessonProblem as err:
        app.go("message", "This lesson cannot be opened", f"{err}. The game itself can still be played.")
        return
    app.switch(LessonScene(app, game, lesson, lesson_progress.stopped_at(game.id)))


class LessonScene(TableScene):
    left_out_of_bar = frozenset({"ask_give_up"})   # a lesson is walked through, not lost

    def __init__(self, app, game: Game, lesson: Lesson, step: int = 0) -> None:
        self.lesson = lesson
        self.step_index, session = _reach(game, lesson, step)
        self.furthest_step = self.step_index   # the step Redo goes forward to after Undo went back
        session.name = lesson.title
        self.guide_note = ""          # why the last move was refused, shown in the bar
        self.guide_buttons: list[Button] = []
        super().__init__(app, session, saving=False)
        self._point()

    # ---- the steps --------------------------------------------------------------------
    @property
    def step(self) -> lessons.Step | None:
        steps = self.lesson.steps
        return steps[self.step_index] if self.step_index < len(steps) else None

    @property
    def finished_lesson(self) -> bool:
        return self.step is None

    def _point(self) -> None:
        """Light the card and the place of the step's move, when it is the player's to make."""
        step = self.step
        if step is None or not step.move or not self._players_turn():
            self.hint = None
            return
        try:
            action = lessons.step_action(self.game, self.session.state, step, self.step_index + 1)
        except LessonProblem as err:
            self.guide_note = f"This step no longer fits the rules ({err}); Skip past it."
            self.hint = None
            return
        self.hint = (action, FOREVER)

    def expected_words(self) -> str:
        """The step's move, not the game's own advice, which may name another (the game
        says "Click Destiny" while the step asks for an Ace on the Portents)."""
        step = self.step
        if step is not None and step.move and self._players_turn():
            return step.do
        return super().expected_words()

    def _players_turn(self) -> bool:
        return lessons.players_turn(self.game, self.session.state)

    def go_to_step(self, index: int) -> None:
        """The teaching deal as it stands at the start of step ``index``."""
        self.input.cancel_choice()
        self.drag = self.carrying = None
        self.step_index, session = _reach(self.game, self.lesson, index)
        session.name = self.lesson.title
        self.replace_session(session)
        self.view.stop_moving()
        self.telling = None
        self.panel_hidden = False
        self.guide_note = ""
        self._remember()
        self._point()

    def _advanced(self) -> None:
        self.step_index += 1
        self.furthest_step = max(self.furthest_step, self.step_index)
        if self.step is not None and self.step.deal is not None:
            self.go_to_step(self.step_index)   # the lesson's next part, on a fresh deal
            return
        self.guide_note = ""
        self._remember()
        self._point()

    def _remember(self) -> None:
        """Keep the step the player is on; a finished lesson starts afresh next time."""
        try:
            lesson_progress.remember(self.game.id, 0 if self.finished_lesson else self.step_index)
        except OSError as err:
            self.say(f"Where you are in the lesson could not be kept ({err}).", warn=True)

    # ---- the player's moves ---------------------------------------------------------------
    def perform(self, action: Action, moved_from: dict[str, pygame.Rect] | None = None,
                asked: bool = False) -> bool:
        if not self._players_turn():   # the bots' replies are the rules' business
            return super().perform(action, moved_from, asked)
        step = self.step
        wanted = step is not None and step.matches(action)
        if not wanted and step is not None and action in self.legal():
            self.refuse(self.why_not_this(step), moved_from)
            return False
        if not super().perform(action, moved_from, asked):
            return False
        if wanted:
            self._advanced()
        return True

    def why_not_this(self, step: lessons.Step) -> str:
        if not step.move:
            return "Read this step first, then press Next."
        return f"That move is allowed, but the lesson wants another now: {step.do}"

    def refuse(self, reason: str, moved_from: dict[str, pygame.Rect] | None = None) -> None:
        """A legal move the lesson does not want now: the cards let go slide home."""
        self.guide_note = reason
        self.say(reason, warn=True)
        self.app.sounds.play("refuse")
        self.view.slide_home(moved_from or self.waiting or {})
        self.pending_choice = self.waiting = None

    def skip(self) -> None:
        """Make the step's move for the player, or pass a step that only explains."""
        step = self.step
        if step is None:
            return
        if not step.move:
            self._advanced()
            return
        if not self._players_turn():
            self.say("Wait for the other players to finish their turns.")
            return
        if self.hint is not None:
            self.perform(self.hint[0])

    def back(self) -> None:
        if self.step_index > 0:
            self.go_to_step(self.step_index - 1)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.hint is None and self.step is not None and self.step.move and self._players_turn():
            self._point()   # the bots have finished: point at the player's move

    # ---- the table's own buttons, as the lesson needs them -----------------------------------
    def undo(self) -> None:
        self.back()

    def can_undo(self) -> bool:
        """Undo is Back here: it works from every step but the first, whether or not a move
        was made in this one."""
        return self.step_index > 0

    def undo_tip(self) -> str:
        return "Back to the step before."

    def greyed_undo_tip(self) -> str:
        return "This is the lesson's first step." if self.step is not None else ""

    def can_redo(self) -> bool:
        return self.step is not None and self.step_index < self.furthest_step

    def redo(self) -> None:
        if self.can_redo():
            self.skip()

    def ask_restart(self) -> None:
        self.furthest_step = 0
        self.go_to_step(0)

    def show_hint(self) -> None:
        self._point()
        step = self.step
        if step is not None:
            self.say(step.do or step.say)

    def toggle_autoplay(self) -> None:
        self.say("In a lesson the moves are yours: Skip makes one for you.")

    def ask_save_name(self) -> None:
        self.say("A lesson is not saved as a game: at its end, play on and the game is saved as usual.")

    def decision(self, bot: str, seat: int):
        return lessons.bot_decision(self.game, self.session.state, seat, bot)

    def finish_bot_turns(self, limit: int = 10_000) -> None:
        """Every bot move now (tests, pictures), stopping where the player answers a pause."""
        for _ in range(limit):
            turn = lessons.bot_to_play(self.game, self.session.state)
            if turn is None:
                return
            self._play_bot_move(turn[0], self.bot_move(turn[1], turn[0]))

    def to_menu(self) -> None:
        self.app.go("menu")

    # ---- the end -----------------------------------------------------------------------------
    def play_on(self) -> None:
        """A real game from where the teaching deal stands: saved, timed and counted."""
        old = self.session
        session = Session(self.game, old.state.clone(), actions=list(old.actions), slot=new_slot(self.game.id),
                          name=self.game.title, elapsed=old.elapsed)
        scene = TableScene(self.app, session)
        self.app.switch(scene)
        scene.keeper.autosave()

    # ---- the frame ---------------------------------------------------------------------------
    def make_room(self, parts: dict[str, pygame.Rect], s: float) -> dict[str, pygame.Rect]:
        """The lesson's bar above the table, drawn at the bars' scale ``s`` (so it takes
        part in their giving way to the cards at a larger text size, TableView.bar_scale)."""
        table = parts["table"]
        guide_h = guide_shape(self.lesson, s, table.width, self.game.session_word).height
        margin = int(8 * s)
        parts["guide"] = pygame.Rect(table.left, table.top, table.width, guide_h)
        parts["table"] = pygame.Rect(table.left, table.top + guide_h + margin, table.width,
                                     max(40, table.height - guide_h - margin))
        return parts

    def handle(self, event: pygame.event.Event) -> None:
        if self.confirming is None and self.naming is None:
            for button in self.guide_buttons:
                if button.handle(event):
                    return
            if self._enter_reads_on(event):
                self.skip()
                return
        super().handle(event)

    def _enter_reads_on(self, event: pygame.event.Event) -> bool:
        """Enter on the table during a step that only explains goes on to the next step,
        as Next does (it would pick a card up only to be told to press Next); Enter on a
        button is that button's."""
        return (event.type == pygame.KEYDOWN and event.key in keyboard.ENTER_KEYS
                and self.step is not None and not self.step.move and not self.pending_choice
                and not self.carrying and (not self.focus or self.focus[0] in ("card", "zone")))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.draw_layers_above(surface)
        self.presented = None   # the bar is drawn over each frame: the next frame is drawn whole
        return None

    def draw_ticking(self, surface: pygame.Surface):
        return None   # a whole frame, bar included, each second

    def draw_layers_above(self, surface: pygame.Surface) -> None:
        draw_guide(self, surface)


def _reach(game: Game, lesson: Lesson, index: int) -> tuple[int, Session]:
    """The deal at step ``index``, or at the first step when it cannot be reached (a
    remembered step beyond a lesson that has since been shortened, say)."""
    index = max(0, min(index, len(lesson.steps)))
    try:
        return index, lessons.reach(game, lesson, index)
    except LessonProblem:
        return 0, lessons.start(game, lesson)
