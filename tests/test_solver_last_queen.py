"""Rule "above the last Queen" (Queens of Fate, original rules, ``QueensShortcuts.lasting``):
with no trump left and the other three Queens secured, the order of the Portents' cards
above their one Queen bears on no verdict, and the solver's key writes them by their
number. Checked against the rules: positions with those cards shuffled are won or lost
alike (every line tried through ``legal_actions`` and ``apply``); the Queen leaves the
Portents before any card above her; with every Queen out of them and no trump left a line
wins; and the pair that broke an earlier, wider rule (a secured Queen paying for a trump
before the Portents open, so that she lies above the merged cards) is told apart."""
from __future__ import annotations

import random

import pytest

from tarot_table.games import GAMES
from tarot_table.games.queens_of_fate import rules
from tarot_table.games.queens_of_fate.rules import QUEEN_CARDS, above_any_last_queen, above_the_last_queen
from tarot_table.solver import Budget, solve
from tarot_table.solver.keys import position_key
from tarot_table.solver.search import Solver, replay_wins
from tests.helpers.queens import BRINGS_BACK, merged_pair, played_bringing_cards_back
from tests.helpers.solver import TooBig, brute_force_wins

QUEENS = GAMES["queens-of-fate"]


def endings(options: dict, seeds: range, per_game: int = 6) -> list:
    """The last positions of each game where the rule names a place with two cards or
    more above it."""
    found = []
    for seed in seeds:
        named = [state.clone() for state in played_bringing_cards_back(seed, options)
                 if above_the_last_queen(state) and len(state.zones["portents"]) - above_the_last_queen(state)["portents"] >= 2]
        found += named[-per_game:]
    return found


def shuffled_from(state, start: int, chance: random.Random):
    """``state`` with the Portents from place ``start`` up shuffled (reversed, where
    ``chance`` is None)."""
    other = state.clone()
    above = other.zones["portents"][start:]
    if chance is None:
        above.reverse()
    else:
        chance.shuffle(above)
    other.zones["portents"][start:] = above
    return other


def won_along_winning_lines(seeds: range) -> list:
    """The positions along the solver's winning lines of these deals (Artifacts off and
    on) where the rule names a place with two cards or more above it: won positions,
    where a shuffle that mattered would show."""
    found = []
    for seed in seeds:
        for options in ({}, {"artifacts": "on"}):
            root = QUEENS.new(seed, options)
            verdict = solve(QUEENS, root.clone(), Budget(nodes=20_000))
            if verdict.verdict != "winnable":
                continue
            state = root.clone()
            for action in verdict.line:
                named = above_the_last_queen(state)
                if named and len(state.zones["portents"]) - named["portents"] >= 2:
                    found.append(state.clone())
                QUEENS.apply(state, action)
    return found


def verdicts_kept(positions: list, start_of, reversed_: bool = False, limit: int = 4_000) -> tuple[int, int, int]:
    """(positions tried to the end both ways, of them won, verdicts that differ) for the
    Portents shuffled (or reversed) from the place ``start_of`` names."""
    tried = won = differ = 0
    for number, state in enumerate(positions):
        other = shuffled_from(state, start_of(state), None if reversed_ else random.Random(number))
        try:
            first, second = brute_force_wins(QUEENS, state.clone(), limit), brute_force_wins(QUEENS, other, limit)
        except TooBig:
            continue
        tried += 1
        won += first
        differ += first != second
    return tried, won, differ


@pytest.fixture(scope="module")
def positions() -> list:
    return endings({}, range(150)) + won_along_winning_lines(range(8))


def test_rule_above_the_last_queen_keeps_every_verdict(positions):
    """Shuffled above the last Queen, a position is won or lost as before (near the ends
    of random games, and along winning lines), and the key takes it for the same."""
    tried, won, differ = verdicts_kept(positions, lambda state: above_the_last_queen(state)["portents"])
    assert not differ
    assert tried >= 100 and won >= 20 and tried - won >= 10, (tried, won)
    key = position_key(QUEENS, QUEENS.new(0, {}))
    for number, state in enumerate(positions):
        assert key(state) == key(shuffled_from(state, above_the_last_queen(state)["portents"], random.Random(number)))


def random_game_starts(games: int) -> list:
    """Every fifth position of ``games`` random games of each rule set (Artifacts off and
    on), favouring the moves that bring cards back."""
    return [state.clone() for options in ({}, {"artifacts": "on"}) for seed in range(games)
            for n, state in enumerate(played_bringing_cards_back(seed, options)) if n % 5 == 0]


