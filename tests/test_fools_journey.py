"""The Fool's Journey: one test per rule of the seed and per house decision in rules.md.
The reversed trumps' powers are tested in test_fools_reversals.py."""
from __future__ import annotations

import pytest

from tarot_table.cards import TAROT_DECK
from tarot_table.games.base import HIDDEN, Action, IllegalAction
from tarot_table.games.fools_journey import cards as fc
from tarot_table.games.fools_journey import table as tb
from tests.helpers.fools import C, GAME, P, S, W, arrange, boost, cards, do, m, moves, t


# ---- set-up and card roles ----------------------------------------------------------
def test_setup_fool_face_up_outside_the_deck_and_four_cards_in_the_present():
    state = GAME.new(3)
    assert cards(state, "fool") == [fc.FOOL] and state.zones["fool"][0].face_up
    present = [c for z in tb.present_zones() for c in cards(state, z)]
    assert len(present) == 4
    assert sorted(cards(state, "future") + present) == sorted(c for c in TAROT_DECK if c != fc.FOOL)
    assert not any(p.face_up for p in state.zones["future"])


def test_card_roles_follow_the_suits():
    assert fc.role(m(C, "seven")) == "vitality" and fc.role(m(W, "two")) == "strength"
    assert fc.role(m(S, "ten")) == "volition" and fc.role(m(P, "three")) == "wisdom"
    assert fc.role(m(P, "king")) == "wisdom", "Pentacle courts are Wisdom"
    assert all(fc.role(m(s, "ace")) == "chance" for s in (W, C, S, P))
    assert fc.role(t(13)) == "challenge" and fc.number(t(13)) == 13
    assert {fc.role(m(s, r)) for s in (W, C, S) for r in ("page", "knight", "queen", "king")} == {"helper"}


def test_vitality_starts_at_25():
    state = GAME.new(1)
    assert state.data["vitality"] == 25 and state.data["max"] == 25


def test_every_wisdom_card_counts_one_point_whatever_its_number():
    state = arrange(wisdom_1=[m(P, "ten")], wisdom_2=[m(P, "queen")], present_1=[t(3), t(4)])
    assert tb.wisdom_points(state) == 2


# ---- adventures ----------------------------------------------------------------------
def test_when_one_card_is_left_three_more_are_dealt():
    state = arrange(present_1=[m(C, "two")], present_2=[m(W, "two")],
                    future=[m(C, "three"), m(C, "four"), m(C, "five")])
    do(state, "discard", m(C, "two"), "past")
    present = [c for z in tb.present_zones() for c in cards(state, z)]
    assert sorted(present) == sorted([m(W, "two"), m(C, "three"), m(C, "four"), m(C, "five")])


def test_house_1_an_empty_present_gets_four_and_a_short_future_gives_what_it_has():
    state = arrange(present_1=[m(C, "ace")], present_2=[t(3)], present_3=[t(4)])
    do(state, "chance", m(C, "ace"), "past")
    assert len(tb.filled(state, tb.present_zones())) == 4
    state = arrange(present_1=[m(C, "two")], present_2=[m(W, "two")])
    state.zones["past"] += state.zones["future"][2:]
    del state.zones["future"][2:]
    do(state, "discard", m(C, "two"), "past")
    assert len(tb.filled(state, tb.present_zones())) == 3 and not state.zones["future"]


def test_house_1_a_card_with_others_on_it_counts_as_one():
    state = arrange(present_1=[m(C, "six"), m(C, "king")], present_2=[m(W, "two")], future=[t(1), t(2), t(3)])
    boost(state, m(C, "king"), m(C, "six"))
    do(state, "discard", m(W, "two"), "past")
    assert len(tb.filled(state, tb.present_zones())) == 4


def test_house_2_the_past_is_face_down_and_hidden_from_the_view():
    state = arrange(present_1=[m(C, "two")], present_2=[m(W, "two")], present_3=[t(5)])
    do(state, "discard", m(C, "two"), "past")
    assert not state.zones["past"][-1].face_up
    assert GAME.view(state, 0).zones["past"][-1].card == HIDDEN


