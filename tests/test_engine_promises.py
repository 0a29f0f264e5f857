"""What a game may promise so that peeks and ``simulate`` take short cuts (issue 12):
zones always face down (all others face up), and moves listed alike from the acting
seat's view. The fuzz checks each promise at every step; a broken promise is
reported; the short cuts give the very games the long way gives."""
from __future__ import annotations

import json

import pytest

from tarot_table.fuzz import check_promises
from tarot_table.games import GAMES
from tarot_table.games.base import HIDDEN, Action, MadeOnce, Placed
from tarot_table.games.capabilities import Capabilities, Shortcuts, Sight
from tarot_table.rng import Rng
from tarot_table.simulate import play_out
from tests.helpers.engine import positions
from tests.helpers.toygame import HighCards, HighHands


class ClaimsTheDeckFaceUp(HighCards):
    """A broken game: it says only its empty middle piles are face down, so the deck
    would lie face up."""

    sight = Sight(blind=frozenset({"middle0", "middle1"}))


class ClaimsTheMiddleFaceDown(HighCards):
    sight = Sight(blind=frozenset({"deck", "middle0"}))


class NamesTheHiddenTopCard(HighCards):
    """A broken game: it promises a view lists the state's moves, but one of them
    names the deck's face-down top card."""

    lists_from_view = True

    def legal_actions(self, state):
        return super().legal_actions(state) + [Action("burn", card=state.top("deck").card, to="middle0")]


class SaysEveryMoveIsForced(HighCards):
    """A broken game: it calls the first move the only one."""

    class FirstIsForced(Shortcuts):
        knows_forced = True

        def forced(self, state):
            return self.game.legal_actions(state)[0]

    capabilities = Capabilities(hidden_hands=HighHands, shortcuts=FirstIsForced)


class KeepsItsPromises(HighCards):
    lists_from_view = True   # a seat's moves name only the cards in its own hand

    sight = Sight(blind=frozenset({"deck"}))   # the hands are private, the middles face up


def played(game, moves: int = 3):
    state = game.new(4)
    for _ in range(moves):
        game.apply(state, game.legal_actions(state)[0])
    return state


@pytest.mark.parametrize("broken", [ClaimsTheDeckFaceUp(), ClaimsTheMiddleFaceDown(), NamesTheHiddenTopCard(),
                                    SaysEveryMoveIsForced()])
def test_a_broken_promise_is_reported_by_the_fuzz_checks(broken):
    state = played(broken)
    assert check_promises(broken, state, broken.legal_actions(state))


def test_kept_promises_report_nothing_and_the_peek_still_hides_what_a_view_hides():
    game = KeepsItsPromises()
    state = played(game)
    assert check_promises(game, state, game.legal_actions(state)) == []
    for seat in (0, 1):
        assert game.peek(state, seat).to_json() == game.view(state, seat).to_json()
        assert all(p.card == HIDDEN for p in game.peek(state, seat).zones["deck"])


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_game_keeps_what_it_promises_in_random_positions(game_id):
    game = GAMES[game_id]
    for state in positions(game, 6):
        assert check_promises(game, state, game.legal_actions(state)) == []


def test_a_peek_shares_the_piles_a_game_says_are_always_face_up():
    game = GAMES["queens-of-fate"]
    state = positions(game, 2)[-1]
    peek, blind = game.peek(state, 0), game.sight.blind
    assert blind and all((peek.zones[z] is state.zones[z]) == (z not in blind) for z in state.zones)
    assert list(peek.zones) == list(state.zones)


def test_a_peek_with_blind_zones_still_shows_private_zones_to_their_owner_only():
    game = KeepsItsPromises()
    state = game.new(2)
    mine, theirs = game.peek(state, 0).zones, game.peek(state, 1).zones
    assert [p.card for p in mine["hand0"]] == [p.card for p in state.zones["hand0"]]
    assert all(p.card == HIDDEN for p in theirs["hand0"]) and len(theirs["hand0"]) == 3


