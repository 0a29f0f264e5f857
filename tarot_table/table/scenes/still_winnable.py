"""The "Still winnable?" setting (off by default: it gives away what the player may want
to find out alone): a quiet line at the right of the status bar says, for a solitaire
in play, whether the position can still be won. The solver works it out in a thread of
its own; verdicts are kept per position, so Undo brings an earlier one back at once,
and a move along a winning line already found is known winnable without a search."""
from __future__ import annotations

import threading

from tarot_table.table.scenes.post_mortem import examinable

SECONDS_ALLOWED = 10.0
WORDS = {"winnable": "Still winnable", "lost": "No longer winnable", "unknown": "Still winnable? Can't tell"}   # the search ran out of its time
LOOKING = "Still winnable? Looking..."


def budget():
    """A position's budget, in the searching thread's processor time, as a hint's is: on
    the wall clock a busy machine and the frames the search gives way to used it up, and
    the line said "Looking..." for a minute of moves. Tests put a count of positions in
    its place."""
    import time
    from tarot_table.solver import Budget
    return Budget(seconds=SECONDS_ALLOWED, clock=time.thread_time, courteous=True)


class Watch:
    """The verdicts known, by position key, and the search under way (one at a time)."""

    def __init__(self) -> None:
        self.known: dict[bytes, object] = {}   # position key -> Verdict
        self.asked: tuple[int, int, bytes] | None = None   # (id of the state, its moves, its key)
        self.job: tuple[bytes, threading.Thread, object] | None = None   # key, thread, budget
        # what this frame shows, taken once a frame: the search thread may add a verdict
        # between drawing the frame and drawing it again, and both must say the same
        self.shown: tuple[bytes, object] | None = None   # position key, its Verdict or None
        # the position watched at the last frame (the session, the moves leading to it, its
        # key): the one before a move just made, without replaying the game to find it
        self.last: tuple[object, tuple, bytes] | None = None

    def key(self, state) -> bytes:
        from tarot_table.solver import state_key
        if self.asked is None or self.asked[:2] != (id(state), state.moves):
            self.asked = (id(state), state.moves, state_key(state))
        return self.asked[2]

    def stop(self) -> None:
        if self.job is not None:
            self.job[2].stop.set()
            self.job = None


def wanted(scene) -> bool:
    return (scene.app.settings.still_winnable and scene.keeper.saving and examinable(scene.game)
            and scene.outcome() is None and not scene.showing)


def keep_up(scene) -> None:
    """Called every frame: the current position's verdict is known, or looked for."""
    watch = scene.still
    if not wanted(scene):
        watch.stop()
        watch.last = None
        return
    key = watch.key(scene.session.state)
    _look(scene, watch, key)
    watch.shown = (key, watch.known.get(key))
    watch.last = (scene.session, tuple(scene.session.actions), key)


def _look(scene, watch: Watch, key: bytes) -> None:
    """The verdict is known, follows from a known one, or a search for it is under way."""
    if key in watch.known:
        watch.stop()
        return
    if (watch.job is not None and watch.job[0] == key) or _follows_known(scene, watch, key):
        return
    watch.stop()
    found_budget = budget()
    state = scene.session.state
    thread = threading.Thread(target=_solve, args=(scene, watch, key, state.clone(), found_budget),
                              name="still-winnable", daemon=True)
    watch.job = (key, thread, found_budget)
    thread.start()


def _solve(scene, watch: Watch, key: bytes, state, found_budget) -> None:
    from tarot_table.solver import solve
    verdict = solve(scene.game, state, found_budget)
    if verdict.verdict != "unknown" or not found_budget.stop.is_set():   # a search stopped early says nothing
        watch.known[key] = verdict
    scene.request_redraw()


def _follows_known(scene, watch: Watch, key: bytes) -> bool:
    """The position after a move from a known one: along its winning line it is winnable
    with the rest of the line; after a position proved lost it is lost."""
    from tarot_table.solver import state_key
    from tarot_table.solver.search import Verdict
    session = scene.session
    if not session.actions:
        return False
    if watch.last is not None and watch.last[0] is session and watch.last[1] == tuple(session.actions[:-1]):
        before = watch.last[2]
    else:
        before = state_key(session.state_after(len(session.actions) - 1))
    known = watch.known.get(before)
    if known is None:
        return False
    if known.verdict == "lost":
        watch.known[key] = Verdict("lost")
    elif known.verdict == "winnable" and known.line and known.line[0] == session.actions[-1]:
        watch.known[key] = Verdict("winnable", known.line[1:])
    else:
        return False
    return True


def words(scene) -> str:
    """The status bar's quiet line, or "" when the setting is off or nothing applies."""
    if not wanted(scene):
        return ""
    watch = scene.still
    key, verdict = watch.shown or (None, None)
    if key != watch.key(scene.session.state):
        verdict = None
    return LOOKING if verdict is None else WORDS[verdict.verdict]
