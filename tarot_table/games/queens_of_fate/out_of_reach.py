"""Whether a Queen lies too deep in the Portents ever to come out: a proof, for the
solver, that no line wins (it prunes there; the table's own ending is unchanged).

How cards leave the Portents (whose list runs from the oldest card, at 0, to the
newest): a harvest takes the 3 oldest to the bottom of Destiny; a Source spent to
Awaken (original rules) or for a harvest of four (Reiser) takes the 4 oldest; Recover
the Fallen (original) takes the oldest court card. Every discard goes on top. So a
Queen at place ``i`` keeps her place until cards below her leave, and each of those
events takes at most 4 cards from below her, or her.

Theorem ("Queen out of reach"). Take a Queen at place ``i`` of the Portents (or any
court card: see "a court that never leaves bars the way" below). Call
*usable* the cards below her and every card not in the Portents, the Signs or out of
play (Destiny, the Challenge, Fate, the Sources, a battle, the Awakened row, the
domains); *in play* the domains, the Sources and a battle. Count

- ``A``: the Aces usable;
- ``H``, the harvests that could still come before she leaves: one for each set of
  cards a condition names (King, Knight and Page of a suit; the four Pages, Knights or
  Kings; the four Arcana of a number; the four Aces) when all of the set is usable,
  and for each suit whose Knight and Page are usable and which has three usable
  Arcana, one for each usable Arcana of it not in play.

With ``most(U) = 3 H + 4 A`` counted on a set ``U`` of usable cards: if
``most < i + 1``, no line wins. Sharper: cards leave from below her oldest first,
except that Recover takes the oldest court card wherever it lies; so the cards that may
be counted are the ``k`` oldest that could have left before and, once an Ace may be
spent in the original rules, every court card below her. If the least fixed point of
``k = most(the cards not in the Portents, Signs or out of play, and those below her)``
(from ``k = 0``) stays below ``i + 1`` (and, when Recover may happen, below ``c + 1``,
``c`` the court cards below her), no line wins. An Ace among the ``k`` oldest counts
only as far as harvests could bring it back (at most ``3 H`` cards) until some Ace may
be spent: a Source's harvest of four puts the Aces it finds out of play (Reiser), and
without an Ace no Awakening or Recover happens (original); once one may, in the
original rules, Awaken can bring the others up. With ``k = 0``: a Queen in the
Portents, no Ace outside them and no harvest condition the cards outside could meet
means nothing ever leaves the Portents.

Proof. Until she leaves, a card discarded lies above her, so it cannot come back
before she does (Recover takes the oldest court card, which she is before any court
above her). So, until she leaves, every card that enters play is usable, and each
usable card not in play enters play at most once (it leaves play only for the Portents,
the Signs or out of play; an Arcana sent back from a battle to its domain never left
play). A harvest is due only when a card is secured that makes a condition true that
was not true before. A condition on a fixed set of cards, once true, can be false
again only when one of them leaves play, and then can never be true again before she
leaves: at most one harvest each, and only if the whole set is usable. "Three Arcana
in a domain" can be made true only by securing a new Arcana of that suit from out of
play (the domain holds three at most, one plus its Knight plus its Page, and an
over-full domain is judged once it fits), at most once per usable Arcana out of play.
Each Ace is spent at most once. So the events that take cards from the bottom remove
at most ``most(U)`` cards from below her and her, ``U`` the usable cards of the count;
she leaves only when all ``i`` below her have left and she then (a harvest, Awaken, a
harvest of four), or, by Recover, once the ``c`` courts below her have. The fixed
point: the cards gone from below her are always the ``r`` oldest and some court cards
(Recover), every event so far drew its harvest set or Ace from the cards outside the
Portents, the Signs and out of play and those gone before it, so after each event
``r <= most(those, the r oldest before it, and the courts)``; ``most`` grows with
``k``, so by induction ``r`` never passes the least fixed point. The Ascension needs all four Queens
in play, and she is never in play again.

The count ``most`` is made sharper in ``removal_counts.py``, whose docstring proves each
sharper count the same way, and ``trumps_toll.py`` proves which cards of Destiny may come
before the first card leaves the Portents. What the count says, once made:

- *A court that never leaves bars the way.* Nothing in the proof above uses that the
  card at place ``i`` is a Queen but its last line: for any court card ``X`` (a King,
  Knight or Page too) the same count shows when ``X`` never leaves the Portents. Then
  no card above ``X`` ever leaves them either: the oldest cards go first, so a removal
  from the bottom reaches a card above ``X`` only after ``X``, and Recover takes the
  oldest court card, ``X`` before any court card above it. So every Queen above the
  oldest such court card is out of reach. This is sharper than the count made for her:
  hers counts the court cards below her beyond the oldest gone as coming back by
  Recover, ``X`` among them, though ``X`` never can (with one Ace, say, and a court
  card below ``X``: Recover or Awaken spends the Ace on the cards below ``X``).
  Without a Recover (Reiser's rules, or no Ace outside the Portents or below her) it
  bars no Queen her own count does not: the count for a card above ``X`` runs through
  the same fixed point, below ``X``'s place, and stays too; so there only the Queens
  are looked at.

- *The Portents above the count's reach last.* Nothing in the proof above uses that the
  card at place ``i`` is a Queen: run with every card outside the Portents, the Signs
  and out of play counted as usable (none left out as beaten in Fate, which allows
  more than for any card), the count's furthest reach ``r`` is a place from which no
  card ever leaves the Portents, whatever is played. It depends only on the Portents'
  cards in order, how many lie out of play (the Knights, and the Aces a Source's
  harvest found, each of which breaks the four Aces' set) and the conditions met, so
  it is worked out once for each of those. No rule reads the Portents but to take
  their oldest cards (a harvest's three, a Source's four) and to ask whether they hold
  any card (a Source's harvest needs one); a discard goes on top. So two positions
  that differ only in which of the same cards lie where from place ``r`` up play
  alike: each move legal in one is legal in the other and does the same, all along,
  and those cards stay where they lie, with every discard above them: the same lines
  win from both (``never_leave_from``; the solver keys them as one,
  ``QueensShortcuts.lasting``).

- *The reach read from the oldest places.* That count (``coming_back.most_that_come_back``)
  reads the Portents only through the sets its conditions name on fixed cards: where
  each set's newest card lies there (the set opens one place above it), where the Aces
  lie, how many Aces are free, and, with the cards out of play, which sets lack a card
  for good. Its reach ``r`` is made of steps of 3 or 4 cards from 0, each from a reach
  ``g`` below ``r``, asking which sets open at ``g`` or below and how many Aces lie at
  places ``g`` to ``g + 2``, and at ``r`` itself which sets open there. So where ``r``
  is at most ``L`` and below the Portents' length, it depends only on the sets of the
  ``L`` oldest cards, which sets have a card above them, how many Aces lie in the
  Portents and out of play, and the conditions met: any Portents longer than ``L`` that
  agree on those (one with another card discarded on top whose set already has a card
  above place ``L``, say) has the same reach, and ``never_leave_from`` keeps it by
  them (``OLDEST_READ``).

- *The lasting Portents hold a Queen.* Under Reiser's rules the count made for a Queen
  at place ``i`` (``oldest_court_that_stays``) counts as free the cards outside the
  Portents, the Signs and out of play but those beaten in Fate, and runs to ``i + 1``
  at most; the count for the lasting Portents counts every card outside the Portents
  and out of play (the Signs hold only trumps, which no set names) and runs to the
  Portents' end. More free cards allow as much or more, and a longer run only goes
  further, so a Queen at or above ``never_leave_from`` is out of reach. With no card
  beaten in Fate both read the same free cards, and their steps are the same up to
  ``i``: the Queen's count reaches ``i + 1`` exactly where the lasting one passes ``i``,
  and stops where it stops below that, so the lasting count, worked out already for the
  solver's key, is the Queen's.

- *Fate's walk (Reiser's rules).* The count's free cards leave out, besides the Arcana
  beaten in Fate, those that ``reisers_toll.py``'s "Fate's walk for the count" shows are
  never in their domain while she lies in the Portents (proved there): such a card is in
  play before she leaves on no line, so the proof above holds with it left out.

- *A suit's room at a draw (Reiser's rules).* Where the count and the tolls let the
  highest Queen through, ``domain_room.py`` may still show that, by the draw of a later
  Arcana of some suit, more of that suit's Arcana would have to be in play than its domain
  holds, with the count needing every one of them (proved there).

- *A harvest of four's room (Reiser's rules).* Where the count and the tolls let the highest
  Queen through, ``harvest_room.py`` counts again with the sets of four of a number left out
  after a Source's harvest of four that turns one of their Arcana back for want of room (the
  four cards go to their domains oldest first; proved there).

- *The first harvest waits (Reiser's rules).* Where the count lets the Queens through,
  it is made again with the sets holding an Arcana that waits for a harvest barred from
  the first harvest of three (``coming_back.py``'s "the first harvest does without the
  Arcana that wait", proved there); the lasting Portents' count, which reads no Destiny,
  is left as it is.

- *A set of court cards that cannot stand together (the original rules).* Where
  ``trumps_toll.py``'s "the court's toll for a set" shows that a set of court cards whole
  only from the cards before Destiny's first Ace cannot stand in play together when its
  last card is drawn, it harvests before she leaves no more than a set met does: the
  count takes it as met.

- *The trumps' toll (Reiser's rules).* Where the count lets the highest Queen of the
  Portents through only with every free Ace spent for a harvest of four, the trumps
  before the last free Ace of Destiny must be paid without an Ace and without the cards
  the count needs; and where it lets her through only with an Ace lying below her now,
  every trump of Destiny now must be paid first. Where ``reisers_toll.py`` shows they
  cannot be, she stays (its docstring proves it).
"""
from __future__ import annotations

