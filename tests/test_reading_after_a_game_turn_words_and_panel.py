"""Issue 32, the fresh real-window round, finding 17: in the reading a finished game
offers, once the three cards were laid nothing said to click them to turn them over
(the pointer rested on the last position laid, and the status line gave only what the
position means), and the "Your reading" panel left wide gaps between its parts."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.table import theme
from tarot_table.table.scenes.table_bars import status_line
from tests.conftest import headless_app
from tests.helpers.table import click, deck_top, drag, post, rest_on, settle, step, zone_centre
from tests.helpers.tempting import reading_after_resigning

POSITIONS = ("pos1", "pos2", "pos3")


def laid(app):
    """The reading after a game, its three cards dragged from the deck, as a player does."""
    scene = reading_after_resigning(app)
    step(app)
    for zone in POSITIONS:
        drag(app, deck_top(scene), zone_centre(scene, zone))
        settle(app, scene)
    return scene


def panel_drawn(app, monkeypatch):
    """The reading laid and every card turned, and the words the "Your reading" panel's
    frame writes, each with where it went."""
    scene = laid(app)
    for zone in POSITIONS:
        click(app, scene.card_rect(scene.session.state.zones[zone][0].card).center)
        settle(app, scene)
    drawn: list[tuple[str, object]] = []
    real = theme.text

    def text(surface, words, *a, **k):
        rect = real(surface, words, *a, **k)
        drawn.append((str(words), rect))
        return rect
    monkeypatch.setattr(theme, "text", text)
    app.request_redraw()
    step(app)
    monkeypatch.setattr(theme, "text", real)
    return scene, drawn


def test_once_the_cards_are_laid_the_status_and_the_story_say_to_click_them(app):
    scene = reading_after_resigning(app)
    step(app)
    rest_on(app, zone_centre(scene, "pos1"))
    assert "Drag a card from the deck here." in status_line(scene)[0]
    scene = laid(app)
    app.clock.advance(30.0)   # any message long faded; the pointer still on the last position laid
    step(app)
    words = status_line(scene)[0]
    assert words.startswith("Future:") and words.endswith("Click the card to turn it over.")
    assert scene.session.state.story[-1] == "Every position holds a card. Click each to turn it over."
    rest_on(app, zone_centre(scene, "pos1"))
    assert status_line(scene)[0].endswith("Click the card to turn it over.")
    click(app, zone_centre(scene, "pos1"))
    settle(app, scene)
    rest_on(app, zone_centre(scene, "pos1"))
    assert "turn it over" not in status_line(scene)[0]   # a card face up has nothing more to do


@pytest.mark.parametrize("size", ((1024, 700), (1920, 1080), (2560, 1440)))
def test_the_your_reading_panel_keeps_its_parts_close(size, monkeypatch):
    for app in headless_app(size):
        scene, drawn = panel_drawn(app, monkeypatch)
        s = theme.ui_scale(size)
        order = [i for i, (words, _) in enumerate(drawn) if words[:3] in ("1. ", "2. ", "3. ")]
        note = next(i for i, (words, _) in enumerate(drawn) if words == "Note for the journal")
        assert len(order) == 3 and order[-1] < note
        for start, end in zip(order, order[1:] + [note]):
            last_line = drawn[end - 1][1]   # the meaning's last line, just before the next part
            assert drawn[end][1].top - last_line.bottom <= 24 * s, (size, drawn[end][0])
        panel = scene.panel_rect
        buttons = scene.summary_buttons
        assert panel.bottom - max(b.rect.bottom for b in buttons) <= 24 * s
        assert all(panel.contains(b.rect) for b in buttons)


def drawn_now(app, monkeypatch) -> list[tuple[str, object]]:
    """The words one frame writes, each with where it went."""
    drawn: list[tuple[str, object]] = []
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda surface, words, *a, **k:
                        drawn.append((str(words), real(surface, words, *a, **k))) or drawn[-1][1])
    app.request_redraw()
    step(app)
    monkeypatch.setattr(theme, "text", real)
    return drawn


@pytest.mark.parametrize("text_size", (175, 200))
@pytest.mark.parametrize("size", ((1024, 700), (1920, 1080)))
def test_at_large_text_the_positions_never_run_over_each_other(size, text_size, monkeypatch):
    """Play-test rounds of 27 November: at 200% the three positions' lines of "Your
    reading" were drawn on top of each other (and over "Note for the journal" at
    1920x1080); then, finding 2 (rest), at 200% in 1024x700 the three headings showed
    with no room left for the meanings. Nothing runs over anything else; where the
    positions need more room than the panel has they scroll (the wheel), and scrolled
    through, every heading shows with its meaning under it."""
    for app in headless_app(size):
        app.settings.text_size = text_size
        app.apply_look()
        scene, drawn = panel_drawn(app, monkeypatch)
        panel = scene.game_panel
        headings, meanings = set(), set()
        for _ in range(40):
            start = next(i for i, (words, _) in enumerate(drawn) if words[:3] in ("1. ", "2. ", "3. ", "Her"))
            end = next(i for i, (words, _) in enumerate(drawn) if words == "Note for the journal")
            # letters, not line boxes (as tests/test_text_size.py compares them)
            parts = [rect.inflate(0, -round(rect.height * 0.3)) for _, rect in drawn[start:end + 1]]
            for upper, lower in zip(parts, parts[1:]):
                assert upper.bottom <= lower.top, (size, text_size, drawn[start:end + 1])
            shown = [words for words, _ in drawn[start:end]]
            for above, below in zip(shown, shown[1:]):
                if above[:3] in ("1. ", "2. ", "3. "):
                    headings.add(above[:2])
                    if below.startswith("Here:"):
                        meanings.add(above[:2])
            if panel.positions_scroll >= panel.positions_most:
                break
            post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
            drawn = drawn_now(app, monkeypatch)
        assert headings == meanings == {"1.", "2.", "3."}, (size, text_size, headings, meanings)


def test_a_reading_of_cards_handed_over_says_those_cards_are_shuffled_not_the_deck():
    """The eighth real-window round, finding 10: "Read the hand" after Tempting Fate opened
    with "The deck is shuffled for a Three cards reading." though only the hand's cards were
    read."""
    from tarot_table.cards import TAROT_DECK
    from tarot_table.games import get_game
    from tarot_table.session import Session
    reading = get_game("reading")
    hand = list(TAROT_DECK[:5])
    options = {"cards": ",".join(hand), "spread": "three-cards"}
    state = Session.start(reading, 3, options).state
    assert state.story[0] == "The 5 cards to read are shuffled for a Three cards reading."
    assert Session.start(reading, 3, {"spread": "three-cards"}).state.story[0] == \
        "The deck is shuffled for a Three cards reading."
