"""Fate's walk for the count under Reiser's rules (``reisers_toll.never_kept``, the proof in
``reisers_toll.py``'s docstring, "Fate's walk for the count"): the Arcana of Destiny, and the
Arcana waiting now, that are never in their domain while a card lies in the Portents are left
out of the count's free cards. By hand, with the seed's sentences it leans on, checked against
every line through ``legal_actions`` and ``apply``; by the rules, in random games, where an
Arcana it names never enters its domain while the card it was named for lies in the Portents,
and walks that claim too much are caught by the same check; and Reiser's deal 85, whose probe
it shortens by two thirds."""
from __future__ import annotations

import random

import pytest

from tarot_table.games import GAMES
from tarot_table.games.queens_of_fate import reisers_toll
from tarot_table.games.queens_of_fate.cards import KIND_OF
from tarot_table.games.queens_of_fate.out_of_reach import oldest_court_that_stays, queen_out_of_reach
from tarot_table.games.queens_of_fate.reisers_toll import never_kept
from tarot_table.games.queens_of_fate.removal_counts import beaten_in_fate
from tarot_table.solver import Budget
from tarot_table.solver.search import solver_for
from tests.helpers.queens import C, P, S, W, m, small_table
from tests.helpers.solver import TooBig, some_line_reaches

QUEENS = GAMES["queens-of-fate"]
REISER = {"rules": "reiser"}
QUEEN = m(C, "queen")
FOURS = dict(arcana_wands=[m(W, "four")], arcana_cups=[m(C, "four")], arcana_swords=[m(S, "four")])


def fours_waiting(fate: str, destiny: list[str], **zones):
    """The Queen of Cups third in the Portents over the Two and Three of Cups, the other
    Queens in play, the Fours of Wands, Cups and Swords in their domains and ``fate`` in
    Fate; Destiny ``destiny``; every other card above her (no Ace, King or Page free): only
    the four Fours' harvest of three, once the Four of Pentacles is secured, can take her
    out of the Portents."""
    return small_table([m(C, "two"), m(C, "three")], destiny=destiny, options=REISER, fate=[fate],
                       **{**FOURS, **zones})


def she_may_leave(state, limit: int = 5_000) -> bool:
    """Whether some line through the rules takes the Queen of Cups out of the Portents."""
    return some_line_reaches(QUEENS, state.clone(), lambda position: QUEEN not in
                             {p.card for p in position.zones["portents"]}, limit)


def test_rule_fates_walk_by_hand():
    """The seed's conflict: "A Challenge is considered 'in conflict' with Fate if the two
    cards have opposing suites ... discs oppose swords", the lower going to the discards
    (house decision 6), and "if you have a King in play with the same suite as the
    Challenge card, that card is automatically considered 'in harmony'". The Eight of Swords
    in Fate, the Four of Pentacles drawn next, the Two of Wands after it: the Four loses its
    conflict with the Eight and goes to the Portents, above her, so the four Fours never
    stand together, and no line takes her out. The count before the walk counted the Four
    free (no Arcana after it beats it: the Two of Wands is in harmony with it)."""
    eight = fours_waiting(m(S, "eight"), [m(P, "four"), m(W, "two")])
    assert never_kept(eight, 2) >= {m(P, "four")}
    assert queen_out_of_reach(eight)
    assert not she_may_leave(eight)

    # The Three of Swords in Fate: the Four wins its conflict, the Two of Wands meets it in
    # harmony and it may be kept: the Fours harvest and take her beneath Destiny.
    three = fours_waiting(m(S, "three"), [m(P, "four"), m(W, "two")])
    assert m(P, "four") not in never_kept(three, 2)
    assert not queen_out_of_reach(three) and she_may_leave(three)
    # The King of Pentacles in play keeps the peace: the Four becomes Fate's card, and is kept.
    king = fours_waiting(m(S, "eight"), [m(P, "four"), m(W, "two")], court_pentacles=[m(P, "king")])
    assert m(P, "four") not in never_kept(king, 2)
    assert not queen_out_of_reach(king) and she_may_leave(king)
    # Drawn last, the Four stays in Fate with no Arcana after it to keep it (and no harvest to
    # bring one beneath Destiny): the walk leaves it to "the last Arcana waits for a harvest",
    # which names it, and no line takes her out either.
    last = fours_waiting(m(S, "three"), [m(W, "two"), m(P, "four")])
    assert m(P, "four") not in never_kept(last, 2)
    assert queen_out_of_reach(last) and not she_may_leave(last)