from functools import cache, partial
from operator import attrgetter

from tarot_table.cards import TAROT_DECK
from tarot_table.games.base import State
from tarot_table.games.queens_of_fate import cards as qc, handed_on
from tarot_table.games.queens_of_fate.coming_back import most_from_openings, most_that_come_back
from tarot_table.games.queens_of_fate.domain_room import room_runs_out
from tarot_table.games.queens_of_fate.harvest_room import room_reach
from tarot_table.games.queens_of_fate.reisers_toll import never_kept, trumps_toll_unpaid
from tarot_table.games.queens_of_fate.standing_room import standing_reach
from tarot_table.games.queens_of_fate.running_out import destiny_runs_out, one_source_too_few_harvests
from tarot_table.games.queens_of_fate.trumps_toll import court_sets_never_whole, toll_walk
from tarot_table.games.queens_of_fate.removal_counts import (FIXED_SETS, WITHOUT_KNIGHTS, Below, DestinyRead, Harvests,
                                                             aces_among, arcana_held, beaten_in_fate, destiny_read,
                                                             first_court_that_stays, no_trump_at_the_opening,
                                                             nothing_leaves_first, sacrificed_first, sealed_first,
                                                             waiting_for_a_harvest)

KIND_OF, RANK_OF = qc.KIND_OF, qc.RANK_OF
QUEENS = frozenset(c for c in TAROT_DECK if KIND_OF[c] == "court" and RANK_OF[c] == "queen")
QUEENS_ONLY = {queen: "court" for queen in QUEENS}   # the Queens' kind, where no Recover can come
STUCK = frozenset({"portents", "signs", "removed"})   # where a card is not usable
SOURCE_WAITS = STUCK | {"destiny"}   # an Ace there cannot be spent before it comes out
IN_PLAY = ("sources", "battle") + tuple(f"{zone}_{suit}" for suit in qc.domains() for zone in ("court", "arcana"))


