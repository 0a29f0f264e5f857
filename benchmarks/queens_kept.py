"""The world where no Queen enters the Portents, under Reiser's rules (docs/solver.md, "Reiser's
deal 71 measured again, and deal 40: no win keeps its Queens out of the Portents"): a walk of
the trumps from a position to the last Queen's draw, and the solver's proof searched in that
world. Figures only: the walk holds only in that world, so it is no bound of the solver and
nothing here says a deal is lost.

*The world.* From the position on, no Queen goes to the Portents before the win. Then every
Queen of Destiny is drawn and secured, the win comes no sooner than the last one's draw (``K``,
Destiny's next draw 0), and from the first Queen in play (now, or the first Queen of Destiny's
draw) no trump is sacrificed: a court card is in play, and a sacrifice made before her draw that
reached her would take her. So every trump of Destiny between that Queen and ``K`` (and the one
battled now, with a Queen in play) is met and paid: overcome by Arcana of the domains (a battle's
among them), endured by losing a court card other than a Queen, or struck down by an Ace.

*What comes back by then.* Cards leave the Portents' bottom only by a harvest of four (four an
Ace, into play) or of three (three a set made whole, beneath Destiny: drawn after ``K``). A set
is whole only from cards in play, in Destiny before ``K``, or come up from the bottom: counted to
a fixpoint (``_reach``). Where that reach stays below the Portents' length, a card lost from now
on (laid on top) never comes back by ``K``, and no set harvests twice; elsewhere the walk asks
nothing.

*The walk* (``unpaid``). For a run ``W`` of consecutive trumps met (the first at Destiny's place
``a``, the last at ``b``) the Arcana paying it were in the domains at ``a``'s meeting (one a
suit, two with its Page in play by then; from the cards in a domain now, Fate's card where it may
be kept now, those Fate's walk may keep at a draw before ``a``, and those the harvests of four may
bring up by then) or entered after it, before ``b``: one a draw between (the best Fate's walk may
keep there: ``reisers_toll.py``'s walk), four an Ace spent for a harvest of four; never the last
Arcana drawn before ``b`` (Fate's card or lost by then, in Destiny before), nor, with none, the
Arcana waiting now. The fewest of ``W``'s trumps the other payers must take (the strongest) for
the rest to be within that worth is ``W``'s need. Each other payer (a court card other than a
Queen in play now, drawn before, or brought up by a harvest of four from within the reach; an Ace
not spent for a harvest) pays one trump, in play by then: for any partition of the trumps up to
one of them into runs, the needs add up to at most those payers. Every choice of which Aces are
spent for harvests is tried; where one passes, nothing is concluded.

Run: python benchmarks/queens_kept.py --seed 40 --nodes 2000000 (deal 40 ends with no line in
1,076,854 positions: every win of it, if any, loses a Queen to the Portents and brings her back).
"""
from __future__ import annotations

import argparse
import sys
import time
from bisect import insort
from itertools import combinations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tarot_table.games.base import Game, State   # noqa: E402
from tarot_table.games.queens_of_fate import cards as qc   # noqa: E402
from tarot_table.games.queens_of_fate.out_of_reach import QUEENS   # noqa: E402
from tarot_table.games.queens_of_fate.reisers_toll import (COURT_PILES, SacrificeReach, _fate_after,   # noqa: E402
                                                          arcana_waiting)
from tarot_table.games.queens_of_fate.removal_counts import WITHOUT_KNIGHTS   # noqa: E402
from tarot_table.solver import Budget   # noqa: E402
from tarot_table.solver.search import OutOfBudget, replay_wins, solver_for   # noqa: E402

KIND_OF, VALUE_OF, RANK_OF, SUIT_OF, OPPOSED = qc.KIND_OF, qc.VALUE_OF, qc.RANK_OF, qc.SUIT_OF, qc.OPPOSED
SUITS = qc.domains()


def a_queen_lost(state: State) -> bool:
    """A Queen lies in the Portents: the position is outside the world."""
    return any(p.card in QUEENS for p in state.zones["portents"])


def unpaid(state: State) -> bool:
    """The docstring's walk: True where no line of the world pays the trumps to the last Queen's
    draw (so none wins without a Queen entering the Portents)."""
    walk = _Walk.of(state)
    if walk is None:
        return False
    for spent in range(len(walk.aces) + 1):
        for harvesting in combinations(walk.aces, spent):
            if not walk.fails(frozenset(harvesting)):
                return False
    return True


