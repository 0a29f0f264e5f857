"""Issue 33, sight: colour-blind safe tables, high contrast and reduced motion.

Every state the table shows in colour is declared in tarot_table/table/meanings.py. Here
every table is drawn headless, seen through simulated protanopia, deuteranopia and
tritanopia (colour_vision.py, Machado et al. 2009), and the declared colours of meanings
seen side by side must stay apart; each meaning's other cue is checked to be drawn."""
from __future__ import annotations

import itertools

import pygame
import pytest

from tarot_table.colour_vision import VISIONS, contrast_ratio, difference, simulate, simulate_surface
from tarot_table.games import GAMES, get_game
from tarot_table.session import Session
from tarot_table.table import meanings, theme
from tarot_table.table.app import picture_app
from tarot_table.table.scenes.kept_table import highlighted_zones
from tarot_table.table.scenes.table import TableScene

MIN_DIFFERENCE = 15.0   # CIE76 distance: plainly different at a glance, not only side by side
GAME_IDS = sorted(GAMES)


@pytest.fixture(autouse=True)
def plain_look():
    yield
    theme.use_look()   # the next test draws in the app's own look whatever this one chose


# ---- the simulation itself --------------------------------------------------------------
def test_greys_stay_grey_and_white_stays_white_to_every_vision():
    for vision in VISIONS:
        for grey in (0, 60, 128, 200, 255):
            seen = simulate((grey, grey, grey), vision)
            assert max(seen) - min(seen) <= 2, (vision, grey, seen)


def test_the_confusions_each_deficiency_is_known_for_are_reproduced():
    red, green = (200, 60, 50), (90, 140, 40)
    assert difference(red, green) > 50
    for vision in ("protanopia", "deuteranopia"):   # red against green: the red-green deficiencies
        assert difference(simulate(red, vision), simulate(green, vision)) < difference(red, green) / 2, vision
    assert difference(simulate(red, "tritanopia"), simulate(green, "tritanopia")) > difference(red, green) * 0.7
    blue, green_blue = (40, 90, 200), (40, 150, 160)
    assert difference(simulate(blue, "tritanopia"), simulate(green_blue, "tritanopia")) < \
        difference(blue, green_blue) / 2


def test_the_picture_filter_agrees_with_the_colour_by_colour_simulation():
    pygame.init()
    surface = pygame.Surface((4, 1))
    colours = [(213, 94, 0), (0, 114, 178), (240, 228, 66), (250, 214, 110)]
    for x, colour in enumerate(colours):
        surface.set_at((x, 0), colour)
    for vision in VISIONS:
        seen = surface.copy()
        simulate_surface(seen, vision)
        for x, colour in enumerate(colours):
            assert difference(tuple(seen.get_at((x, 0)))[:3], simulate(colour, vision)) < 3


def test_contrast_ratio_follows_wcag():
    assert contrast_ratio((255, 255, 255), (0, 0, 0)) == pytest.approx(21.0)
    assert contrast_ratio((118, 118, 118), (255, 255, 255)) == pytest.approx(4.54, abs=0.02)


# ---- the meanings ----------------------------------------------------------------------
def every_group() -> list[meanings.Group]:
    groups = list(meanings.table_groups()) + [meanings.suit_meanings()]
    from tarot_table.games.lucky_you.layout import SEAT_COLOURS, lucky_board
    from tarot_table.games.lucky_you.rules import TOKEN_STYLES
    groups += [meanings.board_meanings(lucky_board()), meanings.seat_meanings(SEAT_COLOURS, TOKEN_STYLES)]
    return groups


def apart_to_every_vision(groups: list[meanings.Group]) -> list[str]:
    """Pairs of meanings that normal sight tells apart by colour but a deficiency does not."""
    alike = []
    for group in groups:
        for a, b in itertools.combinations(group.meanings, 2):
            for ca, cb in itertools.product(a.colours, b.colours):
                if difference(ca, cb) < MIN_DIFFERENCE:
                    continue   # the same colour on purpose: told apart by its cue alone
                for vision in VISIONS:
                    seen = difference(simulate(ca, vision), simulate(cb, vision))
                    if seen < MIN_DIFFERENCE:
                        alike.append(f"{group.name}: {a.name} and {b.name} in {vision} ({seen:.1f})")
    return alike


@pytest.mark.parametrize("high_contrast", [False, True])
def test_no_two_meanings_look_alike_to_any_colour_vision(high_contrast):
    theme.use_look(100, high_contrast)
    assert apart_to_every_vision(every_group()) == []


