"""Lucky You!: short names for its cards and a game made ready to draw."""
from __future__ import annotations
from tarot_table.cards import copy_id, facts, minor_id
from tarot_table.games import get_game
from tarot_table.games.base import Placed, Seat, State


GAME = get_game("lucky-you")


def m(rank: str, seat: int = 0, suit: str = "wands") -> str:
    return copy_id(minor_id(suit, rank), seat + 1)


def ready(players=2, pos=None, seed=1, to_act=0) -> State:
    """A game past the token picks, with seat ``to_act`` about to draw."""
    state = GAME.new(seed, None, [Seat(f"P{i + 1}") for i in range(players)])
    while state.data["phase"] == "tokens":
        GAME.apply(state, GAME.legal_actions(state)[0])
    for seat, where in enumerate(pos or []):
        state.data["pos"][seat] = where
    state.to_act = to_act
    return state


def stack(state, card, reversed_=False):
    """Put ``card`` on top of the pack it belongs in, lying the given way."""
    zone, index = state.find(card)
    placed = state.zones[zone].pop(index)
    seat = int(card.rsplit("~", 1)[1]) - 1
    target = f"wild{seat}" if facts(card).number in (7, 8, 11, 12, 13, 15, 16, 17, 18, 19, 20, 21) \
        and facts(card).arcana == "major" else f"pack{seat}"
    state.zones[target].append(Placed(placed.card, False, reversed_))


def pos(state, seat=0):
    return state.data["pos"][seat]
