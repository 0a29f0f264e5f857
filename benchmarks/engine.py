"""In-process figures: games/s per game and bot, bot decision times, undo and load of
a long game, autosave, sprites, and frames while dragging. Every game in the registry
is measured, so a game added later is covered without touching this file.

Times are this process's CPU time, so that other work on a shared machine does not
inflate them; on an idle machine it equals the time a player waits (autosave, which
waits on the disk, is timed by the wall clock)."""
from __future__ import annotations

import os
import statistics
import time
from pathlib import Path

import pygame

from tarot_table.collection import COLLECTION
from tarot_table.games import GAMES
from tarot_table.games.base import Game, State
from tarot_table.rng import Rng
from tarot_table.session import Session
from tarot_table.simulate import play_block

LONG_GAME = 500          # the move the issue asks undo and load to be timed at
DRAG_SEARCH_MOVES = 40   # quick-bot moves played to reach a position with a card to drag
clock = time.process_time


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def _seats(game: Game, bot: str) -> list:
    seats = game.default_seats(game.min_players)
    for seat in seats:
        seat.bot = bot
    return seats


def games_per_second(budget_s: float = 2.0, rounds: int = 5) -> dict:
    """Each bot in every seat of each game: as many deals as the first round plays in
    ``budget_s / rounds``, played again from the same seeds in each later round. Like
    ``timeit``, the speed is the quickest round's (other work on the machine and the
    host only ever slow a round down); the median round is reported beside it. A bot
    whose one game overruns a round twice over is timed on that game alone."""
    out = {}
    for game in GAMES.values():
        options = game.check_options({})
        for bot in game.bots:
            pairing = (bot,) * game.min_players
            played = actions = 0
            started = clock()
            while clock() - started < budget_s / rounds:
                actions += play_block(game, range(played, played + 1), options, pairing).actions
                played += 1
            times = [clock() - started]
            slow = times[0] > 2 * budget_s / rounds   # one game overran the round: not repeated
            for _ in range(0 if slow else rounds - 1):
                began = clock()
                play_block(game, range(played), options, pairing)
                times.append(clock() - began)
            best, median = min(times), statistics.median(times)
            out[f"{game.id} {bot}"] = {"games_per_s": played / best, "median_games_per_s": played / median,
                                       "actions_per_s": actions / best, "games": played, "rounds": len(times)}
    return out


def fuzz_rates(budget_s: float = 2.0) -> dict:
    """Actions/s of the rule fuzz (every check at every step) on one worker, per game."""
    from tarot_table.fuzz import fuzz_block
    out = {}
    for game in GAMES.values():
        checked = failures = 0
        started = clock()
        seed = 0
        while clock() - started < budget_s:
            report = fuzz_block(game, 200, seed)
            checked += report.actions
            failures += len(report.failures)
            seed += 1
        out[game.id] = {"actions_per_s": checked / (clock() - started), "actions": checked, "failed": failures}
    return out


def positions(game: Game, count: int = 60) -> list[tuple[State, int]]:
    """Positions met in quick-bot games: (state, seat to act)."""
    quick = game.bots[next(iter(game.bots))]
    found: list[tuple[State, int]] = []
    seed = 0
    while len(found) < count and seed < 50:
        state = game.new(seed, game.check_options({}), _seats(game, next(iter(game.bots))))
        rng = Rng(seed)
        while (seat := game.current_seat(state)) is not None and len(found) < count:
            found.append((state.clone(), seat))
            game.apply(state, quick(game, game.view(state, seat), rng))
        seed += 1
    return found


def bot_decisions(budget_s: float = 4.0) -> dict:
    """p95 and worst time of one decision for every bot, on the positions quick play meets.
    Each decision follows the rest the table makes before a bot moves, with what the app
    does in it (``BotRunner.pause``: the collector's pass of a bot's rest), untimed."""
    out = {}
    for game in GAMES.values():
        sample = positions(game)
        for name, bot in game.bots.items():
            times = []
            started = clock()
            for i, (state, seat) in enumerate(sample):
                COLLECTION.bot_rests()
                view = game.view(state, seat)
                began = clock()
                bot(game, view, Rng(i))
                times.append(clock() - began)
                if clock() - started > budget_s:
                    break
            out[f"{game.id} {name}"] = {"p95_ms": 1000 * percentile(times, 0.95),
                                        "max_ms": 1000 * max(times), "decisions": len(times)}
    return out


def long_session(game: Game) -> Session:
    """The longest game random play finds among a few deals (none may last 500 moves)."""
    best: Session | None = None
    for seed in range(20):
        session = Session.start(game, seed, {}, _seats(game, next(iter(game.bots))))
        rng = Rng(seed)
        while game.current_seat(session.state) is not None and len(session.actions) < LONG_GAME:
            session.play(rng.choice(game.legal_actions(session.state)))
        if best is None or len(session.actions) > len(best.actions):
            best = session
        if len(best.actions) >= LONG_GAME:
            break
    return best


def undo_and_load(folder: Path) -> dict:
    """Undo (a replay from the deal) and loading a save, at the longest game found; when
    no game reaches move 500 the time is also scaled to 500 moves."""
    from tarot_table import saves
    out = {}
    for game in GAMES.values():
        session = long_session(game)
        moves = len(session.actions)
        path = folder / f"{game.id}.json"
        saves.atomic_write(path, __import__("json").dumps(saves.payload(session)))
        load_s = min(_timed(lambda: saves.load(path)) for _ in range(3))
        replay_s = min(_timed(lambda: session.state_after(len(session.actions) - 1)) for _ in range(3))
        scale = LONG_GAME / max(1, moves)
        out[game.id] = {"moves": moves, "undo_ms": 1000 * replay_s, "load_ms": 1000 * load_s,
                        "undo_ms_at_500": 1000 * replay_s * scale, "load_ms_at_500": 1000 * load_s * scale}
    return out


