"""Two sharper counts of "Queen out of reach" (removal_counts.py, docs/solver.md): a
Recover the Fallen costs the three cards its Ace would have Awakened more, also where the
court card it brings back makes a harvest; and where no trump can come once the
Portents open, "three Arcana in a domain" harvests once a domain from then on. Each is
checked by hand on small tables, against a search of every line through
``legal_actions`` and ``apply``, and each check catches a variant that claims too much."""
from __future__ import annotations

from tarot_table.games.queens_of_fate import out_of_reach, removal_counts
from tarot_table.games.queens_of_fate.out_of_reach import queen_out_of_reach
from tests.helpers.queens import GAME, C, P, S, W, m, small_table, t
from tests.helpers.solver import some_line_reaches

QUEEN = m(C, "queen")
NUMBERS = ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
SWORDS = [m(S, n) for n in NUMBERS]
PENTACLES = [m(P, n) for n in NUMBERS]


def she_comes_out(state, limit: int = 30_000) -> bool:
    """Whether some line takes the Queen of Cups out of the Portents."""
    return some_line_reaches(GAME, state, lambda s: all(p.card != QUEEN for p in s.zones["portents"]), limit)


# The King of Wands lies below her beyond the four oldest; the Knight and Page of Wands
# and the other three Kings are in play, so the King brought back makes two harvests at
# once (King, Knight and Page; four Kings). One Ace, in the Sources.
KINGS = dict(court_wands=[m(W, "knight"), m(W, "page")], court_cups=[m(C, "king")],
             court_swords=[m(S, "king")], court_pentacles=[m(P, "king")], sources=[m(S, "ace")])


def recover_table(plain_below: int):
    return small_table(SWORDS[:plain_below] + [m(W, "king")], **KINGS)


def test_rule_queen_out_of_reach_a_recover_costs_what_it_would_have_awakened():
    """Recover the Fallen brings back one card and spends an Ace that could have Awakened
    four. With the King of Wands beyond the seven oldest, the Ace either Awakens the four
    oldest (no King among them) or Recovers him, and his two harvests take the six
    oldest then: she stays over seven plain cards and him. The count says
    4 + 3 x 2 - 3 = 7 cards, where it said 4 + 3 x 2 = 10 before, as if the Ace had both
    Recovered and Awakened. Over five plain cards and him a line takes her out (1 + 6
    removals reach her seventh place), and the count lets her."""
    assert queen_out_of_reach(recover_table(7)) and not she_comes_out(recover_table(7))
    assert she_comes_out(recover_table(5)) and not queen_out_of_reach(recover_table(5))


def test_a_recover_that_costs_too_much_is_caught(monkeypatch):
    """The check above fails a count that charges a Recover more than the four cards an
    Awakening takes: it calls her out of reach over five plain cards and the King, where
    a line takes her out."""
    monkeypatch.setattr(removal_counts, "RECOVER_COSTS", removal_counts.SOURCE + 1)
    assert queen_out_of_reach(recover_table(5)) and she_comes_out(recover_table(5))


# Pentacles Arcana below her (their Knight and Page lie above her), then four court
# cards (a Recover reaches her only after all four, with one Ace), the Knight and Page
# of Wands in play and Wands Arcana to come after Destiny's only Ace.
COURTS_BELOW = [m(C, "knight"), m(C, "page"), m(S, "knight"), m(S, "page")]
WANDS = [m(W, n) for n in ("two", "three", "four", "five", "six", "seven")]
PAGE_AND_KNIGHT = dict(court_wands=[m(W, "knight"), m(W, "page")])


def opening_table(plain_below: int, destiny: list[str], options=None):
    return small_table(PENTACLES[:plain_below] + COURTS_BELOW, destiny, options, **PAGE_AND_KNIGHT)


def test_rule_queen_out_of_reach_no_trump_at_the_opening():
    """No trump at the opening: with the Fool before the Ace of Swords and no trump after
    it, nothing leaves the Portents before the Ace is drawn, and from then on no trump
    is left, so "three Arcana in a domain" harvests once. With the Ace's four and that
    harvest's three she stays over eight cards below her, though four Wands Arcana are
    to come (the count while a trump lies in Destiny: two harvests, ten cards); and no
    line takes her out. Over six a line does (a harvest's three, then the Ace Awakens
    four). The rules' words: "Each condition harvests once when it becomes true, and
    again only if it stops being true and is later made true again"."""
    destiny = [t(0), m(S, "ace")] + WANDS[:4]
    claimed = opening_table(4, destiny)
    assert queen_out_of_reach(claimed) and not she_comes_out(claimed, 300_000)
    assert she_comes_out(opening_table(2, destiny)) and not queen_out_of_reach(opening_table(2, destiny))


def test_rule_queen_out_of_reach_no_trump_at_the_opening_with_artifacts():
    """The same with Artifacts on: twice (a forging takes one of the three, and the
    fourth Arcana secured makes three again), so with five Wands Arcana to come the count
    says ten cards (thirteen while a trump lies in Destiny): she stays over ten, not over
    nine, and over six a line takes her out."""
    destiny = [t(0), m(S, "ace")] + WANDS[:5]
    artifacts = {"artifacts": "on"}
    assert queen_out_of_reach(opening_table(6, destiny, artifacts))
    assert not queen_out_of_reach(opening_table(5, destiny, artifacts))
    assert she_comes_out(opening_table(2, destiny, artifacts))


def trump_after_the_ace():
    """The Magician after the Ace, between the Fifth and Sixth Wands: a Wands Arcana
    overcomes him, the domain falls to two, and the Sixth Wand's keeping of the Fifth
    makes three again: two harvests."""
    return opening_table(5, [m(S, "ace")] + WANDS[:4] + [t(1)] + WANDS[4:])


def test_rule_queen_out_of_reach_a_trump_after_the_ace_opens_the_cap():
    """With the Magician after the Ace the cap does not hold: the Ace's four and two
    harvests reach her tenth place, and a line takes her out (the harvests at the
    Fourth and Sixth Wands' keeping, the Magician overcome with the Two between them,
    then the Ace Awakens her)."""
    assert not queen_out_of_reach(trump_after_the_ace()) and she_comes_out(trump_after_the_ace())


def test_an_opening_that_forgets_the_trumps_after_the_ace_is_caught(monkeypatch):
    """A variant that caps "three Arcana" at the opening whatever trumps lie after the
    Ace calls her out of reach there, where a line takes her out."""
    def forgetful(state, free, met, held, in_play):
        after = removal_counts.from_the_first_ace(state)
        return removal_counts.nothing_leaves_first(state, [c for c in free if c not in after], met,
                                                   removal_counts.FIXED_SETS, held, in_play)
    monkeypatch.setattr(out_of_reach, "no_trump_at_the_opening", forgetful)
    assert queen_out_of_reach(trump_after_the_ace()) and she_comes_out(trump_after_the_ace())