class ViewsItsOwnWay(HighCards):
    """A game with a view of its own and no promise about what lies face down."""

    sight = Sight(by_view=True)

    def view(self, state, seat):
        seen = state.clone()
        seen.zones["deck"] = [Placed(HIDDEN) for _ in seen.zones["deck"]]
        seen.data["seen by"] = seat
        return seen


def test_a_game_with_its_own_view_and_no_promise_is_peeked_at_through_that_view():
    game = ViewsItsOwnWay()
    assert game.peek(game.new(2), 1).data["seen by"] == 1


def test_a_game_with_its_own_view_that_promises_blind_zones_takes_the_engines_peek():
    """The Fool's Journey has a view of its own; its blind_zones promise says all a
    peek needs, so the engine's peek (sharing the open piles) hides what its view does."""
    game = GAMES["fools-journey"]
    for state in positions(game, 4):
        peek, blind = game.peek(state, 0), game.sight.blind
        assert peek.to_json() == game.view(state, 0).to_json()
        assert all((peek.zones[z] is state.zones[z]) == (z not in blind) for z in state.zones)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_simulate_plays_the_same_games_as_checking_every_move(game_id):
    """play_out takes every short cut a game allows (peeks sharing piles, moves listed
    once); the long way (a full view and apply at every move) gives the very same games."""
    game = GAMES[game_id]
    bot_name = next(iter(game.bots))
    for seed in range(4):
        quick, slow = game.new(seed), game.new(seed)
        for state in (quick, slow):
            for seat in state.seats:
                seat.bot = bot_name
        play_out(game, quick)
        rng = Rng(seed ^ 0x5EED)
        while (seat := game.current_seat(slow)) is not None:
            game.apply(slow, game.bots[bot_name](game, game.view(slow, seat), rng))
        assert json.dumps(quick.to_json()) == json.dumps(slow.to_json())



@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_move_checked_without_its_label_plays_as_the_labelled_move(game_id):
    """apply checks a move against the rules' unlabelled list (labels are for screens,
    and cost a replay much): carrying out the unlabelled copy leaves the same position
    and tells the same events as carrying out the labelled one."""
    game = GAMES[game_id]
    for state in positions(game, 12):
        for labelled in game.legal_actions(state)[:6]:
            checked, shown = state.clone(), state.clone()
            events = game.apply(checked, Action.from_json(labelled.to_json()))
            assert events == game.carry_out(shown, labelled)
            assert json.dumps(checked.to_json()) == json.dumps(shown.to_json())


def test_shared_actions_are_made_on_first_use_and_then_handed_out_again():
    made = []
    table = MadeOnce(lambda card: made.append(card) or Action("play", card=card, label=f"Play {card}"))
    first = table["a"]
    assert table["a"] is first and made == ["a"] and first.label == "Play a"
    assert table["b"] is not first and made == ["a", "b"]


def test_tempting_fate_lists_one_move_object_for_a_card_and_path_whatever_paths_are_open():
    """A card's move (or a deck top's) to a path is made once and shared by the lists of
    every set of open paths it is listed with: one kept for each set held thousands more
    objects, each walked by every full collection of the garbage collector."""
    game = GAMES["tempting-fate"]
    first, sets = {}, {}
    for seed in range(4):
        state, rng = game.new(seed), Rng(seed)
        while game.current_seat(state) is not None:
            listed = game.legal_actions(state)
            _check_shared(listed, first, sets)
            game.apply(state, rng.choice([move for move in listed if move.kind != "resign"] or listed))
    assert sum(len(found) > 1 for found in sets.values()) > 20   # met with other paths open, often


def _check_shared(listed, first, sets):
    for move in listed:
        if move.kind not in ("place", "attack", "place-blind", "attack-blind"):
            continue
        key = (move.kind, move.card, move.src, move.to)
        assert first.setdefault(key, move) is move, key
        paths = tuple(other.to for other in listed
                      if (other.kind, other.card, other.src) == (move.kind, move.card, move.src))
        sets.setdefault(key, set()).add(paths)


def test_queens_of_fate_lists_the_same_move_objects_position_after_position():
    game = GAMES["queens-of-fate"]
    for state in positions(game, 6):
        again = game.legal_actions(state.clone())
        assert all(a is b for a, b in zip(game.legal_actions(state), again)) and again
