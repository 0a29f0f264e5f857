"""Driving the table as a player does: real mouse and key events posted to pygame's queue."""
from __future__ import annotations
import pygame
from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.table.scenes.table import TableScene
from tarot_table.table import theme


READING = get_game("reading")


def table_frame(size, log_open: bool = True, game_id: str = "reading") -> dict[str, pygame.Rect]:
    """The parts of a real table of ``game_id`` in a window of ``size`` (no window opened),
    with the story open or folded: the room a game's layout is fitted to."""
    from tarot_table.table.app import picture_app
    app = picture_app(size)
    game = get_game(game_id)
    scene = app.make("table", Session.start(game, 1, game.check_options({})), saving=False)
    scene.log_open = log_open
    try:
        return scene.frame(size)
    finally:
        scene.leave()


FRAME_S = 0.016
SETTLE_FRAMES = 2000
TIMER_FRAMES_AT_MOST = 50   # a wait for a timer's frame (a tip due) gives up after this many


def step(app, frames: int = 1) -> None:
    """Frames of the app, each after a frame's time on its clock."""
    for _ in range(frames):
        app.clock.sleep(FRAME_S)
        app.step(FRAME_S)


def post(kind, **fields) -> None:
    pygame.event.post(pygame.event.Event(kind, **fields))


def drag(app, start, end, steps: int = 6) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    step(app)
    for i in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * i // steps
        y = start[1] + (end[1] - start[1]) * i // steps
        post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))
        step(app)
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    step(app)


def pointer_moved(app, pos=(5, 5)) -> None:
    """The player is at the window: the pointer moved (a game's clock counts only the time
    with some input in the last minute, house decision 8 of the table)."""
    post(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0))
    step(app)


def click(app, pos, button: int = 1) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    step(app)


def key(app, which, mod=0) -> None:
    post(pygame.KEYDOWN, key=which, mod=mod, unicode="", scancode=0)
    step(app)


def open_table(app, seed=7, options=None) -> TableScene:
    scene = TableScene(app, Session.start(READING, seed, options or {}))
    app.switch(scene)
    step(app)
    return scene


def open_position(app, game, state, seats=None) -> TableScene:
    """A table showing a position arranged by hand (with these seats, if given)."""
    session = Session.start(game, 1, state.options, seats)
    if seats:
        state.seats = session.state.seats
    session.state = state
    scene = TableScene(app, session)
    app.switch(scene)
    step(app)
    pass_the_screen(app, scene)
    return scene


def open_and_click(app, game, state, zone: str, seats=None) -> TableScene:
    """``open_position``, then one click on ``zone``'s centre (a Queens of Fate year
    passed by a click on Destiny, say), the table settled after it."""
    scene = open_position(app, game, state, seats)
    click(app, zone_centre(scene, zone))
    settle(app, scene)
    return scene


def pass_the_screen(app, scene) -> None:
    """With people at one screen, press whatever hands it on (the seat to act is passed
    the screen): the button of the person who has played, then the next person's."""
    if scene.handing_over is not None:
        next(b for b in scene.choice_buttons if b.label.startswith("Pass the screen")).on_click()
        step(app)
    if scene.handoff_to is not None:
        click(app, scene.summary_buttons[0].rect.center)


def draw_whole(app) -> pygame.Surface:
    """The app's frame drawn whole, on a copy of the window, and that copy: on the window
    itself a frame with nothing changed since the last one repaints nothing
    (partial_frame.py), while a test that records or reads what is drawn needs it all."""
    surface = app.screen.copy()
    app.render(surface)
    return surface


def settle(app, scene) -> None:
    """Step until every card has slid home (a frame's time a frame, on the app's clock)."""
    for _ in range(SETTLE_FRAMES):
        if not scene.animating():
            return
        step(app)
    raise AssertionError("the cards never came to rest")


def still_answered(app, scene) -> None:
    """Wait for the "Still winnable?" search under way to answer, then step two frames."""
    if scene.still.job is not None:
        scene.still.job.thread.join(timeout=300)
    step(app, 2)


THINK_S = 60.0          # the longest a bot may think before a test gives up on it
PLAY_FRAMES = 20_000    # the most frames a test lets a table play on by itself


def play_until(app, done, frames: int = PLAY_FRAMES) -> bool:
    """Frames until ``done()``, the bots' moves made without waiting on the wall clock:
    before each frame the bot's thinking under way is let finish (a bounded wait on its
    own thread, at most ``THINK_S`` a move) and the app's clock is moved past the pause
    between bot moves. Bounded in frames; answers ``done()``."""
    from tarot_table.clock import ManualClock
    assert isinstance(app.clock, ManualClock), "play_until drives the app's clock: give the app a ManualClock"
    for _ in range(frames):
        if done():
            break
        bots = getattr(app.scene, "bots", None)
        if bots is not None:
            bots.finish(timeout=THINK_S)
            app.clock.advance(bots.rest_left())
        step(app)
    return done()


def zone_centre(scene, zone):
    return scene.geometry.spot_rect(scene.geometry.layout.spot(zone)).center


def deck_top(scene):
    return scene.card_rect(scene.session.state.zones["deck"][-1].card).center


def button(scene, label):
    return next(b for b in scene.buttons if b.label == label)


