"""The search: the greedy line first, then nested rollouts and a beam search to find a
win quickly, then a depth-first search that remembers every position it has proved lost, to prove the
rest. Every move comes from the game's own list (``bot_moves``, or the one
``forced_move`` names) and is played by the game's own ``carry_out``."""
from __future__ import annotations

import heapq
import random
from dataclasses import dataclass, field
from itertools import chain
from typing import Callable, Iterator

from tarot_table.games.base import Action, Game, IllegalAction, State
from tarot_table.rng import Rng
from tarot_table.solver.budget import Budget, OutOfBudget
from tarot_table.solver.keys import position_key, state_key

WINNABLE, LOST, UNKNOWN = "winnable", "lost", "unknown"
MAX_LINE = 5_000            # moves a rollout plays before giving up on a line (no game runs this long)
LOST_TABLE_LIMIT = 1_500_000  # positions remembered as lost; past it the search goes on without noting more
ROLLOUT_SHARE = 0.6         # of the budget, what the nested rollouts may use before the proof
BEAM_ROLLOUT_SHARE = 0.9    # the same where the beams run too (they find most of what the proof found)
WIN_VALUE = 1_000_000.0
DICE = 0x5EED               # the greedy bot's own draws, fixed so a search repeats exactly
RESTARTS = 32               # level-1 searches again with rollouts that stray from the bot, at most
STRAYING = (0.02, 0.05, 0.1)   # the share of a restart's rollout moves chosen at random, in turn
EARLY_PROOF = "search, before the beam"   # the phase of the proof before the beams a turn at a time
STALLED_BY = 3 * RESTARTS // 4   # the restarts after which, none since the halfway better, the search for a win has stalled
# The beam searches, in turn, where the game says what a position has to spare: each its
# width and the share of it kept for what is left to spare and progress together (a game
# may ask for its own, ``Shortcuts.beams``)
BEAMS = ((30, 1 / 3), (100, 1 / 3))
PROGRESS_WORTH = 5.0        # what a unit of progress (the journey: a Challenge completed) counts as, for that share


@dataclass
class Verdict:
    """What the solver found: ``line`` wins from the position solved (when winnable);
    ``found_by`` says which phase found the answer."""

    verdict: str
    line: list[Action] = field(default_factory=list)
    nodes: int = 0
    seconds: float = 0.0
    found_by: str = ""

    def to_json(self) -> dict:
        return {"verdict": self.verdict, "line_length": len(self.line), "nodes": self.nodes,
                "seconds": round(self.seconds, 4), "found_by": self.found_by,
                "line": [a.to_json() for a in self.line]}


@dataclass(slots=True)
class _Searching:
    """A position on the proof's path (``Solver.prove``): the moves still to try from it,
    the one being searched, and the shallowest depth a repetition below it led back to."""

    state: State
    depth: int
    guide_at: int | None
    left_above: frozenset[str]
    key: bytes
    prefix: list[Action]    # the forced moves played to reach it, from the move that led here
    moves: Iterator[Action]
    lowest: int
    move: Action | None = None


class _Won(Exception):
    def __init__(self, line: list[Action]) -> None:
        super().__init__()
        self.line = line


