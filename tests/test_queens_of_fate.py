"""Queens of Fate: one test per rule of the seed and per house decision in rules.md."""
from __future__ import annotations

import pytest

from tarot_table.cards import TAROT_DECK
from tarot_table.games.base import HIDDEN, Action, IllegalAction, Placed
from tarot_table.rng import Rng
from tests.helpers.queens import C, GAME, P, S, W, cards, do, m, t, table


def draw(state):
    return do(state, "draw", src="destiny", to="challenge")


def kinds(state):
    return {a.kind for a in GAME.legal_actions(state)}


# ---- set-up and passing years -----------------------------------------------------
def test_setup_destiny_holds_the_whole_deck_face_down():
    state = GAME.new(4)
    assert sorted(cards(state, "destiny")) == sorted(TAROT_DECK)
    assert not any(p.face_up for p in state.zones["destiny"])
    assert kinds(state) == {"draw"}


def test_passing_a_year_turns_the_top_card_into_the_challenge():
    state = table(destiny=[m(C, "king")])
    draw(state)
    assert cards(state, "challenge") == [m(C, "king")] and state.zones["challenge"][0].face_up
    assert state.data["years"] == 1


def test_court_card_is_secured_to_its_domain_and_queen_to_her_slot():
    state = table(destiny=[m(C, "king"), m(S, "queen")])
    draw(state)
    do(state, "secure", card=m(C, "king"), to="court_cups")
    draw(state)
    do(state, "secure", card=m(S, "queen"), to="queen_swords")
    assert cards(state, "court_cups") == [m(C, "king")] and cards(state, "queen_swords") == [m(S, "queen")]


def test_a_domain_holds_any_number_of_its_court_cards():
    state = table(court_cups=[m(C, "page"), m(C, "knight")], destiny=[m(C, "king")])
    draw(state)
    do(state, "secure", card=m(C, "king"), to="court_cups")
    assert len(cards(state, "court_cups")) == 3


def test_court_card_cannot_go_to_another_suits_domain():
    state = table(destiny=[m(C, "king")])
    draw(state)
    with pytest.raises(IllegalAction) as refusal:
        do(state, "secure", card=m(C, "king"), to="court_wands")
    assert "own suit" in refusal.value.reason


def test_source_is_secured_to_the_source_area():
    state = table(destiny=[m(W, "ace")])
    draw(state)
    do(state, "secure", card=m(W, "ace"), to="sources")
    assert cards(state, "sources") == [m(W, "ace")]


def test_house_securing_is_a_choice_a_card_may_be_let_go():
    state = table(destiny=[m(W, "page")])
    draw(state)
    do(state, "let-go", card=m(W, "page"), to="portents")
    assert cards(state, "portents") == [m(W, "page")] and not state.zones["portents"][0].face_up


# ---- resolving fate -----------------------------------------------------------------
def test_arcana_moves_into_an_empty_fate():
    state = table(destiny=[m(W, "five")])
    draw(state)
    assert cards(state, "fate") == [m(W, "five")] and state.data["phase"] == "draw"


def test_conflict_cups_against_wands_discards_the_lower():
    state = table(fate=[m(W, "five")], destiny=[m(C, "eight")])
    draw(state)
    assert cards(state, "fate") == [m(C, "eight")]
    assert cards(state, "portents") == [m(W, "five")]


def test_conflict_keeps_the_higher_fate_card():
    state = table(fate=[m(S, "nine")], destiny=[m(P, "three")])
    draw(state)
    assert cards(state, "fate") == [m(S, "nine")] and cards(state, "portents") == [m(P, "three")]


def test_conflict_of_equal_cards_discards_both():
    state = table(fate=[m(S, "six")], destiny=[m(P, "six")])
    draw(state)
    assert not state.zones["fate"] and sorted(cards(state, "portents")) == sorted([m(S, "six"), m(P, "six")])


def test_house_conflict_uses_printed_values_without_full_court_bonus():
    state = table(fate=[m(S, "six")], destiny=[m(P, "six")],
                  court_swords=[m(S, "page"), m(S, "knight"), m(S, "king")], queen_swords=[m(S, "queen")])
    draw(state)
    assert not state.zones["fate"]  # a full court of Swords would have made the six a seven


def test_king_in_play_keeps_a_challenge_of_its_suit_out_of_conflict():
    state = table(fate=[m(W, "nine")], court_cups=[m(C, "king")], destiny=[m(C, "two")])
    draw(state)
    assert state.data["phase"] == "resolve"
    assert kinds(state) >= {"keep-fate", "drop-fate"}


