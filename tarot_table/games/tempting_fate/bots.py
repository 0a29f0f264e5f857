"""Tempting Fate bots, for either role. Both decide from their own seat's view.

- basic: each role's best-known plan, worked out from the odds.
  Fate follows the top-up rule: a path the querent could clear this coming turn
  (one card, or two against two attacks) is topped up, or its tokens taken off,
  before anything else; the rest of its actions build the longest open path.
  The querent reckons the exact chance of every attack from the zener cards it has
  not seen: it clears a path when it can, locks with tokens any path Fate could
  otherwise finish next turn, and with two attacks plays the combination: cut a
  two-card path to one card, then strike the lone card.
- searching: deals the cards it cannot see at random into their hidden places
  several times, plays each distinct choice out with the basic bots in the same
  deals, and keeps the one that wins most often.
"""
from __future__ import annotations

from tarot_table.cards import TAROT_DECK, ZENER_DECK
from tarot_table.games.hidden import fill_hidden, rollout
from tarot_table.games.tempting_fate.worth import FOOL, SYMBOLS, ZENER_POINTS, family, points, resists, symbol

PATHS = tuple(f"path{i}" for i in range(1, 6))
LONGEST = 5          # a path longer than this wins for Fate
FATE_ACTIONS = 3
PER_SYMBOL = len(ZENER_DECK) // len(SYMBOLS)
SAMPLES = 6
ROLLOUT_LIMIT = 240
MARGIN = 0.05        # score a choice must gain over the basic one (a win is 1)


def _is_zener(card: str) -> bool:
    return card in _ZENER


_ZENER = frozenset(ZENER_DECK)


def basic(game, view, rng):
    actions = game.legal_actions(view)
    useful = [a for a in actions if a.kind != "resign"]
    if len(useful) <= 1:
        return useful[0] if useful else actions[0]
    if view.data["turn"] == "fate":
        return _fate_move(game, view, useful)
    return _querent_move(game, view, useful)


# ---- what both roles read off the table ------------------------------------------------
def _top_tokens(view, path: str) -> int:
    pile = view.zones[path]
    return view.data["tokens"].get(pile[-1].card, 0) if pile else 0


def fate_needs(view, path: str) -> int:
    """Fate's actions to push this path past five cards: its tokens, then the cards."""
    return _top_tokens(view, path) + LONGEST + 1 - len(view.zones[path])


# ---- Fate ----------------------------------------------------------------------------------
def _fate_move(game, view, actions):
    left = view.data["actions_left"]
    exposed_at = game.attacks(view)
    length = {p: len(view.zones[p]) for p in PATHS}
    places = {}
    for a in actions:
        if a.kind in ("place", "place-blind"):
            places.setdefault(a.to, []).append(a)
    untoken = {a.card: a for a in actions if a.kind == "untoken"}

    def step(path):
        """Fate's next action on a path: a card if it is open, else a token off."""
        if path in places:
            return _strongest_place(view, places[path])
        return untoken.get(view.zones[path][-1].card) if view.zones[path] else None

    # 1. a path Fate can finish this turn
    finishing = [p for p in PATHS if fate_needs(view, p) <= left and step(p)]
    if finishing:
        return step(min(finishing, key=lambda p: fate_needs(view, p)))
    # 2. the top-up rule: no path left where the querent could clear it
    for path in sorted((p for p in PATHS if 0 < length[p] <= exposed_at), key=lambda p: length[p]):
        if step(path):
            return step(path)
    # 3. build: the open path nearest six cards, or free a longer locked one
    open_paths = [p for p in places if length[p] > 0] or list(places)[:1]
    target = max(open_paths, key=lambda p: length[p], default=None)
    locked = [p for p in PATHS if length[p] and p not in places and step(p)]
    if locked:
        best_locked = min(locked, key=lambda p: fate_needs(view, p))
        if target is None or fate_needs(view, best_locked) < fate_needs(view, target):
            return untoken[view.zones[best_locked][-1].card]
    if target is not None:
        return _strongest_place(view, places[target])
    return next(iter(untoken.values()), actions[0])


def _strongest_place(view, options):
    """The strongest card of the hand; the unseen top of the deck (worth three on
    average) rather than a hand card weaker than that."""
    from_hand = [a for a in options if a.kind == "place"]
    best = max(from_hand, key=lambda a: points(a.card), default=None)
    blind = [a for a in options if a.kind == "place-blind"]
    if best is None or (points(best.card) < 3 and blind):
        return blind[0] if blind else options[0]
    return best


# ---- the querent ---------------------------------------------------------------------------
def unseen_symbols(view) -> dict[str, int]:
    """How many of each zener symbol the querent has not seen face up."""
    left = dict.fromkeys(SYMBOLS, PER_SYMBOL)
    for zone in ("fate_discard", *PATHS):
        for p in view.zones[zone]:
            if p.face_up and p.card in _ZENER:
                left[symbol(p.card)] -= 1
    return left


