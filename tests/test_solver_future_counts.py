"""The Fool's Journey's solver counts with each Future counted once (``future_counts``):
``no_way_through.helpers_most`` and ``road_ahead.slack`` give what the counts that read
every card of the Future each time give (tests/helpers/journey_counts.py), on positions of
random games of every option set and of a beam, on each of them with two cards inside the
Future exchanged (the same length and the same cards at both ends), and by hand where a
Helper in the Future works on its bottom card."""
from __future__ import annotations

import random

import pytest

from tarot_table.games.fools_journey import future_counts, no_way_through, road_ahead
from tarot_table.solver.budget import Budget
from tarot_table.solver.keys import position_key
from tarot_table.solver.search import OutOfBudget, Solver, _Won
from tests.helpers.fools import GAME, C, P, boost, m, t
from tests.helpers.journey_counts import helpers_most_afresh, road_slack_afresh

OPTION_SETS = [{}, {"difficulty": "hard"}, {"difficulty": "easy"}, {"ace_up": "on-fool"},
               {"ace_up": "satchel"}, {"friend": "on"}, {"difficulty": "hard", "ace_up": "on-fool"},
               {"reversals": "on"}, {"order": "random"}]


def random_positions(options: dict, seeds: range):
    """Every position of games played by the quick bot with a third of the moves random,
    and each with two cards inside its Future exchanged."""
    bot = GAME.bots[next(iter(GAME.bots))]
    for seed in seeds:
        chance, state = random.Random(seed), GAME.new(seed, options)
        while GAME.outcome(state) is None:
            yield state.clone()
            yield exchanged_inside(state, chance)
            moves = GAME.legal_actions(state)
            GAME.apply(state, bot(GAME, state, None) if chance.random() < 0.67 else chance.choice(moves))


def exchanged_inside(state, chance: random.Random):
    """``state`` with two cards of its Future exchanged, neither at either end."""
    other = state.clone()
    future = other.zones["future"]
    if len(future) > 3:
        i, j = chance.sample(range(1, len(future) - 1), 2)
        future[i], future[j] = future[j], future[i]
    return other


def beam_positions(seed: int, nodes: int):
    """The positions a beam 100 wide ranks on a deal with every Ace on the Fool."""
    state = GAME.new(seed, {"ace_up": "on-fool"})
    solver = Solver(GAME, Budget(nodes=nodes), None, position_key(GAME, state))
    seen = []
    at_most = solver.slack_at_most
    solver.slack_at_most = lambda position: seen.append(position) or at_most(position)
    solver.budget.begin()
    try:
        solver.beam(state, 100, 1 / 3)
    except (OutOfBudget, _Won):
        pass
    return seen


def disagreements(positions) -> int:
    wrong = 0
    for state in positions:
        wrong += no_way_through.helpers_most(state) != helpers_most_afresh(state)
        wrong += road_ahead.slack(state) != road_slack_afresh(state)
    return wrong


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: "-".join(f"{k}={v}" for k, v in o.items()) or "base")
def test_the_counts_with_each_future_counted_once_agree_with_the_counts_afresh(options):
    positions = list(random_positions(options, range(6)))
    assert len(positions) > 300
    assert disagreements(positions) == 0


def test_the_counts_agree_on_a_beams_positions():
    positions = beam_positions(4, 6_000)
    assert len(positions) > 3_000
    assert disagreements(positions) == 0


class _ByLengthAlone(future_counts._ByFuture):
    """A deliberately wrong memo: a Future taken for another of its length."""

    def __call__(self, future):
        if len(future) not in self.kept:
            self.kept[len(future)] = self.count(future)
        return self.kept[len(future)]


class _ByEndsAlone(future_counts._ByFuture):
    """A deliberately wrong memo: a Future taken for another of its length and ends."""

    def __call__(self, future):
        key = (len(future), id(future[0]), id(future[-1])) if future else (0, 0, 0)
        if key not in self.kept:
            self.kept[key] = self.count(future)
        return self.kept[key]


@pytest.mark.parametrize("wrong", [_ByLengthAlone, _ByEndsAlone])
def test_a_memo_that_does_not_check_the_future_fails(monkeypatch, wrong):
    monkeypatch.setattr(future_counts, "helpers_part", wrong(future_counts._helpers_part))
    monkeypatch.setattr(future_counts, "batches", wrong(future_counts._batches))
    positions = list(random_positions({"difficulty": "hard"}, range(4)))
    assert disagreements(positions) > 0


def test_a_helper_working_on_the_futures_bottom_card_is_counted_as_the_rules_count_it():
    """A Helper sent back into the Future on its card (by a Chance, with the card at the
    bottom): it stays on that card (the two, counted once) and is not free; the count of
    the Future kept for its cards alone would make the Queen free and the two a card
    to double."""
    from tests.helpers.fools import arrange
    state = arrange({}, future=[t(5), m(C, "three")], wisdom_1=[m(P, "two")])
    two, queen = m(C, "two"), m(C, "queen")
    for card in (two, queen):
        state.move(card, "future", face_up=False)
    future = state.zones["future"]
    future.insert(0, future.pop(-2))        # the two at the bottom, the Queen just above it
    future.insert(1, future.pop())
    assert [p.card for p in future[:2]] == [two, queen]
    boost(state, queen, two)
    working = no_way_through.helpers_most(state)
    assert working == helpers_most_afresh(state)
    del state.data["boost"][queen]
    free = no_way_through.helpers_most(state)
    assert free == helpers_most_afresh(state)
    assert working != free     # the case tells: counting the Future by its cards alone fails it
