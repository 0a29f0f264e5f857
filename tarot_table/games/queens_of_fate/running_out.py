"""Whether Destiny runs out before a Queen of the Portents can come back (the original
rules, Artifacts on or off): a proof, for the solver, that no line wins. It serves
``out_of_reach.queen_out_of_reach`` where the count of ``removal_counts.py`` lets every
Queen through: that count lets a harvest's cards be used as soon as they leave the
Portents, though they lie beneath Destiny and are drawn one a year, and the world ends
when a year must pass with Destiny empty.

Theorem ("Destiny runs out"). Take a position of the original rules with a Queen in
the Portents and no Ace that can be spent before it is drawn: none in the Sources, the
Challenge, Fate, the Awakened row, a battle, a court's place or Destiny (the Source
Awakening now is spent already). Call the *queue* the cards that will come off the top
of Destiny, in their order: Destiny's now (the next draw first), then the Portents'
oldest cards in threes, each three newest first (a harvest lays the three oldest beneath
Destiny as they lay, so the oldest of them is drawn last). Let ``j`` be the three (0 the
oldest) that holds the last Queen of the Portents, or the first Ace there if that one
is an earlier three, and ``d`` Destiny's cards now. Call *usable by* ``c`` the cards
outside Destiny, the Portents, the Signs and out of play now (not an Artifact's, not the
Source Awakening now, not the Arcana waiting in Fate: below), and the first ``c - 1``
cards of the queue, less each Arcana there that is *never kept* by then (below). If for
some ``k <= j``, with ``c = d + 3 k + 1``, the harvests the usable cards by ``c`` can
still bring (``removal_counts.harvests_most``) are fewer than ``k + 1``, no line wins.

Proof. Until a card of the ``j``-th three comes off Destiny no Source is spent: none can
be spent now, and an Ace comes into play only drawn (or Awakened, or recovered, which
need a Source spent first); none lies in Destiny or in an earlier three. So until then
cards leave the Portents only by a harvest, the three oldest, beneath Destiny, in the
order above: every card that comes off the top of Destiny is the queue's next, in
order, drawn as a year's card or taken by a sacrifice (after a trump is drawn or
battled, or an Artifact's price), and nothing else enters Destiny (a card discarded
meanwhile goes on top of the Portents, above every card of those threes, which the
harvests take whole). Win needs every Queen of the Portents in play, and such a Queen
comes into play only drawn, from her three in the queue; so a line that wins takes off
the top of Destiny a card of the ``j``-th three, the ``(d + 3 j + 1)``-th card counting
from now or a later one. Destiny holds ``d`` cards and each harvest adds three at most,
so the ``c``-th card comes off only once ``k + 1`` harvests have been made, ``c = d +
3 k + 1``, for each ``k <= j``. A harvest is due when a card is secured that makes a
condition true, and by then only the usable cards can have been in play: those in play
or waiting now, and those drawn before (the first ``c - 1`` of the queue, or fewer where
a sacrifice took some). A card that leaves play goes to the Portents (or, a trump, to
the Signs), above those threes, so it is not in play again before then: the count of
``harvests_most`` on those cards (each set once, "three Arcana in a domain" once for
each new Arcana of its suit, a set met now never again; proved in ``removal_counts.py``,
whose proof uses only that a card gone from play does not come back) bounds the harvests
made before the ``c``-th card comes off, and it is fewer than ``k + 1``: the world ends
first, at the year with Destiny empty (no Source can be spent) or at a sacrifice asking
for more than Destiny holds.

*Never kept.* An Arcana drawn enters its domain only from Fate: it becomes Fate's card
(or loses its conflict and goes), and is kept when a later Arcana drawn meets it in
harmony; so is the Arcana waiting now (the Challenge's when it is an Arcana, which
meets Fate's card now: that one may be kept now and is usable; else Fate's card). Take
such an Arcana ``X`` at a place of the queue (the one waiting first) and the Arcana
after it in the queue, ``Y1, Y2...`` up to the ``(c - 1)``-th card. If none of them
before the first ``Yj`` opposed to ``X`` and worth its number or more is in harmony
with it (or of a suit whose King is usable by then: "a King keeps the peace"), and no
trump lies between ``X`` and that ``Yj`` (or the end of those cards), nor is one
battled now while ``X`` waits: then each ``Yi`` before ``Yj`` is drawn after ``X`` in
turn (no sacrifice can take one, none being due without a trump), is in conflict with
it and lower, and goes; ``Yj`` beats ``X`` (both go on a tie); or the cards run out with
``X`` still in Fate. Either way ``X`` is never kept before the ``c``-th card comes off.

*Three Arcana once a battle* (29 November, afternoon). "Three Arcana in a domain" harvests
only when a card secured makes it true where the position's record of the conditions met
("met") lacks it; so between two of its harvests a judging must record it false, and
before the first one too where "met" holds it now and no domain waits to be trimmed (a
trim's judging keeps the record from before the card was secured). Call a *battle* the
time from a trump's draw (or now, for the trump battled now) to the last trim its ending
leaves. Until the ``c``-th card comes off no Source is spent: nothing is forged, and
the only cards secured are a year's draw (a court card or Ace), Fate's card kept, and the
cards of an Awakening under way now. Outside a battle no card is committed, so a domain
holding three plain Arcana keeps three: a card secured over its room is trimmed back to
the room, which is three with its Knight and Page, and a court card leaves play only
enduring a trump. So the condition is recorded false only in a battle. In a battle no
card is secured but by the Awakening under way now, and once it has harvested there its
domain holds three plain Arcana and none committed (its room holds no more), which the
Awakening's cards only add to and no commitment can follow while it lasts: no second
harvest of it before the battle's end. Hence each of its harvests after the first
follows a battle of its own, and so does the first where "met" holds it now (as
``three_arcana_cap_of`` lowers it): it harvests at most once more than the battles
before the ``c``-th card, one for each trump with any strength among the queue's first
``c - 1`` cards and one for the trump battled now (``battles_among``; the Fool goes to
the Signs unbattled, and a trump sacrificed is never battled, so counting it only
allows more). ``harvests_most`` counts it so.

Theorem ("one Source, too few harvests", 29 November, evening). Take a position of the
original rules with a Queen in the Portents, no Awakening under way, no Ace in Destiny
and exactly one Ace that can be spent: outside Destiny, the Portents, the Signs and out
of play, not forged into an Artifact. Number the Portents' places from the oldest, 0;
let ``e`` be the first Ace's place there (their length if none). Call *free* the cards
outside the Portents, the Signs and out of play, but an Artifact's two cards (Destiny's
among them). For a count ``n`` of harvests, let ``A(n)`` be the places ``0 .. 3 n + 3``
(``gone_awakening``) and ``R(n)`` the places ``0 .. 3 n`` with the oldest court card at
place ``3 n`` or above (``gone_recovering``). If, for ``G = A`` and again for ``G = R``,
there is an ``n`` such that for every ``m <= n`` the places ``G(m)`` hold neither ``e``
nor every Queen of the Portents, and the harvests the free cards with the cards at the
places ``G(n)`` can bring (``harvests_most``) are ``n`` or fewer, no line wins.

Proof. Follow a line until the first moment, ``M``, at which a card at place ``e`` has
left the Portents (or to its end). Until ``M`` at most one Source is spent: an Ace comes
into play only drawn from Destiny (none there now, and nothing enters Destiny but a
harvest's cards, the Portents' oldest, below ``e`` until ``M``), awakened (from the four
oldest of the Portents, below ``e`` until ``M``) or from the Sources it already lies in;
Recover the Fallen brings only a court card, and the Ace spent goes to the Portents on
top (forged, it is never spent, and leaves play for the Portents too). So until ``M``
cards leave the Portents' bottom only by harvests (the three oldest each) and that one
spend: an Awakening takes the four oldest, Recover the Fallen the oldest court card, and
nothing else spent takes any (a card discarded goes on top, above every Queen there now,
and the oldest court card is never above the highest Queen, herself a court card). After
``h`` harvests and an Awakening, whenever made, the cards gone from the bottom are the
places ``0 .. 3 h + 3``: ``A(h)``. After ``h`` harvests and a Recover made after ``h0 <=
h`` of them, they are the places below ``3 h0``, the oldest court card ``c`` at ``3 h0``
or above, and the ``3 (h - h0)`` oldest left: the places ``0 .. 3 h`` (``c`` below ``3
h``) or those below ``3 h`` and ``c`` (``c`` the oldest court at ``3 h`` or above): within
``R(h)``. With no Source spent, or one spent otherwise (forged, lost enduring a trump),
the places below ``3 h``, within both. (These are places of the Portents now, as long as
every Queen has not left: the highest lies above them.) Split the lines by their spend
before ``M``: those that Recover, and all the others; take ``G`` the theorem's ``R`` for the
first, ``A`` for the second, and its ``n``. Suppose such a line makes an ``(n + 1)``-th
harvest before ``M`` or at it (the harvest that takes the card at ``e``). Until then every
card that has entered play is free now or came from the places ``G(n)``: drawn from Destiny (its cards now, or a harvest's from the
bottom), awakened or recovered. A card that leaves play goes to the Portents on top or
to the Signs, and comes back only from the bottom places above: not before that harvest.
So the count of ``harvests_most`` (proved in ``removal_counts.py`` with only that a card
gone from play does not come back; its caps "no trump left" and "three Arcana made
already" hold on every line) on those cards bounds the harvests made by then, ``n + 1``:
but it is ``n`` or fewer. So up to ``M`` the line makes ``n`` harvests at most and the
places gone lie within ``G(n)`` (``G`` grows with ``n``: the oldest court card at ``3 m`` or
above, for ``m <= n``, lies below ``3 n`` or is the one at ``3 n`` or above), which holds
neither ``e`` (so ``M`` never comes) nor every Queen of the Portents. The Ascension needs every Queen in play: no line wins.
"""
from __future__ import annotations

