"""Lucky You!: one test per rule of the seed and per house decision (HD n) in rules.md."""
from __future__ import annotations

import json
from collections import Counter

import pytest

from tarot_table.cards import base_id, copy_id, facts, major_id, minor_id
from tarot_table.games.base import HIDDEN, PLACED, Action, IllegalAction, Placed, Seat, State
from tarot_table.games.lucky_you import board
from tarot_table.games.lucky_you.deck import NEGATIVE_WILD, POSITIVE_WILD, game_pack_cards, lot_rank, value, wild_pack_cards
from tarot_table.rng import Rng
from tests.helpers.lucky import GAME, m, pos, ready, stack


def t(number: int, seat: int = 0) -> str:
    return copy_id(major_id(number), seat + 1)


def jailed_at(space: int) -> State:
    """A two-player game with the first player locked up on ``space``, about to draw."""
    state = ready(2, pos=[space, 0])
    state.data["jailed"][0] = True
    return state


def draw(state, card=None, reversed_=False, wild=False):
    seat = state.to_act
    if card is not None:
        stack(state, card, reversed_)
    kind, zone = ("draw-wild", f"wild{seat}") if wild else ("draw", f"pack{seat}")
    return GAME.apply(state, Action(kind, src=zone, to="drawn"))


# ---- the cards ---------------------------------------------------------------------------------
def test_each_player_has_a_fifty_card_game_pack_and_a_twelve_card_wild_pack():
    state = ready(3)
    for seat in range(3):
        pack = [base_id(p.card) for p in state.zones[f"pack{seat}"]]
        wild = [base_id(p.card) for p in state.zones[f"wild{seat}"]]
        assert sorted(pack) == sorted(game_pack_cards()) and len(pack) == 50
        assert sorted(wild) == sorted(wild_pack_cards()) and len(wild) == 12
    trumps = sorted(facts(c).number for c in game_pack_cards() if facts(c).arcana == "major")
    assert trumps == [0, 1, 2, 3, 4, 5, 6, 9, 10, 14]


def test_game_pack_courts_and_small_cards_as_listed_hd1():
    """HD 1: four each of Aces to Fours (the 'sixteen'), three each of Fives to Sevens,
    two Eights and Nines, one Ten; 4 Pages, 3 Knights, 2 Queens, 1 King."""
    ranks = Counter(facts(c).rank for c in game_pack_cards() if facts(c).arcana == "minor")
    assert ranks == {"ace": 4, "two": 4, "three": 4, "four": 4, "five": 3, "six": 3, "seven": 3,
                     "eight": 2, "nine": 2, "ten": 1, "page": 4, "knight": 3, "queen": 2, "king": 1}
    assert sum(ranks.values()) == 40
    assert minor_id("wands", "king") in game_pack_cards() and minor_id("cups", "king") not in game_pack_cards()


def test_seven_positive_and_five_negative_wild_cards_hd2():
    assert len(POSITIVE_WILD) == 7 and len(NEGATIVE_WILD) == 5
    assert sorted(POSITIVE_WILD + NEGATIVE_WILD) == sorted(facts(c).number for c in wild_pack_cards())


def test_packs_are_shuffled_with_random_reversals():
    state = ready(2)
    turned = [p.reversed for p in state.zones["pack0"] + state.zones["wild0"]]
    assert 10 < sum(turned) < 52
    other = ready(2, seed=2)
    assert [p.card for p in other.zones["pack0"]] != [p.card for p in state.zones["pack0"]]


def test_values_trumps_above_the_hermit_are_reduced_to_one_digit():
    assert [value(major_id(n)) for n in range(10, 22)] == [1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3]
    assert [value(minor_id("cups", r)) for r in ("page", "knight", "queen", "king")] == [1, 2, 3, 4]
    assert value(major_id(9)) == 9 and value(minor_id("cups", "ten")) == 10


def test_copies_of_a_card_are_the_same_card_for_names_and_pictures():
    assert base_id(t(13, 4)) == major_id(13) and facts(t(13, 4)).number == 13
    with pytest.raises(ValueError):
        facts(major_id(13) + "~x")


# ---- who starts, tokens ------------------------------------------------------------------------------
def test_lot_order_is_the_printed_number_hd3():
    assert lot_rank(major_id(21)) > lot_rank(minor_id("cups", "king")) > lot_rank(minor_id("cups", "ten"))
    assert lot_rank(major_id(0)) < lot_rank(minor_id("cups", "ace"))


def test_highest_lot_starts_and_a_tie_draws_again_hd3():
    state = GAME.new(5, None, [Seat("A"), Seat("B"), Seat("C")])
    state.zones["lots"] = []
    # from the top (the end): A the Empress (3), B the Three of Cups (3), C an Ace; A and
    # B tie and draw again: A a Two, B a Four
    deck = [minor_id("cups", "four"), minor_id("cups", "two"), minor_id("cups", "ace"), minor_id("cups", "three"),
            major_id(3)]
    assert GAME._draw_lots(state, [0, 1, 2], deck) == 1
    assert "draw again" in " ".join(state.story)


