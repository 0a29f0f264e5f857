"""Issue 32, layout round item 1 and 5: the menu's game tiles at 100% and 200% text in the
three review windows: the Learn button covers none of a tile's table picture, and at
200% in a 1024x700 window the picture is no sliver."""
import pygame
import pytest

from tarot_table.table import theme
from tarot_table.table.app import picture_app
from tarot_table.table.scenes import menu
from tests.helpers.table import click, post, step
from tests.helpers.words import a_caption_too_long_for_its_tile, cut_after_a_word, drawn_words

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
    shows whole, test_menu_captions_at_large_text_in_1024_by_700_wrap_whole_instead_of_being_cut)."""
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
def test_tiles_grow_into_the_room_below_until_their_words_show_whole(size, text_size):
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


def test_menu_tiles_at_200_in_1024x700_take_the_free_width_and_cut_only_after_a_word(monkeypatch):
    """The sixth real-window round: "Find the four Queens be…" at 200% in 1024x700, some
    ninety pixels of felt between the tiles and Continue: the tiles widen into that room, a
    caption still too long is cut after a whole word, and the whole of it shows under the
    pointer. (Since the tiles' words give way for whole pictures every game's own caption
    shows whole there: a tagline longer than two lines hold stands in.)"""
    a_caption_too_long_for_its_tile(monkeypatch)
    wholes = {entry.title: menu.tile_caption(entry) for entry in menu.GAMES.entries()}
    size = (1024, 700)
    app = picture_app(size, 200)
    scene = menu.MenuScene(app)
    app.switch(scene)
    drawn = drawn_words(lambda: (app.request_redraw(), step(app)))
    s = scene.scale(app.screen)
    assert scene.cut_words
    tiles = [b.rect for b in scene.buttons if b.label in scene.title_tops]
    continue_left = int(size[0] * 0.64)
    assert continue_left - max(t.right for t in tiles) <= int(40 * s), "the felt beside the tiles is used"
    assert not any(a.colliderect(b) for i, a in enumerate(tiles) for b in tiles[i + 1:])
    for entry in menu.GAMES.entries():
        whole = wholes[entry.title]
        tile = next(b.rect for b in scene.buttons if b.label == entry.title)
        line = " ".join(w for w, _, r in drawn if tile.contains(r) and r.top > scene.title_tops[entry.title]
                        and w not in ("Learn", entry.title))   # on two lines since the seventh round
        assert cut_after_a_word(line, whole), (line, whole)
        if line != whole:
            assert scene.cut_words[entry.title] == whole   # read whole under the pointer
    scene.leave()


def point_at(app, pos) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    step(app)


@pytest.mark.parametrize("size, text_size", [((1024, 700), 150), ((1024, 700), 200), ((1920, 1080), 200)])
def test_a_tiles_whole_words_leave_its_learn_button_visible_and_clickable(size, text_size, monkeypatch):
    """The third real-window round, finding 6 (a31, c13): pointing at a tile showed its cut
    words on a box over the tile's Learn."""
    a_caption_too_long_for_its_tile(monkeypatch)
    app = picture_app(size, text_size)
    scene = menu.MenuScene(app)
    app.switch(scene)
    step(app)
    opened = []
    monkeypatch.setattr(scene, "learn", lambda entry: opened.append(entry.title))
    step(app)   # the buttons are made again with the learn above
    with_learn = [(title, tile, learn) for title in scene.cut_words
                  for tile in scene.buttons if tile.label == title
                  for learn in scene.buttons if learn.label == "Learn" and tile.rect.contains(learn.rect)]
    if size == (1024, 700):
        assert with_learn, "at this size some tile with a Learn has its words cut"
    for title, tile, learn in with_learn:
        boxes = []
        real_panel = theme.panel
        monkeypatch.setattr(menu.theme, "panel", lambda surface, rect, *a, **k:
                            boxes.append(pygame.Rect(rect)) or real_panel(surface, rect, *a, **k))
        point_at(app, (tile.rect.x + 12, tile.rect.bottom - 12))
        monkeypatch.setattr(menu.theme, "panel", real_panel)
        box = boxes[-1]
        assert box.bottom <= scene.title_tops[title] and not box.colliderect(learn.rect), (title, box, learn.rect)
        learn = next(b for b in scene.buttons if b.label == "Learn" and tile.rect.contains(b.rect))
        click(app, learn.rect.center)
        assert opened[-1] == title
    scene.leave()


@pytest.mark.parametrize("text_size", [150, 175, 200])
def test_menu_captions_at_large_text_in_1024_by_700_wrap_whole_instead_of_being_cut(text_size):
    """The seventh real-window round: "Find the four Queens be…" at 150-200% in 1024x700:
    every tile's caption is drawn whole on two lines, the table picture giving up the height
    of one (it keeps ``PICTURE_SHARE`` of its tile), and none is cut."""
    app = picture_app((1024, 700), text_size)
    scene = menu.MenuScene(app)
    app.switch(scene)
    drawn = drawn_words(lambda: (app.request_redraw(), step(app)))
    assert scene.cut_words == {}
    for entry in menu.GAMES.entries():
        top = scene.title_tops[entry.title]
        tile = next(b.rect for b in scene.buttons if b.label == entry.title)
        lines = [w for w, _, r in drawn if tile.contains(r) and r.top > top and w not in ("Learn", entry.title)]
        assert " ".join(lines) == menu.tile_caption(entry), (entry.title, lines)
    scene.leave()
