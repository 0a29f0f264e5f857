"""Hints from the solver's line (issue 34: "Hints may use the solver when it has a line;
a hint never leads away from a known win"). In a solitaire the solver can search, H
shows the next move of a line known to win from the position on the table: a Winnable
only deal's own line, or one the hint's background search finds; the strong bot's move
otherwise. The search runs in the bots' thread, never in a frame. Budgets are counts of
positions; the bots' thread is waited for, never the wall clock."""
from __future__ import annotations

import threading

import pygame

from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.solver import Budget, replay_wins
from tarot_table.solver.search import Verdict
from tarot_table.solver.winnable import find_winnable_deal
from tarot_table.table.scenes import solver_hint
from tarot_table.table.scenes.table import TableScene
from tests.helpers.table import key, step

FOOLS = get_game("fools-journey")
QUEENS = get_game("queens-of-fate")
EASY = {"difficulty": "easy"}


def table_for(app, game, seed: int, options: dict) -> TableScene:
    scene = TableScene(app, Session.start(game, seed, options))
    app.switch(scene)
    step(app)
    return scene


def press_h(app, scene: TableScene):
    """H, as a player presses it; the hint's work waited for; the move it showed."""
    key(app, pygame.K_h)
    scene.bots.finish(timeout=300)
    step(app, 2)
    assert scene.hint is not None
    return scene.hint[0]


def winnable_deal(game, options: dict, first: int):
    found = find_winnable_deal(game, options, first, Budget(nodes=200_000), deal_nodes=4_000)
    assert found.seed is not None
    return found.seed, found.verdict.line


def test_a_winnable_only_deal_is_hinted_along_its_own_line_move_after_move(app, monkeypatch):
    monkeypatch.setattr(solver_hint, "budget", lambda: Budget(nodes=1))   # no search: the line is known
    seed, line = winnable_deal(FOOLS, EASY, 40)
    scene = table_for(app, FOOLS, seed, EASY)
    solver_hint.remember_deal_line(scene, line)
    for step_number in range(4):
        assert press_h(app, scene) == line[step_number]
        assert scene.message[0].endswith(f"({solver_hint.WHY}).")
        scene.perform(line[step_number], asked=True)
        step(app)
    assert replay_wins(FOOLS, scene.session.state, line[4:])


def test_without_a_known_line_the_hint_looks_for_one_in_the_bots_thread_and_keeps_it(app, monkeypatch):
    monkeypatch.setattr(solver_hint, "budget", lambda: Budget(nodes=100_000))
    searched_on = []
    real_solve = __import__("tarot_table.solver", fromlist=["solve"]).solve

    def watched_solve(*args, **kwargs):
        searched_on.append(threading.current_thread() is threading.main_thread())
        return real_solve(*args, **kwargs)

    monkeypatch.setattr("tarot_table.solver.solve", watched_solve)
    seed, _ = winnable_deal(QUEENS, {}, 20)
    scene = table_for(app, QUEENS, seed, {})
    hinted = press_h(app, scene)
    assert searched_on == [False], "the search ran once, off the table's thread"
    known = scene.still.known[scene.still.key(scene.session.state)]
    assert known.verdict == "winnable" and known.line[0] == hinted
    assert replay_wins(QUEENS, scene.session.state, known.line)
    scene.perform(hinted, asked=True)
    step(app)
    assert press_h(app, scene) == known.line[1] and searched_on == [False], "the rest of the line, no new search"


def test_a_move_off_the_line_is_searched_again_and_a_position_proved_lost_gets_the_strong_bots_move(app, monkeypatch):
    monkeypatch.setattr(solver_hint, "budget", lambda: Budget(nodes=1))   # a search finds nothing
    seed, line = winnable_deal(FOOLS, EASY, 40)
    scene = table_for(app, FOOLS, seed, EASY)
    solver_hint.remember_deal_line(scene, line)
    state = scene.session.state
    other = next(a for a in FOOLS.legal_actions(state) if a != line[0])
    scene.perform(other, asked=True)
    step(app)
    strong = scene.bot_move(FOOLS.strong_bot, 0)
    assert press_h(app, scene) == strong and not scene.message[0].endswith(f"({solver_hint.WHY}).")
    scene.still.known[scene.still.key(scene.session.state)] = Verdict("lost")
    assert press_h(app, scene) == strong


