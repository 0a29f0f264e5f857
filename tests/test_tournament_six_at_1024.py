"""Issue 32, layout round item 2: Tournament of Queens with six players in a 1024x700
window, at 100% and 200% text. At 200% "Physique" ran into "Talent", "Bitchiness" into
the next contestant's title and "Reserve" into "Stage": where a whole word is wider than
its column it gives way to its first letters ("Physi.", "Bitch.", "Res.")."""
import pytest

from tarot_table.rng import Rng
from tarot_table.table.app import picture_app
from tests.helpers.table import draw_whole, open_position
from tests.helpers.tournament import Drawn, collisions, seats
from tests.helpers.tournament_positions import GAME


def position(moves: int, seed: int = 5):
    state = GAME.new(seed, seats=seats(6))
    rng = Rng(seed)
    for _ in range(moves):
        GAME.apply(state, GAME.bots["quick"](GAME, GAME.view(state, GAME.current_seat(state)), rng))
    return state


@pytest.mark.parametrize("text_size", [100, 200])
@pytest.mark.parametrize("log_open", [True, False])
def test_six_contestants_labels_keep_apart_at_1024_by_700(text_size, log_open, monkeypatch):
    drawn = Drawn(monkeypatch)
    app = picture_app((1024, 700), text_size)
    app.settings.animation = "instant"
    found, shown = [], set()
    try:
        for moves in (0, 12, 30):
            scene = open_position(app, GAME, position(moves), seats(6))
            scene.log_open = log_open
            drawn.items.clear()
            draw_whole(app)
            found += [f"{moves} moves: {problem}" for problem in collisions(scene, drawn, (1024, 700))
                      if " covers " in problem or " off the table" in problem]
            shown |= {words for kind, words, _ in drawn.items if kind == "label"}
    finally:
        for scene in app.scenes:
            scene.leave()
    assert found == []
    if text_size == 200:
        assert {"Physi.", "Bitch.", "Res."} <= shown, "the short words stand in at 200%"
