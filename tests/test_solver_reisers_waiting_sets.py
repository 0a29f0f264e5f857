"""Reiser's count with the first harvest of three waiting (``coming_back.py``, "the first
harvest does without the Arcana that wait"; asked by ``out_of_reach.oldest_court_that_stays``):
a set holding an Arcana that waits in Fate for a harvest (``removal_counts.waiting_for_a_harvest``)
is never the first harvest of three. By hand, with the seed's sentences it leans on, and by
the rules: from positions of random Reiser games where only this step names a Queen, no
line through ``legal_actions`` and ``apply`` takes her out of the Portents, and a step
claiming more (the sets never harvesting at all) is caught by the same search."""
from __future__ import annotations

import random

import pytest

from tarot_table.games import GAMES
from tarot_table.games.queens_of_fate import out_of_reach
from tarot_table.games.queens_of_fate.cards import KIND_OF
from tarot_table.games.queens_of_fate.out_of_reach import oldest_court_that_stays, queen_out_of_reach
from tarot_table.games.queens_of_fate.removal_counts import waiting_for_a_harvest
from tarot_table.solver import Budget
from tarot_table.solver.keys import position_key
from tarot_table.solver.search import Solver
from tests.helpers.queens import C, P, S, W, m, table
from tests.helpers.solver import TooBig, some_line_reaches

QUEENS = GAMES["queens-of-fate"]
REISER = {"rules": "reiser"}
BRINGS_BACK = {"ace-harvest", "secure", "keep-fate"}


def twos_waiting(destiny, deeper=()):
    """After deal 73's Ace of Wands is spent: the Queen of Pentacles the oldest card of the
    Portents, the Two of Swords beside her, the Queen of Cups fifth (or above ``deeper``);
    the Ace of Pentacles in the Sources, the Queen of Swords and the Two of Cups in play,
    ``destiny`` the only cards to draw; every other card above her or among the Signs."""
    below = [m(P, "queen"), m(S, "two"), m(C, "ten"), m(C, "nine")] + list(deeper)
    zones = dict(sources=[m(P, "ace")], queen_swords=[m(S, "queen")], arcana_cups=[m(C, "two")])
    named = set(below) | {m(C, "queen")} | set(destiny) | {c for cards in zones.values() for c in cards}
    state = table(REISER, destiny=destiny, portents=below + [m(C, "queen")], **zones)
    for placed in list(state.zones["destiny"][:-len(destiny)]):
        if placed.card not in named:
            state.move(placed.card, "signs" if KIND_OF[placed.card] == "opposition" else "portents",
                       face_up=KIND_OF[placed.card] == "opposition")
    return state


def she_leaves(state, queen: str, limit: int) -> bool:
    """Whether some line through the rules takes ``queen`` out of the Portents."""
    return some_line_reaches(QUEENS, state.clone(), lambda position: queen not in
                             {p.card for p in position.zones["portents"]}, limit)


def test_rule_the_first_harvest_does_without_the_arcana_that_wait_by_hand():
    """The seed: an Arcana drawn meets Fate, and "If the cards are 'in harmony' ... you must
    immediately move the Challenge card to the Fate area. The harmonious card that is
    already in Fate may either be discarded ... or 'secured'"; a harvest comes when "You
    have four Arcana cards with the same numerical value in play at the same time". The
    Ace of Pentacles' harvest of four takes the four cards below the Queen of Cups (the
    Queen of Pentacles and the Two of Swords into play); one harvest of three more takes
    her out, and the only set the free cards may make whole is the four Twos, whose Two of
    Wands is Destiny's last card: drawn last, it stays in Fate, as no Arcana comes after it
    to keep it, so the Twos never stand in play together and she stays. With the Five of
    Pentacles drawn after it (in harmony with it) the Two of Wands is kept, the Twos
    harvest and she leaves."""
    queen = m(C, "queen")
    last = twos_waiting([m(P, "two"), m(W, "queen"), m(W, "two")])
    assert queen_out_of_reach(last) and last.zones["portents"][oldest_court_that_stays(last)].card == queen
    assert not she_leaves(last, queen, 20_000)
    later = twos_waiting([m(P, "two"), m(W, "queen"), m(W, "two"), m(P, "five")])
    assert not queen_out_of_reach(later)
    assert she_leaves(later, queen, 20_000)
    # Without the step the count lets her through where the Two of Wands is last.
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(out_of_reach, "sets_waiting_for_a_harvest", lambda state, free, last, read=None: frozenset())
        assert not queen_out_of_reach(last)


