"""A suit's room at a draw under Reiser's rules (``queens_of_fate/domain_room.py``, the proof in
its docstring): by hand, with the seed's sentences it leans on, checked against every line
through ``legal_actions`` and ``apply``; by every line from the positions of random Reiser games
where it fires; and variants that claim too much caught by the same searches."""
from __future__ import annotations

import random

import pytest

from tarot_table.games import GAMES
from tarot_table.games.queens_of_fate import domain_room, out_of_reach
from tarot_table.games.queens_of_fate.domain_room import room_runs_out
from tarot_table.games.queens_of_fate.out_of_reach import QUEENS as QUEEN_CARDS, STUCK, never_in_play, queen_out_of_reach
from tests.helpers.queens import C, P, S, W, m, small_table, t
from tests.helpers.solver import TooBig, some_line_reaches

QUEENS = GAMES["queens-of-fate"]
REISER = {"rules": "reiser"}
QUEEN = m(C, "queen")
BELOW = [m(C, rank) for rank in ("two", "three", "four", "five", "six")]
PAGES = dict(court_wands=[m(W, "page")], court_cups=[m(C, "page")], court_pentacles=[m(P, "page")])


def judged(state):
    """``state`` with the conditions it meets recorded, as play would have left them (a set
    whole in play has harvested already)."""
    state.data["met"] = [list(condition) for condition in sorted(QUEENS.harvest_conditions(state))]
    return state


def sevens_and_nines(destiny: list[str] = (), **zones):
    """The Queen of Cups sixth in the Portents over the Two to Six of Cups; the Sevens of
    Wands, Cups and Swords in their domains, the Pages of Wands, Cups and Pentacles in play
    (the Page of Swords above her), the Nine of Swords in Fate; Destiny the Two of Swords,
    the Seven of Pentacles, the Nines of Wands, Pentacles and Cups and the Three of Swords.
    Only the four Sevens' and the four Nines' harvests of three can take cards from below
    her, and she leaves only after both. ``destiny``: cards drawn before those."""
    destiny = [*destiny, m(S, "two"), m(P, "seven"), m(W, "nine"), m(P, "nine"), m(C, "nine"), m(S, "three")]
    return judged(small_table(BELOW, destiny=destiny, options=REISER, fate=[m(S, "nine")],
                              arcana_wands=[m(W, "seven")], arcana_cups=[m(C, "seven")],
                              arcana_swords=[m(S, "seven")], **{**PAGES, **zones}))


def claims(state) -> bool:
    """Whether ``room_runs_out`` says the highest Queen of the Portents never leaves them."""
    places = [n for n, p in enumerate(state.zones["portents"]) if p.card in QUEEN_CARDS]
    if not places:
        return False
    beaten = never_in_play(state, places[-1])
    free = [p.card for zone, pile in state.zones.items() if zone not in STUCK for p in pile if p.card not in beaten]
    return room_runs_out(state, free, frozenset(map(tuple, state.data["met"])), places[-1])


def she_may_leave(state, queen: str = QUEEN, limit: int = 100_000) -> bool:
    """Whether some line through the rules takes ``queen`` out of the Portents (the moves
    tried last first: a Source's harvest of four before a year's draw, which finds the
    lines that spend the Ace at once sooner; every line is tried either way)."""
    return some_line_reaches(QUEENS, state.clone(), lambda position: queen not in
                             {p.card for p in position.zones["portents"]}, limit, order=reversed)


def test_rule_a_suits_room_at_a_draw_by_hand():
    """The seed: a domain holds one Arcana, "plus one more for its Knight and one more for its
    Page" (rules.md, "Domains"; Reiser removes the Knights), an over-full domain discards at
    once, and a Challenge in harmony "becomes your Fate and you choose what happens to the old
    Fate card: secure it to its domain, or discard it". The Two of Swords drawn next meets the
    Nine of Swords in Fate: kept, the Nine or the Seven of Swords is discarded (the Swords
    domain holds one, its Page lying above her); dropped, the Nine goes. Neither the Sevens
    nor the Nines can be whole before, and she needs both: the rule fires, and no line takes
    her out."""
    tight = sevens_and_nines()
    assert claims(tight)
    assert not she_may_leave(tight)

    # I (the Magician) before the Two of Swords: with court cards in play it is met by one of
    # them or an Arcana, never sacrificed (a sacrifice needs no court card in play), so it
    # takes no card of Destiny: the rule fires still, and no line takes her out.
    magician = sevens_and_nines(destiny=[t(1)])
    assert claims(magician)
    assert not she_may_leave(magician)

    # The Page of Swords in play: the domain holds both, the rule says nothing, and a line
    # (keep the Nine, the Sevens harvest once the Seven of Pentacles is kept, then the Nines)
    # takes her out.
    roomy = sevens_and_nines(court_swords=[m(S, "page")])
    assert not claims(roomy)
    assert she_may_leave(roomy)


