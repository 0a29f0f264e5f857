"""Speech (issue 33): the words go through the Speaker interface, never block a frame,
degrade to silence with one note when there is no service, and a player who cannot
see the table plays a whole solitaire and a game against a bot by keys and speech."""
from __future__ import annotations

import sys
import threading
import types

import pygame
import pytest

from tarot_table.games import get_game
from tarot_table.games.capabilities import pause_of
from tarot_table.session import Session
from tarot_table.settings import Settings
from tarot_table.speech import NO_SPEECH, RecordingSpeaker, Speech
from tarot_table.speech_service import DispatcherClient, DispatcherCommand, QueuedSpeaker, find_speaker
from tarot_table.table.scenes.table import TableScene
from tests.conftest import headless_app
from tests.helpers.keyplay import BlindPlayer, wait_for_bots
from tests.helpers.table import key, step


@pytest.fixture
def app():
    yield from headless_app((1024, 700))


def listening(app) -> RecordingSpeaker:
    app.speech, recorder = Speech.recording(lambda: app.settings)
    app.settings.speech = True
    return recorder


def open_game(app, game_id: str, seed: int, players: int | None = None) -> TableScene:
    game = get_game(game_id)
    seats = game.default_seats(players)
    for seat in seats[1:]:
        seat.bot = next(iter(game.bots))
    scene = TableScene(app, Session.start(game, seed, {}, seats))
    app.switch(scene)
    step(app)
    return scene


# ---- the interface --------------------------------------------------------------------------
def test_speech_off_says_nothing_and_looks_for_no_service():
    looked = []
    speech = Speech(Settings, find=lambda: looked.append(1))
    speech.say("The Fool")
    assert looked == [] and speech.take_note() == ""


def test_with_no_service_the_table_is_silent_and_says_so_once_in_the_status_bar(app):
    app.speech = Speech(lambda: app.settings, find=lambda: None)
    app.settings.speech = True
    scene = open_game(app, "queens-of-fate", 1)
    assert scene.message[0] == NO_SPEECH
    scene.message = ("", scene.message[1], 0.0)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert scene.message[0] != NO_SPEECH


def test_a_queued_speaker_never_holds_up_the_caller_and_drops_stale_words():
    opened = []

    def open_inner():
        opened.append(1)
        return RecordingSpeaker()

    queued = QueuedSpeaker(open_inner, threaded=False)
    queued.speak("stale", False)
    queued.speak("new focus", True)   # a new focus: the stale words are never said
    assert opened == []               # speak only queued: the service is opened and fed elsewhere
    queued.speak("next", False)
    queued.drain()
    assert opened == [1] and queued.inner.said == [("new focus", True), ("next", False)]
    queued.close()
    assert queued.inner is None


def test_a_queued_speaker_keeps_no_more_than_its_limit_waiting():
    queued = QueuedSpeaker(RecordingSpeaker, threaded=False)
    for n in range(QueuedSpeaker.LONGEST_QUEUE + 10):
        queued.speak(f"line {n}", False)   # a service that stopped listening: speak still returns
    queued.drain()
    assert len(queued.inner.said) == QueuedSpeaker.LONGEST_QUEUE


def test_a_service_that_will_not_open_means_silence_and_one_note(app):
    def refuse():
        raise ConnectionRefusedError("no speech-dispatcher socket")

    app.speech = Speech(lambda: app.settings, find=lambda: QueuedSpeaker(refuse, threaded=False))
    app.settings.speech = True
    scene = open_game(app, "queens-of-fate", 1)
    app.speech.speaker.drain()           # the speaker's thread finds the service missing
    step(app)
    assert scene.message[0] == NO_SPEECH and app.speech.take_note() == ""
    key(app, pygame.K_RIGHT)             # the game goes on, in silence
    app.speech.speaker.drain()
    assert app.speech.speaker.inner is None


def test_a_service_that_fails_while_speaking_is_let_go_of_quietly():
    class Failing(RecordingSpeaker):
        def speak(self, words, interrupt):
            raise BrokenPipeError("the service went away")

    queued = QueuedSpeaker(Failing, threaded=False)
    queued.speak("The Fool", True)
    queued.speak("The Magician", False)
    queued.drain()                      # no exception reaches the caller
    queued.close()


def test_a_hung_service_never_holds_up_closing(monkeypatch):
    release = threading.Event()

    class Hung(RecordingSpeaker):
        def speak(self, words, interrupt):
            release.wait()              # a service that never answers

    queued = QueuedSpeaker(Hung)
    try:
        queued.speak("The Fool", True)
        queued.speak("The Magician", False)
        queued.close()                  # returns though the thread is stuck in the service
        assert queued.thread.daemon     # nor can it hold the interpreter at exit
    finally:
        release.set()


