"""The Fool's Journey's moves, each made once and then shared."""
from __future__ import annotations

from tarot_table.games.base import Action

_ACTIONS: dict[tuple, Action] = {}


def act(kind: str, card: str, to: str, choice: str | None = None) -> Action:
    """The move, made once and then shared: moves are unchangeable, and making a
    new one for every move of every position was most of the cost of listing them."""
    key = (kind, card, to, choice)
    action = _ACTIONS.get(key)
    if action is None:
        action = _ACTIONS[key] = Action(kind, card, to, choice)
    return action
