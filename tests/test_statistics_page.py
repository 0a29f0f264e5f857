"""The Statistics page at every window size and text size: each row's lines, the
"Whose results" chips, the chart with its labels and legend, the chart's note on games
Autoplay helped, the reset's question, and the line saying which name a game gave the
person counted as you, all drawn whole inside the window and their boxes, reached with
the wheel where they follow the rows. Measured with the app's own fonts, as drawn;
clicked with the mouse."""
from __future__ import annotations

import pytest

from tarot_table.table.app import picture_app
from tests.helpers.table import step
from tests.helpers.words import drawn_words


@pytest.mark.parametrize("size, text_size", [((1024, 700), 200), ((1920, 1080), 100)])
def test_statistics_say_which_name_the_table_gave_the_person_counted_as_you(size, text_size, monkeypatch):
    """The sixth real-window round: The new-game page's box had shown "Champion" (Queens of
    Fate's own name for its seat) and Statistics said "You". Kept as "You" (one person's
    results stay one row whatever each game calls its first seat: docs/games.md), the line
    under the rows now says the name the table gave them; a person who gave a name is called
    by it."""
    from tarot_table import statistics
    from tarot_table.table.scenes import stats
    assert statistics.record_result("queens-of-fate", {}, True, 100.0, False, "") == ""
    assert statistics.record_result("lucky-you", {}, False, 90.0, False, "Ann") == ""
    app = picture_app(size, text_size)
    scene = stats.StatsScene(app)
    app.switch(scene)
    rows = {"queens-of-fate": "played by you, with no name given (\u201cChampion\u201d at its table)",
            "lucky-you": "played by Ann"}
    for game_id, said in rows.items():
        scene.selected = next(key for key in scene.records if key.startswith(game_id))
        drawn = drawn_words(monkeypatch, stats, lambda: (app.request_redraw(), step(app)))
        assert said in " ".join(w for w, _, _ in drawn), said
    scene.leave()
