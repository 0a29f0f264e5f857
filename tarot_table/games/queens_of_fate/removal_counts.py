"""How many cards the harvests and the Aces can still take from the bottom of the
Portents: the count ``most`` of the theorem "Queen out of reach" (``out_of_reach.py``)
made sharper. Each count below is proved as the theorem is, with the words of its proof.

Two sharper counts (27 November), each proved the same way:

- *Recover, court by court.* Cards leave from below her only as the oldest (a harvest,
  Awaken, a harvest of four) or as the oldest court card (Recover). So the cards gone
  from below her are always the ``p`` oldest and the oldest court cards beyond them: the
  courts gone form the first ones of the list of courts below her. A Recover takes one
  card and spends an Ace that could have Awakened four, so with ``R`` Recovers the cards
  gone from below her and her number at most ``3 H + 4 (A - R) + R``. She leaves by
  Recover only once every court card beyond the ``p`` oldest has gone by Recover, and
  then by one more: ``R >= f(p) + 1``, ``f(p)`` the court cards below her beyond the
  ``p`` oldest, so ``p + f(p) + 1 <= 3 H + 4 A - 3 R`` and ``p + 4 f(p) + 4 <= 3 H + 4 A``
  with ``f(p) + 1 <= A``. And the court cards that can come back by Recover beyond the
  ``k`` oldest are only the first ``A`` of them (before: every court card below her).
- *Three Arcana in a domain, counted from what the domain holds.* The condition is made
  true only by a secured new Arcana of its suit (an Arcana sent back from a battle to
  its domain is not secured, and is counted as held), and between two of its harvests it
  must become false and be made true again. With ``m`` plain Arcana of the suit held (in
  its domain or the battle) and ``n`` usable ones not in play, it harvests at most
  ``n - (2 - m)`` times when ``m < 2`` (the first harvest takes ``3 - m`` of them), at
  most ``n`` when ``m = 2``, and at most ``n + 1`` when ``m >= 3`` (one may be due as an
  over-full domain is trimmed).
- *A set met harvests no more.* A condition on a fixed set that the position meets (its
  "met") is true now; it harvests again only once it has been false, when one of its
  cards has left play, and that card does not come back before she does. So such a set
  counts for nothing, and neither do an Artifact's two cards: an Arcana forged into an
  Artifact never counts in a condition again and its Ace never returns to the Sources
  (the Artifact leaves play whole, for the Portents).
And one that follows Destiny's order (27 November, night):

- *An Arcana the next draws beat is never secured.* An Arcana card from Destiny enters
  its domain only from Fate, kept when the next Arcana drawn is in harmony with it
  (or, from the Portents, by an Awakening or a harvest of four: it lies above her
  then, so not before she leaves). Take an Arcana ``X`` in Destiny (or in Fate, with no
  Challenge waiting), and the Arcana drawn after it in Destiny's order, ``Y1, Y2...``,
  up to the first Arcana ``Yj`` opposed to ``X``'s suit and of ``X``'s number or more.
  If no trump lies between ``X`` and ``Yj``, every ``Yi`` is opposed to ``X`` and no
  ``Yi``'s King can be in play when ``Yi`` is drawn (he lies in Destiny after ``Yi``,
  or in the Portents above her), then ``X`` never enters its domain before she leaves
  the Portents, and it is not counted usable. Proof: Destiny's order between ``X`` and
  ``Yj`` changes only by a sacrifice (a harvest puts cards beneath Destiny), which
  takes cards from the top after a trump is drawn or overcome: no trump is drawn
  between them, and one drawn before ``X`` takes ``X`` before any card below it. Fate
  changes only when an Arcana is drawn. So ``X`` (if it becomes Fate at all) meets
  ``Y1``, ``Y2``... in turn: each is in conflict with it (opposed, and no King of its
  suit in play keeps the peace), so ``X`` is never kept, and the lower goes: a smaller
  ``Yi``; at ``Yj``, ``X`` itself (both on a tie), to the Portents, above her. A King
  lying in Destiny after ``Yi`` comes into play only once drawn (a sacrifice that took
  him would take ``X`` first), and one above her in the Portents not before she leaves.

And one that follows Destiny's order further (28 November, morning):

- *A King in the Portents waits for a Source.* A King lying in the Portents below her
  (so one the count may bring back) comes into play only once he leaves them: by a
  harvest, to the bottom of Destiny, beneath every card there now, so drawn only after
  all of them (draws and sacrifices take from the top); or by a Source spent (Awaken or
  Recover the Fallen, Reiser's harvest of four). The first Source spent is an Ace from
  outside the Portents (one in them leaves them only by those same two ways, so after
  that first Ace, or beneath Destiny): one outside Destiny, the Portents, the Signs and
  the cards out of play that is not forged into an Artifact (an Artifact is never spent
  as a Source), which may be spent at once, or one drawn from Destiny, spent at the
  earliest just after its draw. So with no such Ace outside Destiny he is in play at no
  draw up to the first Ace's in Destiny (at none of Destiny's present draws without
  one), and "no ``Yi``'s King can be in play when ``Yi`` is drawn" above holds for him
  then.

And two for the last years (28 November, morning):

- *No trump left.* Once no trump lies in Destiny or the Challenge, none is ever drawn
  again (a harvest moves only cards of the Portents, which never hold a trump: beaten,
  endured or sacrificed trumps go to the Signs, for good). Without a trump no court card
  leaves play (only enduring takes one), so a domain's room stays, and no Arcana leaves
  its domain but when an over-full domain is trimmed to its room or, with Artifacts on,
  when one is forged (an Artifact is no Arcana in the conditions) or an Artifact is
  discarded. So "three Arcana in a domain", once true, stays true (trimmed, the domain
  keeps its room, three), but for a forging: it is made true at most once more, and once
  more again after its suit's Ace is forged there (an Ace forged leaves play with its
  Artifact, for the Portents, above her). It harvests at most once more a domain, twice
  with Artifacts on.

- *Nothing leaves first.* Until the first card leaves the Portents (by a harvest or a
  Source spent), nothing goes beneath Destiny, so every card drawn is one of Destiny's
  present cards, in their order (draws and sacrifices take from the top). Fate changes
  only when an Arcana is drawn, and an Arcana enters its domain from Fate only when the
  next Arcana drawn meets it in harmony (from the Portents, by Awaken or a harvest of
  four, only after a card has left them). So the last Arcana in Destiny (with none
  there, an Arcana Challenge, which becomes Fate or goes, and Fate's card may be kept
  now; with neither, Fate's card) is never secured before the first card leaves the
  Portents. That first removal is a Source spent, an Ace from outside the Portents that
  is no Artifact's and not the Source being spent now (its card goes to the Portents
  after its power), or a harvest, due when a card secured makes true a condition whose
  cards are all in play: none from the Portents, none beaten in Fate, not the last
  Arcana; not a set met now (above); "three Arcana in a domain" as counted above. When
  the free cards but that Arcana offer neither, no card ever leaves the Portents, and
  no Queen there comes back.

And one for a condition already met (28 November, afternoon):

- *Three Arcana made already.* "Three Arcana in a domain" harvests only at a judging
  where it is true and the position's record of the conditions met ("met") does not
  hold it; outside a trim that record is the conditions true at the last judging (during
  a trim it is the one from before the card was secured). So where "met" holds it now, a
  later harvest needs a judging that finds it false first (the domain down to two plain
  Arcana), and then the domain back to three, which only a secured Arcana of the suit
  does (an Arcana given back from a battle is not secured, and its judging records the
  condition true again with no harvest): a new one each time, from outside play (an
  Arcana in play leaves it only for the Portents, above her). So it harvests at most
  once for each usable Arcana of its suit not in play (not the one more of "counted from
  what the domain holds", which is due only as an over-full domain is trimmed into a
  condition not yet recorded). With no trump left and no domain waiting to be trimmed,
  "met" is what is true now: the domain holds three plain Arcana within its room, so
  its room is three and stays (no court card leaves), and the condition stays true but
  for a forging: no harvest more, one with Artifacts on (the suit's one Ace forged there).

- *The Source Awakening now is spent.* During an Awakening its Source waits in the
  revealed row and goes to the Portents when the Awakening ends, on top, above her: it
  is not usable (no Ace to spend, in the count or in "a King in the Portents waits for a
  Source", where a King still in the Portents was not among the four it showed).

And one for the last Arcana of Destiny (29 November):

- *The last Arcana waits for a harvest.* "Nothing leaves first" above says the card
  ``waiting_in_fate`` names is never secured before the first card leaves the
  Portents. Sharper, and for more cards: take an Arcana ``X`` in Destiny (or the Arcana
  Challenge, or Fate's card with no Arcana Challenge waiting) each of whose later
  Arcana in Destiny, ``Z1, Z2...``, is opposed to it, with no King of its suit able to
  be in play when it is drawn ("a King in the Portents waits for a Source" above; the
  last Arcana of Destiny has none). ``X`` is never kept from Fate before the first
  harvest. It enters its domain from Fate only, kept when a later Arcana drawn meets it
  in harmony (from the Portents, by an Awakening, only once it lies there, above her).
  Until a harvest puts cards beneath Destiny, the Arcana drawn after ``X`` are some of
  the ``Zi`` (an Awakening or Recover the Fallen brings cards into play or back onto
  the Portents, never into Destiny; a draw or a sacrifice only takes from it), and each
  is in conflict with ``X``: the lower goes, both on a tie, so ``X`` stays in Fate or
  goes to the Portents, and is never kept. So until the first harvest the usable cards
  are those of the count less every such ``X``, and the first harvest comes from a set
  (or three Arcana of a domain) that does without them. Hence for the count: with the
  ``k`` oldest cards gone, if the count without them allows no harvest, none comes
  while no more than ``k`` have gone, and they add none either (the count is 0 there);
  else the count with them stands. Both counts grow with ``k``, so this one does too,
  and the fixed point above holds for it: every harvest before she leaves happens with
  fewer cards gone than the fixed point, and the first of them found a harvest without
  those cards.

And one for Reiser's rules (28 November):

- *The cards below leave in order.* Under Reiser's rules a card leaves the Portents
  only from the bottom: a harvest takes the three oldest (to the bottom of Destiny), a
  Source's harvest of four the four oldest (into play, or, an Arcana with no room, back
  on top, above her; the Aces among them leave the game). So the cards gone from below
  her are always the ``r`` oldest, and each such event adds 3 or 4 to ``r``. A harvest
  comes only from a set the conditions name on fixed cards (without Knights a domain
  holds two Arcana at most and no King, Knight and Page stand together, so the other
  conditions are never met) that the position does not meet now, each of its cards in
  play then: one usable outside the Portents now or one of the ``r`` oldest already gone
  (a card discarded meanwhile lies above her); each set harvests at most once, as
  above. An Ace spent is one usable outside the Portents now or one that left them by a
  harvest (to the bottom of Destiny, to be drawn and secured); one that a harvest of four
  finds leaves the game. So until she leaves, the events follow a path through the
  states (cards gone, harvests made, Aces in hand) from (0, 0, the Aces outside): a
  harvest, while more sets have every card they need from the Portents among the gone
  than harvests were made, adds 3 cards and the Aces among those three; an Ace spent adds
  4 cards. If no path takes more than ``i`` cards, she never leaves. Sharper than the
  count above (which, for Reiser's rules, it replaces): there every set whose cards lie
  among the ``k`` oldest may harvest and every Ace there may be spent, in any order; here
  a set waits until its cards below are gone, and an Ace found by a harvest of four is
  lost (one Ace to spend and the Ace of Pentacles among the four oldest: the Source's
  harvest of four takes it out of the game, the count above let it bring up four more).

And two for the original rules (29 November, late morning):

- *A Recover costs what its Ace would have Awakened.* "Recover, court by court" above
  bounds the cards gone from below her, and her, by ``3 H + 4 (A - R) + R`` with ``R``
  Recovers; the count let the first ``A`` court cards beyond the ``k`` oldest make
  harvests and still counted every Ace at four. A court card beyond the ``p`` oldest
  gone leaves the Portents only by a Recover (a harvest, an Awakening take the oldest),
  and the ones recovered are the first beyond them: with ``r`` of them beyond the ``k``
  oldest, ``H`` is at most the count with the ``k`` oldest and those ``r``, and
  ``R >= r``. So the cards gone number at most the most, over ``r`` from 0 to ``A``, of
  ``3 H(k, the first r) + 4 A - 3 r`` (``recovering_most``). Her own Recover the same
  way: with exactly the ``p`` oldest gone when she leaves by Recover, every court card
  below her beyond them was recovered first, ``R = f(p) + 1``, and the harvests had the
  free cards, the ``p`` oldest and those ``f(p)`` court cards, the Aces the free ones and
  those among the ``p`` oldest: she leaves so only if ``p + R <= 3 H + 4 A - 3 R`` for
  some ``p`` up to the count's reach (``recovered_most``).
- *No trump at the opening.* Where no Ace is free outside Destiny (none in the
  Challenge, the Sources or a battle), no Awakening is under way and the cards outside
  the Portents but Destiny's from its first Ace on make no harvest ("nothing leaves
  first", with those cards left out), no card leaves the Portents before that Ace has
  left Destiny (drawn, or sacrificed): no Ace can be spent before, and a harvest would
  need a set whole from cards in play then, which are cards outside the Portents now
  drawn before the Ace. Until the first card leaves nothing goes beneath Destiny, so its
  order stands: when that Ace leaves it, every card before it has left too, and every
  trump among them has been met. So where no trump lies in Destiny after its first Ace,
  none is left once the first card leaves the Portents (a harvest moves only cards of
  the Portents, which hold no trump), and "no trump left" above holds from then on:
  "three Arcana in a domain" harvests at most once a domain, twice with Artifacts on.
  Before then it harvests not at all (no card leaves). Not lowered for a condition the
  position's "met" holds now: a battle before the opening may make it false.
"""
from __future__ import annotations

