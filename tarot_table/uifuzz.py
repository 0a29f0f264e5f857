"""Random input at the whole app: ``tarot-table fuzz GAME --ui``.

The app is opened headless on GAME's table and fed random pointer moves, clicks,
drags, wheel turns, keys, typing and window resizes, one frame at a time, through
the same ``App.step`` a player's window uses. Wherever the input leads (menu,
dialogs, rules, the large card view, other games) the fuzz follows; after a while
away it opens GAME's table again. It fails on any exception, on any error report
the app writes, and on any card lost or duplicated on a table.

A run is repeatable from its seed: the app runs on a ``ManualClock`` that only the fuzz
moves, and the bots' background moves are waited for before the next frame.
"""
from __future__ import annotations

import os
import tempfile
import traceback
from collections import Counter
from contextlib import contextmanager
from dataclasses import dataclass, field

import pygame

from tarot_table import paths
from tarot_table.clock import ManualClock
from tarot_table.fuzz import every_card, option_sets, seat_counts
from tarot_table.games.base import Game, Seat
from tarot_table.rng import Rng

AWAY_LIMIT = 40             # gestures spent off GAME's table before it is opened again
RECENT_KEPT = 12            # gestures quoted with a failure
SIZES = ((1024, 700), (1280, 800), (1366, 768), (1600, 1000), (1920, 1080), (2560, 1440))
LETTERS = "abcdefghijklmnopqrstuvwxyz0123456789 "


@dataclass
class UiReport:
    game: str
    events: int = 0
    frames: int = 0
    tables: int = 0          # tables of GAME opened by the fuzz
    moves: int = 0           # moves the rules accepted on any table
    finished: int = 0        # games seen reaching their end
    scenes: Counter = field(default_factory=Counter)   # frames spent on each kind of screen
    failures: list[str] = field(default_factory=list)


@contextmanager
def fuzz_world():
    """A private home (the player's saves, settings and statistics are never touched)
    and a headless display."""
    saved_env = {k: os.environ.get(k) for k in ("TAROT_TABLE_HOME", "SDL_VIDEODRIVER", "SDL_AUDIODRIVER",
                                                "TAROT_TABLE_RELEASES_API")}
    with tempfile.TemporaryDirectory(prefix="tarot-ui-fuzz-") as home:
        os.environ["TAROT_TABLE_HOME"] = home
        os.environ["TAROT_TABLE_RELEASES_API"] = "http://127.0.0.1:9/"   # a click on Download stays on loopback
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        try:
            with hosting_on_loopback():
                yield
        finally:
            for key, value in saved_env.items():
                if value is None:
                    os.environ.pop(key, None)
                else:
                    os.environ[key] = value


@contextmanager
def hosting_on_loopback():
    """A table the fuzz hosts from a new-game page listens and is looked for on loopback
    only, announced to no one, and its host stops with the fuzz."""
    try:
        from tarot_table.net import app_host
        from tarot_table.table.scenes import join
    except ImportError:   # no WebSocket library here: the app can host nothing either
        yield
        return
    saved = app_host.LISTEN_ON, app_host.ANNOUNCE, join.LOOK_ON
    app_host.LISTEN_ON, app_host.ANNOUNCE, join.LOOK_ON = "127.0.0.1", False, ["127.0.0.1"]
    try:
        yield
    finally:
        app_host.stop()
        app_host.LISTEN_ON, app_host.ANNOUNCE, join.LOOK_ON = saved


