"""After a lost game: could the deal have been won, and after which of the player's moves
could it no longer be? Pure: the table runs it in the background."""
from __future__ import annotations

from dataclasses import dataclass, field

from tarot_table.games.base import Action, Game, State
from tarot_table.solver.budget import Budget
from tarot_table.solver.search import LOST, UNKNOWN, WINNABLE, Verdict, solve

DEAL_SHARE = 0.6   # of the budget, what the deal's own verdict may use; the rest looks for the turning point


@dataclass
class PostMortem:
    """``deal``: the verdict on the deal from its start (its line wins it). ``turning``:
    k when the position before the player's k-th move (counted from 1) could still be
    won and the one after it was proved lost; None when the solver could not tell.
    ``line_before_turning``: a line that wins from that position (the one the words about
    the turning point name, where "Show me" starts); empty when ``turning`` is None."""

    deal: Verdict
    turning: int | None = None
    line_before_turning: list[Action] = field(default_factory=list)


def examine(game: Game, start: State, actions: list[Action], budget: Budget) -> PostMortem:
    """Solve the deal from ``start``; when it could be won, bisect the player's
    ``actions`` (which ended in a loss) for the move after which it no longer could."""
    budget.begin()
    deal = solve(game, start, _part(budget, DEAL_SHARE))
    _spend(budget, deal)
    if deal.verdict != WINNABLE:
        return PostMortem(deal)
    won, lost = 0, len(actions)      # positions after that many of the player's moves
    won_line = deal.line             # a line that wins from the position after ``won`` moves
    positions = _positions(game, start, actions)
    while lost - won > 1 and not budget.exhausted():
        middle = (won + lost) // 2
        verdict = solve(game, positions[middle], _part(budget, 0.5))
        _spend(budget, verdict)
        if verdict.verdict == WINNABLE:
            won, won_line = middle, verdict.line
        elif verdict.verdict == LOST:
            lost = middle
        else:
            return PostMortem(deal)
    if lost - won != 1:
        return PostMortem(deal)
    return PostMortem(deal, lost, list(won_line))


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


__all__ = ["PostMortem", "examine", "LOST", "UNKNOWN", "WINNABLE"]
