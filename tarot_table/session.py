"""A game being played: the rules, the current state, the action log and redo.

Undo replays the log from the seed, one action shorter: the random generator is
part of the state, so the replay lands on exactly the earlier position, with no
snapshots to keep in step.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from functools import cached_property
from datetime import datetime

from tarot_table.games.base import Action, Event, Game, Seat, State
from tarot_table.rng import check_seed


def new_slot(game_id: str) -> str:
    return f"{game_id}-{datetime.now().strftime('%Y%m%d-%H%M%S-%f')}"


@dataclass
class Session:
    game: Game
    state: State
    actions: list[Action] = field(default_factory=list)
    redo_stack: list[Action] = field(default_factory=list)
    slot: str = ""
    name: str = ""
    created: str = field(default_factory=lambda: datetime.now().isoformat(timespec="seconds"))
    elapsed: float = 0.0
    recorded: bool = False   # the finished result went into the statistics
    assisted: bool = False   # Autoplay moved for a person: the result is counted apart
    # for each action of the log: the seat that made it, and whether it may be taken back
    made: list[tuple[int | None, bool]] = field(default_factory=list, repr=False, compare=False)

    @cached_property
    def options_words(self) -> str:
        """The game's rules and options in words, worked out once: a session keeps its
        options, and the top bar asks on every frame (a game may look its choices up on disk)."""
        return self.game.options_words(self.state.options)

    @classmethod
    def start(cls, game: Game, seed: int, options: dict | None = None,
              seats: list[Seat] | None = None) -> "Session":
        state = game.new(check_seed(seed), options, seats)
        return cls(game, state, slot=new_slot(game.id), name=game.title)

    def fresh_state(self) -> State:
        return self.game.new(self.state.seed, self.state.options,
                             [Seat(s.name, s.bot) for s in self.state.seats])

    def play(self, action: Action) -> list[Event]:
        made = self._moves_made()
        seat = self.game.current_seat(self.state)
        events = self.game.apply(self.state, action)
        self.actions.append(action)
        made.append((seat, self.game.undoable(self.state, action)))
        self.redo_stack.clear()
        return events

    # ---- undo and redo -------------------------------------------------------
    def _moves_made(self) -> list[tuple[int | None, bool]]:
        """Who made each action of the log and whether it may be taken back; worked out
        by one replay for a log read from a save, then kept in step as play goes on."""
        if len(self.made) != len(self.actions):
            state, self.made = self.fresh_state(), []
            for action in self.actions:
                seat = self.game.current_seat(state)
                self.game.apply(state, action)
                self.made.append((seat, self.game.undoable(state, action)))
        return self.made

    def _by_a_person(self, seat: int | None) -> bool:
        return seat is not None and self.state.seats[seat].is_human

    def undo_point(self, by: int | None = None) -> int | None:
        """Where Undo goes back to: the last move a person made, with every bot move after
        it (undoing a bot's move alone would only see the bot make it again). With no
        person seated, the last move. None when there is nothing to take back, the game is
        over, a move on the way may not be taken back (it showed hidden cards), or ``by``
        (the person at a shared screen) did not make that move: one takes back only one's
        own move, and only until the next person acts."""
        if self.finished:
            return None
        made = self._moves_made()
        people = any(seat.is_human for seat in self.state.seats)
        for index in range(len(made) - 1, -1, -1):
            seat, undoable = made[index]
            if not undoable:
                return None
            if self._by_a_person(seat) or not people:
                return index if by is None or seat == by else None
        return None

    def why_no_undo(self, by: int | None = None) -> str:
        if self.finished:
            if not self.game.scored:
                return "The reading is complete: it is kept as it was laid, so no move can be taken back."
            return "The game is over: its result stands, so no move can be taken back."
        made = self._moves_made()
        for index in range(len(made) - 1, -1, -1):
            seat, undoable = made[index]
            if not undoable:
                return self.game.why_no_undo(self.state, self.actions[index])
            if self._by_a_person(seat) and by is not None and seat != by:
                return (f"Only {self.state.seats[seat].name} may take back {self.state.seats[seat].name}'s move, "
                        "and only before the screen is passed on.")
        return "No move of a person to take back yet: Undo takes back a person's move with the bots' moves after it."

    def can_undo(self, by: int | None = None) -> bool:
        return self.undo_point(by) is not None

    def undo(self, by: int | None = None) -> bool:
        point = self.undo_point(by)
        if point is None:
            return False
        self.redo_stack.extend(reversed(self.actions[point:]))
        del self.actions[point:]
        del self.made[point:]
        self.state = self.replay(self.actions)
        return True

    def can_redo(self) -> bool:
        return bool(self.redo_stack) and not self.finished

    def redo(self) -> list[Event]:
        """Play again the move Undo took back, with the bots' moves that followed it."""
        events: list[Event] = []
        while self.redo_stack and not self.finished:
            seat = self.game.current_seat(self.state)
            if events and self._by_a_person(seat):
                break
            action = self.redo_stack.pop()
            made = self._moves_made()
            events += self.game.apply(self.state, action)
            self.actions.append(action)
            made.append((seat, self.game.undoable(self.state, action)))
        return events

    def restart(self) -> None:
        """Back to the deal, same seed, same seats."""
        self.state = self.fresh_state()
        self.actions.clear()
        self.made.clear()
        self.redo_stack.clear()

    def replay(self, actions: list[Action]) -> State:
        state = self.fresh_state()
        for action in actions:
            self.game.apply(state, action)
        return state

    # ---- facts for menus and statistics ----------------------------------------
    @property
    def finished(self) -> bool:
        return self.game.outcome(self.state) is not None

    def progress(self) -> str:
        outcome = self.game.outcome(self.state)
        if outcome is not None:
            return outcome.summary
        if not self.game.scored:
            return "unfinished"   # a reading counts no moves
        return plural(len(self.actions), "move")


class Clock:
    """Counts the time a game is actually open on screen (``now``: the time source)."""

    def __init__(self, now=time.monotonic) -> None:
        self.now = now
        self.last = now()

    def tick(self, session: Session, counted: bool = True) -> None:
        """Count the time since the last tick, unless ``counted`` is False (another
        screen, such as the rules, covered the game meanwhile)."""
        now = self.now()
        state = session.state   # the clock stops when the game ends, and while a match pauses
        if counted and not session.finished and session.game.pause(state) is None:
            session.elapsed += min(now - self.last, 5.0)  # a stalled frame is not play time
        self.last = now


def plural(count: int, noun: str) -> str:
    """"1 move", "2 moves"."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"
