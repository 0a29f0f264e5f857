"""The reading table as a reader meets it: the status line follows the reader, the
crossing card leaves the card it crosses in sight, the spread chosen last is offered
again. Each test names the house decision (games/reading/rules.md) it guards."""
from __future__ import annotations

import pygame

from tarot_table.games import get_game
from tarot_table.games.base import PLACED, Action
from tarot_table.rng import Rng
from tests.helpers.table import click, deck_top, drag, key, open_table, post, settle, step, zone_centre
from tests.helpers.table import draw_whole, record_text

from tarot_table.table.scenes.table_bars import status_line

READING = get_game("reading")


def lay(state, *zones):
    for zone in zones:
        READING.apply(state, Action("place", src="deck", to=zone))


def turn(state, *zones):
    for zone in zones:
        READING.apply(state, Action("flip", src=zone))


def test_decision_1_any_empty_position_may_be_laid_and_the_status_asks_for_none_in_particular():
    state = READING.new(4, {"spread": "celtic-cross"})
    assert {a.to for a in READING.legal_actions(state)} == {f"pos{i}" for i in range(1, 11)}
    assert "any empty position" in READING.status(state) and "next in the spread's order: Present" in READING.status(state)
    lay(state, "pos5")                                  # the Crown first
    assert "next in the spread's order: Near future" in READING.status(state)
    lay(state, "pos10")                                 # the Outcome: the suggestion wraps round
    assert "next in the spread's order: Present" in READING.status(state)


def test_decision_1_cards_are_turned_in_any_order_and_the_status_follows():
    state = READING.new(4, {"spread": "three-cards"})
    lay(state, "pos1", "pos2", "pos3")
    assert {a.src for a in READING.legal_actions(state)} == {"pos1", "pos2", "pos3"}
    assert "any face-down card" in READING.status(state) and "next in the spread's order: Past" in READING.status(state)
    turn(state, "pos2")
    assert "next in the spread's order: Future" in READING.status(state)
    turn(state, "pos3")
    assert "next in the spread's order: Past" in READING.status(state)
    turn(state, "pos1")
    assert READING.status(state) == "The reading is complete."


def test_decision_1_the_hint_takes_the_status_lines_suggestion():
    state = READING.new(4, {"spread": "celtic-cross"})
    lay(state, "pos5")
    bot = READING.bots["in-order"]
    assert bot(READING, READING.view(state, 0), Rng(0)).to == "pos6"
    lay(state, *[f"pos{i}" for i in range(6, 11)], "pos1", "pos2", "pos3", "pos4")
    turn(state, "pos7")
    assert bot(READING, READING.view(state, 0), Rng(0)).src == "pos8"


def test_decision_1_a_drop_on_a_position_the_status_does_not_name_is_taken(app):
    """Real mouse events: the status suggests the Past, the reader drops on the Future."""
    scene = open_table(app)
    top = scene.session.state.zones["deck"][-1].card
    drag(app, deck_top(scene), zone_centre(scene, "pos3"))
    assert [p.card for p in scene.session.state.zones["pos3"]] == [top]
    assert "next in the spread's order: Past" in READING.status(scene.session.state)


def cross_table(app):
    scene = open_table(app, options={"spread": "celtic-cross"})
    for zone in ("pos1", "pos2"):
        drag(app, deck_top(scene), zone_centre(scene, zone))
        settle(app, scene)
    present = scene.card_rect(scene.session.state.zones["pos1"][0].card)
    for point in ((present.centerx, present.top + 4), scene.card_rect(scene.session.state.zones["pos2"][0].card).center):
        click(app, point)   # the Present by its top end, which shows above the Challenge
        settle(app, scene)
    assert all(scene.session.state.zones[zone][0].face_up for zone in ("pos1", "pos2"))
    return scene


def test_decision_11_the_crossing_card_lies_across_the_middle_of_the_crossed_card(app):
    """Play-test finding (29 November): the Challenge, laid lower than the Present's middle,
    nearly hid it; readers lay it across the middle, the Present's two ends showing."""
    scene = cross_table(app)
    present = scene.card_rect(scene.session.state.zones["pos1"][0].card)
    challenge = scene.card_rect(scene.session.state.zones["pos2"][0].card)
    assert challenge.width > challenge.height                      # it lies across
    above, below = challenge.top - present.top, present.bottom - challenge.bottom
    assert abs(above - below) <= 1 and above >= 0.2 * present.height   # both ends show, alike


def test_decision_11_pointing_at_either_card_of_the_cross_names_that_card(app):
    """Real pointer moves: the status bar names the position under the pointer, and the
    card found there is the one drawn there: the Present by either end, the Challenge by
    its ends and its middle (their centres one); a right-click shows that card large."""
    scene = cross_table(app)
    state = scene.session.state
    present = scene.card_rect(state.zones["pos1"][0].card)
    challenge = scene.card_rect(state.zones["pos2"][0].card)
    for point, zone in (((present.centerx, present.top + 4), "pos1"),
                        ((present.centerx, present.bottom - 4), "pos1"),
                        ((challenge.left + 4, challenge.centery), "pos2"),
                        ((challenge.centerx, challenge.top + 3), "pos2"),
                        (challenge.center, "pos2")):
        post(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0))
        step(app)
        assert scene.hover_zone == zone, point
        assert scene.card_at(point) == (state.zones[zone][0].card, zone)
        assert status_line(scene)[0].startswith("Present:" if zone == "pos1" else "Challenge:")
        click(app, point, button=3)
        assert scene.zoomed == state.zones[zone][0].card
        key(app, pygame.K_ESCAPE)   # and put away
        assert not scene.zoomed


