"""Tournament of Queens: one test per rule of the seed and per house decision or house
table entry in rules.md (the numbers in the names are the house decisions)."""
from __future__ import annotations

import json
from fractions import Fraction

import pytest

from tarot_table.games.tournament_of_queens import presentation
from tarot_table.cards import MAJOR_NAMES, TAROT_DECK
from tarot_table.games.base import HIDDEN, Action, BadOptions, IllegalAction, Seat, State
from tarot_table.games.tournament_of_queens.cards import bribe_rank, value
from tarot_table.games.tournament_of_queens.effects import EFFECTS, JUDGEMENT_AS_JUDGE
from tarot_table.games.tournament_of_queens.judging import Board, cast, votes_text
from tarot_table.games.tournament_of_queens.rules import PATTERN
from tarot_table.rng import Rng
from tests.helpers.tournament_positions import (GAME, JUDGEMENT, JUDGES, attr, cards, do, finish, hand, m, sash, t,
                                      table)

CUPS, PENT, WANDS, SWORDS = "cups", "pentacles", "wands", "swords"


def total(state, seat, suit):
    return GAME.total(state, seat, suit)


def votes(state):
    return GAME.final_votes(state)


# ---- players and the deal --------------------------------------------------------------------
def test_two_to_six_players_with_a_full_deck():
    for players in range(2, 7):
        state = GAME.new(4, seats=GAME.default_seats(players))
        assert sorted(p.card for pile in state.zones.values() for p in pile) == sorted(TAROT_DECK)
    for players in (1, 7):
        with pytest.raises(BadOptions):
            GAME.new(4, seats=[Seat(str(i)) for i in range(players)])


def test_deal_nine_judges_six_open_three_hidden_in_the_house_pattern_decision_1():
    state = GAME.new(8, seats=GAME.default_seats(4))
    assert PATTERN == "OXOOXOOXO"
    assert [state.zones[j][0].face_up for j in JUDGES] == [c == "O" for c in PATTERN]
    assert all(len(state.zones[j]) == 1 for j in JUDGES)


def test_deal_a_reserve_of_four_and_six_cards_each_the_first_player_draws_first_decision_3():
    state = GAME.new(8, seats=GAME.default_seats(4))
    assert len(state.zones["reserve"]) == 4 and not any(p.face_up for p in state.zones["reserve"])
    assert state.to_act == 0 and state.data["dealer"] == 3
    assert [len(state.zones[hand(s)]) for s in range(4)] == [7, 6, 6, 6]   # the opener has drawn


def _deal_with_judgement_in(where) -> State:
    for seed in range(400):
        state = GAME.new(seed, seats=GAME.default_seats(3))
        if any(p.card == JUDGEMENT for z in where for p in state.zones[z]):
            return state
    raise AssertionError("no deal of 400 puts Judgement there")


def test_judgement_is_dealt_like_any_card_and_as_a_judge_calls_no_last_round_decision_2():
    """Seed: "be careful to check the special effects of the Major Arcana, especially
    Judgement". Judgement dealt to the judges or the reserve stays there (it is not put
    back), the table says what it does as a judge, and it calls no last round."""
    dealt = [GAME.new(seed, seats=GAME.default_seats(2)) for seed in range(200)]
    assert sum(any(p.card == JUDGEMENT for z in (*JUDGES, "reserve") for p in s.zones[z]) for s in dealt) > 20
    open_seat = [j for j, mark in zip(JUDGES, PATTERN) if mark == "O"]
    state = _deal_with_judgement_in(open_seat)
    judge = next(j for j in open_seat if state.top(j).card == JUDGEMENT)
    said = f"Judgement is dealt as judge {judge[5:]}: it gives 2 votes to the best all round. {JUDGEMENT_AS_JUDGE}"
    assert said in state.story and "calls no last round" in GAME.describe(state, JUDGEMENT)
    assert "2 votes for the best all round" in GAME.describe(state, JUDGEMENT)
    assert state.data["last_round"] is None
    while GAME.outcome(state) is None:
        GAME.apply(state, GAME.bots["quick"](GAME, GAME.view(state, state.to_act), Rng(state.moves)))
    assert state.data["judgement_by"] is None and "out of cards" in state.data["result"]["why"]
    hidden = _deal_with_judgement_in([j for j, mark in zip(JUDGES, PATTERN) if mark == "X"] + ["reserve"])
    assert not any("Judgement is dealt" in line for line in hidden.story)   # nothing said of hidden cards


# ---- the turn ------------------------------------------------------------------------------------
def test_a_turn_is_one_card_then_play_goes_left_and_the_next_player_draws():
    state = table(hands={0: [m(CUPS, "five")], 1: [m(CUPS, "six")]}, stock=[m(WANDS, "two")])
    do(state, "attribute", m(CUPS, "five"), attr(0, CUPS))
    assert state.to_act == 1
    assert cards(state, hand(1)) == [m(CUPS, "six"), m(WANDS, "two")]


def test_empty_draw_pile_is_not_reshuffled_and_a_player_without_cards_passes_decision_10():
    state = table(hands={0: [m(CUPS, "five")], 2: [m(CUPS, "six")]})
    state.zones["discard"] += state.zones["stock"]
    state.zones["stock"] = []
    do(state, "discard", m(CUPS, "five"), "discard")
    assert state.to_act == 2 and state.zones["stock"] == []
    assert any("passes" in line for line in state.story)


def test_only_cards_in_your_own_hand_may_be_played():
    state = table(hands={0: [m(CUPS, "five")], 1: [m(CUPS, "six")]})
    with pytest.raises(IllegalAction):
        do(state, "discard", m(CUPS, "six"), "discard")


# ---- attributes -----------------------------------------------------------------------------------
def test_page_of_cups_worn_gives_physique_11():
    state = table(hands={0: [m(CUPS, "page")]})
    do(state, "attribute", m(CUPS, "page"), attr(0, CUPS))
    assert total(state, 0, CUPS) == 11


def test_card_values_ace_one_to_queen_fourteen_decision_4():
    ranks = ["ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
             "page", "knight", "king", "queen"]
    assert [value(m(CUPS, r)) for r in ranks] == list(range(1, 15))


