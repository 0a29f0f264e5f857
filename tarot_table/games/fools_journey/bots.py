"""Bots for the Fool's Journey. Both decide from the player's view: the Future
and the Past are face down to them.

- greedy: scores every legal move by rules of thumb (overcome what Volition can,
  equip what is useful, heal when it is not wasted, pay Vitality last) and plays
  the best.
- rollouts: for the greedy bot's few best moves, deals the unseen cards at random
  into the Future and the Past several times and plays each move, then the whole
  rest of the journey, with the greedy bot in the same worlds; it leaves the greedy
  bot's favourite only for a move whose journeys went clearly further. It keeps to
  a time budget, and ``rollouts-fixed`` is the same bot doing a fixed amount of work
  (for ``simulate``).
"""
from __future__ import annotations

import math
import time

from tarot_table.cards import TAROT_DECK
from tarot_table.games.fools_journey import cards as fc
from tarot_table.games.fools_journey import table as tb
from tarot_table.games.hidden import fill_hidden, rollout

DEATH_SCORE = -1000.0


# ---- greedy ------------------------------------------------------------------------
def greedy(game, view, rng):
    actions = game.choose_from(view)
    if len(actions) == 1:
        return actions[0]
    look = Look(view)
    # The first of the best-scored moves, as max() would keep it. Moves that can score
    # only so much are looked at last, and not scored at all when that cannot beat the
    # best found: most positions hold cards that could at best be stored or discarded.
    best, best_score, best_at = None, float("-inf"), -1
    later, last = [], None
    for at, action in enumerate(actions):
        kind = action.kind
        if kind in _CEILING:
            later.append(at)
            continue
        if kind == "equip" and last is not None and last.card == action.card and last.kind == "equip":
            continue         # the same card into the next free Wisdom place: scored the same
        last = action
        rate = _RATERS.get(kind)
        value = rate(game, view, action, look) if rate else 0.0
        if value > best_score:
            best, best_score, best_at = action, value, at
    if best_score > _MOST_LATER or not later:
        return best          # no move left to score could beat it
    scored = set()
    for at in later:
        action = actions[at]
        ceiling = _CEILING[action.kind]
        if ceiling < best_score or (ceiling == best_score and at > best_at):
            continue
        same = (action.kind, action.card)
        if same in scored:
            continue         # scored the same as a move before it, so not better
        scored.add(same)
        value = _RATERS[action.kind](game, view, action, look)
        if value > best_score or (value == best_score and at < best_at):
            best, best_score, best_at = action, value, at
    return best


# The most some moves can score (see their raters below), whichever card or place they
# concern; none of them scores differently for another place of the same kind (the
# Satchel's or the Wisdom row's places are listed one after another for the same card).
_CEILING = {"discard": 5.0, "store": 60.0, "chance": 50.0, "befriend": 65.0, "complete": 64.0}
_MOST_LATER = max(_CEILING.values())


class Look:
    """A position as the greedy bot reads it. Many moves ask the same questions
    (where the card lies, what that place is now, how much is left of it), so each
    answer is worked out once per position and kept."""

    __slots__ = ("state", "_role", "_left", "_worth", "_threat")

    def __init__(self, state) -> None:
        self.state = state
        self._role: dict[str, str] = {}
        self._left: dict[str, int] = {}
        self._worth: dict[str, int] = {}
        self._threat: int | None = None

    def zone(self, card: str) -> str:
        """The place a card lies in (most moves are of a card in the Present or the
        Satchel, so those are looked at first)."""
        zones = self.state.zones
        for zone in tb.LOOSE_ZONES[self.state.options["difficulty"]]:
            pile = zones[zone]
            if pile and pile[0].card == card:
                return zone
        return tb.where(self.state, card)[0]

    def role(self, zone: str) -> str:
        what = self._role.get(zone)
        if what is None:
            what = self._role[zone] = tb.role_now(self.state, zone)
        return what

    def worth(self, zone: str) -> int:
        pile = self.state.zones[zone]
        if len(pile) < 2:
            return fc.NUMBER_OF[pile[0].card]     # nothing on it to double it
        value = self._worth.get(zone)
        if value is None:
            value = self._worth[zone] = tb.worth(self.state, zone)
        return value

    def left(self, zone: str) -> int:
        """What is left of a Challenge or a Strength card (``tb.remaining``)."""
        value = self._left.get(zone)
        if value is None:
            state = self.state
            pile = state.zones[zone]
            worth = fc.NUMBER_OF[pile[0].card] if len(pile) < 2 else self.worth(zone)
            value = self._left[zone] = worth - state.data["worn"].get(pile[0].card, 0)
        return value

    def threat(self) -> int:
        """What is left of all the Challenges standing in the Present."""
        if self._threat is None:
            state = self.state
            self._threat = sum(self.left(z) for z in tb.filled(state, tb.present_zones())
                               if tb.is_upright_trump(state, z))
        return self._threat


