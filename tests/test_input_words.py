"""Issue 33, keys: a player using the keyboard is told keys, not the mouse. The games,
lessons and coaching notes write "Drag ...", "Click ...", "drop it on ...", "Right-click
..."; once the last input at the table was a key (the table's ``keyboard``), the status
line, a message, a place's help, a lesson's step and a coaching note say Enter, the
arrows and I instead (tarot_table/table/input_words.py, the one place that decides), on
the screen and aloud; after a mouse press they say the mouse's words again."""
from __future__ import annotations

import re

import pygame
import pytest

from tarot_table import coaching, lessons
from tarot_table.games import GAMES, get_game
from tarot_table.rng import Rng
from tarot_table.session import Session
from tarot_table.speech import Speech
from tarot_table.table.input_words import keyed
from tarot_table.table.scenes.lesson_table import LessonScene
from tarot_table.table.scenes.table import TableScene
from tarot_table.table.scenes.table_bars import status_line, status_words
from tests.conftest import headless_app
from tests.helpers.table import click, key, step
from tests.helpers.words import frame_said

# what the mouse's words look like, wherever they stand; the few that are no instruction
MOUSE_WORDS = re.compile(r"\b(drag|dragging|click|clicking|drop|right-click|double-click)\b", re.IGNORECASE)
NOT_INSTRUCTIONS = ("drag queen", "a click ", "to drop a random card",
                    "right-click or press i on")   # said both ways: both read a card


def mouse_instructions(words: str) -> list[str]:
    """The mouse's words left in ``words`` that tell the player what to do."""
    low = words.lower()
    for phrase in NOT_INSTRUCTIONS:
        low = low.replace(phrase, "")
    return MOUSE_WORDS.findall(low)


@pytest.mark.parametrize("mouse, keys", [
    ("Drag the Ten of Swords onto the Volition place.",
     "Move the Ten of Swords (Enter to pick up) onto the Volition place (arrows, Enter to lay it)."),
    ("Drag the Star to the Bank to take a token off it.",
     "Move the Star (Enter to pick up) to the Bank (arrows, Enter to lay it) to take a token off it."),
    ("Drag the Ace of Swords to the Past and choose Take a Chance.",
     "Move the Ace of Swords (Enter to pick up) to the Past (arrows, Enter to lay it) and choose Take a Chance."),
    ("Drag Arcana onto the Tower, or drag what you will lose to the Portents (or press Endure).",
     "Move Arcana (Enter to pick up) onto the Tower (arrows, Enter to lay it), or move what you will lose "
     "to the Portents (or press Endure)."),
    ("Drag the card to where it should go.", "Move the card (Enter to pick up, arrows, Enter to lay it) to where it should go."),
    ("Drag a card holding tokens here to take one off.",
     "Move a card holding tokens here (Enter to pick up, arrows, Enter to lay it) to take one off."),
    ("Drag a card from here to a position.", "Move a card from here (Enter to pick up) to a position (arrows, Enter to lay it)."),
    ("A reversed trump has a power of its own: drag it onto what it works on (right-click it to read the power).",
     "A reversed trump has a power of its own: move it (Enter to pick up) onto what it works on (arrows, Enter to lay it) "
     "(right-click or press I on it to read the power)."),
    ("Click Destiny to pass a year (12 cards left).", "Press Enter on Destiny to pass a year (12 cards left)."),
    ("Click to pass a year.", "Press Enter to pass a year."),
    ("Drawn cards go to the middle of the table: click the pack or drop its card there.",
     "Drawn cards go to the middle of the table: press Enter on the pack or lay its card there."),
    ("Right-click a turned card to see it large with its meanings, and click anywhere to put it away.",
     "Press I on a turned card to read its meanings."),
    ("A trump in your hand is a special effect: drop it on its target (right-click it to read what it does).",
     "A trump in your hand is a special effect: lay it on its target (right-click or press I on it to read what it does)."),
    ("The end is being told on the table: click or press a key to see it all at once.",
     "The end is being told on the table: press a key to see it all at once."),
    # not instructions: left as they are
    ("You are Anemone, one of three drag queens.", "You are Anemone, one of three drag queens."),
    ("The Tower: discard it to drop a random card of the Future into the Past.",
     "The Tower: discard it to drop a random card of the Future into the Past."),
])
def test_the_mouses_instructions_said_with_keys(mouse, keys):
    assert keyed(mouse) == keys
    assert not mouse_instructions(keys)


