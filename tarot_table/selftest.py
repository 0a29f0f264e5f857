"""``tarot-table self-test``: start headless, load the deck, and for every game
start it, render a frame, save it and load it back."""
from __future__ import annotations

import json
import os
import tempfile
import traceback
from pathlib import Path

from tarot_table import saves
from tarot_table.games import GAMES
from tarot_table.session import Session


def self_test() -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    failures = 0

    def check(name: str, step) -> None:
        nonlocal failures
        try:
            detail = step()
            print(f"ok    {name}{': ' + detail if detail else ''}")
        except Exception as err:  # report every failure, then go on to the next check
            failures += 1
            print(f"FAIL  {name}: {err}")
            traceback.print_exc()

    from tarot_table.table.app import picture_app
    app = picture_app((1280, 800))
    check("deck", lambda: app.art.deck.id if app.art.deck else "drawn deck (no deck installed)")
    with tempfile.TemporaryDirectory() as work:
        for game_id in GAMES:   # a game that will not load fails its own check only
            check(game_id, lambda g=game_id: _one_game(app, GAMES[g], Path(work)))
    from tarot_table.table.scenes.menu import MenuScene
    check("menu", lambda: _frame(app, MenuScene(app)))
    print("all checks passed" if not failures else f"{failures} check(s) failed")
    return 0 if not failures else 1


def _frame(app, scene) -> str:
    app.switch(scene)
    app.scene.update(0.0)
    app.render(app.screen)
    return "rendered"


def _one_game(app, game, folder: Path) -> str:
    from tarot_table.table.scenes.table import TableScene
    session = Session.start(game, 1)
    scene = TableScene(app, session, saving=False)
    _frame(app, scene)
    scene.finish_bot_turns()
    seat = game.current_seat(session.state)
    if seat is not None:
        scene.perform(scene.bot_move(game.same_every_time_bot, seat))
        scene.finish_bot_turns()   # bots answer now: the scene is shown again below
    _frame(app, scene)
    path = folder / f"{game.id}.json"
    saves.atomic_write(path, json.dumps(saves.payload(session)))
    loaded = saves.load(path)
    if loaded.state.to_json() != session.state.to_json():
        raise RuntimeError("the reloaded game differs from the saved one")
    scene.leave()
    return f"started, rendered, played {len(session.actions)} move(s), saved and reloaded"
