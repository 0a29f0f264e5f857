"""A network table's host killed and hosted again: the joiner is told the host has gone
(and that a finished game is over), the table's time survives the kill, the table comes
back on the port it had or is found by its code where it listens now, and its seats are
taken back with their tokens. Hosts on 127.0.0.1 only (a `serve` process killed with
SIGKILL among them), every wait bounded (tests/helpers/network.py)."""
from __future__ import annotations

import random

from tests.helpers.network import hosting, join, new_app, play_to_the_end, run_until
from tests.helpers.table import step


def test_once_a_finished_games_host_has_gone_the_joiner_reads_that_the_game_is_over(tmp_path):
    """The eighth real-window round, finding 5: after a network game was over and the host
    quit, the joiner read "The host has gone: the table waits, and its clock stands still,
    until the host opens it again. Then press Join again..." though the game was finished.
    It says the game is over."""
    from tarot_table.net.remote_session import HOST_GONE, HOST_GONE_AFTER_THE_END
    app = new_app((1024, 700))
    try:
        with hosting(tmp_path / "tables") as (host, address):
            code = host.open_table("tournament-of-queens", ["open", "bot"], seed=5)
            scene = join(app, address, code, "Joiny")
            play_to_the_end(app, scene, random.Random(2))
        run_until([app], [scene], lambda: not scene.remote.connected)
        assert scene.remote.host_gone and scene.remote.finished
        app.clock.advance(60)
        step(app)
        assert scene.expected_words() == HOST_GONE_AFTER_THE_END != HOST_GONE
        assert "over" in HOST_GONE_AFTER_THE_END and "Join again" not in HOST_GONE_AFTER_THE_END
    finally:
        while app.scenes:
            app.scenes.pop().leave()
