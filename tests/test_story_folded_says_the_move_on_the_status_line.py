"""Play-test round 7, Q5: Queens of Fate at 1024x700 with text 150% opens with the Story
put away (its tab at the right edge); a year passed by a click on Destiny drew an Arcana
that clashed and was lost, and nothing on screen said so: the status line said only "Click
to pass a year.". With the Story put away, the status line says what the player's move
did, in the Story's words; with the Story open, it says what to do next, as before. Real
clicks on Destiny."""
from __future__ import annotations

from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.table.scenes.table import TableScene
from tarot_table.table.scenes.table_bars import status_line
from tests.conftest import headless_app
from tests.helpers.table import at_text_size, click, step, zone_centre

QUEENS = get_game("queens-of-fate")


def year_passed(app, text_size) -> tuple[TableScene, list[str], str]:
    """A click on Destiny at a new table: the scene, the Story's new lines, the status line."""
    at_text_size(app, text_size)
    app.settings.coaching = False
    scene = TableScene(app, Session.start(QUEENS, 1, {}))
    app.switch(scene)
    step(app, 2)
    before = len(scene.session.state.story)
    click(app, zone_centre(scene, "destiny"))
    step(app)
    assert [action.kind for action in scene.session.actions] == ["draw"]
    return scene, scene.session.state.story[before:], status_line(scene)[0]


def test_with_the_story_put_away_the_status_line_says_what_the_year_brought():
    for app in headless_app((1024, 700)):
        scene, told, said = year_passed(app, 150)
        assert not scene.log_open and told
        assert said == " ".join(told), said


def test_with_the_story_open_the_status_line_says_what_to_do():
    for app in headless_app((1920, 1080)):
        scene, told, said = year_passed(app, 100)
        assert scene.log_open and said != " ".join(told)
        assert said == scene.expected_words()
