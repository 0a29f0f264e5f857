"""Play-test finding (29 November): Settings fell to one column at 1920x1080 with 200% text,
half the window empty beside it, though each of its buttons fits half the width. The
page takes two columns wherever each button fits one (a row of choices going on to a
second line), cut where the longer column is shortest; every choice is drawn whole, in the
window, over no other, and a click on one in the second column chooses it."""
from __future__ import annotations

import pytest

from tarot_table.table.app import picture_app
from tarot_table.table.scenes.settings import SettingsScene
from tests.helpers.table import click, step


@pytest.fixture(autouse=True)
def the_testers_deck(shared_decks):
    """The deck the play-tester had: its name is the widest choice of the page."""


def open_settings(size, text_size):
    app = picture_app(size, text_size)
    app.load_deck()
    page = SettingsScene(app)
    app.switch(page)
    step(app, 2)
    assert "Rider-Waite-Smith Tarot" in [b.label for b in page.every_button]
    return app, page


@pytest.mark.parametrize("size, text_size", [((1920, 1080), 200), ((1920, 1080), 150), ((2560, 1440), 150),
                                             ((2560, 1440), 200), ((1024, 700), 100), ((1024, 700), 200)])
def test_settings_lie_in_two_columns_whole_and_apart(size, text_size):
    app, page = open_settings(size, text_size)
    width = size[0]
    choices = [b for b in page.every_button if b not in page.footer_buttons]
    row_lefts = {}   # where each setting's row of choices begins: a column's left edge
    for (setting, _), button in page.choices.items():
        row_lefts[setting] = min(row_lefts.get(setting, width), button.rect.left)
    columns = sorted(set(row_lefts.values()))
    assert len(columns) == 2 and columns[0] < width // 2 < columns[1], columns
    assert all(0 <= b.rect.left and b.rect.right <= width for b in choices), "no choice cut by the window"
    assert not any(a.rect.colliderect(b.rect) for i, a in enumerate(choices) for b in choices[i + 1:])
    # the second column starts at the top, beside the first, in sight before any scrolling
    assert any(b.rect.left > width // 2 and page.rows_view.contains(b.rect) for b in choices)
    page.leave()


def test_at_200_percent_in_1920_by_1080_two_columns_halve_the_scrolling(monkeypatch):
    """One column had 2573 px to scroll at 1920x1080 200%: two leave about half that
    (1278 px), under three fifths of what the settings one under another leave (measured
    with a button too wide for half the page, which keeps them in one column)."""
    from tarot_table.table.scenes import settings
    app, page = open_settings((1920, 1080), 200)
    two = page.max_scroll
    monkeypatch.setattr(settings, "button_width", lambda label, px: 10 ** 6)
    app.request_redraw()
    step(app)
    one = page.max_scroll
    assert 0 < two < 0.6 * one, (two, one)
    page.leave()


def test_a_choice_in_the_second_column_is_chosen_by_a_click_where_it_stands():
    app, page = open_settings((1920, 1080), 200)
    sound_on = page.choices["sound", True]
    assert sound_on.rect.left > 1920 // 2 and page.rows_view.contains(sound_on.rect)
    click(app, sound_on.rect.center)
    assert app.settings.sound is True
    page.leave()
