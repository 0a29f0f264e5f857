"""A game's own part of the table: what the engine lets a game draw and answer beyond
its zones, cards and board, without the engine knowing the game.

A game declares it in its capabilities (``Capabilities(table_panel="module.Class")``,
a class in the game's own folder); the table makes one for each table scene and asks
it, at fixed places:

- before the first move, ``answers`` to the game's questions asked at the start
  (options marked ``ask_at_start``), given to ``TableSession.play`` with that move;
- ``handle`` an event before the table does (typing into the panel's own fields);
- ``text_field``: a field of its own the keyboard's Tab reaches (keyboard.py);
- ``draw_below`` the table, in the strip of buttons under it, which ``shown`` keys;
- at the end, ``has_end_panel`` and ``draw_end_panel`` in place of the usual end panel;
- ``put_away`` when that panel is put away or the table is left: what was typed in it is
  kept then, never dropped.

The default draws nothing and takes nothing: a game that declares no panel has this.
"""
from __future__ import annotations

from importlib import import_module

import pygame


class GamePanel:
    def __init__(self, scene) -> None:
        self.scene = scene

    def answers(self) -> dict[str, str] | None:
        """The answers to fix with the first move (None: nothing asked)."""
        return None

    def played(self) -> None:
        """A move was made: what was asked before the first move is fixed now."""

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the panel took ``event`` (the table then ignores it)."""
        return False

    def text_field(self):
        """The panel's text field the keyboard's focus may rest on now (Tab reaches it
        and Enter starts typing in it), or None."""
        return None

    def draw_below(self, surface: pygame.Surface, area: pygame.Rect, s: float) -> None:
        """Draw into the strip under the table (``area``) at scale ``s``."""

    def shown(self) -> tuple:
        """What ``draw_below`` draws now, as a key: the table draws it again when it changes."""
        return ()

    def has_end_panel(self) -> bool:
        """True when the panel draws the end of the game itself."""
        return False

    def draw_end_panel(self, surface: pygame.Surface, s: float) -> None:
        """The end of the game, drawn over the table: set ``scene.summary_buttons`` and
        ``scene.panel_rect`` as the usual end panel does."""
        raise NotImplementedError

    def put_away(self) -> str:
        """The end panel is put away or the table left: keep what was typed in its fields
        and not yet kept. "" when nothing was lost, else why it could not be kept."""
        return ""


def panel_for(scene) -> GamePanel:
    """The panel the scene's game declares, made for ``scene``; the default when none."""
    declared = scene.game.capabilities.table_panel
    if declared is None:
        return GamePanel(scene)
    package = type(scene.game).__module__.rpartition(".")[0]
    module, _, name = declared.rpartition(".")
    return getattr(import_module(f"{package}.{module}"), name)(scene)
