"""Issue 10: the table as a new player meets it. Each test names the item it guards."""
from __future__ import annotations


import pygame
import pytest

from tarot_table import settings, statistics
from tarot_table.games import get_game
from tarot_table.games.base import Action, Seat
from tarot_table.session import Session
from tarot_table.table.scenes.menu import MenuScene
from tarot_table.table.scenes.table import TableScene
from tarot_table.table import theme
from tarot_table.table.scenes import panels
from tarot_table.table.scenes import table as table_module
from tarot_table.wording import SAME_DEAL
from tests.helpers.table import READING, click, deck_top, drag, key, open_table, post, settle, step, zone_centre
from tests.helpers.table import lay_and_turn, record_text, rest_on


def test_item1_escape_after_the_large_view_then_moving_does_not_crash(app, monkeypatch):
    """Item 1: the large view closed by Escape, then the pointer moves: the table must
    not look up the place of no card."""
    monkeypatch.setattr(table_module, "HOVER_PREVIEW_S", 0.0)
    scene = lay_and_turn(app)
    card = scene.session.state.zones["pos1"][0].card
    click(app, scene.card_rect(card).center, button=3)
    assert scene.zoomed == card
    key(app, pygame.K_ESCAPE)
    assert scene.zoomed is None and app.scene is scene
    for pos in ((5, 400), scene.card_rect(card).center, (scene.card_rect(card).centerx + 2, 300)):
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        step(app, 2)
    assert app.scene is scene


# ---- item 3: a small preview beside a resting pointer, never in the way --------------------
def test_item3_resting_on_a_face_up_card_shows_a_small_preview_not_the_full_view(app, monkeypatch):
    monkeypatch.setattr(table_module, "HOVER_PREVIEW_S", 0.0)
    scene = lay_and_turn(app)
    card = scene.session.state.zones["pos1"][0].card
    rest_on(app, scene.card_rect(card).move(3, 3).center)
    assert scene.preview_card() == card and scene.zoomed is None
    rest_on(app, (5, 400))
    assert scene.preview_card() is None


def test_item3_the_preview_is_drawn_beside_the_pointer_and_inside_the_window():
    from tarot_table.table.scenes.preview import preview_rect
    for pointer in ((10, 10), (1270, 790), (640, 400), (1279, 0)):
        box = preview_rect((1280, 800), pointer, (190, 330), 30, 18)
        assert pygame.Rect(0, 0, 1280, 800).contains(box)
        assert not box.collidepoint(pointer)


def test_item3_no_preview_on_a_face_down_card(app, monkeypatch):
    monkeypatch.setattr(table_module, "HOVER_PREVIEW_S", 0.0)
    scene = open_table(app)
    rest_on(app, deck_top(scene))
    assert scene.hover is not None and scene.preview_card() is None


def test_item3_no_preview_of_a_card_turned_under_a_still_pointer(app, monkeypatch):
    monkeypatch.setattr(table_module, "HOVER_PREVIEW_S", 0.0)
    scene = open_table(app)
    drag(app, deck_top(scene), zone_centre(scene, "pos1"))
    settle(app, scene)
    card = scene.session.state.zones["pos1"][0].card
    rest_on(app, scene.card_rect(card).center)
    click(app, scene.card_rect(card).center)     # turned face up right under the pointer
    step(app, 2)
    assert scene.session.state.zones["pos1"][0].face_up and scene.preview_card() is None
    rest_on(app, scene.card_rect(card).move(2, 2).center)   # the pointer moves on: now it shows
    assert scene.preview_card() == card


def test_item3_a_drag_works_through_the_preview(app, monkeypatch):
    monkeypatch.setattr(table_module, "HOVER_PREVIEW_S", 0.0)
    scene = open_table(app)
    rest_on(app, deck_top(scene))
    top = scene.session.state.zones["deck"][-1].card
    drag(app, deck_top(scene), zone_centre(scene, "pos2"))
    assert [p.card for p in scene.session.state.zones["pos2"]] == [top]


