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


def test_once_every_position_holds_its_card_the_deck_says_it_gives_no_more(app):
    """Play-test round 7: a Horseshoe with every position laid, the deck's line still said
    "Drag a card from here to a position.", and a newcomer tried. Every position laid
    through the rules' own moves; the line read where the pointer rests on the deck."""
    from tarot_table.games.reading.layout import DECK_SPENT_HELP
    scene = open_table(app, 4, {"spread": "three-cards"})
    while (lay := [a for a in scene.legal() if a.kind == "place"]):
        scene.perform(lay[0], asked=True)
        step(app)
    assert not [a for a in scene.game.legal_actions(scene.session.state) if a.kind == "place"]
    rect = scene.geometry.spot_rect(scene.geometry.layout.find("deck"))
    move_to(app, rect.center, pressed=False)
    rest_till_the_tip(app)
    assert status_line(scene)[0] == DECK_SPENT_HELP
