"""Play-test finding (29 November): at 1024x700 with 200% text the menu's game tiles showed
their tables cut to 35-pixel strips, the cards sliced at the picture's top and foot. Each
tile's picture now shows its whole table: a table's picture fits it whole down to cards
``THUMBNAIL_SMALLEST_CARD`` wide (the table's own smallest, 8, had run it past the edges)
without the card indexes, which stood larger than such cards, and the menu's words give way
from 125% (never under 100%) where that leaves a picture under ``PICTURE_LEAST`` pixels high."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.games import GAMES
from tarot_table.table import theme
from tarot_table.table.app import picture_app
from tarot_table.table.scenes import menu, table_draw
from tests.helpers.table import step

SIZES = [(1024, 700), (1280, 800), (1920, 1080), (2560, 1440)]


def menu_with_pictures(size, text_size, monkeypatch):
    """The menu drawn until every tile has its picture; each picture's size, and where its
    cards were laid and whether any wore an index, as the thumbnail drew them."""
    monkeypatch.setattr(menu, "_thumbs", {})   # made afresh here, at this size
    drawn = {}
    real = table_draw.draw_thumbnail

    def recorded(scene, surface, labels=False):
        real(scene, surface, labels)
        cards = [scene.home_rect(zone, index) for zone, index, _, _ in scene.visible_cards()]
        indexes = [spot.zone for spot in scene.geometry.layout.spots if spot.index]
        drawn[scene.game.id] = (surface.get_rect(), cards, indexes)
    monkeypatch.setattr(table_draw, "draw_thumbnail", recorded)
    app = picture_app(size, text_size)
    app.load_deck()
    scene = menu.MenuScene(app)
    app.switch(scene)
    step(app, len(GAMES.entries()) + 3)   # one picture a frame after the first
    assert not scene.pictures_waiting
    return app, scene, drawn


@pytest.mark.parametrize("text_size", [100, 125, 150, 200])
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_every_tiles_picture_shows_its_whole_table(size, text_size, monkeypatch, shared_decks):
    app, scene, drawn = menu_with_pictures(size, text_size, monkeypatch)
    assert set(drawn) == {entry.id for entry in GAMES.entries()}
    for game_id, (picture, cards, indexes) in drawn.items():
        assert picture.height >= menu.PICTURE_LEAST, (game_id, picture)
        assert cards and all(picture.contains(card) for card in cards), \
            (game_id, picture, [card for card in cards if not picture.contains(card)][:3])
        assert indexes == [], (game_id, indexes)
    scene.leave()


@pytest.mark.parametrize("text_size", [150, 200])
def test_at_large_text_in_1024_by_700_the_words_give_way_only_as_far_as_the_pictures_need(text_size, monkeypatch):
    """The menu's frame stands between 100% and its 125% at most (109% in this window), and
    at the next hundredth larger a picture would be under ``PICTURE_LEAST`` high (each
    part's words grow on from it only as far as that part fits: test_menu_words_grow_where_there_is_room)."""
    size = (1024, 700)
    app, scene, _ = menu_with_pictures(size, text_size, monkeypatch)
    window = theme.window_scale(size)
    share = scene.scale(app.screen) / window
    assert 1.0 < share < menu.MENU_MOST
    larger = window * (share + 0.01)
    area = menu.tiles_area(menu.continue_area(size, scene._heading(app.screen, larger), larger), larger)
    tile = menu.tile_grid(area, len(GAMES.entries()), int(20 * larger), widest=0.56)[0]
    assert menu.picture_height(tile.height, larger) < menu.PICTURE_LEAST
    scene.leave()


@pytest.mark.parametrize("size", [(1920, 1080), (2560, 1440)], ids=lambda size: f"{size[0]}x{size[1]}")
def test_in_the_large_windows_the_menus_frame_keeps_its_125_percent(size, monkeypatch):
    app, scene, _ = menu_with_pictures(size, 200, monkeypatch)
    assert scene.scale(app.screen) == pytest.approx(theme.ui_scale_at_most(size, menu.MENU_MOST))
    scene.leave()
