"""Tempting Fate: one test per rule of the seed and per house decision in rules.md."""
from __future__ import annotations

import pytest

from tarot_table.cards import TAROT_DECK, ZENER_DECK
from tarot_table.games import get_game
from tarot_table.games.base import HIDDEN, Action, IllegalAction, Seat
from tarot_table.games.tempting_fate.rules import immune, points
from tarot_table.rng import Rng
from tests.helpers.tempting import GAME, SINGLE, cards, m, table, z


def t(number: int) -> str:
    return f"major_arcana.{number:02d}"


def do(state, kind, **fields):
    return GAME.apply(state, Action(kind, **fields))


def result(state):
    return state.data["results"][-1]


# ---- set-up ---------------------------------------------------------------------------
def test_querent_has_the_tarot_deck_and_fate_a_hundred_zener_cards():
    state = GAME.new(3, SINGLE)
    tarot = cards(state, "tarot_deck") + cards(state, "querent_hand")
    zener = cards(state, "fate_deck") + cards(state, "fate_hand")
    assert sorted(tarot) == sorted(TAROT_DECK) and sorted(zener) == sorted(ZENER_DECK)


def test_both_hands_are_five_and_fate_moves_first():
    state = GAME.new(3, SINGLE)
    assert len(state.zones["fate_hand"]) == len(state.zones["querent_hand"]) == 5
    assert state.data["turn"] == "fate" and state.to_act == state.data["roles"]["fate"]


def test_first_fate_option_picks_who_defends_first():
    assert GAME.new(3, {"first_fate": "player-2"}).data["roles"] == {"fate": 1, "querent": 0}


# ---- points and immunity -------------------------------------------------------------------
def test_zener_points_circle_one_to_star_five():
    assert [points(z(s)) for s in ("circle", "cross", "waves", "square", "star")] == [1, 2, 3, 4, 5]


def test_tarot_points_are_rank_counted_round_in_fives():
    assert [points(m("cups", r)) for r in ("ace", "five", "six", "ten")] == [1, 5, 1, 5]
    assert [points(m("cups", r)) for r in ("page", "knight", "queen", "king")] == [1, 2, 3, 4]


def test_trump_points_count_from_the_magician_and_the_fool_is_zero():
    assert [points(t(n)) for n in (0, 1, 5, 6, 10, 11, 21)] == [0, 1, 5, 1, 5, 1, 1]


def test_each_symbol_is_immune_to_its_suit():
    assert immune(z("circle"), m("pentacles", "two"))
    assert immune(z("cross"), m("swords", "two"))
    assert immune(z("waves"), m("cups", "two"))
    assert immune(z("square"), m("wands", "two"))
    assert immune(z("star"), t(12))
    assert not immune(z("circle"), m("cups", "two"))


def test_each_symbol_is_immune_to_a_trump_of_its_own_points():
    assert immune(z("square"), t(4)) and immune(z("square"), t(9))   # both worth 4
    assert not immune(z("square"), t(3))


# ---- Fate's turn ---------------------------------------------------------------------------
def test_fate_takes_three_actions_then_the_querent_plays_and_hands_refill():
    state = GAME.new(5, SINGLE)
    hand = cards(state, "fate_hand")
    do(state, "place", card=hand[0], to="path1")
    do(state, "place-blind", src="fate_deck", to="path1")
    assert state.data["turn"] == "fate" and len(state.zones["fate_hand"]) == 4
    do(state, "place", card=hand[1], to="path2")
    assert state.data["turn"] == "querent" and len(state.zones["fate_hand"]) == 5
    assert not any(p.face_up for p in state.zones["path1"])


def test_no_card_may_be_added_to_a_path_with_tokens():
    state = table(fate_hand=[z("star")], path1=["^" + z("square")], tokens={z("square"): 2})
    with pytest.raises(IllegalAction) as refusal:
        do(state, "place", card=z("star"), to="path1")
    assert "tokens" in refusal.value.reason


def test_fate_removes_a_token():
    state = table(path1=["^" + z("square")], tokens={z("square"): 2})
    do(state, "untoken", card=z("square"), to="bank")
    assert state.data["tokens"] == {z("square"): 1}


