"""Rendering any screen to a PNG without a display."""
from __future__ import annotations

from pathlib import Path

import pygame

from tarot_table.session import Session


def make_app(size: tuple[int, int]):
    from tarot_table.table.app import App
    app = App(headless=True, size=size)
    app.settings.animation = "instant"
    app.settings.read_only = True   # a picture must not change the player's settings
    return app


def build_scene(app, target: str, game, seed: int, options: dict, moves: int, scene: str,
                players: int | None = None):
    from tarot_table.table.scenes.about import AboutScene
    from tarot_table.table.scenes.decks import DecksScene
    from tarot_table.table.scenes.journal import JournalScene
    from tarot_table.table.scenes.menu import MenuScene
    from tarot_table.table.scenes.newgame import NewGameScene
    from tarot_table.table.scenes.rulebook import RulesScene
    from tarot_table.table.scenes.settings import SettingsScene
    from tarot_table.table.scenes.stats import StatsScene
    from tarot_table.table.scenes.table import TableScene
    screens = {"menu": MenuScene, "settings": SettingsScene, "statistics": StatsScene, "decks": DecksScene,
               "about": AboutScene,
               "journal": JournalScene}
    if target in screens:
        return screens[target](app)
    if scene == "new-game":
        return NewGameScene(app, game)
    if scene == "rules":
        return RulesScene(app, game)
    seats = game.default_seats(players) if players else None
    table = TableScene(app, Session.start(game, seed, options, seats), saving=False)
    table.fit(app.screen.get_size())
    for _ in range(moves):
        seat = game.current_seat(table.session.state)
        if seat is None:
            break
        bot = table.session.state.seats[seat].bot or game.strong_bot
        table.perform(table.bot_move(bot, seat))
    if scene == "zoom":
        placed = [p for pile in table.session.state.zones.values() for p in pile if p.face_up]
        table.zoomed = placed[-1].card if placed else next(
            p.card for pile in table.session.state.zones.values() for p in pile)
    return table


def render(target: str, game, seed: int, options: dict, size: tuple[int, int], moves: int,
           scene: str, out: Path, players: int | None = None) -> Path:
    app = make_app(size)
    app.switch(build_scene(app, target, game, seed, options, moves, scene, players))
    app.scene.update(0.0)
    app.render(app.screen)   # one frame lays out the buttons...
    app.render(app.screen)   # ...the second shows them settled
    for _ in range(30):      # and pictures made a frame at a time are all in
        if app.scene.next_frame_in() != 0:
            break
        app.render(app.screen)
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(out))
    app.scene.leave()
    return out
