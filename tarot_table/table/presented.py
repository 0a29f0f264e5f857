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
        return same_pixels(self.picture, self.app.screen)


BLOCK = 1 << 15   # bytes of each surface compared at a time


def same_pixels(one: pygame.Surface, other: pygame.Surface) -> bool:
    """The two show the same colour at every pixel, as comparing their RGB bytes says.
    Two whole surfaces stored alike are compared first in their own memory a block at a
    time: equal bytes there are equal colours, where an RGB copy of each cost the UI fuzz
    3 ms a frame (half its processor time). Any difference found so (in the byte a
    pixel's colour does not use, say) is settled by the RGB bytes themselves."""
    if one.get_size() != other.get_size():
        return False
    if stored_alike(one, other) and same_bytes(one, other):
        return True
    return pygame.image.tobytes(one, "RGB") == pygame.image.tobytes(other, "RGB")


def stored_alike(one: pygame.Surface, other: pygame.Surface) -> bool:
    return one.get_parent() is None and other.get_parent() is None and \
        (one.get_bitsize(), one.get_masks(), one.get_pitch()) == (other.get_bitsize(), other.get_masks(), other.get_pitch())


def same_bytes(one: pygame.Surface, other: pygame.Surface) -> bool:
    with memoryview(one.get_buffer()) as mine, memoryview(other.get_buffer()) as theirs:
        if mine.nbytes != theirs.nbytes:
            return False
        return all(mine[at:at + BLOCK].tobytes() == theirs[at:at + BLOCK].tobytes()
                   for at in range(0, mine.nbytes, BLOCK))


def presented_window(app) -> PresentedWindow:
    """The app's watcher, started if there is none yet."""
    watcher = getattr(app.present, "__self__", None)
    return watcher if isinstance(watcher, PresentedWindow) else PresentedWindow(app)