def test_each_suit_sets_its_own_attribute_and_no_card_counts_zero():
    state = table(hands={0: [m(WANDS, "three")]})
    assert [total(state, 0, s) for s in (CUPS, PENT, WANDS, SWORDS)] == [0, 0, 0, 0]
    do(state, "attribute", m(WANDS, "three"), attr(0, WANDS))
    assert [total(state, 0, s) for s in (CUPS, PENT, WANDS, SWORDS)] == [0, 0, 3, 0]


def test_a_new_attribute_replaces_the_old_which_is_discarded_with_its_modifiers():
    state = table(hands={0: [m(CUPS, "two")]},
                  attrs={(0, CUPS): [m(CUPS, "king"), "-" + m(CUPS, "five")]})
    do(state, "attribute", m(CUPS, "two"), attr(0, CUPS))
    assert cards(state, attr(0, CUPS)) == [m(CUPS, "two")]
    assert {m(CUPS, "king"), m(CUPS, "five")} <= set(cards(state, "discard"))
    assert not any(p.reversed for p in state.zones["discard"])


def test_an_attribute_is_worn_only_in_your_own_row_and_in_its_suit():
    state = table(hands={0: [m(CUPS, "two")]})
    for zone in (attr(1, CUPS), attr(0, WANDS)):
        with pytest.raises(IllegalAction):
            do(state, "attribute", m(CUPS, "two"), zone)


# ---- modifiers -------------------------------------------------------------------------------------
def test_a_modifier_upright_adds_and_reversed_subtracts():
    state = table(hands={0: [m(PENT, "four")], 1: [m(PENT, "three")]}, attrs={(1, PENT): [m(PENT, "nine")]},
                  to_act=0)
    do(state, "modify", m(PENT, "four"), attr(1, PENT), "down")
    assert total(state, 1, PENT) == 5 and state.zones[attr(1, PENT)][-1].reversed
    state = table(hands={0: [m(PENT, "four")]}, attrs={(1, PENT): [m(PENT, "nine")]})
    do(state, "modify", m(PENT, "four"), attr(1, PENT), "up")
    assert total(state, 1, PENT) == 13


def test_modifiers_stack_and_count_with_the_base_as_one_attribute():
    state = table(attrs={(1, CUPS): [m(CUPS, "ten"), "-" + m(CUPS, "three"), "+" + m(CUPS, "two"),
                                     "-" + m(CUPS, "ace")]})
    assert total(state, 1, CUPS) == 10 - 3 + 2 - 1


def test_a_modifier_must_be_of_the_same_suit_and_on_a_rival_decision_6():
    state = table(hands={0: [m(CUPS, "four")]}, attrs={(1, PENT): [m(PENT, "nine")],
                                                       (0, CUPS): [m(CUPS, "nine")]})
    for zone in (attr(1, PENT), attr(0, CUPS)):
        with pytest.raises(IllegalAction):
            do(state, "modify", m(CUPS, "four"), zone, "down")
    assert "cups" in GAME.why_not(state, m(CUPS, "four"), attr(1, PENT))


def test_a_rivals_zero_may_be_raised_and_never_falls_below_zero_decision_5():
    """Seed: "Also, you can positively modify someone else's zero if you want to." A
    zero takes upright modifiers; a reversed one only takes off what was added."""
    state = table(hands={0: [m(SWORDS, "six")], 1: [m(CUPS, "three")]})
    do(state, "modify", m(SWORDS, "six"), attr(1, SWORDS), "up")
    assert total(state, 1, SWORDS) == 6
    state = table(hands={0: [m(CUPS, "three"), m(CUPS, "four")]})
    assert [a.choice for a in GAME.legal_actions(state) if a.kind == "modify" and a.to == attr(1, CUPS)] == \
        ["up", "up"]
    with pytest.raises(IllegalAction, match="never below zero"):
        do(state, "modify", m(CUPS, "three"), attr(1, CUPS), "down")
    state = table(hands={0: [m(CUPS, "three"), m(CUPS, "nine")]}, attrs={(1, CUPS): ["+" + m(CUPS, "five")]})
    plays = {(a.card, a.choice) for a in GAME.legal_actions(state) if a.kind == "modify" and a.to == attr(1, CUPS)}
    assert (m(CUPS, "three"), "down") in plays and (m(CUPS, "nine"), "down") not in plays
    do(state, "modify", m(CUPS, "three"), attr(1, CUPS), "down")
    assert total(state, 1, CUPS) == 2
    state = table(hands={0: [t(14)]}, attrs={(1, CUPS): ["-" + m(CUPS, "two"), "+" + m(CUPS, "five")]})
    do(state, "effect", t(14), attr(1, CUPS))   # Temperance turns the five round: 0, not -7
    assert total(state, 1, CUPS) == 0


def test_a_worn_attribute_may_still_be_taken_below_zero_decision_5():
    state = table(hands={0: [m(CUPS, "nine")]}, attrs={(1, CUPS): [m(CUPS, "three")]})
    do(state, "modify", m(CUPS, "nine"), attr(1, CUPS), "down")
    assert total(state, 1, CUPS) == -6


def test_a_new_attribute_replaces_modifiers_played_on_a_zero_decision_7():
    state = table(hands={0: [m(SWORDS, "ace")]}, attrs={(0, SWORDS): ["+" + m(SWORDS, "king")]})
    assert total(state, 0, SWORDS) == 13
    do(state, "attribute", m(SWORDS, "ace"), attr(0, SWORDS))
    assert total(state, 0, SWORDS) == 1 and m(SWORDS, "king") in cards(state, "discard")


def test_a_modifier_dropped_offers_upright_and_reversed_as_two_actions():
    state = table(hands={0: [m(WANDS, "five")]}, attrs={(1, WANDS): [m(WANDS, "two")]})
    drops = [a for a in GAME.actions_for_card(state, m(WANDS, "five")) if a.to == attr(1, WANDS)]
    assert sorted(a.choice for a in drops) == ["down", "up"]


# ---- bribes --------------------------------------------------------------------------------------
def test_bribe_order_two_lowest_queens_top_the_minors_then_trumps_then_aces():
    order = ([m(CUPS, r) for r in ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                                   "page", "knight", "king", "queen")]
             + [t(n) for n in range(22)] + [m(CUPS, "ace")])
    ranks = [bribe_rank(c) for c in order]
    assert ranks == sorted(ranks) and len(set(ranks)) == len(ranks)