# ---- free actions ------------------------------------------------------------------------
def test_satchel_holds_up_to_three_non_challenge_cards():
    state = arrange(satchel_1=[m(C, "two")], satchel_2=[m(W, "two")], present_1=[m(C, "nine")],
                    present_2=[t(3)], present_3=[m(S, "two")])
    do(state, "store", m(C, "nine"), "satchel_3")
    assert cards(state, "satchel_3") == [m(C, "nine")]
    assert not moves(state, "store")
    with pytest.raises(IllegalAction, match="at most 3"):
        do(state, "store", m(S, "two"), "satchel_4")


def test_a_challenge_cannot_be_stored_or_discarded():
    state = arrange(present_1=[t(13)], present_2=[m(C, "two")])
    with pytest.raises(IllegalAction, match="cannot be stored or discarded"):
        do(state, "store", t(13), "satchel_1")
    with pytest.raises(IllegalAction, match="cannot be stored or discarded"):
        do(state, "discard", t(13), "past")


def test_equip_up_to_three_wisdom_one_strength_one_volition_from_present_or_satchel():
    state = arrange(present_1=[m(P, "two")], present_2=[m(P, "three")], present_3=[m(P, "four")],
                    present_4=[m(P, "five")], satchel_1=[m(W, "seven")], satchel_2=[m(S, "eight")],
                    satchel_3=[m(W, "two")])
    for card, zone in ((m(P, "two"), "wisdom_1"), (m(P, "three"), "wisdom_2"), (m(P, "four"), "wisdom_3"),
                       (m(W, "seven"), "strength"), (m(S, "eight"), "volition")):
        do(state, "equip", card, zone)
    assert tb.wisdom_points(state) == 3
    assert not [a for a in moves(state, "equip") if a.card in (m(P, "five"), m(W, "two"))]
    with pytest.raises(IllegalAction, match="at most 3 Wisdom"):
        do(state, "equip", m(P, "five"), "wisdom_4")
    with pytest.raises(IllegalAction, match="already has Strength"):
        do(state, "equip", m(W, "two"), "strength")


def test_replenish_vitality_with_cups_never_above_the_maximum():
    state = arrange(present_1=[m(C, "seven")], present_2=[m(C, "five")], present_3=[t(2)], vitality=20)
    do(state, "replenish", m(C, "seven"), "fool")
    assert state.data["vitality"] == 25 and m(C, "seven") in cards(state, "past")
    state.data["vitality"] = 10
    do(state, "replenish", m(C, "five"), "fool")
    assert state.data["vitality"] == 15


def test_house_8_no_healing_at_full_vitality_and_the_refusal_says_why():
    state = arrange(present_1=[m(C, "seven")], present_2=[t(2)], present_3=[t(3)])
    assert not [a for a in moves(state) if a.kind == "replenish"]
    with pytest.raises(IllegalAction, match=r"Vitality is full \(25/25\).*Satchel.*Past"):
        do(state, "replenish", m(C, "seven"), "fool")
    assert state.data["vitality"] == 25 and cards(state, "present_1") == [m(C, "seven")]
    assert {a.kind for a in moves(state) if a.card == m(C, "seven")} == {"store", "discard"}


def test_house_8_below_the_maximum_healing_is_allowed_and_the_excess_lost():
    state = arrange(present_1=[m(C, "seven")], present_2=[t(2)], present_3=[t(3)], vitality=24)
    events = do(state, "replenish", m(C, "seven"), "fool")
    assert state.data["vitality"] == 25 and m(C, "seven") in cards(state, "past")
    assert "The Seven of Cups, worth 7, heals the Fool: Vitality 24 \u2192 25 (6 over the maximum is lost)." in [e.text for e in events]


def test_helper_costs_one_wisdom_and_doubles_equipped_volition():
    """Figure 5: the Queen of Swords on the equipped 8 of Swords makes 16."""
    state = arrange(wisdom_1=[m(P, "seven")], volition=[m(S, "eight")], satchel_1=[m(S, "queen")],
                    present_1=[t(13)], present_2=[m(C, "two")])
    do(state, "helper", m(S, "queen"), "volition")
    assert cards(state, "volition") == [m(S, "eight"), m(S, "queen")]
    assert tb.worth(state, "volition") == 16 and tb.wisdom_points(state) == 0
    assert m(P, "seven") in cards(state, "past")
    do(state, "overcome", m(S, "eight"), "present_1")      # Figure 10: all three to the Past
    assert {m(S, "eight"), m(S, "queen"), t(13)} <= set(cards(state, "past"))


