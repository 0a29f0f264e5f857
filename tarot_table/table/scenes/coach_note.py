"""Coaching notes at a real table (tarot_table/coaching.py has the situations): the
first time a situation comes up, its note shows in a strip of its own above the table,
which is fitted below it, so the note never covers a card or a place. The strip is kept
from the deal to the end of a table that has notes left to tell, empty between them, so
the cards never move when a note comes or goes. *Got it* puts it away, *Rules* opens the
rules page; a later situation's note takes its place, and a note goes by itself when its
moment passes (``Situation.still_applies``, looked at after each move and in each new
position). Whatever lies over the table (the hand-over page, the end panel, a question)
hides the note until it is gone.
"""
from __future__ import annotations

import pygame

from tarot_table import coaching
from tarot_table.coaching import CoachProblem, Move, Situation
from tarot_table.games.base import Action, Event
from tarot_table.table import theme
from tarot_table.table.input_words import for_player
from tarot_table.table.widgets import Button, row_of_buttons

NOTE_LINES = 2


class Coaching:
    """The notes of one table: which situations it knows, which were told, and the note shown."""

    def __init__(self, found: tuple[Situation, ...] = (), seen: set[str] | None = None, game_id: str = "") -> None:
        self.found = found
        self.seen = seen or set()
        self.game_id = game_id
        self.note: Situation | None = None
        self.buttons: list[Button] = []
        self._position_checked: object = None   # the state whose open moves were last looked at
        # decided once: a strip that came and went with each note made the table jump
        self.holds_room = any(situation.id not in self.seen for situation in found)

    @classmethod
    def for_scene(cls, scene, real: bool | None = None) -> "Coaching":
        """Notes for a real game played at this screen while the Coaching setting wants
        them; none for pictures, lessons and replays (saving off). ``real``: a game kept
        elsewhere that is played here all the same (a seat at a network table)."""
        game = scene.game
        real = scene.keeper.saving if real is None else real
        if not real or not coaching.coaching_wanted(game, scene.app.settings.coaching):
            return cls()
        try:
            return cls(coaching.situations(game), coaching.seen(game.id), game.id)
        except CoachProblem as err:
            scene.say(str(err), warn=True)
            return cls()

    # ---- noticing ----------------------------------------------------------------------------
    def after_move(self, scene, action: Action, events: list[Event], by_you: bool) -> None:
        if scene.outcome() is not None or scene.autoplay:
            # a note about turns has nothing to say once the game is over; while Autoplay
            # plays, a note would lag behind its moves: the person meets it in their own play
            self.dismiss()
            return
        if not self.found:
            return
        kinds = self._open_kinds(scene)
        self._put_away_if_past(kinds, moved_on=by_you)
        self._tell(scene, coaching.first_unseen(self.found, self.seen, kinds, Move(action, tuple(events), by_you)))

    def keep_up(self, scene) -> None:
        """A position's situations (a move open to the player), looked at once a position."""
        state = scene.session.state
        position = (id(state), state.moves)
        if not self.found or self._position_checked == position:
            return
        kinds = self._open_kinds(scene)
        self._put_away_if_past(kinds, moved_on=False)
        if kinds is not None:   # not yet the player's turn (a bot thinks, the screen is passed): later
            self._position_checked = position
            self._tell(scene, coaching.first_unseen(self.found, self.seen, kinds, None))

    @staticmethod
    def _open_kinds(scene) -> set[str] | None:
        if not scene.human_turn() or scene.outcome() is not None:
            return None
        return coaching.open_kinds(scene.legal())

    def _put_away_if_past(self, kinds: set[str] | None, moved_on: bool) -> None:
        """The note shown goes once what it says no longer applies (its moment has passed)."""
        if self.note is not None and not self.note.still_applies(kinds, moved_on):
            self.dismiss()

    def _tell(self, scene, situation: Situation | None) -> None:
        if situation is None:
            return
        self.note = situation
        self.seen.add(situation.id)
        try:
            coaching.remember(self.game_id, situation.id)
        except OSError as err:
            scene.say(f"Which coaching notes you have seen could not be kept ({err}).", warn=True)

    def taken_back(self) -> None:
        """Undo took a move back: a note that move brought speaks of a move no longer made."""
        if self.note is not None and self.note.after_a_move:
            self.dismiss()

    def dismiss(self) -> None:
        self.note = None
        self.buttons = []

    # ---- the strip ----------------------------------------------------------------------------
    def make_room(self, parts: dict[str, pygame.Rect], size: tuple[int, int], s: float) -> dict[str, pygame.Rect]:
        """The table's frame with a strip above the table for the note, while one shows
        (``s``: the scale of the table's bars)."""
        if self.note is None and not self.holds_room:
            return parts
        table = parts["table"]
        height = strip_height(s)
        margin = int(8 * s)
        parts["coach"] = pygame.Rect(table.left, table.top, table.width, height)
        parts["table"] = pygame.Rect(table.left, table.top + height + margin, table.width,
                                     max(40, table.height - height - margin))
        return parts

    def handle(self, event: pygame.event.Event) -> bool:
        return any(button.handle(event) for button in list(self.buttons))

    def lay_out(self, scene, size: tuple[int, int]) -> None:
        """The note's buttons for this frame, laid out before anything is drawn: the
        keyboard's focus is settled on them with the table's (keyboard.buttons)."""
        if self.note is None or scene.something_over_the_table():
            self.buttons = []
        else:
            self.buttons = _buttons(self, scene, scene.frame(size)["coach"], scene.view.bar_scale(size))

    def draw(self, scene, surface: pygame.Surface) -> None:
        note = self.note
        size = surface.get_size()
        self.lay_out(scene, size)
        if not self.buttons:
            return
        s = scene.view.bar_scale(size)
        rect = scene.frame(size)["coach"]
        theme.panel(surface, rect, alpha=255, radius=int(10 * s))   # solid: no card shows through its words
        left = rect.left + int(14 * s)
        width = self.buttons[0].rect.left - int(14 * s) - left
        px = max(theme.MIN_TEXT_PX, int(16 * s))
        words = f"{for_player(scene, note.note)} (Rules: {note.rule})"
        lines, line_px = theme.fit_lines(words, px, width, rect.height - int(8 * s), most=NOTE_LINES)
        top = rect.centery - (len(lines) * (line_px + 2)) // 2
        for line in lines:
            theme.text(surface, line, (left, top), line_px, theme.TEXT)
            top += line_px + 2
        for button in self.buttons:   # reached by Tab with the table's buttons (keyboard.buttons)
            button.focused = scene.keyboard and scene.focus == ("button", button.label)
            button.draw(surface)


def strip_height(s: float) -> int:
    px = max(theme.MIN_TEXT_PX, int(16 * s))
    return NOTE_LINES * (px + 2) + int(16 * s)


def _buttons(coach: Coaching, scene, rect: pygame.Rect, s: float) -> list[Button]:
    height, px = int(32 * s), max(theme.MIN_TEXT_PX, int(15 * s))
    buttons = row_of_buttons([("Rules", scene.open_rules), ("Got it", coach.dismiss)], 0,
                             rect.centery - height // 2, height, px, gap=int(8 * s), min_width=int(70 * s))
    shift = rect.right - int(12 * s) - buttons[-1].rect.right
    for button in buttons:
        button.rect.x += shift
    buttons[0].tip = "Open the rules page"
    buttons[1].tip = "Put this note away (it is not shown again)"
    return buttons
