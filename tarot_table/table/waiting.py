"""Sleeping until the next event without spinning.

``pygame.event.wait`` looks at the queue every millisecond, which keeps an idle window
at a few percent of a core. SDL's own ``SDL_WaitEventTimeout`` really sleeps (on X11
it waits on the display connection) and wakes for window events, timers and events
posted from other threads. pygame does not expose it, so it is called through ctypes
on the very SDL library pygame has loaded; when that library cannot be found the
wait falls back to looking at the queue every few milliseconds.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pygame

from tarot_table.applog import logger
from tarot_table.clock import Clock

SDL_INIT_VIDEO = 0x20
LONGEST_WAIT_S = 1.0     # wake now and then so Ctrl+C in a terminal is still heard
FALLBACK_POLL_S = 0.01

_sdl = False   # the SDL library (ctypes.CDLL) or None when unreachable; False: not looked for yet


def _candidate_paths():
    """Where the SDL library pygame uses may be, likeliest first: the copy already mapped
    into this process (Linux), the copies shipped beside pygame (wheels, PyInstaller),
    then the system's (looked up only if those fail: it may run ldconfig)."""
    maps = Path("/proc/self/maps")
    if maps.exists():
        for line in maps.read_text().splitlines():
            name = line.rsplit(" ", 1)[-1]
            if "libSDL2-2" in Path(name).name or Path(name).name.startswith("libSDL2.so"):
                yield name
    package = Path(pygame.__file__).parent
    for folder in (package, package / ".dylibs", package.parent / "pygame_ce.libs"):
        for pattern in ("SDL2.dll", "libSDL2-2*.dylib", "libSDL2-2*.so*"):
            for path in sorted(folder.glob(pattern)):
                yield str(path)
    import ctypes.util
    system = ctypes.util.find_library("SDL2")
    if system:
        yield system


def _find_sdl():
    """The SDL library (a ctypes.CDLL) whose video system pygame has started, or None.
    ctypes is imported here, after the first frame, not while the window opens."""
    import ctypes
    tried = set()
    for path in _candidate_paths():
        if path in tried:
            continue
        tried.add(path)
        try:
            library = ctypes.CDLL(path)
            if library.SDL_WasInit(SDL_INIT_VIDEO):
                library.SDL_WaitEventTimeout.argtypes = [ctypes.c_void_p, ctypes.c_int]
                library.SDL_WaitEventTimeout.restype = ctypes.c_int
                return library
        except (OSError, AttributeError):
            continue
    logger(__name__).info("SDL's own wait is not reachable on %s; idle waits poll the queue", sys.platform)
    return None


def wait_for_event(seconds: float | None, clock: Clock) -> bool:
    """Return when an event is waiting in pygame's queue (it stays there) or after
    ``seconds`` on ``clock`` (None: no limit), whichever comes first; True for an event."""
    return clock.wait(seconds, lambda limit: _wait_on_queue(limit, clock))


def _wait_on_queue(seconds: float | None, clock: Clock) -> bool:
    global _sdl
    if _sdl is False:
        _sdl = _find_sdl()
    deadline = None if seconds is None else clock.now() + seconds
    while True:
        left = LONGEST_WAIT_S if deadline is None else min(LONGEST_WAIT_S, deadline - clock.now())
        if left <= 0:
            return bool(pygame.event.peek())
        if _sdl is not None:
            if _sdl.SDL_WaitEventTimeout(None, max(1, int(left * 1000 + 0.999))):
                return True
        else:
            if pygame.event.peek():
                return True
            clock.sleep(min(left, FALLBACK_POLL_S))
