"""The trumps' toll under Reiser's rules (``queens_of_fate/reisers_toll.py``): by hand, with
the seed's sentences it leans on, and by the rules: from the positions of random Reiser
games where it fires (and, slow, of deals 90 and 87 where their proofs meet it), every line
through ``legal_actions`` and ``apply`` up to the draw of the last free Ace of Destiny
breaks what it says must break, and tolls that claim too much are caught by the same
search; and its answers, kept by the cards up to her place, are the same whatever lies
above her."""
from __future__ import annotations

import pytest

from tarot_table.games import GAMES
from tarot_table.games.queens_of_fate import reisers_toll
from tarot_table.games.queens_of_fate.cards import KIND_OF
from tarot_table.games.queens_of_fate.coming_back import (FOUR_ACES, aces_in, most_from_openings, most_from_read,
                                                           most_that_come_back, set_openings)
from tarot_table.games.queens_of_fate.out_of_reach import STUCK, queen_out_of_reach
from tarot_table.games.queens_of_fate.reisers_toll import NAMED_SETS, unpaid_toll
from tarot_table.solver import Budget
from tarot_table.solver.budget import OutOfBudget
from tarot_table.solver.keys import position_key
from tarot_table.solver.search import Solver
from tests.helpers.queens import C, P, S, W, m, t, table
from tests.helpers.solver import (TooBig, highest_queen_and_free_cards, some_line_reaches,
                                  where_claimed_in_random_games)

QUEENS = GAMES["queens-of-fate"]
REISER = {"rules": "reiser"}
QUEEN = m(C, "queen")
ACES = [m(suit, "ace") for suit in (W, C, S, P)]
NUMBERS = ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
SET_CARDS = dict(NAMED_SETS)


def above_her(*below_or_in_play):
    """Every King and Page, the Aces of Wands and Cups and the Cups' Arcana, less the cards
    given: laid above her, no set Reiser's rules name is whole."""
    courts = [m(suit, rank) for suit in (W, C, S, P) for rank in ("king", "page")]
    cups = [m(C, number) for number in NUMBERS]
    return [c for c in courts + ACES[:2] + cups if c not in below_or_in_play]


# Seven Swords Arcana worth 2-8 below her: the Ace of Swords' harvest of four and the Ace of
# Pentacles' reach her at place 7 together, one of them alone does not.
BELOW = [m(S, number) for number in NUMBERS[:7]]


def arranged(destiny, below=BELOW, battled=15, **zones):
    """Her at place 7 over ``BELOW``, the Ace of Swords in the Sources, XV (or the trump
    ``battled``; None: a year to pass) battled now, Destiny only ``destiny``: the other
    trumps in the Signs, the rest out of play."""
    in_play = [card for cards in zones.values() for card in cards]
    now = dict(phase="battle", challenge=[t(battled)]) if battled is not None else dict(phase="draw")
    state = table(REISER, destiny=destiny, **now, sources=[ACES[2]],
                  portents=below + [QUEEN] + above_her(*below, *in_play, *destiny), **zones)
    for placed in state.zones["destiny"][:-len(destiny)]:
        state.move(placed.card, "signs" if KIND_OF[placed.card] == "opposition" else "removed", face_up=True)
    return state


def claim(state):
    """What the toll finds for the highest Queen of the Portents of ``state`` (with that
    Queen), or None; the free cards as ``out_of_reach`` reads them."""
    highest = highest_queen_and_free_cards(state)
    if highest is None:
        return None
    place, free = highest
    found = unpaid_toll(state, free, frozenset(map(tuple, state.data["met"])), place)
    return None if found is None else (state.zones["portents"][place].card, found)


