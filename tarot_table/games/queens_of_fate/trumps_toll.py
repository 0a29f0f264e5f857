"""Which cards of Destiny may come into play before the first card leaves the Portents
(the original rules): a walk down Destiny's present order that pays for every trump on
the way. It serves the counts of ``removal_counts.py`` ("nothing leaves first" there).

- *The trumps' toll.* Until the first card leaves the Portents nothing goes beneath
  Destiny, so Destiny's present cards come in their order, each either drawn or taken
  by a sacrifice, which discards the cards right after a trump from the top; and a card
  comes into play only from Destiny or from where it lies now outside the Portents. A
  trump drawn is met before the next draw: overcome with Arcana of the domains whose
  worth reaches its strength (and discarded), endured by losing a court card in play (an
  Artifact or a Source when there is none), or, with none of those, by a sacrifice of
  as many cards as its strength (more than Destiny holds ends the world). An Ace in the
  Sources opens the Portents at once (Awaken, Recover the Fallen), and an Artifact is
  forged only from one. So where no Artifact lies on the table, no Source is to be spent
  and no Awakening is under way, a walk down Destiny bounds what the player may have
  from above: every court card drawn is secured; every Arcana drawn (or in Fate, or the
  Challenge) is held in its domain at once, the strongest kept up to the domain's room
  (one, one more for each of its Knight and Page in play or still in Destiny, as a
  domain holds no more outside a trim, which comes before anything else), and the
  strongest left over held as Fate's card (one Arcana of any suit: a card drawn becomes
  Fate and Fate's enters its domain later, so the player holds the domains and Fate),
  worth one more where its whole court may stand together; a trump is met by a court card lost,
  by one of the least sets of held Arcana whose worth reaches its strength, or by a
  sacrifice of the cards after it, whatever is in play. Held Arcana worth at least as
  much card for card pay for whatever the real ones pay for and keep as much, so every
  line of play until the first card leaves the Portents follows some walk, and a card
  of Destiny that no walk draws is never drawn before then. It is not free for "nothing
  leaves first" above; a walk that may draw an Ace makes no claim there.
- *The trumps' toll, to the first Ace.* Where no Ace is free outside Destiny and no
  harvest can be the first removal from the cards any walk draws before it draws an
  Ace, the first card leaves the Portents only after an Ace from Destiny is drawn, on
  a line whose draws up to its first Ace follow a walk to that Ace. Every card of
  Destiny before that Ace was drawn on that walk or sacrificed, to the Portents (above
  every card there now) or, a trump, to the Signs. So a card of Destiny that no walk
  draws on its way to an Ace, and that lies before every Ace a walk draws, is in the
  Portents above her (or in the Signs) when the first card leaves, and never usable for
  the count above: it is left out of the free cards.
- *The court's toll.* Where no Ace is free outside Destiny, no Artifact lies on the table,
  no Awakening is under way and no harvest can come first from the cards outside the
  Portents but Destiny's Aces, no card leaves the Portents before the first Ace of
  Destiny is drawn (a harvest that needs one of those Aces comes after its draw too), and
  until then nothing comes back from them. Take a court card ``K`` of Destiny lying
  before that Ace. Without an Artifact no sacrifice is made while a court card is in play
  (a trump is then overcome with Arcana or endured by losing a court card), so if ``K``
  is in play when the first card leaves, it came into play at its draw and stayed: every
  card between its draw and the Ace's was drawn, every trump among them overcome with
  Arcana worth at least its strength or paid with another court card lost; and every
  trump before it whose sacrifice would take it was met the same way, unless a sacrifice
  from an earlier trump (or the one battled now) took it away without reaching ``K``.
  Each Arcana pays once, worth at most its number and one (a full court's), and it is one
  in play, in Fate or the Challenge now or one of Destiny drawn before the trump it pays
  for (nothing else comes before the Ace); each other court card pays once, for a trump
  drawn after it came (one in play now, any). So for the trumps up to any one of them,
  if the strongest those court cards can pay for (``paid_by_courts``) leave more strength
  than the Arcana there by that trump's draw are worth, ``K`` is not in play then, nor in
  Destiny: it lies in the Portents above every card there now, and is left out of the
  free cards like the cards above.
- *The court's toll, counted closer* (29 November). Four things the toll above counted
  too generously, each within its proof:
  (a) The one more for a full court: an Arcana is worth it only while the four court
  cards of its suit stand in play together, and before the first Ace a court card comes
  into play only from play now, the Challenge or Destiny before that Ace (nothing leaves
  the Portents, and no Ace is free for Recover). Where one of the four lies elsewhere
  (the Portents, the Signs, Destiny after the Ace) that suit's Arcana are worth their
  number.
  (b) The last Arcana before a trump: only Arcana in the domains overcome a trump, and
  the last Arcana of Destiny before a trump (the Challenge's, or with none Fate's card,
  where no Arcana of Destiny comes before it) is, when that trump comes, in Fate or gone
  (drawn, it becomes Fate or loses its conflict; it enters its domain only once a later
  Arcana is drawn, and none is before the trump; sacrificed, it lies in the Portents):
  it pays for no trump up to that one.
  (c) An Arcana beaten in Fate (``removal_counts.beaten_in_fate``: it never enters its
  domain before the Portents' cards leave) pays for nothing.
  (d) The trump battled now: with ``K`` still in Destiny, a sacrifice to it of its
  strength takes ``K`` when ``K`` lies within that many draws, so it is a trump ``K``
  must see met as the ones before it are: overcome with the Arcana of the domains and
  the battle now, or paid with a court card in play now.
  And the harvest that could come first: while ``K`` stays in play from its draw no
  sacrifice is made, so no card of Destiny after its first Ace is drawn before that Ace;
  a harvest before the Ace's draw has only the cards outside the Portents now and those
  of Destiny before the Ace to make its set from. So where those (less the Aces) make
  none (``removal_counts.sacrificed_first``), the first card leaves the Portents after
  the Ace's draw on every line where ``K`` is in play then, and the toll above holds. On
  the other lines ``K`` went to the Portents (sacrificed, let go or lost) before the
  first card left them, above every card there now, or was never drawn, which needs a
  sacrifice past it (it takes ``K``) or a removal before ``K``'s draw, which would need a
  harvest from cards before ``K`` or a free Ace: none.
- *The court's toll, one trump at a time* (29 November). The toll above weighed the trumps
  up to each one together: their strength less what the court cards could pay for, against
  every Arcana there by the last one's draw, as if an Arcana drawn later could pay for an
  earlier trump. A trump is overcome with the Arcana in the domains (or the battle) when it
  comes, and those are discarded. So on every line where ``K`` stays, each trump it must see
  met is paid by one court card lost, there by its draw (in play now, or drawn before it),
  or overcome with Arcana there at its draw; each Arcana pays once (discarded, to the
  Portents, above every card there), so the Arcana spent on the trumps up to any one that
  Arcana overcome are all there by that one's draw and worth at least their strengths
  together. ``CourtsToll.short`` walks the trumps in their order with each number of court
  cards lost so far and the least strength the Arcana have paid: a court card lost where
  fewer have been lost than are there by the draw (those there are alike for every later
  trump), or Arcana where their strengths so far stay within the Arcana there by the draw.
  Where no way gets past some trump, ``K`` is not in play at the first Ace. Each way the
  player meets the trumps is one of the walk's (fewer court cards lost and less paid only
  leave more), so this claims nothing the rules allow.
  Card by card: an Arcana is discarded whole, so what a trump takes above its strength is
  gone too. The walk keeps, for each number of court cards lost, the least sets of Arcana
  spent, and pays a trump with Arcana by each least set of those there at its draw and not
  spent whose worth reaches its strength (the Fool asks nothing): a set the player commits
  holds such a least set, and spending more only leaves fewer. The Arcana there at a draw
  are those counted for it above, card by card (each worth what it is worth there). With
  more than ``SPENT_CARDS_MOST`` Arcana, or past ``SPENT_WAYS_MOST`` ways, the walk counts
  by strength alone as above (``short_by_strength``), which claims less.
- *The court's toll for a court card in play* (29 November, late morning). The same
  holds for a court card ``K`` in play now, or drawn and not yet secured: on every line
  where ``K`` is in play when the first card leaves the Portents it stayed in play from
  now on (nothing comes back from the Portents before then), so no sacrifice was made
  meanwhile and every trump of Destiny before its first Ace was drawn, and each of them,
  with the one battled now, was overcome with Arcana or paid with another court card
  lost. Where the walk above finds no way to pay them all without ``K``
  (``CourtsToll.every_trump``, the other court cards paying), ``K`` is not in play then:
  lost, let go or discarded after now, it lies in the Portents above every card there
  now, and is left out of the free cards.
- *The court's toll for a set* (29 November, afternoon). Take a condition on a fixed set
  ``S`` of court cards (King, Knight and Page of a suit; the four Pages, Knights or Kings)
  that the position does not meet, each of whose cards is in play now, the Challenge or
  Destiny before its first Ace, one at least in Destiny; ``j`` the place there of its last
  one. Where no Ace is free outside Destiny (none in the Challenge, Fate, the Sources, the
  Awakened row, a battle or a court's place), no Artifact lies on the table and no
  Awakening is under way, ``S`` is made whole while a court card now in the Portents (a
  Queen there, say) still lies there only if its cards stand in play together through
  every trump before ``j``. A harvest of ``S`` is due only when all of ``S`` is in play, so not before
  its card at ``j`` is drawn: until the first Ace of Destiny is drawn a card comes into
  play only from Destiny, in its order (no Source can be spent, none being free, and a
  harvest lays its cards beneath Destiny, after that Ace), and ``j`` lies before that Ace.
  A court card of ``S`` in play then came into play at its draw (or was in play now) and
  stayed: one that leaves play goes to the Portents, above every card there now, and
  comes back only once every court card there now has left them (the oldest cards leave
  first, and Recover the Fallen takes the oldest court card). While a court card is in play no
  sacrifice is made (a trump is endured by losing a court card when there is one), so from
  the first of ``S``'s court cards in play on, every trump of Destiny before ``j`` is drawn
  and met by Arcana or by a court card lost that is not of ``S``; and a trump before that
  one's draw whose sacrifice would take it must be met the same way, or it is sacrificed.
  These are the trumps the court's toll above walks for that first court card (every
  trump, for one in play now), those before ``j``, and the walk pays them one at a time,
  card by card, with the other court cards: where it finds no way
  (``court_sets_never_whole``), no line makes ``S`` whole while she lies in the Portents,
  she being any court card there now, and for her count ``S`` harvests no more than a set
  met (``removal_counts.py``, "a set met harvests no more").
"""
from __future__ import annotations

