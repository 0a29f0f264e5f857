"""The number sets that cannot stand together under Reiser's rules: a domain's one place at
the moment the first set can harvest.

The count of ``coming_back.py`` (``most_that_come_back``) lets each set the conditions name
harvest once its cards below her are gone, each set on its own. A set of four of a number
needs one Arcana in each domain at once, and under Reiser's rules a domain holds one Arcana
(two with its Page: the Knights are out of the game), so two such sets may need the same
place. Where every card that can leave below her before any set is whole is taken by a
Source's harvest of four, or where no card has left yet, the place each needs is settled
at one moment, the *checkpoint* below. The words below are those of "Queen out of reach"
(``out_of_reach.py``'s docstring), of the count's proof (``removal_counts.py``'s and
``coming_back.py``'s docstrings) and of Fate's walk (``reisers_toll.py``, "Fate's walk for
the count").

*What is used.* While she lies in the Portents:

1. An Arcana leaves its domain only for the Portents (committed to a trump that falls, or
   discarded to make its domain fit: rules.md, "Domains" and "Battling the Opposition"), on
   top, above her, and comes back only once she has left. Arcana committed to a battle keep
   their places in their domain until the trump falls.
2. A domain holds one Arcana, and one more with its Page in play (rules.md, "Domains" and
   "Reiser's rules": no Knights); while one must be discarded to make it fit, nothing
   else may be done (the rules offer only the discards), and a harvest is judged once it
   fits (house decision 15).
3. An Arcana enters its domain only as Fate's card kept at the draw of an Arcana (in harmony
   with it, or with that card's King able to keep the peace), or brought up by a Source's
   harvest of four into room left (an Arcana with no room goes back on top of the Portents,
   above her: rules.md, "Reiser's rules"). Fate's walk marks, for each Arcana of
   Destiny and the one waiting now (``reisers_toll.arcana_waiting``), every draw of
   Destiny's present cards at which it may be so kept, and Destiny's end where it may still
   be in Fate then (``reisers_toll.arcana_kept_until``). A court card or an Ace comes into
   play from Destiny only at its own draw, secured.
4. Cards leave from below her oldest first: a harvest of three (a condition made true) lays
   the three oldest beneath Destiny, after all of Destiny's present cards; a harvest of four,
   spending an Ace in the Sources, brings the four oldest into play (an Ace among them leaves
   the game). A set harvests at most once, and only with its cards in play together; a set
   with a card stuck (in the Signs, out of play, above her, or never in play) or a condition
   met now never harvests (the count's ``set_openings`` leaves them out). Four of a number
   stand one in each domain: its card of a suit only in that suit's domain. An Ace is spent
   only from the Sources, and a free Ace comes there only at once (in the Sources, the
   Challenge or a battle now) or at its draw from Destiny; an Ace below her never before a
   card has left below her.

*The checkpoint.* Let ``o`` be the least opening of the sets ``set_openings`` keeps (the
cards that must be gone from below her before that set is whole).

- *With ``o > 0``*, no set is whole before ``o`` cards have left below her, so no harvest of
  three comes before that: every card that leaves below her until ``o`` have is taken by a
  Source's harvest of four, four oldest at a time. Let ``f = ceil(o / 4)``: the ``f``-th
  harvest of four takes places ``4 f - 4`` to ``4 f - 1``, and no set harvests before it
  (``4 f - 4 < o``). Each spends an Ace of the Sources, one a free Ace (an Ace the earlier
  ones find leaves the game), so the ``f``-th comes only after the ``f``-th of the free
  Aces' first draws (``ace_draws``: -1 for one outside Destiny, its place in Destiny else;
  with fewer than ``f`` free Aces nothing is claimed). The *checkpoint* is the position just
  after the ``f``-th harvest of four has placed its cards; the *window* the cards at places
  0 to ``4 f - 1``; *before* that Ace's draw.
- *With ``o = 0``* (a set whole from cards outside the Portents), the *checkpoint* is the
  position just before the first card leaves below her, the window is empty, and *before*
  the first draw at which that can come: the first free Ace's draw (-1 for one outside
  Destiny), or the first draw at which a set opening at 0 may have all its cards in play,
  whichever is sooner (``first_removal_draw``: a card in play, in Fate or a court card or Ace
  in the Challenge now counts -1; a court card or Ace of Destiny its draw; an Arcana of
  Destiny, or the Challenge's, the next Arcana's draw after it, the draw at which it may
  first be kept; none such: Destiny's length). No harvest of three comes before its set is
  whole, and none of a set with a card below her before a card has left below her.

Before the first card leaves below her nothing is laid beneath Destiny: Destiny's present
cards come off in order (each drawn or sacrificed), so "the draw at ``n``" is one moment of
every line that reaches it, and a card kept at a draw before *before* is kept before the
checkpoint.

*Sacrifices before the checkpoint.* The walk of (3), read for (iii) below, lets a trump met be
sacrificed wherever no court card in play stops it (``reisers_toll.SacrificeReach``). Before
*before* the rules allow fewer: a sacrifice "that needs more cards than Destiny holds ends the
world at once" (rules.md, house decision 3), and on a line that reaches the checkpoint every
draw before *before* comes before it, while nothing has been laid beneath Destiny: when the
trump at place ``n`` of Destiny's present cards (the one battled now: -1) is met before the
draw *before*, Destiny holds at most its present cards after ``n``, so one of strength ``s``
with ``n + s`` at Destiny's length or more is sacrificed on no line that goes on (the world
ends there, with her in the Portents, and no rival harvests on it). So the walk for (iii)
leaves those sacrifices out (``arcana_kept_until``'s ``nothing_beneath_before``: *before*);
the trumps met at *before* or later it walks as (3) says, a card laid beneath Destiny after the
checkpoint being one a later sacrifice may take. Every line that reaches the checkpoint keeps
each card of (iii) at a draw the walk marks for it, as before. (An Ace in the Sources would
stop a sacrifice too, as a court card does, but with one there *before* is -1: the walk is not
read.) In Reiser's deal 82 it cuts 19 positions of the probe's first 3,000 that the walk with
every sacrifice did not; the probe proves the deal lost in 35,727 positions (41,573 before),
deal 16 in 149,749 (245,981).

*Rivals.* Let a domain's Page be neither free (outside the Portents, the Signs and out of
play) nor in the window: then the domain holds at most one Arcana at the checkpoint (its
Page comes only from below her, once its place is gone). The rivals of that domain are the
sets of four of a number kept by ``set_openings`` whose card of its suit:

- (i) stands in the domain now (or is committed from it to the battle fought now);
- (ii) lies in the window; or
- (iii) is an Arcana of Destiny or the one waiting now (not Fate's card while the Challenge
  holds an Arcana: that card's walk is not followed) that Fate's walk marks only at draws
  before *before*.

*Theorem.* Of a domain's rivals, at most one harvests while she lies in the Portents. No
set harvests before the checkpoint (with ``o > 0`` none before the ``f``-th harvest of four;
with ``o = 0`` the checkpoint comes before any removal), so a rival harvests, if it does, at
the checkpoint or after, with its card of that suit standing in the domain then. A card of
(i) is in the domain now; one of (iii) enters only at a draw before *before*, so before the
checkpoint; by (1), either one standing in the domain at its set's harvest has stood there
since, and stands there at the checkpoint. A card of (ii) is taken by one of the harvests of
four up to the ``f``-th (nothing else takes a card below her before then) and comes into the
domain then only if there is room, else it goes above her and its set never harvests; if it
stands there at its set's harvest it has stood there since, through the checkpoint. At the
checkpoint the domain fits (2) and holds at most one Arcana: two rivals' cards cannot both
stand there. So two rivals never both harvest.

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
the four Eights (the Eight of Swords at place 5) cannot both harvest. Year 18 (``o = 0``):
the four Threes are whole once the Three of Cups, Destiny's thirteenth card, is kept at the
Eight of Pentacles' draw, the fourteenth; the Three of Wands stands in its domain now and the
Eight of Wands (the fifth) can be kept only at the seventh draw: the Threes and the Eights
cannot both harvest. Year 20 (``o = 8``, the Ace of Wands in the Sources, the Ace of Swords
Destiny's fourteenth card): the second harvest of four brings up the Six of Wands from place
7 and the Eight of Wands is kept at the fifth draw at the latest: the Sixes and the Eights.
"""
from __future__ import annotations