def test_helper_only_on_its_own_suit():
    state = arrange(wisdom_1=[m(P, "seven")], strength=[m(W, "eight")], present_1=[m(S, "queen")],
                    present_2=[t(5)])
    with pytest.raises(IllegalAction, match="own suit"):
        do(state, "helper", m(S, "queen"), "strength")


def test_helper_needs_wisdom():
    state = arrange(volition=[m(S, "eight")], present_1=[m(S, "queen")], present_2=[t(5)])
    with pytest.raises(IllegalAction, match="costs one equipped Wisdom"):
        do(state, "helper", m(S, "queen"), "volition")


def test_helper_on_a_vitality_card_in_the_present_or_satchel_and_discarded_with_it():
    state = arrange(wisdom_1=[m(P, "two")], satchel_1=[m(C, "four")], present_1=[m(C, "king")],
                    present_2=[t(5)], present_3=[t(6)], vitality=10)
    do(state, "helper", m(C, "king"), "satchel_1")
    do(state, "replenish", m(C, "four"), "fool")
    assert state.data["vitality"] == 18
    assert {m(C, "four"), m(C, "king")} <= set(cards(state, "past"))


def test_helper_not_on_strength_in_use_nor_on_unequipped_strength():
    state = arrange(wisdom_1=[m(P, "two")], strength=[m(W, "nine"), t(4)], present_1=[m(W, "king")],
                    present_2=[m(W, "six")], present_3=[t(7)])
    state.data["worn"][m(W, "nine")] = 4
    with pytest.raises(IllegalAction, match="in use"):
        do(state, "helper", m(W, "king"), "strength")
    assert not moves(state, "helper")


def test_house_6_one_helper_per_card():
    state = arrange(wisdom_1=[m(P, "two")], wisdom_2=[m(P, "three")], volition=[m(S, "eight"), m(S, "page")],
                    present_1=[m(S, "king")], present_2=[t(5)])
    boost(state, m(S, "page"), m(S, "eight"))
    with pytest.raises(IllegalAction, match="already has a Helper"):
        do(state, "helper", m(S, "king"), "volition")


def test_take_a_chance_reshuffles_the_present_with_its_helpers_and_deals_anew():
    state = arrange(satchel_1=[m(C, "ace")], present_1=[t(13)], present_2=[m(C, "six"), m(C, "queen")],
                    present_3=[t(20)], wisdom_1=[m(P, "two")])
    boost(state, m(C, "queen"), m(C, "six"))
    before = len(state.zones["future"])
    do(state, "chance", m(C, "ace"), "past")
    assert cards(state, "past") == [m(C, "ace")]
    assert len(state.zones["future"]) == before + 4 - 4
    assert cards(state, "wisdom_1") == [m(P, "two")], "equipped cards stay"
    present = {c for z in tb.present_zones() for c in cards(state, z)}
    assert len(present) == 4


def test_discard_non_challenge_cards_but_never_equipped_ones():
    state = arrange(present_1=[m(C, "two")], satchel_1=[m(S, "three")], volition=[m(S, "nine")],
                    present_2=[t(4)], present_3=[t(5)])
    do(state, "discard", m(C, "two"), "past")
    do(state, "discard", m(S, "three"), "past")
    with pytest.raises(IllegalAction, match="Equipped cards cannot be discarded"):
        do(state, "discard", m(S, "nine"), "past")


# ---- challenges --------------------------------------------------------------------------
def test_volition_greater_or_equal_overcomes():
    state = arrange(volition=[m(S, "eight")], present_1=[t(8)], present_2=[m(C, "two")], present_3=[t(3)])
    do(state, "overcome", m(S, "eight"), "present_1")
    assert {m(S, "eight"), t(8)} <= set(cards(state, "past")) and state.data["vitality"] == 25


