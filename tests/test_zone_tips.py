"""Issue 31: "hovering a zone's label on the table says what it is". The pointer, moved
with real mouse events onto a place's name, brings up a box with the line the game
declares for that place (its terms.toml); off the name, the box goes."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.games import GAMES
from tarot_table.games.glossary import Term, term_of_zone
from tarot_table.session import Session
from tarot_table.table import theme
from tarot_table.table.scenes.table import TableScene
from tarot_table.table.scenes import zone_tips
from tarot_table.table.scenes.zone_tips import draw_zone_tip, forget_tip_boxes, tip_words
from tests.helpers.frames import just_after_the_clock_ticks
from tests.helpers.rules_text import record_drawn
from tests.helpers.table import FRAME_S, pass_the_screen, post, rest_till_the_tip, step

QUEENS = GAMES["queens-of-fate"]


def open_game(app, game, size=(1280, 800), options=None):
    app.screen = pygame.display.set_mode(size)
    scene = TableScene(app, Session.start(game, 3, options or {}))
    app.switch(scene)
    step(app)
    pass_the_screen(app, scene)
    return scene


def point(app, pos) -> None:
    """The pointer moved to ``pos`` and rested there till a tip would be due."""
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    rest_till_the_tip(app)


def rested_at(app, scene, pos) -> None:
    """The pointer set at ``pos`` (the mouse events are proved with ``point``) and rested
    there till a tip would be due."""
    scene.pointer = pos
    zone_tips.pointed(scene)   # the rest begins
    app.clock.advance(zone_tips.TIP_REST_S)


def test_resting_on_a_places_name_shows_what_the_place_is_and_leaving_it_hides_it(app, monkeypatch):
    scene = open_game(app, QUEENS)
    means = term_of_zone(QUEENS.terms(), "portents").means
    label = scene.zone_labels["portents"]
    forget_tip_boxes()   # a box is drawn once for its words: none kept from an earlier test
    drawn = record_drawn(monkeypatch)
    point(app, label.center)
    shown = " ".join(words for words, _ in drawn)
    assert means.split()[0] in shown and means.split()[-1] in shown
    drawn.clear()
    point(app, (label.centerx, label.bottom + 200))
    assert means.split()[-1] not in " ".join(words for words, _ in drawn)
    assert tip_words(scene) == ""


def test_a_tip_waits_for_the_pointer_to_rest_and_the_app_wakes_for_it(app, monkeypatch):
    """As desktop toolkits' tips: a pointer passing over places' names on its way
    elsewhere brings up no box; resting on one, the box comes ``TIP_REST_S`` later in a
    frame the scene's own timer asks for (no input comes), and moving along the same name
    does not begin the wait again."""
    scene = open_game(app, QUEENS)
    portents, destiny = scene.zone_labels["portents"], scene.zone_labels["destiny"]
    forget_tip_boxes()
    drawn = record_drawn(monkeypatch)
    means = term_of_zone(QUEENS.terms(), "portents").means
    for pos in (destiny.center, portents.center, (portents.centerx, portents.bottom + 200)):   # passing over
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        step(app)
        assert tip_words(scene) == "" and scene.view.tip_shown is None
    just_after_the_clock_ticks(app, scene)   # the frame the tip is due in is not the clock's
    post(pygame.MOUSEMOTION, pos=portents.center, rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    due = zone_tips.tip_due_in(scene)
    assert tip_words(scene) == "" and due == pytest.approx(zone_tips.TIP_REST_S)
    assert scene.next_frame_in() == pytest.approx(due), "the idle app wakes when the tip is due"
    app.clock.advance(due / 2)
    post(pygame.MOUSEMOTION, pos=(portents.centerx + 1, portents.centery), rel=(0, 0), buttons=(0, 0, 0))
    step(app)   # along the same name: the wait goes on
    assert tip_words(scene) == "" and zone_tips.tip_due_in(scene) == pytest.approx(due / 2 - FRAME_S)
    assert means.split()[-1] not in " ".join(words for words, _ in drawn)
    frames = app.frames
    app.step(FRAME_S, app.wait_for_change())   # the app's loop: it waits for the scene's timer
    assert app.frames == frames + 1 and scene.view.tip_shown is not None and tip_words(scene) == means
    assert means.split()[-1] in " ".join(words for words, _ in drawn)


def test_the_words_are_the_games_own_not_the_tables(app, monkeypatch):
    """A game that declares other words for a place shows those."""
    scene = open_game(app, QUEENS)
    monkeypatch.setattr(QUEENS, "terms", lambda: (Term("Destiny", "A pile the game itself describes.", ("destiny",)),))
    point(app, scene.zone_labels["destiny"].center)
    assert tip_words(scene) == "A pile the game itself describes."
    point(app, scene.zone_labels["portents"].center)   # no words declared for it: no box
    assert tip_words(scene) == ""


def test_no_tip_while_a_card_is_dragged(app):
    scene = open_game(app, GAMES["fools-journey"])
    label = scene.zone_labels["past"]
    point(app, label.center)
    assert tip_words(scene).startswith("The Past")
    card = scene.session.state.zones["present_1"][-1].card
    start = scene.card_rect(card).center
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    step(app)
    point(app, (start[0] + 40, start[1] + 40))
    point(app, label.center)
    assert scene.drag is not None and tip_words(scene) == ""
    post(pygame.MOUSEBUTTONUP, pos=start, button=1)
    step(app)


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080), (2560, 1440)])
def test_every_labelled_place_of_every_game_has_its_tip_inside_the_window(app, size):
    """Each name as drawn at this size, the pointer resting on it (set directly: the
    mouse events are proved above)."""
    s = theme.ui_scale(size)
    for game in GAMES.values():
        scene = open_game(app, game, size)
        assert scene.zone_labels, game.id
        for zone, label in scene.zone_labels.items():
            rested_at(app, scene, label.center)
            box = draw_zone_tip(scene, app.screen, s)
            assert box is not None and app.screen.get_rect().contains(box), (game.id, zone, box)
            assert not box.colliderect(label), (game.id, zone)   # the name stays in sight


def test_resting_on_a_board_space_says_what_kind_of_space_it_is(app):
    """Lucky You!'s Jails, Jumps and Dumps are coloured squares with nothing written on
    them: the pointer on one says what it does."""
    from tarot_table.games.lucky_you import board
    from tarot_table.table.board_draw import space_rect
    lucky = GAMES["lucky-you"]
    scene = open_game(app, lucky)
    spaces = {space.number: space for space in scene.geometry.layout.board.spaces}
    terms = {term.name: term for term in lucky.terms()}
    for number, name in ((board.JAILS[0], "Jail"), (next(iter(board.JUMPS)), "Jump"), (next(iter(board.DUMPS)), "Dump")):
        point(app, space_rect(scene.geometry, scene.geometry.layout.board, spaces[number]).center)
        assert tip_words(scene) == terms[name].means, number
    point(app, space_rect(scene.geometry, scene.geometry.layout.board, spaces[2]).center)
    assert tip_words(scene) == ""   # a plain space is only a number


def test_no_tip_over_a_list_of_choices(app, monkeypatch):
    """Play-test round: at 2560x1440 a place's tip was drawn over the "Choose" list of a
    move (Endure), covering its Cancel button. While a list of choices is open the
    table's tips keep quiet; once it closes they come back."""
    scene = open_game(app, QUEENS, (2560, 1440))
    label = scene.zone_labels["portents"]
    point(app, label.center)
    assert tip_words(scene)
    scene.selection.pending_choice = [a for a in QUEENS.legal_actions(scene.session.state)][:2]
    point(app, (label.centerx + 1, label.centery))
    assert tip_words(scene) == "" and scene.view.tip_shown is None
    scene.input.cancel_choice()
    point(app, label.center)
    assert tip_words(scene)