def test_a_bribe_must_rank_strictly_higher_suits_do_not_rank_decision_8():
    state = table(hands={0: [m(SWORDS, "seven"), m(SWORDS, "eight"), m(CUPS, "ace")]},
                  judges={1: [m(CUPS, "seven")], 3: [m(WANDS, "ace")]})
    with pytest.raises(IllegalAction) as refused:
        do(state, "bribe", m(SWORDS, "seven"), "judge1")
    assert "strictly higher" in refused.value.reason
    with pytest.raises(IllegalAction):
        do(state, "bribe", m(CUPS, "ace"), "judge3")
    do(state, "bribe", m(SWORDS, "eight"), "judge1")
    assert cards(state, "judge1") == [m(CUPS, "seven"), m(SWORDS, "eight")]


def test_hidden_judges_cannot_be_bribed():
    state = table(hands={0: [m(CUPS, "ace")]}, judges={2: ["?" + m(CUPS, "two")]})
    with pytest.raises(IllegalAction) as refused:
        do(state, "bribe", m(CUPS, "ace"), "judge2")
    assert "hidden" in refused.value.reason.lower()


def test_a_bribed_judge_votes_by_its_top_card():
    state = table(hands={0: [m(SWORDS, "knight")]}, judges={1: [m(CUPS, "two")]},
                  attrs={(1, CUPS): [m(CUPS, "ten")], (2, SWORDS): [m(SWORDS, "nine")],
                         (1, SWORDS): [m(SWORDS, "five")]})
    assert cast(GAME.judging_board(state), state.top("judge1").card) == {1: 1}
    do(state, "bribe", m(SWORDS, "knight"), "judge1")
    assert cast(GAME.judging_board(state), state.top("judge1").card) == {0: 1}   # no Swords at all: sweetest


def test_a_trump_used_as_a_bribe_has_no_effect_decision_9():
    state = table(hands={0: [t(12)], 1: [m(CUPS, "two"), m(CUPS, "three")]}, judges={1: [m(CUPS, "two")]})
    do(state, "bribe", t(12), "judge1")
    assert state.top("judge1").card == t(12) and len(state.zones[hand(1)]) == 3   # none discarded


def test_judgement_used_as_a_bribe_calls_the_last_round_decision_9():
    """Seed: "If you discard Judgement, it takes effect as if you played it." Judgement
    leaving a hand by any road takes effect; laid on a judge it also judges."""
    state = table(hands={0: [JUDGEMENT], 1: [m(CUPS, "two")], 2: [m(CUPS, "three")]}, judges={1: [m(CUPS, "two")]})
    do(state, "bribe", JUDGEMENT, "judge1")
    assert state.top("judge1").card == JUDGEMENT
    assert state.data["judgement_by"] == 0 and state.data["last_round"] == [2] and state.to_act == 1


# ---- Judgement and the end ----------------------------------------------------------------------
def test_judgement_gives_everyone_else_one_more_turn_then_the_judges_vote():
    state = table(players=3, hands={s: [m(CUPS, "two"), m(WANDS, "two"), m(PENT, "two")] for s in range(3)})
    state.zones[hand(1)].append(state.zones[hand(0)].pop())
    state.zones[hand(0)].append(state.zones["stock"].pop(state.zones["stock"].index(
        next(p for p in state.zones["stock"] if p.card == JUDGEMENT))))
    do(state, "effect", JUDGEMENT, "stage")
    assert state.data["last_round"] == [2] and state.to_act == 1
    do(state, "discard", state.zones[hand(1)][0].card, "discard")
    assert state.to_act == 2
    do(state, "discard", state.zones[hand(2)][0].card, "discard")
    assert GAME.outcome(state) is not None and state.to_act is None


def test_discarding_judgement_takes_effect_as_if_played():
    state = table(hands={0: [JUDGEMENT], 1: [m(CUPS, "two")], 2: [m(CUPS, "three")]})
    do(state, "discard", JUDGEMENT, "discard")
    assert state.data["judgement_by"] == 0 and state.data["last_round"] == [2]


def test_judgement_forced_out_of_a_hand_acts_for_the_forcer_decision_12():
    state = table(hands={0: [t(12), m(CUPS, "two")], 1: [JUDGEMENT, m(CUPS, "three")], 2: [m(CUPS, "four")]})
    do(state, "effect", t(12), sash(1))
    assert JUDGEMENT in cards(state, "discard")
    assert state.data["judgement_by"] == 0 and state.to_act == 1 and state.data["last_round"] == [2]


def test_judgement_leaving_a_judge_stack_does_nothing_decision_12():
    state = table(hands={0: [t(13)]}, judges={4: [m(CUPS, "two"), JUDGEMENT]})
    do(state, "effect", t(13), "judge4")
    assert JUDGEMENT in cards(state, "discard") and state.data["last_round"] is None


def test_everyone_else_has_her_last_turn_even_in_seclusion_decision_11():
    """Seed: "Then, everyone else gets one more turn (the player who played Judgement
    does not get another turn)". A missed turn still to come (the Hermit) is lifted,
    and the Hermit has no effect to play in the last round."""
    state = table(hands={0: [JUDGEMENT], 1: [m(CUPS, "two")], 2: [t(9), m(CUPS, "three")]})
    state.data["skip"][1] = 1
    do(state, "effect", JUDGEMENT, "stage")
    assert state.to_act == 1 and state.data["last_round"] == [2] and state.data["skip"] == [0, 0, 0]
    assert any("Bea leaves seclusion" in line for line in state.story)
    do(state, "discard", m(CUPS, "two"), "discard")
    assert state.to_act == 2
    assert not [a for a in GAME.legal_actions(state) if a.kind == "effect" and a.card == t(9)]
    do(state, "discard", m(CUPS, "three"), "discard")
    assert GAME.outcome(state) is not None


def test_the_contest_ends_when_everyone_is_out_of_cards():
    state = table(players=2, hands={0: [m(CUPS, "two")]})
    state.zones["discard"] += state.zones["stock"]
    state.zones["stock"] = []
    do(state, "attribute", m(CUPS, "two"), attr(0, CUPS))
    assert GAME.outcome(state) is not None
    assert "out of cards" in state.data["result"]["why"]


