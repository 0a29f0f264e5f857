"""Asking a question and keeping a reading at the reading table."""
from tests.helpers.table import click, post, step
import pygame
from tarot_table import journal
from tarot_table.games import get_game


READING = get_game("reading")


def type_text(app, words: str) -> None:
    post(pygame.TEXTINPUT, text=words)
    step(app)


def ask(app, scene, words: str) -> None:
    click(app, scene.game_panel.asking.rect.center)
    type_text(app, words)


def keep(seed, spread="one-card", question=""):
    state = READING.new(seed, {"spread": spread, "question": question})
    while READING.outcome(state) is None:
        READING.apply(state, READING.bots["in-order"](READING, state, None))
    return journal.record("reading", READING.reading.summary(state), state), state
