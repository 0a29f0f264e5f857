"""Issue 10: the table as a new player meets it. Each test names the item it guards."""
from __future__ import annotations

import time

import pygame

from tarot_table import settings
from tarot_table.games import get_game
from tarot_table.games.base import Action, Seat
from tarot_table.session import Session
from tarot_table.table.scenes.menu import MenuScene
from tarot_table.table.scenes.table import TableScene
from tarot_table.table import theme
from tarot_table.table.scenes import panels
from tests.test_table import READING, click, deck_top, drag, key, open_table, post, settle, step, zone_centre


def test_item1_escape_after_the_hover_view_then_moving_does_not_crash(app, monkeypatch):
    """Item 1: the view opened by resting the pointer is closed by Escape, and the next
    pointer move must not look up the place of no card."""
    from tarot_table.table.scenes import table as table_module
    monkeypatch.setattr(table_module, "HOVER_ZOOM_S", 0.0)
    scene = open_table(app)
    post(pygame.MOUSEMOTION, pos=deck_top(scene), rel=(0, 0), buttons=(0, 0, 0))
    step(app, 2)
    assert scene.zoomed is not None and scene.zoom_by_hover
    key(app, pygame.K_ESCAPE)
    assert scene.zoomed is None and not scene.zoom_by_hover
    post(pygame.MOUSEMOTION, pos=(5, 400), rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    post(pygame.MOUSEMOTION, pos=deck_top(scene), rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    assert app.scene is scene


# ---- item 2: end panels can be put away; the clock stops; a reading is not scored -------
def finish_one_card_reading(app):
    scene = open_table(app, options={"spread": "one-card"})
    for action in (READING.legal_actions(scene.session.state)[0],):
        scene.perform(action)
    scene.perform(READING.legal_actions(scene.session.state)[0])   # turn it over
    settle(app, scene)
    step(app)
    assert READING.outcome(scene.session.state) is not None
    return scene


def test_item2_end_panel_is_put_away_by_a_click_beside_it_and_comes_back(app):
    scene = finish_one_card_reading(app)
    assert scene.panel_open() and scene.panel_rect is not None
    click(app, (scene.panel_rect.left - 20, scene.panel_rect.centery))
    assert not scene.panel_open()
    step(app)
    show = next(b for b in scene.choice_buttons if b.label == "Show the result")
    click(app, show.rect.center)
    assert scene.panel_open()


def test_item2_escape_puts_the_end_panel_away_and_a_second_escape_leaves(app):
    scene = finish_one_card_reading(app)
    key(app, pygame.K_ESCAPE)
    assert app.scene is scene and not scene.panel_open()
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MenuScene)


def test_item2_look_at_the_table_button_puts_the_panel_away(app):
    scene = finish_one_card_reading(app)
    look = next(b for b in scene.summary_buttons if b.label == "Look at the table")
    click(app, look.rect.center)
    assert not scene.panel_open() and scene.panel_hidden


def test_item2_the_clock_stops_when_the_game_ends(app):
    scene = open_table(app, options={"spread": "one-card"})
    scene.clock.last -= 2.0
    step(app)
    assert scene.session.elapsed >= 2.0
    scene.perform(READING.legal_actions(scene.session.state)[0])
    scene.perform(READING.legal_actions(scene.session.state)[0])
    step(app)
    stopped = scene.session.elapsed
    scene.clock.last -= 3.0
    step(app, 3)
    assert scene.session.elapsed == stopped


def test_item2_a_reading_is_not_scored_no_statistics_no_time_or_moves(app, monkeypatch):
    written = record_text(monkeypatch)
    scene = finish_one_card_reading(app)
    step(app)
    assert not settings.stats_path().exists()
    assert not any(w.startswith("Time ") or w.startswith("Moves ") for w in written)
    assert "Reading Table" in written     # the panel's heading is the game's, not "Well played"


def test_item2_a_scored_game_shows_time_and_moves_in_its_panel(app, monkeypatch):
    game = get_game("tempting-fate")
    scene = TableScene(app, Session.start(game, 4, {"match": "single"}, [Seat("Ann"), Seat("Bob", "basic")]))
    app.switch(scene)
    step(app)
    scene.perform(Action("resign", choice="resign"))
    written = record_text(monkeypatch)
    settle(app, scene)
    step(app)
    assert any(w.startswith("Time ") and w.endswith("· 1 move") for w in written)
    assert [r.played for r in settings.load_stats()[0].values()] == [1]


def record_text(monkeypatch) -> list[str]:
    written: list[str] = []
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda surface, words, *a, **k: written.append(words)
                        or real(surface, words, *a, **k))
    return written


