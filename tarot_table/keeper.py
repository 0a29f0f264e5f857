"""A game in play kept on this computer: the ``TableSession`` the table plays through.

The keeper owns everything about a game that outlives a frame: the move history and
its last good position (a fault in the rules puts the game back there), undo and redo,
the autosave and the save's lock, the time played, the statistics and finished-game
record at the end, and the journal entry of a finished reading. It draws nothing and
reads no input (no pygame): the table tells it what the player did and shows what it
answers. Problems it meets (a save that cannot be written) are told through ``tell``.
"""
from __future__ import annotations

from collections.abc import Callable

from tarot_table import journal, records, saves
from tarot_table.saves import UNMOVED_KEPT_AFTER_S
from tarot_table.clock import Clock
from tarot_table.crash_report import write_crash_report
from tarot_table.filestore import Hold
from tarot_table.games.base import Action, Event, IllegalAction, Outcome, State
from tarot_table.games.capabilities import reading_of
from tarot_table.session import PlayTimer, Session, new_slot
from tarot_table.statistics import record_game, row_options
from tarot_table.table_session import Played, Undone

Tell = Callable[[str, bool], None]   # (words, warn)
CLOCK_KEPT_EVERY_S = 1.0   # a running clock is saved this often: a kill -9 costs the player at most this much


