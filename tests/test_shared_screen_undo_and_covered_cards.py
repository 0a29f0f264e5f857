"""What two new players met (issue 32): Undo at a shared screen, a turn's result seen
before the screen is passed, Undo's words after a move that showed hidden cards, and a
finished game that Undo must not bring back. Driven with posted mouse events."""
import pygame
import pytest

from tarot_table import saves
from tarot_table.games import get_game
from tarot_table.games.base import Seat
from tarot_table.statistics import load_stats
from tarot_table.table.scenes.table_bars import status_line
from tests.conftest import headless_app
from tests.helpers.table import click, drag, key, one_move_among_bots, post, seated_table, step, take_the_screen
from tests.helpers.tempting import grab
from tarot_table.session import Session

TEMPTING = get_game("tempting-fate")
TOURNAMENT = get_game("tournament-of-queens")


def bar(scene, label):
    return next(b for b in scene.bar_buttons if b.label == label)


def choice(scene, label):
    return next(b for b in scene.choice_buttons if b.label == label)


def hover(app, scene, rect):
    post(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
    step(app)


# ---- item 2: Undo takes back only your own move, only until the next person acts -------
def test_at_a_shared_screen_only_the_mover_undoes_and_only_before_passing_the_screen(app):
    scene = seated_table(app, TOURNAMENT, [Seat("Ann"), Seat("Bob")])
    take_the_screen(app, scene)
    assert scene.viewer == 0
    before = scene.session.state.to_json()
    scene.perform(scene.legal()[0])
    step(app)
    assert scene.handing_over == 1 and scene.viewer == 0
    undo = bar(scene, "Undo")
    assert undo.enabled   # Ann may still take her own move back: Bob has not the screen yet
    click(app, undo.rect.center)
    assert scene.session.state.to_json() == before and scene.seat_to_act() == 0
    assert scene.handing_over is None and scene.human_turn()
    assert scene.message[0] == "Undo: Ann's move is taken back; Ann is to play again."

    scene.perform(scene.legal()[0])
    step(app)
    click(app, choice(scene, "Pass the screen to Bob").rect.center)
    take_the_screen(app, scene)
    assert scene.viewer == 1 and scene.human_turn()
    after_ann = scene.session.state.to_json()
    step(app)
    undo = bar(scene, "Undo")
    assert not undo.enabled
    assert undo.tip == "Only Ann may take back Ann's move, and only before the screen is passed on."
    click(app, undo.rect.center)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.session.state.to_json() == after_ann and scene.viewer == 1
    assert scene.message[0] == undo.tip


def test_bob_may_take_back_his_own_move_but_not_ann_s_before_it(app):
    scene = seated_table(app, TOURNAMENT, [Seat("Ann"), Seat("Bob")])
    take_the_screen(app, scene)
    scene.perform(scene.legal()[0])
    scene.pass_screen()
    take_the_screen(app, scene)
    after_ann = scene.session.state.to_json()
    scene.perform(scene.legal()[0])
    step(app)
    click(app, bar(scene, "Undo").rect.center)   # Bob, still at the screen, takes his back
    assert scene.session.state.to_json() == after_ann and scene.viewer == 1 and scene.human_turn()
    step(app)
    assert not bar(scene, "Undo").enabled   # and goes no further: the move before is Ann's


# ---- item 3: a turn's last result is seen before "Pass to ..." ------------------------------
def test_the_turn_s_result_stays_on_the_table_until_its_player_passes_the_screen(app):
    """The querent's second attack (the fair variant) ends the turn: its result lies on the
    table in the querent's own view, with a button to pass the screen, before the pass page."""
    scene = seated_table(app, TEMPTING, [Seat("Ann"), Seat("Bob")], {"first_fate": "player-2", "attacks": "2"})
    take_the_screen(app, scene)   # Bob is Fate
    while scene.session.state.data["turn"] == "fate":
        scene.perform(next(a for a in scene.legal() if a.kind == "place"))
    scene.pass_screen()
    take_the_screen(app, scene)   # Ann, the querent
    attacks = 0
    while scene.session.state.data["turn"] == "querent":
        attack = next(a for a in scene.legal() if a.kind == "attack")
        drag(app, grab(scene, attack.card),
             scene.geometry.spot_rect(scene.geometry.layout.spot(attack.to)).center)
        attacks += 1
    assert attacks == 2
    step(app)
    assert scene.handing_over == 1 and scene.handoff_to is None and scene.viewer == 0
    assert not any(b.label.startswith("I am") for b in scene.summary_buttons)   # the table is not covered
    assert status_line(scene)[0].startswith("Ann, your turn is over: see what it did, then pass the screen to Bob")
    click(app, scene.card_rect(scene.session.state.zones["querent_hand"][0].card).center)
    assert scene.message[0] == "Your turn is over: pass the screen to Bob."
    key(app, pygame.K_RETURN)
    assert scene.handoff_to == 1 and scene.handing_over is None
    step(app)
    assert [b.label for b in scene.summary_buttons] == ["I am Bob: show my cards", "Menu"]


# ---- item 4: Undo's words after a move that revealed hidden cards ------------------------
def test_undo_that_worked_is_not_contradicted_by_the_status_bar(app):
    """Ann as Fate against a bot: the bot's attack showed cards, Ann lays a card and takes
    it back. The move comes back and Redo lights; the greyed Undo's tip then says Undo
    goes no further back, not that the move just taken back cannot be undone."""
    scene = seated_table(app, TEMPTING, [Seat("Ann"), Seat("Bot", "basic")], {"first_fate": "player-1"})
    for _ in range(3):
        scene.perform(next(a for a in scene.legal() if a.kind == "place"))
    scene.finish_bot_turns()
    step(app)
    assert scene.session.state.data["turn"] == "fate" and scene.human_turn()
    before = scene.session.state.to_json()
    place = next(a for a in scene.legal() if a.kind == "place")
    drag(app, grab(scene, place.card), scene.geometry.spot_rect(scene.geometry.layout.spot(place.to)).center)
    assert scene.session.state.to_json() != before
    undo = bar(scene, "Undo")
    hover(app, scene, undo.rect)
    click(app, undo.rect.center)
    step(app)
    assert scene.session.state.to_json() == before and bar(scene, "Redo").enabled
    assert not bar(scene, "Undo").enabled
    words = status_line(scene)[0]   # what Undo did, then why it goes no further (play-test of 29 November)
    assert words == ("Undo: your last move is taken back. Undo goes no further back: the attack showed its card, "
                     "and the card it struck, to both players.")   # the seventh real-window round: in a newcomer's words


# ---- item 5: a finished game is never played on again ----------------------------------
def finished_game(app):
    scene = seated_table(app, TEMPTING, [Seat("Ann"), Seat("Bot", "basic")],
                       {"first_fate": "player-1", "match": "single"})
    scene.perform(next(a for a in scene.legal() if a.kind == "place"))
    click(app, choice(scene, "Resign this game").rect.center)
    click(app, scene.summary_buttons[0].rect.center)   # Resign's question: Resign
    step(app, 3)
    assert scene.session.finished
    return scene


def test_undo_and_redo_are_off_once_the_game_has_ended(app):
    scene = finished_game(app)
    recorded = load_stats()
    end = scene.session.state.to_json()
    look = next(b for b in scene.summary_buttons if b.label == "Look at the table")
    click(app, look.rect.center)
    step(app)
    undo, redo = bar(scene, "Undo"), bar(scene, "Redo")
    assert not undo.enabled and not redo.enabled
    assert undo.tip == "The game is over: its result stands, so no move can be taken back."
    click(app, undo.rect.center)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    key(app, pygame.K_y, pygame.KMOD_CTRL)
    assert scene.session.state.to_json() == end and scene.session.finished
    assert scene.message[0] == undo.tip
    assert load_stats() == recorded
    resumed = saves.load(saves.save(scene.session))
    assert not resumed.can_undo() and not resumed.undo() and not resumed.can_redo()


# ---- item 6: what lies beneath a card shows ------------------------------------------------
def covered_top(scene, zone, index):
    """The part of a pile's card that the next card leaves showing."""
    card = scene.session.state.zones[zone][index].card
    below, above = scene.card_rect(card), scene.card_rect(scene.session.state.zones[zone][index + 1].card)
    return card, below.clip(pygame.Rect(below.left, below.top, below.width, above.top - below.top))


@pytest.fixture
def small_app():
    """The smallest window the app is made for, 1024x700."""
    yield from headless_app((1024, 700))


def test_a_queens_of_fate_court_pile_shows_each_covered_card_s_rank(small_app, shared_decks):
    """With the scans, a court card lying on another hid all but a strip of sky: each card
    of a court pile of several shows its rank and suit at its top, above the next card."""
    from tarot_table.table.card_index import index_rect
    from tests.helpers.table import open_position
    queens = get_game("queens-of-fate")
    app = small_app
    app.load_deck()
    state = queens.new(4)
    for rank in ("king", "knight", "page"):
        state.move(f"minor_arcana.wands.{rank}", "court_wands", face_up=True)
    scene = open_position(app, queens, state)
    assert scene.geometry.layout.spot("court_wands").index
    for index in (0, 1):
        card, shown = covered_top(scene, "court_wands", index)
        box = index_rect(card, scene.card_rect(card))
        numeral_bottom = box.top + round(box.height / 2)
        assert shown.top <= box.top and numeral_bottom <= shown.bottom, (card, box, shown)
    assert not queens.layout(queens.new(4)).spot("court_wands").index   # an empty pile needs none


def test_a_worn_challenge_under_the_card_on_it_keeps_its_numeral_and_count_in_sight(small_app, shared_decks):
    """The Fool's Journey: a Five of Swords laid on the Star showed "12 left" over the
    Five, so the Challenge could not be told. The Star's numeral and its count both sit on
    the top of it that the Five leaves showing, side by side."""
    from tarot_table.table.card_index import index_rect
    from tarot_table.table.scenes.table_cards import badge_places
    from tests.helpers.fools import GAME as FOOLS, S, arrange, m, t
    from tests.helpers.table import open_position
    app = small_app
    app.load_deck()
    scene = open_position(app, FOOLS, arrange(volition=[m(S, "five")], present_1=[t(17)],
                                              present_2=[m(S, "two")], present_3=[t(3)]))
    scene.perform(next(a for a in scene.legal() if a.card == m(S, "five") and a.to == "present_1"))
    step(app)
    card, shown = covered_top(scene, "present_1", 0)
    assert card == t(17) and scene.geometry.layout.spot("present_1").index
    rects = {p.card: scene.card_rect(p.card) for p in scene.session.state.zones["present_1"]}
    marks = {words: where for words, where, _ in badge_places(scene, rects, set(), True, [])}
    count = next(where for words, where in marks.items() if words.endswith(" left"))
    box = index_rect(card, scene.card_rect(card))
    assert shown.top <= count.centery <= shown.bottom and not count.colliderect(box)
    assert box.top >= shown.top


# ---- item 7: the Awakened row stays on the table and tells the Ace from the discards --------
def test_the_awakened_row_fits_beside_the_story_and_counts_the_ace_apart(small_app):
    """At 1024x700 the five cards of an Awakening (the Ace that woke them, then the four
    oldest discards) ran under the Story panel, and read as five discards."""
    from tests.helpers.queens import C, P, S, W, do, m, table
    from tests.helpers.table import open_position
    queens = get_game("queens-of-fate")
    state = table(sources=[m(W, "ace")],
                  portents=[m(C, "two"), m(S, "king"), m(P, "three"), m(C, "seven"), m(W, "five")])
    do(state, "awaken", card=m(W, "ace"), to="portents", choice="awaken")
    scene = open_position(small_app, queens, state)
    spot = scene.geometry.layout.spot("revealed")
    area = scene.frame((1024, 700))["table"]
    assert area.contains(scene.geometry.zone_rect(spot, 5))
    assert spot.label == "Ace + 4 awakened" and spot.index and "Ace that awakened them lies first" in spot.help


# ---- item 11: Queens of Fate's words on court drops, and losing a Queen -----------------------
def test_a_court_card_dropped_wrong_names_where_its_queen_goes(app):
    """The refusal said "Queens in the top slot" while the original layout has each Queen
    on the left of her domain."""
    from tests.helpers.queens import m, table
    from tests.helpers.table import open_position, zone_centre
    queens = get_game("queens-of-fate")
    scene = open_position(app, queens, table(destiny=[m("cups", "queen")]))
    click(app, zone_centre(scene, "destiny"))
    drag(app, zone_centre(scene, "challenge"), zone_centre(scene, "court_swords"))
    assert scene.message[0] == ("Queen of Cups goes to the Cups Queen's place, left of the Cups court: "
                                "court cards go to the domain of their own suit.")
    left_of = scene.geometry.spot_rect(scene.geometry.layout.spot("queen_cups")).right
    assert left_of <= scene.geometry.spot_rect(scene.geometry.layout.spot("court_cups")).left


def test_enduring_by_losing_a_queen_asks_first(app):
    """Rules: enduring discards "one of the Court cards from any one of your domains", so a
    Queen may be lost; house decision 19 asks first, since the Queens are the goal."""
    from tests.helpers.queens import m, t, table
    from tests.helpers.table import open_position, zone_centre
    queens = get_game("queens-of-fate")
    scene = open_position(app, queens, table(queen_cups=[m("cups", "queen")], court_cups=[m("cups", "page")],
                                             destiny=[t(12)]))
    click(app, zone_centre(scene, "destiny"))
    step(app)
    click(app, choice(scene, "Endure…").rect.center)
    step(app)
    click(app, choice(scene, "Endure: lose Queen of Cups").rect.center)
    step(app)
    assert scene.confirming is not None and scene.confirming.title == "Lose the Queen of Cups?"
    assert [b.label for b in scene.summary_buttons] == ["Lose her", "Cancel"]
    click(app, scene.summary_buttons[1].rect.center)
    assert scene.session.state.zones["queen_cups"] and scene.session.state.data["phase"] == "battle"
    step(app)   # the list of what may be lost is still open: the Page goes unasked
    click(app, choice(scene, "Endure: lose Page of Cups").rect.center)
    assert scene.confirming is None and not scene.session.state.zones["court_cups"]
    assert queens.handling.caution(scene.session.state, queens.legal_actions(scene.session.state)[0]) is None


def test_a_queen_lost_by_enduring_goes_once_confirmed(app):
    from tests.helpers.queens import m, t, table
    from tests.helpers.table import open_position, zone_centre
    queens = get_game("queens-of-fate")
    scene = open_position(app, queens, table(queen_cups=[m("cups", "queen")], destiny=[t(12)]))
    click(app, zone_centre(scene, "destiny"))
    step(app)
    click(app, next(b for b in scene.choice_buttons if b.label.startswith("Endure")).rect.center)
    step(app)
    click(app, next(b for b in scene.summary_buttons if b.label == "Lose her").rect.center)
    assert not scene.session.state.zones["queen_cups"]
    assert m("cups", "queen") in [p.card for p in scene.session.state.zones["portents"]]


# ---- item 12: the clock counts play only ------------------------------------------------------
def queens_with_a_clock(app):
    scene = seated_table(app, get_game("queens-of-fate"), [Seat("Ann")])
    scene.perform(scene.legal()[0])
    app.step(0.016)
    scene.session.elapsed = 0.0
    return scene


def tick(app, seconds):
    """Whole seconds pass on the app's clock, a frame after each."""
    for _ in range(int(seconds)):
        app.clock.advance(1.0)
        app.step(0.016)


def test_the_clock_stops_while_the_rules_cover_the_table(app):
    scene = queens_with_a_clock(app)
    tick(app, 2)
    assert scene.session.elapsed == pytest.approx(2.0)
    key(app, pygame.K_r)
    assert app.scene is not scene
    tick(app, 4)
    key(app, pygame.K_ESCAPE)
    assert app.scene is scene
    tick(app, 1)
    assert scene.session.elapsed == pytest.approx(3.0)


def test_the_clock_stops_while_the_hand_over_page_covers_the_table(app):
    """Noticed in play: the clock ran on while "Pass the screen to Bob" covered the table,
    as it no longer does under the rules page."""
    scene = seated_table(app, TOURNAMENT, [Seat("Ann"), Seat("Bob")])
    scene.session.elapsed = 0.0
    assert scene.handoff_to == 0   # the opening page: Ann takes the screen
    tick(app, 3)
    assert scene.session.elapsed == 0.0
    take_the_screen(app, scene)
    counted = scene.session.elapsed   # the frames taking the screen
    tick(app, 2)
    assert scene.session.elapsed == pytest.approx(counted + 2.0)
    scene.perform(scene.legal()[0])
    scene.pass_screen()
    app.step(0.016)
    assert scene.handoff_to == 1
    counted = scene.session.elapsed
    tick(app, 5)
    take_the_screen(app, scene)
    counted = scene.session.elapsed - counted   # (the page covered the 5 s; taking it counts a frame or two)
    tick(app, 1)
    assert counted < 0.1 and scene.session.elapsed == pytest.approx(2.0 + 1.0, abs=0.1)


def test_a_game_left_keeps_the_seconds_after_its_last_move(app):
    scene = queens_with_a_clock(app)
    tick(app, 7)
    key(app, pygame.K_ESCAPE)   # to the menu
    assert app.scene is not scene
    resumed = saves.load(saves.save_path(scene.session.slot))
    assert resumed.elapsed == pytest.approx(7.0)


# ---- item 9: the new-game page shows its first row whole ------------------------------------
@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080), (2560, 1440)])
def test_no_new_game_button_is_cut_by_the_top_of_the_options(size):
    """Lucky You!'s 2-6 seat buttons stood above the scrolling area's top and lost their tops."""
    from tarot_table.games import GAMES
    from tarot_table.table.app import App
    from tarot_table.table.scenes.newgame import NewGameScene
    app = App(headless=True, size=size)
    try:
        for game_id in GAMES:
            scene = NewGameScene(app, get_game(game_id))
            app.switch(scene)
            step(app)
            footer = {"Start", "Rules", "Back"}
            for button in scene.buttons:
                if button.label not in footer and button.rect.bottom <= scene.form_view.bottom:
                    assert button.rect.top >= scene.form_view.top, (game_id, button)
    finally:
        for scene in app.scenes:
            scene.leave()


