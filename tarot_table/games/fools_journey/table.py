"""The places on the Fool's table and the piles of cards that lie in them.

Every place holds a stack: its first card is the card that matters (a Vitality
card, an equipped Strength card, a Challenge) and the cards after it lie on top
of it: Helpers and the Lovers that double it, Volition cards that wore a
Challenge down, Challenges a Strength card has endured. ``data["boost"]`` says
which of those top cards work on the base card (Helpers, the Lovers, Temperance,
the Hermit, the Sun); the rest are spent and only wait to be discarded with it.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import filterfalse

from tarot_table.games.base import MOVE_EVENTS, PLACED, Event, Placed, State
from tarot_table.games.fools_journey import cards as fc

PRESENT_SLOTS = 5
# Fool's maximum Vitality, Wisdom cards he may equip, cards the Satchel holds.
DIFFICULTY = {"easy": (30, 4, 4), "normal": (25, 3, 3), "hard": (20, 2, 2)}
EQUIPPED = ("strength", "volition")


def limits(options: dict[str, str]) -> tuple[int, int, int]:
    return DIFFICULTY[options["difficulty"]]


@lru_cache(maxsize=None)
def _slots(group: str, count: int) -> tuple[str, ...]:
    return tuple(f"{group}_{i}" for i in range(1, count + 1))


def present_zones() -> tuple[str, ...]:
    return _slots("present", PRESENT_SLOTS)


def satchel_zones(options: dict[str, str]) -> tuple[str, ...]:
    """One place more than the Satchel holds, for the card the Empress squeezes in."""
    return _slots("satchel", limits(options)[2] + 1)


def wisdom_zones(options: dict[str, str]) -> tuple[str, ...]:
    """One place more than the Fool may equip, for the Hierophant."""
    return _slots("wisdom", limits(options)[1] + 1)


_WISDOM_ZONES = {level: wisdom_zones({"difficulty": level}) for level in DIFFICULTY}


def loose_zones(state: State) -> tuple[str, ...]:
    """Places whose cards are in play but not equipped: the Present and the Satchel."""
    return present_zones() + satchel_zones(state.options)


# ``loose_zones`` by difficulty, looked up rather than put together again.
LOOSE_ZONES = {level: present_zones() + satchel_zones({"difficulty": level}) for level in DIFFICULTY}


def where(state: State, card: str) -> tuple[str, int]:
    """Like ``state.find``, but looks at the face-down piles last: cards in play
    are asked about far more often, and the Future is long."""
    zones = state.zones
    for zone in LOOSE_ZONES[state.options["difficulty"]]:
        pile = zones[zone]
        if pile and pile[0].card == card:      # most moves are of a card there
            return zone, 0
    for zone, pile in zones.items():
        if pile and pile[0].card == card:      # then of another place's base card
            return zone, 0
    for zone, pile in zones.items():
        if zone in ("future", "past"):
            continue
        for i, placed in enumerate(pile):
            if placed.card == card:
                return zone, i
    return state.find(card)


def group(zone: str) -> str:
    kind = _GROUP_OF.get(zone)
    return kind if kind is not None else zone.split("_")[0]


# The group of each numbered place, looked up rather than cut out of its name.
_GROUP_OF = {f"{kind}_{i}": kind for kind in ("present", "satchel", "wisdom") for i in range(1, 6)}


def base(state: State, zone: str) -> str | None:
    pile = state.zones[zone]
    return pile[0].card if pile else None


def filled(state: State, zones) -> list[str]:
    return list(filter(state.zones.get, zones))   # the places that hold a card


def empty(state: State, zones) -> list[str]:
    return list(filterfalse(state.zones.get, zones))


def is_upright_trump(state: State, zone: str) -> bool:
    pile = state.zones[zone]
    return bool(pile) and fc.is_trump(pile[0].card) and not pile[0].reversed


def is_reversed_trump(state: State, zone: str) -> bool:
    pile = state.zones[zone]
    return bool(pile) and fc.is_trump(pile[0].card) and pile[0].reversed


def boosts(state: State, zone: str) -> list[str]:
    """The cards lying on a place's base card that work on it."""
    pile = state.zones[zone]
    if len(pile) < 2:
        return []
    on = state.data["boost"]
    first = pile[0].card
    return [p.card for p in pile[1:] if on.get(p.card) == first]


def has_boost(state: State, zone: str, card: str) -> bool:
    """``card in boosts(state, zone)``, without listing them."""
    pile = state.zones[zone]
    if len(pile) < 2 or state.data["boost"].get(card) != pile[0].card:
        return False
    for placed in pile[1:]:
        if placed.card == card:
            return True
    return False


def doublings(state: State, zone: str) -> int:
    """Helpers and the Lovers each double the card they lie on."""
    pile = state.zones[zone]
    if len(pile) < 2:
        return 0
    on, first, roles = state.data["boost"], pile[0].card, fc.ROLE_OF
    count = 0
    for placed in pile[1:]:
        card = placed.card
        if on.get(card) == first and (roles[card] == "helper" or card == LOVERS):
            count += 1
    return count


def has_helper(state: State, zone: str) -> bool:
    pile = state.zones[zone]
    if len(pile) < 2:
        return False
    on, first, roles = state.data["boost"], pile[0].card, fc.ROLE_OF
    for placed in pile[1:]:
        if roles[placed.card] == "helper" and on.get(placed.card) == first:
            return True
    return False


def worth(state: State, zone: str) -> int:
    """The printed worth of a place's base card, doubled by what lies on it."""
    pile = state.zones[zone]
    if len(pile) < 2:
        return fc.NUMBER_OF[pile[0].card]
    return fc.NUMBER_OF[pile[0].card] << doublings(state, zone)


