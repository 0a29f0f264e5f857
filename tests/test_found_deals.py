"""Winnable only gives variety (issue 34): every deal the solver proves winnable is
remembered on this computer, the deals lately dealt are noted, and a deal proved before
is dealt from everything known (shipped and remembered), not one lately dealt while
others are known; `tarot-table play` with Winnable only chosen last deals one too. The
remembered file is hostile: bad entries are skipped and a line is dealt only after it
replays to a win. Budgets are counts of positions; threads are joined."""
from __future__ import annotations

import json

from tarot_table.games import get_game
from tarot_table.solver import Budget, replay_wins
from tarot_table.solver import found_deals
from tarot_table.solver.found_deals import (file_path, note_dealt, recently_dealt, remember_found,
                                            remembered_deals)
from tarot_table.solver.proven import book_key, line_indices, pick_proven_deal, proven_deals
from tarot_table.solver.winnable import WinnableDealer, find_winnable_deal
from tarot_table.table.scenes import newgame, solver_hint
from tarot_table.table.scenes.table import TableScene
from tarot_table.solver import winnable

QUEENS = get_game("queens-of-fate")
FOOLS = get_game("fools-journey")


def queens_deal(first: int):
    found = find_winnable_deal(QUEENS, {}, first, Budget(nodes=100_000), deal_nodes=3_000)
    assert found.seed is not None
    return found.seed, found.verdict.line


def test_a_deal_found_is_remembered_for_its_options_and_replays_to_a_win():
    seed, line = queens_deal(30)
    remember_found(QUEENS, {}, seed, line)
    remember_found(QUEENS, {}, seed, line)   # twice: kept once
    (kept,) = remembered_deals(QUEENS, {})
    assert kept == (seed, tuple(line_indices(QUEENS, QUEENS.new(seed, QUEENS.check_options({})), line)))
    assert remembered_deals(QUEENS, {"rules": "reiser"}) == ()
    picked = pick_proven_deal(QUEENS, {}, more=remembered_deals(QUEENS, {}))
    assert picked is not None and picked[0] == seed
    assert replay_wins(QUEENS, QUEENS.new(seed, {}), picked[1])


def test_the_dealer_remembers_what_it_finds_and_deals_it_again_when_a_search_finds_nothing():
    options = QUEENS.check_options({"rules": "reiser"})
    first = WinnableDealer(QUEENS, options, 11, budget_for_round=lambda: Budget(nodes=20_000)).start().wait(120)
    assert first is not None and first.verdict.found_by != "proven deals"
    assert [seed for seed, _ in remembered_deals(QUEENS, options)] == [first.seed]
    # Queens of Fate ships no book: only the memory can answer a search that finds nothing
    again = WinnableDealer(QUEENS, options, 5_000, budget_for_round=lambda: Budget(nodes=1)).start().wait(120)
    assert again is not None and again.seed == first.seed and again.verdict.found_by == "proven deals"
    assert replay_wins(QUEENS, QUEENS.new(again.seed, options), again.verdict.line)


def test_deals_lately_dealt_wait_until_every_other_known_deal_has_been_dealt():
    options = FOOLS.check_options({"difficulty": "hard"})
    known = {seed for seed, _ in proven_deals(FOOLS, options)}
    assert len(known) >= 3
    dealt = []
    for round_number in range(len(known) + 1):
        dealer = WinnableDealer(FOOLS, options, 7 + round_number, budget_for_round=lambda: Budget(nodes=1)).start()
        found = dealer.wait(timeout=120)
        assert found is not None and found.verdict.found_by == "proven deals"
        note_dealt(FOOLS, options, found.seed)
        dealt.append(found.seed)
    assert set(dealt[:len(known)]) == known, "every shipped deal once before any again"
    assert dealt[-1] == dealt[0], "then the one dealt longest ago"
    assert recently_dealt(FOOLS, options)[-1] == dealt[-1]


