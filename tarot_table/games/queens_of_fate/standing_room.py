"""The number sets that cannot stand together under Reiser's rules: a domain's one place at
the first card to leave the Portents.

The count of ``coming_back.py`` (``most_that_come_back``) lets each set the conditions name
harvest once its cards below her are gone, each set on its own. A set of four of a number
needs one Arcana in each domain at once, and under Reiser's rules a domain holds one Arcana
(two with its Page: the Knights are out of the game), so two such sets may need the same
place. Where the first card to leave below her can only be taken by a Source's harvest of
four, the place each needs is settled then. The words below are those of "Queen out of
reach" (``out_of_reach.py``'s docstring), of the count's proof (``removal_counts.py``'s and
``coming_back.py``'s docstrings) and of Fate's walk (``reisers_toll.py``, "Fate's walk for the
count").

*What is used.* While she lies in the Portents:

1. An Arcana leaves its domain only for the Portents (committed to a trump that falls, or
   discarded to make its domain fit: rules.md, "Domains" and "Battling the Opposition"), on
   top, above her, and comes back only once she has left. Arcana committed to a battle keep
   their places in their domain until the trump falls.
2. A domain holds one Arcana, and one more with its Page in play (rules.md, "Domains" and
   "The Reiser rule set": no Knights).
3. An Arcana enters its domain only as Fate's card kept at the draw of an Arcana (in harmony
   with it, or with that card's King able to keep the peace), or brought up by a Source's
   harvest of four into room left (an Arcana with no room goes back on top of the Portents,
   above her: rules.md, "The Reiser rule set"). Fate's walk marks, for each Arcana of
   Destiny and the one waiting now (``reisers_toll.arcana_waiting``), every draw of
   Destiny's present cards at which it may be so kept, and Destiny's end where it may still
   be in Fate then (``reisers_toll.arcana_kept_until``).
4. Cards leave from below her oldest first: a harvest of three (a condition made true) lays
   the three oldest beneath Destiny; a harvest of four, spending an Ace in the Sources,
   brings the four oldest into play. A set harvests at most once, and only with its cards in
   play together; a set with a card stuck (in the Signs, out of play, above her, or never in
   play) or a condition met now never harvests (the count's ``set_openings`` leaves them
   out). Four of a number stand one in each domain: its card of a suit only in that suit's
   domain.

*The first removal.* Suppose every set ``set_openings`` keeps opens above 0: each has a card
below her. Then no set is whole before a card has left below her, so no harvest of three
comes first: the first card to leave, if any does, leaves by a Source's harvest of four,
which takes the four oldest (places 0 to 3). An Ace is spent only from the Sources; before
the first removal no card is laid beneath Destiny, so an Ace of Destiny now comes into the
Sources only after the draws of the cards before it (each drawn or sacrificed in order).
``first_ace``: with a free Ace outside Destiny (one that may be in the Sources now, or
secured at once), -1; else the place in Destiny of its first Ace (with none there, no harvest
of four ever comes: nothing leaves below her).

*Rivals.* Let a domain's Page be neither free (outside the Portents, the Signs and out of
play) nor among the four oldest of the Portents: then the domain holds at most one Arcana up
to and through the first removal (its Page can come only from a draw or a harvest of four,
after it). The rivals of that domain are the sets of four of a number kept by
``set_openings`` whose card of its suit:

- (i) stands in the domain now (or is committed from it to the battle fought now);
- (ii) lies among the four oldest of the Portents; or
- (iii) is an Arcana of Destiny or the one waiting now (not Fate's card while the Challenge
  holds an Arcana: that card's walk is not followed) that Fate's walk marks only at draws
  before ``first_ace``.

*Theorem.* Of a domain's rivals, at most one harvests while she lies in the Portents. Each
rival opens above 0, so it harvests, if it does, after the first removal, with its card of
that suit standing in the domain. A card of (i) is in the domain now; one of (iii) enters
only at a draw before the first Ace comes into the Sources, so before the first removal;
by (1), either one standing in the domain at its set's harvest has stood there since, and
stands there at the first removal. A card of (ii) is taken by the first removal and comes
into the domain then only if there is room, else it goes above her and its set never
harvests. At the first removal the domain holds at most one Arcana: two cards of (i) or
(iii) cannot both stand there; one of them standing leaves no room for a card of (ii); of
two cards of (ii) the one placed first takes the one place. So two rivals never both
harvest.

*The count.* Every line follows a path of the count (``coming_back.py``'s docstring) whose
harvests are the sets the line harvests, in order; on it, for each domain at most one rival
harvests. Choosing for each domain that rival (any where none harvests), the line follows a
path of the count made with the other rivals of every domain left out of the openings (a set
rival in two domains is the one the line harvests in both, where it harvests: so no set the
line harvests is left out; a set left out is one never stepped on, every other step is as
before, and "the first harvest does without the Arcana that wait" still bars what it barred).
So the most over those choices is a count every line stays within: where it stays below her,
she never leaves.
``most_standing`` works it out; ``out_of_reach.oldest_court_that_stays`` asks it where the
count lets her through. In Reiser's deal 82, year 21: the Eight of Wands, Destiny's first
card, can be kept only at the second card's draw, six draws before the Ace of Swords, whose
harvest of four is the first removal and takes the Six of Wands from place 3; the Wands'
Page lies below her at 18, so the Wands domain has one place then, and the four Sixes and
the four Eights (the Eight of Swords at place 5) cannot both harvest.
"""
from __future__ import annotations

