"""The Fool's Journey follows its seed sentence by sentence where the seed is explicit
(issue 28, items 1-5): each test quotes the sentence it holds the game to."""
from __future__ import annotations

import pytest

from tarot_table.games.base import IllegalAction
from tarot_table.games.fools_journey import table as tb
from tests.helpers.fools import C, GAME, P, S, W, arrange, boost, cards, do, m, moves, t
from tests.helpers.refusals import grab, refused
from tests.helpers.table import drag, open_position
from tests.helpers.table import zone_centre as centre

ON = {"reversals": "on"}


def discards(state):
    return {a.card for a in moves(state, "discard")}


# ---- 1. a deployed Helper is not discarded before it is used ---------------------------
NOT_DISCARDED = ("Equipped Wisdom, Strength, and Volition cards, deployed Helpers, and Challenge cards "
                 "may not be discarded prior to use.")


@pytest.mark.parametrize("where", ["present_2", "satchel_1"])
def test_a_cups_card_carrying_a_helper_is_not_discarded(where):
    """Seed: "Equipped Wisdom, Strength, and Volition cards, deployed Helpers, and Challenge
    cards may not be discarded prior to use." The Helper lies on the Cups card and leaves
    only with it, so the Cups card is not discarded either, in the Present or the Satchel."""
    assert "deployed Helpers" in NOT_DISCARDED
    state = arrange(present_1=[t(13)], present_3=[m(C, "three")], present_4=[t(4)],
                    wisdom_1=[m(P, "two")], vitality=20, **{where: [m(C, "six"), m(C, "queen")]})
    boost(state, m(C, "queen"), m(C, "six"))
    assert m(C, "six") not in discards(state) and m(C, "three") in discards(state)
    with pytest.raises(IllegalAction, match="a deployed Helper cannot be discarded before it is used"):
        do(state, "discard", m(C, "six"), "past")
    assert cards(state, where) == [m(C, "six"), m(C, "queen")]
    do(state, "replenish", m(C, "six"), "fool")          # its use: twelve Vitality, up to the maximum
    assert state.data["vitality"] == 25 and {m(C, "six"), m(C, "queen")} <= set(cards(state, "past"))


def test_the_cups_card_alone_and_a_helper_not_yet_deployed_may_be_discarded():
    """The sentence forbids only what is deployed: a lone Helper in the Present is an
    unwanted non-Challenge card like any other ("Any number of non-Challenge cards may be
    discarded from the Adventure Field or Satchel at any time")."""
    state = arrange(present_1=[t(13)], present_2=[m(C, "six")], present_3=[m(C, "queen")], present_4=[t(4)])
    assert {m(C, "six"), m(C, "queen")} <= discards(state)


def test_on_easy_an_unequipped_card_carrying_a_helper_is_not_discarded_but_may_be_equipped():
    """Easy lets Helpers go on unequipped Strength and Volition cards ("allowing Helpers to be
    played on both equipped and unequipped Strength and Volition cards"); deployed, the
    Helper is kept the same way."""
    state = arrange({"difficulty": "easy"}, present_1=[t(13)], present_2=[m(W, "six"), m(W, "king")],
                    present_3=[t(4)])
    boost(state, m(W, "king"), m(W, "six"))
    assert m(W, "six") not in discards(state)
    do(state, "equip", m(W, "six"), "strength")
    assert tb.worth(state, "strength") == 12


def test_a_chance_still_shuffles_a_deployed_helper_back():
    """Seed: "All cards in the Adventure Field, including deployed Helpers, are then reshuffled
    into the deck": taking a Chance is not a discard."""
    state = arrange(satchel_1=[m(S, "ace")], present_1=[t(13)], present_2=[m(C, "six"), m(C, "queen")],
                    present_3=[t(4)])
    boost(state, m(C, "queen"), m(C, "six"))
    do(state, "chance", m(S, "ace"), "past")
    assert cards(state, "past") == [m(S, "ace")]


