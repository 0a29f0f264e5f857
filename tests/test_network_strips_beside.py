"""The strips of a network table (the seats and the chat, a coaching note) beside the
table where the window is wide (strips.py). Laid across above it they took some 256 px
of a 2560x1440 window's height from a table bound by its height: its cards came out a
fifth smaller than the same game's at one computer, wide felt empty at their sides
(play-test round 3, M1). Loopback only; every wait bounded (tests/helpers/network.py)."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.games import get_game
from tarot_table.games.base import Seat
from tarot_table.session import Session
from tarot_table.table import theme
from tarot_table.table.scenes import strips
from tarot_table.table.scenes.table import TableScene
from tests.helpers.network import hosting, new_app, run_until, sit_at_own_table
from tests.helpers.table import click, record_text, step

THREE_GAMES = {"tournament-of-queens": ["open", "bot"], "lucky-you": ["open", "bot", "bot"],
               "tempting-fate": ["open", "bot"]}
WIDE, SMALL = [(2560, 1440), (1920, 1080)], (1024, 700)
TEXT_SIZES = (100, 150, 200)
ALL_TEXT_SIZES = (100, 125, 150, 175, 200)


def coached_app(size, text_size):
    app = new_app(size)
    app.settings.coaching = True   # the notes' strip too, as a newcomer has it
    app.settings.text_size = text_size
    app.apply_look()
    return app


def at_one_computer(game_id: str, size, text_size) -> int:
    """The card width of the same game, the same seats, played at one computer (as the
    table's fit gives it to its first frame: drawing it changes nothing of it)."""
    app = coached_app(size, text_size)
    game = get_game(game_id)
    bot = next(iter(game.bots))
    seats = [Seat("Ann", None)] + [Seat(f"Bot {n}", bot) for n in range(1, len(THREE_GAMES[game_id]))]
    scene = TableScene(app, Session.start(game, 5, game.check_options({}), seats))
    app.switch(scene)
    try:
        return scene.fit(size).card_width
    finally:
        scene.leave()


def at_the_network_table(host, address, game_id: str, size, text_size, frames: int = 2):
    """A seat at a table of ``game_id`` this app hosts, drawn until its seats are known
    and ``frames`` more."""
    app = coached_app(size, text_size)
    _, scene = sit_at_own_table(app, host, address, game_id, THREE_GAMES[game_id], 5)
    run_until([app], [scene], lambda: scene.geometry is not None and scene.remote.seats)
    step(app, frames)
    return app, scene


def assert_laid_apart(app, scene) -> None:
    """The strips, the table and the story each in room of its own inside the window, the
    strip's chat box and Leave inside it."""
    frame = scene.frame(app.screen.get_size())
    parts = [frame[name] for name in ("seats", "coach", "table", "choices", "log", "top", "status") if name in frame]
    window = app.screen.get_rect()
    for i, part in enumerate(parts):
        assert window.contains(part) and part.collidelist(parts[i + 1:]) == -1, (i, parts)
    assert frame["seats"].contains(scene.chat_field.rect) and frame["seats"].contains(scene.strip_buttons[0].rect)


@pytest.mark.parametrize("size", [SMALL] + WIDE)
@pytest.mark.parametrize("game_id", sorted(THREE_GAMES))
def test_a_network_table_has_the_cards_of_one_computer(tmp_path, game_id, size):
    """At 1024x700, 1920x1080 and 2560x1440, text 100-200%, a seat's cards are as large as
    the same game's at one computer (before: 0.81-0.93 of them in the wide windows; at
    1024x700, text 125% and over, Tournament of Queens' 56 px against 62 px and Lucky
    You!'s 48 against 50, the strip across above a table bound by its height), the strips
    beside the table at 2560x1440, nothing over another, every button under the table in
    the window and clear of the strips."""
    with hosting(tmp_path / "tables") as (host, address):
        for text_size in ALL_TEXT_SIZES:
            app, scene = at_the_network_table(host, address, game_id, size, text_size, frames=0)
            assert scene.view.geometry.card_width >= at_one_computer(game_id, size, text_size), text_size
            assert_laid_apart(app, scene)
            if size == WIDE[0]:
                assert scene.frame(size)["seats"].right > scene.frame(size)["table"].right   # beside it
            scene.leave()


def test_at_1024x700_the_strip_shares_the_line_of_buttons_under_the_table(tmp_path):
    """Where neither above the table nor a column keeps the cards' size (Lucky You! at
    1024x700, text 150%), the strip lies on the line of buttons under the table, on its
    left: the tokens to pick are in what is left of that line, whole, and still pick a
    token; the strip's Leave still asks before the seat is given up."""
    with hosting(tmp_path / "tables") as (host, address):
        app, scene = at_the_network_table(host, address, "lucky-you", SMALL, 150)
        frame = scene.frame(SMALL)
        assert frame["seats"].top >= frame["table"].bottom and frame["seats"].right < frame["choices"].left
        tokens = scene.choice_buttons
        legal = scene.game.legal_actions(scene.remote.state)
        to_pick = [action.label for action in legal if action.kind == "pick-token"]
        assert [button.label for button in tokens] == to_pick and len(to_pick) > 5
        assert all(frame["choices"].contains(button.rect) for button in tokens)
        click(app, tokens[0].rect.center)
        run_until([app], [scene], lambda: scene.remote.state.data["tokens"][0] is not None)
        assert scene.remote.state.data["tokens"][0] == tokens[0].label.lower()
        click(app, scene.strip_buttons[0].rect.center)
        assert scene.confirming is not None and scene.confirming.title == "Leave this table for good?"
        scene.leave()


@pytest.mark.parametrize("game_id", sorted(THREE_GAMES))
def test_in_a_small_window_the_cards_are_no_smaller_than_with_the_strips_across(tmp_path, game_id, monkeypatch):
    """At 1024x700 the strips go beside the table only where that gives larger cards: the
    cards are never smaller than with the strips laid across above the table."""
    with hosting(tmp_path / "tables") as (host, address):
        for text_size in TEXT_SIZES:
            app, scene = at_the_network_table(host, address, game_id, SMALL, text_size)
            chosen = scene.view.geometry.card_width
            assert_laid_apart(app, scene)
            scene.leave()
            with monkeypatch.context() as across:
                across.setattr(strips, "_best_place", lambda *_: strips.ACROSS)
                app, scene = at_the_network_table(host, address, game_id, SMALL, text_size)
                assert chosen >= scene.view.geometry.card_width, text_size
                assert_laid_apart(app, scene)
                scene.leave()


def test_an_ending_told_beside_the_strip_says_each_step_whole(tmp_path, monkeypatch):
    """Tournament of Queens' end is told under the table a judge at a time; beside the
    strip (1024x700, text 150%) the row has half its width, and a judge's line (the
    longest of 79 in six played games) is said whole on two lines inside it, not cut."""
    from tarot_table.games.base import RevealStep
    from tarot_table.table.scenes.reveal import Telling
    line = ("Judge 1, the World (1 each for the highest Physique, Talent and Luck): "
            "Ann 1/2, Blanche 2 1/2.")
    with hosting(tmp_path / "tables") as (host, address):
        app, scene = at_the_network_table(host, address, "tournament-of-queens", SMALL, 150, frames=0)
        row = scene.frame(SMALL)["choices"]
        assert scene.frame(SMALL)["seats"].right < row.left   # the strip beside the row
        scene.telling = Telling.start([RevealStep(line)], 1.0, app.clock)
        written = record_text(monkeypatch)
        app.request_redraw()
        step(app)
        said = [words for words in written if words.startswith("Judge 1") or "(click to skip)" in words]
        assert " ".join(said).split() == (line + " (click to skip)").split() and len(said) == 2, said
        assert all(theme.font(max(theme.MIN_TEXT_PX, int(17 * scene.view.bar_scale(SMALL))), "Semibold")
                   .size(words)[0] <= row.width for words in said)
        scene.leave()


def test_beside_the_table_the_chat_leave_and_the_note_answer_clicks_and_no_card_moves(tmp_path, monkeypatch):
    """In the column: a click on the chat box and Enter say the words (shown as the last
    line said, in the column); Got it puts the note away and the story takes its room back,
    no card moving; Leave asks before the seat is given up."""
    with hosting(tmp_path / "tables") as (host, address):
        app, scene = at_the_network_table(host, address, "tempting-fate", WIDE[0], 100)
        size = app.screen.get_size()
        assert scene.coaching.note is not None
        frame = scene.frame(size)
        assert frame["coach"].left == frame["seats"].left > frame["table"].right   # both beside the table
        cards = {placed.card: scene.card_rect(placed.card) for _, _, placed, _ in scene.visible_cards()}
        story_top = frame["log"].top

        click(app, scene.chat_field.rect.center)
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Hello there"))
        step(app)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
        step(app)
        run_until([app], [scene], lambda: scene.remote.chat)
        written = record_text(monkeypatch)
        app.request_redraw()
        step(app)
        assert any("Hello there" in words for words in written)

        click(app, next(b for b in scene.coaching.buttons if b.label == "Got it").rect.center)
        step(app)
        assert scene.coaching.note is None and "coach" not in scene.frame(size)
        assert scene.frame(size)["log"].top < story_top   # the story's room back
        assert {card: scene.card_rect(card) for card in cards} == cards

        click(app, scene.strip_buttons[0].rect.center)
        assert scene.confirming is not None and scene.confirming.title == "Leave this table for good?"
        scene.leave()