def without_the_step(state, free, last, read=None) -> frozenset:
    return frozenset()


def never_harvesting(real):
    """The step claiming too much: the sets it bars never harvest at all (taken as met)."""
    def count(portents, free, met, enough, held_back=0, not_first=frozenset()):
        return real(portents, free, met | not_first, enough, held_back)
    return count


POOL = [m(P, "two"), m(W, "queen"), m(W, "two"), m(P, "five"), m(W, "king"), m(C, "seven"), m(W, "nine"),
        m(S, "five"), m(P, "three")]
KINGS = [m(C, "king"), m(S, "king"), m(P, "king")]
DEEPER = [m(P, "six"), m(P, "seven"), m(P, "eight")]


def variations(count: int):
    """``twos_waiting`` dealt again ``count`` times: three to six cards of ``POOL`` in some
    order as Destiny, some of the Kings of Cups, Swords and Pentacles in play (with the King
    of Wands in Destiny, the four Kings may harvest first) and, in half of them, three
    Pentacles Arcana more below her (two harvests of three to take her out)."""
    chance = random.Random(34)
    for _ in range(count):
        destiny = chance.sample(POOL, chance.randint(3, 6))
        state = twos_waiting(destiny, DEEPER if chance.random() < 0.5 else ())
        for king in KINGS:
            if chance.random() < 0.7:
                state.move(king, "court_" + king.split(".")[1], face_up=True)
        yield state


def decided(states, step=None):
    """Of ``states``: those where the bound names a Queen with ``step`` in place of the
    step (None: as it is) and names none without it, each with the Queen named."""
    for state in states:
        with pytest.MonkeyPatch.context() as patch:
            if step is not None:
                patch.setattr(out_of_reach, "most_that_come_back", step(out_of_reach.most_that_come_back))
            named = queen_out_of_reach(state)
            place = oldest_court_that_stays(state) if named else None
        if not named:
            continue
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(out_of_reach, "sets_waiting_for_a_harvest", without_the_step)
            if queen_out_of_reach(state):
                continue
        yield state, state.zones["portents"][place].card


def test_rule_the_first_harvest_does_without_the_arcana_that_wait_by_every_line():
    """The position of the test by hand dealt again 2,000 ways: wherever the step alone names
    the Queen of Cups, no line through the rules takes her out of the Portents; a step
    that lets the sets it bars never harvest (not only not first) names her where a line
    does (the four Kings harvest first, then the Twos)."""
    states = list(variations(2_000))
    searched = left = 0
    for state, queen in decided(states):
        left += she_leaves(state, queen, 50_000)
        searched += 1
    wrong = [(state, queen) for state, queen in decided(states, never_harvesting) if not queen_out_of_reach(state)]
    caught = sum(she_leaves(state, queen, 50_000) for state, queen in wrong)
    assert searched >= 20 and left == 0, (searched, left)
    assert caught >= 3, (len(wrong), caught)


def without_the_step(state, free, last, read=None) -> frozenset:
    return frozenset()


ARCANA_ZONES = tuple(f"arcana_{suit}" for suit in (W, C, S, P)) + ("battle",)


