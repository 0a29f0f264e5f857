"""Tournament of Queens by keys (play-test round 5, K5): a hand card picked up was offered
the player's own attribute first even where wearing it there throws a better card away
(the Six of Wands over the Queen of Wands, 14), and the held-card line named places
without whose or what they are ("9, 2 cards", "Talent, 1 card"). The usual place is now a
move that does not worsen the player's own attribute, and places are said as "Judge 9",
"Bea's Talent". Real key events; every move asked of the rules."""
import pygame

from tarot_table.table import keyboard
from tests.helpers.keyplay import KeyPlayer
from tests.helpers.table import key, open_position
from tests.helpers.tournament_positions import GAME, m, table

SIX, QUEEN = m("wands", "six"), m("wands", "queen")


def test_a_card_worse_than_the_one_worn_is_offered_elsewhere_first(app):
    state = table(3, hands={0: [SIX, m("cups", "two")]}, attrs={(0, "wands"): [QUEEN]},
                  judges={n: [m("swords", "two")] for n in range(1, 10)})
    moves = GAME.actions_for_card(state, SIX)
    worn = next(a for a in moves if a.kind == "attribute")
    assert worn.to == "attr0_wands" and moves[0] == worn   # the rules list wearing it first
    worse = state.clone()
    GAME.apply(worse, worn)
    assert GAME.total(worse, 0, "wands") < GAME.total(state, 0, "wands")   # a 6 for a 14
    usual = GAME.default_action(state, SIX)
    assert usual in moves and usual.kind != "attribute"
    scene = open_position(app, GAME, state)
    KeyPlayer(app).press_until(pygame.K_TAB, lambda: keyboard.focused_card(scene) == SIX)
    key(app, pygame.K_RETURN)
    assert scene.carrying == SIX and scene.focus == ("zone", usual.to)
    words = keyboard.focus_words(scene)
    assert words.startswith(f"Judge {usual.to.removeprefix('judge')}, ") and "it may go here" in words
    scene.focus = ("zone", "attr0_wands")
    assert keyboard.focus_words(scene).startswith(f"Ann's {GAME.word(state, 'wands')}, 1 card")


def test_a_card_that_raises_the_attribute_is_still_offered_its_own_row_first():
    state = table(3, hands={0: [QUEEN]}, attrs={(0, "wands"): [SIX]},
                  judges={n: [m("swords", "two")] for n in range(1, 10)})
    assert GAME.default_action(state, QUEEN).to == "attr0_wands"


def test_the_tag_naming_the_move_keeps_off_the_top_bar():
    """The judges stand just under the top bar: at 1024x700 and 150% text the tag over
    judge 1 hid the game's title; it now goes below the place."""
    from tarot_table.clock import ManualClock
    from tarot_table.table import theme
    from tarot_table.table.app import App
    from tarot_table.table.scenes import focus_ring
    from tests.helpers.table import draw_whole
    app = App(headless=True, size=(1024, 700), clock=ManualClock())
    app.settings.animation, app.settings.read_only, app.settings.text_size = "instant", True, 150
    app.apply_look()
    state = table(3, hands={0: [SIX]}, attrs={(0, "wands"): [QUEEN]}, judges={n: [m("swords", "two")] for n in range(1, 10)})
    scene = open_position(app, GAME, state)
    try:
        KeyPlayer(app).press_until(pygame.K_TAB, lambda: keyboard.focused_card(scene) == SIX)
        key(app, pygame.K_RETURN)
        assert scene.focus == ("zone", "judge1")
        surface = draw_whole(app)
        marks = focus_ring.focus_footprint(scene, surface, theme.ui_scale(surface.get_size()))
        assert marks.top >= scene.frame(surface.get_size())["table"].top - 2
    finally:
        scene.leave()
