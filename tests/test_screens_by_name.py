"""The app's one router: every screen is reached by its name (issue 29)."""
from __future__ import annotations

import pytest

from tarot_table.table.app import Scene
from tarot_table.table.routes import SCREENS, UnknownScreen, screen_class


def test_every_named_screen_is_a_scene():
    for name in SCREENS:
        assert issubclass(screen_class(name), Scene), name


def test_an_unknown_screen_is_refused_by_name():
    with pytest.raises(UnknownScreen, match="no screen is called 'nowhere'"):
        screen_class("nowhere")


def test_go_replaces_the_open_screens_and_open_lays_one_over_them(app):
    menu = app.go("menu")
    assert app.scene is menu and type(menu).__name__ == "MenuScene"
    about = app.open("about")
    assert app.scene is about and app.scenes == [menu, about]
    about.back()
    assert type(app.scene).__name__ == "MenuScene" and len(app.scenes) == 1


def test_about_opened_from_settings_returns_to_settings(app):
    app.go("settings").open_about()
    app.scene.back()
    assert type(app.scene).__name__ == "SettingsScene"