def test_every_meaning_says_what_shows_it_besides_colour():
    for group in every_group():
        for meaning in group.meanings:
            assert meaning.cue.strip(), (group.name, meaning.name)


def lit_table(game_id: str, size=(1280, 800), **look):
    """A table of ``game_id`` a few moves in, with the hint's places lit."""
    game = get_game(game_id)
    app = picture_app(size, **look)
    scene = app.make("table", Session.start(game, 5, game.check_options({})), saving=False)
    app.switch(scene)
    scene.fit(app.screen.get_size())
    for _ in range(4):
        seat = game.current_seat(scene.session.state)
        if seat is None:
            break
        scene.perform(scene.bot_move(scene.session.state.seats[seat].bot or game.strong_bot, seat))
    legal = [a for a in scene.legal() if a.to]
    if legal:
        scene.hint = (legal[0], app.clock.now() + 60)
    app.render(app.screen)
    app.render(app.screen)
    return app, scene


def drawn_colours(surface: pygame.Surface) -> dict[tuple, tuple[int, int]]:
    """Each colour drawn on ``surface``, with one place it is drawn."""
    width, height = surface.get_size()
    raw = pygame.image.tobytes(surface, "RGB")
    found = {}
    for y in range(0, height, 2):
        row = raw[y * width * 3:(y + 1) * width * 3]
        for x in range(0, width):
            colour = tuple(row[x * 3:x * 3 + 3])
            if colour not in found:
                found[colour] = (x, y)
    return found


def tokens_on_the_board(scene) -> meanings.Group:
    """Each token on the table's board as a meaning: the colours its shape paints in
    (the seat's colour and the tints of it)."""
    from tarot_table.table.board_draw import INK
    from tarot_table.table.shape_draw import _paint
    board = scene.geometry.layout.board
    found = []
    for token in scene.game.board.tokens(scene.session.state):
        shape = board.token_shape(token.style)
        paints = {_paint(part.paint, token.colour, INK) for part in shape.parts
                  if part.paint == "colour" or str(part.paint).startswith(("light:", "dark:"))}
        found.append(meanings.Meaning(f"{token.id}'s token", tuple(sorted(paints)), f"a {token.style}"))
    return meanings.Group("tokens", tuple(found))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_table_seen_through_each_deficiency_keeps_its_meanings_apart(game_id):
    """The table is drawn, filtered as each deficiency sees it, and where a meaning's
    declared colour is drawn its filtered pixel is compared with the others' of its
    group: the declared colours are those on the screen, and stay apart."""
    app, scene = lit_table(game_id)
    try:
        groups = list(meanings.table_groups()) + [meanings.suit_meanings()]
        layout = scene.geometry.layout
        if layout.board is not None:
            groups.append(meanings.board_meanings(layout.board))
        if scene.game.board is not None:   # the players' tokens on a board, each in its colour and tints of it
            groups.append(tokens_on_the_board(scene))
        drawn = drawn_colours(app.screen)
        if highlighted_zones(scene):
            assert theme.HIGHLIGHT in drawn, "a lit place is drawn in its declared colour"
        on_screen = [(g, m, c) for g in groups for m in g.meanings for c in m.colours if c in drawn]
        assert on_screen, "the table shows some of the declared colours"
        if scene.game.board is not None:
            assert len({m for g, m, _ in on_screen if g.name == "tokens"}) >= 2, "every player's token is seen"
        for vision in VISIONS:
            seen = app.screen.copy()
            simulate_surface(seen, vision)
            for (ga, a, ca), (gb, b, cb) in itertools.combinations(on_screen, 2):
                if ga is not gb or a is b or difference(ca, cb) < MIN_DIFFERENCE:
                    continue
                pa, pb = (tuple(seen.get_at(drawn[c]))[:3] for c in (ca, cb))
                assert difference(pa, pb) >= MIN_DIFFERENCE - 3, (game_id, vision, a.name, b.name)
    finally:
        scene.leave()


# ---- each meaning's other cue is drawn -----------------------------------------------------
def pixels_of(surface: pygame.Surface, colour, area: pygame.Rect) -> int:
    area = area.clip(surface.get_rect())
    return sum(1 for x in range(area.left, area.right) for y in range(area.top, area.bottom)
               if tuple(surface.get_at((x, y)))[:3] == tuple(colour))


