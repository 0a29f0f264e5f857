"""Arranging Tournament of Queens positions by hand, for the rules and table tests."""
from __future__ import annotations

from tarot_table.cards import TAROT_DECK, facts
from tarot_table.games import get_game
from tarot_table.games.base import Action, Placed, Seat
from tarot_table.games.tournament_of_queens.zones import JUDGES, JUDGEMENT, attr, hand, sash

GAME = get_game("tournament-of-queens")
NAMES = ("Ann", "Bea", "Cat", "Dee", "Eve", "Fay")


def m(suit: str, rank: str) -> str:
    return f"minor_arcana.{suit}.{rank}"


def t(number: int) -> str:
    return f"major_arcana.{number:02d}"


def _bare(card: str) -> str:
    return card.lstrip("?+-")


def table(players=3, hands=None, judges=None, attrs=None, stock=(), reserve=None, to_act=0,
          options=None, seats=None):
    """A position arranged by hand.

    hands: {seat: [cards]}; judges: {1..9: [cards, bottom first]}, '?' before a card
    hides it; attrs: {(seat, suit): [cards]}, the first plain card is the attribute,
    '+card' an upright modifier and '-card' a reversed one; stock: cards on top of the
    draw pile, the last one on top. Every other card is put at the bottom of the pile,
    and judges not named get a minor card from the rest."""
    state = GAME.new(1, options, seats or [Seat(n) for n in NAMES[:players]])
    hands, judges, attrs = hands or {}, judges or {}, attrs or {}
    named = {_bare(c) for group in (*hands.values(), *judges.values(), *attrs.values(), stock, reserve or ())
             for c in group}
    spare = [c for c in TAROT_DECK if c not in named and facts(c).arcana == "minor"]
    for zone in state.zones:
        state.zones[zone] = []
    state.data.update({"bases": {}, "continuing": {}, "peeks": [], "skip": [0] * players,
                       "last_round": None, "judgement_by": None, "result": None})
    for number, zone in enumerate(JUDGES, start=1):
        for card in judges.get(number) or [spare.pop()]:
            state.zones[zone].append(Placed(_bare(card), face_up=not card.startswith("?")))
    for card in reserve if reserve is not None else [spare.pop() for _ in range(4)]:
        state.zones["reserve"].append(Placed(card))
    for seat, cards in hands.items():
        state.zones[hand(seat)] = [Placed(c) for c in cards]
    for (seat, suit), cards in attrs.items():
        zone = attr(seat, suit)
        for card in cards:
            state.zones[zone].append(Placed(_bare(card), True, card.startswith("-")))
            if card[0] not in "+-":
                state.data["bases"][zone] = card
    placed = {p.card for pile in state.zones.values() for p in pile}
    rest = [c for c in TAROT_DECK if c not in placed and c not in stock]
    state.zones["stock"] = [Placed(c) for c in rest + list(stock)]
    state.to_act = to_act
    return state


def do(state, kind, card=None, to=None, choice=None):
    return GAME.apply(state, Action(kind, card, to, choice))


def cards(state, zone):
    return [p.card for p in state.zones[zone]]


def finish(state):
    """End the contest now (every hand and the pile emptied) and count the votes."""
    state.zones["discard"] += [p for z in state.zones if z.startswith("hand") or z == "stock"
                               for p in state.zones[z]]
    for z in list(state.zones):
        if z.startswith("hand") or z == "stock":
            state.zones[z] = []
    GAME._finish(state, "Test over.")
    return state


__all__ = ["GAME", "JUDGEMENT", "JUDGES", "attr", "cards", "do", "finish", "hand", "m", "sash", "t", "table"]