# ---- item 10: the header names the player who is Fate first -----------------------------------
def test_the_top_bar_names_the_player_who_is_fate_first(app):
    """The header kept "Player 1 is Fate first" after the players were named."""
    scene = seated_table(app, TEMPTING, [Seat("Ann"), Seat("Bob", "basic")], {"first_fate": "player-2"})
    assert "Bob is Fate in game 1" in scene.session.options_words
    assert "Player 2" not in scene.session.options_words
    assert "Player 2 is Fate in game 1" in TEMPTING.options_words(scene.session.state.options)   # no table, no names


@pytest.mark.parametrize("size", [(1920, 1080), (2560, 1440)])
def test_every_new_game_page_shows_all_its_choices_without_scrolling(size):
    """The Fool's Journey's options needed scrolling at 1920x1080 and the Deal number lay
    half under the footer: in a wide window the options stand in two columns, so every
    game's page, with the most players it takes, shows all of it, and no two controls
    overlap."""
    from tarot_table.games import GAMES
    from tarot_table.table.app import App
    from tarot_table.table.scenes.newgame import NewGameScene
    app = App(headless=True, size=size)
    try:
        for game_id in GAMES:
            scene = NewGameScene(app, get_game(game_id))
            scene.players = scene.game.max_players
            app.switch(scene)
            step(app)
            assert scene.max_scroll == 0, game_id
            assert scene.form_view.contains(scene.deal_field.rect), game_id
            controls = [b.rect for b in scene.buttons] + [f.rect for f in scene.fields]
            for i, rect in enumerate(controls):
                assert app.screen.get_rect().contains(rect), (game_id, rect)
                assert rect.collidelist(controls[i + 1:]) == -1, (game_id, rect)
    finally:
        for scene in app.scenes:
            scene.leave()


