"""Stepping Stones' rules (rules.md beside this file): no pygame, as every game's."""
from __future__ import annotations

from pathlib import Path

from tarot_table.cards import TAROT_DECK, english_name, facts
from tarot_table.games.base import Action, Event, Game, Outcome, Placed, State
from tarot_table.games.capabilities import Board, Capabilities, HiddenHands
from tests.sixth_game.bots import BOTS
from tests.sixth_game.layout import stones_layout, stones_tokens

FAR_BANK = 15
BRIDGES = {4: 8, 9: 13}
HAND = 3
DECK = tuple(c for c in TAROT_DECK if facts(c).arcana == "minor" and 1 <= facts(c).number <= 5
             and facts(c).rank in ("ace", "two", "three", "four", "five"))


def hand(seat: int) -> str:
    return f"hand{seat}"


class Hands(HiddenHands):
    def private_zones(self, state: State) -> dict[str, int]:
        return {hand(0): 0, hand(1): 1}


class River(Board):
    def tokens(self, state: State) -> list:
        return stones_tokens(state.data["pos"], [s.name for s in state.seats])


class SteppingStones(Game):
    seat_names = ("North", "South")
    bots = BOTS
    strong_bot = "furthest"
    folder = Path(__file__).parent
    capabilities = Capabilities(hidden_hands=Hands, board=River)
    no_undo_reason = "A play draws a card from the stock: once seen it cannot be taken back."

    def zones(self, options, players):
        return ["stock", "river", hand(0), hand(1)]

    def setup(self, state: State) -> None:
        cards = list(DECK)
        state.rng.shuffle(cards)
        state.zones["stock"] = [Placed(c) for c in cards]
        for _ in range(HAND):
            for seat in (0, 1):
                state.move(state.zones["stock"][-1].card, hand(seat), src="stock")
        state.data.update({"pos": [0, 0], "drew": False})

    @staticmethod
    def landing(pos: int, card: str) -> int:
        """Where a token on ``pos`` ends when ``card`` is played: its steps, the far bank
        at most, then across a bridge whose foot it stops on."""
        end = min(FAR_BANK, pos + facts(card).number)
        return BRIDGES.get(end, end)

    def legal_actions(self, state: State) -> list[Action]:
        if self.outcome(state) is not None:
            return []
        seat = state.to_act
        return [Action("play", card=p.card, to="river", label=f"Step {facts(p.card).number}")
                for p in state.zones[hand(seat)]]

    def perform(self, state: State, action: Action) -> list[Event]:
        seat = state.to_act
        events = [state.move(action.card, "river", face_up=True, src=hand(seat))]
        pos = state.data["pos"][seat]
        stepped = min(FAR_BANK, pos + facts(action.card).number)
        events.append(Event("walk", token=f"seat{seat}", path=tuple(range(pos, stepped + 1))))
        if stepped in BRIDGES:
            events.append(Event("slide", token=f"seat{seat}", path=(stepped, BRIDGES[stepped])))
        state.data["pos"][seat] = self.landing(pos, action.card)
        state.story.append(f"{state.seats[seat].name} plays {english_name(action.card)} "
                           f"to Stone {state.data['pos'][seat]}.")
        state.data["drew"] = bool(state.zones["stock"])
        if state.data["drew"]:
            events.append(state.move(state.zones["stock"][-1].card, hand(seat), src="stock"))
        state.to_act = 1 - seat
        return events

    def outcome(self, state: State) -> Outcome | None:
        pos = state.data["pos"]
        if FAR_BANK in pos:
            winner = pos.index(FAR_BANK)
        elif state.zones[hand(0)] or state.zones[hand(1)]:
            return None
        else:
            winner = None if pos[0] == pos[1] else (0 if pos[0] > pos[1] else 1)
        if winner is None:
            return Outcome((), (0.5, 0.5), "Both hands are spent with the tokens level: a draw.")
        name = state.seats[winner].name
        return Outcome((winner,), tuple(float(s == winner) for s in (0, 1)),
                       f"{name} reaches Stone {pos[winner]} and wins.")

    def undoable(self, state: State, action: Action) -> bool:
        return not state.data["drew"]

    def layout(self, state: State):
        return stones_layout(BRIDGES, FAR_BANK, [s.name for s in state.seats])

    def status(self, state: State) -> str:
        if state.to_act is None:
            return ""
        return "Drag a card from your hand onto the river pile to step that many stones."

    def why_not(self, state: State, card: str | None, zone: str | None) -> str:
        seat = state.to_act
        if card is not None and not any(p.card == card for p in state.zones[hand(seat)]):
            return "Play a card from your own hand."
        return "A card goes onto the river pile."
