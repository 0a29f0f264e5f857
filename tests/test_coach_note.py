"""Coaching notes at a real table (coach_note.py), played with real mouse events: the
first time a situation comes up its note shows in a strip above the table (beside it,
where the window is wide), which never covers a card; Got it puts it away for good, on this table and the next; the setting
turns notes off."""
from __future__ import annotations

import pygame
import pytest

from tarot_table import coaching
from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.table.scenes.table import TableScene
from tests.conftest import headless_app
from tests.helpers.table import click, step, zone_centre

QUEENS = get_game("queens-of-fate")
DEAL = 1   # the fourth card of Destiny is a trump with no Arcana in the domains: a battle to endure


@pytest.fixture(params=[(1024, 700), (1920, 1080)], ids=["1024x700", "1920x1080"])
def app(request):
    for app in headless_app(request.param):
        app.settings.coaching = True
        yield app


def open_queens(app) -> TableScene:
    scene = TableScene(app, Session.start(QUEENS, DEAL, {}))
    app.switch(scene)
    step(app)
    return scene


def play_a_move(app, scene) -> None:
    """Pass a year with a click on Destiny, or make the move the quick bot would."""
    if any(action.kind == "draw" for action in scene.legal()):
        click(app, zone_centre(scene, "destiny"))
    else:
        scene.perform(scene.bot_move("greedy", 0))
    step(app)


def play_until_a_note(app, scene, most: int = 10) -> None:
    for _ in range(most):
        if scene.coaching.note is not None:
            return
        play_a_move(app, scene)
    raise AssertionError("no note came")


def got_it(scene):
    return next(b for b in scene.coaching.buttons if b.label == "Got it")


OPENING = {"pass-a-year", "secure"}   # the notes a newcomer meets at the deal and at the first court card


def test_a_newcomer_is_told_how_to_pass_a_year_at_the_deal(app):
    """Issue 32, solo's round, finding 3: Queens of Fate showed a newcomer no note until a
    battle or a harmony came, many years in, while the other games coach from the first
    move. Seed: "To pass a year, you take the top card of your Destiny deck, and flip
    it over, placing the card into your Challenge area"; "If at any time you have all
    four Queen cards in play at once ... you win the game"."""
    scene = open_queens(app)
    assert scene.coaching.note is not None and scene.coaching.note.id == "pass-a-year"
    assert "Destiny" in scene.coaching.note.note and "four Queens" in scene.coaching.note.note
    click(app, got_it(scene).rect.center)
    for _ in range(12):   # the first court card or Ace: how to secure it
        if scene.coaching.note is not None:
            break
        play_a_move(app, scene)
    assert scene.coaching.note.id in ("secure", "endure", "harmony", "battle", "too-many-arcana", "sources")


def test_a_battle_to_endure_is_explained_once_beside_the_table(app):
    coaching.remember(QUEENS.id, "pass-a-year")
    coaching.remember(QUEENS.id, "secure")
    scene = open_queens(app)
    assert scene.coaching.note is None   # told already how to pass a year
    play_until_a_note(app, scene)
    assert scene.coaching.note.id == "endure"
    frame = scene.frame(app.screen.get_size())
    assert not frame["coach"].colliderect(frame["table"])   # the note has its own strip: no card under it
    for _, _, placed, _ in scene.visible_cards():
        assert not scene.card_rect(placed.card).colliderect(frame["coach"]), placed.card
    assert coaching.seen(QUEENS.id) == OPENING | {"endure"}
    click(app, got_it(scene).rect.center)
    assert scene.coaching.note is None
    court = next(a.card for a in scene.legal() if a.kind == "endure")   # the note asked for no move of its own
    assert court is not None

    again = open_queens(app)        # the next game of this table: the note is not given twice
    for _ in range(4):
        play_a_move(app, again)
    assert again.coaching.note is None or again.coaching.note.id != "endure"


def test_rules_opens_the_rules_page_from_the_note(app):
    scene = open_queens(app)
    play_until_a_note(app, scene)
    click(app, next(b for b in scene.coaching.buttons if b.label == "Rules").rect.center)
    assert app.scene is not scene and "Queens of Fate" in app.scene.game.title


def test_no_notes_with_the_setting_off(app):
    app.settings.coaching = False
    scene = open_queens(app)
    for _ in range(4):
        play_a_move(app, scene)
    assert scene.coaching.note is None and not scene.coaching.found
    assert coaching.seen(QUEENS.id) == set()


@pytest.fixture
def small_app():
    for app in headless_app((1024, 700)):
        app.settings.coaching = True
        yield app


