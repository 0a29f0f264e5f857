"""After a lost game: could the deal have been won, and after which of the player's moves
could it no longer be? Pure: the table runs it in the background."""
from __future__ import annotations

from dataclasses import dataclass, field

from tarot_table.games.base import Action, Game, State
from tarot_table.solver.budget import Budget
from tarot_table.solver.keys import state_key
from tarot_table.solver.search import LOST, UNKNOWN, WINNABLE, Verdict, replay_wins, solve

DEAL_SHARE = 0.6   # of the budget, what the deal's own verdict may use; the rest looks for the turning point
GIVEN_UP_SHARE = 0.4   # of the budget, what the verdict where a game was given up may use


@dataclass
class PostMortem:
    """``deal``: the verdict on the deal; its line wins from the position after
    ``line_from`` of the player's moves (0: from the deal itself; more when the line is
    one found while the game was played, by a hint or the "Still winnable?" watch, and
    followed as far as the player followed it). ``turning``:
    k when the position before the player's k-th move (counted from 1) could still be
    won and the one after it was proved lost; None when the solver could not tell.
    ``line_before_turning``: a line that wins from that position (the one the words about
    the turning point name, where "Show me" starts); empty when ``turning`` is None."""

    deal: Verdict
    turning: int | None = None
    line_before_turning: list[Action] = field(default_factory=list)
    line_from: int = 0
    # a game given up: ``deal``'s line wins from where it was given up (``line_from``: all the
    # player's moves), so no move of theirs lost it
    winnable_where_given_up: bool = False
    # a game given up where the search could not tell whether it could still be won
    unknown_where_given_up: bool = False


def examine(game: Game, start: State, actions: list[Action], budget: Budget,
            known: dict[bytes, list[Action]] | None = None, given_up: bool = False,
            proved_lost: frozenset[bytes] = frozenset()) -> PostMortem:
    """Whether the deal from ``start`` could be won; when it could, bisect the player's
    ``actions`` (which ended in a loss) for the move after which it no longer could.
    ``known``: winning lines found while the game was played, by position key; the latest
    position of this game one of them wins from (replayed through the rules) needs no
    search, and the bisection starts there. ``proved_lost``: the keys of positions proved lost
    while it was played; the first of this game's among them ends the bisection's range
    (every position after it is lost too: a line from one would win from it), and where
    it comes right after the latest known win the turning point is found with no search
    (``settled_in_play``). ``given_up``: the player gave the game up after ``actions``,
    so its last position is asked first: the bisection needs it lost."""
    budget.begin()
    settled = settled_in_play(game, start, actions, known or {}, proved_lost)
    if settled is not None:
        return settled
    positions = _positions(game, start, actions)
    proven = _latest_known_win(game, positions, actions, known or {})
    first_lost = _first_known_lost(positions, proved_lost, proven)
    if given_up and first_lost is None:
        ended = _where_given_up(game, start, positions[-1], len(actions), proven, budget)
        if ended is not None:
            return ended
    if proven is None:
        deal = solve(game, start, _part(budget, DEAL_SHARE))
        _spend(budget, deal)
        if deal.verdict != WINNABLE:
            return PostMortem(deal)
        won, won_line = 0, deal.line   # a line that wins from the position after ``won`` moves
    else:
        won, won_line = proven
        deal = Verdict(WINNABLE, list(won_line), found_by="found in play")
    line_from, lost = won, len(actions) if first_lost is None else first_lost   # after that many moves
    while lost - won > 1 and not budget.exhausted():
        middle = (won + lost) // 2
        verdict = solve(game, positions[middle], _part(budget, 0.5))
        _spend(budget, verdict)
        if verdict.verdict == WINNABLE:
            won, won_line = middle, verdict.line
        elif verdict.verdict == LOST:
            lost = middle
        else:
            return PostMortem(deal, line_from=line_from)
    if lost - won != 1:
        return PostMortem(deal, line_from=line_from)
    return PostMortem(deal, lost, list(won_line), line_from)


