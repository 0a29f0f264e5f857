"""Rule "one Source, too few harvests" (queens_of_fate/running_out.py): with one Ace to
spend and Queens in the Portents, where the harvests the cards that can come into play
can bring are too few for the one Source spent to free every Queen, no line wins.
Checked by hand and against a search of every line through the rules from positions of
random games, with two variants that claim too much, each caught: one forgets how far
Recover the Fallen reaches, the other the Awakening's four cards. (The positions where it
cuts in deal 84's proof, years 45 and later, are too big to search whole: none finished
within 20,000 positions, with a table of those met.)"""
from __future__ import annotations

import pytest

from tarot_table.games.queens_of_fate import running_out
from tarot_table.games.queens_of_fate.cards import KIND_OF, RANK_OF
from tarot_table.games.queens_of_fate.out_of_reach import queen_out_of_reach
from tarot_table.games.queens_of_fate.running_out import one_source_too_few_harvests
from tests.helpers.queens import GAME, C, P, S, W, fired_positions, m, table
from tests.helpers.solver import TooBig, some_line_reaches

CUPS_QUEEN, SWORDS_QUEEN = m(C, "queen"), m(S, "queen")
QUEENS_IN_PLAY = {"queen_wands": [m(W, "queen")], "queen_pentacles": [m(P, "queen")]}
PLAIN_BELOW = [m(P, "four"), m(P, "five"), m(W, "six"), m(C, "seven"), m(S, "eight"), m(P, "nine")]
WANDS_KING_AND_KNIGHT = {"court_wands": [m(W, "king"), m(W, "knight")]}


def arranged(destiny, portents, **zones):
    """Destiny as given (the next draw first) and nothing more; the Portents' oldest cards
    as given, the Queens of Cups and Swords among them; the Queens of Wands and Pentacles
    in play; every other card above them in the Portents (a trump in the Signs)."""
    state = table(destiny=destiny, portents=portents, **QUEENS_IN_PLAY, **zones)
    for p in list(state.zones["destiny"])[:-len(destiny)]:
        state.move(p.card, "signs" if KIND_OF[p.card] == "opposition" else "portents", face_up=False)
    assert [p.card for p in reversed(state.zones["destiny"])] == list(destiny)
    return state


def frees_the_queens(state):
    """What the theorem says no line reaches: every Queen of the Portents of ``state``
    gone from them, an Ace of its Portents gone from them, or the win."""
    portents = [p.card for p in state.zones["portents"]]
    queens = {card for card in portents if KIND_OF[card] == "court" and RANK_OF[card] == "queen"}
    aces = {card for card in portents if KIND_OF[card] == "source"}

    def reached(position) -> bool:
        outcome = GAME.outcome(position)
        if outcome is not None and outcome.won_by(0):
            return True
        left = {p.card for p in position.zones["portents"]}
        return queens.isdisjoint(left) or not aces <= left
    return reached


def recover_reaches_far():
    """The King and Knight of Wands in play, the Page of Wands drawn first: its harvest
    takes the Queen of Cups (the oldest discard) beneath Destiny, and then Recover the
    Fallen takes the Queen of Swords at place 7, the oldest court card left."""
    return arranged([m(W, "page"), m(C, "two")], [CUPS_QUEEN] + PLAIN_BELOW + [SWORDS_QUEEN],
                    sources=[m(W, "ace")], **WANDS_KING_AND_KNIGHT)


def test_rule_one_source_too_few_harvests_by_hand():
    """The Ace of Wands in hand, the Queens of Cups and Swords at places 0 and 5 of the
    Portents, two plain cards in Destiny and nothing that can harvest: the one Source
    spent (Recover the Fallen takes the Queen of Cups, an Awakening the four oldest)
    leaves the Queen of Swords there, and no line wins. The seed: "If you run out of cards
    at anytime during the game, this event is called 'The End of the World' and you
    lose"; Recover the Fallen looks at "the one that was on the bottom" first: "If it is a
    Court card, immediately 'secure it'"; Awaken the Arcana: "take the bottom four cards"."""
    below = PLAIN_BELOW[:4]
    stuck = arranged([m(C, "two"), m(S, "three")], [CUPS_QUEEN] + below + [SWORDS_QUEEN], sources=[m(W, "ace")])
    assert one_source_too_few_harvests(stuck) and queen_out_of_reach(stuck)
    assert not some_line_reaches(GAME, stuck, frees_the_queens(stuck), 20_000)
    # At place 3 the Awakening shows both Queens: no claim, and a line frees them.
    shown = arranged([m(C, "two"), m(S, "three")], [CUPS_QUEEN] + below[:2] + [SWORDS_QUEEN], sources=[m(W, "ace")])
    # With a second Ace in hand, or one in Destiny, no claim either.
    two_aces = arranged([m(C, "two"), m(S, "three")], [CUPS_QUEEN] + below + [SWORDS_QUEEN],
                        sources=[m(W, "ace"), m(C, "ace")])
    drawn_ace = arranged([m(C, "ace"), m(S, "three")], [CUPS_QUEEN] + below + [SWORDS_QUEEN], sources=[m(W, "ace")])
    for position in (shown, two_aces, drawn_ace):
        assert not one_source_too_few_harvests(position)
    assert some_line_reaches(GAME, shown, frees_the_queens(shown), 20_000)
    assert some_line_reaches(GAME, two_aces, frees_the_queens(two_aces), 20_000)


