"""A position of the proof made cheaper, each way checked against the count it replaces: the
bound reads Destiny once for one ask and hands it to every count that reads it
(``removal_counts.DestinyRead``), ``never_leave_from`` keeps its last answer, the sets'
openings and what the count reads of them are handed on within an ask, the rivals' walk of
Fate is kept, the walks of Destiny and the Kings' draws are kept by what they read, the Aces'
places are handed on, the lasting Portents' count is made from their sets, the original
rules' walk of the trumps' toll is walked once an ask, the key joins its tokens in one call
and writes again only the piles that changed since it last wrote them, and the bot that
orders the proof's moves is handed the moves listed for them. Each gives, on positions of
random games and of real probes (the check mode, ``queens_of_fate.handed_on``), what the
count worked out afresh gives; the positions the proofs search are pinned in
tests/test_solver_position_counts.py."""
from __future__ import annotations

import random
from functools import cache, partial

import pytest

from tarot_table.games import GAMES
from tarot_table.games.base import Placed
from tarot_table.games.queens_of_fate import (cards as qc, coming_back, handed_on, harvest_room, out_of_reach, reisers_toll,
                                              removal_counts, standing_room, trumps_toll)
from tarot_table.games.queens_of_fate.out_of_reach import IN_PLAY, STUCK
from tarot_table.games.queens_of_fate.reisers_toll import fate_walk
from tarot_table.games.queens_of_fate.removal_counts import (FIXED_SETS, arcana_held, beaten_in_fate, destiny_read,
                                                             sacrificed_first, sealed_first, waiting_for_a_harvest)
from tarot_table.games.queens_of_fate.trumps_toll import toll_walk
from tarot_table.solver import Budget
from tarot_table.solver.budget import OutOfBudget
from tarot_table.rng import Rng
from tarot_table.solver.keys import position_key
from tarot_table.solver.search import Solver, one_of_alike, solver_for
from tests.helpers.solver import highest_queen_and_free_cards, reach_afresh

QUEENS = GAMES["queens-of-fate"]
REISER = {"rules": "reiser"}


def random_positions(options: dict, games: int, every: int = 1):
    """Every ``every``-th position of ``games`` random games (each move drawn at random,
    seeds 0 up), each a copy of its own."""
    seen = 0
    for seed in range(games):
        chance, state = random.Random(seed), QUEENS.new(seed, QUEENS.check_options(options))
        while QUEENS.outcome(state) is None:
            if seen % every == 0:
                yield state.clone()
            seen += 1
            QUEENS.apply(state, chance.choice(QUEENS.legal_actions(state)))


def with_a_queen_below(options: dict, games: int):
    """Positions of random games with a Queen in the Portents: each with her place and the
    free cards the count for her reads."""
    for state in random_positions(options, games):
        highest = highest_queen_and_free_cards(state)
        if highest is not None:
            yield state, *highest


def test_destiny_read_once_is_destiny_read_afresh():
    """``DestinyRead``, Destiny and the Kings' first draws read once for one ask of the bound:
    the Arcana beaten in Fate, those that wait for a harvest and the walk of Fate handed it
    are those each finds reading Destiny afresh, under both rules; a read made for another
    place of the Portents is not used (the Kings in the Portents come in play by where she
    lies), and a count handed it reads afresh."""
    asked = 0
    for options in (REISER, {}):
        for state, place, _ in with_a_queen_below(options, 12):
            read = destiny_read(state, place)
            assert beaten_in_fate(state, place, read) == beaten_in_fate(state, place)
            assert waiting_for_a_harvest(state, place, read) == waiting_for_a_harvest(state, place)
            battled = state.zones["challenge"][-1].card if state.data["phase"] == "battle" else None
            assert fate_walk(state, read.cards, place, battled, read) == fate_walk(state, read.cards, place, battled)
            courts = sum(len(state.zones[zone]) for zone in reisers_toll.COURT_PILES)
            walked = reisers_toll.idle_arcana(read.cards, reisers_toll.arcana_waiting(state), read.kings_from,
                                              qc.face_value(battled) if battled is not None else 0, courts)
            assert fate_walk(state, read.cards, place, battled, read, courts) == tuple(walked)   # kept, or walked afresh
            if place:
                other = destiny_read(state, place - 1)
                assert beaten_in_fate(state, place, other) == beaten_in_fate(state, place)
                assert waiting_for_a_harvest(state, place, other) == waiting_for_a_harvest(state, place)
            asked += 1
    assert asked >= 500


