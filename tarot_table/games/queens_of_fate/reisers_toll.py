"""The trumps' toll under Reiser's rules: where the count of ``coming_back.py`` brings a
Queen out of the Portents only by spending every free Ace for a harvest of four, the
trumps that come before the last of those Aces is drawn must be paid for without an Ace,
and without the cards the count cannot do without. Where they cannot be, no line wins.

Words as in ``out_of_reach.py``: the Queen lies at place ``i`` of the Portents; *free*
are the cards the count reads as usable (outside the Portents, the Signs and out of
play, less those beaten in Fate); *the count* is ``most_that_come_back`` run to
``i + 1``, which every line follows until she leaves (``coming_back.py``, whose proof
gives: on any line, until she leaves, the cards gone from below her are at most the
count's, for the free cards usable on that line and the Aces spent for a harvest of
four on it).

- *Every Ace is spent for a harvest of four.* Count with one free Ace held back (never
  spent for a harvest of four, still in the four Aces' set: ``held_back``). Where that
  count stays below ``i + 1``, a line on which some free Ace is not spent for a harvest
  of four before she leaves follows one of its paths (its harvests of four spend at most
  the other free Aces and those the count finds), so she never leaves on it. So on every
  line where she leaves, every free Ace is spent for a harvest of four before she does:
  none strikes a trump down, none is lost enduring one, none is let go or sacrificed.
- *The cards the count needs.* Likewise, for each set the conditions name on fixed
  cards (four Kings, four Pages, four Arcana of a number) and not met now, count with
  that set never harvesting (taken as met, which the count skips). Where that count
  stays below ``i + 1`` the set is *needed*: on every line where she leaves it harvests
  before she does. A card of it that goes to the Portents before its set harvests lies
  above her and never comes back before she leaves, nor does a card of Destiny
  sacrificed (it was never in play), so its set never harvests then: on every line
  where she leaves, no card of a needed set is sacrificed, nor lost before its set has
  harvested.
- *The last Ace of Destiny.* Let ``D`` be the free Ace of Destiny drawn last of them.
  Cards leave Destiny only from the top (a draw, a sacrifice) and a harvest of three
  puts its cards beneath it, so Destiny's cards now come in their order, each drawn or
  sacrificed, and none put beneath comes before ``D``. On a line where she leaves, ``D``
  is spent for a harvest of four, so drawn, before she leaves: every card of Destiny
  above ``D`` is drawn or sacrificed first, she lies in the Portents all that while, and
  no Ace but the free ones is ever in the Sources (an Ace a harvest of four finds leaves
  the game; one a harvest of three finds lies beneath ``D``).
- *What a trump before it costs.* A trump drawn before ``D`` (or battled now) is met
  before the next draw: overcome with Arcana of the domains worth its strength (each at
  its number: no court is full under Reiser's rules), which go to the Portents; struck
  down by an Ace, or endured by losing a Source, both free Aces (none on such a line);
  endured by losing a court card in play, to the Portents; or, with no court card and
  no Source in play, by a sacrifice of as many cards from the top of Destiny as its
  strength, which are the cards right after it (more than Destiny holds ends the world).
  A sacrifice taking an Ace or a card of a needed set is on no such line; a trump taken
  by a sacrifice is never met. A court card in play leaves it only by being lost to a
  trump (enduring; nothing else discards one under Reiser's rules), one for each trump,
  so with ``c`` court cards in play now none of the first ``c`` trumps met is
  sacrificed. So a trump is *paid* unless it may be sacrificed (at least ``c`` trumps
  come before it, its cards are all in Destiny, none an Ace or a needed set's) or lies
  among the cards the sacrifice of an earlier trump that may be sacrificed takes.
- *What may pay, and when.* A card that pays goes to the Portents above her: each pays
  once. Before the trump at Destiny's place ``k`` is met, a card is in play only if it
  is free and outside Destiny now, or lies in Destiny above ``k``, or comes up from the
  Portents by a harvest of four (a harvest of three puts its cards beneath ``D``). The
  Aces spendable by then are the free ones outside Destiny and in Destiny above ``k``,
  and the harvests of four bring at most four cards each, from below her; the cards
  gone from below her by then are at most the count's for those cards and Aces (the
  same proof, the usable cards being those). A needed set one of whose cards lies
  outside all those (further down Destiny, or in the Portents at or above that reach)
  cannot have harvested before the trump, so its cards may not pay for it.
  Later trumps have more to pay with: each set late for a trump is late for the ones
  before it. So for the trumps paid up to any one of them, if the court cards that may
  pay by then (each pays for one, the strongest) leave more strength than the Arcana
  that may pay by then are worth, no line pays them all: she never leaves.
- *Fate's card pays for none.* Arcana pay only from the domains (a battle's stay in
  theirs), and an Arcana drawn enters its domain only from Fate, kept when a later Arcana
  drawn meets it in harmony (a harvest of four brings Arcana from the Portents straight
  into the domains, and a harvest of three lays its cards beneath Destiny, after every
  card there now). Take the trump at Destiny's place ``k`` and the last Arcana among
  Destiny's cards before it (``newest``). It comes off Destiny before the trump and no
  Arcana is drawn between: drawn, it becomes Fate's card (or loses its conflict and goes to
  the Portents), and Fate's card changes only when an Arcana is drawn; sacrificed, it goes
  to the Portents. So when the trump is met it lies in Fate or the Portents, and before
  it was drawn it was not in play: it pays for none of the trumps up to that one. With no
  Arcana before the trump in Destiny, the same holds of the Arcana waiting now: the Arcana
  Challenge (in harmony with Fate's card, which may be kept now; it becomes Fate's card),
  else Fate's card. And Fate's card is known further where conflicts are forced: walk
  Destiny's cards in order from the Arcana waiting now, keeping the cards that may lie in
  Fate after each. An Arcana ``Y`` drawn meets Fate's card ``F``: with Fate empty, or in
  harmony (suits not opposed, or ``Y``'s King may be in play then, keeping the peace:
  ``removal_counts.kings_in_play_from``, which holds while she lies in the Portents), ``Y``
  becomes Fate's card; opposed with no King that may keep the peace, the lower goes to the
  Portents and the higher stays or becomes Fate's card, both go on a tie; and where a
  sacrifice may take ``Y`` (a trump before it, battled now or in Destiny, within its
  strength, and not among the first ``c`` trumps met, ``c`` the court cards in play now:
  "what a trump before it costs" above; ``SacrificeReach``), Fate's card stays ``F``. Where every way leaves one card ``X`` in Fate when the
  trump is met, ``X`` was never in a domain (no card goes from a domain back to Fate): it
  pays for none of the trumps up to that one either. So the Arcana that may pay for the
  trumps up to one of them are those above less those cards (``idle_arcana``), in each
  toll here: the one above, "the Aces held" and "the Aces that come back late" (a card a
  harvest of three lays beneath Destiny comes off after every trump of Destiny now, so it
  never stands between).
- *Fate's walk for the count* (``never_kept``). The same walk says which Arcana are never
  in play while she lies in the Portents, for the count itself (``out_of_reach.py``'s free
  cards), not only for the tolls. An Arcana of Destiny enters its domain only from Fate: it
  comes off Destiny drawn (it then meets Fate's card and becomes Fate's card, or loses its
  conflict and goes to the Portents) or sacrificed (to the Portents); once Fate's card, it
  is secured only when a later Arcana drawn meets it in harmony (or in conflict with that
  card's King in play to keep the peace), the player keeping it; else it stays in Fate
  until it is dropped then, or loses a conflict, for the Portents. Fate's card changes only
  at an Arcana's draw (``_meet_fate``, keeping or dropping it: the rules move nothing else
  into or out of Fate), a harvest of four brings cards from the Portents straight into the
  domains, and a harvest of three lays its cards beneath Destiny, so while Destiny's present
  cards last they come off in their order, each drawn or sacrificed (a sacrifice only after
  a trump met, taking the cards right after it, and by none of the first ``c`` trumps met:
  ``SacrificeReach``). So on every
  line the card Fate holds after each of Destiny's present cards is one the walk keeps for
  that place, and an Arcana that some line keeps from Fate while they last is, at that draw,
  among the walk's cards for Fate with the card drawn in harmony with it (or its King able to
  be in play then: ``kings_in_play_from``, which holds while she lies in the Portents). The
  walk marks each such card, and each card it may leave in Fate once Destiny's present cards
  are gone (a card harvested beneath Destiny may keep it later). An Arcana of Destiny now, or
  the Arcana waiting now, that it never marks is never in its domain while she lies in the
  Portents: it lies in Destiny, in Fate, or in the Portents above her, whence it comes back
  (by a harvest of four) only once she has left. It is not free for her count, as the
  Arcana beaten in Fate are not (``removal_counts.py``'s "an Arcana the next draws beat",
  whose case of a trump before it taking the Arcana too the walk leaves open: both are
  asked). In Reiser's deal 85 the Four of Pentacles drawn next loses its conflict with the
  Eight of Swords in Fate (the King of Pentacles comes after it), and the four Fours can no
  longer harvest.

- *The Aces held.* Where no free Ace lies in Destiny (each is in the Sources, or the
  Challenge to be secured) and the count with every free Ace spent for a harvest of four
  does not reach her either when the first card to leave the Portents is taken by such a
  harvest (``spent_first``: only the paths whose first step is a Source's), then on every
  line where she leaves the first card leaves the Portents by a harvest of three, with
  every free Ace still in the Sources (none spent first, none struck, lost or let go).
  That harvest comes from a set made whole without a card of the Portents (none has left
  them), so not before the draw of the last of its cards in Destiny (``first``, the
  earliest over such sets; with all of one's cards out of Destiny, before the next draw).
  Until then no harvest is made: every needed set is still to harvest, so none of its
  cards may pay; nothing comes up from the Portents; an Ace lies in the Sources all the
  while, so no trump is sacrificed (a sacrifice is made only with no Source). So each
  trump battled now or drawn before ``first`` is overcome with Arcana in play or drawn
  before it, or paid with a court card in play or drawn before it, none of a needed set;
  where, for the trumps up to any one of them, those court cards (each paying for one of
  the strongest) leave more strength than those Arcana are worth, she stays.

- *The Aces that come back late.* Where the count for the lines on which no Ace lying
  below her now is drawn before she leaves stays below her (``found_late``, proved in
  ``coming_back.py``), on every line where she leaves such an Ace is drawn first. It left
  the Portents by a harvest of three (a harvest of four that finds it puts it out of the
  game), which laid it beneath every card then in Destiny; cards enter Destiny only so,
  beneath, and leave it only from the top. So it is drawn only once every card of
  Destiny now has come off (drawn or sacrificed), and a trump drawn is met before the
  next draw: every trump of Destiny now, and the one battled now, is met or sacrificed
  before she leaves, while she lies in the Portents. Each is paid as in "what a trump
  before it costs" above, with these changes, each of which lets more pay or more be
  sacrificed, so the toll claims less: the Aces spendable by then (the free ones outside
  Destiny or drawn before it: one lying below her is drawn only after every card of
  Destiny now) may each pay for one trump, struck down or lost as a Source; a trump may
  be sacrificed wherever at least ``c`` trumps come before it and none of the cards of
  Destiny now its sacrifice takes is a needed set's (a sacrificed Ace, or a sacrifice
  running past Destiny's present cards, is allowed). What may pay, and when, is as above
  (a card a harvest of three takes comes off Destiny after every card of it now, so
  after every such trump). Where, for the trumps up to any one of them, the court cards
  and Aces that may pay by then (each paying for one of the strongest) leave more
  strength than the Arcana that may pay are worth, she stays (``late_toll``).

- *What the tolls read of the Portents.* Only her place and the cards up to it. Every
  count they make runs to ``enough``, ``i + 1`` (or ``i``, for the reach by a trump), and a
  count's answer is only compared with ``enough``, or taken at most ``i``. A set with a card
  above her opens above ``i + 1`` (``set_openings``); the counts step only on sets opening
  below their ``enough``, a set is asked whether it is needed only if it opens below
  ``i + 1``, it is whole by a trump only if it opens within a reach of at most ``i``, and the
  first passes ("every set not met is asked first as if needed") read only the conditions
  met: so such a set is answered as one with a card in the Signs or out of play, absent from
  the openings. The count reads an Ace above her only on a harvest's step from ``g`` with
  ``g + 2`` at or above ``i + 1``, which lands at ``g + 3``, at or past ``enough``, from where
  no step is taken; and it reads the Portents' length only to stop that step there. So two
  positions alike in the cards up to her place (and in Destiny, the free cards, the
  conditions met, the trump battled now, the court cards in play and the Arcana waiting now:
  "Fate's card pays for none", whose walk reads besides where each King may come into play,
  which ``kings_in_play_from`` reads from Destiny, the Aces outside it and the Portents up
  to her, a King elsewhere but in play lying above her) get the same answers,
  whatever lies above her (``answer_key``; tests/test_solver_reisers_toll.py).

``out_of_reach.oldest_court_that_stays`` asks it for the highest Queen of the Portents
where the count lets her through. The counts it makes are ``coming_back``'s, kept by what
they read; its answers are kept by what it reads (``_ANSWERS``, ``answer_key``).
"""
from __future__ import annotations

