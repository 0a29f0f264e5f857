"""Play-test round 7 (30 November): Tournament of Queens at 1920x1080, text 150-200%, four
players: a judge's preview (judge 7) opened at the window's right edge, over the Stage's
edge and the Story's first lines. The Story is now kept clear as the cards are, and where
the preview at its full size has no place free of them it is made narrower (down to half
as wide again as the card on the table) until one is found; the table's right edge, short
of the Story, is one of its places, and among free places the one covering least of the
places' labels is taken."""
from __future__ import annotations

import pytest

from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.table import theme
from tarot_table.table.scenes import preview
from tarot_table.table.scenes import table as table_module
from tests.conftest import headless_app
from tests.helpers.table import at_text_size, open_position, rest_on

TOURNAMENT = get_game("tournament-of-queens")
SIZE = (1920, 1080)


@pytest.mark.parametrize("text_size, judge", [(200, "judge7"), (150, "judge7"), (200, "judge1")])
def test_a_judges_preview_covers_no_card_nor_the_story_and_lies_whole_in_the_window(monkeypatch, text_size, judge):
    monkeypatch.setattr(table_module, "HOVER_PREVIEW_S", 0.0)
    gen = headless_app(SIZE)
    app = next(gen)
    try:
        at_text_size(app, text_size)
        session = Session.start(TOURNAMENT, 3, TOURNAMENT.check_options({}), TOURNAMENT.default_seats(4))
        scene = open_position(app, TOURNAMENT, session.state)
        assert scene.log_open, "the Story open beside the table"
        (judged,) = [placed.card for placed in scene.session.state.zones[judge] if placed.face_up]
        rest_on(app, scene.card_rect(judged).move(0, 4).center)   # real mouse motion onto it
        assert scene.preview_card() == judged
        panels = []
        monkeypatch.setattr(theme, "panel", lambda surface, rect, *a, **k: panels.append(rect.copy()))
        preview.draw_preview(scene, app.screen, theme.ui_scale(SIZE))
        (panel,) = panels
        assert app.screen.get_rect().contains(panel)
        cards = [scene.placed_rect(zone, index, placed.card) for zone, index, placed, _ in scene.visible_cards()]
        assert len(cards) > 20
        assert [rect for rect in cards if rect.colliderect(panel)] == [], panel
        assert not panel.colliderect(scene.frame(SIZE)["log"]), "the Story"
        assert panel.width > 1.5 * scene.card_rect(judged).width
    finally:
        for _ in gen:
            pass


@pytest.mark.parametrize("text_size", [150, 200])
def test_a_narrow_previews_keywords_wrap_whole_and_cut_no_word(monkeypatch, text_size):
    """Play-test round 8: in the narrower preview the meaning line was cut in a word
    ("intellect, authority, truth, fair judgem…"). The keywords now wrap onto more lines,
    taken from the picture; where the picture would grow too small, as many whole keywords
    as fit and "…"."""
    from tarot_table import esoterica
    monkeypatch.setattr(table_module, "HOVER_PREVIEW_S", 0.0)
    for app in headless_app(SIZE):
        at_text_size(app, text_size)
        session = Session.start(TOURNAMENT, 3, TOURNAMENT.check_options({}), TOURNAMENT.default_seats(4))
        scene = open_position(app, TOURNAMENT, session.state)
        (judged,) = [placed.card for placed in scene.session.state.zones["judge7"] if placed.face_up]
        rest_on(app, scene.card_rect(judged).move(0, 4).center)
        assert scene.preview_card() == judged
        written = []
        real = theme.text
        monkeypatch.setattr(theme, "text", lambda surface, words, *a, **k: written.append(words)
                            or real(surface, words, *a, **k))
        preview.draw_preview(scene, app.screen, theme.ui_scale(SIZE))
        keywords = esoterica.meaning(judged).keywords
        said = " ".join(written[written.index(app.art.name(judged)) + 1:])
        assert said == ", ".join(keywords), said   # every keyword, whole