def test_a_drag_of_a_cups_card_carrying_a_helper_onto_the_past_snaps_back_and_says_why(app):
    state = arrange(present_1=[t(13)], present_2=[m(C, "six"), m(C, "queen")], present_3=[t(4)],
                    wisdom_1=[m(P, "two")])
    boost(state, m(C, "queen"), m(C, "six"))
    scene = open_position(app, GAME, state)
    words = refused(app, scene, m(C, "six"), "past")
    assert words == ("Queen of Cups is deployed on the Six of Cups, and a deployed Helper cannot be "
                     "discarded before it is used: drop it on the Fool once he has lost Vitality, "
                     "or keep it in the Satchel.")


def test_a_click_on_a_cups_card_carrying_a_helper_with_nothing_to_do_says_why_it_stays():
    """At full Vitality, with the Satchel full, the card has no move at all: a click says
    why it cannot simply be thrown away."""
    state = arrange(present_1=[t(13)], present_2=[m(C, "six"), m(C, "queen")], present_3=[t(4)],
                    satchel_1=[m(P, "two")], satchel_2=[m(P, "three")], satchel_3=[m(P, "four")])
    boost(state, m(C, "queen"), m(C, "six"))
    assert GAME.actions_for_card(state, m(C, "six")) == []
    assert "a deployed Helper cannot be discarded" in GAME.handling.why_not_clicked(state, m(C, "six"))


# ---- 2. Random Order ---------------------------------------------------------------------
def test_random_order_charges_the_full_value_of_a_worn_challenge():
    """Seed (Random Order Variant): "After the Fool's vitality has been depleted according to
    full value of the Challenge, the Challenge card is placed face down on the table": a
    Challenge worn from 13 to 5 still costs 13 when completed directly."""
    state = arrange({"order": "random"}, present_1=[t(13)], present_2=[m(C, "two")], present_3=[t(3)],
                    volition=[m(S, "eight")])
    do(state, "overcome", m(S, "eight"), "present_1")
    assert tb.remaining(state, "present_1") == 5
    complete = next(a for a in GAME.legal_actions(state) if a.kind == "complete" and a.card == t(13))
    assert complete.label == "Complete Death directly (-13 Vitality)"
    assert "he pays its 13 Vitality (25 \u2192 12)" in GAME.hint(state, complete)
    do(state, "complete", t(13), "fool")
    assert state.data["vitality"] == 12


def test_without_random_order_a_worn_challenge_costs_what_is_left():
    """Seed: "A depleted Challenge may also be resolved directly in this manner" (Figure 13):
    in the standard game the Fool pays what is left."""
    state = arrange(present_1=[t(13)], present_2=[m(C, "two")], present_3=[t(3)], volition=[m(S, "eight")])
    do(state, "overcome", m(S, "eight"), "present_1")
    do(state, "complete", t(13), "fool")
    assert state.data["vitality"] == 20


def test_the_first_trump_card_is_trump_one_because_the_procedure_would_bring_it_straight_back():
    """Seed: "a number of cards equal to its value are drawn ... The Challenge card serves as
    the first count of the draw ... The top card of the new Discard Pile is placed face up
    in the Adventure Field ... This procedure does not apply to the first trump card."
    Trump I is worth 1: its heap would be itself alone, and the top card of the Past would
    be the Magician again, upright, for ever. The procedure run on it shows it."""
    state = arrange({"order": "random"}, present_1=[t(1)], present_2=[m(C, "two")], present_3=[m(W, "two")],
                    past=[m(S, "two")], future=[m(P, "two"), m(P, "three")])
    GAME.random_order(state, "present_1", "The Fool completes the Magician, Challenge 1, directly.")
    assert t(1) in [c for z in tb.present_zones() for c in cards(state, z)], "it came straight back"
    state = arrange({"order": "random"}, present_1=[t(1)], present_2=[m(C, "two")], present_3=[m(W, "two")],
                    past=[m(S, "two")], future=[m(P, "two"), m(P, "three")])
    do(state, "complete", t(1), "fool")
    assert cards(state, "past")[-1] == t(1) and state.data["vitality"] == 24