def test_a_bots_move_can_bring_a_note(small_app):
    """A rival's bribe is noted after the bot's move, at Tournament of Queens."""
    app = small_app
    game = get_game("tournament-of-queens")
    seats = game.default_seats(3)
    for seat in seats[1:]:
        seat.bot = "quick"
    scene = TableScene(app, Session.start(game, 1, {}, seats))
    app.switch(scene)
    step(app)
    scene.coaching.dismiss()
    scene.coaching.seen |= {"a-turn", "modified", "effect"}   # told already: only the bribe is left to tell
    for _ in range(30):
        if scene.coaching.note is not None:
            break
        if scene.human_turn():
            scene.perform(scene.bot_move("quick", 0))
        scene.finish_bot_turns()
        step(app)
    assert scene.coaching.note is not None and scene.coaching.note.id == "bribed"


def card_places(scene) -> dict[str, tuple[int, int, int, int]]:
    return {placed.card: tuple(scene.card_rect(placed.card)) for _, _, placed, _ in scene.visible_cards()}


def test_the_table_does_not_move_when_a_note_comes_or_goes(app):
    """Issue 32 (real-window round): the table jumped when the note's Got it was pressed, its
    strip given back to the cards. A table with notes left to tell keeps the strip from the
    deal to the end: the note comes and goes in it and no card moves."""
    scene = open_queens(app)
    size = app.screen.get_size()
    at_the_deal = scene.frame(size)["table"]
    play_until_a_note(app, scene)
    assert scene.frame(size)["table"] == at_the_deal
    before = card_places(scene)
    click(app, got_it(scene).rect.center)
    step(app)
    assert scene.coaching.note is None
    assert scene.frame(size)["table"] == at_the_deal
    assert card_places(scene) == before


def note_drawn(app, scene) -> bool:
    """Whether a frame drawn now shows the note: its words are written in its strip (put
    away, the strip's room beside the table goes to the story: the strip's pixels then
    differ either way)."""
    from tarot_table.table import theme
    strip, words = scene.frame(app.screen.get_size())["coach"], scene.coaching.words(scene)
    written = []
    real = theme.text
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(theme, "text", lambda surface, line, *a, **k:
                      written.append((line, real(surface, line, *a, **k))) or written[-1][1])
        scene.draw(app.screen)
    return any(line.strip() and line in words and strip.contains(at) for line, at in written)


def test_a_note_is_never_drawn_over_a_question_the_end_panel_or_the_hand_over_page(app):
    """Issue 32 (real-window round): the note was drawn over the end panel's dimming and
    over the "Pass to ..." page. Whatever lies over the table hides the note (and its
    buttons answer no click) until it is put away; then the note is back."""
    scene = open_queens(app)
    play_until_a_note(app, scene)
    click(app, zone_centre(scene, "destiny"))   # a year passed: there is something to restart
    step(app)
    scene.draw(app.screen)
    assert note_drawn(app, scene) and scene.coaching.buttons
    scene.ask_restart()                                   # a question over the table
    scene.draw(app.screen)
    assert not note_drawn(app, scene) and not scene.coaching.buttons
    scene.confirming = None
    scene.handoff_to = 0                                  # the hand-over page
    scene.draw(app.screen)
    assert not note_drawn(app, scene) and not scene.coaching.buttons
    scene.handoff_to = None
    playing = scene.session.state
    ended = playing.clone()   # a position of its own: the table asks whether it is over once a position
    ended.data["ended"] = ("lost", "The years ran out.")   # the end panel
    scene.session.state = ended
    assert scene.panel_open()
    scene.draw(app.screen)
    assert not note_drawn(app, scene) and not scene.coaching.buttons
    scene.session.state = playing
    scene.draw(app.screen)
    assert note_drawn(app, scene) and scene.coaching.buttons


def test_a_note_a_move_brought_goes_when_undo_takes_that_move_back(app):
    """Sixth real-window round: Tempting Fate's note on a path of a single card, brought
    by Fate laying one, stayed up after Undo took the card back (it spoke of a card no
    longer on the table). A note a position brings stays as long as its position does."""
    from tests.helpers.table import key
    fate = get_game("tempting-fate")
    coaching.remember(fate.id, "fate-turn")
    scene = TableScene(app, Session.start(fate, 3, {}))
    app.switch(scene)
    step(app)
    assert scene.human_turn()
    scene.perform(next(a for a in scene.legal() if a.kind == "place"))
    step(app)
    assert scene.coaching.note is not None and scene.coaching.note.id == "single-card"
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    step(app)
    assert len(scene.session.actions) == 0   # the card was taken back
    assert scene.coaching.note is None