def test_the_card_that_won_the_first_turn_lies_on_top_hd28():
    """Issue 32, item 10: the "First turn" pile showed the last card drawn for it, not the
    one that won. A draws a King, B a Two: A starts, and her King lies on top."""
    state = GAME.new(5, None, [Seat("A"), Seat("B")])
    state.zones["lots"] = []
    deck = [minor_id("cups", "two"), minor_id("cups", "king")]
    assert GAME._draw_lots(state, [0, 1], deck) == 0
    assert [p.card for p in state.zones["lots"]] == [minor_id("cups", "two"), minor_id("cups", "king")]
    assert all(p.face_up for p in state.zones["lots"])


def test_tokens_are_picked_in_turn_order_from_the_starter_each_once_hd4():
    state = GAME.new(3, None, [Seat("A"), Seat("B"), Seat("C")])
    starter = state.data["starter"]
    assert state.to_act == starter and state.data["phase"] == "tokens"
    GAME.apply(state, Action("pick-token", choice="coin"))
    assert state.to_act == (starter + 1) % 3
    assert Action("pick-token", choice="coin") not in GAME.legal_actions(state)
    GAME.apply(state, Action("pick-token", choice="pebble"))
    GAME.apply(state, Action("pick-token", choice="key"))
    assert state.data["phase"] == "turn" and state.to_act == starter
    assert [tok.style for tok in sorted(GAME.board.tokens(state), key=lambda tok: tok.id)][starter] == "coin"


# ---- moving ---------------------------------------------------------------------------------------------
def test_upright_moves_forward_and_reversed_moves_back_by_value():
    state = ready(2, pos=[10, 0])
    draw(state, m("three"))
    assert pos(state) == 13 and state.to_act == 1
    state.to_act = 0
    draw(state, m("four"), reversed_=True)
    assert pos(state) == 9


def test_play_passes_to_the_next_seat_in_order():
    state = ready(3, pos=[10, 10, 10], to_act=2)
    draw(state, m("two", 2))
    assert state.to_act == 0


def test_a_forward_move_is_needed_to_enter_and_back_does_nothing_at_the_start_hd5():
    state = ready(2)
    draw(state, m("three"), reversed_=True)
    assert pos(state) == 0
    state.to_act = 0
    draw(state, m("two"))
    assert pos(state) == 2


@pytest.mark.parametrize("card,reversed_", [(0, False), (10, False), (14, False), (9, True)])
def test_cards_with_rules_of_their_own_do_nothing_at_the_start_hd5(card, reversed_):
    state = ready(2, pos=[0, 30])
    draw(state, t(card), reversed_)
    assert pos(state) == 0 and pos(state, 1) == 30 and state.data["phase"] == "turn"


def test_the_wild_pack_opens_only_on_the_board():
    state = ready(2)
    assert "draw-wild" not in {a.kind for a in GAME.legal_actions(state)}
    with pytest.raises(IllegalAction, match="on the board"):
        GAME.apply(state, Action("draw-wild", src="wild0", to="drawn"))
    state.data["pos"][0] = 1
    assert "draw-wild" in {a.kind for a in GAME.legal_actions(state)}


def test_special_spaces_count_only_from_space_one():
    state = ready(2)
    draw(state, m("six"))          # from the Start, 6 is the first Jump
    assert pos(state) == 15


def test_back_past_space_one_goes_to_the_start_off_the_board_hd6():
    state = ready(2, pos=[2, 0])
    draw(state, m("five"), reversed_=True)
    assert pos(state) == 0
    state.to_act = 0
    assert "draw-wild" not in {a.kind for a in GAME.legal_actions(state)}


def test_landing_on_a_jump_follows_it_up_and_ends_the_move():
    state = ready(2, pos=[27, 0])
    draw(state, m("three"))
    assert pos(state) == 42 and state.to_act == 1


def test_landing_on_a_dump_follows_it_down():
    state = ready(2, pos=[42, 0])
    draw(state, m("two"))
    assert pos(state) == 33


def test_a_move_back_onto_a_jump_still_climbs_it_hd26():
    state = ready(2, pos=[33, 0])
    draw(state, m("three"), reversed_=True)
    assert pos(state) == 42


def test_passing_over_a_dump_does_nothing():
    state = ready(2, pos=[42, 0])
    draw(state, m("four"))
    assert pos(state) == 46


def test_exact_landing_on_72_wins():
    state = ready(2, pos=[68, 0])
    draw(state, m("four"))
    assert GAME.outcome(state).winners == (0,) and state.data["ending"] == "exact"


def test_a_move_past_72_is_not_made_hd7():
    state = ready(2, pos=[69, 0])
    draw(state, m("four"))
    assert pos(state) == 69 and state.to_act == 1 and GAME.outcome(state) is None


# ---- jail -----------------------------------------------------------------------------------------------
def test_landing_on_a_jail_locks_the_player():
    state = ready(2, pos=[17, 0])
    draw(state, m("three"))
    assert pos(state) == 20 and state.data["jailed"][0]


@pytest.mark.parametrize("card,reversed_", [("two", False), ("nine", True), ("ace", False)])
def test_in_jail_reversed_cards_and_upright_cards_below_three_are_ignored_hd8(card, reversed_):
    state = jailed_at(20)
    draw(state, m(card), reversed_)
    assert pos(state) == 20 and state.data["jailed"][0]


def test_an_upright_three_or_more_opens_the_jail_and_moves_hd8():
    state = jailed_at(20)
    draw(state, m("three"))
    assert pos(state) == 23 and not state.data["jailed"][0]


