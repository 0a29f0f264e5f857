"""Play-test round 9: in high contrast the keys' focus ring, white, ran across the top of
the reading deck's count badge and hid half of its "78". A pile's count stands on the
pile's top edge, where the ring runs; the counts the ring crosses are drawn again over it
(``focus_ring._counts_over_the_ring``). Real key events, the table's own frames."""
import pygame

from tarot_table.table import keyboard
from tarot_table.table.scenes.kept_table import drawn_pile_counts
from tests.helpers.keyplay import KeyPlayer
from tests.helpers.table import key, open_table, step


def _badge_pixels(app, scene) -> list:
    (count, where), = [(c, w) for c, w in drawn_pile_counts(scene) if c == str(len(scene.session.state.zones["deck"]))]
    inside = where.inflate(-where.height, -4)   # within the badge's rounded ends and its edge
    return [tuple(app.screen.get_at((x, y))) for y in range(inside.top, inside.bottom)
            for x in range(inside.left, inside.right)]


def test_the_focus_ring_on_the_deck_leaves_its_count_whole_in_high_contrast(app):
    app.settings.high_contrast = True
    app.apply_look()
    scene = open_table(app, options={"spread": "three-cards"})
    player = KeyPlayer(app)
    player.press_until(pygame.K_TAB, lambda: keyboard.focused_zone(scene) == "deck")
    key(app, pygame.K_TAB)   # the ring on the next thing, off the deck
    assert keyboard.focused_zone(scene) != "deck"
    step(app, 2)
    unringed = _badge_pixels(app, scene)
    player.press_until(pygame.K_TAB, lambda: keyboard.focused_zone(scene) == "deck")
    step(app, 2)
    assert _badge_pixels(app, scene) == unringed   # the count as it stands with the ring elsewhere
