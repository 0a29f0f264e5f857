"""The "Still winnable?" setting (off by default: it gives away what the player may want
to find out alone): a quiet line at the right of the status bar says, for a solitaire
in play, whether the position can still be won. The solver works it out in a thread of
its own; verdicts are kept per position, so Undo brings an earlier one back at once,
and a move along a winning line already found is known winnable without a search.

A search is not begun again at each move: a move made while the position before it is
still searched leaves that search running, and its answer, when it comes, settles the
positions the moves since lead to where it can (each lost after a lost one; along the
winning line it found, each winnable with the rest of the line); only where it cannot
does the position on the table get a search of its own. Under load a search took longer
than a move, and begun again at each one it never answered: the line said "Looking..."
then "Can't tell yet" at every move (the last session's note)."""
from __future__ import annotations

import threading
from dataclasses import dataclass

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


@dataclass(frozen=True)
class Search:
    """A search under way: its position's key, its thread and budget, and where that
    position lies in the game (its session and the moves leading to it)."""
    key: bytes
    thread: threading.Thread
    budget: object
    session: object
    moves: tuple


class Watch:
    """The verdicts known, by position key, and the search under way (one at a time)."""

    def __init__(self) -> None:
        self.known: dict[bytes, object] = {}   # position key -> Verdict
        self.asked: tuple[int, int, bytes] | None = None   # (id of the state, its moves, its key)
        self.job: Search | None = None   # the search under way
        # what this frame shows, taken once a frame: the search thread may add a verdict
        # between drawing the frame and drawing it again, and both must say the same
        self.shown: tuple[bytes, object] | None = None   # position key, its Verdict or None
        # the position watched at the last frame (the session, the moves leading to it, its
        # key): the one before a move just made, without replaying the game to find it
        self.last: tuple[object, tuple, bytes] | None = None
        # where the table began to wait for an answer (a session, the moves leading to the
        # position) and since when on the app's clock; the moves since go on waiting
        self.looking: tuple[object, tuple, float] | None = None
        self.lost_how: dict[bytes, str] = {}   # a position proved lost -> a key of LOST_WORDS
        self.deal: tuple[object, bytes] | None = None   # a session and the key of its deal

    def key(self, state) -> bytes:
        from tarot_table.solver import state_key
        if self.asked is None or self.asked[:2] != (id(state), state.moves):
            self.asked = (id(state), state.moves, state_key(state))
        return self.asked[2]

    def stop(self) -> None:
        if self.job is not None:
            self.job.budget.stop.set()
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
    """The verdict is known, follows from a known one, or a search is under way that
    may settle it (its own, or the search of a position the moves made since lead from).
    A position proved lost whose deal's verdict is not known (a resumed game's: the
    verdicts found before the quit went with the table) has its deal searched next, so
    the line says how it was lost as it did before the quit."""
    if key in watch.known:
        deal = _deal_to_search(scene, watch, key)
        if deal is None:
            watch.stop()
            watch.looking = None
        elif watch.job is None or watch.job.key != deal:
            _search(scene, watch, deal, scene.session.fresh_state(), ())
        return
    if watch.job is not None and (watch.job.key == key or _searched_on_the_way(scene, watch)):
        return
    if _follows_known(scene, watch, key):
        watch.looking = None
        return
    _search(scene, watch, key, scene.session.state.clone(), tuple(scene.session.actions))


def _search(scene, watch: Watch, key: bytes, state, moves: tuple) -> None:
    """A search of the position ``state`` (its ``key``, the ``moves`` leading to it) in
    a thread of its own, in place of any under way."""
    watch.stop()
    found_budget = budget()
    session = scene.session
    thread = threading.Thread(target=_solve, args=(scene, watch, key, state, found_budget, session, moves),
                              name="still-winnable", daemon=True)
    watch.job = Search(key, thread, found_budget, session, moves)
    if watch.looking is None or not _on_the_way(session, watch.looking[:2]):
        watch.looking = (session, moves, scene.app.clock.now())
    thread.start()


def _deal_to_search(scene, watch: Watch, key: bytes) -> bytes | None:
    """The deal's key, when the position ``key`` on the table is proved lost, was reached
    from the deal by the game's moves, and nothing is known of the deal yet; else None.
    (Play-test round 7: Reiser's deal 46 said "Not winnable: no line wins this deal"
    before a quit, and "Not winnable from here" at the same move after the resume.)"""
    from tarot_table.solver import state_key
    session = scene.session
    if watch.known[key].verdict != "lost" or not session.actions:
        return None
    if watch.deal is None or watch.deal[0] is not session:
        watch.deal = (session, state_key(session.fresh_state()))
    deal = watch.deal[1]
    return None if deal in watch.known else deal


def _deal_searched(scene, watch: Watch) -> bool:
    """A search of the deal is under way, for a position proved lost (``_deal_to_search``)."""
    job = watch.job
    return job is not None and job.moves == () and job.session is scene.session and job.thread.is_alive() \
        and bool(scene.session.actions)