def test_death_reversed_in_jail_is_ignored_hd8():
    state = jailed_at(37)
    draw(state, t(13), reversed_=True, wild=True)
    assert not state.data["out"][0] and pos(state) == 37


def test_justice_upright_springs_you_from_jail_without_a_move():
    state = jailed_at(37)
    draw(state, t(11), wild=True)
    assert pos(state) == 37 and not state.data["jailed"][0]


def test_in_the_last_jail_a_five_wins():
    state = jailed_at(67)
    draw(state, m("five"))
    assert GAME.outcome(state).winners == (0,) and state.data["ending"] == "last-jail-five"


def test_temperance_counts_five_in_the_last_jail_hd9():
    state = jailed_at(67)
    draw(state, t(14))
    assert state.data["ending"] == "last-jail-five"


@pytest.mark.parametrize("card,wild", [(m("eight"), False), (t(11), True), (t(16), True)])
def test_in_the_last_jail_more_than_five_or_justice_goes_to_68_and_stops(card, wild):
    state = jailed_at(67)
    draw(state, card, wild=wild)
    assert pos(state) == 68 and not state.data["jailed"][0] and state.to_act == 1


def test_in_the_last_jail_a_three_or_four_opens_and_moves_hd9():
    state = jailed_at(67)
    draw(state, m("four"))
    assert pos(state) == 71 and not state.data["jailed"][0]


def test_judgement_and_the_world_win_from_a_jail_hd10():
    state = jailed_at(67)
    draw(state, t(20), wild=True)
    assert state.data["ending"] == "judgement"


# ---- the game-pack trumps ---------------------------------------------------------------------------------
def test_the_fool_goes_to_space_22_if_not_passed():
    state = ready(2, pos=[5, 0])
    draw(state, t(0))
    assert pos(state) == 22


@pytest.mark.parametrize("start,reversed_", [(30, False), (5, True)])
def test_the_fool_makes_no_move_once_passed_or_reversed(start, reversed_):
    state = ready(2, pos=[start, 0])
    draw(state, t(0), reversed_)
    assert pos(state) == start


def test_the_hermit_reversed_goes_to_the_nearest_jail():
    state = ready(2, pos=[43, 0])
    draw(state, t(9), reversed_=True)
    assert pos(state) == 37 and state.data["jailed"][0]


def test_the_wheel_changes_places_with_the_nearest_player():
    state = ready(3, pos=[30, 40, 34])
    draw(state, t(10))
    assert state.data["pos"] == [34, 40, 30] and state.to_act == 1



def test_the_wheel_with_the_nearest_player_on_the_same_space_says_neither_moves():
    """Play-test round: the story read "change places (Spaces 12 and 12)"."""
    state = ready(3, pos=[12, 12, 30])
    draw(state, t(10))
    assert state.data["pos"][:2] == [12, 12]
    assert any("both on Space 12, so neither moves" in line for line in state.story)
    assert not any("Spaces 12 and 12" in line for line in state.story)

def test_the_wheel_tie_goes_to_the_player_ahead_and_jail_goes_with_the_space_hd15():
    state = ready(3, pos=[30, 26, 34])
    state.data["jailed"][2] = True
    draw(state, t(10))
    assert state.data["pos"] == [34, 26, 30]
    assert state.data["jailed"] == [True, False, False]


def token_events(events, kinds=("walk", "slide", "lock", "unlock")):
    return [(e.kind, e.token, e.path) for e in events if e.kind in kinds]


def test_the_table_is_told_when_bars_close_and_open():
    """Jail bars close after the walk that ends in a jail, and open before the walk out."""
    state = ready(2, pos=[17, 0])
    assert token_events(draw(state, m("three"))) == [("walk", "seat0", (17, 18, 19, 20)), ("lock", "seat0", (20,))]
    state.to_act = 0
    assert token_events(draw(state, m("four"))) == [("unlock", "seat0", (20,)),
                                                   ("walk", "seat0", (20, 21, 22, 23, 24))]


def test_the_wheel_moves_the_bars_with_the_jail_space_hd15():
    state = ready(3, pos=[30, 26, 34])
    state.data["jailed"][2] = True
    assert token_events(draw(state, t(10))) == [
        ("slide", "seat0", (30, 34)), ("lock", "seat0", (34,)),
        ("unlock", "seat2", (34,)), ("slide", "seat2", (34, 30))]


def test_the_wheel_reversed_makes_no_move():
    """Seed: "If reversed, even WORSE LUCK! Make no move and pass to the next player."
    Play in a real window: the story said "The Wheel turns against them" of the player
    at the screen; it names who lost the move."""
    state = ready(2, pos=[30, 35])
    draw(state, t(10), reversed_=True)
    assert state.data["pos"] == [30, 35]
    assert state.story[-1] == f"The Wheel reversed turns against {state.seats[0].name}: no move."


def test_the_wheel_upright_at_the_start_says_there_is_no_place_to_change():
    state = ready(2, pos=[0, 35])
    draw(state, t(10))
    assert state.data["pos"] == [0, 35]
    assert state.story[-1].startswith(f"The Wheel finds {state.seats[0].name} at the Start")