def test_rule_reisers_toll_by_hand():
    """The seed: under Reiser's rules "Aces have only two purposes; either to defeat a
    Major Arcana or they can be discarded to harvest 4 cards from the bottom of the
    discard pile", and a trump not overcome "will kill off a Court card. If there are no
    Court cards, it will bleed off an amount of cards from the Destiny deck equal to its
    strength". She lies eighth in the Portents over seven Swords Arcana; the Ace of Swords
    is in the Sources and the Ace of Pentacles is the second card of Destiny: both harvests
    of four reach her, one alone does not. XV is battled now with nothing in play: its
    sacrifice would take the Ace of Pentacles, the Ace of Swords' harvest brings up Arcana
    worth 2+3+4+5 at most, so only an Ace pays for it, and she stays."""
    bare = arranged([m(P, "two"), ACES[3], m(P, "three")])
    assert claim(bare) is not None and claim(bare)[1].ace == ACES[3]
    assert queen_out_of_reach(bare)
    portents, met = bare.zones["portents"], frozenset()
    free = [p.card for zone, pile in bare.zones.items() if zone not in STUCK for p in pile]
    assert most_that_come_back(portents, free, met, 8) == 8
    assert most_that_come_back(portents, free, met, 8, held_back=1) == 4
    # Held back, an Ace still counts in the four Aces' set (not a count with it gone).
    assert most_that_come_back(portents, free, met | {FOUR_ACES}, 8, held_back=1) == 4

    # A Page in play pays for XV: she may leave (lose the Page, draw, spend both Aces).
    page = arranged([m(P, "two"), ACES[3], m(P, "three")], court_wands=[m(W, "page")])
    assert claim(page) is None and not queen_out_of_reach(page)
    assert she_may_leave(page, 2_000)
    # The Ace of Pentacles beyond XV's sacrifice of fifteen: the sacrifice pays.
    far = arranged([m(P, number) for number in NUMBERS] + [m(W, number) for number in NUMBERS[:6]] + [ACES[3]])
    assert claim(far) is None
    # Arcana worth fifteen in play pay too (the Ten and the Six of Wands: 16, with 2 to 5).
    arcana = arranged([m(P, "two"), ACES[3], m(P, "three")], arcana_wands=[m(W, "ten")], arcana_pentacles=[m(P, "six")])
    assert claim(arcana) is None
    # With her fourth one Ace reaches her: no toll is asked.
    assert claim(arranged([m(P, "two"), ACES[3], m(P, "three")], below=BELOW[:3])) is None
    # By the rules: no line from the bare position takes her out of the Portents.
    assert not she_may_leave(bare, 2_000)


def test_rule_fates_card_pays_for_none_by_hand():
    """The seed: overcoming, "you must discard any amount of Arcana cards from any
    domain(s) whose total numerical values equal or exceed the Strength of the
    Opposition", and in harmony "you must immediately move the Challenge card to the Fate
    area. The harmonious card that is already in Fate may either be discarded ... or
    'secured' (moved face-up to a domain matching its suite)". With the Two of
    Wands in its domain and the Six of Pentacles in Fate, XX battled now may be paid by
    Arcana worth 2, and 14 more at most from the Ace of Swords' harvest of four: 16, short
    of 20 without the Six, and Fate's card pays for nothing before the next Arcana is drawn
    (none is, before XX falls). So only an Ace pays for XX, and she stays, by the rules too.
    With the Six in its domain the toll counts 22 and asks no more."""
    destiny = [m(P, "two"), ACES[3], m(P, "three")]
    fated = arranged(destiny, battled=20, arcana_wands=[m(W, "two")], fate=[m(P, "six")])
    assert claim(fated) is not None and queen_out_of_reach(fated)
    assert not she_may_leave(fated, 2_000)
    kept = arranged(destiny, battled=20, arcana_wands=[m(W, "two")], arcana_pentacles=[m(P, "six")])
    assert claim(kept) is None


def test_rule_fates_card_stays_in_fate_by_hand():
    """The seed's conflict: "A Challenge is considered 'in conflict' with Fate if the two
    cards have opposing suites ... discs oppose swords" (the lower goes, house decision 6),
    and "if you have a King in play with the same suite as the Challenge card, that card is
    automatically considered 'in harmony'". The Eight of Swords in Fate, the Two of Wands in
    its domain, Destiny the Four of Pentacles, XX, the Ace of Pentacles: the Four loses its
    conflict (the King of Pentacles lies above her), so the Eight is still in Fate when XX
    is met, and XX may be paid by 2 and the Ace of Swords' 14 at most: the toll fires, and
    no line through the rules takes her out. With the Four of Cups in its place (harmony:
    the Eight may be kept) it asks no more."""
    destiny = [m(P, "four"), t(20), ACES[3], m(P, "three")]
    beaten = arranged(destiny, battled=None, fate=[m(S, "eight")], arcana_wands=[m(W, "two")])
    assert claim(beaten) is not None and queen_out_of_reach(beaten)
    assert not she_may_leave(beaten, 3_000)
    harmony = arranged([m(C, "four")] + destiny[1:], battled=None, fate=[m(S, "eight")], arcana_wands=[m(W, "two")])
    assert claim(harmony) is None


