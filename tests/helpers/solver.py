"""Solver lines and positions just before a deal's end."""
from __future__ import annotations
import random
from bisect import bisect_right

from tarot_table.games.base import Action, Game, Outcome, Placed, State
from tarot_table.games.queens_of_fate.removal_counts import HARVEST, KIND_OF, SOURCE, WITHOUT_KNIGHTS
from tarot_table.solver import Budget
from tarot_table.solver.search import Solver


def highest_queen_and_free_cards(state: State) -> tuple[int, list[str]] | None:
    """The place of the highest Queen of the Portents, and the free cards as the count
    for her reads them (every card outside the stuck places and not left out as never in
    play while she lies there: ``out_of_reach.never_in_play``), or None with no Queen in the
    Portents."""
    from tarot_table.games.queens_of_fate.out_of_reach import QUEENS, STUCK, never_in_play
    places = [n for n, p in enumerate(state.zones["portents"]) if p.card in QUEENS]
    if not places:
        return None
    beaten = never_in_play(state, places[-1])
    return places[-1], [p.card for zone, pile in state.zones.items() if zone not in STUCK
                        for p in pile if p.card not in beaten]


def reach_afresh(state: State) -> int:
    """``out_of_reach.never_leave_from`` worked out afresh, with nothing kept."""
    from tarot_table.games.queens_of_fate.coming_back import most_that_come_back
    from tarot_table.games.queens_of_fate.out_of_reach import ALL_CARDS
    portents = state.zones["portents"]
    gone = {p.card for zone in ("portents", "removed") for p in state.zones[zone]}
    free = [c for c in ALL_CARDS if c not in gone]
    met = frozenset(map(tuple, state.data["met"]))
    return min(len(portents), most_that_come_back(portents, free, met, len(portents)))


def greedy_line(game: Game, state: State) -> list[Action]:
    end, line = Solver(game, Budget()).rollout(state)
    return line


class TooBig(Exception):
    """A position with more lines than brute force is let try."""


def brute_force_wins(game: Game, state: State, limit: int = 30_000) -> bool:
    """Whether any line wins, by trying every legal move through ``legal_actions`` and
    ``apply``, with no table and no ordering: the slow, obvious check of a proof.
    Every check the solver tests finish takes under 10,000 moves (28 November); the
    positions over 30,000 went over 300,000 too, so a higher limit only waited longer
    (a minute and more of the suite) before giving up on them."""
    def won(position: State) -> bool:
        outcome = game.outcome(position)
        return outcome is not None and outcome.won_by(0)
    return some_line_reaches(game, state, won, limit)


def some_line_reaches(game: Game, state: State, reached, limit: int, order=list) -> bool:
    """Whether some line of legal moves, tried one by one through ``legal_actions`` and
    ``apply`` before the game ends, comes to a position where ``reached`` holds; TooBig
    past ``limit`` moves tried. ``order``: the order the moves of a position are tried in
    (``reversed``: the last listed first), every one of them tried."""
    count = 0

    def search(position: State) -> bool:
        nonlocal count
        if reached(position):
            return True
        if game.outcome(position) is not None:
            return False
        for action in order(game.legal_actions(position)):
            count += 1
            if count > limit:
                raise TooBig("the position is too big to try every line")
            after = position.clone()
            game.apply(after, action)
            if search(after):
                return True
        return False

    return search(state)


def position_before_end(game: Game, seed: int, options: dict, moves_left: int) -> State | None:
    """The position ``moves_left`` moves before the end of the quick bot's game of a deal
    it loses (None when it wins the deal)."""
    state = game.new(seed, options)
    line = greedy_line(game, state)
    played = state.clone()
    for action in line:
        game.apply(played, action)
    if game.outcome(played).won_by(0) or len(line) <= moves_left:
        return None
    for action in line[:len(line) - moves_left]:
        game.apply(state, action)
    return state


class Paths(Game):
    """A made-up solitaire on a small graph, with repetitions: a token walks from node
    to node; reaching "win" wins, a node with no way out loses."""

    id = "paths"
    bots = {"first": lambda game, view, rng: game.bot_moves(view)[0]}
    graph: dict[str, list[str]] = {}

    def zones(self, options, players):
        return ["at"]

    def setup(self, state):
        state.zones["at"] = [Placed("start", True)]

    def legal_actions(self, state):
        return [Action("walk", to=node) for node in self.graph[state.zones["at"][0].card]]

    def perform(self, state, action):
        state.zones["at"] = [Placed(action.to, True)]
        return []

    def outcome(self, state):
        here = state.zones["at"][0].card
        if here == "win":
            return Outcome((0,), (1.0,), "won")
        return None if self.graph[here] else Outcome((), (0.0,), "lost")