def test_item3_settings_turn_the_preview_off(app, monkeypatch):
    monkeypatch.setattr(table_module, "HOVER_PREVIEW_S", 0.0)
    scene = lay_and_turn(app)
    app.settings.hover_preview = False
    card = scene.session.state.zones["pos1"][0].card
    rest_on(app, scene.card_rect(card).move(3, 3).center)
    assert scene.preview_card() is None
    assert settings.load_settings().hover_preview is True
    app.settings.read_only = False
    settings.save_settings(app.settings)
    assert settings.load_settings().hover_preview is False


def test_item3_no_preview_where_the_card_is_already_as_large(app, monkeypatch):
    monkeypatch.setattr(table_module, "HOVER_PREVIEW_S", 0.0)
    scene = open_table(app, options={"spread": "one-card"})
    scene.perform(READING.legal_actions(scene.session.state)[0])
    scene.perform(READING.legal_actions(scene.session.state)[0])
    settle(app, scene)
    scene.panel_hidden = True
    card = scene.session.state.zones["pos1"][0].card
    rest_on(app, scene.card_rect(card).move(3, 3).center)
    assert scene.hover is not None and scene.preview_card() is None


def test_item3_right_click_still_opens_the_full_view(app):
    scene = lay_and_turn(app)
    card = scene.session.state.zones["pos1"][0].card
    click(app, scene.card_rect(card).center, button=3)
    assert scene.zoomed == card


# ---- item 2: end panels can be put away; the clock stops; a reading is not scored -------
def finish_one_card_reading(app):
    scene = open_table(app, options={"spread": "one-card"})
    for action in (READING.legal_actions(scene.session.state)[0],):
        scene.perform(action)
    scene.perform(READING.legal_actions(scene.session.state)[0])   # turn it over
    settle(app, scene)
    step(app)
    assert READING.outcome(scene.session.state) is not None
    return scene


def test_item2_end_panel_is_put_away_by_a_click_beside_it_and_comes_back(app):
    scene = finish_one_card_reading(app)
    assert scene.panel_open() and scene.panel_rect is not None
    click(app, (scene.panel_rect.left - 20, scene.panel_rect.centery))
    assert not scene.panel_open()
    step(app)
    show = next(b for b in scene.choice_buttons if b.label == "Show the result")
    click(app, show.rect.center)
    assert scene.panel_open()


def test_item2_escape_puts_the_end_panel_away_and_a_second_escape_leaves(app):
    scene = finish_one_card_reading(app)
    key(app, pygame.K_ESCAPE)
    assert app.scene is scene and not scene.panel_open()
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MenuScene)


def test_item2_look_at_the_table_button_puts_the_panel_away(app):
    scene = finish_one_card_reading(app)
    look = next(b for b in scene.summary_buttons if b.label == "Look at the table")
    click(app, look.rect.center)
    assert not scene.panel_open() and scene.panel_hidden


def test_item2_the_clock_stops_when_the_game_ends(app):
    scene = open_table(app, options={"spread": "one-card"})
    app.clock.advance(2.0)
    step(app)
    assert scene.session.elapsed >= 2.0
    scene.perform(READING.legal_actions(scene.session.state)[0])
    scene.perform(READING.legal_actions(scene.session.state)[0])
    step(app)
    stopped = scene.session.elapsed
    app.clock.advance(3.0)
    step(app, 3)
    assert scene.session.elapsed == stopped


def test_item2_a_reading_is_not_scored_no_statistics_no_time_or_moves(app, monkeypatch):
    written = record_text(monkeypatch)
    scene = finish_one_card_reading(app)
    step(app)
    assert not statistics.stats_path().exists()
    assert not any(w.startswith("Time ") or w.startswith("Moves ") for w in written)
    assert "Reading Table" in written     # the panel's heading is the game's, not "Well played"