def late_positions(games: range, most: int = 7):
    """Positions of random Reiser games (favouring the moves that bring cards back) with
    ``most`` cards or fewer left in Destiny and a card in the Portents."""
    for seed in games:
        chance, state = random.Random(seed), QUEENS.new(seed, REISER)
        while QUEENS.outcome(state) is None:
            if len(state.zones["destiny"]) <= most and state.zones["portents"]:
                yield state.clone()
            moves = QUEENS.legal_actions(state)
            favoured = [a for a in moves if a.kind in BRINGS_BACK]
            QUEENS.apply(state, chance.choice(favoured if favoured and chance.random() < 0.8 else moves))


def kept_before_a_harvest(start, watched: frozenset, limit: int) -> bool:
    """Whether some line through ``legal_actions`` and ``apply`` from ``start`` brings a
    card of ``watched`` into a domain before the first harvest of three and while the
    Portents' newest card now still lies there; each position searched once."""
    key, seen, count = position_key(QUEENS, start), set(), 0
    harvests, newest = start.data["harvests"], start.zones["portents"][-1].card

    def search(state) -> bool:
        nonlocal count
        count += 1
        if count > limit:
            raise TooBig("too big to try every line")
        if any(p.card in watched for zone in ARCANA_ZONES for p in state.zones[zone]):
            return True
        if state.data["harvests"] > harvests or QUEENS.outcome(state) is not None or key(state) in seen \
                or newest not in {p.card for p in state.zones["portents"]}:
            return False
        seen.add(key(state))
        for action in QUEENS.legal_actions(state):
            after = state.clone()
            QUEENS.apply(after, action)
            if search(after):
                return True
        return False

    return search(start.clone())


def one_off(state) -> frozenset:
    """A claim one card off: the Arcana of Destiny drawn just before the last one."""
    arcana = [p.card for p in reversed(state.zones["destiny"]) if KIND_OF[p.card] == "arcana"]
    return frozenset(arcana[-2:-1])


def test_rule_the_arcana_that_wait_are_never_kept_before_a_harvest():
    """The step's ground under Reiser's rules, by every line: from every sixth position of
    60 random Reiser games with seven cards or fewer in Destiny, no line through the rules
    brings an Arcana ``waiting_for_a_harvest`` names (asked for the whole Portents) into
    its domain before the first harvest of three, while the Portents' newest card lies
    there (a Source's harvest of four may bring up a card discarded after it only once it
    has gone). The same search finds, from some of them, a line that keeps the Arcana
    drawn just before the last one."""
    searched = kept = one_off_searched = one_off_kept = 0
    for state in list(late_positions(range(60)))[::6]:
        waiting = waiting_for_a_harvest(state, len(state.zones["portents"]) - 1)
        try:
            if waiting:
                kept += kept_before_a_harvest(state, waiting, 20_000)
                searched += 1
            off = one_off(state) - waiting
            if off:
                one_off_kept += kept_before_a_harvest(state, off, 20_000)
                one_off_searched += 1
        except TooBig:
            continue
    assert searched >= 50 and kept == 0, (searched, kept)
    assert one_off_kept >= 5, (one_off_searched, one_off_kept)


def test_reiser_deal_73_is_proved_lost_by_the_probe_within_30000_positions():
    """Reiser deal 73: once the Ace of Wands is spent, the Queen of Cups needs one harvest of
    three, and the four Twos (the Two of Wands Destiny's last card) or the four Threes are
    all the count had for it. The probe alone (the proof led by the game's order, as
    ``solve`` runs it first) ends with no line within 30,000 positions (147,450 before the
    step, 16,762 with it, 29 November)."""
    root = QUEENS.new(73, REISER)
    budget = Budget(nodes=30_000)
    solver = Solver(QUEENS, budget, None, position_key(QUEENS, root))
    solver.undone_first, solver.bot = QUEENS.shortcuts.undone_first, QUEENS.shortcuts.proof_order(root)
    budget.begin()
    line, _ = solver.prove(root, 0, {})
    assert line is None and budget.spent < 30_000
