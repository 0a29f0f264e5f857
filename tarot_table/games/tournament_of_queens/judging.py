"""How the judges vote, worked out on a small picture of the contest (a Board) so
that the rules, the table's live standing and the bots all count votes one way."""
from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from tarot_table.cards import facts
from tarot_table.games.tournament_of_queens.cards import ATTRIBUTES, LOWER_IS_BETTER

# A judge's vote: (weight, best, measure). best is "max" or "min" of the measure;
# "any" means the vote goes to a contestant at random.
Vote = tuple[int, str, str]

SUIT_VOTES: dict[str, tuple[Vote, ...]] = {
    "cups": ((1, "max", "cups"),),
    "pentacles": ((1, "max", "pentacles"),),
    "wands": ((1, "max", "wands"),),
    "swords": ((1, "min", "swords"),),
}

# The house table of how Major Arcana judges vote (rules.md, "Major Arcana judges").
MAJOR_VOTES: dict[int, tuple[Vote, ...]] = {
    0: ((1, "min", "overall"),),                      # the Fool backs the underdog
    1: ((1, "max", "cards"),),                        # the Magician: most attributes on show
    2: (),                                            # the High Priestess keeps her counsel
    3: ((2, "max", "cups"),),                         # the Empress: beauty, twice
    4: ((1, "max", "best"),),                         # the Emperor: the single strongest attribute
    5: ((1, "min", "modifiers"),),                    # the Hierophant: the most natural look
    6: ((1, "max", "cups"), (1, "max", "pentacles")),  # the Lovers: one vote each for looks and talent
    7: ((1, "max", "wands"),),                        # the Chariot: the luckiest
    8: ((1, "max", "overall"),),                      # Strength: the best all round
    9: (),                                            # the Hermit stays on his mountain
    10: ((1, "any", "random"),),                      # the Wheel: anyone at all
    11: ((1, "min", "spread"),),                      # Justice: the most balanced
    12: ((1, "min", "cups"),),                        # the Hanged Man sees beauty upside down
    13: (),                                           # Death does not vote
    14: ((1, "min", "swords"),),                      # Temperance: the sweetest
    15: ((1, "max", "swords"),),                      # the Devil loves a bitch
    16: (),                                           # the Tower has fallen
    17: ((1, "max", "wands"),),                       # the Star: a lucky star
    18: ((1, "max", "hand"),),                        # the Moon: the most still hidden in hand
    19: ((2, "max", "pentacles"),),                   # the Sun: talent in the spotlight, twice
    20: ((2, "max", "overall"),),                     # Judgement: the best all round, twice
    21: ((1, "max", "cups"), (1, "max", "pentacles"), (1, "max", "wands")),  # the World: all three
}


def judge_votes(card: str) -> tuple[Vote, ...]:
    f = facts(card)
    return MAJOR_VOTES[f.number] if f.arcana == "major" else SUIT_VOTES[f.suit]


@dataclass
class Board:
    """The contest as the judges see it: each contestant's totals and a few counts."""

    totals: list[dict[str, int]]                 # per seat: suit -> total
    cards: list[int] = field(default_factory=list)       # attribute cards on show, per seat
    modifiers: list[int] = field(default_factory=list)   # modifiers on their attributes, per seat
    hands: list[int] = field(default_factory=list)       # cards in hand, per seat

    @property
    def seats(self) -> int:
        return len(self.totals)

    def measure(self, seat: int, name: str) -> int:
        t = self.totals[seat]
        if name in ATTRIBUTES:
            return t[name]
        if name == "overall":
            return t["cups"] + t["pentacles"] + t["wands"] - t[LOWER_IS_BETTER]
        if name == "best":
            return max(t["cups"], t["pentacles"], t["wands"])
        if name == "spread":
            three = (t["cups"], t["pentacles"], t["wands"])
            return max(three) - min(three)
        if name == "cards":
            return self.cards[seat]
        if name == "modifiers":
            return self.modifiers[seat]
        if name == "hand":
            return self.hands[seat]
        raise ValueError(name)


def scores(board: Board, measure: str) -> list[int]:
    """Every contestant's standing on one measure."""
    if measure in ATTRIBUTES:
        return [t[measure] for t in board.totals]
    return [board.measure(s, measure) for s in range(board.seats)]


def chosen_by(standing: list[int], best: str) -> list[int]:
    """Whom one vote goes to, given every contestant's score on its measure: the best,
    several when tied (the vote is then split equally among them)."""
    target = max(standing) if best == "max" else min(standing)
    return [s for s, score in enumerate(standing) if score == target]


def favourites(board: Board, best: str, measure: str) -> list[int]:
    """The contestants one vote goes to (several when tied); the Wheel's "any" means
    every contestant, one of whom is drawn when the votes are counted."""
    if best == "any":
        return list(range(board.seats))
    return chosen_by(scores(board, measure), best)


def cast(board: Board, card: str, pick=None, unit=Fraction) -> dict[int, Fraction]:
    """The votes one judge gives, by seat. Ties split a vote equally. ``pick``
    chooses the Wheel's contestant (a function of the seats); without it the Wheel's
    vote is shown split evenly, as its expected value. ``unit`` float suits bots, which
    need no exact thirds."""
    given: dict[int, Fraction] = {}
    for weight, best, measure in judge_votes(card):
        chosen = favourites(board, best, measure)
        if best == "any" and pick is not None:
            chosen = [pick(chosen)]
        for seat in chosen:
            given[seat] = given.get(seat, 0) + unit(weight) / len(chosen)
    return given


def tally(board: Board, judges: list[str], pick=None) -> list[Fraction]:
    """Every judge's votes added up, by seat."""
    total = [Fraction(0)] * board.seats
    for card in judges:
        for seat, share in cast(board, card, pick).items():
            total[seat] += share
    return total


def votes_text(value: Fraction) -> str:
    """A count of votes in one notation wherever it is shown, the table, the story, the
    status line and the end panel alike: whole numbers plain, a share as its numbers at
    the text's own size ("2 1/2", "1/3", "1 11/30"), the whole and its part never parted
    at a line's end. A one-glyph fraction ("⅙") read as "%" in the table's small type,
    and superscripts ("1¹¹⁄₃₀") were too small to read; the table then wrote "1 1/2"
    and the end panel "1½" (play-test finding, 29 November)."""
    whole, part = divmod(Fraction(value), 1)
    if not part:
        return str(whole)
    plain = f"{part.numerator}/{part.denominator}"
    return f"{whole}\u00a0{plain}" if whole else plain
