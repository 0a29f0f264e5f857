"""The Statistics page at every window size and text size: each row's lines, the
"Whose results" chips, the chart with its labels and legend, the chart's note on games
Autoplay helped, the reset's question, and the line saying which name a game gave the
person counted as you, all drawn whole inside the window and their boxes, reached with
the wheel where they follow the rows. Measured with the app's own fonts, as drawn;
clicked with the mouse."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.table.app import App, picture_app
from tests.helpers.table import at_text_size, click, draw_whole, post, record_text, step
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


SMALL = (1024, 700)


@pytest.mark.parametrize("size", [SMALL, (1920, 1080), (2560, 1440)])
@pytest.mark.parametrize("text_size", [100, 200])
def test_a_row_of_autoplay_helped_games_says_why_its_chart_is_empty(size, text_size, monkeypatch):
    """The fifth real-window round, finding 5: After a game Autoplay helped to finish,
    Statistics' chart box said "No results with dates for this row yet", which is not so: it
    says the chart leaves such games out, wrapped whole inside the box."""
    from tarot_table.statistics import record_result
    from tarot_table.table import theme
    from tarot_table.table.scenes.stats import StatsScene
    from tests.helpers.table import step
    assert record_result("fools-journey", {}, True, 95.0, assisted=True) == ""
    app = App(headless=True, size=size)
    app.settings.animation = "instant"
    app.settings.text_size = text_size
    app.apply_look()
    try:
        screen = StatsScene(app)
        app.switch(screen)
        step(app)
        said = []
        text = theme.text

        def recorded(surface, words, pos, *args, **kwargs):
            rect = text(surface, words, pos, *args, **kwargs)
            said.append((str(words), rect))
            return rect
        monkeypatch.setattr(theme, "text", recorded)
        app.request_redraw()
        step(app)
    finally:
        for s in app.scenes:
            s.leave()
    words = " ".join(w for w, _ in said)
    assert "No results with dates" not in words
    assert "A game Autoplay or a stand-in bot helped to finish is counted apart and left out of this chart" in words, words
    first = next(i for i, (w, _) in enumerate(said) if w.startswith("A game Autoplay or"))
    window = pygame.Rect((0, 0), size)
    assert all(window.contains(rect) for _, rect in said[first:first + 4]), said[first:first + 4]


def test_statistics_at_200_percent_keeps_its_chart_and_asks_its_reset_whole(tester_app, monkeypatch):
    """The fourth real-window round, finding 1: At 200% text in 1024x700 the reset's
    question read "Forg…" and the chart "Results over time" was gone. Two rows of results:
    the chart follows the rows, reached by the wheel; the question for a long name wraps,
    whole, with Reset and Keep in the window."""
    from tarot_table.statistics import record_result
    from tarot_table.table.scenes.stats import StatsScene
    at_text_size(tester_app, 200)
    for won in (True, False, True):
        record_result("tournament-of-queens", {}, won, 60.0, player="Bartholomew")
    record_result("queens-of-fate", {}, True, 30.0, player="Ann")
    screen = StatsScene(tester_app)
    tester_app.switch(screen)
    step(tester_app)
    click(tester_app, next(b for b in screen.buttons if b.label.startswith("tournament-of-queens")).rect.center)
    written = record_text(monkeypatch)
    for _ in range(12):
        post(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False, precise_x=0.0, precise_y=-3.0)
        step(tester_app)
    draw_whole(tester_app)
    assert any(words.startswith("Results over time: Tournament of Queens") for words in written), written
    click(tester_app, next(b for b in screen.buttons if b.label == "Bartholomew").rect.center)
    click(tester_app, next(b for b in screen.buttons if b.label.startswith("Reset") and b.label != "Reset all").rect.center)
    written.clear()
    draw_whole(tester_app)
    question = "Forget every result of Tournament of Queens for Bartholomew?"
    assert screen.asking[0] == question
    start = next(i for i, words in enumerate(written) if words.startswith("Forget"))
    assert " ".join(written[start:start + 2]).startswith(question), written[start:]
    window = tester_app.screen.get_rect()
    assert {"Reset", "Keep"} <= {b.label for b in screen.buttons if window.contains(b.rect)}
