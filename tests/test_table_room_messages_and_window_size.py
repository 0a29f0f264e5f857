"""A play-test in a real window found these generic table faults; each test names its item
(status bar, menu, rules scene, chooser, window) and would have caught it."""
from __future__ import annotations

import pygame

from tarot_table.games import GAMES, get_game
from tarot_table.session import Session
from tarot_table.settings import load_settings
from tarot_table.table import app as app_module
from tarot_table.table import board_draw, theme
from tarot_table.table.scenes import table_bars
from tarot_table.table.scenes.continue_list import ContinueList, small_table
from tarot_table.table.scenes.rulebook import RulesScene
from tarot_table.table.scenes.stats import StatsScene
from tarot_table.table.scenes.table import TableScene
from tarot_table.table.scenes.table_bars import status_line
from tests.helpers.table import click, key, open_table, post, step


# ---- item 3: Page Down leaves no line unread in the faded edges ---------------------------
def test_item3_page_down_overlaps_by_the_faded_edges_so_every_line_is_seen_clearly(app):
    for size in ((1024, 700), (1920, 1080), (2560, 1440)):
        app.screen = pygame.display.set_mode(size)
        scene = RulesScene(app, GAMES["queens-of-fate"])
        app.switch(scene)
        step(app)
        clear_height = scene.view_height - 2 * scene.fade_depth   # between the two faded edges
        key(app, pygame.K_PAGEDOWN)
        assert 0 < scene.scroll <= clear_height
        # the lines fading at the bottom of page one are clear on page two
        assert scene.view_height - scene.fade_depth - scene.scroll >= scene.fade_depth
        key(app, pygame.K_PAGEDOWN)
        assert scene.scroll == 2 * scene.page_step() or scene.scroll == scene.last_scroll()
        key(app, pygame.K_PAGEUP)
        assert scene.scroll == scene.page_step()


def test_item3_end_reaches_the_last_line_at_once_and_home_the_first(app):
    app.screen = pygame.display.set_mode((1024, 700))
    scene = RulesScene(app, GAMES["queens-of-fate"])
    app.switch(scene)
    step(app)
    key(app, pygame.K_END)
    assert scene.scroll == scene.content_height - scene.view_height > 0
    key(app, pygame.K_PAGEUP)   # back one page from the end, not from somewhere past it
    assert scene.scroll == scene.last_scroll() - scene.page_step()
    key(app, pygame.K_HOME)
    assert scene.scroll == 0


# ---- item 4: a chooser closed without a choice leaves no "Choose one." behind ---------------
def open_chooser(app, monkeypatch):
    """A table whose game offers one button with two moves behind it, clicked."""
    scene = open_table(app)
    scene.game_panel.asking = None   # no question box to take the keys
    two = scene.game.legal_actions(scene.session.state)[:2]
    assert len(two) == 2
    monkeypatch.setattr(scene.game, "buttons", lambda state: [("Two ways", two)])
    scene.view.buttons_asked = None   # asked once a position (18cc6f7): asked again of the patched game
    scene.view.bars_kept = (None,) * len(scene.view.bars_kept)   # the bars' words kept a position (8e8f9d8): afresh
    step(app)
    scene.say("An earlier word.")
    step(app)
    button = next(b for b in scene.choice_buttons if b.label == "Two ways")
    click(app, button.rect.center)
    assert scene.pending_choice == two and status_line(scene)[0] == "Choose one."
    return scene


def test_item4_escape_from_a_chooser_restores_the_status_it_covered(app, monkeypatch):
    scene = open_chooser(app, monkeypatch)
    key(app, pygame.K_ESCAPE)
    assert scene.pending_choice is None and app.scene is scene
    assert status_line(scene) == ("An earlier word.", theme.ACCENT)


def test_item4_cancel_in_a_chooser_restores_the_status_it_covered(app, monkeypatch):
    scene = open_chooser(app, monkeypatch)
    cancel = next(b for b in scene.choice_buttons if b.label == "Cancel")
    click(app, cancel.rect.center)
    assert scene.pending_choice is None
    assert status_line(scene)[0] != "Choose one."


# ---- item 1: a long status line never runs under "Moves N" and the clock -------------------
LONG = ("That card cannot go there: only a card of the suit the Challenge asks for, or a Trump "
        "stronger than the one already in the Battle, may be laid on the Battle while a fight lasts.")


def status_ink(app, scene) -> tuple[pygame.Rect, pygame.Rect]:
    """Where the status words and the moves and clock were drawn (from the text calls)."""
    drawn = []
    real = table_bars.theme.text

    def spy(surface, words, pos, px, *args, **kwargs):
        rect = real(surface, words, pos, px, *args, **kwargs)
        drawn.append((words, rect))
        return rect
    table_bars.theme.text = spy
    try:
        table_bars.draw_status_only(scene, app.screen)
    finally:
        table_bars.theme.text = real
    right = next(rect for words, rect in drawn if words.startswith("Moves"))
    left = [rect for words, rect in drawn if not words.startswith("Moves")]
    return left[0].unionall(left[1:]), right


def open_game(app, game_id: str) -> TableScene:
    scene = TableScene(app, Session.start(get_game(game_id), 5, {}))
    app.switch(scene)
    step(app)
    return scene


def test_item1_a_long_message_at_1024x700_is_fitted_and_never_under_the_clock(app):
    app.screen = pygame.display.set_mode((1024, 700))
    scene = open_game(app, "queens-of-fate")
    scene.say(LONG, warn=True)
    step(app)
    words, clock = status_ink(app, scene)
    bar = scene.frame((1024, 700))["status"]
    assert not words.colliderect(clock) and bar.contains(clock)
    assert words.top >= bar.top - 2 and words.bottom <= bar.bottom + 2


