"""How cards come back into play from the Portents under Reiser's rules
(``queens_of_fate/coming_back.py``): each step of the count is checked by hand, with a
wrong version of it that the check catches, and its claim about the rules by random play
through ``legal_actions`` and ``apply``."""
from __future__ import annotations

import random

from tarot_table.games import GAMES
from tarot_table.games.queens_of_fate.cards import KIND_OF
from tarot_table.games.queens_of_fate.coming_back import FOUR_ACES, most_that_come_back
from tarot_table.games.queens_of_fate.out_of_reach import STUCK, queen_out_of_reach
from tests.helpers.queens import C, P, S, W, m, table
from tests.helpers.solver import most_that_leave_in_order

QUEENS = GAMES["queens-of-fate"]
REISER = {"rules": "reiser"}
QUEEN = m(C, "queen")
ACES = [m(suit, "ace") for suit in (W, C, S, P)]
PAGES = [m(suit, "page") for suit in (W, C, S, P)]
NUMBERS = ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
# Arcana of Wands, Swords and Pentacles: with every Cups Arcana above her no value's set is whole
PLAIN = [m(suit, number) for suit in (W, S, P) for number in NUMBERS]


def above_her(*below_or_in_play):
    """Every King and Page, every Ace and the Cups' Arcana, less the cards given: laid
    above her, no set Reiser's rules name is whole but with the cards given."""
    courts = [m(suit, rank) for suit in (W, C, S, P) for rank in ("king", "page")]
    cups = [m(C, number) for number in NUMBERS]
    return [c for c in courts + ACES + cups if c not in below_or_in_play]


def count_of(state) -> tuple:
    """The count's arguments for the Portents of ``state``, every card outside them and
    out of play counted free."""
    gone = {p.card for zone in ("portents", "removed") for p in state.zones[zone]}
    free = [p.card for zone, pile in state.zones.items() if zone not in STUCK for p in pile if p.card not in gone]
    return state.zones["portents"], free, frozenset(map(tuple, state.data["met"]))


def test_rule_the_four_aces_gather_before_any_is_spent():
    """The four Aces gather before any is spent (the seed's harvest condition 5: "You
    have all four Sources in the Source Area at the same time"; Reiser: "Aces found when
    harvesting are never returned to play"). The Aces of Swords, Cups and Pentacles to
    spend, the Ace of Wands the oldest discard, eleven plain cards and then her: each
    Source's harvest of four takes four, the first finding the Ace of Wands, which leaves
    the game, so twelve go and she is the thirteenth. The count before had the four Aces
    harvest once the Ace of Wands was gone (fifteen): it let her out."""
    in_hand = ACES[1:]

    def arranged(below, **zones):
        return table(REISER, portents=below + [QUEEN] + above_her(*below, *in_hand, *zones.get("in_play", ())),
                     sources=in_hand, **{zone: cards for zone, cards in zones.items() if zone != "in_play"})

    spent_first = arranged([ACES[0]] + PLAIN[:11])
    assert queen_out_of_reach(spent_first)
    assert most_that_come_back(*count_of(spent_first), 13) == 12
    assert most_that_leave_in_order(*count_of(spent_first), 13) >= 13   # the count before: she may leave
    assert not queen_out_of_reach(arranged([ACES[0]] + PLAIN[:10]))   # one plain card fewer: the twelfth

    # The Pages of Wands, Cups and Pentacles in play and the Page of Swords to come: their
    # harvest takes the three oldest first, the Ace of Wands beneath Destiny, to be drawn
    # and secured, and the four Aces then gather before any is spent: 3 + 3 + 4 x 4 cards.
    # The Page of Swords is the next draw: with trumps before him the Aces, held in the
    # Sources for the Pages' harvest, could not pay for them (reisers_toll.py, "the Aces held").
    pages_first = arranged([ACES[0]] + PLAIN[:18], court_wands=[PAGES[0]], court_cups=[PAGES[1]],
                           court_pentacles=[PAGES[3]], in_play=PAGES, destiny=[PAGES[2]])
    assert not queen_out_of_reach(pages_first)
    assert most_that_come_back(*count_of(pages_first), 30) == 22
    # A count that never let the four Aces harvest would call her out of reach here.
    portents, free, met = count_of(pages_first)
    assert most_that_come_back(portents, free, met | {FOUR_ACES}, 30) == 19


def taken_from_the_bottom(before: list[str], after: list[str]) -> int:
    """How many of the oldest cards of the Portents ``before`` a move were taken (some may
    lie back on top ``after`` it): the rest lie at the bottom ``after``, in their order."""
    return next(taken for taken in range(len(before) + 1) if after[:len(before) - taken] == before[taken:])


def test_rule_an_ace_in_the_portents_leaves_them_only_from_the_bottom_and_never_for_the_sources():
    """The claim behind the step, by the rules: in random Reiser games that spend their
    Aces often, an Ace leaves the Portents only among the oldest cards a move takes (the
    rest stay at the bottom, in their order), so only once every card that lay below it
    when it went there has left, and never straight for the Sources (a harvest of four puts it out of the game, a harvest of
    three beneath Destiny); an Ace that goes there (spent for a harvest of four or to
    strike a trump, lost enduring, or let go) lies above every card that lay there and
    stays (a harvest of four takes the four oldest and may lay some back on top). So the
    four Aces never gather
    again over a card that lay in the Portents when one was spent. Aces do go there over
    other cards and leave them in these games, so the check can fail."""
    left = on_top = 0
    for seed in range(150):
        chance, state = random.Random(seed), QUEENS.new(seed, REISER)
        while QUEENS.outcome(state) is None:
            moves = QUEENS.legal_actions(state)
            spending = [a for a in moves if a.kind in ("ace-harvest", "secure", "keep-fate")]
            action = chance.choice(spending if spending and chance.random() < 0.7 else moves)
            before = [p.card for p in state.zones["portents"]]
            QUEENS.apply(state, action)
            after = [p.card for p in state.zones["portents"]]
            for place, card in enumerate(before):
                if KIND_OF[card] == "source" and card not in after:
                    assert place < taken_from_the_bottom(before, after), "an Ace left before an older card"
                    assert card not in {p.card for p in state.zones["sources"]}, "an Ace went to the Sources"
                    left += 1
            for card in set(after) - set(before):
                if KIND_OF[card] == "source":
                    under = [after.index(c) for c in before[4:] if c in after]   # the oldest four may leave
                    assert all(n < after.index(card) for n in under), "an Ace went to the Portents below a card there"
                    on_top += bool(under)
    assert left >= 50 and on_top >= 100