def test_a_terms_zone_patterns_name_the_zones_fnmatch_names():
    """The zones' patterns ("arcana_*") are compiled as the terms are read (compiling them
    when a place's tip was first asked for was half that frame's time): every place of
    every game is named by the same term as matching each pattern with fnmatch names it."""
    from fnmatch import fnmatchcase
    for game in GAMES.values():
        terms = game.terms()
        zones = {z for term in terms for z in term.zones if "*" not in z}
        zones |= {f"{z.rstrip('*')}{i}" for term in terms for z in term.zones if z.endswith("*") for i in range(4)}
        zones |= {"nowhere", "arcana", "queen_", "xdestiny", "destinyx"}
        for zone in zones:
            expected = next((t for t in terms if any(fnmatchcase(zone, z) for z in t.zones)), None)
            assert term_of_zone(terms, zone) is expected, (game.id, zone)
    assert Term("Pairs", "Two of a kind.", ("pair_?", "[ab]_*")).names_zone("pair_1")
    assert not Term("Pairs", "Two of a kind.", ("pair_?",)).names_zone("pair_12")
    assert Term("Pairs", "Two of a kind.", ("pair_?", "[ab]_*")).names_zone("b_x")


@pytest.mark.parametrize("game_id", ["queens-of-fate", "tournament-of-queens", "reading"])
def test_the_name_under_the_pointer_is_the_first_label_holding_that_pixel(app, game_id):
    """Issue 29: the place's name under the pointer (asked every frame the pointer moves)
    is found among the labels in C; at every label's corners, edges and middle and at
    points all over the window it is the first label in order whose rectangle holds the
    pixel, of a place the layout has."""
    from tarot_table.table.scenes.zone_tips import label_under
    scene = open_game(app, GAMES[game_id])
    layout = scene.geometry.layout
    labels = scene.zone_labels
    assert labels
    points = [(x, y) for x in range(0, 1280, 7) for y in range(0, 800, 7)]
    for rect in labels.values():
        points += [rect.topleft, rect.center, (rect.right - 1, rect.bottom - 1), rect.bottomright,
                   (rect.left - 1, rect.top), (rect.right, rect.centery), (rect.centerx, rect.bottom)]
    for pos in points:
        first = next((zone for zone, rect in labels.items()
                      if rect.collidepoint(pos) and layout.find(zone) is not None), None)
        assert label_under(scene, pos) == first, pos