def score(game, state, action, look: Look | None = None) -> float:
    """How good a move looks on its own, without looking ahead."""
    rate = _RATERS.get(action.kind)
    if rate is None:
        return 0.0
    return rate(game, state, action, Look(state) if look is None else look)


def _overcome(game, state, action, look):
    force = look.worth("volition")
    left = look.left(action.to)
    if force >= left:
        return 70.0 + left / 2 - 3.0 * (force - left)
    strength = look.left("strength") if state.zones["strength"] else 0
    return 40.0 if strength >= left - force else 20.0


def _endure(game, state, action, look):
    strength = look.left("strength")
    left = look.left(action.to)
    if strength >= left:
        return 72.0
    cost = 0 if tb.has_boost(state, "strength", tb.HERMIT) else left - strength
    if cost >= state.data["vitality"]:
        return DEATH_SCORE + cost
    return 66.0 - 5.0 * cost


def _complete(game, state, action, look):
    zone = look.zone(action.card)
    left = look.left(zone) if state.options["order"] != "random" else tb.direct_cost(state, zone)
    if left >= state.data["vitality"]:
        return DEATH_SCORE - left
    return 64.0 - 5.0 * left


def _equip(game, state, action, look):
    if action.to in tb.EQUIPPED:
        return 80.0 + look.worth(look.zone(action.card))
    return 75.0


def _helper(game, state, action, look):
    if action.to in tb.EQUIPPED:
        return 78.0 + look.worth(action.to)
    return 60.0


def _replenish(game, state, action, look):
    gain = look.worth(look.zone(action.card))
    missing = state.data["max"] - state.data["vitality"]
    if gain <= missing:
        return 76.0
    return 30.0 if missing * 2 >= gain else 4.0


def _store(game, state, action, look):
    what = look.role(look.zone(action.card))
    if what == "wisdom":
        return 8.0
    return 60.0 if what != "reversed" else 50.0


def _chance(game, state, action, look):
    return 50.0 if look.threat() >= 20 else -10.0


def _discard(game, state, action, look):
    return 5.0 if look.role(look.zone(action.card)) in ("wisdom", "reversed") else 1.0


def _befriend(game, state, action, look):
    return 65.0


def _banish(game, state, action, look):
    """An Ace by the Fool only puts a Challenge off: it comes back from under the
    Future at the journey's end, where the Challenges put off meet him together. So an
    Ace is kept for a Challenge that would take the Fool's last Vitality, or played when
    nothing better is left (docs/games.md: 66 journeys of 2,000 won with every Ace on
    the Fool, against 15 banishing every Challenge of 9 or more at once)."""
    left = look.left(action.to)
    return 60.0 + left if left >= state.data["vitality"] else 2.0


def _power(game, state, action, look):
    number = fc.number(action.card)
    rate = _POWER_RATERS.get(number)
    return rate(game, state, action) if rate else 3.0


def _biggest(game, state, action):
    return 55.0 + tb.remaining(state, action.to) if tb.is_upright_trump(state, action.to) else 5.0


def _world(game, state, action):
    missing = state.data["max"] - state.data["vitality"]
    return 50.0 + 2 * missing if missing >= 10 else 1.0


def _judgement(game, state, action):
    return 50.0 if state.data["vitality"] <= 10 else 6.0


def _moon(game, state, action):
    force = tb.worth(state, "volition")
    hits = (force >= tb.remaining(state, action.to)) + (force >= tb.remaining(state, action.choice))
    return 75.0 + 5 * hits if hits else 15.0


def _lovers(game, state, action):
    return 70.0 + tb.worth(state, action.to) if action.to in tb.EQUIPPED else 20.0


def _tame(game, state, action):
    return 68.0 + fc.number(tb.base(state, action.to)) / 2


def _hierophant(game, state, action):
    if tb.group(tb.where(state, action.card)[0]) == "wisdom":
        return 0.5       # equipped, its point is already there to spend (and it counts 5 for Justice)
    return 70.0 if action.to == "past" else 71.0


def _emperor(game, state, action):
    return 30.0 if tb.in_use(state) and tb.remaining(state, "strength") <= 3 else 2.0


_POWER_RATERS = {
    fc.HANGED_MAN: _biggest, fc.DEVIL: _biggest, fc.DEATH: _biggest, fc.CHARIOT: _biggest,
    fc.WORLD: _world, fc.JUDGEMENT: _judgement, fc.MOON: _moon, fc.LOVERS: _lovers,
    fc.STRENGTH: _tame, fc.HIEROPHANT: _hierophant, fc.EMPEROR: _emperor,
    fc.HERMIT: lambda g, s, a: 69.0, fc.SUN: lambda g, s, a: 62.0 if s.data["vitality"] < s.data["max"] - 5 else 4.0,
    fc.JUSTICE: lambda g, s, a: 30.0, fc.EMPRESS: lambda g, s, a: 20.0,
    fc.TEMPERANCE: lambda g, s, a: 9.0, fc.MAGICIAN: lambda g, s, a: 4.0,
}