def test_rule_reisers_toll_the_aces_held_by_hand():
    """The Aces held: the seed's harvest condition 3 ("all four of the same Court card
    ... in play at the same time") and Reiser's "Aces found when harvesting are never
    returned to play". She lies ninth, over the Ace of Cups and seven Swords Arcana; the
    Ace of Swords is in the Sources and no Ace is in Destiny; the Kings of Wands, Cups and
    Swords are in play and the King of Pentacles is Destiny's third card. Spent first, the
    Ace's harvest of four finds the Ace of Cups, which leaves the game (then the Kings'
    three: 7 cards); the Kings' harvest of three first sends it beneath Destiny, to be
    drawn and spent (3 + 4 + 4). So the Ace of Swords waits in the Sources for the King of
    Pentacles, and XV, battled now, is paid before him: not by a sacrifice (an Ace is in
    the Sources), nor by a King (the Kings' set must harvest), and no Arcana is in play."""
    kings = dict(court_wands=[m(W, "king")], court_cups=[m(C, "king")], court_swords=[m(S, "king")])
    destiny = [m(P, "two"), m(P, "three"), m(P, "king")]
    below = [ACES[1]] + BELOW
    held = arranged(destiny, below=below, **kings)
    found = claim(held)
    assert found is not None and found[1].ace is None and ("four-of-a-court", "king") in found[1].needed
    assert queen_out_of_reach(held)
    assert not she_may_leave(held, 3_000)
    # A Page in play pays for XV: she may leave (lose the Page, secure the King, spend both Aces).
    page = arranged(destiny, below=below, court_pentacles=[m(P, "page")], **kings)
    assert claim(page) is None and not queen_out_of_reach(page)
    assert she_may_leave(page, 3_000)
    # Her fourth: the Ace spent first reaches her, nothing is held.
    assert claim(arranged(destiny, below=below[:3], **kings)) is None


def she_may_leave(state, limit: int) -> bool:
    """Whether some line through the rules takes the Queen of Cups out of the Portents."""
    return some_line_reaches(QUEENS, state.clone(), lambda position: QUEEN not in
                             {p.card for p in position.zones["portents"]}, limit)


def fired_in_the_proof(deal: int, nodes: int) -> list:
    """The positions of a Reiser deal's probe (the proof led by the game's order, as
    ``solve`` runs it first) where the toll fires, within ``nodes`` positions."""
    root = QUEENS.new(deal, REISER)
    solver = Solver(QUEENS, Budget(nodes=nodes), None, position_key(QUEENS, root))
    shortcuts = QUEENS.shortcuts
    solver.undone_first, solver.bot = shortcuts.undone_first, shortcuts.proof_order(root)
    fired, bound = [], solver.hopeless

    def noting(state) -> bool:
        if not bound(state):
            return False
        if claim(state) is not None:
            fired.append(state.clone())
        return True

    solver.hopeless = noting
    solver.budget.begin()
    try:
        solver.prove(root, 0, {})
    except OutOfBudget:
        pass
    return fired


def breaks(state, action, queen: str, place: int, found, live: frozenset, waiting: frozenset):
    """After ``action`` was played into ``state``: whether it broke what the toll says a
    line where she leaves keeps (a free Ace not spent for a harvest of four lies in the
    Portents, the Signs or out of play, and where the Aces are held, none may be spent
    before a card leaves the Portents; a card of a needed set that has not harvested lies
    there above her or in the Signs or out of play), the free Aces not yet spent and the
    needed sets not yet harvested, and whether the line has come unbroken to the draw of
    the last free Ace of Destiny, or where the Aces are held to a card below her (at
    ``place`` when the toll was asked) leaving the Portents, or she left."""
    if action.kind == "ace-harvest" and found.ace is not None:
        live = live - {action.card}
    where = {p.card: zone for zone, pile in state.zones.items() for p in pile}
    if any(where[ace] in STUCK for ace in live):
        return True, live, waiting, False
    waiting = waiting - {tuple(condition) for condition in state.data["met"]}
    portents = [p.card for p in state.zones["portents"]]
    if queen not in portents:
        return False, live, waiting, True
    her = portents.index(queen)
    for condition in waiting:
        for card in SET_CARDS[condition]:
            if where[card] in ("signs", "removed") or (where[card] == "portents" and portents.index(card) > her):
                return True, live, waiting, False
    return False, live, waiting, her < place if found.ace is None else where[found.ace] == "challenge"


