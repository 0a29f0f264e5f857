"""Starting the app: the window first, then the scene it opens on. ``tarot-table`` and
``python -m tarot_table`` with no arguments come here (through ``entry``) without
loading the command line's parser, so the menu is painted sooner; ``cli`` uses the same
start for ``play`` and deck files."""
from __future__ import annotations

import sys
from pathlib import Path

from tarot_table.collection import COLLECTION


def main() -> int:
    """The plain start: the menu."""
    try:
        return open_app(None)
    except KeyboardInterrupt:
        return 130


def open_app(start, offer_deck: Path | None = None, replay_file: Path | None = None) -> int:
    # The collector waits while start-up makes what lives as long as the app, then sets it
    # aside for good once the first frame is shown (tarot_table/collection.py).
    COLLECTION.starting()
    try:
        return _open_app(start, offer_deck, replay_file)
    finally:
        COLLECTION.start_up_over()


def _open_app(start, offer_deck: Path | None, replay_file: Path | None = None) -> int:
    # The window opens first; the games and the scenes load while it is already showing.
    from tarot_table.table.app import App, NoDisplay
    try:
        app = App()
    except NoDisplay as err:
        print(f"tarot-table: {err}", file=sys.stderr)
        return 2
    except Exception:   # the window could not even open: say where the report is
        from tarot_table.table.app import write_crash_report
        report = write_crash_report()
        print(f"tarot-table: the window could not be opened; details are in {report}", file=sys.stderr)
        return 1
    if offer_deck is not None:
        app.go("open-deck", offer_deck)
    elif replay_file is not None:
        open_replay_file(app, replay_file)
    elif start is None:
        app.go("menu")
    else:
        from tarot_table.table.scenes.newgame import scene_for_play
        app.switch(scene_for_play(app, *start))
    return app.run(COLLECTION.started)


def open_replay_file(app, path: Path) -> None:
    """A game's record (an exported finished game) stepped through on the table, or a
    page saying why it cannot be."""
    from tarot_table.saves import SaveError
    from tarot_table.table.scenes.replay import open_replay
    try:
        app.switch(open_replay(app, path))
    except SaveError as err:
        app.go("message", "This file cannot be replayed", f"{path}: {err}")