def test_fate_wins_when_a_path_grows_longer_than_five():
    state = table(fate_hand=[z("star")], path1=[z("circle", i) for i in range(1, 6)])
    do(state, "place", card=z("star"), to="path1")
    assert result(state)["role"] == "fate" and GAME.outcome(state) is not None


# ---- the querent's attack --------------------------------------------------------------------
def test_attack_turns_the_card_and_defeats_it_when_worth_at_least_as_much():
    state = table(turn="querent", querent_hand=[m("cups", "five")], path1=[z("star"), z("square")])
    do(state, "attack", card=m("cups", "five"), to="path1")
    assert cards(state, "fate_discard") == [z("square")] and m("cups", "five") in cards(state, "tarot_discard")
    assert cards(state, "path1") == [z("star")]


def test_only_the_last_card_of_a_path_is_attacked():
    state = table(turn="querent", querent_hand=[m("cups", "five")], path1=[z("star"), z("circle")])
    do(state, "attack", card=m("cups", "five"), to="path1")
    assert cards(state, "path1") == [z("star")]


def test_a_weaker_attack_leaves_tokens_and_only_the_tarot_card_is_discarded():
    state = table(turn="querent", querent_hand=[m("cups", "two")], path1=[z("circle"), z("star")])
    do(state, "attack", card=m("cups", "two"), to="path1")
    assert state.data["tokens"] == {z("star"): 2} and state.zones["path1"][-1].face_up
    assert cards(state, "tarot_discard") == [m("cups", "two")]


def test_tokens_add_to_the_next_attack_and_return_to_the_bank():
    state = table(turn="querent", querent_hand=[m("cups", "three")], path1=[z("circle"), "^" + z("star")],
                  tokens={z("star"): 2})
    do(state, "attack", card=m("cups", "three"), to="path1")
    assert cards(state, "fate_discard") == [z("star")] and state.data["tokens"] == {}


def test_an_immune_card_is_not_defeated():
    state = table(turn="querent", querent_hand=[m("swords", "five")], path1=[z("circle"), z("cross")])
    do(state, "attack", card=m("swords", "five"), to="path1")
    assert cards(state, "path1") == [z("circle"), z("cross")]


def test_house_an_immune_attack_still_leaves_its_tokens():
    state = table(turn="querent", querent_hand=[m("swords", "five")], path1=[z("circle"), z("cross")])
    do(state, "attack", card=m("swords", "five"), to="path1")
    assert state.data["tokens"] == {z("cross"): 5}


def test_blind_attack_uses_the_top_of_the_deck():
    state = table(turn="querent", path1=[z("circle"), z("circle", 2)])
    top = state.zones["tarot_deck"][-1].card
    do(state, "attack-blind", src="tarot_deck", to="path1")
    assert top in cards(state, "tarot_discard")


def test_the_fool_removes_a_face_down_card_unseen_to_the_bottom_of_fates_deck():
    state = table(turn="querent", querent_hand=[t(0)], path1=[z("circle"), z("star")])
    do(state, "attack", card=t(0), to="path1")
    assert cards(state, "fate_deck")[0] == z("star") and not state.zones["fate_deck"][0].face_up
    assert cards(state, "path1") == [z("circle")]


def test_the_fool_is_worth_nothing_against_a_face_up_card():
    state = table(turn="querent", querent_hand=[t(0)], path1=[z("circle"), "^" + z("circle", 2)],
                  tokens={z("circle", 2): 0})
    do(state, "attack", card=t(0), to="path1")
    assert cards(state, "path1") == [z("circle"), z("circle", 2)]


# ---- endings ---------------------------------------------------------------------------------
def test_house_the_querent_wins_by_removing_the_last_card_of_a_path():
    state = table(turn="querent", querent_hand=[m("cups", "five")], path2=[z("square")])
    assert GAME.outcome(state) is None   # four empty paths win nothing by themselves
    do(state, "attack", card=m("cups", "five"), to="path2")
    assert result(state)["role"] == "querent"


def empty(state, *zones):
    """Clear zones by moving their cards onto the matching discard pile."""
    for zone in zones:
        pile = "fate_discard" if zone.startswith(("fate", "path")) else "tarot_discard"
        for p in list(state.zones[zone]):
            state.move(p.card, pile, face_up=True)


