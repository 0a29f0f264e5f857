"""The solver (issue 34): it searches through the games' own rules with the deal and the
shuffles known, and answers winnable (with a line that replays to a win through
``apply``), lost (only when the search has proved no line wins) or unknown (the budget
ran out). Every budget here is a count of positions, so no result depends on the
machine's speed; one test drives an injected clock."""
from __future__ import annotations

import json
import random

import pytest

from tarot_table import saves
from tarot_table.cli import main
from tarot_table.games import GAMES
from tarot_table.games.base import PLACED, Game, Placed, State
from tarot_table.solver import LOST, UNKNOWN, WINNABLE, Budget, replay_wins, solve, state_key
from tarot_table.solver.budget import OutOfBudget
from tarot_table.solver.keys import position_key
from tarot_table.games.queens_of_fate.rules import (EARLY_PROOF_FINDING_SHARE, ORIGINAL_FINDING_SHARE, REISER_FINDING_SHARE,
                                                    REISER_LAST_RESTART, REISER_PROBING_SHARE, QueensShortcuts)
from tarot_table.solver.search import RESTARTS, ROLLOUT_SHARE, STALLED_BY, Solver
from tests.helpers.solver import Paths, TooBig, brute_force_wins, position_before_end

QUEENS, FOOLS = GAMES["queens-of-fate"], GAMES["fools-journey"]

# Every rule set, difficulty and variant of both solitaires.
OPTION_SETS = [
    (QUEENS, {}), (QUEENS, {"rules": "reiser"}), (QUEENS, {"artifacts": "on"}),
    (FOOLS, {}), (FOOLS, {"reversals": "on"}), (FOOLS, {"difficulty": "easy"}),
    (FOOLS, {"difficulty": "hard"}), (FOOLS, {"order": "random"}), (FOOLS, {"ace_up": "satchel"}),
    (FOOLS, {"ace_up": "on-fool"}), (FOOLS, {"friend": "on"}),
]


@pytest.mark.parametrize("game, options", OPTION_SETS, ids=lambda v: v.id if isinstance(v, Game) else repr(v))
def test_every_winnable_line_replays_to_a_win_through_the_rules(game, options):
    """Winnable means some line of legal moves wins the deal: the solver hands the line
    back, and it is played again from the deal through ``apply``, move by move."""
    won = 0
    for seed in range(6):
        state = game.new(seed, options)
        before = state.to_json()
        verdict = solve(game, state, Budget(nodes=3_000))
        assert state.to_json() == before, "solving must not change the position it is asked about"
        assert verdict.verdict in (WINNABLE, LOST, UNKNOWN)
        if verdict.verdict == WINNABLE:
            won += 1
            assert replay_wins(game, game.new(seed, options), verdict.line)
        else:
            assert verdict.line == []
    if game is QUEENS or options.get("reversals") == "on" or options.get("difficulty") == "easy":
        assert won >= 1, "a cheap budget finds some wins here"


def test_a_winning_line_is_found_where_the_quick_bot_loses():
    """The Fool's Journey's quick bot wins about one base deal in a hundred; with the
    future known, the nested rollouts find wins in most."""
    found = 0
    for seed in (9, 7):
        state = FOOLS.new(seed, {})
        end, _ = Solver(FOOLS, Budget()).rollout(state)
        if FOOLS.outcome(end).won_by(0):
            continue
        verdict = solve(FOOLS, state, Budget(nodes=25_000))
        if verdict.verdict == WINNABLE:
            found += 1
            assert verdict.found_by != "greedy"
            assert replay_wins(FOOLS, FOOLS.new(seed, {}), verdict.line)
    assert found >= 1


@pytest.mark.parametrize("game, options, seeds, moves_left", [
    (QUEENS, {}, range(6, 17), 15),
    (FOOLS, {}, range(0, 4), 6),
])
def test_lost_is_said_only_when_brute_force_agrees(game, options, seeds, moves_left):
    """Lost is a proof: on positions small enough to try every line without the
    solver's table or ordering, each "lost" the solver gives is checked that way, and
    each "winnable" replays."""
    lost = 0
    for seed in seeds:
        state = position_before_end(game, seed, options, moves_left)
        if state is None:
            continue
        verdict = solve(game, state, Budget(nodes=20_000))
        if verdict.verdict == LOST:
            try:
                assert not brute_force_wins(game, state)
            except TooBig:   # proved by a bound on a position too big to try line by line
                continue
            lost += 1
        elif verdict.verdict == WINNABLE:
            assert replay_wins(game, state, verdict.line)
    assert lost >= 2


def test_unknown_when_the_budget_runs_out():
    """A deal the quick bot loses cannot be answered in a dozen positions."""
    state = FOOLS.new(0, {})
    assert position_before_end(FOOLS, 0, {}, 0) is not None, "the quick bot loses this deal"
    verdict = solve(FOOLS, state, Budget(nodes=12))
    assert verdict.verdict == UNKNOWN and verdict.line == [] and verdict.nodes <= 12


def test_a_time_budget_reads_the_injected_clock():
    ticks = iter(range(10**9))
    state = FOOLS.new(0, {})
    verdict = solve(FOOLS, state, Budget(seconds=50, clock=lambda: next(ticks)))
    assert verdict.verdict == UNKNOWN and verdict.seconds > 50


