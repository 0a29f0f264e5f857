"""Issue 32, the eighth real-window round (28 November), the findings at the tables and
pages: driven as a player does, with real mouse and key events; network tables on
127.0.0.1 only, every wait bounded (tests/helpers/network.py)."""
from __future__ import annotations

import random

import pygame
import pytest

from tests.helpers.network import hosting, join, joined_as_joiny, new_app, play_to_the_end, run_until
from tests.helpers.table import click, key, post, solver_line_shown, step


def brightness(surface: pygame.Surface, pos) -> int:
    colour = surface.get_at(pos)
    return colour.r + colour.g + colour.b


def test_the_seat_strip_lies_under_the_large_card_view_and_the_end_panel_dimmed_and_not_clickable(tmp_path):
    """Finding 1: the strip over a network table ("Table NLLF6N · Anemone to play · Joiny
    (you) · Say something · Leave") was drawn over the large card view, over the card's
    name, and undimmed over the end-of-game panel, where Leave and the chat box stayed
    clickable. It lies under them, dimmed like the rest of the table, and takes no click."""
    with joined_as_joiny(tmp_path, "tournament-of-queens", 5) as (app, scene):
        leave = scene.strip_buttons[0]
        chat = scene.chat_field.rect.copy()
        open_strip = brightness(app.screen, leave.rect.center)
        card = next(p.card for zone, _, p, _ in scene.visible_cards() if scene.card_rect(p.card).width)
        click(app, scene.card_rect(card).center, button=3)
        assert scene.zoomed is not None
        step(app)
        assert brightness(app.screen, leave.rect.center) < open_strip * 0.6   # veiled with the table

        play_to_the_end(app, scene, random.Random(2))
        step(app)
        assert scene.panel_open()
        assert brightness(app.screen, leave.rect.center) < open_strip * 0.6
        click(app, leave.rect.center)
        click(app, chat.center)
        step(app)
        assert app.scene is scene and scene.confirming is None and not scene.chat_field.active


def words_seen_in_the_card_view(app, monkeypatch) -> set[str]:
    """The words the large card view draws this frame where they show: inside the clip
    they are drawn under (words scrolled out of the panel are clipped away)."""
    from tarot_table.table import theme
    seen, real = set(), theme.text

    def recording(surface, words, pos, *args, **kwargs):
        at = real(surface, words, pos, *args, **kwargs)
        if surface.get_clip().contains(at) and at.width:
            seen.add(str(words))
        return at
    monkeypatch.setattr(theme, "text", recording)
    app.request_redraw()
    step(app)
    monkeypatch.undo()
    return seen


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080), (2560, 1440)])
def test_the_large_card_views_words_scroll_to_their_end_by_page_down_and_by_the_wheel(monkeypatch, size):
    """Finding 2: at 2560x1440 with 200% text the large view of the Magician in Tournament
    of Queens ended mid-sentence ("...As a judge: 1 vote for") and its Upright meaning,
    Keywords and Reversed were lost; the wheel and Page Down did nothing. The words take
    the window's height they need and scroll (wheel, Page Up/Down, arrows) to their end."""
    from tarot_table.games import get_game
    from tarot_table.screenshot import build_scene
    from tarot_table.table.scenes.card_meaning import meaning_blocks
    app = new_app(size)
    app.settings.text_size = 200
    app.apply_look()
    scene = build_scene(app, "tournament-of-queens", get_game("tournament-of-queens"), 3, {}, 4, "zoom")
    app.switch(scene)
    step(app)
    card = scene.zoomed
    state = scene.session.state
    placed = state.zones[state.find(card)[0]][state.find(card)[1]]
    last_heading, last_words, _ = meaning_blocks(card, placed.reversed)[-1]
    first = words_seen_in_the_card_view(app, monkeypatch)
    assert scene.card_view_scroll.most > 0 and last_heading not in first   # too long for the window at 200%
    for how in ("keys", "wheel"):
        seen = set(first)
        for _ in range(30):
            if how == "keys":
                key(app, pygame.K_PAGEDOWN)
            else:
                post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
            seen |= words_seen_in_the_card_view(app, monkeypatch)
        assert scene.card_view_scroll.offset == scene.card_view_scroll.most
        assert last_heading in seen and any(last_words.split()[-1] in line for line in seen), (how, seen)
        key(app, pygame.K_HOME)
        assert scene.card_view_scroll.offset == 0
    key(app, pygame.K_ESCAPE)
    assert scene.zoomed is None and app.scene is scene


