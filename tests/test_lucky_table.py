"""Lucky You! played with the mouse: drawing by click or drag, choices as buttons,
the board and its tokens drawn, tokens walking, and people sharing one screen."""
import itertools
import math

import pygame
import pytest

from tarot_table.games import get_game
from tarot_table.games.base import Seat
from tarot_table.layout import Layout
from tarot_table.table import board_draw
from tarot_table.games.lucky_you.layout import SPACE_STYLES
from tarot_table.table.board_draw import COMMON_STYLES
from tarot_table.table.scenes.table_bars import status_line
from tests.helpers.lucky import m, ready, stack
from tests.helpers.table import click, drag, open_position, post, settle, step
from tests.helpers.table import zone_centre as centre
from tarot_table.clock import ManualClock
from tarot_table.table.app import App
from tests.helpers.lucky import GAME as LUCKY
from tests.helpers.table import draw_whole

GAME = get_game("lucky-you")


def open_game(app, state, seats=None):
    return open_position(app, GAME, state, seats or [Seat("Ann"), Seat("Bob")])


def top_of(scene, zone):
    return scene.card_rect(scene.session.state.zones[zone][-1].card).center


def space_centre(scene, number):
    board = scene.geometry.layout.board
    space = board.space(number)
    g = scene.geometry
    return round(g.origin[0] + space.x * g.unit), round(g.origin[1] + space.y * g.unit)


def test_clicking_your_game_pack_draws_and_moves_your_token(app):
    state = ready(2, pos=[10, 10])
    stack(state, m("three"))
    scene = open_game(app, state)
    click(app, top_of(scene, "pack0"))
    assert scene.session.state.data["pos"][0] == 13
    assert [p.card for p in scene.session.state.zones["drawn"]] == [m("three")]


def test_dragging_the_top_card_to_the_middle_draws_too(app):
    state = ready(2, pos=[10, 10])
    stack(state, m("two"))
    scene = open_game(app, state)
    drag(app, top_of(scene, "pack0"), centre(scene, "drawn"))
    assert scene.session.state.data["pos"][0] == 12


def test_two_people_share_the_screen_with_no_hand_over(app):
    state = ready(2, pos=[10, 10])
    scene = open_game(app, state)
    click(app, top_of(scene, "pack0"))
    assert scene.session.state.to_act == 1 and scene.handoff_to is None
    settle(app, scene)
    click(app, top_of(scene, "pack1"))
    assert scene.session.state.to_act == 0


def test_another_players_pack_snaps_back_with_the_reason(app):
    state = ready(2, pos=[10, 10])
    scene = open_game(app, state)
    drag(app, top_of(scene, "pack1"), centre(scene, "drawn"))
    assert "Bob's card" in scene.message[0]
    assert scene.session.state.data["pos"] == [10, 10]


def test_the_wild_pack_before_the_board_says_why(app):
    state = ready(2)
    scene = open_game(app, state)
    drag(app, top_of(scene, "wild0"), centre(scene, "drawn"))
    assert "on the board" in scene.message[0]


def test_the_knights_choice_is_a_pair_of_buttons(app):
    state = ready(2, pos=[10, 10])
    stack(state, m("knight"))
    scene = open_game(app, state)
    click(app, top_of(scene, "pack0"))
    step(app)
    labels = [b.label for b in scene.choice_buttons]
    assert "Keep the Knight: forward 2" in labels and "Redraw (another court fails)" in labels
    keep = next(b for b in scene.choice_buttons if b.label.startswith("Keep"))
    click(app, keep.rect.center)
    assert scene.session.state.data["pos"][0] == 12


def test_tokens_are_picked_with_buttons_at_the_start(app):
    state = GAME.new(4, None, [Seat("Ann"), Seat("Bob")])
    scene = open_game(app, state)
    step(app)
    coin = next(b for b in scene.choice_buttons if b.label == "Coin")
    assert all(app.screen.get_rect().contains(b.rect) for b in scene.choice_buttons)   # all eight in sight
    click(app, coin.rect.center)
    assert "coin" in scene.session.state.data["tokens"]