from bisect import bisect_right
from functools import lru_cache
from itertools import combinations
from typing import Callable, NamedTuple

from tarot_table.games.base import State
from tarot_table.games.queens_of_fate import cards as qc

KIND_OF, SUIT_OF, VALUE_OF = qc.KIND_OF, qc.SUIT_OF, qc.VALUE_OF


def drawn_before_any_leave(state: State, walk: Callable[[], Walked | None] | None = None) -> frozenset[str] | None:
    """The cards of Destiny that may be drawn before any card leaves the Portents (the
    docstring's "the trumps' toll"), or None where the walk makes no claim: an Ace may
    be drawn first (a Source to spend opens the Portents), or ``toll_walk`` makes none.
    ``walk``: ``toll_walk`` of ``state`` as one ask of the bound walks it once, if given."""
    walked = toll_walk(state) if walk is None else walk()
    return None if walked is None or walked.ace else walked.reached


class Walked(NamedTuple):
    """What ``toll_walk`` finds: ``reached``, the cards of Destiny some walk draws before
    it draws an Ace (the Aces it draws among them); ``ace``, whether one does; ``kept``,
    the cards some walk draws and then draws an Ace, and every card from such an Ace on."""
    reached: frozenset[str]
    ace: bool
    kept: frozenset[str]


