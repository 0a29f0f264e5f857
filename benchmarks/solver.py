"""The solver against the targets of issue 34: for each rule set, difficulty and variant,
the share of deals answered (winnable or proved lost, not unknown) within the time
allowed (the search's processor time, so that other work on the machine does not shrink it), and the median and p95 time of an answer; and how many positions a second the
solver's own way through the rules (``bot_moves`` and ``carry_out``) reaches against the
plain rules API (``legal_actions`` and ``apply``).

Also the time "Winnable deals only" takes to find a deal on the new-game page, from a
cold start (target: 2 s at p95), for --deals different first deal numbers.

The frames of a table with the "Still winnable?" setting on, while its search runs in the
background, against the frame target (--part frames).

Run: python benchmarks/solver.py [--deals N] [--workers W] [--only queens|fools]
[--part answers|deal|speed|frames] (figures only; nothing asserts). Each deal runs on one core; with several workers the
times are each worker's, so keep workers at or below the free cores."""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

TARGETS = {"queens-of-fate": (5.0, 0.99), "fools-journey": (10.0, 0.90)}   # seconds a deal, share answered
OPTION_SETS = {
    "queens-of-fate": [{}, {"rules": "reiser"}, {"artifacts": "on"}],
    "fools-journey": [{}, {"reversals": "on"}, {"difficulty": "easy"}, {"difficulty": "hard"},
                      {"order": "random"}, {"ace_up": "satchel"}, {"ace_up": "on-fool"}, {"friend": "on"}],
}


def answered_figures(game, options: dict, deals: int, workers: int) -> str:
    from tarot_table.solver.deals import solve_deals
    seconds, target = TARGETS[game.id]
    report = solve_deals(game, 0, deals, game.check_options(options), seconds, None, workers, cpu=True)
    counts, secs = report["verdicts"], report["seconds"]
    met = "yes" if report["answered"] >= target else "NO"
    return (f"{game.id} {options or 'base'}: {deals} deals at {seconds:.0f} s: winnable {counts['winnable']}, "
            f"lost {counts['lost']}, unknown {counts['unknown']}; answered {100 * report['answered']:.0f}% "
            f"(target {100 * target:.0f}%: {met}); median {secs['median']:.2f} s, p95 {secs['p95']:.2f} s")


def winnable_deal_figures(game, options: dict, tries: int) -> str:
    """Seconds until a winnable deal is found, from ``tries`` first deal numbers, as the
    new-game page looks (rounds of 2 s until one is found)."""
    import statistics
    from tarot_table.solver.deals import percentile
    from tarot_table.solver.winnable import WinnableDealer
    times, searched = [], 0
    for start in range(10_000, 10_000 + 1_000 * tries, 1_000):
        started = time.perf_counter()
        dealer = WinnableDealer(game, game.check_options(options), start).start()
        dealer.wait()
        times.append(time.perf_counter() - started)
        searched += dealer.tried
    times.sort()
    p95 = percentile(times, 0.95)
    return (f"{game.id} {options or 'base'}: winnable deal found in median {statistics.median(times):.2f} s, "
            f"p95 {p95:.2f} s (target 2 s: {'yes' if p95 <= 2.0 else 'NO'}), max {times[-1]:.2f} s; "
            f"{searched / tries:.1f} deals searched each")


def positions_per_second(game, seeds: range, nodes: int) -> tuple[float, float]:
    """The proof's depth-first search over the same positions, through the solver's way
    and through the plain API, in processor seconds."""
    from tarot_table.solver import Budget
    from tarot_table.solver.budget import OutOfBudget
    from tarot_table.games.base import State
    from tarot_table.solver.search import Solver

    class PlainSolver(Solver):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            self.copy = State.clone      # the log copied too, as the plain API copies

        def ordered_moves(self, state):
            moves = self.game.legal_actions(state)
            if len(moves) < 2:
                return moves
            first = self.bot(self.game, state, self.dice)
            return [first] + [m for m in moves if m != first]

        def forced(self, state):
            return None

        def play(self, state, action):
            self.budget.spend()
            self.game.apply(state, action)

    rates = []
    for kind in (Solver, PlainSolver):
        spent, used = 0, 0.0
        for seed in seeds:
            budget = Budget(nodes=nodes)
            budget.begin()
            started = time.process_time()
            try:
                kind(game, budget).prove(game.new(seed, {}), 0, {})
            except OutOfBudget:
                pass
            used += time.process_time() - started
            spent += min(budget.spent, nodes)
        rates.append(spent / max(used, 1e-9))
    return rates[0], rates[1]


FRAME_TARGET_MS = 8.0   # p99 of a frame, the engine benchmark's target
# Between two moves a player looks at the table for a second or more; the table decodes
# the faces the next move may show meanwhile. The benchmark waits for that work (at most
# this long) instead of a player's whole pause, and reports how long it waited.
PLAYER_PAUSE_S = 0.5


def still_winnable_frames(game, options: dict, moves: int = 40, frames_a_move: int = 4) -> str:
    """The figures of ``still_winnable_frame_figures``, a line for each way."""
    rows = []
    for how, figures in still_winnable_frame_figures(game, options, moves, frames_a_move).items():
        own, wall = figures["own_ms"], figures["wall_ms"]
        rows.append(f"{game.id} {options or 'base'}, Still winnable? {how}: {figures['frames']} frames; own time "
                    f"p99 {own['p99']:.1f} / median {own['median']:.1f} / worst {own['worst']:.1f} ms "
                    f"(target p99 < {FRAME_TARGET_MS:.0f} ms: {'yes' if own['p99'] < FRAME_TARGET_MS else 'NO'}); "
                    f"wall p99 {wall['p99']:.1f} / median {wall['median']:.1f} / worst {wall['worst']:.1f} ms; "
                    f"faces decoded ahead in the pause after a move: median {figures['pause_ms']['median']:.1f} / "
                    f"worst {figures['pause_ms']['worst']:.1f} ms; the frame right after a move: mean "
                    f"{figures['after_move_ms']['mean']:.2f} ms, {figures['after_move_ms']['over_target']} of "
                    f"{figures['after_move_ms']['frames']} at {FRAME_TARGET_MS:.0f} ms or more")
    return "\n".join(rows)


