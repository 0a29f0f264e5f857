"""The Fool's Journey, advanced rules: completed Challenges stay reversed, and each
of the 21 reversed trumps has its power (rules.md, "Advanced rules")."""
from __future__ import annotations

import pytest

from tarot_table.games.base import IllegalAction
from tarot_table.games.fools_journey import table as tb
from tests.helpers.fools import C, GAME, P, S, W, arrange, boost, cards, do, m, moves, t

ON = {"reversals": "on"}


def power(state, number, to, choice=None):
    return do(state, "power", t(number), to, choice)


def targets(state, number):
    return {(a.to, a.choice) for a in moves(state, "power") if a.card == t(number)}


def present(state):
    return [c for z in tb.present_zones() for c in cards(state, z)]


# ---- reversals ----------------------------------------------------------------------
def test_completed_challenges_stay_reversed_in_the_present():
    state = arrange(ON, volition=[m(S, "ten")], present_1=[t(6)], present_2=[m(C, "two")], present_3=[t(3)])
    do(state, "overcome", m(S, "ten"), "present_1")
    assert cards(state, "present_1") == [t(6)] and state.zones["present_1"][0].reversed
    assert m(S, "ten") in cards(state, "past")


def test_a_challenge_held_by_a_strength_card_is_not_reversed():
    state = arrange(ON, strength=[m(W, "nine")], present_1=[t(4)], present_2=[m(C, "two")], present_3=[t(3)])
    do(state, "endure", m(W, "nine"), "present_1")
    assert cards(state, "strength") == [m(W, "nine"), t(4)] and not state.zones["strength"][1].reversed


def test_a_challenge_endured_by_a_weaker_strength_stays_reversed():
    state = arrange(ON, strength=[m(W, "two")], present_1=[t(4)], present_2=[m(C, "two")], present_3=[t(3)])
    do(state, "endure", m(W, "two"), "present_1")
    assert state.zones["present_1"][0].reversed and state.data["vitality"] == 23


def test_reversed_challenges_can_be_stored_or_discarded():
    state = arrange(ON, present_1=[7], present_2=[9], present_3=[t(3)])
    do(state, "store", t(7), "satchel_1")
    do(state, "discard", t(9), "past")
    assert cards(state, "satchel_1") == [t(7)] and t(9) in cards(state, "past")


def test_powers_only_with_reversals_on():
    state = arrange(present_1=[t(21)], present_2=[t(3)], wisdom_1=[m(P, "two")])
    assert not moves(state, "power")


# ---- the twenty-one powers ----------------------------------------------------------------
def test_1_magician_reshuffles_a_non_challenge_card_and_draws_a_new_one():
    state = arrange(ON, present_1=[1], present_2=[m(C, "two")], present_3=[t(5)], wisdom_1=[m(P, "two")])
    assert targets(state, 1) == {("present_2", None)}
    power(state, 1, "present_2")
    assert len(cards(state, "present_2")) == 1 and t(1) in cards(state, "past")
    assert not state.zones["wisdom_1"] and m(P, "two") in cards(state, "past")


def test_2_high_priestess_discards_equipped_strength_and_volition():
    state = arrange(ON, present_1=[2], present_2=[t(5)], present_3=[t(4)], wisdom_1=[m(P, "two")],
                    strength=[m(W, "nine"), t(3)], volition=[m(S, "four")])
    state.data["worn"][m(W, "nine")] = 3
    power(state, 2, "strength")
    assert not state.zones["strength"] and not state.zones["volition"]
    assert {m(W, "nine"), t(3), m(S, "four")} <= set(cards(state, "past"))


def test_3_empress_draws_into_a_full_satchel_and_a_challenge_is_resolved_there():
    state = arrange(ON, present_1=[3], present_2=[t(5)], present_3=[t(4)], wisdom_1=[m(P, "two")],
                    satchel_1=[m(C, "two")], satchel_2=[m(C, "three")], satchel_3=[m(C, "four")],
                    future=[t(11)])
    power(state, 3, "satchel_4")
    assert cards(state, "satchel_4") == [t(11)] and not state.zones["satchel_4"][0].reversed
    assert not targets(state, 3)
    do(state, "complete", t(11), "fool")
    assert state.zones["satchel_4"][0].reversed and state.data["vitality"] == 14


