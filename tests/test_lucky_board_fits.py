"""Lucky You!'s board and account at the three window sizes: no arrow runs over a
space's number, every token standing in a box shows whole, and the account under the
board tells each other player's draw since the reader's own."""
import itertools
from functools import lru_cache

import pygame
import pytest

from tarot_table.games import get_game
from tarot_table.games.base import Seat
from tarot_table.table import board_draw
from tarot_table.table.geometry import Geometry
from tests.helpers.lucky import ready
from tests.helpers.table import table_frame
from tarot_table.table import theme
from tarot_table.table.app import picture_app
from tarot_table.table.app import App
from tests.helpers.table import draw_whole, step

GAME = get_game("lucky-you")
SIZES = [(1024, 700), (1920, 1080), (2560, 1440)]


@lru_cache(maxsize=None)
def table_area(size) -> pygame.Rect:
    return table_frame(size)["table"]


def fitted(state, size) -> Geometry:
    return Geometry.fit(GAME.layout(state), table_area(size))


def board_at(size):
    pygame.init()
    geometry = fitted(ready(4), size)
    board = geometry.layout.board
    rects = {space.number: board_draw.space_rect(geometry, board, space) for space in board.spaces}
    side = max(8, round(board.size * geometry.unit))
    return board, rects, side


@pytest.mark.parametrize("size", SIZES)
def test_no_arrow_runs_over_a_space_number(size):
    """The Jumps and Dumps cross rows of spaces: each number the shaft or head would
    cover moves to a corner it leaves clear (a source's to the corner it points away from)."""
    board, rects, side = board_at(size)
    px = max(13, int(side * 0.42))
    arrows = [board_draw.arrow_shape(rects[link.src], rects[link.dst], board_draw._arrow_width(side))
              for link in board.links]
    places = board_draw.number_corners(board, rects, frozenset(), px, side)
    covered = [space.number for space, corner in places.items() if not space.label and any(
        board_draw._clearance(board_draw.number_rect(space, rects[space.number], px, corner), arrow) <= 0
        for arrow in arrows)]
    assert covered == []
    assert sum(corner is not None for space, corner in places.items() if not space.label) >= len(board.links)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("count", [4, 6])
def test_every_token_in_the_start_box_shows_whole(size, count):
    """Rules, tokens: the key is wider than it is tall, the crystal and acorn taller:
    each stands whole inside the Start box, under its name, touching no other."""
    board, rects, side = board_at(size)
    start = rects[0]
    styles = shapes("crystal", "coin", "charm", "key", "acorn", "shell")[:count]
    places, radius = board_draw.crowd_places(start, side, count, styles)
    boxes = []
    for (x, y), style in zip(places, styles):
        left, top, right, bottom = board_draw.token_extent(style)
        boxes.append(pygame.Rect(round(x - left * radius), round(y - top * radius),
                                 round((left + right) * radius), round((top + bottom) * radius)))
    assert all(start.contains(box) for box in boxes)
    assert min(box.top for box in boxes) >= start.top + round(side * board_draw.NUMBER_BAND)
    assert not any(a.colliderect(b) for a, b in itertools.combinations(boxes, 2))
    assert radius >= 5


def test_a_charm_on_a_box_of_its_own_colour_has_an_edge():
    pygame.init()
    surface = pygame.Surface((80, 80))
    surface.fill((236, 196, 96))
    board_draw.draw_token(surface, shapes("charm")[0], (236, 196, 96), (40, 40), 20)
    edge = board_draw.INK
    assert any(surface.get_at((x, 40 - 8))[:3] == edge for x in range(10, 30))


def test_the_account_tells_each_bots_draw_since_the_players_own():
    """After the bots' turns the player reads what each of them drew, not only the last,
    after the player's own last draw (play-test round 5: it had been left out)."""
    state = GAME.new(3, None, [Seat("Ann"), Seat("Bob", "quick"), Seat("Cat", "quick"), Seat("Dan", "quick")])
    from tarot_table.rng import Rng
    rng = Rng(3)
    while state.data["phase"] == "tokens" or state.to_act != 0 or "drawn_at" not in state.data \
            or state.data["drawn_at"][0] is None:
        seat = GAME.current_seat(state)
        GAME.apply(state, GAME.legal_actions(state)[0] if seat == 0 else
                   GAME.bots["quick"](GAME, GAME.view(state, seat), rng))
    account = [tellings[0].words for tellings in GAME.layout(state).recap.things]
    assert [words.split(" draws ")[0] for words in account] == ["Ann", "Bob", "Cat", "Dan"]


