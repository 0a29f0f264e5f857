"""What a real-window tester met at network tables in the fourth round of 27 November
(docs/playtest-32.md, the Undo item): a joiner's greyed Undo said nothing. Loopback
only; the apps run on their ManualClocks; every wait bounded (tests/helpers/network.py)."""
from __future__ import annotations

import pygame

from tarot_table.table.scenes.table_bars import status_line
from tests.helpers.network import hosting, join, run_until
from tests.helpers.table import click, key, rest_on, step

NOT_MOVED = "You have not moved yet, so there is no move of yours to take back."


def greyed_undo(app, scene):
    step(app)
    undo = next(b for b in scene.bar_buttons if b.label == "Undo")
    assert not undo.enabled
    return undo


def test_a_greyed_undo_at_a_network_table_says_why_before_anyone_has_moved(apps, tmp_path):
    """"the joiner's greyed Undo said nothing on pointing, clicking or Ctrl+Z; the status
    line stayed 'Hana to play.'" Undo in a game with other people takes back only your
    own move: before the first move each seat's greyed Undo says so, pointed at, clicked
    and by Ctrl+Z, as the one-screen table's greyed Undo says its reason."""
    with hosting(tmp_path / "tables") as (host, address):
        code = host.open_table("tournament-of-queens", ["open", "open"], seed=11)
        scenes = [join(apps[0], address, code, "Hana", seat=0), join(apps[1], address, code, "Bea", seat=1)]
        run_until(apps, scenes, lambda: all(s.remote.seats[1 - s.remote.seat]["connected"] for s in scenes))
        for app, scene in zip(apps, scenes):
            assert scene.remote.moves == 0
            undo = greyed_undo(app, scene)
            away = scene.frame(app.screen.get_size())["status"].center   # the status bar: no tip of its own
            rest_on(app, away)
            turn_words = status_line(scene)[0]
            assert turn_words.startswith("Hana to play")
            rest_on(app, undo.rect.center)
            assert status_line(scene)[0] == NOT_MOVED   # pointed at
            rest_on(app, away)
            assert status_line(scene)[0] == turn_words
            click(app, undo.rect.center)
            rest_on(app, away)
            assert status_line(scene)[0] == NOT_MOVED   # clicked: said, the pointer gone elsewhere
            app.clock.advance(30)   # the message's time is over
            step(app)
            assert status_line(scene)[0] == turn_words
            key(app, pygame.K_z, pygame.KMOD_CTRL)
            assert status_line(scene)[0] == NOT_MOVED   # Ctrl+Z
            assert scene.remote.moves == 0 and not scene.remote.awaiting   # nothing was sent
