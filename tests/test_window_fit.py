"""Opening the window (issue 10, items 6 and 7): a size saved on a larger screen is
fitted to the current one, and with no display at all the app says so and exits 2."""
from __future__ import annotations

import os
import subprocess
import sys

import pygame

from tarot_table.settings import load_settings, save_settings
from tarot_table.table.app import MIN_WINDOW, WINDOW_DECORATION_PX, App, fit_to_display


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


def test_without_a_display_the_app_says_so_and_exits_2(tmp_path):
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "XDG_RUNTIME_DIR")}
    env["TAROT_TABLE_HOME"] = str(tmp_path / "home")
    done = subprocess.run([sys.executable, "-m", "tarot_table"], env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 2
    assert "tarot-table: there is no display to open the window on" in done.stderr
