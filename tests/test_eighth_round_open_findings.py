"""The eighth real-window round's findings left open (docs/playtest-32.md, its last
section), driven as a player drives the app: real mouse events through the app's own
code; network tables on 127.0.0.1 with every wait bounded (tests/helpers/network.py)."""
from __future__ import annotations

import threading

import pygame
import pytest

from tarot_table import statistics
from tarot_table.clock import ManualClock
from tarot_table.games.base import Seat
from tarot_table.net import held_seats, host_thread
from tarot_table.table.app import App
from tarot_table.table.scenes.continue_list import ENDED, ContinueList, joined_tables
from tarot_table.table.scenes.join import JoinScene
from tarot_table.table.scenes.menu import MenuScene
from tarot_table.table.scenes.remote_table import RemoteTableScene
from tests.helpers.lucky import GAME as LUCKY, m, ready, stack
from tests.helpers.network import (END_WAIT_S, continue_rows, hosting, new_app, press, seated_from_the_join_page,
                                   until_table, until_the_host, your_seats)
from tests.helpers.table import click, draw_whole, key, open_position, step

def test_a_seat_left_for_good_leaves_continue_and_your_seats(apps, tmp_path):
    """Finding 6 (eighth round): "finished network tables linger in the joiner's
    Continue and Your seats". Bea joins a Tournament of Queens table from Join a table
    and gives her seat up with Leave, Leave for good ("Your seat goes to the host's bot,
    which plays it to the end"). Her seat was still listed in Continue and under Your
    seats, as if to be played; it is forgotten now, in her app restarted too, while the
    host is there and once it has gone."""
    with hosting(tmp_path) as (host, address):
        code = host.open_table("tournament-of-queens", ["bot", "open"], seed=5)
        bea = seated_from_the_join_page(apps[0], address, code, "Bea")
        assert [info.joined.code for info in joined_tables()] == [code]
        step(apps[0])
        click(apps[0], next(b for b in bea.strip_buttons if b.label == "Leave").rect.center)
        step(apps[0])
        click(apps[0], next(b for b in bea.summary_buttons if b.label == "Leave for good").rect.center)
        assert isinstance(apps[0].scene, MenuScene)
        until_the_host(host, lambda: host.server.tables[code].table.places[1].kind == "bot")
        restarted = new_app()
        assert continue_rows(restarted) == [] and your_seats(restarted) == []
    assert continue_rows(restarted) == [] and your_seats(restarted) == [] and held_seats.load()[0] == []


def test_a_seat_whose_table_ended_while_away_says_so_under_your_seats_and_its_click_lets_it_go(
        apps, tmp_path, monkeypatch):
    """Finding 6 (eighth round), the seat stepped away from: Bea leaves a Tournament of
    Queens table with Menu, the host's bot takes her seat after its delay and the bots
    play the game to its end. Her app restarted, Continue said "The table has ended" on
    her row, but Your seats on Join a table listed the seat as if to be played. It says
    so there too now; a click on it shows the table at its end, counts her result once,
    and lets the seat go from both lists."""
    ended = threading.Event()
    keep_end = host_thread.keep_end
    monkeypatch.setattr(host_thread, "keep_end", lambda *args: (keep_end(*args), ended.set()))
    clock = ManualClock()
    with hosting(tmp_path) as (host, address):
        host.server.now = clock.now
        code = host.open_table("tournament-of-queens", ["bot", "open"])
        bea = seated_from_the_join_page(apps[0], address, code, "Bea")
        step(apps[0])
        click(apps[0], next(b for b in bea.bar_buttons if b.label == "Menu").rect.center)
        until_the_host(host, lambda: not host.server.tables[code].table.places[1].connected)
        clock.advance(host.server.stand_in_after + 1)
        host._call(host.server.check_away)
        assert ended.wait(END_WAIT_S), "the bots never ended the game"
        restarted = new_app()
        assert continue_rows(restarted) == [(f"{code}-seat-2", ENDED)]
        assert your_seats(restarted) == [f"Tournament of Queens  {code}  seat 2  (the table has ended)"]
        page = restarted.scene
        click(restarted, next(b for b in page.buttons if b.label.startswith("Tournament")).rect.center)
        table = until_table(restarted)
        assert isinstance(table, RemoteTableScene) and table.remote.finished
        records, _ = statistics.load_stats()
        assert sum(r.assisted for r in records.values()) == 1   # the bot played her seat: counted apart
        table.leave()
        assert continue_rows(restarted) == [] and your_seats(restarted) == []


