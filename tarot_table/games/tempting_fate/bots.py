"""Tempting Fate bots, for either role. Both decide from their own seat's view.

- basic: each role's best-known plan, worked out from the odds.
  Fate finishes a path when it can; otherwise it follows the top-up rule: a path the
  querent could clear in its coming turn (one card, or two against two attacks) is
  topped up, or its tokens taken off, first, if that can be done this turn. A path
  that cannot be mended in time is left, and every action builds the longest open
  path instead, a threat the querent must spend attacks on.
  The querent reckons the exact chance of every attack from the zener cards it has
  not seen: it clears a path when it can, locks with tokens any path Fate could
  otherwise finish next turn, and with two attacks plays the combination: cut a
  two-card path to one card, then strike the lone card.
- searching: deals the cards it cannot see at random into their hidden places
  several times, plays its most promising choices out with the basic bots in the
  same deals (the querent looking one attack ahead, to be quick), and keeps the one
  that wins most often.
"""
from __future__ import annotations

from functools import lru_cache

from tarot_table.cards import TAROT_DECK, ZENER_DECK
from tarot_table.games.hidden import fill_hidden, rollout
from tarot_table.games.tempting_fate.worth import FOOL, SYMBOLS, ZENER_POINTS, family, points, resists, symbol

PATHS = tuple(f"path{i}" for i in range(1, 6))
LONGEST = 5          # a path longer than this wins for Fate
FATE_ACTIONS = 3
PER_SYMBOL = len(ZENER_DECK) // len(SYMBOLS)
SAMPLES = 6
QUERENT_TRIES = 3    # the querent's attacks, best by the odds, that are played out
ROLLOUT_LIMIT = 240
MARGIN = 0.05        # score a choice must gain over the basic one (a win is 1)


def _is_zener(card: str) -> bool:
    return card in _ZENER


_ZENER = frozenset(ZENER_DECK)


def basic(game, view, rng, plies: int = 2):
    actions = game.choose_from(view)
    useful = [a for a in actions if a.kind != "resign"]
    if len(useful) <= 1:
        return useful[0] if useful else actions[0]
    if view.data["turn"] == "fate":
        return _fate_move(game, view, useful)
    return _querent_move(game, view, useful, plies)


def quick(game, view, rng):
    """The basic plan, but the querent weighs only the attack in hand, not the rest of
    its turn: the searching bot plays its many trial games with this."""
    return basic(game, view, rng, plies=1)


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
    # 2. the top-up rule: no path left where the querent could clear it, as long as
    # the path can be made safe this turn; a path that cannot is left, and the
    # actions build a threat the querent must answer instead
    for path in sorted((p for p in PATHS if 0 < length[p] <= exposed_at), key=lambda p: length[p]):
        mend = _top_tokens(view, path) + exposed_at + 1 - length[path]
        if mend <= left and step(path):
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


def _querent_move(game, view, actions, plies):
    attacks = [a for a in actions if a.kind == "attack"]
    return querent_ranking(game, view, attacks, plies)[0] if attacks else actions[0]


def querent_ranking(game, view, attacks, plies):
    """Attacks from the hand, best expected worth first, looking through the rest of
    the turn (at most ``plies`` attacks ahead); attacks that are alike appear once."""
    symbols = unseen_symbols(view)
    position = position_of(view)
    hand = tuple(p.card for p in view.zones["querent_hand"])
    left = min(view.data.get("attacks_left", 1), plies)
    reach = Reckoner(symbols, game.attacks(view))
    alike = list({(a.to, points(a.card), family(a.card), a.card == FOOL): a for a in attacks}.values())
    if left <= 1:
        worths = reach.last_attack_worths(position, [(a.to, a.card) for a in alike])
        return sorted(alike, key=lambda a: -worths[a.to, a.card])
    worths = {a: reach.attack_worth(position, a.to, a.card, _without(hand, a.card), left) for a in alike}
    return sorted(alike, key=lambda a: -worths[a])


def position_of(view) -> dict[str, tuple[tuple, int]]:
    """Each path as its cards' symbols (None while face down), nearest Fate first,
    and the tokens on its last card."""
    out = {}
    for p in PATHS:
        pile = view.zones[p]
        out[p] = (tuple(symbol(c.card) if c.face_up else None for c in pile), _top_tokens(view, p))
    return out


@lru_cache(maxsize=4096)
def _unlike(hand: tuple) -> tuple:
    """One card of each kind in ``hand`` (the same worth and family, the Fool apart):
    the last of each kind, in the order the kinds first appear."""
    return tuple({(points(c), family(c), c == FOOL): c for c in hand}.values())


def _without(hand: tuple, card: str) -> tuple:
    i = hand.index(card)
    return hand[:i] + hand[i + 1:]


WIN = 10.0