def test_a_stop_from_another_thread_ends_the_search():
    budget = Budget()
    budget.stop.set()
    assert solve(FOOLS, FOOLS.new(0, {}), budget).verdict == UNKNOWN


# ---- the table of positions proved lost ------------------------------------------------


def at(game: Paths, node: str) -> State:
    state = game.new(0)
    state.zones["at"] = [Placed(node, True)]
    return state


def test_a_position_met_again_on_the_path_is_not_noted_lost_for_good():
    """start -> a -> b -> start repeats; b's other way is a dead end, and start's second
    way wins. b is lost only while start is on the path: it must not be remembered as
    lost, or b would be called lost when asked later, though b -> start -> win."""
    game = Paths()
    game.graph = {"start": ["a", "win"], "a": ["b"], "b": ["start", "dead"], "dead": [], "win": []}
    solver = Solver(game, Budget(nodes=1000))
    solver.budget.begin()
    line, _ = solver.prove(game.new(0), 0, {})
    assert line[-1].to == "win"
    assert state_key(at(game, "b")) not in solver.lost and state_key(at(game, "a")) not in solver.lost
    again, _ = solver.prove(at(game, "b"), 0, {})
    assert again is not None and again[-1].to == "win"


def test_a_path_deeper_than_pythons_own_call_limit_is_searched():
    """The proof keeps its path on a list of its own, not in Python's calls, so a line
    far longer than the interpreter's recursion limit is searched like a short one: won
    along a chain to "win", and proved lost (each position on it noted lost) along a
    chain to a dead end."""
    import sys
    length = sys.getrecursionlimit() + 500
    chain = [f"n{i}" for i in range(length)]
    game = Paths()
    game.graph = {"start": [chain[0]], **{a: [b] for a, b in zip(chain, chain[1:])},
                  chain[-1]: ["win"], "win": []}
    solver = Solver(game, Budget(nodes=10 * length))
    solver.budget.begin()
    line, _ = solver.prove(game.new(0), 0, {})
    assert line is not None and len(line) == length + 1 and line[-1].to == "win"
    game.graph[chain[-1]] = ["dead"]
    game.graph["dead"] = []
    solver = Solver(game, Budget(nodes=10 * length))
    solver.budget.begin()
    on_path = {}
    line, _ = solver.prove(game.new(0), 0, on_path)
    assert line is None and on_path == {}
    assert state_key(at(game, chain[length // 2])) in solver.lost


def test_a_search_that_runs_out_of_budget_leaves_no_position_on_the_path():
    """Out of budget deep in a line, the proof takes every position it was searching
    from back off the path it was given, as a finished search does."""
    game = Paths()
    game.graph = {"start": ["a", "b"], "a": ["c"], "b": ["win"], "c": ["a", "d"], "d": ["e"], "e": []}
    solver = Solver(game, Budget(nodes=3))
    solver.budget.begin()
    on_path = {}
    with pytest.raises(OutOfBudget):
        solver.prove(game.new(0), 0, on_path)
    assert on_path == {}


def _reiser_probe(seed: int, nodes: int) -> tuple:
    """The probe of a Reiser deal as ``solve`` sets it up (the game's proof order and
    ``undone_first``), not yet begun: the deal, its budget and the solver."""
    state = QUEENS.new(seed, {"rules": "reiser"})
    budget = Budget(nodes=nodes)
    budget.begin()
    solver = Solver(QUEENS, budget, None, position_key(QUEENS, state))
    solver.alike = QUEENS.shortcuts.alike(state)
    solver.undone_first = QUEENS.shortcuts.undone_first
    solver.bot = QUEENS.shortcuts.proof_order(state)
    return state, budget, solver


def _proved_in_pieces(seed: int, whole: int, pieces: int) -> tuple:
    """The probe of a Reiser deal stopped ``pieces - 1`` times (its budget cut into parts
    of ``whole // pieces`` positions) and resumed each time: its line, its table of
    positions noted lost and how often it paused."""
    state, budget, solver = _reiser_probe(seed, 10 * whole)
    answer, pauses = None, 0
    while answer is None:
        with budget.part((whole // pieces) / (budget.nodes - budget.spent)):
            answer = solver.resume(pausing=True) if pauses else solver.prove(state, 0, {}, pausing=True)
        if answer is None:
            assert solver.paused is not None
            pauses += 1
    return answer[0], solver.lost, pauses


@pytest.mark.parametrize("seed, verdict", [(45, LOST), (8, WINNABLE)])
def test_a_proof_paused_and_resumed_is_the_proof_run_whole(seed, verdict):
    """``prove(..., pausing=True)`` keeps its path when the budget runs out, and ``resume``
    carries on from the move it was trying: stopped seven times, the probe of Reiser
    deal 45 proves it lost, and that of deal 8 finds the same winning line, with the same
    positions noted lost, as the proof run whole."""
    state, budget, solver = _reiser_probe(seed, 100_000)
    line, _ = solver.prove(state, 0, {})
    assert (LOST if line is None else WINNABLE) == verdict
    again, lost, pauses = _proved_in_pieces(seed, budget.spent, 8)
    assert pauses >= 7 and again == line and lost == solver.lost
    assert verdict == LOST or replay_wins(QUEENS, state, again)


def test_a_resume_that_drops_the_move_it_was_trying_is_caught(monkeypatch):
    """The check above has teeth: a resume that went on with the next move, dropping the
    one the budget stopped, notes other positions lost than the proof run whole."""
    import tarot_table.solver.search as search
    state, budget, solver = _reiser_probe(45, 100_000)
    solver.prove(state, 0, {})
    monkeypatch.setattr(search, "chain", lambda first, rest: rest)
    _, lost, pauses = _proved_in_pieces(45, budget.spent, 8)
    assert pauses >= 1 and lost != solver.lost


def test_repetitions_alone_do_not_win_and_a_closed_loop_is_proved_lost():
    game = Paths()
    game.graph = {"start": ["a", "b"], "a": ["b", "dead"], "b": ["a", "start"], "dead": [], "win": []}
    verdict = solve(game, game.new(0), Budget(nodes=1000))
    assert verdict.verdict == LOST


def test_the_key_tells_apart_everything_that_bears_on_the_future():
    state = FOOLS.new(3, {})
    key = state_key(state)
    moved = state.clone()
    moved.rng.next_u64()
    assert state_key(moved) != key, "the generator's state is part of the position"
    turned = state.clone()
    turned.zones["future"][0] = PLACED[turned.zones["future"][0].card, True, False]
    assert state_key(turned) != key
    reversed_ = state.clone()
    reversed_.zones["future"][0] = PLACED[reversed_.zones["future"][0].card, False, True]
    assert state_key(reversed_) != key
    valued = state.clone()
    valued.data["vitality"] -= 1
    assert state_key(valued) != key
    told = state.clone()
    told.story.append("a line of the log")
    told.moves += 5
    assert state_key(told) == key, "the log and the move count bear on nothing"


# ---- the command ---------------------------------------------------------------------------
def test_solve_command_prints_the_verdict_and_saves_a_line_the_app_opens_won(tmp_path, capsys):
    path = tmp_path / "solved.json"
    assert main(["solve", "queens-of-fate", "--seed", "1", "--nodes", "5000", "--json",
                 "--save", str(path)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["verdict"] == WINNABLE and report["line_length"] == len(report["line"]) > 0
    assert report["nodes"] > 0 and report["saved"] == str(path)
    session = saves.load(path)
    assert session.finished and session.game.outcome(session.state).won_by(0)
    assert len(session.actions) == report["line_length"] and session.recorded and session.assisted


def test_solve_command_saves_into_the_continue_list_by_default(capsys):
    assert main(["solve", "queens-of-fate", "--seed", "2", "--nodes", "5000", "--save"]) == 0
    out = capsys.readouterr().out
    assert "winnable" in out and "saved" in out
    listed = [info for info in saves.list_saves() if info.game == "queens-of-fate"]
    assert len(listed) == 1 and listed[0].finished and not listed[0].problem


def test_solve_command_over_many_deals_reports_shares_and_times(capsys):
    assert main(["solve", "queens-of-fate", "--deals", "3", "--nodes", "2000", "--workers", "1",
                 "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["deals"] == 3 and sum(report["verdicts"].values()) == 3
    assert abs(sum(report["shares"].values()) - 1.0) < 1e-9
    assert [d["seed"] for d in report["per_deal"]] == [0, 1, 2]
    assert report["seconds"]["median"] <= report["seconds"]["p95"] <= report["seconds"]["max"]
    assert report["clock"] == "wall clock"
    assert all(d["found_by"] for d in report["per_deal"])


def test_solve_command_can_count_its_budget_in_processor_time(capsys):
    """--cpu: a budget of the search's own processor time, so that figures measured on a
    busy machine are one core's."""
    import time
    from tarot_table.solver.deals import budget_for
    assert budget_for(5.0, None, cpu=True).clock is time.thread_time
    assert budget_for(5.0, None).clock is time.perf_counter
    assert main(["solve", "queens-of-fate", "--deals", "2", "--nodes", "500", "--workers", "1", "--cpu",
                 "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["clock"] == "processor time"


@pytest.mark.parametrize("args, expected", [
    (["solve", "tempting-fate"], "not a solitaire"),
    (["solve", "queens-of-fate", "--nodes", "0"], "more than 0"),
    (["solve", "queens-of-fate", "--deals", "2", "--save"], "one deal"),
    (["solve", "fools-journey", "--option", "difficulty=brutal"], "choose from"),
])
def test_solve_command_refuses_bad_words_in_one_line(args, expected, capsys):
    assert main(args) == 2
    err = capsys.readouterr().err.strip()
    assert expected in err and len(err.splitlines()) == 1


def test_a_win_found_two_levels_down_is_handed_back_from_the_start():
    """The bot's way (the first move) and one level of rollouts both miss the win, which
    needs two moves off the bot's way in a row; the restarts' straying rollouts or the
    second level find it, and the line
    it hands back starts at the position solved, not where the inner level began."""
    game = Paths()
    game.graph = {"start": ["a", "b"], "a": ["dead"], "b": ["c", "d"], "c": ["dead"], "d": ["win"],
                  "e": ["dead"], "dead": [], "win": []}
    verdict = solve(game, game.new(0), Budget(nodes=1000))
    assert verdict.verdict == WINNABLE and verdict.found_by == "rollouts"
    assert [a.to for a in verdict.line] == ["b", "d", "win"]
    assert replay_wins(game, game.new(0), verdict.line)


def test_restarts_with_straying_rollouts_find_a_win_one_level_misses_and_repeat_exactly():
    """Queens of Fate deal 7: one level of nested rollouts ends without a win; the
    restarts, whose rollouts leave the quick bot's way now and then, find one, and the
    same search finds the same line again (their draws are seeded)."""
    state = QUEENS.new(7, {})
    assert solve(QUEENS, state, Budget(nodes=60_000), rollout_levels=1, prove=False).verdict == UNKNOWN
    first = solve(QUEENS, state, Budget(nodes=90_000))
    assert first.verdict == WINNABLE and first.found_by == "rollouts"
    assert replay_wins(QUEENS, QUEENS.new(7, {}), first.line)
    again = solve(QUEENS, state, Budget(nodes=90_000))
    assert (again.line, again.nodes) == (first.line, first.nodes)


def test_the_proof_works_out_a_bound_once_a_position_and_answers_as_before():
    """A position the game's bound (``hopeless``) proves lost is noted lost, so the bound
    is worked out once for it however often the search meets it again; the answers and
    the positions searched are those of the search that works it out at every meeting."""
    options = FOOLS.check_options({"difficulty": "hard"})

    class NotingNothingHopeless(set):
        def __init__(self):
            super().__init__()
            self.hopeless_keys = set()

        def add(self, key):
            if key not in self.hopeless_keys:
                super().add(key)

    class EveryMeeting(Solver):   # a hopeless position never noted: the bound worked out at every meeting
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            self.lost, bound, self.met_again = NotingNothingHopeless(), self.hopeless, 0

            def hopeless(state):
                if bound(state):
                    key = self.key(state)
                    self.met_again += key in self.lost.hopeless_keys
                    self.lost.hopeless_keys.add(key)
                    return True
                return False
            self.hopeless = hopeless

    met_again = 0
    for seed in (0,):
        state = FOOLS.new(seed, options)
        answers = []
        for kind in (Solver, EveryMeeting):
            budget = Budget(nodes=2_500)
            budget.begin()
            solver = kind(FOOLS, budget, key=position_key(FOOLS, state))
            worked_out = []
            if kind is Solver:
                bound = solver.hopeless
                solver.hopeless = lambda s, bound=bound, solver=solver: worked_out.append(solver.key(s)) or bound(s)
            try:
                line, _ = solver.prove(state, 0, {})
                answers.append((line is not None, budget.spent))
            except OutOfBudget:
                answers.append(("unknown", budget.spent))
            if kind is Solver:
                assert len(worked_out) == len(set(worked_out))
            else:
                met_again += solver.met_again
        assert answers[0] == answers[1]
    assert met_again >= 1   # the search before met hopeless positions again, and worked the bound out anew


@pytest.mark.parametrize("options, seed, share, probing", [
    ({}, 10, EARLY_PROOF_FINDING_SHARE, None), ({"rules": "reiser"}, 16, REISER_FINDING_SHARE, REISER_PROBING_SHARE),
    ({"artifacts": "on"}, 10, ORIGINAL_FINDING_SHARE, None),
], ids=["original", "reiser", "artifacts"])
def test_the_proof_begins_once_the_share_the_game_declares_is_spent(options, seed, share, probing, monkeypatch):
    """Queens of Fate declares a smaller share of the budget for the rollouts under
    Reiser's rules (``Shortcuts.finding_share`` less the probe's: its bound proves deals
    lost early in a proof there), a larger one under the original rules (the rollouts find wins
    late there): on deals that neither part answers, the proof begins just after that
    share of the positions; with Artifacts off the original rules' share is the whole
    budget (the proof there comes before the beam a year at a time, which deal 10, whose
    restarts run to the budget's end here, never reaches), so no proof begins.
    Under Reiser's rules a proof led by the bot alone comes first, right after the quick
    bot's line, for its own share out of that one (``Shortcuts.probing_share``), and
    after the rollouts that proof carries on where it stopped (``Solver.resume``)."""
    reiser = QUEENS.new(0, {"rules": "reiser"})
    assert QUEENS.shortcuts.finding_share(reiser) - QUEENS.shortcuts.probing_share(reiser) < ROLLOUT_SHARE
    assert QUEENS.shortcuts.finding_share(QUEENS.new(0, {})) > ROLLOUT_SHARE
    assert QUEENS.shortcuts.probing_share(QUEENS.new(0, options)) == probing
    began, prove = [], Solver.prove

    def noting_the_start(solver, state, depth, *rest, **named):
        if depth == 0:
            began.append(solver.budget.spent)
        return prove(solver, state, depth, *rest, **named)

    resume = Solver.resume

    def noting_the_resumption(solver, *rest, **named):
        resumed.append(solver.budget.spent)
        return resume(solver, *rest, **named)

    resumed = []
    monkeypatch.setattr(Solver, "prove", noting_the_start)
    monkeypatch.setattr(Solver, "resume", noting_the_resumption)
    nodes = 20_000
    assert solve(QUEENS, QUEENS.new(seed, options), Budget(nodes=nodes)).verdict == UNKNOWN
    if share == 1.0:
        assert not began and not resumed
        return
    after_the_rollouts = (resumed if probing else began)[-1]
    assert int(nodes * share) < after_the_rollouts <= int(nodes * share) + 1
    if probing:   # the probe began just after the bot's line (a few hundred moves), ran its
        # share, and carries on after the rollouts where it stopped
        assert len(began) == 1 and 0 < began[0] < 500 and len(resumed) == 1
    else:
        assert len(began) == 1 and not resumed


@pytest.mark.parametrize("options, seed, prove, cut, restarts, second_level", [
    ({"rules": "reiser"}, 16, True, True, REISER_LAST_RESTART, False),
    ({"rules": "reiser"}, 16, True, False, RESTARTS, True),
    ({"rules": "reiser"}, 16, False, True, RESTARTS, True),
    ({"artifacts": "on"}, 10, True, True, STALLED_BY, False),
], ids=["reiser", "reiser-without-the-cut", "reiser-no-proof", "artifacts"])
def test_the_rollouts_end_at_the_last_restart_the_game_declares(options, seed, prove, cut, restarts, second_level, monkeypatch):
    """Under Reiser's rules the rollouts' restarts end at the eighth and no level 2 runs
    (``Shortcuts.last_restart``: their wins in deals 0-199 came by the fourth restart),
    so the probe resumes at once after them; without a proof to follow (``prove``
    False: the whole budget is the search for a win's) they run every restart and level
    2, and so does the plan with the cut taken out (a variant the first case catches).
    The original rules keep the solver's restarts, to the 24th here, where they stall
    (``Shortcuts.proves_once_stalled``). The rollouts' passes are noted, not played
    (each costs thousands of positions: this is a test of the plan), so none finds a
    better line; the probe before them is the real one, 45% of 4,000 positions (deal 16;
    the original rules' deal 10)."""
    if not cut:
        monkeypatch.setattr(QueensShortcuts, "last_restart", lambda self, state: None)
    passes, levels = [], []
    monkeypatch.setattr(Solver, "nested_with_each_bot", lambda solver, state: passes.append(solver.restarted))
    monkeypatch.setattr(Solver, "nested", lambda solver, state, level, top=False: levels.append(level) or (0.0, []))
    assert solve(QUEENS, QUEENS.new(seed, options), Budget(nodes=4_000), prove=prove).verdict == UNKNOWN
    assert passes == list(range(restarts + 1))   # level 1, then each restart
    assert levels == ([2] if second_level else [])


def test_a_proof_led_by_the_bot_first_answers_reiser_deals_at_once():
    """Under Reiser's rules the probe (``Shortcuts.probing_share``: a proof following the
    quick bot's moves, before the rollouts) finds deal 22's win at once, where the proof
    after the rollouts, led along their best line, found none within 5 s, and proves
    deal 98 lost at once, where that proof took 81,635 positions; the line replays to a
    win through ``apply``."""
    verdict = solve(QUEENS, QUEENS.new(22, {"rules": "reiser"}), Budget(nodes=100_000))
    assert verdict.verdict == WINNABLE and verdict.found_by == "probe" and verdict.nodes < 1_000
    assert replay_wins(QUEENS, QUEENS.new(22, {"rules": "reiser"}), verdict.line)
    verdict = solve(QUEENS, QUEENS.new(98, {"rules": "reiser"}), Budget(nodes=100_000))
    assert verdict.verdict == LOST and verdict.found_by == "probe" and verdict.nodes < 1_000


def test_with_the_portents_that_last_keyed_as_one_the_probe_answers_reiser_deals_8_and_45():
    """Under Reiser's rules the key writes the Portents above what can leave in order by
    their number (``QueensShortcuts.lasting``), and the probe has 45% of the budget: it
    wins deal 8 (unknown at 5 s before) and proves deal 45 lost, each within 45,000
    positions, and the line replays to a win through ``apply``. (Deal 46, won here
    before, is lost since a battle's committed Arcana keep their room: its win left two
    domains over their room after a battle, tests/test_solver_bounds.py.)"""
    for seed, verdict in ((8, WINNABLE), (45, LOST)):
        state = QUEENS.new(seed, {"rules": "reiser"})
        found = solve(QUEENS, state, Budget(nodes=100_000))
        assert found.verdict == verdict and found.found_by == "probe" and found.nodes < 45_000
        assert verdict == LOST or replay_wins(QUEENS, state, found.line)


def test_the_patient_bot_keeps_its_sources_until_destiny_is_empty():
    """The rollouts' bot under the original rules (``bots.patient``) spends no Source to
    recover a fallen court card while Destiny holds cards, where the quick bot does at
    once; both spend it once Destiny is empty ("If you run out of cards at anytime
    during the game ... you lose": a Source kept then is worth nothing)."""
    from tarot_table.games.queens_of_fate.bots import greedy, patient
    from tests.helpers.queens import m, table
    fallen = table(portents=[m("cups", "king")], sources=[m("wands", "ace")])
    fallen.data["courts_fallen"] = 1
    assert greedy(QUEENS, fallen, None).kind == "recover"
    assert patient(QUEENS, fallen, None).kind == "draw"
    for card in [p.card for p in fallen.zones["destiny"]]:
        fallen.move(card, "removed", face_up=True)
    assert patient(QUEENS, fallen, None).kind == "recover" == greedy(QUEENS, fallen, None).kind


def test_the_rollouts_keep_a_source_back_under_the_original_rules(monkeypatch):
    """Under the original rules the rollouts play the patient bot
    (``Shortcuts.rollout_bots``): deal 25, which the quick bot's rollouts never won (unknown
    at 5 s, its win found by the proof alone after 124,969 positions), is won by them
    within 150,000 positions, an Ace held back to Awaken at Destiny's end, and the line
    replays to a win through ``apply``; with the quick bot they find nothing in as many."""
    from tarot_table.games.queens_of_fate.rules import QueensShortcuts
    state = QUEENS.new(25, {})
    found = solve(QUEENS, state, Budget(nodes=150_000), prove=False)
    assert found.verdict == WINNABLE and found.found_by == "rollouts" and replay_wins(QUEENS, state, found.line)
    monkeypatch.setattr(QueensShortcuts, "rollout_bots", lambda self, state: ())
    assert solve(QUEENS, state, Budget(nodes=150_000), prove=False).verdict == UNKNOWN


def test_the_rollouts_take_both_bots_in_turn_under_reisers_rules(monkeypatch):
    """Under Reiser's rules the rollouts play the quick bot, then the patient one
    (``Shortcuts.rollout_bots``): deal 7, unknown with the quick bot's rollouts alone
    (at 5 s, and at 60 s of processor time), and deal 93, unknown at 5 s, are won by the
    patient bot's within 40,000 positions, an Ace kept back for a harvest of four, and
    each line replays to a win through ``apply``; deal 84, which the quick bot's
    rollouts win and the patient bot's miss, is still won by them."""
    from tarot_table.games.queens_of_fate.bots import greedy, patient
    from tarot_table.games.queens_of_fate.rules import QueensShortcuts
    for seed in (7, 93, 84):
        state = QUEENS.new(seed, {"rules": "reiser"})
        found = solve(QUEENS, state, Budget(nodes=40_000), prove=False)
        assert found.verdict == WINNABLE and found.found_by == "rollouts" and replay_wins(QUEENS, state, found.line)
    for alone, seeds in ((greedy, (7, 93)), (patient, (84,))):
        monkeypatch.setattr(QueensShortcuts, "rollout_bots", lambda self, state, alone=alone: (alone,))
        for seed in seeds:
            verdict = solve(QUEENS, QUEENS.new(seed, {"rules": "reiser"}), Budget(nodes=40_000), prove=False)
            assert verdict.verdict == UNKNOWN


def test_a_search_for_a_win_that_stalls_leaves_the_rest_to_the_proof_led_by_the_bot(monkeypatch):
    """Original deal 84: its restarts find their last better line at the first restart,
    so the proof comes straight after them (``Shortcuts.proves_once_stalled``), led by the
    game's order once stalled (the quick bot's there: Destiny is short when the win leaves
    it), not the rollouts' best line, keyed with the wider merge of a proof
    that only looks for wins (``Shortcuts.hopeful_lasting``), and finds the win (an
    Awakening in mid-battle in year 20) within 210,000 positions, the restarts' 161,000
    among them; the line replays to a win through ``apply``. With the beam a year at a
    time and the rollouts' best line first, as before, the deal is unknown in as many, and
    so it is with the proof keyed as a proof of a loss must be. Deal 13, whose restarts
    found better lines until the 23rd, still goes to the beam that wins it
    (tests/test_solver_running_out.py, with Artifacts)."""
    from tarot_table.games.queens_of_fate.rules import QueensShortcuts
    state = QUEENS.new(84, {})
    found = solve(QUEENS, state, Budget(nodes=210_000))
    assert found.verdict == WINNABLE and found.found_by == "search, wider merge"
    assert replay_wins(QUEENS, state, found.line)
    with monkeypatch.context() as patched:
        patched.setattr(QueensShortcuts, "hopeful_lasting", lambda self, state: None)
        assert solve(QUEENS, state, Budget(nodes=210_000)).verdict == UNKNOWN
    monkeypatch.setattr(QueensShortcuts, "proves_once_stalled", lambda self, state: False)
    assert solve(QUEENS, state, Budget(nodes=210_000)).verdict == UNKNOWN


# Deal 43's first 20 moves on a winning line (``kind`` or ``kind card``, the card's suit and
# rank): the Queen of Pentacles let go, the Ace of Wands held two years and spent to Awaken,
# the Five and Six of Swords and Cups, then the Seven and Eight secured in turn, each domain
# trimmed back to one.
DEAL_43_OPENING = ("draw", "endure", "draw", "endure", "draw", "draw", "let-go pentacles.queen", "draw",
                   "endure", "draw", "keep-fate pentacles.nine", "draw", "secure wands.ace", "draw",
                   "keep-fate cups.five", "draw", "awaken wands.ace", "awaken-secure swords.five",
                   "awaken-secure cups.six", "trim cups.six")


def named_move(state: State, name: str):
    """The legal move of ``state`` that ``name`` names (``kind`` or ``kind suit.rank``)."""
    kind, _, card = name.partition(" ")
    card = f"minor_arcana.{card}" if card else None
    found = [a for a in QUEENS.legal_actions(state) if a.kind == kind and a.card == card]
    assert len(found) == 1, (name, found)
    return found[0]


def test_deal_43_can_be_won():
    """Original deal 43, unknown at 5 s in every sweep and worked on as a deal to prove lost
    (docs/solver.md), can be won: from 20 moves along a winning line (``DEAL_43_OPENING``,
    year 9) the proof alone, keyed as a proof of a loss must be and led by the quick bot,
    finds a line within 6,000 positions, and the opening with that line replays to a win
    from the deal through ``apply``, with Artifacts off and on."""
    from tarot_table.solver.search import solver_for
    state, opening = QUEENS.new(43, {}), []
    for name in DEAL_43_OPENING:
        opening.append(named_move(state, name))
        QUEENS.apply(state, opening[-1])
    line, _ = solver_for(QUEENS, state, Budget(nodes=6_000)).prove(state, 0, {})
    assert line
    for options in ({}, {"artifacts": "on"}):
        assert replay_wins(QUEENS, QUEENS.new(43, options), opening + line)


def test_deal_43_is_won_from_the_deal_by_the_proof_before_the_beam():
    """The proof ``solve`` makes between the restarts and the beam a year at a time under the
    original rules with Artifacts off (``Shortcuts.proof_before_turn_beams``: keyed as a
    proof of a loss must be, led by an Awakening that brings two cards or more into play
    before Recover the Fallen) finds a win from original deal 43 within the positions it
    is given there (the proof led by the quick bot finds none in 2,000,000,
    docs/solver.md), and the line replays to a win through ``apply``. With Artifacts on
    there is no such proof."""
    from tarot_table.solver.search import solver_for
    state = QUEENS.new(43, {})
    order, most = QUEENS.shortcuts.proof_before_turn_beams(state)
    assert QUEENS.shortcuts.proof_before_turn_beams(QUEENS.new(43, {"artifacts": "on"})) is None
    proof = solver_for(QUEENS, state, Budget(nodes=most))
    proof.bot = order
    line, _ = proof.prove(state, 0, {})
    assert line and replay_wins(QUEENS, state, line)


def test_the_proof_before_the_beam_awakens_first_where_two_cards_or_more_come_into_play():
    """``bots.awakening_proof_order`` plays the quick bot's move but an Awakening where the
    bot would Recover the Fallen and the four oldest Portents hold two cards or more that
    would come into play (court cards, Aces, Arcana whose domain has room), counted from
    the rules' own position: in deal 43's year 7, the Ace of Wands just secured, two come
    (the Awakening, first legal, is chosen); in year 9, after the first Awakening, one
    (the bot's Recover stands)."""
    from tarot_table.games.queens_of_fate.bots import greedy
    order, _ = QUEENS.shortcuts.proof_before_turn_beams(QUEENS.new(43, {}))
    state = QUEENS.new(43, {})
    chosen = {}
    for played, name in enumerate(DEAL_43_OPENING):
        if played in (13, 16):
            bots_move = greedy(QUEENS, state, random.Random(0))
            chosen[played] = (bots_move.kind, order(QUEENS, state, random.Random(0)))
        QUEENS.apply(state, named_move(state, name))
    legal_awakening = chosen[13][1]
    assert chosen[13][0] == "recover" and legal_awakening.kind == "awaken"
    assert chosen[16][0] == "recover" and chosen[16][1].kind == "recover"


def test_the_proofs_awaken_first_only_while_destiny_holds_thirty_cards():
    """``bots.awakening_proof_order`` puts the Awakening first only while Destiny holds 30
    cards or more (``AWAKENING_FIRST_WHILE_DESTINY_HOLDS``): deal 43's year 7 (35 cards
    left, two would come into play) with Destiny cut, from its top, to 30 cards keeps the
    Awakening first, to 29 the bot's Recover (deal 84's win recovers where 26 are left
    and an Awakening would bring three)."""
    from tarot_table.games.queens_of_fate.bots import AWAKENING_FIRST_WHILE_DESTINY_HOLDS, awakening_proof_order, greedy
    state = QUEENS.new(43, {})
    for name in DEAL_43_OPENING[:13]:
        QUEENS.apply(state, named_move(state, name))
    assert len(state.zones["destiny"]) == 35 and AWAKENING_FIRST_WHILE_DESTINY_HOLDS == 30
    for left, first in ((30, "awaken"), (29, "recover")):
        cut = state.clone()
        del cut.zones["destiny"][left:]
        assert greedy(QUEENS, cut, random.Random(0)).kind == "recover"
        assert awakening_proof_order(QUEENS, cut, random.Random(0)).kind == first


def test_deal_43_with_artifacts_is_won_by_the_proof_once_stalled():
    """With Artifacts on deal 43's restarts stall, and the proof of the plainer position
    (Artifacts off) that only looks for wins comes next: led by the game's order once
    stalled (``Shortcuts.order_once_stalled``, ``bots.awakening_proof_order``) it finds a
    line within 8,000 positions that replays to a win through ``apply`` with Artifacts on;
    led by the quick bot, none in as many (none within 5 s of processor time)."""
    from tarot_table.solver.search import solver_for
    state = QUEENS.new(43, {"artifacts": "on"})
    plainer = QUEENS.shortcuts.plainer(state)
    lines = []
    for order in (QUEENS.shortcuts.order_once_stalled(state), None):
        proof = solver_for(QUEENS, plainer, Budget(nodes=8_000), hopeful=True)
        if order is not None:
            proof.bot = order
        try:
            lines.append(proof.prove(plainer, 0, {})[0])
        except OutOfBudget:
            lines.append(None)
    found, by_the_bot = lines
    assert found and replay_wins(QUEENS, state, found)
    assert by_the_bot is None


def test_a_proof_that_only_looks_for_wins_leaves_the_bound_out_where_it_never_cut():
    """After a draw, a card secured from the Awakened row or as drawn, or an Arcana kept in
    Fate, the bound cut 3 times of some 6,400 asks in deal 84's proof
    (``Shortcuts.hopeful_unasked``): left out there, the proof that only looks for wins
    searches the very same positions to the same line, with more than 3,000 asks fewer
    (5,000 before the rule "one Source, too few harvests" cut the proof from 38,462
    positions to 22,430: 8,563 asks against 5,386 since)."""
    from tarot_table.solver.search import solver_for
    state = QUEENS.new(84, {})
    searched = []
    for leave_out in (False, True):
        budget = Budget(nodes=60_000)
        solver = solver_for(QUEENS, state, budget, hopeful=True)
        if not leave_out:
            solver.keeps_hope = QUEENS.shortcuts.keeps_hope
        asked, real = [0], solver.hopeless
        solver.hopeless = lambda position: asked.__setitem__(0, asked[0] + 1) or real(position)
        line, _ = solver.prove(state, 0, {})
        assert line and replay_wins(QUEENS, state, line)
        searched.append((budget.spent, line, asked[0]))
    (spent, line, asked), (spent_out, line_out, asked_out) = searched
    assert (spent, line) == (spent_out, line_out)
    assert asked_out < asked - 3_000, (asked, asked_out)


def test_reiser_deal_23_is_won_by_the_patient_bots_rollouts():
    """Reiser deal 23, unknown at 5 s before the patient bot joined the rollouts, is won
    by them within 200,000 positions, and the line replays to a win through ``apply``."""
    state = QUEENS.new(23, {"rules": "reiser"})
    found = solve(QUEENS, state, Budget(nodes=200_000), prove=False)
    assert found.verdict == WINNABLE and found.found_by == "rollouts" and replay_wins(QUEENS, state, found.line)


def test_reisers_proofs_try_first_the_move_the_game_names():
    """Under Reiser's rules the proofs try first the move ``Shortcuts.proof_order`` names
    (``bots.reiser_proof_order``: the quick bot's, with Arcana dearer and a Source's
    harvest of four after the other moves while it would bring fewer than two cards into
    play). Deal 25, unknown at 5 s of processor time before (the probe led by the quick
    bot finds its win after 459,026 positions), is won by the probe within 2,000, and
    the line replays to a win through ``apply``; led by the quick bot, nothing is found
    in 20,000. The original rules name no order of their own."""
    from tarot_table.games.queens_of_fate.bots import reiser_proof_order
    from tarot_table.games.queens_of_fate.rules import QueensShortcuts
    state = QUEENS.new(25, {"rules": "reiser"})
    found = solve(QUEENS, state, Budget(nodes=20_000))
    assert found.verdict == WINNABLE and found.found_by == "probe" and found.nodes < 2_000
    assert replay_wins(QUEENS, state, found.line)
    assert QUEENS.shortcuts.proof_order(state) is reiser_proof_order
    assert QUEENS.shortcuts.proof_order(QUEENS.new(25, {})) is None
    with pytest.MonkeyPatch.context() as patched:
        patched.setattr(QueensShortcuts, "proof_order", lambda self, state: None)
        assert solve(QUEENS, state, Budget(nodes=20_000)).verdict == UNKNOWN


def test_reisers_proof_order_spends_a_source_first_only_for_what_it_brings():
    """``bots.reiser_proof_order`` by hand: with Destiny not empty, a harvest of four
    comes first only where the four oldest discards hold two cards or more that would
    come into play (court cards, and Arcana whose domain has room; an Ace leaves the
    game); the quick bot spends the Source as soon as a court card has fallen."""
    from tarot_table.games.queens_of_fate.bots import brought_into_play, greedy, reiser_proof_order
    from tests.helpers.queens import C, P, S, W, m, table
    options = {"rules": "reiser"}
    ace = m(S, "ace")
    for oldest, brought in (([m(P, "ace"), m(P, "eight"), m(P, "king"), m(P, "six")], 1),
                            ([m(P, "ace"), m(W, "eight"), m(P, "king"), m(C, "six")], 3),
                            ([m(P, "queen"), m(W, "eight"), m(P, "ace"), m(S, "two")], 2)):
        state = table(options, destiny=[m(C, "two")], sources=[ace], arcana_pentacles=[m(P, "three")],
                      arcana_swords=[m(S, "nine")], portents=oldest + [m(W, "nine")])
        state.data["courts_fallen"] = 1
        assert brought_into_play(QUEENS, state) == brought
        assert greedy(QUEENS, state, None).kind == "ace-harvest"
        assert reiser_proof_order(QUEENS, state, None).kind == ("ace-harvest" if brought >= 2 else "draw")
    state.zones["destiny"].clear()   # the world's end: a Source kept back is worth nothing
    assert reiser_proof_order(QUEENS, state, None).kind == "ace-harvest"
