"""The engine's shortcut for a bot's move (Game.choose_from, Game.apply_chosen): a move
a bot took from the list it was given for the very view it decided from is carried
out without listing the moves again, and only then; anything else is checked as
``apply`` checks it."""
from __future__ import annotations

import pytest

from tarot_table.games.base import Action, IllegalAction
from tarot_table.simulate import play_out
from tests.helpers.toygame import HighCards


class CountedHighCards(HighCards):
    """High Cards that counts how often its moves are listed."""

    id = "counted-high-cards"
    lists_from_view = True

    def __init__(self) -> None:
        super().__init__()
        self.listings = 0

    def legal_actions(self, state):
        self.listings += 1
        return super().legal_actions(state)


def test_a_move_chosen_from_the_list_for_that_view_is_not_listed_again():
    game = CountedHighCards()
    state = game.new(3)
    seen = game.peek(state, 0)
    chosen = game.choose_from(seen)[1]
    listed_before = game.listings
    game.apply_chosen(state, seen, chosen)
    assert game.listings == listed_before
    assert state.zones["middle0"][-1].card == chosen.card and state.moves == 1


def test_a_chosen_move_plays_as_apply_plays_it():
    shortcut, checked = CountedHighCards(), HighCards()
    fast, slow = shortcut.new(8), checked.new(8)
    while shortcut.outcome(fast) is None:
        seen = shortcut.peek(fast, fast.to_act)
        move = shortcut.choose_from(seen)[-1]
        shortcut.apply_chosen(fast, seen, move)
        checked.apply(slow, move)
        assert fast.to_json() | {"game": ""} == slow.to_json() | {"game": ""}


def test_a_move_not_in_the_list_is_refused_with_a_reason_and_changes_nothing():
    game = CountedHighCards()
    state = game.new(3)
    seen = game.peek(state, 0)
    game.choose_from(seen)
    before = state.to_json()
    stranger = Action("play", card=state.zones["hand1"][0].card, to="middle0")
    with pytest.raises(IllegalAction) as refusal:
        game.apply_chosen(state, seen, stranger)
    assert refusal.value.reason and state.to_json() == before


def test_a_move_from_another_views_list_is_checked_again():
    game = CountedHighCards()
    state = game.new(3)
    chosen = game.choose_from(game.peek(state, 0))[0]
    other = game.peek(state, 0)
    listed_before = game.listings
    game.apply_chosen(state, other, chosen)
    assert game.listings == listed_before + 1


def test_a_game_that_does_not_list_the_same_moves_from_a_view_is_always_checked():
    game = CountedHighCards()
    game.lists_from_view = False
    state = game.new(3)
    seen = game.peek(state, 0)
    chosen = game.choose_from(seen)[0]
    listed_before = game.listings
    game.apply_chosen(state, seen, chosen)
    assert game.listings == listed_before + 1


def test_the_list_is_used_once():
    """After a move is carried out the list no longer describes the position."""
    game = CountedHighCards()
    state = game.new(3)
    seen = game.peek(state, 0)
    first, second = game.choose_from(seen)[:2]
    game.apply_chosen(state, seen, first)
    with pytest.raises(IllegalAction):
        game.apply_chosen(state, seen, second)   # seat 1 is to play now: checked and refused


def test_simulate_plays_the_same_games_with_the_shortcut():
    shortcut, checked = CountedHighCards(), HighCards()
    for seed in range(5):
        fast, slow = shortcut.new(seed), checked.new(seed)
        assert play_out(shortcut, fast) == play_out(checked, slow)
        assert fast.to_json() | {"game": ""} == slow.to_json() | {"game": ""}


def test_a_list_made_on_another_thread_never_serves_this_one():
    """One Game object serves the bot thread and the table at once (issue 29): what
    choose_from listed on one thread is not what apply_chosen trusts on another."""
    import threading
    game = CountedHighCards()
    state = game.new(3)
    seen = game.peek(state, 0)
    chosen = game.choose_from(seen)[1]
    other = threading.Thread(target=lambda: game.choose_from(game.peek(game.new(4), 0)))
    other.start()
    other.join()
    listed_before = game.listings
    game.apply_chosen(state, seen, chosen)
    assert game.listings == listed_before   # this thread's own list still served it
    assert state.moves == 1