def test_harmony_challenge_takes_fate_and_old_fate_may_be_secured():
    state = table(fate=[m(W, "nine")], destiny=[m(S, "two")])
    draw(state)
    do(state, "keep-fate", card=m(W, "nine"), to="arcana_wands")
    assert cards(state, "fate") == [m(S, "two")] and cards(state, "arcana_wands") == [m(W, "nine")]


def test_harmony_old_fate_may_be_discarded():
    state = table(fate=[m(W, "nine")], destiny=[m(S, "two")])
    draw(state)
    do(state, "drop-fate", card=m(W, "nine"), to="portents")
    assert cards(state, "fate") == [m(S, "two")] and cards(state, "portents") == [m(W, "nine")]


# ---- domain capacity ----------------------------------------------------------------
def test_domain_holds_one_arcana_and_excess_must_be_discarded_at_once():
    state = table(fate=[m(W, "nine")], arcana_wands=[m(W, "three")], destiny=[m(S, "two"), m(S, "four")])
    draw(state)
    do(state, "keep-fate", card=m(W, "nine"), to="arcana_wands")
    assert state.data["trim"] == W and kinds(state) == {"trim"}
    with pytest.raises(IllegalAction):
        draw(state)
    do(state, "trim", card=m(W, "three"), to="portents")
    assert cards(state, "arcana_wands") == [m(W, "nine")] and state.data["trim"] is None


def test_knight_and_page_each_add_one_arcana_slot():
    state = table(court_wands=[m(W, "knight"), m(W, "page")])
    assert GAME.capacity(state, W) == 3
    assert GAME.capacity(state, C) == 1


def test_losing_a_page_forces_excess_arcana_out():
    state = table(court_wands=[m(W, "page")], arcana_wands=[m(W, "three"), m(W, "four")],
                  destiny=[t(5)], phase="draw")
    draw(state)
    do(state, "endure", card=m(W, "page"), to="portents")
    assert state.data["trim"] == W


def test_arcana_committed_to_a_battle_keep_their_room_and_may_be_discarded_to_make_room():
    """Seed: "If a domain has too many Arcana cards, you must discard Arcana cards until
    you are within the maximum limit." A committed Arcana is not yet discarded (the trump
    has not fallen), so it still counts in its domain's room, and may be the one to go."""
    state = table(arcana_wands=[m(W, "six")], arcana_cups=[m(C, "five")], sources=[m(S, "ace")],
                  portents=[m(W, "nine"), m(C, "two")], destiny=[t(9)])
    draw(state)
    do(state, "commit", card=m(W, "six"), to="challenge")
    assert GAME.held(state, W) == 1
    do(state, "awaken", card=m(S, "ace"), to="portents", choice="awaken")
    do(state, "awaken-secure", card=m(W, "nine"), to="arcana_wands")
    assert state.data["trim"] == W
    assert {a.card for a in GAME.legal_actions(state)} == {m(W, "nine"), m(W, "six")}
    do(state, "trim", card=m(W, "six"), to="portents")
    assert state.data["trim"] is None and not state.zones["battle"]
    assert cards(state, "arcana_wands") == [m(W, "nine")] and cards(state, "portents")[-1] == m(W, "six")


def test_full_court_adds_one_to_that_domains_arcana():
    state = table(court_wands=[m(W, "knight"), m(W, "page"), m(W, "king")], queen_wands=[m(W, "queen")],
                  arcana_wands=[m(W, "six")], arcana_cups=[m(C, "six")])
    assert GAME.value(state, m(W, "six")) == 7 and GAME.value(state, m(C, "six")) == 6


def test_house_tens_are_arcana_worth_ten():
    state = table(fate=[m(W, "ten")], destiny=[m(C, "nine")])
    draw(state)
    assert cards(state, "fate") == [m(W, "ten")]


# ---- battles ------------------------------------------------------------------------------
def test_overcome_by_discarding_arcana_totalling_the_strength():
    state = table(arcana_wands=[m(W, "four")], arcana_cups=[m(C, "three")], destiny=[t(7)])
    draw(state)
    assert state.data["phase"] == "battle"
    do(state, "commit", card=m(W, "four"), to="challenge")
    assert cards(state, "battle") == [m(W, "four")]
    do(state, "commit", card=m(C, "three"), to="challenge")
    assert cards(state, "signs") == [t(7)]
    assert sorted(cards(state, "portents")) == sorted([m(W, "four"), m(C, "three")])


def test_overcome_is_refused_when_the_arcana_cannot_reach_the_strength():
    state = table(arcana_wands=[m(W, "four")], court_cups=[m(C, "page")], destiny=[t(9)])
    draw(state)
    assert "commit" not in kinds(state)
    assert "reach" in GAME.why_not(state, m(W, "four"), "challenge")


