"""Rendering any screen to a PNG without a display."""
from __future__ import annotations

import os
from pathlib import Path

import pygame

from tarot_table.session import Session
from tarot_table.table.app import picture_app


def build_scene(app, target: str, game, seed: int, options: dict, moves: int, scene: str,
                players: int | None = None):
    if target in ("menu", "settings", "statistics", "decks", "about", "journal", "finished-games"):
        return app.make(target)
    if scene in ("new-game", "rules"):
        return app.make(scene, game)
    if scene == "learn":   # the lesson at its step ``moves``
        from tarot_table.lessons import load
        from tarot_table.table.scenes.lesson_table import LessonScene
        return LessonScene(app, game, load(game), moves)
    seats = game.default_seats(players) if players else None
    table = app.make("table", Session.start(game, seed, options, seats), saving=False)
    table.fit(app.screen.get_size())
    play_moves(table, moves)
    if scene == "zoom":
        placed = [p for pile in table.session.state.zones.values() for p in pile if p.face_up]
        table.zoomed = placed[-1].card if placed else next(
            p.card for pile in table.session.state.zones.values() for p in pile)
    return table


def play_moves(table, moves: int) -> list:
    """``moves`` more moves at ``table``, each by its seat's bot (a person's seat by the
    game's same-every-time bot), or as many as there are before the game ends; gives the
    moves, in turn."""
    game, played = table.game, []
    for _ in range(moves):
        seat = game.current_seat(table.session.state)
        if seat is None:
            break
        bot = table.session.state.seats[seat].bot or game.same_every_time_bot
        played.append(table.bot_move(bot, seat))
        table.perform(played[-1])
    return played


class PictureError(Exception):
    """A picture that cannot be written where asked; the message says why."""


def check_picture_path(out: Path) -> None:
    """Refuse, before anything is drawn, a place a picture cannot go: only the file
    asked for is ever written, in a folder that already exists (none is made), never
    through a link or over anything but a plain file."""
    folder = out.parent
    if not folder.is_dir():
        raise PictureError(f"{out} cannot be written: the folder {folder} does not exist "
                           "(no folder is made; choose one that exists)")
    if not os.access(folder, os.W_OK):
        raise PictureError(f"{out} cannot be written: the folder {folder} is not writable")
    if out.is_symlink() or (out.exists() and not out.is_file()):
        raise PictureError(f"{out} cannot be written: something other than a plain file is there")


def save_picture(surface: pygame.Surface, out: Path) -> Path:
    check_picture_path(out)
    try:
        pygame.image.save(surface, str(out))
    except (pygame.error, OSError) as err:
        raise PictureError(f"{out} cannot be written ({err})") from None
    return out


def render(target: str, game, seed: int, options: dict, size: tuple[int, int], moves: int,
           scene: str, out: Path, players: int | None = None, text_size: int = 100,
           high_contrast: bool = False, vision: str | None = None) -> Path:
    """The screen drawn to ``out``; with ``vision``, as that colour-vision deficiency sees it."""
    check_picture_path(out)
    app = picture_app(size, text_size, high_contrast)
    app.switch(build_scene(app, target, game, seed, options, moves, scene, players))
    app.scene.update(0.0)
    app.render(app.screen)   # one frame lays out the buttons...
    app.render(app.screen)   # ...the second shows them settled
    for _ in range(30):      # and pictures made a frame at a time are all in
        if app.scene.next_frame_in() != 0:
            break
        app.render(app.screen)
    app.scene.leave()
    if vision:
        from tarot_table.colour_vision import simulate_surface
        simulate_surface(app.screen, vision)
    return save_picture(app.screen, out)
