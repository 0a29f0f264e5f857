"""The table kept under moving and dragged cards (table/scenes/still_layer.py) never shows
a card where it no longer is. Played with real mouse and key events through the app's
own loop, on a clock that stands still between frames, so that each frame can be
checked against the same moment drawn from nothing."""
from __future__ import annotations


import pygame
import pytest

from tarot_table.games import get_game
from tarot_table.games.base import Seat
from tarot_table.table.presented import presented_window, same_pixels
from tarot_table.table.scenes import table_draw
from tarot_table.table.scenes.table_cards import moving_cards
from tests.helpers.lucky import m as lucky_card, ready, stack
from tests.helpers.table import key, open_position, post, step
from tests.helpers.table import zone_centre as centre
from tests.helpers.frames import TOURNAMENT, a_bribe, a_bribe_pressed, assert_drawn_afresh, deal_tournament, everything_landed, in_hand, landed_point, move_to

LUCKY = get_game("lucky-you")


@pytest.fixture(autouse=True)
def watched(app):
    """Every frame's presented parts are followed from the first frame on."""
    return presented_window(app)


def nothing_set_apart(scene) -> bool:
    """Every card is in the table's picture: none kept, or one with no card left out
    (kept on while only the pointer moves, partial_frame.py)."""
    return scene.still_table is None or not scene.still_table.apart


def until_landed(clock, scene, card: str) -> None:
    motion = scene.motions[card]
    clock.advance(max(0.0, motion.began + motion.duration + 0.001 - clock.now()))


def test_dragging_while_the_deal_flies_keeps_the_table_once_and_matches_a_whole_redraw(app, clock):
    scene = deal_tournament(app, clock)
    card, judge = a_bribe(scene)
    until_landed(clock, scene, card)
    assert scene.animating(), "the deal is still flying when the card is picked up"
    start = landed_point(scene, card)
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    step(app)
    builds = []
    for i in range(1, 6):
        clock.advance(0.03)
        move_to(app, (start[0] + 25 * i, start[1] - 30 * i))
        assert scene.drag.moving and scene.still_table is not None
        builds.append(scene.still_table.builds)
        assert_drawn_afresh(app, scene)
    assert len(set(builds)) == 1, "the table under the dragged card is drawn once, on the first frame"
    post(pygame.MOUSEBUTTONUP, pos=centre(scene, judge), button=1)
    step(app)
    assert card in [p.card for p in scene.session.state.zones[judge]]
    assert_drawn_afresh(app, scene)
    everything_landed(app, clock, scene)
    assert nothing_set_apart(scene), "once every card has landed none is set apart"
    assert_drawn_afresh(app, scene)


def test_the_table_a_drag_shows_is_drawn_after_the_press_not_in_the_drags_first_frame(app, clock):
    """A pressed card's drag needs the table without it and with the places it may go
    lit: that is drawn once the press's frame is on the window, so the drag's first
    frame only copies it (the first frame was the slowest of a drag, partial_frame.py)."""
    scene, card, judge, start = a_bribe_pressed(app, clock)
    assert not scene.drag.moving and nothing_set_apart(scene)
    ahead = scene.ahead_table
    assert ahead is not None and ahead.apart == {card}, "drawn ahead, without the pressed card"
    assert judge in ahead.key[6], "with the places the card may go lit"
    assert_drawn_afresh(app, scene)   # what the press shows is the table as it stands
    move_to(app, (start[0] + 1, start[1] + 1))   # not yet far enough to start the drag
    assert not scene.drag.moving and scene.ahead_table is ahead
    assert_drawn_afresh(app, scene)
    move_to(app, (start[0] + 30, start[1] - 40))
    assert scene.drag.moving and scene.still_table is ahead and ahead.builds == 1
    assert_drawn_afresh(app, scene)
    post(pygame.MOUSEBUTTONUP, pos=centre(scene, judge), button=1)
    step(app)
    assert card in [p.card for p in scene.session.state.zones[judge]]
    assert_drawn_afresh(app, scene)


