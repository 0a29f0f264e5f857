"""For bots that search: turning a seat's view back into one full state by dealing
the cards it cannot see, at random, into the places it cannot see, and playing a
choice out from there."""
from __future__ import annotations

from typing import Callable, Iterable

from tarot_table.games.base import HIDDEN, PLACED, State
from tarot_table.rng import Rng

Fits = Callable[[str], bool]


def unseen(view: State, deck: Iterable[str]) -> list[str]:
    """The cards of ``deck`` that the view shows nowhere."""
    seen = {p.card for pile in view.zones.values() for p in pile if p.card != HIDDEN}
    return [c for c in deck if c not in seen]


def fill_hidden(view: State, deck: Iterable[str], zones: list[tuple[str, Fits | None]], rng: Rng) -> State:
    """A full state consistent with ``view``: the unseen cards of ``deck`` are shuffled
    and dealt into the hidden places of ``zones``, in the order given, each zone taking
    only cards its rule ``fits`` (None takes any). Put the pickiest zones first."""
    state = view.clone()
    pool = unseen(view, deck)
    rng.shuffle(pool)
    for zone, fits in zones:
        pile = state.zones[zone]
        for i, placed in enumerate(pile):
            if placed.card != HIDDEN:
                continue
            pick = 0 if fits is None else next(j for j, card in enumerate(pool) if fits(card))
            pile[i] = PLACED[pool.pop(pick), placed.face_up, placed.reversed]
    state.rng = rng.fork()
    return state


def rollout(game, world: State, dice: int, first, policy, finished: Callable[[State], bool],
            limit: int) -> State:
    """Play ``first`` in a copy of ``world``, then let ``policy`` play on until
    ``finished`` or ``limit`` moves. ``dice`` fixes every random draw, so choices
    compared in the same world meet the same luck. Moves come from the rules'
    own list (or are the only one, ``forced_move``), so they are not checked again."""
    trial = world.clone()
    roll = Rng(dice)
    trial.rng = Rng(dice ^ 0xA5A5)
    game.perform(trial, first)
    forced_move = game.shortcuts.forced if game.says_forced else None   # ``forced_move``, asked once
    for _ in range(limit):
        if finished(trial):
            break
        game.perform(trial, (forced_move(trial) if forced_move else None) or policy(game, trial, roll))
    return trial
