"""The pygame application: one window, a stack of scenes, and the loop that feeds
them events. Nothing here knows any game."""
from __future__ import annotations

import logging
import os
import traceback
from datetime import datetime
from pathlib import Path

import pygame

from tarot_table import __version__, paths
from tarot_table.decks.art import DRAWN_ID, CardArt
from tarot_table.decks.discovery import choose_deck
from tarot_table.settings import Settings, load_settings, save_settings
from tarot_table.table.sprites import SpriteBank

log = logging.getLogger(__name__)
MIN_WINDOW = (1024, 700)


class Scene:
    """A screen. ``app`` owns it; ``handle`` gets each event; ``draw`` paints."""

    def __init__(self, app: "App") -> None:
        self.app = app

    def handle(self, event: pygame.event.Event) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def leave(self) -> None:
        """Called when the scene is removed from the stack."""


class App:
    def __init__(self, headless: bool = False, size: tuple[int, int] | None = None) -> None:
        if headless:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "tarot-table")   # how desktops know the window
        pygame.init()
        pygame.key.set_repeat(400, 40)
        self.settings: Settings = load_settings()
        self.notices: list[str] = [self.settings.problem] if self.settings.problem else []
        self.headless = headless
        self.size = size or self.settings.window
        self.fullscreen = self.settings.fullscreen and not headless
        self._set_icon()
        self.screen = self._open_window()
        pygame.display.set_caption(f"Tarot Table {__version__}")
        self.scenes: list[Scene] = []
        self.running = True
        self.clock = pygame.time.Clock()
        self.load_deck()

    # ---- window ------------------------------------------------------------------
    def _set_icon(self) -> None:
        icon = paths.asset_dir() / "icon.png"
        try:
            pygame.display.set_icon(pygame.image.load(str(icon)))
        except (pygame.error, FileNotFoundError):
            log.info("no window icon at %s", icon)

    def _open_window(self) -> pygame.Surface:
        if self.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        if self.headless:
            return pygame.display.set_mode(self.size)
        w = max(MIN_WINDOW[0], self.size[0])
        h = max(MIN_WINDOW[1], self.size[1])
        return pygame.display.set_mode((w, h), pygame.RESIZABLE)

    def toggle_fullscreen(self) -> None:
        self.fullscreen = not self.fullscreen
        self.settings.fullscreen = self.fullscreen
        self.screen = self._open_window()
        self._store_settings()

    def resized(self, size: tuple[int, int]) -> None:
        if not self.fullscreen:
            self.size = size
            self.settings.window = size
            self.screen = pygame.display.get_surface()

    # ---- deck --------------------------------------------------------------------
    def load_deck(self) -> None:
        deck = None if self.settings.deck == DRAWN_ID else choose_deck(self.settings.deck or None)
        self.art = CardArt(deck, self.settings.card_back or None)
        self.sprites = SpriteBank(self.art)

    # ---- scenes ------------------------------------------------------------------
    @property
    def scene(self) -> Scene:
        return self.scenes[-1]

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)

    def pop(self) -> None:
        if len(self.scenes) > 1:
            self.scenes.pop().leave()

    def switch(self, scene: Scene) -> None:
        while self.scenes:
            self.scenes.pop().leave()
        self.scenes.append(scene)

    def quit(self) -> None:
        self.running = False

    # ---- the loop ------------------------------------------------------------------
    def step(self, dt: float) -> None:
        """One frame: every waiting event, an update, a draw."""
        for event in pygame.event.get():
            self.dispatch(event)
        if self.scenes:
            self.scene.update(dt)
            self.render(self.screen)
        pygame.display.flip()

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.resized(pygame.display.get_surface().get_size())
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if self.scenes:
            self.scene.handle(event)

    def render(self, surface: pygame.Surface) -> None:
        """Only the top scene draws: a scene pushed over another covers it whole."""
        self.scene.draw(surface)

    def safe_step(self, dt: float) -> None:
        """A frame that cannot take the window down: an unexpected error is written to
        the log dir and the player is told where, on a screen that leads back to the menu."""
        try:
            self.step(dt)
        except Exception:
            report = write_crash_report()
            from tarot_table.table.scenes.message import MessageScene
            self.switch(MessageScene(self, "Something went wrong",
                                     f"An unexpected error stopped this screen. Your last autosave is "
                                     f"safe. A report was written to {report}."))

    def run(self) -> int:
        while self.running:
            self.safe_step(self.clock.tick(60) / 1000.0)
        self._store_settings()
        pygame.quit()
        return 0

    def _store_settings(self) -> None:
        try:
            save_settings(self.settings)
        except OSError as err:
            log.warning("settings not saved: %s", err)


def write_crash_report() -> Path:
    folder = paths.log_dir()
    path = folder / f"crash-{datetime.now().strftime('%Y%m%d-%H%M%S')}.log"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        path.write_text(f"Tarot Table {__version__}\n{traceback.format_exc()}", encoding="utf-8")
    except OSError:
        log.exception("could not write the crash report")
    return path