from bisect import bisect_left
from operator import attrgetter
from typing import Callable, NamedTuple

from tarot_table.cards import TAROT_DECK
from tarot_table.games.base import State
from tarot_table.games.queens_of_fate import cards as qc, handed_on
from tarot_table.games.queens_of_fate.trumps_toll import (Walked, courts_gone_before_the_first_ace, drawn_before_any_leave,
                                                         toll_walk)

KIND_OF, RANK_OF, SUIT_OF, VALUE_OF = qc.KIND_OF, qc.RANK_OF, qc.SUIT_OF, qc.VALUE_OF
OPPOSED = qc.OPPOSED
_CARD = attrgetter("card")
# Where an Ace may lie outside Destiny, the Portents, the Signs, the cards out of play and
# the domains (where it lies only forged): every other zone of the game's table.
SPENDABLE_FROM = ("challenge", "fate", "sources", "revealed", "battle") + tuple(
    f"{zone}_{suit}" for suit in qc.domains() for zone in ("queen", "court"))
ARCANA_AND_BATTLE = ("battle",) + tuple(f"arcana_{suit}" for suit in qc.domains())
HARVEST, SOURCE = 3, 4   # the most cards a harvest, or a spent Source, takes from the Portents
RECOVER_COSTS = SOURCE - 1   # the cards a Source spent on Recover the Fallen takes fewer than one spent to Awaken
# Each harvest condition on a fixed set of cards, as the rules name it in a position's
# "met", with its cards.
FIXED_SETS = (
    [(("king-knight-page", suit),
      frozenset(c for c in TAROT_DECK if SUIT_OF[c] == suit and RANK_OF[c] in ("king", "knight", "page")))
     for suit in qc.domains()]
    + [(("four-of-a-court", rank), frozenset(c for c in TAROT_DECK if KIND_OF[c] == "court" and RANK_OF[c] == rank))
       for rank in ("page", "knight", "king")]
    + [(("four-of-a-value", str(number)),
        frozenset(c for c in TAROT_DECK if KIND_OF[c] == "arcana" and VALUE_OF[c] == number))
       for number in range(2, 11)]
    + [(("four-sources", ""), frozenset(c for c in TAROT_DECK if KIND_OF[c] == "source"))])