def test_two_columns_keep_the_order_and_balance_the_heights():
    from tarot_table.table.scenes.newgame import two_columns
    assert two_columns([100, 100, 100, 100]) == 2
    assert two_columns([300, 50, 50, 50, 50]) == 1
    assert two_columns([50, 50, 50, 300]) == 3


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (1920, 1080), (2560, 1440)])
def test_each_menu_tile_shows_its_title_and_words_whole(size):
    """"Tournament of Queens" ran past its tile at 1280x800 and every tagline was cut
    short with no way to read it: the title fits its tile and the words wrap."""
    from tarot_table.games import GAMES
    from tarot_table.table import theme
    from tarot_table.table.app import App
    from tarot_table.table.scenes.menu import MenuScene, tile_caption, tile_words
    app = App(headless=True, size=size)
    scene = MenuScene(app)
    app.switch(scene)
    step(app)
    s = theme.ui_scale(size)
    tiles = {b.label: b.rect for b in scene.buttons if b.label in {e.title for e in GAMES.entries()}}
    for entry in GAMES.entries():
        room = tiles[entry.title].width - int(28 * s)
        title_px, lines = tile_words(entry, room, s)
        assert theme.font(title_px, "Semibold", "serif").size(entry.title)[0] <= room, (entry.title, size)
        assert " ".join(lines) == tile_caption(entry), size
    assert scene.cut_words == {}


