"""Issue 31: "The new-game page explains each option in words a newcomer understands,
with the terms linked to the rules." A term in an option's words is drawn as a link; a
click on it opens the rules at the paragraph that explains it."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.games import GAMES
from tarot_table.table.scenes.newgame import NewGameScene
from tarot_table.table.scenes.rulebook import RulesScene
from tarot_table.table.scenes.term_links import linked_words
from tests.helpers.table import click, step

FOOLS = GAMES["fools-journey"]


def open_page(app, game, size=(1280, 800)) -> NewGameScene:
    app.screen = pygame.display.set_mode(size)
    page = NewGameScene(app, game)
    app.switch(page)
    step(app)
    return page


def test_the_fools_options_name_their_terms_and_each_is_a_link(app):
    """The play-test: the page spoke of Vitality, Satchel, Helpers and Chance before
    anything explained them."""
    page = open_page(app, FOOLS)
    linked = {link.term.name for link in page.term_links}
    assert {"Vitality", "Satchel", "Helper", "Chance", "Wisdom", "Challenge"} <= linked


def test_clicking_a_term_opens_the_rules_where_it_is_explained(app):
    page = open_page(app, FOOLS)
    link = next(link for link in page.term_links if link.term.name == "Satchel")
    click(app, link.rect.center)
    step(app)
    rules = app.scene
    assert isinstance(rules, RulesScene) and rules.game is FOOLS
    explained = rules.blocks[rules.top_block]
    assert any(style == "bold" and "Satchel" in piece for piece, style in explained.spans), explained.text
    assert rules.top_block > 0 and rules.scroll > 0
    rules.back()
    step(app)
    assert app.scene is page


def test_a_click_beside_the_words_opens_nothing(app):
    page = open_page(app, FOOLS)
    link = page.term_links[0]
    click(app, (link.rect.right + 400, link.rect.bottom + 2))
    assert app.scene is page


def test_every_option_of_every_game_says_what_it_does_in_a_sentence_or_more():
    for game in GAMES.values():
        for spec in game.options:
            if not spec.hidden:
                assert len(spec.help.split()) >= 10 and spec.help.rstrip().endswith((".", ")")), (game.id, spec.key)


def test_a_terms_punctuation_is_not_part_of_its_link_and_each_term_links_once():
    words = "The Fool's Vitality (his life), 4 places in the Satchel, and the Fool again."
    terms = {t.name: t for t in FOOLS.terms()}
    groups = linked_words(words, FOOLS.terms())
    assert " ".join("".join(text for text, _ in pieces) for pieces in groups) == words
    assert [("Satchel", terms["Satchel"]), (",", None)] in groups
    assert [("Fool", terms["Fool"]), ("'s", None)] in groups
    assert [("Fool", None)] in groups   # its second mention is plain
    assert all(term is None for pieces in groups for text, term in pieces if text in ("(his", "life),"))


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080), (2560, 1440)])
def test_the_links_lie_inside_the_options_view_at_each_size(app, size):
    for game in GAMES.values():
        page = open_page(app, game, size)
        assert page.term_links or game.id == "lucky-you", (game.id, size)   # Lucky You! has no options
        for link in page.term_links:
            if page.form_view.colliderect(link.rect):
                assert app.screen.get_rect().contains(link.rect), (game.id, link.term.name)