def test_speech_dispatcher_through_its_python_client(monkeypatch):
    calls = []

    class Client:
        def __init__(self, name):
            calls.append(("open", name))

        def set_priority(self, priority):
            calls.append(("priority", priority))

        def speak(self, words):
            calls.append(("speak", words))

        def cancel(self):
            calls.append(("cancel",))

        def close(self):
            calls.append(("close",))

    fake = types.SimpleNamespace(SSIPClient=Client, Priority=types.SimpleNamespace(MESSAGE="message"))
    monkeypatch.setitem(sys.modules, "speechd", fake)
    speaker = find_speaker(which=lambda name: None, threaded=False)
    assert calls == []   # opened on the speaker's thread, not by the frame that found it
    speaker.speak("Seven of Cups, on Hand", True)
    speaker.drain()
    assert isinstance(speaker.inner, DispatcherClient)
    speaker.close()
    assert calls == [("open", "tarot-table"), ("priority", "message"), ("cancel",),
                     ("speak", "Seven of Cups, on Hand"), ("close",)]


def test_speech_dispatcher_through_its_command_when_the_client_is_missing(monkeypatch, tmp_path):
    log = tmp_path / "said.txt"
    command = tmp_path / "spd-say"
    command.write_text(f'#!/bin/sh\nprintf "%s|" "$@" >> "{log}"\necho >> "{log}"\n')
    command.chmod(0o755)
    monkeypatch.setitem(sys.modules, "speechd", None)   # import speechd fails
    speaker = find_speaker(which=lambda name: str(command) if name == "spd-say" else None, threaded=False)
    speaker.speak("-3 Vitality", True)
    speaker.drain()
    assert isinstance(speaker.inner, DispatcherCommand)
    speaker.close()
    assert log.read_text().splitlines() == ["--cancel|", "--application-name|tarot-table|--|-3 Vitality|"]


def test_no_service_at_all_is_none(monkeypatch):
    monkeypatch.setitem(sys.modules, "speechd", None)
    assert find_speaker(which=lambda name: None) is None


# ---- what the table says ---------------------------------------------------------------------
def test_the_focused_card_is_said_by_its_deck_name_and_place(app, shared_decks):
    app.load_deck()
    recorder = listening(app)
    scene = open_game(app, "fools-journey", 5)
    key(app, pygame.K_TAB)
    card = scene.session.state.zones[scene.focus[1]][scene.focus[2]].card
    spoken = recorder.said[-1]
    assert spoken[1] is True   # a new focus cuts short what was being said
    assert app.art.deck.names   # the deck's names/ are what is said
    assert spoken[0].startswith(app.art.name(card) + ",")
    assert scene.geometry.layout.spot(scene.focus[1]).label in spoken[0]


def test_a_refused_lay_is_said_with_the_rules_reason(app):
    recorder = listening(app)
    scene = open_game(app, "reading", 3)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)              # the deck's top card picked up, the focus on the first position
    taken = scene.focus[1]
    key(app, pygame.K_RETURN)              # laid there
    assert len(scene.session.state.zones[taken]) == 1
    for _ in range(20):
        if scene.focus[1] == "deck":
            break
        key(app, pygame.K_LEFT)
    key(app, pygame.K_RETURN)              # the next card picked up
    held = scene.carrying
    for _ in range(20):
        if scene.focus[1] == taken:
            break
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)              # onto the position already laid: refused
    reason = scene.game.why_not(scene.session.state, held, taken)
    assert reason and reason in recorder.words() and scene.carrying == held
    key(app, pygame.K_ESCAPE)
    assert scene.carrying is None and any(w.endswith("put back.") for w in recorder.words())


@pytest.mark.parametrize("game_id, seed, players", [("queens-of-fate", 11, None), ("tempting-fate", 2, None)])
def test_a_player_who_cannot_see_plays_a_whole_game_by_keys_and_speech(app, game_id, seed, players):
    recorder = listening(app)
    scene = open_game(app, game_id, seed, players)
    player = BlindPlayer(app, recorder)
    game = scene.game
    chooser = next(iter(game.bots))
    while game.outcome(scene.session.state) is None:
        wait_for_bots(app)
        state = scene.session.state
        if game.outcome(state) is not None:
            break
        if pause_of(game, state) is not None:
            player.press(pygame.K_RETURN)
            continue
        made = len(scene.session.actions)
        player.make(scene.bot_move(chooser, scene.seat_to_act()))
        assert len(scene.session.actions) > made, scene.message
    step(app, 3)
    said = recorder.words()
    state = scene.session.state
    assert all(line in said for line in state.story)   # every move, the bots' too, was told
    outcome = game.outcome(state)
    assert game.ending.title(state, outcome, 0) in said
    if len(state.seats) > 1:
        assert any(w.startswith(f"{state.seats[1].name} to play") for w in said)
