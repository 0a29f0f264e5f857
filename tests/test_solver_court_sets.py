"""The court's toll for a set (trumps_toll.py, docs/solver.md): a set of court cards whole
only from the cards before Destiny's first Ace harvests only if its court cards stand in
play together through every trump before its last card is drawn, the other court cards
and the Arcana paying; where they cannot, "Queen out of reach" counts the set as met.
Checked by hand on small tables against every line through ``legal_actions`` and
``apply``, by playing on from positions of random games, and each check catches a
variant that claims too much."""
from __future__ import annotations

import random

import pytest

from tarot_table.games.queens_of_fate import out_of_reach, trumps_toll
from tarot_table.games.queens_of_fate.cards import KIND_OF
from tarot_table.games.queens_of_fate.trumps_toll import court_sets_never_whole
from tests.helpers.queens import GAME, C, P, S, W, m, small_table, t
from tests.helpers.solver import some_line_reaches

QUEEN = m(C, "queen")
WANDS_COURT = ("king-knight-page", W)
# Five plain cards and the Page of Swords below her: one Awakening (four) or one Recover
# (the Page, the oldest court card) leaves her there; a harvest of three first and the
# Awakening take her out.
BELOW = [m(S, n) for n in ("two", "three", "four", "five", "six")] + [m(S, "page")]


def wands_table(destiny, **zones):
    """The Queen of Cups over ``BELOW`` (the other Queens above her), the King of Wands in
    play, ``destiny`` to draw with the Ace of Swords last: the only harvest the cards can
    make is the King, Knight and Page of Wands."""
    return small_table(BELOW, list(destiny) + [m(S, "ace")], other_queens_in_play=False,
                       court_wands=[m(W, "king")], **zones)


def named(state) -> bool:
    """Whether the count says the Queen of Cups never leaves the Portents."""
    return QUEEN in out_of_reach.queens_out_of_reach(state)


def she_comes_out(state, limit: int = 100_000) -> bool:
    return some_line_reaches(GAME, state, lambda s: all(p.card != QUEEN for p in s.zones["portents"]), limit)


def the_set_is_made(state, limit: int = 100_000) -> bool:
    """Whether some line makes the King, Knight and Page of Wands whole while she lies in the
    Portents."""
    def made(position) -> bool:
        return any(tuple(c) == WANDS_COURT for c in position.data["met"]) \
            and any(p.card == QUEEN for p in position.zones["portents"])
    return some_line_reaches(GAME, state, made, limit)


# XIX between the Knight and the Page: the King or the Knight pays for it, and the three
# never stand together. With Arcana worth 19 in the domains, or the Knight of Cups in play to
# pay, they do, and the harvest and the Awakening take her out.
BETWEEN = [m(W, "knight"), t(19), m(W, "page")]
PAID_BY_ARCANA = dict(arcana_cups=[m(C, "ten")], arcana_pentacles=[m(P, "nine")])


def test_rule_queen_out_of_reach_the_courts_toll_for_a_set(monkeypatch):
    """Rule "Queen out of reach", the court's toll for a set, by hand. "When choosing (or
    forced) to endure an Opposition, you must discard one of the Court cards from any one
    of your domains, if you have any", and only with none of those "the only way to
'endure' an Opposition card is to make a 'Sacrifice'": with the King of Wands in play,
    XIX before the Page takes the King or the Knight, or Arcana worth 19."""
    lone = wands_table(BETWEEN)
    assert court_sets_never_whole(lone) == {WANDS_COURT}
    assert named(lone)
    assert not the_set_is_made(lone) and not she_comes_out(lone)
    # The claim is this step's: without it the count lets her through (the harvest could
    # come before the Ace, so the court's toll for one court card asks nothing here).
    monkeypatch.setattr(out_of_reach, "court_sets_never_whole", lambda state: frozenset())
    assert not named(lone)
    monkeypatch.undo()
    # Arcana worth 19 in the domains pay for XIX: the three may stand, and a line takes her out.
    rich = wands_table(BETWEEN, **PAID_BY_ARCANA)
    assert not court_sets_never_whole(rich) and not named(rich)
    assert the_set_is_made(rich) and she_comes_out(rich)
    # So does another court card, the Knight of Cups in play.
    knight = wands_table(BETWEEN, court_cups=[m(C, "knight")])
    assert not court_sets_never_whole(knight) and not named(knight)
    assert the_set_is_made(knight) and she_comes_out(knight)


def test_rule_queen_out_of_reach_the_courts_toll_for_a_set_asks_only_the_trumps_before_its_last_card():
    """The trumps after the set's last card are not its toll: with XIX after the Page, the
    King, Knight and Page of Wands stand together as the Page comes, and the harvest is made
    at once (a harvest is due when the card that makes a condition true is secured)."""
    after = wands_table([m(W, "knight"), m(W, "page"), t(19)])
    assert not court_sets_never_whole(after) and not named(after)
    assert the_set_is_made(after) and she_comes_out(after)


