"""A card's record (``Placed``) is a value: never changed once made, and one record per card
and way it lies (``PLACED``), shared by every position and copy that holds the card so. A
card that turns is laid anew by its record lying the new way, so a copy of a position is its
piles' lists copied, and playing on the copy never shows in the position copied."""
from __future__ import annotations

import copy
import pickle

import pytest

from tarot_table.games import GAMES
from tarot_table.games.base import PLACED, Placed, State
from tests.helpers.engine import positions

CARD = "major_arcana.07"


@pytest.mark.parametrize("placed", [PLACED[CARD, False, False], Placed(CARD, True, True)], ids=["shared", "made"])
def test_a_card_record_cannot_be_changed_in_place(placed):
    lay = (placed.card, placed.face_up, placed.reversed)
    for name, value in (("card", "major_arcana.00"), ("face_up", not placed.face_up),
                        ("reversed", not placed.reversed)):
        with pytest.raises(AttributeError):
            setattr(placed, name, value)
    assert (placed.card, placed.face_up, placed.reversed) == lay


def test_a_card_lying_one_way_is_one_record_equal_to_any_made_alike():
    upright, turned = PLACED[CARD, True, False], PLACED[CARD, True, True]
    assert PLACED[CARD, True, False] is upright and upright is not turned
    assert upright == Placed(CARD, True, False) and hash(upright) == hash(Placed(CARD, True, False))
    assert upright != turned and upright != PLACED[CARD, False, False]
    assert PLACED["major_arcana.08", 1, 0] == Placed("major_arcana.08", True, False)
    assert PLACED["major_arcana.08", 1, 0].face_up is True   # kept as the truth values, not 1 and 0
    assert Placed.from_json([CARD, 1, 1]) is turned and Placed.from_json([CARD, True, 1]) is turned
    for bad in (["major_arcana.07", 2, 0], [7, 1, 0], [CARD, "1", 0]):
        with pytest.raises(ValueError):
            Placed.from_json(bad)
    assert upright.over is PLACED[CARD, False, False] and upright.over.over is upright   # turned over, as shared
    assert turned.over is PLACED[CARD, False, True]
    assert pickle.loads(pickle.dumps(turned)) is turned
    assert copy.deepcopy(turned) is turned and copy.copy(turned) is turned


def test_a_move_lays_the_card_anew_as_told_and_as_it_lay_where_not_told():
    game = GAMES["tournament-of-queens"]
    state = game.new(2, None, game.default_seats(2))
    before = state.clone()
    card = state.top("stock").card
    state.move(card, "discard", face_up=True, reversed=True)
    assert state.top("discard") is PLACED[card, True, True]
    state.move(card, "stock", reversed=False, src="discard")
    assert state.top("stock") is PLACED[card, True, False]
    state.move(card, "discard", face_up=False)
    assert state.top("discard") is PLACED[card, False, False]
    assert before.top("stock") is PLACED[card, False, False] and not before.zones["discard"]
    state.zones["discard"][-1] = Placed(card, False, True)   # a record made apart knows no turned twin
    state.move(card, "stock", face_up=True, src="discard")
    assert state.top("stock") is PLACED[card, True, True]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_clone_shares_the_records_and_a_move_on_it_never_shows_in_the_original(game_id):
    """Every legal move of positions of random play, each on a clone of its own: the
    clone held the very records of the original, and after the move the original is as it
    was, though cards turned over or round in some of the clones."""
    game = GAMES[game_id]
    turned = 0
    for state in positions(game, 8):
        before = state.to_json()
        for move in game.legal_actions(state):
            clone = state.clone()
            assert all(clone.zones[zone] is not pile and all(map(lambda a, b: a is b, clone.zones[zone], pile))
                       for zone, pile in state.zones.items())
            game.apply(clone, move)
            assert state.to_json() == before, move
            lay = {p.card: (p.face_up, p.reversed) for pile in state.zones.values() for p in pile}
            turned += any(lay.get(p.card, (p.face_up, p.reversed)) != (p.face_up, p.reversed)
                          for pile in clone.zones.values() for p in pile)
    assert turned, "no move turned a card: the test proves nothing"


def test_a_clone_of_a_peek_has_piles_of_its_own():
    """A peek may hand out shared tuples of stand-ins; its clone's piles are lists to play on."""
    game = GAMES["queens-of-fate"]
    state = game.new(4)
    clone = game.peek(state, 0).clone()
    assert all(type(pile) is list for pile in clone.zones.values())
    assert isinstance(clone, State) and clone.to_json()["zones"] == game.view(state, 0).to_json()["zones"]


def test_a_clone_copies_the_data_apart_at_every_depth():
    game = GAMES["queens-of-fate"]
    state = game.new(4)
    state.data.update({"met": [["three-arcana", "cups"]], "nested": {"a": [1, {"b": (2, [3])}], "c": None}, "x": 1.5})
    clone = state.clone()
    assert clone.data == state.data
    clone.data["met"][0].append("changed")
    clone.data["nested"]["a"][1]["b"][1].append(4)
    clone.data["nested"]["c"] = "changed"
    assert state.data["met"] == [["three-arcana", "cups"]]
    assert state.data["nested"] == {"a": [1, {"b": (2, [3])}], "c": None}