def test_with_nobody_else_drawn_since_the_account_is_the_players_own_draw():
    state = ready(2, pos=[10, 10])
    state.seats[1] = Seat("P2", "quick")
    GAME.apply(state, next(a for a in GAME.legal_actions(state) if a.src == "pack0"))
    account = " ".join(tellings[0].words for tellings in GAME.layout(state).recap.things)
    assert account.startswith("P1 draws")


@pytest.mark.parametrize("size", SIZES)
def test_no_arrow_runs_over_the_number_of_a_space_with_tokens_on_it(size):
    """A token takes the middle of its space, so the number goes to a corner; where an
    arrow crosses both top corners (15, under the 26 to 16 Dump's head) it goes to a
    bottom one, and the tokens stand above it."""
    board, rects, side = board_at(size)
    px = max(13, int(side * 0.42))
    arrows = [board_draw.arrow_shape(rects[link.src], rects[link.dst], board_draw._arrow_width(side))
              for link in board.links]
    every = frozenset(space.number for space in board.spaces)
    places = board_draw.number_corners(board, rects, every, px, side)
    covered = [space.number for space, corner in places.items() if not space.label and any(
        board_draw._clearance(board_draw.number_rect(space, rects[space.number], px, corner), arrow) <= 0
        for arrow in arrows)]
    assert covered == []
    assert all(corner is not None for corner in places.values()), "a token would stand on a middle number"


def shapes(*names):
    """Lucky You!'s piece shapes (data from its folder) by name."""
    from tarot_table.games.lucky_you.tokens import TOKEN_SHAPES
    return tuple(next(shape for shape in TOKEN_SHAPES if shape.name == name) for name in names)


def token_boxes(places, radius, styles):
    boxes = []
    for (x, y), style in zip(places, styles):
        left, top, right, bottom = board_draw.token_extent(style)
        boxes.append(pygame.Rect(round(x - left * radius), round(y - top * radius),
                                 round((left + right) * radius), round((top + bottom) * radius)))
    return boxes


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("count", [1, 2, 6])
def test_tokens_stand_clear_of_their_spaces_number_or_name_wherever_it_is(size, count):
    """Every token on a space, in every corner its number may take, and in the Start box
    under its name (the charm's string touched "Start" at 2560x1440), keeps a pixel or
    more from the number's ink and stays inside the space."""
    board, rects, side = board_at(size)
    px = max(13, int(side * 0.42))
    styles = shapes("charm", "crystal", "acorn", "key", "coin", "shell")[:count]
    every = frozenset(space.number for space in board.spaces)
    for space, corner in board_draw.number_corners(board, rects, every, px, side).items():
        rect = rects[space.number]
        ink = board_draw.number_rect(space, rect, px, corner)
        places, radius = board_draw.crowd_places(rect, side, count, styles, ink)
        for box in token_boxes(places, radius, styles):
            assert rect.contains(box), (space.number, corner)
            assert not box.inflate(2, 2).colliderect(ink), (space.number, corner, box, ink)


