"""Rule "Destiny runs out" (queens_of_fate/running_out.py): where a Queen lies in the
Portents, no Ace can be spent before one is drawn and the harvests the cards drawn by
then can bring do not keep Destiny from running dry, no line wins. Checked by hand and
against a search of every line through the rules from positions of random games, with a
variant that claims too much, which that search catches."""
from __future__ import annotations

import pytest

from tarot_table.games.queens_of_fate import running_out
from tarot_table.games.queens_of_fate.cards import KIND_OF, RANK_OF
from tarot_table.games.queens_of_fate.out_of_reach import queen_out_of_reach
from tarot_table.games.queens_of_fate.running_out import destiny_runs_out
from tests.helpers.queens import GAME, C, P, S, W, fired_positions, m, t, table
from tests.helpers.solver import TooBig, some_line_reaches

OPTION_SETS = [{}, {"artifacts": "on"}]
OPTION_IDS = ["original", "artifacts"]
QUEEN = m(C, "queen")
OTHER_QUEENS = {f"queen_{suit}": [m(suit, "queen")] for suit in (W, S, P)}


def arranged(destiny, portents, **zones):
    """Destiny as given (the next draw first) and nothing more; the Portents' oldest cards
    as given with the Queen of Cups among them; the other Queens in play; every other
    card above them in the Portents (a trump in the Signs)."""
    state = table(destiny=destiny, portents=portents, **OTHER_QUEENS, **zones)
    for p in list(state.zones["destiny"])[:-len(destiny)]:
        state.move(p.card, "signs" if KIND_OF[p.card] == "opposition" else "portents", face_up=False)
    assert [p.card for p in reversed(state.zones["destiny"])] == list(destiny)
    return state


def comes_off(state):
    """What a line must reach before it can win: a Queen of the Portents of ``state`` or
    an Ace drawn, or the win itself."""
    queens = {p.card for p in state.zones["portents"] if RANK_OF[p.card] == "queen" and KIND_OF[p.card] == "court"}

    def reached(position) -> bool:
        outcome = GAME.outcome(position)
        if outcome is not None and outcome.won_by(0):
            return True
        zones = position.zones
        if any(p.card in queens for zone in ("challenge",) + tuple(f"queen_{s}" for s in (W, C, S, P))
               for p in zones[zone]):
            return True
        return any(KIND_OF[p.card] == "source" for zone in ("challenge", "sources") for p in zones[zone])
    return reached


def test_rule_destiny_runs_out_by_hand():
    """Two cards in Destiny, the Queen of Cups the Portents' oldest card: without a
    harvest from the cards drawn by then, the world ends first. The seed: "If you run out
    of cards at anytime during the game, this event is called 'The End of the World' and
    you lose", and a harvest's cards go "at the bottom of your Destiny deck"."""
    sevens = {"arcana_wands": [m(W, "seven")], "arcana_cups": [m(C, "seven")], "arcana_swords": [m(S, "seven")]}
    plain = arranged([m(C, "two"), m(S, "three")], [QUEEN])
    assert destiny_runs_out(plain) and queen_out_of_reach(plain)
    # The Seven of Pentacles would make four Sevens, but the Nine of Swords drawn next
    # beats it in Fate (opposed, higher): it is never kept.
    beaten = arranged([m(P, "seven"), m(S, "nine")], [QUEEN], **sevens)
    assert destiny_runs_out(beaten)
    # In harmony (the Nine of Cups), or with the King of Swords keeping the peace, it is
    # kept: the four Sevens harvest the Queen beneath Destiny, and she is drawn.
    kept = arranged([m(P, "seven"), m(C, "nine")], [QUEEN], **sevens)
    peace = arranged([m(P, "seven"), m(S, "nine")], [QUEEN], court_swords=[m(S, "king")], **sevens)
    # A trump between them may sacrifice the Nine away: no claim either.
    trumped = arranged([m(P, "seven"), t(1), m(S, "nine"), m(S, "eight")], [QUEEN], **sevens)
    for position in (kept, peace, trumped):
        assert not destiny_runs_out(position)
    for position in (plain, beaten):
        assert not some_line_reaches(GAME, position, comes_off(position), 20_000)
    for position in (kept, peace):
        assert some_line_reaches(GAME, position, comes_off(position), 20_000)


