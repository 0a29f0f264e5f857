"""Issue 34: on every table, a frame repainted in parts (partial_frame.py: the status
bar alone, the places a move changed on the kept table, kept_moves.py) shows exactly
the pixels a whole redraw of the same moment shows, after moves (the player's and the
bots'), the pointer resting on cards and buttons, a button clicked, and the "Still
winnable?" verdict coming in; and such frames do happen, so the comparison is not idle."""
from __future__ import annotations

import threading

import pygame
import pytest

from tarot_table.games import GAMES, get_game
from tarot_table.rng import Rng
from tarot_table.session import Session
from tarot_table.solver import Budget
from tarot_table.table.presented import presented_window
from tarot_table.table.scenes import still_winnable
from tarot_table.table.scenes.table import TableScene
from tests.helpers.frames import assert_drawn_afresh
from tests.helpers.table import THINK_S, click, post, step

MOVES = 2   # a move each way at least: the quick run; the slow run plays more, cards flying
SLOW_MOVES = 5
SOLITAIRES = {"queens-of-fate", "fools-journey"}


class Frames:
    """Steps the app, each frame compared with a whole redraw, and counts the kinds of
    frames repainted in parts."""

    def __init__(self, app, scene) -> None:
        self.app, self.scene = app, scene
        self.partial = self.status_only = self.kept_in_part = 0
        self.moves_shown = scene.session.state.moves

    def step(self, count: int = 1) -> None:
        for _ in range(count):
            kept = self.scene.still_table
            builds = kept.builds if kept is not None else None
            step(self.app)
            moves, self.moves_shown = self.moves_shown, self.scene.session.state.moves
            assert_drawn_afresh(self.app, self.scene)
            kept = self.scene.still_table
            self.kept_in_part += kept is not None and kept.builds == builds and self.moves_shown != moves
            parts = presented_window(self.app).last
            if parts is None:
                continue
            self.partial += 1
            status = self.scene.frame(self.app.screen.get_size())["status"]
            self.status_only += bool(parts) and all(status.contains(part) for part in parts)

    def point_at(self, pos) -> None:
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.step(2)

    def until_still(self) -> None:
        """Frames until no card moves and no bot thinks (the bots' pause passed on the clock)."""
        for _ in range(400):
            bots = self.scene.bots
            if self.scene.human_turn() and not self.scene.animating():
                return
            if self.scene.game.outcome(self.scene.session.state) is not None and not self.scene.animating():
                return
            if bots is not None:
                bots.finish(timeout=THINK_S)
                self.app.clock.advance(bots.rest_left())
            self.step()
        raise AssertionError("the table never came to rest")

    def verdict(self, search_may_end: threading.Event) -> None:
        """The "Still winnable?" search let finish, and its frame drawn: a search runs on
        across a move, so where its answer does not settle this position, the search of
        this position then begun is let finish too."""
        search_may_end.set()
        for _ in range(2):
            job = self.scene.still.job
            if job is None:
                break
            job.thread.join(timeout=THINK_S)
            self.step()
        search_may_end.clear()
        self.step(2)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_frame_repainted_in_parts_shows_what_a_whole_redraw_shows(app, clock, monkeypatch, game_id):
    play_and_compare(app, monkeypatch, game_id, "instant", MOVES)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", list(GAMES))
def test_with_cards_flying_a_frame_repainted_in_parts_shows_what_a_whole_redraw_shows(app, clock, monkeypatch,
                                                                                      game_id):
    play_and_compare(app, monkeypatch, game_id, "normal", SLOW_MOVES)


def play_and_compare(app, monkeypatch, game_id: str, animation: str, moves: int) -> None:
    monkeypatch.setattr(still_winnable, "budget", lambda: Budget(nodes=5_000))
    search_may_end = threading.Event()   # each verdict comes in once the move's frames are drawn
    solve = still_winnable._solve
    monkeypatch.setattr(still_winnable, "_solve", lambda *args: search_may_end.wait(THINK_S) and solve(*args))
    try:
        _play_and_compare(app, game_id, animation, moves, search_may_end)
    finally:
        search_may_end.set()   # no search is left waiting


def _play_and_compare(app, game_id: str, animation: str, moves: int, search_may_end: threading.Event) -> None:
    app.settings.animation = animation
    app.settings.still_winnable = True
    app.settings.coaching = False
    game = get_game(game_id)
    scene = TableScene(app, Session.start(game, 3, game.check_options({})))
    app.switch(scene)
    frames = Frames(app, scene)
    frames.step(2)
    frames.until_still()
    bot, dice = game.bots[next(iter(game.bots))], Rng(1)
    for turn in range(moves):
        if game.outcome(scene.session.state) is not None:
            break
        cards = [placed.card for _, _, placed, _ in scene.visible_cards()]
        for card in cards[turn::max(1, len(cards) // 3)][:3]:   # the pointer resting on cards: each raised
            frames.point_at(scene.card_rect(card).center)
        for button in scene.bar_buttons[turn % 3::3]:   # and on the top bar's buttons, which light
            frames.point_at(button.rect.center)
        if turn == 1:
            click(app, next(b for b in scene.bar_buttons if b.label == "Hint").rect.center)
            frames.step(3)
        if scene.choice_buttons:
            frames.point_at(scene.choice_buttons[0].rect.center)
        frames.point_at((2, app.screen.get_height() // 2))
        scene.perform(bot(game, scene.session.state, dice), asked=True)
        frames.step()
        frames.until_still()
        if game_id in SOLITAIRES:
            frames.verdict(search_may_end)
    assert frames.partial >= 10, "frames are repainted in parts on this table"
    if game_id in SOLITAIRES:
        assert frames.status_only >= 1, "a verdict come in repaints the status bar alone"
    if len(scene.session.state.seats) == 1 and game.layout(scene.session.state).board is None:
        # (where seats take turns, whose turn it is changes the table: drawn whole; a board's
        # tokens may stand anywhere)
        assert frames.kept_in_part >= 1, "a move redraws the kept table only in part"