def destiny_walks_checked(games: int) -> dict[str, int]:
    """In the check mode, on positions of random games of both rules with a Queen in the
    Portents: the Arcana beaten in Fate and those that wait for a harvest, for her place and
    the place below (whose Kings' first draws may differ), each Destiny walk handed on worked
    out whole too and compared; the walks checked, by figure."""
    forget_kept_answers()
    handed_on.CHECKED.clear()
    handed_on.CHECK = True
    try:
        for options in (REISER, {}):
            for state, place, _ in with_a_queen_below(options, games):
                for above in {place, max(0, place - 1)}:
                    beaten_in_fate(state, above)
                    waiting_for_a_harvest(state, above)
    finally:
        handed_on.CHECK = False
    return dict(handed_on.CHECKED)


def test_destinys_walks_kept_are_the_walks_worked_out():
    """``removal_counts.beaten_in_destiny`` and ``destiny_waits`` keep their walks of Destiny
    by Destiny and the Kings' first draws, all they read, and ``kings_drawn`` the Kings' draws by
    Destiny: on positions of random games of both rules each walk handed on is the one worked
    out whole (hundreds of each)."""
    checked = destiny_walks_checked(12)
    assert checked["the Arcana of Destiny beaten"] >= 300 and checked["the Arcana of Destiny that wait"] >= 300
    assert checked["the Kings' draws"] >= 300


@pytest.mark.parametrize("walk, figure", [("beaten_in_destiny", "the Arcana of Destiny beaten"),
                                          ("destiny_waits", "the Arcana of Destiny that wait")])
def test_destinys_walk_kept_by_destiny_alone_is_caught(monkeypatch, walk, figure):
    """A walk of Destiny kept by Destiny alone (the Kings' first draws left unread) is caught
    by the check mode on those positions: a King in the Portents comes into play at a draw
    that depends on where she lies, so one Destiny is walked with other Kings' draws."""
    worked_out = getattr(removal_counts, f"_{walk}")
    table = {}

    def kept_by_destiny_alone(destiny, kings_from):
        return handed_on.kept_walk(table, destiny, lambda: worked_out(destiny, kings_from), figure, 1_000)

    monkeypatch.setattr(removal_counts, walk, kept_by_destiny_alone)
    with pytest.raises(AssertionError, match=f"{figure} handed on"):
        destiny_walks_checked(12)


def test_the_last_reach_kept_is_given_only_for_the_same_portents():
    """``never_leave_from`` keeps its last answer with a copy of the Portents and conditions
    it was for: asked again of the same position, of the next one, and of the same position
    once a card is laid on its Portents in place (the list it was asked of, changed), each
    answer is the reach worked out afresh."""
    asked = 0
    for state in random_positions(REISER, 8):
        if not state.zones["portents"]:
            continue
        assert out_of_reach.never_leave_from(state) == out_of_reach.never_leave_from(state) == reach_afresh(state)
        top = next((p.card for zone in ("destiny", "fate", "sources") for p in state.zones[zone]), None)
        if top is not None:
            state.move(top, "portents", face_up=False)   # the same list, one card longer
            assert out_of_reach.never_leave_from(state) == reach_afresh(state)
        asked += 1
    assert asked >= 300