def test_a_tile_s_words_cut_short_show_whole_under_the_pointer(app, monkeypatch):
    """Words too long for two lines of a tile end in "…"; pointing at the tile shows them whole."""
    from tarot_table.games import GAMES
    from tarot_table.games.registry import GameEntry, GameRegistry
    from tarot_table.table.scenes import menu
    long = " ".join(["A tagline far too long for two lines of a tile"] * 3)
    monkeypatch.setattr(menu, "GAMES", GameRegistry(*(
        GameEntry(e.id, e.title, long if e.id == "reading" else e.tagline, e.min_players, e.max_players, e.rules)
        for e in GAMES.entries())))
    caption = menu.tile_caption(next(e for e in menu.GAMES.entries() if e.id == "reading"))
    scene = menu.MenuScene(app)
    app.switch(scene)
    step(app)
    assert list(scene.cut_words) == ["Reading Table"]
    drawn = []
    real_text = menu.theme.text
    monkeypatch.setattr(menu.theme, "text", lambda surface, words, *a, **k: drawn.append(words) or real_text(surface, words, *a, **k))
    scene.draw(app.screen)
    assert caption not in " ".join(drawn)
    tile = next(b.rect for b in scene.buttons if b.label == "Reading Table")
    hover(app, scene, tile)
    assert next(b for b in scene.buttons if b.label == "Reading Table").hovered
    drawn.clear()
    scene.draw(app.screen)
    assert " ".join(drawn).endswith(caption)