def unbroken_line(start, queen: str, found, limit: int) -> bool:
    """Whether some line through ``legal_actions`` and ``apply`` comes to the draw of the
    last free Ace of Destiny with nothing broken (``breaks``); each position searched once
    for what is still to keep."""
    key = position_key(QUEENS, start)
    place = [p.card for p in start.zones["portents"]].index(queen)
    seen: set = set()
    count = 0

    def search(state, live, waiting) -> bool:
        nonlocal count
        count += 1
        if count > limit:
            raise TooBig("too big to try every line")
        if QUEENS.outcome(state) is not None or (key(state), live, waiting) in seen:
            return False
        seen.add((key(state), live, waiting))
        for action in QUEENS.legal_actions(state):
            after = state.clone()
            QUEENS.apply(after, action)
            broke, still, left, reached = breaks(after, action, queen, place, found, live, waiting)
            if not broke and (reached or search(after, still, left)):
                return True
        return False

    waiting = frozenset(found.needed) - {tuple(condition) for condition in start.data["met"]}
    return search(start.clone(), frozenset(found.aces), waiting)


def lines_through(starts, every: int = 1, limit: int = 20_000) -> tuple[int, int]:
    """For every ``every``-th of ``starts`` the toll fires at: how many were searched
    through and in how many some line came to the last Ace unbroken."""
    searched = unbroken = 0
    for start in starts[::every]:
        found = claim(start)
        if found is None:
            continue
        try:
            unbroken += unbroken_line(start, *found, limit)
        except TooBig:
            continue
        searched += 1
    return searched, unbroken


def test_rule_reisers_toll_no_line_pays_it_in_random_games():
    """From every seventh position of 100 random Reiser games where the toll fires (some
    700, in two games of three), no line through the rules comes to the draw of the last
    free Ace of Destiny with every free Ace kept for a harvest of four and no card of a
    needed set lost before its set harvests: each is searched through."""
    fired = where_claimed_in_random_games(QUEENS, REISER, claim, 100)
    assert len(fired) >= 300
    searched, unbroken = lines_through(fired, every=7)
    assert searched >= 60
    assert unbroken == 0, f"{unbroken} positions have a line that pays the toll"


def claiming_too_much(monkeypatch, wrong: str) -> None:
    """The toll made deliberately too strong: ``every-trump`` calls every trump it must
    see paid unpaid, whatever pays for it; ``nothing-brought`` leaves out what the
    Sources' harvests of four bring up from below her to pay with; ``two-in-fate`` counts
    the two last Arcana drawn before a trump out of it (``two_newest``), though the one
    before the last may be kept in its domain when the last is drawn;
    ``harmony-keeps-fate`` walks Fate through Destiny as if the card in Fate stayed there
    whatever is drawn, though in harmony it may be kept in its domain (Fate's walk for the
    count walks so too: its answers are kept apart, not to be read by the tests after, and
    so are the tolls' walks of Fate, ``_IDLE``)."""
    monkeypatch.setattr(reisers_toll, "_ANSWERS", {})
    monkeypatch.setattr(reisers_toll, "_NEVER_KEPT", {})
    monkeypatch.setattr(reisers_toll, "_IDLE", {})
    if wrong == "every-trump":
        real = reisers_toll._toll_unpaid

        def every_trump(destiny, last_ace, battled, courts, paying, is_needed) -> bool:
            return bool(reisers_toll._trumps_paid(destiny, last_ace, battled, courts, is_needed)) or real(
                destiny, last_ace, battled, courts, paying, is_needed)

        monkeypatch.setattr(reisers_toll, "_toll_unpaid", every_trump)
    elif wrong == "two-in-fate":
        monkeypatch.setattr(reisers_toll, "idle_arcana", two_newest)
    elif wrong == "harmony-keeps-fate":
        monkeypatch.setattr(reisers_toll, "_fate_after", lambda card, in_fate, peace, sacrificed: in_fate)
    else:
        by = reisers_toll._Paying.by
        monkeypatch.setattr(reisers_toll._Paying, "by", lambda self, at: by(self, at)[:2] + ([],) + by(self, at)[3:])


