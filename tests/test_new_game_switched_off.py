"""Play-test: after choosing Reiser on Queens of Fate's new-game page, Artifacts still
showed On as chosen, though Reiser's rules play without them. An option that another
choice switches off (OptionSpec.only_with) shows no choice and says why, and keeps the
player's choice for when it applies again."""
from __future__ import annotations

import pygame
import pytest

from tests.helpers.new_game import open_page
from tests.helpers.table import click, step


def artifacts_row(page):
    on = [b for b in page.buttons if b.label == "On"]
    off = [b for b in page.buttons if b.label == "Off"]
    return on[-1], off[-1]


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080), (2560, 1440)])
def test_artifacts_show_as_not_applying_under_reiser_and_come_back_as_chosen(app, size):
    app.screen = pygame.display.set_mode(size)
    page = open_page(app, "queens-of-fate")
    click(app, artifacts_row(page)[0].rect.center)
    step(app)
    assert page.options["artifacts"] == "on"
    click(app, next(b for b in page.buttons if b.label == "Reiser's rules").rect.center)
    step(app)
    on, off = artifacts_row(page)
    assert not on.selected and not off.selected and not on.enabled
    assert page.switched_off(next(o for o in page.game.options if o.key == "artifacts")) == \
        "Not used with Rule set: Reiser's rules."
    click(app, off.rect.center)   # a choice that does not apply cannot be changed by a stray click
    step(app)
    assert page.options["artifacts"] == "on"
    click(app, next(b for b in page.buttons if b.label == "Original rules").rect.center)
    step(app)
    on, _ = artifacts_row(page)
    assert on.selected and on.enabled and page.options["artifacts"] == "on"