def test_a_courteous_search_waits_while_the_table_makes_a_frame(app, monkeypatch):
    """The searches beside the table ("Still winnable?", hints, the post-mortem, Winnable
    only) give way to frames: the app marks each frame it makes, and a courteous search
    waits at its next position while one is being made; a search of the command line
    never waits. The frame's end signals only when a search is waiting for it."""
    from tarot_table import frame_gate
    seen = []
    scene = table_for(app, QUEENS, 1, {})
    monkeypatch.setattr(scene, "update", lambda dt: seen.append(frame_gate.underway))
    step(app)
    assert seen == [True] and not frame_gate.underway, "marked during the frame, and only then"

    calls = []

    class FrameBeingMade:
        def clear(self):
            calls.append("clear")

        def set(self):
            calls.append("set")

        def wait(self, timeout):
            calls.append(timeout)
            return True

    monkeypatch.setattr(frame_gate, "_done", FrameBeingMade())
    step(app)
    assert calls == [], "no search waiting: the frame signals nothing"
    monkeypatch.setattr(frame_gate, "underway", True)
    Budget(courteous=False).spend()
    assert calls == [] and not frame_gate.search_waiting
    Budget(courteous=True).spend()
    assert calls == ["clear", frame_gate.WAIT_MOST] and frame_gate.search_waiting
    step(app)
    assert calls[2:] == ["set"] and not frame_gate.search_waiting, "the frame's end lets the search go"


def test_a_search_waiting_for_a_frame_goes_on_when_the_frame_is_done(app, monkeypatch):
    """A real search thread that meets a frame being made waits for that frame's end, not
    for its time bound: it is let go by the app's signal."""
    from tarot_table import frame_gate
    table_for(app, QUEENS, 1, {})
    monkeypatch.setattr(frame_gate, "WAIT_MOST", 600.0)
    monkeypatch.setattr(frame_gate, "underway", True)
    entered = threading.Event()

    class Gate(threading.Event):
        def wait(self, timeout=None):
            entered.set()
            return super().wait(timeout)

    monkeypatch.setattr(frame_gate, "_done", Gate())
    search = threading.Thread(target=Budget(courteous=True).spend, daemon=True)
    search.start()
    assert entered.wait(60) and search.is_alive(), "it waits while the frame is being made"
    step(app)
    search.join(60)
    assert not search.is_alive() and not frame_gate.search_waiting


def test_the_app_has_a_thread_waiting_for_the_interpreters_lock_get_it_within_a_millisecond(app):
    """A search that does not give way (a hint's, the post-mortem's) or the faces' thread
    woken in a frame held the lock for Python's default 5 ms while the frame's thread waited
    (frames beside the search at p99 of the wall clock: docs/solver.md): the app asks for
    the lock to change hands after SWITCH_S."""
    import sys

    from tarot_table import frame_gate
    assert frame_gate.SWITCH_S <= 0.001
    assert abs(sys.getswitchinterval() - frame_gate.SWITCH_S) < 1e-6


def test_a_hint_that_ends_in_brackets_gets_one_pair_not_two(app, monkeypatch):
    """Play in a real window: "... (too many Arcana in Pentacles) (the next move of a
    winning line)." The reason the hint gives and the line's word share one pair."""
    seed, line = winnable_deal(FOOLS, EASY, 40)
    scene = table_for(app, FOOLS, seed, EASY)
    solver_hint.remember_deal_line(scene, line)
    monkeypatch.setattr(scene.game, "hint", lambda state, action: "Discard the Two of Wands (the Satchel is full).")
    assert solver_hint.words(scene, line[0]) == f"Discard the Two of Wands (the Satchel is full; {solver_hint.WHY})."
    monkeypatch.setattr(scene.game, "hint", lambda state, action: "Drag the Two of Wands to the Past.")
    assert solver_hint.words(scene, line[0]) == f"Drag the Two of Wands to the Past ({solver_hint.WHY})."
