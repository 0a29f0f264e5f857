"""The project's deck reader beside libarcana's Python binding (``arcana-tarot``),
on the bad-deck corpus and on the real decks: what each accepts, and how fast.

    python3.12 -m venv /tmp/v312 && /tmp/v312/bin/pip install arcana-tarot pillow platformdirs
    PYTHONPATH=. /tmp/v312/bin/python benchmarks/compare_deck_readers.py [DECK_ROOT ...]

arcana-tarot needs Python 3.12 or newer; the project itself runs on 3.10 and up.
"""
from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

from PIL import Image

from tarot_table.decks.spec import load_deck
from tests.helpers.deckmaker import build_deck, face_path


def corpus(root: Path):
    """The bad decks of tests/test_decks.py, one of each kind, and a good one."""
    def fresh(name: str) -> Path:
        return build_deck(root / name, deck_id=name)
    yield "good", fresh("good")
    d = fresh("no-manifest"); (d / "deck.toml").unlink(); yield "no deck.toml", d
    d = fresh("bad-toml"); (d / "deck.toml").write_text("[deck\nid = "); yield "malformed deck.toml", d
    d = fresh("huge-toml"); (d / "deck.toml").write_text("# " + "x" * (2 << 20)); yield "2 MiB deck.toml", d
    d = fresh("fields"); (d / "deck.toml").write_text('[deck]\nid = "x"\nname = "X"\n'); yield "missing fields", d
    d = fresh("missing-face"); face_path(d, "minor_arcana.cups.queen").unlink(); yield "a face missing", d
    d = fresh("not-image"); face_path(d, "major_arcana.05").write_bytes(b"text"); yield "a face not an image", d
    d = fresh("bomb"); Image.new("1", (20000, 20000)).save(face_path(d, "major_arcana.05"))
    yield "a 20000x20000 face", d
    d = fresh("symlink"); outside = root / "secret.png"; Image.new("RGB", (10, 10)).save(outside)
    link = face_path(d, "major_arcana.05"); link.unlink(); os.symlink(outside, link)
    yield "a face linking outside", d
    d = fresh("back-escape")
    with open(d / "deck.toml", "a") as f:
        f.write('\n[card_backs]\ndefault = "evil"\n[card_backs.variants.evil]\nimage = "../../evil.png"\n')
    yield "a card back path ../", d


def ours(path: Path) -> tuple[str, float]:
    started = time.perf_counter()
    deck = load_deck(path)
    return ("accepted" if deck.usable else "refused: " + deck.problem[:60]), time.perf_counter() - started


def theirs(path: Path) -> tuple[str, float]:
    import arcana_tarot
    started = time.perf_counter()
    try:
        deck = arcana_tarot.load_deck(str(path), ["en"])
        drawable = sum(1 for c in deck.cards if c.best_raster_for_height(300) is not None)
        verdict = f"accepted: {len(deck.cards)} cards, {drawable} with a raster"
    except Exception as err:   # the binding raises its own error types
        verdict = "refused: " + str(err).split(": ", 1)[-1][:60]
    return verdict, time.perf_counter() - started


def main(extra_roots: list[str]) -> None:
    try:
        import arcana_tarot  # noqa: F401
    except ImportError:
        print("arcana-tarot is not installed here (it needs Python 3.12+): see this file's docstring")
        return
    with tempfile.TemporaryDirectory() as tmp:
        cases = list(corpus(Path(tmp)))
        for root in extra_roots:
            cases += [(p.name, p) for p in sorted(Path(root).iterdir()) if (p / "deck.toml").exists()]
        print(f"{'deck':24} {'project reader':70} {'libarcana':50}")
        for name, path in cases:
            (mine, t_mine), (other, t_other) = ours(path), theirs(path)
            print(f"{name:24} {t_mine * 1000:6.1f} ms {mine:60} {t_other * 1000:6.1f} ms {other}")


if __name__ == "__main__":
    main(sys.argv[1:])