def test_the_trumps_toll_walked_once_an_ask_is_the_walk_made_at_each_use():
    """Under the original rules the bound walks the trumps' toll once an ask and hands it
    to both counts that use it: ``sealed_first`` and ``sacrificed_first`` answer as they do
    walking it themselves, on positions of random games."""
    asked = 0
    for options in ({}, {"artifacts": "on"}):
        for state in random_positions(options, 10, every=3):
            zones = state.zones
            free = [p.card for zone, pile in zones.items() if zone not in STUCK for p in pile]
            met = frozenset(map(tuple, state.data["met"]))
            held, in_play = arcana_held(state), {p.card for zone in IN_PLAY for p in zones.get(zone, ())}
            walk = cache(partial(toll_walk, state))
            assert sealed_first(state, free, met, FIXED_SETS, held, in_play, walk) == \
                sealed_first(state, free, met, FIXED_SETS, held, in_play)
            assert sacrificed_first(state, free, met, held, in_play, walk) == sacrificed_first(state, free, met, held, in_play)
            asked += 1
    assert asked >= 300


def test_the_key_joined_in_one_call_is_the_key_written_card_by_card():
    """The key joins a pile's tokens kept on its records in one call, and writes the token of
    a record no key has met yet: a position whose records are all made apart (no token on any)
    has the key of the same position laid with the shared records, under both rules."""
    for options in (REISER, {}):
        for state in random_positions(options, 2, every=7):
            key = position_key(QUEENS, state)
            shared = key(state)
            apart = state.clone()
            apart.zones = {zone: [Placed(p.card, p.face_up, p.reversed) for p in pile] for zone, pile in state.zones.items()}
            assert all(p.keyed is None for pile in apart.zones.values() for p in pile)
            assert key(apart) == shared


def forget_kept_answers() -> None:
    """Empty the answers the bound keeps between asks (its modules' ``_NAME`` tables, kept by
    what they read, so kept across probes too): an answer another test's probe of the same
    deal left would be handed back before the figures it was worked out from are asked, and
    the check mode would see fewer of them than a fresh probe does."""
    for module in (coming_back, harvest_room, out_of_reach, reisers_toll, removal_counts, standing_room, trumps_toll):
        for name, value in vars(module).items():
            if name.startswith("_") and name.isupper() and isinstance(value, dict):
                value.clear()


def probe_checked(seed: int, options: dict, nodes: int, key_check=None) -> tuple[tuple, dict[str, int]]:
    """The proof as ``solve`` sets it up (``solver_for``) from the deal, to ``nodes`` positions,
    in the check mode (every figure handed on worked out whole too and compared): its verdict,
    positions searched and noted lost, and the figures checked. ``key_check``: asked of each
    position the proof keys."""
    state = QUEENS.new(seed, QUEENS.check_options(options))
    budget = Budget(nodes=nodes)
    budget.begin()
    proof = solver_for(QUEENS, state, budget)
    if key_check is not None:
        key = proof.key
        proof.key = lambda position: key_check(key, position)
    forget_kept_answers()
    handed_on.CHECKED.clear()
    handed_on.CHECK = True
    try:
        line, _ = proof.prove(state, 0, {})
        verdict = "lost" if line is None else "winnable"
    except OutOfBudget:
        verdict = "unknown"
    finally:
        handed_on.CHECK = False
    return (verdict, budget.spent, len(proof.lost)), dict(handed_on.CHECKED)


def test_the_figures_handed_on_are_the_whole_ones_along_reiser_probes():
    """Along the probes of Reiser's deals 46 (its first 8,000 positions) and 85 (its first
    4,000), every set of openings and what the count reads of them handed on within an ask,
    the Aces' places in the Portents handed on (``coming_back.aces_in``), every count of the
    lasting Portents made from their sets (``out_of_reach.lasting_count``), every walk of
    Destiny kept (``removal_counts.beaten_in_destiny``, ``destiny_waits``) and every walk of
    Fate kept for the rivals and the tolls, is the one worked out whole
    (the check mode raises where one is not), thousands of them, and the probes search the
    positions they search without the check mode."""
    counts, checked = probe_checked(46, REISER, 8_000)
    assert counts == ("unknown", 8_001, 1_282)
    assert checked["set_openings"] >= 2_000 and checked["openings_below"] >= 1_200
    assert checked["the tolls' walk of Fate"] >= 300
    assert checked["the Arcana of Destiny beaten"] >= 700 and checked["the Arcana of Destiny that wait"] >= 700
    assert checked["the Kings' draws"] >= 700
    assert checked["aces_in"] >= 1_500
    assert checked["the lasting Portents' count"] >= 100
    counts, checked = probe_checked(85, REISER, 4_000)
    assert counts == ("unknown", 4_001, 1_567)
    assert checked["set_openings"] >= 3_000 and checked["openings_below"] >= 4_000
    assert checked["the tolls' walk of Fate"] >= 500
    assert checked["the Arcana of Destiny beaten"] >= 1_000 and checked["the Arcana of Destiny that wait"] >= 1_000
    assert checked["the Kings' draws"] >= 1_000
    assert checked["aces_in"] >= 3_000
    assert checked["the lasting Portents' count"] >= 600
    assert checked["rivals' walk of Fate"] >= 50   # 71: the rivals walk Fate only where two sets the count reads may be rivals