def test_a_page_button_lights_under_the_pointer(app):
    """Buttons rebuilt at each draw lost the pointer: none of a page's buttons ever lit."""
    from tarot_table.table.scenes.menu import MenuScene
    scene = MenuScene(app)
    app.switch(scene)
    step(app)
    settings = next(b for b in scene.buttons if b.label == "Settings")
    hover(app, scene, settings.rect)
    assert [b.label for b in scene.buttons if b.hovered] == ["Settings"]


# ---- item 9: a card's mark leaves its name readable ---------------------------------------------
@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080), (2560, 1440)])
def test_the_fool_s_vitality_mark_leaves_his_name_readable(size, shared_decks):
    """The Vitality badge covered "THE FOOL", printed along the bottom ninth of the scan."""
    from tarot_table.games.fools_journey import cards as fc
    from tarot_table.table.app import App
    from tarot_table.table.scenes.table_cards import badge_places
    app = App(headless=True, size=size)
    app.settings.animation = "instant"
    app.load_deck()
    try:
        scene = seated_table(app, get_game("fools-journey"), [Seat("Ann")])
        fool = scene.card_rect(fc.FOOL)
        marks = {words: where for words, where, _ in
                 badge_places(scene, {fc.FOOL: fool}, set(), True, [])}
        vitality = marks[f"{scene.session.state.data['vitality']}/{scene.session.state.data['max']}"]
        assert fool.contains(vitality)
        assert vitality.bottom <= fool.bottom - fool.height / 9, (vitality, fool)
    finally:
        for scene in app.scenes:
            scene.leave()


