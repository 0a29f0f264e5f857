"""The walk of the world where no Queen enters the Portents (benchmarks/queens_kept.py), which
found that no line of Reiser's deal 40 keeps its Queens out of the Portents and wins
(docs/solver.md, "Reiser's deal 71 measured again, and deal 40"): it never cuts a position of a
winning line of that world, a walk that forgets Fate's keeps or the court cards is caught there,
and a search of the world finds a win that replays through the rules, or ends with none."""
from __future__ import annotations

import pytest

from benchmarks import queens_kept
from tarot_table.games import get_game
from tarot_table.solver import Budget
from tarot_table.solver.search import LOST, WINNABLE, replay_wins, solve

QUEENS = get_game("queens-of-fate")
REISER = {"rules": "reiser"}
KEPT_WINS = (9, 10, 19, 24, 26, 29)   # Reiser deals whose solver's line keeps every Queen out of the Portents


def positions_of_a_win(deal: int) -> list:
    """Each position of the solver's winning line of ``deal``, played through ``apply``."""
    state = QUEENS.new(deal, REISER)
    verdict = solve(QUEENS, state, Budget(nodes=20_000), prove=False)
    assert verdict.verdict == WINNABLE and replay_wins(QUEENS, state, verdict.line)
    positions = []
    for action in verdict.line:
        positions.append(state.clone(story=False))
        QUEENS.apply(state, action)
    return positions


@pytest.fixture(scope="module")
def kept_lines() -> dict[int, list]:
    lines = {deal: positions_of_a_win(deal) for deal in KEPT_WINS}
    for positions in lines.values():
        assert not any(queens_kept.a_queen_lost(position) for position in positions)   # lines of the world
    return lines


def cuts(lines: dict[int, list]) -> list[int]:
    return [deal for deal, positions in lines.items() if any(queens_kept.unpaid(p) for p in positions)]


def test_the_walk_never_cuts_a_winning_line_of_the_world(kept_lines):
    """Every position of a line that wins with no Queen ever in the Portents has a win in the
    world: the walk lets each through, and is asked along them (a reach below the Portents)."""
    asked = sum(queens_kept._Walk.of(p) is not None for positions in kept_lines.values() for p in positions)
    assert asked >= 200
    assert cuts(kept_lines) == []


def test_a_walk_without_fates_keeps_is_caught(kept_lines, monkeypatch):
    """The rules: "the Challenge becomes your Fate and you choose what happens to the old Fate
    card: secure it to its domain" (rules.md, "Resolving Fate"): a walk that lets no Arcana enter
    a domain from Fate cuts a winning line."""
    monkeypatch.setattr(queens_kept, "fate_keeps", lambda *_: {})
    assert cuts(kept_lines)


def test_a_walk_without_the_court_cards_is_caught(kept_lines, monkeypatch):
    """The rules: "Endure: lose one court card of your choice": a walk that counts no court card
    as paying cuts a winning line."""
    monkeypatch.setattr(queens_kept, "drawn_payers", lambda _cards: 0)
    assert cuts(kept_lines)


def test_the_search_of_the_world_finds_a_win_or_ends_with_none():
    """Deal 29, won with the Queens kept, is won in the world by a line that replays; deal 45,
    which the solver proves lost, has no line in it either."""
    won = queens_kept.search_kept(QUEENS, QUEENS.new(29, REISER), 20_000)
    assert won["verdict"] == "winnable" and replay_wins(QUEENS, QUEENS.new(29, REISER), won["line"])
    assert solve(QUEENS, QUEENS.new(45, REISER), Budget(nodes=20_000)).verdict == LOST
    assert queens_kept.search_kept(QUEENS, QUEENS.new(45, REISER), 20_000)["verdict"] == "none in the world"
