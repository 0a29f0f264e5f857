"""Queens of Fate: short names for its cards and positions arranged by hand."""
from __future__ import annotations

import random

from tarot_table.cards import TAROT_DECK
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


def small_table(below: list[str], destiny=(), options=None, phase="draw", queen: str = m(C, "queen"),
                other_queens_in_play: bool = True, **zones):
    """A table with ``queen`` in the Portents over ``below``, the other Queens in play (or,
    without ``other_queens_in_play``, in the Portents above her), ``destiny`` to draw (first
    drawn first), the named zones, and every other card above her in the Portents (the trumps
    in the Signs): nothing above her can come out before she does, so only the cards named
    decide whether she can."""
    state = GAME.new(1, options)
    others = {f"queen_{suit}": [m(suit, "queen")] for suit in (W, C, S, P) if m(suit, "queen") != queen}
    if other_queens_in_play:
        zones = {**others, **zones}
    named = set(below) | set(destiny) | {queen} | {c for cards in zones.values() for c in cards}
    for card in list(below) + [queen]:
        state.move(card, "portents", face_up=False)
    dealt = {p.card for pile in state.zones.values() for p in pile}   # Reiser's rules deal no Knights
    for card in TAROT_DECK:
        if card not in named and card in dealt:
            trump = card.startswith("major_arcana")
            state.move(card, "signs" if trump else "portents", face_up=trump)
    for zone, cards in zones.items():
        for card in cards:
            state.move(card, zone, face_up=True)
    for card in reversed(destiny):
        state.move(card, "destiny", face_up=False)
    state.data["phase"] = phase
    return state


BRINGS_BACK = {"recover", "awaken", "awaken-secure", "secure", "keep-fate"}   # moves that bring cards back into play


def played_bringing_cards_back(seed: int, options: dict):
    """The positions of a random game of ``seed`` that favours bringing cards back."""
    chance, state = random.Random(seed), GAME.new(seed, options)
    while GAME.outcome(state) is None:
        yield state
        moves = GAME.legal_actions(state)
        favoured = [a for a in moves if a.kind in BRINGS_BACK]
        GAME.apply(state, chance.choice(favoured if favoured and chance.random() < 0.7 else moves))


def merged_pair(ace_lowest: bool):
    """The position that broke the wider rule (found 29 November): the Queen of Cups
    alone in the Portents with the Ace and the Two to Five of Swords over her, the other
    Queens secured, the Six of Cups in Fate, XIX then the Ace of Pentacles to draw, every
    other card out of play (the trumps in the Signs)."""
    state = GAME.new(1, {})
    swords = [m(S, rank) for rank in ("two", "three", "four", "five")]
    above = [m(S, "ace"), *swords] if ace_lowest else [*swords, m(S, "ace")]
    queens = {f"queen_{suit}": m(suit, "queen") for suit in (W, S, P)}
    named = {m(C, "queen"), *above, *queens.values(), m(C, "six"), t(19), m(P, "ace")}
    for card in TAROT_DECK:
        if card not in named:
            state.move(card, "signs" if card.startswith("major_arcana") else "removed", face_up=True)
    for card in [m(C, "queen"), *above]:
        state.move(card, "portents", face_up=False)
    for zone, card in queens.items():
        state.move(card, zone, face_up=True)
    state.move(m(C, "six"), "fate", face_up=True)
    for card in (m(P, "ace"), t(19)):
        state.move(card, "destiny", face_up=False)
    state.data["phase"] = "draw"
    return state


def fired_positions(options: dict, seeds: range, bound):
    """The first position of each random game (favouring moves that secure and keep
    cards) where ``bound`` fires: where a bound claims too much, it fires too soon."""
    for seed in seeds:
        chance, state = random.Random(seed), GAME.new(seed, options)
        while GAME.outcome(state) is None:
            if bound(state):
                yield state.clone()
                break
            moves = GAME.legal_actions(state)
            favoured = [a for a in moves if a.kind in ("secure", "keep-fate", "awaken-secure", "commit")]
            GAME.apply(state, chance.choice(favoured if favoured and chance.random() < 0.7 else moves))
