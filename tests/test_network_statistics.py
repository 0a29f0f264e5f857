"""Issue 30: a network game counts in this computer's statistics as a game played at
one screen does, for the person at this computer: their seat's result, as the host
tells it, under the name they took at the table."""
from __future__ import annotations

import random

from tarot_table import statistics
from tarot_table.games import get_game
from tests.helpers.network import hosting, join, new_app, play_to_the_end
from tests.helpers.table import step


def test_a_network_game_counts_in_statistics_for_the_seat_played_here(tmp_path):
    game = get_game("tournament-of-queens")
    app = new_app()
    try:
        with hosting(tmp_path / "tables") as (host, address):
            code = host.open_table(game.id, ["bot", "open"], seed=5)
            scene = join(app, address, code, name="Bea")
            assert scene.remote.seat == 1
            assert statistics.load_stats()[0] == {}
            play_to_the_end(app, scene, random.Random(2))
            winners = scene.remote._update["outcome"]["winners"]
            records, problem = statistics.load_stats()
            assert problem == ""
            shown = {o.key: scene.remote.state.options[o.key] for o in game.options if not o.hidden}
            key = statistics.variant_key(game.id, shown, "Bea")
            assert list(records) == [key]   # the seat played here, once; not the host's bot
            record = records[key]
            assert record.played == 1 and record.won == int(1 in winners) and record.lost == int(1 not in winners)
            for _ in range(5):   # more frames and news of the ended game count nothing more
                step(app)
            assert statistics.load_stats()[0][key].played == 1

            again = join(new_app(), address, code, token=scene.remote.token)   # taken back after the end: not counted again
            assert again.remote.finished and again.remote.recorded
    finally:
        while app.scenes:
            app.scenes.pop().leave()