def test_volition_less_depletes_and_stays_stacked_and_more_volition_may_follow():
    """Figure 9: the 8 of Swords wears Death down to 5 and lies on it."""
    state = arrange(volition=[m(S, "eight")], present_1=[t(13)], present_2=[m(S, "five")], present_3=[t(3)])
    do(state, "overcome", m(S, "eight"), "present_1")
    assert cards(state, "present_1") == [t(13), m(S, "eight")] and tb.remaining(state, "present_1") == 5
    assert GAME.badges(state)[t(13)] == "5 left"
    do(state, "equip", m(S, "five"), "volition")
    do(state, "overcome", m(S, "five"), "present_1")
    assert {t(13), m(S, "eight"), m(S, "five")} <= set(cards(state, "past"))


def test_strength_equal_both_discarded():
    state = arrange(strength=[m(W, "seven")], present_1=[t(7)], present_2=[m(C, "two")], present_3=[t(3)])
    do(state, "endure", m(W, "seven"), "present_1")
    assert {m(W, "seven"), t(7)} <= set(cards(state, "past")) and state.data["vitality"] == 25


def test_strength_less_both_discarded_and_the_difference_off_vitality():
    """Figure 11: the 7 of Batons endures Death and the Fool loses 6."""
    state = arrange(strength=[m(W, "seven")], present_1=[t(13)], present_2=[m(C, "two")], present_3=[t(3)])
    do(state, "endure", m(W, "seven"), "present_1")
    assert state.data["vitality"] == 19 and not state.zones["strength"]


def test_strength_greater_is_depleted_and_holds_the_challenge():
    state = arrange(strength=[m(W, "nine")], present_1=[t(4)], present_2=[m(C, "two")], present_3=[t(3)])
    do(state, "endure", m(W, "nine"), "present_1")
    assert cards(state, "strength") == [m(W, "nine"), t(4)] and tb.remaining(state, "strength") == 5
    do(state, "endure", m(W, "nine"), "present_3")
    assert tb.remaining(state, "strength") == 2


def test_combination_volition_first_then_strength():
    """Figure 12: Death worn to 5 by the 8 of Swords, then endured by the 7 of Batons,
    which keeps 2 and holds both."""
    state = arrange(volition=[m(S, "eight")], strength=[m(W, "seven")], present_1=[t(13)],
                    present_2=[m(C, "two")], present_3=[t(3)])
    do(state, "overcome", m(S, "eight"), "present_1")
    do(state, "endure", m(W, "seven"), "present_1")
    assert cards(state, "strength") == [m(W, "seven"), t(13), m(S, "eight")]
    assert tb.remaining(state, "strength") == 2 and state.data["vitality"] == 25


def test_direct_completion_costs_the_remaining_value():
    """Figure 13: Death straight to the Past costs 13; a worn Challenge costs what is left."""
    state = arrange(present_1=[t(13)], present_2=[m(C, "two")], present_3=[t(6)], volition=[m(S, "four")])
    do(state, "complete", t(13), "fool")
    assert state.data["vitality"] == 12 and t(13) in cards(state, "past")
    do(state, "overcome", m(S, "four"), "present_3")
    do(state, "complete", t(6), "fool")
    assert state.data["vitality"] == 10


def test_completion_may_wait():
    state = arrange(present_1=[t(13)], present_2=[m(C, "two")], present_3=[m(W, "two")])
    do(state, "discard", m(C, "two"), "past")
    assert cards(state, "present_1") == [t(13)] and state.data["vitality"] == 25


def test_house_4_a_worn_strength_card_stays_equipped_beside_a_direct_completion():
    """House decision 4 (the seed's sentences are quoted in test_fools_as_written.py)."""
    state = arrange(strength=[m(W, "nine"), t(4)], present_1=[t(3)], present_2=[m(C, "two")],
                    volition=[m(S, "two")])
    state.data["worn"][m(W, "nine")] = 4
    assert moves(state, "overcome") and moves(state, "endure") and moves(state, "complete")
    with pytest.raises(IllegalAction, match="Equipped cards cannot be discarded"):
        do(state, "discard", m(W, "nine"), "past")


def test_each_completed_challenge_tells_a_line_of_the_story():
    state = arrange(volition=[m(S, "ten")], present_1=[t(6)], present_2=[m(C, "two")], present_3=[t(3)])
    do(state, "overcome", m(S, "ten"), "present_1")
    assert "well" in state.story[-1]


