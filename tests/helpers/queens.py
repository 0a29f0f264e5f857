"""Queens of Fate: short names for its cards and positions arranged by hand."""
from __future__ import annotations
from tarot_table.games import get_game
from tarot_table.games.base import Action


GAME = get_game("queens-of-fate")


W, C, S, P = "wands", "cups", "swords", "pentacles"


def m(suit: str, rank: str) -> str:
    return f"minor_arcana.{suit}.{rank}"


def t(number: int) -> str:
    return f"major_arcana.{number:02d}"


def table(options=None, destiny=(), phase="draw", **zones):
    """A game arranged by hand: the named cards are put in the named zones (in
    order, bottom first); ``destiny`` lists the next draws, first drawn first."""
    state = GAME.new(1, options)
    for zone, cards in zones.items():
        for card in cards:
            state.move(card, zone, face_up=zone not in ("destiny", "portents"))
    for card in reversed(destiny):
        state.move(card, "destiny", face_up=False)
    state.data["phase"] = phase
    return state


def do(state, kind, **fields):
    return GAME.apply(state, Action(kind, **fields))


def cards(state, zone):
    return [p.card for p in state.zones[zone]]
