"""The reading table's one bot: it lays the spread in order, then turns the cards
over in the same order, the way a reader does."""
from __future__ import annotations


def in_order(game, view, rng):
    actions = game.legal_actions(view)
    places = [a for a in actions if a.kind == "place"]
    if places:
        return min(places, key=lambda a: int(a.to[3:]))
    flips = [a for a in actions if a.kind == "flip"]
    return min(flips, key=lambda a: int(a.src[3:]))


BOTS = {"in-order": in_order}
