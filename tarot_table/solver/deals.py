"""Solving deals from their seeds, one or many (spread over worker processes), and
writing a winning line as an ordinary save."""
from __future__ import annotations

import json
import math
import statistics
import time
from pathlib import Path

from tarot_table.games.base import Game
from tarot_table.solver.budget import Budget
from tarot_table.solver.search import LOST, UNKNOWN, WINNABLE, Verdict, solve

VERDICTS = (WINNABLE, LOST, UNKNOWN)


def budget_for(seconds: float | None, nodes: int | None, cpu: bool = False) -> Budget:
    """With ``cpu`` the seconds are the solving thread's processor time, not the wall
    clock's: figures that other work on a shared machine does not shrink."""
    return Budget(nodes=nodes, seconds=seconds, clock=time.thread_time if cpu else time.perf_counter)


def solve_deal(game: Game, seed: int, options: dict[str, str], seconds: float | None,
               nodes: int | None, cpu: bool = False) -> Verdict:
    return solve(game, game.new(seed, options), budget_for(seconds, nodes, cpu))


def _solve_block(game: Game, seeds: list[int], options: dict[str, str], seconds: float | None,
                 nodes: int | None, cpu: bool = False) -> list[tuple[int, str, int, int, float, str]]:
    rows = []
    for seed in seeds:
        verdict = solve_deal(game, seed, options, seconds, nodes, cpu)
        rows.append((seed, verdict.verdict, len(verdict.line), verdict.nodes, verdict.seconds, verdict.found_by))
    return rows


def solve_deals(game: Game, first: int, count: int, options: dict[str, str], seconds: float | None,
                nodes: int | None, workers: int = 1, cpu: bool = False) -> dict:
    """Solve ``count`` deals from seed ``first``: the share of each verdict and how long
    the answers took (each deal on one worker, so the times are one core's)."""
    seeds = list(range(first, first + count))
    started = time.perf_counter()
    if workers <= 1 or count < 2:
        rows = _solve_block(game, seeds, options, seconds, nodes, cpu)
    else:
        from tarot_table.simulate import worker_pool
        blocks = [seeds[i::workers] for i in range(workers)]
        with worker_pool(workers) as pool:
            jobs = [pool.submit(_solve_block, game, block, options, seconds, nodes, cpu) for block in blocks if block]
            rows = sorted(row for job in jobs for row in job.result())
    return deals_report(game, options, rows, seconds, nodes, workers, time.perf_counter() - started, cpu)


def deals_report(game: Game, options: dict[str, str], rows: list[tuple], seconds: float | None,
                 nodes: int | None, workers: int, wall: float, cpu: bool = False) -> dict:
    counts = {v: sum(1 for row in rows if row[1] == v) for v in VERDICTS}
    times = sorted(row[4] for row in rows)
    return {"game": game.id, "options": options, "deals": len(rows), "first_seed": rows[0][0] if rows else None,
            "budget_seconds": seconds, "budget_nodes": nodes, "workers": workers,
            "clock": "processor time" if cpu else "wall clock",
            "verdicts": counts, "shares": {v: round(n / max(1, len(rows)), 4) for v, n in counts.items()},
            "answered": round((counts[WINNABLE] + counts[LOST]) / max(1, len(rows)), 4),
            "seconds": {"median": round(statistics.median(times), 3) if times else None,
                        "p95": round(percentile(times, 0.95), 3) if times else None,
                        "max": round(times[-1], 3) if times else None},
            "wall_seconds": round(wall, 2),
            "per_deal": [{"seed": s, "verdict": v, "line_length": n, "nodes": k, "seconds": round(t, 3),
                          "found_by": by} for s, v, n, k, t, by in rows]}


def percentile(ordered: list[float], share: float) -> float:
    """The value below which ``share`` of the sorted values lie (nearest rank)."""
    rank = math.ceil(share * len(ordered))
    return ordered[min(len(ordered), max(1, rank)) - 1]


def write_save(game: Game, seed: int, options: dict[str, str], verdict: Verdict, path: Path | None) -> Path:
    """The winning line as an ordinary save: the app lists it under Continue, replays it
    from the seed and shows the game won. Counted as assisted and already recorded, so
    the solver's win never enters the player's statistics."""
    from tarot_table import saves
    from tarot_table.session import Session
    session = Session.start(game, seed, options)
    for action in verdict.line:
        session.play(action)
    session.name = f"{game.title} (solved)"
    session.recorded = session.assisted = True
    target = path if path is not None else saves.save_path(session.slot)
    saves.atomic_write(target, json.dumps(saves.payload(session), separators=(",", ":")))
    return target


def verdict_text(game: Game, seed: int, verdict: Verdict) -> str:
    words = {WINNABLE: "winnable", LOST: "lost: no line of moves wins this deal",
             UNKNOWN: "unknown: the budget ran out before an answer"}[verdict.verdict]
    lines = [f"{game.id} deal {seed}: {words}"]
    if verdict.verdict == WINNABLE:
        lines.append(f"  winning line    {len(verdict.line)} moves (found by {verdict.found_by})")
    lines.append(f"  positions       {verdict.nodes}")
    lines.append(f"  time            {verdict.seconds:.2f} s")
    return "\n".join(lines)


def deals_text(report: dict) -> str:
    shares, counts, secs = report["shares"], report["verdicts"], report["seconds"]
    lines = [f"{report['game']}: {report['deals']} deals from seed {report['first_seed']}"]
    for verdict in VERDICTS:
        lines.append(f"  {verdict:<10} {counts[verdict]:>5}  {100 * shares[verdict]:.1f}%")
    lines.append(f"  answered   {100 * report['answered']:.1f}%")
    lines.append(f"  seconds    median {secs['median']}  p95 {secs['p95']}  max {secs['max']}")
    return "\n".join(lines)
