"""Play-test round 5, S1: "Save as" stayed on after a game had ended, and a game saved
under a name then was listed nowhere (Continue lists only unfinished games). Once the
game is over Save as is greyed, and under the pointer, or clicked, it says where the
game is kept: Finished games for a scored game, the Journal for a reading."""
from __future__ import annotations

import pygame

from tarot_table import journal, records, saves
from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.solver import Budget
from tarot_table.table.scenes import post_mortem
from tarot_table.table.scenes.table import TableScene
from tarot_table.table.scenes.table_bars import status_line
from tests.helpers.table import click, play_until, post, step

QUEENS = get_game("queens-of-fate")
READING = get_game("reading")


def save_button(scene):
    return next(b for b in scene.bar_buttons if "Save as" in (b.label, b.tip) or b.label == "Save")


def looked_at_the_table(app) -> None:
    """The end panel put away (Escape), as the player does to look at the table and its bar."""
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)
    step(app)


def said_on_pointing(app, scene, button) -> str:
    post(pygame.MOUSEMOTION, pos=button.rect.center, rel=(1, 1), buttons=(0, 0, 0))
    step(app)
    scene.message = ("", scene.message[1], 0.0)
    return status_line(scene)[0]


def test_a_game_given_up_greys_save_as_and_says_finished_games_keeps_it(app, monkeypatch):
    monkeypatch.setattr(post_mortem, "budget", lambda: Budget(nodes=2_000))
    scene = TableScene(app, Session.start(QUEENS, 0, {}))
    app.switch(scene)
    step(app, 2)
    assert save_button(scene).enabled
    click(app, next(b for b in scene.bar_buttons if b.label == "Give up").rect.center)
    step(app)
    click(app, next(b for b in scene.summary_buttons if b.label == "Give up").rect.center)
    step(app, 2)
    assert scene.outcome() is not None
    looked_at_the_table(app)
    save = save_button(scene)
    kept = "The game is over: Finished games keeps it (from Continue or Statistics), to replay or export."
    assert not save.enabled and said_on_pointing(app, scene, save) == kept
    kept_saves = [(info.slot, info.name) for info in saves.list_saves()]
    click(app, save.rect.center)
    assert scene.naming is None and status_line(scene)[0] == kept
    assert [(info.slot, info.name) for info in saves.list_saves()] == kept_saves   # no save box, nothing saved
    assert [info.game for info in records.listed()] == ["queens-of-fate"]   # where the words send the player


def test_a_finished_reading_greys_save_as_and_says_the_journal_keeps_it(app):
    scene = TableScene(app, Session.start(READING, 7, READING.check_options({})))
    app.switch(scene)
    step(app)
    scene.toggle_autoplay()
    play_until(app, lambda: scene.outcome() is not None)
    step(app)
    looked_at_the_table(app)
    save = save_button(scene)
    assert not save.enabled and said_on_pointing(app, scene, save) == "The reading is over: the Journal keeps it."
    assert len(journal.entries()[0]) == 1   # where the words send the player
