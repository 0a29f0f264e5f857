"""The reading table's rules, one test per rule in its rules.md."""
import json

import pytest

from tarot_table.cards import TAROT_DECK
from tarot_table.games import get_game
from tarot_table.games.base import HIDDEN, Action, IllegalAction, State
from tarot_table.rng import Rng

GAME = get_game("reading")


def place(to):
    return Action("place", src="deck", to=to)


def flip(zone):
    return Action("flip", src=zone)


def test_setup_shuffles_the_whole_deck_face_down():
    state = GAME.new(5)
    deck = state.zones["deck"]
    assert sorted(p.card for p in deck) == sorted(TAROT_DECK)
    assert all(not p.face_up for p in deck)
    assert [p.card for p in deck] != list(TAROT_DECK)


def test_reversals_option_turns_some_cards_and_off_turns_none():
    on = GAME.new(5, {"reversals": "on"})
    off = GAME.new(5, {"reversals": "off"})
    assert 20 < sum(p.reversed for p in on.zones["deck"]) < 58
    assert not any(p.reversed for p in off.zones["deck"])


def test_spreads_have_their_positions():
    assert len(GAME.new(1, {"spread": "one-card"}).zones) == 2
    assert len(GAME.new(1, {"spread": "three-cards"}).zones) == 4
    assert len(GAME.new(1, {"spread": "celtic-cross"}).zones) == 11


def test_a_card_lands_face_down_from_the_top_of_the_deck():
    state = GAME.new(3)
    top = state.zones["deck"][-1].card
    GAME.apply(state, place("pos2"))
    assert state.zones["pos2"][0].card == top and not state.zones["pos2"][0].face_up


def test_a_position_takes_one_card():
    state = GAME.new(3)
    GAME.apply(state, place("pos1"))
    before = state.to_json()
    with pytest.raises(IllegalAction) as refusal:
        GAME.apply(state, place("pos1"))
    assert "one" in refusal.value.reason
    assert state.to_json() == before


def test_a_card_is_turned_only_once_placed_and_only_once():
    state = GAME.new(3)
    with pytest.raises(IllegalAction):
        GAME.apply(state, flip("pos1"))
    GAME.apply(state, place("pos1"))
    GAME.apply(state, flip("pos1"))
    assert state.zones["pos1"][0].face_up
    with pytest.raises(IllegalAction):
        GAME.apply(state, flip("pos1"))


def test_turning_cannot_be_undone_but_laying_can():
    assert GAME.undoable(None, place("pos1"))
    assert not GAME.undoable(None, flip("pos1"))


def test_reading_is_complete_when_every_position_is_turned():
    state = GAME.new(9, {"spread": "one-card"})
    assert GAME.outcome(state) is None
    GAME.apply(state, place("pos1"))
    assert GAME.outcome(state) is None
    GAME.apply(state, flip("pos1"))
    assert GAME.outcome(state).won_by(0)
    with pytest.raises(IllegalAction):
        GAME.apply(state, place("pos1"))


def test_bot_lays_in_order_then_turns_in_order():
    state = GAME.new(7, {"spread": "three-cards"})
    bot = GAME.bots["in-order"]
    taken = []
    while GAME.outcome(state) is None:
        action = bot(GAME, GAME.view(state, 0), Rng(0))
        GAME.apply(state, action)
        taken.append((action.kind, action.to or action.src))
    assert taken == [("place", "pos1"), ("place", "pos2"), ("place", "pos3"),
                     ("flip", "pos1"), ("flip", "pos2"), ("flip", "pos3")]


def test_view_hides_face_down_cards():
    state = GAME.new(7)
    GAME.apply(state, place("pos1"))
    view = GAME.view(state, 0)
    assert all(p.card == HIDDEN for p in view.zones["deck"])
    assert view.zones["pos1"][0].card == HIDDEN
    GAME.apply(state, flip("pos1"))
    assert GAME.view(state, 0).zones["pos1"][0].card == state.zones["pos1"][0].card


def test_state_round_trips_through_json_and_replays_from_seed():
    state = GAME.new(11, {"spread": "celtic-cross"})
    actions = [place("pos1"), place("pos2"), flip("pos2")]
    for action in actions:
        GAME.apply(state, action)
    again = State.from_json(json.loads(json.dumps(state.to_json())))
    assert again.to_json() == state.to_json()
    replay = GAME.new(11, {"spread": "celtic-cross"})
    for action in actions:
        GAME.apply(replay, action)
    assert replay.to_json() == state.to_json()


def test_refused_drops_give_reasons():
    state = GAME.new(3)
    assert "deck" in GAME.why_not(state, None, "deck").lower()
    GAME.apply(state, place("pos1"))
    card = state.zones["pos1"][0].card
    assert "one" in GAME.why_not(state, card, "pos1")


def test_a_reading_of_handed_over_cards_uses_only_those():
    chosen = ["major_arcana.01", "minor_arcana.cups.two", "minor_arcana.swords.king", "major_arcana.19"]
    state = GAME.new(2, {"cards": ",".join(chosen), "spread": "three-cards"})
    assert sorted(p.card for p in state.zones["deck"]) == sorted(chosen)


def test_a_reading_refuses_unknown_or_too_few_cards():
    from tarot_table.games.base import BadOptions
    with pytest.raises(BadOptions):
        GAME.new(2, {"cards": "major_arcana.01,joker"})
    with pytest.raises(BadOptions):
        GAME.new(2, {"cards": "major_arcana.01", "spread": "three-cards"})