def test_a_lit_target_has_corner_brackets_inside_its_edge(monkeypatch):
    counts = []
    for brackets in (True, False):
        if not brackets:
            from tarot_table.table.scenes import kept_table
            monkeypatch.setattr(kept_table, "draw_target_brackets", lambda *args: None)
        app, scene = lit_table("queens-of-fate")
        try:
            lit = highlighted_zones(scene)
            assert lit
            spot = scene.geometry.layout.spot(sorted(lit)[0])
            rect = scene.geometry.spot_rect(spot)
            corner = pygame.Rect(rect.left, rect.top, rect.width // 4, rect.width // 4)
            counts.append(pixels_of(app.screen, theme.HIGHLIGHT, corner))
        finally:
            scene.leave()
    assert counts[0] > 1.8 * counts[1]   # the bracket, beside the edge's own gold


def test_a_selected_card_has_an_outline_standing_off_it_all_round():
    from tarot_table.table.scenes.table_cards import hint_cards
    app, scene = lit_table("queens-of-fate")
    try:
        card = sorted(hint_cards(scene))[0]
        rect = scene.card_rect(card)
        beside = [pygame.Rect(rect.left - 3, rect.top + 10, 3, rect.height - 20),      # left of the card
                  pygame.Rect(rect.right, rect.top + 10, 3, rect.height - 20),         # right of it
                  pygame.Rect(rect.left + 10, rect.bottom, rect.width - 20, 3)]        # under it
        outlined = [pixels_of(app.screen, theme.HIGHLIGHT, band) for band in beside]
        scene.hint = None
        app.render(app.screen)
        plain = [pixels_of(app.screen, theme.HIGHLIGHT, band) for band in beside]
    finally:
        scene.leave()
    assert all(count >= band.width * band.height * 0.9 for count, band in zip(outlined, beside)), outlined
    assert plain == [0, 0, 0]


def test_a_refusal_in_the_status_bar_begins_with_a_crossed_circle(app):
    from tests.helpers.table import open_table, step
    scene = open_table(app)
    scene.say("Not there: a Queen goes on her own place.", warn=True)
    step(app)
    bar = scene.frame(app.screen.get_size())["status"]
    start = pygame.Rect(bar.left, bar.top, int(bar.height * 0.9), bar.height)
    marked = pixels_of(app.screen, theme.WARN, start)
    scene.say("Saved.")
    step(app)
    assert marked > 20 and pixels_of(app.screen, theme.WARN, start) == 0


def test_a_chosen_button_is_underlined_and_a_plain_one_is_not():
    pygame.init()
    from tarot_table.table.widgets import Button
    surface = pygame.Surface((200, 60))
    for selected in (False, True):
        surface.fill((0, 0, 0))
        Button(pygame.Rect(10, 10, 180, 40), "Normal", lambda: None, selected=selected, px=16).draw(surface)
        under = pygame.Rect(60, 40, 80, 6)
        assert (pixels_of(surface, theme.HIGHLIGHT, under) > 40) == selected



@pytest.mark.parametrize("high_contrast", [False, True])
def test_a_greyed_buttons_edge_is_set_apart_from_an_enabled_ones(high_contrast):
    """Play-test round: in high contrast a greyed Undo kept the same bright white edge as
    the buttons that act; only its words were a little dimmer."""
    pygame.init()
    from tarot_table.table.widgets import Button
    theme.use_look(100, high_contrast)
    try:
        edges = []
        for enabled in (True, False):
            surface = pygame.Surface((200, 60))
            surface.fill((0, 0, 0))
            Button(pygame.Rect(10, 10, 180, 40), "Undo", lambda: None, enabled=enabled, px=16).draw(surface)
            edges.append(tuple(surface.get_at((100, 10)))[:3])
        assert edges[0] == theme.PANEL_EDGE and edges[1] == theme.EDGE_DISABLED
        if high_contrast:
            assert contrast_ratio(edges[0], (0, 0, 0)) > 2 * contrast_ratio(edges[1], (0, 0, 0))
    finally:
        theme.use_look()


def test_a_focused_choice_is_ringed_outside_and_never_looks_chosen():
    """The keyboard's focus and the chosen value are two states: the chosen one is filled
    and underlined (draw_chosen_mark) with a lit edge; the focus is a ring outside the
    button, light inside dark. A focused choice that is not chosen has neither the fill,
    the underline nor the lit edge, and a chosen one without the focus has no ring."""
    pygame.init()
    from tarot_table.table.widgets import FOCUS_INK, Button
    looks = {}
    for selected, focused in itertools.product((False, True), repeat=2):
        surface = pygame.Surface((220, 80))
        surface.fill((0, 0, 0))
        rect = pygame.Rect(20, 20, 180, 40)
        Button(rect, "Quiet", lambda: None, selected=selected, focused=focused, px=16).draw(surface)
        looks[selected, focused] = {
            "lit inside": pixels_of(surface, theme.HIGHLIGHT, rect),
            "fill": tuple(surface.get_at((rect.x + 6, rect.centery)))[:3],
            "ring": sum(pixels_of(surface, FOCUS_INK, band) for band in _ring_bands(rect)),
        }
    assert looks[False, True]["lit inside"] == 0, "a focused choice is lit like a chosen one"
    assert looks[False, True]["fill"] == looks[False, False]["fill"]
    assert looks[True, False]["lit inside"] > 40 and looks[True, False]["ring"] == 0
    assert looks[False, True]["ring"] > 100 and looks[True, True]["ring"] > 100
    assert looks[True, True]["lit inside"] > 40   # chosen and focused: both show


def _ring_bands(rect: pygame.Rect) -> list[pygame.Rect]:
    """The strips just outside ``rect`` where a ring round it is drawn."""
    outer = rect.inflate(16, 16)
    return [pygame.Rect(outer.left, outer.top, outer.width, 8), pygame.Rect(outer.left, rect.bottom, outer.width, 8),
            pygame.Rect(outer.left, rect.top, 8, rect.height), pygame.Rect(rect.right, rect.top, 8, rect.height)]


@pytest.mark.parametrize("size", [(1024, 700), (2560, 1440)])
def test_each_row_of_settings_shows_one_chosen_value_sound_and_volume_apart(size):
    """Seen on the Settings page: the sound row lit Off and Medium at once (sound off, the
    volume medium, two settings in one row). Each setting now has a row of its own with
    exactly one chosen value, and no row holds the choices of two settings."""
    from tests.conftest import headless_app
    from tests.helpers.table import key, step
    made = headless_app(size)
    app = next(made)
    app.settings.sound, app.settings.volume = False, "medium"
    app.go("settings")
    step(app, 2)
    page = app.scene
    rows: dict[tuple, set[str]] = {}   # by height and column (the page may have two)
    for (setting, _), button in page.choices.items():
        rows.setdefault((button.rect.top, button.rect.left < size[0] // 2), set()).add(setting)
    assert all(len(settings) == 1 for settings in rows.values()), rows
    for setting in {k for k, _ in page.choices}:
        chosen = [value for (k, value), b in page.choices.items() if k == setting and b.selected]
        assert len(chosen) == 1, (setting, chosen)
    assert page.choices["sound", False].selected and page.choices["volume", "medium"].selected
    for _ in range(60):   # the focus on Quiet by keys: it is ringed, Medium stays the chosen one
        key(app, pygame.K_TAB)
        if page.choices["volume", "quiet"].focused:
            break
    step(app)
    quiet = page.choices["volume", "quiet"]
    assert quiet.focused and not quiet.selected and page.choices["volume", "medium"].selected
    seen = app.screen.copy()
    assert pixels_of(seen, theme.HIGHLIGHT, quiet.rect) == 0   # no lit edge, no underline
    key(app, pygame.K_RETURN)
    assert app.settings.volume == "quiet" and app.settings.sound is False
    for _ in made:
        pass

def test_each_suits_sign_is_its_own_shape():
    pygame.init()
    from tarot_table.suits import SUIT_MARKS
    from tarot_table.table.shape_draw import draw_shape
    masks = {}
    for suit, mark in SUIT_MARKS.items():
        surface = pygame.Surface((40, 40))
        draw_shape(surface, mark.shape, (255, 255, 255), (20, 20), 16, (0, 0, 0))
        masks[suit] = {(x, y) for x in range(40) for y in range(40) if surface.get_at((x, y))[0] == 255}
    for a, b in itertools.combinations(masks, 2):
        shared = len(masks[a] & masks[b]) / len(masks[a] | masks[b])
        assert shared < 0.6, (a, b)


def test_lucky_you_kinds_of_space_differ_by_edge_or_bars_and_seats_by_token_shape():
    from tarot_table.games.lucky_you.layout import SEAT_COLOURS, lucky_board
    from tarot_table.games.lucky_you.rules import TOKEN_STYLES
    board = lucky_board()
    own = {style.kind: style for style in board.styles}
    assert own["jump"].edge != own["dump"].edge and "plain" not in (own["jump"].edge, own["dump"].edge)
    assert own["jail"].barred
    assert len(set(TOKEN_STYLES)) >= len(SEAT_COLOURS)   # every seat can have a shape of its own
    assert len(meanings.seat_meanings(SEAT_COLOURS, TOKEN_STYLES).meanings) == len(SEAT_COLOURS)


def test_a_double_and_a_dashed_space_edge_are_drawn_differently():
    pygame.init()
    from tarot_table.table.board_draw import INK, _space_edge
    drawn = {}
    for edge in ("plain", "double", "dashed"):
        surface = pygame.Surface((60, 60))
        surface.fill((255, 255, 255))
        _space_edge(surface, edge, pygame.Rect(0, 0, 60, 60), 60)
        drawn[edge] = pixels_of(surface, INK, surface.get_rect())
    assert drawn["plain"] == 0 < drawn["dashed"] < drawn["double"]


# ---- high contrast ---------------------------------------------------------------------------
def test_every_text_colour_of_the_high_contrast_palette_reaches_7_to_1_on_every_ground():
    palette = theme.HIGH_CONTRAST
    short = [(words, ground, round(contrast_ratio(palette[words], palette[ground]), 2))
             for words in theme.TEXT_COLOURS for ground in theme.GROUNDS
             if contrast_ratio(palette[words], palette[ground]) < 7.0]
    assert short == []


def test_in_high_contrast_words_are_set_on_a_solid_ground_of_their_own():
    pygame.init()
    theme.use_look(100, high_contrast=True)
    surface = pygame.Surface((300, 60))
    theme.felt(surface)
    where = theme.text(surface, "Destiny", (20, 20), 20, theme.ACCENT)
    top, height = theme.ink_band(20)
    ground = pygame.Rect(where.x, where.y + top, where.width, height)
    corners = [ground.topleft, (ground.right - 1, ground.top), (ground.left, ground.bottom - 1)]
    assert all(tuple(surface.get_at(c))[:3] == theme.PANEL for c in corners)
    theme.use_look(100, high_contrast=False)
    surface = pygame.Surface((300, 60))
    theme.felt(surface)
    where = theme.text(surface, "Destiny", (20, 20), 20, theme.ACCENT)
    assert tuple(surface.get_at(where.topleft))[:3] != theme.PANEL



def test_in_high_contrast_the_ground_of_a_line_leaves_the_line_above_whole():
    """Seen at 200% text in high contrast: a status line on two lines (each size + 2 below
    the last) lost the descenders of its first line under the ground of the second."""
    pygame.init()
    for strong in (False, True):
        theme.use_look(200, high_contrast=strong)
        px = 32
        surface = pygame.Surface((500, 120))
        surface.fill(theme.PANEL)
        first = theme.text(surface, "play by keys", (10, 10), px, theme.TEXT)
        alone = surface.copy()
        theme.text(surface, "an open judge", (10, 10 + px + 2), px, theme.TEXT)
        lost = sum(1 for x in range(first.left, first.right) for y in range(first.top, first.bottom)
                   if alone.get_at((x, y))[:3] != theme.PANEL and surface.get_at((x, y))[:3] == theme.PANEL)
        assert lost == 0, (strong, lost)
    theme.use_look(100, high_contrast=False)


def test_in_high_contrast_lucky_yous_space_numbers_are_dark_ink_on_the_light_space_not_on_black():
    """Seen at 2560x1440 in high contrast: each space's number sat on a black ground of its
    own, dark ink on black, unreadable. The numbers are printed on the board (as a card's
    index is on the card): on the light space, in every palette."""
    from tarot_table.table.board_draw import INK, space_rect
    app = picture_app((1280, 800), 100, high_contrast=True)
    game = get_game("lucky-you")
    scene = TableScene(app, Session.start(game, 3, {}, game.default_seats(2)))
    app.switch(scene)
    try:
        app.render(app.screen)
        app.render(app.screen)
        geometry = scene.geometry
        board = geometry.layout.board
        plain = [s for s in board.spaces if not s.label][:20]
        black = ink = 0
        for space in plain:
            rect = space_rect(geometry, board, space)
            for x in range(rect.left + 2, rect.right - 2):
                for y in range(rect.top + 2, rect.bottom - 2):
                    colour = tuple(app.screen.get_at((x, y)))[:3]
                    black += colour == theme.PANEL
                    ink += colour == INK
        assert ink > 0 and black == 0, (ink, black)
    finally:
        scene.leave()
        theme.use_look()

def test_high_contrast_draws_places_and_buttons_with_stronger_edges():
    pygame.init()
    from tarot_table.table.scenes.kept_table import _place_layer
    from tarot_table.table.widgets import Button
    edges = {}
    for strong in (False, True):
        theme.use_look(100, strong)
        layer = _place_layer((80, 140), False)
        edges[strong] = sum(1 for x in range(6) if layer.get_at((x, 70))[3] >= 255)
        surface = pygame.Surface((100, 50))
        Button(pygame.Rect(0, 0, 100, 50), "Go", lambda: None).draw(surface)
        edges[strong, "button"] = sum(1 for x in range(6) if tuple(surface.get_at((x, 25)))[:3] == theme.PANEL_EDGE)
    assert edges[True] > edges[False] and edges[True, "button"] > edges[False, "button"]


def test_turning_high_contrast_on_in_settings_redraws_every_screen_in_its_palette(app):
    from tests.helpers.table import click, step
    app.switch(app.make("settings"))
    step(app, 2)
    click(app, app.scene.choices["high_contrast", True].rect.center)
    step(app, 2)
    assert app.settings.high_contrast and theme.high_contrast() and theme.TEXT == theme.HIGH_CONTRAST["TEXT"]
    assert tuple(app.screen.get_at((app.screen.get_width() // 2, 4)))[:3] != (22, 74, 52)
    from tarot_table.settings import load_settings
    assert load_settings().high_contrast   # kept for the next start


def test_the_sight_settings_are_kept_and_bad_values_fall_back_to_the_defaults(tmp_path):
    import json
    from tarot_table.settings import Settings, load_settings, save_settings, settings_path
    chosen = Settings()
    chosen.text_size, chosen.high_contrast, chosen.reduced_motion = 175, True, True
    save_settings(chosen)
    back = load_settings()
    assert (back.text_size, back.high_contrast, back.reduced_motion) == (175, True, True)
    for bad in (1000, "200", True, 99.5, None):
        settings_path().write_text(json.dumps({"text_size": bad, "high_contrast": "yes", "reduced_motion": 1}))
        read = load_settings()
        assert (read.text_size, read.high_contrast, read.reduced_motion) == (100, False, False), bad


# ---- reduced motion ----------------------------------------------------------------------
def test_reduced_motion_shows_moves_at_once_whatever_the_animation_speed():
    from tarot_table.settings import ANIMATION_SPEEDS, Settings
    settings = Settings()
    settings.reduced_motion = True
    for speed in ANIMATION_SPEEDS:
        settings.animation = speed
        assert settings.animation_seconds == 0.0
    settings.reduced_motion, settings.animation = False, "slow"
    assert settings.animation_seconds > 0


def test_with_reduced_motion_no_card_slides_not_even_a_refused_one_going_home(app):
    from tests.helpers.table import drag_and_let_go
    from tests.helpers.table import deck_top, open_table, settle, step, zone_centre
    app.settings.animation = "slow"
    app.settings.reduced_motion = True
    scene = open_table(app, 7)
    step(app)
    assert not scene.motions   # the deal is laid at once
    top = scene.session.state.zones["deck"][-1].card
    drag_and_let_go(app, deck_top(scene), zone_centre(scene, "pos2"))
    assert [p.card for p in scene.session.state.zones["pos2"]] == [top] and not scene.motions
    settle(app, scene)
    second = scene.session.state.zones["deck"][-1].card
    home = scene.card_rect(second).center
    drag_and_let_go(app, home, zone_centre(scene, "pos2"))   # it already holds a card: refused
    assert "already holds a card" in scene.message[0]
    assert not scene.motions and scene.card_rect(second).center == home


def test_with_reduced_motion_a_banner_shows_whole_then_goes_without_fading(app):
    from tarot_table.table.scenes.table_overlays import draw_banner
    from tests.helpers.table import open_table, step
    app.settings.reduced_motion = True
    scene = open_table(app, 7)
    step(app)
    now = app.clock.now()
    scene.banner = ("The Queen of Swords is found!", now + 0.3)   # inside what would be the fade
    area = scene.frame(app.screen.get_size())["table"]
    surface = pygame.Surface(app.screen.get_size())
    surface.fill((0, 0, 0))
    draw_banner(scene, surface, area, 1.0)
    assert any(tuple(surface.get_at((x, area.centery)))[:3] == theme.ACCENT for x in range(area.left, area.right))
    assert scene.next_frame_in() != 0.0   # no frames asked for a fade
    app.settings.reduced_motion = False
    assert scene.next_frame_in() == 0.0
