"""Play-test finding of 29 November: the menu's words stopped at 125% text, so a player
who chose 200% read 125% words even in a large window. The cap kept the menu whole in
its fixed room: over about 130% the tiles' captions run past the lines their tiles hold
and the pictures fall under ``menu.PICTURE_LEAST``, the row of buttons and the cards'
note run past the window's width, Continue's rows take more lines (fewer in sight) and
its titles are cut. The menu's frame (heading, margins, where the parts stand) keeps
the cap; each part's words then grow on from it as far as that part's room holds them
(``theme.ui_scale_to_fit`` with ``least``), so only what would not fit gives way."""
from __future__ import annotations

import pytest

from tarot_table import saves
from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.table import theme
from tarot_table.table.app import picture_app
from tarot_table.table.scenes import menu
from tests.helpers.table import step
from tests.helpers.words import drawn_words

FOOTER = set(menu.FOOTER_SPECS)


def a_few_saves() -> None:
    for game_id, seed, name in (("queens-of-fate", 10, "Sunday morning deal"), ("tournament-of-queens", 11, ""),
                                ("fools-journey", 12, "Practice")):
        game = get_game(game_id)
        session = Session.start(game, seed, {}, game.default_seats())
        session.name = name
        saves.save(session)


def menu_drawn(size, text_size):
    """The menu's second frame (the deck's note in): the scene, and each word drawn with its size and place."""
    app = picture_app(size, text_size)
    scene = menu.MenuScene(app)
    app.switch(scene)
    step(app)
    drawn = drawn_words(lambda: (app.request_redraw(), step(app)))
    return app, scene, drawn


def row_titles(scene, drawn) -> list[str]:
    """Each Continue row's title as drawn (the first words drawn in the row)."""
    rows = [b.rect for b in scene.buttons if b.label in {info.slot for info in scene.continue_list.saves}]
    return [next(words for words, _, rect in drawn if row.contains(rect)) for row in rows]


def sizes_of(scene, drawn) -> dict[str, int]:
    """The size of a tile's caption, a Continue row's title and the buttons' words."""
    titles = set(scene.title_tops)
    tiles = [b.rect for b in scene.buttons if b.label in titles]
    rows = [b.rect for b in scene.buttons if b.label in {info.slot for info in scene.continue_list.saves}]
    caption = next(px for words, px, rect in drawn if words.startswith("1 player") and rect.collidelist(tiles) >= 0)
    row_title = next(px for words, px, rect in drawn if words.startswith("Sunday") and rect.collidelist(rows) >= 0)
    button = next(px for words, px, _ in drawn if words == "Statistics")
    return {"caption": caption, "row title": row_title, "button": button}


@pytest.mark.parametrize("size", [(1920, 1080), (2560, 1440)])
def test_at_200_percent_in_a_large_window_each_part_grows_past_125_as_far_as_it_fits(size):
    a_few_saves()
    app, scene, drawn = menu_drawn(size, 125)
    at_125, titles_125 = sizes_of(scene, drawn), row_titles(scene, drawn)
    lines_125 = scene.continue_list._detail_lines_most(1 << 20, 1.0)
    scene.leave()
    app, scene, drawn = menu_drawn(size, 200)
    try:
        at_200 = sizes_of(scene, drawn)
        assert at_200["caption"] > at_125["caption"] and at_200["button"] > 1.1 * at_125["button"], (at_125, at_200)
        assert at_200["row title"] >= at_125["row title"], (at_125, at_200)
        # what the cap kept, kept: captions whole, the row titles as whole, the buttons and the note in the window
        assert scene.cut_words == {}
        window = app.screen.get_rect()
        foot = [rect for words, _, rect in drawn if words in FOOTER or words.startswith("Cards")]
        assert len(foot) == len(FOOTER) + 1 and all(window.contains(rect) for rect in foot)
        assert not any(a.colliderect(b) for i, a in enumerate(foot) for b in foot[i + 1:])
        assert row_titles(scene, drawn) == titles_125
        assert scene.continue_list._detail_lines_most(1 << 20, 1.0) == lines_125
        tiles = [b.rect for b in scene.buttons if b.label in scene.title_tops]
        assert max(t.bottom for t in tiles) < min(rect.top for rect in foot)
    finally:
        scene.leave()


@pytest.mark.parametrize("size", [(1024, 700), (2560, 1440)])
def test_at_100_percent_every_part_keeps_the_menus_own_scale(size):
    app, scene, _ = menu_drawn(size, 100)
    try:
        s = scene.scale(app.screen)
        assert (scene.parts.tiles, scene.parts.listing, scene.parts.footer) == (s, s, s)
    finally:
        scene.leave()


def test_a_part_that_cannot_scroll_gives_way_down_to_its_least_and_no_further():
    """``theme.ui_scale_to_fit`` with ``least``: the size asked where it fits; else the
    largest, to a hundredth, down to ``least``; ``least`` where nothing larger fits."""
    size = (2560, 1440)
    window = theme.window_scale(size)
    try:
        theme.use_look(200)
        asked: list[float] = []
        found = theme.ui_scale_to_fit(size, lambda s: asked.append(s) or s <= window * 1.43, least=1.25)
        assert window * 1.42 <= found <= window * 1.43
        assert min(asked) >= window * 1.25 - 1e-9
        assert theme.ui_scale_to_fit(size, lambda s: s <= window * 1.1, least=1.25) == pytest.approx(window * 1.25)
        assert theme.ui_scale_to_fit(size, lambda s: True, least=1.25) == pytest.approx(window * 2.0)
        theme.use_look(100)   # a least above the size asked asks nothing
        assert theme.ui_scale_to_fit(size, lambda s: False, least=1.25) == pytest.approx(window)
    finally:
        theme.use_look(100)
