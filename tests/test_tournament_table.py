"""Tournament of Queens played with the mouse through the table's own event loop."""
from tarot_table.games.base import Seat
from tarot_table.table.app import App
from tests.helpers.table import click, drag, open_position, step
from tests.helpers.table import zone_centre as centre
from tests.helpers.tournament_positions import GAME, attr, cards, hand, m, sash, t, table
import pygame
from tarot_table import coaching
from tarot_table.table.input_words import for_player
from tarot_table.table.keyboard import card_words
from tarot_table.table.scenes.table_bars import status_line
from tests.helpers.table import key, post, seated_table

PEOPLE_AND_BOTS = [Seat("Ann"), Seat("Bea", "quick"), Seat("Cat", "quick")]


def grab(scene, card):
    """A point on the visible part of a card in a fanned hand."""
    rect = scene.card_rect(card)
    return rect.x + max(4, rect.width // 6), rect.centery


def open_state(app, state, seats=PEOPLE_AND_BOTS):
    return open_position(app, GAME, state, seats)


def test_drag_an_attribute_into_your_own_row(app):
    scene = open_state(app, table(hands={0: [m("cups", "page"), m("wands", "two")]}))
    drag(app, grab(scene, m("cups", "page")), centre(scene, attr(0, "cups")))
    assert cards(scene.session.state, attr(0, "cups")) == [m("cups", "page")]
    assert GAME.total(scene.session.state, 0, "cups") == 11


def test_a_modifier_dropped_on_a_rival_asks_upright_or_reversed(app):
    scene = open_state(app, table(hands={0: [m("wands", "five"), m("cups", "two")]},
                                  attrs={(1, "wands"): [m("wands", "nine")]}))
    drag(app, grab(scene, m("wands", "five")), centre(scene, attr(1, "wands")))
    step(app)
    labels = [b.label for b in scene.choice_buttons]
    assert labels == ["Add 5 to Bea's Luck (upright)", "Take 5 off Bea's Luck (reversed)", "Cancel"]
    click(app, scene.choice_buttons[1].rect.center)
    state = scene.session.state
    assert GAME.total(state, 1, "wands") == 4 and state.zones[attr(1, "wands")][-1].reversed


def test_a_bribe_dragged_onto_an_open_judge(app):
    scene = open_state(app, table(hands={0: [m("swords", "queen"), m("cups", "two")]},
                                  judges={4: [m("cups", "king")]}))
    drag(app, grab(scene, m("swords", "queen")), scene.card_rect(m("cups", "king")).center)
    assert cards(scene.session.state, "judge4") == [m("cups", "king"), m("swords", "queen")]


def test_a_refused_bribe_slides_back_and_says_why(app):
    scene = open_state(app, table(hands={0: [m("swords", "five"), m("cups", "two")]},
                                  judges={4: [m("cups", "king")]}))
    before = scene.session.state.to_json()
    drag(app, grab(scene, m("swords", "five")), scene.card_rect(m("cups", "king")).center)
    assert scene.session.state.to_json() == before
    assert "strictly higher" in scene.message[0]


def test_an_effect_dropped_on_its_target(app):
    scene = open_state(app, table(hands={0: [t(16), m("cups", "two")]},
                                  attrs={(1, "pentacles"): [m("pentacles", "queen")]}))
    drag(app, grab(scene, t(16)), centre(scene, attr(1, "pentacles")))
    state = scene.session.state
    assert GAME.total(state, 1, "pentacles") == 0 and t(16) in cards(state, "discard")


def test_an_effect_on_a_rival_is_dropped_on_her_sash(app):
    scene = open_state(app, table(hands={0: [t(9), m("cups", "two")], 1: [m("cups", "three")]}))
    drag(app, grab(scene, t(9)), centre(scene, sash(1)))
    assert t(9) in cards(scene.session.state, "discard")


def test_the_high_priestess_dropped_on_the_reserve_shows_its_top_card_to_her_player_only(app):
    """Seed: "You will not know anything about the hidden judges until the end of the
    game": the Priestess's secret is the reserve's top card, shown to her alone."""
    state = table(hands={0: [t(2), m("cups", "two")]}, reserve=[m("wands", "six"), m("swords", "king")])
    scene = open_state(app, state, [Seat("Ann"), Seat("Bea"), Seat("Cat", "quick")])
    drag(app, grab(scene, t(2)), centre(scene, "reserve"))
    state = scene.session.state
    assert t(2) in cards(state, "discard")
    top, under = state.zones["reserve"][-1], state.zones["reserve"][0]
    assert GAME.can_see(state, "reserve", top, 0) and not GAME.can_see(state, "reserve", under, 0)
    assert not GAME.can_see(state, "reserve", top, 1)


def test_a_card_dropped_on_a_rivals_zero_goes_on_upright_without_asking(app):
    """Seed: "you can positively modify someone else's zero": no reversed choice there."""
    scene = open_state(app, table(hands={0: [m("wands", "five"), m("cups", "two")]}))
    drag(app, grab(scene, m("wands", "five")), centre(scene, attr(1, "wands")))
    step(app)
    assert not scene.choice_buttons
    state = scene.session.state
    assert GAME.total(state, 1, "wands") == 5 and not state.zones[attr(1, "wands")][-1].reversed


def test_two_people_pass_the_screen_and_bots_play_between(app):
    seats = [Seat("Ann"), Seat("Bea", "quick"), Seat("Cat")]
    scene = open_state(app, table(hands={0: [m("cups", "two")], 1: [m("cups", "three")],
                                         2: [m("cups", "four")]}), seats)
    drag(app, grab(scene, m("cups", "two")), centre(scene, attr(0, "cups")))
    scene.finish_bot_turns()
    assert scene.session.state.to_act == 2
    scene._after_change()
    assert scene.handing_over == 2 and scene.viewer == 0   # Ann sees the bot's move too
    step(app)
    scene.pass_screen()
    assert scene.handoff_to == 2
    step(app)
    click(app, scene.summary_buttons[0].rect.center)
    assert scene.viewer == 2 and scene._seen(hand(2), scene.session.state.zones[hand(2)][0])


def test_six_players_fit_the_table_at_1024_by_700(monkeypatch):
    app = App(headless=True, size=(1024, 700))
    app.settings.animation = "instant"
    try:
        state = GAME.new(3, seats=GAME.default_seats(6))
        scene = open_position(app, GAME, state, GAME.default_seats(6))
        area = scene.frame((1024, 700))["table"]
        geometry = scene.geometry
        for spot in geometry.layout.spots:
            count = len(scene.session.state.zones[spot.zone])
            assert area.contains(geometry.zone_rect(spot, count)), spot.zone
        assert geometry.card_width >= 36
    finally:
        for s in app.scenes:
            s.leave()


def test_a_whole_game_of_bots_ends_with_the_vote_read_out(app):
    state = GAME.new(11, seats=[Seat("Ann", "quick"), Seat("Bea", "quick"), Seat("Cat", "quick")])
    scene = open_position(app, GAME, state, [Seat("Ann", "quick"), Seat("Bea", "quick"), Seat("Cat", "quick")])
    scene.finish_bot_turns()
    state = scene.session.state
    assert GAME.outcome(state) is not None
    assert sum(line.startswith("Judge ") for line in state.story) == 9
    step(app, 2)
    assert scene.summary_buttons


def test_screenshot_takes_a_number_of_players(tmp_path):
    from tarot_table.cli import main
    out = tmp_path / "six.png"
    assert main(["screenshot", "tournament-of-queens", "--players", "6", "--size", "1024x700",
                 "--out", str(out)]) == 0
    assert out.exists()
    assert main(["screenshot", "tournament-of-queens", "--players", "7", "--out", str(out)]) == 2


def test_a_dragged_card_is_drawn_over_the_table_kept_from_the_first_frame(app):
    """While a card is dragged and nothing else moves, the table under it is drawn once
    and copied back each frame; the picture is the same as a full redraw."""
    import pygame
    from tests.helpers.table import post, settle
    from tarot_table.table.scenes import kept_table, table_draw
    scene = open_state(app, table(hands={0: [m("cups", "page"), m("wands", "two")]}))
    settle(app, scene)
    start = grab(scene, m("cups", "page"))
    drawn = []
    real_cards = kept_table.draw_cards_at_rest
    kept_table.draw_cards_at_rest = lambda *args, **kw: (drawn.append(1), real_cards(*args, **kw))
    try:
        post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        step(app)   # the press's frame, then the table its drag shows, drawn ahead
        for x in range(start[0] + 40, start[0] + 240, 40):
            post(pygame.MOUSEMOTION, pos=(x, start[1] - 60), rel=(0, 0), buttons=(1, 0, 0))
            step(app)
    finally:
        kept_table.draw_cards_at_rest = real_cards
    assert len(drawn) == 2 and scene.still_table is not None
    kept = app.screen.copy()
    scene.still_table = None                   # a full redraw of the same frame
    table_draw.draw_table(scene, app.screen)
    assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(app.screen, "RGB")
    post(pygame.MOUSEBUTTONUP, pos=(start[0] + 200, start[1] - 60), button=1)
    step(app)
    settle(app, scene)
    step(app)
    assert scene.still_table is None or not scene.still_table.apart   # let go and landed: none set apart


def test_the_end_is_told_on_the_table_judge_by_judge_and_a_click_skips_it(app):
    import pygame
    from tests.helpers.table import post, settle
    app.settings.animation = "normal"
    state = table(hands={0: [m("cups", "two")]}, judges={2: ["?" + m("pentacles", "three")]},
                  attrs={(1, "cups"): [m("cups", "nine")]})
    state.zones["stock"] = []
    scene = open_state(app, state)
    settle(app, scene)
    drag(app, grab(scene, m("cups", "two")), centre(scene, "discard"))
    assert GAME.outcome(scene.session.state) is not None and scene.telling is not None
    hidden = next(p for p in scene.session.state.zones["judge2"])
    assert not scene._seen("judge2", hidden)            # the hidden judge waits for its turn
    assert not scene.panel_open()                       # the end panel waits for the telling
    step(app)
    assert scene.telling.current() is None or "(click" not in scene.telling.current().caption
    post(pygame.MOUSEBUTTONDOWN, pos=(5, 300), button=1)
    step(app)
    assert scene.telling is None and scene._seen("judge2", hidden)
    settle(app, scene)
    assert scene.panel_open()


def test_the_story_holds_back_the_vote_until_the_table_has_told_it(app):
    """The story panel does not spoil the count: each judge's vote line and the result
    wait for the step of the telling that shows them; a click shows them all at once."""
    import pygame
    from tests.helpers.table import post, settle
    app.settings.animation = "normal"
    state = table(hands={0: [m("cups", "two")]}, attrs={(1, "cups"): [m("cups", "nine")]})
    state.zones["stock"] = []
    scene = open_state(app, state)
    settle(app, scene)
    drag(app, grab(scene, m("cups", "two")), centre(scene, "discard"))
    story = scene.session.state.story
    summary = GAME.outcome(scene.session.state).summary
    told = scene.telling
    assert summary in story and summary not in told.story(story)
    first_vote = told.steps[0].caption
    assert first_vote in story and first_vote not in told.story(story, now=told.began - 1)
    assert first_vote in told.story(story, now=told.began + 0.1)
    assert summary not in told.story(story, now=told.began + 0.1)
    assert told.story(story, now=told.ends()) == story
    from tarot_table.table.scenes.table_bars import status_words
    assert summary not in status_words(scene)            # nor does the status bar spoil it
    post(pygame.MOUSEBUTTONDOWN, pos=(5, 300), button=1)
    step(app)
    assert scene.telling is None and status_words(scene) == summary


def test_six_contestants_take_three_columns_in_a_wide_window_and_two_in_a_small_one():
    """The table fits six seats at 1024x700 in two columns, the hand fanned beside them,
    and uses the room of a wide window (1920x1080 with the story folded away) with three
    columns, each card larger than two columns would give there."""
    from dataclasses import replace
    from tests.helpers.tournament import table_area
    from tarot_table.table.geometry import Geometry
    layout = GAME.layout(table(players=6))
    small = Geometry.fit(layout, table_area((1024, 700)))
    wide = Geometry.fit(layout, table_area((1920, 1080), log_open=False))
    assert small.layout.width < 15 and wide.layout.width > 18       # two columns, then three
    two_columns_only = Geometry.fit(replace(layout, alternatives=layout.alternatives[:1]),
                                    table_area((1920, 1080), log_open=False))
    assert wide.unit > two_columns_only.unit
    assert {s.zone for s in wide.layout.spots} == {s.zone for s in layout.spots}
    assert all(len(option.spots) == len(layout.spots) for option in layout.alternatives)


def test_the_trump_tip_reads_the_same_after_a_key_and_after_the_mouse(app):
    """The third real-window round, finding 5 (b46, b47): the trump note changed between
    "(press I on it to read what it does)" and "(right-click it to read what it does)" as
    the last input changed."""
    scene = seated_table(app, GAME, [Seat("Ann"), Seat("Coco", bot="quick"), Seat("Dolly", bot="quick")])
    trump = next(s for s in coaching.situations(GAME) if "right-click" in s.note)
    said = set()
    for by_keys in (False, True, False):
        scene.keyboard = by_keys
        said.add(for_player(scene, trump.note))
    assert all("(right-click or press I on it to read what it does)" in words for words in said), said


def test_i_reads_the_card_under_the_pointer_as_it_reads_the_focused_one(app):
    """The third real-window round, finding 5: Both ways work: with the mouse, I reads the
    card under the pointer."""
    scene = seated_table(app, GAME, [Seat("Ann"), Seat("Coco", bot="quick"), Seat("Dolly", bot="quick")])
    hand = next(zone for zone, owner in GAME.private_zones(scene.session.state).items() if owner == 0)
    card = scene.session.state.zones[hand][0].card
    post(pygame.MOUSEMOTION, pos=scene.card_rect(card).center, rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    assert not scene.keyboard
    key(app, pygame.K_i)
    assert scene.message[0].startswith(card_words(scene, card))
    assert scene.message[0] == status_line(scene)[0]


def test_the_hand_s_help_is_said_where_the_pointer_rests_not_under_a_card_dragged_across_it(app):
    """"Drag a card from here" helps no one already dragging a card: the hand's line stays
    off the status bar while a card is dragged across the hand (it came up there during
    the benchmark's drag, redrawing the bar), and is said where the pointer rests on it."""
    from tests.helpers.frames import move_to
    from tests.helpers.table import rest_till_the_tip
    scene = open_state(app, table(hands={0: [m("cups", "page"), m("wands", "two"), m("swords", "ace")]}))
    help_line = for_player(scene, scene.geometry.layout.find(hand(0)).help)
    start = grab(scene, m("cups", "page"))
    move_to(app, start, pressed=False)
    assert scene.hover_zone == hand(0) and status_line(scene)[0] != help_line   # said once the pointer rests
    rest_till_the_tip(app)
    assert status_line(scene)[0] == help_line
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    step(app)
    for card in (m("wands", "two"), m("swords", "ace")):
        post(pygame.MOUSEMOTION, pos=scene.card_rect(card).center, rel=(0, 0), buttons=(1, 0, 0))
        step(app)
        assert scene.drag is not None and scene.hover_zone == hand(0)
        assert status_line(scene)[0] != help_line
    post(pygame.MOUSEBUTTONUP, pos=start, button=1)
    step(app)