def test_a_refusal_in_battle_never_tells_what_lies_face_down_on_destiny():
    """A click on Destiny during a battle is refused in the same words whatever its
    face-down top card is, and the words name the Opposition and the way out."""
    said = set()
    for top in (m(C, "king"), m(W, "two"), t(4)):
        state = table(arcana_wands=[m(W, "four")], destiny=[t(9), top])
        draw(state)
        said.add(GAME.why_not(state, top, "challenge"))
    assert len(said) == 1
    assert "The Hermit" in said.pop() and "Endure" in GAME.why_not(state, top, None)


def test_a_challenge_dropped_in_the_wrong_place_is_told_where_it_goes():
    state = table(destiny=[m(P, "ace")])
    draw(state)
    assert "the Sources" in GAME.why_not(state, m(P, "ace"), "arcana_cups")
    state = table(destiny=[m(C, "queen")])
    draw(state)
    assert "the Cups Queen's place" in GAME.why_not(state, m(C, "queen"), "arcana_wands")


def test_endure_loses_a_court_card_of_the_players_choice():
    state = table(court_cups=[m(C, "page"), m(C, "king")], destiny=[t(12)])
    draw(state)
    do(state, "endure", card=m(C, "king"), to="portents")
    assert cards(state, "court_cups") == [m(C, "page")] and cards(state, "signs") == [t(12)]


def test_endure_with_no_courts_loses_an_artifact_then_a_source():
    state = table({"artifacts": "on"}, arcana_cups=[m(C, "six")], sources=[m(C, "ace"), m(W, "ace")],
                  destiny=[t(12)])
    do(state, "forge", card=m(C, "ace"), to="arcana_cups", choice=m(C, "six"))
    draw(state)
    endures = [a for a in GAME.legal_actions(state) if a.kind == "endure"]
    assert [a.card for a in endures] == [m(C, "six")]
    do(state, "endure", card=m(C, "six"), to="portents")
    assert sorted(cards(state, "portents")) == sorted([m(C, "six"), m(C, "ace")])
    state.move(state.top("signs").card, "destiny", face_up=False, src="signs")
    draw(state)
    assert [a.card for a in GAME.legal_actions(state) if a.kind == "endure"] == [m(W, "ace")]


def test_endure_with_nothing_sacrifices_destiny_cards_and_trumps_go_to_signs():
    state = table(destiny=[t(3), m(W, "two"), t(8), m(C, "five"), m(S, "six")])
    draw(state)
    assert [a.choice for a in GAME.legal_actions(state) if a.kind == "endure"] == ["sacrifice"]
    do(state, "endure", choice="sacrifice", to="destiny")
    assert cards(state, "signs") == [t(8), t(3)]
    assert cards(state, "portents") == [m(W, "two"), m(C, "five")]
    assert cards(state, "destiny")[-1] == m(S, "six")


def test_committed_arcana_return_when_the_player_endures_instead():
    state = table(arcana_wands=[m(W, "four")], arcana_cups=[m(C, "nine")], court_cups=[m(C, "page")],
                  destiny=[t(12)])
    draw(state)
    do(state, "commit", card=m(W, "four"), to="challenge")
    do(state, "endure", card=m(C, "page"), to="portents")
    assert cards(state, "arcana_wands") == [m(W, "four")] and not state.zones["battle"]


def test_house_the_fool_has_strength_zero_and_passes_to_the_signs():
    state = table(destiny=[t(0)])
    draw(state)
    assert cards(state, "signs") == [t(0)] and state.data["phase"] == "draw"


# ---- sources -------------------------------------------------------------------------------
def test_source_may_be_used_mid_battle():
    state = table(sources=[m(W, "ace")], portents=[m(C, "queen")], destiny=[t(10)])
    draw(state)
    assert "recover" in kinds(state)


def test_recover_the_fallen_takes_the_oldest_court_and_keeps_the_order():
    state = table(sources=[m(W, "ace")],
                  portents=[m(C, "two"), m(S, "knight"), m(P, "three"), m(C, "queen"), m(W, "five")])
    do(state, "recover", card=m(W, "ace"), to="portents")
    assert cards(state, "court_swords") == [m(S, "knight")]
    assert cards(state, "portents") == [m(C, "two"), m(P, "three"), m(C, "queen"), m(W, "five"), m(W, "ace")]


def test_house_recover_with_no_court_spends_the_source_for_nothing():
    state = table(sources=[m(W, "ace")], portents=[m(C, "two")])
    do(state, "recover", card=m(W, "ace"), to="portents")
    assert cards(state, "portents") == [m(C, "two"), m(W, "ace")]


