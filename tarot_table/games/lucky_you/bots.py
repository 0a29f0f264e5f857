"""Lucky You! bots. Both decide from their own seat's view.

- quick: rules of thumb. It draws from the game pack, gambles on the wild pack only
  when locked up (hoping for Justice) or within ten spaces of the end (hoping for
  the World or Judgement), keeps every Knight, and sends Temperance forward unless
  that would overshoot the end. In the last jail it draws from the pack more likely
  to win at once: the cards a pack can still hold (its owner's cards not in sight)
  that win there upright, a 5 in the game pack, Judgement or the World in the wild
  pack; on a tie, the game pack, which holds no Death.
- both, once every other player is out, draw only from the game pack: alone there is
  nothing to race for, and the game pack always gets there without a Death reversed.
- careful: counts cards. For each pack it may draw from, it tries every card the
  pack can still hold, both ways up, on a copy of the table with the unseen cards
  dealt at random, and draws from the pack whose cards leave it best placed on
  average. It weighs a Knight's redraw against keeping the 2 the same way, and
  tries both of Temperance's directions. It never reshuffles: with the order of a
  face-down pack unknown, a fresh order has exactly the same odds.
"""
from __future__ import annotations

from collections import Counter
from functools import cache

from tarot_table.cards import base_id, facts
from tarot_table.games.base import HIDDEN, PLACED, State
from tarot_table.rng import Rng
from tarot_table.games.lucky_you.board import FINISH, JAILS, LAST_JAIL, START
from tarot_table.games.lucky_you.deck import (JUDGEMENT, WORLD, game_pack_cards, personal, trump, value,
                                              wild_pack_cards)

WIN = 1000.0
JAIL_COST = 8.0        # spaces a lock-up is worth losing, roughly the turns it holds you
OUT_COST = 300.0
RIVAL_WEIGHT = 0.4     # how much the best-placed rival's position counts against you
MARGIN = 0.25          # the wild pack must promise this much more than the game pack
SETTLE_LIMIT = 6       # follow-up choices played out by the quick rules after a trial draw


# ---- quick ------------------------------------------------------------------------------
def quick(game, view, rng):
    actions = game.legal_actions(view)
    kinds = {a.kind: a for a in actions}
    phase = view.data["phase"]
    me = view.to_act
    if phase == "tokens":
        return actions[0]
    if phase == "knight":
        return kinds["keep-knight"]
    if phase == "temperance":
        steps = view.data["temperance"]
        forward = next(a for a in actions if a.choice == "forward")
        back = next(a for a in actions if a.choice == "back")
        return back if view.data["pos"][me] + steps > FINISH else forward
    if alone(game, view, me):
        return kinds["draw"]
    pos = view.data["pos"][me]
    jailed = view.data["jailed"][me]
    if jailed and pos == LAST_JAIL and "draw-wild" in kinds:
        return kinds["draw-wild"] if _last_jail_odds(view, me, wild=True) > _last_jail_odds(view, me) \
            else kinds["draw"]
    wants_wild = jailed or FINISH - pos <= 10
    if wants_wild and "draw-wild" in kinds:
        return kinds["draw-wild"]
    return kinds["draw"]


def alone(game, view, me) -> bool:
    """Whether every other player is out. Alone there is no race, only the end to reach,
    which the game pack (holding no Death) always gets to in time; the wild pack's
    quicker wins are not worth its Death reversed, which would leave no winner at all."""
    return game.active(view) == [me]


def _last_jail_odds(view, me, wild=False) -> float:
    """The chance that the next card of a pack wins at once in the last jail: drawn
    upright (one time in two) and worth 5 (game pack) or Judgement or the World (wild)."""
    cards = unseen_cards(view, me, wild_pack_cards() if wild else game_pack_cards())
    winning = sum(1 for card in cards if (trump(card) in (JUDGEMENT, WORLD) if wild else value(card) == 5))
    return winning / (2 * len(cards)) if cards else 0.0


def unseen_cards(view, seat, cards) -> list[str]:
    """The seat's own copies of ``cards`` that lie nowhere face up: those its pack holds."""
    seen = {p.card for pile in view.zones.values() for p in pile if p.card != HIDDEN}
    return [card for card in personal(cards, seat) if card not in seen]


