"""Issue 33, keys everywhere: every page beside the tables is used with the keyboard
alone. Tab (and the arrows) go from control to control, each wearing the focus ring as
it is reached, Enter or Space presses, Escape goes back; each page's own job is done
here with KEYDOWN and TEXTINPUT events posted through the app's loop, nothing clicked
and no scene method called, the network host's panel among them (reached from the
new-game page's Host). (The tables themselves: tests/test_keys_play.py.)"""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tarot_table import journal, statistics
from tarot_table.games import get_game
from tarot_table.games.base import Seat
from tarot_table.session import Session
from tarot_table.settings import load_settings
from tarot_table.speech import Speech
from tarot_table.statistics import record_result
from tarot_table.table import widgets
from tarot_table.table.routes import SCREENS
from tarot_table.table.scenes.table import TableScene
from tests.conftest import headless_app
from tests.helpers.keyplay import KeyPlayer
from tests.helpers.reading import keep
from tests.helpers.table import key, post, step

QUEENS = get_game("queens-of-fate")
TEMPTING = get_game("tempting-fate")


@pytest.fixture
def app():
    """The smallest window the app supports: every page's keys must work there."""
    yield from headless_app((1024, 700))


def focused(app):
    """The button or text box the page's keyboard focus is on."""
    page = app.scene
    return next((item for item in page.focusable() if item is page.focused_field
                 or getattr(item, "focused", False)), None)