# ---- item 10: vote totals as fractions, in titles that hold them -----------------------------
def test_the_widest_contestant_title_holds_its_fraction_at_1024_by_700():
    """Totals read "2.58": they are fractions now (2 7/12). The widest title, a long name
    cut short, to play, with sixtieths of a vote, is written whole in its box at six seats
    in the smallest window, where the type is largest against the cards."""
    from fractions import Fraction
    from tarot_table.games.tournament_of_queens.layout import contestant_title
    from tarot_table.table import theme
    from tarot_table.table.geometry import Geometry
    from tests.helpers.tournament import seats, table_area
    pygame.font.init()
    state = TOURNAMENT.new(3, seats=seats(6))
    geometry = Geometry.fit(TOURNAMENT.layout(state), table_area((1024, 700)))
    px = max(13, int(geometry.unit * 0.16))
    for seat in range(6):
        state.to_act = seat
        title = contestant_title(state, seat, Fraction(107, 60), short=True)   # a long name cut (issue 32's last round: as far as keeps it apart)
        assert title.endswith("1\u00a047/60")
        box = geometry.layout.spot(f"sash{seat}").label_box[1] * geometry.unit
        assert theme.font(px, "Semibold").size(title)[0] <= box, title


@pytest.mark.parametrize("players", [2, 6])
def test_a_pile_s_count_is_written_over_its_own_pile_not_the_discards(small_app, players):
    """The draw pile's count stood over the Discards beside it."""
    from tarot_table.table.scenes.kept_table import pile_count_rect
    scene = seated_table(small_app, TOURNAMENT, TOURNAMENT.default_seats(players))
    g = scene.geometry
    stock, discard = g.spot_rect(g.layout.spot("stock")), g.spot_rect(g.layout.spot("discard"))
    count = pile_count_rect(stock, str(len(scene.session.state.zones["stock"])), max(13, int(g.unit * 0.15)))
    assert count.right <= stock.right
    assert not count.colliderect(discard)