def _name_ink(board, geometry, size) -> pygame.Rect:
    """Where the Start's name was really inked: its dark pixels inside the box's edge
    (its round corners left out: the board shows there)."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    board_draw.draw_board(surface, geometry, board, {0})
    inside = board_draw.space_rect(geometry, board, board.space(0)).inflate(-4, -4)
    corner = inside.width // 5

    def in_a_corner(x, y):
        return min(x - inside.left, inside.right - 1 - x) < corner and min(y - inside.top, inside.bottom - 1 - y) < corner

    dark = [(x, y) for x in range(inside.left, inside.right) for y in range(inside.top, inside.bottom)
            if sum(surface.get_at((x, y))[:3]) < 3 * 110 and not in_a_corner(x, y)]
    xs, ys = [x for x, _ in dark], [y for _, y in dark]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


@pytest.mark.parametrize("size", SIZES)
def test_lucky_third_token_drawn_on_the_start_box_edge_every_seat_count(size):
    """Play-test finding: with three players the third token sat on the edge of the Start
    box, partly outside it. At every size and every seat count (2-6) every token at the
    Start, its shadow too, stands inside the box's edge line and clear of its name's ink
    (written up the box's side at 1024x700), as the table draws them."""
    pygame.init()
    area = table_frame(size, game_id="lucky-you")["table"]
    for players in range(2, 7):
        state = ready(players)
        geometry = Geometry.fit(GAME.layout(state), area)
        board = geometry.layout.board
        start = board_draw.space_rect(geometry, board, board.space(0))
        side = max(8, round(board.size * geometry.unit))
        numbers = board_draw.draw_board(pygame.Surface(size, pygame.SRCALPHA), geometry, board, {0})
        tokens = GAME.board.tokens(state)
        assert [token.space for token in tokens] == [0] * players
        styles = tuple(board.token_shape(token.style) for token in tokens)
        places, radius = board_draw.crowd_places(start, side, players, styles, numbers[0])
        boxes = token_boxes(places, radius, styles)
        shadows = [pygame.Rect(x - radius, y + radius // 2, 2 * radius, radius) for x, y in places]
        name = _name_ink(board, geometry, size)
        for box in boxes + shadows:
            assert start.inflate(-2, -2).contains(box), (players, box, start)
        for box in boxes:
            assert not box.colliderect(name), (players, box, name)
        assert not any(a.colliderect(b) for a, b in itertools.combinations(boxes, 2))
        assert radius >= 4


def test_a_long_name_is_cut_before_its_seats_state_never_the_state(monkeypatch):
    """Fresh play-test round: at 1024x700 "Bartholomew Longname · 12" showed as
    "Bartholomew Longna…", and the state the other seats showed (" · 12", " · in jail")
    was lost. The name is cut; the state after it is kept whole."""
    from tarot_table.table import theme
    from tarot_table.table.app import picture_app
    from tests.helpers.table import draw_whole, open_position
    app = picture_app((1024, 700), 100, False)
    seats = [Seat("Bartholomew Longname"), Seat("Maximiliana Wolkenstein"), Seat("Ann")]
    state = GAME.new(3, {}, seats)
    scene = open_position(app, GAME, state, seats)
    said = []
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda surface, words, *a, **k: said.append(str(words)) or real(surface, words, *a, **k))
    draw_whole(app)
    tails = [c.tail for c in GAME.layout(scene.session.state).captions if c.tail]
    assert len(tails) == 3
    shown = [words for words in said if any(words.endswith(tail) for tail in tails)]
    long_ones = [words for words in shown if words.startswith(("Bart", "Maxi"))]
    assert len(long_ones) == 2 and all(" · " in words for words in long_ones)
    assert any("…" in words for words in long_ones)   # the name, not the state, was cut


def test_the_captions_cut_short_are_worked_out_again_when_the_text_size_changes(app, monkeypatch):
    """Issue 29: which captions are drawn cut short (read whole under the pointer in the
    status bar, asked twice a frame) is kept on the layout's geometry, by the text size:
    asked at 200%, then 100%, then 200% again, the kept geometry answers at every point of
    every caption's lines as a geometry asked for the first time does."""
    import pygame

    from tarot_table.table import theme
    from tarot_table.table.board_draw import cut_caption_under, placed_caption
    from tarot_table.table.geometry import Geometry
    from tarot_table.session import Seat
    from tests.helpers import lucky
    names = ("Bartholomew", "Wilhelmina", "Cat", "Dot", "Evangeline", "Fay")
    state = lucky.GAME.new(1, None, [Seat(name) for name in names])
    layout = lucky.GAME.layout(state)
    area = pygame.Rect(0, 0, 520, 343)   # small enough that names are cut short
    kept = Geometry.fit(layout, area)
    read_whole = 0
    for size in (2.0, 1.0, 2.0):
        monkeypatch.setattr(theme, "text_size", lambda size=size: size)
        fresh = Geometry.fit(layout, area)
        for caption in layout.captions:
            for _, point in placed_caption(fresh, caption)[1]:
                assert cut_caption_under(kept, point) == cut_caption_under(fresh, point), (size, caption.text)
                read_whole += cut_caption_under(fresh, point) != ""
    assert read_whole, "some caption is cut short at one of the sizes"


LUCKY_LABELS = ("Game pack", "Wild", "Discards")


def lucky_words(size, text_size, monkeypatch, players=3):
    """Lucky You!'s places' labels and seat lines as one whole frame draws them: the
    table's card width, each label's size, the seat lines' sizes, and the labels' and
    cards' rectangles; 10 moves from the deal."""
    from tarot_table.games import get_game
    from tarot_table.screenshot import build_scene
    from tests.helpers.table import draw_whole
    from tests.helpers.tournament import Drawn
    game = get_game("lucky-you")
    drawn = Drawn(monkeypatch)
    sizes = []
    recording = theme.text
    monkeypatch.setattr(theme, "text", lambda surface, words, pos, px, *a, **k:
                        sizes.append((str(words), px)) or recording(surface, words, pos, px, *a, **k))
    app = picture_app(size, text_size)
    scene = build_scene(app, "game", game, 3, game.check_options({}), 10, "table", players)
    app.switch(scene)
    try:
        drawn.items.clear()
        draw_whole(app)
        cards = [scene.card_rect(placed.card) for _, _, placed, _ in scene.visible_cards()]
        labels = {words: px for words, px in sizes if words in LUCKY_LABELS}
        people = {seat.name for seat in scene.session.state.seats}
        names = [px for words, px in sizes if words.split(" · ")[0] in people and " · " in words]
        placed = [(words, rect) for kind, words, rect in drawn.items if kind == "label" and words in LUCKY_LABELS]
        return scene.geometry.card_width, labels, names, placed, cards
    finally:
        scene.leave()
        monkeypatch.undo()


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080), (2560, 1440)])
def test_lucky_yous_labels_grow_with_the_text_size_into_the_room_left_for_them(size, monkeypatch):
    """The sixth real-window round: Lucky You!'s labels at 200% "barely grow": they stopped
    at 0.22 of a card's width, the room every table leaves, while this one leaves more under
    its piles and in each seat's name row. At 200% they are now set larger than that (and a
    fifth larger at least than at 100% in the same window, where the smallest readable size
    already held them up), the seat names with them; every label whole, none over another or
    under a card."""
    _, labels_100, names_100, _, _ = lucky_words(size, 100, monkeypatch)
    width, labels_200, names_200, placed, cards = lucky_words(size, 200, monkeypatch)
    for words in LUCKY_LABELS:
        assert labels_200[words] > theme.TABLE_WORDS_MOST * width + 1, (words, labels_200[words], width)
        assert labels_200[words] >= 1.2 * labels_100[words], (words, labels_100[words], labels_200[words])
    assert names_200 and min(names_200) >= 1.2 * max(names_100), (names_100, names_200)
    assert sorted(words for words, _ in placed) == sorted(LUCKY_LABELS * 3)   # whole: none cut
    for i, (words, rect) in enumerate(placed):
        assert rect.collidelist(cards) < 0, (words, rect)
        assert not any(rect.colliderect(other) for _, other in placed[i + 1:]), words


