"""The Continue list's question before a delete, and a refused delete's reason, read whole
at every window size and text size (play-test finding: with a game open in another window,
at 1920x1080 and text 125% in high contrast, the question read `Delete “Tournam…` and the
reason only `“Tournamen…`, squeezed beside the Continue heading)."""
from __future__ import annotations

import pygame
import pytest

from tarot_table import saves
from tarot_table.clock import ManualClock
from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.table import theme
from tarot_table.table.app import App
from tarot_table.table.scenes.menu import MenuScene
from tests.helpers.other_window import held_by_another_window
from tests.helpers.table import click, step

TOURNAMENT = get_game("tournament-of-queens")
QUESTION = "Delete \u201cTournament of Queens\u201d?"
REFUSAL = "\u201cTournament of Queens\u201d is open in another window: not deleted."


@pytest.fixture
def held_elsewhere():
    """A Tournament of Queens save at another window's table, until the test ends."""
    path = saves.save(Session.start(TOURNAMENT, 5, {}, TOURNAMENT.default_seats()))
    with held_by_another_window(path):
        yield path


def written_whole(app, pos) -> list[tuple[str, pygame.Rect]]:
    """The words (and where) the frame after a click at ``pos`` writes."""
    drawn: list[tuple[str, pygame.Rect]] = []
    real = theme.text
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(theme, "text", lambda surface, words, *a, **k:
                      drawn.append((str(words), real(surface, words, *a, **k))) or drawn[-1][1])
        click(app, pos)
    return drawn


def lines_of(drawn, first_word: str, whole: str) -> list[tuple[str, pygame.Rect]]:
    start = next(i for i, (words, _) in enumerate(drawn) if words.startswith(first_word))
    lines, said = [], ""
    for words, rect in drawn[start:]:
        if not whole.startswith((said + " " + words).strip()):
            break
        lines.append((words, rect))
        said = (said + " " + words).strip()
    return lines


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080), (2560, 1440)])
@pytest.mark.parametrize("text_size, high_contrast", [(100, False), (125, True), (200, False)])
def test_the_delete_question_and_its_refusal_read_whole(held_elsewhere, size, text_size,
                                                        high_contrast):
    app = App(headless=True, size=size, clock=ManualClock())
    app.settings.animation = "instant"
    app.settings.text_size, app.settings.high_contrast = text_size, high_contrast
    app.apply_look()
    try:
        app.switch(MenuScene(app))
        step(app, 3)
        cross = next(b for b in app.scene.buttons if b.label == "\u00d7")
        asked = lines_of(written_whole(app, cross.rect.center), "Delete", QUESTION)
        assert " ".join(words for words, _ in asked) == QUESTION
        delete = next(b for b in app.scene.buttons if b.label == "Delete")
        assert all(rect.right <= delete.rect.left for _, rect in asked)   # beside Delete, not under it
        drawn = written_whole(app, delete.rect.center)
        told = lines_of(drawn, "\u201cTournament", REFUSAL)
        assert " ".join(words for words, _ in told) == REFUSAL
        finished = next(b for b in app.scene.buttons if b.label == "Finished games")
        heading = next(rect for words, rect in drawn if words == "Continue")
        row = next(b for b in app.scene.buttons if b.label == saves.list_saves()[0].slot)
        for _, rect in told:   # under the heading, clear of Finished games, above the list's row
            assert rect.top >= heading.bottom and rect.top >= finished.rect.bottom - 4
            assert rect.bottom <= row.rect.top and rect.right <= app.screen.get_width()
        assert held_elsewhere.exists()
    finally:
        for scene in app.scenes:
            scene.leave()