def test_the_wheel_with_no_one_else_on_the_board_makes_no_move_hd15():
    state = ready(2, pos=[30, 0])
    draw(state, t(10))
    assert state.data["pos"] == [30, 0]


def test_temperance_adds_five_to_the_last_players_score_either_way():
    state = ready(2, pos=[10, 10], to_act=1)
    draw(state, m("three", 1))
    draw(state, t(14))
    assert state.data["phase"] == "temperance" and state.data["temperance"] == 8
    GAME.apply(state, Action("temperance", choice="back"))
    assert pos(state) == 2 and state.to_act == 1


def test_temperance_subtracts_a_reversed_score():
    state = ready(2, pos=[10, 10], to_act=1)
    draw(state, m("two", 1), reversed_=True)
    draw(state, t(14))
    GAME.apply(state, Action("temperance", choice="forward"))
    assert pos(state) == 13


def test_temperance_after_a_wild_card_moves_five_forward():
    state = ready(2, pos=[10, 10], to_act=1)
    draw(state, t(7, 1), wild=True)
    draw(state, t(14))
    assert pos(state) == 15 and state.to_act == 1


def test_temperance_reversed_moves_five_back():
    state = ready(2, pos=[10, 10])
    draw(state, t(14), reversed_=True)
    assert pos(state) == 5


def test_temperance_of_nothing_makes_no_move_hd14():
    state = ready(2, pos=[10, 10], to_act=1)
    draw(state, m("five", 1), reversed_=True)
    draw(state, t(14))
    assert pos(state) == 10 and state.to_act == 1


# ---- the wild cards ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("number,steps", [(7, 7), (8, 8), (17, 8), (11, 2)])
def test_chariot_strength_star_and_justice_move_their_value(number, steps):
    state = ready(2, pos=[40, 0])
    draw(state, t(number), wild=True)
    assert pos(state) == 40 + steps
    state.to_act = 0
    state.data["pos"][0] = 40
    draw(state, t(number), reversed_=True, wild=True)
    assert pos(state) == 40 - steps


def test_the_hanged_man_makes_no_move_and_loses_the_next_turn():
    state = ready(2, pos=[40, 0])
    draw(state, t(12), wild=True)
    assert pos(state) == 40 and state.to_act == 1
    draw(state, m("two", 1))
    assert state.to_act == 1       # player 1's own turn again: player 0's was lost
    assert any("loses this turn" in line for line in state.story)


def test_the_hanged_man_reversed_moves_three_forward_and_loses_nothing():
    state = ready(2, pos=[40, 0])
    draw(state, t(12), reversed_=True, wild=True)
    assert pos(state) == 43 and state.data["skip"] == [0, 0]


def test_death_sends_you_back_to_the_start():
    state = ready(2, pos=[40, 0])
    draw(state, t(13), wild=True)
    assert pos(state) == 0 and state.data["to_start"][0] == 1


def test_death_reversed_puts_you_out_of_the_game():
    state = ready(3, pos=[40, 5, 5])
    draw(state, t(13), reversed_=True, wild=True)
    assert state.data["out"][0] and state.to_act == 1
    assert "seat0" not in {tok.id for tok in GAME.board.tokens(state)}


def test_the_last_player_left_still_has_to_land_exactly_on_72_hd18():
    """The seed: "In all but two cases, a player must land exactly on Space No. 72 to go
    out." Being the last player left is not one of the two (Judgement and the World), so
    the last player plays on alone until they land on 72."""
    state = ready(2, pos=[40, 69])
    draw(state, t(13), reversed_=True, wild=True)
    assert GAME.outcome(state) is None and state.to_act == 1
    draw(state, m("four", 1))              # would carry past 72: no move, and no win for being alone
    assert GAME.outcome(state) is None and pos(state, 1) == 69 and state.to_act == 1
    draw(state, m("three", 1))
    assert GAME.outcome(state).winners == (1,) and state.data["ending"] == "exact"


def test_the_last_player_left_can_still_win_with_judgement_hd18():
    state = ready(2, pos=[5, 64])
    draw(state, t(13), reversed_=True, wild=True)
    draw(state, t(21, 1), wild=True)
    assert GAME.outcome(state).winners == (1,) and state.data["ending"] == "world"


def test_when_every_player_is_out_no_one_wins_hd18():
    state = ready(2, pos=[40, 50])
    draw(state, t(13), reversed_=True, wild=True)
    draw(state, t(13, 1), reversed_=True, wild=True)
    outcome = GAME.outcome(state)
    assert outcome.winners == () and outcome.scores == (0.0, 0.0) and state.data["ending"] == "everyone-out"
    assert GAME.legal_actions(state) == [] and GAME.ending.title(state, outcome, 0) == "No one wins"
    assert "won by turn order 1" not in GAME.ending.measures(state) and GAME.ending.measures(state)["ending: everyone-out"] == 1


def test_alone_the_devil_has_no_one_to_rob_and_the_moon_no_one_to_pass_to_hd18():
    state = ready(2, pos=[5, 40])
    draw(state, t(13), reversed_=True, wild=True)
    before = len(state.zones["pack1"])
    draw(state, t(15, 1), wild=True)
    assert pos(state, 1) == 40 and state.data["skip"] == [0, 0] and len(state.zones["pack1"]) == before
    assert state.to_act == 1
    draw(state, t(18, 1), wild=True)
    assert pos(state, 1) == 40 and state.to_act == 1


