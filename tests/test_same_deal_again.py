"""Play-test finding (29 November): "Restart" was offered on a finished game, where the word
did not say what it did (the same deal again from its start), and its question said the
moves "will be lost" of a game already kept. The action has one name wherever it is
offered, "Same deal again" (the top bar, its question, the end panel); on a finished game
the top bar's does what the end panel's does, at once. Real clicks."""
from __future__ import annotations

from tarot_table import records
from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.table.scenes import post_mortem
from tarot_table.table.scenes.table import TableScene
from tarot_table.wording import SAME_DEAL
from tests.helpers.solver import greedy_line
from tests.helpers.table import click, step

QUEENS = get_game("queens-of-fate")
SEED = 0


def labels(buttons) -> list[str]:
    return [b.tip or b.label for b in buttons]   # a short word's tip is its full one


def open_game(app, moves: int | None) -> TableScene:
    session = Session.start(QUEENS, SEED, {})
    line = greedy_line(QUEENS, session.state)
    for action in line[:moves]:
        session.play(action)
    scene = TableScene(app, session)
    app.switch(scene)
    step(app, 2)
    return scene


def top_button(scene, words: str):
    return next(b for b in scene.bar_buttons if (b.tip or b.label) == words)


def test_on_a_finished_game_the_top_bar_s_same_deal_again_deals_it_anew_as_the_end_panel_does(app, monkeypatch):
    monkeypatch.setattr(post_mortem, "examinable", lambda game: False)   # no search behind the panel
    scene = open_game(app, None)
    assert scene.outcome() is not None and len(records.listed()) == 1
    assert "Restart" not in labels(scene.bar_buttons) and SAME_DEAL in labels(scene.summary_buttons)
    click(app, top_button(scene, SAME_DEAL).rect.center)
    step(app)
    fresh = app.scene
    assert fresh is not scene and isinstance(fresh, TableScene) and fresh.confirming is None
    assert fresh.session.state.seed == SEED and fresh.session.actions == [] and fresh.outcome() is None
    assert len(records.listed()) == 1, "the finished game stays kept"


def test_during_a_game_same_deal_again_asks_in_the_same_words_and_lays_the_deal_again(app, monkeypatch):
    scene = open_game(app, 5)
    click(app, top_button(scene, SAME_DEAL).rect.center)
    step(app)
    assert scene.confirming is not None and scene.confirming.title == "Play the same deal again?"
    assert "the 5 moves made so far will be lost" in scene.confirming.lines[0]
    assert [b.label for b in scene.summary_buttons] == [SAME_DEAL, "Cancel"]
    click(app, scene.summary_buttons[0].rect.center)
    assert app.scene is scene and scene.session.actions == []
    assert scene.session.state.to_json() == scene.session.fresh_state().to_json()
