"""Deals proved winnable ahead of time (issue 34: "a list of proven deals shipped with the
app is fine, if every entry is re-proven by replay in the tests"): every shipped line is
played again through the rules to a win, the dealer falls back on them when its own short
search finds nothing, and a damaged book is ignored, never trusted."""
import json
import random

import pytest

from tarot_table.games import GAMES, get_game
from tarot_table.solver import proven, replay_wins
from tarot_table.solver.budget import Budget
from tarot_table.solver.proven import (book_key, line_indices, pick_proven_deal, proven_deals,
                                       replay_indices)
from tarot_table.solver.search import WINNABLE, solve
from tarot_table.solver.winnable import WinnableDealer


FOOLS = get_game("fools-journey")


def shipped_books():
    for game_id in GAMES:
        game = get_game(game_id)
        for key, deals in proven._book(game.id, proven_folder(game)).items():
            yield game, key, deals


def proven_folder(game) -> str:
    import sys
    from pathlib import Path
    return str(Path(sys.modules[type(game).__module__].__file__).resolve().parent)


def options_of(key: str) -> dict[str, str]:
    return dict(part.split("=", 1) for part in key.split(","))


def test_every_shipped_line_replays_to_a_win_through_the_rules():
    checked = 0
    for game, key, deals in shipped_books():
        options = options_of(key)
        assert game.check_options(options) == options, f"{key} is not a full, valid set of options"
        for seed, moves in deals:
            actions = replay_indices(game, game.new(seed, options), list(moves))
            assert actions is not None, f"{game.id} {key} seed {seed} no longer wins"
            assert replay_wins(game, game.new(seed, options), actions)
            checked += 1
    assert checked > 0, "the app ships proven deals for The Fool's Journey"


def test_the_journeys_slow_option_sets_each_have_shipped_deals():
    """Without reversals and with the standard order, a search at the new-game page is
    too slow for the 2 s the issue allows, so each such set ships deals."""
    for difficulty in ("easy", "normal", "hard"):
        for ace_up in ("off", "satchel", "on-fool"):
            for friend in ("off", "on"):
                options = {"difficulty": difficulty, "ace_up": ace_up, "friend": friend}
                assert proven_deals(FOOLS, options), options


def test_a_line_written_as_indices_is_the_same_line():
    options = FOOLS.check_options({"difficulty": "easy"})
    verdict = solve(FOOLS, FOOLS.new(3, options), Budget(nodes=60_000), prove=False)
    assert verdict.verdict == WINNABLE
    moves = line_indices(FOOLS, FOOLS.new(3, options), verdict.line)
    assert replay_indices(FOOLS, FOOLS.new(3, options), moves) == verdict.line


@pytest.mark.parametrize("moves", [[10_000], [-1], ["0"], [0] * (proven.MOST_MOVES + 1), []])
def test_a_line_that_names_no_legal_move_or_does_not_win_is_refused(moves):
    assert replay_indices(FOOLS, FOOLS.new(1, FOOLS.check_options({})), moves) is None


@pytest.mark.parametrize("text", ["", "not json", "[]", '{"game": "fools-journey", "sets": []}',
                                  '{"game": "queens-of-fate", "sets": {"a": []}}',
                                  '{"game": "fools-journey", "sets": {"k": [{"seed": "1", "moves": []}, 5]}}'])
def test_a_damaged_book_offers_no_deal(tmp_path, text):
    (tmp_path / proven.BOOK_NAME).write_text(text)
    proven._book.cache_clear()
    try:
        assert all(not deals for deals in proven._book("fools-journey", str(tmp_path)).values())
    finally:
        proven._book.cache_clear()


def test_the_dealer_deals_a_shipped_deal_when_its_own_search_finds_none():
    options = FOOLS.check_options({"difficulty": "hard"})
    key = book_key(options)
    dealer = WinnableDealer(FOOLS, options, 7, budget_for_round=lambda: Budget(nodes=10)).start()
    found = dealer.wait(timeout=120)
    assert found is not None and found.verdict.found_by == "proven deals", key
    assert found.seed in {seed for seed, _ in proven_deals(FOOLS, options)}
    assert replay_wins(FOOLS, FOOLS.new(found.seed, options), found.verdict.line)


def test_picking_is_random_among_the_shipped_deals():
    options = FOOLS.check_options({})
    seeds = {pick_proven_deal(FOOLS, options, random.Random(n))[0] for n in range(30)}
    assert len(seeds) >= min(3, len(proven_deals(FOOLS, options)))


def test_the_book_is_small():
    for game, key, deals in shipped_books():
        assert len(json.dumps([list(map(list, deals))])) < 20_000, key