def last_queen_leaves(named_by, starts: list) -> tuple[int, int, int]:
    """From each of ``starts`` where ``named_by`` names a place, played on at random
    favouring the moves that bring cards back, until the last Queen leaves the Portents:
    (times she left, of them with a trump still in Destiny or the Challenge, starts with a
    trump in Destiny). Asserts that no card above the place leaves the Portents before her."""
    left = with_a_trump = early = 0
    for number, start in enumerate(starts):
        named = named_by(start)
        if not named:
            continue
        early += any(p.card.startswith("major_arcana") for p in start.zones["destiny"])
        cut = named["portents"]
        queen, above = start.zones["portents"][cut - 1].card, {p.card for p in start.zones["portents"][cut:]}
        chance, state = random.Random(number), start.clone()
        while QUEENS.outcome(state) is None:
            moves = QUEENS.legal_actions(state)
            favoured = [a for a in moves if a.kind in BRINGS_BACK]
            QUEENS.apply(state, chance.choice(favoured if favoured and chance.random() < 0.8 else moves))
            portents = {p.card for p in state.zones["portents"]}
            if queen not in portents:
                left += 1
                with_a_trump += any(p.card.startswith("major_arcana")
                                    for zone in ("destiny", "challenge") for p in state.zones[zone])
                break
            assert above <= portents, "a card above the last Queen left the Portents before her"
    return left, with_a_trump, early


def test_rule_above_the_last_queen_she_leaves_with_no_trump_left(positions):
    """Where the rule names a place, the cards above it stay in the Portents until the last
    Queen leaves them, and she leaves with no trump in Destiny or the Challenge: so from
    then on every Queen is out of the Portents and none can be lost."""
    left, with_a_trump, early = last_queen_leaves(above_the_last_queen, positions)
    assert not with_a_trump and not early
    assert left >= 50, left


def test_a_rule_that_forgets_the_trumps_is_caught():
    """The check above fails a rule that names the place above the last Queen whatever
    trumps are to come: she leaves with trumps still to come."""
    def forgetful(state):
        portents = state.zones["portents"]
        places = [n for n, p in enumerate(portents) if p.card in QUEEN_CARDS]
        return {"portents": places[-1] + 1} if places else {}
    left, with_a_trump, early = last_queen_leaves(forgetful, random_game_starts(20))
    assert with_a_trump, (left, early)


def test_rule_above_the_last_queen_every_queen_out_wins(positions):
    """With every Queen out of the Portents and no trump left, a line wins: near the ends
    of random games with no trump left, the Queens of the Portents put beneath Destiny
    (as a harvest puts them), every line tried finds one, however the rest lies."""
    tried = 0
    for state in positions:
        if any(p.card.startswith("major_arcana") for zone in ("destiny", "challenge") for p in state.zones[zone]):
            continue
        out = state.clone()
        for card in [p.card for p in out.zones["portents"] if p.card in QUEEN_CARDS]:
            out.move(card, "destiny", face_up=False)
            out.zones["destiny"].insert(0, out.zones["destiny"].pop())
        try:
            assert brute_force_wins(QUEENS, out, 4_000)
        except TooBig:
            continue
        tried += 1
    assert tried >= 20, tried


def test_the_original_rules_name_no_place_while_a_trump_may_come_first():
    """A trump after Destiny's first Ace (or no Ace, a trump left): no place is named."""
    state = QUEENS.new(84, {})
    assert not rules.above_the_last_queen(state)


def test_a_secured_queen_that_may_pay_for_a_trump_keeps_the_order_read():
    """"A Queen in play may have to pay for a trump and then lies above the merged cards":
    XIX takes one of the secured Queens (no Arcana, no other court card), she goes on top
    of the Portents, and with the Ace of Swords just over the Queen of Cups the Ace of
    Pentacles' Awakening brings up both, the Ace of Swords' the lost Queen: won; with the
    Ace over the four Swords, lost. The wider rule named place 1 in both and keyed them
    alike; the rule names nothing here, so the key tells them apart."""
    won, lost = merged_pair(ace_lowest=True), merged_pair(ace_lowest=False)
    assert brute_force_wins(QUEENS, won.clone()) and not brute_force_wins(QUEENS, lost.clone())
    assert sorted(p.card for p in won.zones["portents"][1:]) == sorted(p.card for p in lost.zones["portents"][1:])
    assert not above_the_last_queen(won) and not above_the_last_queen(lost)
    key = position_key(QUEENS, won)
    assert key(won) != key(lost)
    hopeful = position_key(QUEENS, won, hopeful=True)   # the wider merge, for finding wins only
    assert above_any_last_queen(won) == {"portents": 1} and hopeful(won) == hopeful(lost)