from bisect import bisect_left, insort
from itertools import accumulate
from operator import attrgetter
from typing import NamedTuple

from tarot_table.games.base import State
from tarot_table.games.queens_of_fate import cards as qc, handed_on
from tarot_table.games.queens_of_fate.coming_back import (FOUR_ACES, aces_in, most_from_openings, most_from_read,
                                                           openings_below, set_openings)
from tarot_table.games.queens_of_fate.removal_counts import (OPPOSED, SOURCE, WITHOUT_KNIGHTS, DestinyRead,
                                                             aces_among, kings_in_play_from)

KIND_OF, VALUE_OF, SUIT_OF = qc.KIND_OF, qc.VALUE_OF, qc.SUIT_OF
COURT_PILES = tuple(f"{zone}_{suit}" for suit in qc.domains() for zone in ("court", "queen"))   # the court cards in play
_CARD = attrgetter("card")
NAMED_SETS = [(condition, cards) for condition, cards in WITHOUT_KNIGHTS if condition != ("four-sources", "")]
SET_OF = {card: condition for condition, cards in NAMED_SETS for card in cards}
SET_CARDS = dict(NAMED_SETS)
SET_CARDS_ALL = dict(WITHOUT_KNIGHTS)   # the four Aces' too


class Unpaid(NamedTuple):
    """What ``unpaid_toll`` finds: ``ace``, the last free Ace of Destiny (``D``), or None
    where every free Ace is held in the Sources until the first harvest of three (the
    docstring's "the Aces held"); ``aces``, the free Aces, each to be spent for a harvest
    of four before she leaves; ``needed``, the sets the count needs that the toll asked
    about (a card of one lost before its set harvests, or sacrificed, and she stays)."""
    ace: str | None
    aces: frozenset[str]
    needed: frozenset[tuple]