def test_escape_at_a_network_table_asks_before_stepping_away_and_still_closes_a_view_first(tmp_path):
    """Finding 4: Escape at a network table with nothing held and no view open left the
    table for the menu unasked, and the host saw the seat away. It asks first, as Leave
    does; Escape again keeps the seat; with the large view open Escape only closes it."""
    from tarot_table.table.scenes.menu import MenuScene
    with joined_as_joiny(tmp_path, "tempting-fate", 4) as (app, scene):
        card = [p.card for _, _, p, _ in scene.visible_cards()][-1]
        click(app, scene.card_rect(card).center, button=3)
        assert scene.zoomed is not None
        key(app, pygame.K_ESCAPE)
        assert scene.zoomed is None and scene.confirming is None and app.scene is scene
        key(app, pygame.K_ESCAPE)
        assert app.scene is scene and scene.confirming is not None
        assert scene.confirming.title == "Step away from this table?"
        key(app, pygame.K_ESCAPE)   # the question put away: still at the table, still connected
        assert scene.confirming is None and app.scene is scene and scene.remote.connected
        key(app, pygame.K_ESCAPE)
        step(app)
        click(app, next(b for b in scene.summary_buttons if b.label == "Step away").rect.center)
        assert isinstance(app.scene, MenuScene)


def test_once_a_finished_games_host_has_gone_the_joiner_reads_that_the_game_is_over(tmp_path):
    """Finding 5: after a network game was over and the host quit, the joiner read "The
    host has gone: the table waits, and its clock stands still, until the host opens it
    again. Then press Join again..." though the game was finished. It says the game is over."""
    from tarot_table.net.remote_session import HOST_GONE, HOST_GONE_AFTER_THE_END
    app = new_app((1024, 700))
    try:
        with hosting(tmp_path / "tables") as (host, address):
            code = host.open_table("tournament-of-queens", ["open", "bot"], seed=5)
            scene = join(app, address, code, "Joiny")
            play_to_the_end(app, scene, random.Random(2))
        run_until([app], [scene], lambda: not scene.remote.connected)
        assert scene.remote.host_gone and scene.remote.finished
        app.clock.advance(60)
        step(app)
        assert scene.expected_words() == HOST_GONE_AFTER_THE_END != HOST_GONE
        assert "over" in HOST_GONE_AFTER_THE_END and "Join again" not in HOST_GONE_AFTER_THE_END
    finally:
        while app.scenes:
            app.scenes.pop().leave()


def test_redo_says_what_it_made_again_instead_of_leaving_undos_words(app):
    """Finding 7: Tempting Fate with two people at one screen, Ctrl+Z then Ctrl+Y: the
    status still said "Undo: Ann's move is taken back; Ann is to play again." Redo says
    what it made again."""
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


def test_every_step_of_show_me_says_what_moved_where_and_lights_the_card_moved(app):
    """Finding 3: stepping through "Show me" after a lost Fool's Journey, some steps were
    silent ("The solver's line from before your move 2: move 5 of 99.", a discard to the
    Past) and nothing was lit. Every step says what moved where and lights the card moved,
    as a hint lights it."""
    from tarot_table.games import get_game
    from tarot_table.session import Session
    from tarot_table.table.scenes.table_cards import hint_cards
    from tests.helpers.solver import greedy_line
    fools = get_game("fools-journey")
    line = greedy_line(fools, Session.start(fools, 1, {}).state)[:12]
    shown = solver_line_shown(app, fools, 1, line)
    for done, action in enumerate(line, start=1):
        moved = action.card or shown.session.state.zones[action.src][-1].card
        click(app, next(b for b in shown.choice_buttons if b.label == "Forward").rect.center)
        step(app)
        prefix = f"The solver's line: move {done} of {len(line)}."
        assert shown.message[0].startswith(prefix) and len(shown.message[0]) > len(prefix) + 5, shown.message[0]
        assert hint_cards(shown) == {moved}