from itertools import product

from tarot_table.games.base import State
from tarot_table.games.queens_of_fate import cards as qc, handed_on
from tarot_table.games.queens_of_fate.coming_back import FOUR_ACES, aces_in, most_from_read, set_openings
from tarot_table.games.queens_of_fate.domain_room import PAGE_OF
from tarot_table.games.queens_of_fate.reisers_toll import COURT_PILES, arcana_kept_until, arcana_waiting
from tarot_table.games.queens_of_fate.removal_counts import SOURCE, WITHOUT_KNIGHTS, DestinyRead, aces_among

KIND_OF, SUIT_OF = qc.KIND_OF, qc.SUIT_OF
NUMBER_SETS = tuple((condition, {SUIT_OF[card]: card for card in cards})
                    for condition, cards in WITHOUT_KNIGHTS if condition[0] == "four-of-a-value")
CARD_OF = dict(NUMBER_SETS)   # each set of four of a number: its card of each suit
STRONGEST = max(qc.face_value(card) for card, kind in KIND_OF.items() if kind == "opposition")   # the World's 21


def standing_reach(state: State, free: list[str], met: frozenset, last: int, read: DestinyRead,
                   not_first: frozenset = frozenset()) -> int | None:
    """The count with the rivals of each domain kept apart (``most_standing``) for the card
    at place ``last`` of the Portents, with ``free``, ``met``, ``read`` and ``not_first`` as
    the count reads them for it (``out_of_reach.oldest_court_that_stays``); None where no
    domain has two rivals the count reads (the count is the same)."""
    portents = state.zones["portents"]
    openings = set_openings(portents, free, met)
    found = rivals(state, openings, free, read, last + 1)
    if not found:
        return None
    aces = aces_among(free)
    return most_standing(openings, found, portents, aces, last + 1, not_first)


