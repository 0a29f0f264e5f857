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
from tarot_table.games.tournament_of_queens.judging import Board, cast, chosen_by, judge_votes, scores
from tarot_table.games.tournament_of_queens.zones import JUDGEMENT, JUDGES, attr_suit, owner
from tarot_table.rng import Rng

SUIT_JUDGES = tuple(f"minor_arcana.{s}.two" for s in ATTRIBUTES)
DURABLE = 0.015        # a bribe's worth per step up the bribe order (harder to cover)
CALL_MARGIN = 0.5      # votes ahead before the quick bot calls Judgement
CANDIDATES = 4         # the quick bot's best plays the shrewd bot weighs
MOVES_PER_DECISION = 96   # moves the shrewd bot may play out in all, over its tries
MIN_WORLDS = 3
ENDGAME_CARDS = 8      # with this few cards left in hands and pile, play every try to the end
MARGIN = 0.2           # votes of lead a choice must gain, on average, over the quick bot's


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


class Standing:
    """The votes each seat would expect from a panel of weights on one board (ties
    split equally, as in judging.cast), kept way of voting by way of voting, so that a
    play that changes one judge or one contestant is counted again only where it
    changes something."""

    def __init__(self, board, weights: dict[tuple[str, str], float]) -> None:
        self.board, self.weights = board, weights
        self.scores: dict[tuple[str, str], list[int]] = {}
        self.shares: dict[tuple[str, str], list[float]] = {}
        votes = [0.0] * board.seats
        for key, weight in weights.items():
            for seat, part in enumerate(self.share(key)):
                votes[seat] += weight * part
        self.votes = votes

    def share(self, key: tuple[str, str]) -> list[float]:
        """Each seat's part of one vote of this way of voting, on this board."""
        if key not in self.shares:
            best, measure = key
            standing = None if best == "any" else self.scores.setdefault(key, scores(self.board, measure))
            self.shares[key] = self._parts(best, standing)
        return self.shares[key]

    def _parts(self, best: str, standing: list[int] | None) -> list[float]:
        chosen = range(self.board.seats) if best == "any" else chosen_by(standing, best)
        part = 1.0 / len(chosen)
        share = [0.0] * self.board.seats
        for seat in chosen:
            share[seat] = part
        return share

    def judge_replaced(self, old: str, new: str) -> list[float]:
        """The votes once the judge ``old`` votes as ``new`` (a bribe)."""
        votes = list(self.votes)
        for sign, card in ((-1.0, old), (1.0, new)):
            for weight, best, measure in judge_votes(card):
                for seat, part in enumerate(self.share((best, measure))):
                    votes[seat] += sign * weight * part
        return votes

    def seat_changed(self, seat: int, one) -> list[float]:
        """The votes once contestant ``seat`` stands as the one-seat board ``one`` says."""
        votes = list(self.votes)
        for key, weight in self.weights.items():
            best, measure = key
            if best == "any":
                continue
            old_share = self.share(key)
            before = self.scores[key]
            now = one.measure(0, measure)
            if now == before[seat]:
                continue
            after = list(before)
            after[seat] = now
            for other, (old, new) in enumerate(zip(old_share, self._parts(best, after))):
                votes[other] += weight * (new - old)
        return votes


def _panel(game, state) -> tuple[dict[str, str], int]:
    """The open judges, by their top card, and how many are hidden."""
    tops = {j: state.top(j).card for j in JUDGES if game.is_open(state, j)}
    return tops, len(JUDGES) - len(tops)


def expected_votes(game, state, me: int) -> list[float]:
    tops, hidden = _panel(game, state)
    return Standing(game.judging_board(state), _weights(tops.values(), hidden)).votes


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
        self.board = game.judging_board(state)
        self.tops, self.hidden = _panel(game, state)
        self.standing = Standing(self.board, _weights(self.tops.values(), self.hidden))

    def leaning(self, judge: str, me: int) -> float:
        """How far an open judge's vote leans to ``me`` rather than to her closest rival
        (below 0: away from her)."""
        parts = [0.0] * self.board.seats
        for weight, best, measure in judge_votes(self.tops[judge]):
            for seat, part in enumerate(self.standing.share((best, measure))):
                parts[seat] += weight * part
        return lead(parts, me)

    def world(self):
        if self._world is None:
            self._world = self._full() if self._full else self.state
        return self._world

    def points_worse(self, action) -> int:
        """How many points worse an attribute worn leaves its wearer in that suit (0 if
        none): less where higher is better, more in the fourth suit, where lower is."""
        seat, suit = self.state.to_act, facts(action.card).suit
        now = self.board.totals[seat][suit]
        after = value(action.card) + self.game.boost(self.state, seat, suit, action.to)
        return max(0, after - now if suit == LOWER_IS_BETTER else now - after)

    def votes_after(self, action) -> list[float]:
        """The votes once ``action`` (a bribe, attribute, modifier or discard) is played."""
        if action.kind == "bribe":
            return self.standing.judge_replaced(self.tops[action.to], action.card)
        if action.kind not in ("attribute", "modify"):
            return self.standing.votes
        game, state, board = self.game, self.state, self.board
        suit, worth = facts(action.card).suit, value(action.card)
        seat = state.to_act if action.kind == "attribute" else owner(action.to)
        totals = dict(board.totals[seat])
        cards, modifiers = board.cards[seat], board.modifiers[seat]
        if action.kind == "attribute":
            zone = action.to
            totals[suit] = worth + game.boost(state, seat, suit, zone)
            cards += 0 if game.base(state, zone) else 1
            modifiers -= game.modifier_count(state, zone)
        else:
            totals[suit] += -worth if action.choice == "down" else worth
            modifiers += 1
        return self.standing.seat_changed(seat, Board([totals], [cards], [modifiers], [board.hands[seat]]))