def sacrifice_or_not(walk, **zones) -> tuple[bool, bool]:
    """XI battled now with no court card and no Source in play (the other Queens above her):
    the Fours of Wands, Cups and Pentacles in their domains, the Four of Swords in Fate, then
    the Five of Pentacles, I to X and the Two of Wands to draw. Whether ``walk`` names the
    Four of Swords, and whether the count then says she stays (the other Queens, above
    her, stay too: only her own count is asked)."""
    destiny = [m(P, "five")] + [f"major_arcana.{n:02d}" for n in range(1, 11)] + [m(W, "two")]
    state = small_table([m(C, "two"), m(C, "three")], destiny=destiny, options=REISER, phase="battle",
                        other_queens_in_play=False, challenge=["major_arcana.11"], fate=[m(S, "four")],
                        arcana_wands=[m(W, "four")], arcana_cups=[m(C, "four")], arcana_pentacles=[m(P, "four")],
                        **zones)
    return m(S, "four") in walk(state, 2), oldest_court_that_stays(state, 2) == 2, state


def test_rule_fates_walk_a_sacrifice_leaves_fate_as_it_was(monkeypatch):
    """The seed on a trump not overcome: "If there are no Court cards, it will bleed off an
    amount of cards from the Destiny deck equal to its strength". Drawn, the Five of
    Pentacles beats the Four of Swords in Fate; but XI, battled now with nothing to pay it
    but the three Fours, may be endured by a sacrifice of eleven cards that takes the Five
    and I to X, and the Four stays in Fate until the Two of Wands meets it in harmony: kept,
    it completes the four Fours, whose harvest takes her beneath Destiny. The walk names no
    card here, and a line takes her out; a walk that forgets the sacrifice names the Four,
    and the count then calls her out of reach, which that line refutes."""
    named, claimed, state = sacrifice_or_not(never_kept)
    assert not named and not claimed
    assert she_may_leave(state)
    walk = wrong_walk(monkeypatch, "no-sacrifice")
    named, claimed, _ = sacrifice_or_not(walk)
    assert named and claimed
    monkeypatch.undo()
    # The same with a court card in play (the King of Cups): XI, the first trump met, is
    # endured by losing him or overcome, never sacrificed ("If there are no Court cards"),
    # so the Five of Pentacles is drawn and beats the Four: the walk names the Four, and no
    # line takes her out. A walk counting one court card more than are in play names the
    # Four where none is, and a line refutes it (above).
    named, claimed, courted = sacrifice_or_not(never_kept, court_cups=[m(C, "king")])
    assert named and claimed
    assert not she_may_leave(courted, 20_000)
    walk = wrong_walk(monkeypatch, "one-court-more")
    named, claimed, _ = sacrifice_or_not(walk)
    assert named and claimed


