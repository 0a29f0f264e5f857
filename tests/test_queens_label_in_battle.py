"""Play-test round 8, Q2: during a battle a domain's label still counted the Arcana laid
on the battle ("Wands Arcana 2/2" over one card). House decision 20 keeps a committed
Arcana's room in its domain until the trump falls, so the label counts what lies in the
row and says apart how many are in battle; its resting line says the same. Dragged by
mouse events at the table; the label read as drawn on the screen."""
from __future__ import annotations

import pytest

from tarot_table.games.base import Seat
from tarot_table.table.scenes.table_bars import status_line
from tests.conftest import headless_app
from tests.helpers import queens
from tests.helpers.frames import move_and_rest
from tests.helpers.sight import run_together
from tests.helpers.queens import C, W
from tests.helpers.table import at_text_size, click, drag, open_position, settle, zone_centre
from tests.helpers.words import words_said

NINE, TEN = queens.m(W, "nine"), queens.m(W, "ten")


def drawn_words(app) -> list[tuple[str, object]]:
    """The words one frame draws on the screen, each with where."""
    return [(said.words, said.rect) for said in words_said(lambda: app.render(app.screen))
            if said.surface is app.screen and said.words.strip()]


# the label, its shorter form, and the last resort where both spill past the box (Reiser's
# narrower columns at 1024x700), which counts only what lies in the row
SAID = ("Wands Arcana 1/2, 1 in battle", "Wands 1/2, 1 in battle", "Wands Arc. 1/2")


@pytest.mark.parametrize("options, size, text_size", [({}, (1024, 700), 100), ({}, (1024, 700), 200),
                                                      ({}, (2560, 1440), 100), ({"rules": "reiser"}, (1024, 700), 100),
                                                      ({"rules": "reiser"}, (2560, 1440), 200)])
def test_a_domain_label_says_what_lies_in_battle(options, size, text_size):
    for app in headless_app(size):
        at_text_size(app, text_size)
        state = queens.table(options, destiny=[queens.t(16), queens.m(C, "two"), queens.m(C, "three")],
                             court_wands=[queens.m(W, "page")], arcana_wands=[NINE, TEN])
        scene = open_position(app, queens.GAME, state, [Seat("Ann")])
        click(app, zone_centre(scene, "destiny"))   # The Tower, 16
        settle(app, scene)
        assert queens.GAME.held(scene.session.state, W) == 2 and {"Wands Arcana 2/2", "Wands Arc. 2/2"} & set(dict(drawn_words(app)))
        drag(app, scene.card_rect(TEN).center, zone_centre(scene, "challenge"))
        settle(app, scene)
        state = scene.session.state
        assert [p.card for p in state.zones["battle"]] == [TEN] and [p.card for p in state.zones["arcana_wands"]] == [NINE]
        assert queens.GAME.held(state, W) == 2   # its room still kept (house decision 20)
        words = drawn_words(app)
        shown = [said for said, _ in words if said.startswith("Wands") and said.split()[1][0] in "A1"]
        assert len(shown) == 1 and shown[0] in SAID, shown
        if (size, text_size) == ((2560, 1440), 100):   # room for the whole label
            assert shown == [SAID[0]]
        assert not run_together(words)
        move_and_rest(app, scene.card_rect(NINE).center)
        assert status_line(scene)[0].startswith("Wands Arcana 1/2: it holds 1 Arcana and has room for 2 "
                                                "(1, +1 for its Page). 1 more committed to the battle keeps its "
                                                "room here until the trump falls.")