def test_item1_a_message_cut_short_is_shown_whole_while_the_pointer_is_on_the_bar(app):
    app.screen = pygame.display.set_mode((1024, 700))
    scene = open_game(app, "queens-of-fate")
    too_long = " ".join([LONG] * 3)   # more than two lines even with the clock's room given up
    scene.say(too_long, warn=True)
    step(app)
    assert scene.status_cut == too_long
    bar = scene.frame((1024, 700))["status"]
    shown = []
    real = table_bars.theme.text
    table_bars.theme.text = lambda surface, words, *a, **k: shown.append(words) or real(surface, words, *a, **k)
    try:
        post(pygame.MOUSEMOTION, pos=(bar.x + 40, bar.centery), rel=(0, 0), buttons=(0, 0, 0))
        step(app)
    finally:
        table_bars.theme.text = real
    whole = " ".join(too_long.split())
    assert whole in " ".join(" ".join(shown).split())   # every word, in order, over the table


def test_item1_fit_lines_wraps_to_two_lines_before_it_cuts():
    app_font = theme.font(13)
    lines, size = theme.fit_lines(LONG, 16, 500, 32)
    assert size == theme.MIN_TEXT_PX and len(lines) == 2
    assert all(app_font.size(line)[0] <= 500 for line in lines)
    lines, _ = theme.fit_lines(LONG * 3, 16, 500, 32)
    assert len(lines) == 2 and lines[-1].endswith("…")
    assert theme.fit_lines("Short.", 16, 500, 32) == (["Short."], 16)


# ---- item 2: small pictures of tables leave out words too small to read -------------------
def test_item2_a_small_table_draws_no_caption_or_board_number_larger_than_its_room(app, monkeypatch):
    """The menu's tiles and the Continue rows: a caption or a board number drawn at the
    smallest readable size in a picture this small would run over the cards."""
    drawn = []
    real, real_mark = theme.text, board_draw._mark   # words set on the table; a board's marks printed on it
    monkeypatch.setattr(theme, "text", lambda surface, words, *a, **k: drawn.append(words) or real(surface, words, *a, **k))
    monkeypatch.setattr(board_draw, "_mark", lambda surface, words, *a: drawn.append(words) or real_mark(surface, words, *a))
    board_draw._board_picture.cache_clear()
    for game_id in GAMES:
        small_table(app, Session.start(get_game(game_id), 5, {}), (110, 85))
    assert drawn == []


def test_item2_the_table_itself_still_shows_its_captions_and_board_numbers(app, monkeypatch):
    drawn = []
    real, real_mark = theme.text, board_draw._mark   # words set on the table; a board's marks printed on it
    monkeypatch.setattr(theme, "text", lambda surface, words, *a, **k: drawn.append(words) or real(surface, words, *a, **k))
    monkeypatch.setattr(board_draw, "_mark", lambda surface, words, *a: drawn.append(words) or real_mark(surface, words, *a))
    board_draw._board_picture.cache_clear()
    app.screen = pygame.display.set_mode((1024, 700))
    open_game(app, "lucky-you")
    assert "72" in drawn and any(" · " in words for words in drawn)


def test_item2_statistics_with_no_games_shows_its_note_without_column_heads_over_it(app, monkeypatch):
    drawn = []
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda surface, words, *a, **k: drawn.append(words) or real(surface, words, *a, **k))
    app.switch(StatsScene(app))
    step(app)
    assert any(words.startswith("No finished games yet") for words in drawn)
    assert "Played" not in drawn


# ---- item 5: a window left maximised comes back maximised -------------------------------------
def test_item5_maximising_keeps_the_plain_size_and_is_remembered(app):
    app.settings.window = (1100, 760)
    app.resized((1100, 760))
    post(pygame.WINDOWSIZECHANGED, x=1920, y=1016)   # the size comes before the news
    app.screen = pygame.display.set_mode((1920, 1016))
    post(pygame.WINDOWMAXIMIZED)
    step(app)
    assert app.settings.maximized and app.settings.window == (1100, 760)
    assert load_settings().maximized and load_settings().window == (1100, 760)


def test_item5_minimised_and_back_a_maximised_window_stays_maximised(app):
    post(pygame.WINDOWMAXIMIZED)
    post(pygame.WINDOWMINIMIZED)
    post(pygame.WINDOWRESTORED)
    step(app)
    assert app.settings.maximized
    post(pygame.WINDOWRESTORED)   # now given back its own size
    step(app)
    assert not app.settings.maximized


def test_item5_a_window_left_maximised_opens_maximised(app, monkeypatch):
    asked = []
    monkeypatch.setattr(app_module, "maximize_window", lambda: asked.append(True))
    app.settings.maximized = True
    app.headless = False
    app._open_window()
    assert asked == [True]
    app.settings.maximized = False
    app._open_window()
    assert asked == [True]


def test_item2_the_continue_lists_delete_note_never_runs_over_its_heading(app, monkeypatch):
    drawn = {}
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda surface, words, *a, **k:
                        drawn.setdefault(words, real(surface, words, *a, **k)))
    listing = ContinueList(app, lambda info: None)
    listing.deleted = "Deleted \u201c" + "A very long name for a saved game " * 3 + "\u201d."
    listing.draw(app.screen, pygame.Rect(600, 100, 330, 500), 0.8, may_build=False)
    note = next(rect for words, rect in drawn.items() if words.startswith("Deleted"))
    assert not note.colliderect(drawn["Continue"])