def test_the_board_is_drawn_with_its_jails_and_tokens(app):
    state = ready(2, pos=[20, 0])
    state.data["jailed"][0] = True
    scene = open_game(app, state)
    step(app)
    assert isinstance(scene.geometry.layout, Layout) and scene.geometry.layout.board is not None
    x, y = space_centre(scene, 67)
    side = round(scene.geometry.layout.board.size * scene.geometry.unit)
    assert tuple(app.screen.get_at((x - side * 3 // 8, y))[:3]) == next(s for s in SPACE_STYLES if s.kind == "jail").fills[0]
    x, y = space_centre(scene, 72)
    assert tuple(app.screen.get_at((x - side * 3 // 8, y))[:3]) == COMMON_STYLES["finish"].fills[0]


def draw_animated(app, pos, card):
    """Seat 0 at ``pos`` clicks its pack, with ``card`` on top, animations on."""
    app.settings.animation = "normal"
    state = ready(2, pos=pos)
    stack(state, card)
    scene = open_game(app, state)
    settle(app, scene)
    click(app, top_of(scene, "pack0"))
    return scene, scene.token_moves.moves["seat0"]


def test_a_token_walks_space_by_space_then_slides_down_a_dump(app):
    scene, moves = draw_animated(app, [42, 0], m("two"))
    assert [(move.path, move.kind) for move in moves] == [((42, 43, 44), "walk"), ((44, 33), "slide")]
    assert moves[1].began >= moves[0].began + moves[0].duration - 1e-9     # the slide waits for the walk
    settle(app, scene)


def test_a_game_saved_in_the_middle_of_a_choice_resumes_there():
    from tarot_table import saves
    from tarot_table.session import Session
    session = Session.start(GAME, 11, None, [Seat("Ann"), Seat("Bob", "quick"), Seat("Cy", "careful")])
    for _ in range(3000):
        if session.state.data["phase"] in ("knight", "temperance"):
            break
        session.play(GAME.legal_actions(session.state)[0])
    assert session.state.data["phase"] in ("knight", "temperance")
    loaded = saves.load(saves.save(session))
    assert loaded.state.to_json() == session.state.to_json()
    assert GAME.legal_actions(loaded.state) == GAME.legal_actions(session.state)


def test_the_card_drawn_lies_larger_with_an_account_beside_it(app):
    state = ready(2, pos=[10, 10])
    stack(state, m("three"))
    scene = open_game(app, state)
    click(app, top_of(scene, "pack0"))
    layout = scene.geometry.layout
    shown = scene.geometry.spot_rect(layout.spot("drawn"))
    assert shown.width == round(scene.geometry.card_width * layout.spot("drawn").scale) > scene.geometry.card_width
    account = " ".join(c.text + c.tail for c in layout.captions)
    assert "Ann draws Three of Wands." in account and "Moves 3 forward, to Space 13." in account


def test_a_backward_move_at_the_start_reads_whole_beside_the_card(app):
    """A card that moves a player back while their token is still at the Start: the
    line beside the card, which leaves the drawer's name out after the first sentence,
    still reads as a sentence ("Is not on the board yet" had lost its subject)."""
    state = ready(2)
    stack(state, m("three"), reversed_=True)
    scene = open_game(app, state)
    click(app, top_of(scene, "pack0"))
    account = " ".join(c.text + c.tail for c in scene.geometry.layout.captions)
    assert "Ann draws Three of Wands reversed." in account
    assert "Stays at the Start: a backward move does nothing." in account
    assert scene.session.state.story[-1] == "Ann stays at the Start: a backward move does nothing."


def test_jail_bars_close_after_the_walk_and_open_before_the_walk_out(app):
    scene, (walk, lock) = draw_animated(app, [17, 10], m("three"))
    assert (walk.kind, lock.kind, lock.path) == ("walk", "lock", (20,))
    assert lock.began >= walk.began + walk.duration - 1e-9
    board = scene.geometry.layout.board
    halfway = lock.began + lock.duration / 2
    pose = _pose_at(scene, "seat0", board, halfway)
    assert pose.space == 20 and 0.3 < pose.bars < 0.7        # the bars are half way down
    settle(app, scene)
    state = scene.session.state
    state.to_act = 0
    stack(state, m("four"))
    click(app, top_of(scene, "pack0"))
    unlock, walk = scene.token_moves.moves["seat0"]
    assert (unlock.kind, walk.kind) == ("unlock", "walk")
    assert _pose_at(scene, "seat0", board, unlock.began + unlock.duration * 0.9).bars < 0.2   # nearly open
    settle(app, scene)


def _pose_at(scene, token, board, moment):
    from tarot_table.clock import ManualClock
    real, scene.token_moves.clock = scene.token_moves.clock, ManualClock(moment)
    try:
        return scene.token_moves.pose(token, board)
    finally:
        scene.token_moves.clock = real


def test_six_tokens_at_the_start_each_show_under_its_name(app):
    """The Start is a tall box: six tokens stand in it side by side, none on another."""
    state = ready(6)
    scene = open_game(app, state, [Seat(f"P{i}") for i in range(6)])
    board = scene.geometry.layout.board
    start = board_draw.space_rect(scene.geometry, board, board.space(0))
    side = round(board.size * scene.geometry.unit)
    places, radius = board_draw.crowd_places(start, side, 6)
    # as large as a lone token, or a pixel less so two side by side keep off the box's edge line
    assert radius >= round(side * board_draw.TOKEN_RADIUS) - 1
    assert all(start.inflate(-2, -2).contains((x - radius, y - radius, 2 * radius, 2 * radius)) for x, y in places)
    assert min(math.dist(a, b) for a, b in itertools.combinations(places, 2)) >= 2 * radius - 1
    assert min(y - radius for _, y in places) >= start.top + side * board_draw.NUMBER_BAND - 1


@pytest.mark.parametrize("count", [1, 2, 3, 4])
def test_tokens_sharing_a_space_leave_its_number_in_sight_and_each_shows(count):
    import pygame
    side = 40
    rect = pygame.Rect(100, 100, side, side)
    places, radius = board_draw.crowd_places(rect, side, count)
    assert min(y - radius for _, y in places) >= rect.top + side * board_draw.NUMBER_BAND - 2
    if count > 1:   # overlapping at most a little: more than half of each shows
        assert min(math.dist(a, b) for a, b in itertools.combinations(places, 2)) > radius


def test_a_space_with_tokens_on_it_shows_its_number_in_the_corner(app, monkeypatch):
    """A token would hide a number in the middle of its space; an arrow's source keeps
    its number in the corner the arrow points away from."""
    corners = {}
    real = board_draw._number
    monkeypatch.setattr(board_draw, "_number", lambda surface, space, rect, px, corner: (
        corners.__setitem__(space.number, corner), real(surface, space, rect, px, corner)))
    state = ready(2, pos=[33, 10])
    scene = open_game(app, state)
    step(app)
    assert corners[33] == "topleft" and corners[10] == "topleft" and corners[34] is None
    assert corners[6] == "bottomright"     # its Jump points up to the left, to 15
    assert corners[26] == "topright"       # its Dump points down to the left, to 16


def test_undo_greyed_after_a_draw_says_why_when_hovered(app):
    state = ready(2, pos=[10, 10])
    scene = open_game(app, state)
    click(app, top_of(scene, "pack0"))
    step(app)
    undo = next(b for b in scene.bar_buttons if b.label == "Undo")
    assert not undo.enabled
    post(pygame.MOUSEMOTION, pos=undo.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    words, _ = status_line(scene)
    assert words == GAME.no_undo_reason
    assert "cannot be undone" in words


# ---- a play-test's findings: a gesture on the board, and a click after the end --------------
def test_dropping_your_token_on_a_space_says_tokens_move_by_the_cards(app):
    """Rules, "A turn": a token moves only by the card drawn, so dragging it (or clicking
    a space) is answered with how to move, not with silence."""
    state = ready(2, pos=[10, 10])
    scene = open_game(app, state)
    drag(app, space_centre(scene, 10), space_centre(scene, 13))
    assert "moved by the cards" in scene.message[0] and "game pack" in scene.message[0]
    assert "wild pack" in scene.message[0]      # on the board, the wild pack is open too
    assert scene.session.state.data["pos"] == [10, 10]
    scene.message = ("", False)
    click(app, space_centre(scene, 40))
    assert "moved by the cards" in scene.message[0]


def test_clicking_a_space_at_the_start_names_only_the_game_pack(app):
    scene = open_game(app, ready(2))
    click(app, space_centre(scene, 1))
    assert "moved by the cards" in scene.message[0] and "wild" not in scene.message[0]


def test_clicking_your_pack_after_the_end_says_the_game_is_over(app):
    state = ready(2, pos=[69, 10])
    stack(state, m("three"))
    scene = open_game(app, state)
    click(app, top_of(scene, "pack0"))
    assert scene.session.finished
    settle(app, scene)
    scene.panel_hidden = True    # the end panel put away, to look at the table
    click(app, top_of(scene, "pack1"))
    assert scene.message[0] == "The game is over."


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
    """The eighth real-window round, finding 10: at 1920x1080 and 150% "a token on Space 3
    sits in the gap between squares 2 and 3". Ann's token stands on Space 6; she clicks her
    game pack and draws the Three of Wands reversed: her token walks back to 5, 4 and 3, a
    walk longer than the card's flight. A frame slow to draw (a busy machine) began while
    the token hopped from 4 to 3 and ended after the walk; the table then asked for no frame
    more (only the cards' flights asked for one after their end), so the window kept the
    token between the squares until the next input. Once the table is at rest the window
    shows what a frame drawn whole shows: the token on Space 3, clear of its number."""
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
