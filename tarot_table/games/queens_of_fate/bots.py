"""Queens of Fate bots. Both decide from the player's view: Destiny and the
Portents are face down to them.

- greedy: plays by rules of thumb: secure everything useful, overcome the
  Opposition when it costs less than what enduring would lose (wielding the Artifact
  that makes overcoming cheapest, its price counted), spend a Source to recover a
  fallen court card.
- lookahead: at each real decision, deals the unseen cards at random into the
  hidden piles several times and plays each choice out with the greedy bot,
  keeping the choice that wins most often.
"""
from __future__ import annotations

from itertools import combinations

from tarot_table.cards import TAROT_DECK
from tarot_table.games.hidden import fill_hidden, rollout
from tarot_table.games.queens_of_fate import cards as qc

COURT_WORTH = {"page": 6.0, "knight": 6.5, "king": 7.0, "queen": 60.0}
SOURCE_WORTH = 9.0
SACRIFICE_WORTH = 0.55   # per Destiny card
ARCANA_WORTH = 0.25      # per point of Arcana spent in battle (tuned by simulation)
QUEEN_ZONES = tuple(f"queen_{suit}" for suit in qc.domains())


# ---- greedy ----------------------------------------------------------------------
def greedy(game, view, rng, patient: bool = False, arcana_worth: float = ARCANA_WORTH, actions=None):
    """The quick bot. ``patient``: it spends a Source only once Destiny is empty, never
    to recover a fallen court card sooner (``patient``, below). ``arcana_worth``: what
    each point of Arcana spent in battle counts against a court card lost. ``actions``:
    ``game.choose_from(view)``, where the caller has it."""
    if actions is None:
        actions = game.choose_from(view)
    if len(actions) == 1:
        return actions[0]
    data = view.data
    if data["trim"]:
        return min(actions, key=lambda a: (a.card in data["artifacts"], qc.face_value(a.card)))
    phase = data["phase"]
    if phase == "awaken":
        return _awaken_choice(game, view, actions)
    if phase == "battle":
        return _battle_choice(game, view, actions, arcana_worth)
    source = _source_choice(game, view, actions, patient)
    if source:
        return source
    if phase == "resolve":
        return _resolve_choice(game, view, actions)
    return actions[0]   # the rules list the year's draw first


def _of(actions, kind):
    return [a for a in actions if a.kind == kind]


def _resolve_choice(game, view, actions):
    """The rules list the Challenge's own pair first: secure it or let it go, or keep
    the old Fate or drop it."""
    first = actions[0]
    if first.kind == "secure":
        return first
    keep, drop = first, actions[1]
    suit = qc.SUIT_OF[keep.card]
    if game.held(view, suit) < game.capacity(view, suit):
        return keep
    weakest = min((qc.VALUE_OF[c] for c in game.plain_arcana(view, suit)), default=99)
    return keep if qc.VALUE_OF[keep.card] > weakest else drop


def _awaken_choice(game, view, actions):
    for action in _of(actions, "awaken-secure"):
        what = qc.kind(action.card)
        if what != "arcana":
            return action
        suit = qc.suit(action.card)
        if game.held(view, suit) < game.capacity(view, suit):
            return action
    return _of(actions, "awaken-done")[0]


def _source_choice(game, view, actions, patient: bool = False):
    if not view.zones["sources"]:   # no Source, nothing to spend
        return None
    if view.data["phase"] == "draw" and not view.zones["destiny"]:
        # the world ends at the next year: a Source kept back is worth nothing
        for kind in ("recover", "ace-harvest", "awaken"):
            found = _of(actions, kind)
            if found:
                return found[0]
    if not patient and view.data["courts_fallen"] > 0 and not all(view.zones[zone] for zone in QUEEN_ZONES):
        for kind in ("recover", "ace-harvest"):
            found = _of(actions, kind)
            if found:
                return found[0]
    return None


