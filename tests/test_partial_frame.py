"""Frames that repaint and present only what changed while cards move or one is dragged
(table/scenes/partial_frame.py): what the window shows after each such frame is what a
whole redraw of the same moment shows. Played with real mouse and key events through the
app's own loop, on a clock that stands still between frames."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.table.presented import presented_window, same_pixels
from tarot_table.table.scenes import table_draw
from tarot_table.table.scenes.partial_frame import MOST_OF_THE_WINDOW
from tests.helpers.frames import (
    a_bribe, a_bribe_pressed, assert_drawn_afresh, deal_tournament, everything_landed, just_after_the_clock_ticks, landed_point, move_and_rest,
    move_to,
)
from tests.helpers.table import key, post, step


@pytest.fixture(autouse=True)
def watched(app):
    """Every frame's presented parts are followed from the first frame on."""
    return presented_window(app)


def settled_tournament(app, clock):
    scene = deal_tournament(app, clock)
    everything_landed(app, clock, scene)
    return scene


def presented_share(app) -> float:
    parts = presented_window(app).last
    if parts is None:
        return 1.0
    return sum(part.width * part.height for part in parts) / (app.screen.get_width() * app.screen.get_height())


def queens_with_cards_out(app, clock):
    """A Queens of Fate table (deal 3) three moves in, every card landed, animation on."""
    from tarot_table.games import get_game
    from tarot_table.session import Session
    from tarot_table.table.scenes.table import TableScene
    app.settings.animation = "normal"
    scene = TableScene(app, Session.start(get_game("queens-of-fate"), 3, {}))
    app.switch(scene)
    step(app)
    for _ in range(3):   # cards out on the table, for a deal to fly
        scene.perform(scene.legal()[0])
    everything_landed(app, clock, scene)
    return scene


