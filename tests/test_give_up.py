"""Give up, a solitaire's (play-test finding: a stuck player reached the end panel's word
on the deal and Show me only by playing on to the end). The game ends where it was given
up, as a loss that counts; the end panel says whether it could still have been won and
Show me plays a line from there. Real clicks; budgets are counts of positions."""
from __future__ import annotations

import json

import pytest

from tarot_table import saves
from tarot_table.games import get_game
from tarot_table.session import GIVEN_UP, Session
from tarot_table.solver import LOST, WINNABLE, Budget, replay_wins
from tarot_table.solver.post_mortem import examine
from tarot_table.statistics import load_stats
from tarot_table.table.scenes import post_mortem, replay
from tarot_table.table.scenes.panels import SOLVER_WON
from tarot_table.table.scenes.table import TableScene
from tarot_table.table.scenes.table_bars import GAVE_UP, status_words
from tests.helpers.solver import Paths, greedy_line
from tests.helpers.rules_text import record_drawn
from tests.helpers.table import click, step

QUEENS = get_game("queens-of-fate")
STILL_WINNABLE_DEAL = 0   # a Queens of Fate deal the quick bot loses and the solver wins
MOVES_FIRST = 3


def opened_after_moves(app, seed: int = STILL_WINNABLE_DEAL, moves: int = MOVES_FIRST) -> TableScene:
    session = Session.start(QUEENS, seed, {})
    for action in greedy_line(QUEENS, session.state)[:moves]:
        session.play(action)
    scene = TableScene(app, session)
    app.switch(scene)
    step(app, 2)
    return scene


def bar_button(scene, label: str):
    return next(b for b in scene.bar_buttons if b.label == label)


def given_up_by_clicks(app, scene) -> None:
    click(app, bar_button(scene, "Give up").rect.center)
    step(app)
    assert scene.confirming is not None and scene.confirming.title == "Give up this game?"
    click(app, next(b for b in scene.summary_buttons if b.label == "Give up").rect.center)
    step(app)


def test_give_up_asks_first_and_cancel_keeps_the_game(app):
    scene = opened_after_moves(app)
    click(app, bar_button(scene, "Give up").rect.center)
    step(app)
    assert scene.confirming is not None
    click(app, next(b for b in scene.summary_buttons if b.label == "Cancel").rect.center)
    step(app)
    assert scene.confirming is None and not scene.session.finished and scene.outcome() is None


def test_a_game_given_up_ends_there_as_a_loss_that_counts_and_undo_does_not_revive_it(app, monkeypatch):
    monkeypatch.setattr(post_mortem, "budget", lambda: Budget(nodes=30_000))
    scene = opened_after_moves(app)
    given_up_by_clicks(app, scene)
    outcome = scene.outcome()
    assert outcome is not None and not outcome.won_by(0) and outcome.summary == GIVEN_UP
    assert scene.session.finished and QUEENS.outcome(scene.session.state) is None, "the rules did not end it"
    assert len(scene.session.actions) == MOVES_FIRST
    assert not scene.can_undo() and not bar_button(scene, "Undo").enabled
    assert scene.seat_to_act() is None and not scene.human_turn(), "nobody plays on"
    assert not bar_button(scene, "Hint").enabled and not bar_button(scene, "Give up").enabled
    assert status_words(scene) == GAVE_UP and scene.panel_kind() == "end"
    record = next(r for key, r in load_stats()[0].items() if key.startswith("queens-of-fate"))
    assert (record.played, record.lost, record.won) == (1, 1, 0)
    scene.undo()
    assert len(scene.session.actions) == MOVES_FIRST and scene.session.finished


def test_the_end_panel_says_it_could_still_be_won_where_given_up_and_show_me_plays_it(app, monkeypatch):
    monkeypatch.setattr(post_mortem, "budget", lambda: Budget(nodes=30_000))
    scene = opened_after_moves(app)
    given_up_by_clicks(app, scene)
    assert scene.examination is not None and scene.examination.given_up
    scene.examination.wait(timeout=300)
    step(app, 2)
    found = scene.examination.result
    assert found.winnable_where_given_up and found.line_from == MOVES_FIRST
    given_up_at = scene.session.state_after(MOVES_FIRST)
    assert replay_wins(QUEENS, given_up_at, found.deal.line), "the line wins from where the game was given up"
    lines, _ = post_mortem.end_words(scene)
    assert lines[0].startswith("It could still be won where you gave up")
    click(app, next(b for b in scene.summary_buttons if b.label == "Show me").rect.center)
    shown = app.scene
    assert shown is not scene and shown.showing == scene.session.actions + found.deal.line
    assert shown.replay.title == "The solver's line from where you gave up"
    for action in shown.showing[len(shown.session.actions):]:
        shown.session.play(action)
    drawn = record_drawn(monkeypatch)
    step(app, 3)
    words = [w for w, _ in drawn]
    assert SOLVER_WON in words and "Well played" not in words, "the solver's win is not the player's"
    assert not any(w.startswith("Time ") for w in words), "a line shown has no clock of its own"