def queen_out_of_reach(state: State) -> bool:
    """True only when the theorem above holds for a Queen in the Portents of ``state``.
    Under Reiser's rules a Queen lying where no card ever leaves the Portents
    (``never_leave_from``, which the solver's key has just asked) is out of reach at
    once (the docstring's "the lasting Portents hold a Queen"). Under the original rules,
    where the count lets every Queen through, Destiny may still run out before one can
    come back (``running_out.destiny_runs_out``, the proof in its docstring), or, with one
    Ace in hand, too few harvests come for it to free every Queen
    (``running_out.one_source_too_few_harvests``)."""
    portents = state.zones["portents"]
    if QUEENS.isdisjoint(map(_CARD, portents)):
        return False
    if state.options.get("rules") == "reiser" and not QUEENS.isdisjoint(map(_CARD, portents[never_leave_from(state):])):
        return True
    return bool(queens_out_of_reach(state)) or destiny_runs_out(state) or one_source_too_few_harvests(state)


def queens_out_of_reach(state: State) -> list[str]:
    """The Queens in the Portents of ``state`` that the theorem says never leave them:
    each at or above the oldest court card the theorem says never leaves (the docstring's
    "a court that never leaves bars the way")."""
    portents = state.zones["portents"]
    places = [i for i, p in enumerate(portents) if p.card in QUEENS]
    if not places:
        return []
    barred = oldest_court_that_stays(state, places[-1])
    return [] if barred is None else [portents[place].card for place in places if place >= barred]