def lay_and_turn(app):
    """A reading with one face-up card in the first position, the pointer elsewhere."""
    scene = open_table(app)
    drag(app, deck_top(scene), zone_centre(scene, "pos1"))
    settle(app, scene)
    click(app, scene.card_rect(scene.session.state.zones["pos1"][0].card).center)
    settle(app, scene)
    assert scene.session.state.zones["pos1"][0].face_up
    return scene


def rest_on(app, pos):
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    step(app, 2)


def rest_till_the_tip(app) -> None:
    """The pointer rests where it is until the tip of what it is on is due
    (``zone_tips.TIP_REST_S``): the frames the scene's timers bring meanwhile, each
    waited for as the app's loop waits (a ManualClock lets the time pass at once)."""
    from tarot_table.table.scenes.zone_tips import tip_due_in
    for _ in range(TIMER_FRAMES_AT_MOST):
        if tip_due_in(app.scene) is None:
            return
        app.step(FRAME_S, app.wait_for_change())
    raise AssertionError(f"no tip came due in {TIMER_FRAMES_AT_MOST} of the scene's timed frames")


def record_text(monkeypatch) -> list[str]:
    written: list[str] = []
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda surface, words, *a, **k: written.append(words)
                        or real(surface, words, *a, **k))
    return written


def drag_and_let_go(app, start, end, steps: int = 6) -> None:
    """Press, move in steps and release; the release is handled by one frame, no more."""
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    step(app)
    for i in range(1, steps + 1):
        post(pygame.MOUSEMOTION, pos=(start[0] + (end[0] - start[0]) * i // steps,
                                      start[1] + (end[1] - start[1]) * i // steps), rel=(0, 0), buttons=(1, 0, 0))
        step(app)
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    step(app)


def autoplayed(app, game, seed: int) -> TableScene:
    """The deal played to its end by Autoplay, pressed at the start, as a player does."""
    scene = TableScene(app, Session.start(game, seed, game.check_options({})))
    app.switch(scene)
    step(app)
    scene.toggle_autoplay()
    for _ in range(3000):
        if game.outcome(scene.session.state) is not None:
            break
        scene.bots.finish(timeout=300)
        step(app)
    return scene


def autoplay_wins_what_the_bot_loses(app, monkeypatch, game, seed: int, search: int) -> None:
    """A deal the solver wins within ``search`` positions, played from the first move by
    Autoplay with a hint's search of that size: Autoplay wins it, counted as helped."""
    from tarot_table.solver import Budget, solve
    from tarot_table.table.scenes import solver_hint
    monkeypatch.setattr(solver_hint, "budget", lambda: Budget(nodes=search))
    deal = Session.start(game, seed, game.check_options({})).state
    assert solve(game, deal, Budget(nodes=search), prove=False).verdict == "winnable"
    scene = autoplayed(app, game, seed)
    assert game.outcome(scene.session.state).won_by(0)
    assert scene.session.assisted


def one_move_among_bots(app, scene) -> None:
    """Alone against bots: the bots play until it is the person's turn, the person plays
    their first legal move, and the bots answer it."""
    for _ in range(50):
        if scene.human_turn():
            break
        scene.finish_bot_turns()
        step(app)
    scene.perform(scene.legal()[0])
    scene.finish_bot_turns()
    step(app)


def seated_table(app, game, seats, options=None, seed=3) -> TableScene:
    """A table of ``game`` with these seats (people and bots), opened and drawn once."""
    scene = TableScene(app, Session.start(game, seed, options or {}, seats))
    app.switch(scene)
    step(app)
    return scene


def take_the_screen(app, scene) -> None:
    """The person named on the pass screen says they alone are looking."""
    step(app)
    assert scene.summary_buttons[0].label.startswith("I am ")
    click(app, scene.summary_buttons[0].rect.center)


def solver_line_shown(app, game, seed: int, line) -> TableScene:
    """A table of deal ``seed`` showing ``line`` as Show me lays the solver's line out, to
    be stepped through with Forward."""
    from tarot_table.table.scenes.replay import Replay
    shown = TableScene(app, Session.start(game, seed, {}), saving=False)
    shown.showing = list(line)
    shown.replay = Replay(None, "The solver's line")
    app.switch(shown)
    step(app)
    return shown


def given_up_and_examined(app, monkeypatch, game, seed: int, moves: list, nodes: int) -> TableScene:
    """The table of deal ``seed`` given up after ``moves``, its end panel shown once the
    post-mortem (searching ``nodes`` positions) has answered."""
    from tarot_table.solver import Budget
    from tarot_table.table.scenes import post_mortem
    monkeypatch.setattr(post_mortem, "budget", lambda: Budget(nodes=nodes))
    session = Session.start(game, seed, {})
    for action in moves:
        session.play(action)
    session.give_up()
    scene = TableScene(app, session)
    app.switch(scene)
    step(app)
    scene.examination.wait(timeout=300)
    step(app, 2)
    return scene


def at_text_size(app, percent: int) -> None:
    """The text size asked, with the coaching notes a new player has (their strip
    takes some of the table's room)."""
    app.settings.text_size, app.settings.coaching = percent, True
    app.apply_look()


def panel_words(app, monkeypatch) -> str:
    """The end panel's words as drawn in the next frame."""
    with monkeypatch.context() as patched:
        written = record_text(patched)
        app.request_redraw()
        step(app)
    return " ".join(written)
