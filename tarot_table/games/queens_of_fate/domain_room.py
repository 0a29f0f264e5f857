"""A suit's room at a draw, under Reiser's rules: a proof, for the solver, that a Queen of the
Portents never leaves them, where the count of ``coming_back.py`` lets her through only with
more Arcana of one suit in play than its domain can hold by a draw to come.

Words as in ``out_of_reach.py``: she lies at place ``i`` of the Portents; *free* are the
cards the count reads as usable (``out_of_reach.never_in_play`` left out); *the count* is
``most_that_come_back`` run to ``i + 1``: on every line, until she leaves, the cards gone from
below her are at most the count's for the cards usable on that line, where a card is usable if
it may be in play at a harvest before she leaves (its proof: a harvest's set has all its cards
in play at once, each a free card or one of the oldest gone).

Theorem ("a suit's room at a draw"). Take an Arcana ``Y`` of suit ``s`` among Destiny's
present cards, at place ``k`` (0 the next draw), that no sacrifice can take (no trump before it
in Destiny, nor the one battled now, reaches it with its strength, but the first ``c`` trumps
met, ``c`` the court cards in play now, which are never sacrificed: ``reisers_toll.SacrificeReach``). Let ``M`` be the Arcana of
suit ``s`` in its domain, committed to the battle, in Fate, the Challenge, or Destiny before
``Y``; ``r`` the room of the domain when ``Y`` is met: 1, or 2 where the Page of ``s`` is in
play or may come into play before then (drawn before ``Y``, the Challenge now, or in the
Portents below the *reach before*, the count made with the free cards but Destiny's from
``Y`` on). Call a card of ``M`` *safe* when its number's set cannot be whole before then (a card
of it neither free outside Destiny's cards from ``Y`` on nor in the Portents below the reach
before). If the reach before stays below ``i + 1``, and the count with any ``n`` safe cards of
``M`` left out of the free cards stays below ``i + 1``, where ``n = |M| - r - u`` and ``u`` is
the number of cards of ``M`` that are not safe, she never leaves the Portents.

Proof. Until ``Y`` comes off Destiny the cards that come into play are the free cards outside
Destiny's from ``Y`` on (Destiny's present cards come off in order, a harvest of three laying
its cards beneath them, and ``Y`` itself is never in play before its meeting with Fate is
settled: it is the Challenge, then Fate's card or the Portents') and those a harvest of four
brings up from below her; so, until the first draw after ``Y``'s meeting is settled, the cards
gone from below her are at most the reach before, which stays below her: she is still in the
Portents then. No sacrifice can take ``Y``, so ``Y`` is drawn, and its meeting with Fate is
settled before the next draw: the old Fate's card kept (and the domain trimmed to its room) or
dropped, or the conflict's loser gone (rules.md, "Resolving Fate", house decision 15), with
every trim made before a year can pass. Then Fate holds ``Y``, or the card that beat it
(opposed to ``s``), or nothing: no other card of suit ``s``; the domain holds at most its room,
at most ``r`` (its Page came by then only as said, a harvest of four bringing up only the
oldest cards below her; no Knights under Reiser's rules), the battle is over and the Challenge
empty. A card of ``M`` is in play, then, only in its domain: at least ``|M| - r`` of them lie
elsewhere, and that is in the Portents, above her. Each came there from its domain (committed
to a trump overcome, or trimmed), from Fate (dropped, or beaten in conflict), from the
Challenge (beaten) or from Destiny (beaten on its draw, or sacrificed); nothing moves it
anywhere else (a harvest of three takes the three oldest, beneath Destiny; a harvest of four
the four oldest), and a card above her is not back in play before she leaves. Of those, at
most ``u`` are not safe; the others, at least ``n``, were in play only before ``Y``'s meeting
was settled, while their set could not be whole: no harvest ever used one of them before she
leaves. So on that line the usable cards are the free cards less ``n`` safe cards of ``M``, and
the count with them stays below ``i + 1``: she never leaves.

Reiser's deal 90: the Seven of Swords in its domain (its Page deep in the Portents), the Nine
of Swords in Fate and the Two of Swords to draw: keeping the Nine trims one of them, dropping
it loses the Nine, and the count needs both the four Sevens and the four Nines.
"""
from __future__ import annotations

from itertools import combinations

from tarot_table.games.base import State
from tarot_table.games.queens_of_fate import cards as qc
from tarot_table.games.queens_of_fate.coming_back import most_that_come_back
from tarot_table.games.queens_of_fate.reisers_toll import COURT_PILES, SacrificeReach