ACES = frozenset(c for c in TAROT_DECK if KIND_OF[c] == "source")


def aces_among(cards) -> int:
    """How many of ``cards`` (each card named once: a card lies in one place) are Aces."""
    return len(ACES.intersection(cards))
KINGS = frozenset(c for c in TAROT_DECK if KIND_OF[c] == "court" and RANK_OF[c] == "king")
WITHOUT_KNIGHTS = [(condition, cards) for condition, cards in FIXED_SETS
                   if not any(RANK_OF[c] == "knight" for c in cards)]   # the sets Reiser's rules can meet


class Below:
    """The oldest cards of the Portents, with what ``court_stays`` asks of them at every place
    counted once: the Aces among the ``n`` oldest and where the court cards lie."""

    def __init__(self, cards: list[str]) -> None:
        self.cards = cards
        self.aces = [0]   # aces[n]: the Aces among the n oldest
        for card in cards:
            self.aces.append(self.aces[-1] + (KIND_OF[card] == "source"))
        self.courts = [n for n, card in enumerate(cards) if KIND_OF[card] == "court"]

    def courts_between(self, start: int, end: int) -> int:
        return bisect_left(self.courts, end) - bisect_left(self.courts, start)


class Harvests:
    """``harvests_most`` of the free cards, the ``taken`` oldest of ``below`` and some
    court cards ``recovered`` from beyond them (cards of the Portents: none in play, none
    among the free ones), the free cards' part counted once and each answer kept, as
    the places looked at share them."""

    def __init__(self, free: list[str], in_play: set[str], held: dict[str, int], met: frozenset,
                 below: Below, state: State, no_trump_at_the_opening: bool = False,
                 arcana_below: dict[str, list[int]] | None = None, read: DestinyRead | None = None) -> None:
        """``arcana_below`` given: the count without the Arcana that wait (``first``),
        which none of its free cards is, with the places of the Arcana below read already.
        ``read``: Destiny as read for the card on top of ``below`` (``DestinyRead``)."""
        have = set(free)
        self.below, self.known = below, {}
        cap = three_arcana_cap(state)
        opening_cap = None   # the docstring's "no trump at the opening": the cap, not lowered for "met"
        if cap is None and no_trump_at_the_opening:
            opening_cap = 2 if state.options.get("artifacts") == "on" else 1
        below_cards = set(below.cards)   # the only cards ``most`` adds to the free ones
        self.sure = 0   # the sets the free cards make whole
        self.wanting = []   # for each other set the cards below may make whole, the cards of it the free ones lack
        for condition, cards in FIXED_SETS:
            if condition not in met:
                missing = cards - have
                if not missing:
                    self.sure += 1
                elif missing <= below_cards:
                    self.wanting.append(missing)
        arcana, new = dict.fromkeys(qc.domains(), 0), dict.fromkeys(qc.domains(), 0)   # per suit: free, not in play
        for card in free:
            if KIND_OF[card] == "arcana":
                suit = SUIT_OF[card]
                arcana[suit] += 1
                new[suit] += card not in in_play
        self.suits = []   # per suit: its Knight and Page, its free Arcana, those not in play, held, made, cap
        for suit in qc.domains():
            court = [c for c in (f"minor_arcana.{suit}.knight", f"minor_arcana.{suit}.page") if c not in have]
            if not below_cards.issuperset(court):
                continue   # its Knight or Page neither free nor below: no harvest of three Arcana counted
            made = ("three-arcana", suit) in met
            self.suits.append((suit, court, arcana[suit], new[suit], held[suit], made,
                               opening_cap if opening_cap is not None else three_arcana_cap_of(state, cap, made)))
        self.first = None   # the count without the Arcana that wait: where that finds no harvest, none comes
        self.first_found = len(below.cards) + 1   # the fewest oldest gone seen with which ``first`` finds a harvest
        if arcana_below is not None:
            self.arcana_below = arcana_below
            return
        self.arcana_below = {suit: [] for suit in qc.domains()}   # per suit, the places of its Arcana
        for n, card in enumerate(below.cards):
            if KIND_OF[card] == "arcana":
                self.arcana_below[SUIT_OF[card]].append(n)
        waiting = waiting_for_a_harvest(state, len(below.cards) - 1, read) & have   # the docstring's "the last Arcana waits for a harvest"
        if waiting:
            self.first = Harvests([c for c in free if c not in waiting], in_play, held, met, below, state,
                                  no_trump_at_the_opening, self.arcana_below)

    def __call__(self, taken: int, recovered: tuple[str, ...] = ()) -> int:
        key = (taken, recovered) if recovered else taken
        known = self.known.get(key)
        if known is None:
            known = self.most(taken, recovered)
            first = self.first
            if known and first is not None and taken < self.first_found:
                if not first(taken, recovered):
                    known = 0
                elif not recovered:   # a count only grows with the cards gone: past here ``first`` finds one too
                    self.first_found = taken
            self.known[key] = known
        return known

    def most(self, taken: int, recovered: tuple[str, ...]) -> int:
        extra = set(self.below.cards[:taken])
        extra.update(recovered)
        count = self.sure + sum(1 for missing in self.wanting if missing <= extra)
        for suit, court_missing, arcana, new, held, made, cap in self.suits:
            if not extra.issuperset(court_missing):
                continue
            more = bisect_left(self.arcana_below[suit], taken)   # a recovered card is a court card, never an Arcana
            if arcana + more >= 3:
                count += three_arcana_most(new + more, held, made, cap)
        return count


