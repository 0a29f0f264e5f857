"""A harvest of four's room, under Reiser's rules: the Arcana a Source's harvest of four
brings up find their domains' room in the order they lay, and one that finds none goes
back on top of the Portents, above her, so its set of four of a number never harvests
before she leaves.

Words as in ``out_of_reach.py``: she lies at place ``i`` of the Portents; *free* are the
cards the count reads as usable (``out_of_reach.never_in_play`` left out); *the count* is
``coming_back.most_that_come_back`` run to ``i + 1``. Its proof (``removal_counts.py``'s
and ``coming_back.py``'s docstrings): until she leaves, the cards gone from below her are
always the oldest, taken 3 by a harvest of three (to the bottom of Destiny) or 4 by a
Source's harvest of four; a card discarded lies above her and comes back only once she has
left; each set the conditions name on fixed cards harvests at most once, and only with its
cards in play together; every line follows one of the count's paths (the states: cards
gone, harvests made, whether the four Aces' set is among them, whether a Source's harvest
has been made, the Aces in hand).

Theorem ("a harvest of four's room"). For a path's Source step from ``g`` cards gone (it
takes the cards at places ``g`` to ``g + 3`` now), call an Arcana ``X`` of suit ``s`` among
them *turned back* when, going through those four cards oldest first with a domain that
holds no Arcana before the harvest, ``X`` finds its domain full: the Arcana of ``s`` before
it in the four that found room number as many as the room, ``2`` where the Page of ``s`` is
free or lies in the Portents below ``X``, else ``1``. Count the paths as the count does, but
a set of four of a number with a card turned back by one of the path's Source steps is
never stepped on after that step. If that count stays below ``i + 1``, she never leaves.

Proof. The rules' harvest of four (rules.md, "Reiser's rules", house decision 13;
``QueensOfFate._do_ace_harvest``) takes the four oldest discards and goes through them
oldest first: an Ace leaves the game, a court card goes to its domain, an Arcana goes to
its domain where the domain holds fewer Arcana than its room (counting any committed to a
battle still fought, house decision 20), else back onto the Portents, face down, on top.
A domain's room is 1, and 2 with its Page in play (no Knights: rules.md, "Domains"; the
King adds none). On a line following the path, that step takes the cards at ``g`` to
``g + 3`` (the cards gone from below her are the oldest, and nothing else moves a card
below her). Compare the real harvest with the one of the theorem, suit by suit, going
through the four cards in turn:

- *The domain's Arcana before the harvest.* With ``h`` Arcana of ``s`` held before and the
  same rooms, the Arcana of ``s`` that find room are among those that find room with
  ``h = 0``: let ``c_j(h)`` be the Arcana held when the ``j``-th card of ``s`` is reached;
  ``c_0(0) = 0 <= c_0(h)``, and while ``c_j(0) <= c_j(h)`` a card that finds room with ``h``
  (``c_j(h)`` below the room) finds it with ``0``, and one that finds it with ``0`` alone adds
  one to ``c_j(0) < room <= c_j(h)``: so ``c_{j+1}(0) <= c_{j+1}(h)`` still.
- *The room.* A court card of the four always goes to its domain, so a Page of ``s`` among
  them, older than ``X``, is in play when ``X`` is reached, and one newer is not; a Page
  above her in the Portents is not in play before she leaves (discarded cards come back
  only after her). Those are the theorem's rooms. A Page free or below ``g`` may be in
  play or not, and nothing moves it during the harvest: the real room is then 1 all
  through or 2 all through, and with ``h = 0`` the Arcana that find room are the first one
  or the first two of ``s``: the first one is among the first two.

So an Arcana turned back by the theorem's rule finds no room in the real harvest either: it
goes on top of the Portents, above her, and is not in play again before she leaves. Before
the step it lay in the Portents below her (at ``g`` or above), so not in play either. So its
set, whose cards must all be in play at once for it to harvest, harvests neither before the
step nor after it while she lies there: on the line, no harvest after the step comes from
it, and none before it did. Every line thus follows one of the paths of the theorem's count
(the count's own steps, with those sets left out of the sets that may be stepped on after
the step), and where no such path takes ``i + 1`` cards, she never leaves.

The count differs from the count of ``coming_back.py`` only in the sets left out after a
Source's step, so its other premises are those of ``coming_back.most_from_read`` (the four
Aces' harvest only before any Source's harvest, "the first harvest does without the Arcana
that wait" through ``not_first``, Aces found by a harvest of three coming into the hand),
each proved there. A harvested set is never one turned back (its cards were in play
together, and a card turned back lay in the Portents below her until the step), so the sets
harvested on a line are always among those open and not turned back: the path's test for a
harvest of three (more such sets than harvests made, the four Aces' apart) holds.

Reiser's deal 46, year 22: the Queen of Cups at place 10 of the Portents, the Eight of
Swords at 0 and the Ten of Swords at 3, the Page of Swords above her at 16, the Aces of
Swords and Pentacles to spend and no set whole from the free cards. The first removal is a
Source's harvest of the four oldest; the Eight takes the Swords' one place and the Ten goes
back on top, so the four Tens, the one set the count stepped on after the two harvests of
four, never harvest: eight cards leave from below her, not eleven.
"""
from __future__ import annotations