def defeat_chance(view, attacker: str, path: str, symbols: dict[str, int]) -> float:
    """The chance that ``attacker`` removes the last card of ``path``."""
    target = view.zones[path][-1]
    held = view.data["tokens"].get(target.card, 0)
    worth = points(attacker)
    if not target.face_up:
        if attacker == FOOL:
            return 1.0
        total = sum(symbols.values()) or 1
        return sum(n for s, n in symbols.items()
                   if not resists(s, attacker) and worth >= ZENER_POINTS[s]) / total
    s = symbol(target.card)
    return float(not resists(s, attacker) and worth + held >= ZENER_POINTS[s])


def _querent_move(game, view, actions):
    symbols = unseen_symbols(view)
    attacks = [a for a in actions if a.kind == "attack"]
    if not attacks:
        return actions[0]
    hand = [p.card for p in view.zones["querent_hand"]]
    left = view.data.get("attacks_left", 1)
    return max(attacks, key=lambda a: _attack_worth(view, a, hand, left, symbols))


def _attack_worth(view, action, hand, left, symbols) -> float:
    """The chance of winning now or next attack, then safety from Fate's next turn,
    then the tokens locked where Fate must spend actions."""
    path, card = action.to, action.card
    length = len(view.zones[path])
    chance = defeat_chance(view, card, path, symbols)
    if length == 1:
        return 10.0 * chance + _after_fail(view, action, left, symbols) * (1 - chance)
    worth = chance * _after_defeat(view, path, card, hand, left, symbols)
    return worth + (1 - chance) * _after_fail(view, action, left, symbols)


def _after_defeat(view, path, card, hand, left, symbols) -> float:
    length = len(view.zones[path]) - 1
    if left > 1 and length == 1:   # the combination: strike the lone card next
        rest = [c for c in hand if c != card]
        lone = max((_lone_chance(view, path, c, symbols) for c in rest), default=0.0)
        return 10.0 * lone + _safety(view, {path: (length, 0)}, left - 1) * (1 - lone)
    return _safety(view, {path: (length, 0)}, left - 1) + 0.2 * (length <= 1)


def _lone_chance(view, path, card, symbols) -> float:
    """The chance against the face-down card beneath the one just defeated."""
    if card == FOOL:
        return 1.0
    total = sum(symbols.values()) or 1
    return sum(n for s, n in symbols.items() if not resists(s, card) and points(card) >= ZENER_POINTS[s]) / total


def _after_fail(view, action, left, symbols) -> float:
    path = action.to
    tokens = _top_tokens(view, path) + points(action.card)
    length = len(view.zones[path])
    lock = 0.3 * min(tokens, 6) / 6 + (0.5 if length == 1 and tokens > FATE_ACTIONS else 0.0)
    return _safety(view, {path: (length, tokens)}, left - 1) + lock


def _safety(view, changed: dict[str, tuple[int, int]], attacks_left: int) -> float:
    """1 when Fate cannot finish a path next turn, else a little for every action it
    still needs (losing later is better than losing sooner)."""
    if attacks_left > 0:
        return 1.0   # another attack follows and will look again
    needs = []
    for p in PATHS:
        length, tokens = changed.get(p, (len(view.zones[p]), _top_tokens(view, p)))
        needs.append(tokens + LONGEST + 1 - length)
    least = min(needs)
    return 1.0 + 0.01 * min(least, 12) if least > FATE_ACTIONS else 0.1 * least / FATE_ACTIONS


# ---- searching ---------------------------------------------------------------------------
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
    candidates = distinct(view, actions, default)
    if len(candidates) == 1:
        return default
    worlds = [(determinize(game, view, rng), rng.next_u64()) for _ in range(SAMPLES)]
    scores = {a: _wins(game, a, worlds, me) for a in candidates}
    best = max(candidates, key=lambda a: scores[a])
    return best if scores[best] >= scores[default] + MARGIN * SAMPLES else default


def distinct(view, actions, default):
    """One action per kind of outcome. Empty paths are all alike, so only the first is
    tried; hand cards of the same worth and the same family meet the same fate."""
    first_empty = next((p for p in PATHS if not view.zones[p]), None)
    seen = {}
    for a in actions:
        if a.to in PATHS and not view.zones[a.to] and a.to != first_empty:
            continue
        if a.kind in ("place", "attack"):
            key = (a.kind, a.to, points(a.card), family(a.card), a.card == FOOL)
        else:
            key = (a.kind, a.to, a.card)
        seen.setdefault(key, a)
    out = list(seen.values())
    if default not in out:
        out.append(default)
    return out


def _wins(game, action, worlds, me) -> float:
    """Games won across the worlds; between two losses the slower one counts a little
    more, so a hopeless position still gives the bot a reason to choose."""
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