# ---- item 12: the first click acts --------------------------------------------------------------
def test_the_click_that_brings_the_window_forward_acts(monkeypatch):
    """The first click after the window opened only focused it: SDL drops the click that
    activates its window unless told otherwise (its MOUSE_FOCUS_CLICKTHROUGH hint, read
    from the environment when video starts). A hint the player set is left alone."""
    import os
    from tarot_table.table import app as app_module
    seen = []
    real_init = pygame.display.init
    monkeypatch.setattr(app_module.pygame.display, "init",
                        lambda: (seen.append(os.environ.get("SDL_MOUSE_FOCUS_CLICKTHROUGH")), real_init())[1])
    monkeypatch.delenv("SDL_MOUSE_FOCUS_CLICKTHROUGH", raising=False)
    app_module.App(headless=True, size=(1024, 700))
    monkeypatch.setenv("SDL_MOUSE_FOCUS_CLICKTHROUGH", "0")
    app_module.App(headless=True, size=(1024, 700))
    assert seen == ["1", "0"]


def test_undo_with_bots_says_it_took_back_their_moves_too(app):
    """Play-test round of 27 November: alone against bots in Tournament of Queens, Undo
    took back the move and the bots' moves after it with no word; The Fool's Journey's
    Undo was silent too. Undo says what it took back. (Tournament of Queens' bots now show
    cards with every move, so Undo stops there, house decision 20: Lucky You!'s tokens,
    picked by Ann and then the bots, show none.)"""
    from tarot_table.games import get_game
    lucky = get_game("lucky-you")
    scene = seated_table(app, lucky, [Seat("B", "quick"), Seat("Ann"), Seat("C", "quick")], lucky.check_options({}))
    one_move_among_bots(app, scene)
    assert [a.kind for a in scene.session.actions] == ["pick-token"] * 3
    click(app, bar(scene, "Undo").rect.center)
    step(app)
    assert scene.message[0] == "Undo: your last move is taken back, with the 2 bot moves after it."
    fools = get_game("fools-journey")
    scene = seated_table(app, fools, [Seat("Ann")], fools.check_options({}))
    for _ in range(2):
        scene.perform(scene.legal()[0])
        step(app)
    click(app, bar(scene, "Undo").rect.center)
    step(app)
    assert bar(scene, "Undo").enabled and scene.message[0] == "Undo: your last move is taken back."