def test_a_places_term_is_matched_once_while_the_games_terms_stand(app, monkeypatch):
    """Issue 29: the frame a tip comes in matched the place against each term's patterns;
    a place's term is found once while the game's terms are the same, and afresh for
    other terms."""
    from tarot_table.table.scenes import zone_tips
    scene = open_game(app, QUEENS)
    matched = []
    real = zone_tips.term_of_zone
    monkeypatch.setattr(zone_tips, "term_of_zone", lambda terms, zone: matched.append(zone) or real(terms, zone))
    label = scene.zone_labels["portents"]
    for pos in (label.center, (5, 5), label.center, (label.centerx + 1, label.centery)):
        point(app, pos)
    assert tip_words(scene) == term_of_zone(QUEENS.terms(), "portents").means
    assert matched.count("portents") <= 1
    monkeypatch.setattr(QUEENS, "terms", lambda: (Term("Portents", "Other words for it.", ("portents",)),))
    assert tip_words(scene) == "Other words for it."


def tip_over(app, scene, zone: str, ground: tuple) -> tuple[pygame.Rect, pygame.Surface]:
    """The tip of ``zone`` drawn over a window filled with ``ground``; its box, and a copy
    of the window."""
    app.screen.fill(ground)
    rested_at(app, scene, scene.zone_labels[zone].center)
    box = draw_zone_tip(scene, app.screen, theme.ui_scale(app.screen.get_size()))
    return box, app.screen.copy()