def test_the_worlds_story_line_does_not_end_a_journey_that_goes_on():
    """Play-test: completing the World mid-game told that the journey was complete."""
    state = arrange(volition=[m(S, "ten")], present_1=[t(21)], present_2=[m(C, "two")], present_3=[t(3)],
                    vitality=20)
    state.data["worn"][t(21)] = 12
    do(state, "overcome", m(S, "ten"), "present_1")
    assert GAME.outcome(state) is None
    assert "complete" not in state.story[-1] and "whole" in state.story[-1]


def test_story_lines_name_cards_inside_a_sentence_in_lower_case():
    state = arrange({"ace_up": "on-fool"}, present_1=[t(16)], present_2=[m(C, "two")], present_3=[t(3)])
    do(state, "banish", m(W, "ace"), "present_1")
    assert state.story[-1] == "Ace of Wands banishes the Tower to the bottom of the Future."


def test_a_challenge_that_fells_the_fool_tells_no_line_of_his_story():
    """Found in play: the Star's line ('he sees the place that is his') came just
    before 'the Fool's Vitality is spent by the Star'."""
    for options, where in (({}, ", now face down in the Past"), ({"reversals": "on"}, ""),
                           ({"order": "random"}, ", now face down in the Past")):
        state = arrange(options, present_1=[t(17)], present_2=[m(C, "two")], present_3=[t(3)], vitality=5)
        told = len(state.story)
        do(state, "complete", t(17), "fool")
        assert state.story[told:] == [f"The Fool's Vitality is spent facing the Star, Challenge 17{where}: "
                                      "the journey ends here."]


# ---- the end --------------------------------------------------------------------------------
def test_vitality_at_zero_loses_and_names_the_challenge():
    state = arrange(present_1=[t(13)], present_2=[m(C, "two")], present_3=[t(3)], vitality=13)
    do(state, "complete", t(13), "fool")
    outcome = GAME.outcome(state)
    assert outcome.winners == () and outcome.detail == "lost to Death"
    assert GAME.legal_actions(state) == []


def test_no_adventure_is_dealt_once_the_fool_s_vitality_is_spent():
    """Issue 32, item 12: three new cards were dealt behind "the journey ends here": the
    Present down to one card deals the next adventure only while the journey goes on."""
    state = arrange(present_1=[t(13)], present_2=[m(C, "two")], vitality=13)
    future = cards(state, "future")
    do(state, "complete", t(13), "fool")
    assert GAME.outcome(state).winners == ()
    assert [cards(state, zone) for zone in tb.present_zones() if state.zones[zone]] == [[m(C, "two")]]
    assert cards(state, "future") == future
    state = arrange(present_1=[t(2)], present_2=[m(C, "two")], vitality=20)   # alive: dealt as ever
    do(state, "complete", t(2), "fool")
    assert sum(bool(state.zones[zone]) for zone in tb.present_zones()) == 4


def test_surviving_the_last_challenge_wins():
    state = arrange(present_1=[t(13)], present_2=[m(C, "two")], vitality=20)
    state.zones["past"] += state.zones["future"]
    state.zones["future"] = []
    do(state, "complete", t(13), "fool")
    assert GAME.outcome(state).winners == (0,)


@pytest.mark.parametrize("final, won", [(21, True), (20, False)])
def test_house_3_the_exact_tie_is_won_only_by_completing_the_world(final, won):
    state = arrange(present_1=[t(final)], present_2=[m(C, "two")], vitality=final)
    state.zones["past"] += state.zones["future"]
    state.zones["future"] = []
    do(state, "complete", t(final), "fool")
    assert state.data["vitality"] == 0 and GAME.outcome(state).won_by(0) is won


def test_house_22_the_end_comes_when_no_challenge_stands_whatever_else_is_left():
    state = arrange(present_1=[t(2)], present_2=[m(C, "two")], present_3=[m(W, "nine")])
    state.zones["past"] += state.zones["future"]
    state.zones["future"] = []
    do(state, "complete", t(2), "fool")
    assert GAME.outcome(state).won_by(0)


# ---- variants ---------------------------------------------------------------------------------
@pytest.mark.parametrize("level, most, wisdom, satchel", [("easy", 30, 4, 4), ("normal", 25, 3, 3),
                                                          ("hard", 20, 2, 2)])
