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
# A position proved lost is said by how it came to be: the player's own moves lost it (an
# earlier position of the game was known winnable), the deal never could be won, or
# neither is known (play-test round 5, F1: "No longer winnable" at move 0 of a deal lost
# from its first card told a newcomer they had spoiled something)
LOST_WORDS = {"moves": WORDS["lost"], "deal": "Not winnable: no line wins this deal",
              "here": "Not winnable from here"}
# After this long on the app's clock with no answer the line stops saying "Looking...":
# under load a search took minutes (about 25 moves of "Looking..."), restarted at each
# move; the search goes on, and its answer replaces these words when it comes
LOOKING_S = 6.0
LOOKING_LONG = "Still winnable? Can't tell yet"


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
        self.looking: tuple[bytes, float] | None = None   # the position searched, since when (the app's clock)
        self.lost_how: dict[bytes, str] = {}   # a position proved lost -> a key of LOST_WORDS

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
    if watch.looking is None or watch.looking[0] != key:
        watch.looking = (key, scene.app.clock.now())
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
        if before in watch.lost_how:   # lost after a lost position: lost the same way
            watch.lost_how[key] = watch.lost_how[before]
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
    if verdict is None:
        return LOOKING_LONG if looking_for(scene) >= LOOKING_S else LOOKING
    if verdict.verdict == "lost":
        return LOST_WORDS[_lost_how(scene, watch, key)]
    return WORDS[verdict.verdict]


def looking_for(scene) -> float:
    """How long the position on the table has been searched with no answer (0: it is not)."""
    watch = scene.still
    if watch.looking is None or watch.looking[0] != watch.key(scene.session.state) or watch.job is None:
        return 0.0
    return scene.app.clock.now() - watch.looking[1]


def due(scene) -> float | None:
    """When, on the app's clock, the line turns from "Looking..." to "Can't tell yet"
    (the table wakes then to show it); None when it will not."""
    watch = scene.still
    if not wanted(scene) or watch.looking is None or watch.job is None or watch.job[0] != watch.looking[0]:
        return None
    return watch.looking[1] + LOOKING_S


def _lost_how(scene, watch: Watch, key: bytes) -> str:
    """How the position proved lost came to be (a key of LOST_WORDS), worked out once for
    it by replaying the game's moves: lost at the deal itself, or after a position this
    game passed through that was known winnable (the player's moves lost it), else not
    known (say a resumed game whose earlier verdicts were not kept)."""
    if key in watch.lost_how:
        return watch.lost_how[key]
    from tarot_table.solver import state_key
    session = scene.session
    state = session.fresh_state()
    how = "moves" if session.winnable_deal else "here"
    for at, action in enumerate([None] + list(session.actions)):
        if action is not None:
            scene.game.apply(state, action)
        earlier = state_key(state)
        verdict = watch.known.get(earlier)
        if at == 0 and (earlier == key or (verdict is not None and verdict.verdict == "lost")):
            how = "deal"
            break
        if at < len(session.actions) and verdict is not None and verdict.verdict == "winnable":
            how = "moves"
    watch.lost_how[key] = how
    return how
