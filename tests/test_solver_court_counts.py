"""The count of "Queen out of reach" for each court card of the Portents (original rules,
``removal_counts.first_court_that_stays``) counted on from where the last court card's
count stopped, and a Recover left out where it cannot pay (``recovering_most``): the
same answers as each court card counted from nothing with every Recover tried, on the
positions the proof of deal 84 searches (Artifacts off and on) and on random games; a
count that starts the next court card from a value past its fixed point, and a Recover
shortcut that lets one more harvest through, are caught."""
from __future__ import annotations

import random
from bisect import bisect_left

import pytest

from tarot_table.games import GAMES
from tarot_table.games.queens_of_fate import out_of_reach, removal_counts
from tarot_table.games.queens_of_fate.removal_counts import HARVEST, RECOVER_COSTS, court_count, court_stays
from tarot_table.solver import Budget
from tarot_table.solver.budget import OutOfBudget
from tarot_table.solver.keys import position_key
from tarot_table.solver.search import Solver

QUEENS = GAMES["queens-of-fate"]
BRINGS_BACK = {"recover", "awaken", "awaken-secure", "secure", "keep-fate"}


def recovering_most_every_recover(below, court_places, taken, aces, harvests) -> int:
    """The docstring's "Recover, court by court" as written: the most over every number of
    court cards recovered."""
    beyond = bisect_left(court_places, taken)
    recoverable = tuple(below.cards[n] for n in court_places[beyond:beyond + aces])
    return max(HARVEST * harvests(taken, recoverable[:recovered]) - RECOVER_COSTS * recovered
               for recovered in range(len(recoverable) + 1))


def counted_from_nothing(monkeypatch, below, places, free_aces, harvests):
    with monkeypatch.context() as patched:
        patched.setattr(removal_counts, "recovering_most", recovering_most_every_recover)
        return next((place for place in places if court_stays(below, place, free_aces, harvests)), None)


def compared_on(monkeypatch, positions, counted=None) -> list[tuple]:
    """For each position, the answer of the count as the bound makes it (or ``counted``)
    and the one counted from nothing, with the number of court places asked."""
    found, real = [], out_of_reach.first_court_that_stays
    counted = counted or real

    def checked(below, places, free_aces, harvests):
        answer = counted(below, places, free_aces, harvests)
        found.append((answer, counted_from_nothing(monkeypatch, below, places, free_aces, harvests), len(places)))
        return real(below, places, free_aces, harvests)

    monkeypatch.setattr(out_of_reach, "first_court_that_stays", checked)
    for state in positions:
        out_of_reach.queen_out_of_reach(state)
    monkeypatch.setattr(out_of_reach, "first_court_that_stays", real)
    return found


def proof_positions(seed: int, options: dict, most: int) -> list:
    """The positions the proof of a deal asks its bound of, its first ``most``."""
    state = QUEENS.new(seed, options)
    solver = Solver(QUEENS, Budget(nodes=50_000), key=position_key(QUEENS, state))
    solver.undone_first = QUEENS.shortcuts.undone_first
    asked, bound = [], solver.hopeless

    def noting(position):
        if len(asked) >= most:
            raise OutOfBudget
        asked.append(position)
        return bound(position)

    solver.hopeless = noting
    try:
        solver.prove(state, 0, {})
    except OutOfBudget:
        pass
    return asked


def random_positions(options: dict, seeds: range) -> list:
    """Positions of random games that favour bringing cards back, every fifth."""
    found = []
    for seed in seeds:
        chance, state = random.Random(seed), QUEENS.new(seed, options)
        moves_made = 0
        while QUEENS.outcome(state) is None:
            if moves_made % 5 == 0:
                found.append(state.clone())
            moves = QUEENS.legal_actions(state)
            favoured = [a for a in moves if a.kind in BRINGS_BACK]
            QUEENS.apply(state, chance.choice(favoured if favoured and chance.random() < 0.7 else moves))
            moves_made += 1
    return found


@pytest.fixture(scope="module")
def positions() -> list:
    return (proof_positions(84, {}, 2_500) + proof_positions(84, {"artifacts": "on"}, 1_500)
            + random_positions({}, range(12)) + random_positions({"artifacts": "on"}, range(12, 20)))


def test_the_courts_counted_on_give_the_answers_counted_from_nothing(monkeypatch, positions):
    found = compared_on(monkeypatch, positions)
    assert all(answer == plain for answer, plain, _ in found)
    assert len(found) > 2_000
    # the count goes on past a first court card that leaves, to one that stays, and to none
    assert sum(1 for answer, _, _ in found if answer is not None and answer > 0) > 100
    assert sum(1 for answer, _, asked in found if answer is None and asked > 1) > 100


def test_a_count_carried_past_its_fixed_point_is_caught(monkeypatch, positions):
    """The next court card's count started from the last one's place, a value its own
    fixed point may be below: a court card that stays is let out."""
    def from_the_last_place(below, places, free_aces, harvests):
        taken = 0
        for place in places:
            stays, _ = court_count(below, place, free_aces, harvests, taken)
            if stays:
                return place
            taken = place + 1
        return None

    found = compared_on(monkeypatch, positions, from_the_last_place)
    assert any(answer != plain for answer, plain, _ in found)


def recovering_compared(monkeypatch, positions, counted) -> list[tuple[int, int]]:
    """Each ``recovering_most`` the bound asks on the positions: ``counted``'s answer and
    the one with every Recover tried."""
    found = []

    def checked(below, court_places, taken, aces, harvests):
        answer = counted(below, court_places, taken, aces, harvests)
        found.append((answer, recovering_most_every_recover(below, court_places, taken, aces, harvests)))
        return answer

    monkeypatch.setattr(removal_counts, "recovering_most", checked)
    for state in positions:
        out_of_reach.queen_out_of_reach(state)
    return found


def test_a_recover_left_out_only_where_it_cannot_pay(monkeypatch, positions):
    found = recovering_compared(monkeypatch, positions, removal_counts.recovering_most)
    assert all(answer == plain for answer, plain in found)
    assert len(found) > 10_000


def test_a_recover_shortcut_that_lets_one_more_harvest_through_is_caught(monkeypatch, positions):
    """Leaving every Recover out where they add two harvests (one more than the rule's
    one): a Recover that pays is missed."""
    def two_more(below, court_places, taken, aces, harvests):
        beyond = bisect_left(court_places, taken)
        recoverable = tuple(below.cards[n] for n in court_places[beyond:beyond + aces])
        none = harvests(taken)
        if not recoverable or harvests(taken, recoverable) <= none + 2:
            return HARVEST * none
        return recovering_most_every_recover(below, court_places, taken, aces, harvests)

    found = recovering_compared(monkeypatch, positions, two_more)
    assert any(answer != plain for answer, plain in found)