def test_difficulty_sets_vitality_wisdom_and_satchel(level, most, wisdom, satchel):
    state = GAME.new(2, {"difficulty": level})
    assert state.data["vitality"] == most == state.data["max"]
    assert tb.limits(state.options) == (most, wisdom, satchel)
    assert len(tb.satchel_zones(state.options)) == satchel + 1


def test_easy_lets_helpers_go_on_unequipped_strength_and_volition():
    for level, allowed in (("easy", True), ("normal", False)):
        state = arrange({"difficulty": level}, wisdom_1=[m(P, "two")], present_1=[m(W, "king")],
                        present_2=[m(W, "six")], present_3=[t(7)])
        assert bool(moves(state, "helper")) is allowed


def test_house_9_random_order_heap_and_the_top_card_comes_back():
    state = arrange({"order": "random"}, present_1=[t(4)], present_2=[m(C, "two")], present_3=[m(W, "two")],
                    past=[m(S, "two"), m(S, "three")], future=[m(P, "two"), m(P, "three")])
    past_before = len(state.zones["past"])
    do(state, "complete", t(4), "fool")
    assert state.data["vitality"] == 21
    # the heap: Death's numeral 4 = the trump, then Future, Past, Future
    present = [c for z in tb.present_zones() for c in cards(state, z)]
    assert len(present) == 3
    assert len(state.zones["past"]) == past_before - 1 + 4 - 1
    assert not any(p.face_up for p in state.zones["past"])


def test_house_9_random_order_skips_the_magician():
    state = arrange({"order": "random"}, present_1=[t(1)], present_2=[m(C, "two")], present_3=[m(W, "two")])
    do(state, "complete", t(1), "fool")
    assert cards(state, "past")[-1] == t(1)


def test_house_9_random_order_completion_is_not_left_reversed():
    state = arrange({"order": "random", "reversals": "on"}, present_1=[t(3)], present_2=[m(C, "two")],
                    present_3=[m(W, "two")])
    do(state, "complete", t(3), "fool")
    assert not any(p.reversed for z in tb.present_zones() for p in state.zones[z])


def test_house_10_ace_up_the_sleeve_in_the_satchel():
    state = GAME.new(4, {"ace_up": "satchel"})
    assert fc.role(cards(state, "satchel_1")[0]) == "chance"
    assert sum(fc.role(p.card) == "chance" for p in state.zones["future"]) == 3


def test_house_10_aces_on_the_fool_banish_a_challenge_to_the_bottom_of_the_future():
    state = arrange({"ace_up": "on-fool"}, present_1=[t(18), m(S, "two")], present_2=[m(C, "two")],
                    present_3=[m(W, "two")])
    assert len(cards(state, "sleeve")) == 4
    ace = cards(state, "sleeve")[0]
    assert not [a for a in moves(state) if a.card == ace and a.kind == "chance"]
    do(state, "banish", ace, "present_1")
    assert state.zones["future"][0].card == t(18) and not state.zones["future"][0].face_up
    assert {ace, m(S, "two")} <= set(cards(state, "past"))


def test_supportive_friend_keeps_two_helpers_under_the_fool():
    state = arrange({"friend": "on"}, present_1=[m(C, "king")], present_2=[m(S, "page")],
                    present_3=[m(W, "queen")], present_4=[t(3)], wisdom_1=[m(P, "four")],
                    volition=[m(S, "six")])
    do(state, "befriend", m(C, "king"), "friend")
    do(state, "befriend", m(S, "page"), "friend")
    with pytest.raises(IllegalAction):
        do(state, "befriend", m(W, "queen"), "friend")
    do(state, "helper", m(S, "page"), "volition")
    assert tb.worth(state, "volition") == 12


def test_house_11_friends_are_not_discarded():
    state = arrange({"friend": "on"}, friend=[m(C, "king")], present_1=[t(3)], present_2=[t(4)])
    assert not [a for a in moves(state) if a.card == m(C, "king")]


# ---- the player's view and the engine's questions ----------------------------------------------
def test_view_hides_the_future_and_the_past_only():
    state = GAME.new(8)
    seen = GAME.view(state, 0)
    assert all(p.card == HIDDEN for p in seen.zones["future"])
    for zone in tb.present_zones():
        assert cards(seen, zone) == cards(state, zone)