def test_a_game_given_up_where_it_was_proved_lost_is_examined_as_a_lost_game():
    """start -> a -> c -> dead, given up at c (lost already): the move that lost it is
    found, as after a game the rules ended; given up at a winnable node, the line from
    there is the answer and no move is blamed."""
    game = Paths()
    game.graph = {"start": ["a", "b"], "a": ["c"], "c": ["dead"], "b": ["win"], "dead": [], "win": []}
    state, played = game.new(0), []
    for to in ("a", "c"):
        move = next(m for m in game.legal_actions(state) if m.to == to)
        game.apply(state, move)
        played.append(move)
    found = examine(game, game.new(0), played, Budget(nodes=1000), given_up=True)
    assert found.deal.verdict == WINNABLE and found.turning == 1 and not found.winnable_where_given_up
    game.graph = {"start": ["a", "b"], "a": ["c", "b"], "c": ["dead"], "b": ["win"], "dead": [], "win": []}
    found = examine(game, game.new(0), played[:1], Budget(nodes=1000), given_up=True)
    assert found.winnable_where_given_up and [m.to for m in found.deal.line] == ["b", "win"]
    assert found.turning is None and found.line_from == 1


def test_only_a_solitaires_table_offers_give_up(app):
    for game_id in ("queens-of-fate", "fools-journey"):
        scene = TableScene(app, Session.start(get_game(game_id), 1, {}), saving=False)
        app.switch(scene)
        step(app)
        assert "Give up" in [b.label for b in scene.bar_buttons], game_id
    for game_id in ("tournament-of-queens", "lucky-you", "tempting-fate", "reading"):
        scene = TableScene(app, Session.start(get_game(game_id), 1, {}), saving=False)
        app.switch(scene)
        step(app)
        assert "Give up" not in [b.label for b in scene.bar_buttons], game_id


def test_a_game_given_up_is_saved_so_and_a_stepped_back_replay_sees_it_go_on(tmp_path):
    session = Session.start(QUEENS, STILL_WINNABLE_DEAL, {})
    for action in greedy_line(QUEENS, session.state)[:MOVES_FIRST]:
        session.play(action)
    session.give_up()
    path = saves.save(session)
    back = saves.load(path)
    assert back.given_up_at == MOVES_FIRST and back.finished and back.outcome().summary == GIVEN_UP
    assert saves.list_saves() and next(i for i in saves.list_saves() if i.path == path).finished
    back.rewind(1)
    assert back.outcome() is None and not back.finished, "before the point it was given up, it goes on"


@pytest.mark.parametrize("hostile", [-1, 10 ** 9, True, "3", 3.5, [3], 1])
def test_a_damaged_given_up_mark_costs_the_loss_never_the_game(tmp_path, hostile):
    session = Session.start(QUEENS, STILL_WINNABLE_DEAL, {})
    for action in greedy_line(QUEENS, session.state)[:MOVES_FIRST]:
        session.play(action)
    data = saves.payload(session)
    data["given_up_at"] = hostile
    back = saves.restore(json.loads(json.dumps(data)))
    assert back.given_up_at is None and not back.finished and len(back.actions) == MOVES_FIRST


def test_a_lesson_offers_no_give_up(app):
    """A guided game is walked through step by step, not won or lost."""
    from tarot_table import lessons
    from tarot_table.table.scenes.lesson_table import LessonScene
    scene = LessonScene(app, QUEENS, lessons.load(QUEENS))
    app.switch(scene)
    step(app)
    assert "Undo" in [b.label for b in scene.bar_buttons] and "Give up" not in [b.label for b in scene.bar_buttons]


def test_autoplay_stops_while_give_up_is_asked(app):
    """Play-test finding: Autoplay played on (and won) behind the open question."""
    scene = opened_after_moves(app)
    scene.toggle_autoplay()
    assert scene.autoplay
    click(app, bar_button(scene, "Give up").rect.center)
    step(app)
    assert scene.confirming is not None and not scene.autoplay


def test_a_replay_of_a_game_given_up_ends_there_and_says_so(app, monkeypatch):
    from tarot_table import records
    monkeypatch.setattr(post_mortem, "budget", lambda: Budget(nodes=2_000))
    scene = opened_after_moves(app)
    given_up_by_clicks(app, scene)
    shown = replay.open_replay(app, records.listed()[0].path)
    app.switch(shown)
    step(app)
    for _ in range(MOVES_FIRST):
        replay.forward(shown)
        step(app)
    assert shown.given_up() and shown.panel_kind() == "end"
    assert "given up after move 3" in replay.where(shown)
    replay.back(shown)
    step(app)
    assert not shown.given_up() and shown.outcome() is None