def toll_walk(state: State) -> Walked | None:
    """The walk of the docstring's "the trumps' toll" down Destiny's present order, or
    None where it makes no claim: an Artifact lies on the table or an Awakening is under
    way, Destiny holds more than ``TOLL_DESTINY_MOST`` cards, or the walk grows past
    ``TOLL_WALK_MOST`` ways."""
    data, zones = state.data, state.zones
    if data["artifacts"] or data["phase"] == "awaken" or len(zones["destiny"]) > TOLL_DESTINY_MOST:
        return None
    destiny = [p.card for p in reversed(zones["destiny"])]   # the next draw first
    may_serve = set(destiny) | {p.card for zone in COURTS_IN_PLAY + ("challenge",) for p in zones[zone]}
    room, bonus = [], []   # per suit: the most Arcana it may hold, and whether a full court may add 1
    for suit in qc.domains():
        court = [f"minor_arcana.{suit}.{rank}" for rank in ("knight", "page", "king", "queen")]
        room.append(1 + sum(1 for card in court[:2] if card in may_serve))
        bonus.append(1 if all(card in may_serve for card in court) else 0)
    courts, held = 0, ((),) * (len(room) + 1)   # the last pile: the one Arcana in Fate, of any suit
    for zone in COURTS_IN_PLAY:
        courts += len(zones[zone])
    for zone in TOLL_ARCANA_FROM:
        for p in zones[zone]:
            kind = KIND_OF[p.card]
            if kind == "arcana":
                n = SUIT_INDEX[SUIT_OF[p.card]]
                held = _arrived(held, n, VALUE_OF[p.card] + bonus[n], room[n])
            elif kind == "court" and zone == "challenge":
                courts += 1   # drawn and not yet secured
    start = (courts, held)
    foe = VALUE_OF[zones["challenge"][-1].card] if data["phase"] == "battle" else None
    asked = (tuple(destiny), foe, start, tuple(room), tuple(bonus))
    if asked not in _TOLLS:
        if len(_TOLLS) > TOLLS_KEPT:
            _TOLLS.clear()
        _TOLLS[asked] = _toll_walk(destiny, foe, start, room, bonus)
    return _TOLLS[asked]


