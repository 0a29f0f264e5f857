"""Opening a game's new-game page and pressing its buttons."""
from __future__ import annotations
import pygame

from tarot_table.games import get_game
from tarot_table.table.scenes.newgame import NewGameScene
from tests.helpers.table import click, key, post, step


def open_page(app, game_id):
    page = NewGameScene(app, get_game(game_id))
    app.switch(page)
    step(app)
    return page


def button(page, label):
    return next(b for b in page.buttons if b.label == label)


def open_page_at_names(app, game_id, boxes: int | None = None):
    """The game's page, scrolled by the wheel until its first ``boxes`` name boxes (every
    seat's, by default) are in sight."""
    page = open_page(app, game_id)
    wanted = page.players if boxes is None else boxes
    while not all(f in page.fields for f in page.name_fields[:wanted]) and page.scroll < page.max_scroll:
        post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
        step(app)
    return page


def name_typed(app, field, name: str) -> None:
    """A name typed into a seat's box as a player types it: a click, the letters, Return."""
    click(app, field.rect.center)
    post(pygame.TEXTINPUT, text=name)
    key(app, pygame.K_RETURN)
