"""Play-test finding (29 November): Tournament of Queens' Reserve cramped at 1024x700. With
six contestants and the story open the table lays the hand down a column and draws the top
row compact: the Reserve stood half a card wide against the ninth judge, its count over the
whole pile and into her corner. The compact judges now stand a little closer and give that
room to the Reserve: 0.7 of a card, clear of the ninth judge, its count on it and its word
whole, the cards as large as before in the three windows."""
from __future__ import annotations

import pytest

from tarot_table.games.tournament_of_queens.layout import COMPACT_PILE, RESERVE_CLEAR
from tarot_table.table.app import picture_app
from tests.helpers.table import draw_whole, open_position
from tests.helpers.tournament import Drawn, bot_position, seats
from tests.helpers.tournament_positions import GAME

# the cards' width with six seats and the story open, before this change (the compact top
# row's cards, measured at 100% text): the room for the Reserve is taken from the judges' gaps
CARDS_BEFORE = {(1024, 700): 50, (1920, 1080): 78, (2560, 1440): 104}


@pytest.mark.parametrize("moves", [0, 12, 30])
@pytest.mark.parametrize("size", list(CARDS_BEFORE), ids=lambda size: f"{size[0]}x{size[1]}")
def test_the_compact_reserve_stands_clear_of_the_ninth_judge_its_count_on_it(size, moves, monkeypatch):
    drawn = Drawn(monkeypatch)
    app = picture_app(size, 100)
    scene = open_position(app, GAME, bot_position(6, moves), seats(6))
    scene.log_open = True
    drawn.items.clear()
    draw_whole(app)
    g = scene.geometry
    reserve = g.layout.spot("reserve")
    assert reserve.scale == COMPACT_PILE < 1, "six seats with the story open: the compact top row"
    assert g.card_width >= CARDS_BEFORE[size]
    pile = g.spot_rect(reserve)
    ninth = g.zone_rect(g.layout.spot("judge9"), len(scene.session.state.zones["judge9"]))
    assert pile.left - ninth.right >= int(RESERVE_CLEAR * g.unit) - 1, (pile, ninth)
    count = str(len(scene.session.state.zones["reserve"]))
    marks = [rect for kind, words, rect in drawn.items if kind == "mark" and words == count
             and rect.colliderect(pile.inflate(pile.width, 0))]
    assert marks, f"the Reserve's count {count} is drawn"
    assert not any(mark.colliderect(ninth) for mark in marks), (marks, ninth)
    assert "Reserve" in {words for kind, words, _ in drawn.items if kind == "label"}, "its word whole"
    scene.leave()
