"""The app's manual clock and Tournament of Queens positions for tests of partial frames."""
from __future__ import annotations
from tests.helpers.table import FRAME_S, post, rest_till_the_tip, step
import pygame
import pytest
from tarot_table.clock import ManualClock
from tarot_table.games import get_game
from tarot_table.games.base import Seat
from tarot_table.session import Session
from tarot_table.table.presented import presented_window, same_pixels
from tarot_table.table.scenes import table_draw
from tarot_table.table.scenes.table import TableScene


TOURNAMENT = get_game("tournament-of-queens")


@pytest.fixture
def clock(app) -> ManualClock:
    """The app's clock, moved on only by the test (a frame's time a frame)."""
    return app.clock


def assert_drawn_afresh(app, scene) -> None:
    """The frame on the screen is the one drawn from nothing at this moment, with the
    same cards set apart from the kept table (those that were moving when it was kept
    stay apart, drawn where they are now, until every card has landed)."""
    fresh = app.screen.copy()
    table_draw.draw_afresh(scene, fresh)
    assert same_pixels(app.screen, fresh), "the frame on the screen is the one drawn afresh"
    assert presented_window(app).shows_screen(), "what was drawn was presented (partial_frame.py)"


def deal_tournament(app, clock) -> TableScene:
    """A fresh Tournament of Queens table, its deal just begun: every dealt card in flight."""
    app.settings.animation = "normal"
    scene = TableScene(app, Session.start(TOURNAMENT, 5, {}, [Seat("Ann"), Seat("Bea", "quick")]))
    app.switch(scene)
    step(app)
    return scene


def in_hand(scene, seat: int = 0) -> list[str]:
    return [p.card for p in scene.session.state.zones[f"hand{seat}"]]


def a_bribe(scene) -> tuple[str, str]:
    """A card in the player's hand and a judge it may be dragged onto."""
    action = next(a for a in scene.legal() if a.kind == "bribe" and a.card in in_hand(scene))
    return action.card, action.to


def landed_point(scene, card: str) -> tuple[int, int]:
    """A visible point of a card in the fanned hand, where it lies once dealt."""
    zone, index = scene.session.state.find(card)
    rect = scene.home_rect(zone, index)
    return rect.x + max(4, rect.width // 6), rect.centery


def move_to(app, pos, pressed: bool = True) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0) if pressed else (0, 0, 0))
    step(app)


def move_and_rest(app, pos) -> None:
    """The pointer moved to ``pos``, no button held, and rested there till the tip of a
    place under it would be due (``zone_tips.TIP_REST_S``)."""
    move_to(app, pos, pressed=False)
    rest_till_the_tip(app)


def just_after_the_clock_ticks(app, scene) -> None:
    """The app's clock moved on to the table clock's next second, and that frame drawn as
    the app's loop draws it: a rest shorter than a second that follows meets no tick (whose
    figures are words set afresh)."""
    due = scene.next_frame_in()
    assert scene.view.clock_only, "the clock's tick is the next frame due"
    app.clock.advance(due)
    app.step(FRAME_S, timer_only=True)


def everything_landed(app, clock, scene) -> None:
    """Time runs on until every card has landed and the bots have made their moves."""
    for _ in range(100):
        clock.advance(10)
        step(app)
        if scene.bots.move is not None:
            scene.bots.finish(timeout=60)
        elif not scene.animating():
            step(app)
            if scene.bots.move is None and not scene.animating():
                return
    raise AssertionError("the table never came to rest")


def a_bribe_pressed(app, clock) -> tuple[TableScene, str, str, tuple[int, int]]:
    """A dealt table at rest with a card of the player's hand pressed (not yet moved) that
    may be dragged onto a judge: the scene, the card, the judge and where it was pressed."""
    scene = deal_tournament(app, clock)
    everything_landed(app, clock, scene)
    card, judge = a_bribe(scene)
    start = landed_point(scene, card)
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    step(app)
    return scene, card, judge, start