def _reach(portents, available: set, met: frozenset, aces: int) -> tuple[int, int]:
    """The harvests of three that may come by the last Queen's draw and the places of the
    Portents' bottom that may leave by then (the docstring's "what comes back")."""
    harvests = 0
    while True:
        reach = min(len(portents), 4 * aces + 3 * harvests)
        usable = available | {p.card for p in portents[:reach]}
        whole = sum(1 for condition, cards in WITHOUT_KNIGHTS
                    if condition not in met and all(card in usable for card in cards))
        if whole == harvests:
            return harvests, reach
        harvests = whole


def fate_keeps(state: State, ahead: list[str], waiting: str | None, kings_from: dict[str, int]) -> dict[int, set]:
    """For each Arcana's draw among ``ahead`` (its place), the cards Fate may hold then in harmony
    with it: those that may be kept at that draw (``reisers_toll.py``'s walk)."""
    zones = state.zones
    battled = qc.face_value(zones["challenge"][-1].card) if state.data["phase"] == "battle" else 0
    courts = sum(len(zones[zone]) for zone in COURT_PILES) + sum(len(zones[f"queen_{suit}"]) for suit in SUITS)
    sacrifice = SacrificeReach(battled, courts)
    keeps, in_fate = {}, (waiting,)
    for n, card in enumerate(ahead):
        if KIND_OF[card] == "opposition":
            sacrifice.met_at(n, card)
        elif KIND_OF[card] == "arcana":
            peace = kings_from.get(SUIT_OF[card], len(ahead)) <= n
            keeps[n] = {fate for fate in in_fate
                        if fate is not None and (peace or SUIT_OF[fate] != OPPOSED[SUIT_OF[card]])}
            in_fate = _fate_after(card, in_fate, peace, n <= sacrifice.taken_to)
    return keeps


def drawn_payers(cards: list[str]) -> int:
    """The court cards other than Queens among ``cards``, each able to pay for one trump."""
    return sum(1 for card in cards if KIND_OF[card] == "court" and card not in QUEENS)


def _top(values, count: int) -> int:
    return sum(sorted(values, reverse=True)[:max(count, 0)])