class Solver:
    """One search of one position. ``bot`` orders the moves (its choice first) and plays
    the rollouts: the game's first, quick bot unless told."""

    def __init__(self, game: Game, budget: Budget, bot: str | None = None,
                 key: Callable[[State], bytes] = state_key) -> None:
        self.game = game
        self.key = key                    # what the tables know a position by (keys.position_key)
        self.budget = budget
        self.bot = game.bots[bot or next(iter(game.bots))]
        self.rollout_bots = (self.bot,)   # the rollouts', in turn (Shortcuts.rollout_bots, where the search takes it: ``solve``)
        self.rollout_bot = self.bot       # the one playing now
        self.dice = Rng(DICE)
        self.says_forced = game.says_forced
        shortcuts = game.shortcuts   # the game's proof that a position is lost, if it has one
        self.hopeless = shortcuts.hopeless if shortcuts is not None else (lambda state: False)
        self.slack = shortcuts.slack if shortcuts is not None else (lambda state: None)
        self.slack_at_most = shortcuts.slack_at_most if shortcuts is not None else (lambda state: None)
        self.slack_within = shortcuts.slack_within if shortcuts is not None else (lambda state, at_most: at_most)
        self.keeps_hope = shortcuts.keeps_hope if shortcuts is not None else (lambda after, action: False)
        self.lost: set[bytes] = set()
        self.guide: list[Action] = []     # the line from the root that got furthest so far
        self.guide_value = float("-inf")
        self.restarted = 0                # the restarts made so far (``restart``)
        self.improved_at = 0              # the restart whose rollouts found the line the guide holds
        self.straying = 0.0               # the share of rollout moves played at random, not the bot's
        self.chance = random.Random(0)    # draws those moves, seeded per restart: a search repeats exactly
        self.alike: frozenset[str] = frozenset()   # cards no rule tells apart (set with a key that merges them)
        self.undone_first = _nothing_undone   # Shortcuts.undone_first, where the search takes it (``solve``)
        self.copy: Callable[[State], State] = lean_copy_for(game)   # how a position is copied
        self.paused: tuple[list[_Searching], dict[bytes, int]] | None = None   # a proof left to resume (``prove``)

    # ---- moves ------------------------------------------------------------------------
    def forced(self, state: State) -> Action | None:
        return self.game.shortcuts.forced(state) if self.says_forced else None

    def favourite(self, state: State) -> Action:
        """The rollouts' move: the bot's (or, for a share ``straying`` of the moves, any)."""
        forced = self.forced(state)
        if forced is not None:
            return forced
        if self.straying and self.chance.random() < self.straying:
            # with alike cards, one of the moves the proof keeps (``ordered_moves``), so
            # the line found is one the proof can follow
            moves = self.ordered_moves(state) if self.alike else self.game.bot_moves(state)
            if moves:
                return self.chance.choice(moves)
        return self.rollout_bot(self.game, state, self.dice)

    def restart(self, number: int) -> None:
        """Rollouts for the ``number``-th restart: straying from the bot, drawn afresh."""
        self.straying = STRAYING[number % len(STRAYING)]
        self.chance = random.Random(number)
        self.restarted = number

    def ordered_moves(self, state: State) -> list[Action]:
        """Every legal move, the bot's favourite first (the rest in the rules' order), but
        one move for each way of moving cards no rule tells apart (``one_of_alike``)."""
        forced = self.forced(state)
        if forced is not None:
            return [forced]
        moves = self.game.bot_moves(state)
        if len(moves) < 2:
            return moves
        first = self.game.bot_choice(self.bot, state, moves, self.dice)   # the bot handed the moves just listed
        moves = [first] + [m for m in moves if m != first]
        return one_of_alike(state, moves, self.alike) if self.alike else moves

    def play(self, state: State, action: Action) -> None:
        self.budget.spend()
        self.game.carry_out(state, action)
        if state.story:
            state.story.clear()   # no rule reads the log: copies of the position stay short

    def child(self, state: State, action: Action) -> State:
        after = self.copy(state)
        self.play(after, action)
        return after

    def won(self, state: State) -> bool:
        outcome = self.game.outcome(state)
        return outcome is not None and outcome.won_by(0)

    def value(self, state: State) -> float:
        return WIN_VALUE if self.won(state) else self.game.progress(state)

    # ---- finding a win -------------------------------------------------------------------
    def rollout(self, state: State, spare: bool = False) -> tuple[State, list[Action]]:
        """The bot plays a copy of ``state`` to its end: the end and the moves.
        ``spare``: ``state`` is a copy the caller has no more use for, played itself."""
        trial, line = (state if spare else self.copy(state)), []
        while self.game.outcome(trial) is None and len(line) < MAX_LINE:
            action = self.favourite(trial)
            self.play(trial, action)
            line.append(action)
        return trial, line

    def nested(self, state: State, level: int, top: bool = False,
               spare: bool = False) -> tuple[float, list[Action]]:
        """Nested rollouts: at each decision every move is tried, the rest played out one
        level down (level 1: by the bot), and the best line found so far is followed.
        Raises _Won with the whole line as soon as a line wins. ``spare`` as for
        ``rollout``."""
        state, done = (state if spare else self.copy(state)), []
        best_value, best_line = float("-inf"), []
        while self.game.outcome(state) is None and len(done) < MAX_LINE:
            moves = self.ordered_moves(state)
            if not moves:
                break
            if len(moves) > 1:
                for move in distinct(state, moves):
                    after = self.child(state, move)
                    if level <= 1:
                        end, rest = self.rollout(after, spare=True)
                        found = self.value(end)
                    else:
                        try:
                            found, rest = self.nested(after, level - 1, spare=True)
                        except _Won as won:   # its line starts after this move
                            raise _Won(done + [move] + won.line) from None
                    if found >= WIN_VALUE:
                        raise _Won(done + [move] + rest)
                    if found > best_value:
                        best_value, best_line = found, [move] + rest
                        if top:
                            self.note_guide(found, done + best_line)
            move = best_line.pop(0) if best_line and best_line[0] in moves else moves[0]
            self.play(state, move)
            done.append(move)
        if self.won(state):
            raise _Won(done)
        return max(best_value, self.value(state)), done

    def nested_with_each_bot(self, state: State) -> None:
        """A level-1 search of nested rollouts with each of the rollouts' bots in turn,
        each from the same draws (``restart``). Only the first bot's lines guide the
        proof: it orders its moves by the quick bot and mends the line it follows near
        its end, and under Reiser's rules, with the patient bot's lines as a guide too,
        deal 71, then won by the proof along the quick bot's best line, was left unknown
        (its win left a domain over its room, which the rules no longer allow: docs/solver.md)."""
        chance = self.chance.getstate()
        for rollout_bot in self.rollout_bots:
            self.rollout_bot = rollout_bot
            self.chance.setstate(chance)
            self.nested(state, 1, top=rollout_bot is self.rollout_bots[0])
        self.rollout_bot = self.rollout_bots[0]

    def beam(self, state: State, width: int, further: float) -> None:
        """A beam search: every move from each position kept, level by level (a level a
        move), keeping the ``width`` new positions with the most to spare
        (``Shortcuts.slack``; progress breaks ties; a share ``further`` of them by what is
        left to spare and progress together: ``kept_by_the_beam``), each position once. A line to a
        position it drops may win, so it proves nothing; it raises _Won with the line
        of the first win it meets. Where the nested rollouts follow the bot and miss wins
        that need a card kept for later, this keeps many ways of playing alive at once."""
        seen: set[bytes] = set()
        level: list[tuple[State, tuple | None]] = [(state, None)]
        while level:
            found = []
            for position, path in level:
                for after, to_here in self.played(position, path, distinct(position, self.beam_moves(position))):
                    key = self.key(after)
                    if key in seen or key in self.lost:
                        continue
                    seen.add(key)
                    at_most = self.slack_at_most(after)
                    if at_most is not None and at_most >= 0:
                        found.append((at_most, self.game.progress(after), after, to_here))
            scored = self.scored_for_the_beam(found, width, further)
            level = [(after, to_here) for _, _, after, to_here in kept_by_the_beam(scored, width, further)]

    def scored_for_the_beam(self, found: list[tuple], width: int, further: float) -> list[tuple]:
        """Of a level's new positions, ``found`` as (``slack_at_most``, progress, position,
        line) in the order met, those a beam ranking them all by their ``slack`` could
        keep, as (slack, progress, position, line) in the same order, less those with
        nothing to spare: ``kept_by_the_beam`` keeps the same from them as from all (by
        the same ties, the order met). ``slack`` is worked out in the order of what each
        could have at most, until the positions kept have more than any position not
        worked out could have (``_worked_out_until``); each it is not worked out for is
        left out. tests/test_solver_beam.py checks it against every position ranked."""
        spare: dict[int, float] = {}
        if len(found) > width:
            share = int(width * further)
            kept = self._worked_out_until(found, spare, width - share, _promise, set(), at_least=width + 1)
            if share:
                self._worked_out_until(found, spare, share, _further, kept)
        else:
            for at in range(len(found)):
                spare[at] = self.slack_within(found[at][2], found[at][0])
        return [(spare[at], progress, after, to_here) for at, (_, progress, after, to_here) in enumerate(found)
                if at in spare and spare[at] >= 0]

    def _worked_out_until(self, found: list[tuple], spare: dict[int, float], most: int, rank,
                          left_out: set[int], at_least: int = 0) -> set[int]:
        """Works out the slack (into ``spare``, by place in ``found``) of the positions
        not in ``left_out``, best ``rank`` first by what each could have at most, until
        at least ``at_least`` have something to spare and the ``most`` best by ``rank``
        of those worked out rank above what any other could; returns those ``most``
        (their places in ``found``)."""
        def could(at: int) -> tuple:
            return rank(found[at])

        def has(at: int) -> tuple:
            return rank((spare[at],) + found[at][1:])

        waiting = sorted((at for at in range(len(found)) if at not in left_out), key=could, reverse=True)
        best: list[tuple] = []     # a heap of the ``most`` best worked out, by rank
        worked = [at for at in spare if at not in left_out and spare[at] >= 0]
        for at in worked:
            _keep_best(best, most, has(at), at)
        counted = len([at for at in spare if spare[at] >= 0])
        for at in waiting:
            if at in spare:
                continue
            if counted >= at_least and (not most or (len(best) == most and best[0][0] > could(at))):
                break
            spare[at] = self.slack_within(found[at][2], found[at][0])
            if spare[at] >= 0:
                counted += 1
                _keep_best(best, most, has(at), at)
        return {-at for _, at in best}

    def played(self, position: State, path: tuple | None, moves) -> Iterator[tuple[State, tuple]]:
        """The beams' children of ``position``: each move's position and line, past those
        that end the game (raising _Won with the line at a win)."""
        for move in moves:
            after, to_here = self.child(position, move), (move, path)
            if self.game.outcome(after) is not None:
                if self.won(after):
                    raise _Won(unwound(to_here))
                continue
            yield after, to_here

    def beam_by_turn(self, state: State, width: int, per_turn: int) -> None:
        """A beam search a turn at a time (``Shortcuts.turn``): from each position kept,
        every line of moves within the turn is played, depth first, each position once,
        at most ``per_turn`` positions, and the positions it reaches that have played one
        turn more are ranked by ``Shortcuts.promise``; the ``width`` most promising that
        ``hopeless`` does not prove lost (asked only of those a beam would keep) go on.
        Raises _Won with the line of the first win it meets, and proves nothing. Where a
        level a move weighs positions that have played different numbers of turns (one
        that drew a card against one that spent a Source first), this weighs like with
        like; the moves off the bot's way are tried first within a turn, where the
        rollouts followed it."""
        shortcuts = self.game.shortcuts
        turn, promise = shortcuts.turn, shortcuts.promise
        level: list[tuple[State, tuple | None]] = [(state, None)]
        while level:
            reached: dict[bytes, tuple[State, tuple]] = {}
            for position, path in level:
                self.turn_played(position, path, turn(position), per_turn, reached)
            ranked = sorted(reached.values(), key=lambda one: promise(one[0]), reverse=True)
            level = []
            for one in ranked:
                if len(level) == width:
                    break
                if not self.hopeless(one[0]):
                    level.append(one)

    def turn_played(self, state: State, path: tuple | None, now: int, most: int,
                    reached: dict[bytes, tuple[State, tuple]]) -> None:
        """``beam_by_turn``'s lines within one turn from ``state``: each position that has
        played past turn ``now`` is added to ``reached`` by its key (raising _Won at a win)."""
        turn = self.game.shortcuts.turn
        seen: set[bytes] = set()
        waiting = [(state, path)]
        while waiting:
            position, to_position = waiting.pop()
            for after, to_here in self.played(position, to_position, self.ordered_moves(position)):
                key = self.key(after)
                if key in self.lost:
                    continue
                if turn(after) > now:
                    reached.setdefault(key, (after, to_here))
                elif key not in seen and len(seen) < most:
                    seen.add(key)
                    waiting.append((after, to_here))

    def finding_share(self, state: State) -> float:
        """What the search for a win may use of the budget before the proof: the game's
        share where it declares one (``Shortcuts.finding_share``), else more where a beam runs."""
        declared = self.game.shortcuts.finding_share(state) if self.game.shortcuts is not None else None
        if declared is not None:
            return declared
        return BEAM_ROLLOUT_SHARE if self.slack(state) is not None else ROLLOUT_SHARE

    def probing_share(self, state: State) -> float | None:
        """What a proof led by the bot alone may use of the budget before the rollouts,
        out of the share for a win: the game's, where it declares one
        (``Shortcuts.probing_share``), else none."""
        return self.game.shortcuts.probing_share(state) if self.game.shortcuts is not None else None

    def beams(self, state: State) -> tuple[tuple[int, float], ...]:
        """The beams to run (width, share for progress): the game's, else BEAMS."""
        declared = self.game.shortcuts.beams(state) if self.game.shortcuts is not None else None
        return BEAMS if declared is None else declared

    def beam_moves(self, state: State) -> list[Action]:
        forced = self.forced(state)
        if forced is not None:
            return [forced]
        moves = self.game.bot_moves(state)
        return one_of_alike(state, moves, self.alike) if self.alike else moves

    def note_guide(self, value: float, line: list[Action]) -> None:
        """Keep the line from the root that got furthest, for the proof to try first."""
        if value > self.guide_value:
            self.guide, self.guide_value = line, value
            self.improved_at = self.restarted

    def stalled(self) -> bool:
        """Whether no restart since the halfway found a better line (``note_guide``)."""
        return self.improved_at <= RESTARTS // 2

    # ---- proving ------------------------------------------------------------------------
    def prove(self, state: State, depth: int, on_path: dict[bytes, int],
              guide_at: int | None = None,
              left_above: frozenset[str] = frozenset(),
              hope_kept: bool = False, pausing: bool = False) -> tuple[list[Action] | None, int]:
        """Depth-first: a winning line from ``state``, or None and the shallowest depth of
        the current path that a repeated position led back to (depth+1 and beyond: none).
        A position is noted lost only when every move from it was searched and no
        repetition led above it, so the note holds whatever path reaches it again.
        While the path follows ``self.guide`` (``guide_at``: how far), the guide's next
        move is tried first: the search takes back the best line found so far from its
        end, where a near miss is likeliest mended.
        ``left_above``: the kinds of move that would first undo the move that led here
        (``Shortcuts.undone_first``): each leads where it leads from the position one
        move up, which searches it, so they are left to it, as a repetition of that
        position would be (this one is then noted lost by it, not here).
        ``hope_kept``: the move that led here cannot make ``hopeless`` true where it
        was false (``Shortcuts.keeps_hope``), and the position before was searched from,
        so it is not asked here (after forced moves played past that move, it is; and
        where the position before was never asked, a cut is only missed).

        The path is kept on a list of its own, not in Python's calls: a recursive search
        went back and forth across the boundaries of CPython 3.11's 16 KB frame-stack
        chunks, each crossing mapping and unmapping one (a quarter of a deal's time, and
        where the boundaries fell moved with any change to the frame: docs/solver.md).

        ``pausing``: when the budget runs out, the search is kept as it stands (its path,
        with the move it was trying put back first), for ``resume`` to carry on exactly
        where it stopped."""
        path: list[_Searching] = []
        answer = self.enter(state, depth, on_path, guide_at, left_above, hope_kept)
        return self.searched_from(path, on_path, answer, pausing)

    def resume(self, pausing: bool = False) -> tuple[list[Action] | None, int]:
        """The proof that ``prove(..., pausing=True)`` left when its budget ran out, carried
        on from the move it was trying: the same search, move for move, as if it had never
        stopped (its path is its own, and ``lost`` holds only positions proved lost,
        whoever noted them). ``pausing`` as for ``prove``."""
        path, on_path = self.paused
        self.paused = None
        return self.searched_from(path, on_path, None, pausing)

    def searched_from(self, path: list[_Searching], on_path: dict[bytes, int],
                      answer: _Searching | tuple[list[Action] | None, int] | None,
                      pausing: bool) -> tuple[list[Action] | None, int]:
        """``prove``'s loop: ``answer`` is the last step's (None: none yet, take the next)."""
        kept = False
        try:
            while True:
                if isinstance(answer, _Searching):
                    path.append(answer)
                elif answer is not None:
                    line, back_to = answer
                    if not path:
                        return answer
                    here = path[-1]
                    if line is not None:   # a win below: the line runs through each position on the path
                        path.pop()
                        del on_path[here.key]
                        answer = here.prefix + [here.move] + line, here.depth + 1
                        continue
                    here.lowest = min(here.lowest, back_to)
                answer = self.searched_on(path, on_path)
        except OutOfBudget:
            # Only ``searched_on`` plays moves here, each after naming it ``here.move``
            # (the child's copy is dropped unplayed, or its forced moves' copy)
            if pausing and path:
                here = path[-1]
                here.moves = chain((here.move,), here.moves)
                self.paused, kept = (path, on_path), True
            raise
        finally:
            if not kept:
                for here in path:   # only when the budget ran out
                    del on_path[here.key]

    def enter(self, state: State, depth: int, on_path: dict[bytes, int], guide_at: int | None,
              left_above: frozenset[str], hope_kept: bool) -> _Searching | tuple[list[Action] | None, int]:
        """``prove``'s first look at a position: its answer where one is known at once,
        else the position to search from, put on the path (``on_path``)."""
        prefix = []
        forced = self.forced(state)
        if forced is not None:
            left_above = frozenset()   # the forced moves are not undone by those kinds
            state = self.copy(state)
            while forced is not None:   # no choice: played in one copy, not keyed
                guide_at = self.along_guide(guide_at, forced)
                self.play(state, forced)
                prefix.append(forced)
                forced = self.forced(state)
        if self.game.outcome(state) is not None:
            return (prefix if self.won(state) else None), depth + 1
        key = self.key(state)
        if key in self.lost:
            return None, depth + 1
        if key in on_path:   # never hopeless: the search went on from it
            return None, on_path[key]
        # hopeless is asked unless the move here kept the hope the position before had
        # (hope_kept, with no forced move played after it)
        if not (hope_kept and not prefix) and self.hopeless(state):   # once a position: noted lost, whatever the path
            if len(self.lost) < LOST_TABLE_LIMIT:
                self.lost.add(key)
            return None, depth + 1
        on_path[key] = depth
        return _Searching(state, depth, guide_at, left_above, key, prefix,
                          iter(self.guided_moves(state, guide_at)), depth + 1)

    def searched_on(self, path: list[_Searching], on_path: dict[bytes, int]) -> _Searching | tuple[list[Action] | None, int]:
        """The next step from the position last on ``path``: its next move's answer or
        position to search, or, when it has no move left, its own answer (taken off the
        path and noted lost when no repetition led above it)."""
        here = path[-1]
        for move in here.moves:
            if move.kind in here.left_above:
                here.lowest = min(here.lowest, here.depth - 1)
                continue
            here.move = move
            after = self.child(here.state, move)
            return self.enter(after, here.depth + 1, on_path, self.along_guide(here.guide_at, move),
                              self.undone_first(after, move), self.keeps_hope(after, move))
        path.pop()
        del on_path[here.key]
        if here.lowest >= here.depth and len(self.lost) < LOST_TABLE_LIMIT:
            self.lost.add(here.key)
        return None, here.lowest

    def along_guide(self, guide_at: int | None, move: Action) -> int | None:
        """How far along the guide the path is after ``move`` (None: off it)."""
        if guide_at is None or guide_at >= len(self.guide) or self.guide[guide_at] != move:
            return None
        return guide_at + 1

    def guided_moves(self, state: State, guide_at: int | None) -> list[Action]:
        moves = self.ordered_moves(state)
        if guide_at is not None and guide_at < len(self.guide):
            wanted = self.guide[guide_at]
            if wanted in moves and moves[0] != wanted:
                moves = [wanted] + [m for m in moves if m != wanted]
        return moves