def trumps_toll_unpaid(state: State, free: list[str], met: frozenset, place: int,
                       read: DestinyRead | None = None) -> bool:
    """True only where the docstring's argument shows the Queen at ``place`` of the
    Portents never leaves them: the count needs every free Ace spent for a harvest of
    four, and the trumps before the last free Ace of Destiny cannot all be paid; or it
    needs an Ace lying below her, and the trumps of Destiny now cannot all be paid (the
    docstring's "the Aces that come back late"). ``read``: Destiny as the bound's ask
    read it for her (``removal_counts.DestinyRead``), if it did."""
    found, late = _tolls(state, free, met, place, read)
    return found is not None or late is not None


def unpaid_toll(state: State, free: list[str], met: frozenset, place: int) -> Unpaid | None:
    """The finding of the toll to the last free Ace of Destiny, or of the Aces held, or
    None."""
    return _tolls(state, free, met, place)[0]


def late_toll(state: State, free: list[str], met: frozenset, place: int) -> frozenset | None:
    """Where the toll of "the Aces that come back late" is unpaid, the sets the count
    needs (asked where the toll to the last free Ace of Destiny, or of the Aces held, is
    paid); else None."""
    return _tolls(state, free, met, place)[1]


def _tolls(state: State, free: list[str], met: frozenset, place: int,
           read: DestinyRead | None = None) -> tuple[Unpaid | None, frozenset | None]:
    """``unpaid_toll``'s finding and ``late_toll``'s, worked out together (the sets'
    openings read once) and kept for what they read (``_ANSWERS``)."""
    if read is None or read.above != place:
        read = None
        destiny = tuple(map(_CARD, reversed(state.zones["destiny"])))   # the next draw first
    else:
        destiny = read.cards
    battled = state.zones["challenge"][-1].card if state.data["phase"] == "battle" else None
    portents = state.zones["portents"]
    zones = state.zones
    courts = sum(len(zones[zone]) for zone in COURT_PILES)
    key = answer_key(portents, destiny, free, met, place, battled, courts, arcana_waiting(state))
    known = _ANSWERS.get(key)
    if known is None:
        idle = fate_walk(state, destiny, place, battled, read, courts)
        last_ace = next((n for n in range(len(destiny) - 1, -1, -1) if KIND_OF[destiny[n]] == "source"), None)
        openings = set_openings(portents, free, met)
        aces, aces_at = aces_among(free), aces_in(portents)   # counted once for all
        if last_ace is None:
            found = _held_unpaid(portents, destiny, battled, free, met, place, openings, idle, aces, aces_at)
        else:
            found = _unpaid(portents, destiny, last_ace, battled, courts, free, met, place, openings, idle, aces, aces_at)
        late = None
        if found is None and _late_asked(portents, place, openings, aces, aces_at):
            late = _late_unpaid(portents, destiny, battled, courts, free, met, place, openings, idle, aces, aces_at)
        known = found, late
        if len(_ANSWERS) >= ANSWERS_KEPT:
            _ANSWERS.clear()
        _ANSWERS[key] = known
    return known