class DestinyRead(NamedTuple):
    """What the counts asked for the card at place ``above`` of the Portents read of Destiny,
    read once for one ask of the bound and handed to each (``beaten_in_fate``,
    ``waiting_for_a_harvest``, reisers_toll.py's walks of Fate): its cards, the next draw
    first, and ``kings_in_play_from`` for them and ``above``. A count handed a read made
    for another place reads afresh."""
    cards: tuple[str, ...]
    kings_from: dict[str, int]
    above: int


def destiny_read(state: State, above: int) -> DestinyRead:
    destiny = tuple(map(_CARD, reversed(state.zones["destiny"])))   # the next draw first
    return DestinyRead(destiny, kings_in_play_from(state, destiny, above), above)


def _read_for(state: State, above: int, read: DestinyRead | None) -> DestinyRead:
    return read if read is not None and read.above == above else destiny_read(state, above)


def kings_in_play_from(state: State, destiny: tuple[str, ...], above: int) -> dict[str, int]:
    """The first draw (counted in ``destiny``, the next draw first) at which each King may
    be in play before the card at place ``above`` of the Portents leaves them (absent: any
    time): one in Destiny once drawn; one in the Portents above it never, one below it
    once a Source may have been spent (the docstring's "a King in the Portents waits for a
    Source": by a harvest he comes only after all of Destiny)."""
    ends = len(destiny)
    kings_from = dict(kings_drawn(destiny))
    sourced = None
    for place, p in enumerate(state.zones["portents"]):
        if p.card in KINGS:
            if sourced is None:
                sourced = first_source_draw(state, destiny)
            kings_from[SUIT_OF[p.card]] = ends + 1 if place > above else sourced
    return kings_from


