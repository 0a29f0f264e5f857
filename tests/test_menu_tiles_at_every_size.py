"""Issue 32, layout round item 1 and 5: the menu's game tiles at 100% and 200% text in the
three review windows: the Learn button covers none of a tile's table picture, and at
200% in a 1024x700 window the picture is no sliver."""
import pygame
import pytest

from tarot_table.table.app import picture_app
from tarot_table.table.scenes import menu
from tests.helpers.table import step

SIZES = [(1024, 700), (1920, 1080), (2560, 1440)]


def drawn_tiles(size, text_size, monkeypatch):
    """Each tile's rectangle, its picture's and its Learn button's, as the menu draws them."""
    pictures = {}
    real = menu.MenuScene._picture

    def recorded(scene, surface, entry, at, s, may_build):
        pictures[entry.title] = pygame.Rect(at)
        return real(scene, surface, entry, at, s, may_build)
    monkeypatch.setattr(menu.MenuScene, "_picture", recorded)
    app = picture_app(size, text_size)
    scene = menu.MenuScene(app)
    app.switch(scene)
    step(app)
    try:
        tiles = {b.label: b.rect for b in scene.buttons if b.label in pictures}
        learns = {b.tip.removeprefix("A guided first game of "): b.rect for b in scene.buttons if b.label == "Learn"}
        return tiles, pictures, learns, scene.cut_words
    finally:
        scene.leave()


@pytest.mark.parametrize("text_size", [100, 200])
@pytest.mark.parametrize("size", SIZES)
def test_learn_covers_none_of_a_tiles_picture(size, text_size, monkeypatch):
    """The Learn button lay over the top right of the table picture (covering Lucky You!'s
    board): it sits beside the picture, inside its tile."""
    tiles, pictures, learns, _ = drawn_tiles(size, text_size, monkeypatch)
    assert learns, "games with a lesson show Learn"
    for title, learn in learns.items():
        assert not learn.colliderect(pictures[title]), (title, size, text_size)
        assert tiles[title].contains(learn), (title, size, text_size)


@pytest.mark.parametrize("text_size", [100, 200])
@pytest.mark.parametrize("size", SIZES)
def test_a_tiles_picture_keeps_a_quarter_of_its_tile_at_any_text_size(size, text_size, monkeypatch):
    """At 200% in 1024x700 the previews had shrunk to 23-pixel slivers under two lines of
    words grown large: the picture keeps at least ``PICTURE_SHARE`` of its tile's height
    (a quarter: at 200% in 1024x700 two caption lines leave it that, and every caption
    shows whole, test_seventh_round_open_findings.py)."""
    tiles, pictures, _, cut = drawn_tiles(size, text_size, monkeypatch)
    for title, tile in tiles.items():
        assert pictures[title].height >= menu.PICTURE_SHARE * tile.height - 1, (title, size, text_size)


@pytest.mark.parametrize("text_size", [100, 200])
@pytest.mark.parametrize("size", SIZES + [(1280, 800)])
def test_every_tile_title_is_drawn_at_one_size_that_fits_every_tile(size, text_size, monkeypatch):
    """At 1920x1080 and 200% "Tournament of Queens" was drawn smaller than the other
    tiles' titles: every title is drawn at one size, and each fits its tile at it."""
    from tarot_table.games import GAMES
    titles = {entry.title for entry in GAMES.entries()}
    drawn = {}
    real = menu.theme.text

    def recorded(surface, words, pos, px, *args, **kwargs):
        rect = real(surface, words, pos, px, *args, **kwargs)
        if words in titles:
            drawn[words] = (px, rect)
        return rect
    monkeypatch.setattr(menu.theme, "text", recorded)
    tiles = drawn_tiles(size, text_size, monkeypatch)[0]
    assert set(drawn) == titles
    assert len({px for px, _ in drawn.values()}) == 1, {title: px for title, (px, _) in drawn.items()}
    for title, (_, rect) in drawn.items():
        assert tiles[title].contains(rect), (title, rect, tiles[title])


@pytest.mark.parametrize("size, text_size", [((2560, 1440), 150), ((1920, 1080), 200), ((2560, 1440), 200)])
def test_third_round_tiles_grow_into_the_room_below_until_their_words_show_whole(size, text_size):
    """Third real-window round of 27 November: at 2560x1440 150% and 1920x1080 200% the
    tiles' words read "1 player · Find the four Qu…" while a large empty area lay under
    the tiles. The tiles grow down into it, a line at a time, their pictures no smaller,
    until every caption shows whole; none reaches the buttons at the foot."""
    app = picture_app(size, text_size)
    scene = menu.MenuScene(app)
    app.switch(scene)
    step(app)
    assert scene.cut_words == {}
    tiles = [b.rect for b in scene.buttons if b.label in scene.title_tops]
    foot = min(b.rect.top for b in scene.buttons if b.label == "Quit")
    assert len(tiles) == 6 and max(t.bottom for t in tiles) < foot
    assert not any(a.colliderect(b) for i, a in enumerate(tiles) for b in tiles[i + 1:])
    scene.leave()
