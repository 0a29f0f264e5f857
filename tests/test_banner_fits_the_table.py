"""Found beside the Show me round (29 November): at 1024x700 the Fool's Journey's last
words, called out across the table ("The Future is empty and the Fool has survived every
Challenge, with 2 Vitality left."), ran off the window's left edge, on a box the table
showed through. The banner is set smaller where it is wider than the table, and solid
until it fades."""
from __future__ import annotations

import pytest

from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.table import theme
from tarot_table.table.scenes.table import TableScene
from tests.conftest import headless_app
from tests.helpers.table import draw_whole, step

LAST_WORDS = "The Future is empty and the Fool has survived every Challenge, with 2 Vitality left."


@pytest.fixture(params=[((1024, 700), 100), ((1024, 700), 200), ((1920, 1080), 100), ((2560, 1440), 200)],
                ids=lambda p: f"{p[0][0]}x{p[0][1]}-{p[1]}")
def sized_app(request):
    size, text_size = request.param
    for app in headless_app(size):
        app.settings.text_size = text_size
        app.apply_look()
        yield app


def test_a_long_banner_stays_on_the_table_whole_and_solid(sized_app):
    app = sized_app
    scene = TableScene(app, Session.start(get_game("fools-journey"), 1, {}))
    app.switch(scene)
    step(app)
    table = scene.frame(app.screen.get_size())["table"]
    bare = draw_whole(app)
    scene.banner = (LAST_WORDS, app.clock.now() + 30.0)   # as the game's last event calls it out
    called = draw_whole(app)
    width = app.screen.get_width()
    changed = [x for x in range(width) if bare.get_at((x, table.centery)) != called.get_at((x, table.centery))]
    assert changed and table.left <= min(changed) and max(changed) < table.right, (min(changed), max(changed), table)
    edge = (min(changed) + 4, table.centery)   # inside the box, beside the words
    assert tuple(called.get_at(edge))[:3] == theme.PANEL
