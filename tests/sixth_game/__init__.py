"""Stepping Stones, a sixth game kept out of the shipped menu: it exists to show that a
new game is one folder plus one registry line (docs/new-game.md), and it uses a board
and hidden hands so that the table's general parts are proved by a game they were not
written for. ``register()`` adds it to the app's registry, as a test does."""
from __future__ import annotations

from tarot_table.games import GAMES, GameEntry

ENTRY = GameEntry("stepping-stones", "Stepping Stones", "Race two tokens across a river of stones", 2, 2,
                  "sixth_game.rules.SteppingStones", package="tests")


def register() -> None:
    """The one registry line, made at run time (a shipped game's line sits in
    tarot_table/games/__init__.py)."""
    GAMES.add(ENTRY)


def unregister() -> None:
    del GAMES[ENTRY.id]