def bare_felt(app, scene) -> tuple[int, int]:
    """A spot of the Queens of Fate table over no place (no place's words in the status
    bar): right of the domains' rows, at their height."""
    w, h = app.screen.get_size()
    felt = (scene.frame((w, h))["table"].right - w // 20, h - h // 5)
    assert scene.zones_at(felt) == [] and scene.zones_at((felt[0] + 1, felt[1] + 1)) == []
    return felt


def queens_dealt_and_landed(app, clock):
    """Queens of Fate with cards out, its deal flown and landed under a pointer moving over
    the felt (the benchmark's "animating" way); the scene and that spot of felt."""
    scene = queens_with_cards_out(app, clock)
    w, h = app.screen.get_size()
    actions, scene.session.actions = scene.session.actions, []
    scene.view.deal()   # the scene's own deal, as a fresh table starts it
    scene.session.actions = actions
    felt = bare_felt(app, scene)
    for i in range(400):
        if not scene.animating():
            break
        clock.advance(0.016)
        move_to(app, (felt[0] + i % 2, felt[1]), pressed=False)
    return scene, felt


def test_a_card_dragged_over_the_table_the_story_and_the_bars_is_presented_in_parts(app, clock):
    """Each frame repaints where the card was and where it is, the bars over it included,
    and the window then shows the whole redraw of that moment."""
    scene = settled_tournament(app, clock)
    card, _ = a_bribe(scene)
    start = landed_point(scene, card)
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    step(app)
    w, h = app.screen.get_size()
    story = scene.frame((w, h))["log"]
    path = [(start[0] + 40 * i, start[1] - 20 * i) for i in range(1, 6)]
    path += [(story.centerx, story.centery), (story.centerx, 10), (w // 2, 12), (w // 2, h - 10), (w // 3, h // 2)]
    shares = []
    for pos in path:
        clock.advance(0.02)
        move_to(app, pos)
        assert scene.drag is not None and scene.drag.moving
        assert_drawn_afresh(app, scene)
        shares.append(presented_share(app))
    assert all(share < MOST_OF_THE_WINDOW for share in shares), shares   # the first too: after the press's whole frame
    post(pygame.MOUSEBUTTONUP, pos=path[-1], button=1)
    step(app)
    assert presented_share(app) == 1.0, "letting go is drawn whole"
    assert_drawn_afresh(app, scene)


@pytest.mark.parametrize("game_id", ["queens-of-fate", "tempting-fate", "reading", "fools-journey",
                                     "tournament-of-queens", "lucky-you"])
def test_the_first_frame_of_a_drag_repaints_only_what_the_drag_changed(app, clock, game_id):
    """After the press's frame, drawn whole, the drag's first frame repaints round the
    card lifted, the places it may go (lit now), the card where the pointer is and the
    bars whose words changed, and the window then shows the whole redraw of that moment;
    so does every frame after it, and the press of a card with no drag."""
    from benchmarks.engine import drag_position
    from tarot_table.games import get_game
    from tarot_table.table.scenes.still_layer import LIT
    from tarot_table.table.scenes.table import TableScene
    session = drag_position(get_game(game_id))   # the position the benchmark's drags start from
    scene = TableScene(app, session, saving=False)
    app.switch(scene)
    everything_landed(app, clock, scene)
    card = next(p.card for _, _, p, _ in scene.visible_cards() if scene.card_actions(p.card))
    start = scene.card_rect(card).center
    move_to(app, start, pressed=False)   # resting on the card: raised under the pointer
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    step(app)
    assert presented_share(app) == 1.0, "a press is drawn whole"
    shares = []
    for i in range(1, 6):
        clock.advance(0.02)
        move_to(app, (start[0] + 30 * i, start[1] + 25 * i))
        assert scene.drag is not None and scene.drag.moving
        assert_drawn_afresh(app, scene)
        shares.append(presented_share(app))
    assert scene.still_table.key[LIT], "the places the card may go are lit: the first frame repaints them"
    assert all(share < MOST_OF_THE_WINDOW for share in shares), shares
    post(pygame.MOUSEBUTTONUP, pos=start, button=1)
    step(app)
    assert_drawn_afresh(app, scene)


def test_what_the_status_bar_says_changes_while_a_card_is_dragged(app, clock):
    """The clock's seconds and a message running out change the bar under a still
    dragged card: the bars are repainted in that frame, and only then."""
    scene = settled_tournament(app, clock)
    card, _ = a_bribe(scene)
    start = landed_point(scene, card)
    scene.say("A word that runs out")
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    step(app)
    move_to(app, (start[0] + 30, start[1] - 30))
    bars = scene.frame(app.screen.get_size())["status"]
    seen = []
    for i in range(1, 9):
        clock.advance(1.0)   # the clock ticks; five seconds on, the message is gone
        move_to(app, (start[0] + 30 + 3 * i, start[1] - 30))
        assert_drawn_afresh(app, scene)
        parts = presented_window(app).last
        assert parts is not None
        seen.append(any(part.contains(bars) for part in parts))
    assert all(seen), "each of these frames changed the status bar (the clock or the message)"
    move_to(app, (start[0] + 40, start[1] - 30))
    assert_drawn_afresh(app, scene)
    assert not any(part.colliderect(scene.frame(app.screen.get_size())["top"])
                   for part in presented_window(app).last), "nothing changed in the bars: they are left alone"


def test_the_pointer_moving_over_a_still_table_repaints_only_round_the_cards_it_passes(app, clock):
    scene = settled_tournament(app, clock)
    hand = [p.card for p in scene.session.state.zones["hand0"]]
    points = [landed_point(scene, card) for card in hand]
    for pos in points + points[::-1]:
        clock.advance(0.02)
        move_to(app, pos, pressed=False)
        assert_drawn_afresh(app, scene)
    assert presented_share(app) < MOST_OF_THE_WINDOW
    assert presented_window(app).partial >= len(points)


def test_a_key_or_another_screen_between_frames_brings_a_whole_frame(app, clock):
    """Anything but the pointer may change any part of the window: the next frame is
    drawn and presented whole."""
    scene = settled_tournament(app, clock)
    card, _ = a_bribe(scene)
    start = landed_point(scene, card)
    for dx in (5, 10, 15):
        move_to(app, (start[0] + dx, start[1]), pressed=False)
    assert presented_window(app).last is not None
    key(app, pygame.K_l)   # the story folds away
    assert presented_share(app) == 1.0
    assert_drawn_afresh(app, scene)
    key(app, pygame.K_r)   # the rules, over the table
    assert app.scene is not scene
    key(app, pygame.K_ESCAPE)
    assert app.scene is scene
    assert presented_share(app) == 1.0, "the rules were on the window: the table is drawn whole again"
    assert_drawn_afresh(app, scene)
    move_to(app, (start[0] + 20, start[1]), pressed=False)   # after that whole frame, in parts
    assert_drawn_afresh(app, scene)


def test_a_tip_shown_by_a_frame_drawn_whole_is_taken_away_when_the_pointer_moves_off(app, clock):
    """A move made with no input (a bot's, say) while the pointer rests on Undo greys it
    and shows why in the status bar; moving off Undo brings the game's words back."""
    from tarot_table.games import get_game
    from tarot_table.session import Session
    from tarot_table.table.scenes.table import TableScene
    scene = TableScene(app, Session.start(get_game("queens-of-fate"), 2, {}))
    app.switch(scene)
    everything_landed(app, clock, scene)
    undo = next(b for b in scene.bar_buttons if b.label == "Undo")
    move_to(app, undo.rect.center, pressed=False)
    move_to(app, (undo.rect.centerx + 1, undo.rect.centery), pressed=False)
    scene.perform(scene.legal()[0])   # the first move turns up hidden cards: no undo
    step(app)
    assert_drawn_afresh(app, scene)
    assert not scene.session.can_undo()
    move_to(app, (undo.rect.centerx, undo.rect.bottom + 200), pressed=False)
    assert presented_window(app).last is not None, "a frame in parts"
    assert_drawn_afresh(app, scene)


def test_a_card_from_a_smaller_hand_leaves_no_shadow_behind_as_it_is_dragged(app, clock):
    """A card of a hand drawn smaller than a card (a rival's) is dragged as a smaller
    picture over a whole card's shadow: each frame takes the shadow away where it was
    (the UI fuzz found it left behind)."""
    from tarot_table.games import get_game
    from tarot_table.games.base import Seat
    from tarot_table.session import Session
    from tarot_table.table.scenes.table import TableScene
    game = get_game("tournament-of-queens")
    seats = [Seat("Fay")] + [Seat(f"Bot {i}", "quick") for i in range(5)]
    scene = TableScene(app, Session.start(game, 5, {}, seats))
    app.switch(scene)
    everything_landed(app, clock, scene)
    assert scene.seat_to_act() == 0 and scene.geometry.layout.spot("hand5").scale < 1   # a rival's hand
    card = scene.session.state.zones["hand5"][-1].card
    start = scene.card_rect(card).center
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    step(app)
    for i in range(1, 8):
        clock.advance(0.02)
        move_to(app, (start[0] - 37 * i, start[1] - 23 * i))
        assert scene.drag.moving
        assert_drawn_afresh(app, scene)
    assert presented_window(app).partial >= 5


def test_a_press_moving_less_than_a_drag_repaints_nothing_but_what_the_bars_say(app, clock, monkeypatch):
    """Pressing a card and moving under the drag threshold (5 px) changes nothing on the
    table: those frames draw nothing whole, present nothing, or only the status bar when
    what it says changed; the window still shows what a whole redraw shows."""
    from tests.helpers.frames import a_bribe_pressed
    from tarot_table.table.scenes import partial_frame
    scene, card, judge, start = a_bribe_pressed(app, clock)
    whole = []
    real = partial_frame.draw_table
    monkeypatch.setattr(partial_frame, "draw_table", lambda *a: whole.append(1) or real(*a))
    status = scene.frame(app.screen.get_size())["status"]
    for dx, dy in ((1, 0), (2, 1), (3, 2), (2, 3), (0, 4), (-2, 3)):
        clock.advance(0.02)
        move_to(app, (start[0] + dx, start[1] + dy))
        assert scene.drag is not None and not scene.drag.moving
        parts = presented_window(app).last
        assert parts is not None and all(status.contains(part) for part in parts), parts
        assert_drawn_afresh(app, scene)
    assert whole == []
    move_to(app, (start[0] + 30, start[1] - 40))
    assert scene.drag.moving
    assert_drawn_afresh(app, scene)


def test_a_drag_begun_as_a_deal_flies_takes_the_table_kept_for_it_and_sets_the_deal_apart_in_part(app, clock):
    """A card pressed, its drag's kept table drawn ahead; then a deal starts and the card
    is dragged: that frame takes the table drawn ahead and leaves the flying cards out of
    it where they lie, instead of drawing the kept table whole again; the window shows
    what a whole redraw shows, then and as the deal flies on."""
    from tests.helpers.frames import a_bribe_pressed
    scene, card, judge, start = a_bribe_pressed(app, clock)
    ahead = scene.ahead_table
    assert ahead is not None and scene.still_table is None
    actions, scene.session.actions = scene.session.actions, []
    scene.view.deal()   # the scene's own deal, as in the benchmark's drag while dealing
    scene.session.actions = actions
    for i in range(1, 6):
        clock.advance(0.02)
        move_to(app, (start[0] + 30 * i, start[1] - 20 * i))
        assert scene.drag is not None and scene.drag.moving and scene.animating()
        assert scene.still_table is ahead and ahead.builds == 1, "the table drawn ahead, redrawn in part"
        assert_drawn_afresh(app, scene)


def test_the_still_winnable_verdict_coming_in_repaints_the_status_bar_alone(app, clock, monkeypatch):
    """Issue 34: the "Still winnable?" search ends in its own thread and wakes the app; that
    frame repaints only the status bar (the table drawn whole last frame shows the same),
    and the window then shows what a whole redraw of that moment shows."""
    import threading

    from tarot_table.games import get_game
    from tarot_table.session import Session
    from tarot_table.solver import Budget
    from tarot_table.table.scenes import still_winnable
    from tarot_table.table.scenes.table import TableScene
    from tarot_table.table.scenes.table_bars import status_right
    monkeypatch.setattr(still_winnable, "budget", lambda: Budget(nodes=20_000))
    search_may_end = threading.Event()   # the search's verdict comes in after the first frame
    solve = still_winnable._solve
    monkeypatch.setattr(still_winnable, "_solve", lambda *args: search_may_end.wait(60) and solve(*args))
    app.settings.still_winnable = True
    scene = TableScene(app, Session.start(get_game("queens-of-fate"), 1, {}))
    app.switch(scene)
    step(app, 2)   # the table's first frame lays it out, the second is drawn as any other
    assert still_winnable.LOOKING in status_right(scene, "") and scene.still.job is not None
    assert_drawn_afresh(app, scene)   # the window shows the table as it is, looking
    search_may_end.set()
    scene.still.job.thread.join(timeout=300)
    step(app)
    assert status_right(scene, "").startswith("Still winnable     ")
    assert presented_window(app).last == [scene.frame(app.screen.get_size())["status"]]
    assert_drawn_afresh(app, scene)
    step(app)
    assert presented_window(app).last == [], "nothing changed since: nothing is repainted"


def test_the_list_of_keys_open_over_flying_cards_darkens_each_frame_once(app, clock):
    """F1's list of keys lies over the whole window; a frame drawn under it while cards fly
    and the pointer moves is drawn whole, so the list's dimming is not laid over the last
    frame's dimming (the UI fuzz found it: 'the table kept under moving cards differs')."""
    scene = deal_tournament(app, clock)
    key(app, pygame.K_F1)
    assert app.key_list_open and scene.motions
    for x in (300, 340, 380):
        clock.advance(0.02)
        move_to(app, (x, 300), pressed=False)
        assert scene.motions, "the cards are still in flight"
        fresh = app.screen.copy()
        table_draw.draw_afresh(scene, fresh)
        app.draw_above_scene(fresh)
        assert same_pixels(app.screen, fresh)
        assert presented_window(app).shows_screen()


@pytest.mark.parametrize("game_id", ["queens-of-fate", "fools-journey"])
def test_a_move_redraws_the_kept_table_only_round_the_places_it_changed(app, clock, game_id):
    """Issue 34: after an ordinary move the kept table is not drawn whole again (most of a
    frame at 1920x1080) but redrawn round the places whose cards changed, their labels and
    the marks that moved; each frame then shows what a whole redraw shows."""
    from tarot_table.games import get_game
    from tarot_table.rng import Rng
    from tarot_table.session import Session
    from tarot_table.table.scenes.still_layer import LIT
    from tarot_table.table.scenes.table import TableScene
    game = get_game(game_id)
    scene = TableScene(app, Session.start(game, 3, {}))
    app.switch(scene)
    step(app, 2)
    quick, dice, partial = game.bots[next(iter(game.bots))], Rng(1), 0
    for _ in range(12):
        if game.outcome(scene.session.state) is not None:
            break
        scene.perform(quick(game, scene.session.state, dice), asked=True)
        builds = scene.still_table.builds if scene.still_table is not None else None
        step(app)
        assert_drawn_afresh(app, scene)
        if builds is not None and scene.still_table.builds == builds:
            partial += 1
    assert partial >= 6, "most moves redraw the kept table in part"


def test_a_card_laid_on_another_redraws_the_kept_table_in_part_though_its_place_shows_the_index(app, clock):
    """Issue 34: a Helper laid on a card of the journey turns on that place's index (the
    numeral and suit at the top left of each card, kept_moves._shape); the layout was then
    taken to have changed and the kept table was drawn whole, the journey's slowest
    frames after a move (8-10 ms at 1920x1080). Only that place is redrawn now, and each
    such frame shows what a whole redraw shows."""
    from tarot_table.games import get_game
    from tarot_table.rng import Rng
    from tarot_table.session import Session
    from tarot_table.table.scenes.table import TableScene
    game = get_game("fools-journey")
    scene = TableScene(app, Session.start(game, 3, {}))
    app.switch(scene)
    step(app, 2)
    quick, dice, flips = game.bots[next(iter(game.bots))], Rng(1), 0
    for _ in range(30):
        if game.outcome(scene.session.state) is not None:
            break
        indexed = {spot.zone for spot in scene.geometry.layout.spots if spot.index}
        scene.perform(quick(game, scene.session.state, dice), asked=True)
        builds = scene.still_table.builds if scene.still_table is not None else None
        step(app)
        assert_drawn_afresh(app, scene)
        if {spot.zone for spot in scene.geometry.layout.spots if spot.index} != indexed and builds is not None:
            flips += 1
            assert scene.still_table.builds == builds, "the kept table is redrawn in part, not whole"
    assert flips >= 4, "places turned their index on and off"


def test_the_focus_on_a_button_a_move_takes_away_leaves_it_before_the_table_is_kept(app, clock, monkeypatch):
    """The UI fuzz (Queens of Fate, seed 11): the keyboard's focus on a button under the
    table whose choice a move took away. The kept table was drawn with the focus still on
    the button, then drawing the buttons again moved it to a card, ringed over a table
    that did not outline it. The focus now leaves the button before the table is drawn."""
    from tests.helpers.table import open_table
    scene = open_table(app)
    scene.game_panel.asking = None
    two = scene.game.legal_actions(scene.session.state)[:2]
    monkeypatch.setattr(scene.game, "buttons", lambda state: [("Two ways", two)] if state.moves == 0 else [])
    scene.view.buttons_asked = None   # asked once a position: asked again of the patched game
    step(app)
    scene.keyboard, scene.focus = True, ("button", "Two ways")
    step(app, 2)
    assert scene.focus == ("button", "Two ways")
    scene.perform(two[0], asked=True)   # a bot's move, say: no input, the frame may build on the last
    step(app)
    assert scene.focus[0] == "card" and scene.still_table is not None
    from tarot_table.table.scenes.kept_table import highlighted_zones
    from tarot_table.table.scenes.still_layer import still_key
    kept = scene.still_table   # drawn with the focus the frame ended with (which it outlines)
    assert kept.serves(still_key(scene, app.screen.get_size(), highlighted_zones(scene)), kept.apart)
    assert_drawn_afresh(app, scene)


def test_a_move_repaints_only_the_bars_whose_words_changed():
    """Issue 34: the frame after a move at 1920x1080 was drawn whole, since the bars' one
    key changed with every move and the top bar, the story and the status bar together
    with the places changed covered most of the window. Each bar has its own key now
    (partial_frame.bars_key): a bar is repainted when what it shows changed or a part
    repainted for the table reaches under it, and each such frame equals a whole redraw.
    (The Fool's Journey: in Queens of Fate nearly every move changes the story, the
    buttons under the table and whether Undo is greyed, all at once.)"""
    from tarot_table.games import get_game
    from tarot_table.rng import Rng
    from tarot_table.session import Session
    from tarot_table.table.scenes.table import TableScene
    from tests.conftest import headless_app
    made = headless_app((1920, 1080))
    app = next(made)
    game = get_game("fools-journey")
    scene = TableScene(app, Session.start(game, 3, {}))
    app.switch(scene)
    step(app, 2)
    quick, dice = game.bots[next(iter(game.bots))], Rng(1)
    in_parts = top_left_alone = 0
    for _ in range(16):
        if game.outcome(scene.session.state) is not None:
            break
        scene.perform(quick(game, scene.session.state, dice), asked=True)
        before = scene.view.presented.bars if scene.view.presented is not None else None
        step(app)
        assert_drawn_afresh(app, scene)
        parts = presented_window(app).last
        if parts is None or before is None:
            continue
        in_parts += 1
        top = scene.frame(app.screen.get_size())["top"]
        if before["top"] == scene.view.presented.bars["top"] and not any(part.colliderect(top) for part in parts):
            top_left_alone += 1
    next(made, None)
    assert in_parts >= 8, "most moves' frames are repainted in parts"
    assert top_left_alone >= 3, "a move that changes nothing in the top bar leaves it as it is"


def test_a_places_tip_come_as_the_deal_lands_and_gone_as_it_flies_again_repaints_only_its_box(app, clock):
    """The pointer on a place's name while Queens of Fate deals: the tip is not shown while
    cards fly, comes as the last card lands and goes when the deal flies again. Those
    frames repaint the tip's box (and what moved), not the whole window (they were whole,
    the slowest frames of a deal), and show what a whole redraw shows."""
    from tarot_table.table.scenes.zone_tips import tip_words
    scene = queens_with_cards_out(app, clock)
    label = scene.zone_labels["portents"]
    move_and_rest(app, label.center)
    move_and_rest(app, (label.centerx + 1, label.centery))
    assert tip_words(scene) and scene.view.tip_shown is not None
    actions, scene.session.actions = scene.session.actions, []
    scene.view.deal()   # the scene's own deal, as a fresh table starts it
    scene.session.actions = actions
    clock.advance(0.016)
    move_to(app, label.center, pressed=False)
    assert scene.animating() and scene.view.tip_shown is None and tip_words(scene) == ""
    for i in range(400):
        if not scene.animating():
            break
        clock.advance(0.016)
        move_to(app, (label.centerx + i % 2, label.centery), pressed=False)
        assert_drawn_afresh(app, scene)
        if scene.animating():
            assert scene.view.tip_shown is None, "no tip while the cards fly"
    assert not scene.animating() and scene.view.tip_shown is not None, "the tip came as the deal landed"
    assert presented_window(app).last is not None, "the frame the deal landed in, in parts"
    assert any(part.colliderect(scene.view.tip_shown) for part in presented_window(app).last)
    assert presented_share(app) < MOST_OF_THE_WINDOW


def test_a_tip_come_with_the_parts_round_it_is_taken_off_by_putting_back_what_it_covered(app, clock, monkeypatch):
    """Issue 29: a tip that comes in a frame repainted in parts (the deal landing under the
    pointer) keeps what it covers as the parts are painted, so the frame it goes in (the
    pointer off the name) puts that back: its box alone repainted, no bar drawn again
    under it (the bars under its box were drawn again: the second-slowest frame of the
    benchmark's "animating" way), and the window as a whole redraw shows it."""
    from tarot_table.table.scenes import partial_frame
    scene = queens_with_cards_out(app, clock)
    label = scene.zone_labels["portents"]
    move_and_rest(app, label.center)   # resting on the name as the cards fly: its tip comes as they land
    actions, scene.session.actions = scene.session.actions, []
    scene.view.deal()   # the scene's own deal, as a fresh table starts it
    scene.session.actions = actions
    for i in range(400):
        if not scene.animating():
            break
        clock.advance(0.016)
        move_to(app, (label.centerx + i % 2, label.centery), pressed=False)
    assert not scene.animating() and scene.view.tip_shown is not None, "the tip came as the deal landed"
    assert presented_window(app).last, "in parts, round the cards landed and the tip"
    assert scene.view.under_tip is not None and scene.view.under_tip[1] == scene.view.tip_shown, "what it covers kept"
    assert_drawn_afresh(app, scene)
    box = scene.view.tip_shown
    bars_drawn = []
    real = partial_frame.draw_bars
    monkeypatch.setattr(partial_frame, "draw_bars", lambda *a, **k: bars_drawn.append(a[3:]) or real(*a, **k))
    move_and_rest(app, (label.centerx, label.bottom + box.height + 40))
    assert scene.view.tip_shown is None and scene.still_table is not None
    assert presented_window(app).last == [box], "its box alone, put back"
    assert bars_drawn == [], "no bar drawn again under it"
    assert_drawn_afresh(app, scene)


def test_a_tip_come_with_the_parts_round_it_is_swapped_over_the_window_not_repainted(app, clock, monkeypatch):
    """Issue 29: the tip that comes as the deal lands under the pointer, in a frame that
    repaints the places the cards landed on, is drawn over the window as it is (what it
    covers kept), not repainted from the kept table with the bars under its box: no part
    repainted meets its box (that repaint was about a fifth of the benchmark's slowest
    "animating" frame, Queens of Fate's at 2560x1440), and the window is what a whole
    redraw shows."""
    from tarot_table.table.scenes import partial_frame
    scene = queens_with_cards_out(app, clock)
    label = scene.zone_labels["destiny"]   # its tip clear of the places the last cards land on
    move_and_rest(app, label.center)   # resting on the name as the cards fly: its tip comes as they land
    actions, scene.session.actions = scene.session.actions, []
    scene.view.deal()   # the scene's own deal, as a fresh table starts it
    scene.session.actions = actions
    repainted = []
    real = partial_frame._repaint
    monkeypatch.setattr(partial_frame, "_repaint", lambda scene, surface, frame, items, parts, *a:
                        repainted.append(list(parts)) or real(scene, surface, frame, items, parts, *a))
    for i in range(400):
        if not scene.animating():
            break
        repainted.clear()
        clock.advance(0.016)
        move_to(app, (label.centerx + i % 2, label.centery), pressed=False)
    box = scene.view.tip_shown
    assert not scene.animating() and box is not None, "the tip came as the deal landed"
    assert repainted and repainted[-1], "the places the cards landed on repainted"
    assert not any(part.colliderect(box) for part in repainted[-1]), "its box not among them"
    assert box in presented_window(app).last, "its box presented with them"
    assert scene.view.under_tip is not None and scene.view.under_tip[0].box == box, "what it covers kept"
    assert_drawn_afresh(app, scene)


def test_a_places_tip_over_a_still_table_repaints_only_its_boxes(app, clock):
    """Issue 29: the pointer onto a place's name over a table at rest, along it, onto
    another place's name and off again: the tip comes, stays, moves and goes, and those
    frames repaint the tips' boxes only (what a tip covered put back), not the whole
    window (each was drawn whole: Queens of Fate's slowest frames with the pointer moving
    over a still table), each showing what a whole redraw shows."""
    from tarot_table.games import get_game
    from tarot_table.session import Session
    from tarot_table.table.scenes.table import TableScene
    scene = TableScene(app, Session.start(get_game("queens-of-fate"), 3, {}))
    app.switch(scene)
    everything_landed(app, clock, scene)
    first, second = scene.zone_labels["portents"], scene.zone_labels["destiny"]
    path = [first.center, (first.centerx + 1, first.centery), second.center, (first.centerx, first.bottom + 200),
            (first.centerx, first.bottom + 201)]
    tips = []
    for pos in path:
        move_and_rest(app, pos)
        assert_drawn_afresh(app, scene)
        assert not scene.animating()
        tips.append(scene.view.tip_shown)
        parts = presented_window(app).last
        assert parts is not None, f"a frame in parts at {pos}"
        assert presented_share(app) < 0.1, presented_share(app)
    assert tips[0] is not None and tips[1] == tips[0], "the tip came and stayed"
    assert tips[2] is not None and tips[2] != tips[0], "the tip of the other place"
    assert tips[3] is None and tips[4] is None, "the tip went"


def kept_in_spare(scene) -> bool:
    """What the tip shown covers is kept in the strips of the spare made ahead."""
    spare = scene.view.tip_spare
    kept = scene.view.under_tip[2]
    return bool(kept) and all(any(piece.get_parent() is strip for strip in spare) for piece, _ in kept)


def test_frames_with_nothing_to_repaint_set_the_places_tips_ahead(app, clock):
    """Issue 29: a tip's words set for the first time (wrapped, each line rendered) were
    the most a frame with the pointer moving over a still table did. Frames with nothing
    to repaint set the tips of the places named ahead, a step a frame, so the frame a tip
    comes in sets no words: it only draws them, and shows what a whole redraw shows. The
    boxes (drawn once with their words) and the picture keeping what a tip covers are made
    ahead too (each made afresh in the frame was about 0.15 ms at 1920x1080)."""
    from tarot_table.games import get_game
    from tarot_table.session import Session
    from tarot_table.table import theme
    from tarot_table.table.scenes import zone_tips
    from tarot_table.table.scenes.table import TableScene
    scene = TableScene(app, Session.start(get_game("queens-of-fate"), 4, {}))
    app.switch(scene)
    everything_landed(app, clock, scene)
    w, h = app.screen.get_size()
    quiet = 0
    felt = bare_felt(app, scene)
    for i in range(150):   # the pointer moving over the felt, touching nothing
        move_to(app, (felt[0] + i % 2, felt[1]), pressed=False)
        quiet += presented_window(app).last == []
    assert quiet >= 145, "nothing to repaint (the status bar's words may change once)"
    label = scene.zone_labels["destiny"]
    just_after_the_clock_ticks(app, scene)   # the tip's rest meets no new second of the clock's
    caches = (theme.rendered, theme._wrapped, theme._panel_layer, zone_tips._tip_drawn)
    set_before = [cache.cache_info().misses for cache in caches]
    move_and_rest(app, label.center)
    assert scene.view.tip_shown is not None
    assert [cache.cache_info().misses for cache in caches] == set_before, "the words and the box were set ahead"
    assert kept_in_spare(scene), "what it covers is kept in the spare made ahead"
    assert_drawn_afresh(app, scene)
    move_and_rest(app, scene.zone_labels["portents"].center)   # another tip, kept in the same spare
    assert kept_in_spare(scene)
    assert_drawn_afresh(app, scene)
    move_and_rest(app, felt)   # and off: what it covered put back from the spare
    assert scene.view.tip_shown is None and presented_window(app).last
    assert_drawn_afresh(app, scene)


def test_frames_with_nothing_to_repaint_over_the_kept_table_set_the_tips_ahead_too(app, clock):
    """Issue 29: once a deal has flown and landed, the table stays kept under the pointer
    (the benchmark's "animating" way after its drags), and those frames with nothing to
    repaint set the tips ahead as well: the frame a tip comes in there sets no words,
    places no box and draws no box, and shows what a whole redraw shows. A tip that comes, moves or
    goes with nothing else changed is swapped over the window as it is (what it covered put
    back), not repainted with the kept table and the bars under its box."""
    from tarot_table.table import theme
    from tarot_table.table.scenes import zone_tips
    scene, felt = queens_dealt_and_landed(app, clock)
    assert not scene.animating() and scene.still_table is not None, "landed, the table still kept"
    quiet = 0
    for i in range(150):   # the pointer moving over the felt, touching nothing
        move_to(app, (felt[0] + i % 2, felt[1]), pressed=False)
        quiet += presented_window(app).last == []
    assert quiet >= 145, "nothing to repaint (the status bar's words may change once)"
    assert scene.still_table is not None
    just_after_the_clock_ticks(app, scene)   # the tip's rest meets no new second of the clock's
    caches = (theme.rendered, theme._wrapped, theme._panel_layer, zone_tips._tip_placed, zone_tips._tip_drawn)
    set_before = [cache.cache_info().misses for cache in caches]
    move_and_rest(app, scene.zone_labels["destiny"].center)
    assert scene.view.tip_shown is not None and presented_share(app) < 0.1
    assert [cache.cache_info().misses for cache in caches] == set_before, \
        "the words, the box's place and the box were set ahead"
    assert_drawn_afresh(app, scene)
    for label in ("portents", "destiny", "portents"):   # to and fro, and off: the tip swapped over the window
        for pos in (scene.zone_labels[label].center, (felt[0], felt[1] + 1)):
            move_and_rest(app, pos)
            assert scene.still_table is not None and presented_window(app).last, "in parts over the kept table"
            assert presented_share(app) < 0.1
            assert (scene.view.under_tip is not None) == (scene.view.tip_shown is not None), \
                "what the tip covers kept, not its box repainted with the bars under it"
            assert_drawn_afresh(app, scene)


def test_the_pointer_over_the_kept_table_after_the_cards_landed_goes_the_way_of_a_table_drawn_whole(app, clock, monkeypatch):
    """Issue 29: once every card has landed and nothing lies over the kept table, the
    window shows the table as a frame drawn whole would. The frames after it with only the
    pointer moving, a place's tip coming and going among them, go the way of a table
    drawn whole: the kept table, the cards over it and the frame's parts are not asked
    again (those frames took half as long again as over a table drawn whole). The kept
    table stays kept for the next cards to fly, which set them apart from it in part
    (it is not drawn again); every frame shows what a whole redraw shows."""
    from tarot_table.table.scenes import partial_frame
    scene, felt = queens_dealt_and_landed(app, clock)
    kept, builds = scene.still_table, scene.still_table.builds
    asked = []
    for name in ("keep_table", "over_kept", "settle_frame"):
        real = getattr(partial_frame, name)
        monkeypatch.setattr(partial_frame, name, lambda *a, real=real, name=name: asked.append(name) or real(*a))
    path = [(felt[0] + i % 2, felt[1]) for i in range(4)]
    path += [scene.zone_labels["destiny"].center, felt, scene.zone_labels["portents"].center,
             (felt[0] + 1, felt[1]), scene.zone_labels["arcana_pentacles"].center, felt]
    tips = []
    for pos in path:
        move_and_rest(app, pos)
        assert presented_window(app).last is not None and presented_share(app) < 0.1, f"in parts at {pos}"
        assert_drawn_afresh(app, scene)
        assert scene.view.presented.table == partial_frame._table_shown(scene), "shown whole, as it is now"
        assert scene.view.presented.parts == scene.frame(app.screen.get_size()), "the frame's parts, as they are now"
        tips.append(scene.view.tip_shown is not None)
    assert asked == [], "nothing over the kept table asked again"
    assert tips == [False] * 4 + [True, False] * 3, "the tips came and went"
    assert scene.still_table is kept and kept.builds == builds
    actions, scene.session.actions = scene.session.actions, []
    scene.view.deal()   # the cards fly again, from the first place
    scene.session.actions = actions
    assert scene.animating()
    for i in range(3):
        clock.advance(0.016)
        move_to(app, (felt[0] + i % 2, felt[1]), pressed=False)
        assert presented_window(app).last is not None, "in parts over the kept table"
        assert_drawn_afresh(app, scene)
        assert scene.view.presented.table == (), "cards set apart: not shown whole"
    assert scene.still_table is kept and kept.builds == builds, "the kept table set the cards apart in part"


def test_a_tip_over_the_kept_table_alone_copies_nothing_and_goes_by_the_kept_table(app, clock, monkeypatch):
    """Issue 29: over the kept table, where nothing is drawn under a tip's box (no card,
    count or mark over the kept table, no bar), the frame it comes in copies nothing of the
    window (the copy was 35-50 µs of that frame, the second-slowest of Queens of Fate's
    "animating" way) and the frame it goes in puts the kept table back there; each shows
    what a whole redraw shows."""
    from tarot_table.table.scenes import partial_frame
    scene, felt = queens_dealt_and_landed(app, clock)
    assert not scene.animating() and scene.still_table is not None
    copies = []
    real = partial_frame.keep_under_tip
    monkeypatch.setattr(partial_frame, "keep_under_tip", lambda *a: copies.append(a[1]) or real(*a))
    alone = 0
    for label in ("portents", "destiny", "portents"):
        for pos in (scene.zone_labels[label].center, (felt[0], felt[1] + 1)):
            move_and_rest(app, pos)
            assert scene.still_table is not None and presented_window(app).last, "in parts over the kept table"
            under = scene.view.under_tip
            if under is not None and under[2] is None:
                alone += 1
                assert copies == [] or copies[-1] != under[0], "nothing copied for it"
            assert_drawn_afresh(app, scene)
    assert alone, "a tip with the kept table alone under its box"


def test_a_tip_reaching_over_the_bars_copies_only_what_it_covers_of_them(app, clock, monkeypatch):
    """Issue 29: at 1920x1080 the tip of a place at the foot of Queens of Fate's table
    (459x130 pixels), let reach to the window's foot (a tip goes above its place's name
    where it would reach the status bar: test_zone_tips.py), reaches over the row under
    the table and the status bar. The frame it comes in keeps a copy of the window only
    where the box meets the status bar or a button of the row (the copy of the whole box was 50-80 µs of that frame, the way's
    second-slowest), and the frame it goes in puts the kept table back over the rest;
    each frame shows what a whole redraw shows."""
    from tarot_table.table.scenes import partial_frame, zone_tips
    monkeypatch.setattr(zone_tips, "_floor", lambda scene, size: size[1])
    zone_tips._tip_placed.cache_clear()
    app.screen = pygame.display.set_mode((1920, 1080))
    scene, felt = queens_dealt_and_landed(app, clock)
    assert not scene.animating() and scene.still_table is not None
    copied = []
    real = partial_frame.keep_under_tip
    monkeypatch.setattr(partial_frame, "keep_under_tip", lambda *a: copied.append(a[-1]) or real(*a))
    frame = scene.frame((1920, 1080))
    parts = []
    for label in ("arcana_pentacles", "destiny", "arcana_cups", "arcana_swords", "arcana_pentacles"):
        for pos in (scene.zone_labels[label].center, (felt[0], felt[1] + 1)):
            copied.clear()
            move_and_rest(app, pos)
            assert scene.still_table is not None and presented_window(app).last, "in parts over the kept table"
            under = scene.view.under_tip
            if under is not None and label.startswith("arcana"):
                box = under[1]
                assert box.colliderect(frame["choices"]) and box.colliderect(frame["status"])
                met = [box.clip(rect) for rect in [frame["status"]] + [b.rect for b in scene.view.choice_buttons]
                       if box.colliderect(rect)]
                assert copied == [met[0].unionall(met[1:])] == [under[3]], "only what it covers of the bars copied"
                parts.append(under[3].height < box.height)
            assert_drawn_afresh(app, scene)
    assert any(parts), "a tip whose box is copied in part"


def test_a_judges_help_too_long_for_the_status_bar_is_set_ahead_while_a_card_is_dragged(app, clock):
    """Issue 29: a judge's help in the status bar (shown as a dragged card passes over the
    judge) too long for the bar at 1920x1080 is set at a smaller size, whose font and
    letters were made in the frame it first showed in (1.3 ms of Tournament of Queens'
    second-slowest drag frame). Frames that only move the dragged card load them ahead, a
    step a frame, so that frame makes no font, and shows what a whole redraw shows."""
    from tarot_table.table import theme
    from tarot_table.table.input_words import for_player
    from tarot_table.table.scenes.table_bars import status_line, status_right
    app.screen = pygame.display.set_mode((1920, 1080))
    scene, card, _, start = a_bribe_pressed(app, clock)
    s = theme.ui_scale((1920, 1080))
    bar = scene.frame((1920, 1080))["status"]
    px, room = max(13, int(16 * s)), bar.width - int(48 * s)
    long_help = [spot for spot in scene.geometry.layout.spots if spot.help and theme.words_width(
        for_player(scene, spot.help), px) > room - theme.words_width(status_right(scene, for_player(scene, spot.help)), px)]
    assert long_help, "a judge's help that does not fit the bar at its size"
    felt = scene.frame((1920, 1080))["table"].center
    for i in range(60):   # the card dragged to and fro over the middle of the table
        move_to(app, (felt[0] + 30 * (i % 2), felt[1] + 40))
        assert scene.drag is not None and scene.drag.moving
    fonts_made = theme._font.cache_info().misses
    spot = long_help[0]
    move_to(app, scene.geometry.spot_rect(spot).center)
    assert status_line(scene)[0] == for_player(scene, spot.help)
    assert theme._font.cache_info().misses == fonts_made, "the smaller size's font was made ahead"
    assert_drawn_afresh(app, scene)
    post(pygame.MOUSEBUTTONUP, pos=start, button=1)
    step(app)


def test_more_parts_than_a_frame_presents_are_joined_two_at_a_time():
    """Seven parts of a frame (four places, the top bar, the story, the status bar) were
    joined into one rectangle round them all, the whole window: they are joined two at a
    time where joining adds least, each pixel still painted once."""
    from tarot_table.table.scenes.partial_frame import MOST_PARTS, _separate
    window = pygame.Rect(0, 0, 1920, 1080)
    rects = [pygame.Rect(27, 132, 185, 355), pygame.Rect(228, 132, 185, 349), pygame.Rect(560, 518, 185, 349),
             pygame.Rect(1258, 518, 185, 392), pygame.Rect(0, 0, 1920, 64), pygame.Rect(1461, 64, 459, 962),
             pygame.Rect(0, 1026, 1920, 54)]
    parts = _separate(rects, window)
    assert len(parts) <= MOST_PARTS
    assert all(any(part.contains(rect) for part in parts) for rect in rects)
    assert all(a.colliderect(b) is False for i, a in enumerate(parts) for b in parts[i + 1:])
    assert sum(part.width * part.height for part in parts) < 0.6 * window.width * window.height


def test_places_changed_in_both_rows_of_the_journey_are_redrawn_round_themselves(app, clock, monkeypatch):
    """Issue 34: the region round a changed place reached as far above it as below, so a
    place of the journey's first row and one of the second made one region, and more
    than four regions were joined into one: moves that changed places in both rows
    redrew half the window (57% at 1920x1080: the journey's slowest frames after a
    move, 10-11 ms).
    Now a place's region reaches below it only (its label, count and pile edge), and
    regions are joined two at a time where joining adds least; each frame shows what a
    whole redraw shows."""
    from tarot_table.games import get_game
    from tarot_table.rng import Rng
    from tarot_table.session import Session
    from tarot_table.table.scenes import kept_table
    from tarot_table.table.scenes.table import TableScene
    redrawn = []
    redraw_moved = kept_table.redraw_moved

    def counted(*args):
        regions = redraw_moved(*args)
        redrawn.append(regions)
        return regions
    monkeypatch.setattr(kept_table, "redraw_moved", counted)
    game = get_game("fools-journey")
    scene = TableScene(app, Session.start(game, 3, {}))
    app.switch(scene)
    step(app, 2)
    window = app.screen.get_width() * app.screen.get_height()
    quick, dice = game.bots[next(iter(game.bots))], Rng(1)
    for _ in range(40):
        if game.outcome(scene.session.state) is not None:
            break
        scene.perform(quick(game, scene.session.state, dice), asked=True)
        step(app)
        assert_drawn_afresh(app, scene)
    shares = [sum(r.width * r.height for r in regions) / window for regions in redrawn if regions is not None]
    assert len(shares) >= 30, "the moves redrew the kept table in part"
    assert max(shares) < 0.35, f"the largest redraw was {max(shares):.0%} of the window"
    for regions in redrawn:
        for i, region in enumerate(regions or []):
            assert region.collidelist(regions[i + 1:]) < 0, "no pixel is redrawn twice"
