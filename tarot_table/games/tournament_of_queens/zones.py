"""The names of the places on the table, and which seat and suit a name speaks of."""
from __future__ import annotations

JUDGES = tuple(f"judge{i}" for i in range(1, 10))
JUDGEMENT = "major_arcana.20"


def hand(seat: int) -> str:
    return f"hand{seat}"


def sash(seat: int) -> str:
    return f"sash{seat}"


def attr(seat: int, suit: str) -> str:
    return f"attr{seat}_{suit}"


def owner(zone: str) -> int:
    """The seat a hand, sash or attribute zone belongs to."""
    return int(zone[4:].split("_")[0])


def attr_suit(zone: str) -> str:
    return zone.split("_", 1)[1]
