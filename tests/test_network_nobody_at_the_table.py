"""Nobody at a network table (play-test findings N2 and N4): Menu and New game at a table
ask before they step away from the seat, and a table with no person connected waits: the
host's bots do not stand in for people away while nobody is there (two people in their
menus came back to a match the bots had finished). Hosts on 127.0.0.1 only, the host on a
clock the test moves, every wait bounded (tests/helpers/network.py)."""
from __future__ import annotations

from tarot_table.clock import ManualClock
from tarot_table.table.scenes.menu import MenuScene
from tarot_table.table.scenes.newgame import NewGameScene
from tests.helpers.network import hosting, join, run_until, step_away, until_the_host
from tests.helpers.table import click, step


def test_new_game_at_a_network_table_asks_before_it_steps_away(apps, tmp_path):
    with hosting(tmp_path / "tables") as (host, address):
        code = host.open_table("tempting-fate", ["open", "open"], None, 3)
        ann = join(apps[0], address, code, "Ann")
        step(apps[0])
        click(apps[0], next(b for b in ann.bar_buttons if b.label == "New game").rect.center)
        step(apps[0])
        assert ann.confirming.title == "Step away from this table?" and apps[0].scene is ann
        assert "host's bot plays your seat" in ann.confirming.lines[0]
        click(apps[0], next(b for b in ann.summary_buttons if b.label == "Cancel").rect.center)
        assert apps[0].scene is ann and ann.remote.connected   # Cancel keeps the seat
        step_away(apps[0], ann, "New game")
        assert isinstance(apps[0].scene, NewGameScene)


def test_a_table_with_nobody_at_it_waits_and_plays_on_when_a_person_is_back(apps, tmp_path):
    clock = ManualClock()
    with hosting(tmp_path / "tables") as (host, address):
        host.server.now = clock.now
        code = host.open_table("tempting-fate", ["open", "open"], None, 3)
        ann = join(apps[0], address, code, "Ann")
        bea = join(apps[1], address, code, "Bea")
        token, moves = bea.remote.token, ann.remote.moves
        step_away(apps[1], bea)
        step_away(apps[0], ann, "New game")   # Ann (Fate, to play) is in the menus too
        assert isinstance(apps[1].scene, MenuScene)
        table = host.server.tables[code].table
        until_the_host(host, lambda: not table.places[0].connected and not table.places[1].connected)
        clock.advance(host.server.stand_in_after + 1)
        host._call(host.server.check_away)   # the stand-ins are due: with nobody there, none plays
        assert host._call(lambda: (table.moves, table.places[0].standing_in)) == (moves, True)
        assert host._call(table.bot_turn) is None
        back = join(apps[1], address, code, "", seat=1, token=token)   # Bea is back: Ann's stand-in plays
        run_until([apps[1]], [back], lambda: back.remote.moves > moves)
        assert back.remote.seats[0]["bot"] and not back.remote.finished
