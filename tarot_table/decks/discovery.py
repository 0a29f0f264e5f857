"""Finding deck folders, in the order the player expects them to win."""
from __future__ import annotations

import os
from pathlib import Path

from tarot_table import paths
from tarot_table.decks.incoming import recover_quietly
from tarot_table.decks.spec import Deck, load_deck


def search_roots() -> list[Path]:
    roots = [Path(p) for p in os.environ.get("TAROT_TABLE_DECKS", "").split(os.pathsep) if p]
    roots.append(paths.user_decks_dir())
    roots.append(paths.shared_tarot_library())
    bundled = paths.bundled_decks()
    if bundled is not None:
        roots.append(bundled)   # last: any deck the player installs wins over it
    return roots


def _deck_folders(root: Path) -> list[Path]:
    if (root / "deck.toml").exists():
        return [root]
    if not root.is_dir():
        return []
    try:
        return sorted(p for p in root.iterdir()
                      if not p.name.startswith(".") and p.is_dir() and (p / "deck.toml").exists())
    except OSError:
        return []


def find_decks(lang: str = "en") -> list[Deck]:
    """Every deck found, first-found first; a later folder with an id already seen
    is listed as shadowed rather than silently dropped."""
    recover_quietly(paths.user_decks_dir())
    decks: list[Deck] = []
    seen: set[str] = set()
    for root in search_roots():
        for folder in _deck_folders(root):
            deck = load_deck(folder, lang)
            if deck.usable and deck.id in seen:
                deck.usable = False
                deck.problem = f"another deck with id '{deck.id}' was found first"
            if deck.usable:
                seen.add(deck.id)
            decks.append(deck)
    return decks


def choose_deck(preferred: str | None, lang: str = "en") -> Deck | None:
    """The deck to play with: the preferred one if usable, else the first usable."""
    usable = [d for d in find_decks(lang) if d.usable]
    for deck in usable:
        if deck.id == preferred:
            return deck
    return usable[0] if usable else None