def test_item2_a_scored_game_shows_time_and_moves_in_its_panel(app, monkeypatch):
    game = get_game("tempting-fate")
    scene = TableScene(app, Session.start(game, 4, {"match": "single"}, [Seat("Ann"), Seat("Bob", "basic")]))
    app.switch(scene)
    step(app)
    scene.perform(Action("resign", choice="resign"), asked=True)
    written = record_text(monkeypatch)
    settle(app, scene)
    step(app)
    assert any(w.startswith("Time ") and w.endswith("· 1 move") for w in written)
    assert [r.played for r in statistics.load_stats()[0].values()] == [1]


# ---- item 8: a pause between the games of a match ----------------------------------------
def test_item8_after_game_one_the_table_waits_for_the_player_before_the_roles_switch(app, monkeypatch):
    """Tempting Fate's match: the bot to move first in game 2 does not start it; the
    panel says who won game 1 until the player presses Start game 2."""
    game = get_game("tempting-fate")
    scene = TableScene(app, Session.start(game, 4, {"match": "two-games"}, [Seat("Ann"), Seat("Bob", "basic")]))
    app.switch(scene)
    step(app)
    scene.perform(Action("resign", choice="resign"), asked=True)     # Ann, Fate in game 1, throws it
    settle(app, scene)
    scene.bots.ready_at = 0.0
    step(app, 5)
    assert scene.bots.move is None and scene.session.state.data["between"]
    assert scene.panel_open()
    titles = []
    real = panels.dialog
    monkeypatch.setattr(panels, "dialog", lambda surface, s, title, *rest: titles.append(title)
                        or real(surface, s, title, *rest))
    step(app)
    assert titles == ["Bob wins game 1"]
    start = next(b for b in scene.summary_buttons if b.label == "Start game 2")
    click(app, start.rect.center)
    assert scene.session.state.data["game_no"] == 2 and not scene.session.state.data["between"]


# ---- item 9: the banner stays out of the panel; Autoplay's games are counted apart --------
def test_item9_the_win_banner_is_not_drawn_through_the_end_panel(app, monkeypatch):
    scene = finish_one_card_reading(app)
    scene.banner = ("Planted banner", app.clock.now() + 5)
    written = record_text(monkeypatch)
    step(app)
    assert scene.panel_open() and "Planted banner" not in written


def test_item9_a_game_won_by_autoplay_is_counted_apart(app, monkeypatch):
    game = get_game("tempting-fate")
    monkeypatch.setattr(game, "strong_bot", "basic")   # quick: the point is who played, not how well
    scene = TableScene(app, Session.start(game, 4, {"match": "single"}, [Seat("Ann"), Seat("Bob", "basic")]))
    app.switch(scene)
    step(app)
    scene.toggle_autoplay()
    scene.finish_bot_turns()
    assert game.outcome(scene.session.state) is not None and scene.session.assisted
    (record,) = statistics.load_stats()[0].values()
    assert (record.played, record.won, record.lost, record.assisted) == (0, 0, 0, 1)


def test_item9_assisted_survives_a_save_and_load(app):
    from tarot_table import saves
    session = Session.start(get_game("queens-of-fate"), 3)
    session.assisted = True
    saves.save(session)
    assert saves.load(saves.save_path(session.slot)).assisted


# ---- item 10: the status line --------------------------------------------------------------
def test_item10_a_refusal_is_cleared_by_the_next_good_move(app):
    scene = open_table(app)
    drag(app, deck_top(scene), zone_centre(scene, "pos1"))
    settle(app, scene)
    drag(app, deck_top(scene), zone_centre(scene, "pos1"))     # already holds a card: refused
    assert scene.message[1] == theme.WARN
    settle(app, scene)
    drag(app, deck_top(scene), zone_centre(scene, "pos2"))
    assert scene.message[0] == ""


