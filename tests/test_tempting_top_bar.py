"""Issue 32, play-test finding: Tempting Fate's options in the top bar were cut at
1920x1080 with no way to read them. At each of the three sizes they show whole, or cut
between two options, and the pointer resting on them shows them whole in the status bar."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.games.base import Seat
from tarot_table.session import Session
from tarot_table.table.scenes import table_bars
from tarot_table.table.scenes.table import TableScene
from tests.helpers.table import draw_whole, post, step
from tests.helpers.tempting import GAME

EVERY_OPTION = {"match": "two-games", "first_fate": "player-2", "attacks": "1", "discard_limit": "40",
                "cut_spread": "relationship"}


def drawn_words(app, monkeypatch) -> list[str]:
    said = []
    real = table_bars.theme.text
    monkeypatch.setattr(table_bars.theme, "text", lambda surface, words, *a, **k:
                        said.append(str(words)) or real(surface, words, *a, **k))
    draw_whole(app)
    monkeypatch.setattr(table_bars.theme, "text", real)
    return said


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080), (2560, 1440)])
def test_the_top_bars_options_show_whole_or_are_read_whole_under_the_pointer(app, monkeypatch, size):
    app.screen = pygame.display.set_mode(size)
    scene = TableScene(app, Session.start(GAME, 4, EVERY_OPTION, [Seat("Ann"), Seat("Bob", "basic")]))
    app.switch(scene)
    step(app, 2)
    words = scene.session.options_words
    said = drawn_words(app, monkeypatch)
    cut = scene.view.options_cut
    if cut is None:   # on one line, or on two broken between options (the sixth real-window round)
        assert words in said or words in {f"{a} {b}" for a, b in zip(said, said[1:])}, said
        return
    # each option whole or in the game's short form (the seventh round), never cut inside one
    whole = set(words.split(", ")) | set(scene.session.short_options_parts)
    assert any(w and set(w.removesuffix("…").rstrip(", ").split(", ")) <= whole for w in said), said
    assert not any(w.endswith("…") and not w.endswith(", …") and w != "…" and words.startswith(w[:3]) for w in said)
    assert app.screen.get_rect().contains(cut[0])
    post(pygame.MOUSEMOTION, pos=cut[0].center, rel=(1, 1), buttons=(0, 0, 0))
    step(app)
    assert table_bars.status_line(scene)[0] == f"Options: {words}."
    drawn = " ".join(drawn_words(app, monkeypatch))
    for part in words.split(", "):
        assert part in drawn, f"{part!r} is not shown in the status bar at {size}"


def test_at_1920x1080_with_every_option_the_words_show_whole_on_two_lines(app, monkeypatch):
    """The finding's own size: the words need more room than one line of the bar has
    there; since the sixth real-window round they take a second line, broken between two
    options, rather than being cut."""
    app.screen = pygame.display.set_mode((1920, 1080))
    scene = TableScene(app, Session.start(GAME, 4, EVERY_OPTION, [Seat("Ann"), Seat("Bob", "basic")]))
    app.switch(scene)
    step(app, 2)
    words = scene.session.options_words
    said = drawn_words(app, monkeypatch)
    first = next(i for i, w in enumerate(said) if words.startswith(w) and w.endswith(","))
    assert f"{said[first]} {said[first + 1]}" == words
    assert scene.view.options_cut is None