_RATERS = {
    "overcome": _overcome, "endure": _endure, "complete": _complete, "equip": _equip,
    "helper": _helper, "replenish": _replenish, "store": _store, "chance": _chance,
    "discard": _discard, "befriend": _befriend, "banish": _banish, "power": _power,
}


# ---- rollouts ------------------------------------------------------------------------
CANDIDATES = 4          # the greedy bot's best distinct moves, weighed by playing them out
FIRST_WORLDS = 2        # worlds they all meet; then only the best challenger plays on
WORLDS = 10             # at most; the timed bot plays as many as fit in its budget
ROLLOUT_LIMIT = 400     # moves; a whole journey takes about a hundred
BUDGET_S = 0.25         # a hint must come in well under half a second
WIN_BONUS = 3.0         # a won journey counts this much more than its 21 trumps
CONFIDENCE = 1.0        # standard errors by which a challenger must beat the favourite


def determinize(game, view, rng):
    """A full state consistent with the view: the unseen cards dealt at random
    into the Future and the Past."""
    return fill_hidden(view, TAROT_DECK, [("future", None), ("past", None)], rng)


def journey_value(game, trial) -> float:
    """How far a journey played out to its end got: the trumps completed, a win
    counting a little more. One cut short by the move limit counts what it has."""
    outcome = game.outcome(trial)
    won = outcome is not None and outcome.won_by(0)
    return trial.data["completed"] + (WIN_BONUS if won else 0.0)


def rollouts(game, view, rng, budget: float | None = BUDGET_S, clock=time.perf_counter):
    """The rollout bot. The greedy bot's few best distinct moves are each played,
    then the journey is played to its end by the greedy bot, in worlds dealt at
    random from the unseen cards; every candidate meets the same worlds and the same
    luck. After the first worlds only the greedy favourite and its best challenger
    play on, and the challenger is chosen only if its journeys went clearly further
    (``_verdict``): one world's journey is a poor guide, and a bot that trusted a
    lucky one would play worse than the greedy bot. When every candidate ended every
    world alike, the choice only changes the order of moves and the favourite is
    kept. With no ``budget`` all the worlds are played however long that takes; with
    one, no world is started that would end past it if it took as long as the last."""
    actions = game.choose_from(view)
    if len(actions) == 1:
        return actions[0]
    look = Look(view)
    ranked = sorted(actions, key=lambda a: score(game, view, a, look), reverse=True)
    alive = _distinct(view, ranked)[:CANDIDATES]
    if len(alive) == 1:
        return alive[0]
    last = clock()
    deadline = None if budget is None else last + budget
    values: dict = {action: [] for action in alive}
    for played in range(1, WORLDS + 1):
        world, dice = determinize(game, view, rng), rng.next_u64()
        for action in alive:
            trial = rollout(game, world, dice, action, greedy, _ended, ROLLOUT_LIMIT)
            values[action].append(journey_value(game, trial))
        if played == FIRST_WORLDS:
            if _alike(values, alive):
                break
            alive = [alive[0], _challenger(alive, values)]
        if deadline is not None:
            now = clock()
            took, last = now - last, now
            if now + took > deadline:
                break       # the next world would likely end past the budget
    return _verdict(alive[0], _challenger(alive, values), values)


def _ended(trial) -> bool:
    return trial.data["ended"]


def _alike(values: dict, alive: list) -> bool:
    first = values[alive[0]]
    return all(values[action] == first for action in alive[1:])


def _challenger(alive: list, values: dict):
    """The candidate after the favourite whose journeys went furthest (the greedy
    bot's order settles a tie)."""
    return max(alive[1:], key=lambda a: (sum(values[a]), -alive.index(a)))


def _verdict(favourite, challenger, values: dict):
    """The challenger if, world by world, its journeys went further than the
    favourite's by at least ``CONFIDENCE`` standard errors; the favourite otherwise
    (and always when fewer than two worlds were played)."""
    gaps = [theirs - ours for ours, theirs in zip(values[favourite], values[challenger])]
    if len(gaps) < 2:
        return favourite
    mean = sum(gaps) / len(gaps)
    spread = math.sqrt(sum((g - mean) ** 2 for g in gaps) / (len(gaps) - 1))
    return challenger if mean > 0 and mean >= CONFIDENCE * spread / math.sqrt(len(gaps)) else favourite


def _distinct(view, ranked):
    """One move per (kind, card, kind of target): the same card into two empty
    Satchel places is one choice."""
    seen, out = set(), []
    for action in ranked:
        key = (action.kind, action.card, tb.group(action.to) if action.to else None, action.choice,
               action.to if action.kind in ("overcome", "endure", "power", "helper", "banish") else None)
        if key not in seen:
            seen.add(key)
            out.append(action)
    return out


def fixed_rollouts(game, view, rng):
    """The rollout bot doing the same work on any machine: every one of its worlds is
    played out whatever the clock says, so ``simulate``'s figures for it do not depend
    on the machine or its load (the table's hints keep to the time budget)."""
    return rollouts(game, view, rng, budget=None)


BOTS = {"greedy": greedy, "rollouts": rollouts, "rollouts-fixed": fixed_rollouts}
