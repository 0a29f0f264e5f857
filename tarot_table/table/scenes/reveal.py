"""An ending told on the table step by step. A game whose end is a count (votes judge by
judge, say) gives the table a list of RevealSteps; the table shows them one after
another, a beat each: cards turning face up, marks appearing on cards, a mark
travelling from one place to another, places' labels changing as a count runs. A click
or a key skips to the end; the end panel waits until the telling is over, and story
lines that say what a step tells are held back until that step is reached."""
from __future__ import annotations

from dataclasses import dataclass

from tarot_table.clock import Clock
from tarot_table.games.base import RevealStep

BEATS_PER_ANIMATION = 4.0   # a step lasts this many card flights
MIN_BEAT_S = 0.8
TRAVEL_SHARE = 0.6          # the part of a step a travelling mark takes to arrive


@dataclass
class Telling:
    steps: list[RevealStep]
    began: float
    beat: float
    clock: Clock
    story_from: int = 0     # story lines before this index were written before the end

    @classmethod
    def start(cls, steps: list[RevealStep], animation_s: float, clock: Clock, delay: float = 0.0,
              story_from: int = 0) -> "Telling | None":
        if not steps or not animation_s:
            return None
        beat = max(MIN_BEAT_S, BEATS_PER_ANIMATION * animation_s)
        return cls(list(steps), clock.now() + delay, beat, clock, story_from)

    def at(self, now: float | None = None) -> tuple[int, float]:
        """The step shown now (-1 before the first) and how far through it (0 to 1)."""
        elapsed = (self.clock.now() if now is None else now) - self.began
        if elapsed < 0:
            return -1, 0.0
        index = int(elapsed // self.beat)
        return index, elapsed / self.beat - index

    def ends(self) -> float:
        """When the last step is over (on the table's clock)."""
        return self.began + len(self.steps) * self.beat

    def over(self, now: float | None = None) -> bool:
        return self.at(now)[0] >= len(self.steps)

    def current(self, now: float | None = None) -> RevealStep | None:
        index, _ = self.at(now)
        return self.steps[index] if 0 <= index < len(self.steps) else None

    def face_down(self, now: float | None = None) -> set[str]:
        """Cards still shown face down: they turn at a step not yet reached."""
        index, _ = self.at(now)
        return {card for step in self.steps[max(0, index + 1):] for card in step.turn}

    def marks(self, marks: dict[str, str], now: float | None = None) -> dict[str, str]:
        """The game's marks, less those of steps not reached yet, with those reached."""
        index, _ = self.at(now)
        later = {card for step in self.steps[max(0, index + 1):] for card, _ in step.marks}
        shown = {card: mark for card, mark in marks.items() if card not in later}
        for step in self.steps[:index + 1]:
            shown.update(step.marks)
        return shown

    def story(self, lines: list[str], now: float | None = None) -> list[str]:
        """The story as far as the telling has gone: from the first line the ending wrote
        that a step not reached yet tells (its caption), the rest waits for that step."""
        index, _ = self.at(now)
        untold = {step.caption for step in self.steps[max(0, index + 1):]}
        for at in range(self.story_from, len(lines)):
            if lines[at] in untold:
                return lines[:at]
        return lines

    def label(self, zone: str, now: float | None = None) -> str | None:
        """A place's label as the count stands at this step, if a step has set it."""
        index, _ = self.at(now)
        found = None
        for step in self.steps[:max(1, index + 1)]:   # the first step's labels from the start
            found = dict(step.labels).get(zone, found)
        return found

    def travelling(self, now: float | None = None) -> list[tuple[str, str, str, float]]:
        """Marks on their way now: (from zone, to zone, text, share of the way done)."""
        index, part = self.at(now)
        step = self.current(now)
        if step is None or part >= TRAVEL_SHARE:
            return []
        done = part / TRAVEL_SHARE
        return [(src, dst, text, 1 - (1 - done) ** 3) for src, dst, text in step.travel]
