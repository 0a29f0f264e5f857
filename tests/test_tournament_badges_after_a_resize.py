"""Tournament of Queens resized live from 2560x1440 to 1024x700 in the middle of a game:
each judge's badge keeps its vote's count, the name shortened first (play-test finding of
29 November: the badges read "Blan." and "Blanche" where they had read "Blanche 1")."""
import pygame

from tarot_table.clock import ManualClock
from tarot_table.games.base import Seat
from tarot_table.table.app import App
from tests.helpers.table import draw_whole, open_position, post, step
from tests.helpers.tournament import Drawn, collisions
from tests.helpers.tournament_positions import GAME, m, table

SEATS = [Seat("Blanche"), Seat("Anemone", "quick"), Seat("Bartholomew", "quick"), Seat("Coco", "quick")]


def test_judges_badges_keep_their_counts_after_the_window_is_made_small(monkeypatch):
    app = App(headless=True, size=(2560, 1440), clock=ManualClock())
    app.settings.animation = "instant"
    state = table(players=4, seats=SEATS, judges={1: [m("wands", "ace")], 2: [m("cups", "ace")]},
                  attrs={(0, "wands"): [m("wands", "nine")], (1, "wands"): [m("wands", "two")],
                         (0, "cups"): [m("cups", "ten")], (2, "cups"): [m("cups", "three")]})
    assert GAME.badges(state)[m("wands", "ace")] == "Blanche 1" == GAME.badges(state)[m("cups", "ace")]
    drawn = Drawn(monkeypatch)
    try:
        scene = open_position(app, GAME, state, SEATS)
        step(app)
        drawn.items.clear()
        draw_whole(app)
        assert {w for kind, w, _ in drawn.items if kind == "mark"} >= {"Blanche 1"}
        app.screen = pygame.display.set_mode((1024, 700))   # the window made small, as a player drags it
        post(pygame.WINDOWSIZECHANGED, x=1024, y=700)
        step(app)
        drawn.items.clear()
        draw_whole(app)
        judges = [scene.card_rect(m(suit, "ace")) for suit in ("wands", "cups")]
        marks = [w for kind, w, rect in drawn.items if kind == "mark" and rect.collidelist(judges) >= 0
                 and "Blan" in w]
        assert len(marks) == 2 and all(w in ("Blanche 1", "Blan. 1") for w in marks), marks
        assert collisions(scene, drawn, (1024, 700)) == []
    finally:
        for s in app.scenes:
            s.leave()