def test_a_card_dropped_home_lands_where_the_rules_put_it_not_where_it_was_drawn(app, clock):
    """The moved card is left out of the kept table while it flies, then drawn at its
    new place; its old place shows what lies under it."""
    scene, card, judge, old = a_bribe_pressed(app, clock)
    move_to(app, (old[0] + 40, old[1] - 80))
    post(pygame.MOUSEBUTTONUP, pos=centre(scene, judge), button=1)
    step(app)
    assert card in scene.still_table.apart and scene.motions[card]
    for _ in range(4):
        clock.advance(0.05)
        step(app)
        assert_drawn_afresh(app, scene)
    everything_landed(app, clock, scene)
    assert scene.card_at(old) is None or scene.card_at(old)[0] != card
    zone, index = scene.session.state.find(card)
    assert zone == judge and scene.card_rect(card) == scene.home_rect(judge, index)
    assert_drawn_afresh(app, scene)


def drop_where_nothing_may_go(app, scene, card: str) -> None:
    """A card of the hand dragged up off the table and let go: refused, it slides home."""
    start = landed_point(scene, card)
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    step(app)
    move_to(app, (start[0] + 10, start[1] - 200))
    post(pygame.MOUSEBUTTONUP, pos=(start[0] + 10, start[1] - 200), button=1)
    step(app)


def refused_and_sliding_home(app, clock, scene) -> str:
    """The first card of the hand dropped where nothing may go: it slides back home
    while the rest of the table stands still."""
    everything_landed(app, clock, scene)
    card = in_hand(scene)[0]
    drop_where_nothing_may_go(app, scene, card)
    assert scene.animating() and scene.still_table is not None and scene.still_table.apart == {card}
    return card


def test_the_pointer_moving_over_cards_while_one_slides_home_redraws_only_round_them(app, clock):
    scene = deal_tournament(app, clock)
    sliding = refused_and_sliding_home(app, clock, scene)
    second, third = in_hand(scene)[1:3]
    builds = scene.still_table.builds
    for card in (second, third, second, None):
        pos = landed_point(scene, card) if card else (5, 5)
        clock.advance(0.01)
        move_to(app, pos, pressed=False)
        assert scene.still_table.hovered == card and scene.motions[sliding]
        assert_drawn_afresh(app, scene)
    assert scene.still_table.builds == builds, "a resting pointer does not redraw the whole table"


def test_undo_while_the_cards_still_fly_draws_the_position_it_went_back_to(app, clock):
    scene = deal_tournament(app, clock)
    card, judge = a_bribe(scene)
    until_landed(clock, scene, card)
    post(pygame.MOUSEBUTTONDOWN, pos=landed_point(scene, card), button=1)
    step(app)
    move_to(app, centre(scene, judge))
    post(pygame.MOUSEBUTTONUP, pos=centre(scene, judge), button=1)
    step(app)
    assert scene.session.can_undo()
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert card in in_hand(scene)
    assert scene.geometry.layout in (TOURNAMENT.layout(scene.session.state),
                                     *TOURNAMENT.layout(scene.session.state).alternatives)
    assert_drawn_afresh(app, scene)
    everything_landed(app, clock, scene)
    assert nothing_set_apart(scene)
    assert_drawn_afresh(app, scene)


def test_a_resize_while_a_card_is_dragged_draws_the_table_at_the_new_size(app, clock):
    scene = deal_tournament(app, clock)
    card, _ = a_bribe(scene)
    until_landed(clock, scene, card)
    start = landed_point(scene, card)
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    step(app)
    move_to(app, (start[0] + 30, start[1] - 60))
    app.screen = pygame.display.set_mode((1024, 700))
    post(pygame.VIDEORESIZE, size=(1024, 700), w=1024, h=700)
    post(pygame.MOUSEMOTION, pos=(300, 300), rel=(0, 0), buttons=(1, 0, 0))
    step(app)
    assert scene.still_table.surface.get_size() == (1024, 700)
    assert_drawn_afresh(app, scene)
    post(pygame.MOUSEBUTTONUP, pos=(300, 300), button=1)
    step(app)
    everything_landed(app, clock, scene)
    assert_drawn_afresh(app, scene)


