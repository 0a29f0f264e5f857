"""Tempting Fate bots, for either role. Both decide from their own seat's view.

- basic: rules of thumb. Fate fills the shortest open path from its hand and takes
  tokens off a card about to fall; the querent finishes the weakest card it can
  beat, sends the Fool at unseen cards, and otherwise attacks the shortest path.
- searching: deals the cards it cannot see at random into their hidden places
  several times, plays each choice out with the basic bots, and keeps the choice
  that wins most often across those same deals.
"""
from __future__ import annotations

from tarot_table.cards import TAROT_DECK, ZENER_DECK, facts
from tarot_table.games.hidden import fill_hidden, rollout

PATHS = tuple(f"path{i}" for i in range(1, 6))
SAMPLES = 8
ROLLOUT_LIMIT = 400
MARGIN = 0.05   # score a choice must gain over the basic one (a win is 1, a day longer 0.01)


def _is_zener(card: str) -> bool:
    return facts(card).arcana == "zener"


# ---- basic -------------------------------------------------------------------------
def basic(game, view, rng):
    actions = game.legal_actions(view)
    useful = [a for a in actions if a.kind != "resign"]
    if len(useful) <= 1:
        return useful[0] if useful else actions[0]
    if view.data["turn"] == "fate":
        return _fate_move(game, view, useful)
    return _querent_move(game, view, useful)


def _fate_move(game, view, actions):
    """Build one path past five cards before the querent clears any: grow the
    longest open path, and free a blocked long path by taking its tokens off."""
    from tarot_table.games.tempting_fate.rules import points
    tokens = view.data["tokens"]
    length = {p: len(view.zones[p]) for p in PATHS}
    places = [a for a in actions if a.kind in ("place", "place-blind")]
    grown = [a for a in places if length[a.to] > 0]
    target_len = max((length[a.to] for a in grown), default=0)
    untoken = [a for a in actions if a.kind == "untoken"]
    blocked_long = [a for a in untoken if length[_path_of(view, a.card)] > target_len]
    if blocked_long:
        return max(blocked_long, key=lambda a: (length[_path_of(view, a.card)], -tokens[a.card]))
    pool = grown if grown else places
    if pool:
        longest = max(length[a.to] for a in pool)
        best = [a for a in pool if length[a.to] == longest]
        from_hand = [a for a in best if a.kind == "place"]
        if from_hand:
            return max(from_hand, key=lambda a: points(a.card))
        return best[0]
    return (untoken or actions)[0]


def _path_of(view, card):
    return next(p for p in PATHS if any(c.card == card for c in view.zones[p]))


def _querent_move(game, view, actions):
    """Clear a short path if it can; otherwise hit the longest path, where a blow
    either shortens it or leaves tokens that stop Fate adding to it."""
    from tarot_table.games.tempting_fate.rules import FOOL, immune, points
    tokens = view.data["tokens"]
    length = {p: len(view.zones[p]) for p in PATHS}

    def beats(a):
        target = view.zones[a.to][-1]
        return (target.face_up and not immune(target.card, a.card)
                and points(a.card) + tokens.get(target.card, 0) >= points(target.card))

    hand_attacks = [a for a in actions if a.kind == "attack"]
    lone = [a for a in hand_attacks if length[a.to] == 1]
    winning = [a for a in lone if beats(a) or (a.card == FOOL and not view.zones[a.to][-1].face_up)]
    if winning:
        return min(winning, key=lambda a: points(a.card))
    unseen_lone = [a for a in lone if not view.zones[a.to][-1].face_up and a.card != FOOL]
    if unseen_lone:
        return max(unseen_lone, key=lambda a: points(a.card))
    open_long = [a for a in actions if a.to and not tokens.get(view.zones[a.to][-1].card)]
    pool = open_long or [a for a in actions if a.to]
    longest = max(length[a.to] for a in pool)
    on_longest = [a for a in pool if length[a.to] == longest]
    target = view.zones[on_longest[0].to][-1]
    if target.face_up:
        # an immune blow never fells the card, so its tokens stay and block the path
        blocking = [a for a in on_longest if a.kind == "attack" and immune(target.card, a.card)
                    and points(a.card) > 0]
        if blocking:
            return max(blocking, key=lambda a: points(a.card))
        finishing = [a for a in on_longest if a.kind == "attack" and beats(a)]
        if finishing:
            return min(finishing, key=lambda a: points(a.card))
    fool = [a for a in on_longest if a.card == FOOL and not target.face_up]
    if fool:
        return fool[0]
    from_hand = [a for a in on_longest if a.kind == "attack" and a.card != FOOL]
    if from_hand:
        return max(from_hand, key=lambda a: points(a.card))
    return on_longest[0]


# ---- searching ---------------------------------------------------------------------
def determinize(game, view, rng):
    zener_zones = [("fate_hand", _is_zener), *((p, _is_zener) for p in PATHS), ("fate_deck", _is_zener)]
    tarot_zones = [("querent_hand", None), ("tarot_deck", None)]
    state = fill_hidden(view, ZENER_DECK, zener_zones, rng)
    return fill_hidden(state, TAROT_DECK, tarot_zones, rng)


def searching(game, view, rng):
    actions = [a for a in game.legal_actions(view) if a.kind != "resign"]
    if len(actions) <= 1:
        return actions[0] if actions else game.legal_actions(view)[0]
    me = view.to_act
    default = basic(game, view, rng)
    candidates = _distinct(view, actions, default)
    worlds = [(determinize(game, view, rng), rng.next_u64()) for _ in range(SAMPLES)]
    scores = {a: _wins(game, a, worlds, me) for a in candidates}
    best = max(candidates, key=lambda a: scores[a])
    return best if scores[best] >= scores[default] + MARGIN else default


def _distinct(view, actions, default):
    """One action per kind of outcome: blind moves differ only by path, hand moves by
    card and path; token removals by card."""
    out = list(dict.fromkeys(actions))[:24]
    if default not in out:
        out.append(default)
    return out


def _wins(game, action, worlds, me) -> float:
    """Games won across the worlds; between two losses (or two wins) the slower
    defeat (or the quicker win) counts a little more, so a hopeless position still
    gives the bot a reason to choose."""
    score = 0.0
    for world, dice in worlds:
        trial = rollout(game, world, dice, action, basic,
                        lambda st: st.data["over"] or st.data["between"], ROLLOUT_LIMIT)
        results = trial.data["results"]
        won = bool(results and results[-1]["winner"] == me)
        turns = min(trial.data["turns"], 100) / 100
        score += 1.0 + 0.01 * (1 - turns) if won else 0.01 * turns
    return score


BOTS = {"basic": basic, "searching": searching}
