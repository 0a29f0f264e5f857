"""Random legal play, for every registered game, option set and seat count, keeps
the rules' promises at every step (see tarot_table/fuzz.py for the checks):
cards conserved, a legal move for the seat to act, JSON round trip, replay from
the seed, no hidden card in a seat's view, and illegal actions refused cleanly."""
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tarot_table.fuzz import Report, fuzz, option_sets, play_one, seat_counts
from tarot_table.games import GAMES
from tarot_table.rng import Rng


@pytest.mark.parametrize("game_id", sorted(GAMES))
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1), data=st.data())
def test_random_play_keeps_every_promise(game_id, seed, data):
    game = GAMES[game_id]
    options = data.draw(st.sampled_from(option_sets(game)), label="options")
    players = data.draw(st.sampled_from(seat_counts(game)), label="players")
    report = Report(game.id)
    play_one(game, seed, options, players, Rng(seed ^ 0xF00D), 400, report)
    assert report.failures == []


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_fuzz_covers_every_option_set(game_id):
    report = fuzz(GAMES[game_id], 3000, seed=1)
    assert report.failures == [] and report.actions == 3000 and report.games >= 1


@pytest.mark.slow
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_million_random_actions(game_id):
    report = fuzz(GAMES[game_id], 1_000_000, seed=2026)
    print(f"{game_id}: {report.actions} actions in {report.games} games, {len(report.failures)} failed")
    assert report.failures == []