def test_house_13_the_empress_overfills_the_satchel_by_one_at_most():
    state = arrange(ON, present_1=[3], present_2=[t(5)], wisdom_1=[m(P, "two")], satchel_1=[m(C, "two")],
                    satchel_2=[m(C, "three")], satchel_3=[m(C, "four")], satchel_4=[m(C, "five")])
    assert not targets(state, 3)


def test_4_emperor_strips_the_strength_card():
    state = arrange(ON, present_1=[4], present_2=[t(5)], present_3=[t(6)], wisdom_1=[m(P, "two")],
                    strength=[m(W, "nine"), t(3)])
    state.data["worn"][m(W, "nine")] = 3
    power(state, 4, "strength")
    assert cards(state, "strength") == [m(W, "nine")] and tb.remaining(state, "strength") == 9


def test_5_hierophant_discarded_for_a_point_of_wisdom():
    state = arrange(ON, present_1=[5], present_2=[m(S, "queen")], present_3=[t(6)], volition=[m(S, "four")])
    assert ("past", None) in targets(state, 5)
    power(state, 5, "past")
    assert tb.wisdom_points(state) == 1
    do(state, "helper", m(S, "queen"), "volition")
    assert tb.worth(state, "volition") == 8 and tb.wisdom_points(state) == 0


def test_5_hierophant_equipped_beyond_the_wisdom_limit_and_counts_five_for_justice():
    state = arrange(ON, present_1=[5], present_2=[11], present_3=[t(6)], wisdom_1=[m(P, "two")],
                    wisdom_2=[m(P, "three")], wisdom_3=[m(P, "king")])
    power(state, 5, "wisdom_4")
    assert tb.wisdom_points(state) == 4
    power(state, 11, "wisdom_4")
    assert cards(state, "volition") == [t(5)] and tb.worth(state, "volition") == 5


def test_6_lovers_double_a_numbered_card_of_any_suit():
    state = arrange(ON, present_1=[6], present_2=[t(12)], present_3=[t(7)], wisdom_1=[m(P, "two")],
                    volition=[m(S, "six")])
    power(state, 6, "volition")
    assert tb.worth(state, "volition") == 12
    do(state, "overcome", m(S, "six"), "present_2")
    assert t(6) in cards(state, "past")


def test_6_lovers_on_wisdom_pay_for_two_helpers():
    """House decision 15: the first point spent sends the Lovers to the Past."""
    state = arrange(ON, present_1=[6], present_2=[m(S, "queen")], present_3=[m(W, "king")],
                    present_4=[t(9)], wisdom_1=[m(P, "two")], wisdom_2=[m(P, "five")],
                    volition=[m(S, "six")], strength=[m(W, "four")])
    power(state, 6, "wisdom_2")                 # paid with the Two; the Five now counts twice
    assert tb.wisdom_points(state) == 2
    do(state, "helper", m(S, "queen"), "volition")
    assert cards(state, "wisdom_2") == [m(P, "five")] and t(6) in cards(state, "past")
    do(state, "helper", m(W, "king"), "strength")
    assert tb.worth(state, "strength") == 8 and tb.wisdom_points(state) == 0


def test_house_6_a_helper_and_the_lovers_together_make_four_times():
    state = arrange(ON, present_1=[6], present_2=[t(20)], wisdom_1=[m(P, "two")], volition=[m(S, "five"),
                    m(S, "knight")])
    boost(state, m(S, "knight"), m(S, "five"))
    power(state, 6, "volition")
    assert tb.worth(state, "volition") == 20


def test_7_chariot_drives_any_present_card_back_into_the_future():
    state = arrange(ON, present_1=[7], present_2=[t(20)], present_3=[t(4)], wisdom_1=[m(P, "two")])
    power(state, 7, "present_2")
    assert t(20) not in present(state) and t(20) in cards(state, "future")