def test_awaken_the_arcana_reveals_the_bottom_four_to_secure_or_discard():
    state = table(sources=[m(W, "ace")],
                  portents=[m(C, "two"), m(S, "king"), m(P, "three"), m(C, "seven"), m(W, "five")])
    do(state, "awaken", card=m(W, "ace"), to="portents", choice="awaken")
    assert cards(state, "revealed") == [m(W, "ace"), m(C, "two"), m(S, "king"), m(P, "three"), m(C, "seven")]
    do(state, "awaken-secure", card=m(S, "king"), to="court_swords")
    do(state, "awaken-secure", card=m(P, "three"), to="arcana_pentacles")
    do(state, "awaken-done", choice="done")
    assert cards(state, "portents") == [m(W, "five"), m(C, "two"), m(C, "seven"), m(W, "ace")]
    assert not any(p.face_up for p in state.zones["portents"])
    assert state.data["phase"] == "draw"


def test_house_a_source_cannot_awaken_itself():
    state = table(sources=[m(W, "ace")], portents=[m(C, "two")])
    do(state, "awaken", card=m(W, "ace"), to="portents", choice="awaken")
    secure = [a.card for a in GAME.legal_actions(state) if a.kind == "awaken-secure"]
    assert secure == [m(C, "two")]


def test_forge_an_artifact_from_a_source_and_an_arcana_of_its_suit():
    state = table({"artifacts": "on"}, sources=[m(C, "ace")], arcana_cups=[m(C, "six")])
    do(state, "forge", card=m(C, "ace"), to="arcana_cups", choice=m(C, "six"))
    assert cards(state, "arcana_cups") == [m(C, "six"), m(C, "ace")]
    assert GAME.held(state, C) == 1 and GAME.artifacts(state) == [m(C, "six")]
    assert GAME.plain_arcana(state, C) == []


def test_artifacts_off_means_no_forging():
    state = table(sources=[m(C, "ace")], arcana_cups=[m(C, "six")])
    assert "forge" not in kinds(state)


def test_artifact_halves_its_value_off_the_strength_and_needs_an_arcana():
    state = table({"artifacts": "on"}, sources=[m(C, "ace")], arcana_cups=[m(C, "six")],
                  arcana_wands=[m(W, "two")], court_wands=[m(W, "page")], arcana_swords=[m(S, "nine")],
                  destiny=[t(5), m(P, "two"), m(P, "three"), m(P, "four")])
    do(state, "forge", card=m(C, "ace"), to="arcana_cups", choice=m(C, "six"))
    draw(state)
    do(state, "wield", card=m(C, "six"), to="challenge")
    assert GAME.needed(state) == 2 and state.data["phase"] == "battle"   # not fallen without Arcana
    assert "wield" not in kinds(state)                                   # one Artifact per battle
    do(state, "commit", card=m(W, "two"), to="challenge")
    assert cards(state, "signs") == [t(5)]
    # the price: the two is worth no more than the Artifact's 6, so 3 Destiny cards go
    assert cards(state, "portents")[-3:] == [m(P, "two"), m(P, "three"), m(P, "four")]
    assert GAME.artifacts(state) == [m(C, "six")]                        # it stays for later battles


# ---- harvests --------------------------------------------------------------------------------
def harvest_table(**zones):
    return table(portents=[m(C, "two"), m(C, "three"), m(C, "four"), m(C, "five")], **zones)


def test_harvest_king_knight_page_in_one_domain_moves_three_oldest_discards_under_destiny():
    state = harvest_table(court_wands=[m(W, "king"), m(W, "knight")], destiny=[m(W, "page")])
    bottom = cards(state, "destiny")[0]
    draw(state)
    do(state, "secure", card=m(W, "page"), to="court_wands")
    assert cards(state, "destiny")[:4] == [m(C, "two"), m(C, "three"), m(C, "four"), bottom]
    assert cards(state, "portents") == [m(C, "five")] and state.data["harvests"] == 1


def test_harvest_three_arcana_in_one_domain():
    state = harvest_table(court_wands=[m(W, "knight"), m(W, "page")], arcana_wands=[m(W, "two"), m(W, "three")],
                          fate=[m(W, "nine")], destiny=[m(S, "two")])
    draw(state)
    do(state, "keep-fate", card=m(W, "nine"), to="arcana_wands")
    assert state.data["harvests"] == 1


