"""Queens of Fate's quick paths (issue 12) agree with the long way: the harvest
conditions are worked out only after actions that can change them, a domain's Arcana
are valued once per position, and the greedy bot's cheapest overcoming is the one
the full search finds."""
from __future__ import annotations

from itertools import combinations

import pytest

from tarot_table.fuzz import option_sets
from tarot_table.games import get_game
from tarot_table.games.queens_of_fate import bots
from tarot_table.games.queens_of_fate import cards as qc
from tarot_table.games.queens_of_fate.rules import LEAVES_CONDITIONS, ONLY_REMOVES, QUEEN_ZONES, SECURING, SUITS
from tarot_table.rng import Rng

GAME = get_game("queens-of-fate")


def cards(state, zone):
    return [p.card for p in state.zones[zone]]


def random_games(games: int, seed: int = 11):
    """(position, action) pairs of random legal play, with every option set; the
    position is handed over before the action is played on it."""
    rng = Rng(seed)
    for options in option_sets(GAME):
        for number in range(games):
            state = GAME.new(seed * 1000 + number, options)
            while GAME.current_seat(state) is not None:
                legal = GAME.legal_actions(state)
                # greedy half the time, so games run long and reach full domains
                action = rng.choice(legal) if rng.below(2) else bots.greedy(GAME, GAME.peek(state, 0), rng)
                yield state, action
                GAME.apply(state, action)


def test_house_15_outside_a_trim_the_met_conditions_are_those_of_the_position():
    """Harvests compare the conditions met before and after a securing action, so the
    record kept in the state must match the position whenever no trim is pending."""
    checked = 0
    for state, _ in random_games(25):
        if not state.data["trim"]:
            assert state.data["met"] == sorted(list(c) for c in GAME.harvest_conditions(state))
            checked += 1
    assert checked > 1000


def conditions_the_long_way(state) -> set[tuple]:
    """Every harvest condition looked for in every domain, card by card."""
    met = set()
    forged = state.data["artifacts"]
    ranks, values = [], []
    for suit in SUITS:
        court_ranks = [qc.rank(p.card) for p in state.zones[f"court_{suit}"]]
        if {"king", "knight", "page"} <= set(court_ranks):
            met.add(("king-knight-page", suit))
        ranks += court_ranks
        plain = [qc.face_value(p.card) for p in state.zones[f"arcana_{suit}"]
                 if qc.kind(p.card) == "arcana" and p.card not in forged]
        if len(plain) >= 3:
            met.add(("three-arcana", suit))
        values += plain
    met |= {("four-of-a-court", r) for r in ("king", "knight", "page") if ranks.count(r) == 4}
    met |= {("four-of-a-value", str(v)) for v in set(values) if values.count(v) == 4}
    if len(state.zones["sources"]) == 4:
        met.add(("four-sources", ""))
    return met


def test_the_harvest_conditions_are_those_found_the_long_way():
    found = set()
    for state, _ in random_games(25, seed=17):
        met = GAME.harvest_conditions(state)
        assert met == conditions_the_long_way(state)
        found |= {kind for kind, _ in met}
    assert found >= {"king-knight-page", "three-arcana", "four-of-a-court"}


def test_actions_said_to_leave_the_conditions_and_the_queens_alone_do():
    seen = set()
    for state, action in random_games(25, seed=12):
        if action.kind in LEAVES_CONDITIONS:
            before = GAME.harvest_conditions(state), [cards(state, q) for q in QUEEN_ZONES]
            trial = state.clone()
            GAME.apply(trial, action)
            assert (GAME.harvest_conditions(trial), [cards(trial, q) for q in QUEEN_ZONES]) == before, action
            seen.add(action.kind)
    assert seen == LEAVES_CONDITIONS