def _nothing_undone(after: State, action: Action) -> frozenset[str]:
    return frozenset()


def kept_by_the_beam(scored: list[tuple], width: int, further: float) -> list[tuple]:
    """The positions (spare, progress, ...) a beam keeps for its next move: most of the
    ``width`` with the most to spare (progress breaks ties), and a share (``further``)
    of the others with the most to spare counting each unit of progress as
    ``PROGRESS_WORTH`` spare: a position further along that spent more to get there.
    Ranked by what is left to spare alone the beam keeps positions that wait and misses
    hard deals 10, 14 and 44; ranked with progress alone it lost deals 3, 8, 11 and 16;
    with a third for progress 30 wide it misses 16 and 45, which the spare alone finds,
    and 100 wide it finds those and most others (docs/solver.md, "A beam with a share for
    progress", "Two beams", "A beam 100 wide at hard too")."""
    if len(scored) <= width:
        return heapq.nlargest(width, scored, key=_promise)
    share = int(width * further)
    kept = heapq.nlargest(width - share, scored, key=_promise)
    if not share:
        return kept
    chosen = set(map(id, kept))
    rest = [one for one in scored if id(one) not in chosen]
    return kept + heapq.nlargest(share, rest, key=_further)


def _keep_best(best: list[tuple], most: int, rank: tuple, at: int) -> None:
    """Keeps on the heap ``best`` the ``most`` highest ranks met (the earliest of equals),
    each as (rank, -place)."""
    if not most:
        return
    entry = (rank, -at)
    if len(best) < most:
        heapq.heappush(best, entry)
    elif entry > best[0]:
        heapq.heapreplace(best, entry)


