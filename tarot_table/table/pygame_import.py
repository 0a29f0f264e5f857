"""pygame, imported without the parts the app does not use to open its window.

pygame's package imports, for convenience, modules the app never needs at start: sound
(``mixer``, ``mixer_music``: they load SDL_mixer and its codecs), debugging and power
information (``_debug``, ``system``), packaged resource files (``pkgdata``, which brings
importlib.resources, tempfile and shutil) and type hints (``typing``). pygame treats each
as optional. Held back while pygame starts, they save about a tenth of the CPU the
launch takes before the menu is painted (see docs/performance.md); each still
imports as usual when something asks for it later (``pkgdata``, say, for pygame's
default font)."""
from __future__ import annotations

import sys

DEFERRED = ("pygame.mixer_music", "pygame.mixer", "pygame._debug", "pygame.system", "pygame.pkgdata",
            "pygame.typing")


def import_pygame() -> None:
    """Import pygame without the DEFERRED modules (nothing to do once it is imported)."""
    if "pygame" in sys.modules:
        return
    held = [name for name in DEFERRED if name not in sys.modules]
    for name in held:
        sys.modules[name] = None   # pygame's guarded import of it fails quietly
    try:
        import pygame  # noqa: F401
    finally:
        for name in held:
            if name in sys.modules and sys.modules[name] is None:
                del sys.modules[name]   # importable again, on demand