SMALL = (1024, 700)


LONG_NAMES = ["Anemone", "Bartholomew", "Wilhelmina", "Maximilian", "Esmeralda", "Winnifred"]


@pytest.mark.parametrize("players", [2, 4, 6])
def test_lucky_you_s_account_under_the_board_is_never_cut_by_the_table_at_100_percent(players):
    """The fifth real-window round, finding 5: Lucky You!'s account under the board cut its
    lines at 100% in 1024x700 ("Bartholomew draws Knig…"): a draw told short ends in "…"
    after whole words, and that "…" now takes a word's room, so the line fits and the table
    draws it whole."""
    from tarot_table.games import get_game
    from tarot_table.games.base import Seat
    from tarot_table.rng import Rng
    from tarot_table.session import Session
    from tarot_table.table.board_draw import placed_caption
    from tarot_table.table.scenes.table import TableScene
    from tests.helpers.table import step
    game = get_game("lucky-you")
    seats = [Seat(name, None if i == 0 else next(iter(game.bots))) for i, name in enumerate(LONG_NAMES[:players])]
    app = App(headless=True, size=SMALL)
    app.settings.animation = "instant"
    cut = []
    try:
        session = Session.start(game, 3, game.check_options({}), seats)
        rng = Rng(3)
        for moves in range(90):
            if game.outcome(session.state) is not None:
                break
            if moves % 6 == 0:
                scene = TableScene(app, session)
                app.switch(scene)
                step(app)
                geometry = scene.geometry
                for caption in geometry.layout.captions:
                    if caption.width and caption.text not in LONG_NAMES:
                        shown = " ".join(line for line, _ in placed_caption(geometry, caption)[1])
                        if shown != caption.text + caption.tail:
                            cut.append((moves, caption.text, shown))
            seat = game.current_seat(session.state)
            session.play(game.bots[next(iter(game.bots))](game, game.view(session.state, seat), rng))
    finally:
        for s in app.scenes:
            s.leave()
    assert cut == []


