"""The Fool's Journey's stronger bot (hints and autoplay): it decides from the
player's view alone, plays a legal move, keeps to its time budget (checked on a
fake clock, never timed), and keeps the move whose played-out journeys went
furthest."""
from __future__ import annotations

import pytest

from tarot_table.games.base import HIDDEN
from tarot_table.games.fools_journey import bots
from tarot_table.rng import Rng
from tests.helpers.fools import C, GAME, P, S, W, arrange, m, t


def crowded(options=None):
    """A position with many sensible moves: Challenges to pay for, healing to do or
    keep, a Chance to take, equipment to choose."""
    return arrange(options, present_1=[t(17)], present_2=[m(C, "eight")], present_3=[m(C, "ace")],
                   present_4=[t(6)], satchel_1=[m(S, "six")], satchel_2=[m(W, "nine")],
                   wisdom_1=[m(P, "four")], vitality=14)


def clock_ticking(step: float):
    """A fake clock that moves on by ``step`` seconds each time it is read."""
    now = [0.0]

    def read() -> float:
        now[0] += step
        return now[0]
    return read


def never_alike(monkeypatch):
    """Every played-out journey ends differently, so only the clock or the number of
    worlds stops the bot."""
    played = iter(range(10_000))
    monkeypatch.setattr(bots, "rollout", lambda game, world, dice, first, *rest: first)
    monkeypatch.setattr(bots, "journey_value", lambda game, first: float(next(played)))


def counting_worlds(monkeypatch) -> list:
    dealt = []
    real = bots.determinize
    monkeypatch.setattr(bots, "determinize", lambda *a: dealt.append(1) or real(*a))
    return dealt


def test_the_stronger_bot_decides_from_the_view_alone():
    """The Future and the Past lie face down: dealing them otherwise (the same cards
    seen, the unseen ones elsewhere) changes nothing the bot is shown, so not its
    choice for the same random numbers."""
    one = crowded({"reversals": "on"})
    other = one.clone()
    other.zones["future"].reverse()
    assert [p.card for p in one.zones["future"]] != [p.card for p in other.zones["future"]]
    views = [GAME.view(state, 0) for state in (one, other)]
    assert all(p.card == HIDDEN for view in views for p in view.zones["future"] + view.zones["past"])
    chosen = [bots.fixed_rollouts(GAME, view, Rng(11)) for view in views]
    assert chosen[0] == chosen[1]


@pytest.mark.parametrize("options", [{}, {"reversals": "on"}])
def test_the_stronger_bot_plays_legal_moves_through_a_whole_journey(options):
    state = GAME.new(4, options)
    rng = Rng(4)
    while GAME.outcome(state) is None:
        action = GAME.bots["rollouts"](GAME, GAME.view(state, 0), rng)
        assert action in GAME.moves(state)
        GAME.apply(state, action)


def test_the_timed_bot_stops_dealing_worlds_when_its_budget_is_spent(monkeypatch):
    """The clock is read after each world (every candidate played in it): no world is
    started that would end past the budget if it took as long as the last one."""
    dealt = counting_worlds(monkeypatch)
    never_alike(monkeypatch)
    view = GAME.view(crowded(), 0)
    action = bots.rollouts(GAME, view, Rng(5), budget=0.25, clock=clock_ticking(1.0))
    assert len(dealt) == 1 and action in GAME.choose_from(view)


def test_the_timed_bot_plays_on_while_time_is_left(monkeypatch):
    dealt = counting_worlds(monkeypatch)
    never_alike(monkeypatch)
    view = GAME.view(crowded(), 0)
    bots.rollouts(GAME, view, Rng(5), budget=0.25, clock=clock_ticking(0.1))
    assert len(dealt) == 2, "at 0.2 a world of 0.1 more ends within 0.35; at 0.3 it would not"


def test_the_fixed_work_bot_ignores_the_clock(monkeypatch):
    """rollouts-fixed: the same work whatever the machine, so simulate's figures do not
    depend on its load; it plays every world unless the choice proves not to matter."""
    view = GAME.view(crowded(), 0)
    steady = bots.fixed_rollouts(GAME, view, Rng(5))
    assert bots.rollouts(GAME, view, Rng(5), budget=None, clock=clock_ticking(100.0)) == steady
    dealt = counting_worlds(monkeypatch)
    never_alike(monkeypatch)
    bots.rollouts(GAME, view, Rng(5), budget=None, clock=clock_ticking(100.0))
    assert len(dealt) == bots.WORLDS


def test_the_stronger_bot_keeps_the_move_whose_journeys_went_furthest(monkeypatch):
    """Candidates meet the same worlds; the one whose played-out journeys completed
    the most trumps is played, even when the greedy bot ranked it last."""
    view = GAME.view(crowded(), 0)
    ranked = sorted(GAME.choose_from(view), key=lambda a: bots.score(GAME, view, a), reverse=True)
    weighed = bots._distinct(view, ranked)[:bots.CANDIDATES]
    favourite = weighed[-1]
    monkeypatch.setattr(bots, "rollout", lambda game, world, dice, first, *rest: first)
    monkeypatch.setattr(bots, "journey_value", lambda game, first: 15.0 if first == favourite else 12.0)
    assert bots.fixed_rollouts(GAME, view, Rng(5)) == favourite


def test_when_every_candidate_ends_alike_the_greedy_favourite_is_played(monkeypatch):
    """Moves that only change the order of what follows lead to the same ends: after
    the first worlds the bot stops and keeps the greedy bot's first choice."""
    dealt = counting_worlds(monkeypatch)
    view = GAME.view(crowded(), 0)
    ranked = sorted(GAME.choose_from(view), key=lambda a: bots.score(GAME, view, a), reverse=True)
    monkeypatch.setattr(bots, "rollout", lambda game, world, dice, first, *rest: first)
    monkeypatch.setattr(bots, "journey_value", lambda game, first: 14.0)
    assert bots.fixed_rollouts(GAME, view, Rng(5)) == ranked[0]
    assert len(dealt) == bots.FIRST_WORLDS


def test_a_won_journey_counts_more_than_its_trumps():
    won, lost = GAME.new(2), GAME.new(2)
    won.data["completed"], won.data["ended"] = 21, ["won", "The journey is complete.", None]
    lost.data["completed"], lost.data["ended"] = 9, ["lost", "The Fool falls.", t(10)]
    assert GAME.outcome(won).won_by(0) and not GAME.outcome(lost).won_by(0)
    assert bots.journey_value(GAME, won) == 21 + bots.WIN_BONUS
    assert bots.journey_value(GAME, lost) == 9


def test_a_challenger_needs_journeys_clearly_further_than_the_favourites():
    """One lucky world is no proof: the challenger is played only when, world by world,
    it went further by at least CONFIDENCE standard errors."""
    steady = {"fav": [12.0, 14.0, 9.0, 15.0], "rival": [13.0, 15.0, 10.0, 16.0]}
    assert bots._verdict("fav", "rival", steady) == "rival", "one trump further in every world"
    lucky = {"fav": [12.0, 14.0, 9.0, 15.0], "rival": [21.0, 10.0, 6.0, 14.0]}
    assert bots._verdict("fav", "rival", lucky) == "fav", "ahead on average by one big win only"
    assert bots._verdict("fav", "rival", {"fav": [3.0], "rival": [20.0]}) == "fav", "one world is not enough"


def test_the_challenger_is_the_candidate_after_the_favourite_that_went_furthest():
    values = {"a": [30.0], "b": [14.0], "c": [15.0], "d": [15.0]}
    assert bots._challenger(["a", "b", "c", "d"], values) == "c", "a tie goes to the greedy order"