# ---- item 8: a pause between the games of a match ----------------------------------------
def test_item8_after_game_one_the_table_waits_for_the_player_before_the_roles_switch(app, monkeypatch):
    """Tempting Fate's match: the bot to move first in game 2 does not start it; the
    panel says who won game 1 until the player presses Start game 2."""
    game = get_game("tempting-fate")
    scene = TableScene(app, Session.start(game, 4, {"match": "two-games"}, [Seat("Ann"), Seat("Bob", "basic")]))
    app.switch(scene)
    step(app)
    scene.perform(Action("resign", choice="resign"))     # Ann, Fate in game 1, throws it
    settle(app, scene)
    scene.bot_ready_at = 0.0
    step(app, 5)
    assert scene.bot_job is None and scene.session.state.data["between"]
    assert scene.panel_open()
    titles = []
    real = panels.dialog
    monkeypatch.setattr(panels, "dialog", lambda surface, s, title, *rest: titles.append(title)
                        or real(surface, s, title, *rest))
    step(app)
    assert titles == ["Bob wins game 1"]
    start = next(b for b in scene.summary_buttons if b.label == "Start game 2")
    click(app, start.rect.center)
    assert scene.session.state.data["game_no"] == 2 and not scene.session.state.data["between"]


# ---- item 9: the banner stays out of the panel; Autoplay's games are counted apart --------
def test_item9_the_win_banner_is_not_drawn_through_the_end_panel(app, monkeypatch):
    scene = finish_one_card_reading(app)
    scene.banner = ("Planted banner", time.monotonic() + 5)
    written = record_text(monkeypatch)
    step(app)
    assert scene.panel_open() and "Planted banner" not in written


def test_item9_a_game_won_by_autoplay_is_counted_apart(app, monkeypatch):
    game = get_game("tempting-fate")
    monkeypatch.setattr(game, "strong_bot", "basic")   # quick: the point is who played, not how well
    scene = TableScene(app, Session.start(game, 4, {"match": "single"}, [Seat("Ann"), Seat("Bob", "basic")]))
    app.switch(scene)
    step(app)
    scene.toggle_autoplay()
    scene.finish_bot_turns()
    assert game.outcome(scene.session.state) is not None and scene.session.assisted
    (record,) = settings.load_stats()[0].values()
    assert (record.played, record.won, record.lost, record.assisted) == (0, 0, 0, 1)


def test_item9_assisted_survives_a_save_and_load(app):
    from tarot_table import saves
    session = Session.start(get_game("queens-of-fate"), 3)
    session.assisted = True
    saves.save(session)
    assert saves.load(saves.save_path(session.slot)).assisted


# ---- item 10: the status line --------------------------------------------------------------
def test_item10_a_refusal_is_cleared_by_the_next_good_move(app):
    scene = open_table(app)
    drag(app, deck_top(scene), zone_centre(scene, "pos1"))
    settle(app, scene)
    drag(app, deck_top(scene), zone_centre(scene, "pos1"))     # already holds a card: refused
    assert scene.message[1] == theme.WARN
    settle(app, scene)
    drag(app, deck_top(scene), zone_centre(scene, "pos2"))
    assert scene.message[0] == ""


def test_item10_a_drag_instruction_does_not_linger_after_a_double_click_move(app):
    scene = open_table(app)
    centre = deck_top(scene)
    click(app, centre)
    assert scene.message[0].startswith("Drag the card")
    click(app, centre)
    assert len(scene.session.state.zones["pos1"]) == 1 and scene.message[0] == ""


# ---- item 11: restart asks and starts the clock again ---------------------------------------
def restart_button(scene):
    return next(b for b in scene.bar_buttons if b.label == "Restart")


def test_item11_restart_asks_first_and_cancel_keeps_the_game(app):
    scene = open_table(app)
    drag(app, deck_top(scene), zone_centre(scene, "pos1"))
    step(app)
    click(app, restart_button(scene).rect.center)
    step(app)
    assert scene.confirming is not None and len(scene.session.actions) == 1
    click(app, next(b for b in scene.summary_buttons if b.label == "Cancel").rect.center)
    assert scene.confirming is None and len(scene.session.actions) == 1


def test_item11_a_confirmed_restart_lays_the_deal_again_with_a_fresh_clock(app):
    scene = open_table(app)
    drag(app, deck_top(scene), zone_centre(scene, "pos1"))
    scene.session.elapsed = 75.0
    step(app)
    click(app, restart_button(scene).rect.center)
    step(app)
    click(app, next(b for b in scene.summary_buttons if b.label == "Restart").rect.center)
    assert scene.session.actions == [] and scene.session.elapsed < 1.0
    assert scene.session.state.to_json() == scene.session.fresh_state().to_json()