def key_written_in_full(game: Game, state: State):
    """The solver's key as it was written before it was made quicker (29 November): every
    place named, empty or not, and each card by its whole name and how it lies. What it
    counts as one position is what ``keys.position_key`` must count as one."""
    from hashlib import blake2b
    shortcuts = game.shortcuts
    tallies, groups = shortcuts.tallies, tuple(shortcuts.interchangeable(state))
    unordered, alike, lasting = shortcuts.unordered(state), shortcuts.alike(state), shortcuts.lasting(state)
    poured = shortcuts.poured_onto if lasting else {}
    grouped = frozenset(zone for group in groups for zone in group)
    marks = {(False, False): "v-", (False, True): "vr", (True, False): "^-", (True, True): "^r"}

    def written(pile) -> list[str]:
        return [("~alike" if p.card in alike else p.card) + marks[p.face_up, p.reversed] for p in pile]

    def key(position: State) -> bytes:
        data = {name: value for name, value in position.data.items() if name not in tallies}
        parts = [str(position.rng.state), str(position.to_act), repr(data)]
        zones = position.zones
        settled = lasting(position) if lasting else None
        for zone, pile in zones.items():
            if zone in grouped:
                continue
            parts.append(zone)
            if pile:
                if settled and zone in settled:
                    below = settled[zone]
                    cards = written(pile[:below]) + [f"+{len(pile) - below}"]
                else:
                    cards = written(pile)
                onto = poured.get(zone)
                if zone in unordered or (onto and settled and onto in settled and settled[onto] < len(zones[onto])):
                    cards.sort()
                parts.append("|".join(cards))
        for group in groups:
            parts.append("(")
            parts.extend(sorted([",".join(written(zones[zone])) for zone in group]))
            parts.append(")")
        return blake2b("|".join(parts).encode(), digest_size=16).digest()

    return key


def most_that_leave_in_order(portents, free: list[str], met: frozenset, enough: int) -> int:
    """The in-order count as it was before the four Aces gathered first (coming_back.py,
    29 November), kept to show what the new count tells apart. Reiser's rules: the most
    cards that can ever leave the bottom of ``portents`` before a card lying there now at
    that place or above it does (removal_counts.py's "the cards below leave in order"), or at least ``enough`` once that many can: the
    furthest the removals can reach, trying every order of harvests and Sources, where a
    harvest's set must have the cards it needs from the Portents gone already, and an Ace
    counts only from ``free`` or from a harvest's three (those a Source's four find
    leave the game)."""
    outside, place = set(free), {p.card: n for n, p in enumerate(portents)}
    opens_at = []   # for each set that may harvest: how many of the oldest must be gone first
    for condition, cards in WITHOUT_KNIGHTS:
        if condition in met:
            continue
        opens = 0
        for card in cards:
            if card not in outside:
                at = place.get(card)
                if at is None:
                    break   # out of play, in the Signs, or beaten in Fate: the set is never whole
                if at >= opens:
                    opens = at + 1
        else:
            opens_at.append(opens)
    opens_at.sort()
    aces_below = [0]   # aces_below[n]: the Aces among the n oldest
    for p in portents:
        aces_below.append(aces_below[-1] + (KIND_OF[p.card] == "source"))
    last = len(portents)
    # layers[gone]: for each count of harvests made, the most Aces in hand with that many
    # cards gone (more Aces can do all that fewer can); every step adds cards, so the
    # layers are worked out in order
    layers: list[dict[int, int]] = [{} for _ in range(enough + SOURCE)]
    layers[0][0] = sum(1 for c in free if KIND_OF[c] == "source")
    for gone in range(enough):
        for harvests, aces in layers[gone].items():
            if bisect_right(opens_at, gone) > harvests:
                found = aces_below[min(gone + HARVEST, last)] - aces_below[min(gone, last)]
                _keep_most_in_order(layers[gone + HARVEST], harvests + 1, aces + found)
            if aces:
                _keep_most_in_order(layers[gone + SOURCE], harvests, aces - 1)
    return max(gone for gone, layer in enumerate(layers) if layer)


def _keep_most_in_order(layer: dict[int, int], harvests: int, aces: int) -> None:
    if layer.get(harvests, -1) < aces:
        layer[harvests] = aces


def where_claimed_in_random_games(game: Game, options: dict, claim, games: int) -> list[State]:
    """The positions of ``games`` random games (every move drawn at random, seeds 0 up)
    where ``claim`` (a bound's answer: None where it makes none) names something."""
    fired = []
    for seed in range(games):
        chance, state = random.Random(seed), game.new(seed, options)
        while game.outcome(state) is None:
            if claim(state) is not None:
                fired.append(state.clone())
            game.apply(state, chance.choice(game.legal_actions(state)))
    return fired


def keeping_move(game: Game, state: State, chance: random.Random) -> Action:
    """A random legal move that keeps and secures cards and spends Aces nine times in ten
    where it may (a random game that gets far enough for the bounds to be asked)."""
    moves = game.legal_actions(state)
    kept = [a for a in moves if a.kind in ("keep-fate", "secure", "ace-harvest")]
    return chance.choice(kept if kept and chance.random() < 0.9 else moves)


def first_where_in_keeping_games(game: Game, options: dict, fires, games: int):
    """The first position of each of ``games`` random games of ``keeping_move``s (seeds 0
    up) where ``fires`` holds."""
    for seed in range(games):
        chance, state = random.Random(seed), game.new(seed, options)
        while game.outcome(state) is None:
            if fires(state):
                yield state.clone()
                break
            game.apply(state, keeping_move(game, state, chance))
