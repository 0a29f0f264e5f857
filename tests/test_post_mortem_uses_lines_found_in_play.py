"""Play-test 32, the third real-window round of 27 November (The Fool's Journey, Hard):
after two moves the hint said "(the next move of a winning line)"; the player then lost,
and the end panel said "The solver could not tell in time whether this deal could be
won." with no Show me. A deal a hint has already proved winnable in this very game is now
told winnable, and Show me replays that known line, from the position it was found at,
to a win. The line is replayed through the rules before it is offered. Budgets are counts
of positions; threads are joined, never waited for on the wall clock."""
from __future__ import annotations

import pygame

from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.solver import WINNABLE, Budget, replay_wins, state_key
from tarot_table.solver.post_mortem import examine
from tarot_table.solver.proven import proven_deals, replay_indices
from tarot_table.table.scenes import post_mortem, solver_hint
from tarot_table.table.scenes.table import TableScene
from tests.helpers.solver import Paths, greedy_line
from tests.helpers.table import click, key, step

FOOLS = get_game("fools-journey")
HARD = FOOLS.check_options({"difficulty": "hard"})
SHIPPED_HARD_DEAL = 7000001   # proven winnable; 20,000 positions find a line after its first two moves
HINT_SEARCH = 20_000


def test_a_line_known_from_play_makes_the_deal_winnable_without_a_search():
    """start -> a -> c -> dead is the player's game; a -> w -> win was known (a hint's
    line at a). With no budget to search, the deal is told winnable from a; a known
    line that does not win through the rules is not believed."""
    game = Paths()
    game.graph = {"start": ["a", "b"], "a": ["c", "w"], "b": ["dead"], "c": ["dead"], "w": ["win"],
                  "dead": [], "win": []}
    state, played, positions = game.new(0), [], []
    for _ in range(3):
        positions.append(state.clone())
        move = game.legal_actions(state)[0]
        game.apply(state, move)
        played.append(move)
    at_a = positions[1]
    winning = [m for m in game.legal_actions(at_a) if m.to == "w"]
    after_w = at_a.clone()
    game.apply(after_w, winning[0])
    winning += game.legal_actions(after_w)
    found = examine(game, game.new(0), played, Budget(nodes=1), {state_key(at_a): winning})
    assert found.deal.verdict == WINNABLE and found.line_from == 1
    assert [a.to for a in found.deal.line] == ["w", "win"]
    losing = [m for m in game.legal_actions(at_a) if m.to == "c"]
    found = examine(game, game.new(0), played, Budget(nodes=1), {state_key(at_a): losing})
    assert found.deal.verdict != WINNABLE, "a line that does not win is not offered"


def test_hard_journey_a_hint_s_line_then_a_loss_the_end_panel_says_won_and_show_me_wins(app, monkeypatch):
    monkeypatch.setattr(solver_hint, "budget", lambda: Budget(nodes=HINT_SEARCH))
    monkeypatch.setattr(post_mortem, "budget", lambda: Budget(nodes=1))   # too little to find anything itself
    moves = dict(proven_deals(FOOLS, HARD))[SHIPPED_HARD_DEAL]
    proven = replay_indices(FOOLS, FOOLS.new(SHIPPED_HARD_DEAL, HARD), list(moves))
    scene = TableScene(app, Session.start(FOOLS, SHIPPED_HARD_DEAL, HARD))
    app.switch(scene)
    step(app)
    for action in proven[:2]:   # two moves, then H, as the tester did
        scene.perform(action, asked=True)
        step(app)
    key(app, pygame.K_h)
    scene.bots.finish(timeout=300)
    step(app, 2)
    assert scene.message[0].endswith(f"({solver_hint.WHY}).")
    hinted = scene.hint[0]
    off_line = next(a for a in FOOLS.legal_actions(scene.session.state) if a != hinted)
    scene.perform(off_line, asked=True)
    step(app)
    for action in greedy_line(FOOLS, scene.session.state):
        scene.session.play(action)
    outcome = FOOLS.outcome(scene.session.state)
    assert outcome is not None and not outcome.won_by(0)
    step(app)
    scene.examination.wait(timeout=300)
    step(app, 2)
    lines, _ = post_mortem.end_words(scene)
    assert lines[0].startswith("This deal could be won: while you played, the solver found a winning line of ")
    assert lines[0].endswith(" from before your move 3.")
    assert lines[1] == "Which later move lost it, the solver could not tell in time. Show me plays the line from there."
    click(app, next(b for b in scene.summary_buttons if b.label == "Show me").rect.center)
    shown = app.scene
    assert isinstance(shown, TableScene) and shown is not scene and not shown.keeper.saving
    assert shown.session.actions == proven[:2], "Show me opens where the line was found"
    assert shown.message[0].startswith("Before your move 3: the solver's winning line")
    click(app, next(b for b in shown.choice_buttons if b.label == "Play").rect.center)
    for _ in range(3000):
        app.clock.advance(post_mortem.SHOW_PAUSE_S)
        if FOOLS.outcome(shown.session.state) is not None:
            break
        step(app)
    assert FOOLS.outcome(shown.session.state).won_by(0)
    assert replay_wins(FOOLS, FOOLS.new(SHIPPED_HARD_DEAL, HARD), shown.session.actions)
