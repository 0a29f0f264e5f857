"""Opening the window (issue 10, items 6 and 7): a size saved on a larger screen is
fitted to the current one, and with no display at all the app says so and exits 2."""
from __future__ import annotations

import os
import subprocess
import sys

import pygame

from tarot_table.settings import load_settings, save_settings
from tarot_table.table import app as app_module
from tarot_table.table.app import MIN_WINDOW, SMALLEST_WINDOW, WINDOW_DECORATION_PX, App, fit_to_display


def test_a_window_larger_than_the_display_is_fitted_to_it():
    assert fit_to_display((2560, 1440), (1366, 768)) == (1366, 768 - WINDOW_DECORATION_PX)


def test_a_window_that_fits_keeps_its_size():
    assert fit_to_display((1280, 800), (1920, 1080)) == (1280, 800)


def test_a_small_saved_size_still_gets_the_smallest_table():
    assert fit_to_display((400, 300), (1920, 1080)) == MIN_WINDOW


def test_a_display_smaller_than_the_smallest_table_gets_the_whole_display():
    assert fit_to_display((1280, 800), (800, 600)) == (800, 600)


def test_an_unknown_display_leaves_the_size_alone():
    assert fit_to_display((2560, 1440), None) == (2560, 1440)


def test_the_app_restores_a_large_saved_window_inside_the_display():
    settings = load_settings()
    settings.window = (5000, 3000)
    save_settings(settings)
    app = App()            # a real (not headless) window, on the dummy display
    desktop = pygame.display.get_desktop_sizes()[0]
    width, height = app.screen.get_size()
    assert width <= desktop[0] and height <= desktop[1]
    assert (width, height) == fit_to_display((5000, 3000), desktop)


def test_the_window_is_dragged_no_smaller_than_every_screen_lays_out_in():
    """Play-test finding (29 November): shrunk to 800x560, the menu's tiles and buttons
    ran into each other. Half a 1920-wide screen is still allowed."""
    App()                  # a real (not headless) window, on the dummy display
    window = pygame.Window.from_display_module()
    window.size = (800, 560)
    assert tuple(window.size) == SMALLEST_WINDOW
    window.size = (960, 1040)
    assert tuple(window.size) == (960, 1040)


def test_without_a_display_the_app_says_so_and_exits_2(tmp_path):
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "XDG_RUNTIME_DIR")}
    env["TAROT_TABLE_HOME"] = str(tmp_path / "home")
    done = subprocess.run([sys.executable, "-m", "tarot_table"], env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 2
    assert "tarot-table: there is no display to open the window on" in done.stderr



def test_a_display_that_refuses_is_named_tried_again_and_reported(tmp_path):
    """A named display that does not open (a window system still starting or too busy) is
    tried again; when it never opens, the message names it rather than saying none is set."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "XDG_RUNTIME_DIR")}
    env["DISPLAY"] = ":64999"    # no server has this one
    env["TAROT_TABLE_HOME"] = str(tmp_path / "home")
    done = subprocess.run([sys.executable, "-m", "tarot_table"], env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 2
    assert "tarot-table: the display :64999 did not open" in done.stderr
    assert "are not set" not in done.stderr


def test_opening_the_display_tries_again_while_a_named_display_refuses(monkeypatch):
    from tarot_table.clock import ManualClock
    from tarot_table.table import app as app_module
    drivers = iter(["offscreen", "offscreen", "x11"])
    opened = []
    monkeypatch.setenv("DISPLAY", ":5")
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.delenv("SDL_VIDEODRIVER", raising=False)
    monkeypatch.setattr(app_module.pygame.display, "init", lambda: opened.append(next(drivers)))
    monkeypatch.setattr(app_module.pygame.display, "quit", lambda: None)
    monkeypatch.setattr(app_module.pygame.display, "get_driver", lambda: opened[-1])
    clock = ManualClock()
    app_module.open_display(clock)
    assert opened == ["offscreen", "offscreen", "x11"]
    assert clock.now() == ManualClock().now() + 2 * app_module.DISPLAY_RETRY_S

# ---- the play-test's drift: a window came back 64 px shorter at every launch ----------------
def relaunch(monkeypatch, desktop, on_open=None):
    """Open the app as a player would, on a display of ``desktop``, and quit it through
    the loop (which saves the settings). The size the window opened at."""
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [desktop])
    if on_open is not None:
        monkeypatch.setattr(app_module, "maximize_window", on_open)
    app = App()
    opened = app.screen.get_size()
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run()
    return opened


def test_a_window_closed_as_large_as_the_display_comes_back_that_size_every_time(monkeypatch):
    for desktop, closed_at in (((1920, 1080), (1920, 1080)), ((2560, 1440), (2560, 1440)),
                               ((1920, 1080), (1920, 1050)), ((1024, 768), (1024, 700))):
        settings = load_settings()
        settings.window, settings.maximized = closed_at, False
        save_settings(settings)
        for _ in range(4):
            assert relaunch(monkeypatch, desktop) == closed_at
            assert load_settings().window == closed_at


def test_a_window_closed_maximised_comes_back_maximised_with_its_plain_size_kept(monkeypatch):
    def the_desktop_maximises():
        pygame.display.set_mode((1920, 1016), pygame.RESIZABLE)
        pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1920, y=1016))
        pygame.event.post(pygame.event.Event(pygame.WINDOWMAXIMIZED))

    settings = load_settings()
    settings.window, settings.maximized = (1100, 760), True
    save_settings(settings)
    for _ in range(4):
        assert relaunch(monkeypatch, (1920, 1080), the_desktop_maximises) == (1920, 1016)
        assert load_settings().maximized and load_settings().window == (1100, 760)
