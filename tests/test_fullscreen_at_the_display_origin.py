"""Full screen lies at the display's origin (the fourth real-window round of 27 November):
with no window manager the full-screen window kept the window's old place, so part of it
was off the screen and the screen's top left corner showed what lay under it. Run in a
real window under Xvfb (which has no window manager), F11 sent with xdotool."""
from __future__ import annotations

import contextlib

from tests.helpers.window import app_in_a_window, wait_for, window_origin, window_size, x_server, xdo


def test_f11_puts_the_full_screen_window_at_0_0_of_its_display(tmp_path):
    screen, moved_to = (1920, 1080), (200, 100)
    with contextlib.contextmanager(x_server)(screen) as display, \
            app_in_a_window(display, tmp_path / "home", (1280, 800)) as (_, window):
        own = wait_for(lambda: window_size(display), display)
        xdo(display, "windowmove", window, str(moved_to[0]), str(moved_to[1]))
        assert wait_for(lambda: window_origin(display) == moved_to, display)
        xdo(display, "key", "--window", window, "F11")
        assert wait_for(lambda: window_size(display) == screen and window_origin(display) == (0, 0), display), \
            (window_size(display), window_origin(display))
        xdo(display, "key", "--window", window, "F11")   # and back where it was, at its own size
        assert wait_for(lambda: window_size(display) == own and window_origin(display) == moved_to, display), \
            (window_size(display), window_origin(display))