# ---- careful ----------------------------------------------------------------------------
def careful(game, view, rng):
    actions = game.legal_actions(view)
    phase = view.data["phase"]
    me = view.to_act
    if phase == "tokens" or len(actions) == 1:
        return actions[0]
    world = determinize(game, view, rng)
    if phase == "temperance":
        return max(actions, key=lambda a: _settled_score(game, world, a, me))
    if phase == "knight":
        keep = next(a for a in actions if a.kind == "keep-knight")
        redraw = next(a for a in actions if a.kind == "redraw")
        return redraw if _draw_value(game, world, redraw, me) > _settled_score(game, world, keep, me) else keep
    draws = [a for a in actions if a.kind in ("draw", "draw-wild")]
    if alone(game, view, me):
        return next(a for a in draws if a.kind == "draw")
    values = {a.kind: _draw_value(game, world, a, me) for a in draws}
    if "draw-wild" in values and values["draw-wild"] > values["draw"] + MARGIN:
        return next(a for a in draws if a.kind == "draw-wild")
    return next(a for a in draws if a.kind == "draw")


def determinize(game, view, rng):
    """A table to try draws on, consistent with the view: the packs of this seat and
    of the next player (whom the Devil may rob) are dealt at random from their unseen
    cards, with random reversals; piles no trial draw can touch are left empty."""
    me = view.to_act
    keep = {me, game.next_active(view, me)}
    world = view.clone()
    world.story = []
    seen = {p.card for pile in view.zones.values() for p in pile if p.card != HIDDEN}
    for zone in world.zones:
        if zone.startswith(("pack", "wild")) and int(zone[4:]) in keep:
            continue
        if zone != "drawn" and not (zone.startswith("discard") and int(zone[7:]) in keep):
            world.zones[zone] = []
    for seat in keep:
        for zone, cards in ((f"pack{seat}", game_pack_cards()), (f"wild{seat}", wild_pack_cards())):
            unseen = [c for c in personal(cards, seat) if c not in seen]
            rng.shuffle(unseen)
            world.zones[zone] = [PLACED[card, False, turn] for card, turn in zip(unseen, rng.coins(len(unseen)))]
    return world


def light_copy(state):
    """A copy for trial draws, faster than ``State.clone``: the rules only ever
    replace the items of the lists in ``data``, never change them in place, so the copy
    shares the data's other values (and, as every copy, the cards' records)."""
    data = {k: v[:] if type(v) is list else v for k, v in state.data.items()}   # (a lookup, not a call: 20 values a copy)
    zones = {z: pile[:] for z, pile in state.zones.items()}
    return State(state.game, state.seed, state.options, state.seats, zones, data, Rng(state.rng.state),
                 state.to_act, state.moves, [])


def _draw_value(game, world, action, me) -> float:
    """The average score over every kind of card the pack may show, both ways up."""
    pile = world.zones[action.src]
    kinds = Counter(_kind(p.card) for p in pile)
    first_of_kind = {}
    for placed in pile:
        first_of_kind.setdefault(_kind(placed.card), placed.card)
    total = 0.0
    for kind, count in kinds.items():
        card = first_of_kind[kind]
        for reversed_ in (False, True):
            trial = light_copy(world)
            on_top(trial, action.src, card, reversed_)
            total += count * _settle(game, trial, action, me)
    return total / (2 * len(pile))


@cache
def _kind(card: str) -> str:
    """Cards that act alike: trumps each on their own, suit cards by rank."""
    f = facts(card)
    return base_id(card) if f.arcana == "major" else f.rank


def on_top(state, zone, card, reversed_):
    pile = state.zones[zone]
    index = next(i for i, p in enumerate(pile) if p.card == card)
    placed = pile.pop(index)
    pile.append(PLACED[placed.card, placed.face_up, reversed_])


def _settled_score(game, world, action, me) -> float:
    return _settle(game, light_copy(world), action, me)


def _settle(game, trial, action, me) -> float:
    """Play ``action``, finish any choice it opens with the quick rules, and score."""
    game.perform(trial, action)
    for _ in range(SETTLE_LIMIT):
        if trial.data["phase"] not in ("knight", "temperance") or trial.to_act != me:
            break
        game.perform(trial, quick(game, trial, None))
    return score(trial, me)


def score(state, me) -> float:
    data = state.data
    if data["phase"] == "over":
        return WIN if data["winner"] == me else -WIN
    rivals = [worth(state, s) for s in range(len(state.seats)) if s != me and not data["out"][s]]
    return worth(state, me) - RIVAL_WEIGHT * max(rivals, default=0.0)


def worth(state, seat) -> float:
    data = state.data
    if data["out"][seat]:
        return -OUT_COST
    pos = data["pos"][seat]
    value = float(pos)
    if data["jailed"][seat] and pos in JAILS:
        value -= JAIL_COST
    if pos == START:
        value -= 1.0
    value -= 4.0 * data["skip"][seat]
    return value


BOTS = {"quick": quick, "careful": careful}