def kings_drawn(destiny: tuple[str, ...]) -> dict[str, int]:
    """The draw (counted in ``destiny``, the next draw first, from 1) of each King in
    Destiny, by suit. It reads nothing but Destiny, so it is kept by it (``_KINGS_DRAWN``:
    siblings, and the positions a move that draws nothing leads to, share their Destiny).
    Its readers never change it."""
    key = destiny if type(destiny) is tuple else tuple(destiny)
    return handed_on.kept_walk(_KINGS_DRAWN, key, lambda: _kings_drawn(key), "the Kings' draws", DESTINY_WALKS_KEPT)


def _kings_drawn(destiny: tuple[str, ...]) -> dict[str, int]:
    """``kings_drawn`` worked out."""
    return {SUIT_OF[card]: n + 1 for n, card in enumerate(destiny) if card in KINGS}


def waiting_for_a_harvest(state: State, above: int, read: DestinyRead | None = None) -> frozenset[str]:
    """The Arcana the docstring's "the last Arcana waits for a harvest" says are never
    kept from Fate before a harvest, nor before the card at place ``above`` of the
    Portents leaves them: the Arcana in Destiny, the Arcana Challenge, or Fate's card
    with no Arcana Challenge waiting, each of whose later Arcana in Destiny is opposed
    to it, its King unable to keep the peace when it is drawn. ``read``: Destiny as read
    for this ask (``DestinyRead``). What it reads of Destiny is kept by Destiny and the
    Kings' first draws (``destiny_waits``)."""
    zones = state.zones
    destiny, kings_from, _ = _read_for(state, above, read)
    found, suits_after, guarded = destiny_waits(destiny, kings_from)
    challenge, fate = zones["challenge"], zones["fate"]
    if challenge and KIND_OF[challenge[-1].card] == "arcana":
        waiting = challenge[-1].card   # in harmony with Fate's card, which may be kept now
    else:
        waiting = fate[-1].card if fate else None
    if waiting is not None and not guarded and suits_after <= {OPPOSED[SUIT_OF[waiting]]}:
        found = found | {waiting}
    return found


def destiny_waits(destiny: tuple[str, ...], kings_from: dict[str, int]) -> tuple[frozenset[str], frozenset[str], bool]:
    """``waiting_for_a_harvest``'s walk of Destiny (the next draw first) from its last draw
    back: the Arcana of Destiny that wait, the suits of its Arcana, and whether a King may
    guard one of them. It reads nothing but Destiny and the Kings' first draws
    (``kings_in_play_from``), so it is kept by them (``_DESTINY_WAITS``: siblings, and the
    positions a move that draws nothing leads to, share their Destiny)."""
    key = destiny, tuple(sorted(kings_from.items()))
    return handed_on.kept_walk(_DESTINY_WAITS, key, lambda: _destiny_waits(destiny, kings_from),
                               "the Arcana of Destiny that wait", DESTINY_WALKS_KEPT)


def _destiny_waits(destiny: tuple[str, ...], kings_from: dict[str, int]) -> tuple[frozenset[str], frozenset[str], bool]:
    """``destiny_waits`` worked out."""
    found, suits_after, guarded = set(), set(), False   # the later Arcana's suits; whether a King may guard one
    for n in range(len(destiny) - 1, -1, -1):   # from the last draw back
        card = destiny[n]
        if KIND_OF[card] != "arcana":
            continue
        suit = SUIT_OF[card]
        if not guarded and suits_after <= {OPPOSED[suit]}:
            found.add(card)
        suits_after.add(suit)
        guarded = guarded or kings_from.get(suit, 0) <= n
    return frozenset(found), frozenset(suits_after), guarded


def beaten_in_fate(state: State, above: int, read: DestinyRead | None = None) -> frozenset[str]:
    """The Arcana in Destiny, or in Fate with no Challenge waiting, that the docstring's
    "an Arcana the next draws beat" says never enter their domain before the card at
    place ``above`` of the Portents (and every card below it) leaves them. ``read``:
    Destiny as read for this ask (``DestinyRead``). Those of Destiny are kept by Destiny
    and the Kings' first draws (``beaten_in_destiny``)."""
    zones = state.zones
    destiny, kings_from, _ = _read_for(state, above, read)
    found = beaten_in_destiny(destiny, kings_from)
    fate = zones["fate"]
    if fate and not zones["challenge"] and _beaten(destiny, kings_from, fate[-1].card, 0):
        found = found | {fate[-1].card}
    return found


