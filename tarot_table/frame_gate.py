"""Frames first: a search working in a thread beside the table's (the solver's, for
"Still winnable?" and hints) must not make a frame slow by holding the interpreter's
lock while the table draws. The app marks each frame it makes (``underway``, a plain
flag: no call, no lock); a courteous search that meets a frame being made says so
(``search_waiting``) and waits, and only then does the app's frame end with a signal to
it. Between positions a search lets go of the lock, so that a frame about to start gets
it at once.

Work that only fills the time the table leaves free (the card faces decoded ahead) waits
for a pause instead (``wait_for_a_pause``): while frames come one after another (cards
flying, a card dragged) it does nothing, so it never takes a processor, or the lock, from
a frame. It does not even look: it sleeps until the app says it waits with no frame to
make (``pause_begins``, called as the app begins such a wait, never in a frame), then makes
sure no frame begins for ``PAUSE_S``. The app counts the frames it begins
(``frames_begun``, a plain count: no call). It used to look every ``PAUSE_S`` while frames
came, and a look that fell in a frame took the lock from it (0.1 ms in a frame of 0.05 ms,
docs/performance.md).
No pygame here."""
from __future__ import annotations

import threading

from tarot_table.clock import let_other_threads_run

LET_GO_EVERY = 16   # positions between lettings go of the lock (each costs a system call: 5-100 us)
WAIT_MOST = 0.25   # seconds a search waits for a frame to be done, at most (a frame never takes this long)

underway = False         # the app is making a frame (set and cleared by the app itself)
search_waiting = False   # a search waits for the frame to be done: the app signals at its end
_done = threading.Event()

SWITCH_S = 0.001   # how long a thread waiting for the interpreter's lock waits before the holder must let go
# (Python's default is 5 ms: a frame whose thread let go of the lock in a C call, a blit or
# the window's update, waited up to that for a search that does not give way, or for the
# faces' thread woken in the frame; measured in docs/solver.md, "Frames beside the search")


def frames_first() -> None:
    """Set for the app's process: a frame waiting for the lock gets it back within SWITCH_S.
    With no other thread running Python, nothing waits and nothing changes."""
    import sys
    sys.setswitchinterval(SWITCH_S)


PAUSE_S = 0.1   # no frame begun for this long: the table waits on the player (frames come every 16 ms while anything moves)
frames_begun = 0         # frames the app has begun (counted by the app itself)
_never = threading.Event()   # waited on for PAUSE_S at a time, never set
_app_waits = threading.Event()   # the app waits with no frame to make (set by pause_begins, cleared by pause_ends)


def give_way(positions: int) -> None:
    """Called by a courteous search after each position (``positions``: how many so far)."""
    global search_waiting
    if underway:
        _done.clear()
        search_waiting = True
        if underway:   # the frame may have ended between the two looks: then it is not waited for
            _done.wait(WAIT_MOST)
    elif positions % LET_GO_EVERY == 0:
        let_other_threads_run()   # a frame waiting for the lock starts now


def frame_made() -> None:
    """The app's frame is done: a search waiting for it goes on at once. The app calls
    this only when ``search_waiting`` is set, so a frame with no search beside it costs
    no call."""
    global search_waiting
    search_waiting = False
    _done.set()


def pause_begins() -> None:
    """The app begins to wait with no frame to make, for ``PAUSE_S`` or more (its idle wait)
    or for the work done in pauses itself: that work may look for its pause now."""
    _app_waits.set()


def pause_ends() -> None:
    """The app's wait is over: frames may come again."""
    _app_waits.clear()


def wait_for_a_pause(seen: int) -> int:
    """Return at once when no frame has begun since the app's count was ``seen`` (the
    value this returned last); otherwise once the app has said it waits and no frame has
    begun for ``PAUSE_S`` since. Gives the app's count then. Pass -1 the first time."""
    while underway or frames_begun != seen:
        seen = frames_begun
        _app_waits.wait()   # frames keep coming: no look (and no lock taken) till the app waits
        _never.wait(PAUSE_S)
    return seen