def test_rule_queen_out_of_reach_the_courts_toll_for_a_set_makes_no_claim_with_an_ace_free():
    """With the Ace of Swords already in the Sources an Awakening may come before the trumps (the
    walk's Arcana are those of Destiny and play only), so the step makes no claim, though
    the Ace of Pentacles lies in Destiny after the Page as before."""
    free_ace = small_table(BELOW, BETWEEN + [m(P, "ace")], other_queens_in_play=False, court_wands=[m(W, "king")],
                           sources=[m(S, "ace")])
    assert not court_sets_never_whole(free_ace)
    free_ace.move(m(S, "ace"), "portents", face_up=False)   # the same table with no Ace free
    assert court_sets_never_whole(free_ace) == {WANDS_COURT}


def too_early(toll, met):
    """A variant that claims too much: the toll of every trump up to the first Ace, not
    only those before the set's last card."""
    there = set(toll.courts_there)
    place = {card: n for n, card in enumerate(toll.before)}
    payers = toll.courts_there + [card for card in toll.before if trumps_toll.KIND_OF[card] == "court"]
    never = set()
    for condition, cards in trumps_toll.COURT_SETS:
        if condition in {tuple(c) for c in met} or not all(c in there or c in place for c in cards):
            continue
        drawn = [place[c] for c in cards if c in place]
        if not drawn:
            continue
        trumps = toll.every_trump() if there & cards else toll.trumps_met_by(min(drawn))
        others = [first for card, first in zip(payers, toll.courts_from) if card not in cards]
        if trumps and toll.short(trumps, others):
            never.add(condition)
    return frozenset(never)


def test_the_courts_toll_for_a_set_by_hand_finds_a_variant_that_asks_every_trump(monkeypatch):
    """The check by hand above fails the variant that asks the trumps after the set's last
    card too: it names the set where a line makes it whole and takes her out."""
    monkeypatch.setattr(trumps_toll, "_sets_never_whole", too_early)
    monkeypatch.setattr(trumps_toll, "_NEVER_WHOLE", {})   # the answers kept are the true step's
    after = wands_table([m(W, "knight"), m(W, "page"), t(19)])
    assert court_sets_never_whole(after) == {WANDS_COURT}
    assert named(after) and she_comes_out(after)


def sets_named_and_made(options: dict, seeds: range) -> tuple[int, list]:
    """The play-on check: from every position of random games where the step names sets, a
    game played on at random that secures, keeps and commits whenever it may (to keep court
    cards in play), until a court card that lay in the Portents when the sets were named has
    left them. The positions named with a court card there, and the named sets made whole
    before then (none, if the step is right: a court card of the set gone lies above every
    card there, and comes back only once each court card below it has left)."""
    starts = []
    for seed in seeds:
        chance, state = random.Random(seed), GAME.new(seed, options)
        while GAME.outcome(state) is None:
            if court_sets_never_whole(state):
                starts.append(state.clone())
            GAME.apply(state, chance.choice(GAME.legal_actions(state)))
    named, made = 0, []
    for number, start in enumerate(starts):
        claim = court_sets_never_whole(start)
        lying = {p.card for p in start.zones["portents"] if KIND_OF[p.card] == "court"}
        if not lying:
            continue   # the claim is of the court cards lying in the Portents: none here
        named += 1
        chance, state = random.Random(number), start.clone()
        while GAME.outcome(state) is None and lying <= {p.card for p in state.zones["portents"]}:
            moves = GAME.legal_actions(state)
            favoured = [a for a in moves if a.kind in ("secure", "keep-fate", "commit")]
            GAME.apply(state, chance.choice(favoured if favoured and chance.random() < 0.9 else moves))
            made += sorted(claim & {tuple(c) for c in state.data["met"]})
    return named, made


@pytest.mark.parametrize("options", [{}, {"artifacts": "on"}], ids=["original", "artifacts"])
def test_rule_queen_out_of_reach_the_courts_toll_for_a_set_never_sees_its_set_made(options):
    """Rule "Queen out of reach", the court's toll for a set, its step on its own: in random
    games, no set it names is made whole before a court card then in the Portents has left
    them, played on from each position it names with one there (some hundreds)."""
    named, made = sets_named_and_made(options, range(150))
    assert named >= 100 and not made


def test_the_courts_toll_for_a_set_play_on_finds_a_variant_that_asks_every_trump(monkeypatch):
    """The play-on check above fails the variant that asks every trump up to the first Ace:
    it names sets that are made whole as their last card comes."""
    monkeypatch.setattr(trumps_toll, "_sets_never_whole", too_early)
    monkeypatch.setattr(trumps_toll, "_NEVER_WHOLE", {})
    assert sets_named_and_made({}, range(150))[1]