def test_the_key_along_a_probe_of_each_rules_is_the_key_written_card_by_card():
    """Along the probes of original deal 10 (its first 3,000 positions) and Reiser's deal 85
    (its first 2,000), the key of each position the proof keys (the piles a move left as
    they were written as the proof's key last wrote them) is the key a new key of the same
    rules, which has written no pile yet, gives the same position laid with records made
    apart (no token kept on any: each pile written card by card, sorted where its order
    bears on nothing), and the probes search the positions they search
    (tests/test_solver_position_counts.py's pins)."""
    compared = []

    def same_as_written(key, position):
        apart = position.clone()
        apart.zones = {zone: [Placed(p.card, p.face_up, p.reversed) for p in pile] for zone, pile in position.zones.items()}
        shared = key(position)
        assert position_key(QUEENS, position)(apart) == shared
        compared.append(shared)
        return shared

    assert probe_checked(10, {}, 3_000, same_as_written)[0] == ("unknown", 3_001, 1_357)
    assert probe_checked(85, REISER, 2_000, same_as_written)[0] == ("unknown", 2_001, 883)
    assert len(compared) >= 2_500


def test_the_journeys_key_along_a_search_is_the_key_a_new_key_writes():
    """The Fool's Journey's key writes again only the piles that changed too, its places
    exchanged and its alike Aces named as one: along a search of a deal with every Ace on
    the Fool (deal 5's first 1,500 positions, from the deal as ``solve`` sets it up), each key
    is the one a new key of the same options gives the position."""
    fools = GAMES["fools-journey"]
    state = fools.new(5, fools.check_options({"ace_up": "on-fool"}))
    budget = Budget(nodes=1_500)
    budget.begin()
    search = solver_for(fools, state, budget)
    key, compared = search.key, []

    def same_as_a_new_key(position):
        shared = key(position)
        assert position_key(fools, position)(position) == shared
        compared.append(shared)
        return shared

    search.key = same_as_a_new_key
    with pytest.raises(OutOfBudget):
        search.prove(state, 0, {})
    assert len(compared) >= 1_400


def test_openings_handed_on_for_other_free_cards_are_caught_by_the_check_mode(monkeypatch):
    """The check mode catches openings handed on wrongly: kept by the Portents alone (the
    free cards and conditions met left unread), they differ from those worked out whole
    along deal 85's probe, its first 4,000 positions (a count asked with fewer free cards, the
    room's, reads others)."""
    worked_out = coming_back._openings
    kept: dict = {}

    def kept_by_the_portents_alone(portents, free, met):
        cards = tuple(p.card for p in portents)
        if cards not in kept:
            kept.clear()
            kept[cards] = worked_out(portents, free, met)
        if handed_on.CHECK:
            handed_on.checked("set_openings", kept[cards], worked_out(portents, free, met))
        return kept[cards]

    monkeypatch.setattr(coming_back, "set_openings", kept_by_the_portents_alone)
    for module in ("out_of_reach", "reisers_toll", "standing_room"):
        monkeypatch.setattr(f"tarot_table.games.queens_of_fate.{module}.set_openings", kept_by_the_portents_alone,
                            raising=False)
    with pytest.raises(AssertionError, match="set_openings handed on"):
        probe_checked(85, REISER, 4_000)