def wrong_room(monkeypatch, wrong: str) -> None:
    """``room_runs_out`` with one step of its proof left out."""
    if wrong == "page-never-comes":   # the domain's room taken as 1 whatever its Page does
        monkeypatch.setattr(domain_room, "_room", lambda zones, suit, before, at, reach: 1)
    elif wrong == "every-card-safe":   # a card whose set may harvest first taken as safe
        monkeypatch.setattr(domain_room, "_left_out", lambda cards, room, before, at, reach: (
            sum(1 for c in cards if c in before) - room, [c for c in cards if c in before]))
    elif wrong == "one-more-left-out":   # the room taken one card smaller
        left_out = domain_room._left_out
        monkeypatch.setattr(domain_room, "_left_out", lambda cards, room, before, at, reach: (
            left_out(cards, room, before, at, reach)[0] + 1, left_out(cards, room, before, at, reach)[1]))
    elif wrong == "leaves-first":   # she may leave before the draw: not looked at
        count = domain_room.most_that_come_back
        monkeypatch.setattr(domain_room, "most_that_come_back", lambda portents, free, met, enough: min(
            count(portents, free, met, enough), enough - 1))


def sevens_first(destiny: list[str], below: int, **zones):
    """The Queen of Cups over the Seven of Pentacles and ``below - 1`` Cups and Wands Arcana,
    the Ace of Wands in the Sources (its harvest of four brings the Seven of Pentacles into
    play, and the four Sevens are whole); the Sevens and Nines of Wands and Cups, the Nine of
    Pentacles and the Seven of Swords in their domains, the Nine of Swords in Fate, the Pages
    of Wands, Cups and Pentacles in play; Destiny ``destiny``."""
    others = [m(C, rank) for rank in ("two", "three", "four", "five", "six", "eight", "ten")] + [
        m(W, rank) for rank in ("two", "three", "four", "five")]
    return judged(small_table([m(P, "seven")] + others[:below - 1], destiny=destiny, options=REISER,
                              sources=[m(W, "ace")], fate=[m(S, "nine")], arcana_wands=[m(W, "seven"), m(W, "nine")],
                              arcana_cups=[m(C, "seven"), m(C, "nine")], arcana_swords=[m(S, "seven")],
                              **{**PAGES, "arcana_pentacles": [m(P, "nine")], **zones}))


KINGS = dict(court_wands=[m(W, "page"), m(W, "king")], court_cups=[m(C, "page"), m(C, "king")],
             court_pentacles=[m(P, "page"), m(P, "king")])
CLAIMING_TOO_MUCH = {
    # the Page of Swords in play: the domain holds the Seven and the Nine
    "page-never-comes": lambda: sevens_and_nines(court_swords=[m(S, "page")]),
    # the room counted one card smaller: the same position
    "one-more-left-out": lambda: sevens_and_nines(court_swords=[m(S, "page")]),
    # the Sevens harvest (the Ace's four bring up their Seven of Pentacles) before the Two of
    # Swords is met, and the Nines may harvest as it is (the Nine of Swords kept): the Seven of
    # Swords may go then; the King of Swords drawn after makes the four Kings: she lies
    # thirteenth
    "every-card-safe": lambda: sevens_first([m(S, "two"), m(S, "king"), m(S, "three")], 12, **KINGS),
    # the Ace's four and the Sevens' three take the six cards below her and her before the Two
    # of Swords is drawn (the Eight of Swords first makes three Swords Arcana to hold; the Nine
    # of Pentacles comes after)
    "leaves-first": lambda: sevens_first([m(S, "eight"), m(S, "two"), m(P, "nine"), m(S, "three")], 6,
                                         arcana_pentacles=[]),
}


@pytest.mark.parametrize("wrong", sorted(CLAIMING_TOO_MUCH))
def test_the_rules_catch_a_room_that_claims_too_much(monkeypatch, wrong):
    """Each step of the proof left out: the rule without it fires at a position from which a
    line through the rules takes her out; the rule itself does not fire there."""
    state = CLAIMING_TOO_MUCH[wrong]()
    assert not claims(state) and she_may_leave(state)
    wrong_room(monkeypatch, wrong)
    assert claims(state)