def test_a_tips_box_is_opaque_drawn_once_and_its_round_corners_show_the_window(app):
    """Issue 29 (the lead's decision): a tip's box is opaque, as desktop toolkits'
    tooltips are, drawn once with its words and copied in each frame after. Over any
    ground its inside is the same pixels, its ground the panel's colour; outside its
    round corners the window shows."""
    scene = open_game(app, QUEENS)
    forget_tip_boxes()
    box, over_red = tip_over(app, scene, "portents", (200, 30, 30))
    made = zone_tips._tip_drawn.cache_info().misses
    same_box, over_blue = tip_over(app, scene, "portents", (30, 30, 200))
    assert same_box == box and zone_tips._tip_drawn.cache_info().misses == made, "drawn once, copied after"
    inside = box.inflate(-2 * zone_tips.TIP_RADIUS, -2)
    assert pygame.image.tobytes(over_red.subsurface(inside), "RGB") == \
        pygame.image.tobytes(over_blue.subsurface(inside), "RGB"), "nothing of the window shows through"
    assert over_red.get_at((box.centerx, box.bottom - 4))[:3] == theme.PANEL, "one fill in the panel's colour"
    assert over_red.get_at((box.left + 3, box.top + 3))[:3] == theme.PANEL
    assert over_red.get_at(box.topleft)[:3] == (200, 30, 30), "the window outside its round corner"
    assert over_red.get_at((box.right - 1, box.bottom - 1))[:3] == (200, 30, 30)
    assert over_red.get_at((box.centerx, box.top))[:3] == theme.PANEL_EDGE, "its edge as a panel's"
    outside = box.inflate(2, 2)
    assert over_red.get_at(outside.topleft)[:3] == (200, 30, 30) and over_red.get_at((box.centerx, outside.top))[:3] == (200, 30, 30)


def test_the_tips_boxes_kept_are_bounded(app):
    """However many places' words are shown, no more than TIP_BOXES_KEPT boxes are kept."""
    scene = open_game(app, QUEENS)
    forget_tip_boxes()
    size, s = app.screen.get_size(), theme.ui_scale(app.screen.get_size())
    label = tuple(scene.zone_labels["portents"])
    for i in range(zone_tips.TIP_BOXES_KEPT + 6):
        tip = zone_tips._tip_placed(label, f"Place number {i}, said in a box.", size, s)
        draw_zone_tip(scene, app.screen, s, tip)
        assert zone_tips._tip_drawn.cache_info().currsize == min(i + 1, zone_tips.TIP_BOXES_KEPT)


def test_a_tips_box_is_drawn_afresh_when_its_words_size_contrast_or_text_size_change(app):
    """The box kept for a tip is its words' at the window's size, text size and look:
    other words, another window size, high contrast or a larger text size each draw a box
    of their own (never the kept one shown in the wrong look)."""
    scene = open_game(app, QUEENS)
    forget_tip_boxes()

    def kept_box(zone: str) -> tuple[pygame.Rect, pygame.Surface, theme.SolidBox]:
        box, window = tip_over(app, scene, zone, (200, 30, 30))
        tip = zone_tips.tip_box(scene, app.screen.get_size(), theme.ui_scale(app.screen.get_size()))
        return box, window, zone_tips._tip_drawn(tip.lines, tip.px, tip.pad, tip.step, tip.box.size,
                                                 theme.high_contrast())

    box, _, standard = kept_box("portents")
    seen = [standard.strips[0]]
    _, _, other = kept_box("destiny")   # other words
    assert all(other.strips[0] is not picture for picture in seen)
    seen.append(other.strips[0])
    scene = open_game(app, QUEENS, (1920, 1080))   # another window size: a larger box and type
    large, _, at_1920 = kept_box("portents")
    assert large.width > box.width and at_1920.size == large.size
    assert all(at_1920.strips[0] is not picture for picture in seen)
    seen.append(at_1920.strips[0])
    theme.use_look(100, high_contrast=True)
    try:
        solid, window, contrast = kept_box("portents")
        assert solid.size == large.size and all(contrast.strips[0] is not picture for picture in seen)
        assert window.get_at((solid.centerx, solid.bottom - 4))[:3] == theme.HIGH_CONTRAST["PANEL"]
        assert window.get_at((solid.centerx, solid.top))[:3] == theme.HIGH_CONTRAST["PANEL_EDGE"]
        seen.append(contrast.strips[0])
    finally:
        theme.use_look(100, high_contrast=False)
    assert kept_box("portents")[2].strips[0] is at_1920.strips[0], "the box of the standard look, still kept"
    theme.use_look(200)
    try:
        larger, _, at_200 = kept_box("portents")
        assert larger.height > large.height and all(at_200.strips[0] is not picture for picture in seen)
    finally:
        theme.use_look(100)


