"""Words for counts, shared by the games, the table and the command line."""
from __future__ import annotations


def plural(count: int, noun: str) -> str:
    """"1 move", "2 moves"."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"