def two_newest(destiny, waiting, kings_from, battled, courts=0):
    """``reisers_toll.idle_arcana`` claiming too much: the two last Arcana before each draw
    (with the Arcana waiting now before Destiny's first) pay for none of the trumps after."""
    arcana = [waiting] if waiting is not None else []
    idle = [frozenset(arcana[-2:])]
    for card in destiny:
        if KIND_OF[card] == "arcana":
            arcana.append(card)
        idle.append(frozenset(arcana[-2:]))
    return idle


@pytest.mark.parametrize("wrong", ["every-trump", "nothing-brought", "two-in-fate", "harmony-keeps-fate"])
def test_the_search_finds_a_toll_that_claims_too_much(monkeypatch, wrong):
    """Each toll of ``claiming_too_much`` fires at positions of the same random games that
    the toll lets through, and from some of them the same search finds a line that pays
    every trump and keeps what it must."""
    claiming_too_much(monkeypatch, wrong)
    fired = where_claimed_in_random_games(QUEENS, REISER, claim, 100)
    monkeypatch.undo()
    only_wrong = [state for state in fired if claim(state) is None]
    claiming_too_much(monkeypatch, wrong)
    searched, unbroken = lines_through(only_wrong, every=max(1, len(only_wrong) // 100))
    assert searched >= 20 and unbroken >= 1


@pytest.mark.slow   # about 15 s: the first 12,000 positions of two proofs
def test_rule_reisers_toll_no_line_pays_it_where_the_proofs_meet_it():
    """From the positions of deals 90 and 87 where the toll fires (thousands, in the first
    12,000 positions of each proof), every fifteenth: no line through the rules pays it."""
    searched, unbroken = lines_through(fired_in_the_proof(90, 12_000) + fired_in_the_proof(87, 12_000), every=15)
    assert searched >= 100
    assert unbroken == 0, f"{unbroken} positions have a line that pays the toll"


def test_the_rules_find_a_held_toll_that_claims_too_much(monkeypatch):
    """Where the Aces are held, a toll calling every trump before the first harvest of
    three unpaid names the position of ``test_rule_reisers_toll_the_aces_held_by_hand``
    with a Page in play, from which a line through the rules takes her out."""
    kings = dict(court_wands=[m(W, "king")], court_cups=[m(C, "king")], court_swords=[m(S, "king")])
    page = arranged([m(P, "two"), m(P, "three"), m(P, "king")], below=[ACES[1]] + BELOW,
                    court_pentacles=[m(P, "page")], **kings)
    monkeypatch.setattr(reisers_toll, "_ANSWERS", {})
    monkeypatch.setattr(reisers_toll, "_held_toll_unpaid", lambda destiny, outside, trumps, is_needed, idle: True)
    assert claim(page) is not None and she_may_leave(page, 3_000)


def _answers_afresh(state):
    """The tolls' answers for the highest Queen of the Portents of ``state``, worked out
    afresh, with the key they are kept by."""
    place, free = highest_queen_and_free_cards(state)
    met = frozenset(map(tuple, state.data["met"]))
    reisers_toll._ANSWERS.clear()
    answers = reisers_toll._tolls(state, free, met, place)
    destiny = tuple(p.card for p in reversed(state.zones["destiny"]))
    battled = state.zones["challenge"][-1].card if state.data["phase"] == "battle" else None
    courts = sum(len(state.zones[zone]) for zone in reisers_toll.COURT_PILES)
    waiting = reisers_toll.arcana_waiting(state)
    return answers, reisers_toll.answer_key(state.zones["portents"], destiny, free, met, place, battled, courts, waiting)


def _variants(state, chance):
    """``state`` with the Portents above her highest Queen laid again in another order and
    some of them (no King: a King's place bears on which Arcana are beaten in Fate) put out
    of play, and ``state`` with two cards below her exchanged."""
    place, _ = highest_queen_and_free_cards(state)
    portents = state.zones["portents"]
    above = portents[place + 1:]
    if above:
        again = state.clone()
        kept = [p for p in above if p.card.endswith(".king") or chance.random() < 0.5]
        again.zones["portents"] = portents[:place + 1] + chance.sample(kept, len(kept))
        again.zones["removed"] = again.zones["removed"] + [p for p in above if p not in kept]
        yield again
    if place >= 2:
        swapped = state.clone()
        first, second = chance.sample(range(place), 2)
        pile = list(portents)
        pile[first], pile[second] = pile[second], pile[first]
        swapped.zones["portents"] = pile
        yield swapped


def merged_and_unlike(key_of, games: int = 40, every: int = 3) -> tuple[int, int]:
    """Over positions of random Reiser games with a Queen in the Portents (every
    ``every``-th) and their variants: how many pairs ``key_of`` (a position's tolls' key)
    keeps as one, and in how many of those the answers worked out afresh differ."""
    import random
    chance = random.Random(34)
    starts = where_claimed_in_random_games(QUEENS, REISER, highest_queen_and_free_cards, games)
    merged = unlike = 0
    for state in starts[::every]:
        answers, key = _answers_afresh(state)
        for variant in _variants(state, chance):
            other_answers, other_key = _answers_afresh(variant)
            if key_of(key) == key_of(other_key):
                merged += 1
                unlike += answers != other_answers
    return merged, unlike


def test_rule_the_tolls_read_no_card_above_her(monkeypatch):
    """The docstring's "what the tolls read of the Portents": positions alike in the cards
    up to her place get the same answers whatever lies above her, in another order or put
    out of play; so the answers are kept by those cards (``answer_key``). A key that read
    the cards below her as a set, not in their order, would keep as one positions whose
    answers differ: the same comparison finds such pairs."""
    monkeypatch.setattr(reisers_toll, "_ANSWERS", {})
    merged, unlike = merged_and_unlike(lambda key: key)
    assert merged >= 100 and unlike == 0
    merged, unlike = merged_and_unlike(lambda key: (frozenset(key[0]),) + key[1:])
    assert unlike >= 1


def needed_by_definition(openings, portents, aces, enough, aces_at, condition) -> bool:
    """The docstring's "the cards the count needs" as it reads: the set opens below her
    and the count with it never harvesting (taken out of the openings) stays below her."""
    without = {other: opens for other, opens in openings.items() if other != condition}
    return openings.get(condition, enough) < enough and most_from_openings(
        without, portents, aces, enough, aces_at) < enough


def needed_sets_against_the_definition(games: int = 40) -> tuple[int, int, int]:
    """Over positions of random Reiser games with a Queen in the Portents, each set the
    conditions name (the four Aces' too) asked of ``_NeededSets`` and by the definition:
    how many were asked, how many are needed, and how many answers differ."""
    asked = needed = unlike = 0
    for state in where_claimed_in_random_games(QUEENS, REISER, highest_queen_and_free_cards, games):
        place, free = highest_queen_and_free_cards(state)
        portents, met = state.zones["portents"], frozenset(map(tuple, state.data["met"]))
        openings = set_openings(portents, free, met)
        aces = sum(1 for card in free if KIND_OF[card] == "source")
        aces_at = aces_in(portents)
        is_needed = reisers_toll._NeededSets(openings, portents, aces, place + 1, aces_at)
        for condition in list(SET_CARDS) + [FOUR_ACES]:
            answer = is_needed(condition)
            asked += 1
            needed += answer
            unlike += answer != needed_by_definition(openings, portents, aces, place + 1, aces_at, condition)
    return asked, needed, unlike


def test_a_needed_set_is_counted_from_the_openings_read_once(monkeypatch):
    """``_NeededSets`` reads the openings once and takes each set's own out of what it read
    (``coming_back.openings_below``): on positions of random Reiser games, every set's
    answer is the definition's (the count of the openings without it); one that took out
    the lowest opening in place of the set's own is caught by the same comparison."""
    asked, needed, unlike = needed_sets_against_the_definition()
    assert asked >= 1_000 and needed >= 50 and unlike == 0, (asked, needed, unlike)

    def lowest_taken_out(self, condition, opens):
        return most_from_read(self.opens_at[1:], self.aces_open, self.portents, self.aces, self.enough, self.aces_at)

    monkeypatch.setattr(reisers_toll._NeededSets, "_without", lowest_taken_out)
    assert needed_sets_against_the_definition()[2] >= 1