def answer_key(portents, destiny: tuple, free: list[str], met: frozenset, place: int, battled: str | None,
               courts: int, waiting: str | None) -> tuple:
    """What the tolls read, which their answers are kept by: the cards of the Portents up to
    her place and no further (the docstring's "what the tolls read of the Portents"), Destiny
    (the next draw first), the free cards, the conditions met, her place, the trump battled
    now, how many court cards are in play and the Arcana waiting now (``arcana_waiting``)."""
    return tuple(map(_CARD, portents[:place + 1])), destiny, frozenset(free), met, place, battled, courts, waiting


def fate_walk(state: State, destiny: tuple, place: int, battled: str | None,
              read: DestinyRead | None = None, courts: int = 0) -> tuple[frozenset[str], ...]:
    """``idle_arcana`` for ``state``, its Destiny (the next draw first), the Queen at ``place``
    of the Portents and the trump battled now. ``read``: Destiny as read for her, where
    read already (``removal_counts.DestinyRead``: the Kings' first draws with it). Kept by
    all the walk reads (``_IDLE``): the tolls worked out afresh for other Portents or free
    cards walk the same Destiny again (nine walks in ten in the probes of deals 46 and 85)."""
    kings_from = read.kings_from if read is not None and read.above == place else kings_in_play_from(state, destiny, place)
    waiting, strength = arcana_waiting(state), qc.face_value(battled) if battled is not None else 0
    key = destiny, waiting, tuple(sorted(kings_from.items())), strength, courts
    return handed_on.kept_walk(_IDLE, key, lambda: tuple(idle_arcana(destiny, waiting, kings_from, strength, courts)),
                               "the tolls' walk of Fate", ANSWERS_KEPT)


def arcana_waiting(state: State) -> str | None:
    """The Arcana that stays out of the domains until the next Arcana is drawn (the
    docstring's "Fate's card pays for none"): the Challenge's when it is an Arcana (in
    harmony with Fate's card, it becomes Fate's card), else Fate's card, else None."""
    zones = state.zones
    for zone in ("challenge", "fate"):
        pile = zones[zone]
        if pile and KIND_OF[pile[-1].card] == "arcana":
            return pile[-1].card
    return None


def _unpaid(portents, destiny: tuple, last_ace: int, battled: str | None, courts: int, free: list[str],
            met: frozenset, place: int, openings: dict, idle: list[frozenset[str]], aces: int,
            aces_at: list[int]) -> Unpaid | None:
    """``unpaid_toll`` worked out (``aces``: the free Aces; ``aces_at``: ``aces_in(portents)``,
    both counted once by ``_tolls``). Every set not met is asked first as if needed: more
    needed sets only leave more trumps to pay and fewer cards to pay them, so where the
    toll is paid even then it is paid, and no set's own count is made."""
    enough = place + 1
    if most_from_openings(openings, portents, aces - 1, enough, aces_at) >= enough:
        return None
    paying = _Paying(portents, destiny, free, openings, aces_at, place, idle)
    if not _toll_unpaid(destiny, last_ace, battled, courts, paying, lambda condition: condition not in met):
        return None
    is_needed = _NeededSets(openings, portents, aces, enough, aces_at)
    if not _toll_unpaid(destiny, last_ace, battled, courts, paying, is_needed):
        return None
    return Unpaid(destiny[last_ace], frozenset(c for c in free if KIND_OF[c] == "source"), is_needed.named())


def _late_asked(portents, place: int, openings: dict, aces: int, aces_at: list[int]) -> bool:
    """Where "the Aces that come back late" is asked: with no free Ace, or where the count
    with one free Ace held back reaches her (where it does not, the toll to the last free
    Ace or of the Aces held was asked, and the late one seldom adds to it: a cost, not a
    claim)."""
    return not aces or most_from_openings(openings, portents, aces - 1, place + 1, aces_at) > place