def test_rule_destiny_runs_out_counts_each_harvest_three_cards():
    """The King and Knight of Wands in play and the Page of Wands drawn first harvest
    three cards: with the Queen the third of them she is drawn (no claim); as the fourth
    she waits for a second harvest, which nothing drawn can bring."""
    court = {"court_wands": [m(W, "king"), m(W, "knight")]}
    destiny = [m(W, "page"), m(C, "two"), m(S, "three")]
    third = arranged(destiny, [m(P, "four"), m(P, "five"), QUEEN], **court)
    fourth = arranged(destiny, [m(P, "four"), m(P, "five"), m(P, "six"), QUEEN], **court)
    assert not destiny_runs_out(third) and destiny_runs_out(fourth)
    assert some_line_reaches(GAME, third, comes_off(third), 20_000)
    assert not some_line_reaches(GAME, fourth, comes_off(fourth), 20_000)


SWORDS_OF_THREE = {"court_swords": [m(S, "knight"), m(S, "page")], "arcana_swords": [m(S, "two"), m(S, "three")],
                   "fate": [m(S, "four")]}


def test_rule_destiny_runs_out_counts_three_arcana_once_a_battle():
    """Rule "Destiny runs out", "three Arcana once a battle": the Swords' room is three
    (Knight and Page), two Swords Arcana held and the Four in Fate. Drawn in a row, the
    Five keeps the Four (three: a harvest), and the Six and Seven each keep one more that
    is trimmed back to three: the condition never stops being true, so it harvests once,
    and the Queen of Cups, the fourth discard, waits for a second harvest that never
    comes. The seed: "You only Harvest the Power once when the final card you need is
    secured ... However, if circumstances change so that the conditions are no longer met,
    but you secure a card that allows the conditions to be met again, you may Harvest the
    Power again." With the Magician between the Five and the Six, a Swords Arcana paid
    for it makes the condition false, the Six's Five makes it true again, and the second
    harvest brings the Queen: no claim, and a line draws her. The count before this rule
    (one harvest for each new Swords Arcana) made no claim on either."""
    oldest = [m(P, "four"), m(P, "five"), m(C, "six"), QUEEN]
    in_a_row = arranged([m(S, "five"), m(S, "six"), m(S, "seven")], oldest, **SWORDS_OF_THREE)
    battled = arranged([m(S, "five"), t(1), m(S, "six"), m(S, "seven")], oldest, **SWORDS_OF_THREE)
    assert destiny_runs_out(in_a_row) and not destiny_runs_out(battled)
    assert not some_line_reaches(GAME, in_a_row, comes_off(in_a_row), 20_000)
    assert some_line_reaches(GAME, battled, comes_off(battled), 20_000)


def test_the_hand_built_check_catches_a_cap_that_forgets_the_battles(monkeypatch):
    """A variant that counts no battle (one harvest a domain whatever the trumps) calls
    the position with the Magician lost, where a line through the rules draws the Queen."""
    monkeypatch.setattr(running_out, "battles_among", lambda drawn: 0)
    battled = arranged([m(S, "five"), t(1), m(S, "six"), m(S, "seven")], [m(P, "four"), m(P, "five"), m(C, "six"), QUEEN],
                       **SWORDS_OF_THREE)
    assert destiny_runs_out(battled)
    assert some_line_reaches(GAME, battled, comes_off(battled), 20_000)


def test_the_search_of_every_line_catches_a_cap_that_forgets_the_battles(monkeypatch):
    """The search of every line from positions of random games (Artifacts on) catches
    the same variant: it fires where a line still draws a Queen of the Portents or an Ace."""
    monkeypatch.setattr(running_out, "battles_among", lambda drawn: 0)
    checked, broken = claims_broken({"artifacts": "on"}, range(150), destiny_runs_out)
    assert broken > 0, checked


def test_rule_destiny_runs_out_waits_for_a_source():
    """An Ace that can be spent (in the Sources) or is drawn before the Queen: no claim."""
    held = arranged([m(C, "two"), m(S, "three")], [QUEEN], sources=[m(W, "ace")])
    drawn = arranged([m(W, "ace"), m(S, "three")], [QUEEN])
    assert not destiny_runs_out(held) and not destiny_runs_out(drawn)


def claims_broken(options: dict, seeds: range, bound, most: int = 60) -> tuple[int, int]:
    """Of at most ``most`` positions where ``bound`` fires, how many were searched whole,
    and in how many some line through the rules still draws a Queen of the Portents or an
    Ace, or wins. (The claim is checked for itself, wherever the count of
    removal_counts.py fires too.)"""
    checked = broken = 0
    for state in fired_positions(options, seeds, bound):
        try:
            if some_line_reaches(GAME, state, comes_off(state), 6_000):
                broken += 1
        except TooBig:
            continue
        checked += 1
        if checked >= most:
            break
    return checked, broken


