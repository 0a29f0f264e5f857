"""What the display was given, frame by frame: a copy of the window as a player sees it
once a frame repainted and presented only parts of it (partial_frame.py). The tests and
the UI fuzz compare it with a whole redraw of the same moment."""
from __future__ import annotations

import pygame


class PresentedWindow:
    """Follows ``app.present``: each part presented is copied from the screen, a whole
    frame copies all of it. What was never presented stays magenta."""

    def __init__(self, app) -> None:
        self.app = app
        self.picture = app.screen.copy()
        self.partial = 0          # frames presented in parts
        self.last: list[pygame.Rect] | None = None   # the parts of the last frame (None: all of it)
        self._present = app.present
        app.present = self.present

    def present(self, parts: list[pygame.Rect] | None) -> None:
        self._present(parts)
        self.last = parts
        screen = self.app.screen
        if parts is None:
            self.picture = screen.copy()
            return
        self.partial += 1
        if self.picture.get_size() != screen.get_size():   # a new window shows nothing presented yet
            self.picture = pygame.Surface(screen.get_size(), 0, screen)
            self.picture.fill((255, 0, 255))
        for part in parts:
            self.picture.blit(screen, part, part)

    def shows_screen(self) -> bool:
        """Everything drawn on the screen was presented."""
        return pygame.image.tobytes(self.picture, "RGB") == pygame.image.tobytes(self.app.screen, "RGB")


def presented_window(app) -> PresentedWindow:
    """The app's watcher, started if there is none yet."""
    watcher = getattr(app.present, "__self__", None)
    return watcher if isinstance(watcher, PresentedWindow) else PresentedWindow(app)