def test_house_querent_out_of_cards_loses():
    state = table(turn="querent", querent_hand=[m("cups", "two")], path1=[z("circle"), z("star")])
    empty(state, "tarot_deck")
    state.zones["querent_hand"] = [p for p in state.zones["querent_hand"] if p.card == m("cups", "two")]
    do(state, "attack", card=m("cups", "two"), to="path1")
    assert result(state)["role"] == "fate" and "spent" in result(state)["why"]


def test_house_fate_out_of_cards_loses():
    state = table()
    empty(state, "fate_deck", "fate_hand")
    do(state, "pass", choice="pass")
    assert result(state)["role"] == "querent" and "extinguished" in result(state)["why"]


def test_house_every_card_extinguished_is_a_win_for_fate():
    state = table(turn="querent", querent_hand=[m("cups", "five")], path1=[z("square")])
    empty(state, "fate_deck", "fate_hand", "tarot_deck")
    state.zones["querent_hand"] = [p for p in state.zones["querent_hand"] if p.card == m("cups", "five")]
    do(state, "attack", card=m("cups", "five"), to="path1")   # clears path 1 and spends the last card
    assert result(state)["role"] == "querent"                   # clearing a path comes first
    state = table(fate_hand=[], turn="fate")
    empty(state, "fate_deck", "fate_hand", "tarot_deck", "querent_hand")
    do(state, "pass", choice="pass")
    assert result(state)["role"] == "fate" and "Every card is extinguished" in result(state)["why"]


def test_resigning_throws_the_game():
    state = GAME.new(2, SINGLE)
    do(state, "resign", choice="resign")
    assert result(state)["role"] == "querent"


def test_house_fate_passes_only_when_nothing_can_be_done():
    state = table(path1=[z("square")])
    empty(state, "fate_deck", "fate_hand")
    state.data["tokens"] = {z("square"): 1}
    assert {a.kind for a in GAME.legal_actions(state)} == {"untoken", "resign"}
    state.data["tokens"] = {}
    state.move(z("star"), "path1")   # still cards on a path, nothing in hand or deck
    assert [a.kind for a in GAME.legal_actions(state)] == ["pass", "resign"]


def test_shorter_game_ends_on_discards_and_the_higher_total_wins():
    state = table({"discard_limit": "20"}, turn="querent", querent_hand=[m("cups", "five")],
                  path1=[z("circle"), z("square")])
    for card in [m("wands", "five"), m("wands", "four"), *[m("swords", r) for r in
                 ("ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")]]:
        state.move(card, "tarot_discard", face_up=True)
    for i in range(1, 9):
        state.move(z("circle", 10 + i), "fate_discard", face_up=True)
    do(state, "attack", card=m("cups", "five"), to="path1")
    assert result(state)["role"] == "querent" and "discards are worth" in result(state)["why"]


def test_house_shorter_game_tie_goes_to_fate():
    state = table({"discard_limit": "20"}, turn="querent", querent_hand=[m("cups", "two")],
                  path1=[z("cross"), z("star")])
    for i in range(1, 21):
        state.move(z("circle", i), "fate_discard", face_up=True)       # Fate's discards: 20
    worth_two = [m(s, r) for s in ("wands", "swords", "pentacles") for r in ("two", "seven")]
    for card in worth_two + [m("cups", "seven"), m("wands", "knight"), m("swords", "knight")]:
        state.move(card, "tarot_discard", face_up=True)                 # the querent's: 18
    do(state, "attack", card=m("cups", "two"), to="path1")             # +2: a tie at 20
    assert result(state)["role"] == "fate" and "worth 20, Fate's 20" in result(state)["why"]


