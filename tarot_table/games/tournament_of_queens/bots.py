"""Tournament of Queens bots. Both decide from their own seat's view only.

- quick: looks one card ahead. For every play it works out the votes each
  contestant would expect if the contest ended then (open judges as they stand,
  each hidden judge as the average of the four suits), and keeps the play that
  puts it furthest ahead of its best rival. Judgement is called only when it leads.
- shrewd: takes the quick bot's best few plays, deals the cards it cannot see at
  random into their places several times, plays up to three moves on from each
  choice with the quick bot in the seats that follow, and leaves the quick bot's
  choice only for one that leaves it clearly better placed across those same deals.
"""
from __future__ import annotations

from tarot_table.cards import TAROT_DECK, facts
from tarot_table.games.hidden import fill_hidden
from tarot_table.games.tournament_of_queens.cards import ATTRIBUTES, LOWER_IS_BETTER, bribe_rank, value
from tarot_table.games.tournament_of_queens.judging import cast, favourites, judge_votes
from tarot_table.games.tournament_of_queens.zones import JUDGEMENT, JUDGES, hand, owner
from tarot_table.rng import Rng

SUIT_JUDGES = tuple(f"minor_arcana.{s}.two" for s in ATTRIBUTES)
DURABLE = 0.015        # a bribe's worth per step up the bribe order (harder to cover)
CALL_MARGIN = 0.5      # votes ahead before the quick bot calls Judgement
CANDIDATES = 4
WORLDS = 4
HORIZON = 3            # moves the shrewd bot plays on after each choice
MARGIN = 0.75          # votes of lead a choice must gain, on average, over the quick bot's


# ---- judging a position ---------------------------------------------------------------------
def _weights(tops, hidden: int) -> dict[tuple[str, str], float]:
    """The panel as weights per way of voting: each hidden judge counts as an
    average suit judge."""
    weights: dict[tuple[str, str], float] = {}
    for card in tops:
        for weight, best, measure in judge_votes(card):
            weights[best, measure] = weights.get((best, measure), 0.0) + weight
    for card in SUIT_JUDGES if hidden else ():
        for weight, best, measure in judge_votes(card):
            weights[best, measure] = weights.get((best, measure), 0.0) + weight * hidden / len(SUIT_JUDGES)
    return weights


def _votes(board, weights: dict[tuple[str, str], float]) -> list[float]:
    """Votes each seat would expect from a panel of weights (ties split, the Sun's
    spotlight taking shared votes, as in judging.cast)."""
    votes = [0.0] * board.seats
    for (best, measure), weight in weights.items():
        chosen = favourites(board, best, measure)
        if best != "any" and board.spotlight in chosen:
            chosen = [board.spotlight]
        for seat in chosen:
            votes[seat] += weight / len(chosen)
    return votes


def _panel(game, state) -> tuple[dict[str, str], int]:
    tops = {j: state.top(j).card for j in JUDGES if game.is_open(state, j)}
    return tops, len(JUDGES) - len(tops)


def expected_votes(game, state) -> list[float]:
    tops, hidden = _panel(game, state)
    return _votes(game.board(state), _weights(tops.values(), hidden))


def lead(votes: list[float], me: int) -> float:
    return votes[me] - max(v for s, v in enumerate(votes) if s != me)


def _world(game, view, rng: Rng):
    """One full position consistent with what the seat sees."""
    zones = [(z, None) for z in view.zones if z.startswith("hand")] + [("stock", None), ("reserve", None)]
    zones += [(j, None) for j in JUDGES]
    return fill_hidden(view, TAROT_DECK, zones, rng)


def _after(game, world, action):
    """The position right after ``action``, before the turn passes on."""
    trial = world.clone()
    getattr(game, "_do_" + action.kind)(trial, trial.to_act, action)
    return trial


class Position:
    """The board and panel of one position, and what a minor card played changes in
    them, worked out without copying the whole state. ``full`` makes the full position
    an effect is tried on (the cards the seat cannot see dealt at random), when first
    needed."""

    def __init__(self, game, state, full=None) -> None:
        self.game, self.state = game, state
        self._full = full
        self._world = None
        self.board = game.board(state)
        self.tops, self.hidden = _panel(game, state)
        self.weights = _weights(self.tops.values(), self.hidden)

    def world(self):
        if self._world is None:
            self._world = self._full() if self._full else self.state
        return self._world

    def votes_after(self, action) -> list[float]:
        game, state, me = self.game, self.state, self.state.to_act
        weights = self.weights
        board = self.board
        if action.kind == "bribe":
            weights = dict(weights)
            for sign, card in ((-1, self.tops[action.to]), (1, action.card)):
                for weight, best, measure in judge_votes(card):
                    weights[best, measure] = weights.get((best, measure), 0.0) + sign * weight
        elif action.kind in ("attribute", "modify"):
            suit = facts(action.card).suit
            seat = me if action.kind == "attribute" else owner(action.to)
            totals = [dict(t) for t in board.totals]
            cards, modifiers = list(board.cards), list(board.modifiers)
            if action.kind == "attribute":
                zone = action.to
                bonus = totals[me][suit] - sum(-value(p.card) if p.reversed else value(p.card)
                                               for p in state.zones[zone])
                totals[me][suit] = value(action.card) + bonus
                cards[me] += 0 if game.base(state, zone) else 1
                modifiers[me] -= game.modifier_count(state, zone)
            else:
                totals[seat][suit] += -value(action.card) if action.choice == "down" else value(action.card)
                modifiers[seat] += 1
            board = type(board)(totals, cards, modifiers, board.hands, board.spotlight)
        return _votes(board, weights)