def test_the_lately_dealt_are_kept_to_a_bound():
    for seed in range(found_deals.RECENT + 5):
        note_dealt(QUEENS, {}, seed)
    assert recently_dealt(QUEENS, {}) == list(range(5, found_deals.RECENT + 5))


def test_a_hostile_file_gives_only_its_good_entries_and_a_broken_line_is_never_dealt():
    seed, line = queens_deal(60)
    good = [seed, line_indices(QUEENS, QUEENS.new(seed, QUEENS.check_options({})), line)]
    key = book_key(QUEENS.check_options({}))
    broken = [seed + 1, good[1]]                          # another deal's line: it does not win there
    bad = [[-1, [0]], [10 ** 40, [0]], [3, [-2]], [4, "moves"], [5, [0] * 5_000], "x", [6, [True]]]
    file_path().parent.mkdir(parents=True, exist_ok=True)
    file_path().write_text(json.dumps({"queens-of-fate": {key: {"deals": bad + [broken, good],
                                                                "dealt": [-3, "x", 2]}}}))
    assert remembered_deals(QUEENS, {}) == (tuple([broken[0], tuple(broken[1])]), tuple([good[0], tuple(good[1])]))
    assert recently_dealt(QUEENS, {}) == [2]
    for chooser in range(6):
        import random
        picked = pick_proven_deal(QUEENS, {}, random.Random(chooser), remembered_deals(QUEENS, {}))
        assert picked is not None and picked[0] == seed


def test_a_damaged_file_counts_as_empty_and_the_next_change_moves_it_aside_whole():
    file_path().parent.mkdir(parents=True, exist_ok=True)
    file_path().write_bytes(b'{"queens-of-fate": {')
    assert remembered_deals(QUEENS, {}) == () and recently_dealt(QUEENS, {}) == []
    note_dealt(QUEENS, {}, 9)
    note_dealt(QUEENS, {}, 10)   # a second change does not lose the damaged file either
    assert recently_dealt(QUEENS, {}) == [9, 10]
    aside = list(file_path().parent.glob(file_path().name + ".damaged-*"))
    assert [p.read_bytes() for p in aside] == [b'{"queens-of-fate": {']


def test_play_with_winnable_only_deals_a_proven_deal_and_notes_it(app, monkeypatch):
    """`tarot-table play fools-journey` after Winnable only was chosen: the table opens on
    a deal proved winnable (here one shipped: the search is given one position), and the
    next `play` deals another."""
    monkeypatch.setattr(winnable, "round_budget", lambda: Budget(nodes=1))
    app.settings.last_choices = {"fools-journey": {"difficulty": "hard", "deals": "winnable"}}
    options = FOOLS.check_options({"difficulty": "hard"})
    known = {seed for seed, _ in proven_deals(FOOLS, options)}
    seeds = []
    for _ in range(2):
        scene = newgame.scene_for_play(app, FOOLS, None, {})
        assert isinstance(scene, TableScene)
        seeds.append(scene.session.state.seed)
        assert scene.session.state.options == options
        line = solver_hint.known_line(scene, scene.still.key(scene.session.state))
        assert line and replay_wins(FOOLS, scene.session.state, line), "hints may follow the deal's own line"
    assert set(seeds) <= known and seeds[0] != seeds[1]
    assert recently_dealt(FOOLS, options) == seeds


def test_play_with_winnable_only_shows_the_page_looking_when_no_deal_comes_in_time(app, monkeypatch):
    monkeypatch.setattr(winnable, "round_budget", lambda: Budget(nodes=1))
    monkeypatch.setattr(newgame, "PLAY_WAIT", 0.0)
    app.settings.last_choices = {"queens-of-fate": {"deals": "winnable"}}   # nothing known: it searches on
    scene = newgame.scene_for_play(app, QUEENS, None, {})
    try:
        assert isinstance(scene, newgame.NewGameScene) and scene.waiting and scene.dealer is not None
        assert scene.looking().startswith("Looking for a winnable deal")
    finally:
        scene.leave()
        scene.dealer.wait(timeout=120)
