"""The app draws only when something changed and sleeps in between (issue 12): idle
screens draw no frames, an event brings one, moving cards and timers ask for theirs,
and a bot's move worked out in the background wakes the loop."""
from __future__ import annotations

import threading

import pygame
import pytest

from tarot_table.games import GAMES, get_game
from tarot_table.session import Session
from tarot_table.table.scenes.menu import MenuScene
from tarot_table.table.scenes.table import TableScene
from tests.helpers.table import open_table, post, step


def open_menu(app) -> MenuScene:
    """The menu with its table pictures all made."""
    app.switch(MenuScene(app))
    for _ in range(20):
        step(app)
        if app.scene.next_frame_in() is None:
            break
    return app.scene


def test_the_menu_paints_at_once_and_adds_its_table_pictures_a_frame_at_a_time(app, monkeypatch):
    monkeypatch.setattr("tarot_table.table.scenes.menu._thumbs", {})
    app.switch(MenuScene(app))
    step(app)
    assert app.scene.next_frame_in() == 0          # pictures still to make
    frames = 1
    while app.scene.next_frame_in() == 0 and frames < 50:
        step(app)
        frames += 1
    assert frames == 1 + len(GAMES)                 # one picture a frame after the first
    assert app.scene.next_frame_in() is None


def test_an_idle_menu_draws_no_frame_until_an_event_arrives(app):
    open_menu(app)
    drawn = app.frames
    assert app.scene.next_frame_in() is None       # nothing pending: sleep without limit
    mover = threading.Thread(target=post, args=(pygame.MOUSEMOTION,), kwargs=dict(pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0)))
    mover.start()
    assert app.wait_for_change() is False          # woken by the event, not a timer
    mover.join()
    assert app.frames == drawn
    step(app)
    assert app.frames == drawn + 1


def test_the_run_loop_draws_once_for_start_and_once_per_event(app, monkeypatch):
    monkeypatch.setattr(pygame, "quit", lambda: None)   # cached fonts stay valid for later tests
    open_menu(app)
    drawn = app.frames
    inputs = [pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.QUIT)]
    # each frame, once on the window, lets the next input come: one event a frame
    monkeypatch.setattr(app.scene, "after_frame", lambda: inputs and pygame.event.post(inputs.pop(0)))
    app.run()
    assert app.frames == drawn + 3      # the first frame, the motion, the quit; nothing while idle


def open_timed_table(app) -> TableScene:
    """A scored game's table, whose status bar shows a running clock."""
    scene = TableScene(app, Session.start(get_game("queens-of-fate"), 7, {}))
    app.switch(scene)
    step(app)
    return scene


def test_moving_cards_ask_for_every_frame_and_the_frame_after_puts_them_home(app):
    scene = open_timed_table(app)
    app.settings.animation = "normal"
    assert scene.perform(scene.legal()[0])
    assert scene.motions                       # the card flies to its place
    assert scene.next_frame_in() == 0
    step(app)
    app.clock.advance(app.settings.animation_seconds)
    assert scene.next_frame_in() == 0          # one more frame for the final places
    step(app)
    assert scene.next_frame_in() > 0


def test_a_table_wakes_for_its_clock_and_repaints_only_the_status_bar(app):
    scene = open_timed_table(app)
    step(app)
    delay = scene.next_frame_in()
    assert 0 < delay <= 1.0                    # the clock's next second
    frames, parts, waited_from = app.frames, app.part_frames, app.clock.now()
    assert app.wait_for_change() is True       # the timer, not an event, ended the wait
    assert app.clock.now() - waited_from == pytest.approx(delay)
    app.step(0.016, timer_only=True)
    assert (app.frames, app.part_frames) == (frames, parts + 1)


def test_a_message_brings_a_whole_frame_when_it_runs_out(app, monkeypatch):
    scene = open_table(app)
    monkeypatch.setattr("tarot_table.table.scenes.table.MESSAGE_S", 0.2)
    scene.say("Hello")
    step(app)
    assert 0 < scene.next_frame_in() <= 0.2
    assert scene.view.clock_only is False
    app.clock.advance(0.25)
    assert scene.draw_ticking(app.screen) is None


def test_an_unscored_table_has_no_clock_to_wake_for(app):
    scene = open_table(app)                    # a reading: no clock is shown
    scene.message = ("", scene.message[1], 0.0)
    scene.hover = None
    assert scene.next_frame_in() is None


def test_a_covered_table_ticks_its_clock_rarely_and_whole(app):
    scene = open_timed_table(app)
    card = scene.visible_cards()[0][2].card
    scene.zoomed = card
    step(app)
    assert scene.next_frame_in() > 1.0
    assert scene.draw_ticking(app.screen) is None


def test_a_finished_game_without_timers_sleeps(app):
    game = get_game("reading")
    session = Session.start(game, 7, {})
    scene = TableScene(app, session, saving=False)
    app.switch(scene)
    step(app)
    scene.autoplay = True
    for _ in range(100):
        if game.outcome(session.state) is not None:
            break
        scene.finish_bot_turns()
    scene.message = ("", scene.message[1], 0.0)
    scene.hover = None
    step(app)
    step(app)
    assert game.outcome(session.state) is not None
    assert scene.next_frame_in() is None


def test_a_bot_move_from_the_background_wakes_the_loop(app):
    game = get_game("tempting-fate")
    session = Session.start(game, 3, {}, game.default_seats(2))
    for seat in session.state.seats:
        seat.bot = seat.bot or next(iter(game.bots))
    scene = TableScene(app, session, saving=False)
    app.switch(scene)
    step(app)
    moves = session.state.moves
    for _ in range(200):   # each wait ends on the wake from the bot's thread, or its pause on the app's clock
        if session.state.moves != moves:
            break
        app.wait_for_change()
        step(app)
    assert session.state.moves > moves


def test_request_redraw_from_another_thread_ends_an_idle_wait(app):
    open_menu(app)
    assert app.scene.next_frame_in() is None       # no timer: only the wake can end the wait
    waker = threading.Thread(target=app.request_redraw)
    waker.start()
    assert app.wait_for_change() is False
    waker.join()


def test_an_app_opened_after_another_has_closed_draws_its_words():
    """The first app's run ends by shutting pygame down, its fonts with it; the next app
    in the same process (the tests, a relaunch) must not draw with those dead fonts."""
    from tarot_table.table import theme
    from tarot_table.table.app import App
    first = App(headless=True, size=(800, 600))
    theme.font(17)
    first.running = False
    first.run()
    second = App(headless=True, size=(800, 600))
    assert theme.rendered("Words", 17, (255, 255, 255)).get_width() > 0
    second.go("menu")
    second.render(second.screen)
