"""A picture of a screen plays its moves with bots that keep no clock, so it comes out the
same at any load. The Fool's Journey's strong bot keeps to a time budget: a loaded machine
made it choose other moves, and a test of the story panel (built from 60 such moves) met a
different game under load and failed."""
from __future__ import annotations

from tarot_table.games import GAMES, get_game
from tarot_table.screenshot import build_scene
from tarot_table.table.app import picture_app


def test_every_game_names_a_repeatable_bot_it_has():
    for game in GAMES.values():
        if game.strong_bot:
            assert game.same_every_time_bot in game.bots, game.id
    assert get_game("fools-journey").same_every_time_bot == "rollouts-fixed"


def test_a_screens_picture_never_asks_the_bot_that_keeps_to_a_time_budget(monkeypatch):
    fools = get_game("fools-journey")

    def timed(*args, **kwargs):
        raise AssertionError("the time-budgeted bot was asked")

    monkeypatch.setitem(fools.bots, "rollouts", timed)
    app = picture_app((1024, 700), 100)
    scene = build_scene(app, "game", fools, 2, fools.check_options({}), 60, "table")
    assert scene.session.state.moves == 60
    again = build_scene(picture_app((1024, 700), 100), "game", fools, 2, fools.check_options({}), 60, "table")
    assert again.session.state.story == scene.session.state.story
