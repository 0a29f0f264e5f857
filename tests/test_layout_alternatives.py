"""A layout may offer other arrangements; the table fits whichever gives the largest cards."""
import pygame

from tarot_table.layout import Layout, Spot
from tarot_table.table.geometry import Geometry

WIDE = Layout(12.0, 3.0, (Spot("a", "", 0.0, 0.0),))
TALL = Layout(4.0, 9.0, (Spot("a", "", 0.0, 0.0),))


def test_a_wide_window_takes_the_wide_arrangement_and_a_tall_one_the_tall():
    offered = Layout(TALL.width, TALL.height, TALL.spots, alternatives=(WIDE,))
    wide_window = Geometry.fit(offered, pygame.Rect(0, 0, 1200, 400))
    tall_window = Geometry.fit(offered, pygame.Rect(0, 0, 400, 1200))
    assert wide_window.layout == WIDE and wide_window.unit == 100
    assert tall_window.layout is offered and tall_window.unit == 100


def test_a_layout_without_alternatives_is_used_as_it_is():
    assert Geometry.fit(TALL, pygame.Rect(0, 0, 1200, 400)).layout is TALL


def test_on_a_tie_the_layout_itself_is_kept():
    offered = Layout(4.0, 9.0, TALL.spots, alternatives=(TALL,))
    assert Geometry.fit(offered, pygame.Rect(0, 0, 400, 1200)).layout is offered