class UiFuzzer:
    def __init__(self, game: Game, seed: int, size: tuple[int, int]) -> None:
        from tarot_table.table.app import App
        from tarot_table.table.presented import PresentedWindow
        self.game = game
        self.seed = seed
        self.rng = Rng(seed)
        self.clock = ManualClock()   # the app's time, moved only by the fuzz
        self.report = UiReport(game.id)
        self.app = App(headless=True, size=size, clock=self.clock)
        self.presented = PresentedWindow(self.app)
        self.recent: list[str] = []
        self.away = 0
        self.seen: tuple[object, list[str], int] | None = None   # (session, its cards, moves counted)
        self.crash_logs = 0
        self.finished: list = []     # sessions already counted as finished
        self.redraw: pygame.Surface | None = None   # where a whole redraw is made, kept from frame to frame

    # ---- the run ---------------------------------------------------------------------
    def run(self, events: int) -> UiReport:
        self.open_table()
        while self.report.events < events:
            gesture, batch = self.gesture()
            self.recent = (self.recent + [gesture])[-RECENT_KEPT:]
            for chunk in self._frames(batch):
                for event in chunk:
                    pygame.event.post(event)
                self.report.events += len(chunk)
                if not self.frame():
                    break
            self.follow()
        for scene in self.app.scenes:
            scene.leave()
        self.app.put_away_background_work()   # its home folder is removed next
        return self.report

    def _frames(self, batch: list) -> list[list]:
        """Events reach the app one to three per frame, as they do from a real window."""
        frames, i = [], 0
        while i < len(batch):
            take = 1 + self.rng.below(3)
            frames.append(batch[i:i + take])
            i += take
        return frames or [[]]

    def frame(self) -> bool:
        """One frame of the app; False (and a failure written down) if it went wrong."""
        self.clock.advance(0.016 + 0.05 * self.rng.random())
        try:
            self.app.step(0.016)
            self.wait_for_bots()
            problems = self.check()
        except Exception as err:   # the whole point: anything at all is a finding
            problems = [f"{type(err).__name__}: {err}\n{_short_trace()}"]
        self.report.frames += 1
        if problems:
            self.fail(problems)
            return False
        return True

    def fail(self, problems: list[str]) -> None:
        where = f"{self.game.id} --seed {self.seed}, event {self.report.events}"
        recent = " | ".join(self.recent)
        for problem in problems:
            self.report.failures.append(f"{where}: {problem}\n    after: {recent}")
        pygame.event.clear()
        self.open_table()

    def wait_for_bots(self) -> None:
        """Let a bot or hint that started thinking finish, so the run does not depend on
        how fast this machine is."""
        for scene in self.app.scenes:
            runner = getattr(scene, "bots", None)
            if runner is not None:
                runner.finish()

    # ---- what is checked after every frame ----------------------------------------------
    def check(self) -> list[str]:
        problems = []
        logs = paths.log_dir()
        count = len(list(logs.glob("*.log"))) if logs.is_dir() else 0
        if count > self.crash_logs:
            newest = max(logs.glob("*.log"), key=lambda p: p.stat().st_mtime)
            problems.append("the app wrote an error report:\n" + newest.read_text(encoding="utf-8")[-1500:])
            self.crash_logs = count
        for scene in self.app.scenes:
            session = getattr(scene, "session", None)
            if session is not None and hasattr(scene, "visible_cards") and hasattr(session, "fresh_state"):
                # (a seat at a network table holds only its view: the cards are counted by the host)
                problems += self.check_table(scene, session)
        top = self.app.scenes[-1] if self.app.scenes else None
        if hasattr(top, "still_table") and (top.still_table is not None or self.presented.last is not None):
            problems += self.check_kept_table(top)   # a table kept, or a frame repainted in parts
        if not self.presented.shows_screen():
            problems.append("the window presented differs from the frame drawn (a part left out of the update)")
        return problems

    def check_kept_table(self, scene) -> list[str]:
        """The table kept under moving cards, or a frame repainted in parts (the status
        bar alone, say), must show what a whole redraw shows."""
        from tarot_table.table.presented import same_pixels
        from tarot_table.table.scenes.table_draw import draw_afresh
        fresh = self.screen_copy()
        draw_afresh(scene, fresh)
        self.app.draw_above_scene(fresh)
        if not same_pixels(fresh, self.app.screen):
            return ["the table kept under moving cards, or repainted in parts, differs from a whole redraw of the same moment"]
        return []

    def screen_copy(self) -> pygame.Surface:
        """A copy of the screen, on the same surface each frame while the window keeps its
        size (a fresh 2.8 MB surface a frame cost the fuzz a million page faults a game)."""
        screen = self.app.screen
        same_kind = self.redraw is not None and self.redraw.get_size() == screen.get_size() and \
            (self.redraw.get_bitsize(), self.redraw.get_masks()) == (screen.get_bitsize(), screen.get_masks())
        if not same_kind:
            self.redraw = screen.copy()
            return self.redraw
        self.redraw.set_clip(None)
        self.redraw.blit(screen, (0, 0))
        return self.redraw

    def check_table(self, scene, session) -> list[str]:
        if self.seen is None or self.seen[0] is not session:
            self.seen = (session, every_card(session.fresh_state()), len(session.actions))
        _, cards, counted = self.seen
        problems = []
        now = every_card(session.state)
        if now != cards:
            lost = sorted(set(cards) - set(now))
            extra = sorted(set(now) - set(cards)) or sorted(c for c in set(now) if now.count(c) > 1)
            problems.append(f"cards not conserved on the table (lost {lost[:3]}, extra {extra[:3]})")
        if scene.drag is not None and scene.drag.card not in now:
            problems.append(f"the card being dragged, {scene.drag.card}, is not on the table")
        if len(session.actions) > counted:
            self.report.moves += len(session.actions) - counted
        if session.finished and not any(s is session for s in self.finished):
            self.finished.append(session)
            self.report.finished += 1
        self.seen = (session, cards, len(session.actions))
        return problems

    # ---- where the input has led ---------------------------------------------------------
    def follow(self) -> None:
        scene = self.app.scenes[-1] if self.app.scenes else None
        self.report.scenes[type(scene).__name__] += 1
        on_game = getattr(scene, "game", None) is self.game and hasattr(scene, "visible_cards")
        self.away = 0 if on_game else self.away + 1
        if not self.app.running or self.away > AWAY_LIMIT:
            self.app.running = True
            self.open_table()

    def open_table(self) -> None:
        from tarot_table.session import Session
        from tarot_table.table.scenes.table import TableScene
        options = self.rng.choice(option_sets(self.game))
        players = self.rng.choice(seat_counts(self.game))
        seats = self.game.default_seats(players)
        for seat in seats[1:]:   # some tables are shared by people on one screen
            seat.bot = self.rng.choice([None] + sorted(self.game.bots))
        seats = [Seat(s.name, s.bot) for s in seats]
        session = Session.start(self.game, self.rng.below(1_000_000), options, seats)
        self.app.switch(TableScene(self.app, session))
        self.report.tables += 1
        self.away = 0

    # ---- random input ----------------------------------------------------------------------
    def gesture(self) -> tuple[str, list]:
        on_table = bool(self.app.scenes) and hasattr(self.app.scenes[-1], "visible_cards")
        kinds = (("move", 22), ("click", 16), ("drag", 30 if on_table else 8), ("key", 16), ("type", 4), ("right", 4),
                 ("double", 3), ("wheel", 4), ("rest", 5), ("press", 3), ("release", 2), ("resize", 1),
                 ("other button", 1))
        roll = self.rng.below(sum(w for _, w in kinds))
        for kind, weight in kinds:
            if roll < weight:
                return kind, getattr(self, "_" + kind.replace(" ", "_"))()
            roll -= weight
        raise AssertionError("unreachable")

    def point(self) -> tuple[int, int]:
        """Somewhere worth pointing at: mostly a button, field, card or zone of the screen."""
        w, h = self.app.screen.get_size()
        rects = self.targets()
        dialog = getattr(self.app.scenes[-1], "summary_buttons", None) if self.app.scenes else None
        if dialog and self.rng.random() < 0.5:   # a dialog on the table: its buttons are what matter
            rects = [b.rect for b in dialog]
        if rects and self.rng.random() < 0.8:
            rect = self.rng.choice(rects)
            x = rect.x + self.rng.below(max(1, rect.width))
            y = rect.y + self.rng.below(max(1, rect.height))
            return min(max(0, x), w - 1), min(max(0, y), h - 1)
        return self.rng.below(w), self.rng.below(h)

    def targets(self) -> list[pygame.Rect]:
        from tarot_table.table.widgets import Button, TextField
        if not self.app.scenes:
            return []
        scene = self.app.scenes[-1]
        rects = []
        for value in list(vars(scene).values()):
            items = value if isinstance(value, list) else [value]
            rects += [item.rect for item in items if isinstance(item, (Button, TextField))]
        if hasattr(scene, "visible_cards") and scene.geometry is not None:
            rects += [scene.card_rect(p.card) for _, _, p, _ in scene.visible_cards()]
            rects += [scene.geometry.spot_rect(s) for s in scene.geometry.layout.spots]
        return rects

    def _move(self) -> list:
        return [_motion(self.point(), (0, 0, 0))]

    def _click(self, button: int = 1) -> list:
        pos = self.point()
        return [_event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                _event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]

    def _right(self) -> list:
        return self._click(3)

    def _other_button(self) -> list:
        return self._click(self.rng.choice([2, 4, 5, 6]))

    def _double(self) -> list:
        once = self._click()
        return once + [pygame.event.Event(e.type, e.dict) for e in once]

    def _press(self) -> list:
        return [_event(pygame.MOUSEBUTTONDOWN, pos=self.point(), button=self.rng.choice([1, 1, 3]))]

    def _release(self) -> list:
        return [_event(pygame.MOUSEBUTTONUP, pos=self.point(), button=self.rng.choice([1, 1, 3]))]

    def _drag(self) -> list:
        start, end = self.point(), self.point()
        scene = self.app.scenes[-1] if self.app.scenes else None
        if hasattr(scene, "card_actions") and scene.geometry is not None and self.rng.random() < 0.7:
            start, end = self._legal_drag(scene) or (start, end)
        steps = 2 + self.rng.below(6)
        batch = [_event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)]
        for i in range(1, steps + 1):
            x = start[0] + (end[0] - start[0]) * i // steps
            y = start[1] + (end[1] - start[1]) * i // steps
            batch.append(_motion((x, y), (1, 0, 0)))
        batch.append(_event(pygame.MOUSEBUTTONUP, pos=end, button=1))
        return batch

    def _legal_drag(self, scene) -> tuple[tuple[int, int], tuple[int, int]] | None:
        """A drag a player who knows the rules might make, so games get somewhere."""
        movable = [(p.card, a) for _, _, p, _ in scene.visible_cards()
                   for a in scene.card_actions(p.card) if a.to]
        if not movable:
            return None
        card, action = self.rng.choice(movable)
        spots = {s.zone: s for s in scene.geometry.layout.spots}
        if action.to not in spots:
            return None
        start = scene.card_rect(card).center
        end = scene.geometry.spot_rect(spots[action.to]).center
        return start, end

    def _wheel(self) -> list:
        return [_event(pygame.MOUSEWHEEL, x=0, y=self.rng.choice([-3, -1, 1, 3]), flipped=False)]

    def _rest(self) -> list:
        """The pointer stays still long enough for anything that waits on a resting pointer."""
        self.clock.advance(0.5 + 1.5 * self.rng.random())
        return [_motion(self.point(), (0, 0, 0))]

    def _key(self) -> list:
        keys = ((pygame.K_ESCAPE, 0, 4), (pygame.K_F1, 0, 2), (pygame.K_F11, 0, 1), (pygame.K_TAB, 0, 4),
                (pygame.K_TAB, pygame.KMOD_SHIFT, 1), (pygame.K_RETURN, 0, 3), (pygame.K_SPACE, 0, 1),
                (pygame.K_z, pygame.KMOD_CTRL, 3), (pygame.K_y, pygame.KMOD_CTRL, 2),
                (pygame.K_h, 0, 2), (pygame.K_l, 0, 2), (pygame.K_BACKSPACE, 0, 1),
                (pygame.K_a, pygame.KMOD_CTRL, 1), (pygame.K_c, pygame.KMOD_CTRL, 1),
                (pygame.K_v, pygame.KMOD_CTRL, 1), (pygame.K_DELETE, 0, 1), (pygame.K_LEFT, 0, 1),
                (pygame.K_RIGHT, 0, 1), (pygame.K_UP, 0, 1), (pygame.K_DOWN, 0, 1),
                (pygame.K_PAGEUP, 0, 1), (pygame.K_PAGEDOWN, 0, 1), (pygame.K_HOME, 0, 1), (pygame.K_END, 0, 1))
        roll = self.rng.below(sum(w for *_, w in keys))
        for key, mod, weight in keys:
            if roll < weight:
                return _key_events(key, mod)
            roll -= weight
        raise AssertionError("unreachable")

    def _type(self) -> list:
        words = "".join(self.rng.choice(LETTERS) for _ in range(1 + self.rng.below(6)))
        batch = []
        for ch in words:
            batch += _key_events(pygame.key.key_code(ch) if ch.strip() else pygame.K_SPACE, 0, ch)
        return batch

    def _resize(self) -> list:
        size = self.rng.choice(SIZES)
        if not getattr(self.app, "fullscreen", False):
            pygame.display.set_mode(size)
        return [_event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])]


