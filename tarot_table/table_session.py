"""What a table asks of a game in play, wherever that game is kept.

``TableSession`` is the narrow seam between the table on the screen (drawing, input,
the bots' thinking) and the game it shows. ``keeper.SessionKeeper`` keeps a game on
this computer (autosave, statistics, journal, undo); a remote seat implements the same
few calls over the network. Everything that crosses it is plain data: actions and
events are the rules' own dataclasses (``Action.to_json``, ``Event`` fields), a view
is a ``State`` (``State.to_json``), and refusals are words. docs/engine.md describes it.
No pygame here.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from tarot_table.games.base import Action, Event, Game, Outcome, State


@dataclass
class Played:
    """What one action did: the rules' events, or why nothing changed."""

    events: list[Event] = field(default_factory=list)
    refused: str = ""   # the rules' reason: the action was illegal, nothing changed
    failed: str = ""    # the rules broke on it: the game is back at its last good position

    @property
    def done(self) -> bool:
        return not self.refused and not self.failed


@dataclass
class Undone:
    """What Undo took back: how many moves, or why it took none."""

    taken: int = 0
    refused: str = ""   # why nothing may be taken back ("" with taken 0: nothing to take)


class TableSession(Protocol):
    game: Game   # the rules, for the table's layout and words (a game is code both ends share)

    @property
    def state(self) -> State:
        """The position as this table may know it, to draw; never changed by the table.
        Kept here it is the whole position (the table hides what its viewer may not see,
        ``Game.can_see``); from a remote host it is this seat's view."""

    def view(self, seat: int | None) -> State:
        """A copy of what ``seat`` may know (None: a watcher), sharing nothing."""

    def seat_to_act(self) -> int | None:
        """Whose move it is; None when nobody is to move (the game is over)."""

    def legal_actions(self) -> list[Action]:
        """The moves the seat to act may make now."""

    def play(self, action: Action, answers: dict[str, str] | None = None) -> Played:
        """Make a move. ``answers``: the game's questions asked before the first move
        (options marked ``ask_at_start``), fixed with it."""

    def undo(self, by: int | None = None) -> Undone:
        """Take back the last move a person made (``by``: the person asking, at a
        shared screen), with the bots' moves after it."""

    def redo(self) -> list[Event]:
        """Play again what Undo took back; the events, [] when there is nothing to redo."""

    @property
    def point(self) -> int:
        """How many moves have been made: a point to ask for events since."""

    def events_since(self, point: int) -> list[Event] | None:
        """The events of the moves made after ``point``, in order; None when they are
        not known here (the table then draws the position afresh)."""

    def outcome(self) -> Outcome | None:
        """The result once the game is over."""