# ---- match and information ---------------------------------------------------------------------
def test_a_match_is_two_games_with_roles_switched_and_a_score():
    state = GAME.new(4, {"match": "two-games"}, [Seat("Ann"), Seat("Bob")])
    do(state, "resign", choice="resign")          # Ann (Fate) throws game 1
    assert state.data["between"] and GAME.outcome(state) is None
    do(state, "next-game", choice="next")
    assert state.data["roles"] == {"fate": 1, "querent": 0} and state.to_act == 1
    assert len(state.zones["fate_hand"]) == 5 and not any(state.zones[p] for p in
                                                          ("path1", "path2", "path3", "path4", "path5"))
    do(state, "resign", choice="resign")          # Bob (Fate now) throws game 2
    outcome = GAME.outcome(state)
    assert state.data["wins"] == [1, 1] and outcome.winners == () and "drawn" in outcome.summary


def test_each_hand_is_seen_only_by_its_owner_and_unturned_path_cards_by_no_one():
    state = table(fate_hand=[z("star")], querent_hand=[m("cups", "two")], path1=[z("circle")])
    fate, querent = state.data["roles"]["fate"], state.data["roles"]["querent"]
    fate_view, querent_view = GAME.view(state, fate), GAME.view(state, querent)
    assert z("star") in cards(fate_view, "fate_hand")
    assert all(c == HIDDEN for c in cards(querent_view, "fate_hand"))
    assert all(c == HIDDEN for c in cards(fate_view, "querent_hand"))
    assert cards(fate_view, "path1") == cards(querent_view, "path1") == [HIDDEN]


@pytest.mark.parametrize("role", ["fate", "querent"])
def test_a_bots_choice_does_not_change_when_hidden_cards_are_swapped(role):
    state = GAME.new(6, SINGLE)
    rng = Rng(1)
    for _ in range(3 if role == "querent" else 4):
        GAME.apply(state, GAME.bots["basic"](GAME, GAME.view(state, state.to_act), rng))
    assert state.data["turn"] == role
    seat = state.to_act
    other_hand = "querent_hand" if role == "fate" else "fate_hand"
    swapped = state.clone()
    swapped.zones[other_hand].reverse()
    deck = "tarot_deck" if role == "fate" else "fate_deck"
    swapped.zones[deck].reverse()
    for bot in ("basic", "searching"):
        first = GAME.bots[bot](GAME, GAME.view(state, seat), Rng(9))
        again = GAME.bots[bot](GAME, GAME.view(swapped, seat), Rng(9))
        assert first == again, bot


def test_post_game_divination_offers_readings_of_the_hand_and_the_discards():
    state = table(turn="querent", querent_hand=[m("cups", "five"), m("cups", "two"), t(3), t(4)],
                  path2=[z("square")])
    for card in (m("wands", "two"), m("wands", "three")):
        state.move(card, "tarot_discard", face_up=True)
    do(state, "attack", card=m("cups", "five"), to="path2")
    offers = {f.label: f for f in GAME.ending.follow_ups(state)}
    assert set(offers) == {"Read the cut deck", "Read the hand", "Read the discards"}
    reading = get_game("reading").new(1, offers["Read the hand"].options)
    assert sorted(p.card for p in reading.zones["deck"]) == sorted(cards(state, "querent_hand"))


def test_house_undo_only_within_fates_turn():
    state = GAME.new(5, SINGLE)
    hand = cards(state, "fate_hand")
    first = Action("place", card=hand[0], to="path1")
    GAME.apply(state, first)
    assert GAME.undoable(state, first)
    GAME.apply(state, Action("place", card=hand[1], to="path1"))
    third = Action("place", card=hand[2], to="path1")
    GAME.apply(state, third)
    assert not GAME.undoable(state, third)   # the turn ended and hands were drawn
    assert not GAME.undoable(state, Action("attack-blind", src="tarot_deck", to="path1"))


# ---- the rules review (issue 11) ---------------------------------------------------------------
TWO = {"attacks": "2"}


def test_house_immunity_also_blocks_a_defeat_made_with_tokens():
    """Seed, Immunity and the token paragraph: the tokens plus the attack reach the card's
    points, but the attack is of the suit it resists, so it holds (house decision 10)."""
    state = table(turn="querent", querent_hand=[m("swords", "two")], path1=[z("circle"), "^" + z("cross")],
                  tokens={z("cross"): 1})
    do(state, "attack", card=m("swords", "two"), to="path1")
    assert cards(state, "path1") == [z("circle"), z("cross")] and state.data["tokens"] == {z("cross"): 3}