def oldest_court_that_stays(state: State, last: int | None = None) -> int | None:
    """The place in the Portents of the oldest court card that the theorem says never
    leaves them (looked for up to place ``last``), or None. With no Recover to come
    (Reiser's rules, or no Ace outside the Portents or below place ``last``) only the
    Queens are looked at: a court card that stays then bars no Queen her own count would
    not. Under Reiser's rules the count is ``coming_back.most_that_come_back``."""
    portents = state.zones["portents"]
    last = len(portents) - 1 if last is None else last
    recover = state.options.get("rules") != "reiser"
    zones = state.zones
    read = destiny_read(state, last)   # Destiny as every count below reads it, read once
    beaten = never_in_play(state, last, read)
    spent = beaten | {state.data["awakener"]}   # the Source Awakening now goes to the Portents next
    free = [p.card for zone, pile in zones.items() if zone not in STUCK for p in pile if p.card not in spent]
    met = frozenset(map(tuple, state.data["met"]))
    if not recover:   # Reiser's rules: "the cards below leave in order" (removal_counts.py)
        if nothing_leaves_first(state, free, met, WITHOUT_KNIGHTS):
            return next((place for place in range(last + 1) if portents[place].card in QUEENS), None)
        if spent == {None}:   # the free cards are those outside the Portents and out of play
            reach = never_leave_from(state)   # the docstring's "the lasting Portents hold a Queen"
        else:
            reach = most_that_come_back(portents, free, met, last + 1)
        stays = next((place for place in range(reach, last + 1) if portents[place].card in QUEENS), None)
        if stays is None and 0 <= last < len(portents):
            not_first = sets_waiting_for_a_harvest(state, free, last, read)
            if not_first:
                reach = most_that_come_back(portents, free, met, last + 1, not_first=not_first)
                stays = next((place for place in range(reach, last + 1) if portents[place].card in QUEENS), None)
            if stays is None:   # standing_room.py: the sets of four of a number that cannot stand together
                reach = standing_reach(state, free, met, last, read, not_first)
                if reach is not None:
                    stays = next((place for place in range(reach, last + 1) if portents[place].card in QUEENS), None)
        if stays is None and 0 <= last < len(portents) and portents[last].card in QUEENS \
                and trumps_toll_unpaid(state, free, met, last, read):
            return last   # reisers_toll.py: the trumps before the last Ace of Destiny, or all of it, cannot be paid
        if stays is None and 0 <= last < len(portents) and portents[last].card in QUEENS \
                and room_runs_out(state, free, met, last):
            return last   # domain_room.py: more of a suit's Arcana than its domain holds by a draw to come
        if stays is None and 0 <= last < len(portents):   # harvest_room.py: Arcana turned back for want of room
            reach = room_reach(state, free, met, last, not_first)
            if reach is not None:
                stays = next((place for place in range(reach, last + 1) if portents[place].card in QUEENS), None)
        return stays
    # The docstring: with no Ace to spend on a Recover the Queens suffice.
    can_recover = any(KIND_OF[c] == "source" for c in free + [p.card for p in portents[:last]])
    named = KIND_OF if can_recover else QUEENS_ONLY
    courts = [i for i in range(last + 1) if named.get(portents[i].card) == "court"]
    if not courts:
        return None
    in_play = {p.card for zone in IN_PLAY for p in zones.get(zone, ())}
    forged = state.data["artifacts"]
    if forged:   # an Artifact's two cards never count in a condition, nor its Ace as a Source, again
        artifacts = set(forged) | set(forged.values())
        free = [c for c in free if c not in artifacts]
    held = arcana_held(state)
    met |= court_sets_never_whole(state)   # trumps_toll.py, "the court's toll for a set": as good as met for her
    walk = cache(partial(toll_walk, state))   # trumps_toll.py's walk, walked once for both that ask it
    if sealed_first(state, free, met, FIXED_SETS, held, in_play, walk):
        return courts[0]
    opening = no_trump_at_the_opening(state, free, met, held, in_play)
    sacrificed = sacrificed_first(state, free, met, held, in_play, walk)
    if sacrificed:
        free = [c for c in free if c not in sacrificed]
    below = Below([p.card for p in portents[:last + 1]])
    harvests = Harvests(free, in_play, held, met, below, state, opening, read=read)
    free_aces = aces_among(free)
    return first_court_that_stays(below, courts, free_aces, harvests)


