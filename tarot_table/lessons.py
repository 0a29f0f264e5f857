"""Lessons: a guided first game of each table, as data in the game's folder.

A game's ``lesson.toml`` names one teaching deal (its seed, options and number of
players) and the steps taken through it. Each step says in a sentence or two what is
happening and why (``say``), what the player is to do (``do``), and the move that does
it (``move``: the fields of the rules' action it must match, so exactly one of the
legal actions at that point). A step without a move is read and passed with Next. A
step may deal anew (``deal``: its seed and options), so one lesson can teach in parts
(a game's base rules, then an option that changes them); it has no move of its own.
Seats other than the first are played by the game's strong bot, the same way here as
at the table (``bot_decision``), so a lesson is the same deal every time.

A file is checked against this shape before anything in it is used; a test plays
every step of every lesson through the rules (tests/test_lessons.py).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from tarot_table import shape
from tarot_table.games.base import FIELD_LENGTH, Action, BadOptions, Game, IllegalAction, State
from tarot_table.games.capabilities import pause_of
from tarot_table.rng import MAX_SEED, Rng
from tarot_table.session import Session
from tarot_table.tomlfile import FileProblem, read_toml

LESSON_FILE = "lesson.toml"
MAX_LESSON_BYTES = 256 << 10
MAX_STEPS = 200
MOVE_FIELDS = ("kind", "card", "to", "choice", "src")
SAY_LENGTH = 320      # two plain sentences
DO_LENGTH = 160
BOT_REPLIES = 500     # bot moves between two of the player's, at most


class LessonProblem(ValueError):
    """A lesson that cannot be used: its file is missing, damaged or out of step
    with the rules. The message says which step and why."""


@dataclass(frozen=True)
class Step:
    say: str
    do: str = ""
    move: dict[str, str] = field(default_factory=dict)   # the action's fields to match
    point: tuple[str, ...] = ()   # zones or cards to light besides the move's own
    deal: "Deal | None" = None    # the fresh deal this step begins with, if any

    def matches(self, action: Action) -> bool:
        return bool(self.move) and all(getattr(action, key) == value for key, value in self.move.items())


@dataclass(frozen=True)
class Deal:
    seed: int
    options: dict[str, str]


@dataclass(frozen=True)
class Lesson:
    game_id: str
    title: str
    seed: int
    options: dict[str, str]
    players: int
    steps: tuple[Step, ...]
    ending: str   # what the last words say before the player plays on


# ---- reading a lesson file -------------------------------------------------------------
def lesson_path(game: Game) -> Path:
    return game.folder / LESSON_FILE


def has_lesson(game: Game) -> bool:
    return lesson_path(game).is_file()


def load(game: Game) -> Lesson:
    """The game's lesson, checked against its shape (LessonProblem if it does not fit)."""
    try:
        raw = read_toml(lesson_path(game), MAX_LESSON_BYTES)
    except FileProblem as err:
        raise LessonProblem(f"The lesson of {game.title} cannot be read: {err}") from None
    try:
        return _lesson(game, raw)
    except shape.BadShape as err:
        raise LessonProblem(f"The lesson of {game.title} is damaged: {err}") from None


def _lesson(game: Game, raw: dict) -> Lesson:
    seed = shape.whole(raw.get("seed"), "seed", 0, MAX_SEED)
    options = shape.words(raw.get("options", {}), "options", 20, FIELD_LENGTH)
    players = shape.whole(raw.get("players", game.min_players), "players", game.min_players, game.max_players)
    steps = shape.items(raw.get("steps"), "steps", MAX_STEPS)
    if not steps:
        raise shape.BadShape("steps is empty")
    return Lesson(game.id, shape.text(raw.get("title", f"Learn {game.title}"), "title", 80), seed, options,
                  players, tuple(_step(entry, i + 1) for i, entry in enumerate(steps)),
                  shape.text(raw.get("ending", ""), "ending", SAY_LENGTH))


def _step(raw, number: int) -> Step:
    where = f"step {number}"
    raw = shape.table(raw, where, 10)
    unknown = set(raw) - {"say", "do", "move", "point", "deal"}
    if unknown:
        raise shape.BadShape(f"{where} has an unknown field ({', '.join(sorted(unknown))})")
    move = shape.words(raw.get("move", {}), f"{where}'s move", len(MOVE_FIELDS), FIELD_LENGTH)
    if set(move) - set(MOVE_FIELDS) or (move and "kind" not in move):
        raise shape.BadShape(f"{where}'s move names fields other than {', '.join(MOVE_FIELDS)}, or no kind")
    do = shape.text(raw.get("do", ""), f"{where}'s do", DO_LENGTH)
    if move and not do:
        raise shape.BadShape(f"{where} has a move but does not say what to do")
    point = tuple(shape.text(p, f"{where}'s point", FIELD_LENGTH) for p in shape.items(raw.get("point", []), f"{where}'s point", 8))
    deal = _deal(raw["deal"], where) if "deal" in raw else None
    if deal is not None and move:
        raise shape.BadShape(f"{where} deals anew and has a move: a new deal is read first, then played")
    return Step(shape.text(raw.get("say"), f"{where}'s say", SAY_LENGTH), do, move, point, deal)


