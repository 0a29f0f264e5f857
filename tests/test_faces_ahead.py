"""Card faces decoded ahead (sprites.SpriteBank.decode_ahead): a face a move brings into
sight was decoded in a thread beside the table's before the move, so the frame that first
shows it only wraps the picture; the picture is the one the table would have made itself."""
from __future__ import annotations

import threading

from tarot_table import frame_gate
from tarot_table.decks.art import CardArt
from tarot_table.games import get_game
from tarot_table.games.base import HIDDEN, PLACED
from tarot_table.rng import Rng
from tarot_table.session import Session
from tarot_table.table.app import App
from tarot_table.table.scenes.table import TableScene
from tarot_table.table.sprites import FACES_AHEAD_DEPTH, SpriteBank, card_size

from tests.helpers.table import step

WAIT_S = 60.0   # the longest a test waits for the faces ahead (a bounded join, never a sleep)


def held_faces(bank: SpriteBank) -> tuple[threading.Event, threading.Event, list[str]]:
    """The bank's art decodes a face only once ``release`` is set: (started, set as the
    first face begins; release; the cards decoded, in turn)."""
    started, release, decoded = threading.Event(), threading.Event(), []
    face = bank.art.face

    def held(card, size):
        started.set()
        release.wait(WAIT_S)
        decoded.append(card)
        return face(card, size)
    bank.art.face = held
    return started, release, decoded


def held_at_the_first_of_ten(bank: SpriteBank) -> list[str]:
    """Ten faces asked ahead, the first held while it is decoded until the bank is waited
    for (the rest being dropped by then); the cards decoded, in turn."""
    started, release, decoded = held_faces(bank)
    bank.decode_ahead([(f"major_arcana.{n:02d}", 60) for n in range(10)])
    assert the_app_waits_till(started)
    released_when_waited_for(bank, release)
    return decoded


def the_app_waits_till(event: threading.Event) -> bool:
    """The app waits with no frame to make (as between moves) until ``event``: the
    faces' thread works only in such a pause (frame_gate.pause_begins)."""
    frame_gate.pause_begins()
    try:
        return event.wait(WAIT_S)
    finally:
        frame_gate.pause_ends()


def released_when_waited_for(bank: SpriteBank, release: threading.Event) -> None:
    """The face under way finishes once the bank is waited for (the rest being dropped)."""
    wait = bank.wait_for_faces_ahead

    def finish_then_wait(seconds):
        release.set()
        return wait(seconds)
    bank.wait_for_faces_ahead = finish_then_wait


def _journey_table(size=(1920, 1080)) -> tuple[App, TableScene]:
    app = App(headless=True, size=size)
    app.settings.animation = "instant"
    app.settings.coaching = False
    game = get_game("fools-journey")
    scene = TableScene(app, Session.start(game, 3, game.check_options({})))
    app.switch(scene)
    step(app)
    return app, scene


def _faces_made_by_the_table(monkeypatch) -> list[str]:
    """Every face the table's own thread reads and decodes, from now on."""
    made = []
    face = CardArt.face

    def counted(self, card, size):
        if threading.current_thread() is threading.main_thread():
            made.append(card)
        return face(self, card, size)
    monkeypatch.setattr(CardArt, "face", counted)
    return made


def test_the_faces_a_move_turns_up_were_decoded_before_it(shared_decks, monkeypatch):
    app, scene = _journey_table()
    bank, game = app.sprites, scene.game
    future = scene.session.state.zones["future"]
    width = scene.geometry.card_width
    assert bank.wait_for_faces_ahead(WAIT_S)
    for placed in future[-FACES_AHEAD_DEPTH:]:   # face down in the Future, decoded all the same
        assert (placed.card, width) in bank._decoded or ("face", placed.card, width, False, False) in bank._cache
    made = _faces_made_by_the_table(monkeypatch)
    quick, dice, moves = game.bots[next(iter(game.bots))], Rng(1), 0
    while moves < 8 and game.outcome(scene.session.state) is None:
        scene.perform(quick(game, scene.session.state, dice), asked=True)
        step(app, 2)
        assert scene.geometry.card_width == width, "the cards changed size: every face is made anew then"
        assert made == [], f"move {moves + 1}: the table decoded {made} itself"
        assert bank.wait_for_faces_ahead(WAIT_S)
        moves += 1
    assert moves == 8


def test_a_face_decoded_ahead_is_the_face_the_table_makes(shared_decks):
    app, scene = _journey_table()
    card = scene.session.state.zones["future"][-1].card
    width = scene.geometry.card_width
    assert app.sprites.wait_for_faces_ahead(WAIT_S)
    assert (card, width) in app.sprites._decoded
    ahead = app.sprites.face(card, width, reversed=True)
    made_here = SpriteBank(app.art).face(card, width, reversed=True)
    assert ahead.get_size() == made_here.get_size() == card_size(width)
    assert ahead.get_view("2").raw == made_here.get_view("2").raw
    assert (card, width) not in app.sprites._decoded   # wrapped once, then kept as a surface