def never_in_play(state: State, last: int, read: DestinyRead | None = None) -> frozenset[str]:
    """The cards outside the Portents, the Signs and out of play that the count for the card
    at place ``last`` leaves out of the free cards: never in play while it lies in the
    Portents. The Arcana beaten in Fate (``removal_counts.py``, "an Arcana the next draws
    beat") and, under Reiser's rules, those Fate's walk never keeps (``reisers_toll.py``,
    "Fate's walk for the count"). ``read``: Destiny as read for that card
    (``removal_counts.DestinyRead``), where read already."""
    beaten = beaten_in_fate(state, last, read)
    if state.options.get("rules") == "reiser":
        return beaten | never_kept(state, last, read)
    return beaten


def sets_waiting_for_a_harvest(state: State, free: list[str], last: int, read: DestinyRead | None = None) -> frozenset:
    """The sets holding an Arcana that waits for a harvest (removal_counts.py's "the last
    Arcana waits for a harvest", asked for the Queen at place ``last``): none of them is
    the first harvest of three (coming_back.py). ``read``: Destiny as read for her."""
    waiting = waiting_for_a_harvest(state, last, read)
    if not waiting:
        return frozenset()
    return frozenset(condition for condition, cards in WITHOUT_KNIGHTS if not waiting.isdisjoint(cards))


def opens_with_no_trump_left(state: State) -> bool:
    """``removal_counts.no_trump_at_the_opening`` asked of every card outside the Portents,
    the Signs and out of play (the original rules): no trump is left when the first card
    leaves the Portents (``rules.above_any_last_queen``, a merge for finding wins only)."""
    zones = state.zones
    free = [p.card for zone, pile in zones.items() if zone not in STUCK for p in pile]
    in_play = {p.card for zone in IN_PLAY for p in zones.get(zone, ())}
    return no_trump_at_the_opening(state, free, frozenset(map(tuple, state.data["met"])), arcana_held(state), in_play)


def never_leave_from(state: State) -> int:
    """Reiser's rules: the place in the Portents from which no card ever leaves them,
    whatever is played (the docstring's "the Portents above the count's reach last";
    ``len`` of the Portents where the count lets every card out), kept for each
    Portents, count of cards out of play and conditions met it was worked out for, and
    for what the count reads of them from the fewest oldest places of ``OLDEST_READ``
    that hold the reach (the docstring's "the reach read from the oldest places"). The
    answer for the very same Portents, count and conditions is looked up first: a
    position's key and its bound ask for it in turn, and siblings share their Portents.
    The last answer is kept besides with a copy of what it was worked out for
    (``_LAST_ASKED``), compared whole before any table's key is made: the key asks, then
    the bound twice more, of the same position."""
    portents = state.zones["portents"]
    if not portents:
        return 0
    removed = len(state.zones["removed"])
    met_now = state.data["met"]
    last = _LAST_ASKED   # read once: another thread may put its own in its place
    if last[1] == removed and last[0] == portents and last[2] == met_now:
        return last[3]
    known = _worked_out_or_kept(state, portents, removed, met_now)
    _last_asked(portents, removed, met_now, known)
    return known


def _last_asked(portents, removed: int, met: list, known: int) -> None:
    """Keeps ``never_leave_from``'s last answer with copies of the Portents' records and the
    conditions met it was worked out for: a record is never changed (``Placed``), so
    Portents equal to the copy hold the same cards in the same order. One tuple put in
    place at once, so a thread reading it reads one answer and what it was for."""
    global _LAST_ASKED
    _LAST_ASKED = (list(portents), removed, [list(condition) for condition in met], known)