def _on_the_way(session, where: tuple) -> bool:
    """Whether the position ``where`` (a session, the moves leading to it) is the one on
    the table or one this game passed through to reach it, with no move undone since."""
    then, moves = where
    return then is session and len(moves) <= len(session.actions) and tuple(session.actions[:len(moves)]) == moves


def _searched_on_the_way(scene, watch: Watch) -> bool:
    """The search under way is still running, of a position the moves made since lead from."""
    return watch.job.thread.is_alive() and _on_the_way(scene.session, (watch.job.session, watch.job.moves))


def _solve(scene, watch: Watch, key: bytes, state, found_budget, session, moves: tuple) -> None:
    from tarot_table.solver import solve
    verdict = solve(scene.game, state, found_budget)
    if verdict.verdict != "unknown" or not found_budget.stop.is_set():   # a search stopped early says nothing
        watch.known[key] = verdict
        watch.lost_how.clear()   # how a lost position came to be is worked out again with this answer
        made = list(session.actions)   # the moves made while it searched, taken at once
        if tuple(made[:len(moves)]) == moves:
            _carry_on(scene.game, watch, state, verdict, made[len(moves):])
    scene.request_redraw()


def _carry_on(game, watch: Watch, state, verdict, since: list) -> None:
    """What a search's ``verdict`` of ``state`` settles of the positions the moves
    ``since`` lead to, kept by key: after a position proved lost each is lost (whatever
    is played, no line wins from a position no line wins from); along the winning line
    found, each is winnable with the rest of the line, until a move leaves it. Played
    through the rules, on the search's own copy of the position."""
    from tarot_table.solver import state_key
    from tarot_table.solver.search import Verdict
    line = list(verdict.line)
    for action in since:
        if verdict.verdict == "winnable" and line and line[0] == action:
            line = line[1:]
        elif verdict.verdict != "lost":
            return
        game.apply(state, action)
        watch.known[state_key(state)] = Verdict("lost") if verdict.verdict == "lost" else Verdict("winnable", line)


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
        how = watch.lost_how.get(before)
        if how is not None:   # lost after a lost position: lost the same way
            watch.lost_how[key] = how
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
        if _deal_searched(scene, watch) and looking_for(scene) < LOOKING_S:
            return LOOKING   # how it was lost waits a moment for the deal's answer
        return LOST_WORDS[_lost_how(scene, watch, key)]
    return WORDS[verdict.verdict]


def why(scene) -> str:
    """What the quiet line means and what comes next, said while the pointer rests on it
    (play-test round 9: "Can't tell yet" gave no reason, and a newcomer could not tell
    whether to wait); "" when it says nothing."""
    said = words(scene)
    seconds = int(SECONDS_ALLOWED)
    if said == LOOKING:
        return "The solver is working out whether this position can still be won; its answer shows here when it comes."
    if said == LOOKING_LONG:
        return (f"The solver has looked for {int(LOOKING_S)} seconds without an answer yet: this position takes a long "
                f"search (or the computer is busy). It goes on, for up to {seconds} seconds of its own time; the answer "
                "shows here when it comes. Play on meanwhile: your moves wait for the same answer.")
    if said == WORDS["unknown"]:
        return (f"The solver ran out of its time for this position ({seconds} seconds of search) before it found a "
                "winning line or proved there is none. It searches again after your next move.")
    if said == WORDS["winnable"]:
        return "The solver has found a line of moves that wins from this position."
    if said in LOST_WORDS.values():
        return f"{said}: the solver has proved that no line of moves wins from this position."
    return ""


def looking_for(scene) -> float:
    """How long the table has waited for an answer for the position on it and those
    its moves came through since the last answer shown (0: it is not waiting)."""
    since = _waiting_since(scene)
    return 0.0 if since is None else scene.app.clock.now() - since


def due(scene) -> float | None:
    """When, on the app's clock, the line turns from "Looking..." to "Can't tell yet"
    (the table wakes then to show it); None when it will not."""
    since = _waiting_since(scene) if wanted(scene) else None
    return None if since is None else since + LOOKING_S


def _waiting_since(scene) -> float | None:
    """Since when, on the app's clock, a search under way has been awaited for the
    position on the table (a move made meanwhile waits on, and does not begin the
    wait again); None when none is."""
    watch = scene.still
    if watch.looking is None or watch.job is None or not _on_the_way(scene.session, watch.looking[:2]):
        return None
    return watch.looking[2]


def _lost_how(scene, watch: Watch, key: bytes) -> str:
    """How the position proved lost came to be (a key of LOST_WORDS), worked out once for
    it by replaying the game's moves: lost at the deal itself, or after a position this
    game passed through that was known winnable (the player's moves lost it), else not
    known (say a resumed game whose earlier verdicts were not kept)."""
    how = watch.lost_how.get(key)   # the search's thread may empty the dict meanwhile
    if how is not None:
        return how
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