def test_what_the_count_reads_handed_on_for_other_openings_is_caught_by_the_check_mode(monkeypatch):
    """The check mode catches what the count reads of the openings handed on wrongly: kept
    by ``enough`` alone (the openings left unread), it differs from what is read whole
    along deal 85's probe (its first 4,000 positions)."""
    worked_out = coming_back._below
    kept: dict = {}

    def kept_by_enough_alone(openings, enough):
        if enough not in kept:
            kept.clear()
            kept[enough] = worked_out(openings, enough)
        if handed_on.CHECK:
            handed_on.checked("openings_below", kept[enough], worked_out(openings, enough))
        return kept[enough]

    monkeypatch.setattr(coming_back, "openings_below", kept_by_enough_alone)
    monkeypatch.setattr("tarot_table.games.queens_of_fate.reisers_toll.openings_below", kept_by_enough_alone)
    with pytest.raises(AssertionError, match="openings_below handed on"):
        probe_checked(85, REISER, 4_000)


def listed_twice(proof: Solver, state, dice: Rng) -> list:
    """The proof's moves from ``state`` in its order as they were made before the bot was
    handed them (``Game.bot_choice``): listed, then the bot asked afresh, listing them again."""
    forced = proof.forced(state)
    if forced is not None:
        return [forced]
    moves = QUEENS.bot_moves(state)
    if len(moves) < 2:
        return moves
    first = proof.bot(QUEENS, state, dice)
    moves = [first] + [m for m in moves if m != first]
    return one_of_alike(state, moves, proof.alike) if proof.alike else moves


def probe_ordered_as_before(monkeypatch, seed: int, options: dict, nodes: int) -> dict[str, int]:
    """The proof from the deal (as ``solve`` sets it up) to ``nodes`` positions, each position's
    moves in its order compared with ``listed_twice``'s (an ``AssertionError`` where they
    differ); the positions ordered, those the bot was asked of, and the moves listed for them
    by the rules there, each way."""
    ordered = Solver.ordered_moves
    listings = [0]
    lists = QUEENS.legal_actions

    def counted(state):
        listings[0] += 1
        return lists(state)

    figures = {"ordered": 0, "bot asked": 0, "listed": 0, "listed before": 0}

    def compared(proof, state):
        dice = Rng(proof.dice.state)
        before = listings[0]
        moves = ordered(proof, state)
        figures["listed"] += listings[0] - before
        before = listings[0]
        assert moves == listed_twice(proof, state, dice), f"moves ordered otherwise at move {state.moves}"
        figures["listed before"] += listings[0] - before
        figures["ordered"] += 1
        figures["bot asked"] += len(moves) > 1 and proof.forced(state) is None
        return moves

    state = QUEENS.new(seed, QUEENS.check_options(options))
    budget = Budget(nodes=nodes)
    budget.begin()
    with monkeypatch.context() as patched, pytest.raises(OutOfBudget):
        patched.setattr(QUEENS, "legal_actions", counted)
        patched.setattr(Solver, "ordered_moves", compared)
        solver_for(QUEENS, state, budget).prove(state, 0, {})
    return figures


def test_the_bot_handed_the_moves_orders_them_as_when_it_lists_them_itself(monkeypatch):
    """Along the probes of Reiser's deal 85 and original deal 10 (their first 2,000 positions),
    every position's moves in the proof's order, with the bot handed the moves just listed
    (``Game.bot_choice``), are those of the bot asked afresh, listing them itself; and the
    rules list the moves once a position ordered, where they listed them twice wherever the
    bot was asked (585 positions ordered in deal 85, 571 of them by the bot; 331 and 328 in
    deal 10)."""
    for seed, options in ((85, REISER), (10, {})):
        figures = probe_ordered_as_before(monkeypatch, seed, options, 2_000)
        assert figures["bot asked"] >= 300
        assert figures["listed"] == figures["ordered"]
        assert figures["listed before"] == figures["ordered"] + figures["bot asked"]