def test_a_hint_arriving_while_a_card_slides_home_is_outlined_on_the_next_frame(app, clock):
    scene = deal_tournament(app, clock)
    refused_and_sliding_home(app, clock, scene)
    builds = scene.still_table.builds
    key(app, pygame.K_h)
    scene.bots.finish(timeout=30)
    step(app)
    assert scene.hint is not None and scene.animating()
    assert scene.still_table.builds == builds + 1
    assert_drawn_afresh(app, scene)


def test_a_move_made_before_the_last_one_landed_draws_both_cards_where_they_go(app, clock):
    """An animation interrupted by another move: the first card flies on from where it
    had got to, the second joins it, and both end in their places."""
    scene = deal_tournament(app, clock)
    everything_landed(app, clock, scene)
    moved = []
    for _ in range(2):
        card, judge = a_bribe(scene)
        start = landed_point(scene, card)
        post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        step(app)
        move_to(app, centre(scene, judge))
        post(pygame.MOUSEBUTTONUP, pos=centre(scene, judge), button=1)
        step(app)
        moved.append(card)
        if scene.session.state.to_act != 0:
            break
        clock.advance(0.08)
        step(app)
        assert_drawn_afresh(app, scene)
    assert set(moved) <= scene.still_table.apart
    everything_landed(app, clock, scene)
    for card in moved:
        zone, index = scene.session.state.find(card)
        assert scene.card_rect(card) == scene.home_rect(zone, index)
    assert nothing_set_apart(scene)
    assert_drawn_afresh(app, scene)


def test_a_token_walking_is_drawn_where_it_has_got_to_on_every_frame(app, clock):
    app.settings.animation = "normal"
    state = ready(2, pos=[10, 10])
    stack(state, lucky_card("three"))
    scene = open_position(app, LUCKY, state, [Seat("Ann"), Seat("Bob")])
    clock.advance(5)
    step(app)
    pack = scene.session.state.zones["pack0"][-1].card
    post(pygame.MOUSEBUTTONDOWN, pos=scene.card_rect(pack).center, button=1)
    post(pygame.MOUSEBUTTONUP, pos=scene.card_rect(pack).center, button=1)
    step(app)
    assert scene.token_moves.busy()
    for _ in range(8):
        clock.advance(0.06)
        step(app)
        assert_drawn_afresh(app, scene)
    everything_landed(app, clock, scene)
    assert scene.session.state.data["pos"][0] == 13 and nothing_set_apart(scene)
    assert_drawn_afresh(app, scene)


def test_the_layout_is_worked_out_once_per_position_and_table_room(app, clock, monkeypatch):
    """Lucky You!'s layout took about 2.4 ms; frames reuse it until a move, a resize or
    the story opening or closing changes what it depends on (an undo: see
    test_undo_while_the_cards_still_fly_draws_the_position_it_went_back_to)."""
    state = ready(2, pos=[10, 10])
    stack(state, lucky_card("three"))
    scene = open_position(app, LUCKY, state, [Seat("Ann"), Seat("Bob")])
    asked = []
    real_layout = LUCKY.layout
    monkeypatch.setattr(LUCKY, "layout", lambda state: asked.append(state.moves) or real_layout(state))
    for x in range(100, 400, 60):
        move_to(app, (x, 300), pressed=False)
    assert asked == []
    pack = scene.session.state.zones["pack0"][-1].card
    post(pygame.MOUSEBUTTONDOWN, pos=scene.card_rect(pack).center, button=1)
    post(pygame.MOUSEBUTTONUP, pos=scene.card_rect(pack).center, button=1)
    step(app, 3)
    assert asked == [scene.session.state.moves], "one move: one layout"
    narrow = scene.geometry.area.width
    key(app, pygame.K_l)   # the story closes: the table has more room
    step(app)
    assert len(asked) == 2 and scene.geometry.area.width > narrow
    app.screen = pygame.display.set_mode((1024, 700))
    post(pygame.VIDEORESIZE, size=(1024, 700), w=1024, h=700)
    step(app, 2)
    assert len(asked) == 3 and scene.geometry.area.right < 1024