def test_actions_said_only_to_remove_meet_no_condition_and_bring_no_queen():
    """After a commit or a trim the harvest conditions are worked out only when some
    were met before: such an action may undo a condition, never meet a new one."""
    seen = set()
    for state, action in random_games(25, seed=16):
        if action.kind in ONLY_REMOVES:
            before = GAME.harvest_conditions(state), [cards(state, q) for q in QUEEN_ZONES]
            trial = state.clone()
            GAME.apply(trial, action)
            assert GAME.harvest_conditions(trial) <= before[0], action
            assert [cards(trial, q) for q in QUEEN_ZONES] == before[1], action
            seen.add(action.kind)
    assert seen == ONLY_REMOVES


def test_only_a_securing_action_brings_a_queen_into_play():
    """The Ascension is looked for only after a card is secured."""
    brought = set()
    for state, action in random_games(25, seed=18):
        before = sum(len(state.zones[q]) for q in QUEEN_ZONES)
        trial = state.clone()
        GAME.apply(trial, action)
        if sum(len(trial.zones[q]) for q in QUEEN_ZONES) > before:
            assert action.kind in SECURING, action
            brought.add(action.kind)
    assert {"secure", "recover"} <= brought


def test_each_plain_arcana_card_is_valued_as_value_says():
    for state, _ in random_games(6, seed=13):
        long_way = [(c, GAME.value(state, c)) for s in SUITS for c in GAME.plain_arcana(state, s)]
        assert GAME.plain_arcana_worth(state) == long_way


def full_search(game, view):
    """The greedy bot's plan the long way: every set of cards up to the size where one
    is found (at least three), the smallest total, the first found on a tie."""
    need = game.needed(view) - game.committed(view)
    cards = [c for s in qc.domains() for c in game.plain_arcana(view, s)]
    if need <= 0 and (view.zones["battle"] or not view.data["artifact_used"]):
        return [], 0.0
    best = None
    for size in range(1, len(cards) + 1):
        for combo in combinations(cards, size):
            total = sum(game.value(view, c) for c in combo)
            if total >= need and (best is None or total < best[1]):
                best = (list(combo), total)
        if best is not None and size >= 3:
            break
    return best


@pytest.mark.parametrize("seed", [14, 15])
def test_the_greedy_bots_cheapest_overcoming_is_the_full_searchs(seed):
    battles = 0
    for state, _ in random_games(20, seed=seed):
        if state.data["phase"] == "battle" and not state.data["trim"]:
            view = GAME.peek(state, 0)
            assert bots.overcome_plan(GAME, view) == full_search(GAME, view)
            battles += 1
    assert battles > 200


def test_the_rules_list_the_draw_and_the_challenges_own_pair_first():
    """The greedy bot reads the year's draw and the Challenge's pair (secure or let go,
    keep the old Fate or drop it) from the front of the list, before any Source's
    powers."""
    pairs = {("secure", "let-go"), ("keep-fate", "drop-fate")}
    seen = set()
    for state, _ in random_games(12):
        if state.data["trim"] or state.data["phase"] not in ("draw", "resolve"):
            continue
        legal = GAME.legal_actions(state)
        if state.data["phase"] == "draw":
            assert legal[0].kind == "draw"
        else:
            assert (legal[0].kind, legal[1].kind) in pairs
        seen.add((state.data["phase"], bool(state.zones["sources"])))
    assert seen == {("draw", False), ("draw", True), ("resolve", False), ("resolve", True)}


def test_a_draw_with_no_source_to_spend_is_said_to_be_the_only_move():
    """``forced_move`` (which spares simulate a peek and the bot) names the year's draw
    exactly when it is the only legal move and no Source could be spent instead."""
    said = 0
    for state, _ in random_games(12, seed=19):
        forced, legal = GAME.forced_move(state), GAME.legal_actions(state)
        plain_draw = state.data["phase"] == "draw" and not state.data["trim"] and not state.zones["sources"]
        assert (forced is not None) == plain_draw
        if forced is not None:
            assert legal == [forced] and forced.label == legal[0].label
            said += 1
    assert said > 100
