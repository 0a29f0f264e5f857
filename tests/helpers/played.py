"""Tables played on by bots, as screenshot.build_scene plays them, for tests that look at
positions a game reaches (labels, the story, the account under a board), not at how the
bots choose: the moves of a deal, its options and seats are worked out by the bots once
in a run and laid again through the table for every test and window that asks. (The
bots a picture plays with keep no clock and draw their chances from the position, so
they choose alike every time: tests/test_pictures_repeat.py.)"""
from __future__ import annotations

from tarot_table.screenshot import build_scene, play_moves

_MOVES: dict[tuple, list] = {}   # (game, seed, options, players) -> the moves the bots made, in turn


class PlayedGame:
    """A table of a deal, brought to one number of moves after another."""

    def __init__(self, app, game, seed: int, options: dict, players: int | None = None) -> None:
        self.moves = _MOVES.setdefault((game.id, seed, repr(sorted(options.items())), players), [])
        self.table = build_scene(app, "game", game, seed, options, 0, "table", players)
        self.done = 0   # the moves performed at this table

    def to(self, moves: int) -> "PlayedGame":
        """The table after ``moves`` moves from the deal (as many as the game has), each
        performed by the table as the bots' moves are; the bots think only of those no
        table of this deal was brought to before."""
        for action in self.moves[self.done:moves]:
            self.table.perform(action)
        self.done = max(self.done, min(moves, len(self.moves)))
        if self.done == len(self.moves) < moves:
            self.moves += play_moves(self.table, moves - self.done)
            self.done = len(self.moves)
        return self


def played_table(app, game, seed: int, options: dict, moves: int, players: int | None = None):
    """``build_scene``'s table after ``moves`` moves: the same position."""
    return PlayedGame(app, game, seed, options, players).to(moves).table