def _toll_walk(destiny: list[str], foe: int | None, start: tuple, room: list[int],
               bonus: list[int]) -> Walked | None:
    """``toll_walk`` once the position is read: ``start`` is (court cards that may be in
    play, each suit's Arcana that may be held, strongest first); ``foe`` the strength of
    a trump being battled now. At each place of Destiny, the ways the walk may stand
    there (its Arcana held), each kept once with the most court cards, and the ways it
    came from (a way merged into one with more court cards keeps the ways to both, so
    the cards drawn on the way to an Ace are never too few)."""
    waiting: dict[int, dict[tuple, int]] = {}
    came_from: dict[tuple, set[tuple]] = {}
    courts, held = start
    if foe is None:
        _stand(waiting, came_from, None, 0, courts, held)
    else:
        for courts_left, held_left, skip in _paid(courts, held, foe):
            if skip <= len(destiny):
                _stand(waiting, came_from, None, skip, courts_left, held_left)
    reached, aces, ways = set(), [], 0
    for place, card in enumerate(destiny):
        here = waiting.pop(place, None)
        if not here:
            continue
        reached.add(card)
        kind = KIND_OF[card]
        if kind == "source":
            aces.extend((place, held) for held in here)   # an Ace drawn may be spent at once: the walk ends
            continue
        ways += len(here)
        if ways > TOLL_WALK_MOST:
            return None
        for held, courts in here.items():
            way = (place, held)
            if kind == "opposition":
                for courts_left, held_left, skip in _paid(courts, held, VALUE_OF[card]):
                    if place + 1 + skip <= len(destiny):
                        _stand(waiting, came_from, way, place + 1 + skip, courts_left, held_left)
            elif kind == "court":
                _stand(waiting, came_from, way, place + 1, courts + 1, held)
            else:   # an Arcana: held at once, the domain's strongest kept, the next in Fate
                n = SUIT_INDEX[SUIT_OF[card]]
                _stand(waiting, came_from, way, place + 1, courts, _arrived(held, n, VALUE_OF[card] + bonus[n], room[n]))
    kept: set[str] = set()
    if aces:
        kept.update(destiny[min(place for place, _ in aces):])
        on_the_way, going = set(aces), list(aces)
        while going:
            for before in came_from.get(going.pop(), ()):
                if before not in on_the_way:
                    on_the_way.add(before)
                    going.append(before)
        kept.update(destiny[place] for place, _ in on_the_way)
    return Walked(frozenset(reached), bool(aces), frozenset(kept))


def _arrived(held: tuple, n: int, worth: int, room: int) -> tuple:
    """The Arcana held once one of domain ``n`` worth ``worth`` comes: the domain keeps its
    ``room`` strongest, and the strongest of the one left over and the card in Fate (the
    last pile) is the card in Fate. Card for card this is worth at least what the player
    holds, in the domains and in Fate: an Arcana drawn becomes Fate, and Fate's card
    enters its domain or goes."""
    mine = sorted(held[n] + (worth,), reverse=True)
    fate = held[-1]
    if len(mine) > room:
        fate = (max(fate + (mine[room],)),)
    return held[:n] + (tuple(mine[:room]),) + held[n + 1:-1] + (fate,)


@lru_cache(maxsize=50_000)
def _paid(courts: int, held: tuple, strength: int) -> tuple[tuple[int, tuple, int], ...]:
    """(court cards left, Arcana left, cards of Destiny sacrificed) for each way to meet a
    trump of ``strength``: a court card lost, the least sets of Arcana that reach its
    strength committed, or a sacrifice of that many cards (the Fool asks nothing). Kept
    for each question (a walk meets the same Arcana held at the same trump again and
    again: in deal 84's proof 41,699 questions, 5,042 of them different)."""
    if not strength:
        return ((courts, held, 0),)
    ways = []
    if courts:
        ways.append((courts - 1, held, 0))
    cards = [(n, value) for n, pile in enumerate(held) for value in pile]
    if sum(value for _, value in cards) >= strength:
        for chosen in _least_sets(tuple(value for _, value in cards), strength):
            piles = [list(pile) for pile in held]
            for i in chosen:
                piles[cards[i][0]].remove(cards[i][1])
            ways.append((courts, tuple(map(tuple, piles)), 0))
    ways.append((courts, held, strength))
    return tuple(ways)


