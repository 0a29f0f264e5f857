"""Solver lines and positions just before a deal's end."""
from __future__ import annotations
from tarot_table.games.base import Action, Game, Outcome, Placed, State
from tarot_table.solver import Budget
from tarot_table.solver.search import Solver


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
    count = 0

    def wins(position: State) -> bool:
        nonlocal count
        outcome = game.outcome(position)
        if outcome is not None:
            return outcome.won_by(0)
        for action in game.legal_actions(position):
            count += 1
            if count > limit:
                raise TooBig("the position is too big to check by brute force")
            after = position.clone()
            game.apply(after, action)
            if wins(after):
                return True
        return False

    return wins(state)


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
