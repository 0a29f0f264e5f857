"""The desktop knows the window as Tarot Table's: its X11 class is the desktop entry's
StartupWMClass, whichever way the app is started, so the dock shows the app's icon."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys

from tarot_table import desktop
from tarot_table.table import app as app_module
from tests.helpers.window import needs, wait_for


def test_the_window_class_is_the_one_the_desktop_entry_names(tmp_path):
    entry = desktop.entry_text(["tarot-table"], [], [])
    assert f"StartupWMClass={app_module.WINDOW_CLASS}\n" in entry


def test_pygames_own_class_gives_way_to_the_apps_but_a_users_choice_stays(monkeypatch):
    script = os.path.basename(sys.argv[0])
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", script)       # what pygame sets on import
    monkeypatch.delenv("SDL_VIDEO_WAYLAND_WMCLASS", raising=False)
    app_module.claim_window_class()
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "tarot-table"
    assert os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] == "tarot-table"
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "my-own-class")
    app_module.claim_window_class()
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "my-own-class"


def test_a_real_window_started_with_python_dash_m_has_the_apps_class(display, tmp_path):
    needs(shutil.which("xprop") is not None, "xprop is needed (apt-get install x11-utils)")
    env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_VIDEO_")}
    env.update(DISPLAY=display, TAROT_TABLE_HOME=str(tmp_path / "home"), SDL_VIDEODRIVER="x11",
               SDL_AUDIODRIVER="dummy", TAROT_TABLE_DECKS="")
    app = subprocess.Popen([sys.executable, "-m", "tarot_table"], env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        def our_window() -> str:
            assert app.poll() is None, app.stdout.read()
            tree = subprocess.run(["xwininfo", "-root", "-tree"], env=env, capture_output=True, text=True)
            return next((line for line in tree.stdout.splitlines() if '"Tarot Table' in line), "")

        classes = wait_for(our_window, display)
        assert classes, "no window appeared"
        window = classes.split()[0]
        answer = subprocess.run(["xprop", "-id", window, "WM_CLASS"], env=env, capture_output=True, text=True)
        assert answer.stdout.strip() == 'WM_CLASS(STRING) = "tarot-table", "tarot-table"', answer.stdout
    finally:
        app.kill()
        app.wait()
