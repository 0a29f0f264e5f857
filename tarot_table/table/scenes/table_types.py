"""The small records the table keeps while it is played: a card in motion, a question
waiting for an answer, a card held by the pointer."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from tarot_table.games.base import Action


@dataclass
class Motion:
    """A card travelling from where it was drawn to where the rules put it."""

    start: pygame.Rect
    began: float
    duration: float
    flip: bool = False


@dataclass
class Confirm:
    """A question that must be answered before something is thrown away."""

    title: str
    lines: list[str]
    yes: str
    action: Callable[[], None]


@dataclass
class Drag:
    card: str
    zone: str
    grab: tuple[int, int]        # pointer offset inside the card
    pos: tuple[int, int]
    start: tuple[int, int]
    actions: list[Action]
    moving: bool = False
    carried: tuple[str, ...] = ()   # cards lying on it that travel with it