def test_rule_one_source_too_few_harvests_counts_the_awakened_cards():
    """The Page of Wands among the four oldest discards, the King and Knight in play: the
    Awakening that shows her harvests three more, the Queen of Swords at place 5 among
    them (beneath Destiny): no claim, and a line frees both Queens."""
    state = arranged([m(C, "two"), m(S, "three")], [CUPS_QUEEN, m(W, "page")] + PLAIN_BELOW[:3] + [SWORDS_QUEEN],
                     sources=[m(W, "ace")], **WANDS_KING_AND_KNIGHT)
    assert not one_source_too_few_harvests(state)
    assert some_line_reaches(GAME, state, frees_the_queens(state), 20_000)


def test_rule_one_source_too_few_harvests_follows_recover_the_fallen():
    """One harvest and a Recover free the Queen of Swords at place 7 (no court card lies
    between her and the three oldest): no claim, and a line frees both Queens. With a
    court card at place 4 the Recover takes that one instead: the claim holds, and the
    search agrees."""
    far = recover_reaches_far()
    assert not one_source_too_few_harvests(far)
    assert some_line_reaches(GAME, far, frees_the_queens(far), 20_000)
    barred = arranged([m(W, "page")],
                      [CUPS_QUEEN] + PLAIN_BELOW[:3] + [m(S, "king")] + PLAIN_BELOW[3:5] + [SWORDS_QUEEN],
                      sources=[m(W, "ace")], **WANDS_KING_AND_KNIGHT)
    assert one_source_too_few_harvests(barred)
    assert not some_line_reaches(GAME, barred, frees_the_queens(barred), 100_000)


def awakening_only(monkeypatch):
    """A variant that forgets Recover the Fallen: it counts only the Awakening's oldest
    cards, as if the one Source could not reach past them."""
    monkeypatch.setattr(running_out, "SPENT_SOURCES", (running_out.gone_awakening,))


def test_the_hand_built_check_catches_a_bound_that_forgets_recover(monkeypatch):
    awakening_only(monkeypatch)
    far = recover_reaches_far()
    assert one_source_too_few_harvests(far)
    assert some_line_reaches(GAME, far, frees_the_queens(far), 20_000)


def claims_broken(positions, limit: int) -> tuple[int, int]:
    """Of ``positions``, how many were searched whole, and in how many some line through
    the rules still frees every Queen of the Portents or an Ace of them, or wins."""
    checked = broken = 0
    for state in positions:
        try:
            broken += some_line_reaches(GAME, state, frees_the_queens(state), limit)
        except TooBig:
            continue
        checked += 1
    return checked, broken


def short_fired(options: dict) -> list:
    """Where the bound fires first in 80 random games, those with three cards in Destiny
    or fewer (small enough to try every line)."""
    return [state for state in fired_positions(options, range(80), one_source_too_few_harvests)
            if len(state.zones["destiny"]) <= 3]


@pytest.mark.parametrize("options", [{}, {"artifacts": "on"}], ids=["original", "artifacts"])
def test_rule_one_source_too_few_harvests_agrees_with_every_line(options):
    """From positions of random games where the bound fires, no line through
    ``legal_actions`` and ``apply`` frees every Queen of the Portents or an Ace of them."""
    checked, broken = claims_broken(short_fired(options), 10_000)
    assert broken == 0
    assert checked >= 6, checked


def test_the_search_of_every_line_catches_a_bound_that_forgets_the_awakenings_four(monkeypatch):
    """The same check fails a variant that lets the Awakening take one card, as Recover
    the Fallen does, where it takes the four oldest."""
    monkeypatch.setattr(running_out, "SOURCE", 1)
    checked, broken = claims_broken(short_fired({}), 10_000)
    assert broken > 0, checked
