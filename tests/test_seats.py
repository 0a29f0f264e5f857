"""Seats, hidden hands, bots and the hand-off screen, on a two-seat test game."""

import pygame
import pytest

from tarot_table.games import GAMES
from tarot_table.games.base import HIDDEN, Seat
from tarot_table.session import Session
from tarot_table.table.scenes.newgame import NewGameScene
from tarot_table.table.scenes.table import TableScene
from tests.conftest import headless_app
from tests.helpers.table import button, click, drag, play_until, step
from tests.helpers.toygame import HighCards

GAME = HighCards()

@pytest.fixture
def app(monkeypatch):
    monkeypatch.setitem(GAMES, GAME.id, GAME)
    yield from headless_app((1280, 800))   # on a ManualClock the test moves

def test_view_hides_the_other_seats_hand():
    state = GAME.new(1, seats=[Seat("A"), Seat("B")])
    mine = GAME.view(state, 0)
    assert all(p.card != HIDDEN for p in mine.zones["hand0"])
    assert all(p.card == HIDDEN for p in mine.zones["hand1"])

def test_two_humans_get_a_hand_off_screen_between_turns(app):
    session = Session.start(GAME, 2, seats=[Seat("Ann"), Seat("Bob")])
    scene = TableScene(app, session)
    app.switch(scene)
    step(app)
    card = session.state.zones["hand0"][0].card
    assert scene.handoff_to == 0 and scene.viewer is None   # the deal: nobody's hand before the screen is passed
    step(app)
    click(app, scene.summary_buttons[0].rect.center)
    drag(app, scene.card_rect(card).move(-scene.card_rect(card).width // 3, 0).center, scene.geometry.spot_rect(scene.geometry.layout.spot("middle0")).center)
    assert session.state.zones["middle0"][0].card == card
    assert scene.handing_over == 1 and scene.handoff_to is None   # Ann sees her move land first
    assert scene._seen("hand0", session.state.zones["hand0"][0])
    click(app, next(b for b in scene.choice_buttons if b.label == "Pass the screen to Bob").rect.center)
    assert scene.handoff_to == 1
    step(app)
    labels = [b.label for b in scene.summary_buttons]
    assert labels == ["I am Bob: show my cards", "Menu"]
    before = session.state.to_json()
    bob_card = session.state.zones["hand1"][0].card
    drag(app, scene.card_rect(bob_card).center, (640, 400))   # the table ignores play behind the screen
    assert session.state.to_json() == before
    click(app, scene.summary_buttons[0].rect.center)
    assert scene.viewer == 1 and scene.handoff_to is None
    assert scene._seen("hand1", session.state.zones["hand1"][0])
    assert not scene._seen("hand0", session.state.zones["hand0"][0])

def test_bot_seat_plays_in_the_background(app):
    session = Session.start(GAME, 3, seats=[Seat("Ann"), Seat("Bot", "first")])
    scene = TableScene(app, session)
    app.switch(scene)
    step(app)
    card = session.state.zones["hand0"][0].card
    drag(app, scene.card_rect(card).move(-scene.card_rect(card).width // 3, 0).center, scene.geometry.spot_rect(scene.geometry.layout.spot("middle0")).center)
    play_until(app, lambda: session.state.to_act != 1)
    assert len(session.state.zones["middle1"]) == 1
    assert scene.handoff_to is None

def test_new_game_dialog_sets_seats_and_names(app):
    app.switch(NewGameScene(app, GAME))
    step(app, 2)
    scene = app.scene
    bot_buttons = [b for b in scene.buttons if b.label == "Bot: first"]
    human_buttons = [b for b in scene.buttons if b.label == "Human"]
    assert bot_buttons[1].selected and human_buttons[0].selected   # the default: you against a bot
    click(app, bot_buttons[0].rect.center)    # North becomes a bot
    click(app, human_buttons[1].rect.center)  # South a person
    field = scene.name_fields[1]
    click(app, field.rect.center)
    field.value = ""
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Zoe"))
    step(app)
    click(app, button(scene, "Start").rect.center)
    table = app.scene
    assert isinstance(table, TableScene)
    assert [(s.name, s.bot) for s in table.session.state.seats] == [("North", "first"), ("Zoe", None)]