def _late_unpaid(portents, destiny: tuple, battled: str | None, courts: int, free: list[str], met: frozenset,
                 place: int, openings: dict, idle: list[frozenset[str]], aces: int, aces_at: list[int]) -> frozenset | None:
    """The docstring's "the Aces that come back late" worked out: the sets the count needs
    where the toll is unpaid, else None. Every set not met is asked first as if needed
    (as in ``_unpaid``): where the toll is paid even then it is paid, and no set's own
    count is made."""
    if not aces_at or aces_at[0] >= place:   # no Ace below her: the count with none found is the count
        return None
    enough = place + 1
    if most_from_openings(openings, portents, aces, enough, aces_at, found_late=True) >= enough:
        return None
    paying = _Paying(portents, destiny, free, openings, aces_at, place, idle)
    if not _late_toll_owed(destiny, battled, courts, paying, frozenset(c for c, _ in NAMED_SETS if c not in met)):
        return None
    is_needed = _NeededSets(openings, portents, aces, enough, aces_at)
    needed = frozenset(condition for condition, _ in NAMED_SETS if is_needed(condition))
    return needed if _late_toll_owed(destiny, battled, courts, paying, needed) else None


def _late_toll_owed(destiny: tuple, battled: str | None, courts: int, paying: _Paying, needed: frozenset) -> bool:
    """The docstring's "the Aces that come back late": every trump of Destiny now, and the
    one battled now, less those that may be sacrificed or be taken by such a sacrifice;
    for the trumps up to any one of them, the court cards and Aces that may pay by then
    (each for one of the strongest) leave more strength than the Arcana are worth."""
    met_now = [(-1, qc.face_value(battled))] if battled is not None else []
    met_now += [(n, qc.face_value(card)) for n, card in enumerate(destiny)
                if KIND_OF[card] == "opposition" and qc.face_value(card) > 0]
    needed_before = list(accumulate((SET_OF.get(card) in needed for card in destiny), initial=0))
    ends = len(destiny)
    sacrificed = [(at, strength) for order, (at, strength) in enumerate(met_now) if order >= courts
                  and needed_before[min(at + 1 + strength, ends)] == needed_before[at + 1]]
    strengths: list[int] = []
    for at, strength in met_now:
        if any(other <= at <= other + taken for other, taken in sacrificed):
            continue   # sacrificed, or taken by a sacrifice
        insort(strengths, strength)
        usable, aces, brought, whole = paying.by(at)
        late = needed - whole
        if late:
            usable = [c for c in usable if SET_OF.get(c) not in late]
            brought = [c for c in brought if SET_OF.get(c) not in late]
        most_brought = SOURCE * aces
        payers = (aces + sum(1 for c in usable if KIND_OF[c] == "court")
                  + min(most_brought, sum(1 for c in brought if KIND_OF[c] == "court")))
        worth = (sum(VALUE_OF[c] for c in usable if KIND_OF[c] == "arcana")
                 + sum(sorted((VALUE_OF[c] for c in brought if KIND_OF[c] == "arcana"), reverse=True)[:most_brought]))
        if sum(strengths[:max(0, len(strengths) - payers)]) > worth:   # the payers take the strongest
            return True
    return False


class _NeededSets:
    """The docstring's "the cards the count needs", asked of a set only when it matters (a
    set with a card in the Signs or out of play never harvests, nor one that opens only
    once she may leave: the count knows), each answer kept."""

    def __init__(self, openings: dict, portents, aces: int, enough: int, aces_at) -> None:
        self.openings, self.portents, self.aces, self.enough, self.aces_at = openings, portents, aces, enough, aces_at
        self.opens_at, self.aces_open = openings_below(openings, enough)   # read once for every set asked
        self.answers: dict[tuple, bool] = {}

    def __call__(self, condition) -> bool:
        answer = self.answers.get(condition)
        if answer is None:
            enough = self.enough
            opens = self.openings.get(condition, enough)
            answer = self.answers[condition] = opens < enough and self._without(condition, opens) < enough
        return answer

    def _without(self, condition, opens: int) -> int:
        """The count with ``condition`` never harvesting: the openings read with its own
        left out (one of the equal openings in order, or the four Aces'), as
        ``most_from_openings`` reads the openings with it taken out."""
        opens_at, aces_open = self.opens_at, self.aces_open
        if condition == FOUR_ACES:
            aces_open = None
        else:
            at = bisect_left(opens_at, opens)
            opens_at = opens_at[:at] + opens_at[at + 1:]
        return most_from_read(opens_at, aces_open, self.portents, self.aces, self.enough, self.aces_at)

    def named(self) -> frozenset:
        return frozenset(condition for condition, answer in self.answers.items() if answer)


