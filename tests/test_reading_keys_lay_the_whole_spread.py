"""Play-test round 8, R1: the status line says "press Enter twice on the deck to lay its
next card", but after some lays (the Celtic Cross's Crown, Hopes and fears) the focus
went to the card just laid, above the deck in reading order, and the next Enter turned
it face up before the spread was full. While a position is empty the line asks for the
deck (``Handling.asked_for``), so a lay leaves the focus there; once every position
holds a card it asks for the next face-down card. Round 9: the last lay took one Enter
(the deck's one move left) where the line had asked for two before, so a player keeping
the rhythm turned the spread's first card with the second; now every lay takes two.
Real key events, a whole Celtic Cross and a three-card spread."""
import pygame

from tarot_table.table import keyboard
from tarot_table.table.scenes.table_bars import status_line
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
        else:   # the last lay by two Enters too (round 9: one Enter laid it, the second turned the Present)
            assert f"press Enter twice on the deck to lay its next card as {position.title}, the last" in line, line
        key(app, pygame.K_RETURN)
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


def test_the_rhythm_of_two_enters_lays_a_three_card_spread_and_turns_nothing(app):
    scene = open_table(app, options={"spread": "three-cards", "reversals": "on"})
    positions = scene.game._positions(scene.session.state)
    KeyPlayer(app).press_until(pygame.K_TAB, lambda: keyboard.focused_zone(scene) == "deck")
    for _ in positions:
        shown = status_line(scene)[0]
        key(app, pygame.K_RETURN)
        key(app, pygame.K_RETURN)
    assert shown == f"Press Enter twice on the deck to lay its next card as {positions[-1].title}, the last empty position."
    state = scene.session.state
    assert all(len(state.zones[p.zone]) == 1 and not state.zones[p.zone][0].face_up for p in positions)
    assert len(scene.session.actions) == len(positions)
    assert keyboard.focused_zone(scene) == positions[0].zone   # the next Enter, a press of its own, turns it
