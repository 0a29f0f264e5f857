"""Random play that checks the rules' promises at every step.

Used by the property tests (driven by Hypothesis) and by ``tarot-table fuzz``,
which runs the same checks for as many actions as asked and counts failures.
"""
from __future__ import annotations

import itertools
import json
from collections import Counter
from dataclasses import dataclass, field

from tarot_table.games.base import HIDDEN, Action, Game, IllegalAction, Seat, State
from tarot_table.rng import Rng
from tarot_table.simulate import worker_pool

JUNK_KINDS = ("draw", "place", "flip", "secure", "commit", "endure", "teleport", "")
BLOCK_ACTIONS = 10_000   # a run is played in blocks of this many actions, each from its own seed


@dataclass
class Report:
    game: str
    actions: int = 0
    games: int = 0
    failures: list[str] = field(default_factory=list)


def option_sets(game: Game) -> list[dict[str, str]]:
    keys = [o.key for o in game.options]
    choices = (o.choices or (o.default,) for o in game.options)   # free-text options keep their default
    return [dict(zip(keys, values)) for values in itertools.product(*choices)]


def seat_counts(game: Game) -> list[int]:
    return list(range(game.min_players, game.max_players + 1))


def every_card(state: State) -> list[str]:
    return sorted(p.card for pile in state.zones.values() for p in pile)


def check_state(game: Game, state: State, cards: list[str], legal: list[Action] | None = None,
                saved: dict | None = None) -> list[str]:
    """The promises that hold at every moment of every game. ``legal`` and ``saved``
    (the state's legal actions and ``to_json()``) spare working them out again."""
    problems = []
    now = every_card(state)
    if now != cards:
        lost = sorted(set(cards) - set(now))
        extra = sorted(set(now) - set(cards))
        problems.append(f"cards not conserved (lost {lost[:3]}, extra {extra[:3]}, count {len(now)})")
    legal = game.legal_actions(state) if legal is None else legal
    if game.current_seat(state) is not None and not legal:
        problems.append("the seat to act has no legal action")
    saved = state.to_json() if saved is None else saved
    again = State.from_json(json.loads(json.dumps(saved)))
    if again.to_json() != saved:
        problems.append("state does not round-trip through JSON")
    problems += check_promises(game, state, legal)
    for seat in range(len(state.seats)):
        view = game.peek(state, seat)   # view() is peek() copied: the same cards hidden
        for zone, pile in state.zones.items():
            for placed, seen in zip(pile, view.zones[zone]):
                if seen.card != HIDDEN and not game.can_see(state, zone, placed, seat):
                    problems.append(f"seat {seat} can see {placed.card} in {zone}")
    return problems


def check_promises(game: Game, state: State, legal: list[Action]) -> list[str]:
    """What a game promises so its peeks and ``simulate`` can take short cuts: which
    zones are always face down and which always face up, moves listed alike from the
    acting seat's view, and a move said to be the only one."""
    problems = []
    blind, owners, mixed = game.sight.blind, game.private_zones(state), game.sight.mixed
    for zone, pile in state.zones.items() if blind is not None else ():
        if zone in blind and any(p.face_up or p.reversed for p in pile):
            problems.append(f"a card lies face up or reversed in {zone}, which is always face down")
        elif zone not in blind and zone not in owners and zone not in mixed and not all(p.face_up for p in pile):
            problems.append(f"a card lies face down in {zone}, which is always face up")
    forced = game.forced_move(state)
    if forced is not None and legal != [forced]:
        problems.append(f"{forced.kind} is said to be the only move, but the rules list {len(legal)}")
    seat = game.current_seat(state)
    if game.lists_from_view and seat is not None:
        if Counter(game.bot_moves(game.peek(state, seat))) != Counter(legal):
            problems.append(f"seat {seat}'s view lists other moves than the state")
    return problems


