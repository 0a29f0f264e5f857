"""Play-test round 7, Q6: Queens of Fate's Arcana row line said "it holds 1 Arcana and has
room for 1 (1).", the bracket repeating the number like a slip; and once every awakened
card was secured, the button read "Finish the Awakening" while the status line still said
"then press Discard the rest". The bracket now says where more room comes from only where
a Knight or Page gives it, and the status line names the button as it is labelled. The
positions are played through the rules; the lines are read from the status bar, the
pointer resting on the row by real mouse motion."""
from __future__ import annotations

from tarot_table.games.queens_of_fate.rules import FINISH_THE_AWAKENING
from tarot_table.table.scenes.table_bars import status_line
from tests.helpers.frames import move_and_rest
from tests.helpers.queens import GAME as QUEENS
from tests.helpers.queens import C, P, S, W, do, m
from tests.helpers.queens import table as queens_table
from tests.helpers.table import open_position, zone_centre


def rested_on_the_cups_arcana(app, **zones) -> str:
    scene = open_position(app, QUEENS, queens_table(**zones))
    move_and_rest(app, zone_centre(scene, "arcana_cups"))
    return status_line(scene)[0]


def test_the_plain_room_of_one_has_no_bracket(app):
    assert rested_on_the_cups_arcana(app, arcana_cups=[m(C, "two")]) == \
        "Cups Arcana 1/1: it holds 1 Arcana and has room for 1."


def test_room_a_knight_gives_is_said_in_the_bracket(app):
    assert rested_on_the_cups_arcana(app, arcana_cups=[m(C, "two")], court_cups=[m(C, "knight")]) == \
        "Cups Arcana 1/2: it holds 1 Arcana and has room for 2 (1, +1 for its Knight)."


def test_with_every_awakened_card_secured_the_line_names_the_button_shown(app):
    state = queens_table(sources=[m(W, "ace")], portents=[m(C, "two"), m(S, "king"), m(P, "three"), m(W, "five")])
    do(state, "awaken", card=m(W, "ace"), to="portents", choice="awaken")
    while (secure := [a for a in QUEENS.legal_actions(state) if a.kind == "awaken-secure"]):
        QUEENS.apply(state, secure[0])
    assert QUEENS.legal_actions(state) == [FINISH_THE_AWAKENING]
    scene = open_position(app, QUEENS, state)
    assert [b.label for b in scene.choice_buttons] == ["Finish the Awakening"]
    assert status_line(scene)[0] == "Every awakened card is secured: press Finish the Awakening."