def test_hidden_judges_are_turned_at_the_end():
    state = finish(table(judges={2: ["?" + m(CUPS, "two")]}))
    assert all(p.face_up for j in JUDGES for p in state.zones[j])


# ---- the vote -------------------------------------------------------------------------------------
def _suit_judges(state_judges):
    return {i + 1: [card] for i, card in enumerate(state_judges)}


def test_suit_judges_vote_cups_physique_pentacles_talent_wands_luck_swords_lowest():
    board = Board([{CUPS: 9, PENT: 1, WANDS: 1, SWORDS: 5}, {CUPS: 1, PENT: 8, WANDS: 1, SWORDS: 2},
                   {CUPS: 1, PENT: 1, WANDS: 7, SWORDS: 9}], [0] * 3, [0] * 3, [0] * 3)
    assert cast(board, m(CUPS, "two")) == {0: 1}
    assert cast(board, m(PENT, "two")) == {1: 1}
    assert cast(board, m(WANDS, "two")) == {2: 1}
    assert cast(board, m(SWORDS, "two")) == {1: 1}


def test_ties_split_the_vote_equally_in_half_votes_decision_14():
    board = Board([{CUPS: 9, PENT: 0, WANDS: 0, SWORDS: 0}] * 2 + [{CUPS: 1, PENT: 0, WANDS: 0, SWORDS: 0}],
                  [0] * 3, [0] * 3, [0] * 3)
    assert cast(board, m(CUPS, "two")) == {0: Fraction(1, 2), 1: Fraction(1, 2)}
    assert cast(board, m(SWORDS, "two")) == {s: Fraction(1, 3) for s in range(3)}
    assert votes_text(Fraction(5, 2)) == "2\u00a01/2" and votes_text(Fraction(1, 3)) == "1/3"
    assert votes_text(Fraction(5, 4)) == "1\u00a01/4" and votes_text(Fraction(8, 5)) == "1\u00a03/5"   # one notation
    assert votes_text(Fraction(3)) == "3" and votes_text(Fraction(0)) == "0"


def test_vote_totals_read_as_fractions():
    """Totals read "2.58" and "1.58": sums of halves, thirds, quarters and sixths show as
    the fractions they are. The play-test round of 27 November (finding 14) could not read
    "Fifi: 1¹¹⁄₃₀": a share is its numbers at the text's size, "1 11/30", held together (no
    line parts them), one glyph ("⅚") none the more (finding of 29 November: one way)."""
    import pygame
    from tarot_table.table import theme
    assert votes_text(Fraction(31, 12)) == "2\u00a07/12" and votes_text(Fraction(19, 12)) == "1\u00a07/12"
    assert votes_text(Fraction(41, 30)) == "1\u00a011/30"
    assert votes_text(Fraction(11, 6)) == "1\u00a05/6" and votes_text(Fraction(7, 60)) == "7/60"
    pygame.font.init()
    font = theme.font(15)
    shares = {Fraction(a, b) for b in range(2, 61) for a in range(1, 6 * b) if 60 % b == 0}
    for share in shares:
        words = votes_text(share)
        assert None not in font.metrics(words), words
        assert not set(words) & set("⁰¹²³⁴⁵⁶⁷⁸⁹₀₁₂₃₄₅₆₇₈₉⁄"), words   # nothing set small
    said = f"Votes: Fifi {votes_text(Fraction(19, 6))}."   # the end panel read "Fifi 3" and "1/6." a line below
    assert theme.wrap(said, 15, theme.words_width("Votes: Fifi 3", 15) + 2) == ["Votes: Fifi", "3\u00a01/6."]


def test_major_arcana_judges_vote_by_the_house_table():
    board = Board([{CUPS: 9, PENT: 2, WANDS: 3, SWORDS: 8}, {CUPS: 1, PENT: 8, WANDS: 4, SWORDS: 0},
                   {CUPS: 5, PENT: 5, WANDS: 5, SWORDS: 3}], [3, 2, 4], [2, 0, 1], [1, 5, 2])
    expect = {0: {0: 1}, 1: {2: 1}, 2: {}, 3: {0: 2}, 4: {0: 1}, 5: {1: 1}, 6: {0: 1, 1: 1}, 7: {2: 1},
              8: {1: 1}, 9: {}, 11: {2: 1}, 12: {1: 1}, 13: {}, 14: {1: 1}, 15: {0: 1}, 16: {},
              17: {2: 1}, 18: {1: 1}, 19: {1: 2}, 20: {1: 2}, 21: {0: 1, 1: 1, 2: 1}}
    # overall: 9+2+3-8=6, 1+8+4-0=13, 5+5+5-3=12; spread: 7, 7, 0
    for number, given in expect.items():
        assert cast(board, t(number)) == given, MAJOR_NAMES[number]


def test_the_wheel_of_fortune_judge_votes_for_one_contestant_at_random_decision_13():
    board = Board([{CUPS: 0, PENT: 0, WANDS: 0, SWORDS: 0}] * 3, [0] * 3, [0] * 3, [0] * 3)
    assert cast(board, t(10)) == {s: Fraction(1, 3) for s in range(3)}   # the live standing
    assert cast(board, t(10), pick=lambda seats: seats[-1]) == {2: 1}
    state = finish(table(judges={1: [t(10)]}))
    wheel = state.data["result"]["by_judge"][0]["votes"]
    assert len(wheel) == 1 and list(wheel.values()) == [[1, 1]]


SILENT = {6: [t(2)], 7: [t(9)], 8: [t(13)], 9: [t(16)]}   # judges who do not vote
EVEN = {3: [m(WANDS, "two")], 4: [m(WANDS, "three")], 5: [m(WANDS, "four")]}   # no Luck: all tie


def test_most_votes_wins():
    judges = {1: [m(CUPS, "two")], 2: [m(CUPS, "three")], 3: [m(PENT, "two")], 4: [m(CUPS, "four")],
              5: [m(CUPS, "five")]} | SILENT
    state = finish(table(judges=judges, attrs={(1, CUPS): [m(CUPS, "ten")], (2, PENT): [m(PENT, "ten")]}))
    assert GAME.outcome(state).winners == (1,)