def test_the_first_challenge_the_fool_meets_goes_through_the_procedure():
    """The other reading ("the first trump the Fool meets") is not the table's: the first
    Challenge completed directly, here the Empress (3), takes its heap like any other: itself
    and two cards of the Future (the Past is empty), shuffled onto the Past, and the top one
    comes back into the Present."""
    state = arrange({"order": "random"}, present_1=[t(3)], present_2=[m(C, "two")], present_3=[m(W, "two")],
                    future=[m(P, "two"), m(P, "three"), m(P, "four")])
    assert state.data["completed"] == 0 and not state.zones["past"]
    do(state, "complete", t(3), "fool")
    assert state.data["vitality"] == 22 and len(state.zones["past"]) == 2
    back = cards(state, "present_1")
    assert back and back[0] in {t(3), m(P, "two"), m(P, "three")}
    assert sorted(cards(state, "past") + back) == sorted([t(3), m(P, "two"), m(P, "three")])


# ---- 3. the reversed Hierophant: "Discard from any location" -----------------------------
HIEROPHANT = "5. The Hierophant. Discard from any location to gain 1 point of Wisdom."


@pytest.mark.parametrize("where", ["present_1", "satchel_1", "wisdom_4"])
def test_the_hierophant_is_discarded_for_a_point_of_wisdom_from_any_location(where):
    """Seed: "The Hierophant. Discard from any location to gain 1 point of Wisdom. It may
    also be equipped in excess of the maximum of three Wisdom cards." Its locations are the
    Present, the Satchel and the Wisdom row where it is equipped; from the Wisdom row the
    discard is its use, so "Equipped Wisdom ... may not be discarded prior to use" holds."""
    state = arrange(ON, present_2=[t(13)], present_3=[m(C, "two")], **{where: [5]})
    assert ("past", None) in {(a.to, a.choice) for a in moves(state, "power") if a.card == t(5)}
    do(state, "power", t(5), "past")
    assert state.data["bank"] == 1 and cards(state, "past")[-1] == t(5)
    assert tb.wisdom_points(state) == 1


def test_the_hierophant_dragged_from_the_wisdom_row_onto_the_past_gives_its_point(app):
    scene = open_position(app, GAME, arrange(ON, present_1=[t(13)], present_2=[m(C, "two")],
                                             wisdom_4=[5], wisdom_1=[m(P, "two")]))
    assert "drag it onto the Past" in GAME.describe(scene.session.state, t(5))
    drag(app, grab(scene, t(5)), centre(scene, "past"))
    state = scene.session.state
    assert state.data["bank"] == 1 and t(5) in cards(state, "past")


def test_the_hierophant_equipped_as_strength_is_a_strength_card_and_stays(app):
    """Tamed by Strength (or moved by Justice) it is an equipped Strength or Volition card:
    "Equipped ... Strength, and Volition cards ... may not be discarded prior to use"."""
    state = arrange(ON, present_1=[t(13)], present_2=[m(C, "two")], strength=[5])
    assert not moves(state, "power")
    scene = open_position(app, GAME, state)
    assert "cannot be discarded before they are used" in refused(app, scene, t(5), "past")


def test_other_equipped_wisdom_is_still_not_discarded():
    state = arrange(ON, present_1=[t(13)], present_2=[m(C, "two")], wisdom_1=[m(P, "two")])
    with pytest.raises(IllegalAction, match="Equipped cards cannot be discarded"):
        do(state, "discard", m(P, "two"), "past")


