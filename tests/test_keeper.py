"""The session keeper (issue 29): the game kept on this computer behind the narrow
TableSession seam, with no pygame. Driven here without any table or window."""
from __future__ import annotations

import typing

import pygame
import pytest

from tarot_table import journal, saves, statistics
from tarot_table.clock import ManualClock
from tarot_table.games import get_game
from tarot_table.games.base import Action, IllegalAction, Seat
from tarot_table.keeper import SessionKeeper
from tarot_table.rng import Rng
from tarot_table.session import ANSWER_LENGTH, Session
from tarot_table.table_session import TableSession, Undone
from tests.helpers.table import click, deck_top, drag, open_table, post, step, zone_centre

READING = get_game("reading")
QUEENS = get_game("queens-of-fate")


def kept(game=READING, seed=7, options=None, seats=None, saving=True) -> tuple[SessionKeeper, list]:
    told = []
    keeper = SessionKeeper(Session.start(game, seed, options or {}, seats), ManualClock(), saving,
                           tell=lambda words, warn: told.append((words, warn)))
    return keeper, told


def test_the_keeper_answers_every_call_of_the_seam():
    seam = {name for name in vars(TableSession) if not name.startswith("_")} | set(typing.get_type_hints(TableSession))
    keeper, _ = kept()
    assert {"view", "seat_to_act", "legal_actions", "play", "undo", "redo", "point", "events_since",
            "outcome", "state", "game"} <= seam
    assert all(hasattr(keeper, name) for name in seam)


def test_a_move_is_played_autosaved_and_its_events_kept():
    keeper, _ = kept()
    action = keeper.legal_actions()[0]
    played = keeper.play(action)
    assert played.done and played.events
    assert keeper.point == 1 and keeper.events_since(0) == played.events and keeper.events_since(1) == []
    assert saves.load(saves.save_path(keeper.session.slot)).state.to_json() == keeper.state.to_json()


def test_an_illegal_move_is_refused_with_the_rules_reason_and_changes_nothing():
    keeper, _ = kept()
    before = keeper.state.to_json()
    played = keeper.play(Action("place", card="no-such-card", to="pos1"))
    assert not played.done and played.refused and not played.events
    assert keeper.state.to_json() == before and keeper.point == 0


def test_a_fault_in_the_rules_puts_the_game_back_at_its_last_good_position(monkeypatch):
    keeper, _ = kept()
    keeper.play(keeper.legal_actions()[0])
    good = keeper.state.to_json()

    def broken(state, action):
        state.zones["deck"].pop()
        raise ZeroDivisionError("a bug in the rules")
    monkeypatch.setattr(keeper.game, "perform", broken)
    played = keeper.play(keeper.legal_actions()[0])
    assert "last good position" in played.failed
    assert keeper.state.to_json() == good


TOURNAMENT = get_game("tournament-of-queens")


def people_at_a_tournament() -> SessionKeeper:
    """Two people at one table: each undo takes back one person's move."""
    keeper, _ = kept(TOURNAMENT, 3, seats=[Seat("Ann"), Seat("Bea")])
    return keeper


def test_undo_says_how_many_moves_it_took_back_and_redo_plays_them_again():
    keeper = people_at_a_tournament()
    assert keeper.undo() == Undone()    # nothing to take back yet, and nothing to say
    keeper.play(keeper.legal_actions()[0])
    keeper.play(keeper.legal_actions()[0])
    undone = keeper.undo()
    assert undone.taken == 1 and not undone.refused and keeper.point == 1
    assert keeper.events_since(0) is not None and keeper.events_since(1) == []
    redone = keeper.redo()
    assert redone and keeper.point == 2 and keeper.events_since(1) == redone
    assert keeper.redo() == []


def test_undo_refused_says_the_sessions_reason():
    """At a shared screen one person may not take back another's move."""
    keeper = people_at_a_tournament()
    keeper.play(keeper.legal_actions()[0])   # Ann's move
    undone = keeper.undo(by=1)                # Bea asks
    assert undone.taken == 0 and undone.refused.startswith("Only Ann may take back")
    assert keeper.point == 1


def test_a_finished_game_refuses_undo_with_its_reason():
    keeper, _ = kept(READING, 7, {"spread": "one-card"})
    while keeper.outcome() is None:
        keeper.play(keeper.legal_actions()[0])
    undone = keeper.undo()
    assert undone.taken == 0 and "reading is complete" in undone.refused


def test_events_before_the_keeper_opened_the_game_are_not_known_here():
    keeper, _ = kept()
    keeper.play(keeper.legal_actions()[0])
    later = SessionKeeper(keeper.session, ManualClock(), saving=False)
    assert later.events_since(0) is None and later.events_since(1) == []