def test_a_tie_for_first_is_a_cat_fight_won_by_the_highest_bitchiness_decision_15():
    judges = {1: [m(CUPS, "two")], 2: [m(PENT, "two")]} | EVEN | SILENT
    attrs = {(0, CUPS): [m(CUPS, "ten")], (1, PENT): [m(PENT, "ten")], (1, SWORDS): [m(SWORDS, "three")]}
    state = finish(table(players=2, judges=judges, attrs=attrs))
    assert votes(state) == [Fraction(5, 2), Fraction(5, 2)]
    outcome = GAME.outcome(state)
    assert outcome.winners == (1,) and "cat fight" in outcome.summary


def test_a_cat_fight_still_tied_shares_the_crown_decision_15():
    judges = {1: [m(WANDS, "five")], 2: [m(WANDS, "six")]} | EVEN | SILENT
    state = finish(table(players=2, judges=judges))
    assert GAME.outcome(state).winners == (0, 1)
    assert GAME.outcome(state).scores == (0.5, 0.5)


# ---- the special effects, one by one ----------------------------------------------------------------
def test_every_trump_has_an_effect_in_the_house_table():
    assert sorted(EFFECTS) == list(range(22))
    text = GAME.rules_text()
    for number, effect in EFFECTS.items():
        assert effect.does.replace("Continuing. ", "") in text, MAJOR_NAMES[number]
        assert presentation.vote_rule(GAME, GAME.new(1), t(number)) in text, MAJOR_NAMES[number]


def test_instant_effects_are_discarded_and_continuing_ones_stay():
    state = table(hands={0: [t(7), t(3)], 1: [m(CUPS, "two")]}, stock=[m(CUPS, "three")] * 0)
    do(state, "effect", t(7), sash(0))
    assert t(7) in cards(state, "discard")
    state = table(hands={0: [t(3)]})
    do(state, "effect", t(3), sash(0))
    assert cards(state, sash(0)) == [t(3)] and t(3) in state.data["continuing"]


def test_0_the_fool_takes_a_card_blind_from_a_rival():
    state = table(hands={0: [t(0), m(CUPS, "two")], 1: [m(WANDS, "nine")], 2: [m(CUPS, "five")]})
    do(state, "effect", t(0), sash(1))
    assert cards(state, hand(0)) == [m(CUPS, "two"), m(WANDS, "nine")]
    assert m(WANDS, "nine") not in cards(state, hand(1))


def test_trumps_aimed_at_a_hand_need_a_rival_holding_cards_decision_22():
    state = table(hands={0: [t(0), t(12), t(9)], 2: [m(CUPS, "five")]})
    targets = {(a.card, a.to) for a in GAME.legal_actions(state) if a.kind == "effect"}
    assert targets == {(t(0), sash(2)), (t(12), sash(2)), (t(9), sash(1)), (t(9), sash(2))}


def test_1_the_magician_takes_the_top_modifier_into_your_hand():
    state = table(hands={0: [t(1)]}, attrs={(0, CUPS): [m(CUPS, "nine"), "-" + m(CUPS, "king")]})
    do(state, "effect", t(1), attr(0, CUPS))
    assert cards(state, hand(0)) == [m(CUPS, "king")] and total(state, 0, CUPS) == 9
    assert not state.zones[hand(0)][0].reversed


def test_2_the_high_priestess_shows_the_reserves_top_card_to_her_player_only():
    """Seed: "You will not know anything about the hidden judges until the end of the
    game." The Priestess's secret is the next card to take a seat, not a hidden judge."""
    state = table(hands={0: [t(2)]}, judges={5: ["?" + m(CUPS, "queen")]},
                  reserve=[m(WANDS, "six"), m(SWORDS, "king")])
    assert [a.to for a in GAME.legal_actions(state) if a.kind == "effect"] == ["reserve"]
    do(state, "effect", t(2), "reserve")
    mine, theirs = GAME.view(state, 0), GAME.view(state, 1)
    assert [p.card for p in mine.zones["reserve"]] == [HIDDEN, m(SWORDS, "king")]
    assert [p.card for p in theirs.zones["reserve"]] == [HIDDEN, HIDDEN]
    assert m(SWORDS, "king") not in json.dumps(theirs.data)   # the look is kept by place, not by name
    assert mine.zones["judge5"][0].card == HIDDEN
    state.to_act = 0
    state.zones[hand(0)].append(state.zones["discard"].pop())
    assert not [a for a in GAME.legal_actions(state) if a.kind == "effect"]   # she has seen it
    assert "already looked" in GAME.why_not(state, t(2), "reserve")


def test_3_the_empress_adds_four_physique_while_in_play():
    state = table(hands={0: [t(3)]}, attrs={(1, CUPS): [m(CUPS, "two")]})
    do(state, "effect", t(3), sash(1))
    assert total(state, 1, CUPS) == 6


def test_4_the_emperor_keeps_rivals_off_your_attributes_decision_16():
    state = table(hands={0: [t(4)], 1: [m(CUPS, "five"), t(16), t(11)]},
                  attrs={(0, CUPS): [m(CUPS, "nine"), "-" + m(CUPS, "two")], (1, CUPS): ["+" + m(CUPS, "ace")]})
    do(state, "effect", t(4), sash(0))
    targets = {a.to for a in GAME.legal_actions(state)}
    assert not any(z.startswith("attr0") for z in targets)
    assert "Emperor" in GAME.why_not(state, m(CUPS, "five"), attr(0, CUPS))
    do(state, "effect", t(11), attr(1, CUPS))     # Justice passes over the throne
    assert total(state, 0, CUPS) == 7 and total(state, 1, CUPS) == 0


def test_5_the_hierophant_blesses_a_judge_against_bribes_and_effects_decision_18():
    state = table(hands={0: [t(5)], 1: [m(CUPS, "ace"), t(13)]}, judges={1: [m(CUPS, "two")]})
    do(state, "effect", t(5), "judge1")
    assert cards(state, "stage") == [t(5)]
    assert not [a for a in GAME.legal_actions(state) if a.to == "judge1"]
    assert "Hierophant" in GAME.why_not(state, m(CUPS, "ace"), "judge1")