def _timed(work, timer=None) -> float:
    timer = timer or clock
    began = timer()
    work()
    return timer() - began


def autosave(repeats: int = 40) -> dict:
    """Writing the autosave of a game in progress (with its .bak and fsync)."""
    from tarot_table import saves
    out = {}
    for game in GAMES.values():
        session = long_session(game)
        times = [_timed(lambda: saves.save(session), time.perf_counter) for _ in range(repeats)]
        out[game.id] = {"p95_ms": 1000 * percentile(times, 0.95), "moves": len(session.actions)}
    return out


def sprites() -> dict:
    from tarot_table.cards import TAROT_DECK
    from tarot_table.decks.art import CardArt
    from tarot_table.decks.discovery import choose_deck
    deck = choose_deck(None)
    out = {"deck": deck.name if deck else "drawn deck"}
    for label in ("cold", "warm"):
        started = clock()
        art = CardArt(deck)
        for card in TAROT_DECK:
            art.face(card, (120, 210))
        out[f"{label}_ms_per_card"] = 1000 * (clock() - started) / len(TAROT_DECK)
    return out


def drag_frames(size: tuple[int, int] = (1920, 1080), frames: int = 120) -> dict:
    """p99 and median of a whole frame (events, update, draw, flip) for every game, at
    the first position of a quick-bot game that offers a card to drag (a game may open
    on a choice made with buttons), three ways: a card dragged round the settled table
    ("drag"), dragged while the deal still flies out ("drag while dealing"), and the
    deal flying out under a pointer that only moves ("animating"). The deal is started
    again whenever it has landed, so every frame measured has cards in motion.

    p99 of 120 frames is the second-slowest, so the slowest frame is given too: the
    first frame of a drag or of a deal, which sets the moving cards apart from the kept
    table, is the one most likely to be it."""
    from tarot_table.table.app import picture_app
    from tarot_table.table.scenes.table import TableScene
    app = picture_app(size)
    app.settings.animation = "normal"
    out = {}
    for game in GAMES.values():
        session = drag_position(game)
        scene = TableScene(app, session, saving=False)
        app.switch(scene)
        for _ in range(3):
            app.step(0.016)
        card = next((p.card for _, _, p, _ in scene.visible_cards() if scene.card_actions(p.card)), None)
        if card is None:
            out[game.id] = {"skipped": f"no card to drag in the first {DRAG_SEARCH_MOVES} moves"}
            continue
        figures = {}
        for name, dragging, dealing in (("", True, False), ("dealing_", True, True), ("animating_", False, True)):
            times, shares = _frames(app, scene, card, frames, dragging, dealing)
            figures[f"{name}p99_ms"] = 1000 * percentile(times, 0.99)
            figures[f"{name}median_ms"] = 1000 * statistics.median(times)
            figures[f"{name}worst_ms"] = 1000 * max(times)
            figures[f"{name}presented_median_pct"] = 100 * statistics.median(shares)
            figures[f"{name}whole_frames"] = shares.count(1.0)
        out[game.id] = figures
        scene.leave()
    return out


def drag_position(game: Game) -> Session:
    """Deal 1 played by the quick bot to the first position where the player has a card
    to drag (a game may open on a choice made with buttons), or DRAG_SEARCH_MOVES moves."""
    session = Session.start(game, 1, {})
    quick, rng = game.bots[next(iter(game.bots))], Rng(1)
    for _ in range(DRAG_SEARCH_MOVES):
        seat = game.current_seat(session.state)
        if seat is None or (seat == 0 and any(a.card or a.src for a in game.legal_actions(session.state))):
            break
        session.play(quick(game, game.view(session.state, seat), rng))
    return session


def _frames(app, scene, card: str, frames: int, dragging: bool, dealing: bool) -> tuple[list[float], list[float]]:
    """The CPU time of each of ``frames`` frames with the pointer moving round the window,
    and the share of the window each presented (1.0: all of it)."""
    scene.motions.clear()
    scene.token_moves.clear()
    start = scene.card_rect(card).center
    if dragging:
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        app.step(0.016)
    times, shares = [], []
    w, h = app.screen.get_size()
    present = app.present

    def presenting(parts) -> None:
        shares.append(1.0 if parts is None else min(1.0, sum(r.width * r.height for r in parts) / (w * h)))
        present(parts)

    app.present = presenting
    try:
        for i in range(frames):
            if dealing and not scene.animating():
                _deal_again(scene)
            pos = (int(w / 2 + w / 3 * _wave(i, 0)), int(h / 2 + h / 3 * _wave(i, 1)))
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                                 buttons=(1, 0, 0) if dragging else (0, 0, 0)))
            began = clock()
            app.step(0.016)
            times.append(clock() - began)
    finally:
        del app.present
    if dragging:
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=start, button=1))
        app.step(0.016)
    scene.motions.clear()
    return times, shares


def _deal_again(scene) -> None:
    """The scene's own deal animation, as a fresh table starts it."""
    actions, scene.session.actions = scene.session.actions, []
    try:
        scene.view.deal()
    finally:
        scene.session.actions = actions


def _wave(i: int, phase: int) -> float:
    import math
    return math.sin(i / 9 + phase * math.pi / 2)


def headless_environment(home: Path) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ["TAROT_TABLE_HOME"] = str(home)
