"""A proof keyed with the wider merge that never merged more (Queens of Fate, original
rules; ``keys.WiderMerge``, ``search.solve``): the key of a proof that only looks for wins
merges the Portents above the last Queen more widely than a proof of a loss may
(``Shortcuts.hopeful_lasting``), so its "lost" counts for nothing; but while it has keyed
every position as the sound key does, its tables hold only sound keys, and where it ends
with no line the position is lost. Deal 10's proof (about two million positions) is the
same proof keyed either way, so it was made twice (docs/solver.md)."""
from __future__ import annotations

import random

from tarot_table.games import GAMES
from tarot_table.games.queens_of_fate.rules import above_any_last_queen, above_the_last_queen
from tarot_table.solver import LOST, Budget, solve
from tarot_table.solver.keys import WiderMerge, position_key
from tests.helpers.queens import merged_pair, played_bringing_cards_back

QUEENS = GAMES["queens-of-fate"]


def positions_of_random_games(games: int) -> list:
    """Every third position of ``games`` random games (original rules), favouring the
    moves that bring cards back, and the pair a wider merge keys alike."""
    found = [state.clone() for seed in range(games) for n, state in enumerate(played_bringing_cards_back(seed, {})) if n % 3 == 0]
    return found + [merged_pair(ace_lowest=True), merged_pair(ace_lowest=False)]


def keyed_both_ways(positions: list) -> tuple[int, int, int]:
    """Each position keyed by a fresh key with the wider merge and by the sound key: (keys
    that differ while the wider key says it has merged nothing more, positions where it
    says it has, positions where the two merges name other places)."""
    root = QUEENS.new(0, {})
    sound = position_key(QUEENS, root)
    unsaid = said = differ = 0
    for state in positions:
        hopeful = position_key(QUEENS, root, hopeful=True)
        key = hopeful(state)
        differ += above_any_last_queen(state) != above_the_last_queen(state)
        if hopeful.wider.made:
            said += 1
        else:
            unsaid += key != sound(state)
    return unsaid, said, differ


def test_a_wider_key_that_merged_nothing_more_is_the_sound_key():
    """"Until it has, every key made with it is the one the sound key gives": on positions
    of random games and the pair that broke the wider rule, wherever the key says it has
    merged nothing more than the sound key, the two keys agree; it says so where the two
    merges name other places (both happen, so the check can fail)."""
    positions = positions_of_random_games(40)
    unsaid, said, differ = keyed_both_ways(positions)
    assert unsaid == 0
    assert said == differ and said >= 20, (said, differ)


def test_a_merge_that_never_says_it_merged_more_is_caught(monkeypatch):
    """A ``WiderMerge`` that never notes a merge the sound key would not make lets keys
    that differ from the sound key pass as sound: the check above sees them."""
    monkeypatch.setattr(WiderMerge, "__call__", lambda self, position: self.wider(position))
    unsaid, said, _ = keyed_both_ways(positions_of_random_games(40))
    assert said == 0 and unsaid >= 20, unsaid


def test_a_lost_deal_is_answered_by_the_proof_that_merged_nothing_more():
    """Original deals 16 and 60 are lost: the proof keyed with the wider merge ends with
    no line having merged nothing the sound key does not, so its answer stands and no
    second proof is made. Deal 37 is lost too, but its wider proof merged more: the
    answer there is the sound proof's ("search"), as a proof that trusted every wider
    proof would not say."""
    for seed in (16, 60):
        verdict = solve(QUEENS, QUEENS.new(seed, {}), Budget(nodes=100_000))
        assert (verdict.verdict, verdict.found_by) == (LOST, "search, no wider merge made")
    verdict = solve(QUEENS, QUEENS.new(37, {}), Budget(nodes=100_000))
    assert (verdict.verdict, verdict.found_by) == (LOST, "search")


def test_the_wider_merge_made_on_the_pair_is_noted_whichever_comes_first():
    """The pair a wider merge keys alike (one won, one lost, tests/test_solver_last_queen.py):
    keyed first, either one makes the key note a merge the sound key would not make."""
    for ace_lowest in (True, False):
        state = merged_pair(ace_lowest)
        hopeful = position_key(QUEENS, state, hopeful=True)
        hopeful(state)
        assert hopeful.wider.made
    chance = random.Random(0)
    quiet = [state for state in positions_of_random_games(5) if not above_any_last_queen(state)]
    hopeful = position_key(QUEENS, QUEENS.new(0, {}), hopeful=True)
    for state in chance.sample(quiet, min(50, len(quiet))):
        hopeful(state)
    assert not hopeful.wider.made