from itertools import product

from tarot_table.games.base import State
from tarot_table.games.queens_of_fate import cards as qc
from tarot_table.games.queens_of_fate.coming_back import aces_in, most_from_openings, set_openings
from tarot_table.games.queens_of_fate.domain_room import PAGE_OF
from tarot_table.games.queens_of_fate.reisers_toll import COURT_PILES, arcana_kept_until, arcana_waiting
from tarot_table.games.queens_of_fate.removal_counts import SOURCE, WITHOUT_KNIGHTS, DestinyRead

KIND_OF, SUIT_OF = qc.KIND_OF, qc.SUIT_OF
NUMBER_SETS = tuple((condition, {SUIT_OF[card]: card for card in cards})
                    for condition, cards in WITHOUT_KNIGHTS if condition[0] == "four-of-a-value")
SOURCE_NOW = ("sources", "challenge", "battle")   # where a free Ace is, or is secured, before any draw


def standing_reach(state: State, free: list[str], met: frozenset, last: int, read: DestinyRead,
                   not_first: frozenset = frozenset()) -> int | None:
    """The count with the rivals of each domain kept apart (``most_standing``) for the card
    at place ``last`` of the Portents, with ``free``, ``met``, ``read`` and ``not_first`` as
    the count reads them for it (``out_of_reach.oldest_court_that_stays``); None where no
    domain has two rivals (the count is the same)."""
    portents = state.zones["portents"]
    openings = set_openings(portents, free, met)
    found = rivals(state, openings, free, read)
    if not found:
        return None
    aces = sum(1 for card in free if KIND_OF[card] == "source")
    return most_standing(openings, found, portents, aces, last + 1, not_first)


def rivals(state: State, openings: dict, free: list[str], read: DestinyRead) -> list[tuple]:
    """For each domain with one place up to the first removal, its rivals (the docstring's
    "Rivals"), where it has two or more; none where a set opens at 0. ``openings``: the
    count's (``coming_back.set_openings``) for the card ``read`` was made for, ``free`` its
    free cards."""
    if not openings or min(openings.values()) == 0:
        return []
    zones = state.zones
    oldest = {p.card for p in zones["portents"][:SOURCE]}
    outside = set(free)
    kept_until = first_ace = None   # Fate's walk, walked where a card of Destiny is asked about
    found = []
    for suit in qc.domains():
        if PAGE_OF[suit] in outside or PAGE_OF[suit] in oldest:
            continue
        standing = {p.card for p in zones[f"arcana_{suit}"]} | {p.card for p in zones["battle"] if SUIT_OF[p.card] == suit}
        group = []
        for condition, card_of in NUMBER_SETS:
            if condition not in openings:
                continue
            card = card_of[suit]
            if card in standing or card in oldest:
                group.append(condition)
                continue
            if kept_until is None:
                kept_until, first_ace = _kept_until(state, read), _first_ace(state, read)
            if card in kept_until and kept_until[card] < first_ace:
                group.append(condition)
        if len(group) > 1:
            found.append(tuple(group))
    return found


def _kept_until(state: State, read: DestinyRead) -> dict[str, int]:
    """Fate's walk from the Arcana waiting now, less Fate's card while the Challenge holds an
    Arcana (the docstring's (iii))."""
    zones = state.zones
    battled = qc.face_value(zones["challenge"][-1].card) if state.data["phase"] == "battle" else 0
    courts = sum(len(zones[zone]) for zone in COURT_PILES)
    kept_until = arcana_kept_until(read.cards, arcana_waiting(state), read.kings_from, battled, courts)
    challenge, fate = zones["challenge"], zones["fate"]
    if challenge and fate and KIND_OF[challenge[-1].card] == "arcana":
        kept_until.pop(fate[-1].card, None)
    return kept_until


def _first_ace(state: State, read: DestinyRead) -> int:
    """The docstring's ``first_ace``."""
    zones = state.zones
    if any(KIND_OF[p.card] == "source" for zone in SOURCE_NOW for p in zones[zone]):
        return -1
    return next((n for n, card in enumerate(read.cards) if KIND_OF[card] == "source"), len(read.cards))


def most_standing(openings: dict, found: list[tuple], portents, aces: int, enough: int,
                  not_first: frozenset = frozenset()) -> int:
    """The docstring's count: the most over one rival kept for each domain of ``found``
    (``rivals``) of ``most_from_openings`` with the others left out, or at least ``enough``
    once one reaches it."""
    aces_at, best, tried = aces_in(portents), 0, set()
    for choice in product(*found):
        left_out = frozenset(condition for group, kept in zip(found, choice) for condition in group if condition != kept)
        if left_out in tried:
            continue
        tried.add(left_out)
        openings_kept = {condition: opens for condition, opens in openings.items() if condition not in left_out}
        best = max(best, most_from_openings(openings_kept, portents, aces, enough, aces_at, not_first=not_first))
        if best >= enough:
            break
    return best