def test_8_strength_equips_a_reversed_challenge_as_volition():
    state = arrange(ON, present_1=[8], present_2=[13], present_3=[t(20)], wisdom_1=[m(P, "two")])
    assert ("present_2", "volition") in targets(state, 8) and ("present_2", "strength") in targets(state, 8)
    power(state, 8, "present_2", "volition")
    assert cards(state, "volition") == [t(13)] and tb.worth(state, "volition") == 13
    do(state, "overcome", t(13), "present_3")
    assert tb.remaining(state, "present_3") == 7


def test_9_hermit_spares_the_fools_vitality_when_strength_falls_short():
    state = arrange(ON, present_1=[9], present_2=[t(15)], present_3=[t(4)], wisdom_1=[m(P, "two")],
                    strength=[m(W, "three")])
    power(state, 9, "strength")
    do(state, "endure", m(W, "three"), "present_2")
    assert state.data["vitality"] == 25 and t(9) in cards(state, "past")


def test_10_wheel_of_fortune_shuffles_every_face_up_card_but_the_fool_back():
    state = arrange(ON, present_1=[10], present_2=[t(15)], present_3=[t(4)], wisdom_1=[m(P, "two")],
                    wisdom_2=[m(P, "three")], strength=[m(W, "three")], satchel_1=[m(C, "nine")])
    power(state, 10, "future")
    assert len(present(state)) == 4
    assert not state.zones["strength"] and not state.zones["satchel_1"] and not state.zones["wisdom_1"]
    assert cards(state, "fool") == ["major_arcana.00"] and t(10) in cards(state, "past")


def test_11_justice_turns_a_numbered_wisdom_card_into_volition():
    state = arrange(ON, present_1=[11], present_2=[t(15)], present_3=[t(4)], wisdom_1=[m(P, "seven")],
                    wisdom_2=[m(P, "page")])
    assert targets(state, 11) == {("wisdom_1", None)}
    power(state, 11, "wisdom_1")
    assert cards(state, "volition") == [m(P, "seven")] and tb.worth(state, "volition") == 7
    assert tb.wisdom_points(state) == 1, "Justice costs no Wisdom"


def test_12_hanged_man_reverses_an_upright_challenge_and_drops_what_lay_on_it():
    state = arrange(ON, present_1=[12], present_2=[t(15), m(S, "four")], present_3=[t(4)],
                    wisdom_1=[m(P, "two")])
    state.data["worn"][t(15)] = 4
    power(state, 12, "present_2")
    assert cards(state, "present_2") == [t(15)] and state.zones["present_2"][0].reversed
    assert m(S, "four") in cards(state, "past") and "Night" in state.story[-1]


def test_13_death_discards_only_a_worn_challenge():
    state = arrange(ON, present_1=[13], present_2=[t(15), m(S, "four")], present_3=[t(4)],
                    wisdom_1=[m(P, "two")])
    state.data["worn"][t(15)] = 4
    assert targets(state, 13) == {("present_2", None)}
    power(state, 13, "present_2")
    assert {t(15), m(S, "four"), t(13)} <= set(cards(state, "past"))


def test_14_temperance_makes_a_numbered_card_a_vitality_card():
    state = arrange(ON, present_1=[14], present_2=[m(W, "seven")], present_3=[t(4)],
                    wisdom_1=[m(P, "two")], vitality=10)
    power(state, 14, "present_2")
    do(state, "replenish", m(W, "seven"), "fool")
    assert state.data["vitality"] == 17 and {t(14), m(W, "seven")} <= set(cards(state, "past"))


def test_15_devil_discards_an_upright_challenge():
    state = arrange(ON, present_1=[15], present_2=[t(20)], present_3=[t(4)], wisdom_1=[m(P, "two")])
    power(state, 15, "present_2")
    assert t(20) in cards(state, "past") and state.data["vitality"] == 25