def _where_given_up(game: Game, start: State, position: State, moves: int,
                    proven: tuple[int, list[Action]] | None, budget: Budget) -> PostMortem | None:
    """The post-mortem of a game given up at ``position`` (after ``moves`` moves), unless
    that position is proved lost (None: then it goes as a lost game's): a line that still
    wins from there; else, the search unable to tell, a line found in play or the deal's
    verdict, with no word on which move lost it."""
    if proven is not None and proven[0] == moves:
        return PostMortem(Verdict(WINNABLE, list(proven[1]), found_by="found in play"), line_from=moves,
                          winnable_where_given_up=True)
    end = solve(game, position, _part(budget, GIVEN_UP_SHARE))
    _spend(budget, end)
    if end.verdict == WINNABLE:
        return PostMortem(end, line_from=moves, winnable_where_given_up=True)
    if end.verdict == LOST:
        return None
    if proven is not None:
        return PostMortem(Verdict(WINNABLE, list(proven[1]), found_by="found in play"), line_from=proven[0],
                          unknown_where_given_up=True)
    deal = solve(game, start, _part(budget, DEAL_SHARE))
    _spend(budget, deal)
    return PostMortem(deal, unknown_where_given_up=True)


def settled_in_play(game: Game, start: State, actions: list[Action], known: dict[bytes, list[Action]],
                    proved_lost: frozenset[bytes]) -> PostMortem | None:
    """The post-mortem the verdicts found while the game was played already give, with no
    search (``examine``'s ``known`` and ``proved_lost``): the first position of the game
    proved lost, right after one a known line wins from (replayed through the rules), so
    the move between them lost it; or the deal itself proved lost. None when they do not
    say. Cheap enough to ask as the game ends: the moves replayed, one line at most."""
    if not proved_lost:
        return None
    positions = _positions(game, start, actions)
    first_lost = next((at for at, position in enumerate(positions) if state_key(position) in proved_lost), None)
    if first_lost == 0:
        return PostMortem(Verdict(LOST))
    line = None if first_lost is None else _known_win_at(game, positions, actions, known, first_lost - 1)
    if line is None or line[0] == actions[first_lost - 1]:   # a move along a winning line loses nothing:
        return None                                          # the lost mark is not believed
    return PostMortem(Verdict(WINNABLE, line, found_by="found in play"), first_lost, list(line), first_lost - 1)


def _known_win_at(game: Game, positions: list[State], actions: list[Action],
                  known: dict[bytes, list[Action]], at: int) -> list[Action] | None:
    """A line that wins from the position after ``at`` moves: the latest known line the
    player's moves followed up to there, its rest replayed to a win; else None."""
    for found_at in range(at, -1, -1):
        line = known.get(state_key(positions[found_at]))
        if not line:
            continue
        line, moved = list(line), found_at
        while moved < at and line and line[0] == actions[moved]:
            moved, line = moved + 1, line[1:]
        if moved == at and replay_wins(game, positions[at], line):
            return line
    return None


def _first_known_lost(positions: list[State], proved_lost: frozenset[bytes],
                      proven: tuple[int, list[Action]] | None) -> int | None:
    """How many moves led to the first position of the game proved lost in play, after
    the latest one a known line wins from (a proof and a line never disagree; were one
    wrong, the lost mark is not believed); None when there is none."""
    if not proved_lost:
        return None
    after = -1 if proven is None else proven[0]
    return next((at for at, position in enumerate(positions)
                 if at > after and state_key(position) in proved_lost), None)


def _latest_known_win(game: Game, positions: list[State], actions: list[Action],
                      known: dict[bytes, list[Action]]) -> tuple[int, list[Action]] | None:
    """(k, line): the latest position of the game, after k of the player's moves, that a
    known line wins from, that line followed as far as the player's moves followed it;
    None when no known line wins from any of them."""
    latest = None
    for at, position in enumerate(positions):
        line = known.get(state_key(position))
        if not line or not replay_wins(game, position, line):
            continue
        line = list(line)
        while at < len(actions) and line and line[0] == actions[at]:
            at, line = at + 1, line[1:]
        if latest is None or at > latest[0]:
            latest = (at, line)
    return latest


def _positions(game: Game, start: State, actions: list[Action]) -> list[State]:
    state, positions = start.clone(), [start.clone()]
    for action in actions:
        game.apply(state, action)
        positions.append(state.clone())
    return positions


def _part(budget: Budget, share: float) -> Budget:
    """A budget for one search: ``share`` of what is left of ``budget``."""
    nodes = None if budget.nodes is None else max(1, int((budget.nodes - budget.spent) * share))
    seconds = None if budget.seconds is None else max(0.0, (budget.seconds - budget.elapsed()) * share)
    return Budget(nodes=nodes, seconds=seconds, clock=budget.clock, stop=budget.stop, courteous=budget.courteous)


def _spend(budget: Budget, verdict: Verdict) -> None:
    budget.spent += verdict.nodes


__all__ = ["PostMortem", "examine", "settled_in_play", "LOST", "UNKNOWN", "WINNABLE"]