def test_item10_a_drag_instruction_does_not_linger_after_a_click_move(app):
    """One click on the deck lays its card (play-test finding of 29 November: it only
    said to drag it): no drag instruction is left in the status bar after the move."""
    scene = open_table(app)
    centre = deck_top(scene)
    click(app, centre)
    assert len(scene.session.state.zones["pos1"]) == 1 and scene.message[0] == ""
    app.clock.advance(1.0)   # a click of its own, not a double-click's second
    click(app, centre)
    assert len(scene.session.state.zones["pos2"]) == 1 and scene.message[0] == ""


# ---- item 11: restart asks and starts the clock again ---------------------------------------
def restart_button(scene):
    return next(b for b in scene.bar_buttons if b.label == SAME_DEAL)


def game_with_a_move(app) -> TableScene:
    """A Queens of Fate deal with a year passed by a click on Destiny (a reading offers no
    Same deal again: a reading is not a deal)."""
    scene = TableScene(app, Session.start(get_game("queens-of-fate"), 7, {}))
    app.switch(scene)
    step(app)
    click(app, zone_centre(scene, "destiny"))
    step(app)
    assert len(scene.session.actions) == 1
    return scene


def test_item11_restart_asks_first_and_cancel_keeps_the_game(app):
    scene = game_with_a_move(app)
    click(app, restart_button(scene).rect.center)
    step(app)
    assert scene.confirming is not None and len(scene.session.actions) == 1
    click(app, next(b for b in scene.summary_buttons if b.label == "Cancel").rect.center)
    assert scene.confirming is None and len(scene.session.actions) == 1


def test_item11_a_confirmed_restart_lays_the_deal_again_with_a_fresh_clock(app):
    scene = game_with_a_move(app)
    scene.session.elapsed = 75.0
    step(app)
    click(app, restart_button(scene).rect.center)
    step(app)
    click(app, next(b for b in scene.summary_buttons if b.label == SAME_DEAL).rect.center)
    assert scene.session.actions == [] and scene.session.elapsed < 1.0
    assert scene.session.state.to_json() == scene.session.fresh_state().to_json()


# ---- item 4: the menu fits at every size, however many games there are ----------------------
@pytest.mark.parametrize("size", [(1024, 700), (1366, 768), (1920, 1080), (2560, 1440), (1280, 1024)])
@pytest.mark.parametrize("count", [3, 5, 6])
def test_item4_menu_tiles_never_reach_the_footer_or_the_continue_panel(app, monkeypatch, size, count):
    from tarot_table.games import GAMES
    from tarot_table.games.registry import GameEntry, GameRegistry
    from tarot_table.table.scenes import menu
    entries = GAMES.entries()
    copies = (entries[i % len(entries)] for i in range(count))
    monkeypatch.setattr(menu, "GAMES", GameRegistry(*(
        GameEntry(f"g{i}", e.title, e.tagline, e.min_players, e.max_players, e.rules)
        for i, e in enumerate(copies))))
    surface = pygame.Surface(size)
    scene = MenuScene(app)
    scene.draw(surface)
    tiles = [b for b in scene.buttons if b.paint is menu._tile_edge]
    footer = [b for b in scene.buttons if b.label in ("Statistics", "Settings", "Decks", "Quit")]
    assert len(tiles) == count and len(footer) == 4
    window = surface.get_rect()
    for tile in tiles:
        assert window.contains(tile.rect)
        assert not any(tile.rect.colliderect(f.rect) for f in footer)
        assert tile.rect.right < size[0] * 0.64
    assert len({t.rect.size for t in tiles}) == 1


# ---- item 5: Continue tells games apart, scrolls, deletes after asking; Save as ------------
def many_saves(count: int) -> list[Session]:
    from tarot_table import saves
    made = []
    for seed in range(count):
        session = Session.start(READING, 100 + seed)
        session.play(READING.legal_actions(session.state)[0])
        saves.save(session)
        made.append(session)
    return made


def test_item5_save_as_from_a_named_save_leaves_that_save_as_it_was(app):
    from tarot_table import saves
    scene = open_table(app)
    drag(app, deck_top(scene), zone_centre(scene, "pos1"))
    scene.save_as("First")
    named = saves.save_path(scene.session.slot)
    kept = named.read_bytes()
    scene.save_as("Second")
    assert named.read_bytes() == kept
    assert sorted(i.name for i in saves.list_saves()) == ["First", "Second"]