# ---- 4. a direct completion while a worn Strength card holds a Challenge ------------------
def test_a_challenge_is_completed_directly_while_a_worn_strength_card_is_in_play():
    """Seed: "A Challenge (Trump) card may also be completed without the use of Strength and
    Volition cards whether or not these cards are in play", and of the worn Strength card:
    "The depleted Strength card remains in play and must be used to endure additional
    Challenges with the remaining value prior to being discarded." The worn card is in play,
    so the first sentence covers it; the second keeps the card equipped until it is spent."""
    state = arrange(strength=[m(W, "nine"), t(4)], present_1=[t(3)], present_2=[m(C, "two")],
                    present_3=[t(6)], volition=[m(S, "two")])
    state.data["worn"][m(W, "nine")] = 4
    assert {a.card for a in moves(state, "complete")} == {t(3), t(6)}
    do(state, "complete", t(3), "fool")
    assert state.data["vitality"] == 22
    assert cards(state, "strength") == [m(W, "nine"), t(4)] and tb.remaining(state, "strength") == 5
    with pytest.raises(IllegalAction, match="Equipped cards cannot be discarded"):
        do(state, "discard", m(W, "nine"), "past")
    do(state, "endure", m(W, "nine"), "present_3")       # its remaining value, spent on the next one
    assert state.data["vitality"] == 21 and not state.zones["strength"]


def test_the_rules_page_tells_the_player_which_sentence_wins():
    page = GAME.rules_text({})
    head = page.split("## House decisions")[0]
    assert "whether or not" in head and "worn Strength card" in head


# ---- 5. a journey no way of playing on can win ends, saying why ---------------------------
def clear_road(state, future=()):
    """Everything but the named cards already spent: the rest of the Future goes to the Past."""
    keep = set(future)
    state.zones["past"] += [p for p in state.zones["future"] if p.card not in keep]
    state.zones["future"] = [p for p in state.zones["future"] if p.card in keep]
    return state


def test_a_journey_that_cannot_be_won_ends_at_once_and_says_why():
    """Seed: "The game ends when the Fool has been completely depleted of his vitality."
    When no way of playing on can avoid that, the table says so at once: here the World
    (21) stands, and all the Fool has is 5 Vitality, a Two of Cups and a Three of Swords
    still to come; nothing else is left in play."""
    state = clear_road(arrange(present_1=[t(21)], present_2=[m(C, "two")], present_3=[m(P, "two")],
                               future=[m(S, "three")], vitality=5), future=[m(S, "three")])
    assert GAME.outcome(state) is None
    do(state, "discard", m(P, "two"), "past")
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == () and outcome.detail == "lost to the Challenges ahead"
    assert state.story[-1] == ("No way through is left: the Challenges still ahead are worth 21, and the "
                               "Fool's Vitality with the most every card still in play could do for him "
                               "comes to 10. The journey is lost.")
    assert GAME.legal_actions(state) == [] and state.data["vitality"] == 5


def test_a_journey_that_can_still_be_won_goes_on_even_when_tight():
    """Never a loss that is not certain: 6 Vitality and a doubled Eight of Swords (16) get
    the Fool past the World (21), worn to 5 and then paid, with 1 Vitality to spare."""
    state = clear_road(arrange(present_1=[t(21)], present_2=[m(C, "two")], present_3=[m(P, "two")],
                               volition=[m(S, "eight"), m(S, "queen")], vitality=6))
    boost(state, m(S, "queen"), m(S, "eight"))
    do(state, "discard", m(P, "two"), "past")
    assert GAME.outcome(state) is None
    do(state, "overcome", m(S, "eight"), "present_1")
    do(state, "complete", t(21), "fool")
    assert GAME.outcome(state).won_by(0) and state.data["vitality"] == 1