# ---- quick --------------------------------------------------------------------------------------
def _score(game, position, action, me: int, now: list[float]) -> float:
    if action.card == JUDGEMENT:   # played, discarded or bribed, it calls the last round
        call = 5.0 if lead(now, me) > CALL_MARGIN else -5.0
        return call + (lead(position.votes_after(action), me) - lead(now, me) if action.kind == "bribe" else 0.0)
    if action.kind == "effect":
        world = position.world()
        score = lead(expected_votes(game, _after(game, world, action), me), me)
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
        shares = cast(game.judging_board(world), world.top(action.to).card, unit=float)
        return 0.4 * (shares.get(me, 0.0) - max(shares.get(leader, 0.0), 0.0))
    return -0.05                                     # no gain on the board: keep it for later


def quick(game, view, rng):
    actions = game.unlabelled_actions(view)   # labels are for people: a bot reads none
    if len(actions) == 1:
        return actions[0]
    return _ranked(game, view, actions, lambda: _world(game, view, rng))[0][1]


def _worth_trying(position, action, me: int, tried: set) -> bool:
    """Plays the quick bot never makes or need not try twice: a modifier, the Empress
    or Strength that helps a rival; unseating (Death) or hiding (the Moon) a judge who
    leans to you, blessing (the Hierophant) one who leans away; Justice on a second
    attribute of a suit (it clears the whole suit)."""
    if action.kind == "modify":
        return (action.choice == "up") == (facts(action.card).suit == LOWER_IS_BETTER)
    if action.kind != "effect":
        return True
    number = facts(action.card).number
    if number in (3, 8):
        return owner(action.to) == me
    if number in (13, 18):
        return position.leaning(action.to, me) <= 0
    if number == 5:
        return position.leaning(action.to, me) >= 0
    if number == 11:
        if attr_suit(action.to) in tried:
            return False
        tried.add(attr_suit(action.to))
    return True


def _dominated(position, action, me: int, now: list[float]) -> bool:
    """An attribute worn that leaves its wearer worse in that suit (a Swords card raising
    her Bitchiness, a small card over a larger) and gains her nothing in the votes now:
    discarding the same card (always a legal play) does as well now and leaves her
    better placed after, so the play is never weighed (play-test round 8, T1: the Hint
    said to wear the Six of Swords over a Bitchiness of 3, for no vote)."""
    return (action.kind == "attribute" and position.points_worse(action) > 0
            and lead(position.votes_after(action), me) <= lead(now, me) + 1e-9)


def _ranked(game, state, actions, full=None):
    """The plays from best to worst for the seat to act: ``state`` is its view (then
    ``full`` deals the unseen cards, for trying effects) or a full position."""
    me = state.to_act
    position = Position(game, state, full)
    now = position.standing.votes
    tried: set = set()
    scored = [(round(_score(game, position, a, me, now), 9), i, a) for i, a in enumerate(actions)
              if _worth_trying(position, a, me, tried) and not _dominated(position, a, me, now)]
    scored.sort(key=lambda item: (-item[0], item[1]))
    return [(score, action) for score, _, action in scored]


# ---- shrewd -------------------------------------------------------------------------------------
def shrewd(game, view, rng):
    actions = game.unlabelled_actions(view)
    if len(actions) == 1:
        return actions[0]
    me = view.to_act
    ranked = _ranked(game, view, actions, lambda: _world(game, view, rng))
    candidates = [a for _, a in ranked[:CANDIDATES]]
    if len(candidates) == 1:
        return candidates[0]
    worlds = [(_world(game, view, rng), rng.next_u64()) for _ in range(_worlds(view))]
    totals = {a: sum(_played_on(game, world, dice, a, me) for world, dice in worlds) for a in candidates}
    best = max(candidates, key=lambda a: (totals[a], -candidates.index(a)))
    first = candidates[0]
    return best if totals[best] >= totals[first] + MARGIN * len(worlds) else first


def _worlds(view) -> int:
    """How many deals of the unseen cards to try: fewer at a larger table, where each
    try plays more moves, so that a decision takes about as long."""
    return max(MIN_WORLDS, MOVES_PER_DECISION // (CANDIDATES * len(view.seats)))


def _played_on(game, world, dice: int, first, me: int) -> float:
    """Play ``first`` in a copy of ``world``, then let the quick bot play every seat
    until ``me`` is to play again (to the end once Judgement is called, or when few
    cards are left); how far ahead ``me`` stands then, or ±10 for a contest won or lost."""
    trial = world.clone()
    trial.rng = Rng(dice ^ 0xA5A5)
    game.perform(trial, first)
    to_the_end = _cards_left(trial) <= ENDGAME_CARDS
    while trial.data["result"] is None:
        if trial.to_act == me and trial.data["last_round"] is None and not to_the_end:
            break
        actions = game.unlabelled_actions(trial)    # the rollout's world is already a full position
        game.perform(trial, actions[0] if len(actions) == 1 else _ranked(game, trial, actions)[0][1])
    if trial.data["result"] is not None:
        winners = trial.data["result"]["winners"]
        return 10.0 / len(winners) if me in winners else -10.0
    return lead(expected_votes(game, trial, me), me)


def _cards_left(state) -> int:
    return len(state.zones["stock"]) + sum(len(pile) for zone, pile in state.zones.items()
                                           if zone.startswith("hand"))


BOTS = {"quick": quick, "shrewd": shrewd}
