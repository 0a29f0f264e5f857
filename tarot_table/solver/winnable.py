"""Dealing only deals that can be won: deal after deal is searched briefly for a winning
line, from a starting deal number up, until one is found or the time allowed is spent.
Where deals proved ahead of time are known for the options chosen (shipped with the game,
proven.py, or found on this computer before, found_deals.py), a fresh deal is looked for
briefly and a known one, not lately dealt, is dealt when none turns up. Every deal found
is remembered."""
from __future__ import annotations

from dataclasses import dataclass

from tarot_table.games.base import Game
from tarot_table.solver import found_deals
from tarot_table.solver.budget import Budget
from tarot_table.solver.proven import pick_proven_deal, proven_deals
from tarot_table.solver.search import WINNABLE, Verdict, solve

SECONDS_ALLOWED = 2.0       # what the new-game page spends looking, at most
FIRST_LOOK_SECONDS = 1.0    # with shipped proven deals, how long a fresh deal is looked for
ROLLOUT_LEVELS = 1          # each deal gets the quick bot's line and one level of rollouts


@dataclass
class Found:
    """A deal proved winnable (``verdict`` holds its line), or None when none was found;
    ``tried``: how many deals were searched, so a second look starts after them."""

    seed: int | None
    verdict: Verdict | None
    tried: int


def find_winnable_deal(game: Game, options: dict[str, str], first_seed: int, budget: Budget,
                       deal_nodes: int = 4_000, most_deals: int = 1_000) -> Found:
    """The first deal from ``first_seed`` up that a short search proves winnable, each deal
    given at most ``deal_nodes`` positions, all of them together ``budget``."""
    budget.begin()
    options = game.check_options(options)
    for tried in range(most_deals):
        if budget.exhausted():
            return Found(None, None, tried)
        seed = first_seed + tried
        left = None if budget.nodes is None else budget.nodes - budget.spent
        deal = Budget(nodes=deal_nodes if left is None else min(deal_nodes, left), clock=budget.clock,
                      stop=budget.stop, courteous=budget.courteous)
        if budget.seconds is not None:
            deal.seconds = max(0.0, budget.seconds - budget.elapsed())
        verdict = solve(game, game.new(seed, options), deal, rollout_levels=ROLLOUT_LEVELS, prove=False)
        budget.spent += verdict.nodes
        if verdict.verdict == WINNABLE:
            return Found(seed, verdict, tried + 1)
    return Found(None, None, most_deals)



def round_budget() -> Budget:
    """A round's budget when none is given (tests put a count of positions in its place)."""
    return Budget(seconds=SECONDS_ALLOWED, courteous=True)


class WinnableDealer:
    """Looks for a winnable deal in a background thread, in rounds of ``SECONDS_ALLOWED``,
    until one is found or it is cancelled: the new-game page starts one as soon as
    "Winnable deals only" is chosen, so the deal is often ready when Start is pressed.
    ``on_found`` is called from the thread (to ask the window for a frame)."""

    def __init__(self, game: Game, options: dict[str, str], first_seed: int, on_found=None,
                 budget_for_round=None) -> None:
        import threading
        self.game = game
        self.options = dict(options)
        self.next_seed = first_seed
        self.found: Found | None = None
        self.tried = 0
        self.on_found = on_found
        self.budget_for_round = budget_for_round or round_budget
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._run, name="winnable-deal", daemon=True)

    def start(self) -> "WinnableDealer":
        self.thread.start()
        return self

    def _run(self) -> None:
        remembered = found_deals.remembered_deals(self.game, self.options)
        known = bool(proven_deals(self.game, self.options) or remembered)
        while not self.stop.is_set():
            budget = self.budget_for_round()
            budget.stop = self.stop
            if known and budget.seconds is not None:
                budget.seconds = min(budget.seconds, FIRST_LOOK_SECONDS)
            found = find_winnable_deal(self.game, self.options, self.next_seed, budget)
            self.tried += found.tried
            self.next_seed += found.tried
            if found.seed is not None:
                found_deals.remember_found(self.game, self.options, found.seed, found.verdict.line)
            elif known and not self.stop.is_set():
                found = self._known_deal(found.tried, remembered)
            if found.seed is not None:
                self.found = found
                if self.on_found is not None:
                    self.on_found()
                return

    def _known_deal(self, tried: int, remembered: tuple) -> Found:
        """A deal proved before (shipped, or found on this computer), not one lately dealt
        while another is known."""
        import random
        picked = pick_proven_deal(self.game, self.options, random.Random(self.next_seed), remembered,
                                  found_deals.recently_dealt(self.game, self.options))
        if picked is None:
            return Found(None, None, tried)
        seed, line = picked
        return Found(seed, Verdict(WINNABLE, line, found_by="proven deals"), tried)

    def cancel(self) -> None:
        self.stop.set()

    def wait(self, timeout: float | None = None) -> Found | None:
        """For tests and the command line: the deal, once the thread has ended."""
        self.thread.join(timeout)
        return self.found
