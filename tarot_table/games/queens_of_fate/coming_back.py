"""How cards come back into play from the Portents under Reiser's rules: the count of
the in-order count (``removal_counts.py``'s "the cards below leave in order") made
sharper by what a Source's harvest of four does to the Aces. Each step below is proved
with the words of that proof (``removal_counts.py``'s docstring) and of "Queen out of
reach" (``out_of_reach.py``'s): a card discarded while she lies in the Portents lies
above her and does not come back before she does; until she leaves, the cards gone
from below her are always the oldest, taken 3 by a harvest (to the bottom of Destiny)
or 4 by a Source's harvest of four (into play where they can go; an Ace among them
leaves the game; an Arcana with no room goes back on top); every harvest comes from a
set the conditions name on fixed cards, at most once each.

- *The four Aces gather before any is spent.* The condition "all four Sources in the
  Sources" holds only while the four Aces lie there together. An Ace that leaves the
  Sources goes to the Portents, on top (spent for a harvest of four or to strike a
  trump down, or lost enduring one: rules.md, "Sources" and "Battling the
  Opposition"), and one drawn and let go goes there too; an Ace a harvest of four finds
  leaves the game. Either way it lies above her or out of play, and never lies in the
  Sources again before she leaves. A Source's harvest of four spends an Ace. So the four
  Aces' harvest comes, if at all, before the first harvest of four: on the count's path
  through the states (cards gone, harvests made, Aces in hand) it is a harvest step with
  no Source's step before it (every removal before it a harvest of three, so an Ace
  below her among them went beneath Destiny, to be drawn and secured, as it must). The
  count before let the four Aces' set harvest once its cards below her were gone, after
  Sources' harvests too; so with two Aces to spend and the Ace of Wands the oldest
  discard (a harvest of four finds it, and it leaves the game) it counted the four Aces'
  harvest, which can never come. The path's states now say whether a Source's harvest
  has been made and whether the four Aces have harvested; every real line still follows
  one of its paths, so if none takes more than ``i`` cards, she never leaves.

Where the count answers for the Portents that last (``out_of_reach.never_leave_from``),
it reads nothing more than before: where the Aces lie among the Portents' sets, how many
lie out of play and the conditions met (out_of_reach.py, "the reach read from the oldest
places"); the four Aces' set is one of those sets.
"""
from __future__ import annotations

from bisect import bisect_right

from tarot_table.games.queens_of_fate import cards as qc
from tarot_table.games.queens_of_fate.removal_counts import HARVEST, SOURCE, WITHOUT_KNIGHTS

KIND_OF = qc.KIND_OF
FOUR_ACES = ("four-sources", "")


def most_that_come_back(portents, free: list[str], met: frozenset, enough: int) -> int:
    """Reiser's rules: the most cards that can ever leave the bottom of ``portents``
    before a card lying there now at that place or above it does, or at least ``enough``
    once that many can (the in-order count of ``removal_counts.py``'s docstring, with the four Aces'
    harvest only before any Source's harvest of four: the docstring's "the four Aces
    gather before any is spent")."""
    outside, place = set(free), {p.card: n for n, p in enumerate(portents)}
    opens_at = []   # for each other set that may harvest: how many of the oldest must be gone first
    aces_open = None   # the same for the four Aces' set
    for condition, cards in WITHOUT_KNIGHTS:
        if condition in met:
            continue
        opens = 0
        for card in cards:
            if card not in outside:
                at = place.get(card)
                if at is None:
                    break   # out of play, in the Signs, or beaten in Fate: the set is never whole
                if at >= opens:
                    opens = at + 1
        else:
            if condition == FOUR_ACES:
                aces_open = opens
            else:
                opens_at.append(opens)
    opens_at.sort()
    aces_below = [0]   # aces_below[n]: the Aces among the n oldest
    for p in portents:
        aces_below.append(aces_below[-1] + (KIND_OF[p.card] == "source"))
    last = len(portents)
    # layers[gone]: for each (harvests made, the four Aces' among them, a Source's harvest
    # made), the most Aces in hand with that many cards gone; every step adds cards, so
    # the layers are worked out in order
    layers: list[dict[tuple[int, bool, bool], int]] = [{} for _ in range(enough + SOURCE)]
    layers[0][0, False, False] = sum(1 for c in free if KIND_OF[c] == "source")
    for gone in range(enough):
        for (harvests, gathered, spent), aces in layers[gone].items():
            found = aces_below[min(gone + HARVEST, last)] - aces_below[min(gone, last)]
            if bisect_right(opens_at, gone) > harvests - gathered:
                _keep_most(layers[gone + HARVEST], (harvests + 1, gathered, spent), aces + found)
            if not (gathered or spent) and aces_open is not None and aces_open <= gone:
                _keep_most(layers[gone + HARVEST], (harvests + 1, True, spent), aces + found)
            if aces:
                _keep_most(layers[gone + SOURCE], (harvests, gathered, True), aces - 1)
    return max(gone for gone, layer in enumerate(layers) if layer)


def _keep_most(layer: dict[tuple[int, bool, bool], int], state: tuple[int, bool, bool], aces: int) -> None:
    if layer.get(state, -1) < aces:
        layer[state] = aces