def test_with_reversals_the_last_challenge_never_uses_its_power():
    """With reversals the World counts its power for the Fool, but the World completed last
    ends the journey before its power could be used, so 5 Vitality against it is still
    no way through; while the Wheel of Fortune may still come back, nothing is claimed."""
    state = clear_road(arrange(ON, present_1=[t(21)], present_2=[m(C, "two")], present_3=[m(P, "two")],
                               vitality=5))
    assert {t(10), t(17)} <= set(cards(state, "past"))
    do(state, "discard", m(P, "two"), "past")
    assert GAME.outcome(state).detail == "lost to the Challenges ahead"
    state = clear_road(arrange(ON, present_1=[t(21)], present_2=[m(C, "two")], present_3=[m(P, "two")],
                               satchel_1=[10], vitality=5))
    do(state, "discard", m(P, "two"), "past")
    assert GAME.outcome(state) is None


def test_random_order_claims_nothing():
    """Random Order brings the Past back and lets Challenges leave the road in a heap
    uncompleted, so no proof is attempted there."""
    state = clear_road(arrange({"order": "random"}, present_1=[t(21)], present_2=[m(C, "two")],
                               present_3=[m(P, "two")], future=[m(S, "three")], vitality=5),
                       future=[m(S, "three")])
    do(state, "discard", m(P, "two"), "past")
    assert GAME.outcome(state) is None


def test_a_table_with_no_move_left_ends_the_journey():
    """Deployed Helpers may not be discarded prior to use: a table where every card carries
    one, none can be used (the Fool is at full Vitality, Strength and Volition are
    equipped) and the Present holds two cards has no move left, and the journey ends."""
    easy = {"difficulty": "easy"}
    stacks = {"present_1": [m(W, "five"), m(W, "queen")], "present_2": [m(S, "five"), m(S, "queen")],
              "satchel_1": [m(C, "two"), m(C, "queen")], "satchel_2": [m(C, "three"), m(C, "king")],
              "satchel_3": [m(W, "six"), m(W, "king")], "satchel_4": [m(S, "six"), m(S, "king")]}
    state = arrange(easy, present_3=[m(P, "two")], strength=[m(W, "ten")], volition=[m(S, "ten")], **stacks)
    for pile in stacks.values():
        boost(state, pile[1], pile[0])
    do(state, "discard", m(P, "two"), "past")
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.detail == "lost to a standstill"
    assert "No move is left" in state.story[-1]


OPTION_SETS = ({}, ON, {"difficulty": "easy", "friend": "on"}, {"difficulty": "hard", "ace_up": "on-fool"},
               {"reversals": "on", "ace_up": "satchel", "friend": "on"}, {"reversals": "on", "difficulty": "easy"})


def test_the_tally_never_rises_and_no_journey_it_gives_up_is_ever_won(monkeypatch):
    """The proof behind the early end: the Fool's means less the Challenges ahead never
    rise, whatever is played, so a journey given up could not have been won. Journeys
    played on past the verdict, by the greedy bot and by random moves, check it."""
    import random

    from tarot_table.games.fools_journey import no_way_through as nw
    from tarot_table.games.fools_journey.bots import greedy
    from tarot_table.rng import Rng

    monkeypatch.setattr(type(GAME), "_check_hopeless", lambda self, state: None)

    margin = nw.margin

    given_up = 0
    for seed in range(6):
        for options in OPTION_SETS:
            state, luck, roll = GAME.new(seed, options), random.Random(seed), Rng(seed)
            verdict_seen = False
            while GAME.outcome(state) is None:
                before = margin(state)
                verdict_seen = verdict_seen or nw.verdict(state) is not None
                action = luck.choice(GAME.moves(state)) if luck.random() < 0.4 else greedy(GAME, GAME.view(state, 0), roll)
                GAME.perform(state, action)
                after = margin(state)
                assert before is None or after is None or after <= before, (seed, options, action)
                if options.get("reversals") != "on":    # the quick sum over the Past is the same sum
                    tables = nw._worths(False, state.data["max"])
                    assert nw._margin_by_the_past(state, tables) == nw._margin_by_places(state, tables)
            given_up += verdict_seen
            assert not (verdict_seen and GAME.outcome(state).won_by(0)), (seed, options)
    assert given_up