def test_the_view_for_a_seat_is_a_copy_sharing_nothing():
    keeper, _ = kept(QUEENS, 3, seats=[Seat("Ann")])
    view = keeper.view(0)
    view.zones[next(iter(view.zones))].clear()
    assert keeper.state.to_json() != view.to_json()


# ---- the question before a reading goes through Session.play -------------------------------
def test_the_question_is_fixed_with_the_first_move_through_play():
    keeper, _ = kept()
    played = keeper.play(keeper.legal_actions()[0], {"question": "  Which   way now? "})
    assert played.done and keeper.state.options["question"] == "Which way now?"
    with pytest.raises(IllegalAction, match="fixed once the first move"):
        keeper.session.play(keeper.legal_actions()[0], {"question": "another"})


def test_a_question_the_game_does_not_ask_is_refused_and_changes_nothing():
    keeper, _ = kept()
    played = keeper.play(keeper.legal_actions()[0], {"spread": "one-card"})
    assert played.refused and keeper.point == 0 and keeper.state.options["spread"] != "one-card"


def test_an_answer_is_kept_no_longer_than_its_bound_and_dropped_with_a_refused_move():
    keeper, _ = kept()
    refused = keeper.play(Action("place", card="no-such-card", to="pos1"), {"question": "kept?"})
    assert refused.refused and keeper.state.options["question"] == ""
    keeper.play(keeper.legal_actions()[0], {"question": "x" * (ANSWER_LENGTH * 3)})
    assert len(keeper.state.options["question"]) == ANSWER_LENGTH


def test_the_question_typed_at_the_table_reaches_the_rules_through_play(app, monkeypatch):
    """The reading's panel no longer writes the state's options: the table hands the question
    to Session.play with the first card."""
    answered = []
    real = Session.play

    def watched(self, action, answers=None):
        answered.append(answers)
        return real(self, action, answers)
    monkeypatch.setattr(Session, "play", watched)
    scene = open_table(app)
    click(app, scene.game_panel.asking.rect.center)
    for ch in "Love?":
        post(pygame.TEXTINPUT, text=ch)
    step(app)
    drag(app, deck_top(scene), zone_centre(scene, "pos1"))
    assert answered == [{"question": "Love?"}]
    assert scene.session.state.options["question"] == "Love?" and scene.game_panel.asking is None


# ---- keeping: statistics, journal, time ---------------------------------------------------
def test_a_finished_scored_game_is_counted_once(monkeypatch):
    counted = []
    monkeypatch.setattr("tarot_table.keeper.record_game", lambda *args: counted.append(args) or "")
    monkeypatch.setattr("tarot_table.keeper.records.keep", lambda session: None)
    keeper, _ = kept(QUEENS, 3, seats=[Seat("Ann", "greedy")])
    while keeper.outcome() is None:
        keeper.play(keeper.game.bots["greedy"](keeper.game, keeper.view(0), Rng(keeper.point)))
    keeper.record_if_finished()
    keeper.record_if_finished()
    assert len(counted) == 1 and keeper.session.recorded


def test_a_finished_reading_goes_to_the_journal_and_takes_its_note():
    keeper, _ = kept(READING, 7, {"spread": "one-card"})
    while keeper.outcome() is None:
        keeper.play(keeper.legal_actions()[0])
    keeper.record_if_finished()
    assert keeper.journal_id and not statistics.stats_path().exists()   # a reading is not scored
    assert keeper.keep_note("  Patience.  ") == ""
    assert journal.load(keeper.journal_id).note == "Patience."


def test_a_note_without_a_journal_entry_says_why_it_is_not_kept():
    keeper, _ = kept(saving=False)
    assert "not in the journal" in keeper.keep_note("words")


def test_an_autosave_that_fails_is_told_and_play_goes_on(monkeypatch):
    keeper, told = kept()

    def full(session):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(saves, "save", full)
    assert keeper.play(keeper.legal_actions()[0]).done
    assert told and told[-1][1] and "Autosave failed" in told[-1][0]


def test_time_is_counted_on_the_clock_given_unless_covered():
    clock = ManualClock()
    keeper = SessionKeeper(Session.start(QUEENS, 3, {}, [Seat("Ann")]), clock, saving=False)
    clock.advance(2)
    keeper.tick()
    clock.advance(3)
    keeper.tick(counted=False)
    assert keeper.session.elapsed == 2


def test_without_saving_nothing_is_written():
    keeper, _ = kept(saving=False)
    keeper.play(keeper.legal_actions()[0])
    assert keeper.hold is None and not saves.save_path(keeper.session.slot).exists()
