"""With 300 installed decks (issue 27, item 9): what reading them adds to the app's
start, to opening the menu, the Settings page and the Decks page (and to its checking
the decks it shows, a few a frame), each with no deck read yet in the process (the pages' own first drawing is done beforehand, so the
figures are the decks' share). When the issue was filed each took 3.5 s.

    python benchmarks/many_decks.py            # the figures against the target
    python benchmarks/many_decks.py --decks 50

The decks are small but complete (78 faces of 40x70 pixels), made in a temporary
TAROT_TABLE_HOME and removed afterwards. Times are this process's CPU time, as in
engine.py; nothing is asserted."""
from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent)]
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

DECKS = 300
TARGET_MS = 100          # a page that opens within this feels immediate
clock = time.process_time


def make_decks(decks_dir: Path, count: int) -> None:
    """``count`` decks in ``decks_dir``: one made by the tests' deck maker, copied."""
    from tests.helpers.deckmaker import build_deck
    first = build_deck(decks_dir / "deck-000", deck_id="deck-000")
    manifest = (first / "deck.toml").read_text()
    for i in range(1, count):
        folder = decks_dir / f"deck-{i:03d}"
        shutil.copytree(first, folder)
        (folder / "deck.toml").write_text(manifest.replace("deck-000", f"deck-{i:03d}"))


def _ms(work) -> float:
    started = clock()
    work()
    return 1000 * (clock() - started)


def measure(count: int = DECKS) -> dict:
    """Each figure in a fresh process's state: the first time is what a player waits."""
    import pygame
    home = Path(tempfile.mkdtemp(prefix="tarot-decks-bench-"))
    kept = {key: os.environ.get(key) for key in ("TAROT_TABLE_HOME", "TAROT_TABLE_DECKS")}
    os.environ["TAROT_TABLE_HOME"] = str(home)
    os.environ["TAROT_TABLE_DECKS"] = ""
    try:
        make_decks(home / "data" / "decks", count)
        from tarot_table.decks import discovery
        from tarot_table.decks.art import DRAWN_ID
        from tarot_table.table.app import App
        from tarot_table.table.scenes.decks import DecksScene
        from tarot_table.table.scenes.menu import MenuScene
        from tarot_table.table.scenes.settings import SettingsScene
        app = App(headless=True, size=(1920, 1080))
        surface = pygame.Surface((1920, 1080))

        def open_page(scene_class):
            def work():
                scene = scene_class(app)
                scene.painted = True
                scene.draw(surface)
            return work

        def cold(work) -> float:
            """``work`` timed with no deck read yet in this process."""
            discovery._read.clear()
            return _ms(work)

        app.settings.deck = DRAWN_ID   # the menu then looks whether any deck is installed
        app.load_deck()
        for page in (MenuScene, SettingsScene):   # fonts and layouts made once, as at any start
            open_page(page)()
        app.settings.deck = ""
        out = {"decks": count, "start_deck_chosen_ms": cold(app.load_deck)}
        app.settings.deck = DRAWN_ID
        app.load_deck()
        out["menu_ms"] = cold(open_page(MenuScene))
        out["menu_deck_question_ms"] = cold(discovery.deck_installed)
        out["settings_ms"] = cold(open_page(SettingsScene))
        out["settings_again_ms"] = _ms(open_page(SettingsScene))
        discovery._read.clear()
        started = clock()
        page = DecksScene(app)
        page.draw(surface)
        out["decks_page_ms"] = 1000 * (clock() - started)
        while page.next_frame_in() == 0:
            page.update(1 / 60)
            page.draw(surface)
        out["decks_page_settled_ms"] = 1000 * (clock() - started)
        return out
    finally:
        for key, value in kept.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
        shutil.rmtree(home, ignore_errors=True)


def rows(figures: dict) -> list[tuple[str, str, str, str]]:
    """(figure, measured, target, holds), as in run.py."""
    count = figures["decks"]
    out = []
    out.append((f"{count} decks: menu opened", f"{figures['menu_ms']:.0f} ms",
                "(not a target: about the same with one deck)", ""))
    for key, label in (("start_deck_chosen_ms", "start: the deck chosen"),
                       ("menu_deck_question_ms", "menu: is any deck installed?"),
                       ("settings_ms", "Settings opened"), ("settings_again_ms", "Settings opened again")):
        value = figures[key]
        out.append((f"{count} decks: {label}", f"{value:.0f} ms", f"< {TARGET_MS} ms",
                    "yes" if value < TARGET_MS else "NO"))
    page = figures["decks_page_ms"]
    out.append((f"{count} decks: Decks page opened", f"{page:.0f} ms", f"< {TARGET_MS} ms",
                "yes" if page < TARGET_MS else "NO"))
    out.append((f"{count} decks: Decks page, the decks shown all checked",
                f"{figures['decks_page_settled_ms']:.0f} ms", "(a few decks a frame, the page drawn between)", ""))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decks", type=int, default=DECKS)
    args = parser.parse_args()
    for row in rows(measure(args.decks)):
        print(f"{row[0]:<52} {row[1]:>9}   {row[2]:<46} {row[3]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
