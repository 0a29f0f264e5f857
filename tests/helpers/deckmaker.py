"""Makes deck folders for tests: small solid-colour faces in the Arcana Land layout."""
from __future__ import annotations

from pathlib import Path

from PIL import Image

from tarot_table.cards import TAROT_DECK, facts


def face_path(folder: Path, card: str, height: int = 70, ext: str = ".png") -> Path:
    f = facts(card)
    if f.arcana == "major":
        return folder / f"h{height}" / "major_arcana" / f"{f.number:02d}{ext}"
    return folder / f"h{height}" / "minor_arcana" / f.suit / f"{f.rank}{ext}"


def build_deck(folder: Path, deck_id: str = "test-deck", version: str = "1.0",
               height: int = 70, names: bool = True, width: int = 40) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "deck.toml").write_text(
        f'[deck]\nid = "{deck_id}"\nschema_version = "1.0"\nname = "Test Deck {deck_id}"\n'
        f'version = "{version}"\n', encoding="utf-8")
    for i, card in enumerate(TAROT_DECK):
        path = face_path(folder, card, height)
        path.parent.mkdir(parents=True, exist_ok=True)
        Image.new("RGB", (width, height), (i * 3 % 256, 90, 200 - i)).save(path)
    (folder / "card_backs").mkdir(exist_ok=True)
    Image.new("RGB", (width, height), (20, 20, 120)).save(folder / "card_backs" / "plain.png")
    if names:
        (folder / "names").mkdir(exist_ok=True)
        (folder / "names" / "en.toml").write_text(
            '[major_arcana]\n13 = "Transformation"\n\n[minor_arcana.cups]\nqueen = "Lady of Cups"\n\n'
            '[alt_text.major_arcana]\n13 = "A rider on a pale horse."\n', encoding="utf-8")
    return folder