def test_harvest_all_four_of_a_court_rank():
    state = harvest_table(court_wands=[m(W, "page")], court_cups=[m(C, "page")], court_swords=[m(S, "page")],
                          destiny=[m(P, "page")])
    draw(state)
    do(state, "secure", card=m(P, "page"), to="court_pentacles")
    assert state.data["harvests"] == 1


def test_harvest_four_arcana_of_the_same_number():
    state = harvest_table(arcana_wands=[m(W, "six")], arcana_cups=[m(C, "six")], arcana_swords=[m(S, "six")],
                          fate=[m(P, "six")], destiny=[m(W, "two")])
    draw(state)
    do(state, "keep-fate", card=m(P, "six"), to="arcana_pentacles")
    assert state.data["harvests"] == 1


def test_harvest_all_four_sources():
    state = table(sources=[m(W, "ace"), m(C, "ace"), m(S, "ace")], portents=[m(C, "nine")],
                  destiny=[m(P, "ace")])
    draw(state)
    do(state, "secure", card=m(P, "ace"), to="sources")
    assert state.data["harvests"] == 1 and cards(state, "destiny")[0] == m(C, "nine")


def test_harvest_happens_once_and_rearms_when_the_condition_breaks():
    state = harvest_table(court_wands=[m(W, "page")], court_cups=[m(C, "page")], court_swords=[m(S, "page")],
                          destiny=[m(P, "page"), m(W, "two"), t(4), m(W, "three")])
    draw(state)
    do(state, "secure", card=m(P, "page"), to="court_pentacles")
    draw(state)   # the two goes to Fate: no new harvest
    assert state.data["harvests"] == 1
    draw(state)
    do(state, "endure", card=m(P, "page"), to="portents")   # four Pages no longer in play
    page = state.zones["portents"].pop()
    state.zones["destiny"].insert(len(state.zones["destiny"]) - 1, page)   # drawn after the three
    draw(state)   # the three meets the two in Fate
    do(state, "drop-fate", card=m(W, "two"), to="portents")
    assert state.data["harvests"] == 1   # nothing was secured: no harvest
    draw(state)
    do(state, "secure", card=m(P, "page"), to="court_pentacles")
    assert state.data["harvests"] == 2


# ---- the ends -----------------------------------------------------------------------------------
def test_ascension_all_four_queens_in_play_wins():
    state = table(queen_wands=[m(W, "queen")], queen_cups=[m(C, "queen")], queen_swords=[m(S, "queen")],
                  destiny=[m(P, "queen")])
    draw(state)
    do(state, "secure", card=m(P, "queen"), to="queen_pentacles")
    assert GAME.outcome(state).won_by(0) and GAME.legal_actions(state) == []


def test_house_end_of_the_world_when_a_year_must_pass_with_empty_destiny():
    state = table(destiny=[m(W, "king")])
    state.zones["portents"] += state.zones["destiny"][:-1]
    del state.zones["destiny"][:-1]
    draw(state)                               # the last card is still resolved
    assert GAME.outcome(state) is None
    do(state, "secure", card=m(W, "king"), to="court_wands")
    assert GAME.outcome(state) is not None and not GAME.outcome(state).won_by(0)
    assert "End of the World" in GAME.outcome(state).summary


def test_house_a_harvest_from_the_last_card_can_save_the_world():
    state = table(court_wands=[m(W, "king"), m(W, "knight")], destiny=[m(W, "page")])
    state.zones["portents"] += state.zones["destiny"][:-1]
    del state.zones["destiny"][:-1]
    draw(state)
    do(state, "secure", card=m(W, "page"), to="court_wands")
    assert GAME.outcome(state) is None and len(state.zones["destiny"]) == 3


def test_house_a_sacrifice_larger_than_destiny_ends_the_world():
    state = table(destiny=[t(20), m(W, "two")])
    state.zones["portents"] += state.zones["destiny"][:-2]
    del state.zones["destiny"][:-2]
    draw(state)
    do(state, "endure", choice="sacrifice", to="destiny")
    assert "more than Destiny held" in GAME.outcome(state).summary


# ---- the Reiser rule set ---------------------------------------------------------------------------
REISER = {"rules": "reiser"}


def test_reiser_removes_the_knights():
    state = GAME.new(2, REISER)
    assert len(state.zones["destiny"]) == 74
    assert not any(c.endswith(".knight") for c in cards(state, "destiny"))


def test_reiser_ace_defeats_a_trump():
    state = table(REISER, sources=[m(W, "ace")], court_cups=[m(C, "page")], destiny=[t(18)])
    draw(state)
    do(state, "ace-defeat", card=m(W, "ace"), to="challenge")
    assert cards(state, "signs") == [t(18)] and cards(state, "court_cups") == [m(C, "page")]


