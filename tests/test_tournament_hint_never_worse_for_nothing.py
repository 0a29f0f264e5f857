"""Play-test round 8, T1: in Tournament of Queens the Hint said "Wear Knight of Swords as
your Bitchiness" (0 to 12) and later "Wear Six of Swords as your Bitchiness" (3 to 6).
The seed: "Sword judges only care about who is the sweetest, meaning who has the lowest
total Bitchiness." The first won the Fool's vote (house table: 1 vote for the weakest
all round) and now says so; the second won nothing, and the bots no longer weigh a worn
card that leaves the wearer worse and wins her no vote (discarding it does as well).
The play-tester's own game (deal 10636387, Maya and five shrewd bots), asked with the
Hint button as a person asks; every vote checked by the rules' own count."""
from __future__ import annotations

import re

from tarot_table.cards import facts
from tarot_table.games.base import Action
from tarot_table.games.tournament_of_queens.cards import LOWER_IS_BETTER
from tarot_table.games.tournament_of_queens.judging import cast
from tests.helpers.tournament_recorded_game import PLAYED, action, hint_asked, table_after
from tests.helpers.tournament_positions import GAME


def worse_by(state, hinted: Action) -> tuple[int, int, object]:
    """Maya's total in the hinted card's suit now and once the move is made (the rules'
    own move), and the position after it."""
    suit = facts(hinted.card).suit
    after = state.clone()
    GAME.apply(after, hinted)
    return GAME.total(state, 0, suit), GAME.total(after, 0, suit), after


def test_a_hint_that_raises_her_bitchiness_says_which_judge_it_wins(app):
    """Move 6: every Bitchiness 0, judge 3 (the Five of Swords) all tied, judge 9 the Fool
    split between Dolly and Esme (0 all round, Maya 10 of Luck)."""
    scene = table_after(app, 6)
    state = scene.session.state
    hinted = hint_asked(app, scene)
    assert hinted == action("attribute", "swords.knight", "attr0_swords")   # worth it: the Fool's vote
    old, new, after = worse_by(state, hinted)
    assert (old, new) == (0, 12)
    said = scene.message[0]
    named = re.search(r"worse \((\d+) to (\d+)\), but it wins you (?:a share of )?judge (\d)'s vote", said)
    assert named, said
    assert (int(named[1]), int(named[2])) == (old, new)
    judge = f"judge{named[3]}"
    card = state.top(judge).card
    assert cast(GAME.judging_board(after), card).get(0, 0) > cast(GAME.judging_board(state), card).get(0, 0)
    assert said == ("Hint: Wear Knight of Swords as your Bitchiness: worse (0 to 12), "
                    "but it wins you judge 9's vote (the weakest all round)")


def test_a_hint_never_raises_her_bitchiness_for_no_vote(app):
    """Move 53: Maya's Bitchiness 3 (Coco's Three of Swords on her zero), the Six of Swords
    in hand; wearing it (3 to 6) changes no open judge's vote to her. The old hint wore it."""
    scene = table_after(app, len(PLAYED))
    state = scene.session.state
    hinted = hint_asked(app, scene)
    if hinted.kind == "attribute":
        old, new, after = worse_by(state, hinted)
        worse = new > old if facts(hinted.card).suit == LOWER_IS_BETTER else new < old
        gained = [j for j in GAME.open_judges(state)
                  if cast(GAME.judging_board(after), state.top(j).card).get(0, 0)
                  > cast(GAME.judging_board(state), state.top(j).card).get(0, 0)]
        assert not worse or gained, scene.message[0]


def test_a_worse_attribute_that_wins_two_judges_names_both():
    """By hand: the Fool (1 vote for the weakest all round) and the Devil (1 vote for the
    highest Bitchiness) open; Ann wears Luck 10, her rivals nothing. The Knight of Swords
    worn takes her to -2 all round and 12 Bitchiness: both votes go to her (the rules'
    own count), and the words name both judges."""
    from tests.helpers.tournament_positions import m, t, table
    knight = m("swords", "knight")
    state = table(3, hands={0: [knight]}, judges={1: [t(0)], 3: [t(15)]}, attrs={(0, "wands"): [m("wands", "ten")]})
    wear = action("attribute", "swords.knight", "attr0_swords")
    old, new, after = worse_by(state, wear)
    assert (old, new) == (0, 12)
    for judge in ("judge1", "judge3"):
        card = state.top(judge).card
        assert cast(GAME.judging_board(after), card).get(0, 0) == 1 > cast(GAME.judging_board(state), card).get(0, 0)
    assert GAME.hint(state, wear) == ("Hint: Wear Knight of Swords as your Bitchiness: worse (0 to 12), "
                                      "but it wins you votes of judges 1 and 3")