def test_a_later_call_takes_the_place_of_what_was_not_yet_decoded(shared_decks):
    app = App(headless=True, size=(1024, 700))
    bank = app.sprites
    started, release, _ = held_faces(bank)
    bank.decode_ahead([("major_arcana.00", 60), ("major_arcana.01", 60), ("major_arcana.02", 60)])
    assert the_app_waits_till(started)   # the Fool is being decoded: the others wait their turn
    bank.decode_ahead([("major_arcana.03", 60)])
    release.set()
    assert bank.wait_for_faces_ahead(WAIT_S)
    assert sorted(bank._decoded) == [("major_arcana.00", 60), ("major_arcana.03", 60)]
    bank.decode_ahead([("major_arcana.03", 60), ("major_arcana.04", 60)])   # one already decoded is skipped
    assert bank.wait_for_faces_ahead(WAIT_S)
    assert sorted(bank._decoded)[-1] == ("major_arcana.04", 60)


def test_a_card_this_seat_may_not_see_is_never_decoded(shared_decks):
    app, scene = _journey_table()
    future = scene.session.state.zones["future"]
    future[-1] = PLACED[HIDDEN, future[-1].face_up, future[-1].reversed]   # the top of the Future as a seat that may not see it is shown it
    bank = app.sprites
    assert bank.wait_for_faces_ahead(WAIT_S)
    bank._decoded.clear()
    scene.view.fitted = ()
    scene.fit(app.screen.get_size())   # the position fitted afresh, as after a move
    assert bank.wait_for_faces_ahead(WAIT_S)
    width = scene.geometry.card_width
    assert all((placed.card, width) in bank._decoded for placed in future[-FACES_AHEAD_DEPTH:-1])
    assert all(card != HIDDEN for card, _ in bank._decoded)


def test_the_app_stops_decoding_ahead_before_it_is_put_away(shared_decks):
    """The whole suite's UI fuzz met "Directory not empty" removing its home: the faces
    thread was still writing pictures into the cache folder after the app was done. The
    app (and the fuzz) drop the faces still waiting and wait for the one being decoded."""
    app = App(headless=True, size=(1024, 700))
    bank = app.sprites
    decoded = held_at_the_first_of_ten(bank)
    app.put_away_background_work()
    assert not bank.decoding_ahead() and decoded == ["major_arcana.00"]


def test_a_deck_loaded_again_stops_the_faces_its_old_bank_was_decoding(shared_decks):
    """The suite's UI fuzz met "Directory not empty" again removing its home: a deck or
    card back chosen in Settings loads the deck again, and the bank it replaced went on
    decoding ahead into the cache, out of reach of the app's put-away. Loading a deck
    stops the old bank's faces first."""
    app = App(headless=True, size=(1024, 700))
    old = app.sprites
    held_at_the_first_of_ten(old)
    app.load_deck()
    assert app.sprites is not old and not old.decoding_ahead() and old._ahead == []


def test_faces_are_decoded_ahead_only_in_a_pause_of_the_frames(shared_decks, monkeypatch):
    """Decoding beside frames drawn one after another (cards flying, a card dragged) took
    a processor and the interpreter's lock from them: the thread waits till no frame has
    begun for a while (frame_gate.PAUSE_S), and again after any frame begun meanwhile."""
    from tarot_table import frame_gate
    app = App(headless=True, size=(1024, 700))
    bank = app.sprites
    before = frame_gate.frames_begun
    step(app, 2)
    assert frame_gate.frames_begun == before + 2, "the app counts each frame it begins"
    decoded_at_each_wait = []

    class FramesMeanwhile:   # the decoder's wait for a pause: frames begin in the first three
        def wait(self, seconds):
            assert seconds == frame_gate.PAUSE_S
            decoded_at_each_wait.append(len(bank._decoded))
            if len(decoded_at_each_wait) <= 3:
                frame_gate.frames_begun += 1
            return False
    monkeypatch.setattr(frame_gate, "_never", FramesMeanwhile())
    bank.decode_ahead([("major_arcana.00", 60), ("major_arcana.01", 60)])
    assert bank.wait_for_faces_ahead(WAIT_S)
    assert decoded_at_each_wait == [0, 0, 0, 0], "nothing decoded till a wait with no frame begun"
    assert sorted(bank._decoded) == [("major_arcana.00", 60), ("major_arcana.01", 60)]


def test_no_face_is_decoded_ahead_while_a_frame_is_drawn(shared_decks, monkeypatch):
    from tarot_table import frame_gate
    app = App(headless=True, size=(1024, 700))
    bank = app.sprites
    decoded_at_each_wait = []

    class FrameEndsInTheSecondWait:
        def wait(self, seconds):
            decoded_at_each_wait.append(len(bank._decoded))
            if len(decoded_at_each_wait) == 2:
                frame_gate.underway = False
            return False
    monkeypatch.setattr(frame_gate, "_never", FrameEndsInTheSecondWait())
    monkeypatch.setattr(frame_gate, "underway", True)
    bank.decode_ahead([("major_arcana.05", 60)])
    assert bank.wait_for_faces_ahead(WAIT_S)
    assert decoded_at_each_wait == [0, 0] and list(bank._decoded) == [("major_arcana.05", 60)]


