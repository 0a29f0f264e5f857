"""Play-test finding of 29 November: at 1024x700 the text size did not reach Queens of
Fate's place labels (cards 65 px wide held them to 14 px at 200% text, as at 100%). They
grow as far as the gaps between the rows hold them, each row's labels at one size (the
largest at which every one fits its box: "Wands Queen" small beside "Cups Queen" large
read as a mistake); tests/test_200_percent_small_window.py checks that none runs into
another or into a count."""
import pytest

from tarot_table.games import get_game
from tarot_table.screenshot import build_scene
from tarot_table.table import theme
from tarot_table.table.app import picture_app
from tests.helpers.table import draw_whole

SMALL = (1024, 700)


def table_at(size, text_size, rules: str, moves: int):
    app = picture_app(size, text_size)
    game = get_game("queens-of-fate")
    scene = build_scene(app, "game", game, 3, game.check_options({"rules": rules}), moves, "table")
    app.switch(scene)
    return app, scene


def labels_by_row(app, scene, monkeypatch) -> dict[float, set[int]]:
    """The sizes the places' labels are drawn at, by their row (the places' height)."""
    sizes: dict[tuple, int] = {}
    real = theme.text

    def recorded(surface, words, pos, px, *args, **kwargs):
        rect = real(surface, words, pos, px, *args, **kwargs)
        sizes[tuple(rect)] = px
        return rect
    monkeypatch.setattr(theme, "text", recorded)
    draw_whole(app)
    monkeypatch.undo()
    spots = {spot.zone: spot for spot in scene.geometry.layout.spots}
    rows: dict[float, set[int]] = {}
    for zone, rect in scene.zone_labels.items():
        rows.setdefault(spots[zone].y, set()).add(sizes[tuple(rect)])
    return rows


@pytest.mark.parametrize("rules", ["original", "reiser"])
def test_queens_labels_grow_at_200_percent_in_1024x700_one_size_a_row(rules, monkeypatch):
    rows = {}
    for text_size in (100, 200):
        app, scene = table_at(SMALL, text_size, rules, 40)
        try:
            rows[text_size] = labels_by_row(app, scene, monkeypatch)
            frame = scene.frame(SMALL)["table"]
            assert all(frame.contains(rect) for rect in scene.zone_labels.values()), rules
        finally:
            scene.leave()
    assert all(len(sizes) == 1 for sizes in rows[200].values()), rows[200]
    grown = {y: max(rows[200][y]) / max(rows[100][y]) for y in rows[100]}
    assert all(share >= 1 for share in grown.values()), grown
    # the piles' rows have the room to grow (the narrow boxes of the Arcana under Reiser's
    # rules, and of the courts in the original arrangement, keep theirs as they were)
    assert sum(share >= 1.2 for share in grown.values()) >= 2, grown