def beaten_in_destiny(destiny: tuple[str, ...], kings_from: dict[str, int]) -> frozenset[str]:
    """The Arcana of Destiny (the next draw first) that the draws after them beat
    (``beaten_in_fate``). It reads nothing but Destiny and the Kings' first draws
    (``kings_in_play_from``), so it is kept by them (``_BEATEN``: siblings, and the positions
    a move that draws nothing leads to, share their Destiny)."""
    key = destiny, tuple(sorted(kings_from.items()))
    return handed_on.kept_walk(_BEATEN, key, lambda: _beaten_in_destiny(destiny, kings_from),
                               "the Arcana of Destiny beaten", DESTINY_WALKS_KEPT)


def _beaten_in_destiny(destiny: tuple[str, ...], kings_from: dict[str, int]) -> frozenset[str]:
    """``beaten_in_destiny`` worked out."""
    return frozenset(card for n, card in enumerate(destiny)
                     if KIND_OF[card] == "arcana" and _beaten(destiny, kings_from, card, n + 1))


def _beaten(destiny: tuple[str, ...], kings_from: dict[str, int], card: str, start: int) -> bool:
    """The docstring's "an Arcana the next draws beat" for ``card`` met by Destiny's draws
    from ``start`` on."""
    suit, number = SUIT_OF[card], VALUE_OF[card]
    for n in range(start, len(destiny)):
        drawn = destiny[n]
        kind = KIND_OF[drawn]
        if kind == "opposition":
            return False   # a sacrifice may take what comes after it
        if kind != "arcana":
            continue
        its_suit = SUIT_OF[drawn]
        if OPPOSED[its_suit] != suit or kings_from.get(its_suit, 0) <= n:
            return False   # in harmony, or its King may keep the peace: it may be kept
        if VALUE_OF[drawn] >= number:
            return True
    return False


_BEATEN: dict[tuple, frozenset[str]] = {}   # beaten_in_destiny's answers, by Destiny and the Kings' first draws
_DESTINY_WAITS: dict[tuple, tuple] = {}   # destiny_waits' answers, by the same
_KINGS_DRAWN: dict[tuple, dict] = {}   # kings_drawn's answers, by Destiny
DESTINY_WALKS_KEPT = 20_000   # answers kept in each, at most


def nothing_leaves_first(state: State, free: list[str], met: frozenset, sets: list,
                         held: dict[str, int] | None = None, in_play: set[str] = frozenset()) -> bool:
    """The docstring's "nothing leaves first": no card can be the first to leave the
    Portents, as no Ace is free to spend and no harvest can come from the free cards but
    the Arcana left waiting in Fate (``waiting_in_fate``). ``sets``: the conditions on
    fixed cards the rules can meet; ``held``: each suit's plain Arcana in play (the
    original rules, whose domains may hold three; None under Reiser's, where two at most)."""
    waiting = waiting_in_fate(state)
    if waiting is None:
        return False
    rest = set(free)
    rest.discard(waiting)
    rest.discard(state.data.get("awakener"))   # a Source being spent goes to the Portents after
    if not ACES.isdisjoint(rest):
        return False
    if any(cards <= rest and condition not in met for condition, cards in sets):
        return False
    if held is None:
        return True
    cap = three_arcana_cap(state)
    for suit in qc.domains():
        if f"minor_arcana.{suit}.knight" in rest and f"minor_arcana.{suit}.page" in rest:
            arcana = [c for c in rest if KIND_OF[c] == "arcana" and SUIT_OF[c] == suit]
            made = ("three-arcana", suit) in met
            if len(arcana) >= 3 and three_arcana_most(sum(1 for c in arcana if c not in in_play), held[suit],
                                                      made, three_arcana_cap_of(state, cap, made)):
                return False
    return True


def sealed_first(state: State, free: list[str], met: frozenset, sets: list,
                 held: dict[str, int] | None = None, in_play: set[str] = frozenset(),
                 walk: Callable[[], Walked | None] | None = None) -> bool:
    """``nothing_leaves_first``, first with every free card, then without the cards of
    Destiny that the trumps' toll (trumps_toll.py) says are never drawn before a card leaves the
    Portents (``drawn_before_any_leave``). ``walk``: ``toll_walk`` of ``state``, walked
    once for one ask of the bound (``sacrificed_first`` asks it too), where given."""
    if nothing_leaves_first(state, free, met, sets, held, in_play):
        return True
    if held is None:   # Reiser's rules: not counted there (yet)
        return False
    destiny = {p.card for p in state.zones["destiny"]}
    if not nothing_leaves_first(state, [c for c in free if c not in destiny], met, sets, held, in_play):
        return False   # the cards outside Destiny open the Portents whatever the walk finds
    drawn = drawn_before_any_leave(state, walk)
    if drawn is None or not destiny - drawn:
        return False
    return nothing_leaves_first(state, [c for c in free if c not in destiny or c in drawn], met, sets, held, in_play)


def sacrificed_first(state: State, free: list[str], met: frozenset, held: dict[str, int],
                     in_play: set[str], walk: Callable[[], Walked | None] | None = None) -> frozenset[str]:
    """The cards of Destiny "the trumps' toll, to the first Ace" (trumps_toll.py) says lie
    in the Portents above every card there now when the first of those leaves (original
    rules), or none: no Ace is free outside Destiny, no harvest can be first from the
    cards any walk draws, and these are drawn on no walk that goes on to an Ace; and the
    court cards "the court's toll" there names, where no harvest can be first from the
    cards outside the Portents but those of Destiny from its first Ace on ("counted
    closer"). ``walk`` as for ``sealed_first``."""
    zones = state.zones
    destiny = {p.card for p in zones["destiny"]}
    if any(KIND_OF[c] == "source" and c not in destiny for c in free):
        return frozenset()
    gone = frozenset()   # the court's toll (trumps_toll.py): no harvest first from the cards before Destiny's first Ace
    after = from_the_first_ace(state)
    if nothing_leaves_first(state, [c for c in free if c not in after], met, FIXED_SETS, held, in_play):
        beaten = {p.card for zone in ("destiny", "fate") for p in zones[zone]}.difference(free)   # left out of the count
        gone = courts_gone_before_the_first_ace(state, frozenset(beaten))
    walked = toll_walk(state) if walk is None else walk()
    if walked is None or not walked.ace:
        return gone
    drawn = [c for c in free if (c not in destiny or c in walked.reached) and KIND_OF[c] != "source"]
    if not nothing_leaves_first(state, drawn, met, FIXED_SETS, held, in_play):
        return gone
    return gone | (destiny - walked.kept)


