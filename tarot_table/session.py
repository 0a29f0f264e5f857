"""A game being played: the rules, the current state, the action log and redo.

Undo replays the log, shorter: the random generator is part of the state, so the
replay lands on exactly the earlier position. It starts from the nearest checkpoint,
a copy of the position kept every ``CHECKPOINT_EVERY`` moves, so a long game's undo
costs at most that many moves, however long the game.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from operator import attrgetter

from tarot_table.clock import Clock
from tarot_table.games.base import Action, Event, Game, IllegalAction, Outcome, Seat, State
from tarot_table.games.capabilities import pause_of
from tarot_table.rng import check_seed
from tarot_table.wording import NO_MOVE_YET, plural


CHECKPOINT_EVERY = 250
ANSWER_LENGTH = 300   # the longest answer to a question asked before the first move
GIVEN_UP = "Given up."   # the summary of a game the player gave up
WINNABLE_DEAL = "Winnable deal"   # said first among the options of a deal dealt by Winnable only


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
    # the places in the log (counted from 0) of the moves Autoplay made for a person, so
    # that words about "your move" never name one of them
    autoplayed: set[int] = field(default_factory=set, repr=False, compare=False)
    # the seats of people for whom a network table's bot made some move (standing in while
    # they were away, or after they gave the seat up), so the end says so
    stood_in: set[int] = field(default_factory=set, repr=False, compare=False)
    # the length of the log when the player gave the game up (Give up, a solitaire's): the
    # game ends there as a loss; a replay stepped back before it sees the game go on
    given_up_at: int | None = None
    # dealt by Winnable only: the solver had found a line that wins the deal before it was
    # dealt, so the table and the Continue list say so (a loss was the player's to avoid)
    winnable_deal: bool = False
    # that deal's winning line from the deal, as the solver found it: kept in the save, so
    # hints, "Still winnable?" and the end panel follow it after a resume and on the same
    # deal again as before, with no search for what was known
    deal_line: list[Action] = field(default_factory=list, repr=False, compare=False)
    # for each action of the log: the seat that made it, and whether it may be taken back
    made: list[tuple[int | None, bool]] = field(default_factory=list, repr=False, compare=False)
    # the position after every CHECKPOINT_EVERY-th move of the log, never changed once kept
    # (or, read from a save, a saves.SavedPosition that makes it on first use)
    checkpoints: dict[int, State] = field(default_factory=dict, repr=False, compare=False)
    # where the buttons under the table stood, as the table last kept them (table_bars.KeptRow,
    # as plain data): kept in the save, so a resumed game's row keeps its places as it did
    # before the quit (play-test round 7: Queens of Fate's Aces moved 200 px after a resume)
    row_places: dict = field(default_factory=dict, repr=False, compare=False)
    # (seat names and the winnable mark, words, short parts)
    _options_words: tuple = field(default=(None, "", ()), repr=False, compare=False)

    @property
    def options_words(self) -> str:
        """The game's rules and options in words, worked out once for the seats' names: a
        session keeps its options, and the top bar asks on every frame (a game may look its
        choices up on disk); the names change when people join a hosted table. A deal dealt
        by Winnable only says so first (``WINNABLE_DEAL``), where a narrow top bar or
        Continue card cuts last."""
        return self._options_for_seats()[1]

    @property
    def short_options_parts(self) -> tuple[str, ...]:
        """``options_words``' parts in their short forms (``Game.short_options_parts``)."""
        return self._options_for_seats()[2]

    def _options_for_seats(self) -> tuple:
        names = (tuple(map(attrgetter("name"), self.state.seats)), self.winnable_deal)
        if self._options_words[0] != names:
            options, seats = self.state.options, self.state.seats
            words = self.game.seated_options_words(options, seats)
            shorts = tuple(self.game.short_options_parts(options, seats))
            if self.winnable_deal:
                words, shorts = ", ".join(filter(None, (WINNABLE_DEAL, words))), (WINNABLE_DEAL,) + shorts
            self._options_words = (names, words, shorts)
        return self._options_words

    @classmethod
    def start(cls, game: Game, seed: int, options: dict | None = None,
              seats: list[Seat] | None = None) -> "Session":
        state = game.new(check_seed(seed), options, seats)
        return cls(game, state, slot=new_slot(game.id), name=game.title)

    def fresh_state(self) -> State:
        return self.game.new(self.state.seed, self.state.options,
                             [Seat(s.name, s.bot) for s in self.state.seats])

    def play(self, action: Action, answers: dict[str, str] | None = None,
             listed: list[Action] | None = None) -> list[Event]:
        """One move. ``answers``: the game's questions asked before the first move (its
        options marked ``ask_at_start``), fixed with that move; refused with it, they
        are not kept. ``listed``: the rules' legal actions for this very position, when
        the caller has just had them (a network host sent them to the seat to act), so
        they are not listed again to check the move."""
        self._moves_made()
        options = dict(self.state.options)
        if answers:
            self._answer(answers)
        try:
            events = self.advance(action, listed)
        except IllegalAction:
            self.state.options = options
            raise
        self.redo_stack.clear()
        return events

    def _answer(self, answers: dict[str, str]) -> None:
        asked = {option.key for option in self.game.options if option.ask_at_start}
        if self.actions:
            raise IllegalAction("The question is fixed once the first move is made.")
        for key, text in answers.items():
            if key not in asked:
                raise IllegalAction(f"{self.game.title} asks no question called {key!r} before the first move.")
            self.state.options[key] = " ".join(str(text).split())[:ANSWER_LENGTH]

    def advance(self, action: Action, listed: list[Action] | None = None) -> list[Event]:
        """One action through the rules (IllegalAction when they refuse it, the session
        unchanged), kept in the log with who made it, and a checkpoint when one is due.
        ``listed``: as for ``play``; a move not in it is checked by ``Game.apply``."""
        seat = self.game.current_seat(self.state)
        game = self.game
        if listed is not None and action in listed \
                and game.outcome(self.state) is None:   # what apply checks, the list made already
            # carry_out is apply without its check (Game's contract), for every game
            events = game.carry_out(self.state, listed[listed.index(action)])   # the rules' own copy
        else:
            events = game.apply(self.state, action)
        self.actions.append(action)
        self.made.append((seat, self.game.undoable(self.state, action)))
        if len(self.actions) % CHECKPOINT_EVERY == 0:
            self.checkpoints[len(self.actions)] = self.state.clone()
        return events

    # ---- undo and redo -------------------------------------------------------
    def _moves_made(self) -> list[tuple[int | None, bool]]:
        """Who made each action of the log and whether it may be taken back; worked out
        by one replay for a log given without them, then kept in step as play goes on."""
        if len(self.made) != len(self.actions):
            log, current = self.actions, self.state
            self.actions, self.made, self.checkpoints, self.state = [], [], {}, self.fresh_state()
            for action in log:
                self.advance(action)
            self.state = current
        return self.made

    def made_for_save(self) -> list[tuple[int | None, bool]]:
        return self._moves_made()

    def _by_a_person(self, seat: int | None) -> bool:
        return seat is not None and self.state.seats[seat].is_human

    def played_by_autoplay(self) -> bool:
        """Autoplay made every move a person's seat made (it was on from the first)."""
        made, of = self.autoplay_moves()
        return of > 0 and made == of

    def autoplay_moves(self) -> tuple[int, int]:
        """How many of the moves people's seats made Autoplay made, and of how many."""
        people = [i for i, (seat, _) in enumerate(self._moves_made()) if self._by_a_person(seat)]
        return sum(i in self.autoplayed for i in people), len(people)

    def undo_point(self, by: int | None = None) -> int | None:
        """Where Undo goes back to: the last move a person made, with every bot move after
        it (undoing a bot's move alone would only see the bot make it again). With no
        person seated, the last move. None when there is nothing to take back, the game is
        over, a move on the way may not be taken back (it showed hidden cards), or ``by``
        (the person at a shared screen) did not make that move: one takes back only one's
        own move, and only until the next person acts."""
        made = self._moves_made()
        if not made or self.finished:   # nothing made yet: the game's end is not asked (a frame asks this)
            return None
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
                return self.game.why_not_undoable(self.actions[index])
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
        self.rewind(point)
        return True

    def rewind(self, count: int) -> None:
        """Back to the position after the first ``count`` moves, the later ones dropped
        (Undo keeps them for Redo; a replay steps back with it)."""
        self._moves_made()
        del self.actions[count:]
        del self.made[count:]
        self.autoplayed = {index for index in self.autoplayed if index < count}
        self.checkpoints = {n: kept for n, kept in self.checkpoints.items() if n <= count}
        self.state = self.state_after(count)

    def can_redo(self) -> bool:
        return bool(self.redo_stack) and not self.finished

    def redo(self) -> list[Event]:
        """Play again the move Undo took back, with the bots' moves that followed it."""
        events: list[Event] = []
        self._moves_made()
        while self.redo_stack and not self.finished:
            seat = self.game.current_seat(self.state)
            if events and self._by_a_person(seat):
                break
            events += self.advance(self.redo_stack[-1])
            self.redo_stack.pop()
        return events

    def restart(self) -> None:
        """Back to the deal, same seed, same seats."""
        self.state = self.fresh_state()
        self.actions.clear()
        self.made.clear()
        self.checkpoints.clear()
        self.redo_stack.clear()
        self.autoplayed.clear()
        self.given_up_at = None

    def state_after(self, count: int) -> State:
        """The position after the first ``count`` moves of the log, replayed from the
        nearest checkpoint at or before it."""
        start = max((n for n in self.checkpoints if n <= count), default=0)
        kept = self.checkpoints.get(start)
        if kept is not None and not isinstance(kept, State):   # read from a save, made a State on first use
            kept = self.checkpoints[start] = kept.state()
        state = kept.clone() if start else self.fresh_state()
        for action in self.actions[start:count]:
            self.game.apply(state, action)
        return state

    # ---- facts for menus and statistics ----------------------------------------
    def outcome(self) -> Outcome | None:
        """The game's outcome at the position now: the rules' own, or a loss where the
        player gave the game up."""
        if self.given_up_at is not None and self.given_up_at == len(self.actions):
            return Outcome((), (0.0,) * len(self.state.seats), GIVEN_UP, "given up")
        return self.game.outcome(self.state)

    def give_up(self) -> None:
        """End the game here as a loss (a solitaire's Give up); nothing is left to redo."""
        if self.outcome() is None:
            self.given_up_at = len(self.actions)
            self.redo_stack.clear()

    @property
    def finished(self) -> bool:
        return self.outcome() is not None

    def progress(self) -> str:
        outcome = self.outcome()
        if outcome is not None:
            return outcome.summary
        if not self.game.scored:
            return "unfinished"   # a reading counts no moves
        return plural(len(self.actions), "move") if self.actions else NO_MOVE_YET


class PlayTimer:
    """Counts the time a game is actually played, on the app's ``clock``: while it is open
    on screen and its player is there (house decision 8 of the table, README)."""

    def __init__(self, clock: Clock) -> None:
        self.clock = clock
        self.last = clock.now()

    def tick(self, session: Session, counted: bool = True,
             away: tuple[float, float] = (float("inf"), float("inf"))) -> None:
        """Count the time since the last tick but the player's latest time ``away``
        (from, until: a minute after their last input, or from when the window was
        minimised or lost the focus, to their next input), unless ``counted`` is False
        (another screen, such as the rules, covered the game meanwhile)."""
        now = self.clock.now()
        state = session.state   # the timer stops when the game ends, and while a match pauses
        if counted and not session.finished and pause_of(session.game, state) is None:
            gone = max(0.0, min(now, away[1]) - max(self.last, away[0]))
            session.elapsed += min(now - self.last - gone, 5.0)   # a stalled frame is not play time
        self.last = now