def test_reiser_ace_harvests_four_into_play_and_found_aces_leave_the_game():
    state = table(REISER, sources=[m(W, "ace")], arcana_swords=[m(S, "nine")],
                  portents=[m(C, "queen"), m(S, "two"), m(P, "ace"), m(P, "three"), m(W, "five")])
    do(state, "ace-harvest", card=m(W, "ace"), to="portents")
    assert cards(state, "queen_cups") == [m(C, "queen")]
    assert cards(state, "arcana_pentacles") == [m(P, "three")]
    assert cards(state, "removed") == [m(P, "ace")]
    assert cards(state, "portents") == [m(W, "five"), m(W, "ace"), m(S, "two")]   # no room for the two


def test_reiser_a_battle_struck_down_never_leaves_a_domain_over_its_room():
    """Seed: "Each domain can hold only one Arcana card, plus one additional Arcana card for
    each Page or Knight in the domain." The Six committed to a battle still holds the Wands
    domain's one place, so a harvest of four during the battle brings no Nine of Wands into
    it (no room: back to the Portents), and the Six comes back to a domain that fits."""
    state = table(REISER, arcana_wands=[m(W, "six")], arcana_cups=[m(C, "five")],
                  sources=[m(C, "ace"), m(P, "ace")], portents=[m(W, "nine"), m(S, "two")], destiny=[t(9)])
    draw(state)
    do(state, "commit", card=m(W, "six"), to="challenge")
    do(state, "ace-harvest", card=m(C, "ace"), to="portents")
    assert cards(state, "arcana_wands") == [] and m(W, "nine") in cards(state, "portents")
    do(state, "ace-defeat", card=m(P, "ace"), to="challenge")
    assert cards(state, "arcana_wands") == [m(W, "six")]
    assert GAME.held(state, W) <= GAME.capacity(state, W) and state.data["trim"] is None


def test_reiser_a_battle_endured_never_leaves_a_domain_over_its_room():
    """Seed: "Each domain can hold only one Arcana card, plus one additional Arcana card for
    each Page or Knight in the domain." The same harvest of four, the battle then endured by
    losing a court card: the committed Six comes back to the one place it kept."""
    state = table(REISER, arcana_wands=[m(W, "six")], arcana_cups=[m(C, "five")], court_cups=[m(C, "king")],
                  sources=[m(C, "ace")], portents=[m(W, "nine"), m(S, "two")], destiny=[t(9)])
    draw(state)
    do(state, "commit", card=m(W, "six"), to="challenge")
    do(state, "ace-harvest", card=m(C, "ace"), to="portents")
    do(state, "endure", card=m(C, "king"), to="portents")
    assert cards(state, "arcana_wands") == [m(W, "six")] and m(W, "nine") in cards(state, "portents")
    assert state.data["trim"] is None and state.data["phase"] == "draw"


def test_reiser_aces_have_no_other_powers():
    state = table(dict(REISER, artifacts="on"), sources=[m(C, "ace")], arcana_cups=[m(C, "six")],
                  portents=[m(C, "king")])
    assert not kinds(state) & {"recover", "awaken", "forge"}


def test_reiser_combination_harvest_returns_three():
    state = table(REISER, court_wands=[m(W, "king")], court_cups=[m(C, "king")], court_swords=[m(S, "king")],
                  portents=[m(C, "two"), m(C, "three"), m(C, "four"), m(C, "five")], destiny=[m(P, "king")])
    draw(state)
    do(state, "secure", card=m(P, "king"), to="court_pentacles")
    assert state.data["harvests"] == 1 and cards(state, "portents") == [m(C, "five")]


def test_reiser_table_puts_queens_on_top_and_piles_on_the_left():
    original = GAME.layout(GAME.new(1))
    reiser = GAME.layout(GAME.new(1, REISER))
    assert reiser.spot("queen_cups").y < reiser.spot("court_cups").y < reiser.spot("arcana_cups").y
    assert reiser.spot("destiny").x < reiser.spot("queen_wands").x
    assert original.spot("destiny").y < original.spot("queen_wands").y


# ---- information, undo and bots ------------------------------------------------------------------------
def test_view_hides_destiny_and_portents():
    state = table(portents=[m(C, "two")], destiny=[m(W, "five")])
    view = GAME.view(state, 0)
    assert all(p.card == HIDDEN for z in ("destiny", "portents") for p in view.zones[z])


