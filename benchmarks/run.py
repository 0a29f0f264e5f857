"""Prints how fast the parts a player waits on are: rules (games and actions per
second with each game's quick bot), sprites (cold build and warm cache), and a
frame of each table. Run: python benchmarks/run.py  (figures only; nothing asserts)."""
from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def rules() -> None:
    from tarot_table.games import GAMES
    from tarot_table.simulate import simulate
    print("rules (quick bot, 300 games each)")
    for game in GAMES.values():
        report = simulate(game, 300, 0, None, game.check_options({}))
        per_action = report["games_per_second"] * report["mean_actions"]
        print(f"  {game.id:<16} {report['games_per_second']:8.1f} games/s {per_action:10.0f} actions/s")


def sprites() -> None:
    from tarot_table.cards import TAROT_DECK
    from tarot_table.decks.art import CardArt
    from tarot_table.decks.discovery import choose_deck
    deck = choose_deck(None)
    print(f"sprites ({deck.name if deck else 'drawn deck'}, 78 faces at 120x210)")
    for label in ("cold", "warm"):
        started = time.perf_counter()
        art = CardArt(deck)
        for card in TAROT_DECK:
            art.face(card, (120, 210))
        print(f"  {label} cache  {1000 * (time.perf_counter() - started) / 78:6.2f} ms a card")


def frames() -> None:
    from tarot_table.games import GAMES
    from tarot_table.screenshot import build_scene, make_app
    app = make_app((1280, 800))
    print("frames at 1280x800 (after 20 bot moves)")
    for game in GAMES.values():
        scene = build_scene(app, game.id, game, 1, game.check_options({}), 20, "table")
        app.switch(scene)
        app.render(app.screen)   # the first frame builds the sprites
        started = time.perf_counter()
        for _ in range(60):
            app.render(app.screen)
        print(f"  {game.id:<16} {1000 * (time.perf_counter() - started) / 60:6.2f} ms a frame")
        scene.leave()


if __name__ == "__main__":
    home = tempfile.mkdtemp(prefix="tarot-bench-")
    os.environ["TAROT_TABLE_HOME"] = home   # a cold sprite cache of its own
    try:
        rules()
        sprites()
        frames()
    finally:
        shutil.rmtree(home, ignore_errors=True)