def test_alone_temperance_has_no_previous_player_and_moves_five_either_way_hd18():
    state = ready(2, pos=[10, 40], to_act=1)
    draw(state, m("four", 1))
    draw(state, t(13), reversed_=True, wild=True)   # player 1 drew last before this; now alone
    draw(state, t(14, 1))
    assert state.data["phase"] == "temperance" and state.data["temperance"] == 5


def test_simulated_games_still_end_with_the_last_player_playing_on_hd18():
    """Two-player games where one player goes out are finished by the other alone,
    with the game pack, so bots leave no game without a winner, and games stay short."""
    from tarot_table.simulate import simulate
    result = simulate(GAME, 60, 0, None, {}, players=2)
    figures = next(iter(result["results"].values()))
    assert figures["unfinished"] == 0 and figures["drawn"] == 0
    assert figures["means"]["out of the game"] > 0.2          # some games were played on alone
    assert figures["means"]["turns"] < 600


def test_the_devil_takes_the_next_players_move_and_their_turn_hd19():
    state = ready(3, pos=[41, 10, 10])
    stack(state, m("four", 1))
    draw(state, t(15), wild=True)
    assert pos(state) == 45 and pos(state, 1) == 10
    assert state.to_act == 2 and state.data["skip"][1] == 0


def test_the_devil_stolen_card_counts_its_sign_not_its_rule_hd19():
    state = ready(2, pos=[40, 10])
    stack(state, t(0, 1))              # the Fool: worth 0, its own rule does not act
    draw(state, t(15), wild=True)
    assert pos(state) == 40
    state.data["pos"][0] = 40
    state.to_act = 0
    stack(state, m("three", 1), reversed_=True)
    draw(state, t(15), wild=True)
    assert pos(state) == 37


def test_the_devil_reversed_moves_six_back():
    state = ready(2, pos=[40, 0])
    draw(state, t(15), reversed_=True, wild=True)
    assert pos(state) == 34


def test_the_tower_goes_back_half_way_and_repeats_the_turn_hd20():
    state = ready(2, pos=[41, 0])
    draw(state, t(16), wild=True)
    assert pos(state) == 20 and state.data["jailed"][0]      # half of 41 rounded down: the jail on 20
    assert state.to_act == 0 and state.data["phase"] == "turn"


def test_the_tower_from_space_1_says_back_to_the_start_as_every_line_does():
    """Play-test round 9: "The Tower: back half way, to Space 0" where every other line
    of the story says "the Start"."""
    state = ready(2, pos=[1, 0])
    draw(state, t(16), wild=True)
    assert pos(state) == 0
    assert "The Tower: back half way, to the Start, then draw again." in state.story
    assert not any("Space 0" in line for line in state.story)


def test_the_tower_reversed_goes_to_the_nearest_dump_and_down():
    state = ready(2, pos=[40, 0])
    draw(state, t(16), reversed_=True, wild=True)
    assert pos(state) == 33


def test_nearest_ties_go_to_the_one_ahead_hd16():
    assert board.nearest(35, board.DUMPS) == 44 and board.nearest(28, (26, 30)) == 30


def test_the_moon_passes_nine_to_the_next_player_and_forfeits_the_turn():
    state = ready(2, pos=[40, 10])
    draw(state, t(18), wild=True)
    assert pos(state) == 40 and pos(state, 1) == 19 and state.to_act == 1


def test_the_moon_reversed_passes_nine_back():
    state = ready(2, pos=[40, 12])
    draw(state, t(18), reversed_=True, wild=True)
    assert pos(state, 1) == 3
    # play-test round of 27 Nov: the story read "must move -9"
    assert any(line.endswith("must move 9 back.") for line in state.story), state.story[-3:]


def test_the_moon_says_forward_in_words():
    state = ready(2, pos=[40, 10])
    draw(state, t(18), wild=True)
    assert any(line.endswith("must move 9 forward.") for line in state.story), state.story[-3:]


def test_the_moon_cannot_move_a_locked_player_hd21():
    state = ready(2, pos=[40, 20])
    state.data["jailed"][1] = True
    draw(state, t(18), wild=True)
    assert pos(state, 1) == 20


def test_the_sun_goes_to_the_nearest_jump_and_up():
    state = ready(2, pos=[33, 0])
    draw(state, t(19), wild=True)
    assert pos(state) == 42


def test_the_sun_reversed_moves_one_back():
    state = ready(2, pos=[33, 0])
    draw(state, t(19), reversed_=True, wild=True)
    assert pos(state) == 32


@pytest.mark.parametrize("number,start,won", [(20, 67, True), (20, 66, False), (21, 62, True), (21, 61, False)])
def test_judgement_within_five_and_the_world_within_ten_win_at_once(number, start, won):
    state = ready(2, pos=[start, 0])
    draw(state, t(number), wild=True)
    assert (GAME.outcome(state) is not None) == won
    if not won:
        assert pos(state) == start + value(major_id(number))


def test_judgement_reversed_near_the_end_moves_back():
    state = ready(2, pos=[70, 0])
    draw(state, t(20), reversed_=True, wild=True)
    assert pos(state) == 68 and GAME.outcome(state) is None