def _held_unpaid(portents, destiny: tuple, battled: str | None, free: list[str], met: frozenset,
                 place: int, openings: dict, idle: list[frozenset[str]], aces: int, aces_at: list[int]) -> Unpaid | None:
    """The docstring's "the Aces held": no free Ace in Destiny."""
    enough = place + 1
    if not aces or most_from_openings(openings, portents, aces - 1, enough, aces_at) >= enough \
            or most_from_openings(openings, portents, aces, enough, aces_at, spent_first=True) >= enough:
        return None
    outside = set(free)
    drawn_at = {card: n for n, card in enumerate(destiny)}
    first = len(destiny)   # the earliest draw a harvest of three may follow
    for condition, cards in WITHOUT_KNIGHTS:
        if condition not in met and cards <= outside:
            first = min(first, max(drawn_at.get(card, -1) for card in cards))
    trumps = [(-1, qc.face_value(battled))] if battled is not None else []
    trumps += [(n, qc.face_value(card)) for n, card in enumerate(destiny[:max(first, 0)])
               if KIND_OF[card] == "opposition" and qc.face_value(card) > 0]
    if not trumps:
        return None
    before = [c for c in free if c not in drawn_at]
    if not _held_toll_unpaid(destiny, before, trumps, lambda condition: condition not in met, idle):
        return None
    is_needed = _NeededSets(openings, portents, aces, enough, aces_at)
    if not _held_toll_unpaid(destiny, before, trumps, is_needed, idle):
        return None
    return Unpaid(None, frozenset(c for c in free if KIND_OF[c] == "source"), is_needed.named())


def _held_toll_unpaid(destiny: tuple, outside: list[str], trumps: list[tuple[int, int]], is_needed,
                      idle: list[frozenset[str]]) -> bool:
    """The docstring's "the Aces held": for the trumps up to any one of them, the court
    cards in play or drawn by then (each paying for one of the strongest) leave more
    strength than the Arcana there are worth, none of them a needed set's card, nor the
    Arcana in Fate then (``idle``, ``idle_arcana``: the docstring's "Fate's card pays for
    none"). The trumps come in the order met, so each trump's cards are the last one's and
    those drawn since: counted once each, in the same order (``is_needed`` asked of the same
    sets; a trump out of order would only count more cards, and claim less)."""
    strengths: list[int] = []   # the strengths met so far, weakest first
    cards = outside + list(destiny)
    courts = worth = counted = 0
    paying: set[str] = set()   # the Arcana counted in ``worth``
    for at, strength in trumps:
        insort(strengths, strength)
        by_then = len(outside) + max(at, 0)
        for card in cards[counted:by_then]:
            if card not in SET_OF or not is_needed(SET_OF[card]):
                kind = KIND_OF[card]
                if kind == "court":
                    courts += 1
                elif kind == "arcana":
                    worth += VALUE_OF[card]
                    paying.add(card)
        counted = max(counted, by_then)
        worth_now = worth - sum(VALUE_OF[card] for card in idle[max(at, 0)] if card in paying)
        if sum(strengths[:max(0, len(strengths) - courts)]) > worth_now:   # the court cards pay for the strongest
            return True
    return False


def idle_arcana(destiny: tuple, waiting: str | None, kings_from: dict[str, int], battled: int,
                courts: int = 0) -> list[frozenset[str]]:
    """For each number ``n`` of Destiny's next cards, the Arcana that pay for none of the
    trumps up to one drawn after them (the docstring's "Fate's card pays for none"): the
    last Arcana among them, which lies in Fate or the Portents then (with none, the Arcana
    waiting now, ``arcana_waiting``), and the one Fate's card left by every way of Destiny's
    walk, where there is one; worked out up to Destiny's last trump (no toll asks further).
    ``kings_from``: the first draw at which each King may be in play
    (``removal_counts.kings_in_play_from``); ``battled``: the strength of the trump battled
    now (0: none), whose sacrifice may take Destiny's first cards; ``courts``: the court cards
    in play now (``SacrificeReach``)."""
    in_fate: tuple = (waiting,)   # the cards Fate may hold after the cards walked (None: empty)
    newest, reach = waiting, SacrificeReach(battled, courts)
    idle = [_idle_now(newest, in_fate)]
    last = max((n for n, card in enumerate(destiny) if KIND_OF[card] == "opposition"), default=0)
    for n in range(last):
        card = destiny[n]
        kind = KIND_OF[card]
        if kind == "opposition":
            reach.met_at(n, card)
        elif kind == "arcana":
            newest = card
            in_fate = _fate_after(card, in_fate, kings_from.get(SUIT_OF[card], 0) <= n, n <= reach.taken_to)
        idle.append(_idle_now(newest, in_fate))
    return idle


def never_kept(state: State, place: int, read: DestinyRead | None = None) -> frozenset[str]:
    """The Arcana of Destiny, and the Arcana waiting now, that are never in their domain
    while the card at ``place`` of the Portents lies there (the docstring's "Fate's walk
    for the count"). ``read``: Destiny as read for that card
    (``removal_counts.DestinyRead``), where read already."""
    zones = state.zones
    if read is not None and read.above == place:
        destiny, kings_from = read.cards, read.kings_from
    else:
        destiny = tuple(map(_CARD, reversed(zones["destiny"])))   # the next draw first
        kings_from = kings_in_play_from(state, destiny, place)
    battled = qc.face_value(zones["challenge"][-1].card) if state.data["phase"] == "battle" else 0
    waiting = arcana_waiting(state)
    courts = sum(len(zones[zone]) for zone in COURT_PILES)
    key = destiny, waiting, tuple(sorted(kings_from.items())), battled, courts
    known = _NEVER_KEPT.get(key)
    if known is None:
        known = arcana_never_kept(destiny, waiting, kings_from, battled, courts)
        if len(_NEVER_KEPT) >= ANSWERS_KEPT:
            _NEVER_KEPT.clear()
        _NEVER_KEPT[key] = known
    return known


