"""One real app window at a network table, for the two-window test under Xvfb: the app
runs its own loop (``App.run``) at a seat, and a driver thread plays that seat the way a
person does, moving the X server's pointer with xdotool over its own window (raised
first: the two windows lie one over the other) and dragging cards or clicking buttons.
At every turn it checks that its window shows its own hand and hides the others'. The
result is written as JSON for the test. Every wait is bounded and waits for something
real: a frame of the app (its scene's update), a message from the host (the link), or
xdotool's own ``--sync``; none sleeps on the wall clock.

    python -m tests.helpers.net_window ADDRESS CODE SEAT NAME RESULT.json
"""
from __future__ import annotations

import json
import random
import subprocess
import sys
import threading

import pygame

LOOK_S = 0.1           # the longest one wait for a frame or a host's message lasts
TURN_WAIT_S = 30.0     # a bound on waiting for the host to answer one move
POINTER_WAIT_S = 5.0   # a bound on the app seeing the pointer where xdotool put it
GAME_LOOKS = 6000      # a bound on the whole game: this many waits (about 600 s)


def xdo(*args: str) -> str:
    return subprocess.run(["xdotool", *args], capture_output=True, text=True, timeout=30).stdout


class Driver:
    def __init__(self, app, scene, result_path: str) -> None:
        self.app, self.scene, self.result_path = app, scene, result_path
        self.rng = random.Random(scene.remote.seat + 7)
        self.window = ""
        self.moves_made = 0
        self.leaks: list[str] = []
        self.frame = threading.Event()   # set by each frame of the app (its scene's update)
        updated = scene.update

        def update(dt: float) -> None:
            updated(dt)
            self.frame.set()
        scene.update = update

    def until(self, done, seconds: float) -> bool:
        """Wait frame by frame (or a look's time when the app draws none) until ``done()``,
        for about ``seconds`` at most; answers ``done()``."""
        for _ in range(max(1, int(seconds / LOOK_S))):
            if done():
                return True
            self.frame.clear()
            self.frame.wait(LOOK_S)
        return done()

    def run(self) -> None:
        result = {"ok": False}
        try:
            result = self.play()
        except Exception as err:   # the test reads what went wrong from the result
            result = {"ok": False, "error": f"{type(err).__name__}: {err}"}
        finally:
            with open(self.result_path, "w") as out:
                json.dump(result, out)
            pygame.event.post(pygame.event.Event(pygame.QUIT))

    def play(self) -> dict:
        remote = self.scene.remote
        self.window = self._own_window()
        for _ in range(GAME_LOOKS):
            if remote.finished:
                break
            if not self.scene.human_turn() or self.scene.animating() or self.scene.geometry is None:
                remote.link.wait(LOOK_S)   # the host's next message, or a frame's worth of waiting
                self.frame.clear()
                self.frame.wait(LOOK_S)
                continue
            self._check_hands()
            before = remote.moves
            self._one_move()
            for _ in range(int(TURN_WAIT_S / LOOK_S)):
                if remote.moves != before or remote.finished:
                    break
                remote.link.wait(LOOK_S)   # the host's answer
                self.frame.clear()
                self.frame.wait(LOOK_S)    # and the frame that takes it
                if self.scene.pending_choice:
                    self._click(self.scene.choice_buttons[0].rect.center)
        outcome = remote.outcome()
        return {"ok": remote.finished, "seat": remote.seat, "moves": remote.moves, "by_mouse": self.moves_made,
                "leaks": self.leaks, "winners": list(outcome.winners) if outcome else None}

    def _own_window(self) -> str:
        import os
        found = xdo("search", "--sync", "--pid", str(os.getpid())).split()   # xdotool waits until it is mapped
        if not found:
            raise RuntimeError("no window of this process")
        return found[-1]

    def _check_hands(self) -> None:
        from tarot_table.net.remote_session import is_stand_in
        scene = self.scene
        state = scene.session.state
        for zone, owner in scene.game.private_zones(state).items():
            for placed in state.zones[zone]:
                mine = owner == scene.remote.seat
                if mine == is_stand_in(placed.card) or mine != scene._seen(zone, placed):
                    self.leaks.append(f"{zone}: {placed.card}")

    def _screen(self, point) -> tuple[int, int]:
        shape = dict(line.strip().split(": ", 1) for line in
                     xdo("getwindowgeometry", self.window).splitlines()[1:] if ": " in line)
        x, y = shape["Position"].split(" ")[0].split(",")
        return int(x) + point[0], int(y) + point[1]

    def _raise(self) -> None:
        xdo("windowactivate", "--sync", self.window)
        xdo("windowraise", self.window)
        self.until(lambda: xdo("getactivewindow").strip() == self.window, POINTER_WAIT_S)

    def _point_at(self, point) -> None:
        """Move the pointer to ``point`` of the window and wait until the app has seen it there."""
        x, y = self._screen(point)
        xdo("mousemove", "--sync", str(x), str(y))
        self.until(lambda: tuple(self.scene.selection.pointer) == tuple(point), POINTER_WAIT_S)

    def _click(self, point) -> None:
        self._point_at(point)
        xdo("click", "1")

    def _one_move(self) -> None:
        scene = self.scene
        self._raise()
        legal = scene.legal()
        spots = {s.zone for s in scene.geometry.layout.spots}
        state = scene.session.state
        drops = [a for a in legal if a.to in spots and (a.card or (a.src and state.zones.get(a.src)))]
        if drops:
            action = self.rng.choice(drops)
            card = action.card or state.zones[action.src][-1].card
            start = scene.card_rect(card).center
            end = scene.geometry.spot_rect(scene.geometry.layout.spot(action.to)).center
            self._point_at(start)
            xdo("mousedown", "1")
            for i in range(1, 9):
                self._point_at((start[0] + (end[0] - start[0]) * i // 8, start[1] + (end[1] - start[1]) * i // 8))
            xdo("mouseup", "1")
        else:
            buttons = [b for b in scene.choice_buttons if b.enabled]
            if not buttons:
                return
            self._click(self.rng.choice(buttons).rect.center)
        self.moves_made += 1


def main(address: str, code: str, seat: str, name: str, result_path: str) -> int:
    from tarot_table.table.app import App
    from tarot_table.net.remote_session import Joining
    from tarot_table.table.scenes.remote_table import RemoteTableScene
    app = App(size=(1024, 700))
    app.settings.animation = "fast"   # the cards still fly, quickly
    joining = Joining(address, code, app.clock, int(seat), name=name, wake=app.request_redraw)
    for _ in range(200):
        session = joining.poll()
        if session is not None or joining.problem:
            break
        joining.link.wait(0.1)
    if session is None:
        with open(result_path, "w") as out:
            json.dump({"ok": False, "error": joining.problem or "not seated"}, out)
        return 1
    scene = RemoteTableScene(app, session)
    app.switch(scene)
    driver = Driver(app, scene, result_path)
    threading.Thread(target=driver.run, daemon=True).start()
    return app.run()


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:6]))
