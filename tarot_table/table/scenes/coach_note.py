"""Coaching notes at a real table (tarot_table/coaching.py has the situations): the
first time a situation comes up, its note shows in a strip of its own above the table,
which is fitted below it, so the note never covers a card or a place. The strip is kept
from the deal to the end of a table that has notes left to tell, empty between them, so
the cards never move when a note comes or goes. Where the window is wide the strip lies
in the column beside the table instead (strips.py), the words over its buttons, there
only while a note shows. *Got it* puts it away, *Rules* opens the
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
from tarot_table.table.scenes.strips import Strip
from tarot_table.table.widgets import Button, row_of_buttons

NOTE_LINES = 2      # of the note laid across above the table
COLUMN_LINES = 9    # of the note in a column beside the table (strips.py), at most
CHOSEN_BY_LINES = 5   # a note's lines in a column when the strips' place is chosen (the notes take 3-7)


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
    def strip(self, scene, s: float) -> Strip:
        """The note's strip (strips.py), at the bars' scale ``s``: above the table it is
        there while a note shows or the table has notes left to tell (so the cards never
        move when a note comes or goes); in a column beside the table, only while a note
        shows, as tall as its words (the story below it gives way; no card moves)."""
        held = self.note is not None or self.holds_room
        return Strip("coach", strip_height(s) if held else 0, lambda width: self._tall(scene, width, s),
                     column_height(s, CHOSEN_BY_LINES) if held else 0)

    def _tall(self, scene, width: int, s: float) -> int:
        if self.note is None:
            return 0
        lines, line_px = _column_lines(self.words(scene), width, s)
        return column_height(s, len(lines), line_px)

    def words(self, scene) -> str:
        return f"{for_player(scene, self.note.note)} (Rules: {self.note.rule})"

    def handle(self, event: pygame.event.Event) -> bool:
        return any(button.handle(event) for button in list(self.buttons))

    def lay_out(self, scene, size: tuple[int, int]) -> None:
        """The note's buttons for this frame, laid out before anything is drawn: the
        keyboard's focus is settled on them with the table's (keyboard.buttons)."""
        if self.note is None or scene.something_over_the_table():
            self.buttons = []
        else:
            frame = scene.frame(size)
            self.buttons = _buttons(self, scene, frame["coach"], frame["table"], scene.view.bar_scale(size))

    def draw(self, scene, surface: pygame.Surface) -> None:
        size = surface.get_size()
        self.lay_out(scene, size)
        if not self.buttons:
            return
        s = scene.view.bar_scale(size)
        rect = scene.frame(size)["coach"]
        theme.panel(surface, rect, alpha=255, radius=int(10 * s))   # solid: no card shows through its words
        left = rect.left + int(14 * s)
        if in_a_column(rect, scene.frame(size)["table"]):   # the words from the top, the buttons under them
            lines, line_px = _column_lines(self.words(scene), rect.width, s,
                                           self.buttons[0].rect.top - int(10 * s) - rect.top - int(10 * s))
            top = rect.top + int(10 * s)
        else:
            width = self.buttons[0].rect.left - int(14 * s) - left
            lines, line_px = theme.fit_lines(self.words(scene), note_px(s), width, rect.height - int(8 * s),
                                             most=NOTE_LINES)
            top = rect.centery - (len(lines) * (line_px + 2)) // 2
        for line in lines:
            theme.text(surface, line, (left, top), line_px, theme.TEXT)
            top += line_px + 2
        for button in self.buttons:   # reached by Tab with the table's buttons (keyboard.buttons)
            button.focused = scene.keyboard and scene.focus == ("button", button.label)
            button.draw(surface)


def note_px(s: float) -> int:
    return max(theme.MIN_TEXT_PX, int(16 * s))


def strip_height(s: float) -> int:
    """The note's strip laid across above the table: NOTE_LINES lines, the buttons beside."""
    return NOTE_LINES * (note_px(s) + 2) + int(16 * s)


def column_height(s: float, lines: int, line_px: int | None = None) -> int:
    """The note in a column: its ``lines`` of words (at ``line_px``), the buttons under them."""
    return int(10 * s) + lines * ((line_px or note_px(s)) + 2) + int(10 * s) + button_height(s) + int(10 * s)


def in_a_column(rect: pygame.Rect, table: pygame.Rect) -> bool:
    """Whether the note's strip lies in a column beside the table (strips.py), not across
    it (as wide as the table)."""
    return rect.width != table.width


def button_height(s: float) -> int:
    return int(32 * s)


def _column_lines(words: str, width: int, s: float, height: int = 10 ** 6) -> tuple[list[str], int]:
    """The note's words on up to COLUMN_LINES lines of a column ``width`` wide (and as many
    as ``height`` holds: a note given less room than it wants is set smaller, then cut)."""
    return theme.fit_lines(words, note_px(s), width - 2 * int(14 * s), height, most=COLUMN_LINES)


def _buttons(coach: Coaching, scene, rect: pygame.Rect, table: pygame.Rect, s: float) -> list[Button]:
    height, px = button_height(s), max(theme.MIN_TEXT_PX, int(15 * s))
    top = rect.bottom - int(10 * s) - height if in_a_column(rect, table) else rect.centery - height // 2
    buttons = row_of_buttons([("Rules", scene.open_rules), ("Got it", coach.dismiss)], 0,
                             top, height, px, gap=int(8 * s), min_width=int(70 * s))
    shift = rect.right - int(12 * s) - buttons[-1].rect.right
    for button in buttons:
        button.rect.x += shift
    buttons[0].tip = "Open the rules page"
    buttons[1].tip = "Put this note away (it is not shown again)"
    return buttons
