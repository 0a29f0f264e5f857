"""Play-test round 8, Q1: a double-click on the top card of Queens of Fate's Awakened row
made two moves: the first click secured the Seven of Swords, the row closed up, and the
second click secured the Nine of Wands that had slid under the pointer. One double-click
is one gesture: its second click never acts on another card than the first's (nor on a
place the first emptied). Two quick clicks on two cards apart stay two clicks. Real mouse
events on an injected clock."""
import pygame

from tests.helpers import queens
from tests.helpers.queens import GAME, m, S, W, P
from tests.helpers.table import open_position, post, step

ACE, SEVEN, NINE = m(P, "ace"), m(S, "seven"), m(W, "nine")


def awakened_row(app):
    state = queens.table(revealed=[ACE, m(S, "king"), m(P, "queen"), NINE, SEVEN], phase="awaken")
    state.data["awakener"] = ACE
    return open_position(app, GAME, state)


def press_and_release(app, pos) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    step(app)


def secured(scene) -> list[str]:
    return [a.card for a in scene.session.actions if a.kind == "awaken-secure"]


def test_a_double_click_on_the_top_card_of_the_awakened_row_secures_that_card_only(app):
    scene = awakened_row(app)
    pos = scene.card_rect(SEVEN).center
    press_and_release(app, pos)
    assert secured(scene) == [SEVEN]
    assert scene.input.card_at(pos)[0] == NINE   # the row closed up: the Nine lies under the pointer
    app.clock.advance(0.15)   # the second click of the double-click
    press_and_release(app, pos)
    assert secured(scene) == [SEVEN]
    app.clock.advance(1.0)   # a click of its own, later: it secures the Nine
    press_and_release(app, pos)
    assert secured(scene) == [SEVEN, NINE]


def test_two_quick_clicks_on_two_cards_apart_are_two_clicks(app):
    scene = awakened_row(app)
    seven = scene.card_rect(SEVEN).center
    press_and_release(app, seven)
    app.clock.advance(0.15)
    rect = scene.card_rect(m(S, "king"))   # where it lies once the row closed up, its part not under the Queen
    king = (rect.left + 4, rect.centery)
    assert scene.input.card_at(king)[0] == m(S, "king")
    assert abs(king[0] - seven[0]) > 20
    press_and_release(app, king)
    assert secured(scene) == [SEVEN, m(S, "king")]
