"""Opening a game's new-game page and pressing its buttons."""
from __future__ import annotations
from tarot_table.games import get_game
from tarot_table.table.scenes.newgame import NewGameScene
from tests.helpers.table import step


def open_page(app, game_id):
    page = NewGameScene(app, get_game(game_id))
    app.switch(page)
    step(app)
    return page


def button(page, label):
    return next(b for b in page.buttons if b.label == label)
