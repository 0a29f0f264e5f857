"""Plainer options (``Shortcuts.plainer``, Queens of Fate with Artifacts on and none forged:
the same position with Artifacts off). Checked against the rules: at every position of
random games with Artifacts on where it names one, the legal moves there are the plainer
position's and the forgings, and each of the plainer position's moves leads both to the
same position (but for the options), so every line there is a line here; a variant that
names one after an Artifact is forged is caught. Deal 84 with Artifacts on is won through
it (its win forges nothing)."""
from __future__ import annotations

import random

from tarot_table.games import GAMES
from tarot_table.games.queens_of_fate.rules import QueensShortcuts
from tarot_table.solver import WINNABLE, Budget, replay_wins, solve

QUEENS = GAMES["queens-of-fate"]
ARTIFACTS = {"artifacts": "on"}


def played_with_artifacts(seeds: range):
    """The positions of random games with Artifacts on that forge now and then where they can."""
    for seed in seeds:
        chance, state = random.Random(seed), QUEENS.new(seed, ARTIFACTS)
        while QUEENS.outcome(state) is None:
            yield state
            moves = QUEENS.legal_actions(state)
            forging = [a for a in moves if a.kind == "forge"]
            QUEENS.apply(state, chance.choice(forging if forging and chance.random() < 0.05 else moves))


def the_same_but_for_options(one, other) -> bool:
    return ({z: [p.card for p in pile] for z, pile in one.zones.items()}
            == {z: [p.card for p in pile] for z, pile in other.zones.items()}
            and one.data == other.data and one.rng.state == other.rng.state)


def lines_kept(seeds: range) -> tuple[int, int, int]:
    """(positions named, of them with a forging to choose, those whose moves or their ends
    differ from the plainer position's)."""
    named = forging = differ = 0
    for state in played_with_artifacts(seeds):
        plain = QUEENS.shortcuts.plainer(state)
        if plain is None:
            continue
        named += 1
        moves = QUEENS.legal_actions(state)
        plain_moves = QUEENS.legal_actions(plain)
        forging += any(a.kind == "forge" for a in moves)
        if [a for a in moves if a.kind != "forge"] != plain_moves:
            differ += 1
            continue
        for action in plain_moves:
            here, there = state.clone(), plain.clone()
            QUEENS.apply(here, action)
            QUEENS.apply(there, action)
            if not the_same_but_for_options(here, there) or (QUEENS.outcome(here) is None) != (QUEENS.outcome(there) is None):
                differ += 1
                break
    return named, forging, differ


def test_rule_plainer_options_with_no_artifact_forged_keep_every_line():
    named, forging, differ = lines_kept(range(30))
    assert differ == 0
    assert named > 1_000 and forging > 20
    state = QUEENS.new(3, {})
    assert QUEENS.shortcuts.plainer(state) is None   # Artifacts off: nothing plainer
    assert QUEENS.shortcuts.plainer(QUEENS.new(3, {"artifacts": "on", "rules": "reiser"})) is None


def test_plainer_options_named_after_a_forging_are_caught(monkeypatch):
    """Named with an Artifact on the table, the plainer position lacks its wielding and
    its enduring."""
    def forgetting_the_forged(self, state):
        if state.options.get("artifacts") != "on":
            return None
        plain = state.clone(story=False)
        plain.options["artifacts"] = "off"
        return plain

    monkeypatch.setattr(QueensShortcuts, "plainer", forgetting_the_forged)
    assert lines_kept(range(8))[2] > 0


def test_deal_84_with_artifacts_is_won_under_the_plainer_options():
    """Its restarts stall (the last better line at the first), the proof with Artifacts
    off finds the win within 210,000 positions, the restarts' among them, and it replays
    to a win with Artifacts on through ``apply``."""
    state = QUEENS.new(84, ARTIFACTS)
    found = solve(QUEENS, state, Budget(nodes=210_000))
    assert found.verdict == WINNABLE and found.found_by == "search, plainer rules"
    assert replay_wins(QUEENS, state, found.line)