def test_the_reading_panels_headings_wrap_whole_and_keep_upright_or_reversed(monkeypatch):
    """Finding 9: the Reading Table's "Your reading" panel at 200% in 1024x700 cut its
    headings ("2. Challenge: The High Priestess, rever…") and lost upright or reversed,
    which decides the meaning. A heading too long for its column wraps instead; every
    heading of a Celtic Cross is drawn whole, scrolled through."""
    from tarot_table.games import get_game
    from tarot_table.screenshot import build_scene
    from tarot_table.table import theme
    app = new_app((1024, 700))
    app.settings.text_size = 200
    app.apply_look()
    wrapped = 0
    for seed in range(1, 9):
        scene = build_scene(app, "reading", get_game("reading"), seed, {"spread": "celtic-cross"}, 60, "table")
        app.switch(scene)
        step(app)
        panel = scene.game_panel
        drawn, real = [], theme.text
        monkeypatch.setattr(theme, "text", lambda surface, words, *a, **k: drawn.append(str(words)) or
                            real(surface, words, *a, **k))
        for scroll in range(0, panel.positions_most + 40, 40):
            panel.positions_scroll = scroll
            app.request_redraw()
            step(app)
        monkeypatch.undo()
        assert not any(line.endswith("…") and line[:1].isdigit() for line in drawn), drawn
        heads = [line for line in drawn if line[:2].rstrip(".").isdigit() and ": " in line]
        for number in range(1, 11):
            mine = [line for line in heads if line.startswith(f"{number}. ")]
            assert mine, (seed, number, heads)
            at = drawn.index(mine[0])
            whole = " ".join(drawn[at:at + 3])
            assert "upright" in whole or "reversed" in whole, (seed, whole)
            wrapped += not mine[0].endswith(("upright", "reversed"))
    assert wrapped   # some heading was too long for one line: it wrapped


def test_a_reading_of_cards_handed_over_says_those_cards_are_shuffled_not_the_deck():
    """Finding 10: "Read the hand" after Tempting Fate opened with "The deck is shuffled
    for a Three cards reading." though only the hand's cards were read."""
    from tarot_table.cards import TAROT_DECK
    from tarot_table.games import get_game
    from tarot_table.session import Session
    reading = get_game("reading")
    hand = list(TAROT_DECK[:5])
    options = {"cards": ",".join(hand), "spread": "three-cards"}
    state = Session.start(reading, 3, options).state
    assert state.story[0] == "The 5 cards to read are shuffled for a Three cards reading."
    assert Session.start(reading, 3, {"spread": "three-cards"}).state.story[0] == \
        "The deck is shuffled for a Three cards reading."


@pytest.mark.parametrize("size, text_size", [((1024, 700), 100), ((1024, 700), 200), ((1920, 1080), 150),
                                             ((2560, 1440), 200)])
def test_the_join_pages_not_answering_note_shows_whole_above_the_windows_edge(monkeypatch, size, text_size):
    """Finding 6, its message: a seat clicked on the Join page whose host had gone said "The
    host of this table is not answering…" cut at the window's bottom edge at "…then try".
    The note takes the room down to the window's edge and a smaller size where it needs it:
    its last words are drawn inside the window."""
    from tarot_table.table import theme
    from tarot_table.table.scenes.join import JoinScene, not_answering_words
    app = new_app(size)
    app.settings.text_size = text_size
    app.apply_look()
    page = JoinScene(app)
    app.switch(page)
    step(app)
    drawn, real = [], theme.text
    monkeypatch.setattr(theme, "text", lambda surface, words, *a, **k: drawn.append(
        (str(words), real(surface, words, *a, **k))) or drawn[-1][1])
    page.note = not_answering_words("192.168.1.20:8765", "KBZJ3T")
    app.request_redraw()
    step(app)
    monkeypatch.undo()
    window = app.screen.get_rect()
    ending = [(words, at) for words, at in drawn if words.endswith("try again.")]
    assert ending and window.contains(ending[0][1]), drawn[-6:]
