"""The engine's quick paths (issue 12) give exactly what the slow ones gave: a peek
hides what a view hides, no bot changes the peek it decides from, a card is found
where it lies, and a fuzz run reports the same for any number of workers."""
from __future__ import annotations

import inspect

import pytest

from tarot_table import fuzz as fuzz_module
from tarot_table.cli import main
from tarot_table.fuzz import fuzz
from tarot_table.games import GAMES
from tarot_table.games.base import HIDDEN, Game, Placed
from tarot_table.rng import Rng
from tests.helpers.toygame import HighCards
from tests.helpers.engine import positions


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_peek_hides_exactly_what_a_view_hides(game_id):
    game = GAMES[game_id]
    for state in positions(game, 4):
        for seat in range(len(state.seats)):
            view, peek = game.view(state, seat), game.peek(state, seat)
            assert peek.to_json() == view.to_json()
            assert any(p.card == HIDDEN for pile in view.zones.values() for p in pile) or not any(
                not p.face_up for pile in state.zones.values() for p in pile)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_peek_shows_each_card_as_can_see_says(game_id):
    """The peek's short cuts (zones promised blind, open or mixed, private hands) show
    every card as the rule card by card would: the card if the seat may see it, else a
    stand-in lying as it lies. (A game with a peek of its own may hide more.)"""
    game = GAMES[game_id]
    if type(game).peek is not Game.peek:
        pytest.skip("the game's own peek")
    for state in positions(game, 4):
        for seat in range(len(state.seats)):
            peek = game.peek(state, seat)
            for zone, pile in state.zones.items():
                shown = [(p.card, p.face_up, p.reversed) for p in peek.zones[zone]]
                assert shown == [(p.card if game.can_see(state, zone, p, seat) else HIDDEN, p.face_up, p.reversed)
                                 for p in pile], zone


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_peeks_of_every_seat_of_one_position_sharing_their_piles_show_each_card_as_can_see_says(game_id):
    """A network host peeks for every seat of a position with one ``shared`` (the piles
    seen alike made once, and, when the hidden hands promise ``alike_outside_private``,
    every pile but the private ones and those seen card by card taken whole from the
    first seat's peek): each seat still sees each card as ``can_see`` says, in the
    zones' own order, whichever seat is peeked first. Tournament of Queens' positions
    include the High Priestess's secret (a reserve card seen by one seat only)."""
    game = GAMES[game_id]
    if type(game).peek is not Game.peek:
        pytest.skip("the game's own peek")
    states = positions(game, 4)
    if game_id == "tournament-of-queens":
        states += [s for s in positions(game, 60, seed=11) if s.data["peeks"]][:10]
        assert any(s.data["peeks"] for s in states)
    for state in states:
        seats = list(range(len(state.seats)))
        for order in (seats, seats[::-1]):
            shared: dict = {}
            for seat in order:
                peek = game.peek(state, seat, shared)
                assert list(peek.zones) == list(state.zones)
                for zone, pile in state.zones.items():
                    shown = [(p.card, p.face_up, p.reversed) for p in peek.zones[zone]]
                    assert shown == [(p.card if game.can_see(state, zone, p, seat) else HIDDEN, p.face_up,
                                      p.reversed) for p in pile], (zone, seat)


def test_a_view_is_a_copy_that_play_cannot_change():
    """The table hands a bot's thread a view while play goes on: it shares no pile, data
    or log with the state (only the cards' records, which never change)."""
    game = GAMES["queens-of-fate"]
    state = positions(game, 1)[0]
    view = game.view(state, 0)
    assert view.data is not state.data and view.story is not state.story
    assert all(view.zones[z] is not state.zones[z] for z in state.zones)
    before = view.to_json()
    for _ in range(20):
        if game.outcome(state) is not None:
            break
        game.apply(state, game.legal_actions(state)[0])
    assert view.to_json() == before


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_no_bot_changes_the_peek_it_decides_from_and_it_decides_as_from_a_view(game_id):
    """simulate hands bots a peek, which shares the state's cards and data: a bot that
    changed it would change the game, and its choice must be the one a view gives.
    A bot with a time budget is given none here, so that the clock cannot decide."""
    game = GAMES[game_id]
    for bot_name, bot in game.bots.items():
        unhurried = {"budget": None} if "budget" in inspect.signature(bot).parameters else {}
        for state in positions(game, 2)[:3]:
            seat = game.current_seat(state)
            before = state.to_json()
            from_peek = bot(game, game.peek(state, seat), Rng(7), **unhurried)
            assert state.to_json() == before, f"{bot_name} changed the state through its peek"
            assert from_peek == bot(game, game.view(state, seat), Rng(7), **unhurried)


def test_a_peeks_generator_is_shared_and_refuses_draws_while_a_views_is_its_own():
    """Every peek carries one shared generator (a bot draws from the one it is handed):
    drawing from it is refused rather than quietly changing the next peek's, and a view
    or a clone of a peek gets a fresh generator of its own, as before."""
    game = GAMES["queens-of-fate"]
    state = positions(game, 1)[0]
    peek = game.peek(state, 0)
    assert peek.rng is game.peek(state, 0).rng
    for draw in (peek.rng.next_u64, lambda: peek.rng.below(5), lambda: peek.rng.shuffle([1, 2])):
        with pytest.raises(RuntimeError):
            draw()
    for copy in (game.view(state, 0), peek.clone()):
        assert type(copy.rng) is Rng and copy.rng is not peek.rng
        assert copy.rng.below(1000) == Rng(0).below(1000)