def _event(kind: int, **fields) -> pygame.event.Event:
    return pygame.event.Event(kind, **fields)


def _motion(pos: tuple[int, int], buttons: tuple[int, int, int]) -> pygame.event.Event:
    return _event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons)


def _key_events(key: int, mod: int, text: str = "") -> list:
    batch = [_event(pygame.KEYDOWN, key=key, mod=mod, unicode=text, scancode=0)]
    if text:
        batch.append(_event(pygame.TEXTINPUT, text=text))
    batch.append(_event(pygame.KEYUP, key=key, mod=mod, unicode=text, scancode=0))
    return batch


def _short_trace() -> str:
    lines = traceback.format_exc().strip().splitlines()
    return "\n".join("    " + line for line in lines[-8:])


def ui_fuzz(game: Game, events: int, seed: int = 0, size: tuple[int, int] = (1280, 800)) -> UiReport:
    with fuzz_world():
        fuzzer = UiFuzzer(game, seed, size)
        return fuzzer.run(events)


def print_ui_report(report: UiReport, shown: int = 10) -> int:
    """The run in a few lines; the exit status is 1 when anything was found."""
    places = ", ".join(f"{name} {count}" for name, count in report.scenes.most_common())
    print(f"{report.game}: {report.events} input events in {report.frames} frames; "
          f"{report.tables} tables opened, {report.moves} moves made, {report.finished} games finished; "
          f"{len(report.failures)} failed")
    print(f"  screens reached (gestures ended on): {places}")
    for failure in report.failures[:shown]:
        print(f"  {failure}")
    return 1 if report.failures else 0