# ---- Lucky You!: a token left drawn between two spaces ----------------------------------------
LOADED_FRAME_S = 0.1   # how long a frame takes to draw on a busy machine (the tester's)


def frames_until_idle(app, frame_s: float = LOADED_FRAME_S, most: int = 600) -> None:
    """The app's own loop on a busy machine: while its scene asks for a frame at once
    (``next_frame_in`` 0) one is drawn, and the clock has moved on by ``frame_s`` when it
    is done; where the scene would sleep (a timer, or nothing to wait for), it stops."""
    for _ in range(most):
        if app.scene.next_frame_in() != 0:
            return
        app.step(frame_s)
        app.clock.sleep(frame_s)
    raise AssertionError("the table never came to rest")


def test_a_token_walked_onto_space_3_is_shown_standing_on_it_once_the_walk_is_over():
    """Finding 10 (eighth round): at 1920x1080 and 150% "a token on Space 3 sits in the
    gap between squares 2 and 3". Ann's token stands on Space 6; she clicks her game
    pack and draws the Three of Wands reversed: her token walks back to 5, 4 and 3, a
    walk longer than the card's flight. A frame slow to draw (a busy machine) began while
    the token hopped from 4 to 3 and ended after the walk; the table then asked for no
    frame more (only the cards' flights asked for one after their end), so the window kept
    the token between the squares until the next input. Once the table
    is at rest the window shows what a frame drawn whole shows: the token on Space 3,
    clear of its number."""
    size = (1920, 1080)
    app = App(headless=True, size=size, clock=ManualClock())
    app.settings.text_size, app.settings.animation = 150, "normal"
    app.apply_look()
    state = ready(2, pos=[6, 0])
    stack(state, m("three"), reversed_=True)
    scene = open_position(app, LUCKY, state, [Seat("Ann"), Seat("Bob")])
    try:
        frames_until_idle(app)
        pack = scene.card_rect(scene.session.state.zones["pack0"][-1].card).center
        click(app, pack)
        assert scene.session.state.data["pos"][0] == 3
        assert scene.token_moves.moves, "the token walks"
        frames_until_idle(app)
        board = scene.frame(size)["table"]
        shown = app.screen.subsurface(board).copy()
        whole = draw_whole(app).subsurface(board)
        same = pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(whole, "RGB")
        assert same, "the window still shows the token where the walk's last frame drew it"
    finally:
        scene.leave()


# ---- F1's list of keys at large text ------------------------------------------------------------
def keys_list_px(app, monkeypatch) -> tuple[int, pygame.Rect]:
    """F1 pressed over the table: the type size of the list's rows as drawn, and the panel."""
    from tarot_table.table import key_list, theme
    sizes, text = [], theme.text

    def recorded(surface, words, pos, px, *args, **kwargs):
        if words.startswith("from place to place"):
            sizes.append(px)
        return text(surface, words, pos, px, *args, **kwargs)
    monkeypatch.setattr(theme, "text", recorded)
    boxes, draw = [], key_list.draw
    monkeypatch.setattr(key_list, "draw", lambda *args: boxes.append(draw(*args)) or boxes[-1])
    key(app, pygame.K_F1)
    assert app.key_list_open and sizes and boxes
    monkeypatch.undo()
    return sizes[-1], boxes[-1]


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_f1s_list_of_keys_grows_with_the_text_size_as_far_as_the_window_holds_it(size, monkeypatch):
    """Finding 3 (eighth round): "at 200% text in 1024x700 the F1 keys list does not grow"
    (about 12 px). Where the list at the text size's type did not fit the window's height it
    fell straight to the smallest type, 13 px, under the 100% list's 14. It now takes the
    largest type that lets it stand whole: at 200% never smaller than at 100%, and larger
    than the smallest, inside the window."""
    from tarot_table.games import get_game
    from tarot_table.table.app import picture_app
    from tarot_table.table.theme import MIN_TEXT_PX
    seen = {}
    for text_size in (100, 200):
        app = picture_app(size, text_size)
        app.clock = ManualClock()
        scene = open_position(app, get_game("queens-of-fate"), get_game("queens-of-fate").new(1, None))
        try:
            seen[text_size] = keys_list_px(app, monkeypatch)
        finally:
            scene.leave()
    (small, _), (large, box) = seen[100], seen[200]
    assert large > small and large > MIN_TEXT_PX, seen
    assert pygame.Rect((0, 0), size).contains(box)