def _promise(scored: tuple) -> tuple:
    return scored[0], scored[1]


def _further(scored: tuple) -> tuple:
    return scored[0] + PROGRESS_WORTH * scored[1], scored[1]


def unwound(path: tuple | None) -> list[Action]:
    """The moves of a path kept as (last move, path before it), first move first."""
    line = []
    while path is not None:
        move, path = path
        line.append(move)
    line.reverse()
    return line


def lean_copy(state: State) -> State:
    """``state.clone()`` but for the log, which is left out (the search clears it after
    every move: no rule reads it). Each pile is a list of its own holding the same
    records, which no rule changes (``Placed``), so playing on the copy leaves ``state``
    as it was (tests/test_solver_lean_copy.py)."""
    return state.clone(story=False, table_shared=True)


def lean_copy_for(game: Game) -> Callable[[State], State]:
    """``lean_copy``, with the game's own copy of its data where it declares one
    (``Shortcuts.data_copy``: Queens of Fate's shares every value no move changes in
    place, a sixth of a copy's time)."""
    data_copy = game.shortcuts.data_copy if game.shortcuts is not None else None
    if data_copy is None:
        return lean_copy

    def copied(state: State) -> State:
        return state.clone(story=False, data_copy=data_copy, table_shared=True)

    return copied


