"""The reading table's one bot: it lays the spread in order, then turns the cards
over in the same order, the way a reader does. It takes up the order from the furthest
position the reader has reached, as the status line suggests, so a hint never
contradicts what the table says."""
from __future__ import annotations


def in_order(game, view, rng):
    actions = game.legal_actions(view)
    to_lay = game.next_to_lay(view)
    if to_lay is not None:
        return next(a for a in actions if a.kind == "place" and a.to == to_lay.zone)
    to_turn = game.next_to_turn(view)
    return next(a for a in actions if a.kind == "flip" and a.src == to_turn.zone)


BOTS = {"in-order": in_order}
