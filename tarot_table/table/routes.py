"""Every screen of the app by name.

A scene asks the app for another screen by its name (``app.go("menu")``), never by
importing it, so the screens form no import circle however they lead to one another.
A screen's module is imported the first time it is shown, which keeps start-up quick.
"""
from __future__ import annotations

from importlib import import_module

SCREENS: dict[str, tuple[str, str]] = {
    "menu": ("tarot_table.table.scenes.menu", "MenuScene"),
    "new-game": ("tarot_table.table.scenes.newgame", "NewGameScene"),
    "table": ("tarot_table.table.scenes.table", "TableScene"),
    "rules": ("tarot_table.table.scenes.rulebook", "RulesScene"),
    "journal": ("tarot_table.table.scenes.journal", "JournalScene"),
    "statistics": ("tarot_table.table.scenes.stats", "StatsScene"),
    "finished-games": ("tarot_table.table.scenes.finished", "FinishedGamesScene"),
    "settings": ("tarot_table.table.scenes.settings", "SettingsScene"),
    "decks": ("tarot_table.table.scenes.decks", "DecksScene"),
    "about": ("tarot_table.table.scenes.about", "AboutScene"),
    "message": ("tarot_table.table.scenes.message", "MessageScene"),
    "open-deck": ("tarot_table.table.scenes.open_deck", "OpenDeckScene"),
    "join": ("tarot_table.table.scenes.join", "JoinScene"),
}


class UnknownScreen(KeyError):
    pass


def screen_class(name: str) -> type:
    """The scene class shown under ``name``."""
    try:
        module, attribute = SCREENS[name]
    except KeyError:
        raise UnknownScreen(f"no screen is called {name!r}") from None
    return getattr(import_module(module), attribute)