@lru_cache(maxsize=50_000)
def _least_sets(values: tuple[int, ...], strength: int) -> list[tuple[int, ...]]:
    """The sets of places in ``values`` whose sum reaches ``strength`` and none of whose
    smaller sets does (committing more Arcana than that only leaves fewer)."""
    found: list[set[int]] = []
    for size in range(1, len(values) + 1):
        for chosen in combinations(range(len(values)), size):
            if sum(values[i] for i in chosen) >= strength and not any(least <= set(chosen) for least in found):
                found.append(set(chosen))
    return [tuple(least) for least in found]


def _stand(waiting: dict[int, dict[tuple, int]], came_from: dict[tuple, set[tuple]], way: tuple | None,
           place: int, courts: int, held: tuple) -> None:
    if way is not None:
        came_from.setdefault((place, held), set()).add(way)
    here = waiting.setdefault(place, {})
    if here.get(held, -1) < courts:
        here[held] = courts


COURTS_IN_PLAY = tuple(f"{zone}_{suit}" for suit in qc.domains() for zone in ("queen", "court"))
TOLL_ARCANA_FROM = ("battle", "fate", "challenge") + tuple(f"arcana_{suit}" for suit in qc.domains())
DOMAINS_AND_BATTLE = ("battle",) + tuple(f"arcana_{suit}" for suit in qc.domains())
COURT_RANKS = ("king", "queen", "knight", "page")
SUIT_INDEX = {suit: n for n, suit in enumerate(qc.domains())}
TOLL_DESTINY_MOST = 30   # a longer Destiny is not walked: the walk grows and seldom rules a card out
TOLL_WALK_MOST = 500   # ways of standing in Destiny the walk looks at before it gives up (no claim)
TOLLS_KEPT = 100_000   # answers of the walk kept, by what they depend on
SPENT_WAYS_MOST = 300   # ways of spending the Arcana the court's toll follows before it counts by worth alone
SPENT_CARDS_MOST = 12   # Arcana the court's toll follows card by card at most (else by worth alone)
_TOLLS: dict[tuple, Walked | None] = {}
TOLL_READS = COURTS_IN_PLAY + TOLL_ARCANA_FROM   # the zones the court's toll reads, with Destiny
_GONE: dict[tuple, frozenset[str]] = {}   # the court's toll's answers, by what it reads
_NEVER_WHOLE: dict[tuple, frozenset[tuple]] = {}   # the court's toll for a set: its answers, by what it reads
# Where an Ace is free to spend at once (not in Destiny, the Portents, the Signs, out of play
# or forged into an Artifact in a domain).
ACE_FREE_IN = ("challenge", "fate", "sources", "revealed", "battle") + COURTS_IN_PLAY
# Each condition on a fixed set of court cards, as the rules name it in a position's "met".
COURT_SETS = ([(("king-knight-page", suit), frozenset(f"minor_arcana.{suit}.{rank}" for rank in ("king", "knight", "page")))
               for suit in qc.domains()]
              + [(("four-of-a-court", rank), frozenset(f"minor_arcana.{suit}.{rank}" for suit in qc.domains()))
                 for rank in ("page", "knight", "king")])


def courts_gone_before_the_first_ace(state: State, beaten: frozenset[str] = frozenset()) -> frozenset[str]:
    """The court cards of Destiny the docstring's "the court's toll" says lie in the
    Portents when the first card leaves them: each lies before every Ace of Destiny, and the
    trumps it must see met before the first Ace ask more than the Arcana and the other court
    cards can pay ("counted closer": ``beaten``, the Arcana beaten in Fate, pay nothing).
    None while an Artifact lies on the table or an Awakening is under way; the caller asks
    that no Ace is free outside Destiny and no harvest can come first."""
    zones = state.zones
    asked = (tuple(p.card for p in zones["destiny"]), state.data["phase"], beaten, state.data["artifacts"] != {},
             tuple(tuple(p.card for p in zones[zone]) for zone in TOLL_READS))
    known = _GONE.get(asked)
    if known is None:
        if len(_GONE) > TOLLS_KEPT:
            _GONE.clear()
        known = _GONE[asked] = _courts_gone(state, beaten)
    return known