def role_now(state: State, zone: str) -> str:
    """What the base card of a place is now: equipped cards take their slot's role,
    a reversed trump is a "reversed" power, Temperance makes a Vitality card."""
    if zone in EQUIPPED:
        return zone
    kind = _GROUP_OF.get(zone)
    if kind == "wisdom":
        return "wisdom"
    pile = state.zones[zone]
    first = pile[0]
    what = fc.ROLE_OF[first.card]
    if what == "challenge":
        return "reversed" if first.reversed else "challenge"
    if len(pile) > 1 and has_boost(state, zone, TEMPERANCE):
        return "vitality"
    return what


def remaining(state: State, zone: str) -> int:
    """What is left of a Challenge, or of a Strength card, after wear."""
    return worth(state, zone) - state.data["worn"].get(base(state, zone), 0)


def direct_cost(state: State, zone: str) -> int:
    """What completing the Challenge of a place directly costs the Fool: what is left
    of it, or under Random Order its full numeral ("depleted according to full value
    of the Challenge"), except for trump I, which the procedure skips (rules.md)."""
    card = base(state, zone)
    if state.options["order"] == "random" and fc.NUMBER_OF[card] != fc.MAGICIAN:
        return fc.NUMBER_OF[card]
    return remaining(state, zone)


def in_use(state: State) -> bool:
    """A Strength card that has endured a Challenge and holds it."""
    first = base(state, "strength")
    return first is not None and state.data["worn"].get(first, 0) > 0


def wisdom_points(state: State, exclude: str | None = None) -> int:
    zones = state.zones
    points = state.data["bank"]
    for zone in _WISDOM_ZONES[state.options["difficulty"]]:
        pile = zones[zone]
        if pile and zone != exclude:
            points += 1 if len(pile) < 2 else 1 + has_boost(state, zone, LOVERS)   # the Lovers lie on it
    return points


def trump(number: int) -> str:
    return f"major_arcana.{number:02d}"


LOVERS = trump(fc.LOVERS)
TEMPERANCE = trump(fc.TEMPERANCE)
HERMIT = trump(fc.HERMIT)
SUN = trump(fc.SUN)
JUDGEMENT = trump(fc.JUDGEMENT)
HIEROPHANT = trump(fc.HIEROPHANT)


# ---- moving whole stacks --------------------------------------------------------------
def lying(placed: Placed, face_up: bool, turned: bool = False) -> Placed:
    """``placed`` lying face up or down, reversed (``turned``) or not: the card's one
    record lying so (``PLACED``)."""
    if placed.face_up == face_up and placed.reversed == turned:
        return placed
    return PLACED[placed.card, face_up, turned]


def _forget(state: State, placed: Placed) -> Placed:
    """The card's wear and what it worked on forgotten: its record, face down and upright."""
    state.data["worn"].pop(placed.card, None)
    state.data["boost"].pop(placed.card, None)
    return lying(placed, False)


def _send(state: State, zone: str, dst: str, start: int = 0, bottom: bool = False) -> list[Event]:
    """Cards of a place from ``start`` up go face down onto ``dst`` (or under it),
    forgetting their wear and what they worked on."""
    pile = state.zones[zone]
    leaving, pile[start:] = pile[start:], []
    events = []
    worn, on = state.data["worn"], state.data["boost"]
    for placed in leaving:
        worn.pop(placed.card, None)      # ``_forget``, inline: most moves send cards
        on.pop(placed.card, None)
        if placed.face_up or placed.reversed:   # ``lying(placed, False)``, inline
            placed = PLACED[placed.card, False, False]
        if bottom:
            state.zones[dst].insert(0, placed)
        else:
            state.zones[dst].append(placed)
        events.append(MOVE_EVENTS[placed.card, zone, dst, False])
    return events


def discard(state: State, zone: str, start: int = 0) -> list[Event]:
    """Cards of a place from ``start`` up go to the Past; a base card left behind
    is no longer worn."""
    events = _send(state, zone, "past", start)
    if start and state.zones[zone]:
        state.data["worn"].pop(state.zones[zone][0].card, None)
    return events


def discard_card(state: State, card: str) -> list[Event]:
    zone, index = where(state, card)
    placed = _forget(state, state.zones[zone].pop(index))
    state.zones["past"].append(placed)
    return [MOVE_EVENTS[card, zone, "past", False]]


def to_future(state: State, zone: str, bottom: bool = False, start: int = 0) -> list[Event]:
    """A place's cards from ``start`` up go back into the Future (shuffled in by the
    caller, or slid under it)."""
    return _send(state, zone, "future", start, bottom)


def move_stack(state: State, src: str, dst: str) -> list[Event]:
    moving, state.zones[src] = state.zones[src], []
    state.zones[dst].extend(moving)
    if len(moving) == 1:   # most often one card: no list comprehension (a call of its own) for it
        return [MOVE_EVENTS[moving[0].card, src, dst, True]]
    return [MOVE_EVENTS[p.card, src, dst, True] for p in moving]


def lay_on(state: State, card: str, dst: str, boost: bool) -> list[Event]:
    """Put one card (the base of its place) on top of another place's stack."""
    src, index = where(state, card)
    placed = state.zones[src].pop(index)
    state.zones[dst].append(lying(placed, True, placed.reversed))
    if boost:
        state.data["boost"][card] = state.zones[dst][0].card
    return [MOVE_EVENTS[card, src, dst, True]]


def deal_into(state: State, zone: str) -> list[Event]:
    card = state.zones["future"].pop().card   # ``lying(..., True)``: face up, upright
    state.zones[zone].append(PLACED[card, True, False])
    state.data["revealed"] = True
    return [MOVE_EVENTS[card, "future", zone, True]]
