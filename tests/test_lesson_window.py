"""A lesson in a real window (Xvfb and xdotool, as tests/test_window.py): Learn on the
Lucky You! tile, read a step, press a choice, click a pack, go back a step, leave, and
come back to the step where the player stopped. Where to click is worked out from the
same scenes laid out headless at the same size."""
from __future__ import annotations

import json
import os
import subprocess
import sys

from tarot_table.games import get_game
from tarot_table.table.app import App
from tarot_table.table.scenes.lesson_table import open_lesson
from tarot_table.table.scenes.menu import MenuScene
from tests.conftest import shared_deck_root
from tests.helpers.window import SIZE, click_at, wait_for, wait_for_window

LUCKY = get_game("lucky-you")


def points() -> dict[str, tuple[int, int]]:
    app = App(headless=True, size=SIZE)
    app.settings.animation = "instant"
    menu = MenuScene(app)
    app.switch(menu)
    app.render(app.screen)
    learn = next(b for b in menu.buttons if b.label == "Learn" and LUCKY.title in (b.tip or "")).rect.center
    open_lesson(app, LUCKY)
    scene = app.scene
    app.render(app.screen)
    guide = {b.label: b.rect.center for b in scene.guide_buttons}
    scene.go_to_step(1)
    app.render(app.screen)
    coin = next(b for b in scene.choice_buttons if b.label == "Coin").rect.center
    pack = scene.geometry.zone_rect(scene.geometry.layout.spot("pack0"), 50).center
    scene.leave()
    return {"learn": learn, "next": guide["Next"], "leave": guide["Leave"], "back": guide["Back"],
            "coin": coin, "pack": pack}


def test_a_lesson_followed_in_a_real_window_remembers_where_the_player_stopped(display, tmp_path, monkeypatch):
    monkeypatch.setenv("TAROT_TABLE_DECKS", str(shared_deck_root() or ""))
    home = tmp_path / "home"
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.json").write_text(json.dumps(
        {"window": list(SIZE), "fullscreen": False, "animation": "instant"}))
    progress = home / "data" / "lessons.json"

    def stopped_at():
        return json.loads(progress.read_text()).get(LUCKY.id) if progress.is_file() else None

    env = {**os.environ, "DISPLAY": display, "TAROT_TABLE_HOME": str(home), "SDL_VIDEODRIVER": "x11",
           "SDL_AUDIODRIVER": "dummy"}
    app = subprocess.Popen([sys.executable, "-m", "tarot_table"], env=env, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, text=True)
    try:
        ox, oy = wait_for_window(display, app)
        monkeypatch.setenv("TAROT_TABLE_HOME", str(tmp_path / "headless"))   # its steps are kept apart
        where = {name: (x + ox, y + oy) for name, (x, y) in points().items()}
        click_at(display, where["learn"])
        click_at(display, where["next"])      # step 1 is read
        assert wait_for(lambda: stopped_at() == 1, display)
        click_at(display, where["coin"])      # step 2: press Coin under the table
        assert wait_for(lambda: stopped_at() == 2, display)
        click_at(display, where["pack"])      # step 3: click the game pack (the bot answers)
        assert wait_for(lambda: stopped_at() == 3, display)
        click_at(display, where["back"])
        assert wait_for(lambda: stopped_at() == 2, display)
        click_at(display, where["leave"])
        click_at(display, where["learn"])     # back at step 3, the token already chosen
        click_at(display, where["pack"])
        assert wait_for(lambda: stopped_at() == 3, display)
    finally:
        app.kill()
        app.wait(timeout=30)
