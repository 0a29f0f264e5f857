"""The registry of games. A new game is one folder plus one line here: its id, title,
tagline and seats (what the menu shows before any game loads) and where its ``Game``
class lives. A game's modules are imported the first time it is used."""
from __future__ import annotations

from tarot_table.games.registry import GameEntry, GameLoadError, GameRegistry

GAMES = GameRegistry(
    GameEntry("queens-of-fate", "Queens of Fate", "Find the four Queens before the world ends", 1, 1, "queens_of_fate.rules.QueensOfFate"),
    GameEntry("tempting-fate", "Tempting Fate", "Tarot against zener, querent against Fate", 2, 2, "tempting_fate.rules.TemptingFate"),
    GameEntry("reading", "Reading Table", "Lay a spread and turn the cards", 1, 1, "reading.rules.ReadingTable", reads_cards=True),
    GameEntry("fools-journey", "The Fool's Journey", "Lead the Fool past the twenty-one Challenges", 1, 1, "fools_journey.rules.FoolsJourney"),
    GameEntry("tournament-of-queens", "Tournament of Queens", "A drag beauty contest: win the judges, by looks or by bribes", 2, 6, "tournament_of_queens.rules.TournamentOfQueens"),
    GameEntry("lucky-you", "Lucky You!", "A race round a tarot board for two to six players", 2, 6, "lucky_you.rules.LuckyYou"),
)

__all__ = ["GAMES", "GameEntry", "GameLoadError", "get_game"]


def get_game(game_id: str):
    """The game itself (its modules imported on first use); KeyError for an unknown id,
    GameLoadError for a game whose modules fail to import."""
    try:
        return GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game '{game_id}' (games: {', '.join(GAMES)})") from None
