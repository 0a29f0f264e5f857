"""Play-test findings (29 November) on words: the end panel's "Play again" dealt a new game
at once where the top bar's "New game" opens the new-game page, and the reading's end
panel's "New reading" laid the same spread where the top bar's "New reading" opens the
page: two actions under one word. The reading table offered "Same deal again" (a reading
is not a deal). Give up before the first move asked "Give up this game?" and the end
panel then said "It could still be won where you gave up ... from there", of the deal.
A game Autoplay won move by move was headed "Autoplay won it" at its end, "You win" at
the end of its replay from Finished games, the line under it saying "Autoplay helped"
either way. Real clicks throughout."""
from __future__ import annotations

from tarot_table import records
from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.solver import Budget
from tarot_table.table.scenes import post_mortem, replay
from tarot_table.table.scenes.newgame import NewGameScene
from tarot_table.table.scenes.panels import AUTOPLAY_WON, end_title
from tarot_table.table.scenes.table import TableScene
from tests.helpers.table import click, play_until, step

QUEENS = get_game("queens-of-fate")
FOOLS = get_game("fools-journey")
READING = get_game("reading")


def open_game(app, game, seed: int, options=None) -> TableScene:
    scene = TableScene(app, Session.start(game, seed, game.check_options(options or {})))
    app.switch(scene)
    step(app)
    return scene


def labels(buttons) -> list[str]:
    return [b.label for b in buttons]


def press(app, buttons, label: str) -> None:
    click(app, next(b for b in buttons if b.label == label).rect.center)


def test_the_end_panels_new_deal_and_the_top_bars_new_game_are_two_words_for_two_actions(app, monkeypatch):
    monkeypatch.setattr(post_mortem, "examinable", lambda game: False)
    scene = open_game(app, QUEENS, 5, {"artifacts": "on"})
    scene.perform(QUEENS.legal_actions(scene.session.state)[0])
    press(app, scene.bar_buttons, "Give up")
    press(app, scene.summary_buttons, "Give up")
    assert "Play again" not in labels(scene.summary_buttons)
    assert {"New deal", "Same deal again"} <= set(labels(scene.summary_buttons))
    assert "New game" in labels(scene.bar_buttons) and "New deal" not in labels(scene.bar_buttons)
    press(app, scene.summary_buttons, "New deal")
    dealt = app.scene
    assert isinstance(dealt, TableScene) and dealt is not scene, "New deal deals at once"
    assert dealt.session.state.options["artifacts"] == "on" and dealt.session.state.seed != 5
    press(app, dealt.bar_buttons, "New game")
    assert isinstance(app.scene, NewGameScene), "New game opens the page"


def test_a_reading_offers_no_same_deal_and_its_panels_button_says_what_it_does(app):
    scene = open_game(app, READING, 4, {"spread": "three-cards"})
    assert "Same deal again" not in labels(scene.bar_buttons)
    assert "New reading" in labels(scene.bar_buttons)
    for _ in range(10):   # the spread laid and turned (the clicks themselves are the reading tests')
        if scene.outcome() is not None:
            break
        scene.perform(READING.legal_actions(scene.session.state)[0])
        step(app)
    step(app, 2)
    assert scene.outcome() is not None
    shown = labels(scene.summary_buttons)
    assert "Same spread again" in shown and "New reading" not in shown and "Same deal again" not in shown
    press(app, scene.summary_buttons, "Same spread again")
    again = app.scene
    assert isinstance(again, TableScene) and again is not scene
    assert again.session.state.options["spread"] == "three-cards" and not again.session.actions


def test_give_up_before_the_first_move_says_what_happens(app, monkeypatch):
    monkeypatch.setattr(post_mortem, "budget", lambda: Budget(nodes=30_000))
    scene = open_game(app, FOOLS, 1)
    press(app, scene.bar_buttons, "Give up")
    asked = scene.confirming
    assert asked.title == "Give up this deal before its first move?"
    assert "counts as a loss" in " ".join(asked.lines) and "New game leaves it without counting it" in asked.lines[0]
    press(app, scene.summary_buttons, "Give up")
    scene.examination.wait(timeout=300)
    step(app, 2)
    words = " ".join(post_mortem.end_words(scene)[0])
    assert "from the deal" in words and "where you gave up" not in words and "still" not in words, words
    press(app, scene.summary_buttons, "Show me")
    assert app.scene.replay.title == "The solver's line" and app.scene.session.actions == []


def test_a_game_autoplay_won_is_headed_and_told_alike_at_its_end_and_in_its_replay(app, monkeypatch):
    from tests.helpers.rules_text import record_drawn
    scene = TableScene(app, Session.start(QUEENS, 3))
    app.switch(scene)
    step(app)
    press(app, scene.bar_buttons, "Autoplay")
    assert play_until(app, lambda: scene.outcome() is not None)
    step(app, 2)
    assert scene.outcome().won_by(0) and scene.session.played_by_autoplay(), "deal 3 is won by Autoplay's line"
    drawn = record_drawn(monkeypatch)
    app.request_redraw()
    step(app)
    words = [w for w, _ in drawn]
    assert AUTOPLAY_WON in words
    assert any(w.startswith("Autoplay made every move, so this game is counted apart") for w in words), words
    (kept,) = records.listed()
    shown = replay.open_replay(app, kept.path)
    app.switch(shown)
    step(app)
    press(app, shown.choice_buttons, "Forward")
    press(app, shown.choice_buttons, "Back")   # stepped back and on again, the record's moves stay Autoplay's
    while len(shown.session.actions) < len(shown.showing):
        replay.show_next(shown)
    step(app)
    assert end_title(shown, shown.outcome(), 0) == AUTOPLAY_WON
