"""The road ahead: a proof, for the solver, that the Fool dies before the next cards he
needs can reach him. It reads the Future's order, which the solver knows.

The theorem (without reversals, in the standard order). Take a position where no Ace
lies in the Present or the Satchel, so no Chance can be taken until an Ace is dealt
(Aces by the Fool only banish; an Ace in the Past never comes back in the standard
order). Cards then leave the Present one a move (every move takes at most one card, or
one stack, from it), so the Present is dealt three cards each time one card is left,
and the Future's cards come in batches of three from its top, in the order they lie
(a banished Challenge goes under the Future, which changes no batch above it). Take k
batches with no Ace among them and a card after them still to come. Just before
batch k+1 is dealt:

- one card at most is left in the Present, and a Challenge lies nowhere else, so every
  Challenge now in the Present and in the first k batches has been completed, but one
  (that card), and those banished (one an Ace by the Fool);
- the Fool's Vitality is at least 1 (at 0 the journey has ended, lost: it is won only
  with the Future empty);
- what completing them took is what was left of each: Volition (each card at most its
  worth), Strength (each card at most what it has left) and Vitality, which only Cups
  cards give back (each at most its worth).

So his Vitality then is at most his Vitality now, plus the worth of every Cups, Wands
and Swords card in play now or in those batches, plus what Helpers still to be deployed
can add (each doubles one numbered card of its suit not yet doubled, for a point of
Wisdom, which without reversals is one Wisdom card equipped: the best such pairs, at
most one a Wisdom card in play now or in those batches), less every such Challenge but
the largest ones (one left in the Present, one for each Ace by the Fool). When that is
below 1 for some k, no line wins. A Helper deployed already is counted in the worth of
its card; cards spent (in the Past, lying on a Challenge or endured by a Strength card)
count for nothing.
"""
from __future__ import annotations

from bisect import insort

from tarot_table.games.base import State
from tarot_table.games.fools_journey import cards as fc
from tarot_table.games.fools_journey import future_counts
from tarot_table.games.fools_journey import table as tb

# The places whose cards are counted in play, by difficulty: the Present, the Satchel
# and the equipped Strength and Volition (the Wisdom row is counted by its cards).
_COUNTED = {level: tb.LOOSE_ZONES[level] + tb.EQUIPPED for level in tb.DIFFICULTY}


def short_before_a_deal(state: State) -> bool:
    """True when, for some k, the Fool cannot be alive when the (k+1)-th batch of the
    Future is dealt (the module's theorem); False where it says nothing."""
    least = slack(state)
    return least is not None and least < 1


def slack(state: State) -> int | None:
    """The least, over the batches the theorem covers, of the most Vitality the Fool
    could have just before the next is dealt; None where it covers none. The beams ask
    it of every position they meet, so the Challenges kept back (the largest ``kept``)
    and each suit's numbered cards are kept in order as the batches come, the Future's
    batches are read once for each Future met (``future_counts``), and the Helpers'
    count is worked out again only when a card changes it."""
    options = state.options
    if options["reversals"] == "on" or options["order"] != "standard":
        return None
    future = state.zones["future"]
    if not future:
        return None
    counted = _in_play(state)
    if counted is None:
        return None
    vitality, challenges, free_helpers, doubles, wisdom = counted
    kept = 1 + len(state.zones.get("sleeve", ()))     # left in the Present, or banished
    challenges.sort()
    owed = sum(challenges[:-kept])      # every Challenge but the largest ``kept``
    largest = challenges[-kept:]        # those, smallest first
    for values in doubles.values():
        values.sort()
    boost, gains = _boosts(free_helpers, doubles, wisdom)
    least = vitality + boost - owed
    for batch in future_counts.batches(future):   # a batch after the next one, from the top
        for number in batch.challenges:
            if len(largest) < kept:
                insort(largest, number)
            elif number > largest[0]:
                owed += largest[0]
                largest[0] = number
                largest.sort()
            else:
                owed += number
        # the Helpers' count: where there is Wisdom for every doubling (``gains`` of them)
        # it is the sum of the best cards of each suit for its Helpers, kept up card by
        # card; where there is not, before the batch or after it, it is worked out again
        short = gains > wisdom
        for suit in batch.helpers:
            count = free_helpers.get(suit, 0)
            free_helpers[suit] = count + 1
            values = doubles.get(suit)
            if values and len(values) > count:
                boost += values[-count - 1]
                gains += 1
        wisdom += batch.wisdom
        for suit, number in batch.numbered:
            vitality += number
            values = doubles.setdefault(suit, [])
            count = free_helpers.get(suit)
            if count:
                if len(values) < count:
                    boost += number
                    gains += 1
                elif number > values[-count]:
                    boost += number - values[-count]
            insort(values, number)
        if short or gains > wisdom:
            boost, gains = _boosts(free_helpers, doubles, wisdom)
        left = vitality + boost - owed
        if left < least:
            least = left
    return least


def _in_play(state: State):
    """The Fool's Vitality with the worth of every Cups, Wands and Swords card in play,
    what is left of each Challenge in the Present, the free Helpers by suit, the
    numbered cards a Helper may still double by suit, and the Wisdom cards; None when
    an Ace in the Present or the Satchel may take a Chance."""
    zones = state.zones
    total = state.data["vitality"]
    challenges: list[int] = []
    free: dict[str, int] = {}
    doubles: dict[str, list[int]] = {}
    wisdom = 0
    for zone in _COUNTED[state.options["difficulty"]]:
        pile = zones[zone]
        if not pile:
            continue
        card = pile[0].card
        role = fc.ROLE_OF[card]
        if role == "chance":
            return None
        if role == "challenge":
            challenges.append(tb.remaining(state, zone))   # what lies on it is spent
        elif role == "helper":
            free[fc.suit(card)] = free.get(fc.suit(card), 0) + 1
        elif role == "wisdom":
            wisdom += 1
        elif fc.is_numbered(card):
            total += tb.remaining(state, zone) if zone == "strength" else tb.worth(state, zone)
            if not tb.has_helper(state, zone):
                doubles.setdefault(fc.NUMBERED_SUIT[card], []).append(fc.NUMBER_OF[card])
    wisdom += len(tb.filled(state, tb.wisdom_zones(state.options)))
    for placed in zones.get("friend", ()):
        free[fc.suit(placed.card)] = free.get(fc.suit(placed.card), 0) + 1
    return total, challenges, free, doubles, wisdom


def _boosts(free_helpers: dict[str, int], doubles: dict[str, list[int]], wisdom: int) -> tuple[int, int]:
    """The most the free Helpers can add: each doubles one numbered card of its suit,
    the best pairs first, as many as there are Wisdom cards to pay for them (each
    suit's numbers ``doubles`` smallest first); and how many doublings there are to
    choose from, Wisdom or none (more Wisdom changes the count only below that)."""
    gains = []
    for suit, count in free_helpers.items():
        values = doubles.get(suit)
        if values and count:
            gains += values[-count:]
    if not wisdom:
        return 0, len(gains)
    if len(gains) > wisdom:
        gains.sort()
        return sum(gains[-wisdom:]), len(gains)
    return sum(gains), len(gains)
