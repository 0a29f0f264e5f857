"""What the table says about a Tempting Fate position: the marks on cards, the status line,
the large card view's words and the reason a move is refused. Words only: no rule is
decided here; each function takes the game and the position."""
from __future__ import annotations

from tarot_table.games.capabilities import games_counted
from tarot_table.wording import plural
from tarot_table.cards import facts
from tarot_table.games.base import State
from tarot_table.games.tempting_fate.layout import PATHS
from tarot_table.games.tempting_fate.worth import FOOL, IMMUNE_SUIT, points


def table_game_no(state: State) -> int:
    """The number the story gives the game in play: the games the table dealt before this
    match (its option ``games_before``, set by the table), then this one's within the
    match (1, or 2 of a match of two)."""
    return games_counted(state.options.get("games_before", "0")) + state.data["game_no"]


def badges(game, state: State) -> dict[str, str]:
    return {card: f"{count} token{'s' if count > 1 else ''}" for card, count in state.data["tokens"].items()
            if count}


def status(game, state: State) -> str:
    if state.data["over"]:
        return game.outcome(state).summary
    if state.data["between"]:
        number = table_game_no(state)
        return f"Game {number} is over. Start game {number + 1}: the roles switch."
    if state.data["turn"] == "fate":
        left = state.data["actions_left"]
        return (f"Fate: {plural(left, 'action')} left. Drag a card onto a path, "
                "or a card's tokens to the bank.")
    left = state.data.get("attacks_left", 1)
    which = " (your second attack)" if game.attacks(state) == 2 and left == 1 else ""
    return ("Querent: drag a card from your hand (or the top of your deck) onto the last card of a path"
            f"{which}.")


def describe(game, state: State, card: str) -> str:
    f = facts(card)
    if f.arcana == "zener":
        # the seed: "The star is immune to trumps" and "each zener card is immune to any trump
        # with exactly its point value": for the Star the second is the first, said once
        # (play-test round 8: "Immune to trumps and to trumps worth 5")
        resists = IMMUNE_SUIT[f.suit]
        resists = "trumps" if resists == "major" else f"{resists} and to trumps worth {points(card)}"
        held = state.data["tokens"].get(card, 0)
        extra = f" It holds {held} token{'s' if held != 1 else ''}." if held else ""
        if any(p.card == card and not p.face_up for path in PATHS for p in state.zones[path]):
            extra += " It lies face down: you laid it from your hand, and the querent has not seen it."
        return f"Worth {points(card)}. Immune to {resists}.{extra}"
    if card == FOOL:
        return "Worth 0, but it removes a face-down card unseen, sending it beneath Fate's deck."
    return f"Worth {points(card)} in an attack."


def why_not(game, state: State, card: str | None, zone: str | None) -> str:
    if state.data["between"]:
        return "This game is over; start the next one."
    turn = state.data["turn"]
    if turn == "fate":
        if zone in PATHS and zone not in game._open_paths(state):
            return "No card may be added to a path whose cards hold tokens."
        if zone == "bank":
            return "Only a card holding tokens can give one back to the bank."
        return "Fate lays cards on the paths or takes tokens off them."
    if zone in PATHS and not state.zones[zone]:
        return "That path is empty: attack the last card of a path that has cards."
    return "Drop the attacking card on the last card of a path."
