"""Queens of Fate with Reiser's mat: each Queen's place is named by its suit, and a court
card dropped on another suit's place is told where it goes (play-test finding: four places
all named "Queen", and the Queen of Pentacles dropped on the wrong one was told only
"Court cards go to the domain of their own suit (Queens in the top row)"). The seed's mat:
"Queens on the top, Court in the middle, Minors on the bottom"."""
from tarot_table.games import get_game
from tests.helpers.queens import m, table
from tests.helpers.table import click, drag, open_position, zone_centre

QUEENS = get_game("queens-of-fate")
REISER = {"rules": "reiser"}


def test_each_queens_place_on_reisers_mat_is_named_by_its_suit(app):
    scene = open_position(app, QUEENS, table(REISER))
    labels = {spot.zone: spot.label for spot in scene.geometry.layout.spots if spot.zone.startswith("queen_")}
    assert labels == {"queen_wands": "Wands Queen", "queen_cups": "Cups Queen",
                      "queen_swords": "Swords Queen", "queen_pentacles": "Pentacles Queen"}


def test_the_queen_of_pentacles_dropped_on_the_wands_queens_place_is_told_where_she_goes(app):
    scene = open_position(app, QUEENS, table(REISER, destiny=[m("pentacles", "queen")]))
    click(app, zone_centre(scene, "destiny"))   # a year passes: she is the Challenge
    drag(app, zone_centre(scene, "challenge"), zone_centre(scene, "queen_wands"))
    assert scene.session.state.zones["queen_wands"] == []
    assert scene.message[0] == ("Queen of Pentacles goes to the Pentacles Queen's place, the top row: "
                                "court cards go to the domain of their own suit.")


def test_a_king_dropped_on_another_suits_court_on_reisers_mat_is_told_his_row(app):
    scene = open_position(app, QUEENS, table(REISER, destiny=[m("swords", "king")]))
    click(app, zone_centre(scene, "destiny"))
    drag(app, zone_centre(scene, "challenge"), zone_centre(scene, "court_cups"))
    assert scene.message[0] == ("King of Swords goes to the Swords court, the middle row, under its Queen: "
                                "court cards go to the domain of their own suit.")
