"""The last session's notes on the card preview: since it keeps off face-down piles
(86fe346), a Tournament of Queens judge's preview went to the window's far right edge,
every place beside the card level with the pointer covering another judge or a rival's
hand; and where the preview goes to that edge, in a wide window the coaching note lies
there (Tempting Fate at 2560x1440), drawn over it. The preview now slides along the
card's sides to the nearest place that covers no card, and never goes under a note shown.
The pointer rests on the card by real mouse motion; the preview is read where it is drawn."""
from __future__ import annotations

import pygame

from tarot_table.games import get_game
from tarot_table.games.base import PLACED
from tarot_table.session import Session
from tarot_table.table.scenes import preview
from tarot_table.table.scenes import table as table_module
from tests.conftest import headless_app
from tests.helpers.table import at_text_size, draw_whole, open_position, rest_on, step

TOURNAMENT = get_game("tournament-of-queens")
TEMPTING = get_game("tempting-fate")


def drawn_preview(app, scene, card: str, monkeypatch) -> pygame.Rect:
    """The pointer rested on ``card``; where its preview is drawn (the picture and its
    words, inside the panel's border)."""
    rest_on(app, scene.card_rect(card).move(0, 4).center)
    assert scene.preview_card() == card
    placed = []
    real = preview.preview_rect
    monkeypatch.setattr(preview, "preview_rect", lambda *a, **k: placed.append(real(*a, **k)) or placed[-1])
    draw_whole(app)
    monkeypatch.undo()
    assert len(placed) == 1
    return placed[0]


def cards_met(scene, card: str, panel: pygame.Rect) -> list[str]:
    return [placed.card for zone, index, placed, _ in scene.visible_cards()
            if placed.card != card and scene.placed_rect(zone, index, placed.card).colliderect(panel)]


def test_a_judges_preview_lies_near_it_and_covers_no_card(monkeypatch):
    monkeypatch.setattr(table_module, "HOVER_PREVIEW_S", 0.0)
    for app in headless_app((1920, 1080)):
        scene = open_position(app, TOURNAMENT, Session.start(TOURNAMENT, 3, {}).state)
        judge = scene.session.state.zones["judge1"][-1]
        assert judge.face_up
        panel = drawn_preview(app, scene, judge.card, monkeypatch)
        card = scene.card_rect(judge.card)
        assert cards_met(scene, judge.card, panel) == []
        apart = max(panel.left - card.right, card.left - panel.right, panel.top - card.bottom, card.top - panel.bottom)
        assert apart < panel.width, (panel, card)   # beside the judge, not across the window


def test_the_preview_never_goes_under_a_coaching_note(monkeypatch):
    """Every path holding cards, the table has no free place beside path 3's card: the
    preview that went to the window's right edge went under the note in the column there."""
    monkeypatch.setattr(table_module, "HOVER_PREVIEW_S", 0.0)
    for app in headless_app((2560, 1440)):
        at_text_size(app, 200)   # the coaching notes on, as a newcomer has them
        state = Session.start(TEMPTING, 5, {}).state
        for path in ("path1", "path2", "path3", "path4", "path5"):
            state.zones[path] = [PLACED[state.zones["tarot_deck"].pop().card, True, False] for _ in range(3)]
        scene = open_position(app, TEMPTING, state)
        step(app)
        assert scene.coaching.note is not None and scene.coaching.note.id == "fate-turn"
        note = scene.frame(app.screen.get_size())["coach"]
        panel = drawn_preview(app, scene, state.zones["path3"][-1].card, monkeypatch)
        assert not panel.colliderect(note), (panel, note)
