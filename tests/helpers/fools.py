"""The Fool's Journey: short names for its cards and positions arranged by hand."""
from __future__ import annotations
from tarot_table.games import get_game
from tarot_table.games.base import Action
from tarot_table.games.fools_journey import table as tb


GAME = get_game("fools-journey")


W, C, S, P = "wands", "cups", "swords", "pentacles"


def m(suit: str, rank: str) -> str:
    return f"minor_arcana.{suit}.{rank}"


def t(number: int) -> str:
    return f"major_arcana.{number:02d}"


def arrange(options=None, future=(), vitality=None, **zones):
    """A journey arranged by hand: the Present is emptied back into the Future, the
    named cards are put in the named places (bottom first), and ``future`` lists the
    next cards dealt, first dealt first. Reversed trumps are written ``-N``."""
    state = GAME.new(1, options)
    for zone in tb.present_zones() + tb.satchel_zones(state.options):
        for placed in list(state.zones[zone]):
            state.move(placed.card, "future", face_up=False)
    for zone, cards in zones.items():
        for card in cards:
            flip = isinstance(card, int)
            card = t(abs(card)) if flip else card
            state.move(card, zone, face_up=zone not in ("future", "past"), reversed=flip)
    for card in reversed(future):
        state.move(card, "future", face_up=False)
    if vitality is not None:
        state.data["vitality"] = vitality
    return state


def do(state, kind, card, to, choice=None):
    return GAME.apply(state, Action(kind, card, to, choice))


def cards(state, zone):
    return [p.card for p in state.zones[zone]]


def moves(state, kind=None):
    return [a for a in GAME.legal_actions(state) if kind is None or a.kind == kind]


def boost(state, card, on):
    state.data["boost"][card] = on
