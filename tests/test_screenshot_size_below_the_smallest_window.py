"""Play-test round 7 (30 November): `tarot-table screenshot --size` below the smallest
window the app draws (960x700) wrote a 960x700 picture without a word. A size under it is
now refused, saying the smallest, and nothing is written; 960x700 itself is drawn as asked."""
from __future__ import annotations

import pygame

from tarot_table.cli import main
from tarot_table.table.app import SMALLEST_DRAWN


def test_a_size_under_the_smallest_window_is_refused_saying_the_smallest(tmp_path, capsys):
    assert SMALLEST_DRAWN == (960, 700)
    for size in ("640x480", "959x700", "960x699"):
        out = tmp_path / f"{size}.png"
        assert main(["screenshot", "menu", "--size", size, "--out", str(out)]) == 2
        said = capsys.readouterr().err.strip()
        assert said == (f"tarot-table: --size {size} is smaller than the smallest window the app draws, "
                        "960x700: ask for 960x700 or larger"), said
        assert not out.exists()
    out = tmp_path / "smallest.png"
    assert main(["screenshot", "menu", "--size", "960x700", "--out", str(out)]) == 0
    assert pygame.image.load(str(out)).get_size() == (960, 700)
