"""Play-test round 8, C1: a Tournament of Queens just dealt (no move yet) was left by the
Menu for the Settings (to set the text larger) and was gone from Continue on the way
back, without a word: house decision 8 listed a deal with no move only once it had been
played 30 s. A deal left with no move is kept in Continue until another game is played
at this computer, and its row says so; the next game dealt or resumed drops it."""
from __future__ import annotations

from tarot_table import saves
from tarot_table.games import get_game
from tarot_table.table.scenes.continue_list import FRESH_DEAL_KEPT
from tarot_table.table.scenes.menu import MenuScene
from tarot_table.table.scenes.table import TableScene
from tests.helpers.new_game import button, open_page
from tests.helpers.table import click, record_text, step


def dealt_from_the_page(app, game_id: str) -> TableScene:
    page = open_page(app, game_id)
    click(app, button(page, "Start").rect.center)
    step(app)
    assert isinstance(app.scene, TableScene) and app.scene.session.actions == []
    return app.scene


def to_the_menu(app, table: TableScene) -> MenuScene:
    click(app, next(b for b in table.bar_buttons if b.label == "Menu").rect.center)
    step(app)
    assert isinstance(app.scene, MenuScene)
    return app.scene


def continue_row(menu: MenuScene, slot: str):
    return next((b for b in menu.buttons if b.label == slot), None)


def test_a_deal_left_for_the_settings_before_its_first_move_is_there_to_continue(app):
    table = dealt_from_the_page(app, "tournament-of-queens")
    slot, seed = table.session.slot, table.session.state.seed
    menu = to_the_menu(app, table)
    click(app, next(b for b in menu.buttons if b.label == "Settings").rect.center)
    step(app)
    settings = app.scene
    click(app, next(b for b in settings.buttons if b.label == "150%").rect.center)
    click(app, next(b for b in settings.buttons if b.label == "Back").rect.center)
    step(app)
    menu = app.scene
    assert isinstance(menu, MenuScene)
    (kept,) = [info for info in menu.continue_list.saves if info.slot == slot]
    assert kept.progress == "no move yet"
    drawn_row = continue_row(menu, slot)
    assert drawn_row is not None, "the deal is listed in Continue"
    click(app, drawn_row.rect.center)
    step(app)
    assert isinstance(app.scene, TableScene) and app.scene.session.state.seed == seed and app.scene.session.slot == slot


def test_the_row_of_a_deal_with_no_move_says_it_goes_when_another_game_is_played(app, monkeypatch):
    table = dealt_from_the_page(app, "fools-journey")
    to_the_menu(app, table)
    written = record_text(monkeypatch)
    app.request_redraw()
    step(app)
    assert any(FRESH_DEAL_KEPT in words for words in written), "|".join(written)


def test_the_next_game_played_drops_the_deal_left_with_no_move_and_keeps_one_moved(app):
    fresh = dealt_from_the_page(app, "fools-journey")
    fresh_slot = fresh.session.slot
    to_the_menu(app, fresh)
    moved = dealt_from_the_page(app, "queens-of-fate")
    assert fresh_slot not in {info.slot for info in saves.list_saves()}
    moved.perform(moved.legal()[0])
    step(app)
    to_the_menu(app, moved)
    dealt_from_the_page(app, "fools-journey")
    assert moved.session.slot in {info.slot for info in saves.list_saves()}


def test_a_deal_looked_at_30_seconds_is_kept_as_before_whatever_is_played_next(app):
    table = dealt_from_the_page(app, "fools-journey")
    table.session.elapsed = 31.0
    slot = table.session.slot
    to_the_menu(app, table)
    dealt_from_the_page(app, "queens-of-fate")
    (kept,) = [info for info in saves.list_saves() if info.slot == slot]
    assert kept.progress == "no move yet"
    assert get_game(kept.game).id == "fools-journey"