from bisect import bisect_right
from operator import attrgetter

from tarot_table.games.base import State
from tarot_table.games.queens_of_fate import cards as qc
from tarot_table.games.queens_of_fate.coming_back import FOUR_ACES, aces_in, most_from_openings, set_openings
from tarot_table.games.queens_of_fate.domain_room import PAGE_OF
from tarot_table.games.queens_of_fate.removal_counts import HARVEST, SOURCE, WITHOUT_KNIGHTS, aces_among

KIND_OF, SUIT_OF = qc.KIND_OF, qc.SUIT_OF
SUITS = qc.domains()
_CARD = attrgetter("card")
PAGES = frozenset(PAGE_OF.values())
GONE_THROUGH = range   # the harvest goes through its four cards oldest first
_NONE = frozenset()
NUMBER_SET_OF = {card: condition for condition, cards in WITHOUT_KNIGHTS if condition[0] == "four-of-a-value"
                 for card in cards}


def room_reach(state: State, free: list[str], met: frozenset, last: int,
               not_first: frozenset = frozenset()) -> int | None:
    """The docstring's count for the card at place ``last`` of the Portents, with ``free``,
    ``met`` and ``not_first`` as the count reads them for it
    (``out_of_reach.oldest_court_that_stays``); None where no Source's step within her reach
    turns back a card of a set the count may step on, or where the count with every such set
    left out from the start reaches her (so does the docstring's: a cost, not a claim).
    Answers are kept by the Portents up to her, the free cards, the conditions met and
    ``not_first`` (``_ANSWERS``): the count reads above her only on a step that takes her,
    and its answer is only compared with ``i + 1``."""
    portents = state.zones["portents"]
    enough = last + 1
    cards = tuple(map(_CARD, portents[:enough]))   # a step that reads a card above her takes her too
    key = (cards, frozenset(free), met, not_first)
    if key in _ANSWERS:
        return _ANSWERS[key]
    answer = _room_reach(portents, cards, free, met, enough, not_first)
    if len(_ANSWERS) >= KEPT:
        _ANSWERS.clear()
    _ANSWERS[key] = answer
    return answer


def _room_reach(portents, cards: tuple[str, ...], free: list[str], met: frozenset, enough: int,
                not_first: frozenset) -> int | None:
    turned = turned_back(cards, free, enough)
    if not any(turned):
        return None
    openings = set_openings(portents, free, met)
    wanted = {condition for condition, opens in openings.items() if opens < enough}
    turned = [sets & wanted if sets else sets for sets in turned]
    every = frozenset().union(*turned)
    if not every:
        return None
    aces = aces_among(free)
    if most_from_openings({condition: opens for condition, opens in openings.items() if condition not in every},
                          portents, aces, enough, aces_in(portents), not_first=not_first) >= enough:
        return None
    return most_with_room(openings, turned, portents, aces, enough, not_first)


def turned_back(cards: tuple[str, ...], free: list[str], enough: int) -> tuple[frozenset, ...]:
    """For each ``g`` below ``enough``, the sets of four of a number with a card a Source's
    step from ``g`` turns back (the docstring's rule), ``cards`` the Portents up to her
    (``enough`` cards); kept by those cards and which Pages are free (``_TURNED``). A step
    whose four reach above her takes her too: the count goes no further on that path, so
    what it turns back is never read."""
    key = (cards, *(PAGE_OF[suit] in free for suit in SUITS))
    known = _TURNED.get(key)
    if known is None:
        known = _turned_back(cards, dict(zip(SUITS, key[1:])), enough)
        if len(_TURNED) >= KEPT:
            _TURNED.clear()
        _TURNED[key] = known
    return known