def junk_action(state: State, rng: Rng) -> Action:
    """A random, probably ill-formed action: any kind, card, zone or choice."""
    zones = list(state.zones) + ["nowhere", None]
    cards = every_card(state) + ["major_arcana.99", None]
    return Action(rng.choice(JUNK_KINDS), card=rng.choice(cards), to=rng.choice(zones),
                  choice=rng.choice([None, "sacrifice", "awaken", "done", "x"]), src=rng.choice(zones))


def check_refusal(game: Game, state: State, action: Action, legal: list[Action] | None = None,
                  before: dict | None = None) -> list[str]:
    """An action that is not legal must be refused with a reason and change nothing.
    ``legal`` and ``before`` are the state's legal actions and ``to_json()``, if known."""
    if game.outcome(state) is None and action in (game.legal_actions(state) if legal is None else legal):
        return []
    before = state.to_json() if before is None else before
    try:
        game.apply(state, action)
    except IllegalAction as refusal:
        problems = [] if refusal.reason else ["an illegal action was refused without a reason"]
        if state.to_json() != before:
            problems.append(f"refusing {action.to_json()} changed the state")
        return problems
    return [f"illegal action {action.to_json()} was accepted"]


def play_one(game: Game, seed: int, options: dict[str, str], players: int, rng: Rng,
             budget: int, report: Report) -> None:
    seats = [Seat(f"Seat {i + 1}") for i in range(players)]
    state = game.new(seed, options, seats)
    cards = every_card(state)
    log: list[Action] = []
    where = f"{game.id} seed {seed} {options} players {players}"
    while budget > 0:
        legal = game.legal_actions(state)
        saved = state.to_json()
        problems = (check_state(game, state, cards, legal, saved)
                    + check_refusal(game, state, junk_action(state, rng), legal, saved))
        for problem in problems:
            report.failures.append(f"{where} after {len(log)} actions: {problem}")
        if problems:   # a refusal may have changed the state after all
            legal = game.legal_actions(state)
        if game.current_seat(state) is None or not legal:
            break
        action = rng.choice(legal)
        game.apply(state, action)
        log.append(action)
        report.actions += 1
        budget -= 1
    replay = game.new(seed, options, seats)
    for action in log:
        game.apply(replay, action)
    if replay.to_json() != state.to_json():
        report.failures.append(f"{where}: replaying the action log from the seed gives another state")
    report.games += 1


def fuzz(game: Game, actions: int, seed: int = 0, workers: int = 1) -> Report:
    """Random play for ``actions`` actions. The run is cut into blocks of
    ``BLOCK_ACTIONS``, each played from a seed of its own and spread over ``workers``
    processes, so a seed gives the same report for any number of workers."""
    blocks = fuzz_blocks(actions, seed)
    if workers <= 1 or len(blocks) < 2:
        parts = [fuzz_block(game, size, block_seed) for size, block_seed in blocks]
    else:
        with worker_pool(min(workers, len(blocks))) as pool:
            parts = list(pool.map(fuzz_block, itertools.repeat(game), *zip(*blocks)))
    report = Report(game.id)
    for part in parts:
        report.actions += part.actions
        report.games += part.games
        report.failures += part.failures
    return report


def fuzz_blocks(actions: int, seed: int) -> list[tuple[int, int]]:
    """(actions, seed) of each block of a run; the first block plays from ``seed`` itself."""
    sizes = [min(BLOCK_ACTIONS, actions - start) for start in range(0, actions, BLOCK_ACTIONS)]
    return [(size, seed if i == 0 else Rng(seed * 1_000_003 + i).next_u64()) for i, size in enumerate(sizes)]


def fuzz_block(game: Game, actions: int, seed: int) -> Report:
    report = Report(game.id)
    rng = Rng(seed)
    sets = option_sets(game)
    counts = seat_counts(game)
    while report.actions < actions:
        done = report.actions
        play_one(game, rng.below(1 << 31), rng.choice(sets), rng.choice(counts), rng,
                 actions - report.actions, report)
        if report.actions == done:   # a deal with no move at all: report it once and stop
            report.failures.append(f"{game.id}: a new game offered no action")
            break
    return report
