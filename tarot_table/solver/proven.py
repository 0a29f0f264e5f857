"""Deals proved winnable ahead of time, shipped in a game's folder as ``proven_deals.json``,
for the option sets where a search at the new-game page takes too long. Each deal is kept
as its seed and its winning line, written as the index of each move in the rules'
``legal_actions`` list at its step, so the book is small and any rule change that breaks a
line is caught by replaying it (tests/test_proven_deals.py)."""
from __future__ import annotations

import random
import sys
from functools import lru_cache
from pathlib import Path

from tarot_table.games.base import Action, Game, State
from tarot_table.safefile import read_json

BOOK_NAME = "proven_deals.json"
MOST_MOVES = 2_000            # a line longer than any game: a bound on a file's numbers
MOST_BYTES = 2_000_000        # a book many times the size of today's (40 KB)


def book_key(options: dict[str, str]) -> str:
    """One string per full set of options (every option named), in a fixed order."""
    return ",".join(f"{name}={value}" for name, value in sorted(options.items()))


def line_indices(game: Game, state: State, line: list[Action]) -> list[int]:
    """The line as indices into ``legal_actions`` at each step (``state`` is played on)."""
    indices = []
    for action in line:
        legal = game.legal_actions(state)
        indices.append(legal.index(action))
        game.apply(state, action)
    return indices


def replay_indices(game: Game, state: State, moves: list[int]) -> list[Action] | None:
    """The actions of a line written as indices, played from ``state``; None unless every
    index names a legal move and the line ends in a win for the first seat."""
    actions = []
    for index in moves[:MOST_MOVES]:
        legal = game.legal_actions(state)
        if not isinstance(index, int) or not 0 <= index < len(legal):
            return None
        actions.append(legal[index])
        game.apply(state, legal[index])
    outcome = game.outcome(state)
    return actions if len(moves) <= MOST_MOVES and outcome is not None and outcome.won_by(0) else None


@lru_cache(maxsize=None)
def _book(game_id: str, folder: str) -> dict[str, tuple[tuple[int, tuple[int, ...]], ...]]:
    try:
        data = read_json(Path(folder) / BOOK_NAME, MOST_BYTES)
    except (OSError, ValueError):   # missing, too large, not a plain file or not JSON
        return {}
    sets = data.get("sets") if isinstance(data, dict) and data.get("game") == game_id else None
    if not isinstance(sets, dict):
        return {}
    book = {}
    for key, deals in sets.items():
        if isinstance(key, str) and isinstance(deals, list):
            book[key] = tuple((d["seed"], tuple(d["moves"])) for d in deals
                              if isinstance(d, dict) and isinstance(d.get("seed"), int)
                              and isinstance(d.get("moves"), list))
    return book


def proven_deals(game: Game, options: dict[str, str]) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """The shipped deals proved winnable for exactly these options (checked first)."""
    module = sys.modules.get(type(game).__module__)
    if module is None or not getattr(module, "__file__", None):
        return ()
    folder = str(Path(module.__file__).resolve().parent)
    return _book(game.id, folder).get(book_key(game.check_options(options)), ())


def pick_proven_deal(game: Game, options: dict[str, str], chooser: random.Random | None = None,
                     more: tuple = (), avoid: list[int] = ()):
    """A deal proved winnable for these options, shipped or among ``more`` (seed, line as
    move indices), with its winning line replayed through the rules, as (seed, actions);
    None when none is known (or none still replays). A seed in ``avoid`` (lately dealt,
    the oldest first) is dealt only when every other is, the oldest of them first."""
    deals = list(dict(list(proven_deals(game, options)) + list(more)).items())
    fresh = [deal for deal in deals if deal[0] not in avoid]
    (chooser or random.Random()).shuffle(fresh)
    order = {seed: rank for rank, seed in enumerate(avoid)}
    stale = sorted((deal for deal in deals if deal[0] in order), key=lambda deal: order[deal[0]])
    full = game.check_options(options)
    for seed, moves in fresh + stale:
        actions = replay_indices(game, game.new(seed, full), list(moves))
        if actions is not None:
            return seed, actions
    return None