@pytest.mark.parametrize("text_size", [150, 200])
def test_lucky_yous_account_wraps_whole_lines_with_the_story_open_in_a_small_window(text_size):
    """The ninth real-window round, finding 3: in the lesson at 1024x700, 200%, the story
    open, the account under the board read "Player 2 draws Six of Swords. Mov…" and then
    "forward, to Space 9.": its lines were wrapped to a count of letters (``CHAR_WIDTH``)
    narrower than the smallest type sets them on 40 px cards, and the table cut each line
    too long. The lesson's steps one after another (as the screenshot tool builds them), the
    story opened with L, every line of the account is drawn whole."""
    from tarot_table.games import get_game
    from tarot_table.screenshot import build_scene
    from tarot_table.table.board_draw import placed_caption
    from tests.helpers.table import key
    game = get_game("lucky-you")
    app = picture_app((1024, 700), text_size)
    cut, told = [], 0
    for moves in range(1, 10):
        scene = build_scene(app, "game", game, 1, game.check_options({}), moves, "learn", 2)
        app.switch(scene)
        step(app)
        try:
            if not scene.log_open:
                key(app, pygame.K_l)
            step(app)
            assert scene.log_open
            geometry = scene.geometry
            for caption in geometry.layout.captions:
                if caption.width and not caption.tail:
                    placed = placed_caption(geometry, caption)[1]
                    told += len(placed)
                    shown = " ".join(line for line, _ in placed)
                    if shown != caption.text:
                        cut.append((moves, caption.text, shown))
        finally:
            scene.leave()
    assert told > 12 and cut == []


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080), (2560, 1440)])
@pytest.mark.parametrize("text_size", [150, 200])
def test_lucky_yous_name_row_keeps_its_letters_clear_of_the_lit_edge_round_the_piles(size, text_size, monkeypatch):
    """Ninth round, finding 4: in Lucky You!'s lesson at 1024x700, 200%, "Player 1 · Start"
    lay on the gold edge lit round the piles, its descenders cut (the edge stands 4 px out
    from the piles, the name centred in a row 0.42 card widths tall). The lesson's first
    step as the screenshot tool builds it: the name's letters (to its lowest descender)
    end above the lit edge."""
    from tarot_table.games import get_game
    from tarot_table.screenshot import build_scene
    game = get_game("lucky-you")
    app = picture_app(size, text_size)
    drawn: list[tuple[str, int, object]] = []
    text = theme.text

    def recorded(surface, words, pos, px, *args, **kwargs):
        rect = text(surface, words, pos, px, *args, **kwargs)
        drawn.append((words, px, rect, args[1] if len(args) > 1 else kwargs.get("weight", "Regular")))
        return rect

    monkeypatch.setattr(theme, "text", recorded)
    scene = build_scene(app, "game", game, 1, game.check_options({}), 0, "learn", 2)
    app.switch(scene)
    step(app)
    try:
        drawn.clear()
        draw_whole(app)
        pack = scene.geometry.spot_rect(next(s for s in scene.geometry.layout.spots if s.zone == "pack0"))
        names = [(px, rect, weight) for words, px, rect, weight in drawn if words.startswith("Player 1")]
        assert names, [words for words, *_ in drawn]
        px, rect, weight = names[0]
        top, height = theme.ink_band(px, weight)
        assert rect.y + top + height - 1 <= pack.top - 4, (rect, top, height, pack)
    finally:
        scene.leave()