def assert_landed_cards_in_their_piles(app, scene) -> None:
    """The screen shows every card that has landed in its place in its pile's drawing
    order (under the cards lying over it), with only the cards still moving over the table."""
    still_moving = frozenset(moving_cards(scene))
    kept, spare, ahead = scene.still_table, scene.spare_surface, scene.ahead_table
    scene.still_table = scene.spare_surface = scene.ahead_table = None
    fresh = app.screen.copy()
    try:
        table_draw.draw_table(scene, fresh, set_apart=still_moving)
    finally:
        scene.still_table, scene.spare_surface, scene.ahead_table = kept, spare, ahead
    assert same_pixels(app.screen, fresh)


def test_a_card_that_lands_while_another_still_flies_takes_its_place_under_its_neighbour_at_once(app, clock):
    """The first card of the fanned hand slides home under the second while the last
    card slides home too: once the first has landed it is drawn under the second, not
    over it until the last one lands."""
    scene = deal_tournament(app, clock)
    first = refused_and_sliding_home(app, clock, scene)
    clock.advance(0.05)
    step(app)
    last = in_hand(scene)[-1]
    drop_where_nothing_may_go(app, scene, last)
    until_landed(clock, scene, first)
    step(app)
    assert first not in moving_cards(scene) and last in moving_cards(scene)
    assert_landed_cards_in_their_piles(app, scene)
    assert_drawn_afresh(app, scene)
    everything_landed(app, clock, scene)
    assert_drawn_afresh(app, scene)


def test_the_kept_tables_surface_is_made_as_the_table_is_laid_out_not_on_a_moves_frame(app, clock, monkeypatch):
    """Issue 34: with animation off nothing flies before the first move, so the frame after
    it was the first to keep the table, and it made a window-sized surface for it (6-7 ms
    at 1920x1080, the journey's slowest frame after a move but the refit). The surface is
    made as the table is first laid out (a frame drawn whole): the first move's frame takes
    it and makes none, and it still shows what a whole redraw shows."""
    from tarot_table.rng import Rng
    from tarot_table.session import Session
    from tarot_table.table.scenes import still_layer
    from tarot_table.table.scenes.table import TableScene
    game = get_game("fools-journey")
    scene = TableScene(app, Session.start(game, 3, {}))
    app.switch(scene)
    step(app, 2)
    made = scene.spare_surface
    assert made is not None and made.get_size() == app.screen.get_size()
    window_sized = []
    real_surface, size = still_layer.pygame.Surface, app.screen.get_size()

    def surface(*args, **kwargs):
        if args and tuple(args[0]) == size:
            window_sized.append(args)
        return real_surface(*args, **kwargs)
    monkeypatch.setattr(still_layer.pygame, "Surface", surface)
    quick, dice = game.bots[next(iter(game.bots))], Rng(1)
    for _ in range(3):
        scene.perform(quick(game, scene.session.state, dice), asked=True)
        step(app)
        assert_drawn_afresh(app, scene)
    assert scene.still_table is not None and scene.still_table.surface is made
    assert window_sized == [], "no window-sized surface is made on a move's frame"