@pytest.mark.parametrize("high_contrast", [False, True])
def test_a_box_made_in_strips_shows_exactly_what_one_picture_of_it_shows(app, monkeypatch, high_contrast):
    """Issue 29: a tip's box made ahead as one picture was a fresh mapping of memory at
    2560x1440, 0.2-0.4 ms in one frame of a drag; it is made in strips, a step each. Put
    together over any ground, the strips show the very pixels one picture did: the panel,
    its edge, the words crossing a strip's edge, and the window outside the round corners."""
    size, radius = (300, 137), 9
    lines = ("A line of words", "crossing the strips' edges", "at every row")

    def words(strip: pygame.Surface, top: int) -> None:
        for i, line in enumerate(lines):
            theme.text(strip, line, (12, 10 + 41 * i - top), 30, theme.TEXT)

    def shown(box: theme.SolidBox) -> bytes:
        window = pygame.Surface((400, 200), 0, app.screen)
        window.fill((30, 200, 60))
        box.draw(window, (37, 21))
        return pygame.image.tobytes(window, "RGB")

    theme.use_look(100, high_contrast=high_contrast)
    try:
        monkeypatch.setattr(theme, "BOX_STRIP_BYTES", 1 << 30)
        whole = theme.solid_box(size, radius, words, app.screen)
        monkeypatch.setattr(theme, "BOX_STRIP_BYTES", 4 * size[0] * 11)   # strips of 11 rows: 13 strips
        in_strips = theme.solid_box(size, radius, words, app.screen)
    finally:
        theme.use_look(100, high_contrast=False)
    assert len(whole.strips) == 1 and len(in_strips.strips) == 13
    assert [strip.get_height() for strip in in_strips.strips] == [11] * 12 + [5]
    assert shown(in_strips) == shown(whole)


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080), (2560, 1440)])
def test_a_tip_never_reaches_into_the_status_bar(app, size):
    """Play-test finding: the tip of an Arcana row, the lowest names on Queens of Fate's
    table, reached into the status bar at 1920x1080 and 2560x1440, which cut its last
    line in half. A tip that would reach the bar goes above its place's name."""
    scene = open_game(app, QUEENS, size)
    status = scene.frame(app.screen.get_size())["status"]
    for zone, label in scene.zone_labels.items():
        point(app, label.center)
        tip = zone_tips.tip_box(scene, app.screen.get_size(), theme.ui_scale(app.screen.get_size()))
        if tip is not None:
            assert tip.box.bottom <= status.top, f"{zone}'s tip reaches into the status bar"


def test_a_domain_s_arcana_counts_are_said_in_words_on_its_label_and_its_row(app, monkeypatch):
    """Play-test finding (29 November): "Wands Arcana 2/1" told a newcomer nothing of what
    2 and 1 are. Resting on the label, its tip says the label's first number is what the
    row holds and the second its room; the pointer on the row says this row's counts as the
    rules have them, where the room comes from, and what to do with one too many."""
    from tarot_table.table.scenes.table_bars import status_line
    from tests.helpers.queens import W, m, table
    from tests.helpers.table import open_position, zone_centre
    state = table(court_wands=[m(W, "knight")], arcana_wands=[m(W, "two"), m(W, "three"), m(W, "four")])
    held, room = QUEENS.held(state, W), QUEENS.capacity(state, W)
    assert (held, room) == (3, 2)
    scene = open_position(app, QUEENS, state)
    forget_tip_boxes()
    drawn = record_drawn(monkeypatch)
    point(app, scene.zone_labels["arcana_wands"].center)
    assert "its label counts them, held/room." in " ".join(words for words, _ in drawn)
    point(app, zone_centre(scene, "arcana_wands"))
    said = status_line(scene)[0]
    assert said.startswith(f"Wands Arcana {held}/{room}: it holds {held} Arcana and has room for {room} "
                           "(1, +1 for its Knight).")
    assert "1 too many: drag one to the Portents" in said