def _turned_back(cards: tuple[str, ...], page_free: dict[str, bool], enough: int) -> tuple[frozenset, ...]:
    """``turned_back`` worked out: only the steps whose four cards hold two Arcana of a suit
    (a card is turned back only after one of its suit found room) are gone through."""
    page_at = {SUIT_OF[card]: at for at, card in enumerate(cards) if card in PAGES}
    arcana = {at: SUIT_OF[card] for at, card in enumerate(cards) if KIND_OF[card] == "arcana"}
    last_of: dict[str, int] = {}
    steps = set()
    for at, suit in arcana.items():
        before = last_of.get(suit)
        if before is not None and at - before < SOURCE:
            steps.update(range(max(0, at - SOURCE + 1), min(before, enough - 1) + 1))
        last_of[suit] = at
    turned = [_NONE] * enough
    for g in steps:
        sets = set()
        held: dict[str, int] = {}
        for at in GONE_THROUGH(g, min(g + SOURCE, len(cards))):
            suit = arcana.get(at)
            if suit is None:
                continue
            room = 2 if page_free[suit] or page_at.get(suit, at) < at else 1
            if held.get(suit, 0) < room:
                held[suit] = held.get(suit, 0) + 1
            else:
                sets.add(NUMBER_SET_OF[cards[at]])
        if sets:
            turned[g] = frozenset(sets)
    return tuple(turned)


def most_with_room(openings: dict, turned: list[frozenset], portents, aces: int, enough: int,
                   not_first: frozenset = frozenset()) -> int:
    """The docstring's count: ``coming_back``'s steps (``_most``), with the sets a path's
    Source step turns back never stepped on after it; at least ``enough`` once that many
    cards can go."""
    named = sorted((opens, condition) for condition, opens in openings.items()
                   if condition != FOUR_ACES and opens < enough)
    index = {condition: n for n, (_, condition) in enumerate(named)}
    opens_at = tuple(opens for opens, _ in named)
    barred = tuple(condition in not_first for _, condition in named)
    dead_at = tuple(sum(1 << index[condition] for condition in sets if condition in index) if sets else 0
                    for sets in turned)
    aces_open = openings.get(FOUR_ACES)
    if aces_open is not None and aces_open >= enough:
        aces_open = None
    last = min(len(portents), enough + HARVEST - 1)
    aces_below = [0]
    for p in portents[:last]:
        aces_below.append(aces_below[-1] + (KIND_OF[p.card] == "source"))
    key = (opens_at, barred, dead_at, aces_open, tuple(aces_below), aces, enough)
    known = _COUNTS.get(key)
    if known is None:
        known = _most(opens_at, barred, dead_at, aces_open, aces_below, last, aces, enough)
        if len(_COUNTS) >= KEPT:
            _COUNTS.clear()
        _COUNTS[key] = known
    return known


def _most(opens_at, barred, dead_at, aces_open, aces_below, last: int, aces: int, enough: int) -> int:
    # layers[gone]: for each (harvests made, the four Aces' among them, a Source's step made,
    # the sets turned back), the most Aces in hand with that many cards gone
    layers: list[dict[tuple, int]] = [{} for _ in range(enough + SOURCE)]
    layers[0][0, False, False, 0] = aces
    for gone in range(enough):
        open_sets = bisect_right(opens_at, gone)
        for (harvests, gathered, spent, dead), aces_now in layers[gone].items():
            found = aces_below[min(gone + HARVEST, last)] - aces_below[min(gone, last)]
            open_now = sum(1 for n in range(open_sets)
                           if not dead >> n & 1 and not (barred[n] and not harvests))
            if open_now > harvests - gathered:
                _keep_most(layers[gone + HARVEST], (harvests + 1, gathered, spent, dead), aces_now + found)
            if not (gathered or spent) and aces_open is not None and aces_open <= gone:
                _keep_most(layers[gone + HARVEST], (harvests + 1, True, spent, dead), aces_now + found)
            if aces_now:
                _keep_most(layers[gone + SOURCE], (harvests, gathered, True, dead | dead_at[gone]), aces_now - 1)
    return max(gone for gone, layer in enumerate(layers) if layer)


def _keep_most(layer: dict[tuple, int], state: tuple, aces: int) -> None:
    if layer.get(state, -1) < aces:
        layer[state] = aces


_ANSWERS: dict[tuple, int | None] = {}
_TURNED: dict[tuple, tuple] = {}
_COUNTS: dict[tuple, int] = {}
KEPT = 50_000   # answers kept in each table, at most