@pytest.mark.parametrize("options", OPTION_SETS, ids=OPTION_IDS)
def test_rule_destiny_runs_out_agrees_with_every_line(options):
    """From positions of random games where the bound fires, no line through
    ``legal_actions`` and ``apply`` draws a Queen of the Portents or an Ace, or wins."""
    checked, broken = claims_broken(options, range(150), destiny_runs_out)
    assert broken == 0
    assert checked >= 30, checked


def test_the_search_of_every_line_catches_a_bound_that_claims_too_much(monkeypatch):
    """The same check fails a variant that counts two cards a harvest where it brings
    three (so it asks for more harvests, sooner)."""
    monkeypatch.setattr(running_out, "HARVEST", 2)
    checked, broken = claims_broken({}, range(150), destiny_runs_out)
    assert broken > 0, checked


@pytest.mark.parametrize("options", OPTION_SETS, ids=OPTION_IDS)
def test_rule_destiny_runs_out_on_deal_43s_proof(options, monkeypatch):
    """Where the proof of deal 43 meets the bound on its own (the count of
    removal_counts.py lets every Queen through: about two hundred positions in its first
    20,000), every fifth is searched whole: no line draws a Queen of the Portents or an
    Ace, or wins."""
    from tarot_table.games.queens_of_fate import out_of_reach
    from tarot_table.solver import Budget
    from tarot_table.solver.budget import OutOfBudget
    from tarot_table.solver.keys import position_key
    from tarot_table.solver.search import Solver

    met = []

    def watched(state) -> bool:
        fires = destiny_runs_out(state)
        if fires and not out_of_reach.queens_out_of_reach(state):
            met.append(state.clone())
        return fires

    monkeypatch.setattr(out_of_reach, "destiny_runs_out", watched)
    root = GAME.new(43, options)
    solver = Solver(GAME, Budget(nodes=20_000), None, position_key(GAME, root))
    solver.budget.begin()
    with pytest.raises(OutOfBudget):
        solver.prove(root, 0, {})
    checked = 0
    for state in met[::5]:
        try:
            assert not some_line_reaches(GAME, state, comes_off(state), 20_000)
        except TooBig:
            continue
        checked += 1
    assert len(met) >= 150 and checked >= 25, (len(met), checked)


def test_rule_destiny_runs_out_draws_each_harvest_newest_first():
    """A harvest lays the three oldest discards beneath Destiny as they lay, so the oldest
    of them is drawn last (the rules: they go "at the bottom of your Destiny deck"). The
    Page of Wands harvests the Nine of Cups, the Six of Pentacles and the Two of Swords:
    drawn Two, Six, Nine, the Nine keeps the Six (in harmony), whose domain then holds
    three Arcana and harvests again, up to the Queen. Read oldest first, the Two would
    follow the Six and beat nothing, the Six never kept: a claim the rules refute."""
    state = arranged([m(W, "page")], [m(C, "nine"), m(P, "six"), m(S, "two"), QUEEN],
                     court_wands=[m(W, "king"), m(W, "knight")], court_pentacles=[m(P, "knight"), m(P, "page")],
                     arcana_pentacles=[m(P, "four"), m(P, "nine")])
    assert not destiny_runs_out(state)
    assert some_line_reaches(GAME, state, comes_off(state), 20_000)
    shuffled = arranged([m(W, "page")], [m(S, "two"), m(P, "six"), m(C, "nine"), QUEEN],
                        court_wands=[m(W, "king"), m(W, "knight")], court_pentacles=[m(P, "knight"), m(P, "page")],
                        arcana_pentacles=[m(P, "four"), m(P, "nine")])
    assert destiny_runs_out(shuffled)
    assert not some_line_reaches(GAME, shuffled, comes_off(shuffled), 20_000)


def test_deal_13_with_artifacts_is_still_won_by_the_beam_a_year_at_a_time():
    """Deal 13 with Artifacts is won by the beam a year at a time, which drops the
    positions the bounds call lost: a first version of this bound, reading each harvest's
    three oldest first, called one of its positions lost that a line wins from."""
    from tarot_table.solver import WINNABLE, Budget, solve
    verdict = solve(GAME, GAME.new(13, {"artifacts": "on"}), Budget(nodes=200_000))
    assert verdict.verdict == WINNABLE and verdict.found_by == "turn beam"