def test_a_bot_handed_the_moves_of_the_position_before_is_caught_along_the_probe(monkeypatch):
    """The comparison above catches a wrong hand-over: the bot handed the moves listed for
    the position ordered before (not for this one) orders some position's moves otherwise
    along Reiser's deal 85's probe."""
    choose = QUEENS.bot_choice
    before: list = []

    def handed_the_moves_before(bot, view, listed, rng):
        handed = before[0] if before else listed
        before[:] = [listed]
        return choose(bot, view, handed, rng)

    monkeypatch.setattr(QUEENS, "bot_choice", handed_the_moves_before)
    with pytest.raises(AssertionError, match="moves ordered otherwise"):
        probe_ordered_as_before(monkeypatch, 85, REISER, 2_000)


def test_the_moves_handed_to_a_bot_serve_its_first_look_at_that_very_view_only():
    """``Game.bot_choice`` hands its list to the bot's first ``choose_from`` of that very
    view: a second look, a look at another position, and any look once the bot has chosen
    (or failed) list the moves afresh."""
    state = QUEENS.new(3, QUEENS.check_options(REISER))
    listed = QUEENS.bot_moves(state)
    seen = []

    def looking_three_times(game, view, rng):
        seen.append(game.choose_from(view))
        seen.append(game.choose_from(view))
        seen.append(game.choose_from(view.clone()))
        return seen[0][0]

    assert QUEENS.bot_choice(looking_three_times, state, listed, Rng(1)) is listed[0]
    assert seen[0] is listed
    assert seen[1] is not listed and seen[1] == listed and seen[2] is not listed and seen[2] == listed
    assert QUEENS.choose_from(state) is not listed

    def failing(game, view, rng):
        raise RuntimeError("no move")

    with pytest.raises(RuntimeError):
        QUEENS.bot_choice(failing, state, listed, Rng(1))
    assert QUEENS.choose_from(state) is not listed


def test_the_kings_draws_kept_by_destinys_length_alone_are_caught(monkeypatch):
    """The Kings' draws in Destiny kept by its length alone (its cards unread) are caught by
    the check mode on positions of random games."""
    table = {}

    def kept_by_the_length_alone(destiny):
        return handed_on.kept_walk(table, len(destiny), lambda: removal_counts._kings_drawn(destiny), "the Kings' draws",
                                   1_000)

    monkeypatch.setattr(removal_counts, "kings_drawn", kept_by_the_length_alone)
    with pytest.raises(AssertionError, match="the Kings' draws handed on"):
        destiny_walks_checked(12)


def test_the_aces_places_kept_by_the_portents_length_alone_are_caught(monkeypatch):
    """The check mode catches the Aces' places in the Portents handed on wrongly: kept by the
    Portents' length alone, they differ from those worked out whole along deal 46's probe."""
    kept: dict = {}

    def kept_by_the_length_alone(portents):
        if len(portents) not in kept:
            kept.clear()
            kept[len(portents)] = coming_back._aces_in(portents)
        if handed_on.CHECK:
            handed_on.checked("aces_in", kept[len(portents)], coming_back._aces_in(portents))
        return kept[len(portents)]

    for module in ("coming_back", "harvest_room", "reisers_toll", "standing_room"):
        monkeypatch.setattr(f"tarot_table.games.queens_of_fate.{module}.aces_in", kept_by_the_length_alone)
    with pytest.raises(AssertionError, match="aces_in handed on"):
        probe_checked(46, REISER, 8_000)


def test_the_lasting_count_with_the_aces_unread_is_caught(monkeypatch):
    """The check mode catches a count of the lasting Portents made from their sets wrongly:
    with the Aces among them read as cards of no set (their places and the four Aces' set
    unread), it differs from the count worked out from the free cards along deal 46's probe."""
    made = out_of_reach.lasting_count

    def aces_unread(state, portents, sets, met):
        return made(state, portents, [None if of == out_of_reach.ACES_SET else of for of in sets], met)

    monkeypatch.setattr(out_of_reach, "lasting_count", aces_unread)
    with pytest.raises(AssertionError, match="the lasting Portents' count handed on"):
        probe_checked(46, REISER, 8_000)
