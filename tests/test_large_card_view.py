"""The large view of a card (right-click, or I): its words take the window's height
they need and scroll to their end by the keys and the wheel; Escape closes it."""
from __future__ import annotations

import pygame
import pytest

from tests.helpers.network import new_app
from tests.helpers.table import key, post, step
from tests.helpers.words import frame_said


def words_seen_in_the_card_view(app) -> set[str]:
    """The words the large card view draws this frame where they show: inside the clip
    they are drawn under (words scrolled out of the panel are clipped away)."""
    return {said.words for said in frame_said(app) if said.clip.contains(said.rect) and said.rect.width}


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080), (2560, 1440)])
def test_the_large_card_views_words_scroll_to_their_end_by_page_down_and_by_the_wheel(size):
    """The eighth real-window round, finding 2: at 2560x1440 with 200% text the large view
    of the Magician in Tournament of Queens ended mid-sentence ("...As a judge: 1 vote for")
    and its Upright meaning, Keywords and Reversed were lost; the wheel and Page Down did
    nothing. The words take the window's height they need and scroll (wheel, Page Up/Down,
    arrows) to their end."""
    from tarot_table.games import get_game
    from tarot_table.screenshot import build_scene
    from tarot_table.table.scenes.card_meaning import meaning_blocks
    app = new_app(size)
    app.settings.text_size = 200
    app.apply_look()
    scene = build_scene(app, "tournament-of-queens", get_game("tournament-of-queens"), 3, {}, 4, "zoom")
    app.switch(scene)
    step(app)
    card = scene.zoomed
    state = scene.session.state
    placed = state.zones[state.find(card)[0]][state.find(card)[1]]
    last_heading, last_words, _ = meaning_blocks(card, placed.reversed)[-1]
    first = words_seen_in_the_card_view(app)
    assert scene.card_view_scroll.most > 0 and last_heading not in first   # too long for the window at 200%
    for how in ("keys", "wheel"):
        seen = set(first)
        for _ in range(30):
            if how == "keys":
                key(app, pygame.K_PAGEDOWN)
            else:
                post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
            seen |= words_seen_in_the_card_view(app)
        assert scene.card_view_scroll.offset == scene.card_view_scroll.most
        assert last_heading in seen and any(last_words.split()[-1] in line for line in seen), (how, seen)
        key(app, pygame.K_HOME)
        assert scene.card_view_scroll.offset == 0
    key(app, pygame.K_ESCAPE)
    assert scene.zoomed is None and app.scene is scene


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080), (2560, 1440)])
def test_the_line_saying_how_to_close_stands_above_the_status_bar(monkeypatch, size):
    """Play in a real window: "Click or press Escape to close" straddled the status bar's
    top edge beside its (veiled) words at 1920x1080. It stands above the bar."""
    from tarot_table.games import get_game
    from tarot_table.screenshot import build_scene
    from tarot_table.table import theme
    app = new_app(size)
    scene = build_scene(app, "reading", get_game("reading"), 3, {}, 3, "zoom")
    app.switch(scene)
    step(app)
    drawn, real = {}, theme.text
    monkeypatch.setattr(theme, "text", lambda surface, words, *a, **k: drawn.setdefault(str(words), real(
        surface, words, *a, **k)))
    app.request_redraw()
    step(app)
    monkeypatch.undo()
    closing = next(rect for words, rect in drawn.items() if words.endswith("Escape to close"))
    bar = scene.frame(size)["status"]
    assert closing.bottom <= bar.top
