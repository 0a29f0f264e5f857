"""A harvest of four's room under Reiser's rules (``harvest_room.py``, the proof in its
docstring): the Arcana a Source's harvest of four brings up find their domains' room oldest
first, and one turned back for want of room goes on top of the Portents, so its set of four
of a number never harvests before she leaves. By hand, with the seed's sentences it leans
on, checked against every line through ``legal_actions`` and ``apply``; positions of random
games where it fires, proved lost again without it; and variants that claim too much,
caught."""
from __future__ import annotations

import random

import pytest

from tarot_table.games import GAMES
from tarot_table.games.queens_of_fate import harvest_room, out_of_reach
from tarot_table.games.queens_of_fate.out_of_reach import queen_out_of_reach
from tarot_table.solver import Budget
from tarot_table.solver.budget import OutOfBudget
from tarot_table.solver.search import solver_for
from tests.helpers.queens import C, P, S, W, m, small_table
from tests.helpers.solver import first_where_in_keeping_games, some_line_reaches

QUEENS = GAMES["queens-of-fate"]
REISER = {"rules": "reiser"}
QUEEN = m(C, "queen")
FILLERS = [m(C, "two"), m(C, "three"), m(C, "four")]   # Arcana whose sets lie above her
# The Tens of Wands, Cups and Pentacles stand; the Swords' domain is empty, its Page above her.
TENS = dict(arcana_wands=[m(W, "ten")], arcana_cups=[m(C, "ten")], arcana_pentacles=[m(P, "ten")],
            sources=[m(S, "ace")])


def two_swords_below(below: list[str], **zones):
    """The Queen of Cups in the Portents over ``below``, the Tens of ``TENS`` in play with the
    Ace of Swords in the Sources, the Nine of Wands to draw, every other card above her (no
    other Ace): she leaves only by the Ace's harvest of four and then the four Tens'
    harvest of three, which needs the Ten of Swords brought up into its domain."""
    return small_table(below, destiny=[m(W, "nine")], options=REISER, **{**TENS, **zones})


def she_may_leave(state, limit: int = 20_000) -> bool:
    """Whether some line through the rules takes the Queen of Cups out of the Portents."""
    return some_line_reaches(QUEENS, state.clone(), lambda position: QUEEN not in
                             {p.card for p in position.zones["portents"]}, limit)


def without_the_rule(monkeypatch) -> None:
    """The count as it was: no Arcana turned back."""
    monkeypatch.setattr(out_of_reach, "room_reach", lambda *args: None)


EIGHT_FIRST = [m(S, "eight"), m(S, "ten")] + FILLERS


def test_rule_harvest_room_by_hand(monkeypatch):
    """The seed: the Ace "spent for a harvest of four: the four oldest discards come back into
    play where they can (court cards to their domains, Arcana to domains with room ...)
    ... Arcana with no room return to the Portents", and "Each domain can hold one Arcana
    card (two with a Page)" under Reiser's variant (no Knights). The Eight of Swords, the
    oldest discard, takes the Swords' one place (or finds it taken, as the Ten would) and the
    Ten of Swords goes back on top: the four Tens never harvest, and no line takes her out.
    The count before let the Tens harvest after the Ace's four."""
    state = two_swords_below(EIGHT_FIRST)
    assert queen_out_of_reach(state)
    assert not she_may_leave(state)
    without_the_rule(monkeypatch)
    assert not queen_out_of_reach(state)


PAGE_BETWEEN = [m(S, "eight"), m(S, "page"), m(S, "ten"), m(C, "three"), m(C, "four")]


@pytest.mark.parametrize("name, state", [
    ("the Page of Swords in play", lambda: two_swords_below(EIGHT_FIRST, court_swords=[m(S, "page")])),
    ("the Page brought up before the Ten", lambda: two_swords_below(PAGE_BETWEEN)),
    ("the Ten the older", lambda: two_swords_below([m(S, "ten"), m(S, "eight")] + FILLERS)),
])
def test_rule_harvest_room_where_the_ten_finds_room(name, state):
    """With the Page of Swords in play, or brought up by the same harvest before the Ten, the
    domain holds two ("two with a Page"); with the Ten the older of the two it takes the one
    place. The rule turns nothing needed back, the count lets her through, and a line takes
    her out."""
    state = state()
    assert not queen_out_of_reach(state)
    assert she_may_leave(state)


def test_rule_harvest_room_a_page_newer_than_the_ten():
    """A Page brought up after the Ten by the same harvest comes too late for it: the Ten goes
    back on top, and no line takes her out."""
    state = two_swords_below([m(S, "eight"), m(S, "ten"), m(S, "page"), m(C, "three"), m(C, "four")])
    assert queen_out_of_reach(state)
    assert not she_may_leave(state)