# ---- Knights and the end of the board -----------------------------------------------------------------------
def test_an_upright_knight_offers_a_redraw_or_its_move():
    state = ready(2, pos=[10, 0])
    draw(state, m("knight"))
    assert {a.kind for a in GAME.legal_actions(state)} == {"keep-knight", "redraw"}
    GAME.apply(state, Action("keep-knight", choice="keep"))
    assert pos(state) == 12


def test_a_knight_redraw_moves_by_the_new_card():
    state = ready(2, pos=[10, 0])
    draw(state, m("knight"))
    stack(state, m("five"))
    GAME.apply(state, Action("redraw", src="pack0", to="drawn"))
    assert pos(state) == 15


def test_a_court_card_on_the_redraw_fails_the_move():
    state = ready(2, pos=[10, 0])
    draw(state, m("knight"))
    stack(state, m("queen"))
    GAME.apply(state, Action("redraw", src="pack0", to="drawn"))
    assert pos(state) == 10 and state.to_act == 1


def test_a_knight_in_jail_is_just_a_two_hd22():
    state = jailed_at(20)
    draw(state, m("knight"))
    assert state.data["phase"] == "turn" and state.to_act == 1


@pytest.mark.parametrize("rank,left", [("six", 5), ("seven", 6), ("eight", 7), ("nine", 8)])
def test_sixes_to_nines_too_big_near_the_end_give_one_more_draw(rank, left):
    state = ready(2, pos=[72 - left, 0])
    draw(state, m(rank))
    assert pos(state) == 72 - left and state.to_act == 0
    draw(state, m("two"))
    assert pos(state) == 74 - left


def test_a_second_too_big_draw_passes_the_turn_hd12():
    state = ready(2, pos=[68, 0])
    draw(state, m("six"))
    assert state.to_act == 0
    draw(state, m("seven"))
    assert pos(state) == 68 and state.to_act == 1


def test_a_six_with_exactly_six_left_wins():
    state = ready(2, pos=[66, 0])
    draw(state, m("six"))
    assert state.data["ending"] == "exact"


def test_the_near_end_rule_is_only_for_small_cards_hd12():
    state = ready(2, pos=[68, 0])
    draw(state, t(6))                 # the Lovers: 6, too far, and no second draw
    assert pos(state) == 68 and state.to_act == 1


def test_a_ten_near_the_end_moves_one_space():
    state = ready(2, pos=[65, 0])
    draw(state, m("ten"))
    assert pos(state) == 66
    state.data["pos"][0] = 62
    state.to_act = 0
    draw(state, m("ten"))
    assert state.data["ending"] == "exact"


# ---- the packs -----------------------------------------------------------------------------------------------
def test_the_drawn_card_joins_its_owners_discards_at_the_next_draw_hd24():
    state = ready(2, pos=[10, 10])
    draw(state, m("two"))
    assert [p.card for p in state.zones["drawn"]] == [m("two")]
    draw(state, m("two", 1))
    assert [p.card for p in state.zones["discard0"]] == [m("two")]


def test_a_spent_game_pack_is_reshuffled_from_its_discards_with_fresh_reversals():
    state = ready(2, pos=[10, 10])
    pack = state.zones["pack0"]
    pack[:-1] = [PLACED[p.card, p.face_up, False] for p in pack[:-1]]
    state.zones["discard0"] = [Placed(p.card, True, False) for p in pack[:-1]]
    state.zones["pack0"] = pack[-1:]
    state.zones["discard0"] += [Placed(t(7), True, False)]
    state.zones["wild0"].remove(next(p for p in state.zones["wild0"] if p.card == t(7)))
    draw(state)
    assert len(state.zones["pack0"]) == 49 and t(7) not in {p.card for p in state.zones["pack0"]}
    assert any(p.reversed for p in state.zones["pack0"]) and not any(p.face_up for p in state.zones["pack0"])
    assert state.data["refills"][0] == 1


def test_a_spent_wild_pack_comes_back_from_the_discards_hd11():
    state = ready(2, pos=[10, 10])
    wild = state.zones["wild0"]
    state.zones["discard0"] += [Placed(p.card, True, False) for p in wild[:-1]]
    state.zones["wild0"] = wild[-1:]
    draw(state, wild=True)
    assert len(state.zones["wild0"]) == 11


def test_reshuffling_by_choice_keeps_every_cards_way_up_once_a_turn_hd13():
    state = ready(2, pos=[10, 10])
    before = {p.card: p.reversed for p in state.zones["pack0"]}
    order = [p.card for p in state.zones["pack0"]]
    GAME.apply(state, Action("reshuffle", choice="reshuffle"))
    assert {p.card: p.reversed for p in state.zones["pack0"]} == before
    assert [p.card for p in state.zones["pack0"]] != order
    assert "reshuffle" not in {a.kind for a in GAME.legal_actions(state)}
    draw(state)
    draw(state)
    assert "reshuffle" in {a.kind for a in GAME.legal_actions(state)}


# ---- the board -----------------------------------------------------------------------------------------------
def test_the_board_has_72_spaces_three_dumps_three_jumps_four_jails_the_last_on_67():
    kinds = Counter(board.kind_of(n) for n in range(1, 73))
    assert kinds["dump"] == 3 and kinds["jump"] == 3 and kinds["jail"] == 4 and kinds["finish"] == 1
    assert max(board.JAILS) == 67 == board.LAST_JAIL
    for src, dst in board.JUMPS.items():
        assert board.row_and_column(dst)[0] == board.row_and_column(src)[0] + 1
    for src, dst in board.DUMPS.items():
        assert board.row_and_column(dst)[0] == board.row_and_column(src)[0] - 1