def one_of_alike(state: State, moves: list[Action], alike: frozenset[str]) -> list[Action]:
    """The moves less those that move another of the ``alike`` cards from the same place
    the same way as one kept: the positions they lead to differ only by which of those
    cards lies where, which the key built with them counts as one (keys.position_key)."""
    seen, kept = set(), []
    for move in moves:
        if move.card in alike:
            same = (move.kind, state.find(move.card)[0], move.to, move.choice, move.src)
            if same in seen:
                continue
            seen.add(same)
        kept.append(move)
    return kept


def distinct(state: State, moves: list[Action]) -> list[Action]:
    """The moves worth trying when looking for a win: a card moved into one empty place
    of a numbered row ("satchel_1", "satchel_2"...) stands for the same move into the
    row's other empty places. Only for finding wins (a line found is a line, whatever
    was skipped); the proof tries every move."""
    seen, kept = set(), []
    for move in moves:
        to = move.to
        if to is not None and not state.zones.get(to, True) and "_" in to:
            same = (move.kind, move.card, move.choice, move.src, to.rsplit("_", 1)[0])
            if same in seen:
                continue
            seen.add(same)
        kept.append(move)
    return kept


def solver_for(game: Game, state: State, budget: Budget, bot: str | None = None, hopeful: bool = False) -> Solver:
    """A search of ``state`` as ``solve`` makes it: keyed, ordered and played out as the
    game declares for its options (``Shortcuts``); ``hopeful``, keyed with the game's wider
    merge for a proof that only looks for a win (``position_key``)."""
    solver = Solver(game, budget, bot, position_key(game, state, hopeful))
    if game.shortcuts is not None:
        solver.alike = game.shortcuts.alike(state)
        solver.undone_first = game.shortcuts.undone_first
        if bot is None:
            solver.rollout_bots = game.shortcuts.rollout_bots(state) or solver.rollout_bots
            solver.rollout_bot = solver.rollout_bots[0]
            solver.bot = game.shortcuts.proof_order(state) or solver.bot
        unasked = game.shortcuts.hopeful_unasked(state) if hopeful else frozenset()
        if unasked:   # a proof that only looks for wins: the bound left out where it is not seen to cut
            proven = solver.keeps_hope
            solver.keeps_hope = lambda after, action: action.kind in unasked or proven(after, action)
    return solver