def rivals(state: State, openings: dict, free: list[str], read: DestinyRead, enough: int | None = None) -> list[tuple]:
    """For each domain with one place at the checkpoint, its rivals (the docstring's
    "Rivals"), where it has two or more. ``openings``: the count's
    (``coming_back.set_openings``) for the card ``read`` was made for, ``free`` its free
    cards. ``enough``: where given, only the sets the count up to ``enough`` reads (those
    opening below it: ``coming_back.openings_below``) are named, the others being never
    stepped on whether left out or not (``most_standing``)."""
    read_sets = [condition for condition, _ in NUMBER_SETS
                 if condition in openings and (enough is None or openings[condition] < enough)]
    if len(read_sets) < 2:
        return []
    checkpoint = _checkpoint(state, openings, free, read)
    if checkpoint is None:
        return []
    window, before = checkpoint
    zones = state.zones
    outside = set(free)
    kept_until = None   # Fate's walk, walked where a card of Destiny is asked about
    found = []
    for suit in qc.domains():
        if PAGE_OF[suit] in outside or PAGE_OF[suit] in window:
            continue
        standing = {p.card for p in zones[f"arcana_{suit}"]} | {p.card for p in zones["battle"] if SUIT_OF[p.card] == suit}
        group = []
        for condition in read_sets:
            card = CARD_OF[condition][suit]
            if card in standing or card in window:
                group.append(condition)
                continue
            if before <= 0:
                continue   # no draw comes before the checkpoint
            if kept_until is None:
                kept_until = _kept_until(state, read, before)
            if card in kept_until and kept_until[card] < before:
                group.append(condition)
        if len(group) > 1:
            found.append(tuple(group))
    return found