def test_the_board_ends_at_72_though_the_seed_suggests_78_spaces_and_the_rules_say_why():
    """The seed: "You will need to make your own game board (ideally of 78 spaces)", but
    "the winning player must land exactly on Space No. 72", and the last jail's 5 wins
    from 67. Spaces past 72 could never be stood on, so the board stops at 72, and the
    rules page says why."""
    assert board.FINISH == 72 == board.LAST_JAIL + 5 and board.kind_of(72) == "finish"
    state = ready(2, pos=[70, 0])
    draw(state, m("three"))
    assert pos(state) == 70
    page = GAME.rules_text({})
    assert "ideally of 78" in page and "Why 72 spaces and not 78" in page


def test_arrows_end_on_plain_spaces_hd23():
    for dst in list(board.JUMPS.values()) + list(board.DUMPS.values()) + [board.FOOL_SPACE, 68]:
        assert board.kind_of(dst) == "plain"


def test_the_layout_carries_the_board_and_every_players_piles():
    state = ready(6)
    layout = GAME.layout(state)
    assert layout.board is not None and len(layout.board.spaces) == 73
    zones = {s.zone for s in layout.spots}
    assert set(state.zones) == zones
    assert {tok.space for tok in GAME.board.tokens(state)} == {0}


# ---- what is seen, saving -------------------------------------------------------------------------------------
def test_a_view_hides_face_down_cards_and_which_way_they_lie_hd25():
    state = ready(2)
    view = GAME.view(state, 0)
    assert all(p.card == HIDDEN and not p.reversed for p in view.zones["pack0"])
    assert GAME.private_zones(state) == {}


def test_a_view_stays_as_it_was_while_play_goes_on_and_its_hidden_cards_cannot_change():
    """Views share the state's face-up cards (they are built for every bot move), so
    later play must leave an earlier view as it was."""
    state = ready(3, pos=[10, 10, 10])
    for _ in range(6):
        GAME.apply(state, GAME.legal_actions(state)[0])
    view = GAME.view(state, 1)
    before = view.to_json()
    for _ in range(60):
        if GAME.outcome(state) is not None:
            break
        GAME.apply(state, GAME.legal_actions(state)[-1])
    assert view.to_json() == before
    with pytest.raises(AttributeError):
        view.zones["pack0"][-1].reversed = True
    assert view.clone().zones["pack0"][-1].card == HIDDEN


def test_a_game_round_trips_through_json_and_replays_from_its_seed():
    state = ready(3, seed=9)
    for _ in range(40):
        GAME.apply(state, GAME.legal_actions(state)[0])
    again = State.from_json(json.loads(json.dumps(state.to_json())))
    assert again.to_json() == state.to_json()
    assert GAME.legal_actions(again) == GAME.legal_actions(state)


def test_moves_are_made_once_and_shared_yet_equal_to_new_ones():
    """Each list of moves holds the same move objects whenever it is asked for, from the state
    or a seat's view (an Action is never changed once made), each equal to a new one with its
    fields: seen at every position of quick-bot games of two to six seats, in every phase."""
    shared = {}
    for seed in range(15):
        state = GAME.new(seed, None, [Seat(f"P{i + 1}", "quick") for i in range(2 + seed % 5)])
        rng = Rng(seed)
        while (seat := GAME.current_seat(state)) is not None:
            listed = GAME.legal_actions(state)
            assert [id(a) for a in GAME.legal_actions(GAME.view(state, seat))] == [id(a) for a in listed]
            for action in listed:
                assert action == Action(action.kind, action.card, action.to, action.choice, action.src)
                assert shared.setdefault((action.kind, action.choice, action.src, action.label), action) is action
            GAME.apply(state, GAME.bots["quick"](GAME, GAME.view(state, seat), rng))
    assert {kind for kind, _, _, _ in shared} == {"pick-token", "draw", "draw-wild", "reshuffle", "keep-knight",
                                                  "redraw", "temperance"}


def test_the_moves_say_what_they_do():
    assert [a.label for a in GAME.legal_actions(GAME.new(1, None, [Seat("P1"), Seat("P2")]))] == [
        "Crystal", "Coin", "Charm", "Pebble", "Shell", "Key", "Acorn", "Button"]
    state = ready(2, pos=[10, 10])
    assert [a.label for a in GAME.legal_actions(state)] == [   # the wild pack last: it joins the row last
        "Draw from the game pack", "Reshuffle the game pack", "Gamble on the wild pack"]
    draw(state, m("knight"))
    assert [a.label for a in GAME.legal_actions(state)] == ["Keep the Knight: forward 2",
                                                            "Redraw (another court fails)"]
    state = ready(2, pos=[10, 10], to_act=1)
    draw(state, m("three", 1))
    draw(state, t(14))
    assert [(a.choice, a.label) for a in GAME.legal_actions(state)] == [
        ("forward", "Temperance: forward 8"), ("back", "Temperance: back 8")]