def solve(game: Game, state: State, budget: Budget, bot: str | None = None,
          rollout_levels: int = 2, prove: bool = True,
          beams: tuple[tuple[int, float], ...] | None = None) -> Verdict:
    """Is there a line of legal moves from ``state`` that wins? ``state`` is not changed.
    Without ``prove`` only wins are looked for (the whole budget goes to the rollouts),
    so the answer is winnable or unknown. ``rollout_levels`` 1: a level-1 search of
    nested rollouts with each of the rollouts' bots in turn (the game's
    ``Shortcuts.rollout_bots``, else the quick bot), then a beam search of each of ``beams`` (where the game says
    what a position has to spare, ``Shortcuts.slack``; ``beams`` None: the game's,
    ``Shortcuts.beams``, else BEAMS); 2: then RESTARTS more whose rollouts stray from the bot now and
    then (each finds other lines quickly; the rollouts' bots in turn), then the beams a turn at a time the game
    names (``Shortcuts.turn_beams``, ``Solver.beam_by_turn``), then level 2, which finds a win two moves off
    the bot's way in a row in a short game but spends a whole deal's budget on its
    first few moves (so it comes last). Where the game names the last restart before a
    proof (``Shortcuts.last_restart``), the restarts end there and no level 2 runs. Where the game declares a proof before the beams
    a turn at a time (``Shortcuts.proof_before_turn_beams``) and the restarts did not
    stall, that proof, keyed soundly and in the game's order for it, comes between the
    restarts and those beams for the positions the game gives it; where it ends it
    answers, else it carries on where the beams end, in place of level 2 and of the proof
    after the rollouts. Where the game declares a probe
    (``Shortcuts.probing_share``), a proof led by the bot alone comes right after the
    bot's own line, out of the share for a win, and after the rollouts it carries on
    where it stopped (``Solver.resume``) with the rest of the budget: the proof along
    the rollouts' best line that came there before answered no Reiser deal of 0-199 at
    5 s of processor time (docs/solver.md). Without a probe the proof after the
    rollouts follows their best line first; but where the game says so
    (``Shortcuts.proves_once_stalled``) and the restarts since the halfway found no
    better line by three quarters of them (``STALLED_BY``), the rest are left out and the
    proof comes straight after them, in its own order (or the game's for a proof once
    stalled, ``Shortcuts.order_once_stalled``, for it and every proof after it), and,
    where the game names plainer options for the position (``Shortcuts.plainer``), a
    proof under them first, with the rest of the budget (a win there, replayed here
    through ``apply``, is a win; where it proves its position lost, which counts for
    nothing here, the proof here goes on with what it left); that proof, or where there
    are no plainer options one of this position, is keyed with the game's wider merge
    (``Shortcuts.hopeful_lasting``) where it has one, as it only looks for a win; where
    that proof ends with no line and its key never merged a position the sound key does
    not (``keys.WiderMerge``), it is a proof keyed soundly, and its "lost" stands."""
    budget.begin()
    solver = solver_for(game, state, budget, bot)
    if game.outcome(state) is None and solver.hopeless(state):
        return _verdict(LOST, [], budget, "bound")   # a proof at once: no line to look for
    phase, stalled, early = "greedy", False, None
    try:
        finding = solver.finding_share(state)
        with budget.part(finding if prove else 1.0):
            end, line = solver.rollout(state)
            if solver.won(end):
                return _verdict(WINNABLE, line, budget, phase)
            solver.note_guide(solver.value(end), line)
            probing = solver.probing_share(state) if prove else None
            if probing:   # out of the share for a win: what it notes lost serves the proof after it
                phase = "probe"
                with budget.part(min(1.0, probing / finding)):
                    line, _ = solver.prove(state, 0, {}, pausing=True)
                    return _verdict(LOST if line is None else WINNABLE, line or [], budget, phase)
            phase = "rollouts"
            solver.nested_with_each_bot(state)
            if solver.slack(state) is not None:
                phase = "beam"
                for width, further in solver.beams(state) if beams is None else beams:
                    solver.beam(state, width, further)
                phase = "rollouts"
            if rollout_levels > 1:
                proves_once_stalled = prove and game.shortcuts is not None and game.shortcuts.proves_once_stalled(state)
                last = game.shortcuts.last_restart(state) if prove and game.shortcuts is not None else None
                for number in range(1, (RESTARTS if last is None else last) + 1):
                    if proves_once_stalled and number > STALLED_BY and solver.stalled():
                        break   # none since the halfway found a better line: the rest are left to the proof
                    solver.restart(number)
                    solver.nested_with_each_bot(state)
                solver.restart(0)
                solver.straying = 0.0
                stalled = proves_once_stalled and solver.stalled()
                early = early_proof(game, state, budget, bot) if prove and not stalled else None
                if early is not None:   # a proof keyed soundly: where it ends, it answers
                    phase = EARLY_PROOF
                    proof, most = early
                    with budget.part(1.0, most):
                        line, _ = proof.prove(state, 0, {}, pausing=True)
                        return _verdict(LOST if line is None else WINNABLE, line or [], budget, phase)
                if not stalled and game.shortcuts is not None and game.shortcuts.turn_beams(state):
                    phase = "turn beam"
                    for width, per_turn in game.shortcuts.turn_beams(state):
                        solver.beam_by_turn(state, width, per_turn)
                    phase = "rollouts"
                for level in range(2, rollout_levels + 1 if not stalled and early is None and last is None else 2):
                    solver.nested(state, level, top=True)
        if not prove:
            return _verdict(UNKNOWN, [], budget, phase)
        if solver.paused:   # the probe carries on where it stopped, with the rest of the budget
            phase = "probe"
            line, _ = solver.resume()
        elif early is not None and early[0].paused:   # so does the proof before the beams
            phase = EARLY_PROOF
            line, _ = early[0].resume()
        else:
            plainer = game.shortcuts.plainer(state) if stalled else None
            order = game.shortcuts.order_once_stalled(state) if stalled and bot is None else None
            if order is not None:
                solver.bot = order
            if plainer is not None:
                phase = "search, plainer rules"   # the budget's rest: with more moves the proof is slower
                line, _ = led(solver_for(game, plainer, budget, bot, hopeful=True), order).prove(plainer, 0, {})
                if line is not None and replay_wins(game, state, line):
                    return _verdict(WINNABLE, line, budget, phase)
            elif stalled and game.shortcuts.hopeful_lasting(state) is not None:
                phase = "search, wider merge"   # a win found is a win; "lost" here proves nothing...
                finding = led(solver_for(game, state, budget, bot, hopeful=True), order)
                line, _ = finding.prove(state, 0, {})
                if line is not None and replay_wins(game, state, line):
                    return _verdict(WINNABLE, line, budget, phase)
                if line is None and not finding.key.wider.made:   # ...but where it merged nothing the sound key would not
                    return _verdict(LOST, [], budget, "search, no wider merge made")
            phase = "search"
            line, _ = solver.prove(state, 0, {}, None if stalled else 0)
    except _Won as won:
        return _verdict(WINNABLE, won.line, budget, phase)
    except OutOfBudget:
        return _verdict(UNKNOWN, [], budget, phase)
    if line is not None:
        return _verdict(WINNABLE, line, budget, phase)
    return _verdict(LOST, [], budget, phase)


