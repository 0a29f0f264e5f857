"""Play-test round 8, R1: the status line says "press Enter twice on the deck to lay its
next card", but after some lays (the Celtic Cross's Crown, Hopes and fears) the focus
went to the card just laid, above the deck in reading order, and the next Enter turned
it face up before the spread was full. While a position is empty the line asks for the
deck (``Handling.asked_for``), so a lay leaves the focus there; once every position
holds a card it asks for the next face-down card. Real key events, a whole Celtic Cross."""
import pygame

from tarot_table.table import keyboard
from tests.helpers.keyplay import KeyPlayer
from tests.helpers.table import key, open_table


def test_enter_twice_on_the_deck_lays_the_whole_celtic_cross_then_enter_turns_in_order(app):
    scene = open_table(app, options={"spread": "celtic-cross", "reversals": "on"})
    game = scene.game
    positions = game._positions(scene.session.state)
    KeyPlayer(app).press_until(pygame.K_TAB, lambda: keyboard.focused_zone(scene) == "deck")
    for laid, position in enumerate(positions, start=1):
        assert keyboard.focused_zone(scene) == "deck", (position.title, scene.focus)
        line = game.status(scene.session.state)
        if laid < len(positions):
            assert "press Enter twice on the deck" in line and f"next in the spread's order: {position.title})" in line
            key(app, pygame.K_RETURN)
        else:   # the deck's one move left: one Enter lays it, as the line says
            assert f"press Enter on the deck to lay its next card as {position.title}, the last" in line, line
        key(app, pygame.K_RETURN)
        state = scene.session.state
        assert len(scene.session.actions) == laid and len(state.zones[position.zone]) == 1
        assert not any(state.zones[p.zone][0].face_up for p in positions if state.zones[p.zone])
    for turned, position in enumerate(positions, start=1):   # the line now asks for the next face-down card
        assert keyboard.focused_zone(scene) == position.zone, (position.title, scene.focus)
        assert position.title in game.status(scene.session.state)
        key(app, pygame.K_RETURN)   # a turn is made by the first Enter, as a click makes it
        assert scene.session.state.zones[position.zone][0].face_up
        assert sum(p.face_up for p in scene.session.state.zones[position.zone]) == 1
    assert game.outcome(scene.session.state) is not None
