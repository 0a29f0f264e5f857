"""What a real-window tester met at network tables in the third round of 27 November
(docs/playtest-32.md): a re-hosted table's clock gone back, a finished table's name
doubled in Finished games. Loopback only; clocks injected; every wait bounded
(tests/helpers/network.py)."""
from __future__ import annotations

from pathlib import Path

from tarot_table import saves
from tarot_table.clock import ManualClock
from tarot_table.net.server import CLOCK_KEPT_SEATED_S
from tarot_table.table.scenes.continue_list import row_title
from tests.helpers.network import hosting, join, run_until


def test_finding_3_a_seated_table_s_time_is_written_every_few_seconds_so_a_killed_host_loses_little(apps, tmp_path):
    """Finding 3: "the game clock goes back after the host is killed and re-hosted" (3:05
    on the joiner's clock, 2:44 after hosting again). While someone sits at a quiet table
    its time is written every few seconds, not every 30 s: a kill loses at most that."""
    clock = ManualClock()
    with hosting(tmp_path / "tables") as (host, address):
        host.server.now = clock.now
        code = host.open_table("tempting-fate", ["open", "bot:basic"])
        bea = join(apps[0], address, code, "Bea")
        hosted = host.server.tables[code]
        run_until([apps[0]], [bea], lambda: host._call(lambda: not hosted.dirty and hosted not in host.server._writing))
        written = host._call(lambda: hosted.time_saved)
        clock.advance(CLOCK_KEPT_SEATED_S + 1)   # nobody moves: the table is quiet
        host._call(host.server.check_away)
        run_until([apps[0]], [bea], lambda: host._call(
            lambda: hosted.time_saved >= written + CLOCK_KEPT_SEATED_S and not hosted.dirty
            and hosted not in host.server._writing))
    assert CLOCK_KEPT_SEATED_S <= 5


def test_finding_5_a_finished_network_game_s_name_is_shown_once_in_finished_games(tmp_path):
    """Finding 5: Finished games listed "Tempting Fate (network table) (Tempting Fate)": a
    kept name that names its game already is shown alone; another name keeps its game."""
    info = saves.SaveInfo(Path(tmp_path / "record.json"), "record")
    info.game, info.name = "tempting-fate", "Tempting Fate (network table)"
    assert row_title(info) == "Tempting Fate (network table)"
    info.name = "Sunday match"
    assert row_title(info) == "Sunday match (Tempting Fate)"
    info.name = ""
    assert row_title(info) == "Tempting Fate"