def still_winnable_frame_figures(game, options: dict, moves: int = 40, frames_a_move: int = 4,
                                 size: tuple[int, int] = (1920, 1080)) -> dict[str, dict]:
    """Frames at ``size`` while the quick bot's moves are played on a table, with the
    "Still winnable?" setting off and then on (a search starts in the background after
    each move and runs while the frames are drawn): the frame's own processor time (the
    table's thread only) and its wall time (which counts waiting for the interpreter's
    lock the search holds), p99 / median / worst in ms, by way. Coaching notes are off:
    while one is up every frame is drawn whole, whatever the table does."""
    import os
    import tempfile
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    home = os.environ.get("TAROT_TABLE_HOME")
    os.environ["TAROT_TABLE_HOME"] = tempfile.mkdtemp(prefix="tarot-solver-bench-")
    try:
        return _frame_figures(game, options, moves, frames_a_move, size)
    finally:
        if home is None:
            os.environ.pop("TAROT_TABLE_HOME", None)
        else:
            os.environ["TAROT_TABLE_HOME"] = home


def _frame_figures(game, options: dict, moves: int, frames_a_move: int, size: tuple[int, int]) -> dict[str, dict]:
    import statistics
    from tarot_table.session import Session
    from tarot_table.solver import Budget
    from tarot_table.solver.deals import percentile
    from tarot_table.table.app import picture_app
    from tarot_table.table.scenes.table import TableScene
    found = {}
    from tarot_table.table.scenes import still_winnable
    courteous_budget = still_winnable.budget
    runs = ((False, True), (False, True), (True, True), (True, False))   # (setting, the search gives way to frames)
    for run, (setting, courteous) in enumerate(runs):   # the first run warms caches (fonts, cards) up
        still_winnable.budget = courteous_budget if courteous else (
            lambda: Budget(seconds=still_winnable.SECONDS_ALLOWED))
        app = picture_app(size)
        app.settings.still_winnable = setting
        app.settings.coaching = False
        scene = TableScene(app, Session.start(game, 3, game.check_options(options)))
        app.switch(scene)
        app.step(0.016)
        app.sprites.wait_for_faces_ahead(PLAYER_PAUSE_S)   # the player looks at the deal before the first move too
        quick = game.bots[next(iter(game.bots))]
        own, wall, pauses, after_move = [], [], [], []
        from tarot_table.rng import Rng
        dice = Rng(1)
        for _ in range(moves):
            if game.outcome(scene.session.state) is not None:
                break
            scene.perform(quick(game, scene.session.state, dice), asked=True)
            for frame in range(frames_a_move):
                began, began_own = time.perf_counter(), time.thread_time()
                app.step(0.016)
                own.append(time.thread_time() - began_own)
                wall.append(time.perf_counter() - began)
                if frame == 0:
                    after_move.append(own[-1])
            paused = time.perf_counter()
            app.sprites.wait_for_faces_ahead(PLAYER_PAUSE_S)
            pauses.append(time.perf_counter() - paused)
        scene.still.stop()
        scene.leave()

        def figures(times):
            times = sorted(times)
            return {"p99": 1000 * percentile(times, 0.99), "median": 1000 * statistics.median(times),
                    "worst": 1000 * times[-1]}
        if run == 0:
            continue
        how = ("on, the search giving way to frames" if courteous else "on, the search not giving way") if setting else "off"
        found[how] = {"frames": len(own), "own_ms": figures(own), "wall_ms": figures(wall),
                      "pause_ms": figures(pauses), "after_move_ms": after_a_move(after_move)}
    still_winnable.budget = courteous_budget
    return found


def after_a_move(times: list[float]) -> dict:
    """The frames right after a move (the ones that redraw what the move changed), own
    time: their mean, a steadier figure than a p99 on a loaded machine, and how many of
    them miss the frame target."""
    return {"mean": 1000 * sum(times) / max(1, len(times)), "frames": len(times),
            "over_target": sum(1 for t in times if 1000 * t >= FRAME_TARGET_MS)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--only", choices=("queens", "fools"))
    parser.add_argument("--part", choices=("answers", "deal", "speed", "frames"))
    args = parser.parse_args()
    from tarot_table.games import get_game
    for game_id, option_sets in OPTION_SETS.items():
        if args.only and not game_id.startswith(args.only):
            continue
        game = get_game(game_id)
        for options in option_sets:
            if args.part in (None, "answers"):
                print(answered_figures(game, options, args.deals, args.workers), flush=True)
            if args.part in (None, "deal"):
                print(winnable_deal_figures(game, options, args.deals), flush=True)
            if args.part in (None, "frames") and options == option_sets[0]:
                print(still_winnable_frames(game, options), flush=True)
        if args.part not in (None, "speed"):
            continue
        ours, plain = positions_per_second(game, range(3), 20_000)
        print(f"{game_id} proof search: {ours:.0f} positions/s through bot_moves and carry_out, "
              f"{plain:.0f} through legal_actions and apply ({ours / plain:.2f}x)", flush=True)


if __name__ == "__main__":
    main()