class SessionKeeper:
    """``saving`` False (pictures, previews, replays, lessons): no autosave, no
    statistics, no journal, no lock on a save."""

    def __init__(self, session: Session, clock: Clock, saving: bool = True,
                 hold: Hold | None = None, tell: Tell | None = None) -> None:
        self.session = session
        self.game = session.game
        self.saving = saving
        self.tell: Tell = tell or (lambda words, warn: None)
        # the save's lock, kept while the game is open here: no other window resumes it meanwhile
        self.hold = hold or (self._hold_save() if saving else None)
        self.play_timer = PlayTimer(clock)
        self.elapsed_saved = session.elapsed   # the time played as the save on disk has it
        self.last_good = session.state.clone()
        self.journal_id = ""       # the journal entry of the finished reading
        self.journal_note = ""
        self._told: list[tuple[int, int, list[Event]]] = []   # (point before, point after, events) made here
        self._legal: tuple[tuple, list[Action]] = ((), [])     # (position key, legal actions)
        if saving:
            saves.drop_fresh_deals(session.slot)

    # ---- the TableSession seam ---------------------------------------------------------
    @property
    def state(self) -> State:
        return self.session.state

    def view(self, seat: int | None) -> State:
        return self.game.view(self.session.state, seat)

    def seat_to_act(self) -> int | None:
        return self.game.current_seat(self.session.state)

    def legal_actions(self) -> list[Action]:
        """Asked of the rules once per position."""
        state = self.session.state
        key = (id(state), state.moves)
        if self._legal[0] != key:
            self._legal = (key, self.game.legal_actions(state))
        return self._legal[1]

    def play(self, action: Action, answers: dict[str, str] | None = None) -> Played:
        point = self.point
        try:
            events = self.session.play(action, answers)
        except IllegalAction as refusal:
            return Played(refused=refusal.reason)
        except Exception:  # a fault in a game's rules must not cost the game
            report = write_crash_report()
            self.session.state = self.last_good.clone()
            return Played(failed=f"The rules hit an error; the game is back at the last good position. "
                                 f"Report: {report}")
        self._moved(point, events)
        self.autosave()
        return Played(events)

    def undo(self, by: int | None = None) -> Undone:
        made, point = self.point, self.session.undo_point(by)
        if point is None or not self.session.undo(by):
            return Undone(refused=self.session.why_no_undo(by) if self.session.actions else "")
        self._told = [told for told in self._told if told[1] <= point]
        self.last_good = self.session.state.clone()
        self.autosave()
        return Undone(made - point)

    def redo(self) -> list[Event]:
        if not self.session.can_redo():
            return []
        point = self.point
        events = self.session.redo()
        self._moved(point, events)
        self.autosave()
        return events

    def rewind(self, count: int) -> None:
        """Back to the position after the first ``count`` moves, the rest kept to redo
        (a finished game stepped through again)."""
        self.session.rewind(count)
        self._told = [told for told in self._told if told[1] <= count]
        self.last_good = self.session.state.clone()

    @property
    def point(self) -> int:
        return len(self.session.actions)

    def events_since(self, point: int) -> list[Event] | None:
        if point == self.point:
            return []
        events, at = [], point
        for before, after, told in self._told:
            if before == at:
                events += told
                at = after
        return events if at == self.point else None

    def outcome(self) -> Outcome | None:
        return self.session.outcome()

    # ---- keeping ------------------------------------------------------------------------
    def _moved(self, point: int, events: list[Event]) -> None:
        self._told.append((point, self.point, list(events)))
        self.last_good = self.session.state.clone()

    def autosave(self) -> bool:
        """Write the save; False (and told) when it could not be written."""
        if not self.saving:
            return False
        self.elapsed_saved = self.session.elapsed
        try:
            saves.save(self.session)
        except OSError as err:
            self.tell(f"Autosave failed ({err.strerror or err}); the game goes on.", True)
            return False
        return True

    def worth_keeping(self) -> bool:
        """A move made, or the deal played long enough to be worth a place in Continue
        while it is open (a kill keeps it then; one left by the Menu is kept anyway)."""
        return bool(self.session.actions) or self.session.elapsed >= UNMOVED_KEPT_AFTER_S

    def tick(self, counted: bool = True, away: tuple[float, float] = (float("inf"), float("inf"))) -> None:
        """The time played, counted unless another screen covered the game meanwhile, but
        the time its player was ``away`` (``PlayTimer.tick``);
        saved with the game once a second of it has gone by since the last save, so a
        kill at any instant takes at most that second off the clock the player saw. A
        game with no move yet is kept once it has been played ``UNMOVED_KEPT_AFTER_S``."""
        self.play_timer.tick(self.session, counted, away)
        if (self.saving and self.worth_keeping()
                and self.session.elapsed - self.elapsed_saved >= CLOCK_KEPT_EVERY_S):
            if not self.autosave():
                self.elapsed_saved = float("inf")   # told once; the next move's save tries again

    def record_if_finished(self) -> None:
        """At the end, once: the statistics, the finished game's record, the journal."""
        if self.outcome() is None or self.session.recorded or not self.saving:
            return
        self.session.recorded = True
        self._keep_reading()
        state = self.session.state
        try:
            shown = row_options(self.game, state.options)
            if self.game.scored:
                problem = record_game(self.game, state, shown, self.session.elapsed, self.session.assisted,
                                      self.outcome())
                if problem:
                    self.tell(problem, True)
                records.keep(self.session)
        except OSError as err:
            self.tell(f"Statistics could not be written ({err}).", True)
        self.autosave()

    def _keep_reading(self) -> None:
        """A game that ends in a reading puts it in the journal."""
        summary = reading_of(self.game, self.session.state)
        if summary is None:
            return
        try:
            self.journal_id = journal.record(self.game.id, summary, self.session.state).id
        except OSError as err:
            self.tell(f"The reading could not be kept in the journal ({err}).", True)

    def keep_note(self, note: str) -> str:
        """The note of the finished reading, kept in its journal entry; "" when kept,
        else why not."""
        if not self.journal_id:
            return "This reading is not in the journal, so the note cannot be kept."
        try:
            journal.set_note(self.journal_id, note.strip())
        except (OSError, journal.JournalError) as err:
            return f"The note could not be kept ({err})."
        self.journal_note = note.strip()
        return ""

    def give_up(self) -> None:
        """End the game here as a loss (a solitaire's Give up), counted and kept as any
        finished game."""
        self.session.give_up()
        self.record_if_finished()

    def restart(self) -> None:
        """The same deal from its start, as a new game: no time, nothing recorded yet."""
        self.session.restart()
        self.session.elapsed = 0.0
        self.session.recorded = self.session.assisted = False
        self.play_timer = PlayTimer(self.play_timer.clock)
        self.last_good = self.session.state.clone()
        self._told.clear()
        self.autosave()

    def save_as(self, name: str) -> bool:
        """Keep the game so far under a name of its own; play goes on in the named copy.
        A named save it came from stays as it was; a plain autosave of this deal is
        removed, so Continue does not list the same game twice. False (and told why)
        when the old autosave could not be removed."""
        old_slot, was_named = self.session.slot, self.session.name != self.game.title
        self.session.slot = new_slot(self.game.id)
        self.session.name = name
        old_hold = self.hold
        if old_hold is not None:
            self.hold = saves.hold(saves.save_path(self.session.slot))   # a new slot: no one else has it
        self.autosave()
        if old_hold is not None and was_named:
            old_hold.release()
        elif old_hold is not None:
            try:
                saves.delete_save(saves.save_path(old_slot), old_hold)
            except OSError as err:
                self.tell(f"The autosave of this deal could not be removed ({err.strerror or err}).", True)
                return False
        return True

    def _hold_save(self) -> Hold | None:
        try:
            return saves.hold(saves.save_path(self.session.slot))
        except OSError:
            return None   # a folder that cannot be written: the autosave will say so

    def put_away(self) -> None:
        """The game unfinished written as it stands, moved or not, for Continue."""
        if not self.session.finished:
            self.autosave()

    def leave(self) -> None:
        """The game is put away: the time since the last move is kept, the lock let go. A
        deal left before its first move is kept too, until another game is played here
        (``saves.drop_fresh_deals``): one left for the Settings had been gone from Continue
        on the way back (play-test round 8, C1)."""
        self.put_away()
        if self.hold is not None:
            self.hold.release()
            self.hold = None
