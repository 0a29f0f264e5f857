"""The solver with every Ace on the Fool (issue 34): no deal there has been proved lost,
so the search for a win keeps 99% of the budget and the proof the rest. Budgets are
counts of positions; every line found is played again through ``apply``."""
from __future__ import annotations

from tarot_table.games.fools_journey.rules import JourneyMoves
from tarot_table.solver import UNKNOWN, WINNABLE, Budget, replay_wins, solve
from tests.helpers.fools import GAME

ON_FOOL = {"ace_up": "on-fool"}


def test_the_larger_share_for_a_win_is_for_every_ace_on_the_fool_at_easy_and_normal_only():
    """Elsewhere, and at hard with every Ace on the Fool, the solver's own share
    (``search.BEAM_ROLLOUT_SHARE`` where the beams run, ``search.ROLLOUT_SHARE`` else):
    the proof proves deals lost there."""
    for options in ({}, {"difficulty": "hard"}, {"ace_up": "satchel"}, {"reversals": "on"},
                    {"difficulty": "hard", "ace_up": "on-fool"}):
        assert GAME.shortcuts.finding_share(GAME.new(0, options)) is None
    for options in (ON_FOOL, {"difficulty": "easy", "ace_up": "on-fool"}, {"ace_up": "on-fool", "friend": "on"}):
        assert GAME.shortcuts.finding_share(GAME.new(0, options)) == 0.99


def test_deal_90_is_won_within_the_larger_share_and_not_within_the_solvers_own(monkeypatch):
    """Deal 90 with every Ace on the Fool was unknown at 10 s: the restarts' rollouts find
    its win at 303,101 positions, past 90% of a budget of 320,000 (the solver's own share
    where the beams run) but within 99% of it. The line replays to a win through the
    rules."""
    state = GAME.new(90, ON_FOOL)
    verdict = solve(GAME, state, Budget(nodes=320_000))
    assert verdict.verdict == WINNABLE and verdict.found_by == "rollouts"
    assert replay_wins(GAME, state, verdict.line)
    monkeypatch.setattr(JourneyMoves, "finding_share", lambda self, state: None)
    assert solve(GAME, state, Budget(nodes=320_000)).verdict == UNKNOWN
