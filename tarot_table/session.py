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

    @cached_property
    def options_words(self) -> str:
        """The game's rules and options in words, worked out once: a session keeps its
        options, and the top bar asks on every frame (a game may look its choices up on disk)."""
        return self.game.options_words(self.state.options)

    @classmethod
    def start(cls, game: Game, seed: int, options: dict | None = None,
              seats: list[Seat] | None = None) -> "Session":
        state = game.new(seed, options, seats)
        return cls(game, state, slot=new_slot(game.id), name=game.title)

    def fresh_state(self) -> State:
        return self.game.new(self.state.seed, self.state.options,
                             [Seat(s.name, s.bot) for s in self.state.seats])

    def play(self, action: Action) -> list[Event]:
        events = self.game.apply(self.state, action)
        self.actions.append(action)
        self.redo_stack.clear()
        return events

    # ---- undo and redo -------------------------------------------------------
    def can_undo(self) -> bool:
        return bool(self.actions) and self.game.undoable(self.state, self.actions[-1])

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        self.redo_stack.append(self.actions.pop())
        self.state = self.replay(self.actions)
        return True

    def can_redo(self) -> bool:
        return bool(self.redo_stack)

    def redo(self) -> list[Event]:
        if not self.redo_stack:
            return []
        action = self.redo_stack.pop()
        events = self.game.apply(self.state, action)
        self.actions.append(action)
        return events

    def restart(self) -> None:
        """Back to the deal, same seed, same seats."""
        self.state = self.fresh_state()
        self.actions.clear()
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
    """Counts the time a game is actually open on screen."""

    def __init__(self) -> None:
        self.last = time.monotonic()

    def tick(self, session: Session) -> None:
        now = time.monotonic()
        if not session.finished:   # the clock stops when the game ends
            session.elapsed += min(now - self.last, 5.0)  # a stalled frame is not play time
        self.last = now


def plural(count: int, noun: str) -> str:
    """"1 move", "2 moves"."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"
