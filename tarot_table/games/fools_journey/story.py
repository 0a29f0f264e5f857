"""The Fool's story: one line for each Challenge he gets past, in the order of the
journey the trumps sketch (a new venture, the packing, the first zeal, ... the
whole). Written for this project; the seed gives only the outline."""
from __future__ import annotations

from functools import lru_cache

from tarot_table.cards import the

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


def turned_away(name: str) -> str:
    return f"{name} is turned aside before it can test him; that chapter stays unwritten."


@lru_cache(maxsize=None)   # the story's sentences of a move are made once per card
def stored(card: str) -> str:
    return f"The Fool packs {the(card)} into his Satchel."


@lru_cache(maxsize=None)
def equipped(card: str, role: str, from_satchel: bool) -> str:
    taken = " out of his Satchel" if from_satchel else ""
    return f"The Fool takes up {the(card)}{taken} as his {role}."
