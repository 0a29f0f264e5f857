"""After a lost solitaire (issue 34): the solver says whether the deal could have been
won, after which of the player's moves it no longer could, and "Show me" plays its
winning line on the table. Budgets are counts of positions; the background thread is
joined, never waited for on the wall clock."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.games import get_game
from tarot_table.rng import Rng
from tarot_table.session import Session
from tarot_table.solver import LOST, WINNABLE, Budget, replay_wins, solve
from tarot_table.solver.post_mortem import examine
from tarot_table.table.app import picture_app
from tarot_table.table.scenes import post_mortem
from tarot_table.table.scenes.table import TableScene
from tests.helpers.solver import Paths, greedy_line
from tests.helpers.table import click, key, step

QUEENS = get_game("queens-of-fate")
LOST_BY_THE_QUICK_BOT = 0   # a Queens of Fate deal the quick bot loses and the solver wins


def test_the_move_that_lost_a_winnable_deal_is_found():
    """start -> a -> c -> dead is the player's game; start -> b -> win was there to take.
    After the first move (to a) no line wins any more."""
    game = Paths()
    game.graph = {"start": ["a", "b"], "a": ["c"], "c": ["dead"], "b": ["win"], "dead": [], "win": []}
    moves = game.legal_actions(game.new(0))
    played = [moves[0]]
    state = game.new(0)
    game.apply(state, moves[0])
    for _ in range(2):
        step_move = game.legal_actions(state)[0]
        game.apply(state, step_move)
        played.append(step_move)
    found = examine(game, game.new(0), played, Budget(nodes=1000))
    assert found.deal.verdict == WINNABLE and [a.to for a in found.deal.line] == ["b", "win"]
    assert found.turning == 1


def test_a_lost_deal_is_told_lost_and_no_turning_point_is_made_up():
    game = Paths()
    game.graph = {"start": ["a"], "a": ["dead"], "dead": []}
    state, played = game.new(0), []
    while game.outcome(state) is None:
        move = game.legal_actions(state)[0]
        game.apply(state, move)
        played.append(move)
    found = examine(game, game.new(0), played, Budget(nodes=1000))
    assert found.deal.verdict == LOST and found.turning is None


def test_the_post_mortem_of_a_real_deal_only_names_a_move_it_has_proved():
    state = QUEENS.new(LOST_BY_THE_QUICK_BOT, {})
    played = greedy_line(QUEENS, state)
    end = state.clone()
    for action in played:
        QUEENS.apply(end, action)
    assert not QUEENS.outcome(end).won_by(0)
    found = examine(QUEENS, state, played, Budget(nodes=60_000))
    assert found.deal.verdict == WINNABLE and replay_wins(QUEENS, state, found.deal.line)
    if found.turning is not None:
        before, after = state.clone(), None
        for action in played[:found.turning - 1]:
            QUEENS.apply(before, action)
        after = before.clone()
        QUEENS.apply(after, played[found.turning - 1])
        assert solve(QUEENS, before, Budget(nodes=60_000)).verdict == WINNABLE
        assert solve(QUEENS, after, Budget(nodes=60_000)).verdict == LOST


def lost_table(app) -> TableScene:
    session = Session.start(QUEENS, LOST_BY_THE_QUICK_BOT, {})
    for action in greedy_line(QUEENS, session.state):
        session.play(action)
    scene = TableScene(app, session)
    app.switch(scene)
    return scene


def test_after_a_loss_the_panel_says_the_deal_could_be_won_and_shows_the_line(app, monkeypatch):
    """Real clicks: the end panel of a lost deal says the solver is looking, then that the
    deal could be won; Show me opens the same deal on a table that plays the line to a
    win, saving nothing."""
    monkeypatch.setattr(post_mortem, "budget", lambda: Budget(nodes=30_000))
    scene = lost_table(app)
    step(app)
    assert scene.examination is not None
    lines, buttons = post_mortem.end_words(scene)
    if scene.examination.result is None:
        assert lines == ["The solver is looking at whether this deal could have been won..."] and not buttons
    scene.examination.wait(timeout=300)
    step(app, 2)
    lines, _ = post_mortem.end_words(scene)
    assert lines[0].startswith("This deal could be won: the solver found a line of")
    show = next(b for b in scene.summary_buttons if b.label == "Show me")
    click(app, show.rect.center)
    shown = app.scene
    assert isinstance(shown, TableScene) and shown is not scene and not shown.keeper.saving
    assert shown.showing == scene.examination.result.deal.line
    click(app, next(b for b in shown.choice_buttons if b.label == "Play").rect.center)   # it opens held
    for _ in range(2000):
        app.clock.advance(post_mortem.SHOW_PAUSE_S)
        if QUEENS.outcome(shown.session.state) is not None:
            break
        step(app)
    assert QUEENS.outcome(shown.session.state).won_by(0)
    assert shown.session.actions == scene.examination.result.deal.line
    assert shown.examination is None, "a line shown is not examined again"


def test_a_won_game_is_not_examined(app):
    session = Session.start(QUEENS, 1, {})
    for action in greedy_line(QUEENS, session.state):
        session.play(action)
    assert QUEENS.outcome(session.state).won_by(0)
    scene = TableScene(app, session)
    app.switch(scene)
    step(app, 2)
    assert scene.examination is None and post_mortem.end_words(scene) == ([], [])


def test_show_me_plays_the_line_as_a_replay_clock_still_steppable_game_buttons_off(app, monkeypatch):
    """Play-test finding 6: after a loss, Show me let the game clock run, had no pause,
    back or forward, and left the game's buttons live. It now uses a replay's controls:
    the clock stands still, Pause, Back and Forward are under the table (with real
    clicks), the top bar has only Menu and the rules, and Menu leaves it."""
    from tarot_table.table.scenes.menu import MenuScene
    monkeypatch.setattr(post_mortem, "budget", lambda: Budget(nodes=30_000))
    scene = lost_table(app)
    step(app)
    scene.examination.wait(timeout=300)
    step(app, 2)
    click(app, next(b for b in scene.summary_buttons if b.label == "Show me").rect.center)
    shown = app.scene
    line = scene.examination.result.deal.line
    step(app, 3)
    assert [b.label for b in shown.bar_buttons if b.label not in "‹›"] == ["Menu", "Rules (R)"]
    assert [b.label for b in shown.choice_buttons] == ["Back", "Forward", "Play"]   # held, as a replay opens
    assert not shown.human_turn(), "the game's own buttons and moves are off"
    click(app, next(b for b in shown.choice_buttons if b.label == "Play").rect.center)
    assert [b.label for b in shown.choice_buttons] == ["Back", "Forward", "Pause"]
    for _ in range(40):
        app.clock.advance(post_mortem.SHOW_PAUSE_S)
        if shown.session.actions:
            break
        step(app)
    click(app, next(b for b in shown.choice_buttons if b.label == "Pause").rect.center)
    paused_at = len(shown.session.actions)
    assert 0 < paused_at < len(line)
    for _ in range(60):
        app.clock.advance(1.0)
        step(app)
    assert len(shown.session.actions) == paused_at, "Pause holds the line"
    assert shown.session.elapsed == 0, "the clock stands still"
    assert [b.label for b in shown.choice_buttons] == ["Back", "Forward", "Play"]
    click(app, next(b for b in shown.choice_buttons if b.label == "Back").rect.center)
    step(app)
    assert shown.session.actions == line[:paused_at - 1]
    click(app, next(b for b in shown.choice_buttons if b.label == "Forward").rect.center)
    click(app, next(b for b in shown.choice_buttons if b.label == "Forward").rect.center)
    step(app)
    assert shown.session.actions == line[:paused_at + 1]
    click(app, next(b for b in shown.bar_buttons if b.label == "Menu").rect.center)
    step(app)
    assert isinstance(app.scene, MenuScene)


@pytest.mark.parametrize("text_size", [100, 200])
def test_show_me_is_laid_as_the_game_was_held_and_played_at_a_person_s_pace(app, monkeypatch,
                                                                                                 text_size):
    """Second real-window round of 27 November, finding 12: "Show me" played fast and in
    a layout other than the game's (the cards jumped: a replay's shorter top bar and no
    coaching strip gave its table other room, so other card sizes). It lays the cards
    in the room the game's table had, its story as it was; it opens held at the position
    shown, as a finished game's replay does: Forward steps one move; Play plays it on at
    one move every SHOW_PAUSE_S (at least a second), with the animation off too."""
    monkeypatch.setattr(post_mortem, "budget", lambda: Budget(nodes=30_000))
    app.settings.animation = "instant"   # no flight to wait for: the pause alone paces the line
    app.settings.text_size = text_size   # at 200% the game's top bar is two rows, a replay's one
    app.apply_look()
    scene = lost_table(app)
    step(app)
    scene.examination.wait(timeout=300)
    step(app, 2)
    scene.log_open = False   # the player had put the story away
    step(app)
    size = app.screen.get_size()
    room = scene.frame(size)["table"].copy()
    click(app, next(b for b in scene.summary_buttons if b.label == "Show me").rect.center)
    shown = app.scene
    step(app, 3)
    assert shown.frame(size)["table"] == room and not shown.log_open
    assert shown.geometry.card_width == scene.geometry.card_width
    start = len(shown.session.actions)
    for _ in range(10):
        app.clock.advance(1.0)
        step(app)
    assert len(shown.session.actions) == start, "it opens held"
    assert [b.label for b in shown.choice_buttons] == ["Back", "Forward", "Play"]
    click(app, next(b for b in shown.choice_buttons if b.label == "Forward").rect.center)
    assert len(shown.session.actions) == start + 1
    assert post_mortem.SHOW_PAUSE_S >= 1.0
    click(app, next(b for b in shown.choice_buttons if b.label == "Play").rect.center)
    step(app)
    played = len(shown.session.actions)
    app.clock.advance(post_mortem.SHOW_PAUSE_S / 2)
    step(app)
    step(app)
    assert len(shown.session.actions) == played, "no move within the pause"
    for _ in range(3):
        app.clock.advance(post_mortem.SHOW_PAUSE_S)
        step(app)
    assert len(shown.session.actions) > played, "Play plays it on"


def test_show_me_re_lays_the_table_when_the_story_opens_and_keeps_the_bars_size():
    """The third real-window round, finding 7 (k14): Show me in Queens of Fate at 1024x700,
    200%: opening the story (‹) laid it over the Sources and Awakened, Back/Forward/Play ran
    under the status bar, and the bars' words grew larger."""
    app = picture_app((1024, 700), 200)
    queens = get_game("queens-of-fate")
    quick = next(iter(queens.bots.values()))
    session = Session.start(queens, 4021, {}, queens.default_seats(None))
    line = []
    for _ in range(6):
        action = quick(queens, queens.view(session.state, 0), Rng(17 + session.state.moves))
        line.append(action)
        session.play(action)
    scene = TableScene(app, Session.start(queens, 4021, {}, queens.default_seats(None)))
    app.switch(scene)
    scene.log_open = False   # the player had put the story away
    step(app)
    size = app.screen.get_size()
    chosen = scene.view.bar_scale(size)
    post_mortem.show_line(scene, line)
    shown = app.scene
    step(app, 3)
    assert not shown.log_open and shown.view.bar_scale(size) == chosen
    key(app, pygame.K_l)   # the story opened
    step(app, 2)
    assert shown.log_open
    frame = shown.frame(size)
    assert shown.view.bar_scale(size) == chosen, "the bars keep their size"
    assert frame["table"].right <= frame["log"].left
    for spot in shown.geometry.layout.spots:
        assert shown.geometry.spot_rect(spot).right <= frame["log"].left, spot.zone
    assert [b.label for b in shown.choice_buttons] == ["Back", "Forward", "Play"]
    for button in shown.choice_buttons:
        assert button.rect.bottom <= frame["status"].top and button.rect.right <= frame["log"].left, button.label
    key(app, pygame.K_l)   # put away again: the room the game's table had
    step(app, 2)
    assert shown.frame(size)["table"] == scene.frame(size)["table"]