def test_the_places_bands_kept_on_the_geometry_follow_the_piles_and_the_labels(app):
    """The band of each place (where its box, cards and label lie, kept_table.zone_bands)
    is kept on the geometry while the position and the labels stay the same: after a move
    that grows a pile (the geometry not fitted again yet), after a label drawn elsewhere
    and after a label's rectangle changed in place, it is what working each band out
    afresh gives."""
    from tarot_table.rng import Rng
    from tarot_table.session import Session
    from tarot_table.table.scenes.kept_table import _spot_band, zone_bands
    from tarot_table.table.scenes.table import TableScene
    from tarot_table.table.scenes.table_cards import labels_px
    scene = TableScene(app, Session.start(get_game("queens-of-fate"), 3, {}))
    app.switch(scene)
    step(app)
    g = scene.geometry
    px = labels_px(g)

    def afresh() -> list[pygame.Rect]:
        return [_spot_band(scene, spot, px) for spot in g.layout.spots]

    first = zone_bands(scene, px)
    assert first == afresh() and zone_bands(scene, px) is first   # kept: asked again, the same list
    game, dice = scene.game, Rng(3)
    quick, bands, grew = game.bots[next(iter(game.bots))], first, 0
    for _ in range(300):   # moves played on the state in place, the geometry as it was
        if grew == 3 or game.outcome(scene.session.state) is not None:
            break
        scene.session.play(quick(game, game.view(scene.session.state, 0), dice))
        now = zone_bands(scene, px)
        assert now == afresh()
        grew, bands = grew + (now != bands), now
    assert grew == 3 and scene.geometry is g   # piles grew along their fans
    zone = next(iter(scene.zone_labels))
    scene.zone_labels[zone] = scene.zone_labels[zone].move(0, 3 * px)   # its label drawn lower
    assert zone_bands(scene, px) == afresh() != bands
    scene.zone_labels[zone].move_ip(5 * px, 0)   # the same rectangle, changed
    assert zone_bands(scene, px) == afresh()


def test_the_pile_counts_kept_on_the_geometry_follow_the_piles_and_the_captions(app):
    """Each counted pile's count and where it stands (kept_table._pile_counts) is kept on
    the geometry while the position and the board's captions stay the same: after moves
    that change the counts (the geometry not fitted again) and with a caption lying over a
    count, it is what placing each count afresh gives."""
    from tarot_table.rng import Rng
    from tarot_table.session import Session
    from tarot_table.table import theme
    from tarot_table.table.scenes.kept_table import _pile_counts
    from tarot_table.table.scenes.table import TableScene
    from tarot_table.table.scenes.table_cards import pile_count_rect
    scene = TableScene(app, Session.start(get_game("queens-of-fate"), 3, {}))
    app.switch(scene)
    step(app)
    g = scene.geometry
    px = theme.table_words_px(g.unit, 0.15)

    def afresh(captions=()) -> list[tuple[str, pygame.Rect]]:
        letters = [c.inflate(0, -round(c.height * 0.2)) for c in captions]
        counts = []
        for spot in (spot for spot in g.layout.spots if spot.count):
            count = str(len(scene.session.state.zones.get(spot.zone, [])))
            where = pile_count_rect(g.spot_rect(spot), count, px)
            where.top = max([where.top] + [c.bottom + 1 for c in letters if c.colliderect(where)])
            counts.append((count, where))
        return counts

    first = _pile_counts(scene, px, [])
    assert first == afresh() and _pile_counts(scene, px, ()) is first   # kept: asked again, the same list
    game, dice = scene.game, Rng(3)
    quick = game.bots[next(iter(game.bots))]
    for _ in range(3):   # each draw from Destiny changes its count, the geometry as it was
        scene.session.play(quick(game, game.view(scene.session.state, 0), dice))
        assert _pile_counts(scene, px, []) == afresh() != first
    assert scene.geometry is g
    over = first[0][1].move(0, -2)   # a caption's line lying over the first count
    assert _pile_counts(scene, px, [over]) == afresh([over]) != afresh()