def tab_to(app, label: str, nth: int = 0, limit: int = 200):
    """Tab until the focus is on the ``nth`` control bearing ``label``."""
    for _ in range(limit):
        item = focused(app)
        if item is not None and _label(item) == label:
            same = [i for i in app.scene.focusable() if _label(i) == label]
            if same.index(item) == nth:
                return item
        key(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {label!r} (focus on {focused(app)!r})")


def _label(item) -> str:
    return getattr(item, "label", "") or getattr(item, "placeholder", "")


def press(app, label: str, nth: int = 0) -> None:
    tab_to(app, label, nth)
    key(app, pygame.K_RETURN)
    step(app)


def type_in(app, words: str) -> None:
    post(pygame.TEXTINPUT, text=words)
    step(app)


def with_content() -> None:
    """Something on every page: a finished game, results, a kept reading."""
    from tarot_table import records
    state = TEMPTING.new(3, {"first_fate": "player-1", "match": "single"}, [Seat("Ann"), Seat("Bob")])
    session = Session(TEMPTING, state)
    session.play(next(a for a in TEMPTING.legal_actions(state) if a.kind == "place"))
    while TEMPTING.outcome(state) is None:
        actions = TEMPTING.legal_actions(state)
        session.play(next((a for a in actions if a.kind == "resign"), actions[0]))
    records.keep(session)
    record_result("queens-of-fate", {}, True, 30.0, player="Ann")
    record_result("queens-of-fate", {}, False, 40.0, player="Bob")
    keep(3, question="Stay or go?")


ARGS = {"new-game": (QUEENS,), "rules": (QUEENS,), "message": ("A title", "Some words."),
        "open-deck": (Path("nothing.tarotdeck"),)}
PAGES = [name for name in SCREENS if name != "table"]   # the table's keys: tests/test_keys_play.py


@pytest.mark.parametrize("screen", PAGES)
def test_tab_reaches_every_control_of_every_page_each_with_the_focus_ring_and_escape_goes_back(
        app, screen, monkeypatch):
    with_content()
    rings = watch_rings(monkeypatch)
    app.go("menu")
    if screen != "menu":
        step(app)
        app.open(screen, *ARGS.get(screen, ()))
    step(app, 3)
    page = app.scene
    walk_every_control(app, page, rings)
    if screen != "menu":
        if page.focused_field is not None:
            key(app, pygame.K_TAB)   # out of a text box first: Escape in one only stops the typing
        key(app, pygame.K_ESCAPE)
        step(app)
        assert app.scene is not page


def walk_every_control(app, page, rings: list, forward: int = pygame.K_TAB) -> None:
    """``forward`` (Tab, or an arrow) pressed once for each control of the page: every one
    is reached, each button wearing the focus ring where it is drawn, each text box
    taking the typing. ``rings``: where the focus ring was drawn since last cleared."""
    order = page._focus_order()
    assert order, f"{page.__class__.__name__} has nothing to reach"
    reached = []
    for _ in range(len(order)):
        key(app, forward)
        item = focused(app)
        assert item is not None
        reached.append(_label(item))
        if isinstance(item, widgets.Button):
            rings.clear()
            step(app)   # drawn again: the focused button wears the ring where it now stands
            assert item_ring(page, item) in rings, f"{item!r} shows no focus ring"
        else:
            key(app, pygame.K_TAB, pygame.KMOD_SHIFT)   # leave the box and come back: typing stays out
            key(app, pygame.K_TAB)
            assert item.active
    wanted = [_label(i) for i in page._focus_order() if forward == pygame.K_TAB or isinstance(i, widgets.Button)]
    assert sorted(set(reached)) == sorted(set(wanted))


def watch_rings(monkeypatch) -> list:
    """Where the focus ring is drawn, frame by frame (it is still drawn)."""
    rings = []
    real_ring = widgets.draw_focus_ring
    monkeypatch.setattr(widgets, "draw_focus_ring",
                        lambda surface, rect, width: (rings.append(pygame.Rect(rect)), real_ring(surface, rect, width)))
    return rings


def item_ring(page, item) -> pygame.Rect:
    """The focused button's rect as drawn now (the page rebuilds its buttons each frame)."""
    same = [b for b in page.focusable() if isinstance(b, widgets.Button) and b.focused]
    return pygame.Rect(same[0].rect)


def test_settings_by_keys_alone_text_size_and_a_setting_scrolled_out_of_sight(app):
    app.go("settings")
    step(app, 2)
    page = app.scene
    press(app, "150%")
    assert app.settings.text_size == 150
    below = page.choices["coaching", True]
    # out of sight at 1280x800 and 150% (at 125% the page now sets its words a little
    # smaller and shows every setting at once: test_pages_fit_at_moderately_larger_text.py)
    assert not page.rows_view.contains(below.rect)
    press(app, "On", nth=[k for k in page.choices if k[1] is True].index(("coaching", True)))
    assert app.settings.coaching is True and load_settings().coaching is True
    step(app)
    assert page.rows_view.contains(page.choices["coaching", True].rect)   # scrolled to show it
    key(app, pygame.K_ESCAPE)
    assert app.scene.__class__.__name__ == "MenuScene"


def test_statistics_by_keys_alone_one_persons_results_forgotten(app):
    record_result("queens-of-fate", {}, True, 30.0, player="Ann")
    record_result("queens-of-fate", {}, False, 30.0, player="Bob")
    app.go("statistics")
    step(app, 2)
    press(app, "Bob")
    assert app.scene.player == "Bob"
    press(app, "Reset all")
    assert app.scene.asking[0] == "Forget every result shown for Bob?"
    press(app, "Reset")
    assert [statistics.split_key(k)[1] for k in statistics.load_stats()[0]] == ["Ann"]


def test_decks_by_keys_alone_the_drawn_deck_and_back_to_a_usable_one(app, make_deck, monkeypatch):
    folder = make_deck("keys-deck")
    monkeypatch.setenv("TAROT_TABLE_DECKS", str(folder.parent))
    app.settings.deck = "keys-deck"
    app.load_deck()
    app.go("decks")
    step(app, 4)
    assert app.art.deck.id == "keys-deck"   # the one chosen is in use: its row has no Use
    press(app, "Use")
    assert app.settings.deck == "drawn" and app.art.deck is None
    press(app, "Use")
    assert app.settings.deck == "keys-deck" and app.art.deck.id == "keys-deck"


def test_finished_games_by_keys_alone_a_replay_is_stepped_through(app):
    with_content()
    app.go("finished-games")
    step(app, 2)
    press(app, "Replay")
    table = app.scene
    assert isinstance(table, TableScene) and table.replay is not None
    before = len(table.session.actions)
    player = KeyPlayer(app)
    player.press_until(pygame.K_TAB, lambda: table.keyboard and table.focus == ("button", "Forward"))
    player.press(pygame.K_RETURN)
    step(app, 5)
    assert len(table.session.actions) == before + 1


def test_journal_by_keys_alone_search_and_delete(app):
    kept, _ = keep(4, question="Keep me")
    gone, _ = keep(5, question="Forget me")
    app.go("journal")
    step(app, 2)
    page = app.scene
    box = tab_to(app, "Search by card or word")
    assert box.active
    type_in(app, "Forget")
    key(app, pygame.K_TAB)
    assert [e.id for e in page.shown()] == [gone.id]
    press(app, "Delete")
    press(app, "Delete")   # asked once more
    assert [e.id for e in journal.entries()[0]] == [kept.id]


def test_rules_page_by_keys_scrolls_and_escape_returns_to_the_table(app):
    table = TableScene(app, Session.start(QUEENS, 1, {}))
    app.switch(table)
    step(app)
    key(app, pygame.K_r)
    rules = app.scene
    assert rules is not table
    step(app)
    key(app, pygame.K_PAGEDOWN)
    key(app, pygame.K_DOWN)
    assert rules.scroll > 0
    key(app, pygame.K_END)
    assert rules.scroll == rules.last_scroll()
    key(app, pygame.K_ESCAPE)
    assert app.scene is table


def test_rules_beside_the_table_opened_scrolled_and_closed_by_keys(app):
    app.speech, recorder = Speech.recording(lambda: app.settings)
    app.settings.speech = True
    table = TableScene(app, Session.start(QUEENS, 1, {}))
    app.switch(table)
    step(app)
    key(app, pygame.K_r)
    press(app, "Beside the table")
    assert app.scene is table and table.rules_beside is not None
    step(app)
    key(app, pygame.K_PAGEDOWN)
    assert table.rules_beside.scroll > 0 and "Rules beside the table" in recorder.words()[-1]
    key(app, pygame.K_PAGEUP)
    assert table.rules_beside.scroll == 0
    player = KeyPlayer(app)
    player.press_until(pygame.K_TAB, lambda: table.keyboard and table.focus == ("button", "Close"))
    player.press(pygame.K_RETURN)
    assert table.rules_beside is None


def test_a_lessons_pointed_move_skip_back_and_leave_by_keys(app):
    from tarot_table import lessons
    from tarot_table.table.scenes.lesson_table import open_lesson
    game = get_game("queens-of-fate")
    open_lesson(app, game)
    step(app, 2)
    scene = app.scene
    player = KeyPlayer(app)
    while not scene.step.move:   # the steps that only explain: Next by keys
        at = scene.step_index
        label = next(b.label for b in scene.guide_buttons if b.label in ("Next", "Skip"))
        player.press_until(pygame.K_TAB, lambda: scene.keyboard and scene.focus == ("button", label))
        player.press(pygame.K_RETURN)
        assert scene.step_index == at + 1
    at = scene.step_index
    pointed = lessons.step_action(game, scene.session.state, scene.step, at + 1)
    player.make(pointed)
    assert scene.step_index > at   # the move made by keys takes the lesson on
    player.press_until(pygame.K_TAB, lambda: scene.focus == ("button", "Back"))
    player.press(pygame.K_RETURN)
    assert scene.step_index == at
    player.press_until(pygame.K_TAB, lambda: scene.focus == ("button", "Skip"))
    step(app)   # the bar is drawn over the table's frame: its focused button wears its own ring
    assert [b.label for b in scene.guide_buttons if b.focused] == ["Skip"]
    player.press(pygame.K_RETURN)
    assert scene.step_index == at + 1
    player.press_until(pygame.K_TAB, lambda: scene.focus == ("button", "Leave"))
    player.press(pygame.K_RETURN)
    assert app.scene.__class__.__name__ == "MenuScene"


def test_the_pass_the_screen_page_is_passed_by_keys(app):
    scene = TableScene(app, Session.start(TEMPTING, 3, {"match": "single"}, [Seat("Ann"), Seat("Bob")]))
    app.switch(scene)
    step(app)
    assert scene.handing_over is not None or scene.handoff_to is not None
    for _ in range(6):
        if scene.handing_over is None and scene.handoff_to is None:
            break
        key(app, pygame.K_RETURN)
        step(app)
    assert scene.handing_over is None and scene.handoff_to is None and scene.viewer is not None


def test_the_join_page_takes_an_address_and_a_code_by_keys(app):
    app.go("join")
    step(app, 2)
    page = app.scene
    boxes = [f for f in page.focusable() if not isinstance(f, widgets.Button)]
    assert boxes, "the Join page has no text boxes for the keyboard"
    for box in boxes:
        tab_to(app, _label(box))
        assert box.active
        type_in(app, "7" if box.digits_only else "127.0.0.1")
        assert box.value.endswith("7" if box.digits_only else "127.0.0.1")
    key(app, pygame.K_TAB)
    assert not any(b.active for b in boxes)


def test_shift_tab_on_a_page_starts_from_its_last_control(app):
    """Seen in a real window: the first Shift+Tab on the new-game page skipped Back."""
    app.go("new-game", QUEENS)
    step(app, 2)
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert _label(focused(app)) == "Back"
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert _label(focused(app)) == "Rules"


def test_a_coaching_note_is_read_and_put_away_by_keys(app):
    """Seen in a real window: Tab did not reach a coaching note's Rules and Got it."""
    from tarot_table.table import keyboard
    app.settings.coaching = True
    scene = TableScene(app, Session.start(QUEENS, 1, {}))   # the fourth year brings a battle to endure
    app.switch(scene)
    step(app)
    player = KeyPlayer(app)
    for _ in range(10):
        if scene.coaching.note is not None:
            break
        player.make(scene.bot_move("greedy", 0))
        step(app)
    assert scene.coaching.note is not None
    player.press_until(pygame.K_TAB, lambda: scene.focus == ("button", "Got it"))
    step(app)
    assert [b.label for b in scene.coaching.buttons if b.focused] == ["Got it"]
    player.press(pygame.K_RETURN)
    assert scene.coaching.note is None and "Got it" not in [b.label for b in keyboard.buttons(scene)]


@pytest.fixture
def loopback_host(monkeypatch):
    """The app's own host on 127.0.0.1 at a free port, announcing nothing."""
    import socket
    from tarot_table.net import app_host
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    monkeypatch.setattr(app_host, "LISTEN_ON", "127.0.0.1")
    monkeypatch.setattr(app_host, "PORT", port)
    monkeypatch.setattr(app_host, "ANNOUNCE", False)
    yield
    app_host.stop()


def test_the_host_panel_is_used_by_keys_alone_from_hosting_to_sitting_down(app, loopback_host, monkeypatch):
    """The page a host opens a table on (its code, address, line to copy, the stand-in's
    delay, Sit down at the table): reached, read and left by keys only. Tab and the arrows
    reach every control, each wearing the focus ring; Enter copies the line, chooses the
    delay and sits the host down at the table."""
    from tarot_table.table.scenes.host_panel import HostPanelScene
    from tarot_table.table.scenes.remote_table import RemoteTableScene
    from tests.helpers.network import ROUNDS, WAIT_S
    rings = watch_rings(monkeypatch)
    app.go("new-game", get_game("tournament-of-queens"))
    step(app, 2)
    press(app, "Human", 0)
    press(app, "Open", 1)   # the second seat: someone joining from another computer
    press(app, "Host")
    panel = app.scene
    assert isinstance(panel, HostPanelScene), getattr(panel, "error", "")
    step(app, 2)
    walk_every_control(app, panel, rings)
    walk_every_control(app, panel, rings, forward=pygame.K_RIGHT)
    walk_every_control(app, panel, rings, forward=pygame.K_DOWN)
    assert [_label(b) for b in panel._focus_order()] == [
        "Copy", "After 2 minutes", "After 5 minutes", "Never", "Sit down at the table", "Menu"]

    press(app, "Copy")
    assert widgets.get_clipboard() == panel.line and panel.note.startswith("Copied")
    press(app, "Never")
    assert panel.stand_in is None
    assert [b.label for b in panel.buttons if b.selected] == ["Never"]
    rings.clear()
    step(app)
    never = next(b for b in panel.buttons if b.label == "Never")
    assert never.focused and pygame.Rect(never.rect) in rings   # chosen and focused: the ring is round it
    press(app, "Sit down at the table")
    for _ in range(ROUNDS):
        step(app)
        if isinstance(app.scene, RemoteTableScene):
            break
        if panel.joining is not None:
            panel.joining.link.wait(WAIT_S)
    assert isinstance(app.scene, RemoteTableScene), panel.note
    assert app.scene.remote.seat == 0


def test_escape_leaves_the_host_panel_for_the_menu(app, loopback_host):
    app.go("new-game", get_game("tournament-of-queens"))
    step(app, 2)
    press(app, "Human", 0)
    press(app, "Open", 1)
    press(app, "Host")
    panel = app.scene
    step(app)
    key(app, pygame.K_ESCAPE)
    step(app)
    assert app.scene is not panel and app.scene.__class__.__name__ == "MenuScene"


def test_shift_tab_from_a_learn_goes_back_to_its_own_game_s_tile(app):
    """Play-test finding (29 November): Shift+Tab from a Learn button, then Enter, opened
    another game's page. A tile's Learn lies inside it and came before it in the focus
    order, so Shift+Tab went back to the game before's tile. Each tile now comes before
    its Learn: Tab goes from a tile to its Learn, Shift+Tab back, and Enter opens that
    game."""
    from tarot_table.table.scenes.newgame import NewGameScene
    app.go("menu")
    step(app)
    menu = app.scene
    tab_to(app, "Tempting Fate")
    key(app, pygame.K_TAB)
    learn = focused(app)
    assert learn.label == "Learn" and next(b for b in menu.buttons if b.label == "Tempting Fate").rect.contains(learn.rect)
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert focused(app).label == "Tempting Fate"
    key(app, pygame.K_RETURN)
    step(app)
    assert isinstance(app.scene, NewGameScene) and app.scene.game is TEMPTING
