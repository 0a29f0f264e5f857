"""Play-test round 4's leftover: where not one of a game's options fitted whole beside the
title, the top bar said them as a lone "…" (the Reading Table at 175-200% in 1920x1080,
and beside a saved name), which a new player reads as nothing. The options now go under
the title (set a little smaller) where they fit there, in the game's short forms if need
be, the title going over a saved name so the options keep their room; where even that
leaves no room for one, a table_bars.MORE button stands for them, and a click on it (or the
pointer) says them whole."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.games import get_game
from tarot_table.games.base import Seat
from tarot_table.session import Session
from tarot_table.table.app import picture_app
from tarot_table.table.scenes import table_bars
from tarot_table.table.scenes.table import TableScene
from tests.helpers.table import click, draw_whole, post, step
from tests.helpers.words import drawn_words

READING = get_game("reading")
TOURNAMENT = get_game("tournament-of-queens")


def bar_words(app, scene) -> list[tuple[str, pygame.Rect]]:
    """The words a whole frame draws in the top bar but the buttons' own, and where."""
    drawn = drawn_words(lambda: draw_whole(app))
    bar = scene.frame(app.screen.get_size())["top"]
    labels = {b.label for b in scene.view.top_buttons}
    return [(words, rect) for words, _, rect in drawn if bar.contains(rect) and words not in labels]


def opened(app, game, seats=None, name: str = "") -> TableScene:
    scene = TableScene(app, Session.start(game, 3, game.check_options({}), seats))
    if name:
        scene.session.name = name
    app.switch(scene)
    step(app)
    return scene


def read_on_pointing(app, scene, pos) -> str:
    post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
    step(app)
    scene.message = ("", scene.message[1], 0.0)
    return table_bars.status_line(scene)[0]


@pytest.mark.parametrize("size, text_size, name", [((1920, 1080), 175, ""), ((1920, 1080), 200, ""),
                                                   ((1920, 1080), 200, "My morning reading"),
                                                   ((2560, 1440), 200, "My morning reading")])
def test_the_reading_tables_options_are_said_in_the_bar(size, text_size, name):
    """The spread and the reversed cards are said in the bar, whole or in the game's short
    forms ("Three cards, reversals on"), left of the buttons; no lone "…"; the saved name
    is shown whole too; the pointer on the options reads them whole."""
    app = picture_app(size, text_size)
    scene = opened(app, READING, name=name)
    try:
        said = bar_words(app, scene)
        words = [w for w, _ in said]
        assert "…" not in words, words
        assert table_bars.MORE not in {b.label for b in scene.view.top_buttons}
        forms = scene.session.options_words.split(", ") + list(scene.session.short_options_parts)
        options = [(w, rect) for w, rect in said if w.rstrip(",").split(", ")[0] in forms]
        told = " ".join(w for w, _ in options)
        assert "Three cards" in told and ("reversals on" in told or "Reversed cards: On" in told), words
        buttons_left = min(b.rect.left for b in scene.view.top_buttons)
        assert all(rect.right <= buttons_left for _, rect in said), said
        if name:
            assert name in words, words
        cut = scene.view.options_cut
        if cut is not None:
            assert read_on_pointing(app, scene, cut[0].center) == f"Options: {scene.session.options_words}."
    finally:
        scene.leave()


def test_where_no_option_fits_a_more_button_says_them():
    """Tournament of Queens at 150% in 1024x700 under a long saved name: no room for one
    option, so a table_bars.MORE button stands for them between the title and the buttons; the
    pointer on it, and a click, say them whole in the status line."""
    app = picture_app((1024, 700), 150)
    seats = [Seat("Tess"), Seat("Blanche", "quick"), Seat("Coco", "quick")]
    scene = opened(app, TOURNAMENT, seats, "Tess against the two bots on a Sunday")
    try:
        said = bar_words(app, scene)
        assert "…" not in [w for w, _ in said], said
        more = next(b for b in scene.view.top_buttons if b.label == table_bars.MORE)
        others = [b.rect for b in scene.view.top_buttons if b is not more]
        assert more.rect.right <= min(rect.left for rect in others)
        assert not any(more.rect.colliderect(rect) for _, rect in said), (more.rect, said)
        options = f"Options: {scene.session.options_words}."
        assert read_on_pointing(app, scene, more.rect.center) == options
        click(app, more.rect.center)
        assert table_bars.status_line(scene)[0] == options
    finally:
        scene.leave()