def _courts_gone(state: State, beaten: frozenset[str]) -> frozenset[str]:
    """``courts_gone_before_the_first_ace`` once it is not known already."""
    toll = CourtsToll.of(state, beaten)
    if toll is None:
        return frozenset()
    gone = set()
    for n, card in enumerate(toll.before):
        if KIND_OF[card] == "court":
            others = list(toll.courts_from)
            others.remove(n + 1)
            if toll.short(toll.trumps_met_by(n), others):
                gone.add(card)
    gone.update(courts_in_play_gone(toll))
    return frozenset(gone)


def court_sets_never_whole(state: State) -> frozenset[tuple]:
    """The conditions on court cards that the docstring's "the court's toll for a set" says
    are never made true while a court card now in the Portents lies there: each set's court
    cards cannot all stand through the trumps before its last card's draw, the other court
    cards paying. None while an Ace is free outside Destiny, an Artifact lies on the table
    or an Awakening is under way."""
    zones = state.zones
    if any(KIND_OF[p.card] == "source" for zone in ACE_FREE_IN for p in zones.get(zone, ())):
        return frozenset()
    if not _sets_to_ask(state):
        return frozenset()
    asked = (tuple(p.card for p in zones["destiny"]), state.data["phase"], state.data["artifacts"] != {},
             tuple(map(tuple, state.data["met"])), tuple(tuple(p.card for p in zones[zone]) for zone in TOLL_READS))
    known = _NEVER_WHOLE.get(asked)
    if known is None:
        if len(_NEVER_WHOLE) > TOLLS_KEPT:
            _NEVER_WHOLE.clear()
        toll = CourtsToll.of(state)
        known = _NEVER_WHOLE[asked] = frozenset() if toll is None else _sets_never_whole(toll, state.data["met"])
    return known


def _sets_to_ask(state: State) -> bool:
    """Whether some set the step looks at is there to ask: not met, each card in play, the
    Challenge or Destiny before its first Ace, one at least in Destiny (most positions have
    none, and the toll need not be read)."""
    zones = state.zones
    early = set()
    for p in reversed(zones["destiny"]):   # the next draw first
        if KIND_OF[p.card] == "source":
            break
        early.add(p.card)
    else:
        return False   # no Ace in Destiny
    waiting = set(early)
    for zone in COURTS_IN_PLAY + ("challenge",):
        early.update(p.card for p in zones[zone])
    met = {tuple(condition) for condition in state.data["met"]}
    return any(condition not in met and cards <= early and not cards.isdisjoint(waiting)
               for condition, cards in COURT_SETS)


def _sets_never_whole(toll: CourtsToll, met: list) -> frozenset[tuple]:
    """``court_sets_never_whole`` once the toll has read the position."""
    there = set(toll.courts_there)
    place = {card: n for n, card in enumerate(toll.before)}
    payers = toll.courts_there + [card for card in toll.before if KIND_OF[card] == "court"]   # as courts_from
    met = {tuple(condition) for condition in met}
    never = set()
    for condition, cards in COURT_SETS:
        if condition in met or not all(card in there or card in place for card in cards):
            continue
        drawn = [place[card] for card in cards if card in place]
        if not drawn:
            continue   # whole now
        last = max(drawn)
        trumps = toll.every_trump() if there & cards else toll.trumps_met_by(min(drawn))
        trumps = [(strength, draw) for strength, draw in trumps if draw < last]
        others = [first for card, first in zip(payers, toll.courts_from) if card not in cards]
        if trumps and toll.short(trumps, others):
            never.add(condition)
    return frozenset(never)


def courts_in_play_gone(toll: CourtsToll) -> list[str]:
    """The court cards in play now (or drawn, not yet secured) that the docstring's "the
    court's toll for a court card in play" says are not in play at the first Ace: every
    trump before it, and the one battled now, paid without them is short."""
    if not toll.courts_there:
        return []
    others = list(toll.courts_from)
    others.remove(0)   # one of those there now: each is judged with the others
    trumps = toll.every_trump()
    return [card for card in toll.courts_there if toll.short(trumps, others)]