def test_a_deal_cannot_be_undone_but_a_plain_move_can():
    state = arrange(present_1=[m(C, "two")], present_2=[m(W, "two")], present_3=[t(4)])
    do(state, "discard", m(C, "two"), "past")
    assert GAME.undoable(state, Action("discard", m(C, "two"), "past"))
    do(state, "discard", m(W, "two"), "past")
    assert not GAME.undoable(state, Action("discard", m(W, "two"), "past"))


def test_labels_name_the_move_in_the_seeds_terms():
    state = arrange(volition=[m(S, "eight")], present_1=[t(13)], present_2=[m(C, "two")], vitality=20)
    labels = {a.label for a in GAME.legal_actions(state)}
    assert "Overcome Death with Eight of Swords (8)" in labels
    assert "Complete Death directly (-13 Vitality)" in labels
    assert "Replenish Vitality with Two of Cups (+2)" in labels


def test_fool_badge_shows_vitality_now_and_most():
    state = arrange(present_1=[t(3)], present_2=[t(4)], vitality=17)
    assert GAME.badges(state)[fc.FOOL] == "17/25"


def test_simulate_counts_what_each_journey_was_lost_to():
    from tarot_table.simulate import simulate
    report = simulate(GAME, 6, 0, None, GAME.check_options({}))
    results = report["results"]
    assert sum(results.get("details", {}).values()) == results["lost"]
    assert all(key.startswith("lost to ") for key in results["details"])


# ---- bots -----------------------------------------------------------------------------------
@pytest.mark.parametrize("bot", ["greedy", "rollouts"])
def test_bots_choose_a_legal_move_from_the_players_view(bot):
    from tarot_table.rng import Rng
    state = arrange({"reversals": "on"}, present_1=[21], present_2=[t(19)], present_3=[m(S, "nine")],
                    wisdom_1=[m(P, "two")], vitality=6)
    view = GAME.view(state, 0)
    assert all(p.card == HIDDEN for p in view.zones["future"])
    action = GAME.bots[bot](GAME, view, Rng(5))
    assert action in GAME.moves(state)


def test_greedy_bot_restores_a_low_vitality_with_the_world_before_a_deadly_completion():
    from tarot_table.rng import Rng
    state = arrange({"reversals": "on"}, present_1=[21], present_2=[t(19)], present_3=[t(3)],
                    wisdom_1=[m(P, "two")], vitality=6)
    action = GAME.bots["greedy"](GAME, GAME.view(state, 0), Rng(5))
    assert (action.kind, action.card) == ("power", t(21))


def test_greedy_bot_keeps_an_ace_by_the_fool_for_a_challenge_that_would_fell_him():
    """A banished Challenge comes back at the journey's end: the greedy bot banishes a
    Challenge only when completing it would take the Fool's last Vitality (or nothing
    better is left), not every strong one at once."""
    from tarot_table.rng import Rng
    greedy = GAME.bots["greedy"]
    for vitality, banishes in ((25, False), (16, False), (15, True)):
        state = arrange({"ace_up": "on-fool"}, present_1=[t(15)], present_2=[t(2)], vitality=vitality)
        action = greedy(GAME, GAME.view(state, 0), Rng(5))
        assert (action.kind == "banish") is banishes, (vitality, action)
        if banishes:
            assert action.to == "present_1"


def test_a_card_may_be_dropped_on_any_empty_place_of_the_satchel_or_wisdom_row():
    state = arrange(present_1=[m(C, "two")], present_2=[m(P, "three")], present_3=[t(5)])
    do(state, "store", m(C, "two"), "satchel_3")
    do(state, "equip", m(P, "three"), "wisdom_2")
    assert cards(state, "satchel_3") == [m(C, "two")] and cards(state, "wisdom_2") == [m(P, "three")]


@pytest.mark.parametrize("card, words", [(m(C, "five"), "replenish him"), (m(S, "five"), "Equip Volition first"),
                                         (m(C, "ace"), "take a Chance")])
def test_a_card_dropped_on_a_challenge_it_cannot_touch_is_told_where_it_goes(card, words):
    state = arrange(present_1=[card], present_2=[t(13)], present_3=[t(3)])
    with pytest.raises(IllegalAction, match=words):
        do(state, "overcome", card, "present_2")
