"""The bot runner (issue 29): the bots' thinking on a thread of its own, apart from
drawing, timed on the clock it is given. Driven here with no window."""
from __future__ import annotations

import threading

import pytest

from tarot_table.clock import ManualClock
from tarot_table.games import get_game
from tarot_table.games.base import Seat
from tarot_table.keeper import SessionKeeper
from tarot_table.session import Session
from tarot_table.bot_runner import BotRunner, decision
from tarot_table.collection import COLLECTION

TEMPTING = get_game("tempting-fate")


def runner() -> tuple[BotRunner, ManualClock, list]:
    clock, woken = ManualClock(), []
    return BotRunner(clock, lambda: woken.append(threading.current_thread().name)), clock, woken


def test_a_move_worked_out_in_the_background_wakes_the_table_and_is_taken_once():
    bots, _, woken = runner()
    keeper = SessionKeeper(Session.start(TEMPTING, 3, {}, [Seat("Ann", "basic"), Seat("Bob", "basic")]),
                           ManualClock(), saving=False)
    seat = keeper.seat_to_act()
    bots.think_move(decision(keeper, "basic", seat), keeper.state.moves)
    bots.finish(timeout=60)
    done, action = bots.take_move(keeper.state.moves)
    assert done and action in keeper.legal_actions()
    assert woken and bots.move is None and bots.take_move(keeper.state.moves) == (False, None)
    bots.stop()


def test_an_answer_about_a_position_since_left_is_dropped():
    bots, _, _ = runner()
    release = threading.Event()
    bots.think_hint(lambda: release.wait(60) and "a move", 4)
    assert bots.take_hint(4) == (False, None)   # still thinking
    release.set()
    bots.finish(timeout=60)
    assert bots.take_hint(5) == (True, None)    # a move was made meanwhile
    bots.stop()


def test_the_pause_between_bot_moves_runs_on_the_clock_given():
    bots, clock, _ = runner()
    bots.pause(0.35)
    assert bots.resting() and bots.rest_left() == pytest.approx(0.35)
    clock.advance(0.34)
    assert bots.resting()
    clock.advance(0.02)
    assert not bots.resting() and bots.rest_left() == 0.0
    bots.stop()


def test_the_collectors_pass_is_made_in_a_bots_rest_and_only_then(monkeypatch):
    """A rest between bot moves is a moment of the collector's (collection.py); with no
    animation there is no rest, and no pass is made for it."""
    rests = []
    monkeypatch.setattr(COLLECTION, "bot_rests", lambda: rests.append("rest"))
    bots, _, _ = runner()
    bots.pause(0.0)
    assert rests == []
    bots.pause(0.35)
    assert rests == ["rest"]
    bots.stop()


def test_what_the_bot_sees_is_copied_when_the_work_is_handed_out():
    keeper = SessionKeeper(Session.start(TEMPTING, 11, {"match": "single"}), ManualClock(), saving=False)
    seat = keeper.seat_to_act()
    before = keeper.state.clone()
    work = decision(keeper, TEMPTING.strong_bot, seat)
    keeper.play(keeper.legal_actions()[-1])
    assert work() in TEMPTING.legal_actions(before)


def test_the_runner_imports_no_pygame():
    import subprocess
    import sys
    code = "import sys, tarot_table.bot_runner\nassert 'pygame' not in sys.modules\n"
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0
