"""A two-seat card game made only for tests of the engine: each seat holds a
private hand and plays one card a turn to the middle; after two cards each, the
higher total wins. It proves seats, hidden hands, bots and the hand-off screen
without leaning on any published game."""
from __future__ import annotations

from pathlib import Path

from tarot_table.cards import TAROT_DECK, facts
from tarot_table.games.base import Action, Game, Outcome, Placed, State
from tarot_table.games.capabilities import Capabilities, HiddenHands
from tarot_table.layout import Layout, Spot


def first_card(game, view, rng):
    return game.legal_actions(view)[0]


class HighHands(HiddenHands):
    def private_zones(self, state):
        return {"hand0": 0, "hand1": 1}


class HighCards(Game):
    id = "high-cards"
    title = "High Cards"
    tagline = "A test game"
    min_players = max_players = 2
    seat_names = ("North", "South")
    bots = {"first": first_card}
    strong_bot = "first"
    folder = Path(__file__).parent
    capabilities = Capabilities(hidden_hands=HighHands)

    def zones(self, options, players):
        return ["deck", "hand0", "hand1", "middle0", "middle1"]

    def setup(self, state: State) -> None:
        cards = [c for c in TAROT_DECK if facts(c).arcana == "major"]
        state.rng.shuffle(cards)
        state.zones["deck"] = [Placed(c) for c in cards[6:]]
        for i, card in enumerate(cards[:6]):
            state.zones[f"hand{i % 2}"].append(Placed(card, face_up=False))

    def legal_actions(self, state):
        seat = state.to_act
        return [Action("play", card=p.card, to=f"middle{seat}", label="Play")
                for p in state.zones[f"hand{seat}"]]

    def perform(self, state, action):
        event = state.move(action.card, action.to, face_up=True)
        state.to_act = 1 - state.to_act
        return [event]

    def outcome(self, state):
        if len(state.zones["middle0"]) + len(state.zones["middle1"]) < 4:
            return None
        totals = [sum(facts(p.card).number for p in state.zones[f"middle{i}"]) for i in (0, 1)]
        winner = 0 if totals[0] >= totals[1] else 1
        return Outcome((winner,), tuple(float(i == winner) for i in (0, 1)), f"Totals {totals}")

    def layout(self, state):
        return Layout(8, 6.5, (
            Spot("deck", "Deck", 0.3, 2.3, count=True),
            Spot("hand0", "North hand", 2, 0.2, fan=(0.5, 0)),
            Spot("middle0", "North plays", 5, 0.2, fan=(0.3, 0)),
            Spot("hand1", "South hand", 2, 4.4, fan=(0.5, 0)),
            Spot("middle1", "South plays", 5, 4.4, fan=(0.3, 0)),
        ))
