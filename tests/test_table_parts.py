"""The table split by job (issue 29): the view and the input are parts the scene holds,
each owning its own state, not base classes sharing one object's attributes."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.session import Session
from tarot_table.table.scenes.table import TableScene
from tarot_table.table.scenes.table_input import TableInput
from tarot_table.table.scenes.table_types import Selection
from tarot_table.table.scenes.table_view import TableView
from tests.helpers.table import READING, deck_top, open_table, zone_centre


class NoInput:
    """Stands where the input was: any use of it fails the test."""

    def __getattr__(self, name):
        raise AssertionError(f"the view reached into the input ({name})")


def test_neither_the_view_nor_the_input_is_a_base_of_the_scene():
    assert TableView not in TableScene.__mro__ and TableInput not in TableScene.__mro__


def test_each_part_owns_its_state_and_the_scene_only_names_it(app):
    scene = open_table(app)
    assert isinstance(scene.view, TableView) and isinstance(scene.input, TableInput)
    assert isinstance(scene.selection, Selection) and scene.input.selection is scene.selection
    own = vars(scene)
    for name in ("geometry", "motions", "still_table", "presented", "bar_buttons", "drag", "focus", "pending_choice"):
        assert name not in own, name
    assert scene.geometry is scene.view.geometry is not None
    scene.drag = None
    assert scene.selection.drag is None


def test_the_view_draws_a_table_with_no_input(app):
    scene = TableScene(app, Session.start(READING, 7, {}), saving=False)
    scene.input = NoInput()
    surface = pygame.Surface((1280, 800))
    scene.view.draw(surface)
    assert scene.view.geometry is not None and scene.view.bar_buttons
    assert surface.get_at(scene.view.card_rect(scene.session.state.zones["deck"][-1].card).center) != (0, 0, 0, 255)
    scene.leave()


def test_the_input_hit_tests_and_plays_without_drawing(app, monkeypatch):
    scene = TableScene(app, Session.start(READING, 7, {}), saving=False)
    drawn = []
    monkeypatch.setattr(TableView, "draw", lambda view, surface: drawn.append(surface))
    scene.view.fit((1280, 800))   # the layout worked out, nothing drawn
    scene.view.motions.clear()   # the deal's flight: the cards at home
    top = deck_top(scene)
    card = scene.session.state.zones["deck"][-1].card
    assert scene.input.card_at(top) == (card, "deck")
    assert scene.input.zones_at(zone_centre(scene, "pos1"))[0] == "pos1"
    moves = scene.session.state.moves
    end = zone_centre(scene, "pos1")
    scene.input.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=top, button=1))
    for i in range(1, 7):
        point = (top[0] + (end[0] - top[0]) * i // 6, top[1] + (end[1] - top[1]) * i // 6)
        scene.input.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(1, 0, 0)))
    assert scene.drag is not None and scene.drag.moving
    scene.input.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    assert scene.session.state.moves == moves + 1 and scene.session.state.find(card)[0] == "pos1"
    assert drawn == []
    scene.leave()


@pytest.mark.parametrize("kind, through", [("lesson", "make_room"), ("remote", "strips")])
def test_kinds_of_table_adjust_the_parts_through_the_scene(kind, through):
    """A lesson's bar and a network seat's strip change the frame through the scene: the
    seats' strip in ``strips`` (laid above the table or beside it with the coaching note's,
    strips.py), the lesson's bar in ``make_room``; the view calls both as it lays out its
    bars at a scale, so they take part in the bars' giving way (bar_scale). The view is
    not subclassed."""
    from tarot_table.table.scenes.lesson_table import LessonScene
    from tarot_table.table.scenes.remote_table import RemoteTableScene
    cls = LessonScene if kind == "lesson" else RemoteTableScene
    assert through in vars(cls) and "frame" not in vars(cls) and TableView not in cls.__mro__


def test_a_table_left_for_the_menu_keeps_no_pictures_of_its_own(app):
    """Issue 29's peak memory: the places' boxes, the board, the cards' shadows, the
    bars' and story's panels, the texts set and the tips' boxes (every place's tip is set
    ahead) are kept while a table is drawn (some 11 MB at 1920x1080), and let go with the
    table, not kept under the pages."""
    from tarot_table.games import get_game
    from tarot_table.table import board_draw, theme
    from tarot_table.table.scenes import kept_table, zone_tips
    from tarot_table.table.scenes.menu import MenuScene
    from tests.helpers.table import step
    scene = TableScene(app, Session.start(get_game("lucky-you"), 3, {}), saving=False)
    app.switch(scene)
    step(app)
    zone_tips.draw_zone_tip(scene, app.screen, 1.0, zone_tips._tip_placed((40, 40, 60, 20), "The deck.", (1024, 700), 1.0))
    kept = (kept_table._place_layer_in, board_draw._board_picture, theme._shadow_surface, theme._panel_layer,
            theme.rendered, zone_tips._tip_drawn)
    assert all(cache.cache_info().currsize > 0 for cache in kept)
    scene.to_menu()
    assert isinstance(app.scenes[-1], MenuScene)
    assert [cache.cache_info().currsize for cache in kept] == [0, 0, 0, 0, 0, 0]


def test_a_menu_tiles_picture_leaves_the_menus_panels_kept(app):
    """A tile's picture is a table scene drawn small and left: the panels and texts of
    the menu it is drawn for stay kept (only a table shown in the window lets them go)."""
    from tarot_table.games import get_game
    from tarot_table.table import theme
    from tarot_table.table.scenes.continue_list import small_table
    from tarot_table.table.scenes.menu import MenuScene
    from tests.helpers.table import step
    app.switch(MenuScene(app))
    step(app)
    panels, texts = theme._panel_layer.cache_info().currsize, theme.rendered.cache_info().currsize
    assert panels > 0 and texts > 0
    small_table(app, Session.start(get_game("lucky-you"), 3, {}), (220, 110))
    assert theme._panel_layer.cache_info().currsize == panels
    assert theme.rendered.cache_info().currsize >= texts


def test_the_bars_words_are_worked_out_once_a_position(app, monkeypatch):
    """Issue 29 (the reading's "animating" median, the lead's decision): what the top bar
    and the row under the table show and what the status line says the game expects are
    worked out once a position, not at each frame the pointer moves over a still table;
    afresh after a move, after any input but a pointer move, and when a hint is found."""
    from tests.helpers.frames import move_to
    from tests.helpers.table import drag, post, settle, step
    from tarot_table.table.scenes import table_bars
    scene = open_table(app)
    settle(app, scene)
    worked = []
    for name in ("_top_bar_now", "_under_table_now", "_status_words_now", "_choice_specs_now"):
        monkeypatch.setattr(table_bars, name, lambda *args, _name=name, _real=getattr(table_bars, name):
                            worked.append(_name) or _real(*args))
    felt = scene.frame(app.screen.get_size())["table"].topleft
    everything = ["_choice_specs_now", "_status_words_now", "_top_bar_now", "_under_table_now"]

    def pointer_moving() -> list[str]:
        worked.clear()
        for i in range(4):
            move_to(app, (felt[0] + 5 + i, felt[1] + 5), pressed=False)
        return sorted(worked)
    pointer_moving()
    assert pointer_moving() == [], "the pointer alone moved: nothing worked out again"
    drag(app, deck_top(scene), zone_centre(scene, "pos1"))
    assert scene.session.state.moves == 1
    worked.clear()
    move_to(app, (felt[0] + 5, felt[1] + 5), pressed=False)
    assert table_bars.shown_in_top_bar(scene)[1][0], "Undo shown as possible after the move"
    assert pointer_moving() == []
    post(pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=0, unicode="")   # an input, however small
    step(app)
    assert sorted(set(worked)) == everything
    assert pointer_moving() == []
    scene.hint = (scene.game.legal_actions(scene.session.state)[0], scene.app.clock.now() + 60)   # as the Hint button finds it
    assert pointer_moving() == everything, "a hint found: once, then kept"


def test_the_table_asks_the_rules_whose_turn_it_is_once_a_position(app, monkeypatch):
    """Issue 29: a frame asks whose turn it is and whether the game is over some fourteen
    times (the top bar, the buttons under the table, the status line, the end panel), and
    what the game expects next for the status line; the table asks the rules once a
    position (the reading's outcome and status read its spread each time they are asked),
    and again after a move. (The session's own clock asks too.)"""
    import sys
    from tests.helpers.frames import move_to
    from tests.helpers.table import drag, settle
    scene = open_table(app)
    settle(app, scene)
    asked = []

    def counted(name, real):
        def ask(state):
            if "tarot_table/table/" in sys._getframe(1).f_code.co_filename.replace("\\", "/"):
                asked.append(name)
            return real(state)
        return ask
    for name in ("current_seat", "outcome", "status"):
        monkeypatch.setattr(scene.game, name, counted(name, getattr(scene.game, name)))
    felt = scene.frame(app.screen.get_size())["table"].topleft
    for i in range(4):   # the pointer moving over the felt
        move_to(app, (felt[0] + 5 + i, felt[1] + 5), pressed=False)
    assert sorted(asked) in (["current_seat", "outcome"], ["current_seat", "outcome", "status"]), \
        "once each (the status line's words may be kept from the frames before: the bars' words are kept a position)"
    asked.clear()
    for i in range(4):
        move_to(app, (felt[0] + 5 + i, felt[1] + 6), pressed=False)
    assert asked == []
    drag(app, deck_top(scene), zone_centre(scene, "pos1"))
    assert scene.session.state.moves == 1 and "current_seat" in asked, "a move: asked again"
    before = list(asked)   # what the move's own frames asked of the new position
    for i in range(4):
        move_to(app, (felt[0] + 5 + i, felt[1] + 5), pressed=False)
    assert asked[len(before):] in ([], ["status"]), "the status line's words are asked once the move's message is gone"


def test_the_cards_shown_are_listed_once_a_position(app, monkeypatch):
    """Issue 29: the pointer's hit test, the cards set apart from the kept table and a deal
    each list the cards shown; they are listed once a position and layout (a pass over
    every place: 0.015 ms at Queens of Fate's table), not again in each frame while only
    the pointer moves, and afresh after a move."""
    from tarot_table.table.scenes import table_view
    from tests.helpers.frames import move_to
    from tests.helpers.table import drag, settle
    scene = open_table(app)
    settle(app, scene)
    passes = []
    real = table_view.first_shown
    monkeypatch.setattr(table_view, "first_shown", lambda spot, count: passes.append(spot.zone) or real(spot, count))
    places = len(scene.geometry.layout.spots)
    for i in range(3):   # the pointer moving over the deck: its card hit-tested, the table drawn
        move_to(app, (deck_top(scene)[0] + i, deck_top(scene)[1]), pressed=False)
    assert len(passes) <= places, "at most one pass over the places while the position stands"
    listed = scene.view.visible_cards()
    assert scene.view.visible_cards() is listed
    passes.clear()
    move_to(app, (deck_top(scene)[0] + 3, deck_top(scene)[1]), pressed=False)
    assert passes == [] and scene.view.visible_cards() is listed, "the next frame lists none again"
    drag(app, deck_top(scene), zone_centre(scene, "pos1"))
    assert any(zone == "pos1" for zone, _, _, _ in scene.view.visible_cards()), "a move: listed afresh"


def _zones_measured_afresh(scene, pos) -> list[str]:
    """The places under ``pos``, nearest centre first, each place's room measured now."""
    geometry, zones = scene.geometry, scene.session.state.zones
    pad = int(geometry.unit * 0.15)
    hits = []
    for order, spot in enumerate(geometry.layout.spots):
        count = len(zones.get(spot.zone, []))
        if geometry.zone_rect(spot, count).inflate(pad, pad).collidepoint(pos):
            cx, cy = geometry.card_rect(spot, max(0, count - 1)).center
            hits.append(((cx - pos[0]) ** 2 + (cy - pos[1]) ** 2, order, spot.zone))
    return [zone for _, _, zone in sorted(hits)]


def test_the_places_under_the_pointer_are_measured_once_a_position(app):
    """Issue 29: the place under the pointer is found in each place's room (its cards'
    rectangles joined, padded), worked out once a layout and position, not each frame the
    pointer moves; afresh after a move, which changes a pile's room. What it finds is what
    measuring every place afresh finds."""
    from tests.helpers.frames import move_to
    from tests.helpers.table import drag, settle
    scene = open_table(app)
    settle(app, scene)
    move_to(app, zone_centre(scene, "pos1"), pressed=False)
    assert scene.hover_zone == "pos1"
    measured = scene.input._zone_areas()
    for i in range(3):
        move_to(app, (deck_top(scene)[0] + i, deck_top(scene)[1]), pressed=False)
        assert scene.hover_zone == "deck"
    assert scene.input._zone_areas() is measured, "not measured again while nothing moved"
    drag(app, deck_top(scene), zone_centre(scene, "pos1"))
    move_to(app, zone_centre(scene, "pos1"), pressed=False)
    assert scene.hover_zone == "pos1" and scene.input._zone_areas() is not measured, "a move: measured afresh"
    w, h = app.screen.get_size()
    for point in [(x, y) for x in range(0, w, 37) for y in range(0, h, 41)]:
        assert scene.input.zones_at(point) == _zones_measured_afresh(scene, point), point