def test_peeks_share_their_face_down_piles_as_long_as_the_pile():
    """A face-down pile is shown as one shared list of stand-ins per length."""
    game = GAMES["queens-of-fate"]
    state = positions(game, 1)[0]
    first, second = game.peek(state, 0).zones["destiny"], game.peek(state, 0).zones["destiny"]
    assert first is second and len(first) == len(state.zones["destiny"])
    assert all(p.card == HIDDEN and not p.face_up and not p.reversed for p in first)


def test_a_move_is_told_by_one_shared_event_saying_what_moved_where():
    """State.move hands back a shared event (an Event is never changed once made) that
    holds the card, both zones and how the card lies now, wherever the card lay."""
    game = GAMES["queens-of-fate"]
    state = game.new(4)
    destiny = state.zones["destiny"]
    top, deep = destiny[-1].card, destiny[5].card
    first = state.move(top, "challenge", face_up=True, src="destiny")
    assert (first.kind, first.card, first.src, first.dst, first.face_up) == ("move", top, "destiny", "challenge", True)
    assert state.zones["challenge"][-1].card == top and top not in [p.card for p in destiny]
    deeper = state.move(deep, "portents", src="destiny")
    assert (deeper.card, deeper.src, deeper.dst, deeper.face_up) == (deep, "destiny", "portents", False)
    assert state.zones["portents"][-1].card == deep and len(destiny) == 76
    state.move(top, "destiny", face_up=True)
    assert state.move(top, "challenge", face_up=True) is first


def test_find_names_the_zone_and_place_of_a_card_at_any_depth():
    game = GAMES["queens-of-fate"]
    state = game.new(4)
    destiny = state.zones["destiny"]
    assert state.find(destiny[-1].card) == ("destiny", len(destiny) - 1)
    assert state.find(destiny[3].card) == ("destiny", 3)
    state.move(destiny[0].card, "portents")
    assert state.find(state.zones["portents"][0].card) == ("portents", 0)
    with pytest.raises(KeyError):
        state.find("major_arcana.99")


class LosesCards(HighCards):
    """A broken game for the fuzz to catch: a played card vanishes."""

    id = "loses-cards"

    def perform(self, state, action):
        state.zones[state.find(action.card)[0]].remove(Placed(action.card, False))
        state.to_act = 1 - state.to_act
        return []


def test_a_fuzz_run_reports_the_same_for_any_number_of_workers(monkeypatch):
    monkeypatch.setattr(fuzz_module, "BLOCK_ACTIONS", 150)
    game = GAMES["queens-of-fate"]
    alone, shared = fuzz(game, 500, seed=9, workers=1), fuzz(game, 500, seed=9, workers=3)
    assert (alone.actions, alone.games, alone.failures) == (shared.actions, shared.games, shared.failures)
    assert alone.actions == 500 and alone.failures == []


def test_a_fuzz_run_on_several_workers_reports_failures_as_one_worker_does(monkeypatch):
    monkeypatch.setattr(fuzz_module, "BLOCK_ACTIONS", 4)
    game = LosesCards()
    alone, shared = fuzz(game, 12, seed=1, workers=1), fuzz(game, 12, seed=1, workers=2)
    assert alone.failures and alone.failures == shared.failures
    assert any("cards not conserved" in f for f in alone.failures)
    assert any(f.startswith("loses-cards seed ") for f in shared.failures)


def test_the_first_block_of_a_run_plays_from_the_seed_itself():
    """A short run is the run it always was for its seed."""
    game = GAMES["reading"]
    assert fuzz_module.fuzz_blocks(25_000, 6)[0] == (fuzz_module.BLOCK_ACTIONS, 6)
    assert sum(size for size, _ in fuzz_module.fuzz_blocks(25_000, 6)) == 25_000
    assert fuzz(game, 40, seed=6).games == fuzz_module.fuzz_block(game, 40, 6).games


def test_cli_fuzz_takes_workers(capsys):
    assert main(["fuzz", "reading", "--actions", "60", "--workers", "2"]) == 0
    assert "checked 60 actions" in capsys.readouterr().out
    assert main(["fuzz", "reading", "--actions", "60", "--workers", "0"]) == 2
    assert "--workers must be at least 1" in capsys.readouterr().err


@pytest.mark.parametrize("pile", [
    [("a", True, False), ("b", True, True)],                      # all face up
    [("a", False, False), ("b", False, False)],                   # all face down
    [("a", False, False), ("b", False, True)],                    # face down, one reversed
    [("a", False, False), ("b", True, True), ("c", False, True)],  # mixed
    [],
])
def test_a_peek_of_a_pile_shows_face_up_cards_and_hides_face_down_ones_as_they_lie(pile):
    game = HighCards()
    state = game.new(1)
    state.zones["deck"] = [Placed(*entry) for entry in pile]
    seen = game.peek(state, 0).zones["deck"]
    assert [(p.card, p.face_up, p.reversed) for p in seen] == [
        (card if up else HIDDEN, up, rev) for card, up, rev in pile]
    assert seen is not state.zones["deck"]
