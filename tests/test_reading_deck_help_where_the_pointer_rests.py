"""Play-test leftover (29 November): the Reading Table's deck said "Drag a card from here
to a position." in the status bar under a card already being dragged from it, where it
helps no one (and redrew the bar as the card crossed the deck). Like the other help about
taking a card from a place (Tournament of Queens' hand, Queens of Fate's Arcana rows,
``Spot.help_resting_only``), it is said once the pointer rests on the deck, never under a
dragged card. Real mouse events through the table."""
from __future__ import annotations

import pygame

from tarot_table.games.reading.layout import DECK_HELP
from tarot_table.table.scenes.table_bars import status_line
from tests.helpers.frames import move_to
from tests.helpers.table import open_table, post, rest_till_the_tip, step


def test_the_decks_help_is_said_where_the_pointer_rests_not_under_a_card_dragged_from_it(app):
    scene = open_table(app, 4, {"spread": "three-cards"})
    deck = scene.geometry.layout.find("deck")
    assert deck.help == DECK_HELP
    rect = scene.geometry.spot_rect(deck)
    move_to(app, rect.center, pressed=False)
    assert scene.hover_zone == "deck" and status_line(scene)[0] != DECK_HELP   # a sweep across says nothing
    rest_till_the_tip(app)
    assert status_line(scene)[0] == DECK_HELP
    post(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1)
    step(app)
    for dx in (8, 16, 24):   # the card dragged across the deck it came from
        move_to(app, (rect.centerx + dx, rect.centery), pressed=True)
        assert scene.drag is not None and scene.hover_zone == "deck"
        assert status_line(scene)[0] != DECK_HELP
    post(pygame.MOUSEBUTTONUP, pos=(rect.centerx + 24, rect.centery), button=1)
    step(app)
