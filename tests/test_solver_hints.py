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
    never waits."""
    from tarot_table import frame_gate
    seen = []
    scene = table_for(app, QUEENS, 1, {})
    monkeypatch.setattr(scene, "update", lambda dt: seen.append(frame_gate._done.is_set()))
    step(app)
    assert seen == [False] and frame_gate._done.is_set(), "marked during the frame, and only then"

    waited = []

    class FrameBeingMade:
        def is_set(self):
            return False

        def wait(self, timeout):
            waited.append(timeout)
            return True

    monkeypatch.setattr(frame_gate, "_done", FrameBeingMade())
    Budget(courteous=False).spend()
    assert waited == []
    Budget(courteous=True).spend()
    assert waited == [frame_gate.WAIT_MOST]