def test_an_arcana_row_s_counts_stay_off_the_status_bar_while_a_card_is_dragged_over_it(app):
    """The counts are for reading the row where the pointer rests on it: a card dragged
    across the rows keeps the game's own line in the bar (raising the counts at each row
    it crossed redrew the bar, the share of the window a drag's frame presents up from
    2.59% to 2.61% at 1920x1080), while a place whose words are about laying a card on
    it (Destiny's) still says them under the dragged card."""
    from tarot_table.table.scenes.table_bars import status_line, status_words
    from tests.helpers.queens import W, m, table
    from tests.helpers.table import open_position, zone_centre
    state = table(court_wands=[m(W, "knight")], arcana_wands=[m(W, "two"), m(W, "three"), m(W, "four")])
    scene = open_position(app, QUEENS, state)
    point(app, zone_centre(scene, "arcana_cups"))
    assert status_line(scene)[0].startswith("Cups Arcana 0/1: it holds 0 Arcana")
    card = state.zones["arcana_wands"][-1].card
    post(pygame.MOUSEBUTTONDOWN, pos=scene.card_rect(card).center, button=1)
    step(app)
    for zone in ("arcana_cups", "arcana_swords", "destiny"):
        post(pygame.MOUSEMOTION, pos=zone_centre(scene, zone), rel=(0, 0), buttons=(1, 0, 0))
        step(app)
        assert scene.drag is not None and scene.hover_zone == zone
        said = status_line(scene)[0]
        if zone == "destiny":
            assert said == scene.geometry.layout.find("destiny").help != status_words(scene)
        else:
            assert said == status_words(scene) and "Arcana 0/1" not in said
    post(pygame.MOUSEBUTTONUP, pos=scene.card_rect(card).center, button=1)
    step(app)


def test_an_arcana_row_s_counts_are_said_once_the_pointer_rests_on_it_not_as_it_sweeps_across(app, monkeypatch):
    """The counts wait the rest a place's tip waits (``TIP_REST_S``): the pointer swept
    across the rows, nothing held, leaves the game's own line in the bar and presents no
    new one (each row it entered and left repainted the bar, Queens of Fate's slowest
    frames at 1920x1080 and 2560x1440); stopped on a row, the frame due when the rest
    ends says its counts."""
    from tarot_table.table.scenes.table_bars import status_line, status_words
    from tests.helpers.queens import W, m, table
    from tests.helpers.table import open_position, zone_centre
    scene = open_position(app, QUEENS, table(court_wands=[m(W, "knight")], arcana_wands=[m(W, "two")]))
    game_line = status_words(scene)
    rows = ("arcana_cups", "arcana_swords", "arcana_wands", "arcana_pentacles")
    for zone in rows:   # one frame on each row: the sweep
        post(pygame.MOUSEMOTION, pos=zone_centre(scene, zone), rel=(0, 0), buttons=(0, 0, 0))
        step(app)
        app.clock.advance(FRAME_S)
        assert scene.hover_zone == zone and status_line(scene)[0] == game_line
    assert 0 < zone_tips.tip_due_in(scene) <= zone_tips.TIP_REST_S   # a frame is due when the rest ends
    drawn = record_drawn(monkeypatch)
    rest_till_the_tip(app)   # the frames the scene's own timers bring
    said = status_line(scene)[0]
    assert said.startswith("Pentacles Arcana 0/1: it holds 0 Arcana")
    assert any(said.startswith(words) for words, _ in drawn if "Arcana 0/1" in words), "the frame due when the rest ends shows them"