def test_6_the_lovers_swap_an_attribute_with_a_rival():
    state = table(hands={0: [t(6)]}, attrs={(0, CUPS): [m(CUPS, "two")],
                                            (1, CUPS): [m(CUPS, "queen"), "-" + m(CUPS, "three")]})
    do(state, "effect", t(6), attr(1, CUPS))
    assert total(state, 0, CUPS) == 11 and total(state, 1, CUPS) == 2
    assert GAME.base(state, attr(0, CUPS)) == m(CUPS, "queen")


def test_7_the_chariot_draws_two_cards():
    state = table(hands={0: [t(7)]}, stock=[m(CUPS, "two"), m(CUPS, "three")])
    do(state, "effect", t(7), sash(0))
    assert cards(state, hand(0)) == [m(CUPS, "three"), m(CUPS, "two")]


def test_8_strength_makes_an_attribute_count_five_better_and_stays_with_it_decision_17():
    state = table(hands={0: [t(8), m(SWORDS, "seven")]}, attrs={(0, SWORDS): [m(SWORDS, "nine")]})
    do(state, "effect", t(8), attr(0, SWORDS))
    assert total(state, 0, SWORDS) == 4
    state.to_act = 0
    do(state, "attribute", m(SWORDS, "seven"), attr(0, SWORDS))
    assert total(state, 0, SWORDS) == 2


def test_9_the_hermit_makes_a_rival_miss_her_next_turn():
    state = table(hands={0: [t(9)], 1: [m(CUPS, "two")], 2: [m(CUPS, "three")]})
    do(state, "effect", t(9), sash(1))
    assert state.to_act == 2 and state.data["skip"][1] == 0


def test_10_the_wheel_passes_every_hand_to_the_left():
    state = table(hands={0: [t(10), m(CUPS, "two")], 1: [m(CUPS, "three")], 2: [m(CUPS, "four")]}, stock=[])
    do(state, "effect", t(10), "stage")
    assert cards(state, hand(1))[0] == m(CUPS, "two") and cards(state, hand(2))[0] == m(CUPS, "three")
    assert cards(state, hand(0)) == [m(CUPS, "four")]


def test_11_justice_discards_every_modifier_of_a_suit():
    state = table(hands={0: [t(11)]}, attrs={(0, CUPS): [m(CUPS, "nine"), "-" + m(CUPS, "two")],
                                             (2, CUPS): ["+" + m(CUPS, "five")], (1, WANDS): ["+" + m(WANDS, "five")]})
    do(state, "effect", t(11), attr(1, CUPS))
    assert total(state, 0, CUPS) == 9 and total(state, 2, CUPS) == 0 and total(state, 1, WANDS) == 5


def test_12_the_hanged_man_makes_a_rival_discard_two_at_random():
    state = table(hands={0: [t(12)], 1: [m(CUPS, "two"), m(CUPS, "three"), m(CUPS, "four")]})
    do(state, "effect", t(12), sash(1))
    assert len([c for c in cards(state, "discard") if c.startswith("minor_arcana.cups")]) == 2
    assert len(cards(state, hand(1))) == 1 + 1   # one left, one drawn for her turn


def test_13_death_replaces_a_judge_from_the_reserve():
    state = table(hands={0: [t(13)]}, judges={3: [m(CUPS, "two"), m(PENT, "five")]},
                  reserve=[m(WANDS, "six"), m(SWORDS, "king")])
    do(state, "effect", t(13), "judge3")
    assert cards(state, "judge3") == [m(SWORDS, "king")] and state.zones["judge3"][0].face_up
    assert {m(CUPS, "two"), m(PENT, "five")} <= set(cards(state, "discard"))


def test_13_death_needs_a_reserve_card():
    state = table(hands={0: [t(13)]}, reserve=[])
    assert not [a for a in GAME.legal_actions(state) if a.kind == "effect"]


def test_14_temperance_turns_the_top_modifier_round():
    state = table(hands={0: [t(14)]}, attrs={(0, CUPS): [m(CUPS, "nine"), "-" + m(CUPS, "four")]})
    do(state, "effect", t(14), attr(0, CUPS))
    assert total(state, 0, CUPS) == 13


def test_15_the_devil_pockets_the_top_bribe():
    state = table(hands={0: [t(15)]}, judges={1: [m(CUPS, "two"), m(WANDS, "nine")]})
    do(state, "effect", t(15), "judge1")
    assert cards(state, "judge1") == [m(CUPS, "two")] and cards(state, hand(0)) == [m(WANDS, "nine")]


def test_16_the_tower_discards_an_attribute_and_its_modifiers():
    state = table(hands={0: [t(16)]}, attrs={(1, PENT): [m(PENT, "queen"), "+" + m(PENT, "two")]})
    do(state, "effect", t(16), attr(1, PENT))
    assert total(state, 1, PENT) == 0 and GAME.base(state, attr(1, PENT)) is None


def test_17_the_star_discards_every_continuing_effect_decision_19():
    state = table(hands={0: [t(3), t(17)], 1: [m(CUPS, "two")], 2: [m(CUPS, "three")]})
    do(state, "effect", t(3), sash(0))
    state.to_act = 0
    assert [a.to for a in GAME.legal_actions(state) if a.card == t(17) and a.kind == "effect"] == ["stage"]
    do(state, "effect", t(17), "stage")
    assert state.data["continuing"] == {} and t(3) in cards(state, "discard")


def test_18_the_moon_hides_an_open_judge():
    state = table(hands={0: [t(18)]}, judges={1: [m(CUPS, "two"), m(CUPS, "three")]})
    do(state, "effect", t(18), "judge1")
    assert not GAME.is_open(state, "judge1")
    assert GAME.view(state, 0).zones["judge1"][-1].card == HIDDEN


def test_19_the_sun_adds_four_talent_and_a_tie_still_splits_decision_13():
    """Seed: "Also, if there is a tie, votes are split equally." The Sun no longer takes
    a shared vote whole: it adds Talent."""
    state = table(hands={0: [t(19)]}, judges={1: [m(CUPS, "two")]}, attrs={(1, PENT): [m(PENT, "four")]})
    do(state, "effect", t(19), sash(0))
    assert total(state, 0, PENT) == 4
    board = GAME.judging_board(state)
    assert cast(board, m(CUPS, "two")) == {0: Fraction(1, 3), 1: Fraction(1, 3), 2: Fraction(1, 3)}
    assert cast(board, m(PENT, "two")) == {0: Fraction(1, 2), 1: Fraction(1, 2)}


