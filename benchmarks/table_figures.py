"""The table's figures issue 29 names, in one process, as one JSON line: the frame p99 and
median of each game (a card dragged round a 1920x1080 table, engine.drag_frames), the
300-deck pages (many_decks.measure) and Queens of Fate's greedy bot (100 games, best and
median of 5 rounds of CPU time). Run from two checkouts in turn to compare them under
the same load:

    python benchmarks/table_figures.py >> figures.jsonl
"""
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import engine  # noqa: E402  (benchmarks/ is not a package)
import many_decks  # noqa: E402


def main() -> int:
    engine.headless_environment(Path(tempfile.mkdtemp(prefix="table-figures-")))
    from tarot_table.games import GAMES
    from tarot_table.simulate import play_block
    frames = engine.drag_frames()
    out = {"frame_p99_by_game": {g: round(f.get("p99_ms", 0), 2) for g, f in frames.items()},
           "frame_median_ms_by_game": {g: round(f.get("median_ms", 0), 2) for g, f in frames.items()}}
    out["frame_p99_worst_ms"] = max(out["frame_p99_by_game"].values())
    out["decks"] = {k: round(v, 1) for k, v in many_decks.measure().items() if isinstance(v, (int, float))}
    game = GAMES["queens-of-fate"]
    options, pairing = game.check_options({}), ("greedy",) * game.min_players
    times = []
    for _ in range(5):
        began = time.process_time()
        play_block(game, range(100), options, pairing)
        times.append(time.process_time() - began)
    out["queens_greedy_games_per_s_best"] = round(100 / min(times), 1)
    out["queens_greedy_games_per_s_median"] = round(100 / statistics.median(times), 1)
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