def named_and_entered(walk, games: int = 24) -> tuple[int, int, int]:
    """In ``games`` random Reiser games that keep the old Fate whenever they may, each
    Arcana ``walk`` names for a card of the Portents (chosen at random each move), watched
    while that card lies there: (how many were named, how many Arcana were seen in their
    domains, how many named ones entered their domain while the card lay there)."""
    named = entered = broken = 0
    for seed in range(games):
        chance, state = random.Random(seed), QUEENS.new(seed, REISER)
        watched: dict[str, str] = {}   # an Arcana named -> the card of the Portents it was named for
        while QUEENS.outcome(state) is None:
            portents = state.zones["portents"]
            if portents and not state.data["trim"]:
                above = chance.randrange(len(portents))
                for card in walk(state, above):
                    watched.setdefault(card, portents[above].card)
                    named += 1
            moves = QUEENS.legal_actions(state)
            kept = [a for a in moves if a.kind in ("keep-fate", "secure", "ace-harvest")]
            QUEENS.apply(state, chance.choice(kept if kept and chance.random() < 0.9 else moves))
            in_portents = {p.card for p in state.zones["portents"]}
            for suit in (W, C, S, P):
                for p in state.zones[f"arcana_{suit}"]:
                    entered += 1
                    holder = watched.get(p.card)
                    broken += holder is not None and holder in in_portents
            watched = {card: holder for card, holder in watched.items() if holder in in_portents}
    return named, entered, broken


def test_rule_fates_walk_never_kept_in_random_games():
    """By the rules: an Arcana the walk names never enters its domain while the card it was
    named for lies in the Portents; named Arcana are met again and again, and Arcana do enter
    their domains, so the check can fail."""
    named, entered, broken = named_and_entered(never_kept)
    assert broken == 0
    assert named >= 300 and entered >= 300


def wrong_walk(monkeypatch, wrong: str):
    """``never_kept`` with one step of its proof left out (and a table of answers of its own)."""
    monkeypatch.setattr(reisers_toll, "_NEVER_KEPT", {})
    if wrong == "no-peace":   # a King in play never keeps the peace
        monkeypatch.setattr(reisers_toll, "kings_in_play_from", lambda state, destiny, place: {
            suit: len(destiny) + 1 for suit in (W, C, S, P)})
    elif wrong == "no-sacrifice":   # a card that may be sacrificed is always drawn
        fate_after = reisers_toll._fate_after
        monkeypatch.setattr(reisers_toll, "_fate_after", lambda card, in_fate, peace, sacrificed:
                            fate_after(card, in_fate, peace, False))
    elif wrong == "one-court-more":   # a court card more in play than there are: a trump fewer sacrificed
        reach = reisers_toll.SacrificeReach
        monkeypatch.setattr(reisers_toll, "SacrificeReach", lambda battled, courts, *rest: reach(battled, courts + 1, *rest))
    elif wrong == "fate-at-the-end":   # the card left in Fate at Destiny's end is never kept
        walk = reisers_toll.arcana_never_kept

        def forgetting(destiny, waiting, kings_from, battled, courts):
            last = [card for card in destiny if KIND_OF[card] == "arcana"][-1:]
            return walk(destiny, waiting, kings_from, battled, courts) | frozenset(last)
        monkeypatch.setattr(reisers_toll, "arcana_never_kept", forgetting)
    return reisers_toll.never_kept


@pytest.mark.parametrize("wrong", ["no-peace", "no-sacrifice", "fate-at-the-end"])
def test_the_rules_catch_a_walk_that_claims_too_much(monkeypatch, wrong):
    """The same check catches a walk that forgets a King's peace, and one that forgets the
    card left in Fate once Destiny's present cards are gone (a card harvested beneath
    Destiny may keep it)."""
    walk = wrong_walk(monkeypatch, wrong)
    _, _, broken = named_and_entered(walk)
    assert broken > 0


@pytest.mark.slow   # about 3 s: the probe alone, 28,000 positions
def test_reisers_deal_85_is_proved_lost_by_the_probe_with_fates_walk():
    """Reiser deal 85: the probe alone (the game's proof order) proves it lost within 30,000
    positions (87,301 before the walk)."""
    state = QUEENS.new(85, REISER)
    budget = Budget(nodes=30_000)
    budget.begin()
    line, _ = solver_for(QUEENS, state, budget).prove(state, 0, {})
    assert line is None and budget.spent < 30_000