def test_house_revealing_moves_cannot_be_undone():
    assert not GAME.undoable(None, Action("draw", src="destiny", to="challenge"))
    assert not GAME.undoable(None, Action("commit", card=m(W, "two"), to="challenge"))
    assert not GAME.undoable(None, Action("endure", choice="sacrifice", to="destiny"))
    assert GAME.undoable(None, Action("endure", card=m(W, "page"), to="portents"))
    assert GAME.undoable(None, Action("keep-fate", card=m(W, "two"), to="arcana_wands"))


@pytest.mark.parametrize("bot", ["greedy", "lookahead"])
def test_bots_only_choose_legal_actions(bot):
    state = GAME.new(8)
    rng = Rng(3)
    for _ in range(40 if bot == "lookahead" else 400):
        if GAME.outcome(state) is not None:
            break
        GAME.apply(state, GAME.bots[bot](GAME, GAME.view(state, 0), rng))


def test_lookahead_decides_from_the_view_only():
    """Swapping cards the player cannot see must not change the bot's choice."""
    state = table(arcana_wands=[m(W, "four")], arcana_cups=[m(C, "three")], court_cups=[m(C, "page")],
                  portents=[m(S, "two"), m(S, "three")], destiny=[t(7)])
    draw(state)
    first = GAME.bots["lookahead"](GAME, GAME.view(state, 0), Rng(5))
    swapped = state.clone()
    d = swapped.zones["destiny"]
    d[0], d[-1] = d[-1], d[0]
    swapped.zones["portents"][0], swapped.zones["portents"][1] = (swapped.zones["portents"][1],
                                                                  swapped.zones["portents"][0])
    assert GAME.view(swapped, 0).to_json() == GAME.view(state, 0).to_json()
    assert GAME.bots["lookahead"](GAME, GAME.view(swapped, 0), Rng(5)) == first


def test_greedy_overcomes_a_weak_trump_rather_than_lose_a_court():
    state = table(arcana_wands=[m(W, "four")], court_cups=[m(C, "king")], destiny=[t(2)])
    draw(state)
    assert GAME.bots["greedy"](GAME, GAME.view(state, 0), Rng(1)).kind == "commit"


# ---- the rules review (issue 11) ---------------------------------------------------------------
def test_harvest_three_arcana_is_judged_after_the_forced_discard():
    """Seed, Fate in harmony: a domain over its limit discards at once; Harvesting: the
    conditions hold on the position that results (house decision 15). A third Arcana
    secured into a domain with room for two is discarded down to two: no harvest."""
    state = harvest_table(court_wands=[m(W, "page")], arcana_wands=[m(W, "two"), m(W, "three")],
                          fate=[m(W, "nine")], destiny=[m(S, "two")])
    draw(state)
    do(state, "keep-fate", card=m(W, "nine"), to="arcana_wands")
    assert state.data["trim"] == W and state.data["harvests"] == 0
    do(state, "trim", card=m(W, "two"), to="portents")
    assert state.data["harvests"] == 0 and len(cards(state, "portents")) == 5


def test_harvest_deferred_by_a_discard_still_fires_when_the_condition_survives_it():
    """House decision 15: securing a card that makes four of a number, into a domain that
    must then discard another Arcana, still harvests once the domain fits."""
    state = harvest_table(arcana_wands=[m(W, "six")], arcana_cups=[m(C, "six")], arcana_swords=[m(S, "six")],
                          arcana_pentacles=[m(P, "two")], fate=[m(P, "six")], destiny=[m(W, "two")])
    draw(state)
    do(state, "keep-fate", card=m(P, "six"), to="arcana_pentacles")
    assert state.data["trim"] == P and state.data["harvests"] == 0
    do(state, "trim", card=m(P, "two"), to="portents")
    assert state.data["harvests"] == 1


def test_harvest_from_an_awakening_into_a_full_domain_waits_for_the_discard():
    """The same rule through Awaken the Arcana: an awakened third Arcana in a domain with
    room for two brings no harvest once the domain is trimmed."""
    state = table(court_cups=[m(C, "page")], arcana_cups=[m(C, "two"), m(C, "three")], sources=[m(W, "ace")],
                  portents=[m(C, "nine"), m(S, "four"), m(S, "five"), m(S, "six")])
    do(state, "awaken", card=m(W, "ace"), to="portents", choice="awaken")
    do(state, "awaken-secure", card=m(C, "nine"), to="arcana_cups")
    assert state.data["trim"] == C and state.data["harvests"] == 0
    do(state, "trim", card=m(C, "two"), to="portents")
    assert state.data["harvests"] == 0 and state.data["phase"] == "awaken"


