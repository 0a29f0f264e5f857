"""The Fool's Journey names its rules in play once, in its own lines above the road
(which wrap and show the limits in numbers), not again, shortened and cut at 1024x700,
in the top bar after the title. Games whose table does not name them keep the top bar's
words (tests/test_options_shown.py)."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.games import get_game
from tarot_table.games.fools_journey.layout import rules_in_play
from tarot_table.session import Session
from tarot_table.table.scenes.table import TableScene
from tests.helpers.rules_text import REAL_TEXT, record_drawn
from tests.helpers.table import step
from tarot_table.table import theme

FOOLS = get_game("fools-journey")
EVERYTHING = {"reversals": "on", "difficulty": "easy", "order": "random", "ace_up": "on-fool", "friend": "on"}
SIZES = ((1024, 700), (1920, 1080), (2560, 1440))


def drawn_table(app, monkeypatch, options, size):
    app.screen = pygame.display.set_mode(size)
    scene = TableScene(app, Session.start(FOOLS, 2, options))
    app.switch(scene)
    drawn = record_drawn(monkeypatch)
    step(app)
    monkeypatch.setattr(theme, "text", REAL_TEXT)
    return scene, drawn


@pytest.mark.parametrize("options", [{}, EVERYTHING])
def test_the_rules_in_play_are_named_once_and_whole_at_every_size(app, monkeypatch, options):
    options = FOOLS.check_options(options)
    short = FOOLS.options_words(options)
    for size in SIZES:
        scene, drawn = drawn_table(app, monkeypatch, options, size)
        top = scene.frame(size)["top"]
        in_top_bar = [words for words, rect in drawn if top.contains(rect)]
        assert scene.game.title in in_top_bar
        assert not any(words.startswith(short[:8]) for words in in_top_bar), (size, in_top_bar)
        table = scene.frame(size)["table"]
        lines = [words for words, rect in drawn if table.contains(rect) and "\u2026" not in words]
        shown = " ".join(lines)
        for part in rules_in_play(options):
            assert part in shown, (size, part)
        assert not any("\u2026" in words for words, _ in drawn if words.startswith(("Base", "Advanced"))), size


def test_the_rules_page_and_a_save_still_name_them_in_short(app, monkeypatch):
    scene, _ = drawn_table(app, monkeypatch, {}, (1024, 700))
    assert scene.session.options_words == "Base rules, Normal"
