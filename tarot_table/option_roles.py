"""The roles an option of a game may declare, so that a player's setting changes only
the options that say they serve it (kept apart from the games so that the settings can
know them without loading any game)."""
from __future__ import annotations

from enum import Enum


class OptionRole(Enum):
    """What an option is for, as far as the player's settings are concerned. A setting
    changes only the options that declare its role, never one whose key merely matches."""

    READING_REVERSALS = "reading-reversals"   # reversed cards in a reading: "on" or "off"
    AFTER_GAME = "after-game"   # a reading of a finished game's cards: that game and how it ended, in words
    # how many games the table dealt before this one (a whole number in digits, "0" at a new
    # table): a game that numbers its games in its story counts on from there
    GAMES_BEFORE = "games-before"
    # who takes which side in the game (Tempting Fate's Fate): the table's next game switches
    # it, so it is no option of the table and names no row of statistics
    SIDES = "sides"