def test_undoing_the_only_move_leaves_no_word_of_it_in_the_status_bar(app):
    """Play in a real window: the Fool's Journey's first move taken back with Undo (and
    again with Ctrl+Z after Redo) left "The Fool takes up the Seven of Wands as his
    Strength." (or "Redo: ...") in the status bar over a table that no longer showed it.
    Undo then says what it took back, as Redo says what it made again (play-test of 29
    November: Ctrl+Z had undone silently)."""
    fools = get_game("fools-journey")
    scene = seated_table(app, fools, [Seat("Ann")], fools.check_options({}))
    scene.say("The move's own words.")
    scene.perform(scene.legal()[0])
    step(app)
    for undo in (lambda: click(app, bar(scene, "Undo").rect.center),
                 lambda: key(app, pygame.K_z, pygame.KMOD_CTRL)):
        undo()
        step(app)
        assert not scene.session.actions
        assert scene.message[0] == "Undo: your last move is taken back."
        scene.redo()
        step(app)
        assert scene.message[0].startswith("Redo: ")


def test_after_fates_turn_ends_the_greyed_undo_says_why_in_a_newcomers_words(app):
    """The seventh real-window round, finding 8: after Fate's turn at a shared screen the
    greyed Undo said "Undo cannot go back past a move that revealed hidden cards.", odd for
    a turn ending. It says the turn ended and the hands were filled with cards already seen."""
    from tarot_table.games.tempting_fate.rules import TURN_ENDED
    game = get_game("tempting-fate")
    session = Session.start(game, 3, {"first_fate": "player-1"}, [Seat("Ann"), Seat("Bob")])
    while session.state.data["turn"] == "fate":
        session.play(next(a for a in game.legal_actions(session.state) if a.kind == "place"))
    assert not session.can_undo() and session.why_no_undo() == TURN_ENDED
    session.play(next(a for a in game.legal_actions(session.state) if a.kind == "attack"))
    assert "the attack showed its card" in session.why_no_undo()


def test_redo_says_what_it_made_again_instead_of_leaving_undos_words(app):
    """The eighth real-window round, finding 7: Tempting Fate with two people at one screen,
    Ctrl+Z then Ctrl+Y: the status still said "Undo: Ann's move is taken back; Ann is to
    play again." Redo says what it made again."""
    from tarot_table.games import get_game
    from tarot_table.games.base import Seat
    from tarot_table.table.scenes.table_bars import status_line
    from tests.helpers.table import seated_table, take_the_screen
    scene = seated_table(app, get_game("tempting-fate"), [Seat("Ann"), Seat("Bea")], {"first_fate": "player-2"})
    take_the_screen(app, scene)
    step(app)
    mover = scene.session.state.seats[scene.game.current_seat(scene.session.state)].name
    scene.perform(next(a for a in scene.legal() if a.kind in ("place", "attack") or a.card))
    step(app)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    step(app)
    assert status_line(scene)[0].startswith(f"Undo: {mover}'s move is taken back")
    key(app, pygame.K_y, pygame.KMOD_CTRL)
    step(app)
    assert status_line(scene)[0] == f"Redo: {mover}'s move is made again."