def test_16_tower_drops_a_random_card_of_the_future_into_the_past():
    state = arrange(ON, present_1=[16], present_2=[t(20)], present_3=[t(4)])
    future, past = len(state.zones["future"]), len(state.zones["past"])
    power(state, 16, "future")
    assert len(state.zones["future"]) == future - 1 and len(state.zones["past"]) == past + 2
    assert not any(p.face_up for p in state.zones["past"])


def test_17_star_shuffles_a_random_discarded_card_back_into_the_future():
    state = arrange(ON, present_1=[17], present_2=[t(20)], present_3=[t(4)], past=[m(C, "ten")])
    future = len(state.zones["future"])
    power(state, 17, "future")
    assert cards(state, "past") == [t(17)], "house decision 18: the Star never picks itself"
    assert m(C, "ten") in cards(state, "future") and len(state.zones["future"]) == future + 1


def test_18_moon_strikes_two_challenges_with_the_volitions_worth():
    state = arrange(ON, present_1=[18], present_2=[t(20)], present_3=[t(4)], wisdom_1=[m(P, "two")],
                    volition=[m(S, "six")])
    power(state, 18, "present_2", "present_3")
    assert state.zones["present_3"][0].reversed and m(S, "six") in cards(state, "past")
    assert cards(state, "present_2") == [t(20), t(18)] and tb.remaining(state, "present_2") == 14


def test_19_sun_restores_vitality_by_the_volitions_worth_just_before_it_strikes():
    state = arrange(ON, present_1=[19], present_2=[t(20)], present_3=[t(4)], wisdom_1=[m(P, "two")],
                    volition=[m(S, "six")], vitality=10)
    power(state, 19, "volition")
    assert state.data["vitality"] == 10
    do(state, "overcome", m(S, "six"), "present_3")
    assert state.data["vitality"] == 16 and t(19) in cards(state, "past")


def test_20_judgement_revives_the_fool_with_one_vitality():
    state = arrange(ON, present_1=[20], present_2=[t(19)], present_3=[t(4)], wisdom_1=[m(P, "two")], vitality=5)
    power(state, 20, "fool")
    assert cards(state, "fool")[-1] == t(20)
    do(state, "complete", t(19), "fool")
    assert state.data["vitality"] == 1 and GAME.outcome(state) is None and t(20) in cards(state, "past")


def test_house_16_judgement_is_spent_on_the_next_wound_even_when_not_needed():
    state = arrange(ON, present_1=[20], present_2=[t(3)], present_3=[t(4)], wisdom_1=[m(P, "two")])
    power(state, 20, "fool")
    do(state, "complete", t(3), "fool")
    assert state.data["vitality"] == 22 and t(20) in cards(state, "past")


def test_21_world_restores_the_fools_maximum_vitality():
    state = arrange(ON, present_1=[21], present_2=[t(19)], present_3=[t(4)], wisdom_1=[m(P, "two")], vitality=4)
    power(state, 21, "fool")
    assert state.data["vitality"] == 25 and t(21) in cards(state, "past")


def test_powers_that_cost_wisdom_are_refused_without_it():
    state = arrange(ON, present_1=[21], present_2=[t(19)], present_3=[t(4)], vitality=4)
    with pytest.raises(IllegalAction, match="costs one point of Wisdom"):
        power(state, 21, "fool")


@pytest.mark.parametrize("number", [16, 17])
def test_free_powers_need_no_wisdom(number):
    state = arrange(ON, present_1=[number], present_2=[t(19)], present_3=[t(4)], past=[m(C, "two")])
    assert targets(state, number)


def test_house_5_wisdom_is_paid_from_a_court_card_before_a_numbered_one():
    state = arrange(ON, present_1=[21], present_2=[t(19)], present_3=[t(4)], wisdom_1=[m(P, "two")],
                    wisdom_2=[m(P, "king")], vitality=4)
    power(state, 21, "fool")
    assert cards(state, "wisdom_1") == [m(P, "two")] and not state.zones["wisdom_2"]
