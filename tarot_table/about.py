"""What the About screen and ``--version`` tell: the version, the deck in use with its
author, licence and attribution, and where this app keeps its files."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from tarot_table import __version__, paths
from tarot_table.decks.spec import Deck


@dataclass
class About:
    version: str
    deck: str
    deck_facts: list[tuple[str, str]]
    places: list[tuple[str, Path]]
    menu_entry: Path | None


def about(deck: Deck | None) -> About:
    from tarot_table.desktop import installed
    from tarot_table.settings import settings_path
    if deck is None:
        title = "Tarot Table drawn deck"
        facts = [("Author", "drawn by Tarot Table itself"), ("Licence", "MIT, like the app")]
    else:
        title = f"{deck.name} ({deck.id} {deck.version})"
        facts = [("Author", deck.author or "not given"), ("Licence", deck.license or "not given"),
                 ("Attribution", deck.attribution or "not given"), ("Folder", str(deck.path))]
    places = [("Saves", paths.saves_dir()), ("Settings", settings_path()), ("Logs", paths.log_dir()),
              ("Installed decks", paths.user_decks_dir()), ("Picture cache", paths.cache_dir())]
    return About(__version__, title, facts, places, installed())


def deck_in_use() -> Deck | None:
    """The deck the app would open with now: the same choice the window makes."""
    from tarot_table.decks.art import DRAWN_ID
    from tarot_table.decks.discovery import choose_deck
    from tarot_table.settings import load_settings
    chosen = load_settings().deck
    return None if chosen == DRAWN_ID else choose_deck(chosen or None)


def as_text(facts: About) -> str:
    lines = [f"tarot-table {facts.version}", "", f"Cards: {facts.deck}"]
    lines += [f"  {label + ':':<13}{value}" for label, value in facts.deck_facts]
    lines += ["", "Where files are:"]
    lines += [f"  {label + ':':<17}{path}" for label, path in facts.places]
    lines += ["", "Applications menu: " + (f"installed ({facts.menu_entry})" if facts.menu_entry else
                                           "not installed (tarot-table desktop install adds it)")]
    return "\n".join(lines)