# ---- a play-test's findings: the words for a reading, the reversed preview, the question ----
def rules_text() -> str:
    from pathlib import Path

    from tarot_table.games.reading import rules
    return (Path(rules.__file__).parent / "rules.md").read_text(encoding="utf-8")


def test_the_rules_name_the_end_panels_buttons_as_the_table_shows_them(app, monkeypatch):
    """'When the last card turns': the rules text uses the buttons' own words."""
    from tarot_table.table.scenes.panels import LOOK
    scene = open_table(app, options={"spread": "one-card"})
    drag(app, deck_top(scene), zone_centre(scene, "pos1"))
    settle(app, scene)
    click(app, zone_centre(scene, "pos1"))
    settle(app, scene)
    step(app)
    assert LOOK in [b.label for b in scene.summary_buttons]
    click(app, next(b for b in scene.summary_buttons if b.label == LOOK).rect.center)
    drawn = record_text(monkeypatch)
    draw_whole(app)
    shown_back = "Show the result"
    assert shown_back in drawn
    text = " ".join(rules_text().split())
    assert f"*{LOOK}*" in text and f"*{shown_back}*" in text
    assert "Fold away" not in text and "Show the reading" not in text


def test_a_reading_in_the_continue_list_counts_no_moves():
    """'A reading is not a game: ... no count of moves.'"""
    from tarot_table.session import Session
    session = Session.start(READING, 4, {"spread": "three-cards"})
    session.play(Action("place", src="deck", to="pos1"))
    assert "move" not in session.progress() and session.progress() == "unfinished"
    assert Session.start(get_game("queens-of-fate"), 4, {}).progress() == "no move yet"


def test_the_new_reading_page_and_save_as_speak_of_a_reading_not_a_game(app, monkeypatch):
    from tarot_table.table.scenes.newgame import NewGameScene
    from tarot_table.table.widgets import TextField
    drawn = record_text(monkeypatch)
    app.switch(NewGameScene(app, READING))
    step(app)
    assert "New reading: Reading Table" in drawn
    scene = open_table(app, options={"spread": "one-card"})
    scene.naming = TextField(pygame.Rect(0, 0, 10, 10), "")
    step(app)
    assert "Type a name for this reading." in drawn and "Type a name for this game." not in drawn
    drawn.clear()
    app.switch(NewGameScene(app, get_game("queens-of-fate")))
    step(app)
    assert "New game: Queens of Fate" in drawn


def test_decision_13_the_preview_of_a_reversed_card_gives_its_reversed_meaning(app, monkeypatch):
    """Real pointer rest on a reversed card: the preview says Reversed and gives that meaning."""
    from tarot_table import esoterica
    from tarot_table.table.scenes import preview
    state = READING.new(4, {"spread": "celtic-cross", "reversals": "on"})
    card = state.zones["deck"][-1].card
    state.zones["deck"][-1] = PLACED[card, False, True]
    lay(state, "pos1")
    turn(state, "pos1")
    assert preview.keyword_lines(card, 13, 400, reversed_=True)[0].startswith("Reversed: ")
    assert esoterica.meaning(card).reversed.split()[0] in preview.keyword_lines(card, 13, 400, True)[0]
    assert not preview.keyword_lines(card, 13, 400)[0].startswith("Reversed")
    from tests.helpers.table import open_position
    scene = open_position(app, READING, state)
    scene.panel_hidden = True
    drawn = record_text(monkeypatch)
    post(pygame.MOUSEMOTION, pos=zone_centre(scene, "pos1"), rel=(1, 1), buttons=(0, 0, 0))
    step(app)
    scene.hover = (card, 0.0)    # rested long enough
    step(app)
    assert any(w.startswith("Reversed: ") for w in drawn)


def test_decision_12_the_question_stays_on_the_table_once_the_first_card_is_laid(app, monkeypatch):
    from tests.helpers.reading import ask
    scene = open_table(app, options={"spread": "three-cards"})
    before = scene.geometry.zone_rect(scene.geometry.layout.spot("pos1"), 0).topleft
    ask(app, scene, "Will the garden grow?")
    drag(app, deck_top(scene), zone_centre(scene, "pos1"))
    settle(app, scene)
    assert scene.game_panel.asking is None
    drawn = record_text(monkeypatch)
    draw_whole(app)
    assert "\u201cWill the garden grow?\u201d" in drawn
    assert scene.geometry.zone_rect(scene.geometry.layout.spot("pos1"), 1).topleft == before   # nothing moved


def test_a_deck_handed_over_in_its_order_is_not_called_shuffled_in_the_story():
    """Tempting Fate's cut deck (its house decision 12) reaches the reading unshuffled."""
    cut = READING.new(4, {"spread": "three-cards", "cards": "major_arcana.00,major_arcana.01,major_arcana.02",
                          "order": "as-given"})
    assert "not shuffled" in cut.story[0] and "shuffled for" not in cut.story[0]
    assert [p.card for p in reversed(cut.zones["deck"])] == ["major_arcana.00", "major_arcana.01", "major_arcana.02"]
    mixed = READING.new(4, {"spread": "three-cards"})
    assert mixed.story[0].startswith("The deck is shuffled")