def overcome_plan(game, view, worths=None) -> tuple[list[str], float] | None:
    """The cheapest set of Arcana that still reaches the Opposition's strength: the
    smallest total, the fewest cards on a tie, then the first in play order.
    ``worths``: ``game.plain_arcana_worth(view)``, when the caller has it."""
    need = game.needed(view) - game.committed(view)
    if need <= 0 and (view.zones["battle"] or not view.data["artifact_used"]):
        return [], 0.0
    worths = game.plain_arcana_worth(view) if worths is None else worths
    cards = [card for card, _ in worths]
    values = [worth for _, worth in worths]
    best = None
    for size in range(1, len(cards) + 1):
        for combo, combo_values in zip(combinations(cards, size), combinations(values, size)):
            total = sum(combo_values)
            if total >= need and (best is None or total < best[1]):
                best = (list(combo), total)
                if total == need:   # nothing later can be cheaper
                    return best
        if best is not None and size >= 3:
            break
    return best


def endure_cost(game, view, action) -> float:
    if action.choice == "sacrifice":
        return SACRIFICE_WORTH * qc.face_value(game.opposition(view))
    what = qc.KIND_OF[action.card]
    if what == "court":
        return COURT_WORTH[qc.RANK_OF[action.card]]
    if what == "source":
        return SOURCE_WORTH
    return SOURCE_WORTH + qc.face_value(action.card)   # an Artifact


# What losing each court card or Source costs, looked up rather than worked out.
ENDURE_COST = {card: COURT_WORTH[qc.RANK_OF[card]] if qc.KIND_OF[card] == "court" else SOURCE_WORTH
               for card in TAROT_DECK if qc.KIND_OF[card] in ("court", "source")}


def _battle_choice(game, view, actions, arcana_worth: float = ARCANA_WORTH):
    commits, defeats, wields = {}, [], []
    cheapest = cost = None   # the first of the cheapest ways to endure
    for action in actions:   # one pass: a battle lists many moves
        kind = action.kind
        if kind == "commit":
            commits[action.card] = action
        elif kind == "endure":
            price = ENDURE_COST.get(action.card) or endure_cost(game, view, action)   # no cost is 0
            if cost is None or price < cost:
                cheapest, cost = action, price
        elif kind == "ace-defeat":
            defeats.append(action)
        elif kind == "wield":
            wields.append(action)
    if wields and not view.zones["battle"]:   # an Artifact is at hand before any Arcana is committed
        wield = _wield_choice(game, view, commits, wields, arcana_worth, cost)
        if wield is not None:
            return wield
    if commits:   # with nothing to commit, no plan can be played
        worths = game.listed_worths(view)
        plan = overcome_plan(game, view, worths)
        if plan and plan[0] and all(c in commits for c in plan[0]):
            if cheapest is None or plan[1] * arcana_worth <= cost or view.zones["battle"]:
                worth = dict(worths)
                return commits[max(plan[0], key=worth.__getitem__)]
    if defeats and cheapest is not None and cost > SOURCE_WORTH:
        return defeats[0]
    return cheapest or actions[0]