def early_proof(game: Game, state: State, budget: Budget, bot: str | None) -> tuple[Solver, int] | None:
    """The proof that comes before the beams a turn at a time where the game declares one
    (``Shortcuts.proof_before_turn_beams``) and no bot was asked for: a search keyed
    soundly, led by the game's order for it, and the most positions it may reach there."""
    shortcuts = game.shortcuts
    if bot is not None or shortcuts is None or not shortcuts.turn_beams(state):
        return None
    declared = shortcuts.proof_before_turn_beams(state)
    if declared is None:
        return None
    order, most = declared
    return led(solver_for(game, state, budget), order), most


def led(proof: Solver, order) -> Solver:
    """``proof`` with its moves ordered by ``order`` (a function as ``Game.bots``), where given."""
    if order is not None:
        proof.bot = order
    return proof


def _verdict(verdict: str, line: list[Action], budget: Budget, phase: str) -> Verdict:
    return Verdict(verdict, line, min(budget.spent, budget.nodes or budget.spent), budget.elapsed(), phase)


def replay_wins(game: Game, state: State, line: list[Action]) -> bool:
    """Whether ``line`` is legal move by move from ``state`` (checked by ``apply``, as a
    player's moves are) and ends in a win. ``state`` is not changed."""
    trial = state.clone()
    try:
        for action in line:
            game.apply(trial, action)
    except IllegalAction:
        return False
    outcome = game.outcome(trial)
    return outcome is not None and outcome.won_by(0)