def arcana_never_kept(destiny: tuple, waiting: str | None, kings_from: dict[str, int], battled: int,
                      courts: int = 0) -> frozenset[str]:
    """``never_kept`` from Destiny (the next draw first), the Arcana waiting now
    (``arcana_waiting``), the first draw at which each King may be in play
    (``kings_in_play_from``), the strength of the trump battled now (0: none) and the court
    cards in play now: the Arcana among them that ``arcana_kept_until`` never marks."""
    may_be_kept = arcana_kept_until(destiny, waiting, kings_from, battled, courts)
    arcana = [card for card in destiny if KIND_OF[card] == "arcana"] + ([waiting] if waiting is not None else [])
    return frozenset(card for card in arcana if card not in may_be_kept)


def arcana_kept_until(destiny: tuple, waiting: str | None, kings_from: dict[str, int], battled: int,
                      courts: int = 0, nothing_beneath_before: int = -1) -> dict[str, int]:
    """Walking Destiny (the next draw first) from the Arcana waiting now, every card Fate
    may hold when an Arcana is drawn in harmony with it (or with that Arcana's King able to
    keep the peace), with the last such draw (its place in ``destiny``), and every card Fate
    may hold at Destiny's end, with ``len(destiny)``: the Arcana that may be kept, and the
    last of Destiny's present draws at which each may be (the docstring's "Fate's walk for
    the count"; ``standing_room.py`` reads the draws). ``nothing_beneath_before``: where the
    walk is read only for lines on which nothing is laid beneath Destiny before that draw
    (``standing_room.py``'s checkpoint), the trumps met before it whose sacrifice would need
    more cards than Destiny holds are never sacrificed (``SacrificeReach``)."""
    in_fate: tuple = (waiting,)   # the cards Fate may hold after the cards walked (None: empty)
    reach = SacrificeReach(battled, courts, len(destiny), nothing_beneath_before)
    kept_until: dict[str, int] = {}
    for n, card in enumerate(destiny):
        kind = KIND_OF[card]
        if kind == "opposition":
            reach.met_at(n, card)
        elif kind == "arcana":
            suit = SUIT_OF[card]
            peace = kings_from.get(suit, 0) <= n
            opposed = OPPOSED[suit]
            for fate in in_fate:
                if fate is not None and (peace or SUIT_OF[fate] != opposed):
                    kept_until[fate] = n
            in_fate = _fate_after(card, in_fate, peace, n <= reach.taken_to)
    for fate in in_fate:
        if fate is not None:
            kept_until[fate] = len(destiny)
    return kept_until


class SacrificeReach:
    """How far down Destiny a sacrifice may take cards, walking it (the docstring's "Fate's
    card pays for none"): a trump met takes, endured by a sacrifice, the cards right after it
    (the one battled now, Destiny's first), and only with no court card in play; a court card
    leaves play only lost to a trump, one a trump, so with ``courts`` court cards in play now
    none of the first ``courts`` trumps met is sacrificed (trumps taken by a sacrifice are
    never met: counting them too only lets more be sacrificed).

    With ``nothing_beneath_before`` (a draw; -1: none), the walk is read only for lines on
    which no card is laid beneath Destiny before that draw (``standing_room.py``: before the
    checkpoint no harvest of three comes). A sacrifice "that needs more cards than Destiny
    holds ends the world at once" (rules.md, house decision 3; the seed: "If you run out
    of cards at anytime during the game, this event is called 'The End of the World' and you
    lose"), and Destiny then holds at most its ``length`` present cards less those drawn or
    taken: a trump met before that draw (the one battled now counts as met at -1) at place
    ``n`` of Destiny, of strength ``s``, with ``n + s`` at ``length`` or more, is never
    sacrificed on such a line that goes on. Trumps met at that draw or later are walked as
    before: a card laid beneath Destiny after it may be sacrificed with them."""

    def __init__(self, battled: int, courts: int, length: int = 0, nothing_beneath_before: int = -1) -> None:
        self.courts, self.met = courts, 1 if battled else 0
        self.length, self.nothing_beneath_before = length, nothing_beneath_before
        may_sacrifice = battled and not courts and not self._short(-1, battled)
        self.taken_to = battled - 1 if may_sacrifice else -1   # the last card a sacrifice may take

    def met_at(self, n: int, trump: str) -> None:
        """The trump at ``n`` of Destiny walked past."""
        self.met += 1
        strength = qc.face_value(trump)
        if self.met > self.courts and not self._short(n, strength):
            self.taken_to = max(self.taken_to, n + strength)

    def _short(self, n: int, strength: int) -> bool:
        """A trump met at ``n`` (-1: the one battled now) whose sacrifice ends the world."""
        return n < self.nothing_beneath_before and n + strength >= self.length


def _idle_now(newest: str | None, in_fate: tuple) -> frozenset[str]:
    """The newest Arcana, and the one card Fate holds every way (if one)."""
    if len(in_fate) == 1 and in_fate[0] is not None and in_fate[0] != newest:
        return frozenset((newest, in_fate[0])) if newest is not None else frozenset(in_fate)
    return frozenset() if newest is None else frozenset((newest,))


def _fate_after(card: str, in_fate: tuple, king_may_keep_the_peace: bool, may_be_sacrificed: bool) -> tuple:
    """The cards Fate may hold once ``card`` is drawn (or taken by a sacrifice) where it
    may hold ``in_fate`` before (None: empty), each once."""
    after = list(in_fate) if may_be_sacrificed else []
    opposed, number = OPPOSED[SUIT_OF[card]], VALUE_OF[card]
    for fate in in_fate:
        if fate is None or SUIT_OF[fate] != opposed:
            after.append(card)   # an empty Fate, or harmony
            continue
        if king_may_keep_the_peace:
            after.append(card)   # a King may keep the peace
        other = VALUE_OF[fate]   # the conflict, where no King keeps it
        after.append(fate if number < other else card if number > other else None)
    return tuple(dict.fromkeys(after))


