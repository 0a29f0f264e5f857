"""simulate: seats, bots per seat, and games spread over processes (issue 12)."""
from __future__ import annotations

import json

import pytest

from tarot_table.cli import main
from tarot_table.games import GAMES, get_game
from tarot_table.games.base import BadOptions
from tarot_table.simulate import _blocks, check_players, choose_pairings, simulate

QUEENS = get_game("queens-of-fate")
TEMPTING = get_game("tempting-fate")


def figures(report: dict) -> tuple:
    return report["results"], report["mean_actions"], report["bots"], report["players"]


def test_several_workers_give_exactly_the_results_of_one():
    options = QUEENS.check_options({})
    alone = simulate(QUEENS, 9, 11, None, options, workers=1)
    shared = simulate(QUEENS, 9, 11, None, options, workers=3)
    assert figures(shared) == figures(alone)
    assert shared["workers"] == 3


def test_several_workers_agree_for_a_game_of_two_seats():
    alone = simulate(TEMPTING, 4, 2, None, {}, workers=1)
    shared = simulate(TEMPTING, 4, 2, None, {}, workers=2)
    assert figures(shared) == figures(alone)


def test_blocks_cover_every_deal_once():
    for games in (1, 2, 7, 100):
        for count in (1, 3, 8):
            seeds = [s for block in _blocks(40, games, count) for s in block]
            assert seeds == list(range(40, 40 + games))


def test_players_default_to_the_fewest_the_game_takes():
    for game in GAMES.values():
        assert check_players(game, None) == game.min_players


def test_players_outside_what_the_game_takes_are_refused_clearly():
    with pytest.raises(BadOptions, match="queens-of-fate is played by 1 player, not 2"):
        check_players(QUEENS, 2)
    with pytest.raises(BadOptions, match=f"tempting-fate is played by .*{TEMPTING.min_players}.*, not 9"):
        check_players(TEMPTING, 9)


def test_every_game_for_several_seats_can_be_simulated_at_each_number_of_players():
    for game in GAMES.values():
        for players in range(game.min_players, game.max_players + 1):
            report = simulate(game, 1, 0, None, game.check_options({}), players=players)
            assert report["players"] == players
            assert all(len(pairing) == players for pairing in report["bots"])


def test_the_default_plays_only_the_quick_bot_in_every_seat():
    assert choose_pairings(TEMPTING, 2, None, every_pairing=False) == [("basic", "basic")]
    assert len(choose_pairings(TEMPTING, 2, None, every_pairing=True)) == len(TEMPTING.bots) ** 2


def test_bots_can_be_named_per_seat():
    assert choose_pairings(TEMPTING, 2, "basic,searching", False) == [("basic", "searching")]
    assert choose_pairings(TEMPTING, 2, "searching", False) == [("searching", "searching")]
    with pytest.raises(BadOptions, match="names 3 bots for 2 seats"):
        choose_pairings(TEMPTING, 2, "basic,basic,basic", False)
    with pytest.raises(BadOptions, match="unknown bot 'clever'"):
        choose_pairings(TEMPTING, 2, "basic,clever", False)


def test_results_are_reported_per_seat_for_each_pairing():
    report = simulate(TEMPTING, 2, 0, "basic,searching", {})
    (key, result), = report["results"].items()
    names = [s.name for s in TEMPTING.default_seats(2)]
    assert key == f"{names[0]}=basic, {names[1]}=searching"
    assert sum(result[n] for n in names) + result["drawn"] + result["unfinished"] == 2


def test_cli_simulate_takes_players_and_workers(capsys):
    assert main(["simulate", "reading", "--games", "4", "--workers", "2", "--players", "1", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["workers"] == 2 and report["players"] == 1 and report["results"]["won"] == 4


@pytest.mark.parametrize("args, message", [
    (["--players", "2"], "queens-of-fate is played by 1 player, not 2"),
    (["--workers", "0"], "--workers must be at least 1"),
])
def test_cli_simulate_refuses_bad_seats_and_workers(capsys, args, message):
    assert main(["simulate", "queens-of-fate", "--games", "1", *args]) == 2
    assert message in capsys.readouterr().err
