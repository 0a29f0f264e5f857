"""What the table says about a reading: the status line, the large card view's words and
the reason a move is refused. Words only: no rule is decided here; each function takes
the game and the position."""
from __future__ import annotations

from tarot_table.games.base import State


def status(game, state: State) -> str:
    """Any empty position may be laid and any face-down card turned (house decision 1),
    so the status line asks for no particular one: it names the position that follows
    the furthest one the reader has reached, as a suggestion."""
    to_lay = game.next_to_lay(state)
    if to_lay is not None and sum(not state.zones[p.zone] for p in game._positions(state)) == 1:
        # two Enters for the last lay too, as for the others (``ReadingHandling.one_enter_draws``)
        return f"Click or press Enter twice on the deck to lay its next card as {to_lay.title}, the last empty position."
    if to_lay is not None:
        return (f"Click or press Enter twice on the deck to lay its next card, or drag it to any empty "
                f"position (next in the spread's order: {to_lay.title}).")
    to_turn = game.next_to_turn(state)
    if to_turn is not None:
        return (f"Click any face-down card to turn it over "
                f"(next in the spread's order: {to_turn.title}).")
    return "The reading is complete."


def describe(game, state: State, card: str) -> str:
    zone, _ = state.find(card)
    if zone == "deck":
        return "Still in the deck."
    pos = next(p for p in game._positions(state) if p.zone == zone)
    placed = state.top(zone)
    turn = "Reversed" if placed.reversed else "Upright"
    return f"{pos.title}: {pos.meaning}. {turn}."


def why_not(game, state: State, card: str | None, zone: str | None) -> str:
    if zone == "deck":
        return "Cards are laid from the deck, not returned to it."
    if zone in state.zones and state.zones[zone]:
        return "That position already holds a card; each position takes one."
    if zone is None:
        return "Drop the card on an empty position of the spread."
    source = state.find(card)[0] if card else "deck"
    if source != "deck":
        return "A card stays where it was laid; lay the next one from the deck."
    return "Drop the card on an empty position of the spread."
