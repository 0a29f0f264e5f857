"""The ninth real-window round (28 November): what the play-tester met in real windows,
driven as a player drives it (docs/playtest-32.md, "Ninth real-window round")."""
import pygame
import pytest

from tarot_table.games.base import Seat
from tarot_table.table.app import picture_app
from tarot_table.table.scenes.table_cards import SHORT_MARK_ROOM
from tarot_table.wording import short_names
from tests.helpers.table import draw_whole, open_position, step
from tests.helpers.tournament import Drawn, collisions
from tests.helpers.tournament_positions import GAME, m, table

LONG_NAMES = [f"Contestant Number {i} Long" for i in range(1, 6)]


def test_names_alike_for_most_of_their_length_are_cut_in_the_middle_and_stay_apart():
    """Cut at their end, "Contestant Number 1 Long" and "…2 Long" both read "Contestant
    Number …": the word that tells them apart is kept."""
    assert short_names(LONG_NAMES + ["Anemone"]) == [f"Cont… {i}" for i in range(1, 6)] + ["Anem."]
    assert short_names(["Contestantone", "Contestanttwo"]) == ["Cont…one", "Cont…two"]
    assert short_names(["Anette", "Anemone", "Bob", "Bobby"]) == ["Anet.", "Anem.", "Bob", "Bobby"]


@pytest.mark.parametrize("size, text_size", [((1024, 700), 150), ((1024, 700), 200),
                                             ((1920, 1080), 150), ((2560, 1440), 200)])
def test_six_long_names_keep_their_seat_labels_and_judges_marks_apart(size, text_size, monkeypatch):
    """Finding 1: at 1024x700, 150%, six seats named "Contestant Number 1 Long"... printed
    their titles over the next column's "Physique", and the judges' marks ("Contestant
    Number 1. 2") ran over the neighbouring judges, every one reading alike. The screen
    passed to the first contestant with a click, every label and mark stands clear of
    the others, each judge's mark no wider than its cut form may be (the neighbour's steps up), and two judges voting for
    different contestants say different names."""
    app = picture_app(size, text_size)
    seated = [Seat(name, None) for name in LONG_NAMES] + [Seat("Anemone", None)]
    state = table(players=6, seats=seated, judges={1: [m("cups", "two")], 2: [m("wands", "two")]},
                  attrs={(0, "cups"): [m("cups", "ten")], (1, "wands"): [m("wands", "ten")]})
    drawn = Drawn(monkeypatch)
    try:
        scene = open_position(app, GAME, state, seated)   # passes the screen with a click
        step(app)
        drawn.items.clear()
        draw_whole(app)
        assert collisions(scene, drawn, size) == []
        marks = {words: rect for kind, words, rect in drawn.items if kind == "mark"}
        judged = [w for w in marks if "Cont" in w]
        width = scene.card_rect(m("cups", "two")).width
        assert all(marks[w].width <= width * SHORT_MARK_ROOM for w in judged), [(w, marks[w].width, width) for w in judged]
        assert len(judged) == 2 and judged[0] != judged[1], judged
    finally:
        for s in app.scenes:
            s.leave()


@pytest.mark.parametrize("text_size", [150, 200])
def test_lucky_yous_account_wraps_whole_lines_with_the_story_open_in_a_small_window(text_size):
    """Finding 3: in the lesson at 1024x700, 200%, the story open, the account under the
    board read "Player 2 draws Six of Swords. Mov…" and then "forward, to Space 9.": its
    lines were wrapped to a count of letters (``CHAR_WIDTH``) narrower than the smallest
    type sets them on 40 px cards, and the table cut each line too long. The lesson's
    steps one after another (as the screenshot tool builds them), the story opened with
    L, every line of the account is drawn whole."""
    from tarot_table.games import get_game
    from tarot_table.screenshot import build_scene
    from tarot_table.table.board_draw import placed_caption
    from tests.helpers.table import key
    game = get_game("lucky-you")
    app = picture_app((1024, 700), text_size)
    cut, told = [], 0
    for moves in range(1, 10):
        scene = build_scene(app, "game", game, 1, game.check_options({}), moves, "learn", 2)
        app.switch(scene)
        step(app)
        try:
            if not scene.log_open:
                key(app, pygame.K_l)
            step(app)
            assert scene.log_open
            geometry = scene.geometry
            for caption in geometry.layout.captions:
                if caption.width and not caption.tail:
                    told += 1
                    shown = " ".join(line for line, _ in placed_caption(geometry, caption)[1])
                    if shown != caption.text:
                        cut.append((moves, caption.text, shown))
        finally:
            scene.leave()
    assert told > 12 and cut == []


