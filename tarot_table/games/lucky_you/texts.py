"""What each card does in Lucky You!, in a line, for the large card view."""
from __future__ import annotations

from tarot_table.games.lucky_you.deck import (NEAR_END_RANKS, NEGATIVE_WILD, POSITIVE_WILD, is_wild, trump,
                                              value)
from tarot_table.cards import facts

TRUMP_TEXTS = {
    0: "Upright and on the board: straight to Space 22, unless already past it. Otherwise no move.",
    9: "Upright: 9 forward. Reversed: straight to the nearest Jail.",
    10: "Upright: change places with the nearest player on the board. Reversed: no move at all.",
    14: "Upright: the last player's game-pack score plus 5 (a reversed score counts against it), "
        "forward or back as you choose; 5 forward if they drew a wild card. Reversed: 5 back.",
    11: "Upright in jail: it sets you free. Otherwise 2 forward, or 2 back reversed.",
    12: "Upright: no move, and the next turn is lost. Reversed: 3 forward, no turn lost.",
    13: "Upright: back to the Start. Reversed: out of the game.",
    15: "Upright: the next player draws from their game pack and you move by their card; their turn "
        "is spent. Reversed: 6 back.",
    16: "Upright: back half the way to the Start, then draw again. Reversed: to the nearest Dump, and down it.",
    18: "Your turn is forfeit: the next player moves 9 forward (9 back if reversed) before their turn.",
    19: "Upright: to the nearest Jump, and up it. Reversed: 1 back.",
    20: "2 forward (2 back reversed). Upright within 5 spaces of the end: an instant win.",
    21: "3 forward (3 back reversed). Upright within 10 spaces of the end: an instant win.",
}


def card_rule(card: str) -> str:
    number = trump(card)
    worth = value(card)
    if number in TRUMP_TEXTS:
        text = TRUMP_TEXTS[number]
    else:
        text = f"{worth} forward upright, {worth} back reversed."
    rank = facts(card).rank
    if rank == "knight":
        text += " Upright, you may give up the move and redraw; another court card then fails the move."
    elif rank in NEAR_END_RANKS:
        text += (f" Upright with fewer than {worth} spaces left: no move, draw once more.")
    elif rank == "ten":
        text += " Upright with fewer than 10 spaces left: just 1 forward."
    if is_wild(card):
        nature = "helpful" if number in POSITIVE_WILD else "harmful" if number in NEGATIVE_WILD else ""
        text = f"Wild card ({nature}). " + text
    if worth >= 3:
        text += " Upright, it opens a jail."
    return text