class _Walk:
    """One position's walk, the reads every choice of harvesting Aces shares."""

    @classmethod
    def of(cls, state: State) -> _Walk | None:
        zones = state.zones
        destiny = [p.card for p in reversed(zones["destiny"])]   # the next draw first
        queens = [n for n, card in enumerate(destiny) if card in QUEENS]
        if not queens:
            return None
        queen_in_play = any(zones[f"queen_{suit}"] for suit in SUITS)
        first = -1 if queen_in_play else queens[0]
        ahead = destiny[:queens[-1]]
        trumps = [(-1, qc.face_value(zones["challenge"][-1].card))] if state.data["phase"] == "battle" and queen_in_play else []
        trumps += [(n, qc.face_value(card)) for n, card in enumerate(ahead)
                   if n > first and KIND_OF[card] == "opposition" and qc.face_value(card) > 0]
        if not trumps:
            return None
        now = [p.card for zone in ("challenge", "fate", "sources", "battle") for p in zones[zone]]
        now += [p.card for suit in SUITS for zone in (f"court_{suit}", f"arcana_{suit}") for p in zones[zone]]
        aces = [card for card in now + ahead if KIND_OF[card] == "source"]
        portents = zones["portents"]
        harvests, reach = _reach(portents, set(now + ahead), frozenset(map(tuple, state.data["met"])), len(aces))
        if reach >= len(portents):
            return None   # a card lost from now on may come back by then
        return cls(state, destiny, ahead, trumps, now, aces, harvests)

    def __init__(self, state: State, destiny: list[str], ahead: list[str], trumps: list[tuple[int, int]],
                 now: list[str], aces: list[str], harvests: int) -> None:
        zones = state.zones
        self.destiny, self.trumps, self.now, self.aces, self.harvests = destiny, trumps, now, aces, harvests
        self.portents = [p.card for p in zones["portents"]]
        self.waiting = arcana_waiting(state)
        kings_from = {SUIT_OF[card]: -1 for card in now + self.portents[:self._places(len(aces))]
                      if KIND_OF[card] == "court" and RANK_OF[card] == "king"}   # brought up at once, generously
        for n, card in enumerate(destiny):
            if KIND_OF[card] == "court" and RANK_OF[card] == "king":
                kings_from.setdefault(SUIT_OF[card], n)
        self.keeps = fate_keeps(state, ahead, self.waiting, kings_from)
        challenge, fate = zones["challenge"], zones["fate"]
        self.kept_now = {fate[-1].card} if challenge and fate and KIND_OF[challenge[-1].card] == "arcana" else set()
        self.standing = {p.card for suit in SUITS for p in zones[f"arcana_{suit}"]} | {p.card for p in zones["battle"]}
        self.harvesting: frozenset = frozenset()

    def _places(self, harvesting_aces: int) -> int:
        return min(len(self.portents), 4 * harvesting_aces + 3 * self.harvests)

    def before(self, at: int) -> list[str]:
        return self.now + self.destiny[:max(at, 0)]

    def spent_for_harvests(self, at: int) -> int:
        return sum(1 for card in self.before(at) if card in self.harvesting)

    def brought(self, at: int) -> list[str]:
        """The cards the harvests of four may bring up by the trump at ``at``."""
        return self.portents[:self._places(self.spent_for_harvests(at))] if self.spent_for_harvests(at) else []

    def payers(self, at: int) -> int:
        cards = self.before(at)
        paying_aces = sum(1 for card in cards if KIND_OF[card] == "source" and card not in self.harvesting)
        return drawn_payers(cards) + paying_aces + min(4 * self.spent_for_harvests(at), drawn_payers(self.brought(at)))

    def pages(self, at: int) -> set[str]:
        return {SUIT_OF[card] for card in self.before(at) + self.brought(at)
                if KIND_OF[card] == "court" and RANK_OF[card] == "page"}

    def worth(self, i: int, j: int) -> int:
        """The most the Arcana paying trumps ``i`` to ``j`` may be worth (the docstring's run)."""
        first, last_at = self.trumps[i][0], self.trumps[j][0]
        brought = [card for card in self.brought(last_at) if KIND_OF[card] == "arcana"]
        entering = 4 * self.spent_for_harvests(last_at)
        last = next((card for card in reversed(self.destiny[:max(last_at, 0)]) if KIND_OF[card] == "arcana"), self.waiting)
        between = [n for n in self.keeps if first < n < last_at]
        seen = [VALUE_OF[card] for card in self.before(last_at) + brought if KIND_OF[card] == "arcana" and card != last]
        pages = self.pages(first)
        plain = _top(seen, 4 + len(pages) + len(between) + entering)
        standing = self.standing | self.kept_now
        for n, cards in self.keeps.items():
            if n < first:
                standing |= cards
        standing |= {card for card in self.brought(first) if KIND_OF[card] == "arcana"}
        at_first = sum(_top([VALUE_OF[card] for card in standing if SUIT_OF[card] == suit], 1 + (suit in pages))
                       for suit in SUITS)
        after = sum(max((VALUE_OF[card] for card in self.keeps[n]), default=0) for n in between)
        return min(plain, at_first + after + _top([VALUE_OF[card] for card in brought], entering))

    def fails(self, harvesting: frozenset) -> bool:
        """Whether, with ``harvesting`` the Aces spent for harvests of four, the needs of some
        partition of the trumps up to one of them pass its payers."""
        self.harvesting = harvesting
        most = [0] * (len(self.trumps) + 1)   # most[j + 1]: the most needs over partitions of trumps 0..j
        for j in range(len(self.trumps)):
            strengths: list[int] = []
            for i in range(j, -1, -1):
                insort(strengths, self.trumps[i][1])
                owed, need = sum(strengths) - self.worth(i, j), 0
                while owed > 0 and need < len(strengths):
                    owed -= strengths[-1 - need]
                    need += 1
                most[j + 1] = max(most[j + 1], most[i] + need)
            if most[j + 1] > self.payers(self.trumps[j][0]):
                return True
        return False


def search_kept(game: Game, state: State, nodes: int) -> dict:
    """The solver's proof from ``state`` in the world (every position with a Queen in the
    Portents cut, the walk asked beside the solver's own bound): "winnable" with a line replayed
    through ``apply``, "none in the world" where it ends with no line, else "unknown"."""
    budget = Budget(nodes=nodes)
    budget.begin()
    solver = solver_for(game, state, budget)
    bound = solver.hopeless
    solver.hopeless = lambda position: a_queen_lost(position) or bound(position) or unpaid(position)
    try:
        line, _ = solver.prove(state, 0, {})
    except OutOfBudget:
        return {"verdict": "unknown", "positions": budget.spent}
    if line is None:
        return {"verdict": "none in the world", "positions": budget.spent}
    if not replay_wins(game, state, line):
        raise AssertionError("a line found in the world does not replay to a win")
    return {"verdict": "winnable", "positions": budget.spent, "line": line}


def main() -> None:
    from tarot_table.games import get_game
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--nodes", type=int, default=2_000_000)
    args = parser.parse_args()
    game = get_game("queens-of-fate")
    started = time.process_time()
    result = search_kept(game, game.new(args.seed, game.check_options({"rules": "reiser"})), args.nodes)
    print(result["verdict"], result["positions"], f"{time.process_time() - started:.1f} s")


if __name__ == "__main__":
    main()