@pytest.mark.parametrize("size, text_size", [((1024, 700), 150), ((1024, 700), 200), ((1920, 1080), 200),
                                             ((2560, 1440), 200)])
def test_every_whose_results_chip_on_the_statistics_page_is_inside_the_window_and_answers_a_click(size, text_size):
    """Finding 2: with six people counted, "Whose results" ran its chips off the right edge
    at 150% (the fifth cut at x≈1017) and at 200% (players 3-6 out of reach). They now
    go on to a next line: each lies inside the window, and a click on it shows that
    person's results."""
    from tarot_table.clock import ManualClock
    from tarot_table.statistics import record_result
    from tarot_table.table.app import App
    from tarot_table.table.scenes.stats import StatsScene
    from tests.helpers.table import click
    names = LONG_NAMES + ["Anemone"]
    for name in names:
        record_result("queens-of-fate", {}, True, 60.0, player=name)
    app = App(headless=True, size=size, clock=ManualClock())
    app.settings.animation, app.settings.text_size = "instant", text_size
    app.apply_look()
    screen = StatsScene(app)
    app.switch(screen)
    step(app)
    try:
        window = app.screen.get_rect()
        for name in names:
            chip = next(b for b in screen.buttons if b.label == name)
            assert window.contains(chip.rect), (name, chip.rect)
            click(app, chip.rect.center)
            step(app)
            assert screen.player == name
    finally:
        for s in app.scenes:
            s.leave()


def test_the_statistics_list_keeps_three_rows_in_sight_at_150_percent_in_a_small_window():
    """Finding 2's second part: at 1024x700, 150%, the list kept only a row and a half
    above the detail line and the chart. Where the rows would have under three in sight,
    the detail and the chart follow them, scrolled to with the wheel over the rows."""
    from tarot_table.clock import ManualClock
    from tarot_table.statistics import record_result
    from tarot_table.table.app import App
    from tarot_table.table.scenes.stats import StatsScene, row_height
    from tarot_table.table import theme
    from tests.helpers.table import post
    for name in LONG_NAMES + ["Anemone"]:
        record_result("queens-of-fate", {}, True, 60.0, player=name)
    app = App(headless=True, size=(1024, 700), clock=ManualClock())
    app.settings.animation, app.settings.text_size = "instant", 150
    app.apply_look()
    screen = StatsScene(app)
    app.switch(screen)
    step(app)
    try:
        s = theme.ui_scale(app.screen.get_size())
        assert screen.rows_view.height >= 3 * row_height(s)
        pygame.mouse.set_pos(screen.rows_view.center)
        post(pygame.MOUSEWHEEL, x=0, y=-5, precise_x=0.0, precise_y=-5.0, flipped=False)
        step(app)
        assert screen.scroll > 0
    finally:
        for s in app.scenes:
            s.leave()


def _tempting_fate_open_for(seconds: float):
    """A Tempting Fate table opened as a player opens one, its clock run ``seconds`` with
    no move, and the app then gone without leaving the table (a kill -9): the saves it
    left behind."""
    from tarot_table import saves
    from tarot_table.clock import ManualClock
    from tarot_table.games import get_game
    from tarot_table.session import Session
    from tarot_table.table.app import App
    from tarot_table.table.scenes.table import TableScene
    game = get_game("tempting-fate")
    app = App(headless=True, size=(1024, 700), clock=ManualClock())
    app.settings.animation = "instant"
    scene = TableScene(app, Session.start(game, 7, game.check_options({})))
    app.switch(scene)
    step(app)
    for _ in range(int(seconds)):
        app.clock.advance(1.0)
        step(app)
    assert scene.session.actions == []
    slot = scene.session.slot
    # killed: no leave, nothing written at the end; what is on disk is what a new app finds
    return [info for info in saves.list_saves() if info.slot == slot]


def test_a_dealt_game_with_minutes_on_its_clock_and_no_move_survives_a_kill_in_continue():
    """Finding 6: a Tempting Fate game killed after 0 moves with 4:22 on its clock was not
    offered in Continue. House decision: a deal with no move is kept once it has been
    played 30 s (``keeper.UNMOVED_KEPT_AFTER_S``), saved as a moving game's clock is,
    every second; one opened and left at once is not."""
    (kept,) = _tempting_fate_open_for(262)
    assert kept.problem == "" and kept.progress == "0 moves" and kept.elapsed >= 260


def test_a_deal_opened_and_left_at_once_is_not_offered_in_continue():
    assert _tempting_fate_open_for(5) == []
