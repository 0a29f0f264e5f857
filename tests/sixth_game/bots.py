"""Stepping Stones' bots: one plays its first card, the other the card that carries its
token furthest (bridges counted)."""
from __future__ import annotations


def first_card(game, view, rng):
    return game.legal_actions(view)[0]


def furthest(game, view, rng):
    seat = view.to_act
    return max(game.legal_actions(view), key=lambda a: game.landing(view.data["pos"][seat], a.card))


BOTS = {"first": first_card, "furthest": furthest}