from tarot_table.games.base import State
from tarot_table.games.queens_of_fate import cards as qc
from tarot_table.games.queens_of_fate.removal_counts import (HARVEST, SOURCE, SPENDABLE_FROM, aces_among, arcana_held,
                                                             harvests_most, three_arcana_cap, three_arcana_cap_of)

KIND_OF, RANK_OF, SUIT_OF, VALUE_OF, OPPOSED = qc.KIND_OF, qc.RANK_OF, qc.SUIT_OF, qc.VALUE_OF, qc.OPPOSED
NOT_USABLE = frozenset({"destiny", "portents", "signs", "removed"})
IN_PLAY = ("sources", "battle") + tuple(f"{zone}_{suit}" for suit in qc.domains() for zone in ("court", "arcana"))
BATTLED = object()   # a trump battled now, in the queue's place before Destiny's cards


def destiny_runs_out(state: State) -> bool:
    """True only when the docstring's theorem holds for ``state``."""
    if state.options.get("rules") == "reiser":
        return False
    zones, data = state.zones, state.data
    portents = [p.card for p in zones["portents"]]
    queens = [n for n, card in enumerate(portents) if _is_queen(card)]
    if not queens:
        return False
    destiny = [p.card for p in reversed(zones["destiny"])]   # the next draw first
    d = len(destiny)
    if any(KIND_OF[card] == "source" for card in destiny):
        return False   # drawn before any harvest is needed
    # The batch of three holding the card that must come off: the last Queen's, or the
    # first Ace's of the Portents if that comes first (k runs to it).
    most = queens[-1] // HARVEST
    ace = next((n for n in range(queens[-1]) if KIND_OF[portents[n]] == "source"), None)
    if ace is not None:
        most = min(most, ace // HARVEST)
    awakener = data["awakener"]
    for zone in SPENDABLE_FROM:
        if any(KIND_OF[p.card] == "source" and p.card != awakener for p in zones.get(zone, ())):
            return False
    waiting = _waiting(state)
    head = [] if waiting is None else [waiting]
    challenge = zones["challenge"]
    if challenge and KIND_OF[challenge[-1].card] == "opposition":
        head.append(BATTLED)
    queue = head + destiny + [portents[n] for start in range(0, HARVEST * most, HARVEST)
                              for n in range(start + HARVEST - 1, start - 1, -1)]
    forged = data["artifacts"]
    left_out = {awakener, waiting}
    if forged:   # an Artifact's two cards never count in a condition, nor its Ace as a Source
        left_out.update(forged)
        left_out.update(forged.values())
    free = [p.card for zone, pile in zones.items() if zone not in NOT_USABLE for p in pile
            if p.card not in left_out]
    in_play = {p.card for zone in IN_PLAY for p in zones.get(zone, ())}
    held = arcana_held(state)
    met = frozenset(map(tuple, data["met"]))
    kings = {SUIT_OF[card] for card in free if _is_king(card)}
    for k in range(most + 1):
        end = len(head) + d + HARVEST * k   # the queue's cards drawn before the (d + 3k + 1)-th comes off
        drawn = queue[:end]
        kings_by = kings | {SUIT_OF[card] for card in drawn if card is not BATTLED and _is_king(card)}
        usable = free + [card for n, card in enumerate(drawn) if card is not BATTLED
                         and (KIND_OF[card] != "arcana" or may_be_kept(drawn, n, kings_by))]
        cap = 1 + battles_among(drawn)   # the docstring's "three Arcana once a battle"
        if harvests_most(usable, in_play, held, met, (cap, three_arcana_cap_of(state, cap, True))) < k + 1:
            return True
    return False


def one_source_too_few_harvests(state: State) -> bool:
    """True only when the theorem "one Source, too few harvests" (the module's docstring)
    holds for ``state``: for the lines whose one Source Awakens the Arcana (or is spent
    otherwise, or not at all) and for those whose Source Recovers the Fallen."""
    if state.options.get("rules") == "reiser":
        return False
    zones, data = state.zones, state.data
    portents = [p.card for p in zones["portents"]]
    queens = [n for n, card in enumerate(portents) if _is_queen(card)]
    if not queens or data["awakener"] is not None or zones["revealed"]:
        return False
    if any(KIND_OF[p.card] == "source" for p in zones["destiny"]):
        return False
    forged = data["artifacts"]
    left_out = set(forged) | set(forged.values()) if forged else set()
    free = [p.card for zone, pile in zones.items() if zone not in NOT_USABLE for p in pile if p.card not in left_out]
    if aces_among(free) != 1:
        return False
    usable = free + [p.card for p in zones["destiny"]]
    ace = next((n for n, card in enumerate(portents) if KIND_OF[card] == "source"), len(portents))
    in_play = {p.card for zone in IN_PLAY for p in zones.get(zone, ())}
    held, met = arcana_held(state), frozenset(map(tuple, data["met"]))
    cap = three_arcana_cap(state)
    caps = None if cap is None else (cap, three_arcana_cap_of(state, cap, True))
    for gone_by in SPENT_SOURCES:
        n = 0
        while True:
            gone = gone_by(n, portents)
            if ace in gone or gone.issuperset(queens):
                return False   # this way every Queen, or an Ace of the Portents, may have left them
            if harvests_most(usable + [portents[m] for m in sorted(gone)], in_play, held, met, caps) <= n:
                break   # no (n + 1)-th harvest: this way is refuted
            n += 1
    return True


def gone_awakening(harvests: int, portents: list[str]) -> set[int]:
    """The places of the Portents that may have left them after ``harvests`` harvests
    and one Awakening (or no Source spent): the oldest ``3 harvests + 4``."""
    return set(range(min(HARVEST * harvests + SOURCE, len(portents))))


def gone_recovering(harvests: int, portents: list[str]) -> set[int]:
    """The places of the Portents that may have left them after ``harvests`` harvests
    and one Recover the Fallen: the oldest ``3 harvests + 1`` and the oldest court card
    at place ``3 harvests`` or above."""
    gone = set(range(min(HARVEST * harvests + 1, len(portents))))
    court = next((n for n in range(HARVEST * harvests, len(portents)) if KIND_OF[portents[n]] == "court"), None)
    return gone if court is None else gone | {court}


SPENT_SOURCES = (gone_awakening, gone_recovering)   # the docstring's two ways


def battles_among(drawn: list) -> int:
    """The battles the cards ``drawn`` can bring (the docstring's "three Arcana once a
    battle"): the trump battled now and each trump among them with any strength (the
    Fool passes into the Signs unbattled)."""
    return sum(1 for card in drawn if card is BATTLED or (KIND_OF[card] == "opposition" and VALUE_OF[card]))


def may_be_kept(drawn: list, at: int, kings: set[str]) -> bool:
    """Whether the Arcana at place ``at`` of ``drawn`` may be kept from Fate by one of the
    cards after it there (the docstring's "never kept"): False when each later Arcana up
    to the first opposed one worth its number or more is opposed, its King not in play,
    with no trump between."""
    card = drawn[at]
    suit, number = SUIT_OF[card], VALUE_OF[card]
    for later in drawn[at + 1:]:
        if later is BATTLED or KIND_OF[later] == "opposition":
            return True   # a sacrifice may take the cards after it
        if KIND_OF[later] != "arcana":
            continue
        if OPPOSED[SUIT_OF[later]] != suit or SUIT_OF[later] in kings:
            return True   # in harmony: it may be kept
        if VALUE_OF[later] >= number:
            return False
    return False


def _waiting(state: State) -> str | None:
    """The Arcana that waits to be kept from Fate: the Challenge's, when it is an Arcana
    (it meets Fate's card now, which may be kept now), else Fate's card."""
    challenge, fate = state.zones["challenge"], state.zones["fate"]
    if challenge:
        card = challenge[-1].card
        return card if KIND_OF[card] == "arcana" else (fate[-1].card if fate else None)
    return fate[-1].card if fate else None


def _is_queen(card: str) -> bool:
    return KIND_OF[card] == "court" and RANK_OF[card] == "queen"


def _is_king(card: str) -> bool:
    return KIND_OF[card] == "court" and RANK_OF[card] == "king"