def test_one_attack_a_turn_as_published():
    """Seed, the querent's turn: "Each of the querent's turns consist of one action:
    'attack' the furthest-out card in any path", then Fate plays."""
    state = table(turn="querent", querent_hand=[m("cups", "two"), m("cups", "three")],
                  path1=[z("circle"), z("star")], path2=[z("circle", 2), z("star", 2)])
    assert GAME.attacks(state) == 1
    do(state, "attack", card=m("cups", "two"), to="path1")
    assert state.data["turn"] == "fate"


def test_a_new_game_opens_on_the_recommended_two_attacks_with_as_published_one_click_away():
    """Issue 28 item 15: as published the querent never wins, so the table recommends
    two attacks. It is the default, listed first and named as the recommendation, and
    the game as published is the other choice, with a line saying what each changes."""
    spec = GAME.options[0]
    assert spec.key == "attacks" and spec.default == "2" and GAME.check_options({})["attacks"] == "2"
    assert [spec.label_of(c) for c in spec.choices] == ["Two: recommended", "One: as published"]
    assert "recommendation" in spec.help and "as published" in spec.help and "never wins" in spec.help
    assert GAME.attacks(GAME.new(1)) == 2


def test_statistics_keep_the_recommended_game_and_the_game_as_published_apart():
    """Both are counted, each in its own row, and each row's title names which it is
    before anything else, so a title cut short at the row's width still tells them apart."""
    from tarot_table import statistics
    from tarot_table.table.scenes.stats import _title
    for attacks in ("2", "1", "2"):
        statistics.record_result(GAME.id, GAME.check_options({"attacks": attacks}), won=attacks == "2", seconds=60)
    records, problem = statistics.load_stats()
    assert not problem and sorted(r.played for r in records.values()) == [1, 2]
    rows = {record.played: _title(key, short=True) for key, record in records.items()}
    assert rows[2] == "Tempting Fate (the usual rules)"   # every option at its default (c01def0)
    assert rows[1].startswith("Tempting Fate (Querent's attacks: One: as published")
    details = {record.played: _title(key) for key, record in records.items()}
    assert details[2].startswith("Tempting Fate (the usual rules: Querent's attacks: Two: recommended, ")
    assert details[1].startswith("Tempting Fate (Querent's attacks: One: as published, ")


def test_two_attacks_variant_gives_the_querent_a_second_attack_before_the_hands_refill():
    """House decision 11: with attacks=2 the querent attacks twice from the same hand;
    both hands refill only when the turn ends."""
    state = table(TWO, turn="querent", querent_hand=[m("cups", "two"), m("cups", "three")],
                  path1=[z("circle"), z("star")], path2=[z("circle", 2), z("star", 2)])
    for card in cards(state, "querent_hand")[:-2]:   # keep only the two named cards
        state.move(card, "tarot_deck", face_up=False)
    do(state, "attack", card=m("cups", "two"), to="path1")
    assert state.data["turn"] == "querent" and cards(state, "querent_hand") == [m("cups", "three")]
    assert "second attack" in GAME.status(state)
    do(state, "attack", card=m("cups", "three"), to="path2")
    assert state.data["turn"] == "fate" and len(state.zones["querent_hand"]) == 5


def test_two_attacks_combination_clears_a_two_card_path():
    """The combination the variant allows: cut a path of two to one, then strike the lone card."""
    state = table(TWO, turn="querent", querent_hand=[m("cups", "five"), m("wands", "five")],
                  path1=[z("circle"), z("cross")])
    do(state, "attack", card=m("cups", "five"), to="path1")
    do(state, "attack", card=m("wands", "five"), to="path1")
    assert result(state)["role"] == "querent"


def test_fate_tops_up_a_lone_card_so_no_path_can_be_cleared():
    """Why Fate wins as written (rules.md): a path the querent leaves at one card has no
    tokens, and Fate's top-up rule adds a card to it before anything else."""
    state = table(fate_hand=[z("star"), z("circle")], path1=[z("square")],
                  path2=[z("cross", i) for i in range(1, 3)])
    assert GAME.bots["basic"](GAME, GAME.view(state, state.to_act), Rng(1)) == Action(
        "place", card=z("star"), to="path1")


