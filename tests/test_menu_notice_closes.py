"""Play-test round 5: the menu's notice about a damaged settings file stayed all
session, even after the file was moved aside and settings saved again, with no way to
close it. It has a Close button (reached by Tab, pressed by Enter, or clicked), and it
goes by itself once settings have been saved whole after the file was set aside. The
menu is the real app's, read from a cut-short settings file."""
from __future__ import annotations

import pygame

from tarot_table import settings
from tarot_table.table.app import App
from tests.helpers.table import click, key, step


def menu_over_a_damaged_file() -> App:
    path = settings.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"text_size": 1')   # cut short, no backup
    app = App(headless=True, size=(1280, 800))
    app.apply_look()
    app.go("menu")
    step(app, 2)
    return app


def close_button(app):
    return next((b for b in app.scene.buttons if b.label == "Close"), None)


def test_the_notice_closes_with_a_click(private_home):
    app = menu_over_a_damaged_file()
    [notice] = app.notices
    assert "could not be read" in notice
    close = close_button(app)
    assert close is not None
    click(app, close.rect.center)
    step(app)
    assert app.notices == [] and close_button(app) is None
    assert app.scene.buttons, "the menu is still there"


def test_the_notice_closes_from_the_keys(private_home):
    app = menu_over_a_damaged_file()
    for _ in range(len(app.scene.buttons) + 2):
        if close_button(app).focused:
            break
        key(app, pygame.K_TAB)
    assert close_button(app).focused
    key(app, pygame.K_RETURN)
    step(app)
    assert app.notices == [] and close_button(app) is None


def test_the_notice_goes_once_settings_are_saved_whole_after_the_file_went_aside(private_home):
    app = menu_over_a_damaged_file()
    app.settings.text_size = 150
    settings.save_settings(app.settings)   # the damaged file is moved aside, the settings written whole
    [notice] = app.notices
    assert "moved aside as settings.json.damaged-" in notice, "the player learns where it went"
    app.settings.text_size = 100
    settings.save_settings(app.settings)   # saved whole again
    assert app.notices == []
    assert settings.load_settings().problem == "" and settings.load_settings().text_size == 100
    step(app, 2)
    assert close_button(app) is None
