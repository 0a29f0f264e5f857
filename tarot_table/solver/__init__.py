"""A perfect-information solver for the solitaires: it knows the deal and the random
generator's future, and searches through the game's own rules for a line that wins.

``solve(game, state, budget)`` answers winnable (with the line), lost (proved: no line
wins), or unknown (the budget ran out first). Headless: no pygame here."""
from tarot_table.solver.budget import Budget, OutOfBudget
from tarot_table.solver.keys import state_key
from tarot_table.solver.search import LOST, UNKNOWN, WINNABLE, Verdict, replay_wins, solve

__all__ = ["Budget", "OutOfBudget", "state_key", "LOST", "UNKNOWN", "WINNABLE", "Verdict",
           "replay_wins", "solve"]