class CourtsToll:
    """What the docstring's "the court's toll" reads of a position: ``before``, Destiny's
    cards before its first Ace (the next draw first); ``courts_there``, the court cards in
    play now or drawn and not yet secured; ``courts_from``, each court card's first draw at
    which it may be lost for a trump (0 for those there now, one after its draw for those
    of ``before``); and what the Arcana can pay by each draw."""

    def __init__(self, state: State, beaten: frozenset[str], before: list[str]) -> None:
        zones, data = state.zones, state.data
        self.before = before
        self.least_known: dict[tuple[int, int], list[int]] = {}   # ``_least_arcana``'s answers
        self.courts_there = [p.card for zone in COURTS_IN_PLAY for p in zones[zone]]
        self.courts_there += [p.card for p in zones["challenge"] if KIND_OF[p.card] == "court"]   # drawn, not yet secured
        self.worth = worth = _arcana_worth(set(before) | set(self.courts_there), beaten)
        self.battled = VALUE_OF[zones["challenge"][-1].card] if data["phase"] == "battle" else None
        self.worth_now = sum(worth(p.card) for zone in DOMAINS_AND_BATTLE for p in zones[zone])   # what overcomes it
        arcana_worth = self.worth_now + sum(worth(p.card) for zone in ("fate", "challenge") for p in zones[zone])
        challenge, fate = zones["challenge"], zones["fate"]
        if challenge and KIND_OF[challenge[-1].card] == "arcana":
            last = worth(challenge[-1].card)   # it becomes Fate, or goes
        else:
            last = worth(fate[-1].card) if fate else 0
        # The same card by card, each Arcana worth something one bit: the_arcana[bit] its worth.
        self.the_arcana: list[int] = []
        def bit_of(card: str) -> int:
            if not worth(card):
                return 0
            self.the_arcana.append(worth(card))
            return 1 << (len(self.the_arcana) - 1)
        self.mask_now = 0
        for zone in DOMAINS_AND_BATTLE:
            for p in zones[zone]:
                self.mask_now |= bit_of(p.card)
        mask_all = self.mask_now
        last_bit = 0
        for zone in ("fate", "challenge"):
            for p in zones[zone]:
                bit = bit_of(p.card)
                mask_all |= bit
                if zone == "challenge" or not (challenge and KIND_OF[challenge[-1].card] == "arcana"):
                    last_bit = bit if KIND_OF[p.card] == "arcana" else last_bit
        self.worth_by = []   # worth_by[t]: what the Arcana that may lie in the domains at the draw of card t are worth
        self.mask_by = []   # mask_by[t]: those Arcana, card by card
        for card in before:
            self.worth_by.append(arcana_worth - last)   # the last Arcana before it is in Fate or gone
            self.mask_by.append(mask_all & ~last_bit)
            if KIND_OF[card] == "arcana":
                last = worth(card)
                arcana_worth += last
                last_bit = bit_of(card)
                mask_all |= last_bit
        self.worth_all = arcana_worth   # what every Arcana that may pay before the first Ace is worth
        self.courts_from = [0] * len(self.courts_there) + [n + 1 for n, card in enumerate(before)
                                                           if KIND_OF[card] == "court"]

    @classmethod
    def of(cls, state: State, beaten: frozenset[str] = frozenset()) -> CourtsToll | None:
        """The toll's reading of ``state``, or None while an Artifact lies on the table, an
        Awakening is under way or Destiny holds no Ace."""
        data, zones = state.data, state.zones
        if data["artifacts"] or data["phase"] == "awaken":
            return None
        destiny = [p.card for p in reversed(zones["destiny"])]   # the next draw first
        first_ace = next((n for n, card in enumerate(destiny) if KIND_OF[card] == "source"), None)
        return None if first_ace is None else cls(state, beaten, destiny[:first_ace])

    def trumps_met_by(self, n: int) -> list[tuple[int, int]]:
        """The trumps (strength, draw; -1 for the one battled now) that the court card of
        ``before[n]`` must see met, in their order, if it is in play at the first Ace: the
        one battled now if its sacrifice would take it, every one after it, and every one
        before it whose sacrifice would take it and that no sacrifice short of it can take
        first."""
        battled, before = self.battled, self.before
        spans = [(-1, battled)] if battled is not None else []
        trumps = [(battled, -1)] if battled is not None and battled > n else []
        for t, c in enumerate(before):
            if KIND_OF[c] != "opposition":
                continue
            if t > n or (t + VALUE_OF[c] >= n and not any(t <= t0 + size < n for t0, size in spans)):
                trumps.append((VALUE_OF[c], t))
            spans.append((t, VALUE_OF[c]))
        return trumps

    def every_trump(self) -> list[tuple[int, int]]:
        """The trumps a court card in play now must see met if it is in play at the first
        Ace: with a court card in play no sacrifice is made, so every one is drawn."""
        trumps = [(self.battled, -1)] if self.battled is not None else []
        return trumps + [(VALUE_OF[c], t) for t, c in enumerate(self.before) if KIND_OF[c] == "opposition"]

    def short(self, trumps: list[tuple[int, int]], payers_from: list[int]) -> bool:
        """Whether no way of meeting the ``trumps`` (in their order) pays for them all: each
        paid by a court card of ``payers_from`` there by its draw, lost once, or overcome
        with Arcana there at its draw and not spent before, card by card (the docstring's
        "the court's toll, one trump at a time"); past ``SPENT_WAYS_MOST`` ways, the walk by
        strength alone (``short_by_strength``)."""
        if len(self.the_arcana) > SPENT_CARDS_MOST:
            return self.short_by_strength(trumps, payers_from)
        ways: dict[int, list[int]] = {0: [0]}   # court cards lost so far: the least sets of Arcana spent
        for strength, drawn in trumps:
            there = sum(1 for f in payers_from if f <= max(drawn, 0))
            there_now = self.mask_now if drawn < 0 else self.mask_by[drawn]
            after: dict[int, list[int]] = {}
            for lost, spent_ways in ways.items():
                for spent in spent_ways:
                    if lost < there:
                        _least_kept(after.setdefault(lost + 1, []), spent)
                    for chosen in self._least_arcana(there_now & ~spent, strength):
                        _least_kept(after.setdefault(lost, []), spent | chosen)
            after = {lost: kept for lost, kept in after.items() if kept}
            if not after:
                return True
            if sum(map(len, after.values())) > SPENT_WAYS_MOST:
                return self.short_by_strength(trumps, payers_from)
            ways = after
        return False

    def _least_arcana(self, there: int, strength: int) -> list[int]:
        """The least sets of the Arcana ``there`` (bits) whose worth reaches ``strength``,
        each answer kept (the ways ``short`` follows ask the same again and again)."""
        asked = there, strength
        known = self.least_known.get(asked)
        if known is None:
            known = self.least_known[asked] = self._least_arcana_of(there, strength)
        return known

    def _least_arcana_of(self, there: int, strength: int) -> list[int]:
        if strength <= 0:
            return [0]   # the Fool asks nothing
        bits = [bit for bit in range(len(self.the_arcana)) if there >> bit & 1]
        if sum(self.the_arcana[bit] for bit in bits) < strength:
            return []
        return [sum(1 << bits[i] for i in chosen)
                for chosen in _least_sets(tuple(self.the_arcana[bit] for bit in bits), strength)]

    def short_by_strength(self, trumps: list[tuple[int, int]], payers_from: list[int]) -> bool:
        """``short`` with the Arcana counted by their worth alone: each number of court cards
        lost so far with the least strength the Arcana have paid, within what the Arcana
        there by each one's draw are worth (claims less than ``short``)."""
        ways = {0: 0}
        for strength, drawn in trumps:
            there = sum(1 for f in payers_from if f <= max(drawn, 0))
            limit = self.worth_now if drawn < 0 else self.worth_by[drawn]
            after: dict[int, int] = {}
            for lost, spent in ways.items():
                if lost < there and after.get(lost + 1, limit + 1) > spent:
                    after[lost + 1] = spent
                if spent + strength <= limit and after.get(lost, limit + 1) > spent + strength:
                    after[lost] = spent + strength
            if not after:
                return True
            ways = after
        return False