def named_near_the_end(walk, games: int = 200, most_in_destiny: int = 7):
    """Positions of random Reiser games with ``most_in_destiny`` cards or fewer in Destiny where
    ``walk``, asked for the Portents' newest card, names an Arcana that "an Arcana the next
    draws beat" does not (the first such position of each game): each with that card and the
    Arcana named."""
    for seed in range(games):
        chance, state = random.Random(seed), QUEENS.new(seed, REISER)
        while QUEENS.outcome(state) is None:
            portents = state.zones["portents"]
            if portents and len(state.zones["destiny"]) <= most_in_destiny and not state.data["trim"]:
                top = len(portents) - 1
                named = walk(state, top) - beaten_in_fate(state, top)
                if named:
                    yield state.clone(), portents[top].card, named
                    break
            QUEENS.apply(state, chance.choice(QUEENS.legal_actions(state)))


def some_line_keeps(state, holder: str, named: frozenset, limit: int = 2_000) -> bool:
    """Whether some line through the rules brings a ``named`` Arcana into its domain while
    ``holder`` lies in the Portents."""
    def kept(position) -> bool:
        if holder not in {p.card for p in position.zones["portents"]}:
            return False
        return any(p.card in named for suit in (W, C, S, P) for p in position.zones[f"arcana_{suit}"])
    return some_line_reaches(QUEENS, state.clone(), kept, limit)


def searched_and_kept(walk) -> tuple[int, int]:
    """Of the positions ``named_near_the_end`` finds, how many were searched through (not too
    big) and from how many a line keeps a card named."""
    searched = kept = 0
    for state, holder, named in named_near_the_end(walk):
        try:
            kept += some_line_keeps(state, holder, named)
        except TooBig:
            continue
        searched += 1
    return searched, kept


def test_rule_fates_walk_no_line_keeps_what_it_names_near_the_end():
    """By every line: from positions of random games near Destiny's end where the walk names
    an Arcana (for the Portents' newest card) that the older rule does not, no line through
    ``legal_actions`` and ``apply`` brings one of them into its domain while that card lies in
    the Portents."""
    searched, kept = searched_and_kept(never_kept)
    assert kept == 0
    assert searched >= 30


@pytest.mark.parametrize("wrong", ["no-peace", "no-sacrifice"])
def test_every_line_catches_a_walk_that_claims_too_much(monkeypatch, wrong):
    """The same search finds a line that keeps a card named by a walk that forgets a King's
    peace, or a sacrifice."""
    _, kept = searched_and_kept(wrong_walk(monkeypatch, wrong))
    assert kept > 0


def test_the_walks_answers_kept_are_the_walks_afresh():
    """``never_kept`` keeps its answers by what the walk reads (Destiny, the Arcana waiting now,
    where each King may come into play, the trump battled now, the court cards in play): on
    positions of random Reiser
    games, each asked twice for a random card of the Portents, the answer kept is the walk's
    made afresh."""
    asked = 0
    for seed in range(12):
        chance, state = random.Random(seed), QUEENS.new(seed, REISER)
        while QUEENS.outcome(state) is None:
            portents = state.zones["portents"]
            if portents:
                above = chance.randrange(len(portents))
                destiny = tuple(p.card for p in reversed(state.zones["destiny"]))
                battled = state.zones["challenge"][-1].card if state.data["phase"] == "battle" else None
                afresh = reisers_toll.arcana_never_kept(
                    destiny, reisers_toll.arcana_waiting(state),
                    reisers_toll.kings_in_play_from(state, destiny, above),
                    0 if battled is None else int(battled.split(".")[1]),
                    sum(len(state.zones[zone]) for zone in reisers_toll.COURT_PILES))
                assert never_kept(state, above) == afresh == never_kept(state, above)
                asked += 1
            QUEENS.apply(state, chance.choice(QUEENS.legal_actions(state)))
    assert asked >= 300