def account_told(app, scene) -> list[list[tuple[str, pygame.Rect]]]:
    """The account under Lucky You!'s board as the table's captions are drawn in a whole
    frame: each draw told, its lines' words and rectangles as set."""
    from tarot_table.table.board_draw import draw_board_layer, placed_caption
    from tests.helpers.table import draw_whole
    surface = draw_whole(app)
    rects = iter(draw_board_layer(scene, surface))   # one for each line drawn, caption by caption
    told = []
    for caption in scene.geometry.layout.captions:
        _, placed = placed_caption(scene.geometry, caption)
        lines = [(line, next(rects)) for line, _ in placed]
        if not caption.tail:   # a draw (a seat's line has its state for a tail)
            told.append(lines)
    assert next(rects, None) is None
    return told


@pytest.mark.parametrize("seed, moves", [(1, 13), (4, 25)])
def test_lucky_yous_account_names_each_draws_card_whole_where_other_draws_have_lines_to_spare(seed, moves):
    """The seventh real-window round, finding 8: at 200% in 1024x700 with the story open,
    six seats, the oldest draw of the account under the board read "Player 2 draws Seven of
    Swords …" (the tester's: "Player 2 draws Ace of …") while a later draw took three lines
    to say all it did. Every draw now first gets the lines its card drawn (or how it ended)
    needs whole, and only then do the latest draws take the rest; each line drawn whole
    inside the account's width."""
    from tarot_table.screenshot import build_scene
    from tarot_table.table.app import picture_app
    lucky = get_game("lucky-you")
    app = picture_app((1024, 700), 200)
    scene = build_scene(app, "game", lucky, seed, lucky.check_options({}), moves, "table", 6)
    scene.log_open = True
    app.switch(scene)
    try:
        told = account_told(app, scene)
        story = scene.session.state.story
        sentences = set(story) | {s.split(" ", 2)[2][:1].upper() + s.split(" ", 2)[2][1:] for s in story
                                  if s.startswith("Player ")}   # "Moves 3 forward." after the name is left out
        sentences |= {s.partition(": ")[0] + "." for s in story if s.startswith("Player ") and ": " in s}
        # ("Player 2 stays at the Start." without the reason after its colon)
        assert len(told) == 6, told   # Player 1's first draw and the five others' since
        for draw in told:
            words = " ".join(line for line, _ in draw)
            assert not words.endswith(" …"), words
            assert any(sentence in words for sentence in sentences), words
        width = round(next(c for c in scene.geometry.layout.captions if not c.tail).width * scene.geometry.unit)
        left = min(rect.left for draw in told for _, rect in draw)
        assert all(rect.right <= left + width for draw in told for _, rect in draw), (left, width, told)
    finally:
        scene.leave()


@pytest.mark.parametrize("size", [(1920, 1080), (2560, 1440)])
def test_lucky_yous_account_takes_the_whole_width_of_its_room_in_a_large_window(size):
    """Play-test finding (29 November): the account under the board wrapped into a narrow
    column (its lines counted in letters as the smallest window sets them), half the room
    beside the card drawn left empty. Each draw's words run the room's width: a draw taking
    two lines or more fills its first line to within a word of the room's edge."""
    from tarot_table.screenshot import build_scene
    from tarot_table.table.app import picture_app
    lucky = get_game("lucky-you")
    app = picture_app(size, 100)
    scene = build_scene(app, "game", lucky, 1, lucky.check_options({}), 12, "table", 4)
    app.switch(scene)
    try:
        told = account_told(app, scene)
        room = round(next(c for c in scene.geometry.layout.captions if not c.tail).width * scene.geometry.unit)
        wrapped = [draw for draw in told if len(draw) > 1]
        assert wrapped, told
        for draw in wrapped:
            (first, rect), (second, _) = draw[0], draw[1]
            px = max(theme.MIN_TEXT_PX, round(0.2 * scene.geometry.unit))   # the account's size at 100%
            assert rect.width + theme.words_width(" " + second.split()[0], px, "Semibold") > 0.9 * room, (draw, room)
    finally:
        scene.leave()
