"""Play-test: on Normal with reversals, four Wisdom places showed while the rules say
three, and the Satchel showed four places under "2/3". The spare place of each row
(house decisions 13 and 14) is named for the one power that fills it."""
import pytest

from tests.helpers.fools import GAME, arrange, m, P, C


def rows(state):
    spots = GAME.layout(state).spots
    return ([s for s in spots if s.zone.startswith("satchel_")], [s for s in spots if s.zone.startswith("wisdom_")])


@pytest.mark.parametrize("difficulty, wisdom, satchel", [("easy", 4, 4), ("normal", 3, 3), ("hard", 2, 2)])
def test_the_rows_show_the_limits_and_name_the_spare_place_for_its_power(difficulty, wisdom, satchel):
    state = arrange({"reversals": "on", "difficulty": difficulty}, satchel_1=[m(C, "two")], wisdom_1=[m(P, "two")])
    bag, kit = rows(state)
    assert [s.label for s in bag] == [f"Satchel 1/{satchel}"] + [""] * (satchel - 1) + ["Empress"]
    assert [s.label for s in kit] == ["Wisdom 1"] + [""] * (wisdom - 1) + ["Hierophant"]
    assert "Empress" in bag[-1].help and "Hierophant" in kit[-1].help


def test_without_reversals_no_spare_place_shows():
    bag, kit = rows(arrange({"reversals": "off"}))
    assert len(bag) == 3 and len(kit) == 3 and "Empress" not in [s.label for s in bag]
