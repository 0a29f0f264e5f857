"""Play-test finding P8 (29 November, round 4): under Reiser's rules the rules page said the
four Knights "lie apart, Out of play", but the Out of play place stayed empty and said
nothing. Reiser's text says only: "Remove the Knights from the deck". The table leaves them
out of the game (laid nowhere), and now the rules page, the place's term and its help say
so; Out of play holds only the Aces a harvest of four finds. And at 1024x700 with 125% text
the top bar had room for "Queens of Fate …" alone: the rule set is now said there, short."""
from __future__ import annotations

import pygame

from tarot_table.games import get_game
from tarot_table.games.queens_of_fate.layout import OUT_OF_PLAY_HELP
from tarot_table.screenshot import build_scene
from tarot_table.table.app import picture_app
from tarot_table.table.scenes.table_bars import status_line
from tests.helpers.frames import move_to
from tests.helpers.table import draw_whole, open_position, rest_till_the_tip
from tests.helpers.words import drawn_words

QUEENS = get_game("queens-of-fate")
REISER = QUEENS.check_options({"rules": "reiser"})


def test_the_knights_are_laid_nowhere_and_the_rules_the_term_and_the_place_say_so(app):
    state = QUEENS.new(3, REISER)
    laid = [placed.card for cards in state.zones.values() for placed in cards]
    assert not any(card.endswith(".knight") for card in laid) and len(laid) == 74
    assert state.zones["removed"] == []
    rules = " ".join(QUEENS.rules_text(REISER).split())
    assert "lie apart" not in rules
    assert "The four Knights are left out of the game" in rules and "laid nowhere on the table" in rules
    term = next(term for term in QUEENS.terms() if term.name == "Out of play")
    assert "Knights are not here" in term.means and "leave them out of the game" in term.means
    scene = open_position(app, QUEENS, state)
    spot = scene.geometry.layout.find("removed")
    assert spot.help == OUT_OF_PLAY_HELP and "laid nowhere" in spot.help
    move_to(app, scene.geometry.spot_rect(spot).center, pressed=False)
    rest_till_the_tip(app)
    assert status_line(scene)[0] == OUT_OF_PLAY_HELP


def test_the_reiser_rule_set_is_said_in_the_top_bar_at_1024_by_700_and_125_percent():
    app = picture_app((1024, 700), 125)
    scene = build_scene(app, "game", QUEENS, 3, REISER, 0, "table")
    app.switch(scene)
    try:
        drawn = drawn_words(lambda: draw_whole(app))
        bar = scene.frame(app.screen.get_size())["top"]
        said = [words for words, _, rect in drawn if bar.contains(rect)]
        assert "Reiser's rules" in said and "\u2026" not in said, said
    finally:
        scene.leave()
