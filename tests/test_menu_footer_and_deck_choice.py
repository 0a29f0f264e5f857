"""Play-test findings on the menu's footer and the Settings page: the footer says truly
which cards are used and why, whole at every size; choosing a deck moves no row."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.decks.art import DRAWN_ID
from tarot_table.table.scenes.menu import MenuScene
from tarot_table.table.scenes.settings import SettingsScene
from tests.helpers.table import click, step
from tests.helpers.words import words_said

SIZES = ((1024, 700), (1920, 1080), (2560, 1440))


def menu_words(draw) -> str:
    """Every text the menu draws in one frame, in order (a line cut short ends in "…",
    so a note found whole was drawn whole)."""
    return " ".join(said.words for said in words_said(draw))


def footer_note(app, size) -> str:
    surface = pygame.Surface(size)
    scene = MenuScene(app)
    scene.painted = True
    return menu_words(lambda: scene.draw(surface))


@pytest.mark.parametrize("size", SIZES)
def test_the_drawn_deck_chosen_while_a_deck_is_installed_is_said_whole_as_a_choice(app, shared_decks,
                                                                                     monkeypatch, size):
    """Play-test: "Install scans with: tarot-table decks inst…" was cut, and wrong: the
    deck was installed, the player had chosen the drawn one."""
    app.settings.deck = DRAWN_ID
    app.load_deck()
    words = " ".join(footer_note(app, size).split())
    assert "Cards: the drawn deck, as chosen in Settings" in words and "Install" not in words


@pytest.mark.parametrize("size", SIZES)
def test_with_no_deck_installed_the_footer_says_so_whole(app, monkeypatch, size):
    app.load_deck()
    words = " ".join(footer_note(app, size).split())
    assert "Cards: the drawn deck, as no deck is installed (see Decks)" in words


@pytest.mark.parametrize("size", SIZES)
def test_a_deck_installed_but_never_picked_is_not_used_and_the_footer_says_how_to_pick_it(
        app, make_deck, monkeypatch, size):
    """Play-test finding H2 (a): the first deck found took over the cards unasked."""
    monkeypatch.setenv("TAROT_TABLE_DECKS", str(make_deck("downloaded").parent))
    app.settings.deck = ""
    app.load_deck()
    assert app.art.deck is None
    words = " ".join(footer_note(app, size).split())
    assert "Cards: the drawn deck, until a deck is picked (see Decks)" in words


def test_a_chosen_deck_is_named(app, shared_decks, monkeypatch):
    app.settings.deck = ""
    app.load_deck()
    assert f"Cards: {app.art.title}" in footer_note(app, (1024, 700))


@pytest.mark.parametrize("size", SIZES)
def test_choosing_the_drawn_deck_in_settings_moves_no_row_from_under_the_pointer(app, shared_decks, size):
    """Play-test: the Card back row went away with the drawn deck, every row below
    jumped up and the next click missed Back."""
    app.screen = pygame.display.set_mode(size)
    app.load_deck()
    scene = SettingsScene(app)
    app.switch(scene)
    step(app)
    where = {b.label: b.rect.copy() for b in scene.buttons if b.label in ("Back", "About", "Off", "On")}
    drawn = next(b for b in scene.buttons if b.label == "Drawn deck")
    click(app, drawn.rect.center)
    step(app)
    assert app.art.deck is None
    assert {b.label: b.rect for b in scene.buttons if b.label in where} == where


@pytest.mark.parametrize("size", SIZES)
def test_every_setting_is_in_sight_without_scrolling_at_every_window_size(app, shared_decks, size):
    """Play in a real window: at 1920x1080 and 2560x1440 the Fullscreen choice lay under
    the footer and the reversed cards' half-clipped ("Scroll for more settings."); a
    wide window has less height at the design scale (800) than 1024x700 (875), so the
    settings are drawn closer together there rather than scrolled."""
    app.screen = pygame.display.set_mode(size)
    app.load_deck()
    scene = SettingsScene(app)
    app.switch(scene)
    step(app)
    assert scene.max_scroll == 0
    assert all(scene.rows_view.contains(button.rect) for button in scene.choices.values())
    assert scene.choices["fullscreen", True] in scene.buttons