def wrong_rule(monkeypatch, wrong: str) -> None:
    """``harvest_room.turned_back`` with one premise of its proof left out (its kept answers
    and counts put aside)."""
    for kept in ("_ANSWERS", "_TURNED", "_COUNTS"):
        monkeypatch.setattr(harvest_room, kept, {})
    if wrong == "newest-first":   # the four cards gone through newest first
        monkeypatch.setattr(harvest_room, "GONE_THROUGH", lambda start, end: range(end - 1, start - 1, -1))
    elif wrong == "no-page":   # a Page in play or brought up never adds a place
        monkeypatch.setattr(harvest_room, "PAGE_OF", {suit: "" for suit in harvest_room.PAGE_OF})
        monkeypatch.setattr(harvest_room, "PAGES", frozenset())


WRONGLY_CLAIMED = {
    "newest-first": lambda: two_swords_below([m(S, "ten"), m(S, "eight")] + FILLERS),
    "no-page": lambda: two_swords_below(PAGE_BETWEEN),
}


@pytest.mark.parametrize("wrong", sorted(WRONGLY_CLAIMED))
def test_every_line_catches_a_rule_that_claims_too_much(monkeypatch, wrong):
    """Each premise left out, the rule turns the Ten back in one of the positions above and the
    count calls her out of reach, which a line through the rules refutes."""
    state = WRONGLY_CLAIMED[wrong]()
    assert not queen_out_of_reach(state) and she_may_leave(state)
    wrong_rule(monkeypatch, wrong)
    assert queen_out_of_reach(state)


def fired_in_random_games(games: int):
    """The first position of each of ``games`` random Reiser games (keeping and securing
    cards and spending Aces nine times in ten where they may) where the rule calls a Queen
    out of reach and the count without it does not."""
    return first_where_in_keeping_games(QUEENS, REISER, lambda state: state.zones["portents"] and not state.data["trim"]
                                        and queen_out_of_reach(state) and not _without_the_rule_out_of_reach(state), games)


def _without_the_rule_out_of_reach(state) -> bool:
    reach = out_of_reach.room_reach
    out_of_reach.room_reach = lambda *args: None
    try:
        return queen_out_of_reach(state)
    finally:
        out_of_reach.room_reach = reach


def test_rule_harvest_room_positions_of_random_games_are_lost(monkeypatch):
    """Positions of random games where the rule fires (seven in 120 games, 24 to 36 cards in
    Destiny): searched by the solver through the rules with the rule left out (its other
    bounds proved and tested on their own), 1,000 positions each, none is won, and at least
    four are proved lost (the others take 15,000 to 74,000 positions, too many for a test)."""
    fired = list(fired_in_random_games(120))
    assert len(fired) >= 6
    without_the_rule(monkeypatch)
    proved = 0
    for state in fired:
        budget = Budget(nodes=1_000)
        budget.begin()
        try:
            line, _ = solver_for(QUEENS, state, budget).prove(state.clone(), 0, {})
        except OutOfBudget:
            continue
        assert line is None
        proved += 1
    assert proved >= 4


@pytest.mark.slow   # about 1.5 s: the probe alone, 26,000 positions
def test_reisers_deal_46_is_proved_lost_by_the_probe_with_harvest_room():
    """Reiser deal 46: the probe alone (the game's proof order) proves it lost within 30,000
    positions (150,986 before the rule)."""
    state = QUEENS.new(46, REISER)
    budget = Budget(nodes=30_000)
    budget.begin()
    line, _ = solver_for(QUEENS, state, budget).prove(state, 0, {})
    assert line is None and budget.spent < 30_000


def test_the_steps_gone_through_are_the_steps_that_turn_a_card_back():
    """``harvest_room._turned_back`` goes through only the steps whose four cards hold two
    Arcana of a suit; on random Portents and Pages it answers as going through every step
    does (the docstring's rule, step by step)."""
    chance = random.Random(7)
    deck = [card for card in harvest_room.KIND_OF if harvest_room.KIND_OF[card] != "opposition"]
    turned = 0
    for _ in range(3_000):
        chance.shuffle(deck)
        enough = chance.randint(1, 35)
        cards = tuple(deck[:chance.randint(0, enough + 3)])
        page_free = {suit: chance.random() < 0.3 for suit in harvest_room.SUITS}
        every_step = tuple(_turned_back_at(cards, page_free, g) for g in range(enough))
        assert harvest_room._turned_back(cards, page_free, enough) == every_step
        turned += any(every_step)
    assert turned >= 1_000


def _turned_back_at(cards, page_free, g) -> frozenset:
    """The docstring's rule for the Source step from ``g``: its four cards oldest first, each
    Arcana into its empty domain while the room lasts."""
    held, sets = {}, set()
    for at in range(g, min(g + 4, len(cards))):
        card = cards[at]
        if harvest_room.KIND_OF[card] != "arcana":
            continue
        suit = harvest_room.SUIT_OF[card]
        page = harvest_room.PAGE_OF[suit]
        room = 2 if page_free[suit] or page in cards[:at] else 1
        if held.get(suit, 0) < room:
            held[suit] = held.get(suit, 0) + 1
        else:
            sets.add(harvest_room.NUMBER_SET_OF[card])
    return frozenset(sets)
