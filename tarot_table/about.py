"""What the About screen and ``--version`` tell: the version, the deck in use with its
author, licence and attribution, and where this app keeps its files."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from tarot_table import __version__, paths
from tarot_table.licences import licence_words
from tarot_table.decks.spec import Deck


@dataclass
class About:
    version: str
    deck: str
    deck_facts: list[tuple[str, str]]
    places: list[tuple[str, str]]
    menu_entry: Path | None
    licence_code: str = ""   # the deck's licence as deck.toml writes it (SPDX)
    software: list[tuple[str, str]] = field(default_factory=list)   # third-party software shipped, with licences


def about(deck: Deck | None) -> About:
    from tarot_table.desktop import installed
    from tarot_table.settings import settings_path
    from tarot_table.third_party import shipped
    if deck is None:
        title = "Tarot Table drawn deck"
        facts = [("Author", "drawn by Tarot Table itself"), ("Licence", "MIT, like the app")]
    else:
        title = f"{deck.name} ({deck.id} {deck.version})"
        facts = [("Author", deck.author or "not given"), ("Licence", licence_words(deck.license)),
                 ("Attribution", deck.attribution or "not given"), ("Folder", str(deck.path))]
    places = [("Saves", str(paths.saves_dir())), ("Settings", str(settings_path())), ("Logs", _logs()),
              ("Installed decks", str(paths.user_decks_dir())), ("Picture cache", str(paths.cache_dir()))]
    return About(__version__, title, facts, places, installed(), deck.license if deck else "", shipped())


def _logs() -> str:
    """The log folder, or that there is none yet: it is made when the first crash report is written."""
    folder = paths.log_dir()
    return str(folder) if folder.is_dir() else f"none yet (a crash report would be written to {folder})"


def deck_in_use() -> Deck | None:
    """The deck the app would open with now: the same choice the window makes."""
    from tarot_table.decks.discovery import deck_in_settings
    from tarot_table.settings import load_settings
    return deck_in_settings(load_settings())


def as_text(facts: About) -> str:
    lines = [f"tarot-table {facts.version}", "", f"Cards: {facts.deck}"]
    lines += [f"  {label + ':':<13}{value}" for label, value in facts.deck_facts]
    if facts.licence_code:
        lines.append(f"  {'Licence id:':<13}{facts.licence_code}")
    lines += ["", "Where files are:"]
    lines += [f"  {label + ':':<17}{path}" for label, path in facts.places]
    lines += ["", "Third-party software shipped with it, and its licences:"]
    lines += [f"  {label}: {licence}" for label, licence in facts.software]
    lines += ["", "Applications menu: " + (f"installed ({facts.menu_entry})" if facts.menu_entry else
                                           "not installed (tarot-table desktop install adds it)")]
    return "\n".join(lines)
