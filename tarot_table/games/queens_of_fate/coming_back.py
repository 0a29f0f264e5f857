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

- *Held back.* ``held_back`` Aces fewer in hand at the start, the four Aces' set as it
  was: the count for the lines on which that many free Aces are never spent for a
  harvest of four (each such line's harvests of four spend the other free Aces and those
  the harvests of three find, so it follows one of the paths counted); the trumps' toll
  of ``reisers_toll.py`` asks it.
- *Spent first.* Only the paths whose first step is a Source's harvest of four: every
  line whose first removal from below her is a free Ace's harvest of four follows one
  of them (``reisers_toll.py`` asks it too).
- *The first harvest does without the Arcana that wait.* ``removal_counts.py``'s "the
  last Arcana waits for a harvest" (its proof holds under Reiser's rules word for word: a
  Source's harvest of four brings cards into play or back onto the Portents, never into
  Destiny) names Arcana never kept from Fate, so never in their domain, before the first
  harvest of three has put cards beneath Destiny, while she lies in the Portents (from
  the Portents one comes back only by a harvest of four, once it lies there, above her).
  So a set holding one of them (``not_first``) is not whole before the first harvest of
  three: on the count's path that harvest is one of the other sets' (or the four Aces').
  A harvest step with none made yet counts only the sets open then that are not barred;
  later steps count them all. Every line still follows a path: its harvests, in the
  order made, each come from a set open by then, and its first from one not barred;
  where the counts of sets open at each step allow such a sequence, one exists with any
  barred set moved after the first (it stays open later). Reiser deal 73: after its Ace
  of Wands the Queen of Cups waits on one harvest of three, and the four Twos, whose Two
  of Wands is Destiny's last card, were all the count had.

- *Found late.* ``found_late``: the count for the lines on which no Ace lying below her
  now is drawn before she leaves. Until she leaves, an Ace comes into the hand from below
  her only by a harvest of three (which lays it beneath Destiny) and a draw: one a
  Source's harvest of four finds leaves the game. On such a line no harvest of three
  adds an Ace to the hand, and the line follows a path of the count with none added
  (the four Aces' set may still be stepped on: the count allows more, never less). So
  where that count stays below her, on every line where she leaves an Ace lying below
  her now is drawn first (``reisers_toll.py``'s "the Aces that come back late").

The count reads the Portents and the free cards only through each set's opening (how
many of the oldest cards must be gone before its cards are all usable), the Aces in hand
and where the Aces lie among the places a step from below ``enough`` reaches, so it is
worked out once for each of those (``most_from_openings``).

Where the count answers for the Portents that last (``out_of_reach.never_leave_from``),
it reads nothing more than before: where the Aces lie among the Portents' sets, how many
lie out of play and the conditions met (out_of_reach.py, "the reach read from the oldest
places"); the four Aces' set is one of those sets.
"""
from __future__ import annotations

from bisect import bisect_left, bisect_right

from tarot_table.games.queens_of_fate import cards as qc, handed_on
from tarot_table.games.queens_of_fate.removal_counts import HARVEST, SOURCE, WITHOUT_KNIGHTS, aces_among

KIND_OF = qc.KIND_OF
FOUR_ACES = ("four-sources", "")


def most_that_come_back(portents, free: list[str], met: frozenset, enough: int, held_back: int = 0,
                        not_first: frozenset = frozenset(), found_late: bool = False) -> int:
    """Reiser's rules: the most cards that can ever leave the bottom of ``portents``
    before a card lying there now at that place or above it does, or at least ``enough``
    once that many can (the in-order count of ``removal_counts.py``'s docstring, with the four Aces'
    harvest only before any Source's harvest of four: the docstring's "the four Aces
    gather before any is spent"). ``held_back``: how many of the free Aces are never
    spent for a harvest of four on the lines counted (each still counts in the four
    Aces' set; ``reisers_toll.py``). ``not_first`` and ``found_late`` as for
    ``most_from_openings``."""
    aces = max(0, aces_among(free) - held_back)   # the free Aces (a card lies in one place)
    return most_from_openings(set_openings(portents, free, met), portents, aces, enough, aces_in(portents),
                              not_first=not_first, found_late=found_late)


def aces_in(portents) -> list[int]:
    """The places of the Aces in ``portents``, oldest first. The last answer is kept with a
    copy of the Portents it was for, compared whole (a record is never changed: equal
    Portents hold the same cards in order), and handed on where asked again of the same:
    one ask of the bound reads them for the count, the count with the sets that wait, the
    rivals, the room and the tolls. Its readers never change it."""
    last = _LAST_ACES   # read once: another thread may put its own in its place
    if last[0] == portents:
        if handed_on.CHECK:
            handed_on.checked("aces_in", last[1], _aces_in(portents))
        return last[1]
    aces_at = _aces_in(portents)
    _last_aces(portents, aces_at)
    return aces_at


def _aces_in(portents) -> list[int]:
    """``aces_in`` worked out."""
    kind_of = KIND_OF
    return [n for n, p in enumerate(portents) if kind_of[p.card] == "source"]


def _last_aces(portents, aces_at: list[int]) -> None:
    global _LAST_ACES
    _LAST_ACES = (list(portents), aces_at)


def set_openings(portents, free: list[str], met: frozenset) -> dict[tuple, int]:
    """Each set the conditions name on fixed cards that may still harvest (not met, no
    card of it in the Signs, out of play or left out of ``free``), with how many of the
    oldest cards of ``portents`` must be gone before it is whole. The last answer is kept
    with copies of what it was for, compared whole (a record is never changed: equal
    Portents hold the same cards in order), and handed on where asked again of the same:
    one ask of the bound reads the same openings for the count, the count with the sets
    that wait, the rivals and the tolls. Its readers never change it."""
    last = _LAST_OPENINGS   # read once: another thread may put its own in its place
    if last[2] == met and last[1] == free and last[0] == portents:
        if handed_on.CHECK:
            handed_on.checked("set_openings", last[3], _openings(portents, free, met))
        return last[3]
    openings = _openings(portents, free, met)
    _last_openings(portents, free, met, openings)
    return openings


def _last_openings(portents, free: list[str], met: frozenset, openings: dict[tuple, int]) -> None:
    global _LAST_OPENINGS
    _LAST_OPENINGS = (list(portents), list(free), met, openings)


def _openings(portents, free: list[str], met: frozenset) -> dict[tuple, int]:
    """``set_openings`` worked out."""
    outside, place = set(free), {p.card: n for n, p in enumerate(portents)}
    openings = {}
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
            openings[condition] = opens
    return openings


def most_from_openings(openings: dict[tuple, int], portents, aces: int, enough: int, aces_at: list[int],
                       spent_first: bool = False, not_first: frozenset = frozenset(), found_late: bool = False) -> int:
    """``most_that_come_back`` from the sets' ``openings`` (``set_openings``), the Aces in
    hand and ``aces_at``, the places of the Aces in ``portents`` (``aces_in``). The count
    reads nothing else but where the Aces lie among the places a step from below
    ``enough`` reaches, so it is kept by those (``_COUNTS``). ``spent_first``: only the
    paths whose first step is a Source's harvest of four (the docstring's "spent
    first"). ``not_first``: the sets that are never the first harvest of three (the
    docstring's "the first harvest does without the Arcana that wait")."""
    opens_at, aces_open = openings_below(openings, enough)
    barred_at = tuple(sorted(opens for condition, opens in openings.items() if condition in not_first and opens < enough)) \
        if not_first else ()   # most counts bar no set
    return most_from_read(opens_at, aces_open, portents, aces, enough, aces_at, spent_first, barred_at, found_late)


def openings_below(openings: dict[tuple, int], enough: int) -> tuple[tuple[int, ...], int | None]:
    """What the count reads of ``openings``: the openings below ``enough`` of the sets but
    the four Aces', in order, and the four Aces' (None at ``enough`` or above: a set
    opening there is never stepped on). The last answer is kept with a copy of what it was
    for, compared whole, and handed on where asked again of the same: one ask of the bound
    reads the same openings for the count, the count with one free Ace held back, the
    tolls' counts and the rivals'."""
    last = _LAST_BELOW   # read once: another thread may put its own in its place
    if last[1] == enough and last[0] == openings:
        if handed_on.CHECK:
            handed_on.checked("openings_below", last[2], _below(openings, enough))
        return last[2]
    below = _below(openings, enough)
    _last_below(openings, enough, below)
    return below


def _last_below(openings: dict[tuple, int], enough: int, below: tuple) -> None:
    global _LAST_BELOW
    _LAST_BELOW = (dict(openings), enough, below)


def _below(openings: dict[tuple, int], enough: int) -> tuple[tuple[int, ...], int | None]:
    """``openings_below`` worked out."""
    opens_at = tuple(sorted(opens for condition, opens in openings.items() if condition != FOUR_ACES and opens < enough))
    aces_open = openings.get(FOUR_ACES)
    if aces_open is not None and aces_open >= enough:
        aces_open = None
    return opens_at, aces_open


def most_from_read(opens_at: tuple[int, ...], aces_open: int | None, portents, aces: int, enough: int,
                   aces_at: list[int], spent_first: bool = False, barred_at: tuple[int, ...] = (),
                   found_late: bool = False) -> int:
    """``most_from_openings`` from what it reads of the openings (``openings_below``; the
    barred sets' openings below ``enough``, in order, as ``barred_at``): a caller that asks
    many counts of openings that differ by one set reads them once."""
    read = min(len(portents), enough + HARVEST - 1)   # a harvest's step from below ``enough`` reads no further
    found_at = () if found_late else tuple(aces_at[:bisect_left(aces_at, read)])
    key = (opens_at, aces_open, found_at, read, aces, enough, spent_first, barred_at, found_late)
    known = _COUNTS.get(key)
    if known is None:
        known = _most(opens_at, aces_open, portents, 0 if found_late else read, aces, enough, spent_first, barred_at)
        if len(_COUNTS) >= COUNTS_KEPT:
            _COUNTS.clear()
        _COUNTS[key] = known
    return known


def _most(opens_at: list[int], aces_open: int | None, portents, last: int, aces: int, enough: int,
          spent_first: bool, barred_at: list[int] = ()) -> int:
    aces_below = [0]   # aces_below[n]: the Aces among the n oldest
    for p in portents[:last]:
        aces_below.append(aces_below[-1] + (KIND_OF[p.card] == "source"))
    # layers[gone]: for each (harvests made, the four Aces' among them, a Source's harvest
    # made), the most Aces in hand with that many cards gone; every step adds cards, so
    # the layers are worked out in order
    layers: list[dict[tuple[int, bool, bool], int]] = [{} for _ in range(enough + SOURCE)]
    if not spent_first:
        layers[0][0, False, False] = aces
    elif aces:
        layers[SOURCE][0, False, True] = aces - 1
    else:
        return 0
    for gone in range(enough):
        for (harvests, gathered, spent), aces in layers[gone].items():
            found = aces_below[min(gone + HARVEST, last)] - aces_below[min(gone, last)]
            open_now = bisect_right(opens_at, gone) - (bisect_right(barred_at, gone) if not harvests else 0)
            if open_now > harvests - gathered:
                _keep_most(layers[gone + HARVEST], (harvests + 1, gathered, spent), aces + found)
            if not (gathered or spent) and aces_open is not None and aces_open <= gone:
                _keep_most(layers[gone + HARVEST], (harvests + 1, True, spent), aces + found)
            if aces:
                _keep_most(layers[gone + SOURCE], (harvests, gathered, True), aces - 1)
    return max(gone for gone, layer in enumerate(layers) if layer)


def _keep_most(layer: dict[tuple[int, bool, bool], int], state: tuple[int, bool, bool], aces: int) -> None:
    if layer.get(state, -1) < aces:
        layer[state] = aces


_COUNTS: dict[tuple, int] = {}
_LAST_ACES: tuple = (None, None)   # aces_in's last answer: (Portents, the Aces' places)
_LAST_OPENINGS: tuple = (None, None, None, None)   # set_openings' last answer: (Portents, free cards, met, openings)
_LAST_BELOW: tuple = (None, None, None)   # openings_below's last answer: (openings, enough, what it read)
COUNTS_KEPT = 50_000   # counts kept, at most