def test_drawing_from_another_players_pack_is_refused_with_a_reason():
    state = ready(2, pos=[10, 10])
    top = state.zones["pack1"][-1].card
    with pytest.raises(IllegalAction, match="P2's card"):
        GAME.apply(state, Action("draw", card=top, to="drawn"))
    assert "P2's card" in GAME.why_not(state, top, "drawn")


# ---- bots -----------------------------------------------------------------------------------------------------
def test_the_quick_bot_gambles_on_the_wild_pack_in_jail_and_near_the_end():
    state = ready(2, pos=[40, 0])
    quick = GAME.bots["quick"]
    assert quick(GAME, GAME.view(state, 0), Rng(1)).kind == "draw"
    state.data["jailed"][0] = True
    assert quick(GAME, GAME.view(state, 0), Rng(1)).kind == "draw-wild"


def in_last_jail(winners_spent: bool) -> State:
    """Seat 0 locked in the last jail; Judgement and the World among its discards or not."""
    state = ready(2, pos=[67, 30])
    state.data["jailed"][0] = True
    if winners_spent:
        for number in (20, 21):
            zone, index = state.find(t(number))
            state.zones["discard0"].append(Placed(state.zones[zone].pop(index).card, True, False))
    return state


@pytest.mark.parametrize("bot", ["quick", "careful"])
def test_in_the_last_jail_bots_draw_from_the_pack_likelier_to_win_at_once(bot):
    """Last jail: a 5 wins (only the game pack has one), and Judgement or the World win
    from any jail (only the wild pack has them). With both still in the wild pack its
    chance (2 in 12, upright half the time) beats the game pack's 5 in 50; once both are
    spent the game pack is the only hope."""
    choose = GAME.bots[bot]
    fresh, spent = in_last_jail(False), in_last_jail(True)
    assert {choose(GAME, GAME.view(fresh, 0), Rng(k)).kind for k in range(3)} == {"draw-wild"}
    assert {choose(GAME, GAME.view(spent, 0), Rng(k)).kind for k in range(3)} == {"draw"}


def test_the_quick_bot_counts_only_the_cards_a_pack_can_still_hold():
    from tarot_table.games.lucky_you.bots import _last_jail_odds
    fresh, spent = in_last_jail(False), in_last_jail(True)
    assert _last_jail_odds(GAME.view(fresh, 0), 0) == pytest.approx(5 / 100)       # Hierophant, Temperance, 3 Fives
    assert _last_jail_odds(GAME.view(fresh, 0), 0, wild=True) == pytest.approx(2 / 24)
    assert _last_jail_odds(GAME.view(spent, 0), 0, wild=True) == 0.0


def test_the_careful_bot_redraws_a_knight_that_would_land_on_a_dump():
    state = ready(2, pos=[24, 0])
    draw(state, m("knight"))
    action = GAME.bots["careful"](GAME, GAME.view(state, 0), Rng(3))
    assert action.kind == "redraw"


def test_the_careful_bot_keeps_a_knight_that_lands_on_a_jump():
    state = ready(2, pos=[4, 0])
    draw(state, m("knight"))
    assert GAME.bots["careful"](GAME, GAME.view(state, 0), Rng(3)).kind == "keep-knight"


def test_the_careful_bot_sends_temperance_the_better_way():
    state = ready(2, pos=[27, 10], to_act=1)
    draw(state, m("two", 1), reversed_=True)       # Temperance will be worth 5 - 2 = 3
    draw(state, t(14))
    careful = GAME.bots["careful"]
    assert careful(GAME, GAME.view(state, 0), Rng(3)).choice == "forward"   # 30 is a Jump to 42
    state.data["pos"][0] = 41
    assert careful(GAME, GAME.view(state, 0), Rng(3)).choice == "back"      # 44 is a Dump to 33


def test_the_careful_bot_never_reshuffles():
    state = ready(2, pos=[30, 10])
    action = GAME.bots["careful"](GAME, GAME.view(state, 0), Rng(5))
    assert action.kind in ("draw", "draw-wild")


@pytest.mark.parametrize("bot", ["quick", "careful"])
def test_alone_bots_no_longer_gamble_on_the_wild_pack_hd18(bot):
    state = ready(2, pos=[5, 66])
    draw(state, t(13), reversed_=True, wild=True)
    assert state.to_act == 1 and "draw-wild" in {a.kind for a in GAME.legal_actions(state)}
    choice = GAME.bots[bot](GAME, GAME.view(state, 1), Rng(3))
    assert choice.kind == "draw"


@pytest.mark.parametrize("card,reversed_,wild,why", [
    (major_id(20), False, True, "Judgement (20) counts 2; only an upright card of 3 or more"),
    (minor_id("wands", "knight"), False, False, "Knight of Wands counts 2; only an upright card of 3 or more"),
    (major_id(2), False, False, "stays in jail: only an upright card of 3 or more"),
    (minor_id("cups", "nine"), True, False, "stays in jail: only an upright card of 3 or more"),
])
def test_staying_in_jail_says_what_a_card_counts_where_it_shows_another_number_hd8(card, reversed_, wild, why):
    """A play-tester read Judgement as 20 and could not see why it left them locked in."""
    state = jailed_at(20)
    draw(state, copy_id(card, 1), reversed_, wild=wild)
    assert pos(state) == 20 and state.data["jailed"][0]
    assert why in state.story[-1]
