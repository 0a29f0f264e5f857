"""Play-test finding P1 (29 November, round 4): at 200% text in 2560x1440 the new-game pages
of The Fool's Journey and Queens of Fate left out the Deals explanation's last line ("typed
below is dealt as it is."), the two buttons drawn where it should be: its words had room
for three lines only. The words under Deals, Your name and Deal number are now drawn on as
many lines as they take, above what follows them, at every window size and text size up to
200% (the page scrolls for the rest)."""
from __future__ import annotations

import pytest

from tarot_table.table.app import picture_app
from tests.helpers.new_game import open_page
from tests.helpers.rules_text import record_drawn
from tests.helpers.table import draw_whole

DEALS = ("Winnable only: the solver, which knows the shuffle, has found a line of moves that wins the deal "
         "before it is dealt. A deal number typed below is dealt as it is.")
EXPLAINED = {DEALS: "Any deal", "Statistics keep each name's results apart.": None,
             "Leave empty for a fresh shuffle; type a number to replay a deal.": None}


def last_drawn(drawn: list, words: str) -> list:
    """The lines ``words`` were last drawn in (the page measures its parts by drawing them
    before it draws them in place): from the last line that begins them, each next line
    that follows on in them."""
    starts = [i for i, (line, _) in enumerate(drawn) if line and words.startswith(line)]
    if not starts:
        return []
    lines, said = [], ""
    for line, rect in drawn[starts[-1]:]:
        if not words.startswith(" ".join(filter(None, (said, line)))):
            break
        lines.append((line, rect))
        said = " ".join(filter(None, (said, line)))
    return lines


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080), (2560, 1440)], ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("game_id", ["fools-journey", "queens-of-fate"])
def test_the_deals_and_names_words_are_drawn_whole_above_their_buttons_at_200_percent(size, game_id, monkeypatch):
    app = picture_app(size, 200)
    page = open_page(app, game_id)
    drawn = record_drawn(monkeypatch)
    draw_whole(app)
    monkeypatch.undo()
    labels = {b.label for b in page.every_option}   # a button the foot cuts is drawn too: not the words
    drawn = [(line, rect) for line, rect in drawn if line not in labels]
    for words, under in EXPLAINED.items():
        lines = last_drawn(drawn, words)
        assert " ".join(line for line, _ in lines) == words, (words, lines)
        if under is not None:
            button = next(b for b in page.every_option if b.label == under)
            assert button.rect.top >= max(rect.bottom for _, rect in lines), (button.rect, lines)
    page.leave()
