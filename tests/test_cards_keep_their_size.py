"""Issue 32, the second real-window round of 27 November, finding 3: at 200% text the
cards were smaller than at 100% (Queens of Fate 57x100 px at 100%, 32x58 at 200% in
1024x700; the Reading Table; Tournament of Queens at six seats): the bars grew with the
words and took the cards' room. Play-test round 7 (30 November), G2: at 150% in
1920x1080 Queens of Fate's cards were still 6% narrower than at 100% (the bars' words gave
way only down to 125%). The setting is "Text and card size": the bars' words now give way
as far as the cards need, and the cards never shrink as the setting grows."""
import pytest

from tarot_table.games import get_game
from tarot_table.rng import Rng
from tarot_table.screenshot import build_scene
from tarot_table.table import theme
from tarot_table.table.app import picture_app
from tarot_table.table.scenes import lesson_bar
from tests.helpers.table import draw_whole

SIZES = ((1024, 700), (1920, 1080), (2560, 1440))
TABLES = (("queens-of-fate", None, {}), ("queens-of-fate", None, {"rules": "reiser"}), ("reading", None, {}),
          ("tournament-of-queens", 6, {}), ("tournament-of-queens", 4, {}), ("tempting-fate", None, {}),
          ("fools-journey", None, {}), ("lucky-you", 6, {}))


def table_at(size, text_size, game_id, players, options, moves=0, kind="table"):
    app = picture_app(size, text_size)
    game = get_game(game_id)
    scene = build_scene(app, "game", game, 3, game.check_options(options), moves, kind, players)
    app.switch(scene)
    draw_whole(app)
    return scene


_MEASURED: dict = {}


def card_and_bars(size, text_size, table, moves=0, kind="table") -> tuple[int, float]:
    """The card's width and the bars' scale; measured once for a window, text size and
    table (the 100% figures are the yardstick of every larger size)."""
    key = (size, text_size, repr(table), moves, kind)
    if key not in _MEASURED:
        scene = table_at(size, text_size, *table, moves, kind)
        try:
            _MEASURED[key] = scene.geometry.card_width, scene.view.bar_scale(size)
        finally:
            scene.leave()
    return _MEASURED[key]


GROWING = (100, 125, 150, 200)


def widths_as_the_setting_grows(size, table, kind="table") -> list[tuple[int, int]]:
    return [(text_size, card_and_bars(size, text_size, table, kind=kind)[0]) for text_size in GROWING]


def shrinking(widths: list[tuple[int, int]]) -> list:
    return [(smaller, larger) for smaller, larger in zip(widths, widths[1:]) if larger[1] < smaller[1]]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("table", TABLES, ids=lambda t: f"{t[0]}-{t[1]}-{t[2]}")
def test_the_cards_never_shrink_as_the_text_and_card_size_grows(table, size):
    """Each game's cards at 100%, 125%, 150% and 200%: each at least as wide as at the size
    before (G2: Queens of Fate in 1920x1080 was 106 px at 100% and 100 at 125% and 150%),
    and the bars' words never smaller than the app's own."""
    widths = widths_as_the_setting_grows(size, table)
    assert shrinking(widths) == [], widths
    assert all(card_and_bars(size, t, table)[1] >= theme.window_scale(size) - 1e-9 for t in GROWING)


def test_queens_of_fate_in_1920_by_1080_keeps_its_100_percent_cards_at_150_percent():
    """The tester's own case: the Sources place 74 against 79 px in a 1456-wide view of the
    window, the cards about 6% narrower at 150% than at 100%."""
    own, _ = card_and_bars((1920, 1080), 100, TABLES[0])
    card, bars = card_and_bars((1920, 1080), 150, TABLES[0])
    assert card >= own >= 100
    assert bars > theme.window_scale((1920, 1080))   # the words still grow as far as the cards allow


def test_queens_of_fate_at_200_percent_in_1024_by_700_keeps_its_100_percent_cards():
    """The tester's own numbers: 57 px wide at 100%, 32 at 200%."""
    own, _ = card_and_bars((1024, 700), 100, TABLES[0])
    card, bars = card_and_bars((1024, 700), 200, TABLES[0])
    assert card >= own >= 57
    assert bars > theme.window_scale((1024, 700))   # the bars' words still larger than at 100%


@pytest.mark.parametrize("size", SIZES)
def test_the_bars_keep_their_size_as_the_game_goes_on(size):
    """Decided once for a window and the panels shown: the bars never change size from
    move to move (the table would jump)."""
    scene = table_at(size, 200, "tournament-of-queens", 4, {})
    try:
        first, frame = scene.view.bar_scale(size), scene.frame(size)
        game, session, rng = scene.game, scene.session, Rng(5)
        for _ in range(12):   # the hands, the judges' fans and the layout change
            state = session.state
            session.play(game.bots["quick"](game, game.view(state, game.current_seat(state)), rng))
            draw_whole(scene.app)
            assert scene.view.bar_scale(size) == first and scene.frame(size) == frame
    finally:
        scene.leave()


@pytest.mark.parametrize("size", SIZES)
def test_bars_at_the_asked_size_where_the_cards_keep_their_room(size):
    """Where the asked size leaves the cards their 100% size, the bars are drawn at it."""
    scene = table_at(size, 125, "reading", None, {})
    try:
        assert scene.view.bar_scale(size) == pytest.approx(theme.window_scale(size) * 1.25)
    finally:
        scene.leave()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", ["fools-journey", "tournament-of-queens", "queens-of-fate"])
def test_a_lessons_bar_gives_way_with_the_tables_bars(game_id, size):
    """Third real-window round of 27 November, finding 2: at 200% the Fool's Journey
    lesson's Present cards were ~46 px wide in 1024x700, ~72 at 100%: the lesson sized
    its bar at the full text size, outside the bars' decision. Its bar now takes part in
    it (drawn at bar_scale, counted in the room the cards are fitted to): a lesson's cards
    never shrink as the setting grows either."""
    widths = widths_as_the_setting_grows(size, (game_id, None, {}), kind="learn")
    assert shrinking(widths) == [], widths


def test_the_fools_journey_lesson_at_200_percent_in_1024_by_700_has_cards_near_their_100_percent_size():
    """The tester's own numbers: ~72 px wide at 100%, ~46 at 200%."""
    scene = table_at((1024, 700), 200, "fools-journey", None, {}, kind="learn")
    try:
        size = (1024, 700)
        bars = scene.view.bar_scale(size)
        assert bars < theme.ui_scale(size)   # the lesson's words gave way, as the bars' did
        guide = scene.frame(size)["guide"]
        full = lesson_bar.guide_shape(scene.lesson, theme.ui_scale(size), guide.width, scene.game.session_word)
        assert guide.height == lesson_bar.guide_shape(scene.lesson, bars, guide.width,
                                                      scene.game.session_word).height < full.height
        assert scene.geometry.card_width >= 60, scene.geometry.card_width   # was 46
    finally:
        scene.leave()