def _checkpoint(state: State, openings: dict, free: list[str], read: DestinyRead) -> tuple[frozenset, int] | None:
    """The docstring's window and *before*, or None where fewer free Aces than the harvests
    of four the checkpoint needs."""
    aces = ace_draws(free, read)
    first_opens = min(openings.values())
    if first_opens == 0:
        return frozenset(), first_removal_draw(state, openings, read, aces)
    fours = -(-first_opens // SOURCE)   # the harvests of four that come before any set is whole
    if len(aces) < fours:
        return None
    return frozenset(p.card for p in state.zones["portents"][:SOURCE * fours]), aces[fours - 1]


def ace_draws(free: list[str], read: DestinyRead) -> list[int]:
    """The docstring's first draws of the free Aces, in order: -1 for one outside Destiny."""
    destiny = read.cards
    return sorted(destiny.index(card) if card in destiny else -1 for card in free if KIND_OF[card] == "source")


def first_removal_draw(state: State, openings: dict, read: DestinyRead, aces: list[int]) -> int:
    """The docstring's first draw at which a card may leave below her, where a set opens at 0:
    the first free Ace's (``aces``: ``ace_draws``) or the first at which a set opening at 0
    may have all its cards in play, whichever is sooner."""
    destiny = read.cards
    soonest = aces[0] if aces else len(destiny)
    if soonest < 0:
        return soonest
    at = {card: n for n, card in enumerate(destiny)}
    next_arcana = [len(destiny)] * (len(destiny) + 1)   # next_arcana[n]: the first Arcana's draw from n on
    for n in range(len(destiny) - 1, -1, -1):
        next_arcana[n] = n if KIND_OF[destiny[n]] == "arcana" else next_arcana[n + 1]
    challenge = {p.card for p in state.zones["challenge"]}
    for condition, cards in WITHOUT_KNIGHTS:
        if openings.get(condition) != 0:
            continue
        whole = -1
        for card in cards:
            drawn = at.get(card)
            if drawn is not None:
                whole = max(whole, next_arcana[drawn + 1] if KIND_OF[card] == "arcana" else drawn)
            elif card in challenge and KIND_OF[card] == "arcana":
                whole = max(whole, next_arcana[0])
        soonest = min(soonest, whole)
        if soonest < 0:
            break
    return soonest


def _kept_until(state: State, read: DestinyRead, before: int) -> dict[str, int]:
    """Fate's walk from the Arcana waiting now, less Fate's card while the Challenge holds an
    Arcana (the docstring's (iii)), with no sacrifice that would end the world before the
    draw ``before`` (the docstring's "Sacrifices before the checkpoint": none where ``before``
    lies the strongest trump's strength or more above Destiny's end, the walk then as with
    every sacrifice); kept by all the walk reads (``_KEPT_UNTIL``: the rivals of a position ask it again of the same Destiny,
    Fate and Kings, nine asks in ten in deal 46's probe). Its readers never change it."""
    zones = state.zones
    battled = qc.face_value(zones["challenge"][-1].card) if state.data["phase"] == "battle" else 0
    courts = sum(len(zones[zone]) for zone in COURT_PILES)
    challenge, fate = zones["challenge"], zones["fate"]
    left = fate[-1].card if challenge and fate and KIND_OF[challenge[-1].card] == "arcana" else None
    waiting = arcana_waiting(state)
    if before + STRONGEST <= len(read.cards):
        before = -1   # no trump met before it needs more cards than Destiny holds: the walk is the same
    key = read.cards, waiting, tuple(sorted(read.kings_from.items())), battled, courts, left, before
    def walk() -> dict[str, int]:
        kept_until = arcana_kept_until(read.cards, waiting, read.kings_from, battled, courts, before)
        kept_until.pop(left, None)
        return kept_until
    return handed_on.kept_walk(_KEPT_UNTIL, key, walk, "rivals' walk of Fate", WALKS_KEPT)


def most_standing(openings: dict, found: list[tuple], portents, aces: int, enough: int,
                  not_first: frozenset = frozenset()) -> int:
    """The docstring's count: the most over one rival kept for each domain of ``found``
    (``rivals``) of ``most_from_openings`` with the others left out, or at least ``enough``
    once one reaches it. Worked out over fewer choices, the same most (``domain_choices``);
    two choices that leave out the same openings give the same count, worked out once
    (``coming_back.most_from_read``)."""
    read = sorted((opens, condition) for condition, opens in openings.items() if opens < enough)
    aces_open = openings.get(FOUR_ACES)
    if aces_open is not None and aces_open >= enough:
        aces_open = None
    aces_at, best, tried = aces_in(portents), 0, set()
    groups = domain_choices(openings, found, enough, not_first)
    for choice in product(*(choices for _, choices in groups)):
        left_out = {condition for (group, _), kept in zip(groups, choice) for condition in group if condition != kept}
        opens_at = tuple(opens for opens, condition in read if condition not in left_out and condition != FOUR_ACES)
        barred_at = tuple(opens for opens, condition in read if condition in not_first and condition not in left_out)
        if (opens_at, barred_at) in tried:
            continue
        tried.add((opens_at, barred_at))
        best = max(best, most_from_read(opens_at, aces_open, portents, aces, enough, aces_at, barred_at=barred_at))
        if best >= enough:
            break
    return best


def domain_choices(openings: dict, found: list[tuple], enough: int, not_first: frozenset) -> list[tuple[list, list]]:
    """Each domain's rivals that the count reads, with those among which ``most_standing``
    chooses the one kept (the others of the domain left out), fewer than ``found``'s and
    the most over the choices the same. The count (``coming_back.most_from_read``)
    reads only the sets opening below ``enough``, and where it may step on more of them,
    or on one opening sooner, it counts no less: a step open with fewer sets, or later, is
    open with more; a barred set (``not_first``) is one the first harvest does without, so
    one that is not barred counts no less than one that is, opening no later. So:

    - a rival the count does not read is never worth keeping: keeping one it reads instead
      leaves out one set fewer that it reads, and a domain with no two rivals it reads
      leaves out none it reads, whatever is kept;
    - a rival ``r`` of a domain, rival of no other, opening no later than another rival
      ``s`` of it and not barred unless ``s`` is: keeping ``s`` leaves out ``r`` (no
      other domain keeps it) and keeps ``s`` at most, keeping ``r`` instead keeps ``r``
      and leaves out ``s`` at most, every other set as it was: a count that steps on no
      less. So ``r`` is kept first among the domain's rivals, and ``s`` left out of its
      choices.

    The rivals opening soonest come first: the likeliest to reach ``enough``."""
    alone_in = of_one_domain(found)
    groups = []
    for group in found:
        read = sorted((condition for condition in group if openings[condition] < enough),
                      key=lambda condition: (openings[condition], condition in not_first))
        if len(read) < 2:
            continue
        choices = read
        alone = next((condition for condition in read if condition in alone_in), None)
        if alone is not None:
            opens, barred = openings[alone], alone in not_first
            choices = [condition for condition in read if condition == alone or openings[condition] < opens
                       or (barred and condition not in not_first)]
        groups.append((read, choices))
    return groups


def of_one_domain(found: list[tuple]) -> set:
    """The sets that are rivals in one domain of ``found`` only."""
    seen, again = set(), set()
    for group in found:
        again.update(seen.intersection(group))
        seen.update(group)
    return seen - again


_KEPT_UNTIL: dict[tuple, dict[str, int]] = {}   # ``_kept_until``'s walks, kept by what the walk reads
WALKS_KEPT = 20_000   # walks kept, at most
