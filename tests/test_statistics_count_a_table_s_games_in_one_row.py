"""Play-test round 9 (S2): a network table's second game, after Play again switched the
sides, was counted in a row of its own, "Fate in the first game: Player 1", as if the
table had been set up so. Who is Fate in one game is no option of the table (its role is
``OptionRole.SIDES``): every game of the table counts in one row, the table's. Through the
real pages; the host on 127.0.0.1 only, every wait bounded (tests/helpers/network.py)."""
from __future__ import annotations

from types import SimpleNamespace

from tarot_table import statistics
from tarot_table.games.base import OptionSpec
from tarot_table.option_roles import OptionRole
from tarot_table.statistics import row_options
from tarot_table.wording import PLAY_AGAIN
from tests.helpers.network import run_until
from tests.helpers.table import click
from tests.helpers.tempting import GAME, button, single_game_ann_resigned


def test_a_network_table_s_two_games_count_in_one_row_for_each_person(apps):
    """Ann (Fate) resigns game 1; both press Play again; in game 2 Bea is Fate and resigns.
    Ann's row (kept by her host) and Bea's (kept by her screen) each count both games."""
    with single_game_ann_resigned(apps) as (host, code, ann, bea):
        click(apps[1], button(bea, PLAY_AGAIN).rect.center)
        run_until(apps, [ann, bea], lambda: ann.remote.again_asked_by() == ["Bea"])
        click(apps[0], button(ann, PLAY_AGAIN).rect.center)
        run_until(apps, [ann, bea], lambda: apps[0].scene is not ann and apps[1].scene is not bea)
        ann, bea = apps[0].scene, apps[1].scene
        assert bea.remote.state.options["first_fate"] == "player-2"   # the sides switched
        run_until(apps, [ann, bea], lambda: bea.remote.my_turn())
        click(apps[1], next(b for b in bea.choice_buttons if b.label == "Resign this game").rect.center)
        click(apps[1], button(bea, "Resign").rect.center)
        run_until(apps, [ann, bea], lambda: ann.remote.finished and bea.remote.finished and bea.remote.recorded)
        run_until(apps, [ann, bea], lambda: sum(r.played for r in statistics.load_stats()[0].values()) == 4)
        records, problem = statistics.load_stats()
        assert problem == ""
        table_options = row_options(GAME, GAME.check_options({"match": "single"}))
        assert "first_fate" not in table_options and table_options["match"] == "single"
        rows = {statistics.split_key(key)[1]: (statistics.split_key(key)[0], record) for key, record in records.items()}
        assert sorted(rows) == ["Ann", "Bea"]
        for person, won in (("Ann", 1), ("Bea", 1)):   # each resigned one game and won the other
            variant, record = rows[person]
            assert variant == statistics.variant_key(GAME.id, table_options)
            assert record.played == 2 and record.won == won and record.lost == 1


def test_only_an_option_of_the_sides_role_is_left_out_of_a_row():
    """The row leaves out the option by its declared role, not by its name: Fate in the
    first game declares it, and every other option shown on its page stays in the row;
    an option merely called ``first_fate`` with no role stays, one of the role under
    another name goes."""
    assert [o.key for o in GAME.options if o.role is OptionRole.SIDES] == ["first_fate"]
    chosen = GAME.check_options({"match": "single", "first_fate": "player-2", "discard_limit": "20"})
    kept = row_options(GAME, chosen)
    assert kept == {o.key: chosen[o.key] for o in GAME.options if not o.hidden and o.key != "first_fate"}
    assert kept["match"] == "single" and kept["discard_limit"] == "20"
    named_alike = OptionSpec("first_fate", "Colour", "", ("red", "blue"), "red")
    declared = OptionSpec("who_leads", "Who leads", "", ("a", "b"), "a", role=OptionRole.SIDES)
    other = SimpleNamespace(options=(named_alike, declared))
    assert row_options(other, {"first_fate": "blue", "who_leads": "b"}) == {"first_fate": "blue"}
