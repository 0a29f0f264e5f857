"""Play-test finding (29 November, 1920x1080 at 125%): after Save as under "Tess vs bots"
the top bar's buttons changed their words ("New" became "New game", "Retry" became "Same
deal again") and moved left, so a click where Menu had been pressed another button; the
game's own name left the bar. The buttons are laid out for the game's name alone: a saved
name moves none of them, the title gives way (cut, read whole under the pointer) and the
game's name stays in it."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.games import get_game
from tarot_table.games.base import Seat
from tarot_table.session import Session
from tarot_table.table.scenes.table import TableScene
from tarot_table.table.scenes.table_bars import MORE, SHORT_WORDS, status_line
from tarot_table.wording import SAME_DEAL
from tests.helpers.table import at_text_size, click, post, step

LONG_NAME = "Tess against the two bots on a Sunday"


def _bar(scene) -> list[tuple[str, tuple]]:
    """The bar's buttons and where they are, but the "More" that stands for the options
    where not one fits whole beside the title (it comes and goes with the title's room)."""
    return [(b.label, tuple(b.rect)) for b in scene.view.top_buttons if b.label != MORE]


def _save_as(app, scene, name: str) -> None:
    save = next(b for b in scene.bar_buttons if b.tip == "Save as" or b.label == "Save as")
    click(app, save.rect.center)
    post(pygame.TEXTINPUT, text=name)
    step(app)
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    step(app, 2)


@pytest.mark.parametrize("size, percent", [((1920, 1080), 125), ((1024, 700), 150), ((2560, 1440), 200)])
@pytest.mark.parametrize("name", ["Tess vs bots", LONG_NAME])
def test_save_as_moves_no_button_of_the_top_bar_and_keeps_the_games_name(app, size, percent, name):
    app.screen = pygame.display.set_mode(size)
    at_text_size(app, percent)
    game = get_game("tournament-of-queens")
    seats = [Seat("Tess"), Seat("Blanche", "quick"), Seat("Coco", "quick")]
    scene = TableScene(app, Session.start(game, 3, game.check_options({}), seats))
    app.switch(scene)
    step(app, 2)
    before = _bar(scene)
    _save_as(app, scene, name)
    assert scene.session.name == name
    assert _bar(scene) == before
    shown = scene.view.title_cut[1] if scene.view.title_cut else None
    assert shown in (None, f"{game.title} · {name}")
    # the title drawn starts with the game's name whole; cut, the pointer on it reads it whole
    if scene.view.title_cut is not None:
        post(pygame.MOUSEMOTION, pos=scene.view.title_cut[0].center, rel=(0, 0), buttons=(0, 0, 0))
        step(app)
        scene.message = ("", scene.message[1], 0.0)
        assert status_line(scene)[0] == f"{game.title} · {name}"


def test_same_deal_again_said_short_still_says_what_it_does():
    """"Retry" did not say what it does."""
    assert SHORT_WORDS[SAME_DEAL] == "Same deal"
