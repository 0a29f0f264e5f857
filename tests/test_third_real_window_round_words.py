"""The third real-window round of 27 November (12:32-13:03 UTC): what the tester met at
a shared screen, in Queens of Fate's advice, in tips and in the menu's tile box."""
import pygame

from tarot_table.games import get_game
from tarot_table.games.base import Seat
from tarot_table.session import Session
from tarot_table.table.scenes.table import TableScene
from tarot_table.table.scenes.table_bars import status_line
from tests.helpers.table import click, key, step

TEMPTING = get_game("tempting-fate")


def open_table(app, game, seats, options=None, seed=3):
    scene = TableScene(app, Session.start(game, seed, options or {}, seats))
    app.switch(scene)
    step(app)
    return scene


def take_the_screen(app, scene):
    step(app)
    assert scene.summary_buttons[0].label.startswith("I am ")
    click(app, scene.summary_buttons[0].rect.center)
    step(app)


def pass_the_screen(app, scene):
    button = next(b for b in scene.choice_buttons if b.label.startswith("Pass the screen to "))
    click(app, button.rect.center)
    step(app)


def play_to_the_end(app, scene):
    """Each person resigns on their turn until the single game ends."""
    while scene.game.outcome(scene.session.state) is None:
        if scene.handoff_to is not None:
            take_the_screen(app, scene)
        elif scene.handing_over is not None:
            pass_the_screen(app, scene)
        else:
            resign = next(a for a in scene.legal() if a.kind == "resign")
            scene.perform(resign, asked=True)
            step(app)


def test_finding_1_at_a_shared_screen_the_end_names_the_winner_not_you(app):
    """b10: two people at one screen, and the end said "You win" though one of them lost."""
    scene = open_table(app, TEMPTING, [Seat("Alice"), Seat("Bob")], {"match": "single"})
    play_to_the_end(app, scene)
    state = scene.session.state
    outcome = scene.game.outcome(state)
    winner = state.seats[outcome.winners[0]].name
    for viewer in (0, 1):
        assert scene.game.ending.title(state, outcome, viewer) == f"{winner} wins"
    step(app)
    assert scene.summary_buttons   # the end panel is up, headed as the title says


def test_finding_1_one_person_with_a_bot_who_wins_is_still_told_you_win(app):
    scene = open_table(app, TEMPTING, [Seat("Alice"), Seat("Bob")], {"match": "single"})
    play_to_the_end(app, scene)
    state = scene.session.state
    outcome = scene.game.outcome(state)
    winner = outcome.winners[0]
    state.seats[1 - winner] = Seat("Bot", bot="basic")
    assert scene.game.ending.title(state, outcome, winner) == "You win"
    assert scene.game.ending.title(state, outcome, 1 - winner) == f"{state.seats[winner].name} wins"


def test_finding_2_the_next_person_at_a_shared_screen_never_reads_the_last_ones_status_line(app):
    """b09: after the screen was passed, Player 2 read Player 1's "Undo cannot go back past a
    move that revealed hidden cards."."""
    scene = open_table(app, TEMPTING, [Seat("Alice"), Seat("Bob")], {"match": "single"})
    take_the_screen(app, scene)
    first = scene.viewer
    while scene.handing_over is None:
        scene.perform(scene.legal()[0])
        step(app)
    key(app, pygame.K_z, pygame.KMOD_CTRL)   # Alice asks Undo after her turn, and is told something
    said = scene.message[0]
    assert said and status_line(scene)[0] == said
    if scene.handing_over is None:   # her move was taken back: she plays again and passes
        while scene.handing_over is None:
            scene.perform(scene.legal()[0])
            step(app)
        key(app, pygame.K_z, pygame.KMOD_CTRL)
        key(app, pygame.K_z, pygame.KMOD_CTRL)
    pass_the_screen(app, scene)
    assert status_line(scene)[0] != said
    take_the_screen(app, scene)
    assert scene.viewer != first
    assert status_line(scene)[0] != said and not scene.message[0]
