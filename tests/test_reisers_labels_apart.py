"""Play-test round 7 (30 November): in "Learn Queens of Fate" at 1024x700, text 150%, the
lesson's bar leaves the cards narrower than at the table; the lesson's last deal, under
Reiser's rules, ran its Arcana labels into each other ("Wands Arcana 0/1Cups Arcana 0/1":
104 px for "Swords Arcana 0/1" at the smallest type in a box of 86), and so did Reiser's
table at 200%. Their boxes now take the column's whole width, and a label that spills
even at the smallest type says "Arc." (``Spot.least_label``): every label of Reiser's
table and of the lesson's Reiser deal stands clear of the next, whole."""
from __future__ import annotations

import pytest

from tarot_table.table.app import SMALLEST_WINDOW
from tests.helpers.sight import drawn_parts, problems, run_together

REISER_STEP = 40   # the lesson's step that deals under Reiser's rules ("step 41 of 50")


@pytest.mark.parametrize("size", [(1024, 700), SMALLEST_WINDOW])
@pytest.mark.parametrize("text_size", [100, 150, 200])
def test_reisers_labels_keep_apart_at_the_table_and_in_the_lesson(size, text_size):
    for kind, options, moves in (("learn", {}, REISER_STEP), ("table", {"rules": "reiser"}, 3)):
        window, words, buttons = drawn_parts("game", "queens-of-fate", kind, size, text_size, options=options,
                                             moves=moves)
        arcana = [said for said, _ in words if said.endswith(("/1", "/2", "+1"))]
        assert len(arcana) == 4, (kind, arcana)
        assert problems(window, words, buttons) == [], (kind, size, text_size)
        assert run_together(words) == [], (kind, size, text_size)


@pytest.mark.parametrize("size", [(1024, 700), SMALLEST_WINDOW])
@pytest.mark.parametrize("text_size", [150, 200])
def test_reisers_arcana_row_is_shortened_alike_or_not_at_all(size, text_size):
    """Play-test round 8: at 1024x700, 200% text, Reiser's Arcana row read "Wands Arcana 0/1
    · Cups Arcana 0/1 · Swords Arc. 0/1 · Pent. Arcana 0/1", each label shortened as far as
    it alone needed. A row now takes one shortening for all its places (``rows_form``)."""
    for kind, options, moves in (("learn", {}, REISER_STEP), ("table", {"rules": "reiser"}, 3)):
        _, words, _ = drawn_parts("game", "queens-of-fate", kind, size, text_size, options=options, moves=moves)
        arcana = [said for said, _ in words if said.endswith(("/1", "/2", "+1"))]
        forms = {"Arc." if " Arc. " in said else "Arcana" if " Arcana " in said else "none" for said in arcana}
        assert len(arcana) == 4 and len(forms) == 1, (kind, arcana)