def lesson_texts(game) -> list[str]:
    lesson = lessons.load(game)
    return [text for step in lesson.steps for text in (step.say, step.do)] + [lesson.ending]


def coach_texts(game) -> list[str]:
    return [situation.note for situation in coaching.situations(game)]


def status_and_help_texts(game, moves: int = 60) -> list[str]:
    """The status line and every place's help along a game the first bot plays."""
    session = Session.start(game, 4, {}, game.default_seats(None))
    bot = next(iter(game.bots.values()))
    texts = []
    for _ in range(moves):
        state = session.state
        texts.append(game.status(state))
        texts += [spot.help for spot in game.layout(state).spots if spot.help]
        seat = game.current_seat(state)
        if game.outcome(state) is not None or seat is None:
            break
        session.play(bot(game, game.view(state, seat), Rng(state.moves)))
    return texts


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_lesson_step_coaching_note_and_status_line_has_a_key_way(game_id):
    game = get_game(game_id)
    texts = (lesson_texts(game) if lessons.has_lesson(game) else []) + coach_texts(game)
    texts += status_and_help_texts(game)
    said_with_mouse = [t for t in texts if mouse_instructions(t)]
    assert said_with_mouse, "nothing here says drag or click: the check below would prove nothing"
    left = {t: mouse_instructions(keyed(t)) for t in texts if mouse_instructions(keyed(t))}
    assert not left, left


@pytest.fixture
def app():
    yield from headless_app((1024, 700))


def drawn_words(app) -> list[str]:
    """Every piece of text the next frame draws."""
    return [said.words for said in frame_said(app)]


@pytest.mark.parametrize("game_id", ["queens-of-fate", "fools-journey"])
def test_a_lessons_step_and_the_status_line_say_the_keys_after_a_key_and_the_mouse_after_a_click(
        app, game_id):
    """Shown whole in the lesson's bar at 1024x700, the longer key way too (never cut short)."""
    game = get_game(game_id)
    scene = LessonScene(app, game, lessons.load(game), 0)
    app.switch(scene)
    step(app, 2)
    while not scene.step.move:
        scene.skip()
    step(app)
    do = scene.step.do
    assert mouse_instructions(do), do   # the lesson's own words are the mouse's
    shown = " ".join(drawn_words(app))
    assert do in shown and status_words(scene) == do

    key(app, pygame.K_TAB)   # the last input a key
    shown = " ".join(drawn_words(app))
    assert keyed(do) != do and keyed(do) in shown and do not in shown
    assert status_words(scene) == keyed(do) and not mouse_instructions(status_line(scene)[0])

    click(app, (5, app.screen.get_height() // 2))   # a mouse press on the felt
    shown = " ".join(drawn_words(app))
    assert do in shown and status_words(scene) == do


def test_a_hint_and_a_refusal_are_said_the_key_way_to_a_keyboard_player(app):
    game = get_game("fools-journey")
    scene = TableScene(app, Session.start(game, 5, {}))
    app.switch(scene)
    step(app)
    key(app, pygame.K_TAB)
    key(app, pygame.K_h)
    scene.bots.finish(timeout=60)
    step(app, 2)
    words = status_line(scene)[0]
    assert scene.message[0].startswith("Drag") and words.startswith("Move") and "Enter to pick up" in words
    click(app, (5, app.screen.get_height() // 2))   # the mouse again: the hint in its words
    assert status_line(scene)[0] == scene.message[0]


def test_the_speech_says_the_status_line_the_key_way(app):
    """Said once as the table opens (the mouse's words: no key yet); after a move made by
    keys, the new status is said the key way. The same words said again the other way
    after the first key are not said twice."""
    from tarot_table.games.base import Seat
    from tests.helpers.keyplay import KeyPlayer
    app.speech, recorder = Speech.recording(lambda: app.settings)
    app.settings.speech = True
    game = get_game("tempting-fate")
    scene = TableScene(app, Session.start(game, 3, {"match": "single"}, [Seat("Ann"), Seat("Bob", bot="basic")]))
    app.switch(scene)
    step(app, 2)
    first = game.status(scene.session.state)
    assert mouse_instructions(first) and first in " ".join(recorder.words())
    key(app, pygame.K_TAB)
    step(app, 2)
    assert keyed(first) not in " ".join(recorder.words())
    said = len(recorder.said)
    KeyPlayer(app).make(scene.bot_move("basic", 0))
    step(app, 2)
    now = game.status(scene.session.state)
    assert now != first and mouse_instructions(now), now
    later = " ".join(words for words, _ in recorder.said[said:])
    assert keyed(now) in later and now not in later
