"""The Fool's story: one line for each Challenge he gets past, in the order of the
journey the trumps sketch (a new venture, the packing, the first zeal, ... the
whole). Written for this project; the seed gives only the outline."""
from __future__ import annotations

from functools import lru_cache

from tarot_table.cards import the
from tarot_table.games.base import MadeOnce
from tarot_table.games.fools_journey import cards as fc

COMPLETED = {
    1: "With nothing but a bundle and a grin, the Fool sets out on something new.",
    2: "He sits a while by a quiet pool and packs what he will need.",
    3: "Eagerness carries him over the first hills faster than his feet.",
    4: "He counts his coins at a crossroads inn and puts his purse in order.",
    5: "An old teacher's question shows him why he walks at all.",
    6: "He meets someone at a well, and the road is no longer his alone.",
    7: "The cart wheels turn at last; he is truly under way.",
    8: "A crooked tree teaches him that a flaw can be the finest part.",
    9: "He walks back the way he came, and finds the path ahead that way.",
    10: "One stretch of the road ends at a river; a ferry starts the next.",
    11: "Weighing nothing but his hunch, he chooses the right fork.",
    12: "The towns turn him away; he hangs between the world and the wild.",
    13: "Something old in him dies by the roadside and something else stands up.",
    14: "He pours one cup into the other until neither spills.",
    15: "Night falls inside him, long and without stars, and he keeps walking.",
    16: "The ground shakes, the walls fall, and he finds himself dancing.",
    17: "Under the open sky he sees the place in the world that is his.",
    18: "Alone by moonlight he talks with the part of himself he never meets by day.",
    19: "Morning warms him through; he feels new from the soles up.",
    20: "A horn sounds over the valley and he wakes into a wider world.",
    21: "For a moment the circle closes around him, and the Fool knows the whole he walks toward.",
}


def completed(number: int) -> str:
    return COMPLETED[number]


def turned_away(power: str, foe: str, left: int) -> str:
    """Death or the Devil discarding a Challenge: what was discarded, then its flavour."""
    return (f"{the(power, capital=True)} discards {challenge(foe, left)}: it is turned aside before it can "
            "test him, and that chapter stays unwritten.")


@lru_cache(maxsize=None)   # the story's sentences of a move are made once per card
def stored(card: str) -> str:
    return f"The Fool packs {the(card)} into his Satchel."


@lru_cache(maxsize=None)
def equipped(card: str, role: str, from_satchel: bool) -> str:
    taken = " out of his Satchel" if from_satchel else ""
    return f"The Fool takes up {the(card)}{taken} as his {role}."


# ---- what a move did, in the game's terms -------------------------------------------------
# The status line says these as a move is made (and as the solver's line is shown step by
# step); a Challenge's story line starts with them, its tale after: the tale alone named no
# Challenge, nor what met it or what it cost. Each sentence is written afresh from pieces
# made once per card (a card's name in a sentence, a Challenge named with its numeral):
# sentences kept whole by all they depend on were thousands of entries with tuple keys,
# most met once, each looked up far in memory (docs/performance.md).
THE = MadeOnce(the)                                        # "the Four of Swords", "Strength"
THE_UP = MadeOnce(lambda card: the(card, capital=True))    # the same at a sentence's start
NAMED = MadeOnce(lambda foe: f"{the(foe)}, Challenge {fc.number(foe)}")
NAMED_UP = MadeOnce(lambda foe: f"{the(foe, capital=True)}, Challenge {fc.number(foe)}")


def challenge(foe: str, left: int) -> str:
    """A Challenge named as the ending names it, with what is left of it once worn:
    "the Tower, Challenge 16 (7 left)"."""
    return NAMED[foe] if left == fc.NUMBER_OF[foe] else f"{NAMED[foe]} ({left} left)"


def overcome(card: str, role: str, force: int, foe: str, left: int) -> str:
    return f"{THE_UP[card]} ({role} {force}) overcomes {challenge(foe, left)}."


def worn_down(card: str, role: str, force: int, foe: str, left: int) -> str:
    foe_named = NAMED_UP[foe] if left == fc.NUMBER_OF[foe] else f"{NAMED_UP[foe]} ({left} left)"
    return f"{foe_named}, is worn down to {left - force} by {THE[card]} ({role} {force})."


def endured(card: str, strength: int, foe: str, left: int) -> str:
    if strength > left:
        return (f"{THE_UP[card]} (Strength {strength}) endures {challenge(foe, left)}, "
                f"and keeps {strength - left} to endure more.")
    return f"{THE_UP[card]} (Strength {strength}) endures {challenge(foe, left)}."


def paid_directly(foe: str, left: int) -> str:
    return f"The Fool completes {challenge(foe, left)}, directly."


def hanged(foe: str) -> str:
    return f"The Hanged Man turns {NAMED[foe]} upside down, completed."


def doubled(helper: str, card: str, worth: int, spent: str | None) -> str:
    """A Helper deployed, and the point of Wisdom it cost: the card spent, or (``spent``
    None) the point the Hierophant gave, kept until spent."""
    paid = THE[spent] if spent else "the Hierophant's, kept"
    return f"{THE_UP[helper]} doubles {THE[card]} to {worth}, for one point of Wisdom ({paid})."


def discarded(card: str) -> str:   # made once a card, as its event (rules._DISCARDED)
    return f"{THE_UP[card]} is discarded to the Past."


def befriended(card: str) -> str:
    return f"{THE_UP[card]} waits under the Fool, a Helper for later."


def healed(card: str, gain: int, before: int, after: int, lost: int) -> str:
    if lost:
        return (f"{THE_UP[card]}, worth {gain}, heals the Fool: Vitality {before} → {after} "
                f"({lost} over the maximum is lost).")
    return f"{THE_UP[card]}, worth {gain}, heals the Fool: Vitality {before} → {after}."