def no_trump_at_the_opening(state: State, free: list[str], met: frozenset, held: dict[str, int],
                            in_play: set[str]) -> bool:
    """The docstring's "no trump at the opening": no Ace is free outside Destiny, no trump
    lies in Destiny after its first Ace, no Awakening is under way, and the cards outside
    the Portents but Destiny's from its first Ace on make no harvest (original rules)."""
    if state.data["phase"] == "awaken":
        return False
    destiny = {p.card for p in state.zones["destiny"]}
    if any(KIND_OF[c] == "source" and c not in destiny for c in free):
        return False
    after = from_the_first_ace(state)
    if any(KIND_OF[c] == "opposition" for c in after):
        return False
    return nothing_leaves_first(state, [c for c in free if c not in after], met, FIXED_SETS, held, in_play)


def from_the_first_ace(state: State) -> frozenset[str]:
    """The cards of Destiny from its first Ace on (that Ace first): none of them is drawn
    before that Ace while no sacrifice is made (trumps_toll.py, "counted closer")."""
    destiny = [p.card for p in reversed(state.zones["destiny"])]   # the next draw first
    first_ace = next((n for n, card in enumerate(destiny) if KIND_OF[card] == "source"), len(destiny))
    return frozenset(destiny[first_ace:])


def waiting_in_fate(state: State) -> str | None:
    """The Arcana that stays in Fate, unsecured, until a card harvested beneath Destiny
    is drawn (the docstring's "nothing leaves first"): the last Arcana in Destiny; with
    none, an Arcana Challenge (it becomes Fate or goes); with neither, Fate's card."""
    zones = state.zones
    for p in zones["destiny"]:   # the bottom card first
        if KIND_OF[p.card] == "arcana":
            return p.card
    for zone in ("challenge", "fate"):
        if zones[zone] and KIND_OF[zones[zone][-1].card] == "arcana":
            return zones[zone][-1].card
    return None


def first_source_draw(state: State, destiny: list[str]) -> int:
    """The first draw (counted in ``destiny``, the next draw first) before which a Source
    may have been spent (the docstring's "a King in the Portents waits for a Source"): 0
    with an Ace outside Destiny, the Portents, the Signs, the cards out of play and the
    domains (where an Ace lies only forged into an Artifact, never to be spent), else
    the draw after the first Ace in Destiny, else one past Destiny's end."""
    awakener, zones = state.data["awakener"], state.zones
    for zone in SPENDABLE_FROM:
        for p in zones.get(zone, ()):
            if KIND_OF[p.card] == "source" and p.card != awakener:
                return 0
    return next((n + 1 for n, card in enumerate(destiny) if KIND_OF[card] == "source"), len(destiny) + 1)


def arcana_held(state: State) -> dict[str, int]:
    """Each suit's plain Arcana in play: in its domain (not forged into an Artifact) or
    committed to the battle, which go back to the domain if the battle is endured."""
    forged, zones = state.data["artifacts"], state.zones
    held = dict.fromkeys(qc.domains(), 0)
    for zone in ARCANA_AND_BATTLE:
        for p in zones[zone]:
            if KIND_OF[p.card] == "arcana" and p.card not in forged:
                held[SUIT_OF[p.card]] += 1
    return held


def first_court_that_stays(below: Below, places: list[int], free_aces: int, harvests: Harvests) -> int | None:
    """The first of ``places`` (court cards' places in the Portents, oldest first) for
    which ``court_stays`` holds, or None. Each count starts where the one before it
    stopped, with the same answers as counted from nothing: the count ``most(k)`` grows
    with ``k`` and with the place (a court card further up has every court card below
    the one before among hers, and ``recovering_most`` takes the most over more
    Recovers), so the count for the next place passes, step by step, at least every
    value the last one's passed, and never passes its own least fixed point; the value
    the last count stopped at (short of its place, its count past it) is below that
    fixed point with its count above it, and from there the steps reach the same fixed
    point, or pass her place, as from nothing (the least point whose count does not
    exceed it is the least fixed point)."""
    taken = 0
    for place in places:
        stays, taken = court_count(below, place, free_aces, harvests, taken)
        if stays:
            return place
    return None


def court_stays(below: Below, place: int, free_aces: int, harvests: Harvests) -> bool:
    """The theorem for the court card at ``place`` (the original rules): the least fixed
    point of ``k = most(the free cards, the k oldest below her, and, once Recover may
    happen, the first court cards below her beyond them, each recovered costing the three
    cards its Ace would have Awakened more)``, from ``k = 0``, stays short of her, and so
    does the Recover route (``recovered_most``). ``harvests(taken, recovered)``:
    ``harvests_most`` of the free cards, the ``taken`` oldest and the court cards
    ``recovered``; ``free_aces``: the Aces among the free cards."""
    return court_count(below, place, free_aces, harvests)[0]