def test_item5_continue_rows_show_the_deal_number_and_a_picture(app, monkeypatch):
    from tarot_table.table.scenes import continue_list
    made = many_saves(2)
    app.switch(MenuScene(app))
    step(app)
    for _ in range(40):   # the menu makes one picture a frame: the game tiles', then the saves'
        if app.scene.next_frame_in() is None:
            break
        step(app)
    written = record_text(monkeypatch)
    app.request_redraw()
    step(app)
    assert any(w.startswith(f"Deal {made[0].state.seed}  ·  ") and w.endswith("unfinished")   # a reading counts no moves
               for w in written)
    assert any(key[0] == made[0].slot for key in continue_list._pictures)


def test_item5_continue_scrolls_with_the_wheel_to_the_last_save(app):
    many_saves(14)
    app.switch(MenuScene(app))
    step(app)
    last = app.scene.continue_list.saves[-1].slot
    assert last not in {b.label for b in app.scene.buttons}
    for _ in range(20):
        post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
        step(app)
    row = next(b for b in app.scene.buttons if b.label == last)
    assert row.rect.height > 10     # whole enough to click


def test_item5_delete_asks_and_only_delete_removes_the_save(app):
    from tarot_table import saves
    (session,) = many_saves(1)
    app.switch(MenuScene(app))
    step(app, 2)
    click(app, next(b for b in app.scene.buttons if b.label == "\u00d7").rect.center)
    step(app)
    click(app, next(b for b in app.scene.buttons if b.label == "Keep").rect.center)
    assert saves.save_path(session.slot).exists()
    step(app)
    click(app, next(b for b in app.scene.buttons if b.label == "\u00d7").rect.center)
    step(app)
    click(app, next(b for b in app.scene.buttons if b.label == "Delete").rect.center)
    assert not saves.save_path(session.slot).exists() and saves.list_saves() == []


# ---- item 12: the small things ---------------------------------------------------------------
def test_item12_save_as_offers_the_name_selected_so_typing_replaces_it(app):
    scene = open_table(app)
    drag(app, deck_top(scene), zone_centre(scene, "pos1"))
    click(app, next(b for b in scene.bar_buttons if b.label == "Save as").rect.center)
    step(app)
    post(pygame.TEXTINPUT, text="Evening")
    step(app)
    assert scene.naming.value == "Evening"


def test_item12_text_field_select_all_delete_copy_and_paste():
    from tarot_table.table.widgets import TextField
    field = TextField(pygame.Rect(0, 0, 200, 30), "Morning", max_length=20)
    field.active = True
    ctrl = pygame.KMOD_CTRL
    field.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=ctrl, unicode=""))
    field.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, mod=ctrl, unicode=""))
    field.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode=""))
    assert field.value == ""
    field.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=ctrl, unicode=""))
    field.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=ctrl, unicode=""))
    assert field.value == "MorningMorning"


def test_item12_every_line_of_the_newest_story_entry_is_bright(app, monkeypatch):
    scene = open_table(app)
    scene.session.state.story.append("A long entry " * 12 + "ends here.")
    calls = []
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda surface, words, pos, px, colour=theme.TEXT, *a, **k:
                        calls.append((words, colour)) or real(surface, words, pos, px, colour, *a, **k))
    step(app)
    entry_lines = [c for c in calls if "long entry" in c[0] or "ends here." in c[0]]
    assert len(entry_lines) > 1 and all(colour == theme.TEXT for _, colour in entry_lines)


