"""The story panel beside a table: it opens on a whole sentence, and scrolled back with
the wheel it is filled down to its foot while more lies below. Measured with the app's
own fonts, as drawn."""
from __future__ import annotations

from tarot_table.games import get_game


def test_the_story_panel_opens_on_a_whole_sentence_where_older_ones_are_above_it(monkeypatch):
    """The seventh real-window round, finding 8, the story beside Lucky You!'s board at 200%
    in 1024x700: its top line was the end of a sentence whose start lay above the panel
    ("reversed."). The panel starts at the first sentence it shows whole; measured as drawn."""
    from tarot_table.screenshot import build_scene
    from tarot_table.table.app import picture_app
    from tarot_table.table.scenes import table_bars
    from tests.helpers.table import draw_whole
    lucky = get_game("lucky-you")
    app = picture_app((1024, 700), 200)
    scene = build_scene(app, "game", lucky, 1, lucky.check_options({}), 13, "table", 6)
    scene.log_open = True
    app.switch(scene)
    drawn = []
    real = table_bars.theme.text
    monkeypatch.setattr(table_bars.theme, "text", lambda surface, words, *a, **k:
                        drawn.append((str(words), real(surface, words, *a, **k))) or drawn[-1][1])
    try:
        draw_whole(app)
    finally:
        monkeypatch.undo()
    log = scene.frame(app.screen.get_size())["log"]
    story = scene.session.state.story
    lines = sorted(((rect.top, words) for words, rect in drawn
                    if log.contains(rect) and words not in ("Story", "›", "‹", "")))
    assert len(lines) > 5, lines
    assert any(sentence.startswith(lines[0][1]) for sentence in story), lines[0]
    assert lines[-1][1] in story[-1]   # the newest still at the bottom
    scene.leave()