def test_20_judgement_on_the_stage_starts_the_last_round():
    state = table(hands={0: [JUDGEMENT], 1: [m(CUPS, "two")], 2: [m(CUPS, "three")]})
    assert [a.to for a in GAME.legal_actions(state) if a.kind == "effect"] == ["stage"]
    do(state, "effect", JUDGEMENT, "stage")
    assert state.data["last_round"] == [2]


def test_21_the_world_seats_the_reserves_top_card_in_place_of_a_hidden_judge_unseen():
    """Seed: "You will not know anything about the hidden judges until the end of the
    game." The hidden judge leaves face down under the reserve, where nothing reaches it."""
    state = table(hands={0: [t(21)]}, judges={8: ["?" + m(CUPS, "two")]},
                  reserve=[m(WANDS, "six"), m(SWORDS, "king")])
    do(state, "effect", t(21), "judge8")
    assert GAME.is_open(state, "judge8") and cards(state, "judge8") == [m(SWORDS, "king")]
    assert cards(state, "reserve") == [m(CUPS, "two"), m(WANDS, "six")]
    assert not any(p.face_up for p in state.zones["reserve"])
    assert all(GAME.view(state, s).zones["reserve"][0].card == HIDDEN for s in range(3))
    assert not any("Two of Cups" in line for line in state.story)
    state = table(hands={0: [t(21)]}, judges={8: ["?" + m(CUPS, "two")]}, reserve=[])
    assert not [a for a in GAME.legal_actions(state) if a.kind == "effect"]
    assert "reserve is empty" in GAME.why_not(state, t(21), "judge8")


def test_a_look_at_the_reserve_follows_its_card_when_the_world_tucks_a_judge_under():
    state = table(hands={0: [t(2), t(21)]}, judges={2: ["?" + m(CUPS, "two")]},
                  reserve=[m(WANDS, "six"), m(WANDS, "seven"), m(SWORDS, "king")])
    do(state, "effect", t(2), "reserve")
    state.to_act = 0
    do(state, "effect", t(21), "judge2")   # the king she saw is seated; the cards left stay unseen
    assert cards(state, "judge2") == [m(SWORDS, "king")]
    assert all(p.card == HIDDEN for p in GAME.view(state, 0).zones["reserve"])


def test_the_reserve_card_the_world_hides_never_surfaces_before_the_end():
    """Only Death and the World seat the reserve's top card, once each: the hidden judge
    tucked under a reserve of four is never seated, nor seen by the Priestess."""
    state = table(hands={0: [t(21), t(13), t(2)]}, judges={2: ["?" + m(CUPS, "two")], 3: [m(PENT, "five")]})
    do(state, "effect", t(21), "judge2")
    state.to_act = 0
    do(state, "effect", t(13), "judge2")
    state.to_act = 0
    do(state, "effect", t(2), "reserve")
    assert cards(state, "reserve")[0] == m(CUPS, "two")
    assert [p.card != HIDDEN for p in GAME.view(state, 0).zones["reserve"]] == [False, False, True]


def test_a_trump_with_no_target_can_still_bribe_or_be_discarded():
    state = table(hands={0: [t(17)]}, judges={1: [m(CUPS, "two")]})
    kinds = {a.kind for a in GAME.legal_actions(state)}
    assert "effect" not in kinds and {"bribe", "discard"} <= kinds


# ---- seeing, saving, undo and words ----------------------------------------------------------------------
def test_hands_and_hidden_judges_are_hidden_from_every_other_seat():
    state = GAME.new(3, seats=GAME.default_seats(3))
    view = GAME.view(state, 1)
    assert all(p.card == HIDDEN for p in view.zones[hand(0)])
    assert all(p.card != HIDDEN for p in view.zones[hand(1)])
    assert all(view.zones[j][0].card == HIDDEN for j, mark in zip(JUDGES, PATTERN) if mark == "X")


def test_the_state_round_trips_through_json_mid_game():
    state = GAME.new(5, seats=GAME.default_seats(4))
    for _ in range(25):
        GAME.apply(state, GAME.legal_actions(state)[-1])
    again = State.from_json(json.loads(json.dumps(state.to_json())))
    assert again.to_json() == state.to_json()


def test_undo_stops_at_the_end_the_priestess_and_the_world_decision_20():
    state = table(hands={0: [t(2), m(CUPS, "two")]}, judges={2: ["?" + m(CUPS, "three")]})
    assert GAME.undoable(state, Action("attribute", m(CUPS, "two"), attr(0, CUPS)))
    assert not GAME.undoable(state, Action("effect", t(2), "reserve"))
    assert not GAME.undoable(state, Action("effect", t(21), "judge2"))
    assert not GAME.undoable(finish(state), Action("attribute", m(CUPS, "two"), attr(0, CUPS)))


def test_milder_words_are_an_option_and_the_seeds_words_the_default_decision_21():
    assert GAME.new(1).options["words"] == "as-written"
    seed_words = GAME.new(1)
    mild = GAME.new(1, {"words": "milder"})
    assert GAME.word(seed_words, SWORDS) == "Bitchiness" and GAME.word(mild, SWORDS) == "Shade"
    state = table(hands={0: [m(CUPS, "four")]}, attrs={(1, CUPS): [m(CUPS, "nine")]}, options={"words": "milder"})
    do(state, "modify", m(CUPS, "four"), attr(1, CUPS), "down")
    assert "throwing shade" in state.story[-1] and "bitch" not in " ".join(state.story).lower()


def test_the_card_view_says_what_a_trump_does_and_how_it_would_judge():
    state = table(hands={0: [t(16)]}, judges={1: [t(3)]}, attrs={(1, CUPS): [m(CUPS, "two")]})
    words = GAME.describe(state, t(16))
    assert "crown falls" in words and "does not vote" in words
    assert "Ann" not in GAME.describe(state, t(3)) and "Bea 2" in GAME.describe(state, t(3))