class Reckoner:
    """Exact odds of the querent's attacks over the zener cards it has not seen, and a
    judgement of the position Fate is left with when the turn ends."""

    def __init__(self, symbols: dict[str, int], attacks: int) -> None:
        total = sum(symbols.values()) or 1
        self.odds = [(s, n / total) for s, n in symbols.items() if n]
        self.attacks = attacks
        self.known: dict = {}

    def outcomes(self, path: tuple[tuple, int], card: str):
        """(chance, the path afterwards); an empty path afterwards means it is cleared."""
        key = (path, card)
        if key not in self.known:
            self.known[key] = self._outcomes(path, card)
        return self.known[key]

    def _outcomes(self, path: tuple[tuple, int], card: str):
        cards, tokens = path
        top = cards[-1]
        worth = points(card)
        if top is None and card == FOOL:
            return [(1.0, (cards[:-1], 0))]
        tops = [(top, 1.0)] if top is not None else self.odds
        out, felled = [], 0.0
        for s, chance in tops:
            if not resists(s, card) and worth + tokens >= ZENER_POINTS[s]:
                felled += chance
            else:
                out.append((chance, (cards[:-1] + (s,), tokens + worth)))
        if felled:
            out.append((felled, (cards[:-1], 0)))
        return out

    def attack_worth(self, position, path, card, rest, left) -> float:
        worth = 0.0
        for chance, after in self.outcomes(position[path], card):
            if not after[0]:
                worth += chance * WIN
            else:
                worth += chance * self.turn_worth({**position, path: after}, rest, left - 1)
        return worth

    def turn_worth(self, position, hand, left) -> float:
        if left <= 0 or not hand:
            return self.end_worth(position.values())
        cards = _unlike(hand)
        if left == 1:
            return self._last_attack_worth(position, cards)
        return max((self.attack_worth(position, p, c, _without(hand, c), left)
                    for c in cards for p in PATHS if position[p][0]), default=self.end_worth(position.values()))

    def _last_attack_worth(self, position, cards) -> float:
        worths = self.last_attack_worths(position, [(p, c) for p in PATHS if position[p][0] for c in cards])
        return max(worths.values(), default=None) or self.end_worth(position.values())

    def last_attack_worths(self, position, attacks) -> dict:
        """The worth of each (path, card) as the turn's last attack: only the attacked
        path changes, so the other paths' figures are added up once for each path. (The
        bots' hottest loop: the outcomes are looked up and the sums taken inline.)"""
        strikes = self.attacks
        stats = [_path_stats(position[p], strikes) for p in PATHS]
        all_held = sum([held for _, held, _ in stats])
        all_mend = sum([mend for _, _, mend in stats])
        known = self.known
        others = {}
        worths = {}
        for p, c in attacks:
            rest = others.get(p)
            if rest is None:   # the other paths' fewest actions to finish, tokens and mending
                i = PATHS.index(p)
                _, held, mend = stats[i]
                rest = others[p] = (min([need for j, (need, _, _) in enumerate(stats) if j != i]),
                                    all_held - held, all_mend - mend)
            least, tokens, repair = rest
            path = position[p]
            found = known.get((path, c))
            if found is None:
                found = known[path, c] = self._outcomes(path, c)
            worth = 0.0
            for chance, after in found:
                if not after[0]:
                    worth += chance * WIN
                else:
                    need, held, mend = _path_stats(after, strikes)
                    worth += chance * _judged(need if need < least else least, tokens + held, repair + mend)
            worths[p, c] = worth
        return worths

    def end_worth(self, paths) -> float:
        stats = [_path_stats(path, self.attacks) for path in paths]
        return _judged(min(need for need, _, _ in stats), sum(held for _, held, _ in stats),
                       sum(mend for _, _, mend in stats))


@lru_cache(maxsize=4096)
def _judged(least: int, tokens: int, repair: int) -> float:
    """Near 0 when Fate can finish a path next turn (``least``, the fewest actions it
    needs); otherwise 1 and more the more actions Fate must spend closing openings
    (``repair``: lone cards it cannot top up), with a little for the tokens it holds."""
    if least <= FATE_ACTIONS:
        return 0.1 * least / FATE_ACTIONS
    worth = 1.0 + 0.01 * min(least, 12) + 0.005 * min(tokens, 20) + 0.03 * repair
    if repair > FATE_ACTIONS:
        worth += 0.5 + 0.1 * (repair - FATE_ACTIONS)
    return worth


@lru_cache(maxsize=65536)
def _path_stats(path: tuple[tuple, int], attacks: int) -> tuple[int, int, int]:
    """Fate's actions to finish the path, its tokens, and Fate's actions to make it safe
    from the querent's next turn."""
    cards, held = path
    if not cards:
        return LONGEST + 1, 0, 0
    mend = held + attacks + 1 - len(cards) if len(cards) <= attacks else 0
    return held + LONGEST + 1 - len(cards), held, mend


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
    candidates = choices_to_try(game, view, actions, default)
    if len(candidates) == 1:
        return default
    worlds = [(determinize(game, view, rng), rng.next_u64()) for _ in range(SAMPLES)]
    scores = {a: _wins(game, a, worlds, me) for a in candidates}
    best = max(candidates, key=lambda a: scores[a])
    return best if scores[best] >= scores[default] + MARGIN * SAMPLES else default


def choices_to_try(game, view, actions, default):
    """The querent's best few attacks by the odds; Fate's strongest card and the unseen
    top of the deck for each path, and every token it could take off."""
    out = distinct(view, actions, default)
    if view.data["turn"] == "querent":
        ranked = querent_ranking(game, view, [a for a in out if a.kind == "attack"], 2)[:QUERENT_TRIES]
        out = ranked + [a for a in out if a.kind != "attack" and a.kind != "attack-blind"]
    else:
        strongest = {}
        for a in out:
            if a.kind == "place" and points(a.card) > points(strongest.get(a.to, a).card):
                strongest[a.to] = a
            elif a.kind == "place":
                strongest.setdefault(a.to, a)
        out = [a for a in out if a.kind != "place"] + list(strongest.values())
    return out if default in out else out + [default]


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
    for world, dice in worlds:   # quick trials: looking through both attacks took 1.3 s a decision at p95
        trial = rollout(game, world, dice, action, quick,
                        lambda st: st.data["over"] or st.data["between"], ROLLOUT_LIMIT)
        results = trial.data["results"]
        won = bool(results and results[-1]["winner"] == me)
        turns = min(trial.data["turns"], 100) / 100
        score += 1.0 + 0.01 * (1 - turns) if won else 0.01 * turns
    return score


BOTS = {"basic": basic, "searching": searching}
