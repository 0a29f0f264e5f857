"""Spreads as small text files (issue 17): the five built-in spreads, a reader's own
spread laid with the mouse, and malformed files listed with the reason, never used."""
from pathlib import Path

import pytest

from tarot_table.cli import main
from tarot_table.games import get_game
from tarot_table.games.reading import spreads
from tarot_table.games.reading.layout import reading_layout
from tarot_table.games.base import BadOptions
from tests.helpers.table import deck_top, drag, open_table, zone_centre

READING = get_game("reading")

MINE = '''
[spread]
name = "Crossroads"
about = "Two ways and the walker."

[[positions]]
name = "Walker"
meaning = "where you stand"
x = 0
y = 0

[[positions]]
name = "Left road"
meaning = "one way on"
x = -1.6
y = -1.2

[[positions]]
name = "Right road"
meaning = "the other way"
x = 1.6
y = -1.2
rotation = 90
'''


def write_spread(home: Path, name: str, text: str) -> Path:
    path = home / "data" / "spreads" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_the_built_in_spreads_and_their_sizes():
    found = {s.id: s for s in spreads.find_spreads()}
    sizes = {sid: len(found[sid].positions) for sid in found}
    assert sizes == {"one-card": 1, "three-cards": 3, "celtic-cross": 10, "horseshoe": 7, "relationship": 6}
    assert all(s.usable and s.builtin for s in found.values())
    assert [p.title for p in found["three-cards"].positions] == ["Past", "Present", "Future"]
    assert found["celtic-cross"].positions[1].rotation == 90   # the challenge lies across


def test_every_spread_offered_by_the_reading_is_a_usable_file():
    spec = next(o for o in READING.options if o.key == "spread")
    assert spec.choices == ("one-card", "three-cards", "celtic-cross", "horseshoe", "relationship")
    assert spec.default == "three-cards"


@pytest.mark.parametrize("sid", ["one-card", "three-cards", "celtic-cross", "horseshoe", "relationship"])
def test_layouts_keep_cards_apart_except_a_card_laid_across(sid):
    layout = reading_layout(spreads.usable_spreads()[sid].positions)
    assert layout.spots[0].zone == "deck"
    deck_right = layout.spots[0].x + 1
    for spot in layout.spots[1:]:
        assert spot.x > deck_right and spot.y >= 0
        assert spot.x + 1 <= layout.width and spot.y + 1.75 <= layout.height


def test_a_readers_own_spread_is_offered_and_laid_with_the_mouse(app, private_home):
    write_spread(private_home, "crossroads.toml", MINE)
    assert "crossroads" in next(o for o in READING.options if o.key == "spread").choices
    scene = open_table(app, options={"spread": "crossroads"})
    assert set(scene.session.state.zones) == {"deck", "pos1", "pos2", "pos3"}
    assert scene.geometry.layout.spot("pos3").turned
    drag(app, deck_top(scene), zone_centre(scene, "pos3"))
    assert len(scene.session.state.zones["pos3"]) == 1


def test_a_reading_keeps_its_spread_when_the_file_changes_later(private_home):
    path = write_spread(private_home, "crossroads.toml", MINE)
    state = READING.new(3, {"spread": "crossroads"})
    path.write_text(MINE.replace('name = "Walker"', 'name = "Wanderer"'), encoding="utf-8")
    assert READING.layout(state).spot("pos1").label == "Walker"


BROKEN = [
    ("not = = toml", "not valid TOML"),
    ('[[positions]]\nname = "A"\nmeaning = "a"\nx = 0\ny = 0', "no [spread] table with a name"),
    ('[spread]\nname = "Empty"', "there are no [[positions]]"),
    ('[spread]\nname = "S"\n[[positions]]\nname = "A"\nx = 0\ny = 0', "position 1 needs a meaning"),
    ('[spread]\nname = "S"\n[[positions]]\nname = "A"\nmeaning = "a"\ny = 0', "needs a number x"),
    ('[spread]\nname = "S"\n[[positions]]\nname = "A"\nmeaning = "a"\nx = 0\ny = 0\nrotation = 45',
     "rotation must be 0 or 90"),
    ('[spread]\nname = "S"\n[[positions]]\nname = "A"\nmeaning = "a"\nx = 0\ny = 0\nlabel = "above"',
     "label must be below or right"),
    ('[spread]\nname = "S"\n[[positions]]\nname = "A"\nmeaning = "a"\nx = 0\ny = 900', "too far away"),
    ('[spread]\nname = "S"\n[[positions]]\nname = "A"\nmeaning = "a"\nx = 0\ny = 0\n'
     '[[positions]]\nname = "B"\nmeaning = "b"\nx = 0.5\ny = 0.5', "positions A and B overlap"),
]


@pytest.mark.parametrize("text, reason", BROKEN)
def test_a_malformed_spread_is_listed_with_its_reason_and_never_used(private_home, text, reason, capsys):
    write_spread(private_home, "broken.toml", text)
    broken = next(s for s in spreads.find_spreads() if s.id == "broken")
    assert not broken.usable and reason in broken.problem
    assert "broken" not in next(o for o in READING.options if o.key == "spread").choices
    with pytest.raises(BadOptions):
        READING.new(1, {"spread": "broken"})
    assert main(["spreads"]) == 0
    assert f"NOT USABLE: {broken.problem}" in capsys.readouterr().out


def test_a_spread_file_needs_a_plain_name(private_home):
    write_spread(private_home, "My Spread.toml", MINE)
    bad = next(s for s in spreads.find_spreads() if s.path.name == "My Spread.toml")
    assert not bad.usable and "lower-case letters" in bad.problem


def test_a_readers_file_with_a_built_in_name_is_shadowed(private_home):
    write_spread(private_home, "three-cards.toml", MINE)
    mine = [s for s in spreads.find_spreads() if s.id == "three-cards" and not s.builtin][0]
    assert not mine.usable and "found first" in mine.problem
    assert spreads.usable_spreads()["three-cards"].builtin


def test_a_reading_kept_with_its_spread_as_a_plain_table_still_reads():
    """Readings kept before the spread was stored as one string (house decision 8)."""
    import json
    state = READING.new(2, {"spread": "three-cards"})
    state.data["spread"] = json.loads(state.data["spread"])
    assert [s.label for s in READING.layout(state).spots[1:]] == ["Past", "Present", "Future"]