def court_count(below: Below, place: int, free_aces: int, harvests: Harvests, taken: int = 0) -> tuple[bool, int]:
    """``court_stays``, counted from ``taken`` (0, or a value below the least fixed point
    whose count is above it: ``first_court_that_stays``), with the value it stopped at."""
    courts = below.courts[:bisect_left(below.courts, place)]   # the court cards' places below her
    while True:
        oldest_aces = below.aces[taken]
        harvested = harvests(taken)
        aces = free_aces + min(oldest_aces, HARVEST * harvested)
        most = HARVEST * harvested + SOURCE * aces
        if aces:   # an Ace to spend: Awaken brings up Aces too, Recover the next courts
            aces = free_aces + oldest_aces
            most = SOURCE * aces + recovering_most(below, courts, taken, aces, harvests)
        if most >= place + 1:
            return False, taken
        if most <= taken:   # the Recover route, asked once at the fixed point (it only grows with ``taken``)
            return not (aces and recovered_most(below, courts, taken, free_aces, harvests)), taken
        taken = min(most, place)


def recovering_most(below: Below, court_places: list[int], taken: int, aces: int, harvests: Harvests) -> int:
    """The most cards the harvests take, less three for each Recover, with the ``taken``
    oldest gone and the first ``r`` court cards beyond them recovered, ``r`` up to ``aces``
    (the docstring's "Recover, court by court": ``3 H + 4 (A - R) + R``). The harvests
    only grow with the cards recovered, so where every one of them recovered adds at most
    one harvest to none, a Recover (which costs three) never pays and none is counted."""
    beyond = bisect_left(court_places, taken)
    recoverable = tuple(below.cards[n] for n in court_places[beyond:beyond + aces])
    none = harvests(taken)
    if not recoverable or harvests(taken, recoverable) <= none + 1:
        return HARVEST * none
    return max(HARVEST * harvests(taken, recoverable[:recovered]) - RECOVER_COSTS * recovered
               for recovered in range(len(recoverable) + 1))


def recovered_most(below: Below, court_places: list[int], taken: int, free_aces: int, harvests: Harvests) -> bool:
    """Whether she could leave by Recover with the ``p`` oldest gone (``p`` up to
    ``taken``): every court card beyond them, then her, by a Recover each (``R`` of
    them, at most the Aces there with the ``p`` oldest gone), and ``p + R`` cards' worth
    of removals within ``3 H + 4 A - 3 R``, ``H`` counted with those courts."""
    # f(p) changes only just past a court card's place: each stretch of ``p`` with one
    # f(p) is looked at whole only where ``p`` at its smallest and the count at its
    # largest (both only grow) leave room.
    count = len(court_places)
    starts = [0] + [place + 1 for place in court_places if place < taken]
    for p in starts:
        first = bisect_left(court_places, p)
        recovers = count - first + 1
        top = min(court_places[first], taken) if first < count else taken
        recovered = tuple(below.cards[n] for n in court_places[first:])

        def room(gone: int) -> int:
            aces = free_aces + below.aces[gone]
            if recovers > aces:
                return -1
            return HARVEST * harvests(gone, recovered) + SOURCE * aces - RECOVER_COSTS * recovers - gone - recovers
        if room(top) + top - p >= 0 and any(room(gone) >= 0 for gone in range(p, top + 1)):
            return True
    return False


def harvests_most(usable: list[str], in_play: set[str], held: dict[str, int], met: frozenset = frozenset(),
                  caps: tuple[int, int] | None = None) -> int:
    """``H`` of the theorem: the most harvests the usable cards could still bring
    (``held``: each suit's plain Arcana in play, ``arcana_held``; ``met``: the
    conditions the position meets, whose sets harvest no more; ``caps``: the most
    harvests "three Arcana in a domain" can bring a domain whose condition ``met`` lacks,
    and one whose condition it holds, where the caller has proved such caps)."""
    have = set(usable)
    count = sum(1 for condition, cards in FIXED_SETS if cards <= have and condition not in met)
    for suit in qc.domains():
        if f"minor_arcana.{suit}.knight" not in have or f"minor_arcana.{suit}.page" not in have:
            continue
        arcana = [c for c in usable if KIND_OF[c] == "arcana" and SUIT_OF[c] == suit]
        if len(arcana) >= 3:
            new = sum(1 for c in arcana if c not in in_play)
            made = ("three-arcana", suit) in met
            count += three_arcana_most(new, held[suit], made, None if caps is None else caps[made])
    return count


def three_arcana_cap(state: State) -> int | None:
    """The most harvests "three Arcana in a domain" can still bring a domain once no
    trump is left to come (the docstring's "no trump left"): once, twice with Artifacts
    on; None while a trump lies in Destiny or the Challenge."""
    zones = state.zones
    if any(KIND_OF[p.card] == "opposition" for zone in ("destiny", "challenge") for p in zones[zone]):
        return None
    return 2 if state.options.get("artifacts") == "on" else 1


def three_arcana_most(new: int, held: int, made: bool = False, cap: int | None = None) -> int:
    """The harvests "three Arcana in a domain" can still bring with ``new`` Arcana of its
    suit to come and ``held`` in play (the docstring's second sharper count); ``made``:
    the position's "met" holds it already, so each harvest needs a new Arcana secured
    after it is false again; ``cap``: what ``three_arcana_cap_of`` leaves it (the
    docstring's "three Arcana made already")."""
    most = new + 1 if held >= 3 else max(0, new - (2 - held))
    if made:
        most = min(most, new)
    return most if cap is None else min(most, cap)


def three_arcana_cap_of(state: State, cap: int | None, made: bool) -> int | None:
    """``three_arcana_cap`` for a domain whose condition the position's "met" holds
    (``made``): one fewer once no domain waits to be trimmed (true now, it stays true
    but for a forging)."""
    if cap is None or not made or state.data["trim"]:
        return cap
    return cap - 1
