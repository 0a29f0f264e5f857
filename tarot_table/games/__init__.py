"""The registry of games. A new game is one folder plus one line here."""
from __future__ import annotations

from tarot_table.games.base import Game
from tarot_table.games.fools_journey.rules import FoolsJourney
from tarot_table.games.lucky_you.rules import LuckyYou
from tarot_table.games.queens_of_fate.rules import QueensOfFate
from tarot_table.games.reading.rules import ReadingTable
from tarot_table.games.tempting_fate.rules import TemptingFate
from tarot_table.games.tournament_of_queens.rules import TournamentOfQueens

GAMES: dict[str, Game] = {game.id: game for game in (
    QueensOfFate(),
    TemptingFate(),
    ReadingTable(),
    FoolsJourney(),
    TournamentOfQueens(),
    LuckyYou(),
)}


def get_game(game_id: str) -> Game:
    try:
        return GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game '{game_id}' (games: {', '.join(GAMES)})") from None