# ---- quick --------------------------------------------------------------------------------------
def _score(game, position, action, me: int, now: list[float]) -> float:
    if action.card == JUDGEMENT and action.kind in ("effect", "discard"):
        return 5.0 if lead(now, me) > CALL_MARGIN else -5.0
    if action.kind == "effect":
        world = position.world()
        score = lead(expected_votes(game, _after(game, world, action)), me)
        score += _effect_bonus(game, world, action, me, now)
    else:
        score = lead(position.votes_after(action), me)
    if action.kind == "bribe":
        score += DURABLE * bribe_rank(action.card)
    elif action.kind == "discard":
        score -= 0.2 + (0.02 * value(action.card) if facts(action.card).arcana == "minor" else 0.3)
    elif action.kind in ("attribute", "modify"):
        score -= 0.002 * value(action.card)    # among equals, spend the smaller card
    return score


def _effect_bonus(game, world, action, me: int, now: list[float]) -> float:
    """What the vote count cannot see in an effect: tempo, cards and protection."""
    number = facts(action.card).number
    leader = max((s for s in range(len(now)) if s != me), key=lambda s: now[s])
    if number == 7:
        return 0.4                                   # two more cards
    if number == 4:
        return 0.3
    if number == 0:
        return 0.35                                  # a card more for you, one less for her
    if number in (9, 12):
        return 0.3 if owner(action.to) == leader else 0.05
    if number == 5:
        shares = cast(game.board(world), world.top(action.to).card, unit=float)
        return 0.4 * (shares.get(me, 0.0) - max(shares.get(leader, 0.0), 0.0))
    return -0.05                                     # no gain on the board: keep it for later


def quick(game, view, rng):
    actions = game.legal_actions(view)
    if len(actions) == 1:
        return actions[0]
    return _ranked(game, view, actions, lambda: _world(game, view, rng))[0][1]


def _helps_a_rival(action) -> bool:
    """A modifier that makes a rival better: never the quick bot's idea."""
    if action.kind != "modify":
        return False
    return (action.choice == "up") != (facts(action.card).suit == LOWER_IS_BETTER)


def _ranked(game, state, actions, full=None):
    """The plays from best to worst for the seat to act: ``state`` is its view (then
    ``full`` deals the unseen cards, for trying effects) or a full position."""
    me = state.to_act
    position = Position(game, state, full)
    now = _votes(position.board, position.weights)
    scored = [(_score(game, position, a, me, now), i, a) for i, a in enumerate(actions)
              if not _helps_a_rival(a)]
    scored.sort(key=lambda item: (-item[0], item[1]))
    return [(score, action) for score, _, action in scored]


# ---- shrewd -------------------------------------------------------------------------------------
def shrewd(game, view, rng):
    actions = game.legal_actions(view)
    if len(actions) == 1:
        return actions[0]
    me = view.to_act
    ranked = _ranked(game, view, actions, lambda: _world(game, view, rng))
    candidates = [a for _, a in ranked[:CANDIDATES]]
    worlds = [(_world(game, view, rng), rng.next_u64()) for _ in range(WORLDS)]
    totals = {a: sum(_played_on(game, world, dice, a, me) for world, dice in worlds) for a in candidates}
    best = max(candidates, key=lambda a: (totals[a], -candidates.index(a)))
    first = candidates[0]
    return best if totals[best] >= totals[first] + MARGIN * len(worlds) else first


def _played_on(game, world, dice: int, first, me: int) -> float:
    """Play ``first`` in a copy of ``world``, then a few quick moves (the whole last
    round once Judgement is called); how far ahead ``me`` stands then, or ±10 for a
    contest won or lost."""
    trial = world.clone()
    trial.rng = Rng(dice ^ 0xA5A5)
    game.perform(trial, first)
    for step in range(len(trial.seats)):
        if trial.data["result"] is not None or (step >= HORIZON and trial.data["last_round"] is None):
            break
        actions = game.legal_actions(trial)    # the rollout's world is already a full position
        game.perform(trial, actions[0] if len(actions) == 1 else _ranked(game, trial, actions)[0][1])
    if trial.data["result"] is not None:
        winners = trial.data["result"]["winners"]
        return 10.0 / len(winners) if me in winners else -10.0
    return lead(expected_votes(game, trial), me)


BOTS = {"quick": quick, "shrewd": shrewd}