def test_item12_a_legal_target_holding_a_card_shows_its_gold_edge_over_the_card(app):
    from tarot_table.table.scenes.kept_table import draw_lit_edges
    scene = open_table(app)
    drag(app, deck_top(scene), zone_centre(scene, "pos1"))
    settle(app, scene)
    step(app)
    surface = app.screen.copy()
    draw_lit_edges(scene, surface, {"pos1"})
    spot = scene.geometry.layout.spot("pos1")
    edge = scene.geometry.zone_rect(spot, 1).inflate(8, 8)
    assert surface.get_at((edge.centerx, edge.top + 1))[:3] == theme.HIGHLIGHT


def test_item12_a_hinted_button_move_lights_the_button_not_a_zone(app):
    from tarot_table.table.scenes.kept_table import highlighted_zones
    game = get_game("tempting-fate")
    scene = TableScene(app, Session.start(game, 4, {"match": "single"}, [Seat("Ann"), Seat("Bob", "basic")]))
    app.switch(scene)
    step(app)
    label, group = game.buttons(scene.session.state)[-1]
    scene.hint = (group[0], app.clock.now() + 30)
    step(app)
    assert [b.label for b in scene.choice_buttons if b.selected] == [label]
    assert highlighted_zones(scene) == set()


def test_item12_destiny_promises_a_year_only_when_one_can_be_passed():
    from tarot_table.games.queens_of_fate.layout import queens_layout
    game = get_game("queens-of-fate")
    state = game.new(3)
    assert state.data["phase"] == "draw"
    assert queens_layout(game, state).spot("destiny").help
    state.data["phase"] = "resolve"
    assert queens_layout(game, state).spot("destiny").help == ""


@pytest.mark.parametrize("rules", ["original", "reiser"])
def test_item12_queens_of_fate_labels_do_not_run_together_at_1024x700(rules, monkeypatch):
    from tarot_table.table.app import picture_app
    game = get_game("queens-of-fate")
    small = picture_app((1024, 700))
    scene = TableScene(small, Session.start(game, 3, {"rules": rules}), saving=False)
    small.switch(scene)
    labels = {s.label for s in scene.game.layout(scene.session.state).spots}
    placed = []
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda surface, words, *a, **k: placed.append(
        (words, real(surface, words, *a, **k))) or placed[-1][1])
    small.step(0.016)
    rects = [r for words, r in placed if words in labels]
    overlaps = [(a, b) for i, a in enumerate(rects) for b in rects[i + 1:] if a.colliderect(b)]
    scene.leave()
    assert rects and not overlaps


def test_item12_drawn_cards_have_no_stilted_caption_and_queen_and_king_differ_plainly():
    from tarot_table.decks.art import CardArt
    from tarot_table.decks.drawn import draw_face
    art = CardArt(None)
    assert art.alt_text("major_arcana.00") and "project's own drawing" not in art.alt_text("major_arcana.00")
    assert art.alt_text("minor_arcana.cups.queen").startswith("A gold crown over the emblem of cups")
    queen = draw_face("minor_arcana.cups.queen", (150, 262)).convert("L")
    king = draw_face("minor_arcana.cups.king", (150, 262)).convert("L")
    crown = (0, 0, 150, 120)
    differing = sum(1 for a, b in zip(queen.crop(crown).tobytes(), king.crop(crown).tobytes()) if abs(a - b) > 40)
    assert differing > 1200      # the crowns alone differed in about 760 pixels before


def test_item12_decks_screen_does_not_offer_the_deck_already_in_use(app, shared_decks, monkeypatch):
    from tarot_table.table.scenes.decks import DecksScene
    written = []
    real = theme.text_block
    monkeypatch.setattr(theme, "text_block", lambda surface, words, *a, **k: written.append(words)
                        or real(surface, words, *a, **k))
    scene = DecksScene(app)
    scene.draw(pygame.Surface((1280, 800)))
    assert not any("decks install rider-waite-smith" in w for w in written)


def test_item12_one_move_is_not_one_moves():
    game = get_game("queens-of-fate")   # a scored game: a reading counts no moves
    session = Session.start(game, 3)
    session.play(game.legal_actions(session.state)[0])
    assert session.progress() == "1 move"