def test_a_judges_card_view_and_hover_say_how_it_votes_and_what_a_bribe_does():
    state = table(judges={1: [m(PENT, "four")], 2: ["?" + m(CUPS, "two")]})
    for words in (GAME.describe(state, m(PENT, "four")), GAME.judge_help(state, "judge1")):
        assert "highest Talent" in words
        assert "bribe ranking above the Four of Pentacles" in words and "replaces its vote" in words
    assert "cannot be bribed" in GAME.judge_help(state, "judge2")
    assert GAME.layout(state).spot("judge1").help == GAME.judge_help(state, "judge1")


def test_badges_show_attribute_totals_and_each_open_judges_leaning():
    state = table(judges={1: [m(CUPS, "two")]}, attrs={(1, CUPS): [m(CUPS, "nine"), "-" + m(CUPS, "three")]})
    marks = GAME.badges(state)
    assert marks[m(CUPS, "three")] == "6"
    assert marks[state.top("judge1").card].startswith("Bea")


def test_a_judge_split_between_two_marks_both_names_short_enough_for_a_small_card():
    """A tie splits a judge's votes evenly, so the mark names the two and leaves the
    shares to the contestants' counts: "Coc 0.5 Esm 0.5" ran over its neighbours at 1024x700."""
    state = table(judges={1: [m(CUPS, "two")]},
                  attrs={(0, CUPS): [m(CUPS, "nine")], (1, CUPS): [m(CUPS, "nine")]})
    names = [seat.name[:3] for seat in state.seats]
    assert GAME.badges(state)[state.top("judge1").card] == f"{names[0]}/{names[1]}"


def test_a_judge_giving_several_votes_several_ways_is_not_marked_as_a_tie():
    """The World gives one vote each for Physique, Talent and Luck: three leaders get one
    each, which is no tie; its mark counts the votes, the counts say who has them."""
    state = table(judges={1: [t(21)]}, attrs={(0, CUPS): [m(CUPS, "nine")], (1, PENT): [m(PENT, "nine")],
                                              (2, WANDS): [m(WANDS, "nine")]})
    assert GAME.badges(state)[t(21)] == "3 votes"
    state = table(judges={1: [t(21)]}, attrs={(0, CUPS): [m(CUPS, "nine")], (0, PENT): [m(PENT, "nine")],
                                              (0, WANDS): [m(WANDS, "nine")]})
    assert GAME.badges(state)[t(21)] == "Ann 3"


def test_card_names_read_well_in_the_story():
    from tarot_table.cards import the
    assert [the(t(5)), the(t(8)), the(m(CUPS, "four")), the(t(0), capital=True)] == [
        "the Hierophant", "Strength", "the Four of Cups", "The Fool"]
    state = table(hands={0: [t(5)]}, judges={1: [m(CUPS, "two")]})
    do(state, "bribe", t(5), "judge1")
    assert state.story[-1].endswith("with the Hierophant.")


def test_the_story_names_both_sides_of_the_lovers_and_a_player_aiming_at_herself():
    state = table(hands={0: [t(6), t(7)]}, attrs={(0, CUPS): [m(CUPS, "two")], (1, CUPS): [m(CUPS, "queen")]},
                  stock=[m(CUPS, "four"), m(CUPS, "five"), m(CUPS, "six")])
    do(state, "effect", t(6), attr(1, CUPS))
    assert state.story[-2:] == ["Ann plays The Lovers on Bea's Physique.", "Ann's and Bea's Physique change places."]
    state.to_act = 0
    do(state, "effect", t(7), sash(0))
    assert state.story[-1] == "Ann plays The Chariot on herself."


# ---- figures for simulate -------------------------------------------------------------------------
def test_simulate_reports_vote_shares_endings_and_wins_by_bot():
    from tarot_table.simulate import simulate
    report = simulate(GAME, 3, 0, "quick,shrewd,quick", {"words": "as-written"}, players=3)
    (result,) = report["results"].values()
    means = result["means"]
    shares = [means[f"vote share {name}"] for name in GAME.seat_names[:3]]
    assert abs(sum(shares) - 1) < 1e-3   # means are rounded to four places
    assert sum(result["details"].values()) == 3
    assert set(result["details"]) <= {"Judgement called", "everyone out of cards"}
    assert abs(sum(means[f"crown {name}"] for name in GAME.seat_names[:3]) - 1) < 1e-3
    assert set(report["wins_by_bot"]) == {"quick", "shrewd"}


def test_the_end_is_told_judge_by_judge_hidden_judges_turning_first():
    state = table(judges={1: [m(CUPS, "two")], 2: ["?" + m(PENT, "three")]},
                  attrs={(1, CUPS): [m(CUPS, "nine")], (0, PENT): [m(PENT, "five")]})
    finish(state)
    steps = GAME.ending.reveal(state)
    assert steps[0].turn == (m(PENT, "three"),) and steps[0].caption.startswith("Hidden judge 2 turns")
    judged = [step for step in steps if step.travel or step.marks]
    assert len(judged) == 9                                   # every judge has its moment, in order
    assert judged[0].travel == (("judge1", sash(1), "1"),)    # Cups: the highest Physique, Bea
    assert judged[1].travel == (("judge2", sash(0), "1"),)    # the turned Pentacles judge: Ann's Talent
    assert dict(steps[0].labels)[sash(0)].endswith(": 0")     # the count starts from nothing
    running = {}
    for step in steps:
        running.update(step.labels)
    votes = GAME.final_votes(state)
    assert all(running[sash(s)].endswith(f": {votes_text(votes[s])}") for s in range(3) if votes[s])
    assert "the crown" in steps[-1].caption
    assert GAME.ending.reveal(table()) == []                         # nothing to tell before the end


def test_a_trump_dropped_astray_says_where_a_sash_is():
    """A play-tester read "Drop The Hermit on a rival's sash" and found nothing on the table
    called a sash: the first place of each row, above the contestant's name."""
    state = table(hands={0: [t(9), t(4)], 1: [m(CUPS, "two")]})
    assert "a rival's sash (the first place of her row, above her name)" in GAME.why_not(state, t(9), "stage")
    assert "your own sash (the first place of your row, above your name)" in GAME.why_not(state, t(4), "stage")