def _least_kept(kept: list[int], spent: int) -> None:
    """Keep ``spent`` among the least sets ``kept`` (bits): not where one of them lies
    within it, and those it lies within go."""
    for other in kept:
        if other & spent == other:
            return
    kept[:] = [other for other in kept if other & spent != spent]
    kept.append(spent)


def _arcana_worth(courts_may_stand: set[str], beaten: frozenset[str]):
    """The most an Arcana card can pay before the first Ace (the docstring's "counted
    closer"): its number, one more where its suit's four court cards may all stand in play
    (``courts_may_stand``), nothing for a card beaten in Fate, or any other card."""
    bonus = {suit: int(all(f"minor_arcana.{suit}.{rank}" in courts_may_stand for rank in COURT_RANKS))
             for suit in qc.domains()}

    def worth(card: str) -> int:
        if KIND_OF[card] != "arcana" or card in beaten:
            return 0
        return VALUE_OF[card] + bonus[SUIT_OF[card]]
    return worth


def paid_by_courts(trumps: list[tuple[int, int]], courts_from: list[int]) -> int:
    """The most strength the court cards can pay for, each lost for one trump (strength,
    draw) at or after its first draw ``courts_from``: the strongest trumps first, each
    given the court that comes latest among those there by then (a court there sooner
    can stand in for it at any trump after, so this choice keeps every later one open)."""
    waiting, paid = sorted(courts_from), 0
    for strength, drawn in sorted(trumps, reverse=True):
        latest = bisect_right(waiting, drawn) - 1
        if latest >= 0:
            paid += strength
            del waiting[latest]
    return paid