def test_fate_tops_up_paths_of_two_against_two_attacks():
    state = table(TWO, fate_hand=[z("star")], path1=[z("square"), z("cross")])
    assert GAME.bots["basic"](GAME, GAME.view(state, state.to_act), Rng(1)).to == "path1"


def test_fate_takes_tokens_off_a_locked_lone_card():
    state = table(fate_hand=[z("star")], path1=["^" + z("square")], path2=[z("cross", i) for i in range(1, 3)],
                  tokens={z("square"): 2})
    assert GAME.bots["basic"](GAME, GAME.view(state, state.to_act), Rng(1)).kind == "untoken"


def test_fate_finishes_a_path_when_it_can():
    state = table(fate_hand=[z("star"), z("circle")], path1=[z("square")], path2=[z("cross", i) for i in range(1, 5)])
    state.data["actions_left"] = 2
    assert GAME.bots["basic"](GAME, GAME.view(state, state.to_act), Rng(1)).to == "path2"


def test_querent_locks_a_path_fate_could_finish_with_an_immune_attack():
    """Token locks: an attack the card resists leaves its points as tokens, and no card
    may be added to a path with tokens."""
    state = table(turn="querent", querent_hand=[m("swords", "five"), m("cups", "ace")],
                  path1=[z("circle", i) for i in range(1, 4)] + ["^" + z("cross")])
    choice = GAME.bots["basic"](GAME, GAME.view(state, state.to_act), Rng(1))
    assert (choice.card, choice.to) == (m("swords", "five"), "path1")


def test_querent_plays_the_two_attack_combination():
    state = table(TWO, turn="querent", querent_hand=[m("cups", "five"), t(0), m("cups", "ace")],
                  path1=[z("circle"), "^" + z("cross")], path2=[z("square", i) for i in range(1, 5)])
    first = GAME.bots["basic"](GAME, GAME.view(state, state.to_act), Rng(1))
    assert first.to == "path1" and first.card != t(0)   # a sure blow cuts the path to one card
    GAME.apply(state, first)
    second = GAME.bots["basic"](GAME, GAME.view(state, state.to_act), Rng(1))
    assert (second.card, second.to) == (t(0), "path1")   # the Fool removes the unseen lone card
    GAME.apply(state, second)
    assert result(state)["role"] == "querent"


def test_fate_leaves_a_path_it_cannot_mend_this_turn_and_builds_a_threat():
    """The top-up rule only where it can be done in time: a lone card holding three
    tokens needs five actions against two attacks, so Fate builds its longest path."""
    state = table(TWO, fate_hand=[z("star")], path1=["^" + z("square")], path2=[z("cross", i) for i in range(1, 4)],
                  tokens={z("square"): 3})
    choice = GAME.bots["basic"](GAME, GAME.view(state, state.to_act), Rng(1))
    assert choice.to == "path2"


def test_simulate_reports_wins_by_role_as_well_as_by_seat(capsys):
    """Issue 11 item 8: a match of one win each is a draw by seat, but by role it says
    which side won each game; every game of every match is counted once."""
    from tarot_table.cli import main
    from tarot_table.simulate import simulate
    report = simulate(GAME, 3, 0, None, GAME.check_options({}))
    (result,) = report["results"].values()
    by_role = result["wins by role"]
    assert set(by_role) <= {"fate", "querent"} and sum(by_role.values()) == 2 * 3
    single = simulate(GAME, 3, 0, None, GAME.check_options(SINGLE))
    assert sum(next(iter(single["results"].values()))["wins by role"].values()) == 3
    assert main(["simulate", "tempting-fate", "--games", "2", "--workers", "1"]) == 0
    assert "wins by role (fate " in capsys.readouterr().out


def test_a_game_without_roles_reports_no_wins_by_role():
    from tarot_table.simulate import simulate
    queens = get_game("queens-of-fate")
    assert queens.match is None
    assert "wins by role" not in simulate(queens, 1, 0, None, queens.check_options({}))["results"]