def test_reiser_never_harvests_three_arcana_in_a_domain():
    """Under Reiser a domain holds at most two Arcana, so the three-Arcana harvest cannot fire."""
    state = harvest_table(options=REISER, court_wands=[m(W, "page")], arcana_wands=[m(W, "two"), m(W, "three")],
                          fate=[m(W, "nine")], destiny=[m(S, "two")])
    draw(state)
    do(state, "keep-fate", card=m(W, "nine"), to="arcana_wands")
    do(state, "trim", card=m(W, "three"), to="portents")
    assert state.data["harvests"] == 0


def test_reiser_has_no_full_court_without_knights():
    """Seed: a full court is Queen, Knight, King and Page; Reiser removes the Knights, so
    no domain's court is ever full (house decision 14)."""
    state = table(REISER, court_wands=[m(W, "page"), m(W, "king")], queen_wands=[m(W, "queen")],
                  arcana_wands=[m(W, "six")])
    assert not GAME.full_court(state, W) and GAME.value(state, m(W, "six")) == 6


def test_reiser_harvest_of_four_never_takes_the_spent_ace():
    """House decision 8 under Reiser: the Ace spent for a harvest of four is discarded only
    after the four oldest discards are taken, so with three or fewer it stays in the Portents."""
    state = table(REISER, sources=[m(W, "ace")], portents=[m(C, "queen"), m(S, "two")])
    do(state, "ace-harvest", card=m(W, "ace"), to="portents")
    assert cards(state, "removed") == [] and cards(state, "portents") == [m(W, "ace")]
    assert cards(state, "queen_cups") == [m(C, "queen")] and cards(state, "arcana_swords") == [m(S, "two")]


def test_reiser_aces_in_a_harvest_of_three_go_beneath_destiny():
    """House decision 16: 'Aces found are never returned' covers only the harvest of four;
    the three-card harvest moves discards unseen beneath Destiny, Aces included."""
    state = table(REISER, court_wands=[m(W, "king")], court_cups=[m(C, "king")], court_swords=[m(S, "king")],
                  portents=[m(C, "ace"), m(C, "three"), m(C, "four")], destiny=[m(P, "king")])
    draw(state)
    do(state, "secure", card=m(P, "king"), to="court_pentacles")
    assert cards(state, "destiny")[:3] == [m(C, "ace"), m(C, "three"), m(C, "four")]
    assert cards(state, "removed") == []


def empty_destiny_table(**zones):
    """Destiny holds only the cards given, the rest of the deck lies in the Portents."""
    state = table(**zones)
    state.zones["portents"] = [p for p in state.zones["destiny"]] + state.zones["portents"]
    state.zones["destiny"] = []
    return state


def test_end_of_the_world_waits_while_a_source_can_still_be_spent():
    """House decision 3: with Destiny empty and play back at drawing, a Source may still
    be spent (here to recover the fourth Queen); the world ends only when the player
    passes the year, or at once when no Source can be spent."""
    state = empty_destiny_table(queen_wands=[m(W, "queen")], queen_cups=[m(C, "queen")],
                                queen_swords=[m(S, "queen")], sources=[m(W, "ace")])
    state.zones["portents"].remove(next(p for p in state.zones["portents"] if p.card == m(P, "queen")))
    state.zones["portents"].insert(0, Placed(m(P, "queen"), False))
    state.move(m(W, "king"), "destiny", face_up=False)   # the last card of Destiny
    draw(state)
    do(state, "secure", card=m(W, "king"), to="court_wands")
    assert GAME.outcome(state) is None
    assert {"draw", "recover"} <= kinds(state)
    do(state, "recover", card=m(W, "ace"), to="portents")
    assert GAME.outcome(state).won_by(0)


def test_end_of_the_world_passing_a_year_with_empty_destiny_loses():
    state = empty_destiny_table(sources=[m(W, "ace")])
    assert "world ends" in next(a for a in GAME.legal_actions(state) if a.kind == "draw").label
    assert any(label == "Let the world end" for label, _ in GAME.buttons(state))
    draw(state)
    assert "End of the World" in GAME.outcome(state).summary


def test_end_of_the_world_comes_at_once_when_no_source_can_be_spent():
    state = table(sources=[m(W, "ace")], destiny=[m(W, "king")])
    state.zones["destiny"] = state.zones["destiny"][-1:]
    state.zones["portents"] = []
    draw(state)
    do(state, "secure", card=m(W, "king"), to="court_wands")
    assert "End of the World" in GAME.outcome(state).summary   # an empty Portents: nothing to spend on


def test_greedy_spends_its_sources_before_the_world_ends():
    state = empty_destiny_table(sources=[m(W, "ace")])
    assert GAME.bots["greedy"](GAME, GAME.view(state, 0), Rng(1)).kind in {"recover", "awaken"}
