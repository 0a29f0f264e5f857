"""Issue 29: a pass of the garbage collector's middle generation fell in a frame of The Fool's
Journey's drags (0.7-0.9 ms at 2560x1440, walking what opening the table had made). Opening a
table makes a pass of its middle generation or all of them then, so the frames of play that follow
make only young passes."""
from __future__ import annotations

import gc

import pygame

from tests.helpers.frames import a_bribe_pressed, move_to


def test_opening_a_table_passes_the_collector_and_a_drag_then_makes_only_young_passes(app, clock):
    passes = []

    def count(phase, info):
        if phase == "start":
            passes.append(info["generation"])

    gc.callbacks.append(count)
    try:
        scene, card, judge, start = a_bribe_pressed(app, clock)   # a Tournament of Queens table opened
        # a full pass, or the middle one right after a game's set-aside (tarot_table/collection.py)
        assert any(generation >= 1 for generation in passes), f"a pass beyond the young as the table opened: {passes}"
        passes.clear()
        w, h = app.screen.get_size()
        for i in range(120):   # the card dragged round the table
            move_to(app, (w // 4 + (i * 37) % (w // 2), h // 4 + (i * 23) % (h // 2)))
        assert scene.drag is not None and scene.drag.moving
        assert all(generation == 0 for generation in passes), passes
    finally:
        gc.callbacks.remove(count)
        pygame.event.clear()
