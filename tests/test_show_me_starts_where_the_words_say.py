"""Issue 32, the fresh real-window round, finding 18: after a loss the end panel said the
deal "could still be won before your move 18", and "Show me" started the solver's line
somewhere else (from the deal, where Autoplay had played the first moves). Now the
table Show me opens is the position the words name, before that move, the player's own
moves up to it made, and the line it plays wins from there; the words say so."""
from __future__ import annotations

import re

from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.solver import WINNABLE, Budget, replay_wins
from tarot_table.solver.post_mortem import examine
from tarot_table.table.scenes import post_mortem, replay
from tarot_table.table.scenes.table import TableScene
from tarot_table.table.scenes.table_bars import clock_words
from tests.helpers.solver import Paths, greedy_line
from tests.helpers.table import click, given_up_and_examined, step

FOOLS = get_game("fools-journey")
LOST_BY_THE_QUICK_BOT = 1   # the quick bot loses this deal; 30,000 positions find the move after which it is lost
SEARCH = 30_000


def test_the_post_mortem_keeps_a_line_that_wins_from_before_the_move_that_lost():
    """start -> a -> c -> dead is the player's game; a -> w -> win was still there after
    the first move, not after the second: the line kept wins from a, where the words point."""
    game = Paths()
    game.graph = {"start": ["a", "b"], "a": ["c", "w"], "b": ["dead"], "c": ["dead"], "w": ["win"],
                  "dead": [], "win": []}
    state, played = game.new(0), []
    for _ in range(3):
        move = game.legal_actions(state)[0]
        game.apply(state, move)
        played.append(move)
    found = examine(game, game.new(0), played, Budget(nodes=1000))
    assert found.deal.verdict == WINNABLE and found.turning == 2
    assert [a.to for a in found.line_before_turning] == ["w", "win"]


def test_show_me_opens_before_the_move_the_words_name_and_wins_from_there(app, monkeypatch):
    monkeypatch.setattr(post_mortem, "budget", lambda: Budget(nodes=SEARCH))
    session = Session.start(FOOLS, LOST_BY_THE_QUICK_BOT, {})
    played = greedy_line(FOOLS, session.state)
    for action in played:
        session.play(action)
    session.autoplayed = set(range(10))   # as the tester's game: Autoplay made the first ten moves
    scene = TableScene(app, session)
    app.switch(scene)
    step(app)
    scene.examination.wait(timeout=300)
    step(app, 2)
    lines, _ = post_mortem.end_words(scene)
    words = " ".join(lines)
    turning = int(re.search(r"before your move (\d+);", words).group(1))
    assert turning == scene.examination.result.turning > 10
    line_before = len(scene.examination.result.line_before_turning)
    # the tester read "a line of 100 moves" against "Move 6 of 106": the line's own length is said
    assert f"Show me plays a winning line of {line_before} moves from there." in words
    assert lines[0].endswith(f"a line of {len(scene.examination.result.deal.line)} moves from the deal.")
    click(app, next(b for b in scene.summary_buttons if b.label == "Show me").rect.center)
    shown = app.scene
    assert isinstance(shown, TableScene) and shown is not scene and not shown.keeper.saving
    assert shown.session.actions == played[:turning - 1], "the table opens where the words point"
    assert shown.message[0].startswith(f"Before your move {turning}: the solver's winning line")
    # the status counts the line's own moves, as the end panel did
    assert replay.where(shown).startswith(f"The solver's line from before your move {turning}: move 0 of {line_before}.")
    from_there = shown.session.state.clone()
    assert replay_wins(FOOLS, from_there, shown.showing[turning - 1:])
    click(app, next(b for b in shown.choice_buttons if b.label == "Forward").rect.center)
    click(app, next(b for b in shown.choice_buttons if b.label == "Forward").rect.center)
    paused = len(shown.session.actions)
    assert paused == turning + 1
    assert replay.where(shown).startswith(f"The solver's line from before your move {turning}: move 2 of {line_before}.")
    click(app, next(b for b in shown.choice_buttons if b.label == "Back").rect.center)
    assert shown.session.actions == shown.showing[:paused - 1]
    assert replay.where(shown).startswith(f"The solver's line from before your move {turning}: move 1 of {line_before}.")


def test_show_me_s_back_stops_at_the_line_s_first_move_and_the_status_agrees(app, monkeypatch):
    """Play-test finding (29 November): Back stepped on into the player's own moves while
    the status said "move 1 of 130", where the panel had said the line is 127 moves. Back
    now stops where the line starts (real clicks), and the status and the step's words
    count the line's own moves throughout."""
    played = greedy_line(FOOLS, Session.start(FOOLS, LOST_BY_THE_QUICK_BOT, {}).state)
    scene = given_up_and_examined(app, monkeypatch, FOOLS, LOST_BY_THE_QUICK_BOT, played[:3], SEARCH)
    assert scene.examination.result.winnable_where_given_up, "the deal is still winnable after three moves"
    line = len(scene.examination.result.deal.line)
    assert f"a winning line of {line} moves from there" in " ".join(post_mortem.end_words(scene)[0])
    click(app, next(b for b in scene.summary_buttons if b.label == "Show me").rect.center)
    shown = app.scene
    pressed = {label: next(b for b in shown.choice_buttons if b.label == label).rect.center
               for label in ("Back", "Forward")}
    assert replay.where(shown).startswith(f"The solver's line from where you gave up: move 0 of {line}.")
    # the status bar's right end said "Move 3 of 108" here (the real window of 29 November)
    assert clock_words(shown) == f"Move 0 of {line}"
    click(app, pressed["Forward"])
    assert shown.message[0].startswith(f"The solver's line from where you gave up: move 1 of {line}.")
    assert replay.where(shown).startswith(f"The solver's line from where you gave up: move 1 of {line}.")
    for _ in range(3):
        click(app, pressed["Back"])
    assert shown.session.actions == played[:3], "Back stops where the line starts"
    assert clock_words(shown) == f"Move 0 of {line}"
    assert replay.where(shown).startswith(f"The solver's line from where you gave up: move 0 of {line}.")
    assert shown.message[0] == f"The solver's line from where you gave up: back to move 0 of {line}."
    assert not next(b for b in shown.choice_buttons if b.label == "Back").enabled   # clicks on it do nothing
