"""Every table played to its end with the keyboard alone (issue 33): the moves are
chosen by a bot and made by KEYDOWN events through the app's own loop, the bots'
turns played by the table as they always are."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.games import get_game
from tarot_table.games.capabilities import pause_of
from tarot_table.session import Session
from tarot_table.table.scenes.table import TableScene
from tests.conftest import headless_app
from tests.helpers.keyplay import KeyPlayer, wait_for_bots
from tests.helpers.table import key, post, step


@pytest.fixture
def app():
    """The smallest window the app supports: every key and focus must work there."""
    yield from headless_app((1024, 700))


def play_by_keys(app, game_id: str, seed: int, players: int | None = None, options=None):
    game = get_game(game_id)
    chooser = next(iter(game.bots))   # the quickest bot chooses the person's moves and plays the others
    seats = game.default_seats(players)
    for seat in seats[1:]:
        seat.bot = chooser
    scene = TableScene(app, Session.start(game, seed, options or {}, seats))
    app.switch(scene)
    step(app)
    player = KeyPlayer(app)
    while game.outcome(scene.session.state) is None:
        wait_for_bots(app)
        state = scene.session.state
        if game.outcome(state) is not None:
            break
        if pause_of(game, state) is not None:
            player.press(pygame.K_RETURN)   # the pause panel's first button: the next game
            continue
        made = len(scene.session.actions)
        player.make(scene.bot_move(chooser, scene.seat_to_act()))
        assert len(scene.session.actions) > made, scene.message
    return scene, player


# Queens of Fate and Tempting Fate are played to their end by keys alone in the default
# run by tests/test_speech.py (a player who hears the table); here again only in the slow run.
BY_EAR_TOO = pytest.mark.slow


@pytest.mark.parametrize("game_id, seed, players", [
    ("reading", 3, None),
    pytest.param("queens-of-fate", 11, None, marks=BY_EAR_TOO),
    ("fools-journey", 5, None),
    pytest.param("tempting-fate", 2, None, marks=BY_EAR_TOO),
    ("tournament-of-queens", 4, 3),
    ("lucky-you", 6, 2),
])
def test_a_whole_game_is_played_with_keys_alone(app, game_id, seed, players):
    scene, player = play_by_keys(app, game_id, seed, players)
    assert scene.game.outcome(scene.session.state) is not None
    assert player.moves and player.keys > player.moves


def test_f1_lists_the_keys_of_the_screen_over_it_and_any_key_closes_the_list(app):
    from tarot_table.speech import Speech
    app.speech, recorder = Speech.recording(lambda: app.settings)
    app.settings.speech = True
    game = get_game("queens-of-fate")
    scene = TableScene(app, Session.start(game, 1, {}))
    app.switch(scene)
    step(app)
    key(app, pygame.K_F1)
    assert app.key_list_open and app.scene is scene
    assert recorder.words()[-1].startswith("Keys of Queens of Fate. Left, Right: from place to place")
    key(app, pygame.K_ESCAPE)          # closes the list only: the table stays
    assert not app.key_list_open and app.scene is scene
    key(app, pygame.K_r)               # the rules, which end with the keys
    assert app.scene.blocks[-1].text.startswith("F11") or any(b.text == "Keys" for b in app.scene.blocks)
    key(app, pygame.K_F1)
    assert recorder.words()[-1].startswith("Keys of Rules: Queens of Fate.")


def test_tab_reaches_the_top_bar_and_enter_presses_its_buttons(app):
    from tarot_table.table.scenes.rulebook import RulesScene
    game = get_game("queens-of-fate")
    scene = TableScene(app, Session.start(game, 1, {}))
    app.switch(scene)
    step(app)
    player = KeyPlayer(app)
    player.press_until(pygame.K_TAB, lambda: scene.focus == ("button", "Rules (R)"))
    player.press(pygame.K_RETURN)
    assert isinstance(app.scene, RulesScene)
    player.press(pygame.K_ESCAPE)
    assert app.scene is scene
    player.press_until(pygame.K_TAB, lambda: scene.focus == ("button", "Save as"), mod=pygame.KMOD_SHIFT)
    player.press(pygame.K_SPACE)
    assert scene.naming is not None


def test_the_menu_and_the_new_game_page_by_keys(app):
    app.go("menu")
    step(app)
    for _ in range(40):
        if any(b.focused and b.label == "Reading Table" for b in app.scene.buttons):
            break
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    for _ in range(40):
        if any(b.focused and b.label == "Start" for b in app.scene.buttons):
            break
        key(app, pygame.K_TAB)
    key(app, pygame.K_SPACE)
    assert isinstance(app.scene, TableScene) and app.scene.game.id == "reading"


def test_a_lessons_guide_buttons_are_reached_by_tab(app):
    from tarot_table.table.scenes.lesson_table import open_lesson
    open_lesson(app, get_game("queens-of-fate"))
    step(app)
    scene = app.scene
    player = KeyPlayer(app)
    player.press_until(pygame.K_TAB, lambda: scene.focus == ("button", "Next"))
    player.press(pygame.K_RETURN)
    assert scene.step_index == 1


def test_the_new_game_pages_deal_number_and_names_are_typed_after_tab(app):
    """The Deal number box and the players' names are in Tab's order on the new-game page:
    Tab reaches a box and typing goes into it, Tab again goes on, Start deals that deal."""
    from tarot_table.speech import Speech
    app.speech, recorder = Speech.recording(lambda: app.settings)
    app.settings.speech = True
    app.open("new-game", get_game("tempting-fate"))
    step(app)
    page = app.scene
    for _ in range(60):
        if page.focused_field is page.deal_field:
            break
        key(app, pygame.K_TAB)
    assert page.deal_field.active and recorder.words()[-1].startswith("Deal number, text box")
    post(pygame.TEXTINPUT, text="4321")
    step(app)
    key(app, pygame.K_TAB)                     # on to what follows the box
    assert not page.deal_field.active and page.deal_field.value == "4321"
    for _ in range(60):
        if page.focused_field is page.name_fields[0]:
            break
        key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    post(pygame.TEXTINPUT, text="Ada")       # the name was selected: typing replaces it
    step(app)
    key(app, pygame.K_RETURN)                  # done typing; the focus stays on the box
    for _ in range(60):
        if any(b.focused and b.label == "Start" for b in page.buttons):
            break
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    table = app.scene
    assert isinstance(table, TableScene) and table.session.state.seed == 4321
    assert table.session.state.seats[0].name == "Ada"


def test_a_finished_readings_note_is_written_by_keys(app):
    """The end panel of a reading: Tab goes through its buttons and on to the note for the
    journal; typing goes there, Enter keeps it in the journal."""
    scene, _ = play_by_keys(app, "reading", 3)
    step(app, 3)
    assert scene.panel_open() and scene.summary_buttons
    stops = len(scene.summary_buttons) + 1
    for _ in range(stops + 1):
        if scene.focus == ("dialog", len(scene.summary_buttons)):
            break
        key(app, pygame.K_TAB)
    field = scene.game_panel.text_field()
    assert field is not None and field.active
    post(pygame.TEXTINPUT, text="Patience pays")
    step(app)
    key(app, pygame.K_RETURN)
    assert scene.keeper.journal_note == "Patience pays"


def test_enter_on_a_button_that_goes_with_its_move_leaves_the_focus_on_the_table(app):
    """Play-test (keys only, Lucky You!): Enter on a token's button took the token, the
    button went with the move, and the focus fell to the top bar's Menu while the status
    line asked for Enter on the game pack; the next Enter left the game."""
    scene = TableScene(app, Session.start(get_game("lucky-you"), 2, {}))
    app.switch(scene)
    step(app)
    for _ in range(400):   # the seating draw, by the bots
        if scene.human_turn() and scene.choice_buttons:
            break
        wait_for_bots(app)
        step(app)
    first = scene.choice_buttons[0].label
    key(app, pygame.K_TAB)
    while scene.focus != ("button", first):
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    step(app, 5)
    assert first not in [b.label for b in scene.choice_buttons]
    assert scene.focus[0] in ("card", "zone")
    assert scene.focus[:2] != ("button", "Menu")
    key(app, pygame.K_RETURN)
    assert app.scene is scene