def _worked_out_or_kept(state: State, portents, removed: int, met_now: list) -> int:
    """``never_leave_from`` from its tables, or worked out and kept there."""
    cards = tuple(map(_CARD, portents))
    met = tuple(map(tuple, met_now))
    key = (cards, removed, met)
    known = _REACHES.get(key)
    if known is not None:
        return known
    read = Read(cards, removed, met)
    for oldest in read.places:
        known = _READ_REACHES.get(read.key(oldest))
        if known is not None:
            _keep(_REACHES, key, known)
            return known
    sets = read.sets if read.places else list(map(SET_OF.get, cards))
    known = min(len(cards), lasting_count(state, portents, sets, frozenset(met)))
    _keep(_REACHES, key, known)
    oldest = next((oldest for oldest in read.places if known <= oldest), None)
    if oldest is not None:
        _keep(_READ_REACHES, read.key(oldest), known)
    return known


def lasting_count(state: State, portents, sets: list, met: frozenset) -> int:
    """The count of the docstring's "the Portents above the count's reach last": the count
    (``coming_back.most_that_come_back``) of ``portents`` up to their length with every card
    outside them and out of play free, made from the Portents' sets in one walk (``sets``:
    each card's set in ``WITHOUT_KNIGHTS``, ``SET_OF``) rather than from those free cards:
    a set's card is not free exactly where it lies in the Portents or out of play, so the
    set opens one place above its newest card in the Portents and never where a card of it
    lies out of play; the Aces lie where the four Aces' set does, and the free ones are the
    others not out of play. The same openings, Aces and places as the count worked out from
    the free cards (compared in the check mode, ``handed_on.CHECK``)."""
    opens: dict[int, int] = {}
    for place, of in enumerate(sets):
        if of is not None:
            opens[of] = place + 1   # the places rise: the newest card's last
    removed = state.zones["removed"]
    never = {SET_OF.get(p.card) for p in removed}
    openings = {condition: opens.get(number, 0) for number, (condition, _) in enumerate(WITHOUT_KNIGHTS)
                if number not in never and condition not in met}
    aces_at = [place for place, of in enumerate(sets) if of == ACES_SET]
    aces = len(ALL_ACES) - len(aces_at) - sum(1 for p in removed if p.card in ALL_ACES)
    count = most_from_openings(openings, portents, aces, len(sets), aces_at)
    if handed_on.CHECK:
        gone = set(map(_CARD, portents))
        gone.update(p.card for p in removed)
        free = [card for card in ALL_CARDS if card not in gone]
        handed_on.checked("the lasting Portents' count", count, most_that_come_back(portents, free, met, len(sets)))
    return count


class Read:
    """What the count of ``never_leave_from`` reads of a Portents (the docstring's "the
    reach read from the oldest places"), for each number of its oldest places in
    ``OLDEST_READ`` fewer than its cards (``places``): the sets of those cards, the sets
    among the cards above them, its Aces, the cards out of play and the conditions met."""

    def __init__(self, cards: tuple[str, ...], removed: int, met: tuple) -> None:
        self.places = [oldest for oldest in OLDEST_READ if oldest < len(cards)]
        if self.places:
            self.sets = list(map(SET_OF.get, cards))
            self.rest = (self.sets.count(ACES_SET), removed, met)

    def key(self, oldest: int) -> tuple:
        sets = self.sets
        return oldest, tuple(sets[:oldest]), frozenset(sets[oldest:]), self.rest


def _keep(answers: dict, key: tuple, answer: int) -> None:
    if len(answers) >= REACHES_KEPT:
        answers.clear()
    answers[key] = answer


ALL_CARDS = tuple(c for c in TAROT_DECK if KIND_OF[c] != "opposition")   # the trumps never count: no set names one
SET_OF = {card: n for n, (_, cards) in enumerate(WITHOUT_KNIGHTS) for card in cards}   # each card's set there, if any
ACES_SET = next(n for n, (condition, _) in enumerate(WITHOUT_KNIGHTS) if condition == ("four-sources", ""))
ALL_ACES = WITHOUT_KNIGHTS[ACES_SET][1]   # the four Aces
OLDEST_READ = (8, 16, 24, 32)   # the numbers of the Portents' oldest places a reach is kept for by what the count reads
_CARD = attrgetter("card")
_REACHES: dict[tuple, int] = {}
_LAST_ASKED: tuple = (None, -1, None, 0)   # never_leave_from's last answer: (Portents, cards out of play, met, reach)
_READ_REACHES: dict[tuple, int] = {}
REACHES_KEPT = 50_000   # answers kept in each table, at most (a deal's proof asks a few tens of thousands)
