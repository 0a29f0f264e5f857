"""The rules of every game as a hypothesis.stateful machine (issue 29): hypothesis chooses
a deal, then a sequence of steps (a legal move, an illegal one, undo, redo, a save read
back) and checks the game's promises after each; a failing sequence is shrunk to the
shortest that still fails, so a broken rule is reported as a few moves, not a thousand.

The steps go through ``Session``, as the table plays them, so undo and redo are part of
what is checked: undo restores the position exactly, redo plays the same move again."""
from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from tarot_table.fuzz import check_refusal, check_state, every_card, junk_action, option_sets, seat_counts
from tarot_table.games import GAMES
from tarot_table.games.base import Seat, State
from tarot_table.rng import Rng
from tarot_table.session import Session

STEPS = 40


def machine_for(game_id: str) -> type:
    game = GAMES[game_id]

    class Rules(RuleBasedStateMachine):
        """One deal of ``game`` played step by step."""

        @initialize(seed=st.integers(0, 2**31 - 1), options=st.sampled_from(option_sets(game)),
                    players=st.sampled_from(seat_counts(game)))
        def deal(self, seed, options, players):
            self.session = Session.start(game, seed, options, [Seat(f"Seat {i + 1}") for i in range(players)])
            self.cards = every_card(self.session.state)
            self.played: list[dict] = []   # the position before each move played, oldest first
            self.undone: list[dict] = []   # the positions undo left, newest last, for redo to return to

        @property
        def state(self) -> State:
            return self.session.state

        def playing(self) -> bool:
            return game.current_seat(self.state) is not None and bool(game.legal_actions(self.state))

        @precondition(playing)
        @rule(pick=st.integers(0, 10**6))
        def play_a_legal_move(self, pick):
            legal = game.legal_actions(self.state)
            moves = self.state.moves
            self.played.append(self.state.to_json())
            self.session.play(legal[pick % len(legal)])
            assert self.state.moves == moves + 1
            self.undone.clear()

        @rule(dice=st.integers(0, 2**31 - 1))
        def an_illegal_move_is_refused_with_a_reason_and_changes_nothing(self, dice):
            assert check_refusal(game, self.state, junk_action(self.state, Rng(dice))) == []

        @precondition(lambda self: self.session.can_undo())
        @rule()
        def undo_restores_the_position_before(self):
            after = self.state.to_json()
            assert self.session.undo()
            back = self.state.to_json()
            assert back in self.played   # exactly a position from before a move (a turn's may go at once)
            del self.played[self.played.index(back):]
            self.undone.append(after)

        @precondition(lambda self: bool(self.undone))
        @rule()
        def redo_returns_to_the_position_undone(self):
            before = self.state.to_json()
            self.session.redo()
            assert self.state.to_json() == self.undone.pop()
            self.played.append(before)

        @rule()
        def a_saved_position_reads_back_the_same_and_plays_on_alike(self):
            saved = json.loads(json.dumps(self.state.to_json()))
            again = State.from_json(saved)
            assert again.to_json() == self.state.to_json()
            assert game.legal_actions(again) == game.legal_actions(self.state)

        @invariant()
        def every_promise_holds(self):
            if hasattr(self, "session"):
                assert check_state(game, self.state, self.cards) == []

    Rules.__name__ = f"Rules_{game_id.replace('-', '_')}"
    return Rules


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_rules_keep_their_promises_over_any_sequence_of_steps(game_id):
    machine = machine_for(game_id)
    machine.TestCase.settings = settings(max_examples=12, stateful_step_count=STEPS, deadline=None,
                                         suppress_health_check=[HealthCheck.too_slow],
                                         derandomize=True, database=None)
    machine.TestCase().runTest()


def test_a_broken_rule_is_found_and_shrunk_to_a_short_sequence():
    """The machine catches a game that loses a card on a later move, and hypothesis
    shrinks the sequence that shows it to the fewest moves that do."""
    from tests.helpers.toygame import HighCards

    class LosesACard(HighCards):
        def perform(self, state, action):
            events = super().perform(state, action)
            if sum(len(state.zones[z]) for z in ("middle0", "middle1")) == 3:
                state.zones["middle0"].pop()   # the third card played vanishes
            return events

    GAMES["loses-a-card"] = LosesACard()
    try:
        machine = machine_for("loses-a-card")
        machine.TestCase.settings = settings(max_examples=300, stateful_step_count=10, deadline=None,
                                             suppress_health_check=[HealthCheck.too_slow], database=None,
                                             derandomize=True)
        with pytest.raises(AssertionError) as failure:
            machine.TestCase().runTest()
    finally:
        del GAMES["loses-a-card"]
    assert "cards not conserved" in str(failure.value)