def _deal(raw, where: str) -> Deal:
    raw = shape.table(raw, f"{where}'s deal", 2)
    if set(raw) - {"seed", "options"}:
        raise shape.BadShape(f"{where}'s deal names fields other than seed and options")
    return Deal(shape.whole(raw.get("seed"), f"{where}'s deal's seed", 0, MAX_SEED),
                shape.words(raw.get("options", {}), f"{where}'s deal's options", 20, FIELD_LENGTH))


# ---- playing a lesson through the rules -------------------------------------------------
def start(game: Game, lesson: Lesson, deal: Deal | None = None) -> Session:
    """The teaching deal (or a later step's ``deal``), before its first step (and any bot
    moves before the player's turn)."""
    seed, options = (lesson.seed, lesson.options) if deal is None else (deal.seed, deal.options)
    try:
        session = Session.start(game, seed, options, game.default_seats(lesson.players))
    except BadOptions as err:
        raise LessonProblem(f"the lesson's deal cannot be dealt ({err})") from None
    play_bots(game, session)
    return session


def bot_decision(game: Game, state: State, seat: int, bot: str) -> Callable[[], Action]:
    """A bot's move in a lesson, as work that may run in the background: what the bot
    sees is copied now, and its generator depends only on the deal and the move count,
    so the same position always gets the same move."""
    view, rng, choose = game.view(state, seat), Rng(state.seed * 1_000_003 + state.moves), game.bots[bot]
    return lambda: choose(game, view, rng)


def bot_to_play(game: Game, state: State) -> tuple[int, str] | None:
    """The bot to move now, if any: none while the game waits at a pause (between the
    games of a match), which the player answers, as at the table."""
    seat = game.current_seat(state)
    if seat is None or state.seats[seat].is_human or pause_of(game, state) is not None:
        return None
    return seat, state.seats[seat].bot


def players_turn(game: Game, state: State) -> bool:
    """Whether the player is to act: on their seat's turn, or at a pause."""
    seat = game.current_seat(state)
    return seat is not None and (state.seats[seat].is_human or pause_of(game, state) is not None)


def play_bots(game: Game, session: Session) -> None:
    """Every bot move until a person is to play or the game ends."""
    for _ in range(BOT_REPLIES):
        turn = bot_to_play(game, session.state)
        if turn is None:
            return
        session.play(bot_decision(game, session.state, *turn)())
    raise LessonProblem("the bots went on without the player for too long")


def step_action(game: Game, state: State, step: Step, number: int) -> Action:
    """The one legal action ``step`` asks for in ``state`` (LessonProblem when none or
    several match: the lesson no longer fits the rules)."""
    if not players_turn(game, state):
        raise LessonProblem(f"step {number} asks for a move when it is not the player's turn")
    found = [a for a in game.legal_actions(state) if step.matches(a)]
    if len(found) != 1:
        count = "no legal action" if not found else f"{len(found)} legal actions"
        raise LessonProblem(f"step {number}'s move {step.move} matches {count}")
    return found[0]


def reach(game: Game, lesson: Lesson, step_index: int) -> Session:
    """The teaching deal as it stands at the start of step ``step_index`` (0 = the first),
    every earlier step's move played with the bots' replies."""
    session = start(game, lesson)
    for number, step in enumerate(lesson.steps[:step_index + 1], start=1):
        if step.deal is not None:
            session = start(game, lesson, step.deal)
        if step.move and number <= step_index:
            try:
                session.play(step_action(game, session.state, step, number))
            except IllegalAction as refusal:
                raise LessonProblem(f"step {number} is refused: {refusal.reason}") from None
            play_bots(game, session)
    return session


def check(game: Game, lesson: Lesson) -> Session:
    """Every step played through the rules, with what each points at checked to be on
    the table; the session at the end, of the last deal (LessonProblem at the first step
    out of step, or a deal the game cannot start)."""
    session = start(game, lesson)
    for number, step in enumerate(lesson.steps, start=1):
        if step.deal is not None:
            session = start(game, lesson, step.deal)
        _check_points(session.state, step, number)
        if step.move:
            session.play(step_action(game, session.state, step, number))
            play_bots(game, session)
    return session


def _check_points(state: State, step: Step, number: int) -> None:
    cards = {p.card for pile in state.zones.values() for p in pile}
    for name in step.point:
        if name not in state.zones and name not in cards:
            raise LessonProblem(f"step {number} points at {name!r}, which is neither a zone nor a card on the table")
