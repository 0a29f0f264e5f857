"""The Fool's story: one line for each Challenge he gets past, in the order of the
journey the trumps sketch (a new venture, the packing, the first zeal, ... the
whole). Written for this project; the seed gives only the outline."""
from __future__ import annotations

from functools import lru_cache

from tarot_table.cards import the
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
# Challenge, nor what met it or what it cost.
WORDS_KEPT = 4096   # each kind's sentences kept made, bounded: the solver plays millions of moves


@lru_cache(maxsize=WORDS_KEPT)
def challenge(foe: str, left: int) -> str:
    """A Challenge named as the ending names it, with what is left of it once worn:
    "the Tower, Challenge 16 (7 left)"."""
    number = fc.number(foe)
    return f"{the(foe)}, Challenge {number}" + (f" ({left} left)" if left != number else "")


@lru_cache(maxsize=WORDS_KEPT)
def overcome(card: str, role: str, force: int, foe: str, left: int) -> str:
    return f"{the(card, capital=True)} ({role} {force}) overcomes {challenge(foe, left)}."


@lru_cache(maxsize=WORDS_KEPT)
def worn_down(card: str, role: str, force: int, foe: str, left: int) -> str:
    foe_named = challenge(foe, left)
    return f"{foe_named[0].upper()}{foe_named[1:]}, is worn down to {left - force} by {the(card)} ({role} {force})."


@lru_cache(maxsize=WORDS_KEPT)
def endured(card: str, strength: int, foe: str, left: int) -> str:
    kept = f", and keeps {strength - left} to endure more" if strength > left else ""
    return f"{the(card, capital=True)} (Strength {strength}) endures {challenge(foe, left)}{kept}."


@lru_cache(maxsize=WORDS_KEPT)
def paid_directly(foe: str, left: int) -> str:
    return f"The Fool completes {challenge(foe, left)}, directly."


@lru_cache(maxsize=WORDS_KEPT)
def hanged(foe: str) -> str:
    return f"The Hanged Man turns {challenge(foe, fc.number(foe))} upside down, completed."


@lru_cache(maxsize=WORDS_KEPT)
def doubled(helper: str, card: str, worth: int, spent: str | None) -> str:
    """A Helper deployed, and the point of Wisdom it cost: the card spent, or (``spent``
    None) the point the Hierophant gave, kept until spent."""
    paid = the(spent) if spent else "the Hierophant's, kept"
    return f"{the(helper, capital=True)} doubles {the(card)} to {worth}, for one point of Wisdom ({paid})."


def discarded(card: str) -> str:
    return f"{the(card, capital=True)} is discarded to the Past."


def befriended(card: str) -> str:
    return f"{the(card, capital=True)} waits under the Fool, a Helper for later."


@lru_cache(maxsize=WORDS_KEPT)
def healed(card: str, gain: int, before: int, after: int, lost: int) -> str:
    over = f" ({lost} over the maximum is lost)" if lost else ""
    return f"{the(card, capital=True)}, worth {gain}, heals the Fool: Vitality {before} → {after}{over}."
