"""The small preview beside a resting pointer (issue 10, item 3) names the card and,
where they fit, gives its keywords, in no more room than the picture alone took."""
from __future__ import annotations

from tarot_table import esoterica
from tarot_table.table import theme
from tarot_table.table.scenes import table as table_module
from tarot_table.table.scenes import preview
from tarot_table.table.scenes.preview import keyword_lines, preview_width
from tests.helpers.table import lay_and_turn, rest_on


def shown_preview(app, monkeypatch):
    """Lay and turn the first card, rest the pointer on it, and record what is drawn."""
    monkeypatch.setattr(table_module, "HOVER_PREVIEW_S", 0.0)
    scene = lay_and_turn(app)
    card = scene.session.state.zones["pos1"][0].card
    written, panels = [], []
    real_text, real_panel = theme.text, theme.panel
    monkeypatch.setattr(theme, "text", lambda surface, words, *a, **k: written.append(words)
                        or real_text(surface, words, *a, **k))
    monkeypatch.setattr(theme, "panel", lambda surface, rect, *a, **k: panels.append(rect.copy())
                        or real_panel(surface, rect, *a, **k))
    rest_on(app, scene.card_rect(card).move(3, 3).center)
    assert scene.preview_card() == card
    return scene, card, written, panels


def test_the_preview_gives_the_cards_name_and_keywords(app, monkeypatch):
    scene, card, written, _ = shown_preview(app, monkeypatch)
    assert any(line.startswith(app.art.name(card)) for line in written)
    first_keyword = esoterica.meaning(card).keywords[0]
    assert any(first_keyword in line for line in written)


def test_the_keywords_take_their_room_from_the_picture_not_from_the_table(app, monkeypatch):
    scene, card, _, panels = shown_preview(app, monkeypatch)
    s = theme.ui_scale(app.screen.get_size())
    width = preview_width(app.screen.get_size())
    picture_alone = app.sprites.face(card, width).get_height()
    caption = theme.font(max(13, int(15 * s)), "Semibold").get_linesize() + int(10 * s)
    panel = panels[-1]
    assert panel.size == (width + int(12 * s), picture_alone + caption + int(12 * s))


def test_keywords_wrap_to_at_most_a_few_lines_and_a_card_without_meanings_has_none():
    lines = keyword_lines("major_arcana.00", 13, 60)
    assert 1 <= len(lines) <= preview.KEYWORD_LINES
    assert keyword_lines("major_arcana.00", 13, 60, most=2) == ["beginnings,", "freedom …"]   # whole keywords
    assert keyword_lines("zener.circle", 13, 200) == []