class _Paying:
    """For each trump by its place in Destiny (-1: the one battled now), what may pay for
    it (the docstring's "what may pay, and when"), worked out once: the cards that may be
    in play by then, the Aces among them, and the cards below her a harvest of four may
    bring up by then."""

    def __init__(self, portents, destiny: tuple, free: list[str], openings: dict, aces_at: list[int],
                 place: int, idle: list[frozenset[str]]) -> None:
        self.portents, self.destiny, self.openings, self.aces_at, self.place = portents, destiny, openings, aces_at, place
        self.idle = idle
        self.free = set(free)
        in_destiny = set(destiny)
        self.outside = [c for c in free if c not in in_destiny]
        self.below = [p.card for p in portents[:place]]
        drawn_at = {card: n for n, card in enumerate(destiny)}
        # each set's last card in Destiny: a set whole by a trump's draw has it before
        self.last_drawn = {condition: max([drawn_at.get(card, -1) for card in SET_CARDS_ALL[condition]])
                           for condition in openings}
        self.known: dict[int, tuple] = {}

    def by(self, at: int) -> tuple[list[str], int, list[str], set]:
        """The free cards that may be in play by the trump at ``at`` (less the Arcana in
        Fate then: the docstring's "Fate's card pays for none"), the Aces among them,
        the cards below her that harvests of four may bring up by then (the count's reach
        for those cards: its sets' openings are the free cards' less the sets with a card
        further down Destiny) and the sets that may be whole by then (those left whose
        cards in the Portents lie within that reach)."""
        known = self.known.get(at)
        if known is None:
            drawn = max(at, 0)
            idle = self.idle[drawn]
            usable = [c for c in self.outside if c not in idle] + [c for c in self.destiny[:drawn]
                                                                   if c in self.free and c not in idle]
            aces = sum(1 for c in usable if KIND_OF[c] == "source")
            last_drawn = self.last_drawn
            openings = {condition: opens for condition, opens in self.openings.items() if last_drawn[condition] < drawn}
            reach = min(self.place, most_from_openings(openings, self.portents, aces, self.place, self.aces_at)) \
                if aces else 0
            whole = {condition for condition, opens in openings.items() if opens <= reach}
            known = self.known[at] = usable, aces, self.below[:reach], whole
        return known


def _toll_unpaid(destiny: tuple, last_ace: int, battled: str | None, courts: int, paying: _Paying,
                 is_needed) -> bool:
    """The docstring's "what may pay, and when", with ``is_needed`` saying which sets
    (conditions) the count needs."""
    trumps = _trumps_paid(destiny, last_ace, battled, courts, is_needed)
    strengths: list[int] = []
    for at, strength in trumps:
        strengths.append(strength)
        usable, aces, brought, whole = paying.by(at)
        late = {condition for condition, _ in NAMED_SETS if condition not in whole and is_needed(condition)}
        may_pay = [c for c in usable if SET_OF.get(c) not in late]
        brought = [c for c in brought if SET_OF.get(c) not in late]
        most_brought = SOURCE * aces
        courts = (sum(1 for c in may_pay if KIND_OF[c] == "court")
                  + min(most_brought, sum(1 for c in brought if KIND_OF[c] == "court")))
        worth = (sum(VALUE_OF[c] for c in may_pay if KIND_OF[c] == "arcana")
                 + sum(sorted((VALUE_OF[c] for c in brought if KIND_OF[c] == "arcana"), reverse=True)[:most_brought]))
        owed = sorted(strengths, reverse=True)[courts:]
        if sum(owed) > worth:
            return True
    return False


def _trumps_paid(destiny: tuple, last_ace: int, battled: str | None, courts: int,
                 is_needed) -> list[tuple[int, int]]:
    """The trumps the docstring's "what a trump before it costs" says are paid on every
    line where she leaves, in the order they are met, each as (its place in Destiny, the
    next draw at 0, or -1 for the one battled now; its strength). ``courts``: the court
    cards in play now; none of the first that many trumps may be sacrificed."""
    met_now = [(-1, qc.face_value(battled))] if battled is not None else []
    met_now += [(n, qc.face_value(card)) for n, card in enumerate(destiny[:last_ace])
                if KIND_OF[card] == "opposition" and qc.face_value(card) > 0]

    def may_be_sacrificed(at: int, strength: int) -> bool:
        taken = destiny[at + 1:at + 1 + strength]
        return len(taken) == strength and not any(KIND_OF[c] == "source" or (c in SET_OF and is_needed(SET_OF[c]))
                                                  for c in taken)

    sacrificed = [(at, strength) for order, (at, strength) in enumerate(met_now)
                  if order >= courts and may_be_sacrificed(at, strength)]
    return [(at, strength) for at, strength in met_now if (at, strength) not in sacrificed
            and not any(other < at <= other + strength_other for other, strength_other in sacrificed)]


_ANSWERS: dict[tuple, tuple[Unpaid | None, frozenset | None]] = {}
_NEVER_KEPT: dict[tuple, frozenset[str]] = {}   # ``never_kept``'s answers, kept by what the walk reads
_IDLE: dict[tuple, tuple[frozenset[str], ...]] = {}   # ``fate_walk``'s walks, kept by what the walk reads
ANSWERS_KEPT = 50_000   # answers kept, at most (a deal's proof asks a few tens of thousands)
