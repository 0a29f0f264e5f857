"""Finds winnable deals for the option sets where a search at the new-game page is too slow,
and writes them to the game's proven_deals.json: each deal is its seed and its winning
line as indices into ``legal_actions`` at each step, replayed to a win before it is kept
(tests/test_proven_deals.py replays every entry again).

    python build/prove_deals.py fools-journey --per-set 12 --seconds 20 --set-minutes 4
"""
from __future__ import annotations

import argparse
import itertools
import json
import sys
import time
from pathlib import Path

from tarot_table.games import get_game
from tarot_table.solver.budget import Budget
from tarot_table.solver.proven import BOOK_NAME, book_key, line_indices, replay_indices
from tarot_table.solver.search import WINNABLE, solve

# The option sets the book covers: every combination of these choices (other options at
# their defaults). The Fool's Journey with reversals or Random Order is found in time.
SLOW_SETS = {
    "fools-journey": {"difficulty": ("easy", "normal", "hard"), "ace_up": ("off", "satchel", "on-fool"),
                      "friend": ("off", "on")},
}


def option_sets(game_id: str):
    choices = SLOW_SETS[game_id]
    for values in itertools.product(*choices.values()):
        yield dict(zip(choices, values))


def prove_set(game, options, per_set, seconds, set_seconds, first_seed):
    found, seed, started = [], first_seed, time.monotonic()
    while len(found) < per_set and time.monotonic() - started < set_seconds:
        verdict = solve(game, game.new(seed, options), Budget(seconds=seconds), prove=False)
        if verdict.verdict == WINNABLE:
            moves = line_indices(game, game.new(seed, options), verdict.line)
            if replay_indices(game, game.new(seed, options), moves):
                found.append({"seed": seed, "moves": moves})
        seed += 1
    return found


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("game")
    parser.add_argument("--per-set", type=int, default=12)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--set-minutes", type=float, default=4.0)
    parser.add_argument("--first-seed", type=int, default=7_000_000)
    args = parser.parse_args()
    game = get_game(args.game)
    path = Path(sys.modules[type(game).__module__].__file__).resolve().parent / BOOK_NAME
    book = json.loads(path.read_text()) if path.exists() else {"game": game.id, "sets": {}}
    for options in option_sets(game.id):
        full = game.check_options(options)
        key = book_key(full)
        if len(book["sets"].get(key, [])) >= args.per_set:
            continue
        started = time.monotonic()
        deals = prove_set(game, full, args.per_set, args.seconds, args.set_minutes * 60, args.first_seed)
        book["sets"][key] = deals
        print(f"{key}: {len(deals)} deals in {time.monotonic() - started:.0f} s", flush=True)
        path.write_text(json.dumps(book, separators=(",", ":"), sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
