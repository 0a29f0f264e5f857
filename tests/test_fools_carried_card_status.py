"""Issue 32, solo's real-window round, finding 5: in The Fool's Journey, played from the
keyboard, Down while a card was held did nothing and the status line went back to the
table's own words, as if nothing were held. Every arrow now moves a held card from place
to place, and the status line keeps saying what is held, where, and whether it may go
there, until it is laid or put back."""
from __future__ import annotations

import pygame

from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.table.scenes.table import TableScene
from tarot_table.table.scenes.table_bars import status_line
from tests.helpers.table import key, record_text, step

FOOLS = get_game("fools-journey")


def holding(app) -> TableScene:
    """Deal 5, the focus moved with Right to the first card with a move, Enter: held; Tab
    to the Past."""
    scene = TableScene(app, Session.start(FOOLS, 5, FOOLS.check_options({})))
    app.switch(scene)
    step(app)
    key(app, pygame.K_RIGHT)
    for _ in range(30):
        focus = scene.focus
        if focus[0] == "card" and scene.card_actions(scene.session.state.zones[focus[1]][focus[2]].card):
            break
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    step(app)
    assert scene.carrying is not None
    for _ in range(12):   # from its usual place (where a double-click plays it) Tab to the Past
        if scene.focus == ("zone", "past"):
            break
        key(app, pygame.K_TAB)
    return scene


def test_down_while_a_card_is_held_moves_it_on_and_the_status_keeps_it(app):
    scene = holding(app)
    card, before = scene.carrying, scene.focus
    key(app, pygame.K_DOWN)
    step(app)
    assert scene.carrying == card and scene.focus != before and scene.focus[0] == "zone"
    words, _ = status_line(scene)
    assert words.startswith("Page of Cups held.") and "Enter to lay it there" in words
    key(app, pygame.K_UP)
    assert scene.focus == before
    app.clock.advance(30.0)   # long after any message has faded
    step(app)
    words, _ = status_line(scene)
    assert words.startswith("Page of Cups held. Past, empty: it may go here (Discard Page of Cups).")


def test_the_status_and_the_tag_say_when_the_place_is_not_one_for_the_held_card(app, monkeypatch):
    """The tag over the focused place said "Enter lays it here" over a place the card
    may not go; it now says what the status line says. Over a place it may go, the tag
    names the move the second Enter makes there (play-test round 5, Q2)."""
    drawn = record_text(monkeypatch)
    scene = holding(app)
    step(app)
    assert "Enter: Discard Page of Cups" in drawn
    for _ in range(12):
        zone = scene.focus[1]
        if not any(a.to == zone for a in scene.card_actions(scene.carrying)):
            break
        key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    drawn.clear()
    key(app, pygame.K_UP)   # back to that place, drawn again
    step(app)
    assert "not a place for it" in status_line(scene)[0]
    assert "Page of Cups: not a place for it" in drawn and "Enter: Discard Page of Cups" not in drawn
    key(app, pygame.K_ESCAPE)
    step(app)
    assert scene.carrying is None and "held" not in status_line(scene)[0]
