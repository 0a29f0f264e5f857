"""The Fool's Journey's quick paths give the same answers as the plain ones.

The rules list the moves of one card from where it lies (what the engine checks a
chosen move against), moves are made once and shared, and the greedy bot reads a
position once for all its moves. Each shortcut
is checked here against the long way round, over positions from whole games of
every variant played with random legal moves."""
from __future__ import annotations

import pytest

from tarot_table.games import get_game
from tarot_table.games.base import Action
from tarot_table.games.fools_journey import bots
from tarot_table.rng import Rng

GAME = get_game("fools-journey")
VARIANTS = [{}, {"reversals": "on"}, {"difficulty": "easy", "friend": "on", "ace_up": "on-fool"},
            {"reversals": "on", "difficulty": "hard", "ace_up": "satchel", "order": "random"},
            {"reversals": "on", "difficulty": "easy", "friend": "on", "ace_up": "on-fool"}]


def positions(options, games=6, seed=0):
    """Every position of a few journeys played with random legal moves."""
    for deal in range(seed, seed + games):
        state = GAME.new(deal, options)
        rng = Rng(deal * 7 + 1)
        while GAME.outcome(state) is None:
            yield state
            GAME.apply(state, rng.choice(GAME.moves(state)))
        yield state


@pytest.mark.parametrize("options", VARIANTS)
def test_the_moves_of_one_card_are_the_moves_the_whole_list_gives_it(options):
    for state in positions(options):
        every = GAME.moves(state)
        on_table = {p.card for zone, pile in state.zones.items() if zone not in ("future", "past") for p in pile}
        for card in on_table | {state.zones["future"][-1].card if state.zones["future"] else "major_arcana.99"}:
            assert sorted(map(repr, GAME.moves(state, only=card))) == \
                sorted(repr(a) for a in every if a.card == card), card


@pytest.mark.parametrize("options", VARIANTS)
def test_the_future_and_the_past_always_lie_face_down_and_upright(options):
    """What lets a view or a peek show every card of theirs as one stand-in."""
    for state in positions(options):
        for zone in ("future", "past"):
            assert all(not p.face_up and not p.reversed for p in state.zones[zone])


def test_the_view_is_a_copy_later_play_does_not_change():
    state = GAME.new(5)
    view = GAME.view(state, 0)
    before = view.to_json()
    rng = Rng(2)
    for _ in range(10):
        if GAME.outcome(state) is None:
            GAME.apply(state, rng.choice(GAME.moves(state)))
    assert view.to_json() == before


@pytest.mark.parametrize("options", VARIANTS[:2])
def test_greedy_plays_the_first_of_its_best_scored_moves(options):
    for state in positions(options, games=3):
        if GAME.outcome(state) is not None:
            continue
        view = GAME.view(state, 0)
        listed = GAME.moves(view)
        expected = max(listed, key=lambda a: bots.score(GAME, view, a))
        assert bots.greedy(GAME, view, Rng(0)) == expected


def test_moves_are_made_once_and_shared_yet_equal_to_new_ones():
    state = GAME.new(4)
    first, again = GAME.moves(state), GAME.moves(state)
    assert all(a is b for a, b in zip(first, again))
    assert first[0] == Action(first[0].kind, first[0].card, first[0].to, first[0].choice)


@pytest.mark.parametrize("options", VARIANTS)
def test_the_moves_listed_from_the_players_peek_are_the_moves_of_the_state(options):
    """What lets the engine carry out a bot's move from that list unchecked
    (``lists_from_view``): no move depends on the face-down cards."""
    for state in positions(options):
        assert GAME.moves(GAME.peek(state, 0)) == GAME.moves(state)
        assert GAME.moves(GAME.view(state, 0)) == GAME.moves(state)