# ---- Statistics: a row's second line ------------------------------------------------------------
@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080), (2560, 1440)])
@pytest.mark.parametrize("text_size", [100, 150, 200])
def test_a_statistics_rows_second_line_keeps_clear_of_its_boxs_edge(size, text_size, monkeypatch):
    """Finding 6 (eighth round): "Statistics: a row's second line sits on a box edge" (150%
    and 200%). The row under the game's name says what was chosen ("Difficulty: Easy"); the
    row's box, lit when the row is clicked, ended one to three pixels under that line's
    letters, its tails on the edge. Each row is now as tall as its two lines as set, with
    room under the second. Clicked with the mouse; measured as drawn."""
    from tarot_table.statistics import record_result
    from tarot_table.table import theme
    from tarot_table.table.app import picture_app
    from tarot_table.table.scenes import stats
    from tarot_table.games import get_game
    fools = get_game("fools-journey")
    usual = {o.key: o.default for o in fools.options if not o.hidden}
    for difficulty in ("easy", "hard"):
        record_result("fools-journey", dict(usual, difficulty=difficulty), True, 60.0, player="Ann")
    app = picture_app(size, text_size)
    page = stats.StatsScene(app)
    app.switch(page)
    step(app)
    row = page.rows[0]
    click(app, row.rect.center)
    assert page.selected == row.label
    s = theme.ui_scale(size)
    second_lines, real = [], theme.text

    def recorded(surface, words, pos, px, *args, **kwargs):
        rect = real(surface, words, pos, px, *args, **kwargs)
        if px == int(13 * s) and row.rect.collidepoint(pos):
            second_lines.append((words, rect))
        return rect
    monkeypatch.setattr(theme, "text", recorded)
    draw_whole(app)
    assert second_lines, "the row's second line was drawn"
    for words, rect in second_lines:
        assert row.rect.contains(rect) and row.rect.bottom - rect.bottom >= int(4 * s), (words, rect, row.rect)
    page.leave()


# ---- The Fool's Journey: the story panel scrolled back ------------------------------------------
@pytest.mark.parametrize("size, text_size", [((1024, 700), 100), ((1920, 1080), 200), ((2560, 1440), 150)])
def test_the_story_panel_scrolled_back_is_filled_to_its_foot(size, text_size, monkeypatch):
    """Finding 6 (eighth round): "the Fool's Journey story panel shows a blank band after
    scrolling". The panel opens on a whole sentence (one whose start lies above is left
    out), and the lines it left out at the top were left empty at its foot though later
    lines waited below. Scrolled back with the wheel a notch at a time, the panel now shows
    lines down to its foot while more lie below: the room left under the last is less than
    a line and the gap after a sentence."""
    from tarot_table.games import get_game
    from tarot_table.screenshot import build_scene
    from tarot_table.table import theme
    from tarot_table.table.app import picture_app
    from tarot_table.table.scenes import table_bars, table_draw
    fools = get_game("fools-journey")
    app = picture_app(size, text_size)
    scene = build_scene(app, "game", fools, 2, fools.check_options({}), 60, "table")
    app.switch(scene)
    step(app)
    if not scene.log_open:   # put away at first where it would crowd the table: its tab opens it
        click(app, next(b for b in scene.bar_buttons if b.label == "‹").rect.center)
    assert scene.log_open
    drawn, panel, real_text, real_story = [], [], theme.text, table_bars.draw_story

    def story_drawn(scene_, surface, rect, s):
        panel[:] = [rect]
        monkeypatch.setattr(table_bars.theme, "text", recorded)
        try:
            real_story(scene_, surface, rect, s)
        finally:
            monkeypatch.setattr(table_bars.theme, "text", real_text)

    def recorded(surface, words, pos, px, *args, **kwargs):
        rect = real_text(surface, words, pos, px, *args, **kwargs)
        if words not in ("", "Story", "›", "‹"):
            drawn.append((words, rect))
        return rect
    monkeypatch.setattr(table_draw, "draw_story", story_drawn)
    newest = scene.session.state.story[-1]
    try:
        bands = []
        for _ in range(12):
            log = scene.frame(size)["log"]
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=log.center, rel=(0, 0), buttons=(0, 0, 0)))
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False,
                                                 precise_x=0.0, precise_y=1.0))
            step(app)
            drawn.clear()
            draw_whole(app)
            assert drawn, "the story is drawn"
            if newest.endswith(drawn[-1][0]):
                continue   # scrolled no further than the end: nothing lies below
            line = drawn[-1][1].height
            bands.append((panel[0].bottom - drawn[-1][1].bottom, line))
        assert bands, "the wheel scrolled the story back"
        assert all(band < 2 * line + 8 for band, line in bands), bands
    finally:
        scene.leave()