def let_through(state) -> bool:
    """Whether the bound without the rule (``out_of_reach``'s count, the tolls...) lets the
    highest Queen of the Portents through."""
    asked = out_of_reach.room_runs_out
    out_of_reach.room_runs_out = lambda state, free, met, place: False
    try:
        return not queen_out_of_reach(state)
    finally:
        out_of_reach.room_runs_out = asked


def fired_near_the_end(games: int = 300, most_in_destiny: int = 9):
    """The first position of each random Reiser game (favouring the moves that keep cards)
    with ``most_in_destiny`` cards or fewer in Destiny where the rule fires and the bound
    without it lets her through."""
    for seed in range(games):
        chance, state = random.Random(seed), QUEENS.new(seed, REISER)
        while QUEENS.outcome(state) is None:
            if len(state.zones["destiny"]) <= most_in_destiny and claims(state) and let_through(state):
                yield state.clone()
                break
            moves = QUEENS.legal_actions(state)
            kept = [a for a in moves if a.kind in ("keep-fate", "secure", "ace-harvest")]
            QUEENS.apply(state, chance.choice(kept if kept and chance.random() < 0.7 else moves))


def searched_and_left(games: int = 300) -> tuple[int, int]:
    """Of the positions ``fired_near_the_end`` finds, how many were searched through (not
    too big) and from how many a line takes the highest Queen of the Portents out."""
    searched = left = 0
    for state in fired_near_the_end(games):
        portents = state.zones["portents"]
        queen = [p.card for p in portents if p.card in QUEEN_CARDS][-1]
        try:
            left += she_may_leave(state, queen, 3_000)
        except TooBig:
            continue
        searched += 1
    return searched, left


SEVENS_AND_NINES = [m(suit, rank) for rank in ("seven", "nine") for suit in (W, C, S, P)]
FILLERS = [m(S, "two"), m(S, "three"), m(W, "eight"), m(P, "eight")]


def dealt_again(chance: random.Random):
    """The by-hand position dealt again: each Seven and Nine in its domain (within its room),
    in Fate (one at most) or in Destiny, with two or three of the Two and Three of Swords and
    the Eights of Wands and Pentacles, in a random order, and the Pages of a random set of
    suits in play."""
    pages = [suit for suit in (W, C, S, P) if chance.random() < 0.5]
    room = {suit: 1 + (suit in pages) for suit in (W, C, S, P)}
    domains = {suit: [] for suit in (W, C, S, P)}
    fate, destiny = [], chance.sample(FILLERS, chance.randint(2, 3))
    for card in SEVENS_AND_NINES:
        suit = card.split(".")[1]
        where = chance.random()
        if where < 0.4 and len(domains[suit]) < room[suit]:
            domains[suit].append(card)
        elif where < 0.55 and not fate:
            fate.append(card)
        else:
            destiny.append(card)
    chance.shuffle(destiny)
    zones = {f"arcana_{suit}": cards for suit, cards in domains.items() if cards}
    zones.update({f"court_{suit}": [m(suit, "page")] for suit in pages})
    if fate:
        zones["fate"] = fate
    return judged(small_table(BELOW, destiny=destiny, options=REISER, **zones))


def claims_and_lines(deals: int = 400, limit: int = 4_000) -> tuple[int, int, int]:
    """Of ``deals`` positions ``dealt_again`` (seeds 0 up): how many the rule claims, how many
    of those were searched through (not too big), and from how many a line takes her out."""
    claimed = searched = left = 0
    for seed in range(deals):
        state = dealt_again(random.Random(seed))
        if not claims(state):
            continue
        claimed += 1
        try:
            left += she_may_leave(state, QUEEN, limit)
        except TooBig:
            continue
        searched += 1
    return claimed, searched, left


def test_rule_a_suits_room_at_a_draw_no_line_where_it_fires_dealt_again():
    """By every line: the by-hand position dealt again 400 ways (the Sevens and Nines in
    their domains, Fate or Destiny, fillers, random Pages): wherever the rule fires (28 of
    them), no line through ``legal_actions`` and ``apply`` takes her out of the Portents."""
    claimed, searched, left = claims_and_lines()
    assert left == 0
    assert claimed >= 20 and searched >= 20