def _wield_choice(game, view, commits, wields, arcana_worth: float, endure: float | None):
    """The Artifact to wield, or None: the one whose wielding makes overcoming the
    Opposition cheapest, when that is cheaper than overcoming it without one (where the
    Arcana can) and than enduring it. What overcoming costs: the Arcana spent,
    ``arcana_worth`` a point, and the Destiny cards the Artifact's price sacrifices
    (``SACRIFICE_WORTH`` each, as enduring by sacrifice counts them; rules.md, Artifacts)."""
    plain = overcome_plan(game, view, game.listed_worths(view)) if commits else None
    best, best_cost = None, plain[1] * arcana_worth if plain and plain[0] else None
    for wield in wields:
        after = view.clone(story=False)
        game.carry_out(after, wield)
        plan = overcome_plan(game, after)
        if not plan or not plan[0]:
            continue
        worth = qc.face_value(wield.card)
        price = (worth // 2) * sum(1 for card in plan[0] if game.value(after, card) <= worth)
        spent = plan[1] * arcana_worth + price * SACRIFICE_WORTH
        if best_cost is None or spent < best_cost:
            best, best_cost = wield, spent
    if best is None or (endure is not None and best_cost > endure):
        return None
    return best


# ---- lookahead ---------------------------------------------------------------------
ROLLOUTS = 10
ROLLOUT_LIMIT = 600
MARGIN = 2        # wins out of ROLLOUTS a choice needs over greedy's before it is preferred


def determinize(game, view, rng):
    """A full state consistent with the view; trumps never lie in the Portents."""
    deck = [c for c in TAROT_DECK
            if not (game.reiser(view) and qc.kind(c) == "court" and qc.rank(c) == "knight")]
    return fill_hidden(view, deck, [("portents", lambda c: qc.kind(c) != "opposition"),
                                    ("destiny", None)], rng)


def _candidates(game, view, actions):
    """The choices worth comparing: one per kind of plan, not every card order."""
    picks = {}
    for action in actions:
        if action.kind == "commit":
            continue
        key = (action.kind, action.choice, action.to if action.kind != "endure" else None)
        picks.setdefault(key, []).append(action)
    out = []
    for group in picks.values():
        if group[0].kind == "endure":
            out.append(min(group, key=lambda a: endure_cost(game, view, a)))
        else:
            out.extend(group)
    greedy_pick = greedy(game, view, None)
    if greedy_pick not in out:
        out.append(greedy_pick)
    return out


def lookahead(game, view, rng):
    actions = game.legal_actions(view)
    if len(actions) == 1:
        return actions[0]
    greedy_pick = greedy(game, view, rng)
    candidates = _candidates(game, view, actions)
    if len(candidates) == 1:
        return candidates[0]
    # Every choice is played out in the same sampled worlds with the same dice, so
    # the comparison measures the choice, not the luck of the deal.
    worlds = [(determinize(game, view, rng), rng.next_u64()) for _ in range(ROLLOUTS)]
    scores = {action: _wins(game, action, worlds) for action in candidates}
    best = max(candidates, key=lambda a: scores[a])
    return best if scores[best] >= scores[greedy_pick] + MARGIN else greedy_pick


def _wins(game, action, worlds) -> int:
    wins = 0
    for world, dice in worlds:
        trial = rollout(game, world, dice, action, greedy, lambda st: st.data["ended"], ROLLOUT_LIMIT)
        outcome = game.outcome(trial)
        wins += bool(outcome and outcome.won_by(0))
    return wins


def patient(game, view, rng):
    """The quick bot keeping its Sources until Destiny is empty: the solver's rollouts
    under the original rules, and in turn with the quick bot under Reiser's
    (``QueensShortcuts.rollout_bots``), whose wins often need an Ace held for an
    Awakening (Reiser: a harvest of four) at Destiny's end, where the quick bot spends
    it at once to recover a fallen court card."""
    return greedy(game, view, rng, patient=True)


BOTS = {"greedy": greedy, "lookahead": lookahead}


# ---- the move Reiser's proofs try first (the solver, which knows every card) -------------------
REISER_ARCANA_WORTH = 0.4   # a point of Arcana spent, against a court card lost (the quick bot: 0.25)
HARVEST_BRINGS_AT_LEAST = 2   # cards a harvest of four must bring into play to come first


def reiser_proof_order(game, state, rng):
    """The move the solver's proofs try first under Reiser's rules
    (``QueensShortcuts.proof_order``): the quick bot's, with Arcana dearer (one a domain,
    two with its Page, so a trump beaten with all of them leaves the next ones to the
    court), and a Source's harvest of four put after the other moves while Destiny lasts
    unless it brings two cards or more into play: court cards, and Arcana where their
    domain has room. It reads the Portents, which the solver knows and a player does not.
    Deal 25's win keeps the Page of Cups' domain's Arcana against XVII and spends the Ace
    of Swords three years later than the quick bot would, once a battle has emptied the
    Pentacles domain for the Eight the harvest brings: the proof led by the quick bot
    finds it after 459,026 positions, led by this after 254 (docs/solver.md)."""
    actions = game.choose_from(state)
    choice = greedy(game, state, rng, arcana_worth=REISER_ARCANA_WORTH, actions=actions)
    if (choice.kind != "ace-harvest" or not state.zones["destiny"] or state.data["phase"] == "battle"
            or brought_into_play(game, state) >= HARVEST_BRINGS_AT_LEAST):
        return choice
    return next((action for action in actions if action.kind != "ace-harvest"), choice)


AWAKENING_BRINGS_AT_LEAST = 2   # cards an Awakening must bring into play to come before a Recover
AWAKENING_FIRST_WHILE_DESTINY_HOLDS = 30   # cards Destiny must still hold for that (of 78 at the deal)


def awakening_proof_order(game, state, rng):
    """The move the solver's proofs try first under the original rules, between the
    restarts and the beam a year at a time (``QueensShortcuts.proof_before_turn_beams``)
    and once the search for a win has stalled (``QueensShortcuts.order_once_stalled``):
    the quick bot's, but an Awakening before Recover the Fallen where it would bring two
    cards or more into play (court cards, Aces, and Arcana where their domain has room),
    as ``reiser_proof_order`` puts a harvest of four, while Destiny still holds 30 cards
    or more (the first ten years or so). Deal 43's win spends the Ace of Wands drawn in
    year 7 (35 cards left) to Awaken two cards into empty domains where the quick bot
    recovers with it: a proof keyed soundly led by this finds a win from the deal in
    5,377 positions, led by the quick bot none in 2,000,000; with the Awakening first at
    any length of Destiny, in 23,796 (its later Awakenings, Destiny nearly empty, are
    not the win's). Deal 84's win recovers with the Ace of Swords in year 11 (26 cards
    left) where an Awakening would bring three: the proof that only looks for wins, led
    by the quick bot, finds it in 38,462 positions, and the same with this order; with
    the Awakening first there, none in 60,000 (docs/solver.md). A move ordering only:
    what the proof answers is the same, only the line met first and how soon."""
    actions = game.choose_from(state)
    choice = greedy(game, state, rng, actions=actions)
    if (choice.kind != "recover" or len(state.zones["destiny"]) < AWAKENING_FIRST_WHILE_DESTINY_HOLDS
            or brought_into_play(game, state, aces=True) < AWAKENING_BRINGS_AT_LEAST):
        return choice
    return next((action for action in actions if action.kind == "awaken"), choice)


def brought_into_play(game, state, aces: bool = False) -> int:
    """How many of the four oldest cards of the Portents a harvest of four would bring
    into play: the court cards, and the Arcana whose domain has room (Aces leave the game);
    with ``aces``, as an Awakening of the original rules would, the Aces too (to the Sources)."""
    room = {suit: game.capacity(state, suit) - game.held(state, suit) for suit in qc.domains()}
    brought = 0
    for placed in state.zones["portents"][:4]:
        card = placed.card
        what = qc.KIND_OF[card]
        if what == "court" or (aces and what == "source"):
            brought += 1
        elif what == "arcana" and room[qc.SUIT_OF[card]] > 0:
            room[qc.SUIT_OF[card]] -= 1
            brought += 1
    return brought


# ---- how near a win a position looks (the solver's beam a year at a time) -----------------
QUEEN_IN_PLAY, QUEEN_TO_COME, QUEEN_FALLEN = 10.0, 8.0, 5.0
FALLEN_DEPTH = 0.2      # what each card beneath a fallen Queen in the Portents takes off
PROMISE_OF = {"source": 3.0, "destiny": 0.15, "court": 1.0, "arcana_point": 0.1}
COURT_PILES = tuple(f"court_{suit}" for suit in qc.domains())
ARCANA_PILES = tuple(f"arcana_{suit}" for suit in qc.domains())


def promise(state) -> float:
    """How near the Ascension a position looks, for the solver's beam a year at a time
    (``QueensShortcuts.promise``): each Queen in play, still to come in Destiny, or
    fallen (worth less the deeper she lies in the Portents), and a little for the
    Sources, the years left, the court cards that shield her and the Arcana's points.
    It only ranks positions for a search that proves nothing."""
    zones, kind_of, value_of = state.zones, qc.KIND_OF, qc.VALUE_OF
    worth = QUEEN_IN_PLAY * sum(1 for zone in QUEEN_ZONES if zones[zone])
    worth += QUEEN_TO_COME * sum(1 for p in zones["destiny"] if p.card.endswith(".queen"))
    worth += sum(QUEEN_FALLEN - FALLEN_DEPTH * place for place, p in enumerate(zones["portents"])
                 if p.card.endswith(".queen"))
    worth += PROMISE_OF["source"] * len(zones["sources"]) + PROMISE_OF["destiny"] * len(zones["destiny"])
    worth += PROMISE_OF["court"] * sum(len(zones[zone]) for zone in COURT_PILES)
    worth += PROMISE_OF["arcana_point"] * sum(value_of[p.card] for zone in ARCANA_PILES for p in zones[zone]
                                              if kind_of[p.card] == "arcana")
    return worth