def test_the_faces_a_shuffle_brings_up_were_made_before_the_move(shared_decks, monkeypatch):
    """A Chance shuffles the Present away and deals a new one from the shuffled Future:
    cards no place's top showed. The frame after it made four faces itself (14-26 ms in
    `benchmarks/run.py --solver-frames`); the positions one move on are now worked out in
    the faces' thread, and what they would show made ahead."""
    app, scene = _journey_table()
    game = scene.game
    quick, dice = game.bots[next(iter(game.bots))], Rng(1)
    while (action := quick(game, scene.session.state, dice)).kind != "chance":
        scene.perform(action, asked=True)
    step(app)   # the position before the Chance, on the table
    assert app.sprites.wait_for_faces_ahead(WAIT_S)
    tops = {placed.card for pile in scene.session.state.zones.values() for placed in pile[-FACES_AHEAD_DEPTH:]}
    made = _faces_made_by_the_table(monkeypatch)
    scene.perform(action, asked=True)
    step(app, 2)
    shown = {placed.card for _, _, placed, _ in scene.view.visible_cards() if placed.face_up}
    assert shown - tops, "the Chance brought up cards no top showed before it"
    assert made == [], f"the table decoded {made} itself"


def test_what_was_made_for_a_move_not_made_is_dropped_at_the_next_position(shared_decks):
    app = App(headless=True, size=(1024, 700))
    bank = app.sprites
    bank.decode_ahead([("major_arcana.00", 60)],
                      iter([("face", "major_arcana.01", 60), None, ("back", "major_arcana.02", 60), None]))
    assert bank.wait_for_faces_ahead(WAIT_S)
    assert sorted(bank._decoded) == [("major_arcana.00", 60), ("major_arcana.01", 60)]
    assert list(bank._backs_ahead) == [("tarot", 60)]
    bank.face("major_arcana.01", 60)   # the move made showed this one
    bank.decode_ahead([("major_arcana.03", 60)])   # the next position
    assert bank.wait_for_faces_ahead(WAIT_S)
    assert sorted(bank._decoded) == [("major_arcana.00", 60), ("major_arcana.03", 60)]
    assert bank._backs_ahead == {}
    assert ("face", "major_arcana.01", 60, False, False) in bank._cache


def test_one_thread_makes_the_faces_of_one_position_after_another(shared_decks):
    """Starting a thread for each position cost the frame after a move 0.1-0.3 ms: the
    thread waits for the next position's faces, and ends when the app puts it away."""
    app = App(headless=True, size=(1024, 700))
    bank = app.sprites
    bank.decode_ahead([("major_arcana.00", 60)])
    assert bank.wait_for_faces_ahead(WAIT_S)
    worker = bank._worker
    bank.decode_ahead([("major_arcana.01", 60)])
    assert bank.wait_for_faces_ahead(WAIT_S)
    assert worker is not None and bank._worker is worker and worker.is_alive()
    assert app.put_away_background_work() is None and bank._worker is None
    worker.join(WAIT_S)
    assert not worker.is_alive()


def test_a_thread_waiting_for_work_keeps_no_pictures_alive(shared_decks):
    """A bank let go of (a table closed, a test done) is freed though its thread still
    waits for the next position: the thread holds it only while at work."""
    import gc
    import weakref
    bank = SpriteBank(App(headless=True, size=(1024, 700)).art)
    bank.decode_ahead([("major_arcana.00", 60)])
    assert bank.wait_for_faces_ahead(WAIT_S)
    worker, gone = bank._worker, weakref.ref(bank)
    assert worker is not None and worker.is_alive()
    del bank
    gc.collect()
    assert gone() is None


def test_what_the_next_position_would_show_too_is_kept_not_made_again(shared_decks):
    """A Chance still in the Present after a move would bring up the same cards: what was
    made for it stays, instead of being dropped and read and decoded again after every
    move (the benchmark's journey made 203 faces ahead in 40 moves, 7 ms each)."""
    app = App(headless=True, size=(1024, 700))
    bank = app.sprites
    made, face = [], bank.art.face

    def counted(card, size):
        made.append(card)
        return face(card, size)
    bank.art.face = counted
    bank.decode_ahead([], iter([("face", "major_arcana.01", 60), None]))
    assert bank.wait_for_faces_ahead(WAIT_S)
    bank.decode_ahead([], iter([("face", "major_arcana.01", 60), ("face", "major_arcana.02", 60), None]))
    assert bank.wait_for_faces_ahead(WAIT_S)
    assert made == ["major_arcana.01", "major_arcana.02"]
    assert sorted(bank._decoded) == [("major_arcana.01", 60), ("major_arcana.02", 60)]