KIND_OF, SUIT_OF, RANK_OF = qc.KIND_OF, qc.SUIT_OF, qc.RANK_OF
SUITS = qc.domains()
NUMBER_SET = {c: frozenset(other for other in KIND_OF if KIND_OF[other] == "arcana"
                           and qc.VALUE_OF[other] == qc.VALUE_OF[c]) for c in KIND_OF if KIND_OF[c] == "arcana"}
PAGE_OF = {suit: next(c for c in KIND_OF if KIND_OF[c] == "court" and RANK_OF[c] == "page" and SUIT_OF[c] == suit)
           for suit in SUITS}
MOST_LEFT_OUT = 7   # the safe cards a suit's subsets are drawn from, at most (a cost, not a claim)
DRAWS_LOOKED_AT = 2   # Destiny's Arcana looked at as ``Y``, at most (a cost, not a claim)


def room_runs_out(state: State, free: list[str], met: frozenset, place: int) -> bool:
    """True only where the docstring's theorem shows the Queen at ``place`` of the Portents
    never leaves them, for some Arcana ``Y`` among Destiny's first ``DRAWS_LOOKED_AT``."""
    zones = state.zones
    if state.data["trim"]:
        return False
    destiny = [p.card for p in reversed(zones["destiny"])]   # the next draw first
    portents = zones["portents"]
    enough = place + 1
    at = {p.card: n for n, p in enumerate(portents)}
    held = [p.card for zone in ("battle", "fate", "challenge") for p in zones[zone] if KIND_OF[p.card] == "arcana"]
    battled = qc.face_value(zones["challenge"][-1].card) if state.data["phase"] == "battle" else 0
    reach_of = SacrificeReach(battled, sum(len(zones[zone]) for zone in COURT_PILES))
    looked_at = 0
    for k, y in enumerate(destiny):
        kind = KIND_OF[y]
        if kind == "opposition":
            reach_of.met_at(k, y)
            continue
        if kind != "arcana":
            continue
        looked_at += 1
        if looked_at > DRAWS_LOOKED_AT:
            return False
        if k <= reach_of.taken_to:
            continue   # a sacrifice may take it
        suit = SUIT_OF[y]
        cards = ([p.card for p in zones[f"arcana_{suit}"]] + [c for c in held if SUIT_OF[c] == suit]
                 + [c for c in destiny[:k] if KIND_OF[c] == "arcana" and SUIT_OF[c] == suit])
        if len(cards) < 2:
            continue
        later = set(destiny[k:])
        before = [c for c in free if c not in later]
        outside = set(before)
        if _left_out(cards, _room(zones, suit, outside, at, 0), outside, at, 0)[0] < 1:
            continue   # none left out even with nothing reached before (a smaller room, more safe): no count needed
        reach = most_that_come_back(portents, before, met, enough)
        if reach >= enough:
            return False   # she may leave before ``Y`` is met: so may she before any later one
        if _left_out_stays(portents, free, met, enough, cards, _room(zones, suit, outside, at, reach),
                           outside, at, reach):
            return True
    return False


def _room(zones, suit: str, before: set[str], at: dict[str, int], reach: int) -> int:
    """The docstring's ``r``: 2 where the Page of ``suit`` is in play or may come into play
    before ``Y`` is met, else 1."""
    page = PAGE_OF[suit]
    if page in before or at.get(page, reach) < reach:
        return 2
    return 1


def _left_out(cards: list[str], room: int, before: set[str], at: dict[str, int], reach: int) -> tuple[int, list[str]]:
    """The docstring's ``n`` and the safe cards of ``cards`` (``M``)."""
    safe = [c for c in cards if c in before and not all(
        other in before or at.get(other, reach) < reach for other in NUMBER_SET[c])]
    return len(safe) - room, safe


def _left_out_stays(portents, free: list[str], met: frozenset, enough: int, cards: list[str], room: int,
                    before: set[str], at: dict[str, int], reach: int) -> bool:
    """The docstring's last condition: with any ``n`` safe cards of ``cards`` (``M``) left
    out, the count stays below ``enough``."""
    left_out, safe = _left_out(cards, room, before, at, reach)
    if left_out < 1 or len(safe) > MOST_LEFT_OUT:
        return False
    if most_that_come_back(portents, [c for c in free if c not in safe], met, enough) >= enough:
        return False   # even with all of them left out she may leave
    return all(most_that_come_back(portents, [c for c in free if c not in out], met, enough) < enough
               for out in combinations(safe, left_out))