def test_post_game_divination_the_game_as_a_joint_cut_then_the_favourite_spread():
    """Seed, Post-game divination: the game cuts the deck, then the player's favourite
    spread is laid from it (house decision 12): undrawn cards on top in order, then the
    last hand, then the discards as they fell; the reading keeps that order."""
    state = table({"cut_spread": "celtic-cross"}, turn="querent", querent_hand=[m("cups", "five")],
                  path2=[z("square")])
    state.move(m("wands", "two"), "tarot_discard", face_up=True)
    next_draw = state.zones["tarot_deck"][-1].card
    do(state, "attack", card=m("cups", "five"), to="path2")
    cut = GAME.cut_deck(state)
    assert sorted(cut) == sorted(TAROT_DECK) and cut[0] == next_draw
    assert cut[-2:] == [m("wands", "two"), m("cups", "five")]
    offer = next(f for f in GAME.ending.follow_ups(state) if f.label == "Read the cut deck")
    assert offer.options["spread"] == "celtic-cross"
    reading = get_game("reading")
    laid = reading.new(3, offer.options)
    assert [p.card for p in reversed(laid.zones["deck"])] == cut   # dealt from the top, in the cut's order


def test_cut_spread_option_offers_the_reading_tables_spreads():
    spec = next(o for o in GAME.options if o.key == "cut_spread")
    reading_spec = next(o for o in get_game("reading").options if o.key == "spread")
    assert spec.choices == reading_spec.choices and spec.default == reading_spec.default


def test_fate_can_list_the_querents_moves_without_seeing_the_querents_hand():
    """Hidden information: Fate's view of the querent's turn names no card in the hand
    (the UI fuzz once met a crash building these labels from hidden cards)."""
    game = get_game("tempting-fate")
    state = game.new(11, {"match": "single"})
    while game.current_seat(state) is not None and state.data["turn"] != "querent":
        game.apply(state, game.legal_actions(state)[0])
    fate = next(i for i in range(2) if i != state.to_act)
    seen = game.view(state, fate)
    assert all(p.card == HIDDEN for p in seen.zones["querent_hand"])
    labels = [a.label for a in game.legal_actions(seen) if a.kind == "attack"]
    assert labels and all("a hidden card" in label for label in labels)


def test_the_rules_in_play_fit_the_top_bar_in_a_few_words():
    """The top bar, the rules page and Continue name the match, the querent's attacks, a
    shorter game and who is Fate in game 1, and last the reading after the game."""
    from tarot_table.games import GAMES
    game = GAMES["tempting-fate"]
    assert game.options_words(game.check_options({})) == ("Two games, Player 1 is Fate in game 1, 2 attacks a turn, "
                                                          "then a reading: Three cards")
    assert game.options_words(game.check_options({"attacks": "1"})).startswith(
        "Two games, Player 1 is Fate in game 1, 1 attack a turn as published, ")
    chosen = game.check_options({"match": "single", "attacks": "2", "discard_limit": "30", "first_fate": "player-2"})
    assert game.options_words(chosen).startswith("Single game, Player 2 is Fate, 2 attacks a turn, "
                                                 "ends past 30 discards, then a reading: ")


def test_the_searching_bot_plays_its_trial_games_looking_one_attack_ahead(monkeypatch):
    """With two attacks now the game a new player meets first, the searching bot's trial
    games use the quick plan (the querent weighs the attack in hand only): looking
    through both attacks in every trial took 1.3 s a decision at the 95th percentile,
    past the half second a bot may take (benchmarks/run.py measures it)."""
    from tarot_table.games.tempting_fate import bots
    state = GAME.new(6, {**SINGLE, **TWO})
    rng = Rng(1)
    for _ in range(3):
        GAME.apply(state, GAME.bots["basic"](GAME, GAME.view(state, state.to_act), rng))
    assert state.data["turn"] == "querent"
    looked = []
    real_basic = bots.basic
    monkeypatch.setattr(bots, "basic", lambda game, view, rng, plies=2: looked.append(plies) or
                        real_basic(game, view, rng, plies))
    bots.searching(GAME, GAME.view(state, state.to_act), Rng(9))
    assert len(looked) > 10 and set(looked[1:]) == {1}     # the first is the bot's own default choice
